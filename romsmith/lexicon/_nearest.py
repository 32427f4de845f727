"""The nearest thing a pack can draw for a kind it does not draw: a beekeeper played by the
farmer, a penguin by the owl, a yeti by the golem. The designer draws with it and the fidelity
check accepts it (and says so), so both take the same one.

Options of the kind's own category come first (a person for a person, an animal for an animal);
among them the nearest by WordNet (Wu-Palmer similarity of senses in the same lexicographer
file, over an option's own word and its aliases); a gendered kind keeps to options that are not
of the other gender. A person of no kind (the reader's "person" for a hero said by a name alone)
is drawn as an ordinary one: a woman, a man, else a villager. Ties go to the option listed first. Without WordNet only the category and
the listing order decide.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._index import CREATURES
from romsmith.lexicon._words import category

# a person of no kind ("Mina must find the flower": the reader's "person"), drawn as an ordinary one
ANYONE = frozenset({"person", "human", "someone", "individual"})
ANYONE_DRAWN = {"female": "woman", "male": "man", "any": "villager"}


def drawn_as(kind: str, gender: str = "any") -> str:
    """The word a kind is drawn by: a person of no kind as an ordinary one of their gender
    ("person", female: "woman"), a child or a teenager as a girl or a boy, any other kind as itself."""
    if kind in ("child", "teenager") and gender in ("female", "male"):
        return "girl" if gender == "female" else "boy"
    return ANYONE_DRAWN.get(gender, "villager") if kind in ANYONE else kind


SHARED = 0.15  # an option with a word of the kind in one of its words ("space cadet", "space explorer")


@dataclass(frozen=True)
class Drawable:
    """Something drawable: its id, its words (its own first, then aliases), its gender."""

    id: str
    words: tuple[str, ...]
    gender: str = "any"


@dataclass(frozen=True)
class Near:
    id: str  # the option taken
    word: str  # the option's word nearest the kind
    score: float  # 0..1
    category: str  # the kind's category


LEXNAME = {"person": "noun.person", "animal": "noun.animal"}


@lru_cache(maxsize=16384)
def similarity(a: str, b: str, lexname: str = "") -> float:
    """Wu-Palmer similarity of the nearest senses of two nouns that share a lexicographer file
    (`lexname` when given: a beaver's animal sense is its seventh)."""
    if a == b:
        return 1.0
    best = 0.0
    mine = [x for x in W._synsets(a)[:10] if x.lexname() == lexname] if lexname else W._synsets(a)[:4]
    for x in mine:
        for y in W._synsets(b)[:3]:
            if x.lexname() != y.lexname():
                continue
            with W._lock:
                best = max(best, x.wup_similarity(y) or 0.0)
    return best


def _senses(kind: str) -> str:
    """The kind as WordNet knows it: the whole phrase, else its last word."""
    if W._synsets(kind):
        return kind
    return kind.split()[-1] if kind.split() else kind


@lru_cache(maxsize=4096)
def _category(word: str) -> str:
    return category(word)


def kind_category(kind: str) -> str:
    """The kind's category, a creature's when one of its first senses is one ("a mole" is first a
    unit, then a spy, then the animal: an animal, the likelier creature of a game idea)."""
    cat = _category(kind)
    if cat in CREATURES:
        return cat
    senses = W.categories(_senses(kind), 10)
    return next((c for c in ("animal", "person") if c in senses), cat)


def nearest(kind: str, options: Sequence[Drawable], gender: str = "any", *, same_category: bool = True) -> Near | None:
    """The option nearest `kind` (see the module docstring), or None when there is none. With
    `same_category` False every option competes (themes: all of them places)."""
    return _nearest(" ".join(str(kind).lower().split()), tuple(options), gender, same_category)


@lru_cache(maxsize=2048)
def _nearest(kind: str, options: tuple[Drawable, ...], gender: str, same_category: bool) -> Near | None:
    if not kind or not options:
        return None
    said = {w for o in options for w in o.words}
    kind = kind if kind in said else drawn_as(kind, gender)  # "Mina must find ...": a woman
    if kind not in said:  # a proper name is nearest as what it is ("London": a city, "Waikiki": a beach)
        kind = next((k for k in W.kinds_of_instance(kind) if k in said), kind)
    cat = kind_category(kind)
    pool = [o for o in options if o.words and _category(o.words[0]) == cat] if same_category else []
    pool = pool or list(options)
    if gender in ("female", "male"):
        other = "male" if gender == "female" else "female"
        pool = [o for o in pool if o.gender != other] or pool
    key = _senses(kind)
    tokens = set(kind.split())
    best: tuple[float, int, str, str] | None = None
    for n, o in enumerate(pool):
        word, score = max(((w, similarity(key, w, LEXNAME.get(cat, ""))) for w in o.words), key=lambda ws: ws[1])
        shared = next((w for w in o.words if tokens & set(w.split())), None)
        if shared is not None and score < 1.0:  # "slime invader" and "space invader"
            word, score = shared, score + SHARED
        score += 0.02 if gender != "any" and o.gender == gender else 0.0
        if best is None or score > best[0]:
            best = (score, n, o.id, word)
    assert best is not None
    return Near(id=best[2], word=best[3], score=round(min(best[0], 1.0), 3), category=cat)
