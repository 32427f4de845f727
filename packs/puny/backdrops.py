"""Backdrops of the puny pack's places for story scenes (CC0): one 240x160 picture per theme.

A story scene shows the backdrop of its theme behind the portraits; the dialogue box covers the
bottom 56 rows, so each picture keeps what matters above row 104. Every picture is painted here
from shapes in template roles (canvas.py) and coloured by its own palette (at most 15 colours).
"""

from __future__ import annotations

import math
import random

from canvas import Canvas

W, H = 240, 160

PALETTES = {
    "grassland": dict(a="#8ad0f0", b="#b4e2f4", w="#f8f8f8", f="#7ab0a0", h="#5a9a48", g="#78c050",
                      G="#4a8a34", p="#d8c088", r="#c04830", R="#8a2a20", y="#f0e0b0", d="#6a4a2a", K="#2a2a2a"),
    "forest": dict(a="#a8d8c8", t="#5a3a24", T="#3a2414", l="#3a8a40", L="#246030", m="#1a4424", g="#5aa048",
                   G="#3a7a34", y="#e8e070", p="#8a6a40", K="#1a1a14"),
    "castle": dict(s="#8a8a9a", S="#6a6a7a", d="#4a4a5a", r="#b02a30", R="#7a1a20", y="#e0b040", f="#a08a6a",
                   F="#7a6a50", w="#c8d8f0", b="#6a88c0", K="#1e1e26"),
    "cave": dict(k="#1a1620", r="#3a3444", R="#2a2432", s="#5a5266", f="#4a4038", F="#3a3028", c="#6ad0e0",
                 C="#b0f0f8", m="#7a6a8a", K="#0e0c12"),
    "desert": dict(a="#f0c890", b="#f8e0b0", u="#fff0c0", d="#e0b060", D="#c89048", e="#a87038", p="#d8a858",
                   P="#b08040", g="#4a8a3a", G="#2e6a2a", K="#3a2a1a"),
    "snow": dict(a="#a8c8e8", b="#d0e4f4", w="#f8fcff", W="#d8e4f0", m="#8aa0c0", M="#6a80a0", t="#2a5a44",
                 T="#1a3a2c", d="#5a4a3a", K="#1a2030"),
    "village_interior": dict(w="#b07a48", W="#8a5a34", d="#6a4224", f="#c8965a", F="#a87a44", c="#c84848",
                             C="#983030", g="#a8d8f0", y="#f0d070", o="#e87a28", s="#7a7a84", K="#2a1a10"),
    "town": dict(a="#98c8f0", b="#c0dcf4", h="#e8d8b8", H="#c8b090", r="#b05040", R="#803428", n="#8a6a4a",
                 g="#7ab0d8", s="#a09890", S="#7a7270", y="#f0d070", K="#2a2420"),
    "market": dict(a="#90c8f0", b="#c0e0f8", r="#d84040", w="#f8f0e0", g="#4aa048", y="#f0c040", o="#e88030",
                   t="#8a5a34", T="#6a4224", s="#c8b088", S="#a89068", p="#b050a0", K="#2a1e16"),
    "harbour": dict(a="#80c0f0", b="#b0d8f8", w="#f8f8f8", e="#3a80c8", E="#2a60a0", f="#5aa0e0", p="#9a6a40",
                    P="#6a4a2a", r="#c84040", s="#e8d8a8", K="#1a2030"),
    "lighthouse": dict(a="#7ab8e8", b="#a8d0f0", w="#f8f8f8", r="#d03838", e="#3a78c0", E="#2a5a98",
                       g="#5aa048", G="#3a7a34", c="#8a8a80", C="#6a6a62", y="#f8e070", K="#1a1e28"),
    "swamp": dict(a="#90a890", b="#b0c0a0", m="#c8d0b8", e="#4a6040", E="#34482e", t="#4a3a2a", T="#2e2418",
                  g="#6a8a3a", G="#4a6a2a", y="#c8c060", K="#141810"),
    "graveyard": dict(n="#1a1a3a", N="#2a2a54", m="#f0f0d0", s="#8a8a98", S="#5a5a6a", g="#3a5a3a",
                      G="#2a4030", t="#3a2e2a", f="#4a4a5a", w="#c8c8e0", K="#0c0c18"),
    "space_station": dict(k="#0a0a1a", w="#f8f8ff", p="#5a8ad0", P="#3a5aa0", m="#a8b0c0", M="#7a8294",
                          d="#4a5060", g="#48d060", r="#e84848", y="#f0d048", c="#60d0e0", K="#16181e"),
    "volcano": dict(a="#c04830", b="#e07a40", k="#3a2a2a", K="#1a1010", r="#5a4444", R="#4a3434",
                    l="#f8a030", L="#f8e060", o="#e05020", s="#7a6a6a", y="#fff0a0"),
    "shop_interior": dict(w="#e8d8b8", W="#d0bc98", t="#c8a070", T="#a07a4a", d="#6a4a2a", s="#9a9aa8",
                          S="#6a6a78", r="#d04040", g="#5aa048", y="#f0c040", b="#f8f4ec", o="#e88030", K="#2a1e14"),
    "starfield": dict(k="#10101c", n="#3c2c68", m="#6c4898", p="#a070d0", t="#a8b4d8", u="#d8e4ff", w="#ffffff",
                      a="#e0a060", b="#c07040", c="#80482c", j="#d8c8a0", s="#5c6480", x="#8c8ca0", K="#1c1c2c"),
    "tomb": dict(a="#e0c084", b="#ecd49c", c="#c8a468", p="#a86a34", q="#cc8a48", y="#8e5e34", r="#6e4220",
                 e="#d89020", f="#ffe070", u="#78b8e8", o="#e87830", K="#2a1a14"),
    "warehouse": dict(a="#9a948a", b="#aea89c", c="#7e786e", w="#a04a34", x="#c0644a", y="#6a2c20", p="#b8803c",
                      q="#d8a058", r="#7a4e22", e="#d8b818", f="#fff070", s="#5c6470", S="#3c4250", K="#1c1410"),
    "vault": dict(a="#4a4a5e", b="#5c5c72", c="#3a3a4a", d="#2a2a38", x="#8a8aa0", e="#2aa0c8", f="#a0f0ff",
                  p="#8a5a30", q="#a87440", g="#e0b040", G="#fff0a0", K="#101018"),
    "hills": dict(a="#88c0f0", b="#b4dcf4", w="#f8f8f8", C="#c8dcf0", h="#8ad060", g="#5aa83c", G="#3d8a35",
                  d="#94683c", D="#6a4628", e="#c89a5a", s="#9aa0a8", S="#5c6470", y="#f8d040", r="#d83c3c",
                  K="#1c2632"),
    "rooftops": dict(n="#6a4c7c", v="#b06a80", s="#f0a878", c="#f8d8b0", B="#54546a", b="#7a6a84", g="#b04838",
                     G="#7c2c28", d="#a8583c", D="#703828", y="#f8d040", r="#3a78d8", w="#f8f0e0", K="#281c28"),
    "caverns": dict(k="#0c0a12", s="#2a2438", D="#3c3040", d="#5c4c5c", e="#7c6c7c", g="#5c8c48", G="#3c6034",
                    y="#f8d040", Y="#c88820", W="#fffce0", p="#a87848", P="#704c30", K="#060509"),
}  # fmt: skip


# ---- shared pieces ------------------------------------------------------------------------
def sky(c: Canvas, bands: list[tuple[str, int]]) -> None:
    """Horizontal bands (role, last row; the last band goes down to the bottom, behind what is
    painted over it), each boundary dithered over two rows."""
    top = 0
    for n, (role, last) in enumerate(bands):
        c.rect(0, top, W - 1, last if n + 1 < len(bands) else H - 1, role)
        if n:
            c.dither(c.rect_mask(0, top, W - 1, top + 1), bands[n - 1][0])
        top = last + 1


def ridge(
    c: Canvas, base: int, height: float, waves: list[tuple[float, float]], role: str, bottom: int = H - 1
) -> None:
    """Land whose top is `base` minus a sum of sines (amplitude, wavelength in px)."""
    tops = [base - height * sum(a * math.sin(2 * math.pi * (x / lam) + k) for k, (a, lam) in enumerate(waves))
            for x in range(W)]  # fmt: skip
    mask = (c.ys >= [tops]) & (c.ys <= bottom + 1)
    c.paint(mask, role)


def cloud(c: Canvas, x: int, y: int, size: int, role: str) -> None:
    c.ellipse(x, y, size * 2, size, role)
    c.ellipse(x - size, y + 2, size * 1.4, size * 0.8, role)
    c.ellipse(x + size * 1.2, y + 1, size * 1.5, size * 0.9, role)


def speckle(c: Canvas, region, role: str, n: int, seed: int) -> None:
    rng = random.Random(seed)
    ys, xs = region.nonzero()
    for _ in range(n if len(xs) else 0):
        i = rng.randrange(len(xs))
        c.px(int(xs[i]), int(ys[i]), role)


def pine(c: Canvas, x: int, base: int, h: int, role: str, shade: str, trunk: str, snow: str | None = None) -> None:
    c.rect(x - 1, base - 4, x + 1, base, trunk)
    for k in range(3):
        top, bot, half = base - h + k * h // 4, base - 3 - (2 - k) * h // 6, h // 4 + k * h // 10
        c.poly([(x, top), (x + half, bot), (x - half, bot)], role)
        c.poly([(x, top), (x + half, bot), (x + 1, bot)], shade)
        if snow:
            c.poly([(x, top), (x + half // 2, top + h // 8), (x - half // 2, top + h // 8)], snow)


def leafy(c: Canvas, x: int, base: int, r: int, leaf: str, dark: str, trunk: str) -> None:
    c.rect(x - 2, base - r, x + 2, base, trunk)
    c.ellipse(x, base - r - r // 2, r, r * 0.8, leaf)
    c.ellipse(x + r // 3, base - r - r // 3, r * 0.7, r * 0.6, dark, where=c.has(leaf))
    c.ellipse(x - r // 3, base - r - r // 2 - 2, r * 0.5, r * 0.4, leaf)


def house(c: Canvas, x: int, base: int, w: int, h: int, wall: str, roof: str, roof_dark: str, door: str,
          window: str) -> None:  # fmt: skip
    c.rect(x, base - h, x + w, base, wall)
    c.poly([(x - 4, base - h), (x + w + 4, base - h), (x + w // 2, base - h - w // 2)], roof)
    c.poly([(x + w // 2, base - h - w // 2), (x + w + 4, base - h), (x + w // 2, base - h)], roof_dark)
    c.rect(x + w // 2 - 3, base - 9, x + w // 2 + 3, base, door)
    c.rect(x + 3, base - h + 4, x + 8, base - h + 9, window)
    c.rect(x + w - 8, base - h + 4, x + w - 3, base - h + 9, window)


def planks(c: Canvas, x0: int, y0: int, x1: int, y1: int, light: str, dark: str, width: int, vertical=True) -> None:
    c.rect(x0, y0, x1, y1, light)
    if vertical:
        for x in range(x0, x1 + 1, width):
            c.rect(x, y0, x, y1, dark)
    else:
        for y in range(y0, y1 + 1, width):
            c.rect(x0, y, x1, y, dark)


def bricks(c: Canvas, x0: int, y0: int, x1: int, y1: int, stone: str, mortar: str, bw: int = 16, bh: int = 8) -> None:
    c.rect(x0, y0, x1, y1, stone)
    for n, y in enumerate(range(y0, y1 + 1, bh)):
        c.rect(x0, y, x1, y, mortar)
        for x in range(x0 + (bw // 2 if n % 2 else 0), x1 + 1, bw):
            c.rect(x, y, x, min(y + bh, y1), mortar)


def floor_perspective(c: Canvas, top: int, light: str, dark: str) -> None:
    c.rect(0, top, W - 1, H - 1, light)
    for k in range(-12, 13):
        c.line(120 + k * 8, top, 120 + k * 30, H - 1, dark)
    y, step = top, 4
    while y < H:
        c.rect(0, y, W - 1, y, dark)
        y += step
        step += 3


# ---- the places ---------------------------------------------------------------------------
def grassland(c: Canvas) -> None:
    sky(c, [("a", 40), ("b", 70)])
    cloud(c, 50, 18, 7, "w")
    cloud(c, 170, 28, 6, "w")
    ridge(c, 72, 6, [(1, 90), (0.5, 37)], "f")
    ridge(c, 82, 4, [(1, 130), (0.6, 51)], "h")
    for x, w in ((56, 26), (150, 30)):
        house(c, x, 86, w, 16, "y", "r", "R", "d", "a")
    ridge(c, 88, 2, [(1, 200)], "g")
    c.poly([(112, 88), (128, 88), (170, 159), (70, 159)], "p")
    speckle(c, c.has("g"), "G", 260, 1)
    for x in range(6, W, 14):
        if not 100 < x < 140:
            c.rect(x, 92, x + 1, 100, "d")
    c.rect(0, 94, 98, 95, "d")
    c.rect(142, 94, W - 1, 95, "d")


def forest(c: Canvas) -> None:
    sky(c, [("a", 60)])
    ridge(c, 90, 1, [(1, 80)], "g")
    for n, x in enumerate(range(-10, W + 20, 34)):
        leafy(c, x + (n % 2) * 8, 96 - (n % 3) * 4, 22, "L", "m", "T")
    for x in range(8, W, 46):
        leafy(c, x, 104, 16, "l", "L", "t")
    speckle(c, c.has("g"), "G", 300, 2)
    speckle(c, c.has("lL"), "m", 200, 3)
    c.poly([(108, 100), (132, 100), (150, 159), (90, 159)], "p")
    for x, y in ((40, 120), (190, 126), (70, 140)):
        c.ellipse(x, y, 3, 2, "y")


def castle(c: Canvas) -> None:
    bricks(c, 0, 0, W - 1, 110, "s", "S", 20, 10)
    for x in (30, 210):
        c.rect(x - 10, 0, x + 10, 110, "d")
        c.rect(x - 7, 0, x + 7, 110, "S")
    for x in (76, 164):
        c.rect(x - 9, 14, x + 9, 70, "r")
        c.poly([(x - 9, 70), (x + 9, 70), (x, 80)], "r")
        c.rect(x - 9, 14, x + 9, 17, "y")
        c.rect(x - 2, 30, x + 2, 50, "y")
    c.ellipse(120, 30, 14, 16, "b")
    c.rect(106, 30, 134, 60, "b")
    c.rect(119, 14, 121, 60, "d")
    c.rect(106, 44, 134, 45, "d")
    c.dither(c.ellipse_mask(114, 26, 6, 8), "w")
    floor_perspective(c, 110, "f", "F")
    c.poly([(104, 110), (136, 110), (150, 159), (90, 159)], "r")
    c.poly([(104, 110), (108, 110), (96, 159), (90, 159)], "R")
    c.rect(110, 76, 130, 110, "R")
    c.rect(106, 90, 134, 110, "r")
    c.rect(112, 70, 128, 76, "y")


def cave(c: Canvas) -> None:
    c.rect(0, 0, W - 1, H - 1, "k")
    ridge(c, 40, 12, [(1, 70), (0.7, 29)], "R", bottom=H - 1)
    c.paint(c.ellipse_mask(120, 60, 100, 50), "k")
    for x in range(10, W, 22):
        length = 10 + (x * 7) % 18
        c.poly([(x - 6, 0), (x + 6, 0), (x, length + 8)], "r")
    ridge(c, 104, 4, [(1, 60), (0.5, 23)], "f")
    speckle(c, c.has("f"), "F", 400, 4)
    speckle(c, c.has("rR"), "s", 250, 5)
    for x, y, s in ((40, 100, 7), (190, 96, 9), (150, 108, 5)):
        c.poly([(x, y - 3 * s), (x + s, y), (x - s, y)], "c")
        c.poly([(x, y - 3 * s), (x + s, y), (x + 1, y)], "C")
    c.dither(c.ellipse_mask(120, 70, 60, 30), "R", 1)


def desert(c: Canvas) -> None:
    sky(c, [("u", 20), ("b", 50), ("a", 80)])
    c.ellipse(196, 26, 13, 13, "u")
    c.poly([(60, 84), (120, 84), (90, 40)], "p")
    c.poly([(90, 40), (120, 84), (96, 84)], "P")
    ridge(c, 86, 5, [(1, 110), (0.6, 47)], "d")
    ridge(c, 100, 6, [(1, 150), (0.4, 63)], "D")
    speckle(c, c.has("dD"), "e", 200, 6)
    for x, base in ((30, 104), (200, 110)):
        c.rect(x - 3, base - 26, x + 3, base, "g")
        c.rect(x - 12, base - 18, x - 4, base - 14, "g")
        c.rect(x - 12, base - 26, x - 9, base - 14, "g")
        c.rect(x + 4, base - 14, x + 11, base - 10, "g")
        c.rect(x + 8, base - 22, x + 11, base - 10, "g")
        c.rect(x + 1, base - 26, x + 3, base, "G")


def snow(c: Canvas) -> None:
    sky(c, [("a", 30), ("b", 70)])
    c.poly([(20, 80), (80, 20), (140, 80)], "m")
    c.poly([(80, 20), (140, 80), (90, 80)], "M")
    c.poly([(110, 80), (180, 26), (250, 80)], "m")
    c.poly([(180, 26), (250, 80), (190, 80)], "M")
    c.poly([(80, 20), (92, 32), (84, 36), (76, 30), (68, 32)], "w")
    c.poly([(180, 26), (192, 38), (184, 40), (176, 36), (168, 38)], "w")
    ridge(c, 84, 3, [(1, 120)], "w")
    for n, x in enumerate(range(10, W, 26)):
        if not 90 < x < 150:
            pine(c, x, 100 + (n % 2) * 4, 34, "t", "T", "d", "w")
    speckle(c, c.has("w") & (c.ys > 84), "W", 300, 7)


def village_interior(c: Canvas) -> None:
    planks(c, 0, 0, W - 1, 100, "w", "W", 12)
    c.rect(0, 98, W - 1, 100, "d")
    c.rect(92, 16, 148, 56, "d")
    c.rect(96, 20, 144, 52, "g")
    c.rect(119, 20, 121, 52, "d")
    c.rect(96, 35, 144, 36, "d")
    c.rect(86, 12, 98, 60, "c")
    c.rect(142, 12, 154, 60, "c")
    c.rect(86, 12, 154, 15, "C")
    c.rect(18, 40, 58, 100, "s")
    c.rect(24, 60, 52, 100, "K")
    c.ellipse(38, 92, 10, 7, "o")
    c.ellipse(38, 94, 5, 4, "y")
    c.rect(176, 30, 226, 33, "d")
    for x, role in ((182, "c"), (196, "y"), (210, "s")):
        c.rect(x, 20, x + 8, 30, role)
    planks(c, 0, 101, W - 1, H - 1, "f", "F", 6, vertical=False)
    c.rect(90, 86, 150, 90, "d")
    c.rect(94, 90, 98, 110, "d")
    c.rect(142, 90, 146, 110, "d")


def town(c: Canvas) -> None:
    sky(c, [("a", 30), ("b", 50)])
    for n, (x, w, h) in enumerate(((-4, 52, 70), (50, 44, 80), (96, 48, 66), (146, 46, 84), (194, 50, 72))):
        wall = "hH"[n % 2]
        c.rect(x, 100 - h, x + w, 100, wall)
        c.poly([(x - 3, 100 - h), (x + w + 3, 100 - h), (x + w - 6, 100 - h - 12), (x + 6, 100 - h - 12)], "rR"[n % 2])
        for wy in range(100 - h + 10, 86, 18):
            for wx in range(x + 7, x + w - 8, 14):
                c.rect(wx, wy, wx + 7, wy + 9, "g")
                c.rect(wx, wy + 4, wx + 7, wy + 4, "n")
        c.rect(x + w // 2 - 5, 86, x + w // 2 + 5, 100, "n")
    c.rect(0, 101, W - 1, H - 1, "s")
    for y in range(104, H, 6):
        for x in range((y // 6 % 2) * 6, W, 12):
            c.rect(x, y, x + 9, y, "S")
    c.rect(0, 100, W - 1, 102, "S")
    for x in (36, 204):
        c.rect(x - 1, 62, x + 1, 104, "K")
        c.rect(x - 4, 56, x + 4, 62, "K")
        c.rect(x - 3, 57, x + 3, 61, "y")


def market(c: Canvas) -> None:
    sky(c, [("a", 40), ("b", 64)])
    c.rect(0, 64, W - 1, 100, "t")
    for x in range(0, W, 12):
        c.rect(x, 64, x, 100, "T")
    for n, x in enumerate((4, 84, 164)):
        roof = "rgp"[n]
        c.rect(x, 40, x + 72, 50, "w")
        for sx in range(x, x + 72, 12):
            c.rect(sx, 40, sx + 5, 50, roof)
        for sx in range(x, x + 72, 12):
            c.poly([(sx, 50), (sx + 12, 50), (sx + 6, 56)], roof if (sx - x) // 12 % 2 == 0 else "w")
        c.rect(x + 2, 56, x + 4, 100, "T")
        c.rect(x + 68, 56, x + 70, 100, "T")
        c.rect(x, 84, x + 72, 100, "s")
        c.rect(x, 84, x + 72, 86, "S")
        for k, fx in enumerate(range(x + 8, x + 66, 9)):
            c.ellipse(fx, 80, 4, 4, "yor"[(k + n) % 3])
    for k, x in enumerate(range(0, W, 16)):
        c.poly([(x, 8), (x + 16, 8), (x + 8, 18)], "ryg"[k % 3])
    c.rect(0, 7, W - 1, 8, "K")
    c.rect(0, 101, W - 1, H - 1, "s")
    speckle(c, c.has("s") & (c.ys > 100), "S", 300, 8)


def harbour(c: Canvas) -> None:
    sky(c, [("a", 40), ("b", 66)])
    cloud(c, 60, 20, 6, "w")
    c.rect(0, 67, W - 1, 110, "e")
    for y in range(70, 110, 5):
        for x in range((y * 7) % 11, W, 22):
            c.rect(x, y, x + 6, y, "f")
    c.rect(0, 100, W - 1, 110, "E")
    for x, h in ((150, 40), (196, 30)):
        c.poly([(x - 22, 76), (x + 22, 76), (x + 16, 86), (x - 16, 86)], "P")
        c.rect(x - 1, 76 - h, x + 1, 76, "p")
        c.poly([(x + 2, 76 - h), (x + 2, 72), (x + h // 2 + 6, 72)], "w")
        c.poly([(x - 2, 80 - h), (x - 2, 72), (x - h // 2, 72)], "w")
    c.rect(0, 88, 90, 94, "p")
    for x in range(4, 90, 14):
        c.rect(x, 94, x + 3, 112, "P")
    c.rect(0, 111, W - 1, H - 1, "s")
    for x, y in ((90, 30), (104, 24), (40, 46)):
        c.line(x - 4, y - 2, x, y, "K")
        c.line(x, y, x + 4, y - 2, "K")


def lighthouse(c: Canvas) -> None:
    sky(c, [("a", 44), ("b", 80)])
    c.rect(0, 81, W - 1, 120, "e")
    for y in range(84, 120, 6):
        for x in ((y * 5) % 13,):
            for xx in range(x, W, 26):
                c.rect(xx, y, xx + 8, y, "b")
    c.rect(0, 110, W - 1, H - 1, "E")
    c.poly([(120, 120), (150, 70), (W - 1, 66), (W - 1, 159), (110, 159)], "c")
    c.poly([(150, 70), (W - 1, 66), (W - 1, 74), (156, 76)], "g")
    speckle(c, c.has("c"), "C", 200, 9)
    c.poly([(180, 70), (204, 70), (200, 20), (184, 20)], "w")
    for y in (30, 46, 62):
        c.poly([(183, y), (201, y), (202, y + 8), (182, y + 8)], "r")
    c.rect(182, 10, 202, 20, "K")
    c.rect(185, 12, 199, 19, "y")
    c.poly([(180, 10), (204, 10), (192, 2)], "r")
    c.poly([(150, 15), (185, 12), (185, 18)], "y")
    c.dither(c.poly_mask([(100, 10), (185, 12), (185, 18), (100, 24)]), "y")


def swamp(c: Canvas) -> None:
    sky(c, [("a", 50), ("b", 80)])
    c.dither(c.rect_mask(0, 60, W - 1, 90), "m")
    ridge(c, 90, 3, [(1, 100)], "G")
    c.rect(0, 100, W - 1, H - 1, "e")
    for y in range(104, H, 7):
        for x in range((y * 3) % 17, W, 30):
            c.rect(x, y, x + 10, y, "E")
    for x, h in ((40, 70), (196, 80), (150, 50)):
        c.rect(x - 3, 100 - h, x + 3, 104, "t")
        c.line(x, 100 - h + 10, x - 16, 100 - h - 6, "t")
        c.line(x, 100 - h + 20, x + 18, 100 - h + 2, "T")
        c.line(x + 1, 100 - h + 10, x - 15, 100 - h - 5, "T")
    for x in range(0, W, 9):
        if (x * 13) % 5 < 3:
            c.line(x, 104, x + 2, 90, "g")
    c.dither(c.rect_mask(0, 80, W - 1, 96), "m", 1)
    for x in (70, 120, 180):
        c.ellipse(x, 60, 2, 2, "y")


def graveyard(c: Canvas) -> None:
    sky(c, [("n", 60), ("N", 96)])
    c.ellipse(180, 28, 14, 14, "m")
    c.ellipse(186, 24, 12, 12, "n", where=c.ys < 60)
    speckle(c, c.has("n"), "w", 40, 10)
    ridge(c, 96, 3, [(1, 90)], "g")
    speckle(c, c.has("g"), "G", 260, 11)
    for x, h in ((30, 22), (70, 18), (160, 24), (206, 20), (110, 14)):
        c.rect(x - 8, 100 - h, x + 8, 104, "s")
        c.ellipse(x, 100 - h, 8, 6, "s")
        c.rect(x + 4, 100 - h, x + 8, 104, "S")
        c.rect(x - 1, 100 - h + 2, x + 1, 100 - h + 10, "S")
        c.rect(x - 4, 100 - h + 5, x + 4, 100 - h + 6, "S")
    for x in range(0, W, 10):
        c.rect(x, 80, x + 1, 96, "f")
        c.poly([(x - 1, 80), (x + 2, 80), (x + 0.5, 76)], "f")
    c.rect(0, 84, W - 1, 85, "f")
    c.rect(136, 40, 140, 96, "t")
    c.line(138, 56, 122, 40, "t")
    c.line(138, 64, 158, 46, "t")


def space_station(c: Canvas) -> None:
    c.rect(0, 0, W - 1, H - 1, "M")
    for x in range(0, W, 40):
        c.rect(x, 0, x + 3, 110, "d")
    c.rect(40, 14, 200, 78, "d")
    c.rect(44, 18, 196, 74, "k")
    speckle(c, c.has("k"), "w", 60, 12)
    c.ellipse(150, 70, 30, 24, "p", where=c.has("kw"))
    c.ellipse(160, 66, 24, 20, "P", where=c.has("p"))
    c.rect(0, 84, W - 1, 110, "m")
    c.rect(0, 84, W - 1, 86, "d")
    for x in range(12, W, 24):
        c.rect(x, 92, x + 4, 96, "gryc"[(x // 24) % 4])
    c.rect(0, 111, W - 1, H - 1, "d")
    for y in range(114, H, 8):
        c.rect(0, y, W - 1, y, "M")
    c.rect(0, 8, W - 1, 10, "d")
    for x in range(20, W, 40):
        c.rect(x, 2, x + 10, 6, "y")


def volcano(c: Canvas) -> None:
    sky(c, [("b", 30), ("a", 70)])
    c.poly([(40, 96), (110, 30), (134, 30), (210, 96)], "k")
    c.poly([(122, 30), (134, 30), (210, 96), (150, 96)], "K")
    c.poly([(110, 30), (134, 30), (128, 40), (116, 40)], "o")
    c.poly([(114, 36), (120, 36), (108, 80), (100, 80)], "l")
    c.poly([(124, 36), (130, 36), (150, 76), (142, 78)], "l")
    for x, y, r in ((108, 18, 8), (132, 10, 10), (120, 4, 6)):
        c.ellipse(x, y, r, r * 0.7, "s")
    c.ellipse(122, 26, 6, 4, "L")
    ridge(c, 96, 3, [(1, 80), (0.5, 31)], "r")
    speckle(c, c.has("r"), "R", 260, 13)
    c.poly([(0, 118), (W - 1, 108), (W - 1, 122), (0, 132)], "l")
    c.dither(c.poly_mask([(0, 118), (W - 1, 108), (W - 1, 114), (0, 124)]), "L")
    c.rect(0, 120, W - 1, H - 1, "R", where=~c.has("lL"))
    for x in (20, 70, 180, 220):
        c.ellipse(x, 100, 2, 2, "y")


def shop_interior(c: Canvas) -> None:
    c.rect(0, 0, W - 1, 100, "w")
    for y in range(6, 60, 10):
        for x in range((y // 10 % 2) * 10, W, 20):
            c.rect(x, y, x, y + 9, "W")
        c.rect(0, y, W - 1, y, "W")
    for y in (22, 44):
        c.rect(10, y, 230, y + 3, "T")
        for k, x in enumerate(range(16, 224, 13)):
            if 96 < x < 144:
                continue
            role = "rgyos"[(k + y) % 5]
            c.rect(x, y - 10, x + 8, y - 1, role)
            c.rect(x + 2, y - 12, x + 6, y - 11, "d")
    c.rect(100, 10, 140, 50, "s")
    c.rect(104, 14, 136, 46, "S")
    c.ellipse(120, 30, 10, 10, "b")
    c.rect(119, 22, 121, 30, "d")
    c.rect(120, 29, 127, 31, "d")
    for x in (56, 184):
        c.line(x, 50, x, 60, "d")
        c.ellipse(x, 64, 7, 4, "s")
    c.rect(0, 72, W - 1, 100, "t")
    c.rect(0, 70, W - 1, 73, "T")
    for x in range(0, W, 30):
        c.rect(x, 76, x + 26, 98, "T")
        c.rect(x + 2, 78, x + 24, 96, "t")
    for x, role in ((40, "r"), (90, "y"), (150, "g"), (200, "o")):
        c.ellipse(x, 66, 8, 5, "b")
        c.ellipse(x, 64, 5, 3, role)
    planks(c, 0, 101, W - 1, H - 1, "T", "d", 8, vertical=False)


def starfield(c: Canvas) -> None:
    c.rect(0, 0, W - 1, H - 1, "k")
    c.dither(c.ellipse_mask(70, 50, 80, 30), "n")
    c.ellipse(60, 48, 56, 18, "n")
    c.dither(c.ellipse_mask(60, 48, 56, 18), "m", 1)
    c.ellipse(52, 46, 30, 9, "m")
    c.dither(c.ellipse_mask(52, 46, 30, 9), "p")
    speckle(c, c.has("k"), "s", 140, 14)
    speckle(c, c.has("kn"), "t", 90, 15)
    speckle(c, c.has("knm"), "u", 40, 16)
    for x, y in ((26, 16), (120, 12), (150, 80), (18, 88), (96, 92)):
        c.rect(x - 2, y, x + 2, y, "u")
        c.rect(x, y - 2, x, y + 2, "u")
        c.px(x, y, "w")
    ring = c.ellipse_mask(182, 44, 46, 11) & ~c.ellipse_mask(182, 44, 36, 7)
    c.paint(ring, "j")  # the ring's far side, behind the planet
    c.ellipse(182, 44, 26, 26, "a")
    c.ellipse(190, 50, 22, 22, "b", where=c.has("a"))
    c.ellipse(196, 56, 16, 16, "c", where=c.has("b"))
    for y, role in ((32, "b"), (40, "c"), (58, "a")):
        c.rect(160, y, 206, y + 1, role, where=c.has("abc"))
    c.paint(ring & (c.ys > 44), "j")  # and its near side, in front
    c.dither(ring & (c.ys > 44) & (c.xs > 200), "x")
    c.ellipse(36, 84, 7, 7, "x")
    c.ellipse(38, 86, 5, 5, "s", where=c.has("x"))
    c.rect(0, 110, W - 1, H - 1, "s")
    c.rect(0, 108, W - 1, 110, "x")
    for x in range(0, W, 24):
        c.rect(x, 111, x, H - 1, "K")
    for y in range(126, H, 16):
        c.rect(0, y, W - 1, y, "K")


def tomb(c: Canvas) -> None:
    bricks(c, 0, 0, W - 1, 100, "a", "c", 24, 12)
    c.rect(0, 0, W - 1, 8, "p")
    c.rect(0, 8, W - 1, 9, "y")
    for k, x in enumerate(range(6, W, 20)):
        c.rect(x, 2, x + 8, 5, "ue"[k % 2])
    for x0 in (4, 166):
        _glyphs(c, x0, 18)
    c.rect(92, 18, 148, 100, "y")
    c.rect(96, 22, 144, 100, "r")
    c.poly([(92, 18), (148, 18), (120, 10)], "p")
    c.ellipse(120, 36, 10, 10, "e")
    c.ellipse(120, 36, 6, 6, "f")
    c.rect(102, 32, 108, 40, "u")
    c.rect(132, 32, 138, 40, "u")
    for y in range(52, 100, 12):
        c.rect(100, y, 140, y + 9, "y")
        c.rect(101, y + 1, 139, y + 8, "p")
    for x in (83, 157):
        c.rect(x - 2, 50, x + 2, 80, "y")
        c.rect(x - 5, 46, x + 5, 50, "r")
        c.ellipse(x, 40, 5, 8, "o")
        c.ellipse(x, 42, 3, 5, "f")
    floor_perspective(c, 101, "b", "c")
    c.rect(0, 100, W - 1, 101, "y")
    speckle(c, c.has("a"), "q", 160, 17)


def _glyphs(c: Canvas, x0: int, y0: int) -> None:
    """Three rows of painted hieroglyphs: an eye, an ankh, a bird, a wavy line, a sun."""
    for row in range(3):
        y = y0 + row * 24
        c.rect(x0, y - 2, x0 + 70, y - 2, "y")
        for k in range(5):
            x = x0 + 4 + k * 14
            kind = (k + row * 2) % 5
            if kind == 0:  # eye
                c.ellipse(x + 4, y + 8, 5, 3, "K")
                c.ellipse(x + 4, y + 8, 3, 2, "b")
                c.px(x + 4, y + 8, "K")
                c.line(x + 2, y + 11, x, y + 15, "K")
            elif kind == 1:  # ankh
                c.ellipse(x + 4, y + 5, 3, 4, "u")
                c.ellipse(x + 4, y + 5, 1.5, 2.5, "a")
                c.rect(x + 3, y + 9, x + 5, y + 18, "u")
                c.rect(x, y + 10, x + 8, y + 11, "u")
            elif kind == 2:  # bird
                c.ellipse(x + 4, y + 10, 4, 3, "r")
                c.ellipse(x + 7, y + 6, 2, 2, "r")
                c.rect(x + 8, y + 6, x + 10, y + 6, "e")
                c.rect(x + 3, y + 13, x + 3, y + 17, "r")
            elif kind == 3:  # water
                for k2 in range(3):
                    for dx in range(0, 9, 2):
                        c.px(x + dx, y + 6 + k2 * 4 + (dx // 2) % 2, "u")
            else:  # sun
                c.ellipse(x + 4, y + 10, 4, 4, "e")
                c.rect(x - 1, y + 15, x + 9, y + 16, "r")


def warehouse(c: Canvas) -> None:
    bricks(c, 0, 0, W - 1, 100, "w", "y", 12, 6)
    speckle(c, c.has("w"), "x", 220, 18)
    c.rect(0, 0, W - 1, 6, "S")
    for x in range(10, W, 40):
        c.line(x, 6, x + 20, 0, "s")
    c.rect(80, 24, 160, 100, "S")  # the loading door: a shutter in a hazard-striped frame
    planks(c, 84, 28, 156, 100, "a", "c", 5, vertical=False)
    c.rect(84, 92, 156, 94, "s")
    c.rect(116, 90, 124, 92, "K")
    for x in range(80, 161, 8):
        c.poly([(x, 20), (x + 4, 20), (x, 24), (x - 4, 24)], "e")
    c.rect(76, 20, 164, 20, "K")
    c.rect(76, 24, 164, 24, "K")
    c.rect(112, 10, 128, 16, "f")
    c.rect(110, 8, 130, 9, "s")
    for x0 in (4, 176):
        for y in (40, 70, 98):
            c.rect(x0, y, x0 + 60, y + 2, "s")
        c.rect(x0, 30, x0 + 2, 100, "S")
        c.rect(x0 + 58, 30, x0 + 60, 100, "S")
        for k, y in enumerate((40, 70)):
            for bx in range(x0 + 5, x0 + 46, 15):
                _crate(c, bx, y - 13 - (bx + k) % 3, 12)
    for x, y, size in ((68, 76, 22), (164, 82, 16), (40, 86, 16)):
        _crate(c, x - size // 2, y, size)
    floor_perspective(c, 101, "a", "b")
    speckle(c, c.has("a") & (c.ys > 104), "c", 200, 19)
    for x in range(60, 181, 24):
        c.poly([(x, 112), (x + 12, 112), (x + 14, 118), (x + 2, 118)], "e")


def _crate(c: Canvas, x: int, y: int, size: int) -> None:
    c.rect(x, y, x + size, y + size, "r")
    c.rect(x + 1, y + 1, x + size - 1, y + size - 1, "p")
    c.rect(x + 2, y + 2, x + size - 2, y + 3, "q")
    c.line(x + 1, y + size - 1, x + size - 1, y + 1, "r")
    c.rect(x + 1, y + size // 2, x + size - 1, y + size // 2, "r")


def vault(c: Canvas) -> None:
    bricks(c, 0, 0, W - 1, 100, "a", "c", 20, 10)
    speckle(c, c.has("a"), "b", 240, 20)
    for x in (40, 200):
        c.rect(x - 12, 0, x + 12, 100, "c")
        c.rect(x - 9, 0, x + 9, 100, "b")
        c.rect(x - 9, 0, x - 7, 100, "x")
        c.rect(x - 12, 90, x + 12, 100, "d")
        c.ellipse(x, 40, 6, 6, "e")
        c.ellipse(x, 40, 3, 3, "f")
        c.dither(c.ellipse_mask(x, 40, 14, 14) & ~c.ellipse_mask(x, 40, 7, 7), "e")
    c.ellipse(120, 58, 40, 40, "d")  # the round vault door
    c.ellipse(120, 58, 36, 36, "x")
    c.ellipse(120, 58, 33, 33, "b")
    c.dither(c.ellipse_mask(120, 58, 33, 33) & ~c.ellipse_mask(120, 58, 26, 26), "e")
    for k in range(8):
        ang = k * math.pi / 4
        x, y = 120 + 30 * math.cos(ang), 58 + 30 * math.sin(ang)
        c.ellipse(x, y, 3, 3, "f")
    c.ellipse(120, 58, 22, 22, "a")
    c.ellipse(120, 58, 8, 8, "x")
    c.ellipse(120, 58, 5, 5, "c")
    for k in range(6):
        ang = k * math.pi / 3
        c.line(120, 58, int(120 + 20 * math.cos(ang)), int(58 + 20 * math.sin(ang)), "x")
    floor_perspective(c, 101, "c", "d")
    c.rect(0, 98, W - 1, 101, "d")
    for x in (70, 170):
        _gold_pile(c, x, 98)
    c.poly([(112, 101), (128, 101), (146, 159), (94, 159)], "e")
    c.dither(c.poly_mask([(114, 101), (126, 101), (140, 159), (100, 159)]), "f")


def _gold_pile(c: Canvas, x: int, base: int) -> None:
    c.rect(x - 12, base - 14, x + 12, base, "p")
    c.rect(x - 12, base - 14, x + 12, base - 12, "q")
    c.rect(x - 2, base - 10, x + 2, base - 6, "g")
    c.ellipse(x, base - 15, 10, 4, "g")
    speckle(c, c.ellipse_mask(x, base - 15, 10, 4), "G", 8, x)
    c.ellipse(x + 18, base - 2, 5, 3, "g")
    c.px(x + 17, base - 3, "G")


def hills(c: Canvas) -> None:
    sky(c, [("a", 40), ("b", 76)])
    c.ellipse(200, 22, 11, 11, "y")
    for x, y, size in ((40, 20, 8), (130, 34, 6), (224, 50, 5)):
        cloud(c, x, y, size, "w")
        cloud(c, x + 2, y + 3, size - 2, "C")
        c.ellipse(x, y - 1, size * 1.6, size * 0.7, "w")
    ridge(c, 74, 8, [(1, 120), (0.5, 47)], "h")
    ridge(c, 88, 6, [(1, 90), (0.6, 37)], "g")
    ridge(c, 100, 4, [(1, 160)], "G")
    speckle(c, c.has("g"), "G", 160, 21)
    speckle(c, c.has("h"), "g", 120, 22)
    for x in (30, 200):
        leafy(c, x, 92, 10, "g", "G", "D")
    c.rect(60, 60, 108, 63, "e")  # a wooden ledge on posts
    c.rect(60, 63, 108, 64, "d")
    for x in (64, 104):
        c.rect(x - 1, 64, x + 1, 96, "D")
    for x, y in ((146, 80), (162, 80), (154, 64)):  # stone blocks
        c.rect(x, y, x + 15, y + 15, "s")
        c.rect(x, y + 13, x + 15, y + 15, "S")
        c.rect(x + 13, y, x + 15, y + 15, "S")
        c.rect(x + 2, y + 2, x + 5, y + 3, "w")
    c.rect(0, 101, W - 1, 104, "g")
    c.rect(0, 105, W - 1, H - 1, "d")
    speckle(c, c.has("d"), "D", 300, 23)
    for x in range(8, W, 22):
        c.ellipse(x, 99, 2, 2, "ry"[(x // 22) % 2])


def rooftops(c: Canvas) -> None:
    sky(c, [("n", 24), ("v", 50), ("s", 78), ("c", 90)])
    c.ellipse(194, 62, 16, 16, "c")
    c.ellipse(194, 62, 12, 12, "y")
    cloud(c, 50, 40, 6, "v")
    for x, w, h in ((0, 30, 30), (32, 18, 44), (52, 34, 24), (90, 14, 52), (110, 40, 32), (150, 22, 40),
                    (176, 30, 26), (210, 30, 38)):  # fmt: skip
        c.rect(x, 90 - h, x + w, 90, "b")
        for wy in range(90 - h + 4, 86, 8):
            for wx in range(x + 3, x + w - 3, 7):
                if (wx * 7 + wy) % 5 < 2:
                    c.rect(wx, wy, wx + 2, wy + 3, "y")
    c.rect(91, 30, 91, 38, "b")
    for x0, top, w in ((-10, 64, 110), (130, 70, 120)):
        base = 104
        c.poly([(x0, base), (x0 + 14, top), (x0 + w - 14, top), (x0 + w, base)], "g")
        for y in range(top + 4, base, 5):
            for x in range(x0 + (y // 5 % 2) * 4, x0 + w, 8):
                c.rect(x, y, x + 1, y, "G")
        c.rect(x0 + 10, top - 2, x0 + w - 10, top, "G")
    for x, top in ((24, 44), (72, 48), (168, 52), (214, 46)):
        bricks(c, x - 7, top, x + 7, 70, "d", "D", 6, 4)
        c.rect(x - 9, top - 3, x + 9, top, "D")
        for k in range(3):
            c.ellipse(x + 4 + k * 5, top - 8 - k * 7, 4 + k, 3 + k, "b")
    for x0, y0, x1, y1 in ((24, 52, 72, 56), (168, 58, 214, 54)):
        c.line(x0 + 7, y0, (x0 + x1) // 2, y0 + 8, "K")
        c.line((x0 + x1) // 2, y0 + 8, x1 - 7, y1, "K")
        for k, t in enumerate((0.25, 0.45, 0.7)):
            xm = int(x0 + 7 + t * (x1 - x0 - 14))
            sag = 8 - int(abs(t - 0.5) * 16)
            ym = y0 + sag + int((y1 - y0) * t)
            c.rect(xm - 3, ym + 1, xm + 3, ym + 8, "wry"[k])
            c.rect(xm - 3, ym + 1, xm + 3, ym + 1, "K")
    c.rect(0, 105, W - 1, H - 1, "D")
    bricks(c, 0, 105, W - 1, H - 1, "d", "D", 12, 6)


def caverns(c: Canvas) -> None:
    c.rect(0, 0, W - 1, H - 1, "s")
    c.paint(c.ellipse_mask(120, 70, 90, 60), "k")
    c.dither(c.ellipse_mask(120, 70, 100, 66) & ~c.ellipse_mask(120, 70, 90, 60), "k")
    c.paint(c.ys < 14 - 6 * abs(((c.xs / 50) % 2) - 1), "D")
    for x in range(6, W, 17):
        length = 12 + (x * 11) % 22
        c.poly([(x - 5, 0), (x + 5, 0), (x, length)], "d")
        c.poly([(x, 0), (x + 5, 0), (x, length)], "D")
    speckle(c, c.has("s"), "D", 400, 24)
    for x0, x1, y in ((0, 70, 56), (170, W - 1, 44), (80, 150, 84), (0, 54, 96), (186, W - 1, 92)):
        c.rect(x0, y, x1, y + 8, "d")
        c.poly([(x0 + 4, y + 8), (x1 - 4, y + 8), ((x0 + x1) // 2, y + 22)], "D")
        c.rect(x0, y + 6, x1, y + 8, "e")
        c.rect(x0, y, x1, y + 2, "g")
        for x in range(x0 + 3, x1, 7):
            c.rect(x, y + 3, x + 1, y + 4 + (x % 4), "G")
    c.poly([(98, 70), (134, 70), (130, 82), (102, 82)], "P")  # a mine cart full of gold
    c.rect(98, 70, 134, 72, "p")
    c.ellipse(116, 70, 14, 5, "y", where=c.ys < 70)
    speckle(c, c.has("y") & (c.ys < 70), "Y", 12, 27)
    c.px(112, 66, "W")
    for x in (108, 126):
        c.ellipse(x, 83, 3, 3, "K")
    for x, y in ((30, 30), (210, 24), (120, 110), (60, 76), (196, 70), (150, 64)):
        c.ellipse(x, y, 5, 3, "Y")
        c.ellipse(x - 1, y - 1, 3, 2, "y")
        c.rect(x + 3, y - 6, x + 3, y - 2, "W")
        c.rect(x + 1, y - 4, x + 5, y - 4, "W")
    speckle(c, c.has("sDd") & (c.ys < 100), "Y", 40, 25)
    c.rect(0, 106, W - 1, H - 1, "D")
    speckle(c, c.has("D") & (c.ys > 105), "s", 300, 26)


PAINTERS = {
    "grassland": grassland,
    "forest": forest,
    "castle": castle,
    "cave": cave,
    "desert": desert,
    "snow": snow,
    "village_interior": village_interior,
    "town": town,
    "market": market,
    "harbour": harbour,
    "lighthouse": lighthouse,
    "swamp": swamp,
    "graveyard": graveyard,
    "space_station": space_station,
    "volcano": volcano,
    "shop_interior": shop_interior,
    "starfield": starfield,
    "tomb": tomb,
    "warehouse": warehouse,
    "vault": vault,
    "hills": hills,
    "rooftops": rooftops,
    "caverns": caverns,
}


def picture(theme: str) -> list[str]:
    """The backdrop of `theme` as rows of template roles."""
    c = Canvas(W, H)
    PAINTERS[theme](c)
    return c.rows()
