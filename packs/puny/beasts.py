"""Animals and creatures of the puny pack (CC0), hand-drawn frame by frame.

Each figure has two frames facing down, up and left (right is left mirrored). A frame given as
None is the previous one bobbing: the same pixels one row lower, for floaters and hoppers.
Roles as in draw_sprites.py: K outline, C/c body, H/h second colour (mane, shell, belly), E eye,
W white, A accent, G gold or horn, R tongue or extra, M/m claws and metal.
"""

from __future__ import annotations

FIGURES: dict[str, dict] = {}


def _grid(template: str) -> list[list[str]]:
    return [list(r) for r in template.strip("\n").split("\n")]


def _bob(grid: list[list[str]]) -> list[list[str]]:
    blank = ["."] * len(grid[0])
    return [list(blank)] + [list(r) for r in grid[:-1]]


def _second(first: list[list[str]], second) -> list[list[str]]:
    """The walk frame after `first`: None bobs the whole figure a row down, "sink" lowers
    everything above the last three rows (the legs) by one, a dict replaces the rows it names,
    a template is drawn as it is."""
    if second is None:
        return _bob(first)
    if second == "sink":
        n = len(first)
        return [["."] * n] + [list(r) for r in first[: n - 4]] + [list(r) for r in first[n - 3 :]]
    if isinstance(second, dict):
        out = [list(r) for r in first]
        for y, row in second.items():
            out[y] = list(row)
        return out
    return _grid(second)


def figure_frames(name: str) -> list[list[list[str]]]:
    """down0 down1 up0 up1 left0 left1 right0 right1 of a figure, as role grids."""
    from bosses import BOSSES
    from ships import SHIPS

    spec = FIGURES.get(name) or BOSSES.get(name) or SHIPS[name]
    out = []
    for direction in ("down", "up", "left"):
        first, second = spec[direction]
        a = _grid(first)
        b = _second(a, second)
        size = len(a)
        for g in (a, b):
            if len(g) != size or any(len(r) != size for r in g):
                raise SystemExit(f"{name} {direction}: frames must be {size}x{size}")
        out += [a, b]
    return out + [[r[::-1] for r in out[4]], [r[::-1] for r in out[5]]]


# Side views share their legs: standing (feet under the body) and striding (feet apart).

FIGURES["dog"] = {
    "down": (
        """
................
................
..KK........KK..
.KHHK......KHHK.
.KHHKKKKKKKKHHK.
.KHHCCCCCCCCHHK.
.KHKCECCCCECKHK.
..KKCCCWWCCCKK..
...KCCWKKWCCK...
....KCWRRWCK....
....KAAGGAAK....
...KCCCWWCCCK...
...KCCCWWCCCK...
...KcKCKKCKcK...
....KWK..KWK....
....KK....KK....""",
        "sink",
    ),
    "up": (
        """
................
................
..KK........KK..
.KHHK......KHHK.
.KHHKKKKKKKKHHK.
.KHHCCCCCCCCHHK.
.KHKCCCCCCCCKHK.
..KKCCCCCCCCKK..
...KKCCCCCCKK.K.
....KAAAAAAK.KCK
...KCCCCCCCCKCK.
...KCCCCCCCCKK..
...KcCCCCCCcK...
...KcKCKKCKcK...
....KCK..KCK....
....KK....KK....""",
        "sink",
    ),
    "left": (
        """
................
................
..KK............
.KHHKKK.........
.KHHCCCK........
.KHHCECCK.....K.
KKHCCCCCK....KCK
KCCCCCCCK...KCK.
KKWWCCCCKKKKKCK.
.KKWWAGCCCCCCK..
...KCCCCCCCCCK..
...KCWWCCCCCcK..
...KCKKKKKKKcK..
....KCK...KCK...
....KWK...KWK...
....KK....KK....""",
        {13: "...KCK.....KCK..", 14: "..KWK.......KWK.", 15: "..KK.........KK."},
    ),
}

FIGURES["cat"] = {
    "down": (
        """
................
................
................
...K........K...
..KCK......KCK..
..KRCK....KCRK..
..KCCKKKKKKCCK..
..KCcCCcCCcCCK..
..KCKEKCCKEKCK..
..KCCCCRRCCCCK..
...KCCWWWWCCK...
....KKWWWWKK..K.
....KCCWWCCK.KcK
....KCCWWCCKKCK.
....KWKKKKWKKK..
....KK....KK....""",
        "sink",
    ),
    "up": (
        """
................
................
................
...K........K...
..KCK......KCK..
..KCCK....KCCK..
..KCCKKKKKKCCK..
..KCcCCcCCcCCK..
..KCCCCCCCCCCK..
..KCcCCcCCcCCK..
...KCCCCCCCCK...
....KKCCCCKK....
....KCCKKCCK....
....KCCKcKCK....
....KWKKcKWK....
....KK..KK......""",
        "sink",
    ),
    "left": (
        """
................
................
................
................
..K..K..........
.KCKKCK.........
.KRCCCCK........
.KCcCcCK........
KKEKCCCK......K.
KRCCCCCK.....KcK
.KWWCCCKKKKKKCK.
..KWWCcCCcCCKK..
...KCCCCCCCCK...
...KCKKKKKKCK...
...KWK....KWK...
...KK.....KK....""",
        {13: "...KCKKKKKKCK...", 14: "..KWK......KWK..", 15: "..KK........KK.."},
    ),
}

FIGURES["wolf"] = {
    "down": (
        """
................
..K..........K..
.KCK........KCK.
.KCCK......KCCK.
.KCRCKKKKKKCRCK.
.KCCCCCCCCCCCCK.
.KCKEKCCCCKEKCK.
.KCCCCCWWCCCCCK.
..KCCCWKKWCCCK..
..KcCCWWWWCCcK..
...KKCWWWWCKK...
...KCCCWWCCCK...
..KcCCCWWCCCcK..
..KcKCCKKCCKcK..
...KWK....KWK...
...KK......KK...""",
        "sink",
    ),
    "up": (
        """
................
..K..........K..
.KCK........KCK.
.KCCK......KCCK.
.KCCCKKKKKKCCCK.
.KCCCCCCCCCCCCK.
.KCCCCCCCCCCCCK.
.KcCCCCCCCCCCcK.
..KcCCCCCCCCcK..
..KcCCCCCCCCcK..
...KKCCKKCCKK...
...KCCKcCKCCK...
..KcCKCCCCKCcK..
..KcKKCcCCKKcK..
...KWK.KK.KWK...
...KK......KK...""",
        "sink",
    ),
    "left": (
        """
................
................
..KK............
.KCK............
.KCRKK..........
.KCCCCK.........
KECCCCCK........
KKCCCCCKKKKKKK..
.KWWCCCCCCCCCcKK
..KWWCCCCCCCCccK
...KCCCCCCCCcKcK
...KCCCCCCCcK.KK
...KCKKKKKKcK...
...KCK....KCK...
...KWK....KWK...
...KK.....KK....""",
        {12: "...KCKKKKKKCK...", 13: "..KCK......KCK..", 14: "..KWK......KWK..", 15: "..KK........KK.."},
    ),
}

FIGURES["fox"] = {
    "down": (
        """
................
..K..........K..
.KCK........KCK.
.KKCK......KCKK.
.KCKCKKKKKKCKCK.
.KCCCCCCCCCCCCK.
.KWCKEKCCKEKCWK.
..KWWCCCCCCWWK..
...KKWWKKWWKK...
.....KWWWWK.....
....KCCWWCCK.KK.
....KCCWWCCKKCCK
....KCCWWCCKCWCK
....KCCCCCCKKWK.
....KKKKKKKKKK..
....KK....KK....""",
        "sink",
    ),
    "up": (
        """
................
..K..........K..
.KCK........KCK.
.KKCK......KCKK.
.KCKCKKKKKKCKCK.
.KCCCCCCCCCCCCK.
.KCCCCCCCCCCCCK.
..KCCCCCCCCCCK..
...KKCCCCCCKK...
.....KCCCCK.....
....KCCKKCCK....
....KCKCCKCK....
....KCKCCKCK....
....KCKCWKCK....
....KKKKWKKK....
....KK.KK.KK....""",
        "sink",
    ),
    "left": (
        """
................
................
...K............
..KCK...........
..KKCK..........
.KCCCCK.........
KKCECCCK........
KKCCCCCK........
.KKWWCCKKKKKK...
...KWWCCCCCCKKK.
...KCCCCCCCCKCCK
...KCCCCCCCKCCWK
...KCKKKKKCKKWWK
...KBK....KBKKK.
...KBK....KBK...
...KK.....KK....""",
        {12: "...KCKKKKKKKKWWK", 13: "..KBK......KBKK.", 14: "..KBK......KBK..", 15: "..KK........KK.."},
    ),
}

FIGURES["horse"] = {
    "down": (
        """
....KK....KK....
....KCK..KCK....
....KCHHHHCK....
....KCHHHHCK....
...KECCWWCCEK...
....KCCWWCCK....
....KCCWWCCK....
....KCCCCCCK....
....KcKccKcK....
...KKKccccKKK...
..KCCCKKKKCCCK..
..KCCCCCCCCCCK..
..KcCCCCCCCCcK..
...KCKKCCKKCK...
...KBK.KK.KBK...
...KK......KK...""",
        "sink",
    ),
    "up": (
        """
....KK....KK....
....KCK..KCK....
.....KHHHHK.....
....KCHHHHCK....
....KCCHHCCK....
....KCCHHCCK....
....KCCHHCCK....
...KKCCHHCCKK...
..KCCCCCCCCCCK..
.KCCCCCCCCCCCCK.
.KcCCCCKKCCCCcK.
.KcCCCKHHKCCCcK.
..KKCCKHHKCCKK..
...KCK.KHK.KCK..
...KBK.KK..KBK..
...KK......KK...""",
        "sink",
    ),
    "left": (
        """
................
...KK...........
..KCHK..........
.KCCHHK.........
KECCCHHK........
KCCCCCHHK.......
KWCKCCCHHKKKKKK.
.KK.KCCCCCCCCCcK
....KCCCCCCCCCcK
....KCCCCCCCCcKH
....KCKKKKKKKCKH
....KCK.....KCKH
....KCK.....KCK.
....KCK.....KCK.
....KBK.....KBK.
....KK......KK..""",
        {
            11: "...KCK.......KCK",
            12: "...KCK.......KCK",
            13: "..KCK.........KC",
            14: "..KBK.........KB",
            15: "..KK..........KK",
        },
    ),
}


def _with_horn(spec: dict) -> dict:
    """The horse with a golden horn: a unicorn."""
    horn = {
        "down": {0: "....KK.KK.KK....", 1: "....KCKGKKCK....", 2: "....KCHGHHCK...."},
        "up": {0: "....KK.KK.KK....", 1: "....KCKGKKCK....", 2: ".....KHGHHK....."},
        "left": {0: "KK..............", 1: "KGK.KK..........", 2: ".KGKCHK........."},
    }
    out = {}
    for d, (first, second) in spec.items():
        rows = first.strip("\n").split("\n")
        for y, row in horn[d].items():
            rows[y] = row
        out[d] = ("\n" + "\n".join(rows), second)
    return out


FIGURES["unicorn"] = _with_horn(FIGURES["horse"])

FIGURES["bear"] = {
    "down": (
        """
................
..KKK......KKK..
.KCcCK....KCcCK.
.KCCCKKKKKKCCCK.
..KCCCCCCCCCCK..
.KCCCCCCCCCCCCK.
.KCCKECCCCEKCCK.
.KCCCCHHHHCCCCK.
..KCCHHKKHHCCK..
..KCCCHHHHCCCK..
.KCCKCCCCCCKCCK.
KCCCKCCHHCCKCCCK
KcCCKCHHHHCKCCcK
.KKKKCCHHCCKKKK.
...KCCKKKKCCK...
...KKKK..KKKK...""",
        "sink",
    ),
    "up": (
        """
................
..KKK......KKK..
.KCcCK....KCcCK.
.KCCCKKKKKKCCCK.
..KCCCCCCCCCCK..
.KCCCCCCCCCCCCK.
.KCCCCCCCCCCCCK.
.KcCCCCCCCCCCcK.
..KcCCCCCCCCcK..
..KKKCCCCCCKKK..
.KCCCCCCCCCCCCK.
KCCCCCCCCCCCCCCK
KcCCCCCKKCCCCCcK
.KKcCCKHHKCCcKK.
...KCCKKKKCCK...
...KKKK..KKKK...""",
        "sink",
    ),
    "left": (
        """
................
................
...KK...........
..KCcK..........
.KCCCCKKKKKKK...
KCCECCCCCCCCCK..
KHHCCCCCCCCCCcK.
KKHHCCCCCCCCCCcK
.KKKCCCCCCCCCCcK
...KCCCCCCCCCCcK
...KCCCCCCCCCCcK
...KCCCKKKKKCCcK
...KCCK....KCCK.
...KCCK....KCCK.
...KKKK....KKKK.
................""",
        {
            11: "...KCCCKKKKKCCcK",
            12: "..KCCK......KCCK",
            13: "..KCCK......KCCK",
            14: "..KKKK......KKKK",
        },
    ),
}

FIGURES["rabbit"] = {
    "down": (
        """
...KKK....KKK...
...KCRK..KRCK...
...KCRK..KRCK...
...KCRK..KRCK...
....KCKKKKCK....
...KCCCCCCCCK...
..KCCCCCCCCCCK..
..KCKECCCCEKCK..
..KCCCCRRCCCCK..
...KCCCKKCCCK...
...KKCCCCCCKK...
..KCCKCCCCKCCK..
..KCCCCCCCCCCK..
..KcCCCCCCCCcK..
...KCCKKKKCCK...
....KK....KK....""",
        None,
    ),
    "up": (
        """
...KKK....KKK...
...KCcK..KcCK...
...KCcK..KcCK...
...KCcK..KcCK...
....KCKKKKCK....
...KCCCCCCCCK...
..KCCCCCCCCCCK..
..KCCCCCCCCCCK..
..KcCCCCCCCCcK..
...KcCCCCCCcK...
...KKCCCCCCKK...
..KCCCCKKCCCCK..
..KCCCKWWKCCCK..
..KcCCKWWKCCcK..
...KCCKKKKCCK...
....KK....KK....""",
        None,
    ),
    "left": (
        """
................
................
......KKK.......
.....KCCRK......
......KCCRK.....
...KKKKKCCK.....
..KCCCCCKK......
.KCECCCCCK......
.KCCCCCCCCKKK...
KRCCCCCCCCCCCK..
.KKCCCCCCCCCCcK.
...KCCCCCCCCCcWK
...KCCCCCCCCcKWK
...KcCKKKKKcCKK.
..KCCK...KCCCK..
..KKK....KKKK...""",
        None,
    ),
}

FIGURES["frog"] = {
    "down": (
        """
................
................
................
...KKK....KKK...
..KWWWK..KWWWK..
..KWEWKKKKWEWK..
.KCCCCCCCCCCCCK.
KCCcCCCCCCCCcCCK
KCCCCCCCCCCCCCCK
KCCCKKKKKKKKCCCK
.KCCCHHHHHHCCCK.
KCCKCHHHHHHCKCCK
KCCKCHHHHHHCKCCK
KCCCKKCCCCKKCCCK
KKCCK.KKKK.KCCKK
.KKKK......KKKK.""",
        None,
    ),
    "up": (
        """
................
................
................
...KKK....KKK...
..KCCCK..KCCCK..
..KCCCKKKKCCCK..
.KCCCCCCCCCCCCK.
KCCcCCCCCCcCCCCK
KCCCCCcCCCCCcCCK
KCcCCCCCCcCCCCCK
.KCCCCcCCCCCCCK.
KCCKCCCCCCCcKCCK
KCCKCcCCCCCCKCCK
KCCCKKCCCCKKCCCK
KKCCK.KKKK.KCCKK
.KKKK......KKKK.""",
        None,
    ),
    "left": (
        """
................
................
................
................
................
...KKK..........
..KWEWK.........
.KCWWWCKKKKK....
KCCCCCCCCCCCK...
KKKKKCCCCCCCCK..
.KHHHKCCCcCCCK..
..KHHKCCCCCcCCK.
..KKKCCKKKCCCCK.
...KCCK..KCCCCK.
..KCCK..KCCCCK..
..KKKK..KKKKK...""",
        None,
    ),
}

FIGURES["fish"] = {
    "down": (
        """
................
................
................
.......KK.......
......KAAK......
.....KCCCCK.....
....KCCCCCCK....
...KWECCCCEWK...
..KAKCCCCCCKAK..
.KAAKCCKKCCKAAK.
..KAKCCKKCCKAK..
...KKCCCCCCKK...
....KHHHHHHK....
.....KHHHHK.....
......KAAK......
.....KAKKAK.....""",
        None,
    ),
    "up": (
        """
................
................
................
.......KK.......
......KAAK......
.....KCCCCK.....
....KCCCCCCK....
...KCCCCCCCCK...
..KAKCCCCCCKAK..
.KAAKCcCCcCKAAK.
..KAKCCcCCCKAK..
...KKCCCCcCKK...
....KCcCCCCK....
.....KCCCCK.....
......KAAK......
.....KAKKAK.....""",
        None,
    ),
    "left": (
        """
................
................
................
.....KKKK.......
....KAAAAK......
...KCCCCCCK...KK
..KCCCCCCCCK.KAK
.KCWWCCCCCCCKAAK
KCCWECCCCcCCCAAK
KKCCCCCCCCcCKAAK
.KHHHHAAHHHCKKAK
..KHHHHAHHHK..KK
...KKKKKKKK.....
................
................
................""",
        None,
    ),
}

FIGURES["owl"] = {
    "down": (
        """
................
..KK........KK..
..KCK......KCK..
..KCCKKKKKKCCK..
..KCCCCCCCCCCK..
.KCKKKCCCCKKKCK.
.KKWEWKCCKWEWKK.
.KKWWWKGGKWWWKK.
.KCKKKCKGKKKCCK.
KcCHHHHHHHHHHCcK
KcCHhHHhHHhHHCcK
KcCHHHHHHHHHHCcK
.KcHhHHhHHhHHcK.
..KHHHHHHHHHHK..
...KKGKKKKGKK...
....KGK..KGK....""",
        None,
    ),
    "up": (
        """
................
..KK........KK..
..KCK......KCK..
..KCCKKKKKKCCK..
..KCCCCCCCCCCK..
.KCCCCCCCCCCCCK.
.KCCCCCCCCCCCCK.
.KCCCCCCCCCCCCK.
.KcCCCCCCCCCCcK.
KcCcCCCCCCCCcCcK
KcCCcCCCCCCcCCcK
KcCCCcCCCCcCCCcK
.KcCCCcCCcCCCcK.
..KCCCCCCCCCCK..
...KKKKCCKKKK...
....KGK..KGK....""",
        None,
    ),
    "left": (
        """
................
......KK........
.....KCK........
....KCCCKKK.....
...KCCCCCCCK....
..KKKKCCCCCCK...
..KWEWKCCCCCK...
.KGKWKCCCCCcK...
KGGKKCCCCCCcK...
.KKHHHCCCCCccK..
..KHhHHCCCCccK..
..KHHHHCCCCccK..
..KHhHHHCCcccK..
...KHHHHCcccK...
....KKGKKKKK....
....KGK.........""",
        None,
    ),
}

FIGURES["snake"] = {
    "down": (
        """
................
................
................
................
......KKKK......
.....KCCCCK.....
....KCECCECK....
....KCCCCCCK....
.....KCCCCK.....
......KCCK......
....KKKCCKKK....
..KKCCCHHCCCKK..
.KCCCHHHHHHCCCK.
KCcCKKKKKKKKCcCK
KCCcCCCCCCCCcCCK
.KKKKKKKKKKKKKK.""",
        {8: ".....KCRRK......", 9: "......KRRK......", 10: "....KKKRKKKK...."},
    ),
    "up": (
        """
................
................
................
................
......KKKK......
.....KCCCCK.....
....KCcCCcCK....
....KCCccCCK....
.....KCCCCK.....
......KCCK......
....KKKCCKKK....
..KKCCCcCCCCKK..
.KCCCCcCCcCCCCK.
KCcCKKKKKKKKCcCK
KCCcCCcCCcCCcCCK
.KKKKKKKKKKKKKK.""",
        None,
    ),
    "left": (
        """
................
................
................
................
................
................
..KKKK..........
.KCECCK.........
KCCCCCK.........
.KKKCCK..KKKK...
...KCCK.KCCCCK..
...KCCKKCCKKCCK.
...KCCCCCK..KCcK
....KCCCK....KCK
.....KKK......K.
................""",
        {
            6: "................",
            7: "..KKKK..........",
            8: ".KCECCK.........",
            9: "KCCCCCKK..KKK...",
            10: ".KKKKCCK.KCCCK..",
            11: "....KCCKKCKKCCK.",
            12: "....KCCCCCK.KCcK",
            13: ".....KCCCK...KCK",
            14: "......KKK.....K.",
        },
    ),
}

FIGURES["spider"] = {
    "down": (
        """
................
................
.K............K.
.KK..........KK.
..KK..KKKK..KK..
...KKKCCCCKKK...
.KKKKCCccCCKKKK.
K...KCCCCCCK...K
..KKKCcCCcCKKK..
.K..KCCCCCCK..K.
K..KKKKCCKKKK..K
..K.KCEKKECK.K..
.K..KKCRRCKK..K.
K....KKKKKK....K
................
................""",
        {
            2: "................",
            3: ".K............K.",
            4: "..KK..KKKK..KK..",
            7: ".K..KCCCCCCK..K.",
            9: "K...KCCCCCCK...K",
            13: ".K...KKKKKK...K.",
            14: "K..............K",
        },
    ),
    "up": (
        """
................
................
.K............K.
.KK..........KK.
..KK..KKKK..KK..
...KKKCCCCKKK...
.KKKKCCccCCKKKK.
K...KCCccCCK...K
..KKKCcCCcCKKK..
.K..KCCccCCK..K.
K..KKCCccCCKK..K
..K.KCCCCCCK.K..
.K..KKCCCCKK..K.
K....KKKKKK....K
................
................""",
        {
            2: "................",
            3: ".K............K.",
            4: "..KK..KKKK..KK..",
            7: ".K..KCCccCCK..K.",
            9: "K...KCCccCCK...K",
            13: ".K...KKKKKK...K.",
            14: "K..............K",
        },
    ),
    "left": (
        """
................
................
................
................
.......KKKKK....
......KCCCCCK...
..KKKKCCccCCCK..
.KCEKCCCcCCcCK..
KRCCKCCCCCCCCK..
.KKKKKCCCCCCK...
.K.K.KKKKKKKK...
K.K.K.K.K.K..K..
K.K.K.K.K..K..K.
.K..K..K....K...
................
................""",
        {
            10: ".K.K.KKKKKKKK...",
            11: "..K.K.K.K.K.K...",
            12: ".K.K..K..K..K...",
            13: "K..K...K...K....",
        },
    ),
}

FIGURES["dragon"] = {
    "down": (
        """
................
...K........K...
..KGK.KKKK.KGK..
..KGKKCCCCKKGK..
.KK.KCCCCCCK.KK.
KAK.KCECCECK.KAK
KAAKKCCCCCCKKAAK
KAAAKCHWWHCKAAAK
KAAAAKCKKCKAAAAK
KAAAKCCHHCCKAAAK
.KAKCCHHHHCCKAK.
..KKCCHHHHCCKK..
...KCCHHHHCCK...
...KcCCHHCCcK...
...KCK.KK.KCK...
...KK......KK...""",
        {
            4: "KKK.KCCCCCCK.KKK",
            5: "KAAKKCECCECKKAAK",
            6: "KAAAKCCCCCCKAAAK",
            7: ".KAAKCHWWHCKAAK.",
            8: "..KAAKCKKCKAAK..",
            9: "...KKCCHHCCKK...",
        },
    ),
    "up": (
        """
................
...K........K...
..KGK.KKKK.KGK..
..KGKKCCCCKKGK..
.KK.KCCCCCCK.KK.
KAK.KCCCCCCK.KAK
KAAKKCCCCCCKKAAK
KAAAKCCCCCCKAAAK
KAAAAKCCCCKAAAAK
KAAAKCcCCcCKAAAK
.KAKCCCcCCCCKAK.
..KKCCCCcCCCKK..
...KCCCCCcCCK...
...KcCCKKKKCK...
...KCK.KCCK.....
...KK...KKK.....""",
        {
            4: "KKK.KCCCCCCK.KKK",
            5: "KAAKKCCCCCCKKAAK",
            6: "KAAAKCCCCCCKAAAK",
            7: ".KAAKCCCCCCKAAK.",
            8: "..KAAKCCCCKAAK..",
            9: "...KKCcCCcCKK...",
        },
    ),
    "left": (
        """
................
.....K..........
....KGK..KKK....
...KKGKKKAAAK...
..KCCCCK.KAAAK..
.KCECCCCKKAAAAK.
KCCCCCCCCKAAAK..
KHWKHCCCCKKAK...
.KKKKCCCCCCKK...
....KCHHCCCCCK..
....KHHHCCCCCCK.
....KHHCCCCCKCCK
....KCCKKKKCK.KK
....KCK...KCK...
....KCK...KCK...
....KK....KK....""",
        {
            2: "....KGK.........",
            3: "...KKGKK........",
            4: "..KCCCCK..KKK...",
            5: ".KCECCCCKKAAAK..",
            6: "KCCCCCCCCKAAAAK.",
            7: "KHWKHCCCCKAAAAAK",
            8: ".KKKKCCCCCKKKKK.",
        },
    ),
}


def _symmetric(half_rows: list[str]) -> str:
    """A template from its left half, mirrored into the right."""
    return "\n" + "\n".join(r + r[::-1] for r in half_rows)


def _crab_back(template: str) -> str:
    """The crab from behind: its eyes on their stalks hidden."""
    return template.replace("KWKKWK", "KKKKKK").replace("KKEKKEKK", "KKKKKKKK")


# The crab is symmetric: its left half, and the frame with the claws snapping.
CRAB_HALF = [
    "........",
    "........",
    ".KKK....",
    "KCCCK...",
    "KKKCK...",
    "KCCCK...",
    ".KCCK...",
    "..KCKKWK",
    "...KKKEK",
    "..KKCCCC",
    ".KCCCCCC",
    "KKCCHCCC",
    ".KCCCCCC",
    "KKKcCCcC",
    ".K.KKKKK",
    "........",
]
CRAB_SNAP = dict(enumerate(CRAB_HALF))
CRAB_SNAP.update(
    {2: "........", 3: ".KKK....", 4: "KCCCK...", 5: "KCKCK...", 6: "KCCK....", 13: "KKKcCCcC", 14: "K.K.KKKK"}
)
_crab0 = _symmetric(CRAB_HALF)
_crab1 = _symmetric([CRAB_SNAP[i] for i in range(16)])

FIGURES["crab"] = {
    "down": (_crab0, _crab1),
    "up": (_crab_back(_crab0), _crab_back(_crab1)),
    "left": (_crab1, _crab0),  # a crab walks sideways: facing left it shows its front
}

FIGURES["mouse"] = {
    "down": (
        """
................
................
................
................
..KKK......KKK..
.KCRRK....KRRCK.
.KCRRCKKKKCRRCK.
..KKCCCCCCCCKK..
...KCKECCEKCK...
...KCCCCCCCCK...
....KCCRRCCK....
...KKCWWWWCKK...
..KCCKWWWWKCCK..
...KKCWWWWCKK...
....KCKKKKCK....
....KK....KK....""",
        None,
    ),
    "up": (
        """
................
................
................
................
..KKK......KKK..
.KCccK....KccCK.
.KCccCKKKKCccCK.
..KKCCCCCCCCKK..
...KCCCCCCCCK...
...KCCCCCCCCK...
....KCCCCCCK....
...KKCCCCCCKK...
..KCCCCCCCCCCK..
...KKCCCCCCKKRK.
....KCKKKKCKRK..
....KK....KKK...""",
        None,
    ),
    "left": (
        """
................
................
................
................
................
....KKK.........
...KCRRK........
...KCRRCKK......
..KCCCCCCCKKK...
.KCECCCCCCCCCK..
KRCCCCCCCCCCCcK.
.KKCCCCCCCCCcK.K
...KCCCCCCCcK.KR
...KcCKKKKcKKRK.
...KK.....KRRK..
..........KK....""",
        None,
    ),
}

FIGURES["pig"] = {
    "down": (
        """
................
................
................
..KK........KK..
..KcK......KcK..
..KCCKKKKKKCCK..
..KCCCCCCCCCCK..
.KCCKECCCCEKCCK.
.KCCCCKRRKCCCCK.
.KCCCCKRRKCCCCK.
..KCCCCKKCCCCK..
..KCCCCCCCCCCK..
.KCCCCCCCCCCCCK.
.KcCCCCCCCCCCcK.
..KKKCKKKKCKKK..
...KKK....KKK...""",
        "sink",
    ),
    "up": (
        """
................
................
................
..KK........KK..
..KcK......KcK..
..KCCKKKKKKCCK..
..KCCCCCCCCCCK..
.KCCCCCCCCCCCCK.
.KCCCCCCCCCCCCK.
.KCCCCCCCCCCCCK.
..KCCCCKKCCCCK..
..KCCCKCRKCCCK..
.KCCCCCKRKCCCCK.
.KcCCCCCKCCCCcK.
..KKKCKKKKCKKK..
...KKK....KKK...""",
        "sink",
    ),
    "left": (
        """
................
................
................
................
....KK..........
...KcK..........
..KCCCKKKKKKKK..
.KECCCCCCCCCCCK.
KRCCCCCCCCCCCCKK
KRCCCCCCCCCCCKRK
.KKCCCCCCCCCCCK.
...KCCCCCCCCcK..
...KCKKKKKKCcK..
...KCK....KCK...
...KKK....KKK...
................""",
        {12: "...KCKKKKKKCcK..", 13: "..KCK......KCK..", 14: "..KKK......KKK.."},
    ),
}

_turtle = """
................
................
................
.....KKKKKK.....
..KK.KHHHHK.KK..
.KSSKHhHHhHKSSK.
..KKHHhhhhHHKK..
...KHhHHHHhHK...
...KHhHHHHhHK...
..KKHHhhhhHHKK..
.KSSKHhHHhHKSSK.
..KK.KHHHHK.KK..
......KSSK......
.....KSSSSK.....
.....KESSEK.....
......KKKK......"""
# From behind, the turtle is its front turned upside down, the eyes gone.
_turtle_back = "\n" + "\n".join(r.replace("E", "S") for r in _turtle.strip("\n").split("\n")[::-1])
FIGURES["turtle"] = {
    "down": (
        _turtle,
        {
            4: ".KK..KHHHHK..KK.",
            5: "KSSK.HhHHhHKSSK.".replace(".H", "KH"),
            10: ".KSSKHhHHhHKKSSK",
            11: ".KK..KHHHHK.KK..",
        },
    ),
    "up": (_turtle_back, None),
    "left": (
        """
................
................
................
................
................
................
.....KKKKKK.....
....KHhHHhHK....
...KHHhhhhHHK...
..KKHhHHHHhHHK..
.KSKHhHHHHhHHK..
KSEKKKKKKKKKKKK.
KSSSSKWWWWWWWKK.
.KKKSK..KSK..KK.
...KK...KK......
................""",
        {13: ".KKKK..KSK..KSK.", 14: "...KSK..KK...KK.", 15: "....K..........."},
    ),
}
