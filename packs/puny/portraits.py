"""Portraits of the puny pack's people for story scenes (CC0): a 64x64 bust per expression.

Each person's portrait is drawn from the same look as their sprite (characters.py): the head
part names the hair or hat, the body part the clothes, and the character's palette colours the
template roles (S/s skin, E eyes, H/h hair or hat, C/c clothes, A accent, G gold, M/m metal, W
white, and the rest as draw_sprites.py uses them). Three expressions, in this order:
EXPRESSIONS. The bust faces the viewer; a story scene mirrors the one on the right.
"""

from __future__ import annotations

from canvas import Canvas

SIZE = 64
EXPRESSIONS = ("neutral", "happy", "sad")
SKIN = "Ss"


class Bust:
    """One person's bust on a canvas: the roles their palette has, and where the face is."""

    def __init__(self, colours: dict, age: str, gender: str, child: bool):
        self.c = Canvas(SIZE, SIZE)
        self.roles = set(colours) | {"K"}
        self.old, self.child = age == "old", child
        self.female = gender == "female"
        self.cx, self.cy = 32, 33 if child else 31
        self.rx, self.ry = 13, 14 if child else 15
        self.sy = self.cy + self.ry + 4  # the top of the shoulders

    def role(self, *wanted: str) -> str:
        """The first of `wanted` the palette colours (the last as a fallback)."""
        return next((r for r in wanted if r in self.roles), wanted[-1])

    @property
    def top(self) -> float:
        return self.cy - self.ry

    def face_mask(self):
        return self.c.ellipse_mask(self.cx, self.cy, self.rx, self.ry)


# ---- the body: shoulders and clothes -----------------------------------------------------
def shoulders(b: Bust, role: str = "C") -> None:
    c, y = b.c, b.sy
    c.poly([(4, 64), (7, y + 6), (16, y), (48, y), (57, y + 6), (60, 64)], role)
    c.poly([(46, y), (57, y + 6), (60, 64), (48, 64)], b.role("c", role))


def neck(b: Bust) -> None:
    b.c.rect(27, b.cy + b.ry - 4, 37, b.sy + 2, "s")


def body(b: Bust, style: str) -> None:
    c, C, y = b.c, "C", b.sy
    if style == "tail":  # bare shoulders, a shell top
        shoulders(b, "S")
        c.poly([(46, y), (57, y + 6), (60, 64), (48, 64)], "s")
        c.ellipse(26, y + 11, 6, 5, b.role("G", "A"))
        c.ellipse(38, y + 11, 6, 5, b.role("G", "A"))
        return
    shoulders(b, C)
    if style == "armour":
        c.ellipse(12, y + 8, 9, 7, b.role("M", "A"))
        c.ellipse(52, y + 8, 9, 7, b.role("m", "M", "A"))
        c.rect(28, y + 2, 36, 63, b.role("A", "c"))
    elif style in ("tunic", "ninja"):
        c.poly([(25, y), (39, y), (32, y + 9)], b.role("c", "C"))
        c.poly([(27, y), (37, y), (32, y + 6)], "s")
    elif style == "robe":
        c.poly([(23, y), (41, y), (32, y + 14)], b.role("A", "c"))
        c.poly([(26, y), (38, y), (32, y + 9)], "s")
    elif style == "dress":
        c.ellipse(32, y + 1, 11, 6, "S")
        c.ellipse(32, y + 2, 11, 6, b.role("A", "c"), where=~c.ellipse_mask(32, y + 1, 11, 6) & c.has("C"))
    elif style == "gown":
        c.ellipse(32, y + 1, 12, 6, "S")
        c.ellipse(32, y + 2, 12, 6, b.role("A", "c"), where=~c.ellipse_mask(32, y + 1, 12, 6) & c.has("Cc"))
        c.line(26, y + 3, 32, y + 7, b.role("G", "A"))
        c.line(38, y + 3, 32, y + 7, b.role("G", "A"))
        c.px(32, y + 8, b.role("X", "R", "G"))
    elif style == "coat":
        c.poly([(26, y), (38, y), (32, 63)], b.role("W", "A"))
        c.poly([(23, y), (30, y), (31, 63), (26, 63)], b.role("c", "C"))
        c.poly([(34, y), (41, y), (38, 63), (33, 63)], b.role("c", "C"))
    elif style == "striped":
        for row in range(y + 3, 64, 4):
            c.rect(4, row, 60, row + 1, b.role("A", "c"), where=c.has("Cc"))
        c.poly([(27, y), (37, y), (32, y + 6)], "s")
    elif style == "suit":
        c.ellipse(32, y + 1, 15, 5, b.role("M", "c"))
        c.ellipse(32, y, 11, 3, b.role("m", "c"))
        c.rect(41, y + 6, 47, y + 10, b.role("A", "R"))


# ---- the face ------------------------------------------------------------------------------
def face(b: Bust) -> None:
    c = b.c
    c.ellipse(b.cx - b.rx, b.cy + 1, 2.5, 3.5, "S")
    c.ellipse(b.cx + b.rx, b.cy + 1, 2.5, 3.5, "s")
    c.paint(b.face_mask(), "S")
    shade = b.face_mask() & ~c.ellipse_mask(b.cx - 2, b.cy - 2, b.rx, b.ry)
    c.paint(shade, "s")


def features(b: Bust, expression: str) -> None:
    c, x0, y = b.c, b.cx, b.cy + (1 if b.child else 0)
    eye_y = y + 1
    lx, rx = x0 - 6, x0 + 5
    if expression == "happy":  # eyes closed in a smile
        for ex in (lx, rx):
            c.px(ex - 1, eye_y + 1, "E")
            c.px(ex, eye_y, "E")
            c.px(ex + 1, eye_y, "E")
            c.px(ex + 2, eye_y + 1, "E")
        c.line(x0 - 4, y + 7, x0 - 3, y + 8, "E")
        c.line(x0 - 2, y + 9, x0 + 2, y + 9, "E")
        c.line(x0 + 3, y + 8, x0 + 4, y + 7, "E")
        c.rect(x0 - 2, y + 8, x0 + 2, y + 8, b.role("R", "A", "s"))
        c.rect(lx - 3, y + 5, lx - 1, y + 5, "s")
        c.rect(rx + 2, y + 5, rx + 4, y + 5, "s")
    else:
        for ex in (lx, rx):
            c.rect(ex, eye_y - 1, ex + 1, eye_y + 2, "E")
            c.px(ex, eye_y - 1, b.role("W", "S"))
        if expression == "sad":  # brows up in the middle, a turned-down mouth
            c.line(lx - 2, eye_y - 3, lx + 2, eye_y - 5, "E")
            c.line(rx - 1, eye_y - 5, rx + 3, eye_y - 3, "E")
            c.line(x0 - 3, y + 9, x0 - 2, y + 8, "E")
            c.line(x0 - 1, y + 7, x0 + 1, y + 7, "E")
            c.line(x0 + 2, y + 8, x0 + 3, y + 9, "E")
        else:
            c.line(lx - 1, eye_y - 4, lx + 2, eye_y - 4, "E")
            c.line(rx - 1, eye_y - 4, rx + 2, eye_y - 4, "E")
            c.line(x0 - 2, y + 8, x0 + 2, y + 8, "E")
        if b.female:
            c.px(lx - 1, eye_y - 1, "E")
            c.px(rx + 2, eye_y - 1, "E")
    if b.old:
        c.line(lx - 1, eye_y + 4, lx + 1, eye_y + 4, "s")
        c.line(rx, eye_y + 4, rx + 2, eye_y + 4, "s")
    c.px(x0, y + 4, "s")


# ---- hair and hats -------------------------------------------------------------------------
def hair_cap(b: Bust, role: str = "H", down: int = 8) -> None:
    """Short hair over the top of the head, to `down` pixels below its top, with sideburns."""
    c, t = b.c, b.top
    c.ellipse(b.cx, b.cy - 1, b.rx + 2, b.ry + 1, role, where=c.ys < t + down)
    c.rect(b.cx - b.rx - 1, t + 4, b.cx - b.rx + 1, b.cy + 1, role)
    c.rect(b.cx + b.rx - 1, t + 4, b.cx + b.rx + 1, b.cy + 1, role)
    for x in range(b.cx - b.rx + 2, b.cx + b.rx - 1, 4):  # a ragged fringe
        c.rect(x, t + down - 1, x + 1, t + down, role)
    c.ellipse(b.cx + 6, t + 3, 5, 2, b.role("h", role), where=c.has(role))


def hair_long(b: Bust, role: str = "H") -> None:
    c = b.c
    c.ellipse(b.cx, b.cy + 6, b.rx + 5, b.ry + 14, role, where=c.ys < b.sy + 8)
    c.rect(b.cx + 4, b.cy + 8, b.cx + b.rx + 4, b.sy + 7, b.role("h", role), where=c.has(role))


def brim(b: Bust, y: float, half: float, role: str, thick: float = 2.5) -> None:
    b.c.ellipse(b.cx, y, half, thick, role)


def draw_hair(b: Bust, style: str) -> tuple:
    """(back, front): painters for what goes behind the face and over it."""
    H, h = b.role("H"), b.role("h", "H")
    t, cx = b.top, b.cx
    c = b.c

    def none():
        pass

    if style == "hair":
        return none, lambda: hair_cap(b)
    if style in ("long", "crown", "shell"):

        def front():
            hair_cap(b, H, 9)
            c.rect(cx - 1, t, cx, t + 3, h)  # a parting
            if style == "crown":
                c.poly([(cx - 9, t + 1), (cx - 9, t - 6), (cx - 5, t - 2), (cx, t - 8), (cx + 5, t - 2),
                        (cx + 9, t - 6), (cx + 9, t + 1)], b.role("G"))  # fmt: skip
                c.px(cx, t - 3, b.role("X", "R", "A"))
            if style == "shell":
                c.ellipse(cx - 11, t + 5, 4, 3, b.role("G", "A"))

        return (lambda: hair_long(b)), front
    if style == "bun":
        return none, lambda: (c.ellipse(cx, t - 2, 6, 5, H), hair_cap(b, H, 7))
    if style == "glasses":

        def front():
            c.ellipse(cx, t - 2, 6, 5, H)
            hair_cap(b, H, 7)
            for ex in (cx - 6, cx + 5):
                ring = c.rect_mask(ex - 3, b.cy - 2, ex + 4, b.cy + 4) & ~c.rect_mask(
                    ex - 2, b.cy - 1, ex + 3, b.cy + 3
                )
                c.paint(ring, "E")
            c.line(cx - 2, b.cy, cx + 1, b.cy, "E")

        return none, front
    if style == "pigtails":

        def back():
            c.ellipse(cx - 16, b.cy + 6, 5, 9, H)
            c.ellipse(cx + 16, b.cy + 6, 5, 9, h)

        def front():
            hair_cap(b, H, 8)
            c.ellipse(cx - 14, t + 7, 3, 3, b.role("A"))
            c.ellipse(cx + 14, t + 7, 3, 3, b.role("A"))

        return back, front
    if style in ("elder", "king"):

        def front():
            c.rect(cx - b.rx - 1, b.cy - 6, cx - b.rx + 2, b.cy + 2, H)
            c.rect(cx + b.rx - 2, b.cy - 6, cx + b.rx + 1, b.cy + 2, H)
            beard = b.role("W", "H")
            c.poly([(cx - 11, b.cy + 4), (cx + 11, b.cy + 4), (cx + 7, b.cy + 22), (cx, b.cy + 28),
                    (cx - 7, b.cy + 22)], beard)  # fmt: skip
            c.ellipse(cx, b.cy + 5, 6, 2, beard)
            c.rect(cx - 2, b.cy + 8, cx + 2, b.cy + 8, "s")
            if style == "king":
                G = b.role("G")
                c.poly([(cx - 11, t + 4), (cx - 12, t - 7), (cx - 6, t - 1), (cx, t - 9), (cx + 6, t - 1),
                        (cx + 12, t - 7), (cx + 11, t + 4)], G)  # fmt: skip
                c.ellipse(cx, t - 2, 2, 2, b.role("R", "A"))

        return none, front
    if style == "queen":

        def front():
            hair_cap(b, H, 8)
            c.poly([(cx - 10, t + 2), (cx - 10, t - 10), (cx - 5, t - 4), (cx, t - 12), (cx + 5, t - 4),
                    (cx + 10, t - 10), (cx + 10, t + 2)], b.role("G"))  # fmt: skip
            c.ellipse(cx, t - 3, 2, 2, b.role("X", "R"))

        return (lambda: hair_long(b)), front
    if style == "circlet":

        def front():
            hair_cap(b, H, 8)
            c.rect(cx - b.rx, t + 6, cx + b.rx, t + 7, b.role("G"))
            c.ellipse(cx, t + 6.5, 2, 2, b.role("X", "R"))

        return none, front
    if style == "helmet":

        def front():
            M, m = b.role("M"), b.role("m", "M")
            c.ellipse(cx, b.cy - 2, b.rx + 3, b.ry + 2, M, where=c.ys < t + 9)
            c.rect(cx - b.rx - 2, t + 6, cx - b.rx + 1, b.cy + 6, M)
            c.rect(cx + b.rx - 1, t + 6, cx + b.rx + 2, b.cy + 6, m)
            c.rect(cx - b.rx - 2, t + 8, cx + b.rx + 2, t + 9, m)
            c.rect(cx - 1, t - 2, cx, t + 8, b.role("W", "m"))

        return none, front
    if style == "bandana":

        def front():
            hair_cap(b, H, 9)
            A = b.role("A")
            c.rect(cx - b.rx - 1, t + 4, cx + b.rx + 1, t + 7, A)
            c.poly([(cx + b.rx, t + 5), (cx + b.rx + 8, t + 9), (cx + b.rx + 6, t + 12), (cx + b.rx, t + 8)], A)

        return none, front
    if style in ("wizard", "witch"):

        def back():
            if style == "witch":
                hair_long(b, b.role("R", "H"))

        def front():
            lean = 6 if style == "witch" else 2
            c.poly([(cx - 13, t + 5), (cx + 13, t + 5), (cx + lean, t - 14), (cx + lean - 3, t - 15)], H)
            c.poly([(cx + 4, t + 5), (cx + 13, t + 5), (cx + lean, t - 14)], h)
            brim(b, t + 5, 20, H, 3)
            c.rect(cx - 11, t + 1, cx + 11, t + 3, b.role("A"))

        return back, front
    if style in ("hood", "mask"):

        def back():
            c.ellipse(cx, b.cy + 2, b.rx + 6, b.ry + 7, H)
            c.ellipse(cx + 4, b.cy + 4, b.rx + 3, b.ry + 5, h, where=c.has(H) & (c.xs > cx + 8))

        def front():
            c.ellipse(cx, b.cy - 1, b.rx + 5, b.ry + 4, H, where=(c.ys < t + 6) | ~b.face_mask())
            c.ellipse(cx, b.cy - 1, b.rx + 5, b.ry + 4, h, where=(c.ys < t + 2))
            if style == "mask":
                c.rect(cx - b.rx, b.cy - 2, cx + b.rx, b.cy + 3, b.role("A", "E"))
                for ex in (cx - 6, cx + 5):
                    c.rect(ex - 1, b.cy - 1, ex + 2, b.cy + 2, "S")

        return back, front
    if style == "tricorn":

        def front():
            hair_cap(b, H, 8)
            c.poly([(cx - 20, t + 4), (cx + 20, t + 4), (cx + 13, t - 6), (cx, t - 9), (cx - 13, t - 6)], H)
            c.poly([(cx - 20, t + 4), (cx + 20, t + 4), (cx + 17, t + 7), (cx - 17, t + 7)], h)
            W = b.role("W", "A")
            c.ellipse(cx, t - 2, 3, 2.5, W)
            c.rect(cx - 2, t + 1, cx + 2, t + 1, W)
            c.line(cx - 12, t + 7, cx + 3, b.cy - 3, "E")  # the patch's strap
            c.ellipse(cx - 6, b.cy + 1, 3, 3, "E")

        return none, front
    if style == "sailor":

        def front():
            hair_cap(b, H, 9)
            W = b.role("W")
            c.ellipse(cx, t + 1, b.rx + 2, 5, W, where=c.ys < t + 4)
            c.rect(cx - b.rx - 1, t + 3, cx + b.rx + 1, t + 5, b.role("A"))

        return none, front
    if style == "deerstalker":

        def front():
            c.ellipse(cx, b.cy - 2, b.rx + 3, b.ry + 2, H, where=c.ys < t + 8)
            for x in range(cx - b.rx - 2, cx + b.rx + 3, 3):
                c.rect(x, t - 3, x, t + 7, h, where=c.has(H))
            brim(b, t + 7, b.rx + 7, H, 2)
            c.rect(cx - b.rx - 2, t + 7, cx - b.rx + 1, b.cy + 3, H)
            c.rect(cx + b.rx - 1, t + 7, cx + b.rx + 2, b.cy + 3, h)

        return none, front
    if style == "cowboy":

        def front():
            hair_cap(b, b.role("R", "H"), 9)
            brim(b, t + 5, 25, H, 3.5)
            c.rect(cx - 10, t - 7, cx + 10, t + 4, H)
            c.ellipse(cx, t - 7, 10, 3, h)
            c.rect(cx - 10, t + 1, cx + 10, t + 3, b.role("R", "h"))
            c.poly([(cx - 6, b.cy + 6), (cx + 6, b.cy + 6), (cx + 7, b.cy + 9), (cx - 7, b.cy + 9)], h)

        return none, front
    if style == "cap":

        def front():
            hair_cap(b, b.role("R", "H"), 9)
            c.ellipse(cx, b.cy - 3, b.rx + 2, b.ry, H, where=c.ys < t + 6)
            c.ellipse(cx - 6, t + 6, 10, 2.5, h)

        return none, front
    if style == "tonsure":

        def front():
            c.ellipse(cx, b.cy - 1, b.rx + 2, b.ry + 1, H, where=(c.ys < t + 8) & (c.ys > t + 3))
            c.ellipse(cx, t + 4, 7, 3, "S")

        return none, front
    if style == "toque":

        def front():
            hair_cap(b, H, 8)
            W, shade = b.role("W", "C"), b.role("c", "W")
            c.rect(cx - 11, t - 5, cx + 11, t + 3, W)
            c.ellipse(cx - 7, t - 8, 7, 6, W)
            c.ellipse(cx + 7, t - 8, 7, 6, W)
            c.ellipse(cx, t - 10, 8, 6, W)
            c.rect(cx - 11, t + 1, cx + 11, t + 3, shade)
            c.line(cx - 3, t - 8, cx - 3, t - 1, shade)
            c.line(cx + 4, t - 8, cx + 4, t - 1, shade)

        return none, front
    if style == "mirror":

        def front():
            hair_cap(b, H, 8)
            c.rect(cx - b.rx - 1, t + 4, cx + b.rx + 1, t + 5, b.role("c", "E"))
            c.ellipse(cx - 5, t + 4, 5, 5, b.role("G", "W"))
            c.ellipse(cx - 6, t + 3, 2, 2, b.role("W", "G"))

        return none, front
    if style == "ninja":

        def back():
            c.ellipse(cx, b.cy + 2, b.rx + 4, b.ry + 6, H)

        def front():
            c.paint(
                c.ellipse_mask(cx, b.cy, b.rx + 2, b.ry + 2) & ~c.rect_mask(cx - b.rx, b.cy - 3, cx + b.rx, b.cy + 3), H
            )
            c.rect(cx - b.rx - 1, t + 4, cx + b.rx + 1, t + 6, b.role("A"))
            c.poly(
                [(cx + b.rx, t + 5), (cx + b.rx + 9, t + 10), (cx + b.rx + 7, t + 13), (cx + b.rx, t + 7)], b.role("A")
            )

        return back, front
    if style == "dome":

        def back():
            c.ellipse(cx, b.cy + 1, b.rx + 8, b.ry + 8, b.role("V", "W"))

        def front():
            c.ellipse(cx - 9, b.cy - 10, 3, 5, b.role("W"))
            hair_cap(b, b.role("m", "E"), 7)

        return back, front
    if style == "dwarf":

        def front():
            M, m = b.role("M"), b.role("m", "M")
            c.ellipse(cx, b.cy - 2, b.rx + 3, b.ry + 1, M, where=c.ys < t + 8)
            c.rect(cx - b.rx - 2, t + 7, cx + b.rx + 2, t + 8, m)
            horn = b.role("A", "W")
            c.poly(
                [(cx - b.rx - 1, t + 4), (cx - b.rx - 8, t - 6), (cx - b.rx - 5, t - 7), (cx - b.rx + 3, t + 2)], horn
            )
            c.poly(
                [(cx + b.rx + 1, t + 4), (cx + b.rx + 8, t - 6), (cx + b.rx + 5, t - 7), (cx + b.rx - 3, t + 2)], horn
            )
            R, r = b.role("R"), b.role("r", "R")
            c.poly([(cx - 13, b.cy + 2), (cx + 13, b.cy + 2), (cx + 11, b.cy + 20), (cx, b.cy + 26),
                    (cx - 11, b.cy + 20)], R)  # fmt: skip
            c.poly([(cx + 4, b.cy + 6), (cx + 13, b.cy + 2), (cx + 11, b.cy + 20), (cx + 2, b.cy + 25)], r)
            c.ellipse(cx, b.cy + 4, 7, 2.5, R)
            c.rect(cx - 2, b.cy + 7, cx + 2, b.cy + 7, "s")

        return none, front
    if style == "feather":

        def front():
            hair_cap(b, b.role("R", "H"), 8)
            c.ellipse(cx - 2, t + 1, b.rx + 4, 6, H, where=c.ys < t + 4)
            c.rect(cx - b.rx - 2, t + 2, cx + b.rx + 1, t + 4, h)
            Q = b.role("W", "Q")
            c.poly([(cx + 8, t + 1), (cx + 16, t - 14), (cx + 19, t - 12), (cx + 11, t + 2)], Q)
            c.line(cx + 9, t + 1, cx + 17, t - 12, b.role("Q", "A"))

        return none, front
    return none, lambda: hair_cap(b)


def frames(character: dict) -> list[list[str]]:
    """The portrait of one person as role grids, one per expression (EXPRESSIONS order)."""
    kind, head, clothes = character["look"][:3]
    out = []
    for expression in EXPRESSIONS:
        b = Bust(character["colours"], character["age"], character["gender"], kind == "child")
        back, front = draw_hair(b, head)
        back()
        body(b, clothes)
        neck(b)
        face(b)
        features(b, expression)
        front()
        b.c.border("Ss", "HhMmWCcARrGVQX", "K")
        b.c.outline("K")
        out.append(b.c.rows())
    return out


def portrayed(characters: dict) -> list[str]:
    """The sprites that get a portrait: the people."""
    return [sid for sid, c in characters.items() if c["kind"] == "person"]
