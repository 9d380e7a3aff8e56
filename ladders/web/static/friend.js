// Challenges on the game screen: the result's "Challenge a friend" box (a first name if the player gives one, then a
// link and a code for this puzzle with the player's result, never a rung), and what a received challenge shows (its
// title and invitation before the first rung, both results side by side at the end). The code is challenge.js's
// (the format, shared with Python by test vectors); nothing is sent to or kept on a server. Every text goes in with
// textContent: a name, a code and a message stay text.

import { checkName, comparison, invitation, makeCode } from "./challenge.js";

const $ = (id) => document.getElementById(id);

// The address a challenge opens on any ladders site: the daily page for a daily puzzle (played there as that day's
// archive round), the practice page for any other pair; `lang` the language links keep.
export function challengeAddress(code, daily, language) {
  const query = new URLSearchParams({ challenge: code, lang: language });
  return location.origin + (daily ? "/daily" : "/play") + "?" + query.toString();
}

let sending = null;  // the finished round's challenge, name aside, while its box is shown

// The challenge box under a finished round: `round` as round.js has it (its spellings and, for a challenge played
// here, the challenge it came from), `body` the judge's result, `language` the round's language code and `links`
// the language the page's links keep. A pair whose ends a puzzle may not show is never offered (the server says).
export function showSending(round, body, { language, links }) {
  const daily = round.challenge ? round.challenge.day : round.number;
  $("challenge-said").textContent = "";
  $("challenge-copied").textContent = "";
  if (!body.challengeable) {
    sending = null;
    $("challenge-box").hidden = true;
    $("no-challenge").textContent = "This pair cannot be sent as a challenge: one of its words is not one our "
      + "puzzles use.";
    $("no-challenge").hidden = false;
    return;
  }
  sending = { fields: { language: daily ? "en" : language, metric: round.metric, start: round.spell(round.start),
                        end: round.spell(round.end), steps: Math.min(body.steps, 200),
                        hints: Math.min(body.hints, 200), solved: !!body.solved, day: daily || null },
              daily: !!daily, links };
  $("no-challenge").hidden = true;
  $("challenge-box").hidden = false;
  fill();
}

function fill() {  // the link and the code, with the name typed (one it cannot carry is left out, saying why)
  if (!sending) return;
  let name = null;
  try {
    name = checkName($("challenge-name").value);
    $("challenge-said").textContent = name ? "The link and the code carry your name, " + name + "." : "";
  } catch (refused) {
    $("challenge-said").textContent = "Your name is left out: " + refused.message + ".";
  }
  let code;
  try {
    code = makeCode({ ...sending.fields, name });
  } catch (refused) {  // never on a round this screen finished: said rather than hidden
    $("challenge-said").textContent = "No challenge can be made of this round: " + refused.message + ".";
    $("challenge-link").value = $("challenge-code").value = "";
    return;
  }
  $("challenge-code").value = code;
  // A pair's link keeps its own language; a daily puzzle (English) keeps the language the page's links keep.
  $("challenge-link").value = challengeAddress(code, sending.daily, sending.daily ? sending.links || "en"
    : sending.fields.language);
  $("challenge-copied").textContent = "";
}

export function hideSending() {
  sending = null;
  $("challenge-box").hidden = true;
  $("no-challenge").hidden = true;
}

// What a received challenge says before the first rung: its invitation, and for a daily puzzle that it is not counted
// (no other pair ever is).
export const receivedNote = (challenge) => invitation(challenge) + (challenge.day ? " A challenge: not counted in "
  + "your statistics." : "");

// The title of a received challenge's round (a daily puzzle keeps its own: "Daily ladder #N").
export const receivedTitle = (challenge) => (challenge.name ? "A challenge from " + challenge.name
  : "A challenge from a friend");

// Both results at the end of a received challenge: "You 6 steps (par 5) · your friend 5 steps."
export function showComparison(challenge, body) {
  const box = $("comparison");
  if (!challenge) {
    box.textContent = "";
    box.hidden = true;
    $("result-title").removeAttribute("aria-describedby");
    return;
  }
  const said = comparison(challenge, { steps: body.steps, hints: body.hints, solved: !!body.solved, par: body.par });
  box.textContent = said.charAt(0).toUpperCase() + said.slice(1) + ".";
  box.hidden = false;
  $("result-title").setAttribute("aria-describedby", "comparison");  // read with the result, as the focus lands
}

export function setUpSending(copyText) {
  $("challenge-name").addEventListener("input", fill);
  $("challenge-form").addEventListener("submit", (event) => { event.preventDefault(); fill(); });
  $("copy-link").addEventListener("click", () => copyText($("challenge-link"), $("challenge-copied")));
  $("copy-challenge").addEventListener("click", () => copyText($("challenge-code"), $("challenge-copied")));
}
