"""The English phrase index built once from the concept and goal tables, and word folding."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from romsmith.lexicon import _concepts as C
from romsmith.lexicon import _goals as G


@dataclass(frozen=True)
class Entry:
    kind: str  # character | place | item | goal | mood | number
    concept: str  # canonical English word, archetype name, "peaceful", or the number as text


def fold(word: str) -> str:
    """Lower case ASCII: accents removed, ß as ss, typographic apostrophes as '."""
    word = word.replace("ß", "ss").replace("’", "'").replace("‘", "'")
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode("ascii").lower()


def singulars(word: str) -> list[str]:
    """English singular guesses for a plural word, most likely first."""
    out = []
    if word.endswith("ies") and len(word) > 4:
        out.append(word[:-3] + "y")
    if word.endswith("ves") and len(word) > 4:
        out += [word[:-3] + "f", word[:-3] + "fe"]
    if word.endswith("es") and len(word) > 3:
        out.append(word[:-2])
    if word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        out.append(word[:-1])
    return out


@lru_cache(maxsize=1)
def phrases() -> dict[str, list[Entry]]:
    """Every English phrase of the tables -> its entries. Concepts first (a canonical name before
    a synonym), then goal cues, moods and numbers, which may share a phrase with a concept."""
    index: dict[str, list[Entry]] = {}

    def add(phrase: str, entry: Entry, first: bool = False) -> None:
        entries = index.setdefault(phrase, [])
        if any(e.kind == entry.kind for e in entries):
            if not first:
                return
            entries[:] = [e for e in entries if e.kind != entry.kind]
        entries.insert(0, entry) if first else entries.append(entry)

    tables = (
        ("character", {c: syn for c, (_k, _s, syn) in C.CHARACTERS.items()}),
        ("place", C.PLACES),
        ("item", C.ITEMS),
    )
    for kind, table in tables:
        for concept, synonyms in table.items():
            for word in synonyms.split("|"):
                if any(e.kind in ("character", "place", "item") for e in index.get(word, [])):
                    continue  # an earlier concept has this word
                add(word, Entry(kind, concept))
    for kind, table in tables:  # a concept's own name always means that concept
        for concept in table:
            index[concept] = [e for e in index.get(concept, []) if e.kind not in ("character", "place", "item")]
            index[concept].insert(0, Entry(kind, concept))
    for archetype, cues in G.ARCHETYPES.items():
        for cue in cues.split("|"):
            add(cue, Entry("goal", archetype))
    for cue in G.PEACEFUL.split("|"):
        add(cue, Entry("mood", "peaceful"))
    for word, n in G.NUMBERS.items():
        add(word, Entry("number", str(n)))
    return index


def lookup(phrase: str) -> list[Entry]:
    """Entries of an English phrase, trying singular forms of its last word."""
    index = phrases()
    if phrase in index:
        return index[phrase]
    head, _, last = phrase.rpartition(" ")
    for single in singulars(last):
        candidate = f"{head} {single}".strip()
        if candidate in index:
            return index[candidate]
    return []


def synonyms(kind: str, concept: str) -> tuple[str, ...]:
    """All English words of a concept (its own name first)."""
    if kind == "character" and concept in C.CHARACTERS:
        words = C.CHARACTERS[concept][2].split("|")
    elif kind == "place" and concept in C.PLACES:
        words = C.PLACES[concept].split("|")
    elif kind == "item" and concept in C.ITEMS:
        words = C.ITEMS[concept].split("|")
    else:
        words = []
    return tuple(dict.fromkeys([concept, *words]))


def stance(concept: str) -> str:
    """foe | friend | any for a character concept ('any' when unknown)."""
    return C.CHARACTERS.get(concept, ("", "any", ""))[1]


def word_stance(word: str) -> str:
    """foe | friend | any for the character a word names first ('any' when it names none)."""
    entries = lookup(word)
    return stance(entries[0].concept) if entries else "any"


def creature_kind(concept: str) -> str:
    """person | animal | monster | machine for a character concept ('' when unknown)."""
    return C.CHARACTERS.get(concept, ("", "", ""))[0]


CREATURES = ("person", "animal", "monster", "machine")  # the categories (`_words.category`) of beings
BEINGS = CREATURES[:3]  # of beings that live: no machine
# words that say how young or how high a creature is, not what it is ("bear cub", "ant queen")
RANKS = frozenset(
    [
        "cub",
        "baby",
        "young",
        "little",
        "pup",
        "puppy",
        "kitten",
        "chick",
        "hatchling",
        "fledgling",
        "whelp",
        "calf",
        "foal",
        "queen",
        "king",
        "lord",
        "lady",
        "chief",
        "boss",
        "leader",
        "captain",
        "prince",
        "princess",
        "master",
    ]
)


def place_in_name(name: str) -> str | None:
    """The place concept a place's own name says by its last part, or None: "Gloomwood" a forest,
    "Old Brassport" a harbour, "Tuckwick" nothing. Only for a name no table knows whole."""
    words = fold(name).split()
    last = words[-1] if words else ""
    for k in range(2, len(last) - 2):  # the longest part first, of three letters at least
        entry = next((e for e in lookup(last[k:]) if e.kind == "place"), None)
        if entry is not None:
            return entry.concept
    return None
