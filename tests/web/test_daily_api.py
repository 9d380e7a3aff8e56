"""The daily game's endpoints: /api/daily, marks and detours in /api/play/move, hint levels, the result, the mask."""

from __future__ import annotations

import datetime
import random
import string
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.testclient import TestClient  # noqa: E402

from ladders import substitution  # noqa: E402
from ladders.play.daily import daily_puzzle  # noqa: E402
from ladders.play.rounds import letter_marks  # noqa: E402
from ladders.solve.shortest import count_shortest_ladders, shortest_ladders  # noqa: E402
from ladders.web import create_app  # noqa: E402
from tests.play.test_share import parse  # noqa: E402

DATE = "2026-12-24"


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(), raise_server_exceptions=False) as test_client:
        yield test_client


def test_daily_by_date(client: TestClient) -> None:
    assert client.get("/api/daily", params={"date": DATE}).json() == daily_puzzle(DATE).as_json()


def test_daily_without_a_date_is_today_s(today: datetime.date) -> None:
    with TestClient(create_app()) as fresh:  # its own client: the injected day lasts this test alone
        assert fresh.get("/api/daily").json() == daily_puzzle(today).as_json()


def test_move_carries_marks_and_steps_left_and_allows_detours_when_asked(client: TestClient) -> None:
    base = {"start": "cold", "end": "warm", "metric": "substitution"}
    good = client.get("/api/play/move", params={**base, "word": "cord"}).json()
    assert good["kind"] == "good" and good["marks"] == list(letter_marks("cord", "warm")) and good["steps_left"] == 3
    strict = client.get("/api/play/move", params={**base, "word": "bold"}).json()
    assert strict["kind"] == "off_course" and not strict["accepted"]
    detour = client.get("/api/play/move", params={**base, "word": "bold", "detours": 1}).json()
    assert detour["kind"] == "detour" and detour["accepted"] and detour["steps_left"] == 4


def test_hint_levels(client: TestClient) -> None:
    base = {"start": "cold", "end": "warm", "metric": "substitution", "rungs": "cord"}
    hints = [client.get("/api/play/hint", params={**base, "level": level}).json()["hint"] for level in (1, 2, 3)]
    assert [h["level"] for h in hints] == [1, 2, 3]
    assert hints[0]["letter"] is None and hints[1]["word"] is None and hints[2]["word"] in ("card", "word")
    assert client.get("/api/play/hint", params=base).json()["hint"] == hints[2]["word"]  # no level: the rung


def test_result_of_a_daily_round_at_par(client: TestClient) -> None:
    puzzle = daily_puzzle(DATE)
    ladder = next(shortest_ladders(puzzle.start, puzzle.end, substitution))
    body = client.get("/api/play/result", params={
        "start": puzzle.start, "end": puzzle.end, "rungs": ",".join(ladder.words[1:]), "hints": 1,
        "number": puzzle.number, "metric": "substitution"}).json()
    assert body["solved"] and body["steps"] == body["par"] == puzzle.par and body["hints"] == 1
    fields, grid = parse(body["share"])
    assert fields["number"] == str(puzzle.number) and fields["hints"] == "1" and len(grid) == puzzle.par
    assert [entry["word"] for entry in body["words"]] == list(ladder.words)
    assert body["shortest_count"] == count_shortest_ladders(puzzle.start, puzzle.end, substitution)
    picture = client.get(body["picture"])
    assert picture.status_code == 200 and picture.text.startswith("<svg") and "mask=1" in body["picture"]


def test_result_of_a_round_given_up(client: TestClient) -> None:
    body = client.get("/api/play/result", params={"start": "cold", "end": "warm", "rungs": "bold", "hints": 0,
                                                  "gave_up": 1, "metric": "substitution"}).json()
    assert not body["solved"] and body["steps"] == 1 and parse(body["share"])[0]["gave_up"]
    assert body["words"][-1]["word"] == "warm"


def test_the_mask_hides_offensive_words_in_the_picture(client: TestClient) -> None:
    params = {"start": "pick", "end": "dice", "metric": "substitution"}
    plain = client.get("/api/draw", params=params).text
    masked = client.get("/api/draw", params={**params, "mask": 1}).text
    assert ">dick<" in plain and "dick" not in masked and "••••" in masked


BAD = [
    "/api/daily?date=2026-02-30", "/api/daily?date=tomorrow", "/api/daily?date=1999-01-01",
    "/api/daily?date=" + "9" * 300,
    "/api/play/hint?start=cold&end=warm&level=4&metric=substitution",
    "/api/play/hint?start=cold&end=warm&level=x&metric=substitution",
    "/api/play/result?start=cold&end=warm&rungs=cord&hints=0&metric=substitution",
    "/api/play/result?start=cold&end=warm&rungs=cord,card,ward,warm&hints=-1&metric=substitution",
    "/api/play/result?start=cold&end=warm&rungs=cord,card,ward,warm&hints=0&number=1&metric=substitution",
    "/api/play/result?start=cold&end=warm&rungs=cord,card,ward,warm&number=0&metric=substitution",
    "/api/play/result?start=cold&end=warm&rungs=zzzz&gave_up=1&metric=substitution",
    "/api/play/move?start=cold&end=warm&word=bold&detours=maybe&metric=substitution",
    "/api/draw?start=cold&end=warm&mask=2",
]


@pytest.mark.parametrize("url", BAD)
def test_bad_inputs_are_400_json(client: TestClient, url: str) -> None:
    answer = client.get(url)
    assert answer.status_code == 400 and answer.json()["message"], answer.text


def test_fuzzed_parameters_never_give_a_5xx(client: TestClient) -> None:
    rng = random.Random(18)
    alphabet = string.ascii_letters + string.digits + "-,'é<>&%"
    for _ in range(40):
        noise = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        path, name = rng.choice([("/api/daily", "date"), ("/api/play/result", "hints"), ("/api/play/result", "number"),
                                 ("/api/play/hint", "level"), ("/api/play/result", "rungs")])
        params = {"start": "cold", "end": "warm", "metric": "substitution", "gave_up": "1", name: noise}
        assert client.get(path, params=params).status_code < 500


@pytest.mark.parametrize("start, end, hidden, kept",
                         [("cart", "fast", "fart", "cast"), ("hurry", "hardy", "harry", "")])
def test_the_mask_hides_every_word_a_puzzle_may_not_show_but_the_ends(client: TestClient, start: str, end: str,
                                                                      hidden: str, kept: str) -> None:
    params = {"start": start, "end": end, "metric": "substitution"}
    plain = client.get("/api/draw", params=params).text
    masked = client.get("/api/draw", params={**params, "mask": 1}).text
    assert f">{hidden}<" in plain and hidden not in masked and "•" * len(hidden) in masked
    assert f">{start}<" in masked and f">{end}<" in masked and f">{kept}<" in masked
