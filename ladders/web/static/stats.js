// The daily ladder's records, in this browser only (localStorage; no cookies, nothing sent anywhere), and their
// rules: a port of ladders.play.records, nothing more, checked against the same test vectors
// (tests/play/record_vectors.json) in a real browser. The first finish of a day counts; a day counts only on its
// own day (an archive day is kept but never counted); the streak is the run of days solved on their own day,
// ending today or yesterday; at par means par steps and no hint. An export code carries the records to another
// browser or to the terminal game, and is checked strictly on import (a bad code changes nothing).
// Practice rounds are never recorded. Nothing here reads the clock: the page passes today's puzzle number.
// Every write says whether this browser kept it: a write it refuses (storage full or blocked) throws NotKept, so
// the page never claims to have kept what it has not.

const OUTCOMES = "ladders.daily.outcomes", HARD = "ladders.daily.hard", ROUND = "ladders.daily.round.";
const OVER_PAR_BUCKETS = ["par", "+1", "+2", "+3", "+4 or more"];
const CODE_PREFIX = "ladders-records-1:";
const MAX_DAYS = 20000, MAX_STEPS = 200, MAX_HINTS = 200, MAX_PAR = 20;
const MAX_CODE_LENGTH = 40 + 24 * MAX_DAYS;
const FIELDS = ["number", "solved", "steps", "par", "hints", "on_day"];
const RANGES = [["number", 1, MAX_DAYS], ["steps", 0, MAX_STEPS], ["par", 1, MAX_PAR], ["hints", 0, MAX_HINTS]];
const DAY_PREFIX = "a day's ";
// Python's str.split() whitespace: a code pasted across lines, or with spaces, is the same code.
// eslint-disable-next-line no-control-regex -- on purpose: Python's split() takes \x1c to \x1f for spaces
const SPACES = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g;
const CODE = /^([0-9a-f]{8}):([A-Za-z0-9_-]*)$/;
// A JSON string, or a number or a non-finite name: integers stay, every other number becomes text (Python
// reads them as floats, which no day holds), so JSON.parse accepts exactly the lists Python's json reads.
const TOKENS = /"(?:[^"\\]|\\.)*"|-?Infinity|NaN|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/g;
const INTEGER = /^-?(?:0|[1-9][0-9]*)$/;
// A JSON string (to be skipped: a bracket in text is no nesting) or a bracket, as ladders.bounded.nesting reads
// them ([^\n] for Python's "."), so a code nested too deep is refused before JSON.parse recurses into it.
const STRING_OR_BRACKET = /"(?:[^"\\]|\\[^\n])*"?|[[\]{}]/g;
const BIG = "\u0001";  // marks an integer too long for a JavaScript number: kept as its digits, never in range

const grouped = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const isWhole = (value) => typeof value === "number" && Number.isInteger(value);

function pythonRepr(text) {  // how Python's repr() quotes text, for messages that match records.py's
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  return quote + text.replace(/\\/g, "\\\\").split(quote).join("\\" + quote) + quote;
}

function pythonStr(value) {  // str() of a JSON value, as Python writes it
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "string") return value.startsWith(BIG) ? value.slice(BIG.length) : value;
  return Array.isArray(value) || typeof value === "object" ? JSON.stringify(value) : String(value);
}

function typeName(value) {
  if (value === null || value === undefined) return "NoneType";
  if (Array.isArray(value)) return "list";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  return { string: "str", boolean: "bool" }[typeof value] || "dict";
}

// What is wrong with `data` as a day's outcome (its fields, types and ranges), or null when it is sound.
function outcomeProblem(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return "a day's record is an object, not " + typeName(data);
  }
  const names = Object.keys(data);
  const unknown = names.filter((name) => !FIELDS.includes(name)).sort();
  const missing = FIELDS.filter((name) => !names.includes(name)).sort();
  if (unknown.length) return "a day's record has unknown field " + pythonRepr(unknown[0]);
  if (missing.length) return "a day's record has no " + pythonRepr(missing[0]);
  for (const [name, low, high] of RANGES) {
    const value = data[name];
    if (!isWhole(value) || value < low || value > high) {
      return "a day's " + name + " must be a whole number from " + low + " to " + high + ", not "
        + pythonRepr(pythonStr(value).slice(0, 20));
    }
  }
  for (const name of ["solved", "on_day"]) {
    if (typeof data[name] !== "boolean") {
      return "a day's " + name + " must be true or false, not " + pythonRepr(pythonStr(data[name]).slice(0, 20));
    }
  }
  return null;
}

function outcome(data) {  // a sound outcome, copied field by field; an Error saying what is wrong otherwise
  const problem = outcomeProblem(data);
  if (problem !== null) throw new Error(problem);
  return Object.fromEntries(FIELDS.map((name) => [name, data[name]]));
}

const fromRow = ([number, solved, steps, par, hints, onDay]) =>
  outcome({ number, solved: !!solved, steps, par, hints, on_day: !!onDay });

// `records` with `found` added, unless its day already has one: the first finish counts.
function record(records, found) {
  return records[found.number] ? { ...records } : { ...records, [found.number]: outcome(found) };
}

// `records` with every day of `others` they do not have (the days they have keep their first finish).
function merge(records, others) {
  const merged = { ...records };
  for (const found of others) if (!merged[found.number]) merged[found.number] = found;
  return merged;
}

const overPar = (o) => (o.solved ? OVER_PAR_BUCKETS[Math.min(Math.max(o.steps - o.par, 0), 4)] : null);

function bestRun(won) {  // the longest run of consecutive days in `won`
  let best = 0, run = 0;
  for (const n of [...won].sort((a, b) => a - b)) {
    run = won.has(n - 1) ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

// The statistics of the days played on their own day, on the day whose puzzle number is `today` (the player's
// local date): records.summary's answer, field for field.
function summary(records, today) {
  const counted = Object.values(records).filter((o) => o.on_day);
  const won = new Set(counted.filter((o) => o.solved).map((o) => o.number));
  const best = bestRun(won);
  let current = 0;
  if (isWhole(today)) {  // today's puzzle may still be played: yesterday's run stands
    let last = counted.some((o) => o.number === today) ? today : today - 1;
    while (won.has(last)) { current += 1; last -= 1; }
  }
  const distribution = Object.fromEntries(OVER_PAR_BUCKETS.map((bucket) => [bucket, 0]));
  for (const o of counted) if (overPar(o) !== null) distribution[overPar(o)] += 1;
  return {
    played: counted.length, solved: won.size,
    at_par: counted.filter((o) => o.solved && o.steps <= o.par && o.hints === 0).length,
    hinted: counted.filter((o) => o.solved && o.hints > 0).length,
    current_streak: current, best_streak: best, distribution,
    gave_up: counted.length - won.size, archive: Object.keys(records).length - counted.length,
  };
}

// 32-bit FNV-1a of the ASCII text, as 8 hex digits: records.checksum.
function checksum(text) {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value.toString(16).padStart(8, "0");
}

// The records as one line a player copies: the prefix, a checksum, then the days (base64url, no padding).
function exportCode(records) {
  const days = Object.values(records).sort((a, b) => a.number - b.number)
    .map((o) => [o.number, o.solved ? 1 : 0, o.steps, o.par, o.hints, o.on_day ? 1 : 0]);
  const body = btoa(JSON.stringify(days)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return CODE_PREFIX + checksum(body) + ":" + body;
}

function nesting(text) {  // how deeply the text's arrays and objects nest, read as JSON, in one pass
  let depth = 0, deepest = 0;
  for (const [mark] of text.matchAll(STRING_OR_BRACKET)) {
    if (mark === "[" || mark === "{") deepest = Math.max(deepest, ++depth);
    else if (mark === "]" || mark === "}") depth -= 1;
  }
  return deepest;
}

function damaged(why) { return new Error("the code is damaged (" + why + "): copy it again, whole"); }

function readDays(body) {  // the JSON list a code's body holds, read as Python's json reads it
  let text;
  try { text = atob(body.replace(/-/g, "+").replace(/_/g, "/")); } catch { text = null; }
  // eslint-disable-next-line no-control-regex -- any character past ASCII: Python's decode("ascii") refuses it
  if (text === null || /[^\x00-\x7f]/.test(text)) throw damaged("its days cannot be read");
  if (nesting(text) > 2) throw damaged("its days are not a list of days");  // a list of lists, never deeper
  const plain = text.replace(TOKENS, (token) => {
    if (token.startsWith('"')) return '"text"';  // no day holds text: what it says never matters
    if (!INTEGER.test(token)) return '"not a whole number"';
    return token.replace("-", "").length > 15 ? JSON.stringify(BIG + token) : token;
  });
  try { return JSON.parse(plain); } catch { throw damaged("its days cannot be read"); }
}

function checkedDay(day, place) {
  const whole = (value) => isWhole(value) || (typeof value === "string" && value.startsWith(BIG));
  if (!Array.isArray(day) || day.length !== 6 || !day.every(whole)) {
    throw new Error("day " + place + " of the code is not six whole numbers");
  }
  const [number, solved, steps, par, hints, onDay] = day;
  if (![0, 1].includes(solved) || ![0, 1].includes(onDay)) {
    throw new Error("day " + place + " of the code says neither 0 nor 1 where it must");
  }
  const data = { number, solved: solved === 1, steps, par, hints, on_day: onDay === 1 };
  const problem = outcomeProblem(data);
  if (problem !== null) throw new Error("day " + place + " of the code: " + problem.slice(DAY_PREFIX.length));
  return outcome(data);
}

// The records an export code carries, imported on the day whose puzzle number is `today` (the importer's local
// date), or an Error saying what is wrong: records.import_code, check for check.
function importCode(code, today) {
  if (!isWhole(today)) throw new Error("a code is imported on a day: today's puzzle number is needed");
  if (typeof code !== "string") throw new Error("a code is text, not " + typeName(code));
  const text = code.replace(SPACES, "");
  const length = text.length > MAX_CODE_LENGTH ? Array.from(text).length : text.length;
  if (length > MAX_CODE_LENGTH) {
    throw new Error("the code is " + grouped(length) + " characters long; a code has at most "
      + grouped(MAX_CODE_LENGTH));
  }
  if (!text.startsWith(CODE_PREFIX)) {
    throw new Error("this is not a ladders records code (one starts " + pythonRepr(CODE_PREFIX) + ")");
  }
  const found = CODE.exec(text.slice(CODE_PREFIX.length));
  if (found === null) throw damaged("it holds characters a code never has");
  if (checksum(found[2]) !== found[1]) throw damaged("its checksum does not match");
  const days = readDays(found[2]);
  if (!Array.isArray(days) || days.length > MAX_DAYS) {
    throw new Error("the code must hold a list of at most " + grouped(MAX_DAYS) + " days");
  }
  if (days.length > today + 1) {
    throw new Error("the code holds " + grouped(days.length) + " days, more than the " + grouped(today + 1)
      + " puzzles there have been");
  }
  const records = {};
  days.forEach((day, index) => {
    const kept = checkedDay(day, index + 1);
    if (kept.number > today + 1) {
      throw new Error("the code holds day #" + kept.number + ", which has not begun yet (today is #" + today
        + "): nothing was added");
    }
    if (records[kept.number]) throw new Error("the code holds day #" + kept.number + " twice");
    records[kept.number] = kept;
  });
  return records;
}

// ---- this browser's storage ----

/** What a write this browser refused says (storage full, or blocked by the browser's settings). */
export const NOT_KEPT = "this browser would not keep it: storage is full or blocked";

/** A write this browser refused: nothing was kept. */
export class NotKept extends Error {
  constructor() { super(NOT_KEPT); this.name = "NotKept"; }
}

function read(key, fallback) {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : JSON.parse(text);
  } catch { return fallback; }  // storage off, or a value this page did not write
}

function write(key, value) {  // kept, or NotKept: a full or blocked storage is never taken for a kept one
  try { localStorage.setItem(key, JSON.stringify(value)); } catch { throw new NotKept(); }
}

// Every day kept in this browser. Outcomes stored before the archive rule lack `on_day` (and the oldest,
// `number`): they were played on their own day, so they count as such, and nothing a player won is lost.
export function stored() {
  const kept = read(OUTCOMES, {});
  const records = {};
  if (!kept || typeof kept !== "object" || Array.isArray(kept)) return records;
  for (const [key, value] of Object.entries(kept)) {
    if (!value || typeof value !== "object" || !/^[1-9][0-9]*$/.test(key)) continue;
    const data = { number: Number(key), solved: value.solved, steps: value.steps, par: value.par,
                   hints: value.hints === undefined ? 0 : value.hints,
                   on_day: value.on_day === undefined ? true : value.on_day };
    if (outcomeProblem(data) === null) records[data.number] = outcome(data);
  }
  return records;
}

// Keep finished days (the first finish of each only): how many were new. NotKept when this browser refused them.
export function keep(...found) {
  const records = stored();
  const merged = merge(records, found.filter((o) => outcomeProblem(o) === null).map(outcome));
  const added = Object.keys(merged).length - Object.keys(records).length;
  if (added) write(OUTCOMES, merged);
  return added;
}

// Read `code` and keep every day it has that this browser has not: how many were added and kept as they were.
// An Error saying why for a bad code; NotKept when this browser refused the days (then nothing was added).
export function importInto(code, today) {
  const found = importCode(code, today);
  const records = stored();
  const merged = merge(records, Object.values(found));
  const added = Object.keys(merged).length - Object.keys(records).length;
  if (added) write(OUTCOMES, merged);
  return { added, already: Object.keys(found).length - added, days: Object.keys(found).map(Number) };
}

export const summaryToday = (today, extra = {}) => summary({ ...extra, ...stored() }, today);
export const exportStored = (extra = {}) => exportCode({ ...extra, ...stored() });
export const hard = () => read(HARD, false) === true;
export const setHard = (on) => write(HARD, !!on);  // NotKept: shown, not remembered
export const round = (number) => read(ROUND + number, null);
export const saveRound = (number, state) => write(ROUND + number, state);

export {
  OVER_PAR_BUCKETS, CODE_PREFIX, MAX_DAYS, MAX_CODE_LENGTH, MAX_STEPS, MAX_HINTS, MAX_PAR,
  outcomeProblem, outcome, fromRow, record, merge, summary, checksum, exportCode, importCode,
};
