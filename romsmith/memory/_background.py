"""The background: what people ask about other things, embedded once, for the decline's margin.

A query about sourdough or a Kubernetes error still has a nearest guideline, and in a vault of
game-making lessons that neighbour can be as near as a terse real query's target. What tells
them apart is where else the query would land: `background.txt` holds about two hundred
questions, error lines, JSON records and requests about everyday life, other software and other
games, and `senses.txt` the other senses of the project's own words (a kitchen's tiles, a
country's flag, a boss at work), for a query that shares a word with the vault and means
something else. `margin = best similarity to the vault - best similarity to the background` is high for a
query about the vault and low or negative for one the rest of the world owns
(`_decline.confidence`). Its words count too: a word the background uses is no sign a query is
about the vault.

The vectors are computed with the store's embedder on first use and kept in
ROMSMITH_HOME/memory/background-<key>.npy, the key naming the embedder and the corpus, so a
changed corpus or embedder is embedded again and other processes start warm.
"""

from __future__ import annotations

import functools
import hashlib
import os
from pathlib import Path

import numpy as np

CORPUS = Path(__file__).with_name("background.txt")
SENSES = Path(__file__).with_name("senses.txt")  # the other senses of the project's own words


def _lines(path: Path) -> tuple[str, ...]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return tuple(line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#"))


@functools.lru_cache(maxsize=1)
def texts() -> tuple[str, ...]:
    """The lines the margin is measured against: the corpus, then the other senses of the
    project's words (`senses.txt`), comments and blank lines left out."""
    return _lines(CORPUS) + _lines(SENSES)


@functools.lru_cache(maxsize=1)
def words() -> frozenset[str]:
    """The stemmed content words of the corpus (`_lexical.words`): a word the rest of the world
    uses is no sign that a query is about the vault (`_decline.word_shares`)."""
    from romsmith.memory._lexical import words as content_words

    return frozenset(w for text in _lines(CORPUS) for w in content_words(text))  # not the senses' words


def vectors(embedder, folder: Path, prepare=lambda text: text) -> np.ndarray:
    """Unit embeddings of the corpus (one row a line), from `folder`'s cache file when it holds
    this embedder's vectors of this corpus, else computed and cached there."""
    corpus = [prepare(t) for t in texts()]
    key = hashlib.sha1("\n".join([embedder.name, *corpus]).encode()).hexdigest()[:16]
    path = Path(folder) / f"background-{key}.npy"
    try:
        cached = np.load(path, allow_pickle=False)
        if cached.ndim == 2 and cached.shape[0] == len(corpus):
            return cached.astype(np.float32, copy=False)
    except (OSError, ValueError, EOFError):
        pass  # missing or damaged (an empty file raises EOFError): embed again
    vecs = np.asarray(embedder.encode_once(corpus), dtype=np.float32)
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.npy")
    try:
        np.save(tmp, vecs, allow_pickle=False)
        os.replace(tmp, path)
    except OSError:
        pass  # only a cache
    return vecs
