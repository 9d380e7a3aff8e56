"""Challenges, the share text in words and the visitor's language in the API (issue 41): ``/api/play/start`` given a
friend's challenge code (its pair, or its daily puzzle as that day's, refused before the day has begun, refused for
ends a puzzle may not show, refused damaged), the result's two share texts, English as every visitor's default
whatever list the server loaded first (``default_language`` for a site of one language), and no server path in any
message a visitor reads."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.testclient import TestClient  # noqa: E402

from ladders.play.challenge import Challenge, make_code  # noqa: E402
from ladders.play.daily import daily_puzzle, not_open_yet  # noqa: E402
from ladders.words.accents import fold_table  # noqa: E402
from ladders.words.lexicon import Lexicon  # noqa: E402
from ladders.web import create_app  # noqa: E402
from tests.web.serving import SERVER_DAY  # noqa: E402

SPELLINGS = {"vin": ("vin",), "vil": ("vil",), "val": ("val",), "bal": ("bal",), "ete": ("été",),
             "fete": ("fête",), "tete": ("tête",), "bete": ("bête",)}
FRENCH = Lexicon.of_folded(SPELLINGS, {key: rank for rank, key in enumerate(SPELLINGS, 1)},
                           source="/usr/share/dict/french", language="fr", fold_table=fold_table("fr"),
                           variants=SPELLINGS, frequencies=dict.fromkeys(SPELLINGS, 5.0))
"""A French list read from a system path, as ``lexicon_for("fr")`` reads Debian's (the path must never be shown),
every word common (Zipf 5), so a puzzle may show it."""

GERMAN = Lexicon.of_folded(["haus", "maus"], source="/usr/share/dict/ngerman", language="de")


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    app = create_app(warm=False, languages={"fr": FRENCH, "de": GERMAN})  # French first, as serve --language fr,de
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def test_every_visitor_gets_english_unless_they_choose(client: TestClient) -> None:
    assert client.get("/api/languages").json()["default"] == "en"
    english = client.get("/api/ladder", params={"start": "beer", "end": "wine"}).json()
    assert english["found"] and english["ladder"]["words"][0] == "beer"
    started = client.get("/api/play/start", params={"start": "cold", "end": "warm", "metric": "substitution"})
    assert started.status_code == 200 and started.json()["steps"] == 4
    french = client.get("/api/play/start", params={"start": "vin", "end": "bal", "lang": "fr",
                                                   "metric": "substitution"}).json()
    assert french["steps"] == 3


def test_a_site_of_one_language_chooses_its_default() -> None:
    app = create_app(warm=False, languages={"fr": FRENCH}, default_language="fr")
    with TestClient(app) as french_site:
        assert french_site.get("/api/languages").json()["default"] == "fr"
        started = french_site.get("/api/play/start", params={"start": "vin", "end": "bal", "metric": "substitution"})
        assert started.json()["steps"] == 3  # no lang: the site's language
        assert french_site.get("/api/play/start", params={"start": "cold", "end": "warm", "lang": "en",
                                                          "metric": "substitution"}).json()["steps"] == 4
    with pytest.raises(ValueError, match="'nl' is not one this server has"):
        create_app(warm=False, default_language="nl")


def test_no_message_a_visitor_reads_holds_a_server_path(client: TestClient) -> None:
    asked = [("/api/ladder", {"start": "wine", "end": "vin", "lang": "fr"}),
             ("/api/ladder", {"start": "haus", "end": "wine", "lang": "de"}),
             ("/api/common", {"start": "wine", "end": "vin", "lang": "fr"}),
             ("/api/draw", {"start": "wine", "end": "vin", "lang": "fr"}),
             ("/api/check", {"words": "vin,wine", "lang": "fr"}),
             ("/api/play/start", {"start": "wine", "end": "vin", "lang": "fr"}),
             ("/api/play/move", {"start": "vin", "end": "bal", "rungs": "", "word": "wine", "lang": "fr"}),
             ("/api/play/start", {"start": "cold", "end": "warm", "lang": "es"})]
    said = []
    for path, params in asked:
        body = client.get(path, params=params).json()
        said.append(str(body.get("message", "")) + " " + " ".join(str(p.get("message", ""))
                                                                    for p in body.get("problems", [])))
    assert all("/usr" not in text and "/share/" not in text for text in said), said
    assert said[0].startswith("'wine' is not in the French word list"), said[0]
    assert said[1].startswith("'wine' is not in the German word list"), said[1]
    assert said[-1].strip() == "this site has no Spanish word list (it has English, French, German)"


def test_a_received_pair_is_played_unsolved_and_its_name_stays_text(client: TestClient) -> None:
    sent = Challenge("en", "substitution", "cold", "warm", 5, 1, name="Sam")
    reply = client.get("/api/play/start", params={"challenge": make_code(sent), "lang": "en"})
    body = reply.json()
    assert reply.status_code == 200, body
    assert (body["start"], body["end"], body["steps"], body["metric"]) == ("cold", "warm", 4, "substitution")
    assert body["challenge"] == sent.as_json() and "rungs" not in body and "number" not in body
    french = Challenge("fr", "substitution", "fête", "tête", 1, name="Zoë")
    body = client.get("/api/play/start", params={"challenge": make_code(french), "lang": "fr"}).json()
    assert (body["start"], body["end"], body["spellings"]) == ("fete", "tete", {"fete": "fête", "tete": "tête"})
    wrong = client.get("/api/play/start", params={"challenge": make_code(french), "lang": "en"}).json()
    assert wrong["message"] == "this challenge is in another language (fr): ask with lang=fr"


@pytest.mark.parametrize(("code", "said"), [
    (make_code(Challenge("en", "substitution", "cold", "damn", 5)),
     "this challenge cannot be played: one of its words is not one our puzzles use"),
    ("L1" + make_code(Challenge("en", "substitution", "cold", "warm", 5))[3:],
     "the code is damaged (its check does not match): copy it again, whole"),
    ("<script>alert(1)</script>", "this is not a ladders challenge code (one starts L1)"),
])
def test_a_challenge_that_cannot_be_played_is_refused_saying_why(client: TestClient, code: str, said: str) -> None:
    reply = client.get("/api/play/start", params={"challenge": code, "lang": "en"})
    assert reply.status_code == 400 and reply.json()["message"] == said
    assert "damn" not in reply.text


def test_a_daily_challenge_is_that_day_s_puzzle_and_waits_for_its_day(client: TestClient,
                                                                      server_today: datetime.date) -> None:
    puzzle = daily_puzzle(SERVER_DAY)
    sent = Challenge("en", "substitution", puzzle.start, puzzle.end, puzzle.par + 1, day=puzzle.number)
    body = client.get("/api/play/start", params={"challenge": make_code(sent), "lang": "en",
                                                 "today": SERVER_DAY.isoformat()}).json()
    assert body["number"] == puzzle.number and body["date"] == puzzle.date.isoformat() and body["par"] == puzzle.par
    assert body["steps"] == puzzle.par and body["challenge"]["day"] == puzzle.number
    later = daily_puzzle(SERVER_DAY + datetime.timedelta(days=2))
    ahead = Challenge("en", "substitution", later.start, later.end, 4, day=later.number)
    reply = client.get("/api/play/start", params={"challenge": make_code(ahead), "lang": "en",
                                                  "today": SERVER_DAY.isoformat()})
    assert reply.status_code == 403 and reply.json()["error"] == "not_open_yet"
    assert reply.json()["message"] == not_open_yet(later.date, SERVER_DAY)
    assert later.start not in reply.text and later.end not in reply.text
    forged = Challenge("en", "substitution", later.start, later.end, 4, day=puzzle.number)
    reply = client.get("/api/play/start", params={"challenge": make_code(forged), "lang": "en"})
    assert reply.status_code == 400 and "whose words are not these" in reply.json()["message"]


def test_the_result_has_the_share_text_in_words_and_says_whether_it_may_be_sent(client: TestClient) -> None:
    base = {"start": "cold", "end": "warm", "metric": "substitution", "hints": 3}
    body = client.get("/api/play/result", params={**base, "rungs": "cord,card,ward,warm"}).json()
    assert body["share_plain"] == "ladders: 4 steps, par 4, 3 hints; letters in place by rung: 1 2 3 4"
    assert body["share_plain"].isascii() and body["challengeable"] is True
    rude = client.get("/api/play/result", params={**base, "end": "damn", "gave_up": 1}).json()
    assert rude["challengeable"] is False


def test_serve_takes_a_default_language_only_among_those_it_serves(capsys: pytest.CaptureFixture[str]) -> None:
    from ladders.cli import main
    assert main(["serve", "--port", "0", "--default-language", "fr"]) == 2
    assert capsys.readouterr().err.strip() == ("ladders: --default-language fr is not a language this server has "
                                               "(en): add --language fr")
