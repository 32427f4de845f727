"""Draw the puny pack: character sheets, tilesets and manifest.json (all CC0).

    python packs/puny/draw.py            # rewrites sprites/*.png, tiles/*.png and manifest.json
    python packs/puny/draw.py OUT_DIR    # draws a copy elsewhere (the tests compare it)

Every pixel comes from the ASCII templates in draw_sprites.py, people.py, beasts.py, bosses.py,
ships.py, draw_tiles.py, places.py, starfield.py and puzzle_rooms.py, coloured by the palettes in
characters.py, draw_tiles.py, places.py, starfield.py and puzzle_rooms.py, and from side_view.py's
drawings (the side-view themes, the jump and fall poses). It also writes README.md from the
manifest. Output is deterministic.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PIL import Image

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import beasts  # noqa: E402
import draw_sprites as S  # noqa: E402
import draw_tiles as TL  # noqa: E402
import places  # noqa: E402
import readme  # noqa: E402
import side_view  # noqa: E402
from characters import CHARACTERS, OUTLINE  # noqa: E402


def _rgb(hexcode: str) -> tuple[int, int, int, int]:
    return (int(hexcode[1:3], 16), int(hexcode[3:5], 16), int(hexcode[5:7], 16), 255)


def render(frames: list, colours: dict[str, str], outline: str = OUTLINE, size: int = 16) -> Image.Image:
    img = Image.new("RGBA", (size * len(frames), size), (0, 0, 0, 0))
    lut = {k: _rgb(v) for k, v in colours.items()}
    lut.setdefault("K", _rgb(outline))
    for i, frame in enumerate(frames):
        for y, row in enumerate(frame):
            for x, ch in enumerate(row):
                if ch == ".":
                    continue
                if ch not in lut:
                    raise SystemExit(f"template role {ch!r} has no colour")
                img.putpixel((size * i + x, y), lut[ch])
    return img


def character_frames(look: tuple) -> list:
    """Eight frames (down0 down1 up0 up1 left0 left1 right0 right1) of a look, as role grids."""
    kind, *parts = look
    if kind in ("humanoid", "child"):
        head, body, *held = parts
        return S.humanoid_frames(head, body, [h for h in held if h], child=kind == "child")
    if kind == "monster":
        return S.monster_frames(parts[0])
    return beasts.figure_frames(parts[0])


def sprites(root: Path) -> list[dict]:
    entries = []
    (root / "sprites").mkdir(parents=True, exist_ok=True)
    for sid, c in CHARACTERS.items():
        frames = character_frames(c["look"])
        size = len(frames[0])
        posed = "player" in c["roles"]  # the hero can be it: side-view poses too
        if posed:
            frames = frames + side_view.poses(frames)
        try:
            sheet = render(frames, c["colours"], size=size)
        except SystemExit as exc:
            raise SystemExit(f"{sid}: {exc}") from None
        colours = {px for _, px in sheet.getcolors(1 << 16) if px[3]}
        if len(colours) > 15:
            raise SystemExit(f"{sid}: {len(colours)} colours (max 15)")
        sheet.save(root / "sprites" / f"{sid}.png", optimize=True)
        entries.append(
            {
                "id": sid,
                "file": f"sprites/{sid}.png",
                "roles": c["roles"],
                "aliases": c["aliases"],
                "description": c["description"],
                "kind": c["kind"],
                "age": c["age"],
                "gender": c["gender"],
                "size": c["size"],
                "frame_width": size,
                "frame_height": size,
                "frames": {"down": [0, 1], "up": [2, 3], "left": [4, 5], "right": [6, 7]},
            }
        )
        if posed:
            entries[-1]["poses"] = {name: 8 + i for i, name in enumerate(side_view.POSES)}
    return entries


def tilesets(root: Path) -> list[dict]:
    entries = []
    (root / "tiles").mkdir(parents=True, exist_ok=True)
    for theme, tiles in TL.TILESETS.items():
        pal = TL.PALETTES[theme]
        grids = [TL.tile_roles(theme, ch, tpl, floor) for ch, _, _, _, tpl, floor in tiles]
        used = {c for g in grids for row in g for c in row} - {"."}  # "." stays transparent (open space)
        colours = {pal[c] for c in used if c in pal}
        missing = sorted(c for c in used if c not in pal)
        if missing or len(colours) > 15:
            raise SystemExit(f"{theme}: roles without colour {missing}, {len(colours)} colours (max 15)")
        render(grids, pal).save(root / "tiles" / f"{theme}.png", optimize=True)
        description, aliases, indoor = places.THEMES[theme]
        entries.append(
            {
                "theme": theme,
                "file": f"tiles/{theme}.png",
                "description": description,
                "aliases": aliases,
                "indoor": indoor,
                "tile_size": 16,
                "tiles": [_tile_entry(ch, name, kind, passable, tpl) for ch, name, kind, passable, tpl, _ in tiles],
            }
        )
    for theme, tiles in side_view.tilesets().items():
        description, aliases, pal = side_view.THEMES[theme]
        grids = [[list(row) for row in rows] for *_rest, rows in tiles]
        colours = {pal[c] for g in grids for row in g for c in row}
        if len(colours) > 15:
            raise SystemExit(f"{theme}: {len(colours)} colours (max 15)")
        render(grids, pal).save(root / "tiles" / f"{theme}.png", optimize=True)
        entries.append(
            {
                "theme": theme,
                "file": f"tiles/{theme}.png",
                "description": description,
                "aliases": aliases,
                "indoor": False,
                "view": "side",
                "tile_size": 16,
                "tiles": [
                    {"char": ch, "name": name, "kind": kind, "passable": passable}
                    for ch, name, kind, passable, _ in tiles
                ],
            }
        )
    return entries


# Paths and bridges drawn for one direction: the "_h" one runs east-west, the other north-south.
DIRECTED = ("carpet", "carpet_h", "bridge", "bridge_h", "walkway_v", "walkway_h")


def _tile_entry(ch: str, name: str, kind: str, passable: str, template: str) -> dict:
    entry = {"char": ch, "name": name, "kind": kind, "passable": passable}
    if template in DIRECTED and kind in ("path", "bridge"):
        entry["axis"] = "horizontal" if template.endswith("_h") else "vertical"
    return entry


def main() -> None:
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else HERE
    manifest = {
        "id": "puny",
        "name": "Puny",
        "license": "CC0-1.0",
        "author": "romsmith contributors",
        "sprites": sprites(root),
        "tilesets": tilesets(root),
    }
    (root / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    (root / "README.md").write_text(readme.readme(manifest), encoding="utf-8")
    print(f"wrote {len(manifest['sprites'])} sprites and {len(manifest['tilesets'])} tilesets to {root}")


if __name__ == "__main__":
    main()
