"""/api/ladder's first ladder is the command line's first line, for random pairs; one layered graph gives it and the count."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.testclient import TestClient  # noqa: E402

from ladders import Lexicon, default_lexicon, levenshtein, make_ladder, shortest_ladders, weakest_rung  # noqa: E402
from ladders.cli import main  # noqa: E402
from ladders.errors import NoLadderError  # noqa: E402
from ladders.solve.costs import word_rarity  # noqa: E402
from ladders.web import create_app  # noqa: E402
from ladders.web.answers import LIMITS  # noqa: E402
from ladders.web.first import first_ladder  # noqa: E402
from ladders.words.common import is_common  # noqa: E402
from tests.checks import assert_valid_ladder  # noqa: E402
from tests.reference import shortest_steps_by  # noqa: E402

WORDS = default_lexicon()
COMMON = [word for n in (3, 4, 5) for word in WORDS.words_of_length(n) if is_common(word, WORDS)]
PAIRS = [tuple(random.Random(seed).sample(COMMON, 2)) for seed in range(12)]


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app()) as test_client:
        yield test_client


def printed_ladders(capsys: pytest.CaptureFixture[str], *argv: str) -> list[list[str]]:
    main(list(argv))
    return [line.split("   (")[0].split(" → ") for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("start, end", PAIRS)
def test_the_first_ladder_is_the_command_lines_first_line(client: TestClient, capsys: pytest.CaptureFixture[str],
                                                          start: str, end: str) -> None:
    body = client.get("/api/ladder", params={"start": start, "end": end}).json()
    lines = printed_ladders(capsys, start, end)
    if not body["found"]:
        assert lines == [] and body["reason"]
        return
    assert body["ladder"]["words"] == lines[0]
    common = client.get("/api/common", params={"start": start, "end": end}).json()["common"]
    assert (common and common["words"]) == (lines[1] if len(lines) > 1 else None) == (body["common"] and
                                                                                    body["common"]["words"])


@pytest.mark.parametrize("start, end", PAIRS[:4])
def test_one_graph_gives_the_commonest_shortest_ladder_and_the_count(start: str, end: str) -> None:
    try:
        ladder, count = first_ladder(start, end, levenshtein, None, WORDS, **LIMITS)
    except NoLadderError:
        assert shortest_steps_by(start, end, lambda word: levenshtein.neighbours(word, WORDS)) is None
        return
    assert_valid_ladder(ladder, start, end, levenshtein, WORDS)
    assert ladder.steps == shortest_steps_by(start, end, lambda word: levenshtein.neighbours(word, WORDS))
    every = list(islice(shortest_ladders(start, end, lexicon=WORDS), 5001))
    if len(every) <= 5000:  # a plain look at every shortest ladder: the count, and no weaker rung than the best
        assert count == len(every)
        rarest = [max(word_rarity(word, WORDS) for word in other.words[1:]) for other in every]
        assert max(word_rarity(word, WORDS) for word in ladder.words[1:]) == min(rarest)
    assert ladder == make_ladder(start, end, max_depth=None, cost=weakest_rung)


def test_a_cap_too_short_says_how_long_the_shortest_is() -> None:
    with pytest.raises(NoLadderError) as raised:
        first_ladder("beer", "wine", levenshtein, 3, WORDS, **LIMITS)
    assert raised.value.shortest == 5 and "the shortest has 5" in str(raised.value)


def test_a_word_list_without_ranks_gets_the_plain_ladder_as_on_the_command_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    words = ["cold", "cord", "card", "ward", "warm", "worm", "word", "corm"]
    (tmp_path / "words.txt").write_text("\n".join(words) + "\n")
    ladder, count = first_ladder("cold", "warm", levenshtein, None, Lexicon(words), **LIMITS)
    assert ladder.words == tuple(printed_ladders(capsys, "--words", str(tmp_path / "words.txt"), "cold", "warm")[0])
    assert count == len(list(shortest_ladders("cold", "warm", lexicon=words)))
