"""Benchmark ``ladders report``: the whole report per SCOWL size and metric, and the same figures by networkx.

1. The whole report (``python -m ladders report --size N --metric M --json``)
   in a fresh process per size and metric: wall time and peak resident memory
   (the child's max RSS, from ``os.wait4``), beside the issue's targets (the
   whole report for size 95, both metrics, in 5 minutes and 2 GB).
2. Per row of one report (default: size 70, levenshtein), our time for that
   row's figures (``graph_figures``, in this process) beside networkx's for
   the same figures on the same graph: groups, degrees, diameter, radius and
   centre (``usebounds=True``: networkx's own Takes-Kosters bounds), every
   eccentricity, the mean distance (``average_shortest_path_length``) and
   clustering (``average_clustering``, ``transitivity``). networkx runs in a
   child process per row with a time limit (``--nx-limit``, default 60 s); a
   row it does not finish says so. igraph is timed too when it is installed.

Run ``python benchmarks/report.py`` (``--sizes 35 --metrics substitution`` for
a quick run; ``--json FILE`` keeps the figures).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
TARGET_S, TARGET_MIB = 300.0, 2048.0


def whole_report(size: int, metric: str) -> dict:
    """Wall time and peak RSS of ``ladders report`` in a fresh process."""
    command = [sys.executable, "-m", "ladders", "report", "--size", str(size), "--metric", metric, "--json"]
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "PYTHONHASHSEED": "0"}
    clock = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=REPO_ROOT)
    out = child.stdout.read() if child.stdout else b""
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - clock
    if status:
        raise SystemExit(f"ladders report failed: {child.stderr.read().decode() if child.stderr else status}")
    report = json.loads(out)
    return {"size": size, "metric": metric, "seconds": seconds, "peak_rss_mib": usage.ru_maxrss / 1024,
            "rows": len(report["rows"]), "words": report["words"]}


def rows_of(size: int, metric: str, lengths: list[int] | None):
    """(label, CSR adjacency, word of a node) per row of the report, as ``graph_report`` cuts them."""
    sys.path.insert(0, str(REPO_ROOT))
    import numpy as np

    from ladders import METRICS, default_lexicon, word_graph

    lexicon = default_lexicon(size)
    graph = word_graph(lexicon, METRICS[metric])
    spans = [(n, graph.offsets[k], len(lexicon.words_of_length(n))) for k, n in enumerate(graph.lengths)
             if lengths is None or n in lengths]
    for n, start, count in spans:
        yield (str(n), graph.adjacency[start:start + count, start:start + count].tocsr(),
               lambda i, start=start: graph.word(i + start))
    if metric != "substitution":
        nodes = np.concatenate([np.arange(s, s + c) for _, s, c in spans])
        yield "all", graph.adjacency[nodes][:, nodes].tocsr(), lambda i: graph.word(int(nodes[i]))


def networkx_figures(path: str) -> dict:
    """networkx's figures for the graph saved at *path* (run in a child process), with its time."""
    import networkx as nx
    import scipy.sparse as sparse

    graph = nx.from_scipy_sparse_array(sparse.load_npz(path))
    clock = time.perf_counter()
    groups = list(nx.connected_components(graph))
    giant = graph.subgraph(max(groups, key=len)).copy()  # a view is many times slower to walk
    figures = {"components": len(groups), "giant": len(giant),
               "diameter": nx.diameter(giant, usebounds=True), "radius": nx.radius(giant, usebounds=True),
               "centre": len(nx.center(giant, usebounds=True))}
    figures["eccentricities"] = len(set(nx.eccentricity(giant).values()))
    figures["mean_distance"] = nx.average_shortest_path_length(giant) if len(giant) > 1 else None
    figures["clustering"] = nx.average_clustering(giant)
    figures["transitivity"] = nx.transitivity(giant)
    figures["seconds"] = time.perf_counter() - clock
    return figures


def igraph_seconds(adjacency) -> float | None:
    """igraph's time for the same figures on the giant group, or None when igraph is not installed."""
    try:
        import igraph
    except ImportError:
        return None
    coo = adjacency.tocoo()
    keep = coo.row < coo.col
    graph = igraph.Graph(n=adjacency.shape[0], edges=list(zip(coo.row[keep].tolist(), coo.col[keep].tolist(),
                                                               strict=True)))
    clock = time.perf_counter()
    giant = graph.connected_components().giant()
    giant.eccentricity()
    giant.average_path_length()
    giant.transitivity_avglocal_undirected(mode="zero")
    giant.transitivity_undirected()
    return time.perf_counter() - clock


def compare_rows(size: int, metric: str, lengths: list[int] | None, limit: float, scratch: Path) -> list[dict]:
    """Per row: our figures' time, networkx's (or that it did not finish within *limit*), igraph's."""
    import scipy.sparse as sparse

    from ladders.study.figures import graph_figures

    results = []
    for label, adjacency, word in rows_of(size, metric, lengths):
        clock = time.perf_counter()
        ours = graph_figures(adjacency, word)
        row = {"row": label, "words": adjacency.shape[0], "giant": ours.giant, "ours_s": time.perf_counter() - clock,
               "diameter": ours.diameter, "radius": ours.radius,
               "mean_distance": ours.mean_distance.value if ours.mean_distance else None,
               "mean_exact": ours.mean_distance.exact if ours.mean_distance else True,
               "clustering": ours.clustering}
        path = scratch / f"row-{label}.npz"
        sparse.save_npz(path, adjacency)
        command = [sys.executable, __file__, "--networkx-child", str(path)]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=limit, check=True)
            theirs = json.loads(done.stdout)
            row["networkx_s"] = theirs["seconds"]
            row["networkx_agrees"] = (theirs["radius"] == ours.radius
                                      and theirs["giant"] == ours.giant
                                      and (theirs["mean_distance"] is None or not row["mean_exact"]
                                           or abs(theirs["mean_distance"] - row["mean_distance"]) < 1e-9)
                                      and abs(theirs["clustering"] - ours.clustering) < 1e-9)
        except subprocess.TimeoutExpired:
            row["networkx_s"] = None
        row["igraph_s"] = igraph_seconds(adjacency) if ours.giant <= 30_000 else None
        results.append(row)
        print(_row_line(row, limit), flush=True)
    return results


def _row_line(row: dict, limit: float) -> str:
    theirs = row["networkx_s"]
    nx_text = f"> {limit:.0f} s (not finished)" if theirs is None else f"{theirs:9.3f} s"
    ratio = "" if theirs is None else f"  x{theirs / row['ours_s']:.1f}"
    agree = "" if theirs is None else ("  agrees" if row.get("networkx_agrees") else "  DIFFERS")
    ig = "" if row["igraph_s"] is None else f"  igraph {row['igraph_s']:.3f} s"
    mean = "-" if row["mean_distance"] is None else f"{row['mean_distance']:.3f}{'' if row['mean_exact'] else '~'}"
    return (f"{row['row']:>5} {row['words']:>8,} {row['giant']:>8,} {row['diameter']:>4} {row['radius']:>4} "
            f"{mean:>8}  ours {row['ours_s']:8.3f} s  networkx {nx_text}{ratio}{agree}{ig}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[95])
    parser.add_argument("--metrics", nargs="+", default=["substitution", "levenshtein"])
    parser.add_argument("--compare-size", type=int, default=70, help="the size whose rows networkx also computes")
    parser.add_argument("--compare-metric", default="levenshtein")
    parser.add_argument("--lengths", type=int, nargs="*", default=None, help="rows to compare (default: every one)")
    parser.add_argument("--nx-limit", type=float, default=60.0, help="seconds networkx may take per row")
    parser.add_argument("--json", metavar="FILE")
    parser.add_argument("--networkx-child", metavar="NPZ", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.networkx_child:
        print(json.dumps(networkx_figures(args.networkx_child)))
        return 0
    figures: dict = {"whole": [], "rows": []}
    print(f"the whole report, each in a fresh process (target: size 95, both metrics, <= {TARGET_S:.0f} s "
          f"and {TARGET_MIB:.0f} MiB on 2 cores)")
    total = 0.0
    for size in args.sizes:
        for metric in args.metrics:
            done = whole_report(size, metric)
            total += done["seconds"]
            figures["whole"].append(done)
            print(f"  size {size:>2} {metric:<12} {done['words']:>8,} words {done['rows']:>3} rows  "
                  f"{done['seconds']:7.1f} s  peak RSS {done['peak_rss_mib']:7.1f} MiB", flush=True)
    print(f"  together: {total:.1f} s")
    print(f"\nper row, size {args.compare_size} {args.compare_metric}: ours (graph_figures) beside networkx "
          f"(limit {args.nx_limit:.0f} s a row); ~ marks a sampled mean")
    print(f"{'row':>5} {'words':>8} {'giant':>8} {'diam':>4} {'rad':>4} {'mean':>8}")
    import tempfile
    with tempfile.TemporaryDirectory() as scratch:
        figures["rows"] = compare_rows(args.compare_size, args.compare_metric, args.lengths, args.nx_limit,
                                       Path(scratch))
    finished = [row for row in figures["rows"] if row["networkx_s"] is not None]
    if finished:
        ours = sum(row["ours_s"] for row in finished)
        theirs = sum(row["networkx_s"] for row in finished)
        print(f"rows networkx finished: {len(finished)} of {len(figures['rows'])}; ours {ours:.2f} s, "
              f"networkx {theirs:.2f} s (x{theirs / ours:.1f})")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
