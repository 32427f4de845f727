"""BM25 over guideline texts, refs and tool tags, so exact ids and symbols match.

Embeddings blur `puny_knight` and `tiny_knight`; a lexical signal does not. Identifiers are kept
whole and also split (`puny_knight` -> `puny_knight`, `puny`, `knight`), with a light plural strip.
Postings are numpy arrays, so scoring touches only the documents that share a query term.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict

import numpy as np

_WORD = re.compile(r"[A-Za-z0-9_]+")
_STOP = frozenset("""a an and are as at be by do for from has have if in into is it its no not of on
or so than that the their then there these this to was were when which while will with without
you your use only never always""".split())
K1, B = 1.2, 0.75


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def terms(text: str) -> list[str]:
    out = []
    for raw in _WORD.findall(text.lower()):
        parts = [p for p in raw.split("_") if p]
        if len(parts) > 1:
            out.append(raw)
        out += [_stem(p) for p in parts if p not in _STOP and len(p) > 1]
    return out


class Lexical:
    def __init__(self, ids: list[str], docs: list[str]):
        self.ids = ids
        self.n = len(ids)
        postings: dict[str, dict[int, int]] = defaultdict(dict)
        lengths = np.zeros(self.n, dtype=np.float32)
        for i, doc in enumerate(docs):
            toks = terms(doc)
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
