// A round of the game, played through a judge (client.js's serverJudge, or any object with the same five calls:
// start, move, hint, undo, result): the puzzle, the rungs accepted so far with their letter marks and the moves left
// after each, the rungs taken back (each one still a step), the hints asked and the places they named. No screen
// here and no storage: the game screen shows what a round says, and keeps its snapshot.

export class Round {
  // `puzzle`: {start, end, par, metric} as the judge's start() gave it; `number`, `date`: a daily puzzle's; `today`:
  // the player's date (a daily result is refused for a day not open yet); `hard`: hard mode, fixed at the first step.
  constructor(judge, puzzle, { number = null, date = "", today = "", hard = false } = {}) {
    Object.assign(this, { judge, start: puzzle.start, end: puzzle.end, par: puzzle.par,
                          metric: puzzle.metric || "substitution", number, date, today, hard: !!hard });
    Object.assign(this, { rungs: [], marks: [], lefts: [], undone: [], left: puzzle.par, hints: 0, level: 0,
                          hinted: [], over: false, gaveUp: false, busy: false });
  }

  get taken() { return this.rungs.length + this.undone.length; }  // every step, the undone ones too
  get solved() { return this.rungs.length > 0 && this.rungs[this.rungs.length - 1] === this.end; }
  get last() { return this.rungs.length ? this.rungs[this.rungs.length - 1] : this.start; }
  spell(word) { return this.judge.spell ? this.judge.spell(word) : word; }

  setHard(on) {  // hard mode is chosen before the first step: false when the round has begun
    if (this.taken > 0 && !this.over) return false;
    this.hard = !!on;
    return true;
  }

  async ask(call, ...args) {  // one question at a time: null while another is being answered, or the round is over
    if (this.busy || this.over) return null;
    this.busy = true;
    try { return await this.judge[call](this, ...args); } finally { this.busy = false; }
  }

  // The judge's verdict on `word` as the next rung; an accepted one joins the round. null: not asked.
  async move(word) {
    const verdict = await this.ask("move", word);
    if (!verdict || !verdict.ok || !verdict.accepted) return verdict && { ...verdict, accepted: false };
    this.rungs = verdict.rungs;
    this.marks.push(verdict.marks || []);
    this.left = Number.isInteger(verdict.steps_left) ? verdict.steps_left : null;  // hard mode: not said
    this.lefts.push(this.left);
    Object.assign(this, { level: 0, hinted: [] });
    if (verdict.solved) this.over = true;
    return verdict;
  }

  // The next level of hint for the next rung (each level asked is counted once); null: not asked.
  async hint() {
    const level = Math.min(this.level + 1, 3);
    const answer = await this.ask("hint", level);
    if (!answer || !answer.ok || !answer.hint) return answer;
    if (level > this.level) Object.assign(this, { hints: this.hints + 1, level });
    const place = answer.hint.position;
    this.hinted = Number.isInteger(place) && place > 0 ? [place - 1] : [];  // the tile the hint names
    return answer;
  }

  // The last rung taken back: it still counts as a step. null: not asked; ok false: nothing to undo.
  async undo() {
    const answer = await this.ask("undo");
    if (!answer || !answer.ok) return answer;
    this.undone.push([answer.rungs.length, answer.word]);  // its place on the ladder, and the word
    Object.assign(this, { rungs: answer.rungs, marks: this.marks.slice(0, answer.rungs.length),
                          lefts: this.lefts.slice(0, answer.rungs.length), left: answer.steps_left, level: 0,
                          hinted: [] });
    return answer;
  }

  giveUp() {
    if (this.over) return;
    Object.assign(this, { gaveUp: true, over: true });
  }

  // The end of the round, as the judge tells it (steps against par, the share text, every shortest ladder).
  async result() {
    if (this.busy) return null;
    this.busy = true;
    try { return await this.judge.result(this); } finally { this.busy = false; }
  }

  snapshot() {  // what a browser keeps of a daily round in progress
    const { start, end, rungs, marks, lefts, undone, left, hints, over, gaveUp, hard } = this;
    return { start, end, rungs, marks, lefts, undone, left, hints, over, gaveUp, hard };
  }

  restore(kept) {  // the round as a snapshot left it (one of another puzzle, or damaged, is left alone)
    if (!kept || kept.start !== this.start || kept.end !== this.end || !Array.isArray(kept.rungs)) return false;
    const rungs = kept.rungs.map(String);
    const lefts = Array.isArray(kept.lefts) && kept.lefts.length === rungs.length ? kept.lefts
      : rungs.map((_, i) => (i === rungs.length - 1 && Number.isInteger(kept.left) ? kept.left : null));
    const undone = Array.isArray(kept.undone) ? kept.undone.filter((u) => Array.isArray(u) && u.length === 2
      && Number.isInteger(u[0]) && typeof u[1] === "string") : [];
    Object.assign(this, { rungs, lefts, undone, marks: Array.isArray(kept.marks) ? kept.marks : [],
                          hints: kept.hints | 0, gaveUp: !!kept.gaveUp, over: !!kept.over,
                          left: rungs.length ? (Number.isInteger(kept.left) ? kept.left : null) : this.par });
    if (typeof kept.hard === "boolean" && this.taken > 0) this.hard = kept.hard;
    return true;
  }
}
