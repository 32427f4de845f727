"""The memory store of one home: the vault (truth), the Chroma index (derived), and what they do.

`open_store(home)` returns a cached `Store`. Every mutation runs under the vault's file lock and
re-reads the vault first, so runs sharing a home serialise their writes and lose none.
"""

from __future__ import annotations

import json
import os
import threading
import warnings
from pathlib import Path

from romsmith.kernel.config import Settings, load_settings
from romsmith.kernel.config import home as default_home
from romsmith.kernel.errors import UsageError
from romsmith.memory import _evict, _ingest, _model, _scope, _tokens
from romsmith.memory._embed import make_embedder
from romsmith.memory._index import Index
from romsmith.memory._ingest import Candidate, IngestResult
from romsmith.memory._retrieve import Retriever
from romsmith.memory._team import open_vault
from romsmith.memory._vault import Guideline

_REVIEW_PREFIX = "names what no longer exists: "

__all__ = ["Candidate", "Guideline", "IngestResult", "Store", "open_store"]


class Store:
    def __init__(self, home: Path, settings: Settings | None = None):
        self.home = Path(home)
        self.dir = self.home / "memory"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.settings = settings or load_settings()
        self.vault = open_vault(self.dir)
        self.embedder = _LazyEmbedder(self.settings.embedding_model)
        self.index = Index(self.dir, self.embedder)
        self.retriever = Retriever(self)
        self._synced_gen = None
        self.mutex = threading.RLock()

    # -- reading ---------------------------------------------------------------------------
    def entries(self) -> dict[str, Guideline]:
        """All guidelines (any status), with the index kept in line with them."""
        entries = self.vault.entries()
        if self._synced_gen != self.vault.generation:
            with self.vault.lock():
                entries = self.vault.entries()
                self.index.sync(entries, quiet=self.vault.shared)
                self._synced_gen = self.vault.generation
        return entries

    def get(self, gid: str) -> Guideline:
        self.entries()
        g = self.vault.get(gid)
        if g is None:
            raise UsageError(f"no guideline '{gid}' in {self.vault.root}", hint="list ids with `romsmith memory list`")
        return g

    def search(
        self,
        query: str,
        k: int | None = None,
        tool: str | None = None,
        *,
        floor: bool = False,
        ranking=None,
        genres=None,
    ) -> list[dict]:
        """Hits best first; with `floor` a query below the relevance floor gets only tool-tagged hits;
        `genres` (the run's scene genres) puts guidelines learned in other genres lower."""
        return self.retrieve(query, k, tool, floor=floor, ranking=ranking, genres=genres).hits

    def retrieve(
        self,
        query: str,
        k: int | None = None,
        tool: str | None = None,
        *,
        floor: bool = True,
        ranking=None,
        genres=None,
    ):
        """`search` with the decision: a `_retrieve.Retrieval` (hits, declined, confidence, floor, ...)."""
        return self.retriever.search(query, k or self.settings.top_k, tool, floor=floor, ranking=ranking, genres=genres)

    def value_record(self):
        """Outcome records and attributed effects (`_value.Record`), cached per vault generation."""
        from romsmith.memory import _value

        return _value.load(self)

    # -- writing ---------------------------------------------------------------------------
    def locked_entries(self) -> dict[str, Guideline]:
        """The vault re-read and the index synced to it; call with `vault.lock()` held."""
        entries = self.vault.entries()
        self.index.sync(entries, quiet=self.vault.shared)
        return entries

    def commit(self, write: list[Guideline], new: list[Guideline] = (), new_vecs=None, remove: list[str] = ()) -> None:
        """Write changed and new entries, remove others: vault first (the truth), then the index,
        then the index's fingerprint. Call with `vault.lock()` held."""
        self.vault.write(list(write) + list(new))
        if new:
            self.index.upsert(list(new), new_vecs)
        if write:
            self.index.update_meta(list(write))
        if remove:
            self.vault.remove(list(remove))
            self.index.delete(list(remove))
        from romsmith.memory._index import fingerprint

        self.index.set_fingerprint(fingerprint(self.vault.entries()))
        self._synced_gen = self.vault.generation

    def ingest(
        self, candidates: list[Candidate], *, model: str | None = None, trace=None
    ) -> tuple[list[IngestResult], dict]:
        """Dedup, merge or add each candidate, promote, then evict if over `max_guidelines` (summaries
        are model calls, traced to `trace` when given)."""
        with self.mutex, self.vault.lock():
            entries = self.locked_entries()
            results, changed, created, vecs = _ingest.ingest(
                entries, self.index, self.embedder, candidates, self.settings
            )
            self.commit(changed, created, vecs)
            evicted = self._evict(model or self.settings.model, trace)
        return results, evicted

    def add(
        self, text: str, *, tools=(), session: str | None = None, kind: str = "manual", provenance=(), refs=()
    ) -> IngestResult:
        if not text or not text.strip():
            raise UsageError("a guideline needs some text", hint='romsmith memory add "TEXT"')
        bad = next((i for i, ch in enumerate(text) if 0xD800 <= ord(ch) <= 0xDFFF), None)
        if bad is not None:  # undecodable bytes that reached us as lone surrogates
            raise UsageError(
                f"the guideline text is not valid UTF-8 (at character {bad})", hint="pass the text as UTF-8"
            )
        results, _ = self.ingest(
            [
                Candidate(
                    text=text,
                    kind=kind,
                    tools=list(tools),
                    session=session,
                    provenance=list(provenance),
                    refs=list(refs),
                )
            ]
        )
        return results[0]

    def _evict(self, model: str, trace=None) -> dict:
        entries = self.vault.entries()
        groups = _evict.plan(entries, self.settings, self.index.vectors)
        report = {"evicted": [], "summaries": []}
        for group in groups:
            listing = "\n".join(f"- {g.text}" for g in sorted(group, key=lambda g: -g.hit_count))
            try:
                text = _model.complete("summarise", listing, model, trace=trace).text
            except Exception as exc:  # a failed summary must not block the run: summarise offline
                warnings.warn(f"summary by '{model}' failed ({exc}); summarising offline", RuntimeWarning, stacklevel=2)
                text = _model.complete("summarise", listing, _model.OFFLINE, trace=trace).text
            from romsmith.memory._mine import sanitise

            text = _tokens.cap(sanitise(text), self.settings.guideline_token_cap)
            summary = _evict.merge_group(group, text)
            _ingest.promote(summary, self.settings.promotion_sessions)
            vec = self.embedder.encode([summary.text])
            # the summary is written before the originals go: a crash in between loses nothing
            self.commit([], [summary], vec)
            self.commit([], remove=[g.id for g in group if g.id != summary.id])
            report["evicted"] += [g.id for g in group]
            report["summaries"].append(summary.id)
        return report

    def update(self, gid: str, change) -> Guideline:
        """Apply `change(guideline)` to one entry under the lock and write it back."""
        with self.mutex, self.vault.lock():
            self.locked_entries()
            g = self.vault.get(gid)
            if g is None:
                raise UsageError(
                    f"no guideline '{gid}' in {self.vault.root}", hint="list ids with `romsmith memory list`"
                )
            change(g)
            self.commit([g])
        return g

    def revoke(self, gid: str, reason: str, by: str) -> Guideline:
        def change(g: Guideline):
            g.status, g.revoked_reason, g.revoked_by = "revoked", reason, by

        return self.update(gid, change)

    def invalidate(self, known_refs: set[str], scope: str = "default") -> dict:
        """Mark entries naming refs that existed at the last call (same scope) but no longer do.

        `known_refs` is everything that exists now in `scope` (e.g. the pack manifest's ids, or
        the GameSpec schema's fields); the previous set per scope is kept in
        memory/known_refs.json. Flagged entries become `needs_review` and stop being retrieved;
        an entry flagged this way whose refs all exist again becomes active again.
        """
        known = {str(r) for r in known_refs}
        path = self.dir / "known_refs.json"
        flagged, restored = [], []
        with self.mutex, self.vault.lock():
            try:
                snapshots = json.loads(path.read_text(encoding="utf-8"))
                assert isinstance(snapshots, dict)
            except (FileNotFoundError, ValueError, AssertionError):
                snapshots = {}
            gone = set(snapshots.get(scope, [])) - known
            changed = []
            if not gone and not any(g.status == "needs_review" for g in self.vault.entries().values()):
                entries = {}  # nothing to flag or restore: leave the index (and the model) unloaded
            else:
                entries = self.locked_entries()
            for g in entries.values():
                if g.status == "active" and gone.intersection(g.refs):
                    g.status = "needs_review"
                    g.review_reason = _REVIEW_PREFIX + ", ".join(sorted(gone.intersection(g.refs)))
                    flagged.append(g.id)
                    changed.append(g)
                elif g.status == "needs_review" and (g.review_reason or "").startswith(_REVIEW_PREFIX):
                    missing = {x.strip() for x in g.review_reason[len(_REVIEW_PREFIX) :].split(",")}
                    if missing <= known:
                        g.status, g.review_reason = "active", None
                        restored.append(g.id)
                        changed.append(g)
            if changed:
                self.commit(changed)
            if snapshots.get(scope) != sorted(known):
                snapshots[scope] = sorted(known)
                tmp = path.with_suffix(f".{os.getpid()}.tmp")
                tmp.write_text(json.dumps(snapshots, indent=0), encoding="utf-8")
                os.replace(tmp, path)
        return {"needs_review": flagged, "restored": restored, "gone": sorted(gone)}

    def review_rules(self, versions: dict) -> dict:
        """Set aside (`needs_review`) the active guidelines mined from a rule whose version in
        `versions` ({rule id: version}, the validator's table) differs from the one they record;
        make active again those set aside so whose rules all match the table again (a change
        undone). Rules the table does not list are left alone (`_scope`)."""
        flagged, restored = [], []
        with self.mutex, self.vault.lock():
            if not any(g.rules for g in self.vault.entries().values()):
                return {"needs_review": [], "restored": []}  # nothing mined from a rule: no index needed
            changed = []
            for g in self.locked_entries().values():
                changes = _scope.stale(g.rules, versions)
                if g.status == "active" and changes:
                    g.status, g.review_reason = "needs_review", _scope.review_reason(changes)
                    flagged.append(g.id)
                    changed.append(g)
                elif _scope.under_rule_review(g) and not changes:
                    g.status, g.review_reason = "active", None
                    restored.append(g.id)
                    changed.append(g)
            if changed:
                self.commit(changed)
        return {"needs_review": flagged, "restored": restored}

    def reindex(self) -> dict:
        """Rebuild the index from the vault from scratch (also re-reads hand-edited files)."""
        with self.mutex, self.vault.lock():
            entries = self.vault.entries(force=True)
            self.index.drop()
            changed = self.index.sync(entries, quiet=True)
            self._synced_gen = self.vault.generation
        return {
            "guidelines": len(entries),
            "indexed": changed,
            "damaged": list(self.vault.damaged),
            "index": self.index.url or str(self.index.path),
        }


class _LazyEmbedder:
    """Loads the embedding model on first use: an empty vault never needs it. Keeps the vectors of
    the last CACHED texts it encoded: a batch's clean runs mine the same lesson again and again,
    and seeds of one idea send the same first query (the model is deterministic, so a cached
    vector is the one it would compute)."""

    CACHED = 512

    def __init__(self, name: str):
        self.name = name
        self._cache: dict[str, object] = {}
        self._lock = threading.Lock()

    def _model(self):
        return make_embedder(self.name)

    @property
    def dim(self):
        return self._model().dim

    def encode_once(self, texts):
        """Vectors of a one-off batch (the decline's background corpus), left out of the cache
        where they would only push the recent texts out."""
        return self._model().encode([t if isinstance(t, str) else str(t) for t in texts])

    def encode(self, texts):
        import numpy as np

        texts = [t if isinstance(t, str) else str(t) for t in texts]
        with self._lock:
            known = {t: self._cache[t] for t in texts if t in self._cache}
        todo = list(dict.fromkeys(t for t in texts if t not in known))
        if not known and len(todo) == len(texts):
            vectors = self._model().encode(texts)
            self._keep(texts, vectors)
            return vectors
        fresh = self._model().encode(todo) if todo else []
        self._keep(todo, fresh)
        found = {**known, **dict(zip(todo, fresh))}
        return np.stack([found[t] for t in texts]) if texts else self._model().encode([])

    def _keep(self, texts, vectors) -> None:
        with self._lock:
            for text, vec in zip(texts, vectors):
                self._cache.pop(text, None)
                self._cache[text] = vec.copy()
            while len(self._cache) > self.CACHED:
                self._cache.pop(next(iter(self._cache)))


_STORES: dict[tuple, Store] = {}
_STORES_LOCK = threading.Lock()


def open_store(home: Path | None = None, settings: Settings | None = None) -> Store:
    """The shared Store for `home` (default: ROMSMITH_HOME), created on first use."""
    home = Path(home).resolve() if home else default_home()
    settings = settings or load_settings()
    key = (
        str(home),
        settings,
        os.environ.get("ROMSMITH_CHROMA_URL"),
        os.environ.get("ROMSMITH_CHROMA_COLLECTION"),
        os.environ.get("ROMSMITH_MEMORY_URL"),
    )
    with _STORES_LOCK:
        if key not in _STORES:
            _STORES[key] = Store(home, settings)
        return _STORES[key]
