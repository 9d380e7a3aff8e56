"""One answer everywhere: for any pair, the command line, batch, the web API and ``ladders.answer`` agree.

The answer is computed once, in :mod:`ladders.solve.answer`; these tests ask
every front end for the same random pairs and compare what each shows first.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.testclient import TestClient  # noqa: E402

from ladders import METRICS, answer, default_lexicon, solve_lines  # noqa: E402
from ladders.cli import main  # noqa: E402
from ladders.web import create_app  # noqa: E402
from ladders.web.solver_answers import LIMITS  # noqa: E402
from ladders.words.common import is_common  # noqa: E402

WORDS = default_lexicon()
COMMON = sorted(word for n in (3, 4, 5) for word in WORDS.words_of_length(n) if is_common(word, WORDS))


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app()) as test_client:
        yield test_client


def command_line(*argv: str) -> tuple[int, dict]:
    """``ladders ARGV --json`` run in this process: its exit status and the JSON it printed."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        status = main([*argv, "--json"])
    return status, json.loads(out.getvalue())


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(start=st.sampled_from(COMMON), end=st.sampled_from(COMMON), metric=st.sampled_from(sorted(METRICS)))
def test_every_front_end_shows_the_same_first_ladder(client: TestClient, start: str, end: str, metric: str) -> None:
    found = answer(start, end, METRICS[metric], None, lexicon=WORDS, commoner=True, **LIMITS)
    status, printed = command_line(start, end, "--metric", metric, "--no-limit", "--max-expansions", "200000",
                                   "--timeout", "2")
    (line,) = solve_lines([f"{start} {end}"], lexicon=WORDS, metric=METRICS[metric], max_depth=None, **LIMITS)
    api = client.get("/api/ladder", params={"start": start, "end": end, "metric": metric}).json()
    if found.ladder is None:
        assert found.why is not None
        assert status == 1 and printed["error"] == line["error"] == "no_ladder" and not api["found"]
        assert printed["reason"] == line["reason"] == api["reason"] == found.why.reason
        return
    words = list(found.ladder.words)
    assert printed["words"] == line["words"] == api["ladder"]["words"] == words
    assert printed["shortest_count"] == line["shortest_count"] == api["shortest_count"] == found.shortest_count
    common = None if found.common is None else list(found.common.words)
    assert (printed.get("common") or {}).get("words") == (api["common"] or {}).get("words") == common
    assert {key: value for key, value in printed.items() if key != "common"} == \
        {key: value for key, value in line.items() if key != "line"}, "batch and --json share one schema"


def test_batch_and_the_command_line_print_the_same_error_objects(tmp_path) -> None:
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("beer xyzzq\nbeer wine\n", encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["batch", str(pairs), "--max-depth", "3"]) == 1
    unknown, too_short = (json.loads(line) for line in out.getvalue().splitlines())
    assert (unknown["line"], unknown["start"], unknown["end"]) == (1, "beer", "xyzzq")  # a batch line names its pair
    assert command_line("beer", "xyzzq") == \
        (2, {key: value for key, value in unknown.items() if key not in ("line", "start", "end")})
    assert command_line("beer", "wine", "--max-depth", "3") == \
        (1, {key: value for key, value in too_short.items() if key != "line"})
    assert too_short["error"] == "no_ladder" and too_short["shortest"] == 5


def test_batch_gives_the_commoner_ladder_and_definitions_on_request(tmp_path) -> None:
    (plain,) = solve_lines(["head tail"], lexicon=WORDS)
    (rich,) = solve_lines(["head tail"], lexicon=WORDS, commoner=True, definitions=True)
    status, printed = command_line("head", "tail", "--define")
    assert "common" not in plain and "definitions" not in plain
    assert status == 0 and {key: value for key, value in rich.items() if key != "line"} == printed
    assert len(rich["definitions"]) == len(rich["words"]) and any(rich["definitions"])
