"""Files handed to us and files we write, without trusting either: plain files only, a size
limit, confinement, and no file replaced that we did not mean to replace.

    read_bounded(path, limit, what="file") -> bytes     raises FileRefused
    plain_file(path, what="file") -> Path                raises FileRefused (missing, or what it is)
    confined(root, relative) -> Path                     raises FileRefused
    with writing(path, force=False) as tmp: ...          write tmp; it then takes path's place
    write_new(path, data, force=False) -> Path           the same for bytes or text
    folder_for_writing(path, what) -> Path               made if missing; FileRefused if it cannot be
    shown(path) -> str                                   a path cut to a readable length for messages
    check_path(path)                                     FileRefused for a NUL byte or a path too long

A FIFO, a device or a socket would block or never end, so the file is opened non-blocking and
refused unless it is a regular file; a file larger than `limit` is refused before it is read.
`confined` resolves a path written in a manifest (symlinks followed) and refuses it unless it
stays inside `root`. A file is written beside its place and renamed into it: a reader or a kill
never sees half a file, a symbolic link there is replaced instead of followed (so `--out` on a
link to a system file cannot empty it), and without `force` an existing file is never replaced,
even one made in the meantime. FileRefused is a ValueError whose str() names the file and the
rule broken, and whose `reason` says which ("missing", "not_plain", "exists", "too_large",
"outside", "unwritable", "bad_path", "unreadable"); callers translate it into their own error at
their boundary.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from pathlib import Path

# the largest pack manifest read (packs are read by generators.pack and by memory's lexicon)
MAX_MANIFEST_BYTES = 1024 * 1024


# the longest path and file name Linux looks up (PATH_MAX, NAME_MAX); longer ones fail with
# ENAMETOOLONG, which is said in words before any system call sees them
MAX_PATH_BYTES = 4095
MAX_NAME_BYTES = 255
_SHOWN_CHARS = 160


class FileRefused(ValueError):
    """A file that is not read or not written: missing, not a regular file, too large, outside its
    root, already there, or in a place that cannot be written."""

    def __init__(self, message: str, reason: str = "unreadable"):
        super().__init__(message)
        self.reason = reason


def shown(path: str | Path) -> str:
    """`path` as text for a message, its middle cut out when it is very long."""
    text = str(path)
    if len(text) <= _SHOWN_CHARS:
        return text
    return f"{text[:100]}...{text[-50:]} ({len(text)} characters)"


def check_path(path: Path) -> None:
    """FileRefused ("bad_path") for a path no system call would take: a NUL byte, too long."""
    text = str(path)
    if "\0" in text:
        raise FileRefused(f"{shown(path)}: a path cannot hold a NUL byte", "bad_path")
    size = len(os.fsencode(text))
    if size > MAX_PATH_BYTES:
        raise FileRefused(f"{shown(path)}: a path of {size} bytes is longer than the system allows", "bad_path")
    longest = max((len(os.fsencode(part)) for part in path.parts), default=0)
    if longest > MAX_NAME_BYTES:
        raise FileRefused(
            f"{shown(path)}: a file name of {longest} bytes is longer than the {MAX_NAME_BYTES} the system allows",
            "bad_path",
        )


def plain_file(path: str | Path, what: str = "file") -> Path:
    """`path` when it names a plain file (through links); FileRefused saying what is there otherwise."""
    path = Path(path)
    check_path(path)
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        raise FileRefused(f"no {what} at {shown(path)}", "missing") from None
    except OSError as exc:
        raise FileRefused(f"{shown(path)}: cannot be looked up ({exc.strerror})", "unreadable") from None
    if not stat.S_ISREG(info.st_mode):
        link = "a link to " if path.is_symlink() else ""
        raise FileRefused(
            f"{shown(path)} is {link}{_kind(info.st_mode)}, not a plain file; a {what} must be a plain file",
            "not_plain",
        )
    return path


def read_bounded(path: str | Path, limit: int, what: str = "file") -> bytes:
    path = Path(path)
    check_path(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise FileRefused(f"{shown(path)}: file not found", "missing") from None
    except OSError as exc:
        raise FileRefused(f"{shown(path)}: cannot be opened ({exc.strerror})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(
                f"{shown(path)}: not a regular file ({_kind(info.st_mode)}); a {what} must be a plain file", "not_plain"
            )
        if info.st_size > limit:
            raise FileRefused(
                f"{shown(path)}: {info.st_size} bytes, more than the {limit} bytes a {what} may have", "too_large"
            )
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # grew while we read it
            raise FileRefused(f"{shown(path)}: more than the {limit} bytes a {what} may have", "too_large")
        return b"".join(chunks)
    finally:
        os.close(fd)


def confined(root: str | Path, relative: str) -> Path:
    """`root / relative`, resolved, when it stays inside `root`; FileRefused otherwise."""
    base = Path(root).resolve()
    if not relative or Path(relative).is_absolute() or "\0" in relative:
        raise FileRefused(f"{relative!r}: must be a path relative to {base}", "outside")
    try:
        target = (base / relative).resolve()
    except (RuntimeError, OSError) as exc:  # a symlink loop
        raise FileRefused(f"{relative!r}: cannot be resolved inside {base} ({exc})", "outside") from None
    if target != base and base not in target.parents:
        how = "through a symbolic link" if ".." not in Path(relative).parts else "with '..'"
        raise FileRefused(f"{relative!r}: leads outside {base} ({how}, to {target})", "outside")
    return target


def folder_for_writing(path: str | Path, what: str = "folder") -> Path:
    """The folder `path`, made with its parents when missing; FileRefused (reason "unwritable")
    when it is something else or cannot be made or written into."""
    path = Path(path)
    check_path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise FileRefused(
            f"{shown(path)} is {describe(path)}, not a folder; the {what} must be a folder", "unwritable"
        ) from None
    except OSError as exc:
        raise FileRefused(f"cannot make the {what} {shown(path)}: {exc.strerror}", "unwritable") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise FileRefused(f"cannot write into the {what} {shown(path)}: permission denied", "unwritable")
    return path


@contextlib.contextmanager
def writing(path: str | Path, *, force: bool = False, what: str = "file"):
    """Yield a temporary path beside `path` to write; once the block ends without an error it is
    renamed into `path` (see the module's doc). FileRefused: `path` exists and `force` is not set
    ("exists"), is a folder or its folder is missing or cannot be written ("unwritable")."""
    path = Path(path)
    check_path(path)
    _check_target(path, force, what)
    # the name keeps its suffix, which writers such as PIL read the format from
    tmp = path.with_name(f".{path.name[:200]}.{os.getpid()}.{secrets.token_hex(4)}.tmp{path.suffix[:20]}")
    try:
        yield tmp
        if not tmp.is_file():
            raise FileRefused(f"nothing was written for {shown(path)}", "unwritable")
        if force:
            os.replace(tmp, path)
        else:
            _link_new(tmp, path, what)
    except OSError as exc:
        raise FileRefused(f"cannot write the {what} {shown(path)}: {exc.strerror}", "unwritable") from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


def write_new(path: str | Path, data: bytes | str, *, force: bool = False, what: str = "file") -> Path:
    """Write `data` (text as UTF-8) to `path` through `writing`; returns `path`."""
    with writing(path, force=force, what=what) as tmp:
        tmp.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return Path(path)


def _check_target(path: Path, force: bool, what: str) -> None:
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except NotADirectoryError:
        raise FileRefused(
            f"cannot write the {what} {shown(path)}: a part of the path is not a folder", "unwritable"
        ) from None
    except OSError as exc:
        raise FileRefused(f"cannot write the {what} {shown(path)}: {exc.strerror}", "unwritable") from None
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise FileRefused(f"{shown(path)} is a directory; the {what} must be a file name", "unwritable")
        if not force:
            raise FileRefused(f"{shown(path)} already exists ({describe(path)}); it is left as it is", "exists")
    folder = path.parent
    if not folder.is_dir():
        raise FileRefused(f"cannot write the {what} {shown(path)}: no folder {shown(folder)}", "unwritable")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise FileRefused(f"cannot write the {what} {shown(path)}: the folder is not writable", "unwritable")


def _link_new(tmp: Path, path: Path, what: str) -> None:
    """`tmp` takes the name `path` only if nothing has it: link() never replaces a name."""
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise FileRefused(f"{shown(path)} already exists (made meanwhile); it is left as it is", "exists") from None
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.EXDEV, errno.EMLINK):
            raise
        # a file system without hard links: claim the name, then rename over our own claim
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        except FileExistsError:
            raise FileRefused(f"{shown(path)} already exists (made meanwhile); it is left as it is", "exists") from None
        os.replace(tmp, path)


def describe(path: str | Path) -> str:
    """What is at `path` in words: 'a plain file', 'a directory', 'a link to a character device',
    'a broken link', 'nothing'."""
    path = Path(path)
    try:
        is_link = stat.S_ISLNK(os.lstat(path).st_mode)
    except OSError:
        return "nothing"
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return "a broken link"
    kind = "a plain file" if stat.S_ISREG(mode) else _kind(mode)
    return f"a link to {kind}" if is_link else kind


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
