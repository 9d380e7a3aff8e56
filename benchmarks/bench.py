"""Benchmark ``ladders`` against every baseline on the same words and the same pairs.

One run loads one word list, draws fixed-seed random pairs of same-length words
(lengths 3..8) and, for each metric, times ours (first pass, warm, unseen pairs)
and every baseline on those pairs, interleaved, then prints one table per
metric with each solver's median divided by ours, the cold first answer, and
the CLI's wall time and peak RSS. It is the comparison scripts run together:

* vs_textbook.py: textbook BFS and path-copying BFS (plain Python);
* vs_networkx.py: networkx ``bidirectional_shortest_path`` on a prebuilt graph;
* vs_word_ladder.py: the PyPI package ``word-ladder`` (substitution only);
* vs_c.py: a bidirectional BFS in C, compiled at run time, through ctypes;
* cold_start.py: cold first answer in a fresh process, and the CLI;
* first_time.py: first-time questions on the embedded dictionary (over repeat,
  over networkx), weakest-rung over plain, the CLI over ``python -c pass``,
  resident memory after 200 and 5,000 pairs: the figures the issue sets targets for.

Run ``python benchmarks/bench.py --help``; ``--quick`` is a smoke run.
"""

from __future__ import annotations

import sys

import cold_start
import first_time
import harness
import vs_c
import vs_networkx
import vs_textbook
import vs_word_ladder

BASELINES = [vs_textbook.textbook, vs_networkx.networkx, vs_textbook.path_copying,
             vs_word_ladder.word_ladder, vs_c.c_bfs]


def main(argv=None) -> int:
    """Every comparison per metric, with the cold first answer under each table; then the CLI and first-time figures."""
    args = harness.parse_args(__doc__, argv)
    setup = harness.open_setup(args)
    report = harness.new_report(setup)
    for metric in args.metrics:
        result = harness.compare(setup, metric, BASELINES)
        cold, extra = None, []
        if setup.ladders is not None and args.cold_runs:
            cold = cold_start.cold_first_answer(setup, metric)
            networkx = next((r for r in result["runs"] if r.headline == "networkx" and r.seconds), None)
            extra.append(cold_start.cold_line(cold, networkx.build if networkx else None))
        harness.print_result(result, setup, extra)
        report["metrics"][metric] = {"runs": [harness.run_to_json(run) for run in result["runs"]],
                                     "cold_first_answer": cold, "agreement": result["agreement"]}
    if setup.ladders is not None:
        report["cli"] = cold_start.measure_cli(args)
        pairs, memory_pairs, cli_runs = (30, 500, 5) if args.quick else (200, 5000, 21)
        report["first_time"] = first_time.measure(pairs, memory_pairs, cli_runs, args.seed)
        print("\nFirst-time questions (benchmarks/first_time.py)")
        print("\n".join(first_time.report(report["first_time"])))
    harness.write_json(args, report)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
