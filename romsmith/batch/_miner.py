"""Mining a batch's games off their critical path, and finding games whose mining was lost.

A local worker hands each finished game's trace to `Miner.submit` once the game's verdict is
written, and goes on with its next game: one thread per worker process mines what has been
handed in, oldest first, every trace that came in while it was busy in the same pass. The
thread is not a daemon: a worker process that ends waits for it, so no lesson of a batch is
dropped at its end. A worker killed while mining leaves its game unmined; `unmined` finds such
games from the memory's record of mined sessions, and the batch mines them before it ends.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path


class Miner:
    """One background thread mining submitted traces in turn; started when work comes in, ended
    when none is left."""

    def __init__(self):
        self._lock = threading.Lock()
        self._todo: list[tuple[Path, str]] = []
        self._thread: threading.Thread | None = None
        self.seconds = 0.0  # spent mining, for the benchmark's split
        self.mined = 0

    def submit(self, trace_path: Path, model: str) -> None:
        with self._lock:
            self._todo.append((Path(trace_path), model))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="romsmith-miner", daemon=False)
                self._thread.start()

    def drain(self, timeout: float | None = None) -> None:
        """Wait until everything submitted so far is mined."""
        with self._lock:
            thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def _run(self) -> None:
        from romsmith.pipeline.memory_loop import mine_trace

        while True:
            with self._lock:
                if not self._todo:
                    self._thread = None
                    return
                batch, self._todo = self._todo, []
            for trace_path, model in batch:
                started = time.perf_counter()
                try:
                    mine_trace(trace_path, model)
                except Exception:
                    pass  # logged into the session's trace; mining never fails a game
                self.seconds += time.perf_counter() - started
                self.mined += 1


MINER = Miner()  # one per worker process


def mined_sessions(home: Path) -> set[str]:
    """The sessions the memory of `home` has mined (its `memory/mined.json`)."""
    try:
        data = json.loads((Path(home) / "memory" / "mined.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    return set(data) if isinstance(data, dict) else set()


def unmined(home: Path, session_ids: list[str]) -> list[Path]:
    """Traces of `session_ids` in `home` that were never mined (their worker died mining them)."""
    done = mined_sessions(home)
    traces = Path(home) / "traces"
    return [traces / f"{sid}.jsonl" for sid in session_ids if sid not in done and (traces / f"{sid}.jsonl").is_file()]
