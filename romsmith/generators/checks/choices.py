"""What a GameSpec field may hold: the one list the validator accepts and a model is offered.

    sprite_choices(pack, "npc")                   16x16 sprites drawn for npcs
    sprite_choices(pack, "boss", tiles_left=200)  a boss's sprites whose sheet fits 200 tiles
    theme_choices(pack, "adventure")              the themes an adventure scene can use
    sprite_suggestions(pack, "froggy", "npc")     the closest of those choices to a word (ranked)

The validator's `choices` and its acceptance of a sprite or a theme come from these functions,
and so do the enums in a model's answer schema, so the two cannot drift: an id a model picks
from an enum passes validation with no error and no warning. A sprite fits a role when the
engine draws its frame size (16x16, or 32x32 for the roles of `BIG_SPRITE_ROLES` only) and the
manifest draws it for that role (anything else is a `sprite_role` warning); a theme fits a
genre when the genre's checks say so (`SceneChecks.themes`, every theme of the pack when unset).
"""

from __future__ import annotations

from romsmith.generators import spec as S
from romsmith.generators.checks.genres import CHECKS
from romsmith.generators.pack import Pack


def sheet_tiles(pack: Pack, sprite_id: str, *, poses: bool = False) -> int:
    """The 8x8 object tiles a sprite's sheet takes in a scene (0 for an id not in the pack);
    `poses`: the hero's, which carries its side-view poses too."""
    entry = pack.sprites.get(sprite_id)
    if entry is None:
        return 0
    frames = {n for indices in entry.frames.values() for n in indices}
    if poses:
        frames |= set(entry.poses.values())
    return len(frames) * (entry.frame_width // 8) * (entry.frame_height // 8)


def drawn(entry, role: str) -> bool:
    """The engine draws `entry`'s frames for an actor of `role` (size only; roles not checked)."""
    size = (entry.frame_width, entry.frame_height)
    if size not in S.SPRITE_FRAME_SIZES:
        return False
    return entry.frame_width <= 16 or role in S.BIG_SPRITE_ROLES


def sprite_choices(pack: Pack, role: str, *, tiles_left: int | None = None, big: bool = True) -> list[str]:
    """The sprite ids an actor of `role` may use, sorted: drawn at a size the engine gives that
    role, drawn for that role in the manifest, and (with `tiles_left`) whose sheet fits the
    object tiles its scene has left. `big=False` leaves out sprites larger than 16x16 (an actor
    whose 2x2 cells are not free in its scene)."""
    out = []
    for entry in pack.manifest.sprites:
        if not drawn(entry, role) or role not in entry.roles:
            continue
        if not big and entry.frame_width > 16:
            continue
        if tiles_left is not None and sheet_tiles(pack, entry.id, poses=role == "player") > tiles_left:
            continue
        out.append(entry.id)
    return sorted(out)


def theme_choices(pack: Pack, genre: str) -> list[str]:
    """The pack's themes a scene of `genre` may use, sorted ([] for a genre this build lacks)."""
    checks, model = CHECKS.get(genre), S.SCENES.get(genre)
    if checks is None or model is None:
        return []
    usable, view = checks.themes, getattr(model, "VIEW", "top")  # seen from above or from the side
    return sorted(
        t
        for t in pack.themes
        if pack.tilesets[t].entry.view == view and (usable is None or usable(pack.tilesets[t], pack))
    )


def sprite_suggestions(pack: Pack, word: str, role: str, k: int = 3) -> list:
    """The choices for `role` closest to `word` (a mistyped id, a creature's name), best first,
    as the pack's `Suggestion`s (`.id`, and `str()` names the alias that matched)."""
    allowed = set(sprite_choices(pack, role))
    ranked = pack.suggest(word, k=len(pack.manifest.sprites), role=role)
    return [s for s in ranked if s.id in allowed][:k]


def theme_suggestions(pack: Pack, word: str, genre: str, k: int = 3) -> list[str]:
    """The themes of `genre` closest to `word` (a theme's name or a place), best first."""
    allowed = set(theme_choices(pack, genre))
    return [s.id for s in pack.suggest_theme(word, k=len(pack.themes)) if s.id in allowed][:k]
