"""Names that fit who wears them: a sprite drawn old gets an old person's title, a female sprite
a woman's, an animal a pet's name; every name in a game is different and fits the name limit.
The names and titles are data, `names.toml` beside this module (package data), read once."""

from __future__ import annotations

import random
import tomllib
import unicodedata
from pathlib import Path

# the leader of an idea's foes, by their kind ("Giant Crow", "Ghoul Lord", "Outlaw Boss", "Mega Robot")
LEADERS = {
    "animal": "Giant {}",
    "monster": "{} Lord",
    "person": "{} Boss",
    "machine": "Mega {}",
    "food": "Giant {}",
}


def led_kind(name: str) -> str:
    """The kind a leader's name calls ("Ghoul Lord": Ghoul, "Big Crow": Crow), else "": a
    creature, not a given name, so the text says "the Ghoul Lord"."""
    for form in (*LEADERS.values(), "Big {}"):
        before, after = form.split("{}")
        if name.startswith(before) and name.endswith(after) and len(name) > len(before) + len(after):
            return name[len(before) : len(name) - len(after)]
    return ""


DATA = Path(__file__).resolve().parent / "names.toml"
_names = tomllib.loads(DATA.read_text(encoding="utf-8"))
_START: list[str] = _names["given"]["start"]
_END_F: list[str] = _names["given"]["end_female"]
_END_M: list[str] = _names["given"]["end_male"]
_END_ANY: list[str] = _names["given"]["end_any"]
_PETS: list[str] = _names["pets"]
_MONSTER: list[str] = _names["monster"]["start"]
_MONSTER_END: list[str] = _names["monster"]["end"]
# a concept's title before a name, by the sprite's gender: (female, male, any)
TITLES: dict[str, tuple[str, str, str]] = {concept: tuple(titles) for concept, titles in _names["titles"].items()}
# titles that say the wearer is old: kept off sprites not drawn old
_OLD_TITLES = frozenset(_names["old_titles"])
del _names


# titles the way a name too long for the screen shortens them
ABBREVIATIONS = {
    "professor": "Prof.",
    "doctor": "Dr.",
    "captain": "Capt.",
    "sergeant": "Sgt.",
    "lieutenant": "Lt.",
    "general": "Gen.",
    "mister": "Mr.",
    "madame": "Mme.",
    "saint": "St.",
}


def fit(text: str, limit: int) -> str:
    """A name shortened to `limit` characters by whole words, the last kept ("Slime Invader" ->
    "Invader", never "Slime Invade"); one word too long is cut."""
    words = text.split()
    while len(words) > 1 and len(" ".join(words)) > limit:
        words = words[1:]
    return " ".join(words)[:limit].strip()


class Namer:
    """Unique names for one game, at most `limit` characters."""

    def __init__(self, rng: random.Random, limit: int = 12):
        self.rng, self.limit = rng, limit
        self.used: set[str] = set()

    def keep(self, name: str) -> str:
        """A name the idea gave, with its title: kept as written, the title shortened when the
        whole does not fit ("Prof. Quill"), else left out ("Sofia"); reserved. A name with no
        letter the engine's font draws ("Ωμέγα", "東京") gives way to a made-up one."""
        if not ascii_letters(name).strip():
            return self.person()
        words = _printable(name).split()
        if len(" ".join(words)) > self.limit and len(words) >= 2:
            short = ABBREVIATIONS.get(words[0].lower())
            words = [short, *words[1:]] if short and len(" ".join([short, *words[1:]])) <= self.limit else words[1:]
        name = " ".join(words)[: self.limit].strip()
        self.used.add(name.lower())
        return name

    def person(self, concept: str = "", gender: str = "any", age: str = "adult") -> str:
        """A person's name with the title of their part when it fits the sprite."""
        for _ in range(40):
            base = self._given(gender)
            title = self._title(concept, gender, age)
            full = f"{title} {base}" if title else base
            if len(full) > self.limit:
                full = base
            if full.lower() not in self.used:
                self.used.add(full.lower())
                return full
        return self._fallback()

    def titled(self, title: str, gender: str = "any") -> str:
        """A title and a given name: 'King Dunric' for the skeleton king."""
        for _ in range(40):
            full = f"{title} {self._given(gender)}"
            if len(full) <= self.limit and full.lower() not in self.used:
                self.used.add(full.lower())
                return full
        return self._fallback()

    def pet(self) -> str:
        options = [p for p in _PETS if p.lower() not in self.used and len(p) <= self.limit]
        name = self.rng.choice(options) if options else self._fallback()
        self.used.add(name.lower())
        return name

    def monster(self, kind: str) -> str:
        """A boss's name: its kind when that is free ('Great Dragon'), else a grim made-up one."""
        plain = kind.title()
        if len(plain) <= self.limit and plain.lower() not in self.used:
            self.used.add(plain.lower())
            return plain
        for _ in range(40):
            name = self.rng.choice(_MONSTER) + self.rng.choice(_MONSTER_END)
            if name.lower() not in self.used and len(name) <= self.limit:
                self.used.add(name.lower())
                return name
        return self._fallback()

    def foe(self, kind: str) -> str:
        """Plain foes are called by their kind and may share it ('Bat', 'Bat')."""
        return fit(kind.title(), self.limit)

    def _given(self, gender: str) -> str:
        ends = _END_F if gender == "female" else _END_M if gender == "male" else _END_F + _END_M + _END_ANY
        start, end = self.rng.choice(_START), self.rng.choice(ends)
        if start[-1] in "aeiouy" and end[0] in "aeiouy":
            end = end[1:] or end  # Wi + ia reads as Wia, not Wiia
        return (start + end)[: self.limit]

    def _title(self, concept: str, gender: str, age: str) -> str:
        options = TITLES.get(concept)
        if not options:
            return ""
        title = options[0] if gender == "female" else options[1] if gender == "male" else options[2]
        if title in _OLD_TITLES and age != "old":
            return ""
        return title

    def _fallback(self) -> str:
        n = len(self.used) + 1
        name = f"Wanderer {n}"[: self.limit]
        self.used.add(name.lower())
        return name


def ascii_letters(text: str) -> str:
    """Text in the letters the engine's font draws, accents dropped ("café" -> "cafe"); what has no
    such letters is left out."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def _printable(name: str) -> str:
    """A name in the letters the engine's font draws ("Inés Robles" -> "Ines Robles", "Nyström"
    -> "Nystrom"); as written when nothing of it is left."""
    folded = ascii_letters(name)
    return folded if folded.strip() else name
