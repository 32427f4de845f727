"""A run owns its output folder: one run at a time writes game.gba, report.json and the rest.

    with own_folder(out_dir, session_id) as out:   # UsageError (exit 2) naming the holder when taken
    with own_folder(out_dir, batch_id, kind="batch") as out:     # a batch owns its folder the same way
        clear_outputs(out)                          # what an earlier run left, so none of it is reported
        ...

The lock is an flock on `<out>/.romsmith-run.lock`: the kernel releases it when the holder exits
or is killed, so a killed run never leaves a stale lock and `romsmith resume` can take the folder
back. The file also says who holds it (session, pid, host, since), for the message the second run
gets. Within one process the same session may take its folder again (a resumed run inside a
started one); another session may not.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import json
import os
import socket
import threading
import time
from pathlib import Path

from romsmith.kernel.errors import UsageError

LOCK_NAME = ".romsmith-run.lock"
_HELD: dict[str, str] = {}  # lock file -> session id, for the locks this process holds
_GUARD = threading.Lock()
_NAME_WAIT_S = 2.0  # how long a refused run waits for the holder to write its name


@contextlib.contextmanager
def own_folder(out_dir: str | Path, session_id: str, *, kind: str = "session"):
    """Hold `out_dir` for `session_id` (a run's session or a batch's id; `kind` says which)."""
    out = _made(out_dir)
    path = out / LOCK_NAME
    key = str(path)
    with _GUARD:
        holder = _HELD.get(key)
        if holder == session_id:
            fd = None  # this session already holds it further up the stack
        elif holder is not None:
            raise _busy(out, {"session": holder, "pid": os.getpid(), "host": socket.gethostname()})
        else:
            fd = _take(path, out)
            _HELD[key] = session_id
            _write_holder(fd, session_id, kind)
    try:
        yield out
    finally:
        if fd is not None:
            with _GUARD:
                _HELD.pop(key, None)
                os.ftruncate(fd, 0)
                os.close(fd)  # releases the flock


def _made(out_dir: str | Path) -> Path:
    """The output folder, made when missing; UsageError when it is a file or cannot be made."""
    from romsmith.kernel.files import FileRefused, folder_for_writing

    try:
        return folder_for_writing(Path(out_dir), "output folder").resolve()
    except FileRefused as exc:
        raise UsageError(str(exc), hint="pass --out a folder you can write") from None


def _take(path: Path, out: Path) -> int:
    """The folder's lock, or UsageError naming its holder.

    The holder's name is written just after its flock and cleared just before its release, so a
    refused run that reads an empty file looks again (and may find the lock free) for a moment
    rather than name no one.
    """
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
    deadline = time.monotonic() + _NAME_WAIT_S
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return fd
            except BlockingIOError:
                holder = _read_holder(path)
                if holder.get("session") or time.monotonic() > deadline:
                    raise _busy(out, holder) from None
                time.sleep(0.02)
    except BaseException:
        os.close(fd)
        raise


def _write_holder(fd: int, session_id: str, kind: str = "session") -> None:
    info = {
        "session": session_id,
        "kind": kind,
        "pid": os.getpid(),
        "host": socket.gethostname(),
        "since": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
    }
    os.ftruncate(fd, 0)
    os.pwrite(fd, json.dumps(info).encode(), 0)


def _read_holder(path: Path) -> dict:
    try:
        info = json.loads(path.read_bytes()[:4096] or b"{}")
        return info if isinstance(info, dict) else {}
    except (OSError, ValueError):
        return {}  # being written this very moment: the message names no one


def _busy(out: Path, holder: dict) -> UsageError:
    kind = holder.get("kind") if holder.get("kind") in ("session", "batch") else "session"
    who = f"{kind} {holder['session']}" if holder.get("session") else "another run"
    where = ", ".join(
        bit
        for bit in (
            f"pid {holder['pid']}" if holder.get("pid") else "",
            f"on {holder['host']}" if holder.get("host") else "",
            f"since {holder['since']}" if holder.get("since") else "",
        )
        if bit
    )
    return UsageError(
        f"output folder {out} is held by {who}" + (f" ({where})" if where else ""),
        hint="wait for that run to finish, or pass another --out",
        details={"out_dir": str(out), "holder": holder},
    )


OUTPUTS = ("game.gba", "spec.json", "report.json", "report.html", "build.log", "music.wav")


def clear_outputs(out_dir: Path) -> None:
    """Remove what an earlier run left in the output folder, so no old ROM or screenshot is reported.

    Only romsmith's own files go: the user may point --out at a folder holding other things.
    `build/src` and `build/rom` stay so a rebuild is incremental: the generate node rewrites only
    changed sources and removes stale ones, and build_rom deletes the old ROM before it compiles.
    """
    for name in OUTPUTS:
        (out_dir / name).unlink(missing_ok=True)
    screens = out_dir / "screens"
    if screens.is_dir():
        for pattern in ("title.png", "scene_*.png", "win.png", "final.png"):
            for shot in screens.glob(pattern):
                shot.unlink()
