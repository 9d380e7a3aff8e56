"""Files the commands write (`draw -o`, `sheet -o`, `explain -o`, `report --html`, `stats --plot`, `sheet --pdf`):
whole or not at all, no stray temporary file whatever happens, and one line saying what was written."""

from __future__ import annotations

import errno
import os
import stat

import pytest

from ladders.cli import main
from ladders.cli.output import size_of, write_file


def test_draw_says_what_it_wrote(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["draw", "beer", "wine", "-o", "beer-wine.svg"]) == 0
    out, err = capsys.readouterr()
    size = os.path.getsize(tmp_path / "beer-wine.svg")
    assert out == "" and err == f"ladders: wrote beer-wine.svg ({size_of(size)})\n"
    assert (tmp_path / "beer-wine.svg").read_text(encoding="utf-8").startswith("<svg")
    assert sorted(os.listdir(tmp_path)) == ["beer-wine.svg"]


def test_sheet_says_what_it_wrote(tmp_path, capsys):
    path = tmp_path / "sheet.html"
    assert main(["sheet", "beer-wine", "cold,warm", "-o", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out == "" and err == f"ladders: wrote {path} ({size_of(path.stat().st_size)})\n"
    assert "<html" in path.read_text(encoding="utf-8")


def test_standard_output_is_not_announced(capsys):
    assert main(["draw", "beer", "wine"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("<svg") and err == ""


@pytest.mark.parametrize("failure", [OSError(errno.ENOSPC, "No space left on device"), KeyboardInterrupt()],
                         ids=["a full disk", "Ctrl-C"])
def test_a_write_that_fails_leaves_the_old_file_and_no_stray_one(tmp_path, monkeypatch, failure):
    path = tmp_path / "beer-wine.svg"
    path.write_text("the old picture", encoding="utf-8")

    def failing(*args):
        raise failure

    monkeypatch.setattr(os, "replace", failing)
    with pytest.raises(type(failure)):
        write_file(str(path), "<svg/>")
    assert os.listdir(tmp_path) == ["beer-wine.svg"] and path.read_text(encoding="utf-8") == "the old picture"


def test_a_command_whose_write_fails_says_so_in_one_line_and_leaves_nothing(tmp_path, capsys, monkeypatch):
    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    path = str(tmp_path / "sheet.html")
    assert main(["sheet", "beer-wine", "-o", path]) == 2
    assert capsys.readouterr().err == f"ladders: cannot write {path!r}: No space left on device\n"
    assert os.listdir(tmp_path) == []


def test_a_replaced_file_keeps_its_permissions_and_a_new_one_gets_the_umask_s(tmp_path):
    kept = tmp_path / "kept.svg"
    kept.write_text("old", encoding="utf-8")
    kept.chmod(0o640)
    write_file(str(kept), "new")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640 and kept.read_text(encoding="utf-8") == "new"
    umask = os.umask(0o027)
    try:
        write_file(str(tmp_path / "fresh.svg"), "new")
    finally:
        os.umask(umask)
    assert stat.S_IMODE((tmp_path / "fresh.svg").stat().st_mode) == 0o640


def test_a_link_s_file_is_replaced_not_the_link(tmp_path):
    target = tmp_path / "real.svg"
    target.write_text("old", encoding="utf-8")
    (tmp_path / "link.svg").symlink_to(target)
    assert write_file(str(tmp_path / "link.svg"), "new") == 3
    assert (tmp_path / "link.svg").is_symlink() and target.read_text(encoding="utf-8") == "new"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX's")
def test_what_is_not_a_regular_file_is_written_into_not_replaced(tmp_path, monkeypatch):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)  # a reader, so that opening it to write does not wait
    try:
        assert write_file(str(pipe), "<svg/>") == 6
        assert os.read(reader, 100) == b"<svg/>"
    finally:
        os.close(reader)
    assert stat.S_ISFIFO(pipe.stat().st_mode) and os.listdir(tmp_path) == ["pipe"]


def test_sizes_read_as_a_person_reads_them():
    assert [size_of(n) for n in (1, 999, 1000, 12_345, 999_499, 999_500, 3_400_000)] == \
        ["1 byte", "999 bytes", "1 KB", "12 KB", "999 KB", "1.0 MB", "3.4 MB"]
