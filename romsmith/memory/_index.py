"""The Chroma index over the vault: derived, rebuildable, never the source of truth.

Local mode keeps a `PersistentClient` in ROMSMITH_HOME/memory/chroma (cosine space). Team mode
(`ROMSMITH_CHROMA_URL=http://host:port`) keeps the collection in a Chroma server via `HttpClient`.
One record per guideline: the embedding of its text, and metadata `hash` (of the text), `status`,
`tier`. A sentinel record holds the vault fingerprint the index was last synced to and the
embedder's name; when they disagree with the vault the index is brought up to date (missing,
stale, changed or extra records), and when the index cannot be read at all it is rebuilt from the
vault. Both warn: the index is a cache and losing it costs only time.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import threading
import warnings
from pathlib import Path
from urllib.parse import urlparse

import numpy as np

from romsmith.kernel.errors import EnvironmentProblem, StoreCorrupt

SENTINEL = "__romsmith_state__"
DEFAULT_COLLECTION = "romsmith_guidelines"


class IndexRebuiltWarning(RuntimeWarning):
    """The Chroma index was missing, stale or corrupt and was rebuilt from the vault."""


def fingerprint(entries: dict) -> str:
    h = hashlib.sha1()
    for gid in sorted(entries):
        g = entries[gid]
        h.update(f"{gid} {g.hash} {g.status} {g.tier}\n".encode())
    return h.hexdigest()


def _reopen_once(method):
    """Run `method`; if chromadb fails (another process wrote to the local index since this one
    opened it, and the in-memory segments no longer match the files), open the index afresh and
    run it once more. A second failure is StoreCorrupt, naming the fix."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except (EnvironmentProblem, StoreCorrupt):
            raise
        except Exception as first:
            if self.url:
                raise self._server_failed(first) from first
            self._reconnect()
            try:
                return method(self, *args, **kwargs)
            except (EnvironmentProblem, StoreCorrupt):
                raise
            except Exception as exc:
                raise StoreCorrupt(
                    f"the memory index in {self.path} fails even after reopening it ({type(exc).__name__}: {exc})",
                    hint="run `romsmith memory reindex` (the vault is the source of truth)",
                ) from exc

    return wrapper


def _meta(g) -> dict:
    return {"hash": g.hash, "status": g.status, "tier": g.tier}


class Index:
    def __init__(self, memory_dir: Path, embedder):
        self.path = memory_dir / "chroma"
        self.embedder = embedder
        self.url = os.environ.get("ROMSMITH_CHROMA_URL") or None
        self.name = os.environ.get("ROMSMITH_CHROMA_COLLECTION") or DEFAULT_COLLECTION
        self._client = None
        self._col = None
        self._wipes = 0  # rebuilds from a wipe; each already warned once
        self._connecting = threading.RLock()  # a warm-up thread and the first query may race here

    # -- connection ------------------------------------------------------------------------
    def _connect(self):
        import chromadb
        from chromadb.config import Settings

        from romsmith.memory._embed import chroma_embedding_function

        settings = Settings(anonymized_telemetry=False)
        if self.url:
            parsed = urlparse(self.url if "://" in self.url else "http://" + self.url)
            try:
                self._client = chromadb.HttpClient(
                    host=parsed.hostname, port=parsed.port or 8000, ssl=parsed.scheme == "https", settings=settings
                )
                self._client.heartbeat()
            except Exception as exc:
                raise EnvironmentProblem(
                    f"no Chroma server answers at {self.url}: {exc}",
                    hint="start one with `chroma run --host 127.0.0.1 --port 8000"
                    " --path DIR`, or unset ROMSMITH_CHROMA_URL",
                ) from exc
        else:
            self.path.mkdir(parents=True, exist_ok=True)
            self._client = chromadb.PersistentClient(path=str(self.path), settings=settings)
        self._col = self._client.get_or_create_collection(
            self.name,
            configuration={"hnsw": {"space": "cosine"}},
            embedding_function=chroma_embedding_function(self.embedder.name),
        )
        self._col.count()  # touch the data so a corrupt store fails here, not mid-query

    @property
    def col(self):
        if self._col is not None:
            return self._col
        with self._connecting:
            return self._col if self._col is not None else self._open()

    def _open(self):
        if self._col is None:
            try:
                self._connect()
            except EnvironmentProblem:
                raise
            except Exception as exc:  # chromadb raises assorted errors on damaged files
                if self.url:
                    raise EnvironmentProblem(
                        f"the Chroma collection '{self.name}' at {self.url} cannot be used: {exc}",
                        hint="run `romsmith memory reindex`",
                    ) from exc
                self._wipe(f"the index in {self.path} cannot be read ({type(exc).__name__}: {exc})")
                try:
                    self._connect()
                except Exception as exc2:
                    raise StoreCorrupt(
                        f"cannot create a Chroma index in {self.path}: {exc2}",
                        hint=f"delete {self.path} and run `romsmith memory reindex`",
                    ) from exc2
        return self._col

    def _wipe(self, why: str) -> None:
        warnings.warn(f"{why}; rebuilding it from the vault", IndexRebuiltWarning, stacklevel=3)
        self._wipes += 1
        self._reconnect()
        if self.url:
            return
        shutil.rmtree(self.path, ignore_errors=True)

    def _reconnect(self) -> None:
        """Forget this process's Chroma client (and chromadb's cached system): the next use opens it again."""
        with self._connecting:
            self._col = None
            self._client = None
            try:
                from chromadb.api.shared_system_client import SharedSystemClient

                SharedSystemClient.clear_system_cache()
            except Exception:
                pass

    def _server_failed(self, exc: Exception) -> EnvironmentProblem:
        return EnvironmentProblem(
            f"the Chroma server at {self.url} failed: {exc}", hint="check the server, or unset ROMSMITH_CHROMA_URL"
        )

    def drop(self) -> None:
        """Delete the collection entirely (reindex from scratch)."""
        try:
            _ = self.col  # opens the collection, raising when the index is unusable
            self._client.delete_collection(self.name)
        except Exception:
            pass
        self._col = None

    # -- sync with the vault ----------------------------------------------------------------
    @_reopen_once
    def state(self) -> dict:
        got = self.col.get(ids=[SENTINEL], include=["metadatas"])
        return (got["metadatas"] or [{}])[0] or {}

    def sync(self, entries: dict, *, quiet: bool = False) -> int:
        """Bring the index in line with the vault; returns how many records changed."""
        fp = fingerprint(entries)
        wipes = self._wipes
        try:
            state = self.state()
        except EnvironmentProblem:
            raise
        except Exception as exc:
            if self.url:
                raise self._server_failed(exc) from exc
            self._wipe(f"the index in {self.path} cannot be read ({exc})")
            state = {}
        if state.get("fingerprint") == fp and state.get("embedder") == self.embedder.name:
            return 0
        if state and state.get("embedder") != self.embedder.name:
            self.drop()
            state = {}
        changed = self._apply_diff(entries)
        quiet = quiet or self._wipes != wipes  # a wipe already warned: one warning per rebuild
        if changed and not quiet and (state or entries):
            warnings.warn(
                f"the memory index was {'stale' if state else 'missing'}: {changed} record(s) "
                "brought up to date from the vault",
                IndexRebuiltWarning,
                stacklevel=2,
            )
        self.set_fingerprint(fp)
        return changed

    @_reopen_once
    def _apply_diff(self, entries: dict) -> int:
        have = self.col.get(include=["metadatas"])
        indexed = {i: m or {} for i, m in zip(have["ids"], have["metadatas"]) if i != SENTINEL}
        extra = [i for i in indexed if i not in entries]
        new = [g for gid, g in entries.items() if indexed.get(gid, {}).get("hash") != g.hash]
        meta_only = [
            g
            for gid, g in entries.items()
            if gid in indexed
            and indexed[gid].get("hash") == g.hash
            and (indexed[gid].get("status"), indexed[gid].get("tier")) != (g.status, g.tier)
        ]
        if extra:
            self.delete(extra)
        if new:
            self.upsert(new, self.embedder.encode([g.text for g in new]))
        if meta_only:
            self.update_meta(meta_only)
        return len(extra) + len(new) + len(meta_only)

    @_reopen_once
    def set_fingerprint(self, fp: str) -> None:
        vec = np.zeros(self.dim(), dtype=np.float32)
        vec[0] = 1.0
        self.col.upsert(
            ids=[SENTINEL],
            embeddings=[vec.tolist()],
            metadatas=[{"status": "meta", "fingerprint": fp, "embedder": self.embedder.name}],
            documents=[""],
        )

    def dim(self) -> int:
        return int(getattr(self.embedder, "dim", None) or self.embedder.encode(["x"]).shape[1])

    # -- records -------------------------------------------------------------------------
    def _batches(self, n: int):
        size = max(1, min(5000, self._client.get_max_batch_size() if self._client else 5000))
        for start in range(0, n, size):
            yield start, min(n, start + size)

    @_reopen_once
    def upsert(self, guidelines: list, vectors: np.ndarray) -> None:
        col = self.col
        for a, b in self._batches(len(guidelines)):
            part = guidelines[a:b]
            col.upsert(
                ids=[g.id for g in part],
                embeddings=np.asarray(vectors[a:b], dtype=np.float32),
                metadatas=[_meta(g) for g in part],
                documents=[g.text for g in part],
            )

    @_reopen_once
    def update_meta(self, guidelines: list) -> None:
        col = self.col
        for a, b in self._batches(len(guidelines)):
            part = guidelines[a:b]
            col.update(ids=[g.id for g in part], metadatas=[_meta(g) for g in part])

    @_reopen_once
    def delete(self, ids: list[str]) -> None:
        col = self.col
        for a, b in self._batches(len(ids)):
            col.delete(ids=list(ids[a:b]))

    @_reopen_once
    def nearest(self, vectors: np.ndarray, n: int, keep=None, extra: int = 0) -> list[list[tuple[str, float]]]:
        """For each vector, up to `n` (id, cosine similarity) pairs that pass `keep(id)`, best first.

        No Chroma `where` filter: with one, a query at 10,000 records took 90 ms instead of a few.
        The caller filters by status from the vault instead and passes `extra`, how many records
        it may drop, so enough remain.
        """
        col = self.col
        if n <= 0 or len(vectors) == 0:
            return [[] for _ in range(len(vectors))]
        out = []
        for a, b in self._batches(len(vectors)):
            res = col.query(
                query_embeddings=np.asarray(vectors[a:b], dtype=np.float32),
                n_results=n + extra + 1,
                include=["distances"],
            )
            for ids, dists in zip(res["ids"], res["distances"]):
                pairs = [(i, 1.0 - float(d)) for i, d in zip(ids, dists) if i != SENTINEL and (keep is None or keep(i))]
                out.append(pairs[:n])
        return out

    @_reopen_once
    def vectors(self, ids: list[str]) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        got = self.col.get(ids=list(ids), include=["embeddings"])
        return {i: np.asarray(e, dtype=np.float32) for i, e in zip(got["ids"], got["embeddings"])}
