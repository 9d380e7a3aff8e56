"""``ladders report`` against an earlier checkout of the package: the same figures, and the CPU and wall time of each.

1. **The whole report**, per case (``SIZE:METRIC``, optionally ``:LENGTHS`` or ``--language`` arguments after
   ``@``), in fresh processes taking turns: the earlier code (``--against DIR``, a checkout made by ``git archive
   REV | tar -x -C DIR``) and ours with each ``--workers`` value. Each run's JSON must be the earlier one's, byte
   for byte (the figures must not change). CPU time counts every process a run starts (this script reaps them
   as a subreaper: Linux), and the best of ``--rounds`` counts.
2. **The batched searches** (``--engine``): :func:`ladders.study.distances.distances_from` beside the earlier
   checkout's on the giant group of each case's graph across lengths (or of its length with the most moves,
   under substitution), the same sources, in this process, CPU time.

Run ``python benchmarks/report_speed.py --against /tmp/before`` (``--cases 35:substitution`` for a quick run).
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.util
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CASES = ["70:levenshtein", "70:substitution", "95:levenshtein", "95:substitution"]


def run(root: Path, arguments: list[str]) -> tuple[float, float, bytes]:
    """(wall s, CPU s of the run and every process it started, stdout) of ``ladders report`` from *root*."""
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONHASHSEED": "0"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    clock = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "ladders", "report", *arguments, "--json"], capture_output=True,
                          env=env, cwd=tempfile.gettempdir())
    wall = time.perf_counter() - clock
    while True:  # the processes it started and left (a forkserver's), reaped here to count their time
        try:
            os.wait()
        except ChildProcessError:
            break
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        raise SystemExit(f"ladders report {' '.join(arguments)} from {root} failed: {done.stderr.decode()[-500:]}")
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, done.stdout


def arguments_of(case: str) -> list[str]:
    """``70:levenshtein`` -> ``--size 70 --metric levenshtein``; ``fr:levenshtein:3-6`` takes the French list."""
    where, metric, *lengths = case.split(":")
    chosen = ["--language", where] if where.isalpha() else ["--size", where]
    return [*chosen, "--metric", metric, *(["--lengths", lengths[0]] if lengths else [])]


def whole_reports(against: Path, cases: list[str], workers: list[str], rounds: int) -> None:
    print(f"the whole report, best of {rounds} interleaved (load average {os.getloadavg()[0]:.2f} at the start)")
    for case in cases:
        arguments = arguments_of(case)
        ways = {"earlier": (against, arguments)}
        ways |= {f"ours, --workers {w}" if w else "ours": (REPO_ROOT, arguments + (["--workers", w] if w else []))
                 for w in workers}
        best: dict[str, tuple[float, float]] = {}
        outputs: dict[str, bytes] = {}
        for _ in range(rounds):
            for name, (root, given) in ways.items():
                wall, cpu, out = run(root, given)
                walls, cpus = best.get(name, (wall, cpu))
                best[name] = (min(wall, walls), min(cpu, cpus))
                outputs.setdefault(name, out)
        earlier_wall, earlier_cpu = best["earlier"]
        print(f"  {' '.join(arguments)}:")
        for name, (wall, cpu) in best.items():
            same = "" if name == "earlier" else (
                "  same figures" if outputs[name] == outputs["earlier"] else "  FIGURES DIFFER")
            print(f"    {name:<22} CPU {cpu:7.2f} s (x{earlier_cpu / cpu:4.2f})  wall {wall:7.2f} s "
                  f"(x{earlier_wall / wall:4.2f}){same}", flush=True)
    print(f"  load average {os.getloadavg()[0]:.2f} at the end")


def engines(against: Path, cases: list[str]) -> None:
    import numpy as np
    from scipy.sparse import csgraph

    from ladders import METRICS, default_lexicon, word_graph
    from ladders.study.distances import distances_from

    spec = importlib.util.spec_from_file_location("earlier_distances", against / "ladders/study/distances.py")
    assert spec is not None and spec.loader is not None
    earlier = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = earlier  # its dataclass looks itself up there
    spec.loader.exec_module(earlier)
    print(f"\nthe batched searches alone, 640 sources (CPU, best of 3; load average {os.getloadavg()[0]:.2f})")
    for case in cases:
        where, metric, *_ = case.split(":")
        if not where.isdigit():
            continue
        lexicon = default_lexicon(int(where))
        graph = word_graph(lexicon, METRICS[metric])
        adjacency = graph.adjacency
        if metric == "substitution":  # no row across lengths: the length with the most moves
            blocks = [adjacency[start:start + len(lexicon.words_of_length(n)), start:start + len(
                lexicon.words_of_length(n))].tocsr() for n, start in zip(graph.lengths, graph.offsets, strict=True)]
            adjacency = max(blocks, key=lambda block: block.nnz)
        _, labels = csgraph.connected_components(adjacency, directed=False)
        giant = np.flatnonzero(labels == np.bincount(labels).argmax())
        group = adjacency[giant][:, giant].tocsr()
        sources = np.random.default_rng(0).choice(len(giant), size=min(640, len(giant)), replace=False)
        spent = {"earlier": float("inf"), "ours": float("inf")}
        found = {}
        for _ in range(3):
            for name, search in (("earlier", earlier.distances_from), ("ours", distances_from)):
                clock = time.process_time()
                found[name] = search(group.indptr, group.indices, sources)
                spent[name] = min(spent[name], time.process_time() - clock)
        same = all((getattr(found["ours"], field) == getattr(found["earlier"], field)).all()
                   for field in ("histogram", "batch_sums", "batch_pairs", "eccentricities"))
        print(f"  size {where} {metric:<12} giant group {len(giant):>7,} words, {group.nnz:>9,} arcs: "
              f"earlier {spent['earlier'] * 1000:7.1f} ms, ours {spent['ours'] * 1000:7.1f} ms "
              f"(x{spent['earlier'] / spent['ours']:.2f}); {'same figures' if same else 'FIGURES DIFFER'}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, required=True, metavar="DIR",
                        help="a checkout of the earlier code (git archive REV | tar -x -C DIR)")
    parser.add_argument("--cases", nargs="+", default=DEFAULT_CASES, metavar="SIZE:METRIC[:LENGTHS]")
    parser.add_argument("--workers", nargs="+", default=["1", ""], metavar="N",
                        help="our --workers values ('' for the default; default: 1 and the default)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--engine", action="store_true", help="time the batched searches alone, not the reports")
    args = parser.parse_args(argv)
    if not (args.against / "ladders" / "__init__.py").exists():
        parser.error(f"{args.against} holds no ladders package")
    sys.path.insert(0, str(REPO_ROOT))
    if args.engine:
        engines(args.against, args.cases)
        return 0
    ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER: orphans come here
    whole_reports(args.against, args.cases, args.workers, args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
