"""BM25 over the ids and symbols guidelines name, so exact ids match where embeddings blur them.

Embeddings put `puny_knight` next to `tiny_knight`, and they carry paraphrases well; a lexical
signal over ordinary words only added noise there (measured on a paraphrase set), so this index
holds symbols only: snake_case, CamelCase, names with digits, UPPER_CASE, quoted or backticked
words, and each guideline's refs. Postings are numpy arrays, so a query touches only the documents
that share one of its symbols.
"""

from __future__ import annotations

import math
from collections import defaultdict

import numpy as np

from memory._refs import extract

K1, B = 1.2, 0.75


def terms(text: str, refs=()) -> list[str]:
    """The symbols of `text` (with repeats, for term frequency) plus `refs`, lower-cased."""
    found = extract(text)
    lowered = text.lower()
    out = []
    for sym in found:
        n = max(1, lowered.count(sym.lower()))
        out += [sym.lower()] * n
    out += [str(r).lower() for r in refs if str(r).lower() not in out]
    return out


class Lexical:
    def __init__(self, ids: list[str], docs: list[tuple[str, list[str]]]):
        self.ids = ids
        self.n = len(ids)
        postings: dict[str, dict[int, int]] = defaultdict(dict)
        lengths = np.zeros(self.n, dtype=np.float32)
        for i, (text, refs) in enumerate(docs):
            toks = terms(text, refs)
            lengths[i] = len(toks)
            for t in toks:
                postings[t][i] = postings[t].get(i, 0) + 1
        avg = float(lengths.mean()) if self.n else 1.0
        norm = K1 * (1 - B + B * lengths / max(avg, 1e-9))
        self._post: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for term, docs_tf in postings.items():
            idx = np.fromiter(docs_tf.keys(), dtype=np.int64, count=len(docs_tf))
            tf = np.fromiter(docs_tf.values(), dtype=np.float32, count=len(docs_tf))
            idf = math.log(1 + (self.n - len(idx) + 0.5) / (len(idx) + 0.5))
            self._post[term] = (idx, (idf * tf * (K1 + 1) / (tf + norm[idx])).astype(np.float32))

    def scores(self, query: str) -> np.ndarray:
        out = np.zeros(self.n, dtype=np.float32)
        for term in set(terms(query)):
            hit = self._post.get(term)
            if hit is not None:
                out[hit[0]] += hit[1]
        return out

    def top(self, query: str, n: int) -> list[tuple[str, float]]:
        """Up to `n` (id, score normalised to the best = 1.0), best first; only docs that match."""
        s = self.scores(query)
        if not self.n or s.max() <= 0:
            return []
        n = min(n, int((s > 0).sum()))
        idx = np.argpartition(-s, n - 1)[:n]
        idx = idx[np.argsort(-s[idx])]
        best = float(s[idx[0]])
        return [(self.ids[i], float(s[i]) / best) for i in idx]
