// The daily ladder's memory, in this browser only (localStorage; no cookies, nothing sent anywhere):
// each daily puzzle's outcome by its number, the round in progress, and the "hard" setting.
// Practice rounds are never recorded. Stats are worked out from the outcomes, so replaying a day
// cannot count it twice.
"use strict";

const LadderStats = (() => {
  const OUTCOMES = "ladders.daily.outcomes", HARD = "ladders.daily.hard", ROUND = "ladders.daily.round.";

  function read(key, fallback) {
    try {
      const text = localStorage.getItem(key);
      return text === null ? fallback : JSON.parse(text);
    } catch (failure) { return fallback; }  // storage off, or a value this page did not write
  }

  function write(key, value) {
    try { localStorage.setItem(key, JSON.stringify(value)); } catch (failure) { /* storage off: play on */ }
  }

  function outcomes() {
    const stored = read(OUTCOMES, {});
    return stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
  }

  // The first finish of daily puzzle `number` counts; later ones (a replay) change nothing.
  function record(number, outcome) {
    const all = outcomes();
    if (!Number.isInteger(number) || all[number]) return false;
    all[number] = { solved: !!outcome.solved, steps: outcome.steps, par: outcome.par, hints: outcome.hints };
    write(OUTCOMES, all);
    return true;
  }

  function outcome(number) { return outcomes()[number] || null; }

  // Played, solved, at par, and streaks of consecutive daily numbers solved. The current streak ends
  // at the latest day played, and is 0 when that day was lost or when a day before `today` was missed.
  function summary(today) {
    const all = outcomes();
    const numbers = Object.keys(all).map(Number).filter(Number.isInteger).sort((a, b) => a - b);
    const won = (n) => !!(all[n] && all[n].solved);
    let best = 0, run = 0, previous = null;
    for (const n of numbers) {
      run = won(n) ? (previous !== null && n === previous + 1 && won(previous) ? run + 1 : 1) : 0;
      best = Math.max(best, run);
      previous = n;
    }
    let current = 0;
    const last = numbers.length ? numbers[numbers.length - 1] : null;
    if (last !== null && !(Number.isInteger(today) && last < today - 1)) {
      for (let n = last; won(n); n -= 1) current += 1;
    }
    return {
      played: numbers.length,
      solved: numbers.filter(won).length,
      atPar: numbers.filter((n) => won(n) && all[n].steps <= all[n].par).length,
      current,
      best,
    };
  }

  return {
    record,
    outcome,
    summary,
    hard: () => read(HARD, false) === true,
    setHard: (on) => write(HARD, !!on),
    round: (number) => read(ROUND + number, null),
    saveRound: (number, state) => write(ROUND + number, state),
  };
})();
