// The end of a round on the game screen: the result in words, the share text (in squares and in words, the one
// Settings chose copied first), the words used with their
// definitions, every shortest ladder (how many, the pair's rating, the picture in the page's palette, the first 20 as
// text), the countdown to the next daily ladder, and a short celebration of a solve. The round (round.js) and the
// judge's answer come in; the time comes from the game screen's one clock.

import { inPalette } from "./client.js";
import { element, plural } from "./tiles.js";

const $ = (id) => document.getElementById(id);

let shownPicture = "";  // the picture's address in the light palette ("" none)
const SHARE = "ladders.share";  // "words": Settings chose the share text in words; none stored: in squares
let shareChosen = null;  // the form chosen in this page when this browser would not keep it
let countdownTimer = null;  // the countdown's next update, while the result of a daily round is shown

function ratingText(rating) {  // how hard the pair is, in a setter's figures (never the weekday's level)
  if (!rating || typeof rating.rating !== "string") return "";
  const traps = rating.traps ? plural(rating.traps, "first move") + " put more letters in place but lead nowhere"
    : "no first move misleads";
  return "This pair is rated " + rating.rating + ": " + rating.good_moves + " of " + plural(rating.moves, "first move")
    + (rating.good_moves === 1 ? " lies" : " lie") + " on a shortest ladder; " + traps + "; par is "
    + (rating.detour ? plural(rating.detour, "step") + " more than" : "no more than") + " the letters that differ.";
}

// The round's end in words: "Solved in 5 steps, 1 of them undone (par 4) with 1 hint."
export function resultText(finish, undone = 0) {
  const hints = finish.hints ? " with " + plural(finish.hints, "hint") : "";
  const taken = undone ? ", " + undone + " of them undone" : "";
  return (finish.solved ? "Solved in " : "Given up after ") + plural(finish.steps, "step") + taken
    + " (par " + finish.par + ")" + hints + ".";
}

// The solved row's tiles hop in a wave (none under reduced motion); resolves when they have landed.
export function celebrate() {
  const row = document.querySelector("#rungs li.played:last-child");
  if (!row) return Promise.resolve();
  row.classList.add("celebrate");
  const hops = row.getAnimations({ subtree: true });
  return Promise.all(hops.map((hop) => hop.finished.catch(() => null)));
}

// The judge's result of `round` on the screen (its share text and words unless `recorded`: a day finished in another
// browser, whose rungs stayed there); `note`, when not "", said under the heading.
export function showResult(round, body, { summary, note = "", recorded = false }) {
  $("summary").textContent = summary;
  $("kept-note").textContent = note;
  $("kept-note").hidden = !note;
  $("share-box").hidden = $("words-box").hidden = recorded;
  if (!recorded) {
    $("share-text").textContent = body.share;
    $("share-plain").textContent = body.share_plain || "";
    $("copied").textContent = "";
    labelCopies();
    showWords(round, body.words || []);
  }
  if (body) showShortest(round, body);
  $("result").hidden = false;
}

function showShortest(round, body) {  // how many shortest ladders, the rating, the picture, the first 20 as text
  const spell = (word) => round.spell(word);
  const count = body.shortest_count;
  $("shortest-count").textContent = (count ? plural(count, "shortest ladder") + " from " + spell(round.start) + " to "
    + spell(round.end) + ". " : "") + ratingText(body.rating);
  const ladders = Array.isArray(body.shortest_ladders) ? body.shortest_ladders
    : (body.shortest && body.shortest.length ? [body.shortest] : []);
  $("shortest-summary").textContent = count > 1 ? "Every shortest ladder, as text" : "The shortest ladder, as text";
  $("shortest-list").replaceChildren(...ladders.map((words) => {
    const item = element("li");
    const list = item.appendChild(element("ol", undefined, "ladder"));
    const shown = words.map(spell);
    list.setAttribute("aria-label", shown.join(" to "));
    list.append(...shown.map((word) => element("li", word)));
    return item;
  }));
  $("shortest-more").textContent = count > ladders.length ? "And " + plural(count - ladders.length, "more")
    + ": the picture shows them all." : "";
  $("shortest-box").hidden = !ladders.length;
  if (typeof body.picture === "string" && body.picture.startsWith("/api/draw?")) {
    const language = round.judge.language;
    shownPicture = body.picture + (language ? "&" + new URLSearchParams({ lang: language }).toString() : "");
    $("picture").src = inPalette(shownPicture);
    $("picture").alt = "Every shortest ladder from " + spell(round.start) + " to " + spell(round.end);
  }
}

export function redrawPicture() {  // the picture in the palette the page is in now
  if (shownPicture) $("picture").src = inPalette(shownPicture);
}

function showWords(round, entries) {  // each word used, as the word list spells it, and its first definition
  const english = !round.judge.language || round.judge.language === "en";
  $("definitions").replaceChildren(...entries.flatMap((entry) => {
    const first = (entry.definitions || [])[0];
    return [element("dt", entry.spelled || round.spell(entry.word)),
            element("dd", first ? first.pos + ": " + first.gloss
              : english ? "no definition in WordNet" : "no definition (English only)")];
  }));
}

export function untilText(ms) {  // "7 h 12 min", rounded up to the minute
  const minutes = Math.ceil(ms / 60000);
  const hours = Math.floor(minutes / 60);
  return (hours ? hours + " h " : "") + (minutes % 60) + " min";
}

export const countingDown = () => countdownTimer !== null;

// "Next ladder in ...", to the player's next local midnight, each minute; `clock()` is the page's one clock.
export function showCountdown(clock) {
  const now = clock();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  const tick = () => {
    const left = midnight - clock().getTime();
    $("countdown").hidden = false;
    if (left <= 0) {
      $("countdown").textContent = "The next ladder is out: open Today's ladder below.";
      countdownTimer = null;
      return;
    }
    $("countdown").textContent = "Next ladder in " + untilText(left) + ".";
    countdownTimer = window.setTimeout(tick, (left % 60000 || 60000) + 50);
  };
  window.clearTimeout(countdownTimer);
  tick();
}

export function stopCountdown() {  // the result hidden, or no day to wait for: no timer left running
  window.clearTimeout(countdownTimer);
  countdownTimer = null;
  $("countdown").textContent = "";
  $("countdown").hidden = true;
}

export function hideResult() {
  stopCountdown();
  shownPicture = "";
  $("result").hidden = true;
}

// The share text's form Settings chose: "squares" (the default) or "words" (one line a screen reader reads well).
export function shareForm() {
  if (shareChosen) return shareChosen;
  try { return localStorage.getItem(SHARE) === "words" ? "words" : "squares"; } catch { return "squares"; }
}

// Choose the share text's form; false when this browser would not keep the choice (it holds for this page).
export function setShareForm(form) {
  shareChosen = null;
  let kept = true;
  try {
    if (form === "words") localStorage.setItem(SHARE, "words"); else localStorage.removeItem(SHARE);
  } catch { kept = false; shareChosen = form; }
  labelCopies();
  return kept;
}

// The share text to copy: the form Settings chose, or (`other`) the one beside it.
export const shareSource = (other = false) => ((shareForm() === "words") !== other ? $("share-plain")
  : $("share-text"));

function labelCopies() {
  $("copy-other").textContent = shareForm() === "words" ? "Copy the squares" : "Copy it in words";
}
