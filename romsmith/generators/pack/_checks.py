"""The checks a pack manifest and its PNGs must pass before the pack loads (load_pack).

Every problem is collected, each with a JSON pointer into the manifest, a code and a message:
ids and legend characters, frame and tile sizes, files that must stay inside the pack folder and
decode as GBA colour (through ImageSizes, which remembers files that passed).
"""

from __future__ import annotations

import re
from pathlib import Path

from romsmith.generators.pack._cache import ImageSizes
from romsmith.generators.pack.images import ImageProblem
from romsmith.kernel.files import FileRefused, confined

PACK_ID = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")
PACK_ID_RULE = "lower snake_case ([a-z][a-z0-9_]*)"
DIRECTIONS = ("down", "up", "left", "right")


def check_manifest(m, root: Path, sizes: ImageSizes) -> list[dict]:
    """Every problem of a parsed manifest and the PNGs it names, as {path, code, message}."""

    problems = []

    def add(path, code, message):
        problems.append({"path": path, "code": code, "message": message})

    if not PACK_ID.match(m.id):
        add("/id", "bad_id", f"pack id {m.id!r} must be {PACK_ID_RULE}")
    _check_sprites(m.sprites, root, sizes, add)
    _check_tilesets(m.tilesets, root, sizes, add)
    return problems


def _check_sprites(sprites, root: Path, sizes: ImageSizes, add) -> None:
    seen: set[str] = set()
    for i, s in enumerate(sprites):
        p = f"/sprites/{i}"
        if not PACK_ID.match(s.id):
            add(p + "/id", "bad_id", f"sprite id {s.id!r} must be {PACK_ID_RULE}")
        if s.id in seen:
            add(p + "/id", "duplicate_id", f"sprite id {s.id!r} appears twice")
        seen.add(s.id)
        if s.frame_width % 8 or s.frame_height % 8 or not (8 <= s.frame_width <= 32 and 8 <= s.frame_height <= 32):
            add(p, "bad_frame_size", f"frame size {s.frame_width}x{s.frame_height} must be 8, 16 or 32 pixels per side")
            continue
        missing = [d for d in DIRECTIONS if not s.frames.get(d)]
        if missing:
            add(p + "/frames", "missing_direction", f"no frames for {', '.join(missing)}")
        counts = {len(v) for v in s.frames.values()}
        if len(counts) > 1 or not counts <= {1, 2, 3, 4}:
            add(p + "/frames", "bad_walk_frames", "every direction needs the same number of frames, 1 to 4")
        frames = f"{s.frame_width}x{s.frame_height} frames"
        count = _cells(sizes, root, s.file, "sprite", (s.frame_width, s.frame_height), frames, p, add)
        if count is None:
            continue
        for d, idx in s.frames.items():
            bad = [n for n in idx if not 0 <= n < count]
            if bad:
                add(f"{p}/frames/{d}", "frame_out_of_range", f"frame(s) {bad} outside the sheet's {count} frames")
        for pose, n in s.poses.items():
            if not 0 <= n < count:
                add(f"{p}/poses/{pose}", "frame_out_of_range", f"frame {n} outside the sheet's {count} frames")


def _check_tilesets(tilesets, root: Path, sizes: ImageSizes, add) -> None:
    themes: set[str] = set()
    for i, t in enumerate(tilesets):
        p = f"/tilesets/{i}"
        if t.theme in themes:
            add(p + "/theme", "duplicate_theme", f"theme {t.theme!r} appears twice")
        themes.add(t.theme)
        if not PACK_ID.match(t.theme):
            add(p + "/theme", "bad_id", f"theme {t.theme!r} must be {PACK_ID_RULE}")
        chars = [x.char for x in t.tiles]
        for j, c in enumerate(chars):
            if c in chars[:j]:
                add(f"{p}/tiles/{j}/char", "duplicate_char", f"legend char {c!r} used twice")
            if not (c.isprintable() and c not in ' "\\' and ord(c) < 127):
                add(
                    f"{p}/tiles/{j}/char",
                    "bad_char",
                    f"legend char {c!r} must be printable ASCII, not space, quote or backslash",
                )
        if not any(x.passable == "walkable" for x in t.tiles):
            add(p + "/tiles", "no_walkable_tile", "a tileset needs at least one walkable tile")
        if not any(x.kind == "floor" and x.passable == "walkable" for x in t.tiles):
            add(p + "/tiles", "no_floor", "a tileset needs a walkable tile of kind 'floor'")
        if t.tile_size not in (8, 16):
            add(p + "/tile_size", "bad_tile_size", "tile_size must be 8 or 16")
            continue
        tiles = f"{t.tile_size}px tiles"
        have = _cells(sizes, root, t.file, "tileset", (t.tile_size, t.tile_size), tiles, p, add)
        if have is None:
            continue
        if have < len(t.tiles):
            add(
                p + "/tiles",
                "too_few_tiles",
                f"{root / t.file} holds {have} tiles but the manifest lists {len(t.tiles)}",
            )


def _cells(
    sizes: ImageSizes, root: Path, file: str, what: str, cell: tuple[int, int], unit: str, p: str, add
) -> int | None:
    """How many whole cells (frames or tiles) of size `cell` the sheet `file` holds; None, with
    the problem added, when the file leaves the pack folder or is no usable PNG. A sheet that is
    not a whole number of cells is a problem too, but its whole cells still count."""
    try:
        width, height = sizes.of(confined(root, file))
    except FileRefused as exc:
        add(p + "/file", "path_outside_pack", f"{what} file {exc}; pack files must stay inside the pack folder")
        return None
    except ImageProblem as exc:
        add(p + "/file", "bad_image", str(exc))
        return None
    if width % cell[0] or height % cell[1]:
        add(p + "/file", "bad_sheet_size", f"{root / file}: {width}x{height} is not a whole number of {unit}")
    return (width // cell[0]) * (height // cell[1])
