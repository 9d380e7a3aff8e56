// The solver page: two words, the commonest shortest ladder, the commoner one, and the picture of every shortest
// ladder. It asks the JSON API everything (client.js; the rules live in Python) and never inserts what anyone typed
// as HTML: every text goes in with textContent. Play is the game screen's (/play): an old address with play=1 goes
// there, the same pair and moves, so a shared puzzle still opens.

import { client, inPalette, onPaletteChange } from "./client.js";
import { element, tilesOf } from "./tiles.js";

const $ = (id) => document.getElementById(id);

let language = "";  // the word list's language code, when the server has several (the picker); "" is its default
let definable = true;  // whether the words have definitions (English words only: WordNet's)

const withLanguage = (params) => (language ? { ...params, lang: language } : params);

let server = client();  // asks in the chosen language, and remembers each word's real spelling
let shownPicture = "";  // the address of the picture shown, in the light palette

async function ask(path, params) {
  const reply = await server.ask(path, params);
  if (reply.status === 0) throw new Error(reply.body.message);
  return reply;
}

// The language picker: shown when the server was started with more than one language (ladders serve --language).
async function loadLanguages(asked) {
  let reply;
  try { reply = await fetch("/api/languages").then((response) => response.json()); } catch { return; }
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
  });
}

function choose(code) {
  language = code;
  server = client(code);
  const keep = "?" + new URLSearchParams({ lang: code }).toString();  // the other pages in this language
  $("play-tab").href = "/play" + keep;
  $("daily-tab").href = "/daily" + keep;
  definable = code === "en";
  document.documentElement.lang = code;
}

function definitionText(entry) {
  if (!entry.definitions.length) return entry.word + ": no definition";
  const first = entry.definitions[0];
  const base = first.form ? " (" + first.form + ")" : first.lemma !== entry.word ? " (" + first.lemma + ")" : "";
  return entry.word + base + " — " + first.pos + ": " + first.gloss;
}

async function definitionOf(entry) {  // the entry's own definitions, or the dictionary's (/api/define)
  if (entry.definitions) return entry;
  try {
    const reply = await ask("/api/define", { word: entry.word });
    if (reply.status === 200) return { word: entry.word, definitions: reply.body.definitions || [] };
  } catch { /* said below */ }
  return { word: entry.word, definitions: [] };
}

let ladders = 0;  // the ladders shown so far: each definition's id is unique on the page
let printed = [];  // the answer's words and their definition boxes: "Print this ladder" fills them all first

function ladderList(ladder, box) {  // the ladder as rows of tiles, each word a button that opens its definition
  const list = element("ol", undefined, "rows answer-ladder");
  const spelled = ladder.spelled || ladder.words;  // each rung's real spelling (a word list may fold accents)
  list.setAttribute("aria-label", spelled.join(" to "));
  ladders += 1;
  const longest = Math.max(...ladder.words.map((word) => Array.from(word).length));  // tiles: the list's letters
  ladder.entries.forEach((entry, i) => {
    const item = list.appendChild(element("li", undefined, "rung"
      + (i === 0 ? " start" : i === ladder.entries.length - 1 ? " goal" : "")));
    const shownWord = entry.spelled || entry.word;
    item.appendChild(tilesOf(entry.word, "tiles", shownWord, server.written)).style.width = (3 * longest - 0.25)
      + "rem";  // the words in one column
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

// What the answer's spelling needs said (German ß written ss, a step that looks like two letters changed), under
// its ladder, unless the ladder above said the same; the note said.
function spellingNote(box, body, said) {
  const note = typeof body.spelling_note === "string" ? body.spelling_note : "";
  if (note && note !== said) box.appendChild(element("p", note, "note spelling-note"));
  return note;
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
  catch { box.replaceChildren(element("p", "The server did not answer.", "error")); return; }
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
  const said = spellingNote(box, body, "");
  if (definable) box.appendChild(printButton());
  const picture = $("picture");
  shownPicture = "/api/draw?" + new URLSearchParams(withLanguage({ start: body.start, end: body.end, metric }))
    .toString();
  picture.src = inPalette(shownPicture);
  const spelled = body.ladder.spelled || body.ladder.words;
  picture.alt = "Every shortest ladder from " + spelled[0] + " to " + spelled[spelled.length - 1];
  $("picture-box").hidden = false;
  const common = await ask("/api/common", { start: body.start, end: body.end, metric });
  if (common.status === 200 && common.body.common) {
    box.appendChild(element("h3", "Commoner words: " + common.body.common.steps + " steps"));
    ladderList(common.body.common, box);
    spellingNote(box, common.body, said);
  }
}

function fromAddress() {
  const query = new URLSearchParams(location.search);
  const start = query.get("start") || "", end = query.get("end") || "";
  if (query.get("metric")) $("metric").value = query.get("metric");
  $("start").value = start;
  $("end").value = end;
  if (start && end) solve(start, end, $("metric").value, false);
}

function toPlay() {  // an old address of the main page's Play (?play=1): the game screen, the same puzzle
  const query = new URLSearchParams(location.search);
  if (query.get("play") !== "1") return false;
  query.delete("play");
  const rest = query.toString();
  location.replace("/play" + (rest ? "?" + rest : ""));
  return true;
}

if (!toPlay()) {
  $("solve-form").addEventListener("submit", (event) => {
    event.preventDefault();
    solve($("start").value.trim(), $("end").value.trim(), $("metric").value, true);
  });
  window.addEventListener("popstate", fromAddress);
  onPaletteChange(() => { if (shownPicture) $("picture").src = inPalette(shownPicture); });
  loadLanguages(new URLSearchParams(location.search).get("lang") || "").then(fromAddress);
}
