"""Contact sheet of a pack: every sprite's frames and every tileset's tiles on one PNG.

Sprites are laid out in a grid of blocks, grouped by kind: each block shows the eight frames
enlarged on a grass-like backdrop (as they appear in game), and under them a 1x copy on black to
judge readability at the GBA's real size. Bigger frames (32x32 bosses) get blocks of their own
width. Tilesets follow, one row each, every tile labelled with its legend char and kind
(green walkable, red blocking, blue water).
"""

from __future__ import annotations

from pathlib import Path

from romsmith.generators.pack._manifest import Pack

BACKDROPS = ((90, 168, 60), (24, 24, 32))
BACKGROUND = (48, 48, 56)
KIND_ORDER = ("person", "animal", "monster", "machine", None)
PASSABLE_INK = {
    "walkable": (160, 230, 160),
    "blocking": (240, 140, 140),
    "water": (140, 180, 250),
    "ledge": (230, 210, 140),
    "ladder": (210, 180, 130),
    "hazard": (250, 110, 200),
}
PAD, LABEL_H, MAX_WIDTH = 6, 14, 1400


def render_sheet(pack: Pack, out: str | Path, *, scale: int = 3) -> Path:
    from PIL import Image

    blocks = [_sprite_block(pack, s, scale) for s in _ordered(pack)]
    rows = _tileset_rows(pack, scale)
    width = max(MAX_WIDTH, *(r.width + 2 * PAD for r in rows))
    placed, x, y, row_h = [], PAD, PAD, 0
    for block in blocks:
        if x + block.width > width - PAD:
            x, y, row_h = PAD, y + row_h + PAD, 0
        placed.append((block, x, y))
        x, row_h = x + block.width + PAD, max(row_h, block.height)
    y += row_h + 3 * PAD
    sheet = Image.new("RGB", (width, y + sum(r.height + PAD for r in rows) + PAD), BACKGROUND)
    for block, bx, by in placed:
        sheet.paste(block, (bx, by))
    for r in rows:
        sheet.paste(r, (PAD, y))
        y += r.height + PAD
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out)
    return out


def _ordered(pack: Pack) -> list:
    """Sprites grouped by kind, in manifest order within a kind; bigger frames last."""
    rank = {k: i for i, k in enumerate(KIND_ORDER)}
    sprites = list(pack.manifest.sprites)
    return sorted(sprites, key=lambda s: (s.frame_width > 16, rank.get(s.kind, len(rank)), sprites.index(s)))


def _sprite_block(pack: Pack, s, scale: int):
    from PIL import Image, ImageDraw

    img = Image.open(pack.root / s.file).convert("RGBA")
    fw, fh = s.frame_width, s.frame_height
    big = max(1, -(-scale * 16 // fw))  # a 32x32 frame is drawn at least as large as a 16x16 one
    cell_w, cell_h = fw * big, fh * big
    frames = [img.crop((i * fw, 0, (i + 1) * fw, fh)) for i in range(img.width // fw)]
    width = max(len(frames) * (cell_w + 2), 150)
    block = Image.new("RGB", (width, LABEL_H + cell_h + 4 + fh), BACKGROUND)
    ImageDraw.Draw(block).text((0, 0), s.id, fill=(235, 235, 235))
    for i, frame in enumerate(frames):
        block.paste(_on(frame, BACKDROPS[0]).resize((cell_w, cell_h), Image.NEAREST), (i * (cell_w + 2), LABEL_H))
        block.paste(_on(frame, BACKDROPS[1]), (i * (fw + 2), LABEL_H + cell_h + 4))
    return block


def _on(frame, colour):
    from PIL import Image

    bg = Image.new("RGBA", frame.size, colour + (255,))
    bg.alpha_composite(frame)
    return bg


def _tileset_rows(pack: Pack, scale: int) -> list:
    from PIL import Image, ImageDraw

    cell, label_w = 16 * scale, 130
    rows = []
    for t in pack.manifest.tilesets:
        img = Image.open(pack.root / t.file).convert("RGBA")
        per_row = img.width // t.tile_size
        row = Image.new("RGB", (label_w + len(t.tiles) * (cell + 4), cell + 14), BACKGROUND)
        draw = ImageDraw.Draw(row)
        draw.text((0, cell // 2 - 6), t.theme, fill=(235, 235, 235))
        for i, tile in enumerate(t.tiles):
            tx, ty = (i % per_row) * t.tile_size, (i // per_row) * t.tile_size
            crop = img.crop((tx, ty, tx + t.tile_size, ty + t.tile_size)).resize((cell, cell), Image.NEAREST)
            x = label_w + i * (cell + 4)
            row.paste(crop, (x, 0))
            draw.text((x + 2, cell + 1), f"{tile.char} {tile.kind}", fill=PASSABLE_INK[tile.passable])
        rows.append(row)
    return rows
