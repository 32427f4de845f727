"""Ingest: dedup against the index and the batch itself, merge near-duplicates, promote.

A candidate whose nearest guideline is at cosine >= `dedup_cosine` merges into it: hit_count + 1,
tool tags, sessions, provenance and refs unioned, last_seen now. Otherwise it becomes a new
tactical guideline. A guideline seen in `promotion_sessions` distinct sessions is strategic; a
merge never demotes. Guidelines marked `needs_review` take no merges (a fresh, active copy is
made instead), revoked ones absorb their duplicates so re-mining cannot bring them back.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from romsmith.memory import _refs, _tokens
from romsmith.memory._vault import Guideline, new_id, now_iso

MAX_PROVENANCE = 50  # pointers kept per guideline; the oldest go first


@dataclasses.dataclass
class Candidate:
    text: str
    kind: str = "manual"
    tools: list[str] = dataclasses.field(default_factory=list)
    session: str | None = None
    provenance: list[str] = dataclasses.field(default_factory=list)
    refs: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class IngestResult:
    id: str
    merged: bool
    promoted: bool = False


def _union(a: list[str], b) -> list[str]:
    out = list(a)
    for item in b or []:
        if item and item not in out:
            out.append(item)
    return out


def prepare(c: Candidate, cap: int) -> Candidate:
    text = _tokens.cap(c.text, cap)
    return dataclasses.replace(c, text=text, refs=_refs.extract(text, c.refs), tools=sorted({t for t in c.tools if t}))


def merge_into(g: Guideline, c: Candidate, promotion_sessions: int) -> bool:
    """Fold `c` into `g`; returns True when this merge promoted `g` to strategic."""
    g.hit_count += 1
    g.tools = sorted(set(g.tools) | set(c.tools))
    if c.session:
        g.sessions = _union(g.sessions, [c.session])
    g.provenance = _union(g.provenance, c.provenance)[-MAX_PROVENANCE:]
    g.refs = sorted(set(g.refs) | set(c.refs))
    g.last_seen = now_iso()
    return promote(g, promotion_sessions)


def promote(g: Guideline, promotion_sessions: int) -> bool:
    if g.tier != "strategic" and len(g.sessions) >= promotion_sessions:
        g.tier = "strategic"
        return True
    return False


def new_guideline(c: Candidate, taken: set[str], promotion_sessions: int) -> Guideline:
    gid = new_id(c.text)
    salt = 0
    while gid in taken:  # same text as a needs_review entry: keep both
        salt += 1
        gid = new_id(f"{c.text}#{salt}")
    g = Guideline(
        id=gid,
        text=c.text,
        kind=c.kind,
        tools=list(c.tools),
        sessions=[c.session] if c.session else [],
        provenance=list(c.provenance)[-MAX_PROVENANCE:],
        refs=list(c.refs),
    )
    promote(g, promotion_sessions)
    return g


def ingest(
    entries: dict[str, Guideline], index, embedder, candidates: list[Candidate], settings
) -> tuple[list[IngestResult], list[Guideline], list[Guideline], np.ndarray]:
    """Decide merges and new entries. Returns (results, changed, created, created_vectors).

    The caller holds the vault lock and writes `changed` and `created`; nothing is written here.
    """
    cands = [prepare(c, settings.guideline_token_cap) for c in candidates]
    cands = [c for c in cands if c.text]
    if not cands:
        return [], [], [], np.zeros((0, 1), dtype=np.float32)
    vectors = embedder.encode([c.text for c in cands])
    skipped = sum(1 for g in entries.values() if g.status == "needs_review")
    nearest = index.nearest(
        vectors, 1, keep=lambda i: i in entries and entries[i].status != "needs_review", extra=skipped
    )
    created: list[Guideline] = []
    created_vecs = np.empty_like(vectors)  # rows [0, len(created)) are the new entries' vectors
    changed: dict[str, Guideline] = {}
    results: list[IngestResult] = []
    for cand, vec, near in zip(cands, vectors, nearest):
        target, best = None, -1.0
        if near and near[0][1] >= settings.dedup_cosine and near[0][0] in entries:
            target, best = entries[near[0][0]], near[0][1]
        if created:  # duplicates inside this batch are not in the index yet
            sims = created_vecs[: len(created)] @ vec
            j = int(np.argmax(sims))
            if sims[j] >= settings.dedup_cosine and sims[j] > best:
                target = created[j]
        if target is not None:
            promoted = merge_into(target, cand, settings.promotion_sessions)
            if target.id in entries:
                changed[target.id] = target
            results.append(IngestResult(target.id, True, promoted))
            continue
        g = new_guideline(cand, set(entries) | {x.id for x in created}, settings.promotion_sessions)
        created_vecs[len(created)] = vec
        created.append(g)
        results.append(IngestResult(g.id, False, g.tier == "strategic"))
    return results, list(changed.values()), created, created_vecs[: len(created)]
