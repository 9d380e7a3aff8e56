// The daily ladder page: one game screen for the daily round, practice and the archive. The ladder is rows of
// letter tiles; the next row is a see-through text box over its own tiles, typed on the keyboard or the on-screen
// one. The server judges every rung, gives the hints and the result (the rules live in Python, ladders.play); this
// page only shows them, keeps the round, and keeps the records in this browser (stats.js, a port of
// ladders.play.records). Every text goes in with textContent: nothing
// anyone typed, and nothing from a records code, becomes HTML.
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

const clock = () => new Date();  // the page's one clock: every reading of the date or the time (tests inject Date)

function localDate(now = clock()) {  // the player's own calendar day, YYYY-MM-DD
  const two = (n) => String(n).padStart(2, "0");
  return now.getFullYear() + "-" + two(now.getMonth() + 1) + "-" + two(now.getDate());
}

function daysBetween(from, to) {  // calendar days from one YYYY-MM-DD to another (no clock, no time zone)
  const utc = (text) => Date.UTC(...text.split("-").map(Number).map((n, i) => (i === 1 ? n - 1 : n)));
  return Math.round((utc(to) - utc(from)) / 86400000);
}

const plural = (n, word) => n + " " + word + (n === 1 ? "" : "s");
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".");
const ORDINALS = ["1st", "2nd", "3rd"];
const ordinal = (i) => ORDINALS[i] || (i + 1) + "th";

// The round: the puzzle, the rungs accepted so far (with their letter marks and the moves left after each),
// the rungs taken back ([place, word]: they still count as steps), the hints asked.
const game = {
  mode: "daily", number: null, today: null, date: "", start: "", end: "", par: 0, metric: "substitution",
  rungs: [], marks: [], lefts: [], undone: [], left: 0, hints: 0, level: 0, over: false, gaveUp: false,
  confirming: false, busy: false,
};

let announcing = null;  // the timer that puts the next words in the live region

function announce(text, shownElsewhere = false) {  // the live region: emptied first, so the same words said twice
  const status = $("status");                          // are said again; words shown elsewhere are only heard here
  if (!shownElsewhere) unrefuse();  // new words replace a refusal's
  status.classList.toggle("sr-only", shownElsewhere);
  status.textContent = "";
  window.clearTimeout(announcing);
  announcing = window.setTimeout(() => { status.textContent = text; }, 30);
}

function silence() {  // the live region emptied, and nothing on its way to it
  window.clearTimeout(announcing);
  $("status").textContent = "";
}

function marksText(marks) {
  const places = marks.map((on, i) => (on ? ordinal(i) : null)).filter((p) => p !== null);
  if (!places.length) return "no letter in place";
  if (places.length === marks.length) return "every letter in place";
  return plural(places.length, "letter") + " in place (" + places.join(", ") + ")";
}

function tileRow(box, letters, marks) {  // a tile per letter; a letter in place: a rounded tile with a dot, and a colour
  box.replaceChildren(...letters.map((letter, i) => {
    const tile = element("span", undefined, "tile" + (marks && marks[i] ? " in-place" : "") + (letter ? "" : " empty"));
    tile.appendChild(element("span", letter || "\u00a0", "letter"));
    if (marks && marks[i]) tile.appendChild(element("span", "●", "mark"));
    return tile;
  }));
  return box;
}

function tiles(word, marks, kind) {  // a rung as a row of tiles, and in words for a screen reader
  const row = element("li", undefined, "rung " + kind);
  const box = tileRow(element("span", undefined, "tiles"), Array.from(word), marks);
  box.setAttribute("aria-hidden", "true");
  row.appendChild(box);
  const said = kind === "start" ? "start: " + word : kind === "goal" ? "goal: " + word : word;
  row.appendChild(element("span", said + (marks ? ", " + marksText(marks) : ""), "sr-only"));
  const count = marks ? marks.filter(Boolean).length : 0;
  const seen = element("span", !marks ? kind : count === 0 ? "none in place" : count === marks.length
    ? "all in place" : count + " in place", "marks-text");
  seen.setAttribute("aria-hidden", "true");
  row.appendChild(seen);
  return row;
}

const taken = () => game.rungs.length + game.undone.length;  // every step, the undone ones too
const solved = () => game.rungs.length > 0 && game.rungs[game.rungs.length - 1] === game.end;
const lastWord = () => (game.rungs.length ? game.rungs[game.rungs.length - 1] : game.start);

function slots() {  // an empty row of tiles per rung still to find on a shortest way, after the one being typed
  const rows = [];
  for (let i = 2; i < game.left; i += 1) {
    const slot = element("li", undefined, "rung slot");
    slot.setAttribute("aria-hidden", "true");
    slot.appendChild(tileRow(element("span", undefined, "tiles"), Array(game.end.length).fill("")));
    rows.push(slot);
  }
  return rows;
}

function typedLetters(value) {  // the row being typed: its letters, and empty tiles for the ones to come
  const letters = Array.from(value.toLowerCase());  // with one letter changed, as long as the last word
  const room = game.metric === "substitution" ? lastWord().length : letters.length + 1;  // else one more
  while (letters.length < room) letters.push("");
  return letters;
}

function showTyped() {  // the input's letters on the row's tiles (the input itself is see-through, over them)
  const box = tileRow($("typed"), typedLetters($("rung").value));
  const at = Array.from($("rung").value).length;
  if (box.children[at]) box.children[at].classList.add("next");
}

function setTyped(value) {
  $("rung").value = value;
  showTyped();
}

function movesLeftText(hard) {
  if (game.over) return "";
  const undone = game.undone.length ? " " + plural(taken(), "step") + " taken, " + game.undone.length
    + " of them undone." : "";
  if (hard) return "Hard: moves left hidden." + undone;
  if (game.left === null) return "Moves left show again after your next rung." + undone;
  return plural(game.left, "move") + " left on a shortest way from here (par " + game.par + ")." + undone;
}

function render() {
  const hard = LadderStats.hard();
  $("rungs").replaceChildren(tiles(game.start, null, "start"),
                             ...game.rungs.map((word, i) => tiles(word, game.marks[i] || null, "played")));
  const ahead = [];
  if (!solved()) {
    if (!hard && !game.over && game.left !== null) {
      ahead.push(...slots());
    } else {
      const gap = element("li", "⋮", "rung gap");
      gap.setAttribute("aria-hidden", "true");
      ahead.push(gap);
    }
    ahead.push(tiles(game.end, null, "goal"));
  }
  $("ahead").replaceChildren(...ahead);
  $("score").hidden = !game.start;
  $("score-par").textContent = String(game.par);
  $("score-steps").textContent = String(taken());
  $("score-left").textContent = game.left === null ? "?" : String(game.left);
  $("score-left-pill").hidden = hard || game.over;
  $("moves-left").textContent = movesLeftText(hard);
  for (const id of ["rung-form", "dock"]) $(id).hidden = game.over;
  $("hard").checked = hard;
  $("hard").disabled = taken() > 0 && !game.over;  // not switched in the middle of a round
  $("hard-busy").hidden = !$("hard").disabled;
  if (!game.over) { showTyped(); fitDock(); }
}

function save() {
  if (game.mode !== "daily") return;  // practice rounds are not kept
  LadderStats.saveRound(game.number, { start: game.start, end: game.end, rungs: game.rungs, marks: game.marks,
                                       lefts: game.lefts, undone: game.undone, left: game.left, hints: game.hints,
                                       over: game.over, gaveUp: game.gaveUp });
}

function note(text) {  // the line under the title: an archive day, or a day not open yet
  $("day-note").textContent = text || "";
  $("day-note").hidden = !text;
}

function showTitle(title, date) {  // the date kept whole on one line (it never breaks at its hyphens)
  $("puzzle-title").replaceChildren(title + (date ? " · " : ""));
  if (date) $("puzzle-title").appendChild(element("span", date, "date"));
}

function begin(puzzle, title, date) {
  Object.assign(game, { start: puzzle.start, end: puzzle.end, par: puzzle.par, left: puzzle.par,
                        metric: puzzle.metric || "substitution", rungs: [], marks: [], lefts: [], undone: [],
                        hints: 0, level: 0, over: false, gaveUp: false, confirming: false });
  showTitle(title, date);
  $("rung").value = "";  // a new round: an empty row
  const level = puzzle.level ? " (" + [puzzle.weekday, puzzle.level].filter(Boolean).join(": ") + ")" : "";
  $("goal").textContent = "From " + game.start + " to " + game.end + ", one letter at a time: par "
    + plural(game.par, "step") + level + ".";
  $("result").hidden = true;
  stopCountdown();
  $("give-up").textContent = "Give up";
  unrefuse();
}

const params = () => ({ start: game.start, end: game.end, rungs: game.rungs.join(","), metric: game.metric });

function refuse(text) {  // a refused word: said under its row (as well as aloud), and the row shakes
  const form = $("rung-form");
  $("refusal").textContent = text;
  $("refusal").hidden = false;
  $("rung").setAttribute("aria-invalid", "true");
  form.classList.remove("shake");
  void form.offsetWidth;  // restart the animation when two words are refused in a row
  form.classList.add("shake");
  $("refusal").scrollIntoView({ block: "nearest" });
}

function unrefuse() {
  $("refusal").textContent = "";
  $("refusal").hidden = true;
  $("rung").removeAttribute("aria-invalid");
  $("rung-form").classList.remove("shake");
}

function accepted(body) {  // a rung the server accepted joins the round
  game.rungs = body.rungs;
  game.marks.push(body.marks || []);
  game.left = Number.isInteger(body.steps_left) ? body.steps_left : null;  // hard mode: not said
  game.lefts.push(game.left);
  game.level = 0;
  game.confirming = false;
  $("give-up").textContent = "Give up";
  $("rung").value = "";
  save();
  render();
}

async function tryRung(word) {
  if (game.busy || game.over) return;
  game.busy = true;
  const hard = LadderStats.hard();
  const query = { ...params(), word, detours: 1 };  // the daily game allows detours
  if (hard) query.hard = 1;
  const reply = await ask("/api/play/move", query);
  game.busy = false;
  const body = reply.body;
  if (reply.status !== 200 || !body.accepted) {
    const said = "Refused: " + body.message + ". It costs nothing: try another word.";
    refuse(said);
    announce(said, true);
    $("rung").focus();  // the word stays, to be mended letter by letter
    return;
  }
  unrefuse();
  accepted(body);
  const left = hard || body.solved || game.left === null ? "" : " " + plural(game.left, "move") + " left.";
  const how = body.kind === "detour" ? "Accepted, off the shortest way: " : "Accepted: ";
  announce(how + body.word + ", " + marksText(body.marks || []) + "." + left);
  if (body.solved) await finish(true);
}

function undo() {
  if (game.busy || game.over) return;
  if (!game.rungs.length) { announce("Nothing to undo: no rung played yet."); $("rung").focus(); return; }
  const word = game.rungs.pop();
  game.marks.pop();
  game.lefts.pop();
  unrefuse();
  game.undone.push([game.rungs.length, word]);  // its place on the ladder, and the word: still a step
  game.left = game.rungs.length ? (game.lefts[game.lefts.length - 1] ?? null) : game.par;
  game.level = 0;
  game.confirming = false;
  $("give-up").textContent = "Give up";
  save();
  render();
  announce("Took back " + word + ": it still counts as a step (" + plural(taken(), "step") + " so far).");
  $("rung").focus();
}

async function giveHint() {
  if (game.busy || game.over) return;
  const level = Math.min(game.level + 1, 3);
  game.busy = true;
  const reply = await ask("/api/play/hint", { ...params(), level, ...(LadderStats.hard() ? { hard: 1 } : {}) });
  game.busy = false;
  if (reply.status !== 200 || !reply.body.hint) { announce(reply.body.message); return; }
  const hint = reply.body.hint;
  if (level > game.level) { game.hints += 1; game.level = level; save(); }
  if (hint.word) setTyped(hint.word);
  unrefuse();
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
  await finish(true);
}

function ratingText(rating) {  // how hard the pair is, in a setter's figures (never the weekday's level)
  if (!rating || typeof rating.rating !== "string") return "";
  const traps = rating.traps ? plural(rating.traps, "first move") + " put more letters in place but lead nowhere"
    : "no first move misleads";
  return "This pair is rated " + rating.rating + ": " + rating.good_moves + " of " + plural(rating.moves, "first move")
    + (rating.good_moves === 1 ? " lies" : " lie") + " on a shortest ladder; " + traps + "; par is "
    + (rating.detour ? plural(rating.detour, "step") + " more than" : "no more than") + " the letters that differ.";
}

function resultText(body) {
  const hints = body.hints ? " with " + plural(body.hints, "hint") : "";
  const undone = game.undone.length ? ", " + game.undone.length + " of them undone" : "";
  return (body.solved ? "Solved in " : "Given up after ") + plural(body.steps, "step") + undone
    + " (par " + body.par + ")" + hints + ".";
}

async function finish(ending) {  // ending: the round ended just now (not a finished day reopened)
  game.over = true;
  save();
  const typing = document.activeElement && document.activeElement.closest("#rung-form, #dock");
  render();
  if (typing) $("puzzle-title").focus();  // the row and keys go with the round: the focus waits on the puzzle's heading
  const query = { ...params(), hints: game.hints };
  if (game.undone.length) query.undone = game.undone.map(([place, word]) => place + ":" + word).join(",");
  if (game.mode === "daily") Object.assign(query, { number: game.number, today: localDate() });
  if (game.gaveUp) query.gave_up = 1;
  const reply = await ask("/api/play/result", query);
  const body = reply.body;
  if (reply.status !== 200) { announce(body.message); return; }
  if (game.mode === "daily") {  // counted only when finished on its own day, by the player's calendar
    LadderStats.keep({ number: game.number, solved: body.solved, steps: body.steps, par: body.par,
                       hints: body.hints, on_day: game.date === localDate() });
  }
  $("summary").textContent = resultText(body);
  $("share-text").textContent = body.share;
  $("copied").textContent = "";
  showWords(body.words || []);
  const count = body.shortest_count;
  $("shortest-count").textContent = (count ? plural(count, "shortest ladder") + " from " + game.start + " to "
    + game.end + ". " : "") + ratingText(body.rating);
  const ladders = Array.isArray(body.shortest_ladders) ? body.shortest_ladders
    : (body.shortest && body.shortest.length ? [body.shortest] : []);
  showShortest(count, ladders);
  const picture = $("picture");
  if (typeof body.picture === "string" && body.picture.startsWith("/api/draw?")) {
    picture.src = body.picture;
    picture.alt = "Every shortest ladder from " + game.start + " to " + game.end;
  }
  if (game.mode === "daily") showCountdown(nextMidnight()); else stopCountdown();
  $("result").hidden = false;
  silence();  // the result is said once: in its heading, which takes the focus
  $("result-title").focus();
  showStats();
  if (ending && game.mode === "daily") openStats($("result-title"), true);
}

let countdownTimer = null;  // the countdown's next update, while the result of a daily round is shown

function untilText(ms) {  // "7 h 12 min", rounded up to the minute
  const minutes = Math.ceil(ms / 60000);
  const hours = Math.floor(minutes / 60);
  return (hours ? hours + " h " : "") + (minutes % 60) + " min";
}

function showCountdown(midnight) {  // "Next ladder in ...", to the player's local midnight, each minute
  window.clearTimeout(countdownTimer);
  countdownTimer = null;
  const left = midnight - clock().getTime();  // the page's clock: the one localDate() reads
  $("countdown").hidden = false;
  if (left <= 0) { $("countdown").textContent = "The next ladder is out: open Today's ladder below."; return; }
  $("countdown").textContent = "Next ladder in " + untilText(left) + ".";
  countdownTimer = window.setTimeout(() => showCountdown(midnight), (left % 60000 || 60000) + 50);
}

function stopCountdown() {  // the result hidden: no timer left running
  window.clearTimeout(countdownTimer);
  countdownTimer = null;
  $("countdown").textContent = "";
  $("countdown").hidden = true;
}

function nextMidnight(now = clock()) {  // the start of the player's next calendar day, local time
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

function showShortest(count, ladders) {  // every shortest ladder as text (the first 20), under the picture
  $("shortest-summary").textContent = count > 1 ? "Every shortest ladder, as text" : "The shortest ladder, as text";
  $("shortest-list").replaceChildren(...ladders.map((words) => {
    const item = element("li");
    const list = item.appendChild(element("ol", undefined, "ladder"));
    list.setAttribute("aria-label", words.join(" to "));
    list.append(...words.map((word) => element("li", word)));
    return item;
  }));
  $("shortest-more").textContent = count > ladders.length ? "And " + plural(count - ladders.length, "more")
    + ": the picture shows them all." : "";
  $("shortest-box").hidden = !ladders.length;
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

async function copyText(source, said) {  // the clipboard, or else the text selected for Ctrl+C
  try {
    await navigator.clipboard.writeText(source.value !== undefined ? source.value : source.textContent);
    said.textContent = "Copied.";
    return;
  } catch (refused) { /* no clipboard permission: select the text instead */ }
  if (source.select) source.select();
  else {
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  let copied = false;
  try { copied = document.execCommand("copy"); } catch (refused) { copied = false; }
  said.textContent = copied ? "Copied." : "Selected: press Ctrl+C (⌘C on a Mac) to copy.";
}

const STATS = [["played", "Played"], ["solved", "Solved"], ["at_par", "At par (no hints)"],
               ["hinted", "Solved with hints"], ["gave_up", "Given up"], ["current_streak", "Current streak"],
               ["best_streak", "Best streak"], ["archive", "Archive days (not counted)"]];

function showStats() {
  const s = LadderStats.summaryToday(game.today);
  $("stats-list").replaceChildren(...STATS.flatMap(([key, name]) => [element("dt", name),
                                                                     element("dd", String(s[key]))]));
  const most = Math.max(1, ...Object.values(s.distribution));
  $("distribution").replaceChildren(...LadderStats.OVER_PAR_BUCKETS.map((bucket) => {
    const count = s.distribution[bucket];
    const row = element("li", undefined, "bar-row");
    const seen = row.appendChild(element("span", undefined, "bar-seen"));
    seen.setAttribute("aria-hidden", "true");  // the bar is drawn; the sentence after it is read
    seen.appendChild(element("span", bucket, "bar-label"));
    const track = seen.appendChild(element("span", undefined, "bar-track"));
    const bar = track.appendChild(element("span", String(count), "bar" + (count ? "" : " empty")));
    bar.style.width = Math.round(100 * count / most) + "%";  // CSSOM, which the policy allows (no style attribute)
    row.appendChild(element("span", plural(count, "day") + (bucket === "par" ? " at par" : ", " + bucket.slice(1)
      + " over par"), "sr-only"));
    return row;
  }));
}

const returnTo = new Map();  // each open dialog: where the focus goes back to when it closes

function openDialog(dialog, from) {  // a modal dialog (the statistics, the settings); Escape or Close shut it
  if (dialog.open) return;
  returnTo.set(dialog, from);
  dialog.showModal();
  dialog.querySelector(".close").focus();
}

function dialogClosed(event) {
  const back = returnTo.get(event.target);
  returnTo.delete(event.target);
  if (back && back.isConnected) back.focus();
}

function openStats(from, afterRound) {
  const dialog = $("stats");
  showStats();
  if (afterRound) dialog.setAttribute("aria-describedby", "summary");  // the result read first, on opening
  else dialog.removeAttribute("aria-describedby");
  openDialog(dialog, from);
}

const SEEN_HELP = "ladders.daily.seen-help";  // "1" once "How to play" has been shown in this browser

function helpFirstTime() {  // "How to play" opens by itself on the first visit, and never again
  let seen = true;
  try { seen = localStorage.getItem(SEEN_HELP) === "1"; } catch (blocked) { seen = true; }
  if (seen) return false;
  try { localStorage.setItem(SEEN_HELP, "1"); } catch (blocked) { /* shown once more next time */ }
  openDialog($("help"), $("rung"));
  return true;
}

const THEME = "ladders.theme";  // "light", "dark" or "contrast"; none stored: as the system (theme.js reads it first)

function storedTheme() {
  try { return localStorage.getItem(THEME) || "system"; } catch (blocked) { return "system"; }
}

function setTheme(theme) {
  try {
    if (theme === "system") localStorage.removeItem(THEME); else localStorage.setItem(THEME, theme);
  } catch (blocked) { /* not remembered; still shown */ }
  if (theme === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

function openSettings() {
  const theme = storedTheme();
  for (const radio of document.querySelectorAll("input[name=theme]")) radio.checked = radio.value === theme;
  openDialog($("settings"), $("settings-open"));
}

function showExport() {
  const box = $("export-box");
  box.hidden = !box.hidden;
  $("export").setAttribute("aria-expanded", String(!box.hidden));
  if (box.hidden) return;
  $("export-code").value = LadderStats.exportStored();
  $("code-copied").textContent = "";
  $("export-code").focus();
  $("export-code").select();
  $("export-code").scrollTop = 0;  // the code's start in view
}

function showImport() {
  const form = $("import-form");
  form.hidden = !form.hidden;
  $("import-open").setAttribute("aria-expanded", String(!form.hidden));
  if (!form.hidden) $("import-code").focus();
}

function importRecords() {
  const said = $("records-status");
  if (!Number.isInteger(game.today)) {
    said.textContent = "The import needs today's puzzle, which the server has not said yet: try again.";
    return;
  }
  let kept;
  try {
    kept = LadderStats.importInto($("import-code").value, game.today);
  } catch (refused) {
    said.textContent = "That code was refused, and nothing changed: " + refused.message + ".";
    return;
  }
  const already = !kept.already ? "" : kept.already === 1 ? " 1 day was already here: it keeps its first finish."
    : " " + kept.already + " days were already here: they keep their first finish.";
  said.textContent = (kept.added ? "Added " + plural(kept.added, "day") + "." : "No new day: nothing added.") + already;
  $("import-code").value = "";
  if (!$("export-box").hidden) $("export-code").value = LadderStats.exportStored();
  showStats();
}

async function todayNumber(reply, today) {  // today's puzzle number, from any answer that names a day
  const body = reply.body || {};
  if (Number.isInteger(body.number) && typeof body.date === "string") {
    return body.number + daysBetween(body.date, today);
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
  for (const id of ["rung-form", "dock", "score"]) $(id).hidden = true;  // the note says when it opens: the page's first words after the title
}

async function loadDaily() {
  const query = new URLSearchParams(location.search);
  const today = localDate();
  const date = query.get("date") || today;
  const reply = await ask("/api/daily", { date, today });
  game.today = await todayNumber(reply, today);
  showStats();
  if (reply.status !== 200) {
    if (reply.body.error === "not_open_yet") { notOpen(reply.body); return; }
    $("puzzle-title").textContent = "No daily ladder";
    announce(reply.body.message);
    return;
  }
  const puzzle = reply.body;
  Object.assign(game, { mode: "daily", number: puzzle.number, date: puzzle.date });
  begin(puzzle, "Daily ladder #" + puzzle.number, puzzle.date);
  note(puzzle.date < today ? "Archive: this day does not change your streak or statistics." : "");
  restore(LadderStats.round(puzzle.number));
  render();
  if (game.over) { await finish(false); return; }
  $("rung").focus();
  helpFirstTime();
}

function restore(kept) {  // the round in progress on this day, as this browser kept it
  if (!kept || kept.start !== game.start || kept.end !== game.end || !Array.isArray(kept.rungs)) return;
  const rungs = kept.rungs.map(String);
  const lefts = Array.isArray(kept.lefts) && kept.lefts.length === rungs.length ? kept.lefts
    : rungs.map((_, i) => (i === rungs.length - 1 && Number.isInteger(kept.left) ? kept.left : null));
  const undone = Array.isArray(kept.undone) ? kept.undone.filter((u) => Array.isArray(u) && u.length === 2
    && Number.isInteger(u[0]) && typeof u[1] === "string") : [];
  Object.assign(game, { rungs, lefts, undone, marks: kept.marks || [], hints: kept.hints | 0, gaveUp: !!kept.gaveUp,
                        over: !!kept.over,
                        left: rungs.length ? (Number.isInteger(kept.left) ? kept.left : null) : game.par });
}

async function practice() {
  const reply = await ask("/api/puzzle", { steps: $("practice-steps").value, common: "1", metric: "substitution" });
  if (reply.status !== 200 || !reply.body.found) { announce(reply.body.message); return; }
  game.mode = "practice";
  game.number = null;
  begin({ ...reply.body, par: reply.body.steps, metric: "substitution" }, "Practice ladder (not counted)");
  note("");
  render();
  announce("Practice: from " + game.start + " to " + game.end + ", par " + game.par + ".");
  $("rung").focus();
}

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "+zxcvbnm-"];  // + is Enter and - Backspace, as Wordle's keyboard

function buildKeyboard() {  // the on-screen keyboard: real buttons, the focus left in the row when tapped
  $("keyboard").replaceChildren(...KEY_ROWS.map((keys) => {
    const line = element("div", undefined, "key-row");
    for (const key of keys) {
      const name = key === "+" ? "Enter" : key === "-" ? "Backspace" : key;
      const button = line.appendChild(element("button", key === "-" ? undefined : name, "key"
        + (name.length > 1 ? " wide" : "")));
      button.type = "button";
      button.dataset.key = name;
      if (key === "-") {
        button.appendChild(element("span", "⌫")).setAttribute("aria-hidden", "true");
        button.appendChild(element("span", "Backspace", "sr-only"));
      }
    }
    return line;
  }));
  $("keyboard").addEventListener("mousedown", (event) => {  // a tap keeps the focus where it is (the row)
    if (event.target.closest(".key")) event.preventDefault();
  });
  $("keyboard").addEventListener("click", (event) => {
    const key = event.target.closest(".key");
    if (key) typeKey(key.dataset.key, key === document.activeElement);
  });
}

function fitDock() {  // the keys kept in sight at the bottom, unless (large text) they would take half the screen
  const dock = $("dock");
  dock.classList.remove("loose");
  dock.classList.toggle("loose", dock.offsetHeight > window.innerHeight * 0.45);
}

function typeKey(key, onKey) {  // a key for the row being typed; onKey: pressed on a focused key (read it back)
  if (game.over || !game.start) return;
  if (key === "Enter") { $("rung-form").requestSubmit(); return; }
  const value = $("rung").value;
  if (key === "Backspace") setTyped(Array.from(value).slice(0, -1).join(""));
  else if (value.length < 40) setTyped(value + key);
  if (onKey) $("typed-said").textContent = $("rung").value ? Array.from($("rung").value).join(" ") : "empty row";
}

function typeAnywhere(event) {  // letters typed with the focus on the page (not in a box): they go to the row
  if (game.over || !game.start || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const at = document.activeElement;
  if (at === $("rung") || document.querySelector("dialog[open]")) return;
  if (at && at !== document.body && !at.closest("#board, #puzzle-title")) return;  // other controls keep their keys
  if (/^[a-z]$/i.test(event.key)) typeKey(event.key.toLowerCase(), false);
  else if (event.key === "Backspace" || event.key === "Enter") typeKey(event.key, false);
  else return;
  event.preventDefault();
  $("rung").focus();
}

// The archive: a month of days, each one a link to its puzzle; those solved (or given up) in this browser marked,
// those before the first ladder or after the player's today locked. The arrow keys move a day or a week.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December"];
let shownMonth = "";  // "YYYY-MM", in the archive

function addDays(date, days) {  // a YYYY-MM-DD so many days on (calendar arithmetic only: no clock)
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const firstDate = () => addDays(localDate(), 1 - game.today);  // puzzle #1's day, from today's number
const numberOf = (date) => game.today + daysBetween(localDate(), date);
const dayAddress = (date) => (date === localDate() ? "/daily" : "/daily?date=" + date);

function dayState(date, records) {
  const kept = records[String(numberOf(date))];
  return !kept ? "" : kept.solved ? "solved" : "given up";
}

function showMonth(month, focusDate) {
  shownMonth = month;
  const today = localDate(), first = firstDate(), records = LadderStats.stored();
  const [y, m] = month.split("-").map(Number);
  $("month-title").textContent = MONTHS[m - 1] + " " + y;
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;  // Monday first
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const open = (date) => date >= first && date <= today;
  let stop = focusDate && open(focusDate) && focusDate.startsWith(month) ? focusDate : null;
  if (!stop) {  // the one day of the month in the tab order: the day on screen, else today, else the last open
    const days = Array.from({ length }, (_, i) => month + "-" + String(i + 1).padStart(2, "0")).filter(open);
    stop = days.includes(game.date) ? game.date : days.includes(today) ? today : days[days.length - 1] || null;
  }
  const rows = [];
  let row = null;
  for (let cell = 0; cell < lead + length || cell % 7; cell += 1) {
    if (cell % 7 === 0) row = rows[rows.push(element("tr")) - 1];
    const td = row.appendChild(element("td"));
    const day = cell - lead + 1;
    if (day < 1 || day > length) continue;
    const date = month + "-" + String(day).padStart(2, "0");
    const words = MONTHS[m - 1] + " " + day;
    if (!open(date)) {
      const locked = td.appendChild(element("span", String(day), "day locked"));
      locked.appendChild(element("span", date < first ? ", before the first ladder" : ", locked", "sr-only"));
      continue;
    }
    const state = dayState(date, records);
    const link = td.appendChild(element("a", undefined, "day" + (state ? " " + state.replace(" ", "-") : "")));
    link.href = dayAddress(date);
    link.dataset.date = date;
    link.tabIndex = date === stop ? 0 : -1;
    link.appendChild(element("span", String(day), "day-number")).setAttribute("aria-hidden", "true");
    const mark = state === "solved" ? "✓" : state ? "✗" : date === today ? "●" : "";
    if (mark) link.appendChild(element("span", mark, "day-mark")).setAttribute("aria-hidden", "true");
    link.appendChild(element("span", words + ", #" + numberOf(date) + (date === today ? ", today" : "")
      + (state ? ", " + state : ""), "sr-only"));
    if (date === game.date) link.setAttribute("aria-current", "page");
  }
  $("calendar-days").replaceChildren(...rows);
  $("month-prev").setAttribute("aria-disabled", String(month <= first.slice(0, 7)));
  $("month-next").setAttribute("aria-disabled", String(month >= today.slice(0, 7)));
  if (focusDate && stop) document.querySelector("#calendar a[data-date='" + stop + "']").focus();
}

function moveMonth(by) {  // the month before or after, while there are days to show
  const button = $(by < 0 ? "month-prev" : "month-next");
  if (button.getAttribute("aria-disabled") === "true") return;
  showMonth(addDays(shownMonth + "-15", by * 30).slice(0, 7));
}

const DAY_KEYS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function calendarKeys(event) {
  const from = event.target.closest("a[data-date]");
  if (!from) return;
  let to = null;
  if (event.key in DAY_KEYS) to = addDays(from.dataset.date, DAY_KEYS[event.key]);
  else if (event.key === "Home") to = addDays(from.dataset.date, 1 - Number(from.dataset.date.slice(8)));
  else if (event.key === "End") to = addDays(addDays(from.dataset.date.slice(0, 7) + "-28", 4).slice(0, 7) + "-01", -1);
  if (to === null) return;
  event.preventDefault();
  to = to < firstDate() ? firstDate() : to > localDate() ? localDate() : to;
  showMonth(to.slice(0, 7), to);
}

function newestUnsolved() {  // the newest day, today first, not solved in this browser (the day on screen aside)
  const records = LadderStats.stored();
  for (let date = localDate(), first = firstDate(); date >= first; date = addDays(date, -1)) {
    if (date !== game.date && dayState(date, records) !== "solved") return date;
  }
  return null;
}

function openArchive() {
  if (!Number.isInteger(game.today)) { announce("The archive needs today's puzzle: try again."); return; }
  const next = newestUnsolved();
  const button = $("next-unsolved");
  button.textContent = next ? "Newest day not solved: #" + numberOf(next) + ", " + next : "Every other day is solved";
  button.dataset.day = next || "";
  button.setAttribute("aria-disabled", String(!next));
  showMonth((game.date || localDate()).slice(0, 7));
  openDialog($("archive"), $("archive-open"));
}

async function showRules() {  // the game's one rule set, in the server's words (ladders.play.rules)
  const reply = await ask("/api/play/rules", {});
  if (reply.status === 200) $("hard-note").textContent = reply.body.hard_mode;
}

document.addEventListener("DOMContentLoaded", () => {
  $("rung-form").addEventListener("animationend", () => $("rung-form").classList.remove("shake"));
  $("rung-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const word = $("rung").value.trim();
    if (word) tryRung(word); else announce("Type a word first.");
  });
  $("undo").addEventListener("click", undo);
  $("hint").addEventListener("click", giveHint);
  $("give-up").addEventListener("click", giveUp);
  $("copy").addEventListener("click", () => copyText($("share-text"), $("copied")));
  $("copy-code").addEventListener("click", () => copyText($("export-code"), $("code-copied")));
  $("stats-open").addEventListener("click", () => openStats($("stats-open"), false));
  $("settings-open").addEventListener("click", openSettings);
  $("help-open").addEventListener("click", () => openDialog($("help"), $("help-open")));
  $("archive-open").addEventListener("click", openArchive);
  $("month-prev").addEventListener("click", () => moveMonth(-1));
  $("month-next").addEventListener("click", () => moveMonth(1));
  $("calendar").addEventListener("keydown", calendarKeys);
  $("next-unsolved").addEventListener("click", () => {
    const date = $("next-unsolved").dataset.day;
    if (date) location.assign(dayAddress(date));
  });
  buildKeyboard();
  window.addEventListener("resize", () => { if (!$("dock").hidden) fitDock(); });
  new ResizeObserver(() => { if (!$("dock").hidden) fitDock(); }).observe($("dock"));  // the text made larger
  $("rung").addEventListener("input", showTyped);
  document.addEventListener("keydown", typeAnywhere);
  for (const dialog of document.querySelectorAll("dialog")) {
    dialog.addEventListener("close", dialogClosed);
    dialog.querySelector(".close").addEventListener("click", () => dialog.close());
  }
  $("theme").addEventListener("change", (event) => setTheme(event.target.value));
  $("export").addEventListener("click", showExport);
  $("import-open").addEventListener("click", showImport);
  $("import-form").addEventListener("submit", (event) => { event.preventDefault(); importRecords(); });
  $("hard").addEventListener("change", () => { LadderStats.setHard($("hard").checked); if (game.start) render(); });
  $("practice-form").addEventListener("submit", (event) => { event.preventDefault(); practice(); });
  showRules();
  loadDaily();
});
