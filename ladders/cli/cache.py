"""The ``cache`` command: ``ladders cache`` lists the word lists this machine keeps, ``--clear`` deletes them."""

from __future__ import annotations

import argparse
import os

from ..words.machine_cache import cache_folder, clear_stored_lists, stored_lists
from .options import EXIT_FOUND, Parser
from .output import printable, to_json

__all__ = ["cache_command"]


def cache_command(argv: list[str]) -> int:
    """``ladders cache [--clear]``: the language lists kept in this machine's cache folder, or delete them."""
    parser = Parser(
        prog="ladders cache", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="The word lists kept in this machine's cache folder ($XDG_CACHE_HOME/ladders, else "
                    "~/.cache/ladders; the platform's cache folder on macOS and Windows): a language's list "
                    "(--language CODE) is read, ranked and folded once, the first time it is used, and read in "
                    "a blink after. A list is built again when its word file, wordfreq or the accent rule "
                    "changes. Without --clear: the folder and each list kept, with its size.",
        epilog="examples:\n  ladders cache\n  ladders cache --clear",
    )
    parser.add_argument("--clear", action="store_true",
                        help="delete every list kept (each is built again the next time it is used)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    folder = cache_folder()
    if args.clear:
        files, freed = clear_stored_lists()
        if args.json:
            print(to_json({"folder": folder, "deleted": files, "bytes": freed}, ensure_ascii=False))
        else:
            print(printable(f"deleted {files} word list{'s' * (files != 1)} ({_mib(freed)}) from {folder}"))
        return EXIT_FOUND
    kept = stored_lists()
    if args.json:
        print(to_json({"folder": folder, "lists": [{"file": path, "bytes": size} for path, size in kept]},
                      ensure_ascii=False))
        return EXIT_FOUND
    print(printable(f"{folder}: {len(kept)} word list{'s' * (len(kept) != 1)} kept"
                    + (f" ({_mib(sum(size for _, size in kept))})" if kept else "")))
    for path, size in kept:
        print(printable(f"  {os.path.basename(path)}  {_mib(size)}"))
    return EXIT_FOUND


def _mib(size: int) -> str:
    return f"{size / 2 ** 20:.1f} MiB"
