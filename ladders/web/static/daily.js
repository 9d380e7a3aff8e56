// The daily ladder page. The server judges every rung, gives the hints and the result (the rules
// live in Python, ladders.play); this page only shows them, keeps the round, and keeps the stats in
// this browser (stats.js). Every text goes in with textContent: nothing anyone typed becomes HTML.
"use strict";

const $ = (id) => document.getElementById(id);

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  if (className) node.className = className;
  return node;
}

async function ask(path, params) {
  try {
    const response = await fetch(path + "?" + new URLSearchParams(params).toString());
    return { status: response.status, body: await response.json() };
  } catch (failure) {
    return { status: 0, body: { message: "The server did not answer: try again." } };
  }
}

function localDate(now = new Date()) {  // the player's own calendar day, YYYY-MM-DD
  const two = (n) => String(n).padStart(2, "0");
  return now.getFullYear() + "-" + two(now.getMonth() + 1) + "-" + two(now.getDate());
}

const plural = (n, word) => n + " " + word + (n === 1 ? "" : "s");
const ORDINALS = ["1st", "2nd", "3rd"];
const ordinal = (i) => ORDINALS[i] || (i + 1) + "th";

// The round: the puzzle, the rungs accepted so far (with their letter marks), the hints asked.
const game = {
  mode: "daily", number: null, today: null, date: "", start: "", end: "", par: 0, metric: "substitution",
  rungs: [], marks: [], left: 0, hints: 0, level: 0, over: false, gaveUp: false, confirming: false, busy: false,
};

function announce(text) {  // the live region: emptied first, so the same words said twice are said again
  const status = $("status");
  status.textContent = "";
  window.setTimeout(() => { status.textContent = text; }, 30);
}

function marksText(marks) {
  const places = marks.map((on, i) => (on ? ordinal(i) : null)).filter((p) => p !== null);
  if (!places.length) return "no letter in place";
  if (places.length === marks.length) return "every letter in place";
  return plural(places.length, "letter") + " in place (" + places.join(", ") + ")";
}

function tiles(word, marks, kind) {  // the letters as tiles; in-place letters carry a symbol as well as a colour
  const row = element("li", undefined, "rung " + kind);
  const box = element("span", undefined, "tiles");
  box.setAttribute("aria-hidden", "true");
  Array.from(word).forEach((letter, i) => {
    const tile = element("span", undefined, "tile" + (marks && marks[i] ? " in-place" : ""));
    tile.appendChild(element("span", letter, "letter"));
    if (marks) tile.appendChild(element("span", marks[i] ? "●" : "·", "mark"));
    box.appendChild(tile);
  });
  row.appendChild(box);
  const said = kind === "start" ? "start: " + word : kind === "goal" ? "goal: " + word : word;
  row.appendChild(element("span", said, "sr-only"));
  if (marks) row.appendChild(element("span", marksText(marks), "marks-text"));
  else row.appendChild(element("span", kind === "start" ? "start" : "goal", "marks-text"));
  return row;
}

function render() {
  const hard = LadderStats.hard();
  const list = $("rungs");
  list.replaceChildren(tiles(game.start, null, "start"));
  game.rungs.forEach((word, i) => list.appendChild(tiles(word, game.marks[i] || null, "played")));
  const solved = game.rungs.length > 0 && game.rungs[game.rungs.length - 1] === game.end;
  if (!solved) {
    if (!hard && !game.over) {
      for (let i = 1; i < game.left; i += 1) {
        const slot = element("li", undefined, "rung slot");
        slot.setAttribute("aria-hidden", "true");
        const box = slot.appendChild(element("span", undefined, "tiles"));
        for (let j = 0; j < game.end.length; j += 1) {  // an empty tile per letter: a rung still to find
          const tile = box.appendChild(element("span", undefined, "tile"));
          tile.append(element("span", "\u00a0", "letter"), element("span", "\u00a0", "mark"));
        }
        list.appendChild(slot);
      }
    } else {
      const gap = element("li", "⋮", "rung gap");
      gap.setAttribute("aria-hidden", "true");
      list.appendChild(gap);
    }
    list.appendChild(tiles(game.end, null, "goal"));
  }
  $("moves-left").textContent = game.over ? "" : hard ? "Hard: moves left hidden."
    : plural(game.left, "move") + " left on a shortest way from here (par " + game.par + ").";
  $("rung-form").hidden = game.over;
  $("hard").checked = hard;
}

function save() {
  if (game.mode !== "daily") return;  // practice rounds are not kept
  LadderStats.saveRound(game.number, { start: game.start, end: game.end, rungs: game.rungs, marks: game.marks,
                                       left: game.left, hints: game.hints, over: game.over, gaveUp: game.gaveUp });
}

function begin(puzzle, title) {
  Object.assign(game, { start: puzzle.start, end: puzzle.end, par: puzzle.par, left: puzzle.par,
                        metric: puzzle.metric || "substitution", rungs: [], marks: [], hints: 0, level: 0,
                        over: false, gaveUp: false, confirming: false });
  $("puzzle-title").textContent = title;
  const level = puzzle.level ? " (" + [puzzle.weekday, puzzle.level].filter(Boolean).join(": ") + ")" : "";
  $("goal").textContent = "From " + game.start + " to " + game.end + ", one letter at a time: par "
    + plural(game.par, "step") + level + ".";
  $("result").hidden = true;
  $("give-up").textContent = "Give up";
}

const params = () => ({ start: game.start, end: game.end, rungs: game.rungs.join(","), metric: game.metric });

async function tryRung(word) {
  if (game.busy || game.over) return;
  game.busy = true;
  const reply = await ask("/api/play/move", { ...params(), word, detours: 1 });  // the daily game allows detours
  game.busy = false;
  const body = reply.body;
  if (reply.status !== 200 || !body.accepted) {
    announce("Refused: " + body.message + ". It costs nothing: try another word.");
    $("rung").select();
    return;
  }
  game.rungs = body.rungs;
  game.marks.push(body.marks || []);
  game.left = body.steps_left;
  game.level = 0;
  game.confirming = false;
  $("give-up").textContent = "Give up";
  $("rung").value = "";
  save();
  render();
  const left = LadderStats.hard() || body.solved ? "" : " " + plural(body.steps_left, "move") + " left.";
  const how = body.kind === "detour" ? "Accepted, off the shortest way: " : "Accepted: ";
  announce(how + body.word + ", " + marksText(body.marks || []) + "." + left);
  if (body.solved) await finish();
}

async function giveHint() {
  if (game.busy || game.over) return;
  const level = Math.min(game.level + 1, 3);
  game.busy = true;
  const reply = await ask("/api/play/hint", { ...params(), level });
  game.busy = false;
  if (reply.status !== 200 || !reply.body.hint) { announce(reply.body.message); return; }
  const hint = reply.body.hint;
  if (level > game.level) { game.hints += 1; game.level = level; save(); }
  if (hint.word) $("rung").value = hint.word;
  announce("Hint " + game.level + " of 3: " + (hint.message || hint.word) + " (hints so far: " + game.hints + ")");
  $("rung").focus();
}

async function giveUp() {
  if (game.over) return;
  if (!game.confirming) {
    game.confirming = true;
    $("give-up").textContent = "Really give up?";
    announce("Press Give up again to end the round and see every shortest ladder.");
    return;
  }
  game.gaveUp = true;
  await finish();
}

async function finish() {
  game.over = true;
  save();
  render();
  const query = { ...params(), hints: game.hints };
  if (game.mode === "daily") query.number = game.number;
  if (game.gaveUp) query.gave_up = 1;
  const reply = await ask("/api/play/result", query);
  const body = reply.body;
  if (reply.status !== 200) { announce(body.message); return; }
  if (game.mode === "daily") {
    LadderStats.record(game.number, { solved: body.solved, steps: body.steps, par: body.par, hints: body.hints });
  }
  const hints = body.hints ? " with " + plural(body.hints, "hint") : "";
  const summary = body.solved ? "Solved in " + plural(body.steps, "step") + " (par " + body.par + ")" + hints + "."
    : "Given up after " + plural(game.rungs.length, "rung") + " (par " + body.par + ")" + hints + ".";
  $("summary").textContent = summary;
  $("share-text").textContent = body.share;
  $("copied").textContent = "";
  showWords(body.words || []);
  const count = body.shortest_count;
  $("shortest-count").textContent = count ? plural(count, "shortest ladder") + " from " + game.start + " to "
    + game.end + "." : "";
  const picture = $("picture");
  if (typeof body.picture === "string" && body.picture.startsWith("/api/draw?")) {
    picture.src = body.picture;
    picture.alt = "Every shortest ladder from " + game.start + " to " + game.end;
  }
  $("result").hidden = false;
  $("result-title").focus();
  announce(summary);
  showStats();
}

function showWords(entries) {
  const list = $("definitions");
  list.replaceChildren();
  for (const entry of entries) {
    list.appendChild(element("dt", entry.word));
    const first = (entry.definitions || [])[0];
    list.appendChild(element("dd", first ? first.pos + ": " + first.gloss : "no definition in WordNet"));
  }
}

async function copyShare() {
  const text = $("share-text").textContent;
  try {
    await navigator.clipboard.writeText(text);
    $("copied").textContent = "Copied.";
    return;
  } catch (refused) { /* no clipboard permission: select the text instead */ }
  const range = document.createRange();
  range.selectNodeContents($("share-text"));
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  let copied = false;
  try { copied = document.execCommand("copy"); } catch (refused) { copied = false; }
  $("copied").textContent = copied ? "Copied." : "Selected: press Ctrl+C (⌘C on a Mac) to copy.";
}

function showStats() {
  const s = LadderStats.summary(game.today);
  const rows = [["Played", s.played], ["Solved", s.solved], ["At par", s.atPar], ["Current streak", s.current],
                ["Best streak", s.best]];
  $("stats-list").replaceChildren(...rows.flatMap(([name, value]) => [element("dt", name), element("dd", String(value))]));
}

async function loadDaily() {
  const query = new URLSearchParams(location.search);
  const date = query.get("date") || localDate();
  const reply = await ask("/api/daily", { date });
  if (query.get("date")) {  // a past day's page: today's number still decides the current streak
    const today = await ask("/api/daily", { date: localDate() });
    if (today.status === 200) game.today = today.body.number;
  } else if (reply.status === 200) {
    game.today = reply.body.number;
  }
  showStats();
  if (reply.status !== 200) {
    $("puzzle-title").textContent = "No daily ladder";
    announce(reply.body.message);
    return;
  }
  const puzzle = reply.body;
  Object.assign(game, { mode: "daily", number: puzzle.number, date: puzzle.date });
  begin(puzzle, "Daily ladder #" + puzzle.number + " · " + puzzle.date);
  const kept = LadderStats.round(puzzle.number);
  if (kept && kept.start === game.start && kept.end === game.end && Array.isArray(kept.rungs)) {
    Object.assign(game, { rungs: kept.rungs.map(String), marks: kept.marks || [], hints: kept.hints | 0,
                          gaveUp: !!kept.gaveUp, left: Number.isInteger(kept.left) ? kept.left : game.par });
  }
  render();
  if (kept && kept.over) { await finish(); return; }
  $("rung").focus();
}

async function practice() {
  const reply = await ask("/api/puzzle", { steps: $("practice-steps").value, common: "1", metric: "substitution" });
  if (reply.status !== 200 || !reply.body.found) { announce(reply.body.message); return; }
  game.mode = "practice";
  game.number = null;
  begin({ ...reply.body, par: reply.body.steps, metric: "substitution" }, "Practice ladder (not counted)");
  render();
  announce("Practice: from " + game.start + " to " + game.end + ", par " + game.par + ".");
  $("rung").focus();
}

document.addEventListener("DOMContentLoaded", () => {
  $("rung-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const word = $("rung").value.trim();
    if (word) tryRung(word); else announce("Type a word first.");
  });
  $("hint").addEventListener("click", giveHint);
  $("give-up").addEventListener("click", giveUp);
  $("copy").addEventListener("click", copyShare);
  $("hard").addEventListener("change", () => { LadderStats.setHard($("hard").checked); if (game.start) render(); });
  $("practice-form").addEventListener("submit", (event) => { event.preventDefault(); practice(); });
  loadDaily();
});
