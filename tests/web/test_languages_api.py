"""Several languages on one server (``create_app(languages=...)``, ``ladders serve --language fr,de``): the
picker's list, ``lang=CODE`` on every route, real spellings in the answer, clear errors for a language the server
lacks, and the daily puzzle English whatever a request says."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed")

from starlette.testclient import TestClient  # noqa: E402

from ladders import Ladder, levenshtein  # noqa: E402
from ladders.words.accents import fold_table  # noqa: E402
from ladders.words.lexicon import Lexicon  # noqa: E402
from ladders.web import create_app  # noqa: E402
from tests.checks import assert_valid_ladder  # noqa: E402

SPELLINGS = {"ete": ("été",), "fete": ("fête", "fêté"), "feter": ("fêter",), "tete": ("tête",), "bete": ("bête",)}
FRENCH = Lexicon.of_folded(SPELLINGS, {key: rank for rank, key in enumerate(SPELLINGS, 1)}, source="french words",
                           language="fr", fold_table=fold_table("fr"), variants=SPELLINGS)


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    app = create_app(["cold", "cord", "card", "ward", "warm"], warm=False, languages={"fr": FRENCH})
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def test_the_picker_lists_every_language_and_english_is_the_default(client: TestClient) -> None:
    listed = client.get("/api/languages").json()
    assert listed["default"] == "en"  # the visitor's choice, never the list the server was started with first
    assert [(entry["code"], entry["name"], entry["accents"]) for entry in listed["languages"]] == \
        [("en", "English", "exact"), ("fr", "French", "fold")]


def test_lang_picks_the_word_list_and_the_answer_shows_real_spellings(client: TestClient) -> None:
    body = client.get("/api/ladder", params={"start": "ÉTÉ", "end": "fêter", "lang": "fr"}).json()
    ladder = body["ladder"]
    assert ladder["words"] == ["ete", "fete", "feter"] and ladder["spelled"] == ["été", "fête", "fêter"]
    assert_valid_ladder(Ladder(tuple(ladder["words"])), "ete", "feter", levenshtein, FRENCH)
    assert [entry.get("spelled") for entry in ladder["entries"]] == ["été", "fête", "fêter"]
    assert all(entry["definitions"] == [] for entry in ladder["entries"]), "WordNet defines English words only"
    english = client.get("/api/ladder", params={"start": "cold", "end": "warm"}).json()
    assert english["ladder"]["words"][0] == "cold" and "spelled" not in english["ladder"]
    checked = client.get("/api/check", params={"words": "été,fête,bête", "lang": "fr"}).json()
    assert checked["valid"] is True


@pytest.mark.parametrize(("lang", "message"), [
    ("de", "this server has no German word list (it has en, fr); start it with: ladders serve --language de"),
    ("<b>", "unknown language '<b>': this server has en, fr"),
])
def test_a_language_the_server_lacks_is_a_clear_400(client: TestClient, lang: str, message: str) -> None:
    reply = client.get("/api/ladder", params={"start": "cold", "end": "warm", "lang": lang})
    assert reply.status_code == 400 and reply.json()["message"] == message
    assert reply.headers["content-type"].startswith("application/json")


def test_definitions_are_english_only_and_the_daily_puzzle_ignores_lang(client: TestClient, server_today) -> None:
    reply = client.get("/api/define", params={"word": "fête", "lang": "fr"})
    assert reply.status_code == 400 and "English only" in reply.json()["message"]
    daily = client.get("/api/daily", params={"lang": "fr"})
    assert daily.status_code == 200 and daily.json() == client.get("/api/daily").json()


def test_a_practice_round_in_french_says_each_word_as_it_is_spelt(client: TestClient) -> None:
    started = client.get("/api/play/start", params={"start": "tête", "end": "FÊTER", "lang": "fr"}).json()
    assert (started["start"], started["end"], started["steps"]) == ("tete", "feter", 2)
    assert started["spellings"] == {"tete": "tête", "feter": "fêter"}
    moved = client.get("/api/play/move", params={"start": "tete", "end": "feter", "rungs": "", "word": "fete",
                                                 "lang": "fr"}).json()
    assert moved["accepted"] and moved["rungs"] == ["fete"] and moved["message"].startswith("'fête': good")
    refused = client.get("/api/play/move", params={"start": "tete", "end": "feter", "rungs": "", "word": "été",
                                                   "lang": "fr"}).json()
    assert refused["message"] == ("'été' is a word one move on, but no shortest way goes through it: 'fêter' is "
                                  "more than 1 step from it")
    hinted = client.get("/api/play/hint", params={"start": "tete", "end": "feter", "rungs": "", "level": "3",
                                                  "lang": "fr"}).json()
    assert hinted["hint"]["word"] == "fete" and hinted["hint"]["message"] == "the next rung is 'fête'"
    assert hinted["spellings"]["fete"] == "fête"
