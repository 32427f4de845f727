"""Contact sheet of a pack: every sprite's frames and every tileset's tiles on one PNG.

Sprites are drawn on a grass-like backdrop (as they appear in game) and on black, at the chosen
scale, with a 1x copy at the end of each row to judge readability at the GBA's real size.
"""

from __future__ import annotations

from pathlib import Path

from romsmith.generators.pack import Pack

BACKDROPS = ((90, 168, 60), (24, 24, 32))


def render_sheet(pack: Pack, out: str | Path, *, scale: int = 3) -> Path:
    from PIL import Image, ImageDraw

    label_w, pad, cell = 150, 4, 16 * scale
    sprite_rows = len(pack.manifest.sprites)
    tile_rows = len(pack.manifest.tilesets)
    width = label_w + 8 * (cell + pad) + 16 * 9 + pad * 4
    max_tiles = max(len(t.tiles) for t in pack.manifest.tilesets)
    width = max(width, label_w + max_tiles * (cell + pad) + pad)
    height = sprite_rows * (cell + pad) + tile_rows * (cell + 14 + pad) + 40
    sheet = Image.new("RGB", (width, height), (48, 48, 56))
    draw = ImageDraw.Draw(sheet)
    y = pad
    for s in pack.manifest.sprites:
        img = Image.open(pack.root / s.file).convert("RGBA")
        draw.text((pad, y + cell // 2 - 6), s.id, fill=(235, 235, 235))
        frames = img.width // s.frame_width
        for i in range(frames):
            frame = img.crop((i * s.frame_width, 0, (i + 1) * s.frame_width, s.frame_height))
            bg = Image.new("RGBA", frame.size, BACKDROPS[0] + (255,))
            bg.alpha_composite(frame)
            sheet.paste(bg.resize((cell, cell), Image.NEAREST), (label_w + i * (cell + pad), y))
        x1 = label_w + frames * (cell + pad) + pad
        for i in range(frames):  # 1x, on black
            frame = img.crop((i * s.frame_width, 0, (i + 1) * s.frame_width, s.frame_height))
            bg = Image.new("RGBA", frame.size, BACKDROPS[1] + (255,))
            bg.alpha_composite(frame)
            sheet.paste(bg, (x1 + i * 18, y + cell // 2 - 8))
        y += cell + pad
    y += 12
    for t in pack.manifest.tilesets:
        img = Image.open(pack.root / t.file).convert("RGBA")
        draw.text((pad, y + cell // 2 - 6), t.theme, fill=(235, 235, 235))
        per_row = img.width // t.tile_size
        for i, tile in enumerate(t.tiles):
            tx, ty = (i % per_row) * t.tile_size, (i // per_row) * t.tile_size
            crop = img.crop((tx, ty, tx + t.tile_size, ty + t.tile_size)).resize((cell, cell), Image.NEAREST)
            x = label_w + i * (cell + pad)
            sheet.paste(crop, (x, y))
            mark = {"walkable": (160, 230, 160), "blocking": (240, 140, 140), "water": (140, 180, 250)}[tile.passable]
            draw.text((x + 2, y + cell + 1), f"{tile.char} {tile.kind}", fill=mark)
        y += cell + 14 + pad
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out)
    return out
