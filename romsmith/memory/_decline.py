"""The decline: how much a query is about what the vault holds, and how many hits that earns.

`confidence` adds six signs, each measured on the ranking the query already got:

- the best hit's similarity;
- MEAN_WEIGHT x the query's mean similarity to the vault (its centroid);
- COVERAGE_WEIGHT x the share of the query's content words the project's vocabulary
  (`Lexicon.vocabulary`) or the vault uses; for a draft, the share of its JSON keys or of a log
  line's source (`verify: ...`) if higher;
- BACKGROUND_WEIGHT x the margin between the query's best similarity to the vault and its best
  similarity to the background (`_background`: what people ask about other things). A terse
  real query lands nearer the vault than anything else; "what level should I be to fight the
  final boss" has a near guideline too, and a nearer neighbour in the world;
- DOMAIN_WEIGHT x the share of the query's words, each weighed by how rare it is in English
  (`_rarity`), that its best hits use and the background does not: "LLM request hung" shares
  "llm" with the guideline on model timeouts, a word English rarely uses, while "how to fold a
  fitted sheet" shares only "sheet";
- minus FOREIGN_WEIGHT x the share, weighed the same way, of the words neither the project's
  vocabulary nor the vault uses: "terraform state lock" is mostly a word the project never says.
  (`word_shares` gives both.)

The words settle what the embedding cannot: short queries embed poorly, and a terse real query
("persistence feature not supported") and an everyday one sit at the same distance from the
vault; which words they share with their hits, and how rare those are, differs.

A query that names the vault's own ids passes whatever its score (`named`): an id-like symbol
(snake_case, a digit, a hyphen or a dot inside, CamelCase, UPPER_CASE) that a guideline names, or
a draft in the GameSpec's own shape (every JSON key a GameSpec field, `Lexicon.fields`). A quoted
plain word ("key", "title") is no id: the JSON of another program quotes its keys too.

Three outcomes (`outcome`): at or above `relevance_full` (or named) the top k; between
`relevance_floor` and `relevance_full` only the best FEW_HITS, since a middling query is more
often about the vault than not, but its lower hits are mostly noise; below the floor nothing (but
the guaranteed tool-tagged hits). The weights are a logistic fit on the tune half and both floors
come from the calibration queries of benchmarks/recall_set.json (`unrelated.calibrate`, near-misses
that share a word with the domain among them; never the held-out sets), in a vault with and
without distractors: `relevance_full` lets at most 2% of them get a full answer, `relevance_floor`
at most 5% get any; bench_recall.py prints them. Measured there and not kept: the agreement of
the lexical and vector rankings (vector top-3 against lexical top-3), the gap between the first
and second hit, the best hit's similarity against its own nearest background lines (a guideline
near everything needing more), more than FEW_HITS in the middle band, and word weights summed
instead of shared (a long query then outweighs everything).
"""

from __future__ import annotations

import dataclasses
import re

import numpy as np

from romsmith.memory import _rarity
from romsmith.memory._lexical import STOP, stem, words
from romsmith.memory._refs import looks_like_symbol

# the weights of the signs, relative to the best hit's similarity: a logistic fit on the tune half
# (its real queries against the calibration queries, in both vaults; `bench_recall.fit_weights`
# prints it), rounded
MEAN_WEIGHT = 1.472
COVERAGE_WEIGHT = 0.216
BACKGROUND_WEIGHT = 0.677
DOMAIN_WEIGHT = 0.221
FOREIGN_WEIGHT = 0.406
SIGNS = ("best", "mean", "coverage", "margin", "domain", "foreign")  # `Decision.signs`, in this order
TOP_HITS = 3  # the best hits whose words a query's words are looked up in
SYMBOL_PASS = 3.0  # raw symbol BM25 of an id-like term a guideline names: the query is named
FEW_HITS = 8  # hits a middling query gets

_JSON_KEY = re.compile(r"\"([A-Za-z_][A-Za-z0-9_]*)\"\s*:")
_ACRONYM = re.compile(r"([A-Z]+)([A-Z][a-z])")  # `JSONDecodeError` -> JSON Decode Error
_HUMP = re.compile(r"([a-z])([A-Z])")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_LOG_SOURCE = re.compile(r"^\s*([a-z][a-z0-9_]*):\s", re.M)  # `ld: section .vram overflow`


@dataclasses.dataclass
class Decision:
    confidence: float
    named: bool
    outcome: str  # "all" | "few" | "none"
    signs: dict[str, float] = dataclasses.field(default_factory=dict)  # SIGNS -> value, when known

    @property
    def hits(self) -> int | None:
        """How many ranked hits the query gets (None: all k)."""
        return {"all": None, "few": FEW_HITS, "none": 0}[self.outcome]


def decide(confidence: float, named: bool, floor: float, full: float, signs: dict | None = None) -> Decision:
    if named or confidence >= full:
        outcome = "all"
    elif confidence >= floor:
        outcome = "few"
    else:
        outcome = "none"
    return Decision(confidence, named, outcome, signs or {})


def confidence(
    best_sim: float, mean_sim: float, coverage: float, margin: float, domain: float = 0.0, foreign: float = 0.0
) -> float:
    return (
        best_sim
        + MEAN_WEIGHT * mean_sim
        + COVERAGE_WEIGHT * coverage
        + BACKGROUND_WEIGHT * margin
        + DOMAIN_WEIGHT * domain
        - FOREIGN_WEIGHT * foreign
    )


def id_terms(symbols: list[str]) -> list[str]:
    """The symbols of a query that look like ids, not like quoted plain words."""
    return [t for t in dict.fromkeys(symbols) if _id_like(t)]


def _id_like(term: str) -> bool:
    inner = term.strip("-./")
    return looks_like_symbol(term) or any(ch in inner for ch in "-./")


def named(query: str, id_scores: np.ndarray, fields: set[str]) -> bool:
    """Whether the query names what the vault is about: an id a guideline names (`id_scores`: the
    symbol BM25 of the query's id-like terms) or a draft whose JSON keys are all GameSpec fields."""
    if float(id_scores.max(initial=0.0)) >= SYMBOL_PASS:
        return True
    keys = _JSON_KEY.findall(query)
    return bool(keys) and bool(fields) and all(k in fields for k in keys)


def coverage(query: str, known: set[str], vault_has) -> float:
    """The share of the query's content words that the project's vocabulary (`known`) or the vault
    (`vault_has(word)`) uses; for a draft the better of that and the share of its keys: JSON keys
    (`{"text": "Welcome, brave traveller"}` is about dialogue text whatever the words it quotes)
    and the source of a log line (`verify: 600 frames, all pixels 0x000000`)."""

    def share(toks: list[str]) -> float:
        return sum(t in known or vault_has(t) for t in toks) / len(toks) if toks else 0.0

    keys = [w for key in _JSON_KEY.findall(query) + _LOG_SOURCE.findall(query) for w in words(key)]
    return max(share(words(query)), share(keys))


def surface_words(query: str) -> list[str]:
    """The query's content words as written (lower-cased, once each): identifiers split at `_`
    and humps, stop words, words under 3 letters and tokens with a digit (`0x7FFF`) left out."""
    text = _HUMP.sub(r"\1 \2", _ACRONYM.sub(r"\1 \2", query)).replace("_", " ")
    out = [t.lower() for t in _TOKEN.findall(text)]
    return list(dict.fromkeys(t for t in out if len(t) >= 3 and t not in STOP and not any(c.isdigit() for c in t)))


def word_shares(query: str, top_words: set[str], known, background: set[str]) -> tuple[float, float]:
    """(domain, foreign): of the query's words, each weighed by its rarity in English, the share
    that the best hits use (`top_words`: their stemmed words and vocabulary) and the background
    does not, and the share that neither the project nor the vault uses (`known(stem)`). (0, 0)
    for a query of common words only."""
    weights = {"domain": 0.0, "foreign": 0.0, "all": 0.0}
    for word in surface_words(query):
        weight, term = _rarity.rarity(word), stem(word)
        weights["all"] += weight
        if term in top_words and term not in background:
            weights["domain"] += weight
        elif not known(term):
            weights["foreign"] += weight
    if not weights["all"]:
        return 0.0, 0.0
    return weights["domain"] / weights["all"], weights["foreign"] / weights["all"]
