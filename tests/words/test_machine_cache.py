"""A language's list, built once per machine (ladders.words.machine_cache): the same lexicon as the loader makes,
read back from the cache folder, built again when a key changes or the copy is damaged, never half-written."""

from __future__ import annotations

import os
import pickle

import pytest

from ladders import LadderError, levenshtein, load_lexicon, make_ladder
from ladders.cli import main
from ladders.words import languages, machine_cache
from ladders.words.languages import Language, lexicon_for, open_languages
from ladders.words.machine_cache import cache_folder, clear_stored_lists, stored_lexicon, stored_lists

pytest.importorskip("wordfreq")

WORDS = """# a few French words, as Debian's lists write them
été
fête
fêté
fete
tête
bête
chat
char
cher
chier
chien
chiot
pain
vin
vent
dent
dont
mer
mère
père
terre
serre
verre
vert
ver
vers
cœur
sœur
123
"""


@pytest.fixture
def word_file(tmp_path, monkeypatch):
    """A small French list, and a cache folder of the test's own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = tmp_path / "french"
    path.write_text(WORDS, encoding="utf-8")
    return str(path)


def built_never(*args, **kwargs):
    raise AssertionError("the list was built again")


def same_lexicon(stored, loaded):
    assert stored.words == loaded.words and dict(stored.ranks) == dict(loaded.ranks)
    assert [stored.frequency(word) for word in loaded.words] == [loaded.frequency(word) for word in loaded.words]
    assert [stored.spellings(word) for word in loaded.words] == [loaded.spellings(word) for word in loaded.words]
    assert (stored.lowest_rank, stored.dropped, stored.source, stored.language, stored.accents, stored.alphabet,
            repr(stored), stored.has_frequencies) == (loaded.lowest_rank, loaded.dropped, loaded.source,
                                                      loaded.language, loaded.accents, loaded.alphabet,
                                                      repr(loaded), loaded.has_frequencies)
    for text in ("Fête", "fe\u0302te", "ÉTÉ", "soeur", "sœur", "nul"):
        assert (stored.fold(text), text in stored, stored.rank(text), stored.spelling(stored.fold(text))) == \
               (loaded.fold(text), text in loaded, loaded.rank(text), loaded.spelling(loaded.fold(text)))
    for start, end in (("chat", "chien"), ("vent", "dont"), ("serre", "vers"), ("pain", "vent")):
        assert answer(start, end, stored) == answer(start, end, loaded)


def answer(start, end, lexicon):
    try:
        return make_ladder(start, end, levenshtein, lexicon=lexicon).words
    except LadderError as error:
        return str(error)


@pytest.mark.parametrize("accents", ["fold", "exact"])
def test_the_stored_list_is_the_loaded_list_and_is_read_back_without_building(word_file, accents, monkeypatch):
    loaded = load_lexicon(word_file, language="fr", accents=accents)
    first = stored_lexicon(word_file, "fr", accents)
    same_lexicon(first, loaded)
    monkeypatch.setattr(machine_cache, "load_lexicon", built_never)
    again = stored_lexicon(word_file, "fr", accents)
    assert again is not first
    same_lexicon(again, loaded)
    assert [os.path.basename(path) for path, _ in stored_lists()] == [f"fr-{accents}.list"]


def test_each_key_change_builds_it_again(word_file, monkeypatch):
    stored_lexicon(word_file, "fr", "fold")
    built = []
    real = machine_cache.load_lexicon

    def counted(*args, **kwargs):
        built.append(kwargs["accents"])
        return real(*args, **kwargs)

    monkeypatch.setattr(machine_cache, "load_lexicon", counted)
    with monkeypatch.context() as patched:  # the same file as when stored: not even hashed again
        patched.setattr(machine_cache._Keys, "digest", built_never)
        stored_lexicon(word_file, "fr", "fold")
    assert built == []
    same_size = WORDS.replace("chiot", "chioe")  # as long
    with open(word_file, "w", encoding="utf-8") as handle:  # rewritten in place, as long, later
        handle.write(same_size)
    os.utime(word_file, ns=(os.stat(word_file).st_atime_ns, os.stat(word_file).st_mtime_ns + 10**9))
    assert "chioe" in stored_lexicon(word_file, "fr", "fold") and built == ["fold"]
    built.clear()
    stored_lexicon(word_file, "fr", "exact")  # the accent rule
    assert built == ["exact"]
    with open(word_file, "a", encoding="utf-8") as handle:  # the list's file
        handle.write("vers\nverte\n")
    assert "verte" in stored_lexicon(word_file, "fr", "fold") and built == ["exact", "fold"]
    monkeypatch.setattr(machine_cache, "_wordfreq_version", lambda: "99.0")  # the frequencies
    stored_lexicon(word_file, "fr", "fold")
    assert built == ["exact", "fold", "fold"]
    stored_lexicon(word_file, "fr", "fold")
    assert built == ["exact", "fold", "fold"]


@pytest.mark.parametrize("damage", ["truncated", "a byte changed", "a header cut", "not ours", "empty"])
def test_a_damaged_copy_is_built_again_with_one_line(word_file, damage):
    loaded = load_lexicon(word_file, language="fr", accents="fold")
    stored_lexicon(word_file, "fr", "fold")
    (path, size), = stored_lists()
    data = bytearray(open(path, "rb").read())
    changed = {"truncated": data[:-9], "a byte changed": data[:-9] + bytes([data[-9] ^ 1]) + data[-8:],
               "a header cut": data[:40], "not ours": b"hello" + data, "empty": b""}[damage]
    with open(path, "wb") as handle:
        handle.write(changed)
    told = []
    again = stored_lexicon(word_file, "fr", "fold", notice=told.append)
    assert len(told) == 1 and "damaged" in told[0] and path in told[0] and "\n" not in told[0]
    same_lexicon(again, loaded)
    assert stored_lists() == [(path, size)]  # whole again
    told.clear()
    stored_lexicon(word_file, "fr", "fold", notice=told.append)
    assert told == []


def test_a_copy_is_written_whole_and_a_folder_that_cannot_be_written_is_one_line(word_file, tmp_path, monkeypatch):
    seen = []
    stored_lexicon(word_file, "fr", "fold", progress=lambda done, total: seen.append((done, total)))
    assert seen and seen[-1][0] == seen[-1][1] == os.path.getsize(word_file)
    assert sorted(os.listdir(cache_folder())) == ["fr-fold.list"]  # no part left behind
    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))  # its folder cannot be made
    told = []
    found = stored_lexicon(word_file, "fr", "fold", notice=told.append)
    assert len(told) == 1 and "could not keep" in told[0]
    same_lexicon(found, load_lexicon(word_file, language="fr", accents="fold"))


def test_the_cache_folder_follows_xdg_and_the_platform(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_folder() == os.path.join(str(tmp_path), "ladders")
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/ignored")  # the XDG rule: only an absolute path counts
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(machine_cache.sys, "platform", "linux")
    assert cache_folder() == os.path.join(str(tmp_path / "home"), ".cache", "ladders")
    monkeypatch.setattr(machine_cache.sys, "platform", "darwin")
    assert cache_folder() == os.path.join(str(tmp_path / "home"), "Library", "Caches", "ladders")
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setattr(machine_cache.sys, "platform", "win32")
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "local"))
    assert cache_folder() == os.path.join(str(tmp_path / "local"), "ladders", "Cache")


@pytest.fixture
def french(word_file, monkeypatch):
    """lexicon_for("fr") reads the small list, opened afresh (no list kept from another test)."""
    monkeypatch.setattr(languages, "LANGUAGES", {**languages.LANGUAGES,
                                                 "fr": Language("fr", "French", "wfrench", word_file)})
    monkeypatch.setattr(languages, "_loaded", {})
    return word_file


def test_a_language_s_list_travels_to_a_worker_by_name(french, monkeypatch):
    lexicon = lexicon_for("fr")
    assert len(pickle.dumps(lexicon)) < 200 and pickle.loads(pickle.dumps(lexicon)) is lexicon
    monkeypatch.setattr(languages, "_loaded", {})  # a worker process: nothing opened yet
    monkeypatch.setattr(machine_cache, "load_lexicon", built_never)
    again = pickle.loads(pickle.dumps(lexicon))
    assert again is not lexicon and again.words == lexicon.words


def test_open_languages_checks_every_code_first_and_reads_every_length(french, monkeypatch):
    with monkeypatch.context() as patched:
        patched.setattr(machine_cache, "load_lexicon", built_never)
        with pytest.raises(ValueError, match="'xx'"):
            open_languages(["fr", "xx"])  # nothing was built
    opened = open_languages(["fr", "en", "fr"], accents=None)
    assert list(opened) == ["fr", "en"] and opened["fr"].loaded_lengths == opened["fr"].lengths


def test_the_command_line_says_one_line_for_a_damaged_copy_and_cache_clears(french, capsys, monkeypatch):
    assert main(["chat", "chien", "--language", "fr", "--max-depth", "6"]) == 0
    first = capsys.readouterr()
    assert first.err == ""
    (path, _), = stored_lists()
    with open(path, "r+b") as handle:
        handle.truncate(100)
    monkeypatch.setattr(languages, "_loaded", {})  # the next process
    assert main(["chat", "chien", "--language", "fr", "--max-depth", "6"]) == 0
    second = capsys.readouterr()
    assert second.out == first.out
    assert second.err.startswith("ladders: the stored fr word list") and len(second.err.splitlines()) == 1
    assert main(["cache"]) == 0
    assert "1 word list kept" in capsys.readouterr().out
    assert main(["cache", "--clear"]) == 0
    assert "deleted 1 word list" in capsys.readouterr().out and stored_lists() == []
    assert clear_stored_lists() == (0, 0)
    assert main(["cache", "--json"]) == 0
    assert '"lists": []' in capsys.readouterr().out
