// The game screen: one screen, one round client, four ways in: the daily ladder (/daily), an archive day
// (/daily?date=...), practice (/play: a length, a rating, any kind of move, any language the server offers) and a
// friend's challenge (?challenge=CODE: its pair, or its daily puzzle as that day's archive round, never counted).
// The ladder is rows of letter tiles; the next row is a see-through text box over its own tiles, typed on the
// keyboard or the on-screen one. A round asks its judge (client.js: the server) for every verdict, hint and result;
// this screen shows them, keeps a daily round and the records in this browser (stats.js), and keeps in view, above
// the keyboard, the goal row, the row being typed and the latest message: the board scrolls, not the page.
// Every text goes in with textContent: nothing anyone typed, and nothing from a records or challenge code, becomes HTML.
// The language is the visitor's: the link's (lang=) or the one chosen, else the server's default (English unless the
// site says otherwise); every link the page makes keeps it.
// Its parts live beside it (the dialogs, the archive, the statistics, the practice choices, the result); what stays
// here, some 500 lines, is the round on the screen: the board and keeping it in view, the keys, the moves (try, hint,
// undo, give up), the finish, the two ways of starting a round, and the wiring, which share the screen's state.

import { ask, onPaletteChange, serverJudge } from "./client.js";
import { Round } from "./round.js";
import * as records from "./stats.js";
import {
  element, fillTiles, foldedLetters, keyboard, marksText, plural, rowLetters, rungRow, slotRow,
} from "./tiles.js";
import { closeDialog, focusBox, openDialog, setUpDialogs } from "./dialogs.js";
import { daysBetween, openArchive, setUpArchive } from "./archive.js";
import { copyText, notKeptNote, openStats, setUpStatistics, shared, showStats } from "./statistics.js";
import { askedIn, choose, chosen, loadChoices, practiceAddress } from "./practice.js";
import { celebrate, hideResult, redrawPicture, resultText, setShareForm, shareForm, shareSource, showCountdown,
         showResult, stopCountdown } from "./result.js";
import { invitation, readCode } from "./challenge.js";
import { hideSending, receivedNote, receivedTitle, setUpSending, showComparison, showSending } from "./friend.js";

const $ = (id) => document.getElementById(id);

const clock = () => new Date();  // the page's one clock: every reading of the date or the time (tests inject Date)

function localDate(now = clock()) {  // the player's own calendar day, YYYY-MM-DD
  const two = (n) => String(n).padStart(2, "0");
  return now.getFullYear() + "-" + two(now.getMonth() + 1) + "-" + two(now.getDate());
}

const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".");

// The screen: its way in ("daily" or "practice"), the round on it, and what the server said of the rules.
// `language`: the visitor's ("" none chosen: the server's `defaultLanguage`).
const screen = { mode: "daily", round: null, rules: null, confirming: false, language: "", defaultLanguage: "en" };
const spell = (word) => (screen.round ? screen.round.spell(word) : word);
const written = () => (screen.round && screen.round.judge.written) || {};  // letters the word list writes as two

let announcing = null;  // the timer that puts the next words in the live region

function announce(text, shownElsewhere = false) {  // the live region: emptied first, so the same words said twice
  const status = $("status");                          // are said again; words shown elsewhere are only heard here
  if (!shownElsewhere) unrefuse();  // new words replace a refusal's
  status.classList.toggle("sr-only", shownElsewhere);
  status.textContent = "";
  window.clearTimeout(announcing);
  announcing = window.setTimeout(() => { status.textContent = text; keepInView(); }, 30);
}

function silence() {  // the live region emptied, and nothing on its way to it
  window.clearTimeout(announcing);
  $("status").textContent = "";
}

function showTyped() {  // the input's letters on the row's tiles (the input itself is see-through, over them)
  const round = screen.round;
  const value = $("rung").value;
  const box = fillTiles($("typed"), rowLetters(value, round.metric, Array.from(round.last).length, written()), null,
                        round.hinted);  // as many tiles as the word list's spelling of the last word has letters
  const at = foldedLetters(value.toLowerCase(), written()).length;
  if (box.children[at]) box.children[at].classList.add("next");
}

function setTyped(value) {
  $("rung").value = value;
  showTyped();
}

const focusRow = () => focusBox($("rung"));

function movesLeftText(round) {
  if (round.over) return "";
  const undone = round.undone.length ? " " + plural(round.taken, "step") + " taken, " + round.undone.length
    + " of them undone." : "";
  if (round.hard) return "Hard: moves left hidden." + undone;
  if (round.left === null) return "Moves left show again after your next rung." + undone;
  return plural(round.left, "move") + " left on a shortest way from here (par " + round.par + ")." + undone;
}

function render() {
  const round = screen.round;
  $("rungs").replaceChildren(rungRow(round.start, null, "start", spell(round.start), written()),
                             ...round.rungs.map((word, i) => rungRow(word, round.marks[i] || null, "played",
                                                                     spell(word), written())));
  const ahead = [];
  if (!round.solved) {
    if (!round.hard && !round.over && round.left !== null) {
      for (let i = 2; i < round.left; i += 1) ahead.push(slotRow(Array.from(round.end).length));
    } else {
      const gap = element("li", "⋮", "rung gap");
      gap.setAttribute("aria-hidden", "true");
      ahead.push(gap);
    }
    ahead.push(rungRow(round.end, null, "goal", spell(round.end), written()));
  }
  $("ahead").replaceChildren(...ahead);
  $("score").hidden = false;
  $("score-par").textContent = String(round.par);
  $("score-steps").textContent = String(round.taken);
  $("score-left").textContent = round.left === null ? "?" : String(round.left);
  $("score-left-pill").hidden = round.hard || round.over;
  $("score-hard").hidden = !round.hard || round.over;
  $("moves-left").textContent = movesLeftText(round);
  for (const id of ["rung-form", "dock"]) $(id).hidden = round.over;
  $("hard").checked = round.hard;
  $("hard").disabled = round.taken > 0 && !round.over;  // not switched in the middle of a round
  $("hard-busy").hidden = !$("hard").disabled;
  document.body.classList.toggle("playing", !round.over);
  if (!round.over) { showTyped(); fitScreen(); keepInView(); } else document.body.classList.remove("loose");
}

// The round on one screen: header, board, message and keyboard in the window, the board scrolling when the ladder
// is long; unless the keyboard would take half the window (large text) or leave the board no room for a few rows:
// then the page scrolls as any page, the keyboard kept at the bottom.
function fitScreen() {
  const body = document.body;
  body.classList.remove("loose");
  const rows = $("rung-form").offsetHeight + ($("ahead").lastElementChild || $("rung-form")).offsetHeight;
  if ($("dock").offsetHeight > window.innerHeight * 0.45 || $("board").clientHeight < rows + 8) {
    body.classList.add("loose");
  }
}

// The row being typed (and its refusal) scrolled into the board's view, with the goal row under it (the goal sticks to
// the board's foot, but never above the rows still to go); the page itself never scrolls for it.
function keepInView() {
  const round = screen.round;
  if (!round || round.over) return;
  const board = $("board");
  if (document.body.classList.contains("loose")) {
    $("rung-form").scrollIntoView({ block: "nearest" });
    return;
  }
  const style = getComputedStyle(board), view = board.getBoundingClientRect();
  const top = view.top + parseFloat(style.paddingTop), bottom = view.bottom - parseFloat(style.paddingBottom);
  const row = $("rung-form").getBoundingClientRect(), goal = document.querySelector("#ahead .goal");
  if (row.top < top) { board.scrollTop -= top - row.top; return; }
  const below = Math.max(row.bottom, goal ? goal.getBoundingClientRect().bottom : 0) - bottom;
  if (below > 0) board.scrollTop += Math.min(below, row.top - top);  // the row itself never above the view
}

let warnedRound = false;  // this round's "not kept" said once

function save() {  // a daily round in progress, kept in this browser (practice and challenge rounds are not kept)
  const round = screen.round;
  if (!round.number || round.challenge) return;
  try {
    records.saveRound(round.number, round.snapshot());
  } catch (refused) {
    if (!(refused instanceof records.NotKept) || warnedRound) return;
    warnedRound = true;
    note(sentence("this round: " + records.NOT_KEPT) + " You can play on; reloading the page starts it again.");
  }
}

function note(text) {  // the line under the title: an archive day, a day not open yet, or storage refused
  $("day-note").textContent = text || "";
  $("day-note").hidden = !text;
}

function showTitle(title, date) {  // the date kept whole on one line (it never breaks at its hyphens)
  $("puzzle-title").replaceChildren(title + (date ? " · " : ""));
  if (date) $("puzzle-title").appendChild(element("span", date, "date"));
}

function movesInWords(metric) {
  const named = screen.rules && screen.rules.moves ? screen.rules.moves[metric] : null;
  return named || (metric === "substitution" ? "change one letter at a time" : "one move at a time");
}

function begin(round, title, date, level) {  // a new round on the screen
  screen.round = round;
  Object.assign(screen, { confirming: false });
  warnedRound = false;
  showTitle(title, date);
  $("rung").value = "";  // a new round: an empty row
  $("goal").textContent = "From " + spell(round.start) + " to " + spell(round.end) + ", " + movesInWords(round.metric)
    + ": par " + plural(round.par, "step") + (level ? " (" + level + ")" : "") + "."
    + (round.judge.rule && round.judge.rule() ? " " + round.judge.rule() : "");  // German ß as ss: said once, here
  hideResult();
  showComparison(null);
  hideSending();
  $("board").scrollTop = 0;
  $("give-up").textContent = "Give up";
  unrefuse();
}

function refuse(text) {  // a refused word: said under its row (as well as aloud), and the row shakes
  const form = $("rung-form");
  $("refusal").textContent = text;
  $("refusal").hidden = false;
  $("rung").setAttribute("aria-invalid", "true");
  form.classList.remove("shake");
  void form.offsetWidth;  // restart the animation when two words are refused in a row
  form.classList.add("shake");
  keepInView();
}

function unrefuse() {
  $("refusal").textContent = "";
  $("refusal").hidden = true;
  $("rung").removeAttribute("aria-invalid");
  $("rung-form").classList.remove("shake");
}

function endConfirming() {
  screen.confirming = false;
  $("give-up").textContent = "Give up";
}

async function tryRung(word) {
  const round = screen.round;
  if (!round || round.over) return;
  const verdict = await round.move(word);
  if (verdict === null) return;  // another question is being answered
  if (!verdict.accepted) {
    const said = "Refused: " + verdict.message + ". It costs nothing: try another word.";
    refuse(said);
    announce(said, true);
    focusRow();  // the word stays, to be mended letter by letter
    return;
  }
  unrefuse();
  endConfirming();
  $("rung").value = "";
  save();
  render();
  const left = round.hard || verdict.solved || round.left === null ? "" : " " + plural(round.left, "move") + " left.";
  const how = verdict.kind === "detour" ? "Accepted, off the shortest way: " : "Accepted: ";
  announce(how + spell(verdict.word) + ", " + marksText(verdict.marks || []) + "." + left);
  if (verdict.solved) await finish(true);
}

async function undo() {
  const round = screen.round;
  if (!round || round.over) return;
  const answer = await round.undo();
  if (answer === null) return;
  if (!answer.ok) { announce("Nothing to undo: no rung played yet."); focusRow(); return; }
  unrefuse();
  endConfirming();
  save();
  render();
  announce("Took back " + spell(answer.word) + ": it still counts as a step (" + plural(round.taken, "step")
    + " so far).");
  focusRow();
}

async function giveHint() {
  const round = screen.round;
  if (!round || round.over) return;
  const answer = await round.hint();
  if (answer === null) return;
  if (!answer.ok || !answer.hint) { announce(sentence(answer.message || "no hint: try again")); return; }
  const hint = answer.hint;
  save();
  unrefuse();
  if (hint.word) setTyped(spell(hint.word)); else showTyped();  // the place it names marked on the row
  announce("Hint " + round.level + " of 3: " + (hint.message || hint.word) + " (hints so far: " + round.hints + ")");
  focusRow();
}

async function giveUp() {
  const round = screen.round;
  if (!round || round.over) return;
  if (!screen.confirming) {
    screen.confirming = true;
    $("give-up").textContent = "Really give up?";
    announce("Press Give up again to end the round and see every shortest ladder.");
    return;
  }
  round.giveUp();
  await finish(true);
}

function keepFinish(round, body) {  // a daily finish kept in this browser; false when this browser refused it
  const found = { number: round.number, solved: body.solved, steps: body.steps, par: body.par, hints: body.hints,
                  on_day: round.date === localDate() };
  try {
    records.keep(found);
    return true;
  } catch (refused) {
    if (!(refused instanceof records.NotKept)) throw refused;
    if (!records.stored()[found.number]) shared.unkept[found.number] = records.outcome(found);
    return false;
  }
}

async function finish(ending) {  // ending: the round ended just now (not a finished day reopened)
  const round = screen.round;
  save();
  const typing = document.activeElement && document.activeElement.closest("#rung-form, #dock");
  render();
  const landed = ending && round.solved ? celebrate() : Promise.resolve();
  if (typing) $("puzzle-title").focus();  // the row and keys go with the round: the focus waits on the puzzle's heading
  const body = await round.result();
  if (!body) return;
  if (!body.ok) { announce(sentence(body.message)); return; }
  const counted = round.number && !round.challenge;  // a challenge, of a daily puzzle too, is never recorded
  const kept = counted ? keepFinish(round, body) : true;
  showResult(round, body, { summary: resultText(body, round.undone.length), note: kept ? "" : notKeptNote() });
  showComparison(round.challenge, body);
  showSending(round, body, { language: roundLanguage(round), links: screen.language });
  if (counted) showCountdown(clock); else stopCountdown();
  silence();  // the result is said once: in its heading, which takes the focus
  $("result-title").focus({ preventScroll: true });
  showStats();
  await landed;  // the ladder seen whole, and a solve celebrated: then the result, at the top of the window
  $("result").scrollIntoView({ block: "start" });
  if (ending && counted && !document.querySelector("dialog[open]")) openStats($("result-title"), true);
}

// A day this browser's records hold as finished (played in another browser and imported) while its board here was
// not: the board ends, and says the finish kept; the picture and the shortest ladders follow.
async function showRecorded(kept) {
  const round = screen.round;
  round.over = true;
  render();
  const summary = resultText(kept).replace(/\.$/, ", in another browser: your records have it.");
  showResult(round, null, { summary, recorded: true });
  showComparison(null);
  hideSending();
  showCountdown(clock);
  announce("This day was finished in another browser: " + summary);
  const body = await round.judge.result({ start: round.start, end: round.end, metric: round.metric, rungs: [],
                                          undone: [], hints: 0, gaveUp: true });
  if (body && body.ok && round === screen.round) showResult(round, body, { summary, recorded: true });
}

const SEEN_HELP = "ladders.daily.seen-help";  // "1" once "How to play" has been shown in this browser

function helpFirstTime() {  // "How to play" opens by itself on the first visit, and never again
  let seen = true;
  try { seen = localStorage.getItem(SEEN_HELP) === "1"; } catch { seen = true; }
  if (seen || document.querySelector("dialog[open]")) return false;
  try { localStorage.setItem(SEEN_HELP, "1"); } catch { /* shown once more next time */ }
  openDialog($("help"), $("rung-form").hidden ? $("puzzle-title") : $("rung"));
  return true;
}

const THEME = "ladders.theme";  // "light", "dark" or "contrast"; none stored: as the system (theme.js reads it first)

function storedTheme() {
  try { return localStorage.getItem(THEME) || "system"; } catch { return "system"; }
}

function setTheme(theme) {
  let kept = true;
  try {
    if (theme === "system") localStorage.removeItem(THEME); else localStorage.setItem(THEME, theme);
  } catch { kept = false; }
  if (theme === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  redrawPicture();
  $("hard-said").textContent = kept ? "" : "Shown now, but not remembered: " + records.NOT_KEPT + ".";
}

function setHard(on) {
  const round = screen.round;
  if (round && !round.setHard(on)) { $("hard").checked = round.hard; return; }
  let kept = true;
  try { records.setHard(on); } catch { kept = false; }
  $("hard-said").textContent = kept ? "" : "Set for this round, but not remembered: " + records.NOT_KEPT + ".";
  if (round) { save(); render(); }
}

function openSettings() {
  const theme = storedTheme();
  for (const radio of document.querySelectorAll("input[name=theme]")) radio.checked = radio.value === theme;
  for (const radio of document.querySelectorAll("input[name=share]")) radio.checked = radio.value === shareForm();
  openDialog($("settings"), $("settings-open"));
}

function typeKey(key, onKey) {  // a key for the row being typed; onKey: pressed on a focused key (read it back)
  const round = screen.round;
  if (!round || round.over) return;
  if (key === "Enter") { $("rung-form").requestSubmit(); return; }
  const value = $("rung").value;
  if (key === "Backspace") setTyped(Array.from(value).slice(0, -1).join(""));
  else if (value.length < 40) setTyped(value + key);
  if (onKey) $("typed-said").textContent = $("rung").value ? Array.from($("rung").value).join(" ") : "empty row";
}

function keepsItsKeys(at) {  // a control that types or chooses with letters: a text box, a list, an editable area
  if (!at || at === document.body) return false;
  if (at.matches("textarea, select, [contenteditable]:not([contenteditable=false])")) return true;
  return at.matches("input") && !at.matches("[type=checkbox], [type=radio], [type=button], [type=submit]");
}

// Keys typed while no dialog is open and the focus is not in a box of its own (a button, a link, the page): letters
// and ⌫ go to the row, and the focus with them; Enter plays the row only from the page or the board (a button's
// Enter is the button's).
function typeAnywhere(event) {
  const round = screen.round;
  if (!round || round.over || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const at = document.activeElement;
  if (at === $("rung") || document.querySelector("dialog[open]") || keepsItsKeys(at)) return;
  const onPage = !at || at === document.body || at.closest("#board, #puzzle-title");
  if (/^\p{L}$/u.test(event.key)) typeKey(event.key.toLowerCase(), false);
  else if (event.key === "Backspace") typeKey(event.key, false);
  else if (event.key === "Enter" && onPage) typeKey(event.key, false);
  else return;
  event.preventDefault();
  focusRow();
}

async function todayNumber(answer, today) {  // today's puzzle number, from any answer that names a day
  if (Number.isInteger(answer.number) && typeof answer.date === "string") {
    return answer.number + daysBetween(answer.date, today);
  }
  const own = await ask("/api/daily", { date: today, today });
  return own.status === 200 ? own.body.number : null;
}

function notOpen(body) {  // a day after the player's today: no puzzle, only when it opens
  showTitle("Daily ladder #" + body.number, body.date);
  note(sentence(body.message));
  $("goal").textContent = "";
  $("rungs").replaceChildren();
  $("ahead").replaceChildren();
  for (const id of ["rung-form", "dock", "score"]) $(id).hidden = true;  // the note says when it opens
}

// The language of a round's words: its judge's, else the server's default (a practice round asked in none).
const roundLanguage = (round) => round.judge.language || screen.defaultLanguage;

function withLanguage(address) {  // an address of this site that keeps the visitor's language
  if (!screen.language) return address;
  const url = new URL(address, location.origin);
  url.searchParams.set("lang", screen.language);
  return url.pathname + url.search;
}

function showLinks() {  // the tabs and the result's links, in the visitor's language
  for (const [id, address] of [["solve-tab", "/"], ["play-tab", "/play"], ["daily-tab", "/daily"],
                               ["today-link", "/daily"], ["practice-link", "/play"]]) {
    $(id).href = withLanguage(address);
  }
}

function chooseLanguage(language) {  // the visitor's language, from a link or a choice ("" none)
  screen.language = language || "";
  if (screen.language) document.documentElement.lang = screen.language;
  showLinks();
}

function refused(title, why) {  // no round: a title and why, and nothing to type in
  showTitle(title, "");
  note(sentence(why));
  $("goal").textContent = "";
  $("rungs").replaceChildren();
  $("ahead").replaceChildren();
  for (const id of ["rung-form", "dock", "score"]) $(id).hidden = true;
  announce(sentence(why), true);  // shown in the note: only heard here
}

// A friend's challenge (?challenge=CODE): read here first (a damaged code is refused at once, saying why), then
// started by the server, which refuses ends a puzzle may not show and a daily puzzle whose day has not begun here.
// It is played as practice is, or, for a daily puzzle, as that day's archive round: never recorded, never saved.
async function loadChallenge(code) {
  const today = localDate();
  let sent;
  try {
    sent = readCode(code);
  } catch (wrong) {
    refused("No challenge", "this challenge code was refused: " + wrong.message);
    return;
  }
  const judge = serverJudge({ language: sent.language });
  const puzzle = await judge.start({ challenge: code, today });
  if (!puzzle.ok) {
    if (puzzle.error === "not_open_yet") {
      notOpen(puzzle);
      note(sentence(puzzle.message) + " Open this link again then: the challenge waits for you.");
      return;
    }
    refused("No challenge", puzzle.message || "the server did not answer: try again");
    return;
  }
  const daily = Number.isInteger(puzzle.number);
  const round = new Round(judge, puzzle, daily ? { number: puzzle.number, date: puzzle.date, today,
                                                   hard: records.hard() } : { hard: records.hard() });
  round.challenge = sent;
  begin(round, daily ? "Daily ladder #" + puzzle.number : receivedTitle(sent), daily ? puzzle.date : "",
        daily && puzzle.level ? [puzzle.weekday, puzzle.level].filter(Boolean).join(": ") : "");
  note(receivedNote(sent));
  render();
  announce("A challenge: from " + spell(round.start) + " to " + spell(round.end) + ", par " + round.par + ". "
    + invitation(sent), true);  // shown in the goal and the note: only heard, the keys kept in view
  focusRow();
  helpFirstTime();
}

async function loadDaily() {
  const today = localDate();
  const date = new URLSearchParams(location.search).get("date") || today;
  const judge = serverJudge();  // the daily puzzle is English, one for everyone
  const puzzle = await judge.start({ date, today });
  shared.today = await todayNumber(puzzle, today);
  showStats();
  if (!puzzle.ok) {
    if (puzzle.error === "not_open_yet") { notOpen(puzzle); return; }
    $("puzzle-title").textContent = "No daily ladder";
    announce(sentence(puzzle.message));
    return;
  }
  const round = new Round(judge, puzzle, { number: puzzle.number, date: puzzle.date, today, hard: records.hard() });
  begin(round, "Daily ladder #" + puzzle.number, puzzle.date,
        puzzle.level ? [puzzle.weekday, puzzle.level].filter(Boolean).join(": ") : "");
  note(puzzle.date < today ? "Archive day: not counted in your statistics." : "");
  round.restore(records.round(puzzle.number));
  const kept = records.stored()[puzzle.number];
  if (!round.over && kept) { await showRecorded(kept); return; }
  render();
  if (round.over) { await finish(false); return; }
  focusRow();
  helpFirstTime();
}

// A practice round: the pair `asked` names ({start, end, metric}), or one drawn as it says ({steps, length, rating,
// metric, common}); in `language`. False when there is none (the reason is said).
async function practise(asked, language, push) {
  const judge = serverJudge({ language });
  const puzzle = await judge.start(asked);
  if (!puzzle.ok) {
    const why = sentence(puzzle.message || "no puzzle: try again");
    if ($("practice").open) $("practice-said").textContent = why;
    else { $("puzzle-title").textContent = "No practice puzzle"; announce(why); }
    return false;
  }
  const round = new Round(judge, puzzle, { hard: records.hard() });
  const rated = puzzle.rating ? "rated " + puzzle.rating : "";
  begin(round, "Practice ladder (not counted)", "", rated);
  note("");
  const address = practiceAddress(round, language || screen.defaultLanguage);
  chooseLanguage(language || screen.language);
  if (push) history.pushState(null, "", address); else history.replaceState(null, "", address);
  render();
  announce("Practice: from " + spell(round.start) + " to " + spell(round.end) + ", par " + round.par + ".");
  focusRow();
  return true;
}

async function loadPractice() {
  const { asked, language } = askedIn(new URLSearchParams(location.search));
  choose(asked, language);
  todayNumber({}, localDate()).then((number) => { shared.today = number; showStats(); });
  if (await practise(asked, language, false)) helpFirstTime();
}

async function load() {  // the round the address asks for
  const query = new URLSearchParams(location.search);
  chooseLanguage(query.get("lang") || "");
  if (query.get("challenge")) {
    todayNumber({}, localDate()).then((number) => { shared.today = number; showStats(); });
    await choices;
    await loadChallenge(query.get("challenge"));
  } else if (screen.mode === "practice") {
    await choices;
    await loadPractice();
  } else {
    await loadDaily();
  }
}

async function newPractice() {  // the practice dialog's New puzzle
  const { asked, language } = chosen();
  $("practice-said").textContent = "Drawing a puzzle…";
  if (!await practise(asked, language, true)) return;
  $("practice-said").textContent = "";
  closeDialog($("practice"), $("rung"));
}

function showMode() {  // the tab of this way in, and the practice button
  const practice = screen.mode === "practice";
  for (const [tab, current] of [["play-tab", practice], ["daily-tab", !practice]]) {
    if (current) $(tab).setAttribute("aria-current", "page"); else $(tab).removeAttribute("aria-current");
  }
  $("practice-open").hidden = !practice;
  if (practice) document.title = "Practice ladder";
}

function imported(days) {  // days an import added: the day on the board among them ends its round here
  const round = screen.round;
  if (round && round.number && !round.challenge && !round.over && days.includes(round.number)) {
    showRecorded(records.stored()[round.number]);
  }
}

function wire() {
  $("rung-form").addEventListener("animationend", () => $("rung-form").classList.remove("shake"));
  $("rung-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const word = $("rung").value.trim();
    if (word) tryRung(word); else announce("Type a word first.");
  });
  $("undo").addEventListener("click", undo);
  $("hint").addEventListener("click", giveHint);
  $("give-up").addEventListener("click", giveUp);
  $("copy").addEventListener("click", () => copyText(shareSource(), $("copied")));
  $("copy-other").addEventListener("click", () => copyText(shareSource(true), $("copied")));
  $("share-form").addEventListener("change", (event) => {
    $("share-said").textContent = setShareForm(event.target.value) ? ""
      : "Chosen now, but not remembered: " + records.NOT_KEPT + ".";
  });
  setUpSending(copyText);
  $("stats-open").addEventListener("click", () => openStats($("stats-open"), false));
  $("settings-open").addEventListener("click", openSettings);
  $("help-open").addEventListener("click", () => openDialog($("help"), $("help-open")));
  $("archive-open").addEventListener("click", () => {
    if (!Number.isInteger(shared.today)) { announce("The archive needs today's puzzle: try again."); return; }
    const round = screen.round;
    openArchive({ today: localDate(), number: shared.today, shown: round && round.number ? round.date : "",
                  language: screen.language }, $("archive-open"));
  });
  $("practice-open").addEventListener("click", () => {
    $("practice-said").textContent = "";
    openDialog($("practice"), $("practice-open"));
  });
  $("practice-form").addEventListener("submit", (event) => { event.preventDefault(); newPractice(); });
  keyboard($("keyboard"), typeKey);
  window.addEventListener("resize", () => { if (!$("dock").hidden) { fitScreen(); keepInView(); } });
  new ResizeObserver(() => {  // the text made larger, or the head's lines rewrapped
    if (!$("dock").hidden) { fitScreen(); keepInView(); }
  }).observe($("dock"));
  $("rung").addEventListener("input", () => { showTyped(); keepInView(); });
  document.addEventListener("keydown", typeAnywhere);
  setUpDialogs();
  setUpArchive();
  setUpStatistics();
  shared.imported = imported;
  $("theme").addEventListener("change", (event) => setTheme(event.target.value));
  onPaletteChange(redrawPicture);
  $("hard").addEventListener("change", () => setHard($("hard").checked));
  window.addEventListener("popstate", () => { if (screen.mode === "practice") load(); });
}

wire();
screen.mode = location.pathname === "/play" ? "practice" : "daily";
showMode();
const choices = loadChoices().then(({ rules, language }) => {
  screen.rules = rules;
  screen.defaultLanguage = language;
});
load();
