"""The pack catalogue prompts get: every sprite id a model may copy and every theme, kept short.

A pack can grow to many characters; small models still have to read the list. So sprites are
grouped by kind (people, animals, monsters, machines), each on one line with its roles, its first
few aliases (the id already says its own word) and only the attributes that differ from an adult, person-sized default:

    people:
    - puny_old_woman: roles npc; aliases old woman, granny, grandmother, grandma; old, female

The line shape (`- id: roles ...; aliases ...`) is what the offline designer and the prompts'
readers parse; descriptions stay in the manifest. Sprites whose frame size the engine cannot draw
are left out when `frame_sizes` is given.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

MAX_ALIASES = 3  # per sprite line, besides the id's own word; the rest resolve through Pack.suggest
MAX_THEME_ALIASES = 4
KIND_TITLES = {"person": "people", "animal": "animals", "monster": "monsters", "machine": "machines", None: "others"}


def sprite_lines(sprites: Iterable, frame_sizes: Collection[tuple[int, int]] | None = None) -> str:
    groups: dict[str | None, list[str]] = {k: [] for k in KIND_TITLES}
    for s in sprites:
        if frame_sizes is not None and (s.frame_width, s.frame_height) not in frame_sizes:
            continue
        stem = s.id.split("_", 1)[-1].replace("_", " ")
        aliases = ", ".join([a for a in s.aliases if a != stem][:MAX_ALIASES]) or "-"
        line = f"- {s.id}: roles {', '.join(s.roles)}; aliases {aliases}"
        notes = _notes(s)
        groups[s.kind if s.kind in KIND_TITLES else None].append(line + (f"; {notes}" if notes else ""))
    out = []
    for kind, lines in groups.items():
        if lines:
            out.append(f"{KIND_TITLES[kind]}:")
            out += lines
    return "\n".join(out)


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


def theme_lines(tilesets: Iterable) -> str:
    lines = []
    for t in tilesets:
        words = ", ".join(t.aliases[:MAX_THEME_ALIASES])
        where = "indoor" if t.indoor else ""
        detail = "; ".join(x for x in (where, words) if x)
        lines.append(f"- {t.theme}" + (f": {detail}" if detail else ""))
    return "\n".join(lines)


def catalogue(pack, frame_sizes: Collection[tuple[int, int]] | None = None) -> str:
    return (
        "sprites:\n"
        + sprite_lines(pack.manifest.sprites, frame_sizes)
        + "\nthemes:\n"
        + theme_lines(pack.manifest.tilesets)
    )
