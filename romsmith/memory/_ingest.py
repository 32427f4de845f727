"""Ingest: dedup against the index and the batch itself, merge near-duplicates, promote.

A candidate whose nearest guideline is at cosine >= `dedup_cosine` merges into it: hit_count + 1,
tool tags, sessions, provenance, refs and genres unioned, rules at the candidate's versions,
last_seen now. Otherwise it becomes a new tactical guideline. A guideline seen in
`promotion_sessions` distinct sessions is strategic; a merge never demotes. Guidelines marked
`needs_review` take no merges (a fresh, active copy is made instead) unless a changed rule set
them aside and the candidate comes from that rule as it is now: that confirms them, and they are
active again (`_scope.confirms`). Revoked ones absorb their duplicates so re-mining cannot bring
them back.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from romsmith.memory import _refs, _scope, _tokens
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
    genres: list[str] = dataclasses.field(default_factory=list)  # of the run that taught it
    rules: list[str] = dataclasses.field(default_factory=list)  # `rule_id@version` it was mined from


@dataclasses.dataclass
class IngestResult:
    id: str
    merged: bool
    promoted: bool = False
    confirmed: bool = False  # a guideline set aside by a rule change, confirmed by this candidate


def _union(a: list[str], b) -> list[str]:
    out = list(a)
    for item in b or []:
        if item and item not in out:
            out.append(item)
    return out


def prepare(c: Candidate, cap: int) -> Candidate:
    text = _tokens.cap(c.text, cap)
    return dataclasses.replace(
        c,
        text=text,
        refs=_refs.extract(text, c.refs),
        tools=sorted({t for t in c.tools if t}),
        genres=_scope.genres(c.genres),
        rules=_scope.merge_rules([], c.rules),
    )


def merge_into(g: Guideline, c: Candidate, promotion_sessions: int) -> bool:
    """Fold `c` into `g`; returns True when this merge promoted `g` to strategic."""
    g.hit_count += 1
    g.tools = sorted(set(g.tools) | set(c.tools))
    if c.session:
        g.sessions = _union(g.sessions, [c.session])
    g.provenance = _union(g.provenance, c.provenance)[-MAX_PROVENANCE:]
    g.refs = sorted(set(g.refs) | set(c.refs))
    g.genres = sorted(set(g.genres) | set(c.genres))
    g.rules = _scope.merge_rules(g.rules, c.rules)
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
        genres=list(c.genres),
        rules=list(c.rules),
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

    def mergeable(i: str) -> bool:  # set aside for a changed rule: a candidate may confirm it
        return i in entries and (entries[i].status != "needs_review" or _scope.under_rule_review(entries[i]))

    skipped = sum(1 for g in entries.values() if g.status == "needs_review")
    nearest = index.nearest(vectors, 2, keep=mergeable, extra=skipped)
    created: list[Guideline] = []
    created_vecs = np.empty_like(vectors)  # rows [0, len(created)) are the new entries' vectors
    changed: dict[str, Guideline] = {}
    results: list[IngestResult] = []
    for cand, vec, near in zip(cands, vectors, nearest):
        # the merge goes to a near guideline this candidate confirms, else to the nearest that is not set aside
        near = [(entries[gid], sim) for gid, sim in near if sim >= settings.dedup_cosine and gid in entries]
        confirming = [(g, sim) for g, sim in near if _scope.confirms(g, cand.rules)]
        taking = confirming or [(g, sim) for g, sim in near if g.status != "needs_review"]
        target, best = taking[0] if taking else (None, -1.0)
        confirmed = bool(confirming)
        if created:  # duplicates inside this batch are not in the index yet
            sims = created_vecs[: len(created)] @ vec
            j = int(np.argmax(sims))
            if sims[j] >= settings.dedup_cosine and sims[j] > best:
                target, confirmed = created[j], False
        if target is not None:
            promoted = merge_into(target, cand, settings.promotion_sessions)
            if confirmed:
                target.status, target.review_reason = "active", None
            if target.id in entries:
                changed[target.id] = target
            results.append(IngestResult(target.id, True, promoted, confirmed))
            continue
        g = new_guideline(cand, set(entries) | {x.id for x in created}, settings.promotion_sessions)
        created_vecs[len(created)] = vec
        created.append(g)
        results.append(IngestResult(g.id, False, g.tier == "strategic"))
    return results, list(changed.values()), created, created_vecs[: len(created)]
