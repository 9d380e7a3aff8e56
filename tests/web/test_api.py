"""The JSON API in process (Starlette's TestClient): answers as the command line's, errors as JSON 4xx."""

from __future__ import annotations

import random
import string
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.testclient import TestClient  # noqa: E402

from ladders import count_shortest_ladders, default_lexicon, make_ladder, weakest_rung  # noqa: E402
from ladders.cli import main  # noqa: E402
from ladders.web import create_app  # noqa: E402


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(), raise_server_exceptions=False) as test_client:
        yield test_client


def test_ladder_is_the_command_lines_first_ladder_with_the_commoner_one(client: TestClient,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    answer = client.get("/api/ladder", params={"start": "beer", "end": "wine"})
    assert answer.status_code == 200
    body = answer.json()
    first = make_ladder("beer", "wine", max_depth=None, cost=weakest_rung)
    assert body["found"] and body["ladder"]["words"] == list(first.words)
    assert body["shortest_count"] == count_shortest_ladders("beer", "wine")
    assert main(["beer", "wine", "--json"]) == 0
    import json
    printed = json.loads(capsys.readouterr().out)
    assert printed["words"] == body["ladder"]["words"] and printed["common"]["words"] == body["common"]["words"]
    entry = body["ladder"]["entries"][0]
    assert entry["word"] == "beer" and entry["rank"] == default_lexicon().rank("beer")
    assert entry["definitions"][0]["gloss"].startswith("a general name for alcoholic")
    assert client.get("/api/common", params={"start": "beer", "end": "wine"}).json()["common"] == body["common"]


def test_no_ladder_is_an_answer_that_says_why(client: TestClient) -> None:
    answer = client.get("/api/ladder", params={"start": "cat", "end": "xylophone"})
    assert answer.status_code == 200
    assert answer.json()["found"] is False and "different groups" in answer.json()["reason"]
    common = client.get("/api/common", params={"start": "cat", "end": "xylophone"})
    assert common.status_code == 200 and common.json()["common"] is None


def test_unknown_word_is_404_with_suggestions(client: TestClient) -> None:
    answer = client.get("/api/ladder", params={"start": "beeer", "end": "wine"})
    assert answer.status_code == 404
    body = answer.json()
    assert (body["error"] == "unknown_word" and "beer" in body["suggestions"]
            and "not in the dictionary" in body["message"])


def test_check_puzzle_define_draw(client: TestClient) -> None:
    check = client.get("/api/check", params={"words": "beer,bear,bead"}).json()
    assert check["valid"] and check["is_shortest"]
    wrong = client.get("/api/check", params={"words": "beer,wine"}).json()
    assert not wrong["valid"] and wrong["problems"][0]["kind"] == "not one move"
    puzzle = client.get("/api/puzzle", params={"steps": "4", "common": "1", "seed": "7"}).json()
    assert puzzle["steps"] == 4 and puzzle["solutions"] >= 1
    assert make_ladder(puzzle["start"], puzzle["end"], max_depth=None).steps == 4
    assert client.get("/api/define", params={"word": "wold"}).json()["definitions"][0]["pos"] == "noun"
    unknown, undefined = (client.get("/api/define", params={"word": word}).json() for word in ("xyzzy", "enow"))
    assert not unknown["in_dictionary"] and unknown["definitions"] == [] and "fuzzy" in unknown["suggestions"]
    assert undefined["in_dictionary"] and undefined["definitions"] == [] and "suggestions" not in undefined
    tore = client.get("/api/define", params={"word": "tore"}).json()["definitions"][0]
    assert (tore["lemma"], tore["form"]) == ("tear", "past of tear")
    picture = client.get("/api/draw", params={"start": "beer", "end": "wine"})
    assert picture.status_code == 200 and picture.headers["content-type"].startswith("image/svg+xml")
    assert picture.text.lstrip().startswith(("<svg", "<?xml")) and "<script" not in picture.text


def test_play_move_and_hint(client: TestClient) -> None:
    move = client.get("/api/play/move", params={"start": "beer", "end": "wine", "rungs": "", "word": "bee"}).json()
    assert move["accepted"] and move["rungs"] == ["bee"]
    off = client.get("/api/play/move", params={"start": "beer", "end": "wine", "word": "beet"}).json()
    assert off["kind"] == "off_course" and not off["accepted"]
    assert client.get("/api/play/hint", params={"start": "beer", "end": "wine", "rungs": "bee"}).json()["hint"] == "wee"


def test_every_response_forbids_inline_script(client: TestClient) -> None:
    for path in ("/", "/solver.js", "/style.css", "/api/ladder?start=beer&end=wine", "/api/ladder?start=<x>&end=y"):
        policy = client.get(path).headers["content-security-policy"]
        assert "script-src 'self'" in policy and "unsafe-inline" not in policy, path
    assert "script" not in client.get("/api/draw?start=beer&end=wine").headers["content-security-policy"]


@pytest.mark.parametrize("path, status", [
    ("/api/ladder?start=beer", 400), ("/api/ladder?start=beer&end=wine&metric=hamming", 400),
    ("/api/ladder?start=beer&end=wine&max_depth=-1", 400), ("/api/ladder?start=beer&end=wine&max_depth=1e9", 400),
    ("/api/ladder?start=<script>&end=wine", 400), ("/api/ladder?start=" + "a" * 41 + "&end=wine", 400),
    ("/api/puzzle", 400), ("/api/puzzle?steps=0", 400), ("/api/puzzle?steps=99", 400),
    ("/api/puzzle?steps=3&common=maybe", 400), ("/api/puzzle?steps=3&seed=%3Cb%3E", 400),
    ("/api/check?words=", 400), ("/api/check?words=a,,b", 400), ("/api/check?words=" + ",a" * 50, 400),
    ("/api/define", 400), ("/api/draw?start=beer&end=zzzzq", 404),
    ("/api/play/move?start=beer&end=wine&rungs=beet&word=bee", 400),
])
def test_bad_parameters_are_4xx_json_saying_what_is_wrong(client: TestClient, path: str, status: int) -> None:
    answer = client.get(path)
    assert answer.status_code == status, answer.text
    assert answer.json()["error"] and answer.json()["message"]


def test_fuzzed_parameters_never_give_a_5xx(client: TestClient) -> None:
    rng = random.Random(17)
    alphabet = string.printable + "éß→\u200b<>\"'&%\x00"
    paths = ["/api/ladder", "/api/check", "/api/puzzle", "/api/define", "/api/draw", "/api/common",
             "/api/play/move", "/api/play/hint"]
    names = ["start", "end", "metric", "max_depth", "words", "steps", "common", "seed", "word", "rungs"]
    for _ in range(300):
        query = {rng.choice(names): "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 12)))
                 for _ in range(rng.randrange(0, 5))}
        answer = client.get(rng.choice(paths), params=query)
        assert 200 <= answer.status_code < 500, (query, answer.text)
        if answer.status_code >= 400:
            assert set(answer.json()) >= {"error", "message"}
