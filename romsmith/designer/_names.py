"""Names that fit who wears them: a sprite drawn old gets an old person's title, a female sprite
a woman's, an animal a pet's name; every name in a game is different and fits the name limit."""

from __future__ import annotations

import random

_START = [
    "Al",
    "Bri",
    "Ca",
    "Da",
    "Ed",
    "Fen",
    "Ga",
    "Ha",
    "Il",
    "Jo",
    "Ka",
    "Lu",
    "Mi",
    "No",
    "Or",
    "Pe",
    "Quin",
    "Ro",
    "Sa",
    "Te",
    "Ul",
    "Va",
    "Wi",
    "Ys",
    "Zo",
    "Bel",
    "Cor",
    "Dun",
    "Elm",
    "Fay",
]
_END_F = ["a", "ia", "elle", "ine", "wen", "ra", "na", "lie", "sa", "ette", "ana", "ly", "ri"]
_END_M = ["o", "ric", "dor", "an", "us", "ton", "bert", "mund", "ik", "old", "win", "ard"]
_END_ANY = ["el", "is", "en", "ir", "on", "yn", "ey"]
_PETS = [
    "Pip",
    "Biscuit",
    "Mossy",
    "Pepper",
    "Bramble",
    "Clover",
    "Nutmeg",
    "Pebble",
    "Sprout",
    "Tuft",
    "Wisp",
    "Button",
    "Puddle",
    "Hazel",
    "Dot",
    "Fig",
    "Bean",
    "Maple",
    "Juniper",
    "Acorn",
    "Tansy",
    "Ziggy",
    "Mochi",
    "Toffee",
    "Sage",
    "Poppy",
    "Fennel",
    "Pickle",
    "Olive",
    "Muffin",
]
_MONSTER = ["Grim", "Skar", "Vor", "Mal", "Zul", "Kr", "Drak", "Gor", "Nox", "Rav", "Mor", "Thra"]
_MONSTER_END = ["fang", "maw", "gore", "dread", "bane", "thorn", "skull", "grim", "rot", "shade"]

# a concept's title before a name, by the sprite's gender: (female, male, any)
TITLES: dict[str, tuple[str, str, str]] = {
    "king": ("Queen", "King", "King"),
    "queen": ("Queen", "King", "Queen"),
    "princess": ("Princess", "Prince", "Princess"),
    "prince": ("Princess", "Prince", "Prince"),
    "knight": ("Dame", "Sir", "Sir"),
    "monk": ("Sister", "Brother", "Brother"),
    "elder": ("Granny", "Elder", "Elder"),
    "old woman": ("Granny", "Grandpa", "Granny"),
    "doctor": ("Dr", "Dr", "Dr"),
    "detective": ("Inspector", "Inspector", "Inspector"),
    "sheriff": ("Sheriff", "Sheriff", "Sheriff"),
    "sailor": ("Captain", "Captain", "Captain"),
    "pirate": ("Captain", "Captain", "Captain"),
    "teacher": ("Miss", "Mr", "Miss"),
    "chef": ("Chef", "Chef", "Chef"),
    "wizard": ("Mage", "Master", "Master"),
    "witch": ("Mother", "Old", "Mother"),
    "farmer": ("Aunt", "Uncle", "Uncle"),
    "merchant": ("Madam", "Mister", "Mister"),
    "mayor": ("Mayor", "Mayor", "Mayor"),
}
# titles that say the wearer is old, female or male; kept off sprites that say otherwise
_OLD_TITLES = {"Granny", "Grandpa", "Elder", "Old", "Mother"}


class Namer:
    """Unique names for one game, at most `limit` characters."""

    def __init__(self, rng: random.Random, limit: int = 12):
        self.rng, self.limit = rng, limit
        self.used: set[str] = set()

    def keep(self, name: str) -> str:
        """A name the idea gave: kept as written (cut to the limit at a word), and reserved."""
        name = " ".join(name.split())[: self.limit].strip()
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
        return kind.title()[: self.limit]

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
