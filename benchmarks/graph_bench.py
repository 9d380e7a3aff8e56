"""Benchmark the word graph: build, components, longest ladders, at whole-dictionary scale.

For each SCOWL size (default 70 and 95) and metric, a fresh Python process
loads the embedded dictionary, builds the word graph, splits it into groups
and finds the longest shortest ladders (on one process, then on two), and
reports each time and the process's peak memory (max RSS). ``--compare`` also
times the graph libraries considered for the whole-graph passes on the same
graph (scipy.sparse.csgraph, igraph and rustworkx when installed, and the
numpy layer-by-layer BFS used by ``ladders.longest_ladders``).

Run ``python benchmarks/graph_bench.py`` (``--sizes 35 --metrics substitution``
for a quick run; ``--json FILE`` keeps the figures).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def run_case(size: int, metric_name: str, compare: bool) -> dict:
    """Time one (size, metric) in this process; return the figures."""
    sys.path.insert(0, str(REPO_ROOT))
    from ladders import METRICS, components, default_lexicon, longest_ladders, word_graph

    metric = METRICS[metric_name]
    figures: dict = {"size": size, "metric": metric_name}
    clock = time.perf_counter()
    lexicon = default_lexicon(size)
    for length in lexicon.lengths:
        lexicon.words_of_length(length)
    figures["load_s"] = time.perf_counter() - clock
    figures["words"] = len(lexicon)
    figures["rss_after_load_mib"] = _max_rss_mib()
    import numpy  # noqa: F401  (imported before timing the build, as a warm library)
    import scipy.sparse.csgraph  # noqa: F401

    clock = time.perf_counter()
    graph = word_graph(lexicon, metric)
    figures["build_s"] = time.perf_counter() - clock
    figures["edges"] = graph.edges
    clock = time.perf_counter()
    groups = components(lexicon, metric)
    figures["components_s"] = time.perf_counter() - clock
    figures["components"] = groups.count
    figures["largest_component"] = int(groups.sizes[0])
    for workers in (1, 2):
        clock = time.perf_counter()
        found = longest_ladders(lexicon, metric, workers=workers)
        figures[f"diameter_{workers}_process_s"] = time.perf_counter() - clock
        figures[f"diameter_{workers}_process_searches"] = found.searches
    figures["diameter_steps"] = found.steps
    figures["diameter_pairs"] = [list(pair) for pair in found.pairs[:5]]
    figures["peak_rss_mib"] = _max_rss_mib()
    if compare:
        figures["libraries"] = compare_libraries(graph, groups)
    return figures


def compare_libraries(graph, groups, searches: int = 16) -> dict:
    """Seconds for components and for *searches* BFS distance arrays in the largest group, per library."""
    import numpy as np
    from scipy.sparse import csgraph

    import ladders

    # Not a public name: found beside longest_ladders, wherever that lives.
    bfs_distances = importlib.import_module(ladders.longest_ladders.__module__).bfs_distances

    adjacency = graph.adjacency
    giant = np.flatnonzero(groups.labels == 0)
    part = adjacency[giant][:, giant].tocsr()
    sources = list(range(0, len(giant), max(1, len(giant) // searches)))[:searches]
    result: dict = {}

    def timed(label, work):
        clock = time.perf_counter()
        work()
        result[label] = round(time.perf_counter() - clock, 4)

    timed("scipy components", lambda: csgraph.connected_components(adjacency, directed=False))
    weighted = part.astype(np.float64)
    timed("scipy BFS x16 (shortest_path, unweighted)", lambda: csgraph.shortest_path(
        weighted, method="D", unweighted=True, directed=False, indices=sources))
    timed("numpy layer BFS x16 (longest_ladders)", lambda: [bfs_distances(part.indptr, part.indices, s)
                                                           for s in sources])
    upper = __import__("scipy.sparse", fromlist=["triu"]).triu(part, 1).tocoo()
    try:
        import igraph
    except ImportError:
        result["igraph"] = "not installed"
    else:
        timed("igraph build", lambda: igraph.Graph(n=part.shape[0], edges=np.column_stack([upper.row, upper.col])))
        g = igraph.Graph(n=part.shape[0], edges=np.column_stack([upper.row, upper.col]))
        timed("igraph components", lambda: g.connected_components())
        timed("igraph BFS x16 (bfs)", lambda: [g.bfs(s) for s in sources])
    try:
        import rustworkx
    except ImportError:
        result["rustworkx"] = "not installed"
    else:
        def build():
            made = rustworkx.PyGraph()
            made.add_nodes_from(range(part.shape[0]))
            made.add_edges_from_no_data(list(zip(upper.row.tolist(), upper.col.tolist(), strict=True)))
            return made
        timed("rustworkx build", build)
        made = build()
        timed("rustworkx components", lambda: rustworkx.connected_components(made))
        timed("rustworkx BFS x16 (dijkstra lengths)",
              lambda: [rustworkx.graph_dijkstra_shortest_path_lengths(made, s, lambda e: 1.0) for s in sources])
    return result


def _max_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports KiB


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[70, 95], help="SCOWL sizes (default 70 95)")
    parser.add_argument("--metrics", nargs="+", default=["substitution", "levenshtein"],
                        help="metrics (default substitution levenshtein)")
    parser.add_argument("--compare", action="store_true", help="also time igraph/rustworkx/scipy BFS")
    parser.add_argument("--json", metavar="FILE", help="also write the figures here")
    parser.add_argument("--case", nargs=2, metavar=("SIZE", "METRIC"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.case:  # the child process
        print(json.dumps(run_case(int(args.case[0]), args.case[1], args.compare)))
        return 0
    report = []
    print(f"{'size':>4} {'metric':<13}{'words':>9}{'edges':>9}{'groups':>9}{'largest':>9}"
          f"{'build s':>9}{'groups s':>9}{'diam s 1p':>10}{'diam s 2p':>10}{'steps':>6}{'peak MiB':>10}")
    for size in args.sizes:
        for metric in args.metrics:
            command = [sys.executable, __file__, "--case", str(size), metric] + (["--compare"] if args.compare else [])
            done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
            if done.returncode:
                print(f"{size:>4} {metric:<13} failed: {done.stderr.strip().splitlines()[-1:]}")
                continue
            f = json.loads(done.stdout)
            report.append(f)
            print(f"{size:>4} {metric:<13}{f['words']:>9,}{f['edges']:>9,}{f['components']:>9,}"
                  f"{f['largest_component']:>9,}{f['build_s']:>9.2f}{f['components_s']:>9.2f}"
                  f"{f['diameter_1_process_s']:>10.2f}{f['diameter_2_process_s']:>10.2f}"
                  f"{f['diameter_steps']:>6}{f['peak_rss_mib']:>10.0f}")
            print(f"     longest: {', '.join(' -> '.join(p) for p in f['diameter_pairs'])}"
                  f"  (searches: {f['diameter_1_process_searches']}; load {f['load_s']:.2f} s, "
                  f"RSS after load {f['rss_after_load_mib']:.0f} MiB)")
            for label, seconds in f.get("libraries", {}).items():
                print(f"     {label:<45} {seconds}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
