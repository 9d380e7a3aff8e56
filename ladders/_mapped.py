"""A packaged data file read in place: comment lines, one header line, then a binary body, memory-mapped."""

from __future__ import annotations

import mmap

__all__ = ["mapped_file"]


def mapped_file(path: str) -> tuple[bytes, memoryview]:
    """The header line (the first line not starting with ``#``) of the file at *path*, and the rest of the file,
    memory-mapped: nothing is read until it is used.

    >>> import os, tempfile
    >>> with tempfile.NamedTemporaryFile(delete=False) as handle:
    ...     _ = handle.write(b"# a comment\\n3 7\\n\\x01\\x02")
    >>> header, body = mapped_file(handle.name)
    >>> header, bytes(body)
    (b'3 7', b'\\x01\\x02')
    >>> os.unlink(handle.name)
    """
    with open(path, "rb") as handle:
        data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
    at = 0
    while data[at: at + 1] == b"#":
        at = data.find(b"\n", at) + 1
    end = data.find(b"\n", at)
    return data[at:end], memoryview(data)[end + 1:]
