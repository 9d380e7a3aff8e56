"""The performance page's figures say which data they measured, and it is the data the package ships."""

from __future__ import annotations

import re
from pathlib import Path

from ladders.words.embedded import data_stamp

PAGE = Path(__file__).resolve().parent.parent / "docs" / "guide" / "performance.md"


def test_the_targets_section_was_measured_on_the_shipped_data() -> None:
    text = PAGE.read_text(encoding="utf-8")
    section = text.split("<!-- targets: start -->", 1)[1].split("<!-- targets: end -->", 1)[0]
    stamps = re.findall(r"on the shipped data `([0-9a-f]{12})`", section)
    assert stamps, "the section has no data stamp: run python benchmarks/targets.py --write docs/guide/performance.md"
    assert stamps == [data_stamp()], (
        "docs/guide/performance.md's figures were measured on other data: run python benchmarks/targets.py "
        "--write docs/guide/performance.md")
    assert section.count("| figure | measured | target | met |") == 1


def test_the_stamp_follows_the_data(tmp_path, monkeypatch) -> None:
    """A changed byte in any of the stamped files changes the stamp."""
    import ladders.words.embedded as embedded
    before = data_stamp()
    copy = tmp_path / "words.txt"
    copy.write_bytes(Path(embedded.DATA_FILE).read_bytes() + b"x")
    monkeypatch.setattr(embedded, "DATA_FILE", str(copy))
    assert embedded.data_stamp() != before
