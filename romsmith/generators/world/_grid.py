"""Cell geometry every genre's map shares: map edges, the cell beside a warp, flood fill,
the nearest walkable cell, and meeting an actor."""

from __future__ import annotations

from collections import deque

from romsmith.generators.pack import Tileset


def on_edge(x: int, y: int, w: int, h: int) -> bool:
    return x in (0, w - 1) or y in (0, h - 1)


def beside(x: int, y: int, w: int, h: int) -> tuple[int, int]:
    """Where a player stepping out of a warp at (x, y) lands: one step inward from a map edge,
    else one step south (out of a door)."""
    if on_edge(x, y, w, h):
        return inward(x, y, w, h)
    return (x, y + 1) if y + 1 < h else (x, y - 1)


def inward(x: int, y: int, w: int, h: int) -> tuple[int, int]:
    """The neighbour of (x, y) one step toward the middle of a w x h map."""
    dx, dy = (w - 1) / 2 - x, (h - 1) / 2 - y
    if abs(dy) * w >= abs(dx) * h:
        return x, y + (1 if dy > 0 else -1 if dy < 0 else 0)
    return x + (1 if dx > 0 else -1), y


def reachable_cells(
    rows,
    ts: Tileset | None,
    start: tuple[int, int],
    walkable: frozenset | None = None,
    blocked: frozenset | set = frozenset(),
) -> set[tuple[int, int]]:
    """Walkable cells connected to `start` by 4-way steps over walkable tiles, never entering a
    `blocked` cell (e.g. a closed gate)."""
    ok = walkable if walkable is not None else ts.walkable_chars
    h, w = len(rows), len(rows[0]) if rows else 0
    if not (0 <= start[0] < w and 0 <= start[1] < h) or rows[start[1]][start[0]] not in ok or start in blocked:
        return set()
    seen, todo = {start}, deque([start])
    while todo:
        x, y = todo.popleft()
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= nx < w and 0 <= ny < h and (nx, ny) not in seen and rows[ny][nx] in ok and (nx, ny) not in blocked:
                seen.add((nx, ny))
                todo.append((nx, ny))
    return seen


def nearest_walkable(rows, ts, x, y):
    h, w = len(rows), len(rows[0])
    seen, todo = {(x, y)}, deque([(x, y)])
    while todo:
        cx, cy = todo.popleft()
        if ts.walkable(rows[cy][cx]):
            return cx, cy
        for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
            if 0 <= nx < w and 0 <= ny < h and (nx, ny) not in seen:
                seen.add((nx, ny))
                todo.append((nx, ny))
    return None


def near(cells: set, x: int, y: int) -> bool:
    """An actor at (x, y) can be met when the player can stand on or next to it."""
    return any(c in cells for c in ((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))
