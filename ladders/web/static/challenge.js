// Challenge codes: a finished round sent to a friend as a short code (and a link), and read back. A port of
// ladders.play.challenge, nothing more, checked against the same test vectors (tests/play/challenge_vectors.json)
// in a real browser: "L1", four check characters, then every field as one whole number (mixed radix) in base 62,
// shifted by a stream drawn from the check so that the ends cannot be read in it. An encoding, not encryption.
// A code holds the language, the moves, the two ends as the word list spells them, the sender's steps and hints,
// solved or given up, a daily puzzle's number, and a first name if one was given; never a rung. Nothing here
// touches the page: the game screen shows what these return, with textContent.

import { checksum } from "./stats.js";

export const PREFIX = "L1";
export const LANGUAGE_CODES = ["en", "fr", "de", "es", "it", "pt", "nl"];
export const METRIC_NAMES = ["substitution", "levenshtein", "damerau"];
export const LOWER = "abcdefghijklmnopqrstuvwxyzßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ";
export const LETTERS = LOWER + "ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ";
export const MAX_NAME = 12, MAX_WORD = 40, MAX_CODE_LENGTH = 128;
const MAX_DAYS = 20000, MAX_STEPS = 200, MAX_HINTS = 200, DAILY_METRIC = "substitution";
const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const CHECK_LENGTH = 4, CHECKS = 62 ** CHECK_LENGTH;
const RECORDS_PREFIX = "ladders-records-";
// Python's str.split() whitespace: a code pasted across lines, or with spaces, is the same code.
// eslint-disable-next-line no-control-regex -- on purpose: Python's split() takes \x1c to \x1f for spaces
const SPACES = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g;
const SHOWN_CHARACTER = /^[\p{L}\p{N}\p{P}\p{S}]$/u;

const chars = (text) => Array.from(text);
const plural = (n, word) => n + " " + word + (n === 1 ? "" : "s");
const isWhole = (value) => typeof value === "number" && Number.isInteger(value);
const damaged = (why) => new Error("the code is damaged (" + why + "): copy it again, whole");
const unreadable = (why) => "the code holds no challenge this version can read (" + why + ")";

// A sender's name as a code carries it (composed, single spaces, none at the ends), null when empty; an Error for
// anything but letters and spaces, or more than MAX_NAME of them.
export function checkName(text) {
  const name = text.normalize("NFC").split(" ").filter(Boolean).join(" ");
  for (const char of name) {
    if (char !== " " && !LETTERS.includes(char)) {
      const code = "U+" + char.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
      throw new Error("a name has letters and spaces only, not " + (SHOWN_CHARACTER.test(char) ? char + " (" + code
        + ")" : code));
    }
  }
  if (chars(name).length > MAX_NAME) {
    throw new Error("a name has at most " + MAX_NAME + " letters and spaces, not " + chars(name).length);
  }
  return name || null;
}

// What is wrong with a challenge's fields for a code, or null (play/challenge.py's _problem, check for check).
function problem(c) {
  if (!LANGUAGE_CODES.includes(c.language)) {
    return "a challenge's language is one of " + LANGUAGE_CODES.join(", ") + ", not " + String(c.language).slice(0, 20);
  }
  if (!METRIC_NAMES.includes(c.metric)) {
    return "a challenge's moves are one of " + METRIC_NAMES.join(", ") + ", not " + String(c.metric).slice(0, 20);
  }
  for (const [field, value, high] of [["steps", c.steps, MAX_STEPS], ["hints", c.hints, MAX_HINTS],
                                      ["day", c.day === null ? 1 : c.day, MAX_DAYS]]) {
    if (!isWhole(value) || (field === "day" && value < 1) || value < 0 || value > high) {
      return "a challenge's " + field + " is a whole number from " + (field === "day" ? 1 : 0) + " to " + high
        + ", not " + value;
    }
  }
  if (typeof c.solved !== "boolean") return "a challenge is solved or not: true or false";
  for (const [field, word] of [["start", c.start], ["end", c.end]]) {
    if (typeof word !== "string" || chars(word).length < 1 || chars(word).length > MAX_WORD
        || chars(word).some((char) => !LETTERS.includes(char))) {
      return "a challenge's " + field + " is a word of 1 to " + MAX_WORD + " letters";
    }
  }
  if (c.start === c.end) return "a challenge's two words are the same";
  if (c.solved && c.steps === 0) return "a challenge solved takes a step at least";
  if (c.day !== null && (c.language !== "en" || c.metric !== DAILY_METRIC)) {
    return "a daily puzzle is English, with " + DAILY_METRIC + " moves";
  }
  if (c.name !== null) {
    if (typeof c.name !== "string") return "a challenge's name is text";
    try {
      if (checkName(c.name) !== c.name) return "a challenge's name has single spaces between its letters";
    } catch (refused) { return refused.message; }
  }
  return null;
}

// A challenge with every field ({language, metric, start, end, steps, hints = 0, solved = true, day = null,
// name = null}), checked: an Error saying which field a code cannot hold.
export function challenge(fields) {
  const found = { language: fields.language, metric: fields.metric, start: fields.start, end: fields.end,
                  steps: fields.steps, hints: fields.hints ?? 0, solved: fields.solved ?? true, day: fields.day ?? null,
                  name: fields.name ?? null };
  const wrong = problem(found);
  if (wrong !== null) throw new Error(wrong);
  return found;
}

function digits(c) {  // every field as [digit, radix], in the order a reader takes them (the first is the lowest)
  const found = [[LANGUAGE_CODES.indexOf(c.language), LANGUAGE_CODES.length + 1],
                 [METRIC_NAMES.indexOf(c.metric), METRIC_NAMES.length], [c.day || 0, MAX_DAYS + 1],
                 [c.solved ? 1 : 0, 2], [c.steps, MAX_STEPS + 1], [c.hints, MAX_HINTS + 1]];
  for (const word of [c.start, c.end]) {
    const table = chars(word).every((char) => LOWER.includes(char)) ? LOWER : LETTERS;
    found.push([chars(word).length - 1, MAX_WORD], [table === LETTERS ? 1 : 0, 2]);
    for (const char of word) found.push([chars(table).indexOf(char), chars(table).length]);
  }
  const name = c.name || "", named = chars(LETTERS + " ");
  found.push([chars(name).length, MAX_NAME + 1]);
  for (const char of name) found.push([named.indexOf(char), named.length]);
  return found;
}

function base62(number) {
  let text = "";
  do {
    text = DIGITS[Number(number % 62n)] + text;
    number /= 62n;
  } while (number > 0n);
  return text;
}

function numberOf(text) {
  let number = 0n;
  for (const char of text) number = number * 62n + BigInt(DIGITS.indexOf(char));
  return number;
}

function payloadOf(c) {
  let number = 0n;
  for (const [digit, radix] of digits(c).reverse()) number = number * BigInt(radix) + BigInt(digit);
  return base62(number);
}

// `text` with each character moved `way` times along the digits by the next of a stream seeded by `check`.
function shifted(text, check, way) {
  let state = check, out = "";
  for (const char of text) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += DIGITS[(((DIGITS.indexOf(char) + way * ((state >>> 16) % 62)) % 62) + 62) % 62];
  }
  return out;
}

const checkOf = (payload) => parseInt(checksum(payload), 16) % CHECKS;

// The code of a challenge (challenge()'s fields).
export function makeCode(fields) {
  const payload = payloadOf(challenge(fields));
  const check = checkOf(payload);
  return PREFIX + base62(BigInt(check)).padStart(CHECK_LENGTH, "0") + shifted(payload, check, 1);
}

function fieldsOf(payload) {  // the challenge a checked payload holds, or an Error
  let number = numberOf(payload);
  const take = (radix) => {
    const big = BigInt(radix), digit = number % big;
    number /= big;
    return Number(digit);
  };
  const word = () => {
    const length = take(MAX_WORD) + 1;
    const table = chars(take(2) ? LETTERS : LOWER);
    return Array.from({ length }, () => table[take(table.length)]).join("");
  };
  const language = take(LANGUAGE_CODES.length + 1), metric = take(METRIC_NAMES.length), day = take(MAX_DAYS + 1);
  const solved = take(2), steps = take(MAX_STEPS + 1), hints = take(MAX_HINTS + 1);
  const start = word(), end = word();
  const named = chars(LETTERS + " ");
  const name = Array.from({ length: take(MAX_NAME + 1) }, () => named[take(named.length)]).join("");
  if (language === LANGUAGE_CODES.length) throw new Error(unreadable("a language this version does not know"));
  if (number !== 0n || payload.startsWith("0")) throw new Error(unreadable("more than a challenge"));
  let found;
  try {
    found = challenge({ language: LANGUAGE_CODES[language], metric: METRIC_NAMES[metric], start, end, steps, hints,
                        solved: solved === 1, day: day || null, name: name || null });
  } catch (refused) { throw new Error(unreadable(refused.message)); }
  if (payloadOf(found) !== payload) throw new Error(unreadable("it is not written as a code is"));
  return found;
}

// The challenge a code holds (spaces and line breaks in it ignored), or an Error saying what is wrong:
// ladders.play.challenge.read_code, check for check.
export function readCode(code) {
  if (typeof code !== "string") throw new Error("a challenge code is text");
  const text = code.replace(SPACES, "");
  const length = chars(text).length;
  if (length > MAX_CODE_LENGTH) {
    throw new Error("the code is " + length + " characters long; a challenge code has at most " + MAX_CODE_LENGTH);
  }
  if (!text) throw new Error("the code is empty: paste the whole code");
  if (text.startsWith(RECORDS_PREFIX)) {
    throw new Error("this is a records code: import it under Statistics (or ladders play --import), not as a "
      + "challenge");
  }
  if (!text.startsWith(PREFIX)) {
    if (/^L[0-9]/.test(text)) {
      throw new Error("this challenge code is of a newer kind (" + text.slice(0, 2) + "): this version of ladders "
        + "reads " + PREFIX + " codes");
    }
    throw new Error("this is not a ladders challenge code (one starts " + PREFIX + ")");
  }
  const body = text.slice(PREFIX.length);
  if (chars(body).some((char) => !DIGITS.includes(char))) throw damaged("it holds characters a code never has");
  if (body.length <= CHECK_LENGTH) throw damaged("it is cut short");
  const check = Number(numberOf(body.slice(0, CHECK_LENGTH)));
  const payload = shifted(body.slice(CHECK_LENGTH), check, -1);
  if (checkOf(payload) !== check) throw damaged("its check does not match");
  return fieldsOf(payload);
}

function outcome(who, steps, hints, solved) {
  return who + " " + (solved ? "" : "gave up after ") + plural(steps, "step") + (hints ? ", " + plural(hints, "hint")
    : "");
}

// The receiver's round beside the sender's: "you 6 steps (par 5) · your friend 5 steps".
export function comparison(c, { steps, hints, solved, par }) {
  return outcome("you", steps, hints, solved) + " (par " + par + ") · "
    + outcome(c.name || "your friend", c.steps, c.hints, c.solved);
}

// What the receiver reads before the first rung: "Sam solved it in 5 steps, 2 hints: your turn."
export function invitation(c) {
  return (c.name || "Your friend") + " " + (c.solved ? "solved it in " : "gave up after ") + plural(c.steps, "step")
    + (c.hints ? ", " + plural(c.hints, "hint") : "") + ": your turn.";
}
