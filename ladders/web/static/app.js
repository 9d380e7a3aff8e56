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

let language = "";  // the word list's language code, when the server has several (the picker); "" is its default
let definable = true;  // whether the words have definitions (English words only: WordNet's)

const withLanguage = (params) => (language ? { ...params, lang: language } : params);

let spellings = {};  // each word the answers named whose real spelling differs (a word list may fold accents)
const spell = (word) => spellings[word] || word;

async function ask(path, params) {
  const response = await fetch(path + "?" + new URLSearchParams(withLanguage(params)).toString());
  const body = await response.json();
  if (body && body.spellings) Object.assign(spellings, body.spellings);
  return { status: response.status, body };
}

// The language picker: shown when the server was started with more than one language (ladders serve --language).
async function loadLanguages(asked) {
  let reply;
  try { reply = await fetch("/api/languages").then((response) => response.json()); } catch (failure) { return; }
  const known = reply.languages || [];
  if (known.length < 2) {
    definable = !known.length || known[0].code === "en";
    return;
  }
  const picker = $("language");
  for (const choice of known) {
    const option = element("option", choice.name);
    option.value = choice.code;
    picker.appendChild(option);
  }
  const wanted = known.some((choice) => choice.code === asked) ? asked : reply.default;
  const english = $("credits").textContent;
  const credit = (code) => {
    const name = known.find((choice) => choice.code === code).name;
    return code === "en" ? english : "Words: this computer's " + name + " word list; frequencies: wordfreq. Runs offline.";
  };
  picker.value = wanted;
  choose(wanted);
  $("credits").textContent = credit(wanted);
  $("language-field").hidden = false;
  picker.addEventListener("change", () => {
    choose(picker.value);
    $("credits").textContent = credit(picker.value);
    $("answer").replaceChildren();
    $("picture-box").hidden = true;
    $("round").hidden = true;
  });
}

function choose(code) {
  language = code;
  definable = code === "en";
  document.documentElement.lang = code;
}

function definitionText(entry) {
  if (!entry.definitions.length) return entry.word + ": no definition";
  const first = entry.definitions[0];
  const base = first.form ? " (" + first.form + ")" : first.lemma !== entry.word ? " (" + first.lemma + ")" : "";
  return entry.word + base + " — " + first.pos + ": " + first.gloss;
}

function tileRow(word, kind) {  // a word as letter tiles (seen; the word itself is what is read)
  const box = element("span", undefined, "tiles" + (kind ? " " + kind : ""));
  box.setAttribute("aria-hidden", "true");
  for (const letter of word) box.appendChild(element("span", letter, "tile"));
  return box;
}

async function definitionOf(entry) {  // the entry's own definitions, or the dictionary's (/api/define)
  if (entry.definitions) return entry;
  try {
    const reply = await ask("/api/define", { word: entry.word });
    if (reply.status === 200) return { word: entry.word, definitions: reply.body.definitions || [] };
  } catch (failure) { /* said below */ }
  return { word: entry.word, definitions: [] };
}

let ladders = 0;  // the ladders shown so far: each definition's id is unique on the page
let printed = [];  // the answer's words and their definition boxes: "Print this ladder" fills them all first

function ladderList(ladder, box) {  // the ladder as rows of tiles, each word a button that opens its definition
  const list = element("ol", undefined, "rows answer-ladder");
  const spelled = ladder.spelled || ladder.words;  // each rung's real spelling (a word list may fold accents)
  list.setAttribute("aria-label", spelled.join(" to "));
  ladders += 1;
  const longest = Math.max(...spelled.map((word) => word.length));
  ladder.entries.forEach((entry, i) => {
    const item = list.appendChild(element("li", undefined, "rung"
      + (i === 0 ? " start" : i === ladder.entries.length - 1 ? " goal" : "")));
    const shownWord = entry.spelled || entry.word;
    item.appendChild(tileRow(shownWord)).style.width = (3 * longest - 0.25) + "rem";  // the words in one column
    if (!definable) {  // no definitions in this language: the word, plainly
      item.appendChild(element("span", shownWord, "plain-word"));
      return;
    }
    const button = item.appendChild(element("button", shownWord, "word"));
    button.type = "button";
    const shown = item.appendChild(element("p", "", "definition"));
    shown.id = "definition-" + ladders + "-" + i;
    shown.hidden = true;
    printed.push({ entry, shown });
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", shown.id);
    button.addEventListener("click", async () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(open));
      if (open) shown.textContent = definitionText(await definitionOf(entry));
      shown.hidden = !open;
    });
  });
  box.appendChild(list);
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

function printButton() {  // prints the answer: its ladders as tiles, every word's definition (the print stylesheet)
  const button = element("button", "Print this ladder", "print");
  button.type = "button";
  button.id = "print";
  button.addEventListener("click", async () => {
    for (const { entry, shown } of printed) {
      if (!shown.textContent) shown.textContent = definitionText(await definitionOf(entry));
    }
    window.print();
  });
  return button;
}

async function solve(start, end, metric, push) {
  const box = $("answer");
  printed = [];
  box.replaceChildren(element("p", "Searching…"));
  $("picture-box").hidden = true;
  if (push) history.pushState(null, "", "/?" + new URLSearchParams(withLanguage({ start, end, metric })).toString());
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
  const steps = body.ladder.steps;
  box.appendChild(element("h3", "Shortest: " + steps + " step" + (steps === 1 ? "" : "s") + " (" + count
                                + " shortest ladder" + (count === 1 ? "" : "s") + ")"));
  if (definable) box.appendChild(element("p", "Press a word to read its definition.", "note"));
  ladderList(body.ladder, box);
  if (definable) box.appendChild(printButton());
  const picture = $("picture");
  picture.src = "/api/draw?" + new URLSearchParams(withLanguage({ start: body.start, end: body.end, metric }))
    .toString();
  const spelled = body.ladder.spelled || body.ladder.words;
  picture.alt = "Every shortest ladder from " + spelled[0] + " to " + spelled[spelled.length - 1];
  $("picture-box").hidden = false;
  const common = await ask("/api/common", { start: body.start, end: body.end, metric });
  if (common.status === 200 && common.body.common) {
    box.appendChild(element("h3", "Commoner words: " + common.body.common.steps + " steps"));
    ladderList(common.body.common, box);
  }
}

// Play, by the daily game's rules (ladders.play.rules, asked of /api/play/rules): one letter at a time unless
// another kind of move is chosen, any word one move on accepted (a detour counts against par), hints in three
// levels (the place, the letter, the word), each one counted, and hard mode. The round is the puzzle's two
// words, par (its shortest length), the rungs accepted so far and the hints asked.
const round = { start: "", end: "", steps: 0, rungs: [], solved: false, metric: "substitution", moves: "", hints: 0,
                level: 0 };
const plural = (n, word) => n + " " + word + (n === 1 ? "" : "s");
let rules = null;

async function loadRules() {  // the kinds of move by name, and what hard mode hides, in the server's words
  let reply;
  try { reply = await ask("/api/play/rules", {}); } catch (failure) { return; }
  if (reply.status !== 200) return;
  rules = reply.body;
  $("play-metric").replaceChildren(...Object.entries(rules.moves).map(([metric, words]) => {
    const option = element("option", words);
    option.value = metric;
    return option;
  }));
  $("play-metric").value = rules.metric;
  $("play-hard-note").textContent = rules.hard_mode;
}
const rulesLoaded = loadRules();

function solvedText() {  // at par is said only of a round solved without a hint
  const steps = round.rungs.length;
  if (round.hints) return "Solved in " + plural(steps, "step") + " (par " + round.steps + ") with "
    + plural(round.hints, "hint") + ".";
  return steps === round.steps ? "Solved in " + plural(steps, "step") + ": at par, a shortest way, with no hint."
    : "Solved in " + plural(steps, "step") + " (par " + round.steps + "), with no hint.";
}

function showRound() {
  $("round").hidden = false;
  $("goal").textContent = "From " + spell(round.start) + " to " + spell(round.end) + ": par "
    + plural(round.steps, "step") + ", " + round.moves + ".";
  const list = $("rungs");
  list.replaceChildren(element("li", spell(round.start)));
  for (const word of round.rungs) list.appendChild(element("li", spell(word)));
  const share = "/?" + new URLSearchParams({ play: "1", start: round.start, end: round.end, metric: round.metric })
    .toString();
  $("share").href = share;
  $("share").textContent = location.origin + share;
  $("hints-used").textContent = "Hints asked: " + round.hints + ".";
  $("rung").disabled = $("try").disabled = $("hint").disabled = round.solved;
  $("solved-title").hidden = !round.solved;
}

function say(text, kind) {
  $("verdict").textContent = text;
  $("verdict").className = kind || "";
}

async function startRound(start, end, metric) {
  const reply = await ask("/api/play/start", { start, end, metric });
  if (reply.status !== 200) {
    $("round").hidden = false;
    say(reply.body.message, "bad");
    return;
  }
  Object.assign(round, { start: reply.body.start, end: reply.body.end, steps: reply.body.steps, rungs: [],
                         solved: false, metric: reply.body.metric, moves: reply.body.moves, hints: 0, level: 0 });
  say("");
  showRound();
  $("rung").focus();
}

const playMetric = () => $("play-metric").value || (rules ? rules.metric : "substitution");
const hard = () => ($("play-hard").checked ? { hard: 1 } : {});
const roundQuery = () => ({ start: round.start, end: round.end, rungs: round.rungs.join(","), metric: round.metric });

async function newPuzzle() {
  const metric = playMetric();
  const reply = await ask("/api/puzzle", { steps: $("steps").value, common: $("common").checked ? "1" : "0", metric });
  if (reply.status !== 200 || !reply.body.found) { say(reply.body.message, "bad"); return; }
  history.pushState(null, "", "/?" + new URLSearchParams(withLanguage({ play: "1", start: reply.body.start,
                                                                          end: reply.body.end, metric })).toString());
  await startRound(reply.body.start, reply.body.end, metric);
}

async function tryRung(word) {
  const reply = await ask("/api/play/move", { ...roundQuery(), word, detours: 1, ...hard() });
  const body = reply.body;
  if (reply.status === 200 && body.accepted) {
    round.rungs = body.rungs;
    round.solved = body.solved;
    round.level = 0;
    showRound();
    $("rung").value = "";
    say(body.solved ? solvedText() : body.message, "good");
  } else {
    say("Refused: " + body.message + ". It costs nothing: try another word.", "bad");
  }
  if (round.solved) $("solved-title").focus();  // the box is disabled now: the focus goes to the result
  else $("rung").focus();
}

async function giveHint() {
  const level = Math.min(round.level + 1, 3);
  const reply = await ask("/api/play/hint", { ...roundQuery(), level, ...hard() });
  if (reply.status !== 200) { say(reply.body.message, "bad"); return; }
  const hint = reply.body.hint;
  if (level > round.level) { round.hints += 1; round.level = level; }
  if (hint.word) $("rung").value = spell(hint.word);
  showRound();
  say("Hint " + round.level + " of 3: " + hint.message + " (hints so far: " + round.hints + ").");
  $("rung").focus();
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
    if (start && end) {
      rulesLoaded.then(() => {
        const asked = query.get("metric");  // a kind of move the rules name, or the game's own
        if (rules && Object.prototype.hasOwnProperty.call(rules.moves, asked)) $("play-metric").value = asked;
        startRound(start, end, playMetric());
      });
    }
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
  loadLanguages(new URLSearchParams(location.search).get("lang") || "").then(fromAddress);
});
