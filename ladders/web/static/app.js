// The word-ladder page. It asks the JSON API everything (the rules live in Python) and never inserts
// what anyone typed as HTML: every text goes in with textContent or createTextNode.
"use strict";

const $ = (id) => document.getElementById(id);

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

async function ask(path, params) {
  const response = await fetch(path + "?" + new URLSearchParams(params).toString());
  return { status: response.status, body: await response.json() };
}

function definitionText(entry) {
  if (!entry.definitions.length) return entry.word + ": no definition";
  const first = entry.definitions[0];
  const base = first.lemma !== entry.word ? " (" + first.lemma + ")" : "";
  return entry.word + base + " — " + first.pos + ": " + first.gloss;
}

function ladderList(ladder, box) {
  const list = element("ol", undefined, "ladder");
  list.setAttribute("aria-label", ladder.words.join(" to "));
  const shown = element("p", "", "definition");
  shown.hidden = true;
  for (const entry of ladder.entries) {
    const item = element("li");
    const button = element("button", entry.word, "word");
    button.type = "button";
    button.title = definitionText(entry);
    const show = () => { shown.textContent = definitionText(entry); shown.hidden = false; };
    button.addEventListener("click", show);
    button.addEventListener("mouseenter", show);
    button.addEventListener("focus", show);
    item.appendChild(button);
    list.appendChild(item);
  }
  box.appendChild(list);
  box.appendChild(shown);
}

function showError(box, body, retry) {
  box.appendChild(element("p", body.message, "error"));
  if (body.suggestions && body.suggestions.length) {
    const line = element("p", "Did you mean: ");
    for (const word of body.suggestions) {
      const button = element("button", word, "suggestion");
      button.type = "button";
      button.addEventListener("click", () => retry(body.word, word));
      line.appendChild(button);
    }
    box.appendChild(line);
  }
}

async function solve(start, end, metric, push) {
  const box = $("answer");
  box.replaceChildren(element("p", "Searching…"));
  $("picture-box").hidden = true;
  if (push) history.pushState(null, "", "/?" + new URLSearchParams({ start, end, metric }).toString());
  let reply;
  try { reply = await ask("/api/ladder", { start, end, metric, common: "0" }); }
  catch (failure) { box.replaceChildren(element("p", "The server did not answer.", "error")); return; }
  box.replaceChildren();
  const body = reply.body;
  if (reply.status !== 200) {
    showError(box, body, (wrong, right) => {
      if ($("start").value.trim().toLowerCase() === wrong) $("start").value = right;
      if ($("end").value.trim().toLowerCase() === wrong) $("end").value = right;
      solve($("start").value.trim(), $("end").value.trim(), metric, true);
    });
    return;
  }
  if (!body.found) {
    box.appendChild(element("p", "No ladder: " + body.reason + ".", "error"));
    return;
  }
  const count = body.shortest_count;
  box.appendChild(element("h3", "Shortest: " + body.ladder.steps + " steps (" + count + " shortest ladder" + (count === 1 ? "" : "s") + ")"));
  ladderList(body.ladder, box);
  const picture = $("picture");
  picture.src = "/api/draw?" + new URLSearchParams({ start: body.start, end: body.end, metric }).toString();
  picture.alt = "Every shortest ladder from " + body.start + " to " + body.end;
  $("picture-box").hidden = false;
  const common = await ask("/api/common", { start: body.start, end: body.end, metric });
  if (common.status === 200 && common.body.common) {
    box.appendChild(element("h3", "Commoner words: " + common.body.common.steps + " steps"));
    ladderList(common.body.common, box);
  }
}

// Play: the round is the puzzle's two words, its shortest length and the rungs accepted so far.
const round = { start: "", end: "", steps: 0, rungs: [], solved: false, metric: "levenshtein" };

function showRound() {
  $("round").hidden = false;
  $("goal").textContent = "From " + round.start + " to " + round.end + " in " + round.steps + " steps.";
  const list = $("rungs");
  list.replaceChildren(element("li", round.start));
  for (const word of round.rungs) list.appendChild(element("li", word));
  const share = "/?" + new URLSearchParams({ play: "1", start: round.start, end: round.end }).toString();
  $("share").href = share;
  $("share").textContent = location.origin + share;
  $("rung").disabled = $("try").disabled = $("hint").disabled = round.solved;
}

async function startRound(start, end) {
  const reply = await ask("/api/ladder", { start, end, metric: round.metric, common: "0" });
  if (reply.status !== 200 || !reply.body.found) {
    $("round").hidden = false;
    $("verdict").textContent = reply.body.message || "No ladder joins these words.";
    return;
  }
  Object.assign(round, { start: reply.body.start, end: reply.body.end, steps: reply.body.ladder.steps, rungs: [], solved: false });
  $("verdict").textContent = "";
  showRound();
  $("rung").focus();
}

async function newPuzzle() {
  const reply = await ask("/api/puzzle", { steps: $("steps").value, common: $("common").checked ? "1" : "0" });
  if (reply.status !== 200 || !reply.body.found) { $("verdict").textContent = reply.body.message; return; }
  history.pushState(null, "", "/?" + new URLSearchParams({ play: "1", start: reply.body.start, end: reply.body.end }).toString());
  await startRound(reply.body.start, reply.body.end);
}

async function tryRung(word) {
  const reply = await ask("/api/play/move", { start: round.start, end: round.end, rungs: round.rungs.join(","), word, metric: round.metric });
  const verdict = $("verdict");
  verdict.textContent = reply.body.message;
  verdict.className = reply.body.accepted ? "good" : "bad";
  if (reply.status === 200 && reply.body.accepted) {
    round.rungs = reply.body.rungs;
    round.solved = reply.body.solved;
    showRound();
    $("rung").value = "";
  }
  if (!round.solved) $("rung").focus();
}

async function giveHint() {
  const reply = await ask("/api/play/hint", { start: round.start, end: round.end, rungs: round.rungs.join(","), metric: round.metric });
  if (reply.status !== 200) { $("verdict").textContent = reply.body.message; return; }
  $("verdict").className = "";
  $("verdict").textContent = "Hint: " + reply.body.hint;
  await tryRung(reply.body.hint);
}

function showMode(play) {
  $("play").hidden = !play;
  $("solve").hidden = play;
}

function fromAddress() {
  const query = new URLSearchParams(location.search);
  const start = query.get("start") || "", end = query.get("end") || "";
  const play = query.get("play") === "1";
  showMode(play);
  if (play) {
    if (start && end) startRound(start, end);
    return;
  }
  if (query.get("metric")) $("metric").value = query.get("metric");
  $("start").value = start;
  $("end").value = end;
  if (start && end) solve(start, end, $("metric").value, false);
}

document.addEventListener("DOMContentLoaded", () => {
  $("solve-form").addEventListener("submit", (event) => {
    event.preventDefault();
    solve($("start").value.trim(), $("end").value.trim(), $("metric").value, true);
  });
  $("puzzle-form").addEventListener("submit", (event) => { event.preventDefault(); newPuzzle(); });
  $("rung-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const word = $("rung").value.trim();
    if (word) tryRung(word);
  });
  $("hint").addEventListener("click", giveHint);
  window.addEventListener("popstate", fromAddress);
  fromAddress();
});
