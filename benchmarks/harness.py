"""What every benchmark script shares: words, pairs, checking, interleaved timing, output.

A comparison script hands ``run_script`` its baselines. A baseline is a context
manager ``make(setup, metric)`` that builds its solver (timed apart, into
``Run.build``), yields a list of ``Run`` and, on exit, frees what it built.
``compare`` times ours and every baseline on the same pairs, interleaved.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import random
import statistics
import sys
import time
import tracemalloc
from collections import defaultdict
from collections.abc import Callable, Iterable
from contextlib import ExitStack
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
METRICS = ("substitution", "levenshtein")
PAIR_LENGTHS = range(3, 9)
SLOW_QUERY_S = 0.25  # a query slower than this is not repeated

# -- Setup: the word list, our lexicon, the pairs ------------------------------


def import_ladders():
    """Return the ``ladders`` module (from the repository if not installed), or None."""
    try:
        import ladders
    except ImportError:
        sys.path.insert(0, str(REPO_ROOT))
        try:
            import ladders
        except ImportError:
            sys.path.remove(str(REPO_ROOT))
            return None
    return ladders


@dataclass
class Setup:
    """One run's shared inputs: options, words, our lexicon (or None), the pairs."""

    args: argparse.Namespace
    ladders: object
    words: list
    lex: object
    load: dict
    pairs: list
    unseen_pairs: list  # other pairs (next seed), for ours once each after the warm runs
    load_average: float
    wordset: set = field(init=False)
    alphabet: str = field(init=False)

    def __post_init__(self):
        self.wordset = set(self.words)
        self.alphabet = "".join(sorted(set("".join(self.words))))


def load_words(args, ladders) -> tuple[list[str], object, dict]:
    """Return (sorted words, our lexicon or None, load timings in seconds).

    Without ``ladders`` the baselines still run, on a ``--words`` file read here.
    """
    if ladders is None:
        if not args.words:
            sys.exit(f"{Path(sys.argv[0]).name}: `ladders` cannot be imported;"
                     " pass --words FILE to time the baselines")
        return sorted(set(Path(args.words).read_text(encoding="utf-8").split())), None, {}
    t0 = time.perf_counter()
    lex = ladders.load_lexicon(args.words) if args.words else ladders.default_lexicon(size=args.size)
    t1 = time.perf_counter()
    words = list(lex)
    t2 = time.perf_counter()
    return words, lex, {"load_seconds": t1 - t0, "list_all_words_seconds": t2 - t1}


def make_pairs(words: list[str], count: int, seed: int) -> list[tuple[str, str]]:
    """Draw *count* fixed-seed random pairs of distinct same-length words (3..8 letters)."""
    by_length = defaultdict(list)
    for word in words:
        if len(word) in PAIR_LENGTHS:
            by_length[len(word)].append(word)
    candidates = [w for w in words if len(by_length[len(w)]) > 1 and len(w) in PAIR_LENGTHS]
    rng = random.Random(seed)
    pairs = []
    for _ in range(count):
        start = rng.choice(candidates)
        end = start
        while end == start:
            end = rng.choice(by_length[len(start)])
        pairs.append((start, end))
    return pairs


def open_setup(args) -> Setup:
    """Import ladders, load the words, draw the pairs; say so when the machine is busy."""
    ladders = import_ladders()
    if ladders is None:
        print("note: `ladders` cannot be imported; timing the baselines only")
    words, lex, load = load_words(args, ladders)
    setup = Setup(args, ladders, words, lex, load, make_pairs(words, args.pairs, args.seed),
                  make_pairs(words, args.pairs, args.seed + 1), os.getloadavg()[0])
    if setup.load_average > 0.5:
        print(f"note: load average {setup.load_average:.1f} on {os.cpu_count()} cores:"
              " timings may be noisy")
    return setup


# -- Checking answers ---------------------------------------------------------


def one_move_apart(a: str, b: str, metric: str) -> bool:
    """True when *b* is one substitution (or, for levenshtein, one insert/delete) from *a*."""
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    if metric != "levenshtein" or abs(len(a) - len(b)) != 1:
        return False
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def is_valid_ladder(ladder, start: str, end: str, wordset: set, metric: str) -> bool:
    """True when *ladder* runs start..end through known words, one legal move per step."""
    return (
        len(ladder) >= 1
        and ladder[0] == start
        and ladder[-1] == end
        and all(word in wordset for word in ladder)
        and len(set(ladder)) == len(ladder)
        and all(one_move_apart(a, b, metric) for a, b in pairwise(ladder))
    )


def steps_of(answer) -> int | None:
    """Number of steps of a ladder, or None for "no ladder"."""
    return None if answer is None else len(answer) - 1


# -- Timing -------------------------------------------------------------------


@dataclass(eq=False)
class Run:
    """One solver on one metric: how to ask it, and per-pair seconds and answers."""

    label: str
    query: Callable | None = None  # query(start, end) -> tuple of words or None
    repeats: int = 1               # best of this many per pair
    max_pairs: int | None = None   # ask at most this many pairs
    budget_s: float | None = None  # stop asking new pairs after this much query time
    judge: bool = False            # a shortest-path solver: its lengths define "shortest"
    headline: str | None = None    # print "ours / <headline>" under the table
    pairs: list = field(default_factory=list)
    seconds: dict = field(default_factory=dict)   # pair index -> best seconds
    answers: dict = field(default_factory=dict)   # pair index -> tuple or None
    errors: dict = field(default_factory=dict)    # pair index -> error text
    notes: list = field(default_factory=list)
    build: dict = field(default_factory=dict)     # e.g. {"seconds": .., "bytes": ..}
    skipped: str | None = None
    other_pairs: bool = False  # timed on the unseen pairs, not the shared ones


def ask(run: Run, index: int, pair: tuple[str, str]) -> float:
    """Ask *run* one pair once; keep its answer (or error) and return the seconds taken."""
    t0 = time.perf_counter()
    try:
        answer = run.query(*pair)
    except Exception as error:  # a solver's own failure is a result, not a crash
        answer, run.errors[index] = None, f"{type(error).__name__}: {error}"
    seconds = time.perf_counter() - t0
    run.answers[index] = answer
    return seconds


def time_runs(runs: list[Run], pairs: list) -> None:
    """Time *runs* on *pairs*, interleaved; keep each run's best of its repeats per pair.

    Pair after pair, every run still asking takes its turn on that pair, in an
    order shuffled from one pair to the next (with a fixed seed), so drift,
    load and whatever the previous solver left in the caches hit every solver
    alike. A run stops repeating a pair after a query slower than SLOW_QUERY_S,
    and stops asking at its ``max_pairs`` or once its queries have used its
    ``budget_s``.
    """
    runs = [run for run in runs if not run.skipped]
    spent = dict.fromkeys(runs, 0.0)
    gc.collect()
    order = random.Random(0)
    for index, pair in enumerate(pairs):
        runs = [r for r in runs if (r.max_pairs is None or index < r.max_pairs)
                and (r.budget_s is None or spent[r] <= r.budget_s)]  # once stopped, stays stopped
        for run in order.sample(runs, len(runs)):
            best = math.inf
            for _ in range(run.repeats):
                seconds = ask(run, index, pair)
                spent[run] += seconds
                best = min(best, seconds)
                if best > SLOW_QUERY_S:
                    break
            run.seconds[index] = best
    for run in spent:
        run.pairs = pairs
        if len(run.seconds) < len(pairs):
            run.notes.append(f"sampled {len(run.seconds)}/{len(pairs)} pairs")


def traced_peak(build: Callable[[], object]) -> int:
    """Peak bytes Python allocates while *build* runs (tracemalloc; the result is dropped)."""
    gc.collect()
    tracemalloc.start()
    try:
        build()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        gc.collect()


# -- Ours ---------------------------------------------------------------------


def ours_query(setup: Setup, metric: str) -> Callable:
    """query(a, b) -> ladder or None through ``make_ladder`` on a fresh lexicon (no index built)."""
    ladders = setup.ladders
    lex = ladders.make_lexicon(list(setup.lex), ranks=getattr(setup.lex, "ranks", None))
    metric_object = getattr(ladders, metric)

    def query(start, end):
        try:
            ladder = ladders.make_ladder(start, end, metric=metric_object, max_depth=None, lexicon=lex)
        except ladders.NoLadderError:
            return None
        return tuple(ladder.words)

    return query


def compare(setup: Setup, metric: str, baselines: Iterable[Callable]) -> dict:
    """Time ours and *baselines* on the same pairs under *metric*; return the runs and checks.

    Ours: a first pass on a fresh lexicon (its lazy indexes being built, also the
    warm-up), then warm, interleaved with the baselines, then unseen pairs once each.
    """
    args, ours, first, unseen = setup.args, None, [], []
    with ExitStack() as stack:
        if setup.ladders is not None:
            query = ours_query(setup, metric)
            first = [Run("ours, first pass", query)]
            time_runs(first, setup.pairs)
            ours = Run("ours (make_ladder, warm)", query, repeats=args.repeats)
        others = [run for make in baselines for run in stack.enter_context(make(setup, metric))]
        time_runs([ours, *others] if ours else others, setup.pairs)
        if ours is not None:
            unseen = [Run("ours, unseen pairs, once", query, other_pairs=True,
                          notes=["other pairs (next seed) after the warm runs"])]
            time_runs(unseen, setup.unseen_pairs)
    if ours is not None and not args.quick:
        def answer_all():
            fresh = ours_query(setup, metric)
            return [fresh(*pair) for pair in setup.pairs]
        ours.build = {"bytes": traced_peak(answer_all)}
        ours.notes.append("memory: peak while a new lexicon is made and answers every pair")
    runs = ([ours] if ours else []) + first + unseen + others
    judges = [r for r in runs if r.judge] or [r for r in runs if r is ours]
    ladder_pairs = check_answers(runs, judges, setup.pairs, setup.wordset, metric)
    return {"metric": metric, "runs": runs, "ours": ours, "ladder_pairs": ladder_pairs,
            "agreement": agreement([r for r in runs if r is ours or r.judge], setup.pairs)}


# -- Figures and checks -------------------------------------------------------


def median_ms(seconds: Iterable[float]) -> float:
    """Median, in milliseconds."""
    return 1000 * statistics.median(seconds)


def p95_ms(seconds: Iterable[float]) -> float:
    """95th percentile by nearest rank, in milliseconds."""
    ordered = sorted(seconds)
    return 1000 * ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def ratio_to(run: Run, ours: Run | None) -> float | None:
    """Median of *run* over median of *ours*, both on the pairs *run* answered."""
    if ours is None:
        return None
    if run.other_pairs:  # different pairs from the same distribution: compare medians
        return statistics.median(run.seconds.values()) / statistics.median(ours.seconds.values())
    shared = [i for i in run.seconds if i in ours.seconds]
    if not shared:
        return None
    ours_median = statistics.median(ours.seconds[i] for i in shared)
    return statistics.median(run.seconds[i] for i in shared) / ours_median if ours_median else None


def check_answers(runs: list[Run], judges: list[Run], pairs, wordset, metric) -> set[int]:
    """Note, per solver, ladders that are invalid, longer than the shortest, or missed.

    The shortest length of each pair is taken from *judges* (textbook BFS,
    networkx, C; ours when none of them runs); returns the indexes of the pairs
    known to have a ladder.
    """
    shortest = {}
    for run in judges:
        for i, answer in run.answers.items():
            shortest.setdefault(i, steps_of(answer))
    for run in (r for r in runs if not r.other_pairs):
        answers = run.answers.items()
        counts = {
            "INVALID answers": sum(a is not None and not is_valid_ladder(a, *pairs[i], wordset, metric)
                                   for i, a in answers),
            "longer than shortest": sum(a is not None and shortest.get(i) is not None
                                        and steps_of(a) > shortest[i] for i, a in answers),
            "missed ladders": sum(a is None and shortest.get(i) is not None for i, a in answers),
        }
        run.notes += [f"{count} {what}" for what, count in counts.items() if count]
        if run.errors:
            run.notes.append(f"{len(run.errors)} errors, e.g. {next(iter(run.errors.values()))}")
    return {i for i, steps in shortest.items() if steps is not None}


def agreement(judges: list[Run], pairs) -> dict:
    """Compare the ladder lengths of *judges* (ours and the judges) on each pair they ran."""
    judges = [r for r in judges if r.answers]
    mismatches, compared = [], 0
    for i in range(len(pairs)):
        lengths = {r.label: steps_of(r.answers[i]) for r in judges if i in r.answers}
        if len(lengths) < 2:
            continue
        compared += 1
        if len(set(lengths.values())) > 1:
            mismatches.append({"pair": pairs[i], "steps": lengths})
    return {"solvers": [r.label for r in judges], "pairs_compared": compared,
            "mismatches": mismatches}


# -- Output -------------------------------------------------------------------


def build_note(run: Run) -> str:
    """Describe a solver's build: time, parts, memory."""
    build, parts = run.build, []
    if "seconds" in build:
        parts.append(f"build {build['seconds']:.2f} s")
    if "compile_seconds" in build:
        parts[-1] += f" (graph {build['graph_seconds']:.2f} + cc {build['compile_seconds']:.2f})"
    if "bytes" in build:
        size = build["bytes"]
        parts.append(f"{size / 2**20:,.0f} MB" if size >= 2**20 else f"{size / 1024:,.0f} kB")
    return ", ".join(parts)


def table_row(run: Run, result: dict, load: dict) -> str:
    """One solver's line of the table: median, p95, ratio to ours, median on ladder pairs, notes."""
    if run.skipped or not run.seconds:
        why = f"skipped: {run.skipped}" if run.skipped else "no pair finished"
        return f"{run.label:<32}{'-':>10}{'-':>10}{'-':>23}{'-':>25}   {why}"
    ratio = ratio_to(run, result["ours"])
    with_ladder = [s for i, s in run.seconds.items()
                   if (run.answers[i] is not None if run.other_pairs else i in result["ladder_pairs"])]
    notes = [build_note(run)] + run.notes
    if run is result["ours"] and load:
        notes.insert(0, f"lexicon load {load['load_seconds']:.2f} s"
                        f" (+{load['list_all_words_seconds']:.2f} s to list all words)")
    return (f"{run.label:<32}{median_ms(run.seconds.values()):>10.3f}"
            f"{p95_ms(run.seconds.values()):>10.3f}"
            f"{'-' if ratio is None else f'{ratio:.2f}':>23}"
            f"{f'{median_ms(with_ladder):.3f}' if with_ladder else '-':>25}   "
            + "; ".join(n for n in notes if n))


def ratio_lines(result: dict) -> list[str]:
    """"ours / X" for each headline baseline, and ours on unseen pairs over the first one."""
    ours, lines = result["ours"], []
    headliners = [r for r in result["runs"] if r.headline and r.seconds]
    if ours is None:
        return lines
    for run in headliners:
        inverse = ratio_to(run, ours)
        if inverse:
            lines.append(f"ours / {run.headline} (median, same pairs): {1 / inverse:.2f}")
    unseen = next((r for r in result["runs"] if r.other_pairs and r.seconds), None)
    if unseen and headliners:
        ratio = (statistics.median(unseen.seconds.values())
                 / statistics.median(headliners[0].seconds.values()))
        lines.append(f"ours on unseen pairs / {headliners[0].headline} (median): {ratio:.2f}")
    return lines


def check_lines(result: dict) -> list[str]:
    """Whether the shortest-path solvers agree, and how many pairs have a ladder."""
    agree, count = result["agreement"], len(result["agreement"]["mismatches"])
    if len(agree["solvers"]) < 2:
        lines = [f"answers agree: n/a (one shortest-path solver here, {', '.join(agree['solvers'])};"
                 " the checks take its lengths as the shortest)"]
    else:
        lines = [f"answers agree: {'yes' if count == 0 else 'no'} ({count} mismatches"
                 f" over {agree['pairs_compared']} pairs; {', '.join(agree['solvers'])})"]
    lines += [f"  mismatch {m['pair']}: {m['steps']}" for m in agree["mismatches"][:5]]
    judges = [r for r in result["runs"] if r.judge and r.seconds]
    reference = max(judges, key=lambda r: len(r.answers), default=result["ours"])
    if reference is not None:
        steps = [steps_of(a) for a in reference.answers.values()]
        found = [s for s in steps if s is not None]
        if found:
            lines.append(f"pairs with a ladder: {len(found)}/{len(steps)}, steps median"
                         f" {statistics.median(found):g}, max {max(found)}")
    return lines


def print_result(result: dict, setup: Setup, extra_lines: Iterable[str] = ()) -> None:
    """Print one metric's table, the ratio lines, *extra_lines*, then the checks."""
    args = setup.args
    print(f"\nmetric={result['metric']} words={len(setup.words):,} pairs={len(setup.pairs)}"
          f" (seed {args.seed})")
    print(f"{'solver':<32}{'median ms':>10}{'p95 ms':>10}{'ratio(median) vs ours':>23}"
          f"{'median ms, ladder pairs':>25}   notes")
    for run in result["runs"]:
        print(table_row(run, result, setup.load))
    print("\n".join([*ratio_lines(result), *extra_lines, *check_lines(result)]))
    sys.stdout.flush()


def run_to_json(run: Run) -> dict:
    """Raw figures of one run, answers included, for --json."""
    return {
        "label": run.label, "skipped": run.skipped, "notes": run.notes, "build": run.build,
        "sampled": len(run.seconds) < len(run.pairs),
        "median_ms": median_ms(run.seconds.values()) if run.seconds else None,
        "p95_ms": p95_ms(run.seconds.values()) if run.seconds else None,
        "per_pair": [{"pair": run.pairs[i], "ms": 1000 * s, "steps": steps_of(run.answers[i]),
                      "error": run.errors.get(i)} for i, s in run.seconds.items()],
    }


def new_report(setup: Setup) -> dict:
    """The top of the --json report; each metric's figures go under "metrics"."""
    return {"words": len(setup.words), "pairs": setup.pairs, "seed": setup.args.seed,
            "python": sys.version, "load_average": setup.load_average, "lexicon": setup.load,
            "metrics": {}}


def write_json(args, report: dict) -> None:
    """Write *report* to the --json file, if one was given."""
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1, default=str) + "\n")


# -- Command line -------------------------------------------------------------


def parse_args(doc: str, argv=None) -> argparse.Namespace:
    """The options every script takes; --quick also scales down the knobs below."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--words", metavar="FILE", help="word list, one per line "
                        "(default: the embedded SCOWL dictionary)")
    parser.add_argument("--size", type=int, default=70, help="SCOWL size of the embedded "
                        "dictionary (default 70)")
    parser.add_argument("--pairs", type=int, default=None, help="number of pairs (default 150)")
    parser.add_argument("--seed", type=int, default=1, help="random seed of the pairs (default 1)")
    parser.add_argument("--metric", choices=METRICS, help="one metric (default: both)")
    parser.add_argument("--quick", action="store_true", help="smoke run: fewer pairs and repeats")
    parser.add_argument("--json", metavar="FILE", help="also write the raw figures here")
    args = parser.parse_args(argv)
    # Knobs that --quick scales down; not options, to keep the command line small.
    args.pairs = args.pairs or (30 if args.quick else 150)
    args.repeats = 1 if args.quick else 3
    args.budget = 8.0 if args.quick else 40.0  # seconds for the textbook BFS per metric
    args.naive_pairs = 10 if args.quick else 30
    args.cold_runs = 3 if args.quick else 5
    args.cli_runs = 3 if args.quick else 10
    args.metrics = [args.metric] if args.metric else list(METRICS)
    return args


def run_script(doc: str, baselines: list[Callable], argv=None) -> int:
    """Main of a comparison script: ours beside *baselines*, per metric, table and --json."""
    args = parse_args(doc, argv)
    setup = open_setup(args)
    report = new_report(setup)
    for metric in args.metrics:
        result = compare(setup, metric, baselines)
        print_result(result, setup)
        report["metrics"][metric] = {"runs": [run_to_json(run) for run in result["runs"]],
                                     "agreement": result["agreement"]}
    write_json(args, report)
    return 0
