"""Load on ``ladders serve``: N concurrent clients in a closed loop over fresh random pairs of common words.

Starts the server on a free loopback port, drives it for a bounded time, and
prints requests/s, p50/p99 latency, errors (any status but 200) and the
server's RSS before and after, for each endpoint asked::

    python benchmarks/web_load.py --clients 16 --seconds 20 --path /api/ladder --path /api/common

Loopback only: the script serves and asks on 127.0.0.1. Needs the web extra and httpx.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import signal
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import httpx

from ladders import default_lexicon
from ladders.words.common import is_common


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def drive(url: str, path: str, pool: list[str], clients: int, seconds: float,
                seed: int) -> tuple[list[float], Counter[int]]:
    latencies: list[float] = []
    errors: Counter[int] = Counter()
    stop = time.perf_counter() + seconds

    async def client(number: int) -> None:
        rng = random.Random(seed * 1000 + number)
        async with httpx.AsyncClient(base_url=url, timeout=30) as session:
            while time.perf_counter() < stop:
                start, end = rng.sample(pool, 2)
                began = time.perf_counter()
                reply = await session.get(path, params={"start": start, "end": end})
                latencies.append(time.perf_counter() - began)
                if reply.status_code != 200:
                    errors[reply.status_code] += 1

    await asyncio.gather(*(client(number) for number in range(clients)))
    return latencies, errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--path", action="append", help="endpoint taking start and end (default /api/ladder)")
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    words = default_lexicon()
    pool = [w for n in (3, 4, 5) for w in words.words_of_length(n) if is_common(w, words)]
    server = subprocess.Popen([sys.executable, "-m", "ladders", "serve", "--host", "127.0.0.1", "--port", "0"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[3]
        httpx.get(url + "api/ladder", params={"start": "beer", "end": "wine"}, timeout=60)  # load the words once
        print(f"{args.clients} clients, {args.seconds:g} s per endpoint, pairs of {len(pool):,} common words "
              f"of 3 to 5 letters; server RSS {rss_kib(server.pid) / 1024:.0f} MiB at start")
        for path in args.path or ["/api/ladder"]:
            latencies, errors = asyncio.run(drive(url, path, pool, args.clients, args.seconds, args.seed))
            cut = statistics.quantiles(latencies, n=100)
            print(f"{path}: {len(latencies) / args.seconds:,.0f} requests/s, p50 {cut[49] * 1000:.1f} ms, "
                  f"p99 {cut[98] * 1000:.1f} ms, {sum(errors.values())} errors of {len(latencies):,} {dict(errors)}; "
                  f"server RSS {rss_kib(server.pid) / 1024:.0f} MiB after")
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
