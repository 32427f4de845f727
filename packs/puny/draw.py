"""Draw the puny pack: character sheets, tilesets and manifest.json (all CC0).

    python packs/puny/draw.py            # rewrites sprites/*.png, tiles/*.png and manifest.json
    python packs/puny/draw.py OUT_DIR    # draws a copy elsewhere (the tests compare it)

Every pixel comes from the ASCII templates in draw_sprites.py and draw_tiles.py, coloured by the
palettes below. Output is deterministic.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PIL import Image

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import draw_sprites as S  # noqa: E402
import draw_tiles as TL  # noqa: E402

OUTLINE = "#1a1420"
SKIN = {"S": "#f0b890", "s": "#c88868", "E": "#1a1420"}
DARK_SKIN = {"S": "#b87850", "s": "#8a5438", "E": "#1a1420"}

# id: (head, body, held, colours, roles, aliases, description)
HUMANOIDS = {
    "puny_soldier": (
        "helmet",
        "armour",
        "sword",
        dict(
            SKIN,
            M="#b8c4d4",
            m="#6c7a90",
            C="#3058b8",
            c="#203c80",
            A="#e0b040",
            L="#5a4a3a",
            B="#3a2a20",
            W="#f0f4f8",
            G="#e0b040",
        ),
        ["player", "npc", "enemy"],
        ["knight", "guard", "paladin", "soldier", "sentry", "squire"],
        "steel helmet, blue tabard, sword",
    ),
    "puny_warrior": (
        "bandana",
        "tunic",
        "axe",
        dict(
            SKIN,
            H="#8a4a20",
            h="#5a2e14",
            C="#a86838",
            c="#7a4622",
            A="#d83030",
            L="#4a3020",
            B="#2a1a10",
            M="#c8d0d8",
            m="#707880",
        ),
        ["player", "npc", "enemy"],
        ["fighter", "barbarian", "hero", "viking", "mercenary", "swordsman"],
        "red headband, leather tunic, axe",
    ),
    "puny_mage": (
        "wizard",
        "robe",
        "staff",
        dict(SKIN, H="#6a3ab0", h="#442078", C="#7a48c8", c="#4a2888", A="#f0d050", G="#f0d050", R="#e84868"),
        ["player", "npc", "enemy", "boss"],
        ["wizard", "sorcerer", "witch", "magician", "warlock", "sage"],
        "pointed purple hat and robe, staff",
    ),
    "puny_archer": (
        "hood",
        "tunic",
        "bow",
        dict(SKIN, H="#2e8a3a", h="#1c5a26", C="#48a048", c="#2e7034", A="#8a5a2a", L="#6a4a2a", B="#3a2414"),
        ["player", "npc", "enemy"],
        ["ranger", "hunter", "elf", "scout", "bowman", "thief"],
        "green hood, bow",
    ),
    "puny_farmer": (
        "hair",
        "tunic",
        "scythe",
        dict(
            SKIN, H="#7a4a24", h="#4a2c14", C="#d8b848", c="#a88a30", A="#6a8a30", L="#4a6aa0", B="#4a2e18", M="#c0c8d0"
        ),
        ["npc", "player"],
        ["villager", "peasant", "man", "boy", "worker", "gardener"],
        "brown hair, straw-yellow shirt, blue trousers",
    ),
    "puny_maiden": (
        "long",
        "dress",
        "bag",
        dict(SKIN, H="#e0803a", h="#a8521e", C="#30a8a0", c="#1e7470", A="#f4f0e0", L="#30a8a0", B="#4a2e18"),
        ["npc", "player"],
        ["villager", "woman", "girl", "lady", "maid", "farmer"],
        "long red hair, teal dress, basket",
    ),
    "puny_merchant": (
        "hair",
        "tunic",
        "bag",
        dict(SKIN, H="#2a2a34", h="#16161c", C="#a83868", c="#78224a", A="#f0c040", L="#5a4a3a", B="#2a1a10"),
        ["npc"],
        ["shopkeeper", "trader", "innkeeper", "vendor", "smith", "baker"],
        "black hair, magenta coat, money bag",
    ),
    "puny_elder": (
        "elder",
        "robe",
        "staff",
        dict(SKIN, H="#c8c8d0", W="#f4f4f4", C="#8a7a64", c="#5e523e", A="#c8a060", G="#8a5a2a", R="#6a4a2a"),
        ["npc"],
        ["old man", "elder", "hermit", "grandfather", "wise man", "monk", "priest"],
        "bald, long white beard, brown robe, walking stick",
    ),
    "puny_princess": (
        "crown",
        "dress",
        None,
        dict(SKIN, H="#f0d060", h="#c0a030", G="#f8d838", C="#f078b0", c="#c04880", A="#ffffff", L="#f078b0"),
        ["npc", "player"],
        ["princess", "queen", "lady", "noble", "royalty", "heiress"],
        "gold crown, blonde hair, pink dress",
    ),
    "puny_king": (
        "king",
        "robe",
        "staff",
        dict(SKIN, H="#8a8a90", W="#f4f4f4", G="#f8d838", C="#c02830", c="#801820", A="#f8d838", R="#3060d8"),
        ["npc", "boss"],
        ["king", "lord", "emperor", "ruler", "royalty", "monarch", "duke"],
        "gold crown, white beard, red robe, sceptre",
    ),
    "puny_skeleton": (
        "skull",
        "tunic",
        "sword",
        dict(
            W="#e8e4d4",
            s="#a8a490",
            E="#d82020",
            C="#c8c4b0",
            c="#8a8674",
            A="#5a5a50",
            S="#e8e4d4",
            L="#c8c4b0",
            B="#8a8674",
            M="#a89070",
            m="#6a5a40",
            G="#6a5a40",
        ),
        ["enemy", "boss"],
        ["undead", "bones", "zombie", "lich", "skull"],
        "bone-white skull with red eyes, rusty sword",
    ),
    "puny_orc": (
        "orc",
        "armour",
        "club",
        dict(
            DARK_SKIN,
            S="#6aa040",
            s="#4a7830",
            H="#3a2818",
            W="#f4f0d8",
            E="#f0d020",
            C="#7a5030",
            c="#54361e",
            A="#303030",
            L="#54361e",
            B="#2a1a10",
            M="#8a8a90",
            m="#5a5a60",
            R="#8a5a2a",
        ),
        ["enemy", "boss"],
        ["goblin", "troll", "ogre", "brute", "bandit", "monster"],
        "green skin, tusks, leather armour, club",
    ),
}

MONSTERS = {
    "puny_slime": (
        "slime",
        dict(C="#48c050", c="#2a8a38", W="#d0f8c8", E="#1a1420", A="#e05050"),
        ["enemy"],
        ["blob", "jelly", "ooze", "slug", "pudding"],
        "green jelly blob",
    ),
    "puny_bat": (
        "bat",
        dict(C="#6a4098", c="#42266a", E="#f03030", W="#f8f8f8", A="#f8f8f8"),
        ["enemy"],
        ["vampire", "bird", "crow", "flyer"],
        "purple bat with red eyes",
    ),
    "puny_ghost": (
        "ghost",
        dict(W="#e8f0ff", c="#9aa8d8", E="#2a2a60", K="#3a3a78"),
        ["enemy", "boss", "npc"],
        ["spirit", "phantom", "spectre", "wraith", "spook", "soul"],
        "pale floating ghost",
    ),
}

ORDER = [
    "puny_soldier",
    "puny_warrior",
    "puny_mage",
    "puny_archer",
    "puny_farmer",
    "puny_maiden",
    "puny_merchant",
    "puny_elder",
    "puny_princess",
    "puny_king",
    "puny_slime",
    "puny_bat",
    "puny_skeleton",
    "puny_orc",
    "puny_ghost",
]


def _rgb(hexcode: str) -> tuple[int, int, int, int]:
    return (int(hexcode[1:3], 16), int(hexcode[3:5], 16), int(hexcode[5:7], 16), 255)


def render(frames: list, colours: dict[str, str], outline: str = OUTLINE) -> Image.Image:
    img = Image.new("RGBA", (16 * len(frames), 16), (0, 0, 0, 0))
    lut = {k: _rgb(v) for k, v in colours.items()}
    lut.setdefault("K", _rgb(outline))
    for i, frame in enumerate(frames):
        for y, row in enumerate(frame):
            for x, ch in enumerate(row):
                if ch == ".":
                    continue
                if ch not in lut:
                    raise SystemExit(f"template role {ch!r} has no colour")
                img.putpixel((16 * i + x, y), lut[ch])
    return img


def sprites(root: Path) -> list[dict]:
    entries = []
    (root / "sprites").mkdir(parents=True, exist_ok=True)
    for sid in ORDER:
        if sid in HUMANOIDS:
            head, body, held, colours, roles, aliases, desc = HUMANOIDS[sid]
            frames = S.humanoid_frames(head, body, held)
        else:
            kind, colours, roles, aliases, desc = MONSTERS[sid]
            frames = S.monster_frames(kind)
        render(frames, colours).save(root / "sprites" / f"{sid}.png", optimize=True)
        entries.append(
            {
                "id": sid,
                "file": f"sprites/{sid}.png",
                "roles": roles,
                "aliases": aliases,
                "description": desc,
                "frame_width": 16,
                "frame_height": 16,
                "frames": {"down": [0, 1], "up": [2, 3], "left": [4, 5], "right": [6, 7]},
            }
        )
    return entries


def tilesets(root: Path) -> list[dict]:
    entries = []
    (root / "tiles").mkdir(parents=True, exist_ok=True)
    for theme, tiles in TL.TILESETS.items():
        pal = TL.PALETTES[theme]
        grids = [TL.tile_roles(theme, ch, tpl, floor) for ch, _, _, _, tpl, floor in tiles]
        used = {c for g in grids for row in g for c in row}
        colours = {pal[c] for c in used if c in pal}
        missing = sorted(c for c in used if c not in pal)
        if missing or len(colours) > 15:
            raise SystemExit(f"{theme}: roles without colour {missing}, {len(colours)} colours (max 15)")
        render(grids, pal).save(root / "tiles" / f"{theme}.png", optimize=True)
        entries.append(
            {
                "theme": theme,
                "file": f"tiles/{theme}.png",
                "tile_size": 16,
                "tiles": [_tile_entry(ch, name, kind, passable, tpl) for ch, name, kind, passable, tpl, _ in tiles],
            }
        )
    return entries


def _tile_entry(ch: str, name: str, kind: str, passable: str, template: str) -> dict:
    entry = {"char": ch, "name": name, "kind": kind, "passable": passable}
    if template in ("carpet", "carpet_h", "bridge", "bridge_h") and kind in ("path", "bridge"):
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
    print(f"wrote {len(manifest['sprites'])} sprites and {len(manifest['tilesets'])} tilesets to {root}")


if __name__ == "__main__":
    main()
