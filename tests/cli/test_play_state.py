"""The state folder (ladders.play.state): where it is, atomic writes, and files that cannot be read kept aside."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

import pytest

from ladders.play.records import Outcome
from ladders.cli.game.state import (RECORDS_FILE, ROUND_FILE, SavedRound, StateError, forget_round, read_records,
                                read_round, replace_atomically, state_folder, write_atomically, write_records,
                                write_round)

SAVED = SavedRound(54, datetime.date(2026, 12, 24), "spill", "smack", ("spall",), ((0, "still"),), 2, 1)


@pytest.mark.parametrize("environ, platform, expected", [
    ({"LADDERS_STATE_DIR": "/s", "XDG_STATE_HOME": "/x", "HOME": "/h"}, "linux", "/s"),
    ({"XDG_STATE_HOME": "/x", "HOME": "/h"}, "darwin", "/x/ladders"),
    ({"XDG_STATE_HOME": "relative", "HOME": "/h"}, "linux", "/h/.local/state/ladders"),  # XDG: relative is ignored
    ({"HOME": "/h"}, "linux", "/h/.local/state/ladders"),
    ({"HOME": "/h"}, "darwin", "/h/Library/Application Support/ladders"),
    ({"HOME": "/h", "LOCALAPPDATA": "/appdata"}, "win32", "/appdata/ladders"),
])
def test_the_state_folder_of_each_platform(environ: dict[str, str], platform: str, expected: str) -> None:
    assert state_folder(environ, platform) == Path(expected)


def test_records_and_a_round_round_trip(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "state"
    records = {3: Outcome(3, True, 4, 4), 1: Outcome(1, False, 2, 7, 3, False)}
    write_records(folder, records)
    write_round(folder, SAVED)
    assert read_records(folder) == (records, None) and read_round(folder) == (SAVED, None)
    data = json.loads((folder / RECORDS_FILE).read_text(encoding="utf-8"))
    assert data["format"] == "ladders-records" and data["version"] == 1
    assert [day["number"] for day in data["days"]] == [1, 3]
    assert sorted(os.listdir(folder)) == [RECORDS_FILE, ROUND_FILE]  # no temporary file is left behind
    forget_round(folder)
    forget_round(folder)  # twice: nothing to forget is not an error
    assert read_round(folder) == (None, None) and read_records(tmp_path / "none") == ({}, None)


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path) -> None:
    path = tmp_path / RECORDS_FILE
    write_atomically(path, "old\n")

    def half(temporary: str) -> None:
        Path(temporary).write_text("half")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        replace_atomically(path, half)
    assert path.read_text() == "old\n" and os.listdir(tmp_path) == [RECORDS_FILE]


@pytest.mark.parametrize("content", [b"\xff\xfe", b"[1, 2", b'{"format": "ladders-records", "version": 2, "days": []}',
                                     b'{"format": "ladders-records", "version": true, "days": []}', b"[]", b"null"])
def test_a_records_file_not_ours_is_set_aside_never_over_an_earlier_one(tmp_path: Path, content: bytes) -> None:
    for attempt, name in enumerate(["records.json.damaged", "records.json.damaged-2"]):
        (tmp_path / RECORDS_FILE).write_bytes(content)
        records, note = read_records(tmp_path)
        assert records == {} and note == (f"your records file {tmp_path / RECORDS_FILE} could not be read; it is kept "
                                           f"as {name}; starting afresh")
        assert (tmp_path / name).read_bytes() == content and not (tmp_path / RECORDS_FILE).exists()
    assert len(os.listdir(tmp_path)) == 2


@pytest.mark.parametrize("change", [{"format": "other"}, {"number": 0}, {"hints": -1}, {"level": 4},
                                    {"rungs": ["two words"]}, {"rungs": "spall"}, {"undone": [[0]]},
                                    {"undone": [["0", "still"]]}, {"date": "24/12/2026"}, {"date": 20261224},
                                    {"start": None}])
def test_a_saved_round_is_read_strictly(change: dict[str, object], tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        SavedRound.from_json({**SAVED.as_json(), **change})
    (tmp_path / ROUND_FILE).write_text(json.dumps({**SAVED.as_json(), **change}))
    saved, note = read_round(tmp_path)
    assert saved is None and note is not None and "it is kept as round.json.damaged; starting afresh" in note


def test_a_file_that_cannot_be_read_is_a_state_error_and_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / RECORDS_FILE).mkdir()  # a folder where the file should be: it exists, and cannot be read
    with pytest.raises(StateError, match="cannot read"):
        read_records(tmp_path)
    assert (tmp_path / RECORDS_FILE).is_dir()


def test_a_folder_under_a_file_reads_as_empty_and_cannot_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert read_records(blocker / "state") == ({}, None) and read_round(blocker / "state") == (None, None)
    with pytest.raises(OSError):
        write_records(blocker / "state", {})
