"""What a guideline is worth: its outcome record, and whether it says anything specific at all.

Outcome record: `runs_ok` / `runs_failed` count the runs a guideline was retrieved into and how they
ended (`record_outcome`, from the pipeline's verdict). Per-guideline attribution, e.g. from an
evaluation that runs the same idea with and without a guideline, goes in
`ROMSMITH_HOME/memory/attribution.jsonl`, one JSON object a line:

    {"id": "g-1a2b3c4d5e6f", "effect": 1.0, "session_id": "20261129-120501-a3f9", "source": "eval"}

`effect` is in [-1, 1]: positive when the guideline helped, negative when it hurt, 0 when it made
no difference; other keys are kept for the writer's use. A line that does not parse, names no
guideline or has no numeric `effect` is skipped. One attributed effect weighs as much as
EVAL_WEIGHT plain outcomes, since it isolates the guideline.

`weight(g)` turns the record into a rank factor around 1.0: the guideline's success rate, shrunk
towards the vault's base rate by PRIOR runs of pseudo-evidence, relative to that base rate, square
root, clamped to WEIGHT_RANGE. A guideline with no record weighs 1.0; one retrieved into run after
run that failed, or attributed no help, sinks.

`contentless(g)`: a guideline that names no id, symbol or pointer and lists pipeline stages
("A clean run went orchestrator -> character -> ... with no repair round") tells an agent nothing
it can act on; it stays in the vault but is never ranked.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import re
from pathlib import Path

from romsmith.kernel.trace import STAGES as GRAPH_STAGES

EVAL_WEIGHT = 3.0
PRIOR = 4.0
WEIGHT_RANGE = (0.5, 1.3)
GOOD_RUNS = 3.0  # evidence a record needs before it can be called good
GOOD_RATE = 0.8
# the graph's stages and the other words a guideline uses for them
STAGES = ("orchestrator", *GRAPH_STAGES, "validation", "emit")
_STAGE_STEP = re.compile(r"\b(?:" + "|".join(STAGES) + r")\s*(?:→|->|=>|>|,)\s*(?=\w)", re.I)


def contentless(g) -> bool:
    """A pipeline stage list with no id, symbol or pointer in it (see the module doc)."""
    if g.refs:
        return False
    return len(_STAGE_STEP.findall(g.text)) >= 2


@dataclasses.dataclass
class Record:
    """Attributed effects per guideline and the vault's base success rate."""

    helped: dict[str, float] = dataclasses.field(default_factory=dict)
    hurt: dict[str, float] = dataclasses.field(default_factory=dict)
    base: float = 0.5

    def evidence(self, g) -> tuple[float, float]:
        """(successes, trials), attributed effects counted EVAL_WEIGHT times."""
        helped, hurt = self.helped.get(g.id, 0.0), self.hurt.get(g.id, 0.0)
        trials = g.runs_ok + g.runs_failed + EVAL_WEIGHT * (helped + hurt)
        return g.runs_ok + EVAL_WEIGHT * helped, trials

    def rate(self, g) -> float:
        ok, trials = self.evidence(g)
        return (ok + PRIOR * self.base) / (trials + PRIOR)


def weight(g, record: Record) -> float:
    _ok, trials = record.evidence(g)
    if trials <= 0:
        return 1.0
    low, high = WEIGHT_RANGE
    return min(high, max(low, math.sqrt(record.rate(g) / max(record.base, 1e-6))))


def good(g, record: Record) -> bool:
    """Enough evidence, and a success rate of at least GOOD_RATE and above the base rate."""
    ok, trials = record.evidence(g)
    rate = ok / trials if trials else 0.0
    return (
        trials >= GOOD_RUNS and rate >= GOOD_RATE and record.rate(g) > record.base - 1e-9 and not record.hurt.get(g.id)
    )


def read_attribution(path: Path) -> tuple[dict[str, float], dict[str, float]]:
    helped: dict[str, float] = {}
    hurt: dict[str, float] = {}
    try:
        lines = path.read_bytes().splitlines()
    except FileNotFoundError:
        return helped, hurt
    for raw in lines:
        try:
            item = json.loads(raw)
            gid, effect = str(item["id"]), float(item["effect"])
        except (ValueError, KeyError, TypeError):
            continue
        if not math.isfinite(effect):
            continue
        effect = max(-1.0, min(1.0, effect))
        if effect > 0:
            helped[gid] = helped.get(gid, 0.0) + effect
        elif effect < 0:
            hurt[gid] = hurt.get(gid, 0.0) - effect
    return helped, hurt


def load(store) -> Record:
    """The record for `store`'s vault (the attribution file re-read when it changes)."""
    path = store.dir / "attribution.jsonl"
    try:
        st = os.stat(path)
        stamp = (st.st_mtime_ns, st.st_size)
    except FileNotFoundError:
        stamp = None
    key = (store.vault.generation, stamp)
    cached = getattr(store, "_value_cache", None)
    if cached and cached[0] == key:
        return cached[1]
    helped, hurt = read_attribution(path) if stamp else ({}, {})
    entries = store.vault.entries().values()
    ok = sum(g.runs_ok for g in entries) + EVAL_WEIGHT * sum(helped.values())
    total = sum(g.runs_ok + g.runs_failed for g in entries) + EVAL_WEIGHT * (sum(helped.values()) + sum(hurt.values()))
    record = Record(helped, hurt, base=min(0.95, max(0.05, ok / total)) if total else 0.5)
    store._value_cache = (key, record)
    return record
