"""Load on ``ladders serve``: N concurrent clients in a closed loop over fresh random pairs of common words.

Starts the server on a free loopback port, drives it for a bounded time, and
prints requests/s, p50/p99 latency, errors (any status but 200), the CPU time
the server and the load client each used, and the server's RSS before and
after, for each endpoint asked::

    python benchmarks/web_load.py --clients 16 --seconds 20 --path '/api/ladder?common=0' --path /api/common
    python benchmarks/web_load.py --client wrk --workers 2 --path '/api/ladder?common=0' --path /api/common

``--client python`` (the default) is an asyncio client (httpx) in this
process; ``--client wrk`` is Debian's ``wrk`` (C, one thread) replaying the
same requests from a generated Lua script, so the load client takes less of
the machine's CPU from the server. Both are closed loops: each client sends
its next request when the last is answered. Every request is a new random
pair (no two clients share a list; nothing is cached per answer).

``--abuse`` instead measures the server under abuse, in three parts: a flood
of the dearest puzzle requests from ``--clients`` clients, each abandoned after
2 s, while one more client keeps asking the game's cheap routes (``/api/daily``,
``/api/play/hint``) and times them; then how long the server takes to go idle
once the flood stops (its CPU under 10% of a core over half a second); then a
stop (SIGINT) with 30 dear requests in hand: how long it takes to exit, what
those requests were answered, and whether anything printed a traceback::

    python benchmarks/web_load.py --abuse --clients 16 --seconds 20

``--mix 100000`` instead sends that many requests spread over every endpoint,
good and bad parameters alike, in ten rounds (by the python client, which
stops at an exact count), printing the server's RSS after each round (a
long-lived server's memory must stay bounded).

Loopback only: the script serves and asks on 127.0.0.1, and stops by itself.
Needs the web extra and httpx (and ``wrk`` for ``--client wrk``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

import httpx

from ladders import default_lexicon
from ladders.words.common import is_common

TICKS = os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    """The resident memory of *pid* and its child processes (the workers), in KiB."""
    total = 0
    for each in [pid, *children(pid)]:
        for line in Path(f"/proc/{each}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
    return total


def children(pid: int) -> list[int]:
    found = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [int(child) for child in found if Path(f"/proc/{child}/cmdline").read_bytes().find(b"resource_tracker") < 0]


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of *pid* and its living children."""
    total = 0
    for each in [pid, *children(pid)]:
        fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / TICKS


def pair_paths(path: str, pool: list[str], extra: dict[str, str], count: int, rng: random.Random) -> list[str]:
    """*count* requests of *path*, each a fresh random pair of distinct words of *pool*."""
    return [f"{path}?{urlencode({'start': s, 'end': e, **extra})}"
            for s, e in (rng.sample(pool, 2) for _ in range(count))]


def mixed_paths(pool: list[str], count: int, rng: random.Random) -> list[str]:
    """*count* requests over every endpoint: good parameters mostly, bad ones (markup, junk, unknown words) often."""
    junk = "abcxyz<>\"'&%é→0123456789 ,-"

    def word() -> str:
        roll = rng.random()
        if roll < 0.8:
            return rng.choice(pool)
        if roll < 0.9:  # a word no dictionary has: a different string each time
            return "".join(rng.choice("bcdfghjklmnpqrstvwxz") for _ in range(rng.randrange(3, 9)))
        return "".join(rng.choice(junk) for _ in range(rng.randrange(0, 50)))

    def metric() -> str:
        return rng.choice(["levenshtein", "levenshtein", "substitution", "damerau", "hamming"])

    makers = [
        lambda: ("/api/ladder", {"start": word(), "end": word(), "common": rng.choice("01"), "metric": metric()}),
        lambda: ("/api/common", {"start": word(), "end": word()}),
        lambda: ("/api/check", {"words": ",".join(word() for _ in range(rng.randrange(1, 8))), "metric": metric()}),
        lambda: ("/api/puzzle", {"steps": str(rng.randrange(0, 8)), "common": rng.choice("01"),
                                 "seed": str(rng.randrange(10**6))}),
        lambda: ("/api/define", {"word": word()}),
        lambda: ("/api/draw", {"start": word(), "end": word()}),
        lambda: ("/api/play/move", {"start": word(), "end": word(), "rungs": word(), "word": word()}),
        lambda: ("/api/play/hint", {"start": word(), "end": word(), "rungs": ""}),
        lambda: ("/", {"start": word()}),
        lambda: ("/solver.js", {}),
        lambda: ("/api/" + word(), {}),
    ]
    return [f"{path}?{urlencode(query)}" for path, query in (rng.choice(makers)() for _ in range(count))]


async def drive_python(url: str, paths: list[str], clients: int, seconds: float,
                       limit: int | None) -> tuple[list[float], Counter[int]]:
    """Closed loop: each client sends its next request when the last is answered, until time or *limit* runs out."""
    latencies: list[float] = []
    statuses: Counter[int] = Counter()
    stop = time.perf_counter() + seconds
    todo = iter(paths)

    async def client() -> None:
        async with httpx.AsyncClient(base_url=url, timeout=60) as session:
            while time.perf_counter() < stop and (limit is None or len(latencies) < limit):
                path = next(todo, None)
                if path is None:
                    return
                began = time.perf_counter()
                reply = await session.get(path)
                latencies.append(time.perf_counter() - began)
                statuses[reply.status_code] += 1

    await asyncio.gather(*(client() for _ in range(clients)))
    return latencies, statuses


WRK_SCRIPT = """
local paths = {%(paths)s}
local at = 0
local threads = {}
statuses = {}
setup = function(thread) table.insert(threads, thread) end
request = function()
  at = at %% #paths + 1
  return wrk.format("GET", paths[at])
end
response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
done = function(summary, latency, requests)
  local counts = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses")) do counts[#counts + 1] = string.format('"%%d": %%d', status, n) end
  end
  local e = summary.errors
  io.write(string.format('RESULT {"requests": %%d, "seconds": %%f, "p50": %%f, "p99": %%f, "socket_errors": %%d, '
    .. '"statuses": {%%s}}\\n', summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e6,
    latency:percentile(99) / 1e6, e.connect + e.read + e.write + e.timeout, table.concat(counts, ", ")))
end
"""


def drive_wrk(url: str, paths: list[str], clients: int, seconds: float) -> dict[str, object]:
    """The same closed loop by ``wrk`` (one thread, *clients* connections); its summary as a dict."""
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(WRK_SCRIPT % {"paths": ",".join(json.dumps(p) for p in paths), })
    try:
        done = subprocess.run(["wrk", "-t1", f"-c{clients}", f"-d{seconds:g}s", "--timeout", "60s", "-s", script.name,
                               url.rstrip("/")], capture_output=True, text=True, timeout=seconds + 120, check=True)
    finally:
        os.unlink(script.name)
    line = next(line for line in done.stdout.splitlines() if line.startswith("RESULT "))
    return dict(json.loads(line[len("RESULT "):]))


def client_cpu(kind: str) -> float:
    """CPU seconds used so far by the load client: this process (python), or the finished wrk runs."""
    usage = resource.getrusage(resource.RUSAGE_SELF if kind == "python" else resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(kind: str, url: str, paths: list[str], clients: int, seconds: float,
        limit: int | None = None) -> tuple[int, float, float, float, Counter[int]]:
    """Requests answered, wall seconds, p50 and p99 seconds, and the count of each status (*limit*: python only)."""
    if kind == "wrk":
        result = drive_wrk(url, paths, clients, seconds)
        statuses = Counter({int(k): int(v) for k, v in dict(result["statuses"]).items()})  # type: ignore[call-overload]
        if result["socket_errors"]:
            statuses[0] += int(result["socket_errors"])  # type: ignore[call-overload]
        return (int(result["requests"]), float(result["seconds"]), float(result["p50"]),  # type: ignore[arg-type]
                float(result["p99"]), statuses)  # type: ignore[arg-type]
    began = time.perf_counter()
    latencies, statuses = asyncio.run(drive_python(url, paths, clients, seconds, limit))
    cut = statistics.quantiles(latencies, n=100)
    return len(latencies), time.perf_counter() - began, cut[49], cut[98], statuses


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--path", action="append",
                        help="endpoint taking start and end, with any further parameters "
                             "(default /api/ladder?common=0)")
    parser.add_argument("--client", choices=["python", "wrk"], default="python", help="the load client")
    parser.add_argument("--workers", type=int, default=1, help="ladders serve --workers")
    parser.add_argument("--mix", type=int, metavar="N", help="instead: N requests over every endpoint, RSS per tenth")
    parser.add_argument("--abuse", action="store_true", help="instead: a flood of abandoned dear requests, then a stop")
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    if args.client == "wrk" and shutil.which("wrk") is None:
        parser.error("--client wrk needs wrk (apt-get install wrk)")
    words = default_lexicon()
    pool = [w for n in (3, 4, 5) for w in words.words_of_length(n) if is_common(w, words)]
    rng = random.Random(args.seed)
    server = subprocess.Popen([sys.executable, "-m", "ladders", "serve", "--host", "127.0.0.1", "--port", "0",
                               "--workers", str(args.workers)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[3]
        for _ in range(4 * args.workers):  # each worker has warmed up when it answers
            httpx.get(url + "api/define", params={"word": "beer"}, timeout=60)
        print(f"{args.clients} clients ({args.client}), server with {args.workers} worker(s) "
              f"on {os.cpu_count()} cores; pairs of {len(pool):,} common words of 3 to 5 letters; "
              f"server RSS {rss_kib(server.pid) / 1024:.0f} MiB; "
              f"machine load average {os.getloadavg()[0]:.1f} (other work on the machine slows every figure)")
        if args.mix:
            return mix(args, url, server.pid, pool, rng)
        if args.abuse:
            return abuse(args, url, server)
        for shown in args.path or ["/api/ladder?common=0"]:
            path, _, query = shown.partition("?")
            paths = pair_paths(path, pool, dict(parse_qsl(query)), min(int(args.seconds * 2000), 60_000), rng)
            server_cpu, own_cpu = cpu_seconds(server.pid), client_cpu(args.client)
            count, wall, p50, p99, statuses = run(args.client, url, paths, args.clients, args.seconds)
            server_cpu, own_cpu = cpu_seconds(server.pid) - server_cpu, client_cpu(args.client) - own_cpu
            errors = sum(n for status, n in statuses.items() if status != 200)
            print(f"{shown}: {count / wall:,.0f} requests/s, p50 {p50 * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
                  f"{errors} errors of {count:,} {dict(statuses)}; CPU over {wall:.1f} s: server {server_cpu:.1f} s, "
                  f"client {own_cpu:.1f} s; server RSS {rss_kib(server.pid) / 1024:.0f} MiB after; load average "
                  f"{os.getloadavg()[0]:.1f}")
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=120)
    return 0


DEAR = "/api/puzzle?steps=12&common=1&metric=damerau&seed={seed}"
"""The dearest request a caller can choose: a long puzzle of common words under the swap metric, which runs out of
tries slowly (seconds of CPU unless a budget stops it)."""

CHEAP = ["/api/daily?date=2026-11-02", "/api/play/hint?start=cold&end=warm&metric=substitution&level=1"]
"""The game's own routes, which must keep answering whatever else the server is asked."""


def abuse(args: argparse.Namespace, url: str, server: subprocess.Popen[str]) -> int:
    """The flood, the time to idle and the stop (see the module's doc); figures printed, status 0."""
    cheap_before = asyncio.run(probe(url, 2.0))
    print(f"cheap routes, quiet server: p50 {median_ms(cheap_before)}, p99 {p99_ms(cheap_before)}")
    cheap, statuses = asyncio.run(flood(url, args.clients, args.seconds))
    ended = time.perf_counter()
    print(f"flood of {args.clients} clients x {args.seconds:g} s of {DEAR.split('?')[0]}, each abandoned after 2 s: "
          f"dear statuses {dict(statuses)}; cheap routes meanwhile: {len(cheap)} answered, p50 {median_ms(cheap)}, "
          f"p99 {p99_ms(cheap)}, slowest {max(cheap, default=float('nan')) * 1000:.0f} ms")
    idle = idle_after(server.pid, ended)
    print(f"time to idle after the flood: {idle:.1f} s (server CPU under 10% of a core over 0.5 s)")
    answers: Counter[str] = Counter()

    async def hold(seed: int) -> None:
        try:
            async with httpx.AsyncClient(base_url=url, timeout=120) as session:
                reply = await session.get(DEAR.format(seed=seed))
                answers[str(reply.status_code)] += 1
        except httpx.HTTPError as error:
            answers[type(error).__name__] += 1

    async def stop_under_load() -> float:
        tasks = [asyncio.create_task(hold(seed)) for seed in range(30)]
        await asyncio.sleep(1.0)
        began = time.perf_counter()
        server.send_signal(signal.SIGINT)
        while server.poll() is None and time.perf_counter() - began < 120:
            await asyncio.sleep(0.05)
        stopped = time.perf_counter() - began
        await asyncio.gather(*tasks)
        return stopped

    stopped = asyncio.run(stop_under_load())
    errors = server.stderr.read() if server.stderr is not None else ""
    print(f"stop with 30 dear requests in hand: exited in {stopped:.1f} s (status {server.returncode}); the requests "
          f"got {dict(answers)}; tracebacks printed: {errors.count('Traceback')}; load average "
          f"{os.getloadavg()[0]:.1f}")
    return 0


def median_ms(latencies: list[float]) -> str:
    return f"{statistics.median(latencies) * 1000:.0f} ms" if latencies else "none answered"


def p99_ms(latencies: list[float]) -> str:
    return (f"{statistics.quantiles(latencies, n=100, method='inclusive')[98] * 1000:.0f} ms" if len(latencies) > 1
            else "n/a")


async def probe(url: str, seconds: float) -> list[float]:
    """One client asking the cheap routes in turn for *seconds*: each answer's latency."""
    latencies: list[float] = []
    stop = time.perf_counter() + seconds
    async with httpx.AsyncClient(base_url=url, timeout=300) as session:
        at = 0
        while time.perf_counter() < stop:
            began = time.perf_counter()
            reply = await session.get(CHEAP[at % len(CHEAP)])
            if reply.status_code == 200:
                latencies.append(time.perf_counter() - began)
            at += 1
    return latencies


async def flood(url: str, clients: int, seconds: float) -> tuple[list[float], Counter[str]]:
    """*clients* clients sending dear requests, each abandoned after 2 s, while :func:`probe` times the cheap ones."""
    statuses: Counter[str] = Counter()
    stop = time.perf_counter() + seconds

    async def dear(first: int) -> None:
        seed = first
        while time.perf_counter() < stop:
            seed += clients
            try:  # a fresh connection each time, dropped at the timeout: an abandoned request
                async with httpx.AsyncClient(base_url=url, timeout=2.0) as session:
                    statuses[str((await session.get(DEAR.format(seed=seed))).status_code)] += 1
            except httpx.TimeoutException:
                statuses["abandoned"] += 1
            except httpx.HTTPError as error:
                statuses[type(error).__name__] += 1

    results = await asyncio.gather(probe(url, seconds), *(dear(n) for n in range(clients)))
    return results[0], statuses


def idle_after(pid: int, since: float, limit: float = 300.0) -> float:
    """Seconds from *since* until *pid* (and its workers) used under 10% of a core over half a second."""
    while time.perf_counter() - since < limit:
        before = cpu_seconds(pid)
        time.sleep(0.5)
        if cpu_seconds(pid) - before < 0.05:
            return time.perf_counter() - since - 0.5
    return float("inf")


def mix(args: argparse.Namespace, url: str, pid: int, pool: list[str], rng: random.Random) -> int:
    """Send ``args.mix`` mixed requests in ten rounds; print the RSS after each and any 5xx."""
    paths = mixed_paths(pool, args.mix, rng)
    tenth = max(1, args.mix // 10)
    server_errors = 0
    total: Counter[int] = Counter()
    for at in range(0, args.mix, tenth):
        chunk = paths[at:at + tenth]
        count, wall, p50, p99, statuses = run("python", url, chunk, args.clients, 3600, limit=len(chunk))
        total.update(statuses)
        server_errors += sum(n for status, n in statuses.items() if status >= 500 or status == 0)
        print(f"after {at + count:,} requests: server RSS {rss_kib(pid) / 1024:.0f} MiB "
              f"({count / wall:,.0f} requests/s,"
              f" p99 {p99 * 1000:.0f} ms)", flush=True)
    print(f"statuses {dict(sorted(total.items()))}; {server_errors} server errors (5xx or no answer)")
    return 1 if server_errors else 0


if __name__ == "__main__":
    sys.exit(main())
