"""Splitting the suite into shards that run at once (`make test`: scripts/test-shards.sh).

The suite keeps a 2-core machine about 40% busy when run in one process (much of it waits on
Docker, mGBA, servers and subprocesses), so `make test` runs it as two pytest processes. A shard
is a set of whole files, so module fixtures (a batch, a Redis server) are made once; the files are
dealt out heaviest first to the lightest shard, weighed by tests/durations.json (seconds per file,
measured with `pytest --durations`; a file it does not list weighs DEFAULT_S).
"""

from __future__ import annotations

import json
from pathlib import Path

DURATIONS = Path(__file__).with_name("durations.json")
DEFAULT_S = 5.0


def parse(spec: str) -> tuple[int, int]:
    """'1/2' -> (1, 2): shard 1 (from 0) of 2."""
    try:
        index, count = (int(x) for x in spec.split("/"))
    except ValueError:
        raise ValueError(f"ROMSMITH_TEST_SHARD={spec!r} is not INDEX/COUNT, e.g. 0/2") from None
    if not 0 <= index < count:
        raise ValueError(f"ROMSMITH_TEST_SHARD={spec!r}: the index must be 0 to {count - 1}")
    return index, count


def deal(files: list[str], count: int, weights: dict[str, float]) -> list[set[str]]:
    """The files in `count` shards of about equal weight (heaviest first to the lightest shard)."""
    shards: list[set[str]] = [set() for _ in range(count)]
    loads = [0.0] * count
    for name in sorted(files, key=lambda f: (-weights.get(f, DEFAULT_S), f)):
        lightest = loads.index(min(loads))
        shards[lightest].add(name)
        loads[lightest] += weights.get(name, DEFAULT_S)
    return shards


def select(items: list, spec: str) -> tuple[list, list]:
    """(kept, deselected) of pytest's items for the shard `spec`."""
    index, count = parse(spec)
    weights = json.loads(DURATIONS.read_text()) if DURATIONS.is_file() else {}
    mine = deal(sorted({item.path.name for item in items}), count, weights)[index]
    kept, dropped = [], []
    for item in items:
        (kept if item.path.name in mine else dropped).append(item)
    return kept, dropped
