"""Pack PNGs -> GBA graphics: 4bpp tiles, BGR555 palettes, screen entries, sprite frames.

Background tiles are deduplicated including horizontal and vertical flips (the screen entry
carries the flip bits); tile 0 is kept blank. Sprite frames are 16x16 = 4 tiles in the order
top-left, top-right, bottom-left, bottom-right, as the engine's 1D OBJ mapping expects.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from romsmith.generators.pack import DIRECTIONS, Pack
from romsmith.generators.pack.images import ImageProblem, load_indexed, split_8x8, tile_4bpp

SE_HFLIP, SE_VFLIP = 0x0400, 0x0800
MAX_BG_TILES = 1024
# Water sways: its picture is drawn shifted by these pixels (wrapping round), one frame every
# WATER_PERIOD VBlanks; the engine copies each frame's tiles from the VBlank interrupt.
WATER_SWAY = (0, 1, 2, 1, 0, -1, -2, -1)
WATER_PERIOD = 12
MAX_ANIM_TILES = 32  # RS_MAX_ANIM_TILES: the first 8 water tiles of a theme sway, the rest stand still


def water_frames(block: np.ndarray) -> list[np.ndarray]:
    """The frames of a water cell's sway: the 16x16 picture rolled across by WATER_SWAY."""
    return [np.roll(block, shift, axis=1) for shift in WATER_SWAY]


COLL = {"walkable": 0, "water": 2}
COLL_BLOCKING = {"obstacle": 3}  # RS_COLL_TREE; other blocking kinds are RS_COLL_WALL (1)


@dataclass
class Tileset:
    theme: str
    tiles: list[bytes] = field(default_factory=lambda: [bytes(32)])  # 4bpp, tile 0 blank
    palette: tuple[int, ...] = ()
    metatiles: list[tuple[int, int, int, int]] = field(default_factory=list)  # 4 screen entries each
    collision: list[int] = field(default_factory=list)  # one RS_COLL_* byte per metatile
    char_index: dict[str, int] = field(default_factory=dict)
    anim_first: int = 0  # the water's own tiles: anim_count from anim_first, never shared
    anim_count: int = 0
    anim: list[bytes] = field(default_factory=list)  # frame-major: len(WATER_SWAY) * anim_count tiles


def build_tileset(pack: Pack, theme: str) -> Tileset:
    ts = pack.tilesets[theme]
    try:
        img = load_indexed(ts.path)
    except ImageProblem as exc:
        raise ValueError(str(exc)) from None
    size = ts.entry.tile_size
    out = Tileset(theme, palette=img.palette)
    seen: dict[bytes, int] = {bytes(32): 0}
    per_row = img.width // size
    water: dict[int, np.ndarray] = {}
    for i, tile in enumerate(ts.tiles):
        x0, y0 = (i % per_row) * size, (i // per_row) * size
        block = img.pixels[y0 : y0 + size, x0 : x0 + size]
        if size == 8:  # an 8x8 tileset still fills a 16x16 cell: repeat the tile
            block = np.tile(block, (2, 2))
        if tile.passable == "water" and 4 * len(water) < MAX_ANIM_TILES:
            water[i] = block  # drawn after the rest, with tiles of its own
            out.metatiles.append((0, 0, 0, 0))
        else:
            out.metatiles.append(tuple(_entry(out, seen, b) for b in split_8x8(block)))
        out.collision.append(COLL.get(tile.passable, COLL_BLOCKING.get(tile.kind, 1)))
        out.char_index[tile.char] = i
    _animate_water(out, water)
    if len(out.tiles) > MAX_BG_TILES:
        raise ValueError(f"{ts.path}: {len(out.tiles)} distinct 8x8 tiles after dedup; the limit is {MAX_BG_TILES}")
    return out


def _animate_water(ts: Tileset, water: dict[int, np.ndarray]) -> None:
    """Water cells get 4 tiles each, at the end and unshared (a shared or flipped one would sway
    elsewhere too, or the wrong way), and their sway frames."""
    if not water:
        return
    ts.anim_first, ts.anim_count = len(ts.tiles), 4 * len(water)
    for m, block in water.items():
        ts.metatiles[m] = tuple(range(len(ts.tiles), len(ts.tiles) + 4))
        ts.tiles += [tile_4bpp(b) for b in split_8x8(block)]
    frames = [water_frames(block) for block in water.values()]
    ts.anim = [tile_4bpp(b) for f in range(len(WATER_SWAY)) for cell in frames for b in split_8x8(cell[f])]


def _entry(ts: Tileset, seen: dict[bytes, int], block: np.ndarray) -> int:
    variants = (
        (block, 0),
        (block[:, ::-1], SE_HFLIP),
        (block[::-1, :], SE_VFLIP),
        (block[::-1, ::-1], SE_HFLIP | SE_VFLIP),
    )
    for pixels, flip in variants:
        key = tile_4bpp(pixels)
        if key in seen:
            return seen[key] | flip
    key = tile_4bpp(block)
    seen[key] = len(ts.tiles)
    ts.tiles.append(key)
    return seen[key]


def scene_map(ts: Tileset, rows: list[str]) -> tuple[list[int], list[int]]:
    """Rows of legend chars -> (screen entries, collision bytes), both (2w x 2h) row-major."""
    h, w = len(rows), len(rows[0])
    entries = [0] * (4 * w * h)
    coll = [0] * (4 * w * h)
    for cy, row in enumerate(rows):
        for cx, ch in enumerate(row):
            m = ts.char_index[ch]
            tl, tr, bl, br = ts.metatiles[m]
            base = (2 * cy) * (2 * w) + 2 * cx
            entries[base], entries[base + 1] = tl, tr
            entries[base + 2 * w], entries[base + 2 * w + 1] = bl, br
            for off in (0, 1, 2 * w, 2 * w + 1):
                coll[base + off] = ts.collision[m]
    return entries, coll


# frame size -> the engine's RS_SPRITE_*: 8x8 sheets are shots, drawn by a genre, never by actors
SIZES = {(16, 16): 0, (32, 32): 1, (8, 8): 2}


@dataclass
class Sprite:
    id: str
    tiles: list[bytes]  # frame_count * 4 tiles
    frame_count: int
    walk_frames: int
    palette: tuple[int, ...]
    dir_frame: list[int]
    dir_flip: list[int]
    size: int = 0  # RS_SPRITE_16 (0), RS_SPRITE_32 (1) or RS_SPRITE_8 (2)
    poses: dict[str, int] = field(default_factory=dict)  # side-view pose -> frame (facing left)

    @property
    def px(self) -> int:
        return {0: 16, 1: 32, 2: 8}[self.size]


def build_sprite(pack: Pack, sprite_id: str, *, poses: bool = False) -> Sprite:
    """A sheet's walk frames by direction; with `poses`, its side-view poses after them."""
    entry = pack.sprites[sprite_id]
    img = load_indexed(pack.sprite_path(sprite_id))
    fw, fh = entry.frame_width, entry.frame_height
    if (fw, fh) not in SIZES:
        raise ValueError(
            f"{pack.sprite_path(sprite_id)}: frames are {fw}x{fh}; the engine draws 16x16, 32x32 and 8x8 sprites"
        )
    per_row = img.width // fw

    def frame(n: int) -> np.ndarray:
        x0, y0 = (n % per_row) * fw, (n // per_row) * fh
        return img.pixels[y0 : y0 + fh, x0 : x0 + fw]

    walk = len(entry.frames["down"])
    frames: list[np.ndarray] = []
    dir_frame, dir_flip = [0] * 4, [0] * 4
    for d, name in enumerate(DIRECTIONS):
        wanted = [frame(n) for n in entry.frames[name][:walk]]
        if name == "right":  # right drawn as left flipped when the art allows it: saves tiles
            left = frames[dir_frame[2] : dir_frame[2] + walk]
            if len(left) == len(wanted) and all(np.array_equal(a[:, ::-1], b) for a, b in zip(left, wanted)):
                dir_frame[d], dir_flip[d] = dir_frame[2], 1
                continue
        dir_frame[d] = len(frames)
        frames.extend(wanted)
    at = {}
    for name, n in entry.poses.items() if poses else ():
        at[name] = len(frames)
        frames.append(frame(n))
    tiles = [tile_4bpp(b) for f in frames for b in split_8x8(f)]  # rows of tiles from the top left
    return Sprite(sprite_id, tiles, len(frames), walk, img.palette, dir_frame, dir_flip, SIZES[(fw, fh)], at)


def words(data: list[bytes]) -> list[int]:
    """4bpp tile bytes -> little-endian u32 words, as the engine reads them."""
    blob = b"".join(data)
    return list(np.frombuffer(blob, dtype="<u4")) if blob else []
