"""The roles a reading is made of, built from what the reader found and cut to the intent's
limits (a thing, a being, a place), a place's own name, and the tests of a list of roles
(whether it has a kind, the list with each kind once)."""

from __future__ import annotations

from romsmith.lexicon._intent import Being, Place, Thing
from romsmith.lexicon._phrases import Phrase
from romsmith.lexicon._vocab import DETS
from romsmith.lexicon._words import CATS, _placeish, category


def said_name(ph) -> str:
    """A phrase's words without its determiners ("the Bramble Wastes": "Bramble Wastes")."""
    return " ".join(t for t in (ph.words or "").split() if t.lower() not in DETS)


def named_place(ph) -> bool:
    """A place's own name: capitalised words one of which is a place word ("Mount Kessel", "the
    Bramble Wastes", "Port Wexley", "Cape Sorrow")."""
    said = said_name(ph).split()
    return len(said) >= 2 and all(t[:1].isupper() for t in said) and any(_placeish(t.lower().strip("'s")) for t in said)


def thing_of(ph: Phrase, *, counted: bool = False) -> Thing:
    """What a goal acts on, from a phrase the reader found ("the greedy crows' nose", "robots"),
    cut to the intent's limits; `counted`: with the phrase's count ("three keys")."""
    cat = category(ph.kind)
    return Thing(
        kind=ph.kind[:40],
        category=cat if cat in CATS else "unknown",
        count=ph.count if counted else None,
        words=ph.words[:80] or ph.kind[:80],
    )


def being_of(thing: Thing, *, hostile: bool = False) -> Being:
    """The being a goal's object is, as a foe or a friend ("escapes the hungry farmer": the
    farmer; "leads the fish of Kelp Reef against ...": the fish), at least one of it."""
    return Being(kind=thing.kind, category=thing.category, count=thing.count or 1, hostile=hostile, words=thing.words)


def place_of(kind: str, words: str) -> Place:
    """A place the reader found, its kind and words cut to the intent's limits (a run of nouns in
    odd text can be longer than any place's name)."""
    return Place(kind=kind[:40].strip() or "place", words=(words or kind)[:80].strip() or kind[:40])


def _has(beings: list, kind: str) -> bool:
    return any(b.kind == kind or b.kind.split()[-1] == kind.split()[-1] for b in beings)


def _has_place(places: list, kind: str) -> bool:
    return any(p.kind == kind for p in places)


def _unique(beings: list[Being]) -> list[Being]:
    out: list[Being] = []
    for b in beings:
        if not any(o.kind == b.kind for o in out):
            out.append(b)
    return out


def _unique_places(places: list[Place]) -> list[Place]:
    """Each place once, whatever its case; a place read twice ("cinder mine", "Cinder Mine") keeps
    its name as said, in the place of the first reading."""
    out: list[Place] = []
    for p in places:
        at = next((k for k, o in enumerate(out) if o.kind.lower() == p.kind.lower()), None)
        if at is None:
            out.append(p)
        elif p.kind != p.kind.lower() and out[at].kind == out[at].kind.lower():
            out[at] = p
    return out
