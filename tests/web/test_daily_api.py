"""The daily game's endpoints: /api/daily (no day after the player's today), marks, detours and hard mode in
/api/play/move, hint levels, the result (with undone rungs), the mask, and errors in a player's words."""

from __future__ import annotations

import datetime
import random
import string
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.testclient import TestClient  # noqa: E402

from ladders.solve.rating import rate_pair
from ladders import substitution  # noqa: E402
from ladders.play.daily import daily_puzzle, not_open_yet  # noqa: E402
from ladders.play.rules import HARD_HIDES  # noqa: E402
from ladders.play.share import UNDONE, share_text  # noqa: E402
from ladders.play.rounds import letter_marks  # noqa: E402
from ladders.solve.shortest import count_shortest_ladders, shortest_ladders  # noqa: E402
from ladders.web import create_app  # noqa: E402
from tests.play.test_share import parse  # noqa: E402

DATE = "2026-11-30"
"""A day before the server's today in these tests (:data:`~tests.web.serving.SERVER_DAY`, injected)."""


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(), raise_server_exceptions=False) as test_client:
        yield test_client


def test_daily_by_date(client: TestClient, server_today: datetime.date) -> None:
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


def test_result_of_a_daily_round_at_par(client: TestClient, server_today: datetime.date) -> None:
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
    rated = rate_pair(puzzle.start, puzzle.end, substitution).as_json()  # the pair's rating, but not its rarest word
    assert body["rating"] == {key: rated[key] for key in body["rating"]} and "rarest" not in body["rating"]
    assert body["rating"]["rating"] in ("easy", "medium", "hard", "fiendish") and body["rating"]["par"] == puzzle.par
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
    "/api/daily?date=2026-12-01&today=2026-13-01", "/api/daily?date=2026-12-01&today=" + "1" * 300,
] + [f"/api/play/result?start=cold&end=warm&rungs=cord,card,ward,warm&metric=substitution&undone={undone}"
       for undone in ("x:word", "100:word", "1:", ":word", "1:wo<rd", "1;word", "-1:word", "١:word", "1:word,",
                      "1:word:2", ",".join(["1:word"] * 101), "1:" + "w" * 41)]


@pytest.mark.parametrize("url", BAD)
def test_bad_inputs_are_400_json(client: TestClient, url: str, server_today: datetime.date) -> None:
    answer = client.get(url)
    assert answer.status_code == 400 and answer.json()["message"], answer.text


def test_fuzzed_parameters_never_give_a_5xx(client: TestClient, server_today: datetime.date) -> None:
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


def _day(offset: int, server_today: datetime.date) -> str:
    return (server_today + datetime.timedelta(days=offset)).isoformat()


def test_a_day_after_the_player_s_today_is_not_open_yet(client: TestClient, server_today: datetime.date) -> None:
    tomorrow = server_today + datetime.timedelta(days=1)
    answer = client.get("/api/daily", params={"date": tomorrow.isoformat(), "today": server_today.isoformat()})
    body = answer.json()
    assert answer.status_code == 403 and body["error"] == "not_open_yet"
    assert body["message"] == not_open_yet(tomorrow, server_today) and "come back then" in body["message"]
    assert body["number"] == daily_puzzle(tomorrow).number and body["date"] == tomorrow.isoformat()
    assert "start" not in body and daily_puzzle(tomorrow).start not in answer.text  # no word of the puzzle
    assert client.get("/api/daily", params={"date": tomorrow.isoformat()}).status_code == 403  # the server's today
    assert client.get("/api/daily", params={"date": server_today.isoformat()}).status_code == 200
    ahead = client.get("/api/daily", params={"date": tomorrow.isoformat(), "today": tomorrow.isoformat()})
    assert ahead.status_code == 200 and ahead.json()["date"] == tomorrow.isoformat()  # a player a time zone ahead
    behind = client.get("/api/daily", params={"today": _day(-1, server_today)})  # and one behind: their own today
    assert behind.status_code == 200 and behind.json()["date"] == _day(-1, server_today)


@pytest.mark.parametrize("offset", [-2, 2, 40])
def test_the_player_s_today_is_within_a_day_of_the_server_s(client: TestClient, server_today: datetime.date,
                                                              offset: int) -> None:
    answer = client.get("/api/daily", params={"date": _day(-5, server_today), "today": _day(offset, server_today)})
    assert answer.status_code == 400 and answer.json()["error"] == "bad_input"
    assert "within 1 day" in answer.json()["message"] and server_today.isoformat() in answer.json()["message"]


def test_a_result_for_a_day_not_open_yet_is_refused_the_same_way(client: TestClient,
                                                                  server_today: datetime.date) -> None:
    later = daily_puzzle(server_today + datetime.timedelta(days=2))
    ladder = next(shortest_ladders(later.start, later.end, substitution))
    query = {"start": later.start, "end": later.end, "rungs": ",".join(ladder.words[1:]), "number": later.number,
             "metric": "substitution"}
    for today in (None, _day(1, server_today)):
        answer = client.get("/api/play/result", params={**query, **({"today": today} if today else {})})
        assert answer.status_code == 403 and answer.json()["error"] == "not_open_yet", answer.text
    practice = client.get("/api/play/result", params={**query, "number": ""})  # not a daily round: no date to check
    assert practice.status_code == 200


def test_undone_rungs_count_as_steps_and_show_crossed_out_in_the_share(client: TestClient,
                                                                       server_today: datetime.date) -> None:
    puzzle = daily_puzzle(DATE)
    ladder = next(shortest_ladders(puzzle.start, puzzle.end, substitution)).words[1:]
    undone = [(0, "zzzz"[:len(puzzle.end)]), (1, ladder[0])]  # any word a page says it took back
    body = client.get("/api/play/result", params={
        "start": puzzle.start, "end": puzzle.end, "rungs": ",".join(ladder), "number": puzzle.number,
        "metric": "substitution", "undone": ",".join(f"{place}:{word}" for place, word in undone),
        "today": server_today.isoformat()}).json()
    assert body["steps"] == puzzle.par + 2 and body["par"] == puzzle.par and body["undone"] == [list(u) for u in undone]
    assert body["share"] == share_text(ladder, puzzle.end, puzzle.par, 0, number=puzzle.number, undone=undone)
    rows = body["share"].splitlines()[1:]
    assert [row.endswith(UNDONE) for row in rows] == [True] + [False] + [True] + [False] * (len(ladder) - 1)
    assert f"{puzzle.par + 2} steps (par {puzzle.par})" in body["share"].splitlines()[0]


def test_hard_mode_leaves_out_what_it_hides(client: TestClient) -> None:
    base = {"start": "cold", "end": "warm", "metric": "substitution", "detours": 1, "hard": 1}
    for word in ("cord", "bold"):  # on a shortest way, and a detour: the same answer
        seen = client.get("/api/play/move", params={**base, "word": word}).json()
        assert seen["accepted"] and seen["kind"] == "accepted" and not set(HARD_HIDES) & set(seen)
        assert seen["message"] == f"{word!r}: accepted"  # no count of the steps left in the words either
    told = client.get("/api/play/move", params={**base, "word": "cord", "hard": 0}).json()
    assert told["steps_left"] == 3 and told["on_shortest_way"] is True
    hint = client.get("/api/play/hint", params={**base, "level": 1}).json()
    assert "steps_left" not in hint and hint["hint"]["level"] == 1


@pytest.mark.parametrize("path, query, said, never", [
    ("/api/play/move", {"start": "cat", "end": "xylophone", "word": "cot"}, "no ladder joins cat and xylophone",
     "groups"),
    ("/api/play/start", {"start": "cat", "end": "xylophone"}, "no ladder joins cat and xylophone", "groups"),
    ("/api/play/move", {"start": "cold", "end": "warm", "word": "<b>"}, "is not a word", "less-than sign"),
    ("/api/play/hint", {"start": "cold", "end": "warm", "rungs": "co%d"}, "is not a word", "percent sign"),
    ("/api/play/move", {"start": "cold", "end": "warm", "word": "tale", "metric": "substitution"},
     "changes 3 letters", "substitution"),
    ("/api/play/start", {"start": "beeer", "end": "wine"}, "not in the word list (did you mean beer", "dictionary;"),
])
def test_the_game_s_routes_speak_a_player_s_words(client: TestClient, path: str, query: dict[str, str], said: str,
                                                  never: str) -> None:
    answer = client.get(path, params=query)
    message = answer.json()["message"]
    assert said in message and never not in answer.text, answer.text


def test_the_solver_s_routes_keep_their_precise_words(client: TestClient) -> None:
    assert "groups" in client.get("/api/ladder", params={"start": "cat", "end": "xylophone"}).json()["reason"]
    assert "less-than sign" in client.get("/api/ladder", params={"start": "<b>", "end": "cold"}).json()["message"]


def test_the_rules_and_a_round_s_start(client: TestClient) -> None:
    from ladders.play import rules
    assert client.get("/api/play/rules").json() == {"metric": rules.GAME_METRIC, "moves": rules.MOVES,
                                                    "hard_mode": rules.HARD_MODE, "hard_hides": list(rules.HARD_HIDES)}
    start = client.get("/api/play/start", params={"start": "Cold", "end": "warm", "metric": "substitution"}).json()
    assert start == {"start": "cold", "end": "warm", "steps": 4, "metric": "substitution",
                     "moves": rules.MOVES["substitution"]}
