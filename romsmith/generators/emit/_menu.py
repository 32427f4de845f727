"""What the engine's pause menu shows, derived from the spec: item icons, quest log lines, and
each scene's cell on the map of places (rs_item.icon, rs_quest_step.text, rs_scene.map_x/y)."""

from __future__ import annotations

import re
from collections import deque

from romsmith.generators import spec as S

# RS_ICON_* order (rs_data.h); the words that call for each, the bag when none does
ICONS = S.ITEM_ICONS
ICON_WORDS = {
    "key": "key keys keycard",
    "potion": "potion elixir flask tonic vial bottle medicine brew water",
    "gem": "gem gems jewel crystal diamond ruby emerald sapphire shard stone",
    "scroll": "scroll letter map note paper page message deed recipe",
    "sword": "sword blade dagger axe spear weapon knife bow hammer",
    "shield": "shield armor armour helm helmet mail",
    "ring": "ring amulet necklace pendant charm bracelet locket",
    "coin": "coin coins gold money treasure silver",
    "herb": "herb herbs flower leaf plant seed mushroom root fruit apple berry",
    "orb": "orb egg ball sphere star moon sun lamp lantern pearl",
    "book": "book tome diary journal spellbook grimoire",
    "crown": "crown tiara scepter sceptre relic idol trophy chalice cup bell",
}
LOG_COLS = 24  # RS_LOG_COLS
MAP_W, MAP_H = 12, 6  # RS_MAP_W, RS_MAP_H
STEPS = {"east": (1, 0), "west": (-1, 0), "north": (0, -1), "south": (0, 1)}


def item_icon(item: S.Item) -> int:
    """The RS_ICON_* index: the item's own `icon`, else the first icon a word of its id, name or
    description calls for (name words first), else the bag."""
    if item.icon:
        return ICONS.index(item.icon)
    for text in (item.name, item.id.replace("_", " "), item.description):
        for word in re.findall(r"[a-z]+", text.lower()):
            for icon, words in ICON_WORDS.items():
                if word in words.split():
                    return ICONS.index(icon)
    return 0


def log_line(text: str, cols: int = LOG_COLS) -> str:
    """A quest step as one log line: its first sentence, cut at a word with '...' to fit."""
    first = re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]
    if len(first) <= cols:
        return first
    words, out = first.split(), ""
    for word in words:
        if len(out) + len(word) + (1 if out else 0) > cols - 3:
            break
        out = f"{out} {word}" if out else word
    return (out or first[: cols - 3]).rstrip(",;:") + "..."


def map_cells(game: S.GameSpec) -> dict[str, tuple[int, int]]:
    """A cell on the RS_MAP_W x RS_MAP_H grid for every scene: breadth-first from the start
    scene, each scene placed beside the one whose warp leads to it, on the side of that warp
    (east edge -> east; a door inside the map -> north). Scenes the walk cannot place go to the
    nearest free cell; a world too wide for the grid is laid out in reading order instead."""
    scenes = {sc.id: sc for sc in game.scenes}
    start = game.start_scene if game.start_scene in scenes else game.scenes[0].id
    pos: dict[str, tuple[int, int]] = {start: (0, 0)}
    todo = deque([start])
    while todo:
        here = scenes[todo.popleft()]
        for wp in here.warps:
            if wp.to in pos or wp.to not in scenes:
                continue
            pos[wp.to] = _free_beside(pos, pos[here.id], _side(wp, here))
            todo.append(wp.to)
    for sc in game.scenes:
        if sc.id not in pos:
            pos[sc.id] = _free_beside(pos, (0, 0), "east")
    xs, ys = [x for x, _ in pos.values()], [y for _, y in pos.values()]
    if max(xs) - min(xs) >= MAP_W or max(ys) - min(ys) >= MAP_H:
        return {sc.id: (i % MAP_W, i // MAP_W) for i, sc in enumerate(game.scenes)}
    return {sid: (x - min(xs), y - min(ys)) for sid, (x, y) in pos.items()}


def _side(wp: S.Warp, sc: S.Scene) -> str:
    if wp.x == sc.width - 1:
        return "east"
    if wp.x == 0:
        return "west"
    if wp.y == sc.height - 1:
        return "south"
    return "north"


def _free_beside(pos: dict, at: tuple[int, int], side: str) -> tuple[int, int]:
    taken = set(pos.values())
    order = [side] + [s for s in ("north", "south", "east", "west") if s != side]
    for name in order:
        dx, dy = STEPS[name]
        cell = (at[0] + dx, at[1] + dy)
        if cell not in taken:
            return cell
    ring = 2
    while True:  # the nearest free cell further out
        for dy in range(-ring, ring + 1):
            for dx in range(-ring, ring + 1):
                cell = (at[0] + dx, at[1] + dy)
                if cell not in taken:
                    return cell
        ring += 1
