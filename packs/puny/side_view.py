"""Side-view art of the puny pack (CC0): the platformer's tilesets and its characters' jump and
fall poses.

Tilesets: three themes seen from the side (manifest `view: side`): sky and clouds behind, solid
ground with its top and its fill, stone blocks, one-way ledges, ladders, spikes, coins, a goal
flag, a checkpoint flag, a door and a bush. Every tile is drawn here by a small function over
colour roles (16x16, one role per pixel), coloured by each theme's palette (at most 15 colours).

Poses: a character the hero can be (role player) gets two more frames after its eight: jumping
(its stride facing left with the legs tucked up) and falling (standing facing left, a pixel
higher, the legs hanging). The manifest lists them as `poses` (facing left; right is the flip).
"""

from __future__ import annotations

import random

# ---- tiles: each a function returning 16 rows of 16 role characters -------------------
# roles: s sky, c cloud, C cloud shade, K outline, g top, G top shade, d fill, D fill dark,
# e fill light, b block, B block shade, p plank, P plank shade, m metal, y gold, Y gold shade,
# r flag, W white


def _grid(fill: str = "s") -> list[list[str]]:
    return [[fill] * 16 for _ in range(16)]


def _rows(grid) -> list[str]:
    return ["".join(r) for r in grid]


def sky():
    return _rows(_grid())


def cloud():
    g = _grid()
    for y, (x0, x1) in enumerate([(7, 9), (5, 11), (4, 12), (3, 13), (2, 14)], start=3):
        for x in range(x0, x1 + 1):
            g[y][x] = "c"
    for x in range(3, 14):
        g[8][x] = "C"
    return _rows(g)


def _speckle(g, seed: int, rows: range, roles: str) -> None:
    rng = random.Random(seed)
    for _ in range(14):
        x, y = rng.randrange(16), rng.choice(list(rows))
        g[y][x] = rng.choice(roles)


def ground():
    """The ground's top: a band of the top role (grass, roof tiles, moss) over the fill."""
    g = _grid("d")
    for x in range(16):
        depth = 3 + (1 if x % 5 == 2 else 0)
        for y in range(depth):
            g[y][x] = "g"
        g[depth][x] = "G"
    g[0] = ["G" if x % 7 == 0 else "g" for x in range(16)]
    _speckle(g, 11, range(6, 16), "De")
    return _rows(g)


def earth():
    g = _grid("d")
    _speckle(g, 23, range(16), "DeD")
    return _rows(g)


def block():
    """A stone block in two courses of bricks."""
    g = _grid("b")
    for y in range(16):
        for x in range(16):
            joint = x == (0 if y < 8 else 8) or x == 15 or y in (7, 15)
            g[y][x] = "K" if joint else "B" if y in (6, 14) or x in (7, 14) else "b"
    return _rows(g)


def ledge():
    """A plank on brackets: solid to land on from above (the top half), sky below."""
    g = _grid()
    g[0] = ["K"] * 16
    g[1] = ["K"] + ["e"] * 14 + ["K"]
    g[2] = ["K"] + ["p"] * 13 + ["P", "K"]
    g[3] = ["K"] + ["P"] * 14 + ["K"]
    g[4] = ["K"] * 16
    for x in (2, 12):
        g[5][x], g[5][x + 1] = "P", "K"
        g[6][x + 1] = "K"
    return _rows(g)


def ladder():
    g = _grid()
    for y in range(16):
        for x in (2, 13):
            g[y][x] = "K"
        g[y][3], g[y][12] = "p", "P"
        if y % 4 == 1:
            for x in range(4, 12):
                g[y][x] = "K"
        if y % 4 == 2:
            for x in range(4, 12):
                g[y][x] = "e"
    return _rows(g)


def spikes():
    """Sky above, a row of four metal spikes on a base below (the lower half hurts)."""
    g = _grid()
    for i in range(4):
        for y in range(8, 15):
            half = (y - 8) // 2
            for x in range(4 * i + 1 - half, 4 * i + 3 + half):
                if 4 * i <= x < 4 * i + 4:
                    g[y][x] = "K" if x in (4 * i + 1 - half, 4 * i + 2 + half) else "m"
    g[15] = ["K"] * 16
    return _rows(g)


def coin():
    g = _grid()
    for y in range(16):
        for x in range(16):
            d = ((x - 7.5) / 5.5) ** 2 + ((y - 7.5) / 6.5) ** 2
            if d <= 1:
                g[y][x] = "K" if d > 0.7 else "Y" if x > 8 else "y"
    g[5][6] = g[6][6] = g[7][6] = "W"
    return _rows(g)


def goal_flag():
    """A tall pole with a gold knob and a red pennant, on a block base: the level's end."""
    g = _grid()
    for y in range(2, 14):
        g[y][4] = "W"
        g[y][5] = "K"
    g[0][4], g[0][5], g[1][4], g[1][5] = "y", "Y", "y", "Y"
    for y in range(2, 9):
        for x in range(6, 6 + (7 - abs(y - 5) * 2)):
            g[y][x] = "r"
    for y in (14, 15):
        for x in range(1, 10):
            g[y][x] = "K" if y == 14 and x in (1, 9) else "B" if y == 15 else "b"
    return _rows(g)


def checkpoint():
    """A short post with a white banner: where a fall puts the player back."""
    g = _grid()
    for y in range(5, 16):
        g[y][5] = "K"
        g[y][6] = "p"
    for y in range(5, 10):
        for x in range(7, 13):
            g[y][x] = "K" if y in (5, 9) or x == 12 else "W"
    return _rows(g)


def door():
    g = _grid()
    for y in range(1, 16):
        for x in range(2, 14):
            arch = y == 1 and x in (2, 3, 12, 13)
            if arch:
                continue
            edge = x in (2, 13) or y == 2 or (y == 1 and x in (3, 12))
            g[y][x] = "K" if edge else "p" if x % 4 else "P"
    g[9][10], g[9][11] = "y", "Y"
    return _rows(g)


def bush():
    g = _grid()
    for y in range(7, 16):
        for x in range(16):
            d = ((x - 7.5) / 7.5) ** 2 + ((y - 15.5) / 8.5) ** 2
            if d <= 1:
                g[y][x] = "K" if d > 0.8 else "G" if (x + y) % 5 == 0 else "g"
    return _rows(g)


# (legend char, name, kind, passable, drawing): the same tiles in every side-view theme
TILES = [
    (".", "sky", "floor", "walkable", sky),
    (",", "cloud", "decor", "walkable", cloud),
    ("#", "ground", "wall", "blocking", ground),
    ("%", "earth", "wall", "blocking", earth),
    ("B", "stone block", "wall", "blocking", block),
    ("=", "ledge", "ledge", "ledge", ledge),
    ("H", "ladder", "ladder", "ladder", ladder),
    ("^", "spikes", "spikes", "hazard", spikes),
    ("o", "coin", "coin", "walkable", coin),
    ("F", "goal flag", "goal", "walkable", goal_flag),
    ("C", "checkpoint", "checkpoint", "walkable", checkpoint),
    ("D", "door", "door", "walkable", door),
    ("b", "bush", "decor", "walkable", bush),
]

# theme: (description, place words, role -> colour)
THEMES = {
    "hills": (
        "side view: green hills under a blue sky, wooden ledges, stone blocks",
        ["hills", "hillside", "platforms", "sky", "clouds", "highlands", "mushroom kingdom", "valley"],
        dict(
            s="#88c0f0",
            c="#f8f8f8",
            C="#c8dcf0",
            K="#1c2632",
            g="#5aa83c",
            G="#3d8a35",
            d="#94683c",
            D="#6a4628",
            e="#c89a5a",
            b="#9aa0a8",
            B="#5c6470",
            p="#c89a5a",
            P="#94683c",
            m="#d8dce8",
            y="#f8d040",
            Y="#c88820",
            r="#d83c3c",
            W="#f8f8f8",
        ),
    ),
    "rooftops": (
        "side view: city rooftops at dusk, red roof tiles over brick, chimneys, clotheslines",
        ["rooftop", "roofs", "paris", "chimney", "chimneys", "skyline", "attic", "rooftops"],
        dict(
            s="#f0a878",
            c="#f8d8b0",
            C="#c8785c",
            K="#281c28",
            g="#b04838",
            G="#7c2c28",
            d="#a8583c",
            D="#703828",
            e="#c8785c",
            b="#8c8c9c",
            B="#54546a",
            p="#a87848",
            P="#703828",
            m="#d8dce8",
            y="#f8d040",
            Y="#c88820",
            r="#3a78d8",
            W="#f8d8b0",
        ),
    ),
    "caverns": (
        "side view: deep caverns of dark rock with mossy ledges and glittering gold",
        ["underground caverns", "mine shaft", "depths", "abyss", "hollow", "pit", "chasm", "shaft"],
        dict(
            s="#2a2438",
            c="#4c4858",
            C="#3c3040",
            K="#0c0a12",
            g="#5c8c48",
            G="#3c6034",
            d="#5c4c5c",
            D="#3c3040",
            e="#7c6c7c",
            b="#7c7888",
            B="#4c4858",
            p="#a87848",
            P="#704c30",
            m="#c8ccd8",
            y="#f8d040",
            Y="#c88820",
            r="#d83c3c",
            W="#c8ccd8",
        ),
    ),
}


def tilesets() -> dict[str, list[tuple[str, str, str, str, list[str]]]]:
    """theme -> [(char, name, kind, passable, 16 rows of roles)]."""
    return {theme: [(ch, name, kind, passable, draw()) for ch, name, kind, passable, draw in TILES] for theme in THEMES}


# ---- poses ----------------------------------------------------------------------------
POSES = ("jump", "fall")


def poses(frames: list) -> list:
    """Jump and fall frames from a character's eight (role grids: left0 is frames[4], left1 5)."""
    stand, stride = [list(r) for r in frames[4]], [list(r) for r in frames[5]]
    size = len(stand)
    tucked = _tuck(stride, size)
    hanging = _hang(stand, size)
    return [tucked, hanging]


def _tuck(grid, size: int):
    """The legs pulled up: the two rows above the feet go, the rest of the body stays put."""
    low = size - size // 8 * 3  # the feet's rows start about here (16: row 10)
    rows = grid[: low + 1] + grid[low + 3 :] + [["."] * size for _ in range(2)]
    return rows[:size]


def _hang(grid, size: int):
    """A pixel higher but for the feet, the row above them drawn twice: legs hanging down."""
    if any(c != "." for c in grid[0]):
        return [list(r) for r in grid]
    return [list(r) for r in grid[1 : size - 1] + [grid[size - 2], grid[size - 1]]]
