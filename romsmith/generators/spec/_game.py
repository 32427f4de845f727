"""The whole GameSpec: one top-level key per concern, and the cartridge header derived from it."""

from __future__ import annotations

import hashlib
import re

from pydantic import Field

from romsmith.generators.spec._base import _Model
from romsmith.generators.spec._cast import Actor
from romsmith.generators.spec._limits import (
    MAX_CAST,
    MAX_DIALOGUE,
    MAX_FLAGS,
    MAX_HEADER_TITLE,
    MAX_ITEMS,
    MAX_QUESTS,
    MAX_SCENES,
    MAX_TITLE,
)
from romsmith.generators.spec._story import Dialogue, Flag, Item, Quest, Win
from romsmith.generators.spec.genres import Scene


class GameSpec(_Model):
    title: str = Field(min_length=1, max_length=MAX_TITLE, description="shown on the title screen")
    header_title: str | None = Field(
        default=None,
        max_length=MAX_HEADER_TITLE,
        pattern=r"^[A-Z0-9 ]*$",
        description="cartridge header title; derived from title when null",
    )
    premise: str = Field(default="", max_length=300)
    start_scene: str = Field(min_length=1, max_length=32)
    scenes: list[Scene] = Field(min_length=1, max_length=MAX_SCENES)
    cast: list[Actor] = Field(min_length=1, max_length=MAX_CAST)
    dialogue: list[Dialogue] = Field(default_factory=list, max_length=MAX_DIALOGUE)
    flags: list[Flag] = Field(default_factory=list, max_length=MAX_FLAGS)
    items: list[Item] = Field(default_factory=list, max_length=MAX_ITEMS)
    quests: list[Quest] = Field(default_factory=list, max_length=MAX_QUESTS)
    win: Win

    def header(self) -> str:
        return self.header_title or derive_header_title(self.title)


_HEADER_DANGLING = frozenset(["THE", "A", "AN", "OF", "AND", "OR", "TO", "IN", "ON", "AT", "FOR", "WITH", "FROM", "BY"])


def derive_header_title(title: str) -> str:
    """Upper-case A-Z/0-9/space, cut at a word boundary to fit the 12-byte header field."""
    words = re.sub(r"[^A-Z0-9]+", " ", title.upper()).split()
    if len(" ".join(words)) > MAX_HEADER_TITLE and len(words) > 1 and words[0] in ("THE", "A", "AN"):
        words = words[1:]
    out = ""
    for word in words:
        candidate = f"{out} {word}".strip()
        if len(candidate) > MAX_HEADER_TITLE:
            break
        out = candidate
    kept = out.split()
    while len(kept) > 1 and kept[-1] in _HEADER_DANGLING:  # "KNIGHT OF" reads cut: end on a content word
        kept.pop()
    out = " ".join(kept)
    if not out:
        out = "".join(words)[:MAX_HEADER_TITLE] or "ROMSMITH"
    return out


def game_code(*keys: str) -> str:
    """The cartridge header's 4-character game code: 'R' and three base-36 characters from a hash of
    `keys` (a session and a title give each run's ROM its own code; a title alone a stable one)."""
    digest = int(hashlib.sha256(":".join(keys).encode()).hexdigest(), 16)
    alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return "R" + "".join(alphabet[(digest >> (6 * i)) % 36] for i in range(3))
