"""The side chest shown on the map: its scene is written as rows with the pack's chest tile on the
trigger's cell. Features cannot name one tile for one cell, so the features are expanded here with
the layout generator; the cast writer stands that scene's actors only on lanes the rows keep clear."""

from __future__ import annotations

from functools import lru_cache

CHEST_NAME = "chest"  # the pack tile drawn on the chest's cell, found by name in the theme's tileset


def lanes(width: int, height: int) -> set[tuple[int, int]]:
    """Cells the chest scene keeps walkable for its actors: the road row and one row either side."""
    mid = height // 2
    return {(x, y) for y in (mid - 2, mid, mid + 2) for x in range(3, width - 3)}


def chest_rows(scene: dict, chest: tuple[int, int], arrivals: list[tuple[int, int]]) -> list[str] | None:
    """The scene's features expanded to rows with the chest tile at `chest`; None when the pack
    has no chest tile for the theme (the scene keeps its features then)."""
    from romsmith.generators import layout
    from romsmith.generators.spec import Scene

    tileset = _tileset(scene["theme"])
    char = (
        next((t.char for t in tileset.tiles if t.name == CHEST_NAME and t.passable == "walkable"), None)
        if tileset
        else None
    )
    if char is None:
        return None
    model = Scene.model_validate(scene)
    w, h = model.width, model.height
    points = [p for wp in model.warps for p in ((wp.x, wp.y), layout.beside(wp.x, wp.y, w, h))]
    points += arrivals + [(t.x, t.y) for t in model.triggers]
    points += [cell for g in model.gates for cell in layout.gate_cells(g)] + sorted(lanes(w, h))
    inside = [(x, y) for x, y in dict.fromkeys(points) if 0 <= x < w and 0 <= y < h]
    grid = [list(row) for row in layout.expand_layout(model, tileset, inside)]
    grid[chest[1]][chest[0]] = char
    return ["".join(row) for row in grid]


@lru_cache(maxsize=8)
def _pack(name: str):
    from romsmith.generators.pack import load_pack

    return load_pack(name)


def _tileset(theme: str):
    from romsmith.kernel.config import load_settings

    try:
        return _pack(load_settings().pack).tilesets.get(theme)
    except Exception:  # no usable pack here: the scene keeps its features, the chest stays unmarked
        return None
