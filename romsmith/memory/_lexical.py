"""BM25 indexes fused with the vector rank: one over ids and symbols, one over stemmed words.

Embeddings put `puny_knight` next to `tiny_knight`, and they carry paraphrases well. The symbol
index (snake_case, CamelCase, names with digits, UPPER_CASE, quoted or backticked words, and each
guideline's refs) makes exact ids count. The word index (lower-cased, stop words dropped, a light
suffix stemmer, identifiers split at `_`) catches drafts and tool arguments that carry the hazard's
own words but embed poorly (JSON fragments, compiler messages); on benchmarks/recall_set.json it
helps only with a small weight next to the embedding. Postings are numpy arrays, so a query
touches only the documents that share one of its terms.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict

import numpy as np

from romsmith.memory._refs import extract

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


STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "of",
        "to",
        "in",
        "on",
        "for",
        "at",
        "by",
        "with",
        "from",
        "as",
        "is",
        "are",
        "be",
        "was",
        "were",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "not",
        "no",
        "never",
        "only",
        "every",
        "each",
        "any",
        "all",
        "do",
        "does",
        "did",
        "can",
        "may",
        "must",
        "should",
        "so",
        "than",
        "then",
        "there",
        "their",
        "into",
        "out",
        "up",
        "over",
        "under",
        "per",
        "just",
        "also",
        "but",
        "if",
        "else",
        "when",
        "while",
        "which",
        "who",
        "what",
        "where",
        "how",
        "more",
        "most",
        "less",
        "one",
        "two",
        "use",
        "used",
        "using",
    ]
)
_SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "ied", "ed", "es", "ly", "er", "s")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def stem(word: str) -> str:
    """A light suffix stemmer: enough to meet `warps`/`warp`, `declared`/`declare(d)`."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix in ("ies", "ied") else "")
    return word


def words(text: str, refs=()) -> list[str]:
    """Stemmed content words of `text` (with repeats); identifiers split at `_` and humps."""
    text = re.sub(r"([a-z])([A-Z])", r"\1 \2", text).replace("_", " ")
    out = []
    for tok in _WORD.findall(text):
        low = tok.lower()
        if len(low) >= 3 and low not in STOP:
            out.append(stem(low))
    return out


class Lexical:
    """BM25 over `docs` ((text, refs) pairs) with the term function `tokenize` (symbols by default)."""

    def __init__(self, ids: list[str], docs: list[tuple[str, list[str]]], tokenize=terms):
        self.ids = ids
        self.n = len(ids)
        self.tokenize = tokenize
        postings: dict[str, dict[int, int]] = defaultdict(dict)
        lengths = np.zeros(self.n, dtype=np.float32)
        for i, (text, refs) in enumerate(docs):
            toks = tokenize(text, refs)
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

    def has(self, term: str) -> bool:
        """Whether any document holds `term` (a token of this index's `tokenize`)."""
        return term in self._post

    def scores(self, query: str) -> np.ndarray:
        return self.term_scores(self.tokenize(query))

    def term_scores(self, query_terms) -> np.ndarray:
        """BM25 of each document for these query terms (already tokenized), each counted once."""
        out = np.zeros(self.n, dtype=np.float32)
        for term in set(query_terms):
            hit = self._post.get(term)
            if hit is not None:
                out[hit[0]] += hit[1]
        return out

    def top(self, query: str, n: int, scores: np.ndarray | None = None) -> list[tuple[str, float]]:
        """Up to `n` (id, score normalised to the best = 1.0), best first; only docs that match.
        `scores` are this query's `scores(query)` when the caller already has them."""
        s = self.scores(query) if scores is None else scores
        if not self.n or s.max() <= 0:
            return []
        n = min(n, int((s > 0).sum()))
        idx = np.argpartition(-s, n - 1)[:n]
        idx = idx[np.argsort(-s[idx])]
        best = float(s[idx[0]])
        return [(self.ids[i], float(s[i]) / best) for i in idx]
