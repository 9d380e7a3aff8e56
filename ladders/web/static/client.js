// Asking the server: the pages' one way to put a question to the JSON API, and the judge a round of the game asks
// (start, move, hint, undo, result). The rules live in Python (ladders.play); this module only asks and hands the
// answers back. A judge that reads a puzzle's pack instead of asking a server offers the same five calls, so the
// game screen never knows which one it has.

const NO_ANSWER = { message: "the server did not answer: try again" };

// The answer to GET `path` with `params`: its status and its JSON (status 0 when the server did not answer).
export async function ask(path, params = {}) {
  try {
    const response = await fetch(path + "?" + new URLSearchParams(params).toString());
    return { status: response.status, body: (await response.json()) || {} };
  } catch {
    return { status: 0, body: NO_ANSWER };
  }
}

// A client for one word list: every question asked in `language` (none: the server's default), the real
// spelling of each word its answers named (a word list may fold accents: French fete is fête), and, where the word
// list writes letters as two (German ß as ss), each such letter with its two (`written`, for the tiles: one letter
// of the word list's spelling a tile) and the game's rule in words (`rule()`).
export function client(language = "") {
  const spellings = new Map();
  const written = {};
  let rule = "";
  return {
    language,
    written,
    async ask(path, params = {}) {
      const reply = await ask(path, language ? { ...params, lang: language } : params);
      const named = reply.body.spellings;
      if (named && typeof named === "object") {
        for (const [word, spelled] of Object.entries(named)) if (typeof spelled === "string") spellings.set(word, spelled);
      }
      const two = reply.body.written;
      if (two && typeof two === "object") {
        for (const [letter, letters] of Object.entries(two)) {
          if (typeof letters === "string" && Array.from(letter).length === 1) written[letter] = letters;
        }
      }
      if (typeof reply.body.spelling_rule === "string") rule = reply.body.spelling_rule;
      return reply;
    },
    spell: (word) => spellings.get(word) || word,
    rule: () => rule,
  };
}

// Whether the page is in its dark palette: Settings chose Dark, or chose nothing and the system is dark.
export function darkPalette() {
  const theme = document.documentElement.dataset.theme;
  return theme ? theme === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
}

// A picture's address (/api/draw?...) in the page's palette: the server draws it dark for the dark palette.
export const inPalette = (address) => address + (darkPalette() ? "&dark=1" : "");

// `redraw()` each time the system's light or dark setting changes.
export function onPaletteChange(redraw) {
  matchMedia("(prefers-color-scheme: dark)").addEventListener("change", redraw);
}

const said = (reply) => ({ ok: reply.status === 200, status: reply.status, ...reply.body });

// The judge that asks the server. Every call takes the round as it stands ({start, end, metric, rungs, undone,
// hints, hard, gaveUp, number, today}) and answers {ok, ...the server's answer} (ok false: `message` says why).
//   start(asked): a puzzle {start, end, par, metric, ...}: asked {date, today} is that day's daily puzzle,
//     {challenge, today} a friend's challenge (the pair its code holds, or its daily puzzle with number and date),
//     {start, end, metric} a pair of the player's, {steps, length, rating, metric, common} one drawn at random;
//   move(round, word): the verdict on `word` as the next rung (its marks and the moves left);
//   hint(round, level): that much of the next rung (level 1 the place, 2 the letter, 3 the word);
//   undo(round): the round with its last rung taken back (asks nothing: the moves left before that rung were
//     said when the rung before it was played);
//   result(round): the end of the round (steps against par, the share text, every shortest ladder).
// The daily puzzle is English for everyone: a daily round's judge has no language.
export function serverJudge({ language = "" } = {}) {
  const server = client(language);
  const about = (round) => ({ start: round.start, end: round.end, rungs: round.rungs.join(","), metric: round.metric,
                              ...(round.hard ? { hard: 1 } : {}) });
  return {
    language,
    spell: server.spell,
    written: server.written,
    rule: server.rule,
    async start(asked) {
      if (asked.date) return said(await ask("/api/daily", { date: asked.date, today: asked.today }));
      if (asked.challenge) {  // a friend's challenge: the server reads its code, and refuses ends it may not show
        const reply = said(await server.ask("/api/play/start", { challenge: asked.challenge, today: asked.today }));
        return reply.ok ? { ...reply, par: reply.steps } : reply;
      }
      if (asked.start && asked.end) {
        const reply = said(await server.ask("/api/play/start", { start: asked.start, end: asked.end,
                                                                 metric: asked.metric || "substitution" }));
        return reply.ok ? { ...reply, par: reply.steps } : reply;
      }
      const drawn = { steps: asked.steps || 4, common: asked.common === false ? "0" : "1",
                      metric: asked.metric || "substitution" };
      if (asked.length) drawn.length = asked.length;
      if (asked.rating) drawn.rating = asked.rating;
      const reply = said(await server.ask("/api/puzzle", drawn));
      if (reply.ok && !reply.found) return { ...reply, ok: false };
      return reply.ok ? { ...reply, par: reply.steps } : reply;
    },
    async move(round, word) {
      return said(await server.ask("/api/play/move", { ...about(round), word, detours: 1 }));
    },
    async hint(round, level) {
      return said(await server.ask("/api/play/hint", { ...about(round), level }));
    },
    async undo(round) {
      if (!round.rungs.length) return { ok: false, message: "nothing to undo: no rung played yet" };
      const rungs = round.rungs.slice(0, -1);
      const left = rungs.length ? round.lefts[rungs.length - 1] : round.par;
      return { ok: true, word: round.rungs[rungs.length], rungs, steps_left: Number.isInteger(left) ? left : null };
    },
    async result(round) {
      const query = { ...about(round), hints: round.hints };
      delete query.hard;
      if (round.undone.length) query.undone = round.undone.map(([place, word]) => place + ":" + word).join(",");
      if (round.number) Object.assign(query, { number: round.number, today: round.today });
      if (round.gaveUp) query.gave_up = 1;
      return said(await server.ask("/api/play/result", query));
    },
  };
}
