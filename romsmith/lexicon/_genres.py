"""The genre an idea asks for: which of the engine's ways to play (adventure, platformer,
shooter, puzzle, battle, story) its words name. The cues are data (`genres.toml`, beside this
module): strong phrases name a genre, action ones are plays only it has ("shoots"), weak ones are
actions typical of it. A genre is asked for by one strong or action phrase or two weak ones; the
genre with most strong and action phrases, then most weak ones,
leads, and of those the one named first ("an RPG with puzzles" is a battle game with puzzles).
Nothing asked for: the genre whose plays (`plays`) the hero's own verb is ("Bounce from cap to cap
to reach the toadstool": a platformer; "Sort the laundry ...": a puzzle), else adventure, the
default. A genre nothing named whose own game cannot carry the idea's goal (`carries`) is mixed
with an adventure after it, which carries the goal (`carried`). Deterministic.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from romsmith.lexicon._index import fold

DATA = Path(__file__).resolve().parent / "genres.toml"
DEFAULT = "adventure"


def _phrases(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(p.strip() for p in text.split("|") if p.strip()))


_data = tomllib.loads(DATA.read_text(encoding="utf-8"))
CUES: dict[str, dict[str, tuple[str, ...]]] = {
    genre: {strength: _phrases(cues.get(strength, "")) for strength in ("strong", "action", "weak")}
    for genre, cues in _data.items()
}
# the goals (the reader's actions) a genre's own game carries; another goal, in a genre nothing
# named, is carried by an adventure segment after it
CARRIES: dict[str, frozenset[str]] = {
    genre: frozenset(_phrases(cues.get("carries", ""))) | {"other"} for genre, cues in _data.items()
}
# verbs that, as the hero's own (the main verb or the goal's), ask for a genre nothing else named
PLAYS: dict[str, frozenset[str]] = {
    genre: frozenset(_phrases(cues["plays"])) for genre, cues in _data.items() if cues.get("plays")
}
del _data
# words that are a genre's name: never read as a name ("a turn-based RPG")
GENRE_WORDS = frozenset(w for cues in CUES.values() for p in cues["strong"] for w in p.split() if len(p.split()) == 1)
_ORDER = [g for g in CUES if g != DEFAULT] + [DEFAULT]


def names_a_game(kind: str) -> bool:
    """Whether a noun phrase is the game itself, a genre's name ("jungle platformer", "puzzle
    game", "space shooter"), not anyone in it."""
    said = kind.split()
    return bool(said) and said[-1] in GENRE_WORDS | {"game", "games", "sim"}


@dataclass
class GenreReading:
    genre: str = DEFAULT  # the leading genre
    genres: list[str] = field(default_factory=list)  # every genre asked for, leading first
    words: dict[str, list[str]] = field(default_factory=dict)  # genre -> the idea's phrases that asked for it
    named: bool = False  # a genre's name asked for it ("a platformer"), not only its plays ("hops across")

    def to_json(self) -> dict:
        return {"genre": self.genre, "genres": self.genres, "words": self.words}


def _plain(text: str) -> str:
    """Folded words separated by single spaces: 'Shoot-'em-up!' -> 'shoot em up'."""
    return " " + " ".join(re.findall(r"[a-z0-9]+", fold(text).replace("'", " ").replace("’", " "))) + " "


def read_genre(text: str) -> GenreReading:
    plain = _plain(text)
    scores: dict[str, tuple[int, int, int]] = {}
    words: dict[str, list[str]] = {}
    for genre in _ORDER:
        found = {"strong": [], "action": [], "weak": []}
        first = len(plain)
        taken = plain
        for strength in ("strong", "action", "weak"):
            for phrase in sorted(CUES[genre][strength], key=len, reverse=True):
                needle = f" {phrase} "
                if needle in taken:
                    found[strength].append(phrase)
                    first = min(first, taken.index(needle))
                    taken = taken.replace(needle, " | ")  # a longer phrase's words count once
        strong, weak = len(found["strong"]) + len(found["action"]), len(found["weak"])
        if strong or weak >= 2:
            scores[genre] = (-strong, -weak, first)
            words[genre] = found["strong"] + found["action"] + found["weak"]
    asked = sorted(scores, key=lambda g: scores[g])
    if not asked:
        return GenreReading()
    named = any(p in CUES[g]["strong"] for g in asked for p in words[g])
    return GenreReading(asked[0], asked, {g: words[g] for g in asked}, named)


def played(reading: GenreReading, verbs: list[str]) -> GenreReading:
    """The reading, or, when it asks for nothing, the genre the hero's own verbs (lemmas, the
    main verb's first) are a play of."""
    if reading.genres:
        return reading
    for verb in verbs:
        genre = next((g for g, plays in PLAYS.items() if verb in plays), None)
        if genre is not None:
            return GenreReading(genre, [genre], {genre: [verb]})
    return reading


def carried(reading: GenreReading, action: str) -> GenreReading:
    """The reading, with an adventure after its genre when no name asked for that genre and its
    own game cannot carry the idea's goal (`carries`): "A kangaroo postman hops across the
    outback to deliver parcels" is hopping levels, then the deliveries."""
    if reading.named or reading.genre == DEFAULT or DEFAULT in reading.genres:
        return reading
    if action in CARRIES.get(reading.genre, frozenset({"other"})):
        return reading
    return GenreReading(reading.genre, [*reading.genres, DEFAULT], reading.words, reading.named)
