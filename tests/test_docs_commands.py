"""Docs that cannot drift: every `ladders ...` command the README and the docs show is run.

A command in a code block (a line starting with ``$ ladders``) must exit 0 and, where the
docs show its output (the lines after it, up to the next ``$``), print exactly that. A command
quoted inline in the prose must end with a documented exit status and no traceback.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SGB_WORDS, WEEK

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
NOT_OURS = {"ladders -a"}  # Knuth's SGB program, named on a page for comparison
PLACEHOLDER = re.compile(r"[A-Z]{2,}|\b[A-Z]\b|\.\.\.|…|\[|\|")


def shown_commands() -> list[tuple[str, str, list[str] | None]]:
    """(page, command, output lines or None) for every `$ ladders` line of a code block."""
    found = []
    for page in PAGES:
        lines, block = page.read_text(encoding="utf-8").splitlines(), False
        for number, line in enumerate(lines):
            if line.startswith("```"):
                block = not block
                continue
            if block and line.startswith("$ ladders"):
                output = []
                for after in lines[number + 1:]:
                    if after.startswith("$ ") or after.startswith("```"):
                        break
                    output.append(after)
                command = line[2:].split("  #")[0].strip()
                found.append((f"{page.relative_to(ROOT)}:{number + 1}", command, output or None))
    return found


def quoted_commands() -> list[tuple[str, str]]:
    """(page, command) for every complete `ladders ...` command quoted inline (no placeholders)."""
    found = set()
    for page in PAGES:
        for command in re.findall(r"`(ladders [^`]+)`", page.read_text(encoding="utf-8")):
            if command not in NOT_OURS and not PLACEHOLDER.search(command.split(" ", 1)[1]):
                found.add((str(page.relative_to(ROOT)), command))
    return sorted(found)


def run(command: str, where: Path) -> subprocess.CompletedProcess:
    # "Today" is a fixed day of the schedule (the clock never decides a test); the state folder is the test's own.
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8", "LADDERS_TODAY": WEEK[-1].isoformat()}
    words = shlex.split(command)[1:] if "$'" not in command else None
    argv = [sys.executable, "-m", "ladders", *words] if words is not None else \
        ["bash", "-c", command.replace("ladders", f"{sys.executable} -m ladders", 1)]
    # No standard input: `ladders play` then reads none and stops at once, whether or not pytest has a terminal.
    return subprocess.run(argv, capture_output=True, text=True, env=env, cwd=where, timeout=300,
                          stdin=subprocess.DEVNULL)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    """A folder holding the files the docs' commands name."""
    where = tmp_path_factory.mktemp("docs")
    if SGB_WORDS.exists():
        shutil.copy(SGB_WORDS, where / "sgb-words.txt")
    (where / "pairs.txt").write_text("beer wine\ncold warm\n")
    (where / "words.txt").write_text("cold\ncord\ncard\nward\nwarm\n")
    (where / "answers.jsonl").write_text(ANSWERS)
    return where


ANSWERS = """\
{"start": "pig", "end": "sty", "answer": "pig wig wag way say sty"}
{"start": "pig", "end": "sty", "answer": "pig wig wag bag bay say sty"}
{"start": "pig", "end": "sty", "answer": "pig pit pat bat bit sit sat sag say sty"}
{"start": "pig", "end": "sty", "answer": "pig big bag bay bty sty"}
{"start": "pig", "end": "sty", "answer": "pig wig wag sty"}
"""
"""The answers the scoring page compares (docs/guide/score.md shows the file, and a test holds it to this)."""


def test_the_scoring_page_shows_the_answers_its_command_reads():
    assert f"```\n{ANSWERS}```" in (ROOT / "docs" / "guide" / "score.md").read_text(encoding="utf-8")


def needs_sgb(command: str, workdir: Path) -> None:
    if "sgb-words.txt" in command and not (workdir / "sgb-words.txt").exists():
        pytest.skip(f"Knuth's SGB word list is not here ({SGB_WORDS}): it lives in the team's shared data folder")


@pytest.mark.parametrize("where, command, output", shown_commands(), ids=lambda value: str(value)[:60])
def test_every_command_shown_in_a_code_block_works_as_shown(where, command, output, workdir):
    needs_sgb(command, workdir)
    done = run(command, workdir)
    assert done.returncode == 0, f"{where}: {command}\n{done.stderr}"
    if output is not None:
        assert done.stdout.splitlines() == output, f"{where}: {command} prints something else"


@pytest.mark.parametrize("where, command", quoted_commands(), ids=lambda value: str(value)[:60])
def test_every_command_quoted_in_the_prose_ends_cleanly(where, command, workdir):
    needs_sgb(command, workdir)
    done = run(command, workdir)
    assert "Traceback" not in done.stderr, f"{where}: {command}\n{done.stderr}"
    assert done.returncode in (0, 1, 2, 3), f"{where}: {command} exited {done.returncode}"


def test_the_docs_show_commands_at_all():
    assert len(shown_commands()) > 10 and len(quoted_commands()) > 10
