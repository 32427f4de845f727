"""The puny pack's puzzle rooms (CC0): three themes (tomb, warehouse, vault) with the pieces of
block-pushing levels.

Each room has a floor, a wall, a path, a gate and a chest like every theme (so an adventure scene
can use it too), and the pieces a puzzle board needs, all props (the layout generator never
scatters a prop), found by name: crate, crate on goal, goal, ice, switch, switch door, switch door
open, key, lock, exit, exit open. Templates and tables work as in draw_tiles.py and places.py;
roles: K outline, a/b/c floor, w/x/y stone or brick, p/q/r wood, e/f the glow (goals, keys, the
switch's light), u/v ice, W white.
"""

from __future__ import annotations

T: dict[str, str] = {}
F: dict[str, str] = {}

F["crate"] = """
KKKKKKKKKKKKKKKK
KqqqqqqqqqqqqqqK
KqKKKKKKKKKKKKrK
KqKppppppppppKrK
KqKqKppppppKqKrK
KqKpqKppppKqpKrK
KqKppqKppKqppKrK
KqKpppqKKqpppKrK
KqKpppKqqKpppKrK
KqKppKqppqKppKrK
KqKpKqppppqKpKrK
KqKKqppppppqKKrK
KqKKKKKKKKKKKKrK
KqrrrrrrrrrrrrrK
KrrrrrrrrrrrrrrK
KKKKKKKKKKKKKKKK"""
F["crate_goal"] = """
eeeeeeeeeeeeeeee
effffffffffffffe
efKKKKKKKKKKKKfe
efKqqqqqqqqqqKfe
efKqKKKKKKKKrKfe
efKqKppppppKrKfe
efKqKqKppKqKrKfe
efKqKpqKKqpKrKfe
efKqKpKqqKpKrKfe
efKqKqKppKqKrKfe
efKqKppppppKrKfe
efKqKKKKKKKKrKfe
efKrrrrrrrrrrKfe
efKKKKKKKKKKKKfe
effffffffffffffe
eeeeeeeeeeeeeeee"""
T["goal"] = """
................
................
..eeeeeeeeeeee..
..effffffffffe..
..ef........fe..
..ef.eeeeee.fe..
..ef.effffe.fe..
..ef.efWWfe.fe..
..ef.efWWfe.fe..
..ef.effffe.fe..
..ef.eeeeee.fe..
..ef........fe..
..effffffffffe..
..eeeeeeeeeeee..
................
................"""
F["ice"] = """
uuuuuuuuuuuuuuuu
uvvvvuuuuuuuuvvu
uvWWvuuuuuuuvvuu
uvWvuuuuuuuvvuuu
uvvuuuuuuuvvuuuu
uuuuuuuuuvvuuuuu
uuuuuuuuvvuuuuuu
uuuuuuuvvuuuuuuu
uuuuuuuuuuuuuvvu
uuuvvuuuuuuuvWvu
uuvvuuuuuuuvWWvu
uvvuuuuuuuuvvvvu
uuuuuuuuuuuuuuuu
uuuuuvvuuuuuuuuu
uuuuvvuuuuuuuuuu
uuuuuuuuuuuuuuuu"""
T["switch"] = """
................
................
...KKKKKKKKKK...
..KxxxxxxxxxxK..
..KxwwwwwwwwyK..
..KxwKKKKKKwyK..
..KxwKeeeeKwyK..
..KxwKeffeKwyK..
..KxwKeffeKwyK..
..KxwKeeeeKwyK..
..KxwKKKKKKwyK..
..KxwwwwwwwwyK..
..KyyyyyyyyyyK..
...KKKKKKKKKK...
................
................"""
F["bars_shut"] = """
KKKKKKKKKKKKKKKK
KxxxxxxxxxxxxxxK
KwKKKKKKKKKKKKyK
KwKxKKxKKxKKxKyK
KwKwKKwKKwKKwKyK
KwKwKKwKKwKKwKyK
KwKwKKwKKwKKwKyK
KweeeeeeeeeeeeyK
KwKwKKwKKwKKwKyK
KwKwKKwKKwKKwKyK
KwKwKKwKKwKKwKyK
KwKwKKwKKwKKwKyK
KwKyKKyKKyKKyKyK
KwKKKKKKKKKKKKyK
KyyyyyyyyyyyyyyK
KKKKKKKKKKKKKKKK"""
T["bars_open"] = """
KKK..........KKK
KwK..........KyK
KwK..........KyK
KwK..........KyK
KwK..........KyK
KwK..........KyK
KwK..........KyK
KeK..........KeK
KwK..........KyK
KwK..........KyK
KwK..........KyK
KwK..........KyK
KwK..........KyK
KwK..........KyK
KyK..........KyK
KKK..........KKK"""
T["key"] = """
................
................
................
....KKKK........
...KffffK.......
..KfeKKefK......
..KfK..KfKKKKKK.
..KfK..KfffffffK
..KfeKKefKKfKfK.
...KffffK..K.K..
....KKKK........
................
................
................
................
................"""
F["lock"] = """
KKKKKKKKKKKKKKKK
KyyyyyyyyyyyyyyK
KyKKKKKKKKKKKKyK
KyKqppppppppqKyK
KyKKKKKKKKKKKKyK
KyKqppppppppqKyK
KyKqppKffKppqKyK
KyKqpKfeefKpqKyK
KyKqpKfKKfKpqKyK
KyKqppKKKKppqKyK
KyKqppKffKppqKyK
KyKKKKKKKKKKKKyK
KyKqppppppppqKyK
KyKqppppppppqKyK
KyKrrrrrrrrrrKyK
KKKKKKKKKKKKKKKK"""
F["exit"] = """
KKKKKKKKKKKKKKKK
KxxxxxxxxxxxxxyK
KxKKKKKKKKKKKKyK
KxKwwwwKKwwwwKyK
KxKwxxwKKwxxwKyK
KxKwwwwKKwwwwKyK
KxKwwwwKKwwwwKyK
KxKwweeKKeewwKyK
KxKwweeKKeewwKyK
KxKwwwwKKwwwwKyK
KxKwxxwKKwxxwKyK
KxKwwwwKKwwwwKyK
KxKwwwwKKwwwwKyK
KxKyyyyKKyyyyKyK
KxKKKKKKKKKKKKyK
KyyyyyyyyyyyyyyK"""
F["exit_open"] = """
KKKKKKKKKKKKKKKK
KxxxxxxxxxxxxxyK
KxKKKKKKKKKKKKyK
KxKKKKKKKKKKKKyK
KxKwwwwwwwwwwKyK
KxKyyyyyyyyyyKyK
KxKKKKKKKKKKKKyK
KxKxwwwwwwwwxKyK
KxKyyyyyyyyyyKyK
KxKKKKKKKKKKKKyK
KxKxxwwwwwwxxKyK
KxKyyyyyyyyyyKyK
KxKxxxwwwwxxxKyK
KxKyyyyyyyyyyKyK
KxKxxxxxxxxxxKyK
KyyyyyyyyyyyyyyK"""

# every room's pieces: (legend char, name, kind, passable, template, floor roles)
PIECES = [
    ("B", "crate", "prop", "blocking", "crate", ""),
    ("*", "crate on goal", "prop", "blocking", "crate_goal", ""),
    ("o", "goal", "prop", "walkable", "goal", "abc"),
    ("i", "ice", "prop", "walkable", "ice", ""),
    ("s", "switch", "prop", "walkable", "switch", "abc"),
    ("d", "switch door", "prop", "blocking", "bars_shut", ""),
    ("n", "switch door open", "prop", "walkable", "bars_open", "abc"),
    ("k", "key", "prop", "walkable", "key", "abc"),
    ("l", "lock", "prop", "blocking", "lock", ""),
    ("E", "exit", "prop", "blocking", "exit", ""),
    ("e", "exit open", "prop", "walkable", "exit_open", ""),
]

# theme: (description, aliases, indoor)
THEMES = {
    "tomb": (
        "a sandstone burial chamber for block-pushing puzzles: crates, glowing floor tiles, switches, keys and a sealed exit",
        ["burial chamber", "pharaoh tomb", "sandstone chamber", "sun chamber"],
        False,
    ),
    "warehouse": (
        "a warehouse for block-pushing puzzles: crates, painted floor marks, switches, keys and a loading door",
        ["storehouse", "depot", "storeroom", "stockroom"],
        False,
    ),
    "vault": (
        "a dark stone vault for block-pushing puzzles: crates, rune-lit floor tiles, switches, keys and a sealed exit",
        ["treasure vault", "strongroom", "rune chamber", "puzzle vault"],
        False,
    ),
}

_FRAME = [
    (".", "{floor}", "floor", "walkable", "floor", "abc"),
    (",", "{decor}", "decor", "walkable", "pebbles", "abc"),
    (":", "{path}", "path", "walkable", "{path_tpl}", ""),
    ("#", "{wall}", "wall", "blocking", "brick", ""),
    ("G", "{gate}", "gate", "blocking", "bars", "abc"),
    ("$", "chest", "prop", "walkable", "chest", "abc"),
]
_NAMES = {
    "tomb": dict(
        floor="sandstone floor",
        decor="cracked sandstone",
        path="paving",
        path_tpl="cobble",
        wall="hieroglyph wall",
        gate="sandstone gate",
    ),
    "warehouse": dict(
        floor="concrete floor", decor="oil stain", path="boards", path_tpl="planks", wall="brick wall", gate="shutter"
    ),
    "vault": dict(
        floor="flagstones",
        decor="cracked stones",
        path="rune path",
        path_tpl="cobble",
        wall="vault wall",
        gate="portcullis",
    ),
}
TILESETS = {
    theme: [
        (ch, name.format(**names), kind, passable, template.format(**names), floor)
        for ch, name, kind, passable, template, floor in _FRAME
    ]
    + PIECES
    for theme, names in _NAMES.items()
}

PALETTES = {
    "tomb": dict(
        K="#2a1a14", a="#e0c084", b="#ecd49c", c="#c8a468", w="#c89058", x="#e0ac70", y="#8e5e34",
        p="#a86a34", q="#cc8a48", r="#6e4220", e="#d89020", f="#ffe070", u="#78b8e8", v="#c8ecff", W="#ffffff",
    ),
    "warehouse": dict(
        K="#1c1410", a="#9a948a", b="#aea89c", c="#7e786e", w="#a04a34", x="#c0644a", y="#6a2c20",
        p="#b8803c", q="#d8a058", r="#7a4e22", e="#d8b818", f="#fff070", u="#80c0e8", v="#d0f0ff", W="#ffffff",
    ),
    "vault": dict(
        K="#101018", a="#4a4a5e", b="#5c5c72", c="#3a3a4a", w="#6a6a80", x="#8a8aa0", y="#3c3c4c",
        p="#8a5a30", q="#a87440", r="#5a3a20", e="#2aa0c8", f="#a0f0ff", u="#6aa8e0", v="#c0e8ff", W="#ffffff",
    ),
}  # fmt: skip

# the shared templates in these rooms' colours: the chest's gold and wood, the planks' outline
ROLE_SWAP = {
    (theme, template): swap
    for theme in THEMES
    for template, swap in {
        "chest": {"k": "f", "m": "p", "n": "r"},
        "bars": {"c": "c"},
    }.items()
}
