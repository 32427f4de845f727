"""A worker process that ends when the process that started it is gone.

    end_with_parent(parent_pid, cleanup=None)

A batch killed with SIGKILL cannot tell its workers, and a worker busy with a game never reads
the pool's pipe, so it played on (and took the next queued game) with nobody to record the
results. Here a daemon thread checks every POLL_S whether the worker's parent is still
`parent_pid`; once it is not (the worker was handed to init or a subreaper), it runs `cleanup`
for at most CLEANUP_S and ends the process with os._exit, skipping everything a normal exit
would wait for (the game in flight, the miner's queue, non-daemon threads). A parent that died
before the watch began is caught at once. (Polling is used rather than Linux's PR_SET_PDEATHSIG,
which follows the parent *thread* that started the process and leaves no time for cleanup.)
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable

POLL_S = 0.5
CLEANUP_S = 20.0  # removing the warm build container takes a second or two
EXIT_CODE = 70


def end_with_parent(parent_pid: int, cleanup: Callable[[], None] | None = None) -> None:
    if os.getppid() != parent_pid:  # gone already, before we could watch it
        _end(cleanup)
    thread = threading.Thread(target=_watch, args=(parent_pid, cleanup), name="romsmith-parent-watch", daemon=True)
    thread.start()


def _watch(parent_pid: int, cleanup) -> None:
    while os.getppid() == parent_pid:
        time.sleep(POLL_S)
    _end(cleanup)


def _end(cleanup) -> None:
    if cleanup is not None:
        done = threading.Event()

        def run() -> None:
            try:
                cleanup()
            except Exception:
                pass
            done.set()

        threading.Thread(target=run, name="romsmith-orphan-cleanup", daemon=True).start()
        done.wait(CLEANUP_S)
    try:
        sys.stderr.write(f"romsmith worker {os.getpid()}: the batch that started it is gone; ending\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(EXIT_CODE)
