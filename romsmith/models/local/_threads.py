"""How many CPU threads a local server gets when the setting leaves it to romsmith
(`local_threads = 0`): both counts are measured once, and the faster one is remembered.

Which is faster depends on the machine's load in a way no rule caught: on two shared cores with
OpenMP's passive wait, two threads gave 30 against 24 tokens/s at load 6 and 18 against 12 at
load 11 (benchmarks/bench_local_model.py), yet 19 against 50 in another hour. So the first server
a home needs is started with one thread and with one per core (at most 4), each generating a
short answer; the faster keeps serving (the other is stopped), and the figures go to
`ROMSMITH_HOME/local-model/threads.json`, reused for an hour while the load stays near the load
they were measured at.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import urllib.request
from pathlib import Path

PROBE = [{"role": "user", "content": "Name three animals that live in a pond."}]
PROBE_TOKENS = 48
FRESH_S = 3600.0
LOAD_DRIFT = 2.0  # a measurement is redone when the load average moved more than this


def candidates(cpus: int | None = None) -> list[int]:
    """The thread counts worth measuring: one, and one per core up to four."""
    cpus = cpus or os.cpu_count() or 1
    return sorted({1, max(1, min(4, cpus))})


def remembered(home: Path, model_path: str) -> int | None:
    """The thread count measured for these weights within the hour, at about this load; else None."""
    try:
        data = json.loads(_file(home).read_text(encoding="utf-8"))
        fresh = time.time() - float(data["measured"]) < FRESH_S
        same = data["path"] == model_path and data["cpus"] == (os.cpu_count() or 1)
        steady = abs(_load() - float(data["load"])) <= LOAD_DRIFT
        return int(data["threads"]) if fresh and same and steady else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remember(home: Path, model_path: str, speeds: dict[int, float], threads: int) -> None:
    record = {
        "path": model_path,
        "cpus": os.cpu_count() or 1,
        "load": round(_load(), 2),
        "measured": time.time(),
        "tokens_per_s": {str(n): round(s, 1) for n, s in speeds.items()},
        "threads": threads,
    }
    with contextlib.suppress(OSError):
        _file(home).write_text(json.dumps(record, indent=1), encoding="utf-8")


def tokens_per_second(api_base: str, timeout_s: float = 120.0) -> float:
    """The server's own generation speed for one short answer (0.0 when it did not say)."""
    body = {"messages": PROBE, "max_tokens": PROBE_TOKENS, "temperature": 0, "seed": 0, "ignore_eos": True}
    request = urllib.request.Request(
        f"{api_base}/chat/completions", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout_s) as response:
            return float(json.load(response).get("timings", {}).get("predicted_per_second") or 0.0)
    except (OSError, ValueError):
        return 0.0


def _file(home: Path) -> Path:
    return Path(home) / "local-model" / "threads.json"


def _load() -> float:
    try:
        return os.getloadavg()[0]
    except OSError:
        return 0.0
