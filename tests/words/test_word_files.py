"""Word files of every kind: each gives a working lexicon with a count of what was dropped, or one clear error.

Files tried: missing, a directory, a device, a named pipe, larger than the cap,
unreadable, empty, comments only, binary, UTF-8 with a byte-order mark, UTF-16,
Latin-1, CRLF and CR line ends, duplicates, comment lines, an endless line,
ranks that are not numbers, and a 1,000,000-line file (read with bounded
memory, reporting progress).
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tracemalloc

import pytest

from ladders import WordFileError, levenshtein, load_lexicon, make_ladder
from ladders.cli import main
from ladders.words import loaders
from ladders.cli.options import progress_bar
from tests.checks import assert_valid_ladder
from tests.reference import shortest_steps


def _write(tmp_path, data: bytes, name: str = "words.txt") -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


# ---------------------------------------------------------------- files that cannot be used


def test_missing_file(tmp_path):
    path = str(tmp_path / "nowhere.txt")
    with pytest.raises(WordFileError, match="cannot read word file .*nowhere.txt.*: No such file"):
        load_lexicon(path)


def test_a_directory(tmp_path):
    with pytest.raises(WordFileError, match="cannot read word file .*: it is a directory, not a file of words"):
        load_lexicon(tmp_path)


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero", "/dev/tty"])
def test_a_device_is_refused_before_it_is_opened(device, monkeypatch):
    if not os.path.exists(device):
        pytest.skip(f"{device} does not exist on this system")
    opened = []
    monkeypatch.setattr(os, "open", lambda *args, **kwargs: opened.append(args))
    with pytest.raises(WordFileError, match=f"cannot read word file '{device}': it is a device, not a file of words"):
        load_lexicon(device)
    assert opened == []  # opening /dev/tty could make it this process's terminal; nothing is opened


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX's")
def test_a_named_pipe_is_refused_at_once_not_waited_on(tmp_path):
    pipe = tmp_path / "words.fifo"
    os.mkfifo(pipe)
    done = subprocess.run([sys.executable, "-m", "ladders", "cold", "warm", "--words", str(pipe)],
                          capture_output=True, text=True, timeout=60)  # a wait for a writer fails here
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"ladders: cannot read word file {str(pipe)!r}: it is a named pipe, not a file of words\n"


def test_a_file_over_the_cap_is_refused_unread_and_one_at_the_cap_is_read(tmp_path, monkeypatch):
    path = _write(tmp_path, b"cold\ncord\ncard\n")
    monkeypatch.setattr(loaders, "MAX_WORD_FILE_BYTES", os.path.getsize(path))
    assert load_lexicon(path).words == ("card", "cold", "cord")
    monkeypatch.setattr(loaders, "MAX_WORD_FILE_BYTES", os.path.getsize(path) - 1)
    reports = []
    with pytest.raises(WordFileError, match=r"is over 14 bytes, more than any word list needs"):
        load_lexicon(path, progress=lambda done, total: reports.append(done))
    assert reports == []


def test_a_file_that_says_it_is_empty_is_read_only_up_to_the_cap(monkeypatch):
    if not os.path.exists("/proc/self/status"):
        pytest.skip("no /proc here: its files are the ones whose size says 0")
    assert os.path.getsize("/proc/self/status") == 0
    monkeypatch.setattr(loaders, "MAX_WORD_FILE_BYTES", 100)
    with pytest.raises(WordFileError, match="is over 100 bytes"):
        load_lexicon("/proc/self/status")


def test_the_cap_is_the_documented_64_mb():
    assert loaders.MAX_WORD_FILE_BYTES == 64_000_000


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root reads a chmod 000 file anyway; the mocked test below covers the error path")
def test_an_unreadable_file(tmp_path):
    path = _write(tmp_path, b"cold\n")
    os.chmod(path, 0)
    try:
        with pytest.raises(WordFileError, match="Permission denied"):
            load_lexicon(path)
    finally:
        os.chmod(path, 0o644)


def test_an_unreadable_file_simulated(tmp_path, monkeypatch):
    path = _write(tmp_path, b"cold\n")
    real_open = os.open

    def refusing_open(file, *args, **kwargs):
        if os.fspath(file) == path:
            raise PermissionError(13, "Permission denied", path)
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    with pytest.raises(WordFileError, match="cannot read word file .*: Permission denied"):
        load_lexicon(path)


@pytest.mark.parametrize(("data", "message"), [
    (b"", "holds no words"),
    (b"\n\n  \n", "holds no words"),
    (b"# only\n# comments\n", "holds no words"),
    (b"42\nr2d2\n--\n", r"holds no words \(3 entries were not words\)"),
    (b"cold\ncord\0\n", "looks binary"),
    (bytes(range(256)) * 8, "looks binary"),
    (b"\x1f\x8b\x08\x00\x00\x00\x00\x00" + os.urandom(64), "looks binary"),
], ids=["empty", "blank lines", "comments only", "no words", "a NUL", "every byte", "gzip"])
def test_unusable_contents(tmp_path, data, message):
    path = _write(tmp_path, data)
    with pytest.raises(WordFileError, match=message) as caught:
        load_lexicon(path)
    assert path in str(caught.value)


def test_not_a_path():
    with pytest.raises(TypeError, match="path must be a file name, not int"):
        load_lexicon(3)


# ---------------------------------------------------------------- files that work


USABLE = {
    "utf-8 with BOM": ("\ufeffcold\ncord\n".encode("utf-8"), ("cold", "cord"), 0),
    "CRLF": ("cold\r\ncord\r\n\r\ncard\r\n".encode(), ("card", "cold", "cord"), 0),
    "CR only": (b"cold\rcord\rcard", ("card", "cold", "cord"), 0),
    "latin-1": ("café\nthé\nÉTÉ\n".encode("latin-1"), ("café", "thé", "été"), 0),
    "utf-16 LE with BOM": ("café\nthé\n".encode("utf-16-le").join([b"\xff\xfe", b""]), ("café", "thé"), 0),
    "utf-16 BE with BOM": ("café\nthé\n".encode("utf-16-be").join([b"\xfe\xff", b""]), ("café", "thé"), 0),
    "duplicates": (b"cold\nCOLD\ncold\n  Cold  \ncord\n", ("cold", "cord"), 0),
    "comments": (b"# header\ncold\n#cord\n\ncard\n", ("card", "cold"), 0),
    "non-words": (b"cold\ndon't\nr2d2\nice cream\ncord", ("cold", "cord"), 3),
    "a 3 MB line": (b"cold\n" + b"a" * 3_000_000 + b"\ncord\n", ("cold", "cord"), 1),
    "a word too long": (b"cold\n" + b"b" * 101 + b"\n", ("cold",), 1),
}


@pytest.mark.parametrize(("data", "words", "dropped"), USABLE.values(), ids=USABLE.keys())
def test_usable_files_load(tmp_path, data, words, dropped):
    lexicon = load_lexicon(_write(tmp_path, data))
    assert lexicon.words == tuple(sorted(words))
    assert lexicon.dropped == dropped


def test_ranks_that_are_not_numbers_are_ignored(tmp_path):
    path = _write(tmp_path, ("cold\t²\ncord\t" + "9" * 5000 + "\ncard\t3\nward\t-1\nwarm\t١٢\n").encode())
    lexicon = load_lexicon(path)
    assert lexicon.words == ("card", "cold", "cord", "ward", "warm")
    assert (lexicon.rank("card"), lexicon.rank("warm")) == (3, 12)
    assert lexicon.rank("cold") is lexicon.rank("cord") is lexicon.rank("ward") is None


def test_a_multibyte_letter_split_across_reads_survives(tmp_path):
    words = ["é" * 50 + str(i) for i in range(1)] + ["été", "côté"]
    filler = "\n".join("é" * 90 for _ in range(10_000))
    lexicon = load_lexicon(_write(tmp_path, (filler + "\n" + "\n".join(words)).encode()))
    assert lexicon.words == ("côté", "été", "é" * 90)
    assert lexicon.dropped == 1


def test_a_loaded_list_solves(tmp_path):
    path = _write(tmp_path, "\ufeffCold\r\ncord\r\ncard\r\n# x\r\nward\r\nWARM\r\nward\r\n".encode())
    lexicon = load_lexicon(path)
    ladder = make_ladder("cold", "warm", lexicon=lexicon)
    assert_valid_ladder(ladder, "cold", "warm", levenshtein, lexicon)
    assert ladder.steps == shortest_steps("cold", "warm", lexicon, "levenshtein")


# ---------------------------------------------------------------- big files: bounded memory, progress


def test_a_million_lines_load_and_report_progress(tmp_path):
    base = ["cold", "cord", "card", "ward", "warm", "x1", "Word"]
    path = _write(tmp_path, "\n".join(base[i % 7] for i in range(1_000_000)).encode())
    reports = []
    lexicon = load_lexicon(path, progress=lambda done, total: reports.append((done, total)))
    assert lexicon.words == ("card", "cold", "cord", "ward", "warm", "word")
    assert lexicon.dropped == len(range(5, 1_000_000, 7))
    size = os.path.getsize(path)
    assert len(reports) >= 2
    assert [done for done, _ in reports] == sorted(done for done, _ in reports)
    assert reports[-1] == (size, size)
    assert all(total == size for _, total in reports)


def test_memory_grows_with_the_words_not_the_file(tmp_path):
    line = "a" * 90 + "\n"
    path = _write(tmp_path, (line * 50_000).encode())
    size = os.path.getsize(path)
    tracemalloc.start()
    try:
        lexicon = load_lexicon(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert lexicon.words == ("a" * 90,)
    assert peak < size / 2, f"reading a {size:,}-byte file peaked at {peak:,} bytes"


def test_the_cli_prints_no_progress_when_stderr_is_not_a_terminal(tmp_path, capsys):
    path = _write(tmp_path, b"cold\ncord\ncard\nward\nwarm\n")
    assert main(["cold", "warm", "--words", path, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and '"steps": 4' in out


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_progress_bar_draws_on_a_terminal_and_erases_itself():
    screen = _Terminal()
    bar = progress_bar("reading words.txt", 0, unit="B", stream=screen, delay=0)
    bar.update(50, 100)
    assert "reading words.txt" in screen.getvalue() and "50%" in screen.getvalue()
    bar.close()
    assert screen.getvalue().rstrip(" ").endswith("\r")


def test_the_progress_bar_stays_silent_off_a_terminal():
    screen = io.StringIO()
    bar = progress_bar("reading", 2, stream=screen, delay=0)
    bar.update(1)
    bar.update(1)
    bar.close()
    assert screen.getvalue() == ""


def test_the_progress_bar_waits_before_drawing():
    screen = _Terminal()
    bar = progress_bar("reading", 2, stream=screen, delay=60)
    bar.update(2)
    bar.close()
    assert screen.getvalue() == ""


@pytest.mark.parametrize(("data", "status", "message"), [
    (None, 2, "cannot read word file"),
    (b"", 2, "holds no words"),
    (b"\0\0\0", 2, "looks binary"),
])
def test_the_cli_reports_a_bad_word_file_in_one_line(tmp_path, capsys, data, status, message):
    path = str(tmp_path / "missing.txt") if data is None else _write(tmp_path, data)
    assert main(["cold", "warm", "--words", path]) == status
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("ladders: ") and message in err
