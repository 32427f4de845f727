"""JSON Lines traces: one event per line in ROMSMITH_HOME/traces/<session_id>.jsonl.

Each line is written and flushed as it happens, so a crash keeps everything before it. Readers
skip damaged lines and count them; they never stop on one. The fields:
ts, session_id, seq, node, kind, tool, args, ok, error, ms, and for model calls model,
tokens_in, tokens_out, cost.
"""

from __future__ import annotations

import datetime as _dt
import json
import secrets
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

KINDS = ("llm_call", "tool_call", "validation", "build", "verify", "retrieval", "claim", "error")
# the graph's stages in order: the `node` of their events, the keys of report.json's `stages`
CONTENT_STAGES = ("intent", "plan", "character", "world", "story", "assemble", "validate", "repair")
STAGES = (*CONTENT_STAGES, "generate", "build", "verify", "report")


def new_session_id() -> str:
    """Sortable and unique: UTC time plus 4 random hex digits, e.g. 20261129-120501-a3f9."""
    return _dt.datetime.now(_dt.UTC).strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(2)


def traces_dir(home: Path) -> Path:
    path = home / "traces"
    path.mkdir(parents=True, exist_ok=True)
    return path


class TraceWriter:
    """Appends events for one session. Thread-safe (graph nodes may run in parallel)."""

    def __init__(self, home: Path | None, session_id: str, *, path: Path | None = None):
        self.session_id = session_id
        self.path = Path(path) if path is not None else traces_dir(home) / f"{session_id}.jsonl"
        self._lock = threading.Lock()
        self._seq = _last_seq(self.path)
        self._file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 - open for the writer's lifetime

    @classmethod
    def appending(cls, path: Path) -> TraceWriter:
        """A writer adding events to the existing trace `path` (its session id is the file name)."""
        return cls(None, Path(path).stem, path=Path(path))

    def event(
        self,
        node: str,
        kind: str,
        *,
        tool: str | None = None,
        args: object = None,
        ok: bool = True,
        error: str | None = None,
        ms: float | None = None,
        **extra,
    ) -> dict:
        if kind not in KINDS:
            raise ValueError(f"unknown trace kind {kind!r}; valid kinds: {', '.join(KINDS)}")
        with self._lock:
            self._seq += 1
            record = {
                "ts": _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds"),
                "session_id": self.session_id,
                "seq": self._seq,
                "node": node,
                "kind": kind,
                "tool": tool,
                "args": args,
                "ok": ok,
                "error": error,
                "ms": None if ms is None else round(ms, 2),
                **extra,
            }
            self._file.write(json.dumps(record, default=str, ensure_ascii=False) + "\n")
            self._file.flush()
            return record

    @contextmanager
    def timed(self, node: str, kind: str, **fields) -> Iterator[dict]:
        """Time a block and write one event when it ends; the block may set 'ok', 'error', etc."""
        extra: dict = {}
        start = time.perf_counter()
        try:
            yield extra
        except Exception as exc:
            extra.setdefault("ok", False)
            extra.setdefault("error", f"{type(exc).__name__}: {exc}")
            raise
        finally:
            self.event(node, kind, ms=(time.perf_counter() - start) * 1000, **{**fields, **extra})

    def close(self) -> None:
        with self._lock:
            self._file.close()


def _last_seq(path: Path) -> int:
    """Resumed sessions keep counting where the file left off."""
    if not path.exists():
        return 0
    events = read_trace(path).events
    return max((e.get("seq", 0) for e in events if isinstance(e.get("seq"), int)), default=0)


@dataclass
class TraceRead:
    events: list[dict] = field(default_factory=list)
    damaged: int = 0
    damaged_lines: list[int] = field(default_factory=list)


def read_trace(path: Path) -> TraceRead:
    """All well-formed events of a trace; damaged lines are skipped and counted, never fatal."""
    out = TraceRead()
    with open(path, "rb") as fh:
        for lineno, raw in enumerate(fh, start=1):
            if not raw.strip():
                continue
            try:
                event = json.loads(raw.decode("utf-8"))
                if not isinstance(event, dict):
                    raise ValueError("not an object")
            except (ValueError, UnicodeDecodeError):
                out.damaged += 1
                out.damaged_lines.append(lineno)
                continue
            out.events.append(event)
    return out


def find_trace(home: Path, session: str) -> Path:
    """A session's trace by id, id prefix, or path."""
    candidate = Path(session)
    if candidate.suffix == ".jsonl" and candidate.exists():
        return candidate
    folder = traces_dir(home)
    exact = folder / f"{session}.jsonl"
    if exact.exists():
        return exact
    matches = sorted(folder.glob(f"{session}*.jsonl"))
    if len(matches) == 1:
        return matches[0]
    from romsmith.kernel.errors import UsageError

    if not matches:
        raise UsageError(
            f"no trace for session '{session}' in {folder}", hint="list sessions with `ls " + str(folder) + "`"
        )
    raise UsageError(
        f"session prefix '{session}' is ambiguous ({len(matches)} traces match)",
        hint="give more characters of the session id",
    )
