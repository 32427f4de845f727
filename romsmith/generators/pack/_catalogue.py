"""The pack catalogue prompts get: every sprite id a model may copy and every theme, kept short.

A pack can grow to many characters; small models still have to read the list. So sprites are
grouped by kind (people, animals, monsters, machines), each with its roles, its first few aliases
(the id already says its own word) and only the attributes that differ from an adult,
person-sized default; descriptions stay in the manifest. Sprites whose frame size the engine
cannot draw are left out when `frame_sizes` is given. The entries are written into prompts, and
read back, by the wire format (`romsmith.models.wire`):

    people:
    - puny_old_woman: roles npc; aliases granny, grandmother, grandma; old, female
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from romsmith.models import wire

MAX_ALIASES = 3  # per sprite line, besides the id's own word; the rest resolve through Pack.suggest
MAX_THEME_ALIASES = 4
KIND_TITLES = {"person": "people", "animal": "animals", "monster": "monsters", "machine": "machines", None: "others"}


def sprites(entries: Iterable, frame_sizes: Collection[tuple[int, int]] | None = None) -> list[wire.Sprite]:
    """The manifest's sprites as catalogue entries, grouped by kind in KIND_TITLES order."""
    groups: dict[str | None, list[wire.Sprite]] = {k: [] for k in KIND_TITLES}
    for s in entries:
        if frame_sizes is not None and (s.frame_width, s.frame_height) not in frame_sizes:
            continue
        stem = s.id.split("_", 1)[-1].replace("_", " ")
        kind = s.kind if s.kind in KIND_TITLES else None
        aliases = tuple(a for a in s.aliases if a != stem)[:MAX_ALIASES]
        groups[kind].append(wire.Sprite(s.id, tuple(s.roles), aliases, _notes(s), KIND_TITLES[kind]))
    return [entry for group in groups.values() for entry in group]


def _notes(s) -> str:
    """Attributes a name or a casting choice should respect, leaving out the common case."""
    notes = []
    if s.age in ("child", "old"):
        notes.append(s.age)
    if s.gender in ("female", "male"):
        notes.append(s.gender)
    if s.size in ("small", "large", "huge"):
        notes.append(s.size)
    if (s.frame_width, s.frame_height) != (16, 16):
        notes.append(f"{s.frame_width}x{s.frame_height}")
    return ", ".join(notes)


def themes(tilesets: Iterable) -> list[wire.Theme]:
    """Each tileset as a catalogue entry: seen from the side (platformer levels), indoor, or with
    houses whose doors lead to indoor scenes, its first place words, and its tiles."""
    out = []
    for t in tilesets:
        words = ", ".join(t.aliases[:MAX_THEME_ALIASES])
        kinds = {x.kind for x in t.tiles}
        where = (
            "side view" if t.view == "side" else "indoor" if t.indoor else "doors" if {"roof", "door"} <= kinds else ""
        )
        notes = "; ".join(x for x in (where, words) if x)
        tiles = tuple(wire.Tile(x.char, x.name, x.kind, x.passable) for x in t.tiles)
        out.append(wire.Theme(t.theme, tiles, notes))
    return out
