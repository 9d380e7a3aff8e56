"""Resident memory over many queries that each pass a new metric object or a new word list.

A lexicon keeps what searches learn (neighbours per metric, indexes) in its
cache; a program that makes a new ``DistanceMetric`` per query, or passes a
new plain list each time, must not grow without bound. Prints the resident
set size (RSS) before and after, and its growth per 1,000 queries.

Run: python benchmarks/memory.py [--queries 100000]
"""

from __future__ import annotations

import argparse
import resource
import time

import ladders


def rss_mib() -> float:
    """This process's resident memory now, in MiB (Linux /proc)."""
    with open("/proc/self/statm") as handle:
        pages = int(handle.read().split()[1])
    return pages * resource.getpagesize() / 2**20


def run(label: str, queries: int, ask) -> None:
    ask(0)  # warm: the lexicon's words of these lengths are loaded once
    before, start = rss_mib(), time.perf_counter()
    middle = None
    for n in range(queries):
        ask(n)
        if n == queries // 10:
            middle = rss_mib()
    after, took = rss_mib(), time.perf_counter() - start
    print(f"{label:<44} {queries:>8,} queries  RSS {before:7.1f} -> {after:7.1f} MiB "
          f"(after 10%: {middle:.1f}); growth {1000 * (after - before) / queries:.3f} MiB per 1,000; {took:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=100_000)
    args = parser.parse_args()
    lexicon = ladders.default_lexicon()
    words = ["cat", "cot", "cog", "dog", "dot", "cut", "cod"]

    def new_metric(n: int) -> None:
        metric = ladders.DistanceMetric(f"m{n}", ladders.levenshtein.neighbours, ladders.levenshtein.distance)
        ladders.make_ladder("cat", "dog", metric, lexicon=lexicon)

    def new_list(n: int) -> None:
        ladders.make_ladder("cat", "dog", ladders.substitution, lexicon=list(words))

    run("a new DistanceMetric per query (SCOWL 70)", args.queries, new_metric)
    run("a new plain list per query", args.queries, new_list)


if __name__ == "__main__":
    main()
