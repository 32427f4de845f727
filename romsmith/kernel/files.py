"""Reading input files without trusting them: regular files only, a size limit, confinement.

    read_bounded(path, limit, what="file") -> bytes     raises FileRefused
    confined(root, relative) -> Path                     raises FileRefused

A FIFO, a device or a socket would block or never end, so the file is opened non-blocking and
refused unless it is a regular file; a file larger than `limit` is refused before it is read.
`confined` resolves a path written in a manifest (symlinks followed) and refuses it unless it
stays inside `root`. FileRefused is a ValueError whose str() names the file and the rule broken;
callers translate it into their own error at their boundary.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

# the largest pack manifest read (packs are read by generators.pack and by memory's lexicon)
MAX_MANIFEST_BYTES = 1024 * 1024


class FileRefused(ValueError):
    """An input file that is not read: missing, not a regular file, too large or outside its root."""


def read_bounded(path: str | Path, limit: int, what: str = "file") -> bytes:
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise FileRefused(f"{path}: file not found") from None
    except OSError as exc:
        raise FileRefused(f"{path}: cannot be opened ({exc.strerror})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(f"{path}: not a regular file ({_kind(info.st_mode)}); a {what} must be a plain file")
        if info.st_size > limit:
            raise FileRefused(f"{path}: {info.st_size} bytes, more than the {limit} bytes a {what} may have")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # grew while we read it
            raise FileRefused(f"{path}: more than the {limit} bytes a {what} may have")
        return b"".join(chunks)
    finally:
        os.close(fd)


def confined(root: str | Path, relative: str) -> Path:
    """`root / relative`, resolved, when it stays inside `root`; FileRefused otherwise."""
    base = Path(root).resolve()
    if not relative or Path(relative).is_absolute() or "\0" in relative:
        raise FileRefused(f"{relative!r}: must be a path relative to {base}")
    try:
        target = (base / relative).resolve()
    except (RuntimeError, OSError) as exc:  # a symlink loop
        raise FileRefused(f"{relative!r}: cannot be resolved inside {base} ({exc})") from None
    if target != base and base not in target.parents:
        how = "through a symbolic link" if ".." not in Path(relative).parts else "with '..'"
        raise FileRefused(f"{relative!r}: leads outside {base} ({how}, to {target})")
    return target


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a plain file"
