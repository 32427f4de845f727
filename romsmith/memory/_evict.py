"""Eviction when the vault holds more than `max_guidelines` live entries.

Score: `hit_count * exp(-ln 2 * age_days / half_life_days)` (age from last_seen). The lowest
scoring non-strategic entries are grouped `eviction_group` at a time, each seed with its nearest
neighbours among the low scorers, and each group is summarised into one `summary` guideline
(a model call, capped) before the originals are deleted. Strategic entries are never evicted;
revoked ones stay in the vault (they are a record) and do not count.
"""

from __future__ import annotations

import math

import numpy as np

from romsmith.memory import _scope
from romsmith.memory._vault import Guideline


def decay(g: Guideline, half_life_days: float, now=None) -> float:
    return math.exp(-math.log(2) * g.age_days(now) / max(half_life_days, 1e-9))


def score(g: Guideline, half_life_days: float, now=None) -> float:
    return g.hit_count * decay(g, half_life_days, now)


def plan(entries: dict[str, Guideline], settings, vectors_of) -> list[list[Guideline]]:
    """Groups to summarise so that live entries drop to `max_guidelines` (or as close as allowed).

    `vectors_of(ids) -> {id: vector}` supplies embeddings for grouping similar entries together.
    """
    live = [g for g in entries.values() if g.status != "revoked"]
    excess = len(live) - settings.max_guidelines
    size = max(2, settings.eviction_group)
    if excess <= 0:
        return []
    n_groups = math.ceil(excess / (size - 1))
    pool = sorted((g for g in live if g.tier != "strategic"), key=lambda g: (score(g, settings.half_life_days), g.id))
    pool = pool[: max(n_groups * size * 3, size)]
    vecs = vectors_of([g.id for g in pool])
    groups: list[list[Guideline]] = []
    remaining = list(pool)
    while remaining and len(groups) < n_groups and len(remaining) >= 2:
        seed = remaining.pop(0)
        take = min(size - 1, len(remaining))
        if seed.id in vecs and all(g.id in vecs for g in remaining):
            sims = np.stack([vecs[g.id] for g in remaining]) @ vecs[seed.id]
            picks = sorted(np.argsort(-sims)[:take].tolist())
        else:
            picks = list(range(take))
        group = [seed] + [remaining[i] for i in picks]
        for i in reversed(picks):
            remaining.pop(i)
        groups.append(group)
    return groups


def merge_group(group: list[Guideline], text: str) -> Guideline:
    """The summary entry replacing `group` (text already written and capped by the caller)."""
    from romsmith.memory._vault import new_id

    def union(attr):
        out: list[str] = []
        for g in group:
            out += [x for x in getattr(g, attr) if x not in out]
        return out

    return Guideline(
        id=new_id("summary:" + text),
        text=text,
        kind="summary",
        tier="tactical",
        tools=sorted(set(union("tools"))),
        sessions=union("sessions"),
        hit_count=sum(g.hit_count for g in group),
        created=min(g.created for g in group),
        last_seen=max(g.last_seen for g in group),
        provenance=union("provenance")[-50:],
        refs=sorted(set(union("refs"))),
        genres=sorted(set(union("genres"))),
        rules=_scope.merge_rules(union("rules"), []),
        retrieved=sum(g.retrieved for g in group),
        runs_ok=sum(g.runs_ok for g in group),
        runs_failed=sum(g.runs_failed for g in group),
    )
