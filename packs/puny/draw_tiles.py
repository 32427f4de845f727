"""Tilesets of the puny pack (CC0): 16x16 metatiles per theme from ASCII templates.

Template characters are colour roles; each theme maps roles to its own colours (at most 15 per
theme). In object templates "." shows the theme's floor underneath. Floors and paths get a
seeded speckle so large areas do not look flat.
"""

from __future__ import annotations

import random

# ---- object templates ("." = floor underneath) ----
T = {}
T["tree"] = """
.....KKKKKK.....
...KKhhggggKK...
..KhhhggggggjK..
.KhhgggggggggjK.
.KhggggggggggjK.
KhggggggggggggjK
KhgggggggggggjjK
KggggggggggggjjK
.KgggggggggggjK.
.KjggggggggjjjK.
..KjjjjjjjjjjK..
...KKKKttKKKK...
......Kttc......
......KttK......
.....cKttKc.....
......cccc......"""
T["pine"] = """
.......KK.......
......KhgK......
.....KhggjK.....
....KhgggjjK....
.....KKggjKK....
....KhgggggjK...
...KhggggggjjK..
....KKggggjKK...
...KhgggggggjK..
..KhggggggggjjK.
.KhgggggggggjjjK
.KKKKKKKKKKKKKK.
.......Ktt......
.......KtK......
......cKtKc.....
.......ccc......"""
T["rock"] = """
................
................
................
.....KKKKKK.....
....KxxxwwwK....
...KxxwwwwwwK...
..KxxwwwwwwwyK..
..KxwwwwwwwwyK..
.KxwwwwwwwwwyyK.
.KwwwwwwwwwyyyK.
.KwwwwwwwwyyyyK.
..KyywwwwyyyyK..
...KKyyyyyyKK...
....cKKKKKKc....
.....cccccc.....
................"""
T["crystal"] = """
................
........K.......
.......KeK......
......KeffK.....
..K...KeffK.....
.KeK..KeffK..K..
.KefK.KeffK.KeK.
.KefK.KeffKKefK.
.KeffKKefffKeffK
..KeffKefffKefK.
..KeffKefffKefK.
...KeffKeffeffK.
...KKKKKKKKKKK..
....cccccccccc..
................
................"""
T["cactus"] = """
................
.......KK.......
......KhgK......
......KhgK......
..KK..KhgK......
.KhgK.KhgK..KK..
.KhgK.KhgK.KhgK.
.KhgKKKhgKKKhgK.
.KhggggggggggjK.
..KKKKKhgjKKKK..
......KhgjK.....
......KhgjK.....
......KhgjK.....
.....cKhgjKc....
......cKKKc.....
................"""
T["flowers"] = """
................
..e.............
.efe.......h....
..e.......hgh...
..g........g....
......f.........
.....fef........
......f....e....
......g...efe...
...........e....
..h.........g...
.hgh............
..g.....e.......
.......efe......
........e.......
................"""
T["pebbles"] = """
................
................
...yy...........
..yxwy..........
...yy.......y...
...........yxy..
............y...
......y.........
.....yxy........
......y.....yy..
...........yxwy.
...yy.......yy..
..yxwy..........
...yy.....y.....
.........yxy....
................"""
T["pillar"] = """
..KKKKKKKKKKKK..
..KxxxxxxxxxyK..
..KKKKKKKKKKKK..
...KxxwwwwwyK...
...KxwwwwwwyK...
...KxwwwwwwyK...
...KxwwwwwwyK...
...KxwwwwwwyK...
...KxwwwwwwyK...
...KxwwwwwwyK...
...KxwwwwwwyK...
...KxwwwwwwyK...
..KKKKKKKKKKKK..
..KxxxxxxxxxyK..
..KKKKKKKKKKKK..
...cccccccccc..."""
T["table"] = """
................
................
................
.KKKKKKKKKKKKKK.
.KppppppppppppK.
.KpqqqqqqqqqqrK.
.KpqeeqqqqqqqrK.
.KpqeeqqqqffqrK.
.KpqqqqqqqqqqrK.
.KrrrrrrrrrrrrK.
.KKKKKKKKKKKKKK.
.Kr.K......Kr.K.
.Kr.K......Kr.K.
.KKcc......KKcc.
................
................"""
T["bed"] = """
.KKKKKKKKKKKKKK.
.KrrrrrrrrrrrrK.
.KKKKKKKKKKKKKK.
.KWWWWWWWWWWWWK.
.KWWWWWWWWWWWvK.
.KKKKKKKKKKKKKK.
.KeeeeeeeeeeeeK.
.KefeeeeeefeeeK.
.KeeeeeeeeeeeeK.
.KeeefeeeeeefeK.
.KeeeeeeeeeeeeK.
.KfeeeeeefeeeeK.
.KeeeeeeeeeeeeK.
.KKKKKKKKKKKKKK.
.KrK........KrK.
..cc........cc.."""
T["shelf"] = """
KKKKKKKKKKKKKKKK
KrrrrrrrrrrrrrrK
KrKeKfKhKeKWKrrK
KrKeKfKhKeKWKrrK
KrKKKKKKKKKKKrrK
KrrrrrrrrrrrrrrK
KrKfKWKeKKhKKrrK
KrKfKWKeKKhKKrrK
KrKKKKKKKKKKKrrK
KrrrrrrrrrrrrrrK
KrKhKeKfKeKfKrrK
KrKhKeKfKeKfKrrK
KrKKKKKKKKKKKrrK
KrrrrrrrrrrrrrrK
KKKKKKKKKKKKKKKK
.cccccccccccccc."""

T["bars"] = """
KKKKKKKKKKKKKKKK
KxxxxxxxxxxxxxyK
KwwwwwwwwwwwwwyK
KKKKKKKKKKKKKKKK
.Kx.Kx.Kx.Kx.Kx.
.Kx.Kx.Kx.Kx.Kx.
.Kx.Kx.Kx.Kx.Kx.
KKKKKKKKKKKKKKKK
KxxxxxxxxxxxxxyK
KKKKKKKKKKKKKKKK
.Kx.Kx.Kx.Kx.Kx.
.Kx.Kx.Kx.Kx.Kx.
.Kx.Kx.Kx.Kx.Kx.
.Kw.Kw.Kw.Kw.Kw.
.KK.KK.KK.KK.KK.
.cc.cc.cc.cc.cc."""
T["rubble"] = """
................
.....KKKK.......
....KxxwwK.KKK..
...KxwwwwyKxwyK.
..KKKwwwyKwwwyK.
.KxxwKKyKwwwyyK.
.KxwwwwKKKKyyK..
KxwwwwyKxxwKKKK.
KwwwwyyKxwwwwyyK
KKwwyyKxwwwwwyyK
KxKKKKKwwwwyyyK.
KwwwyKKKwyyyyKK.
KwwyyyKxKKKKKxwK
.KKyyKwwwwwyyKK.
..cKKKKKKKKKKKc.
...cccccccccc..."""

T["chest"] = """
................
................
................
...KKKKKKKKKK...
..KmmmmmmmmmmK..
.KkmmmmmmmmmmkK.
.KknnnnnnnnnnkK.
.KKKKKKKKKKKKKK.
.KkmmmmKKmmmmkK.
.KkmmmKkkKmmmkK.
.KknnnKkkKnnnkK.
.KkmmmmKKmmmmkK.
.KknnnnnnnnnnkK.
.cKKKKKKKKKKKKc.
..cccccccccccc..
................"""

# ---- full-tile templates (no floor underneath) ----
F = {}
F["brick"] = """
yyyyyyyyyyyyyyyy
wwwwwwwyxwwwwwwy
wwwwwwwyxwwwwwwy
xxxxxxxyxxxxxxxy
yyyyyyyyyyyyyyyy
wwwyxwwwwwwwyxww
wwwyxwwwwwwwyxww
xxxyxxxxxxxxyxxx
yyyyyyyyyyyyyyyy
wwwwwwwyxwwwwwwy
wwwwwwwyxwwwwwwy
xxxxxxxyxxxxxxxy
yyyyyyyyyyyyyyyy
wwwyxwwwwwwwyxww
wwwyxwwwwwwwyxww
xxxyxxxxxxxxyxxx"""
F["cliff"] = """
KyywwwxxwwwwyyyK
ywwwxxxwwwwwwyyy
wwwxxwwwwwwwwwyy
wwxxwwwyywwwwwwy
wxxwwwyywwwxxwwy
wxwwwyyyywxxwwwy
wwwwyyKyywxwwwyy
ywwwwyywwwwwwyyy
yywwwwwwwwwwwyyK
Kyywwwxxwwwwyyyy
yywwxxxwwwwwwwyy
ywwxxwwwwyywwwwy
wwxxwwwwyyyywwwy
wwxwwwwwyyKywwyy
ywwwwwwwwyyywyyy
KyyyywwwwwyyyyyK"""
F["thicket"] = """
KjgghjKjjgghjjgK
jgghhgjjgghhggjj
gghhgggjghhgggjj
jgggggjjgggggjjK
Kjjgjjjhjjgjjjgh
hgjjKjghhgjjKjgh
hhggjjgghhggjjgg
gggggjggggggjggg
jggggjjgggggjjgj
KjjjjKjjjjjjKjjj
jhhgjjjghhgjjghh
ghhggjghhhggjghh
gggggjggggggjggg
jggggjjgggggjjgg
jjggjjKjjggjjjgj
KjjjjKKKjjjjKjjK"""
F["water"] = """
uuuuuuuuuuuuuuuu
uuuuuuuuuuuuuuuu
uuvvvuuuuuuuuuuu
uvuuuvuuuuuuuuuu
uuuuuuuuuuuzuuuu
uuuuuuuuuuuuuuuu
uuuuuuuuuvvvuuuu
uuuuuuuuvuuuvuuu
uuuzuuuuuuuuuuuu
uuuuuuuuuuuuuuuu
uuuuvvvuuuuuuuuu
uuuvuuuvuuuuuzuu
uuuuuuuuuuuuuuuu
uuuuuuuuuuuuvvvu
uuzuuuuuuuuvuuuv
uuuuuuuuuuuuuuuu"""
F["bridge"] = """
KrrrrrrrrrrrrrrK
KppppppppppppppK
KqqqqqqqqqqqqqqK
KrrrrrrrrrrrrrrK
KKKKKKKKKKKKKKKK
KppppppppppppppK
KqqqqqqqqqqqqqqK
KrrrrrrrrrrrrrrK
KKKKKKKKKKKKKKKK
KppppppppppppppK
KqqqqqqqqqqqqqqK
KrrrrrrrrrrrrrrK
KKKKKKKKKKKKKKKK
KppppppppppppppK
KqqqqqqqqqqqqqqK
KrrrrrrrrrrrrrrK"""
F["door"] = """
yyyyyyyyyyyyyyyy
wwwKKKKKKKKKKwwy
wwKrppppppppqKwy
xKrpppppppppqqKy
yKrprpprrpprpqKy
wKrprpprrpprpqKy
wKrprpprrpprpqKy
wKrprpprrpprpqKy
wKrpppppppppeqKy
xKrprpprrppeeqKy
yKrprpprrpprpqKy
wKrprpprrpprpqKy
wKrprpprrpprpqKy
wKrpppppppppqqKy
wKKKKKKKKKKKKKKy
xxxxxxxxxxxxxxxx"""
F["roof"] = """
KKKKKKKKKKKKKKKK
efffefffefffefff
eeeeeeeeeeeeeeee
KKKKKKKKKKKKKKKK
ffefffefffefffef
eeeeeeeeeeeeeeee
KKKKKKKKKKKKKKKK
efffefffefffefff
eeeeeeeeeeeeeeee
KKKKKKKKKKKKKKKK
ffefffefffefffef
eeeeeeeeeeeeeeee
KKKKKKKKKKKKKKKK
efffefffefffefff
eeeeeeeeeeeeeeee
KKKKKKKKKKKKKKKK"""
F["facade"] = """
qpppqpppqpppqppp
qpppqpppqpppqppp
qpKKKKKKKKKKpqpp
qpKvvvvKvvvvKqpp
qpKvWvvKvWvvKqpp
qpKvvvvKvvvvKqpp
qpKKKKKKKKKKKqpp
qpKvvvvKvvvvKqpp
qpKvvvvKvvvvKqpp
qpKKKKKKKKKKKqpp
qprrrrrrrrrrrqpp
qpppqpppqpppqppp
qpppqpppqpppqppp
qpppqpppqpppqppp
qpppqpppqpppqppp
rrrrrrrrrrrrrrrr"""
F["carpet"] = """
eKfeeeeeeeeeeKfe
eKfeeeeeeeeeeKfe
eKfeeeeffeeeeKfe
eKfeeeffffeeeKfe
eKfeeffeeffeeKfe
eKfeffeeeeffeKfe
eKfeeffeeffeeKfe
eKfeeeffffeeeKfe
eKfeeeeffeeeeKfe
eKfeeeeeeeeeeKfe
eKfeeeeeeeeeeKfe
eKfeeeeffeeeeKfe
eKfeeeffffeeeKfe
eKfeeffeeffeeKfe
eKfeeeffffeeeKfe
eKfeeeeffeeeeKfe"""
F["planks"] = """
ppppppppKppppppp
ppppppppKppppppp
qqqqqqqqKqqqqqqq
rrrrrrrrKrrrrrrr
KKKKKKKKKKKKKKKK
pppKppppppppppKp
pppKppppppppppKp
qqqKqqqqqqqqqqKq
rrrKrrrrrrrrrrKr
KKKKKKKKKKKKKKKK
ppppppppppKppppp
ppppppppppKppppp
qqqqqqqqqqKqqqqq
rrrrrrrrrrKrrrrr
KKKKKKKKKKKKKKKK
pppppKpppppppppp"""
F["banner"] = """
yyyyyyyyyyyyyyyy
wwwwwwwyxwwwwwwy
wwwKKKKKKKKKKwwy
xxxKeeeeeeeeKxxy
yyyKeeeffeeeKyyy
wwwKeeffffeeKxww
wwwKeeeffeeeKxww
xxxKeeeffeeeKxxx
yyyKeeeeeeeeKyyy
wwwKeeeeeeeeKwwy
wwwKeeeeeeeeKwwy
xxxKeeKKKeeeKxxy
yyyKeKwwwKeeKyyy
wwwKKwwwwwKKKxww
wwwyxwwwwwwwyxww
xxxyxxxxxxxxyxxx"""

# The east-west bridge (rails north and south, planks across) is the north-south one turned.
F["bridge_h"] = "\n".join("".join(col) for col in zip(*F["bridge"].strip("\n").split("\n")))
# The east-west carpet is the north-south one turned a quarter.
F["carpet_h"] = "\n".join("".join(col) for col in zip(*F["carpet"].strip("\n").split("\n")))

PALETTES = {
    # role -> RGB hex; at most 15 distinct colours per theme
    "grassland": dict(
        K="#1c2632",
        a="#5aa83c",
        b="#7cc84c",
        c="#3d8a35",
        p="#c89a5a",
        q="#e0b878",
        r="#94683c",
        g="#3d8a35",
        h="#7cc84c",
        j="#25663a",
        t="#94683c",
        w="#9aa0a8",
        x="#c8ccd0",
        y="#5c6470",
        u="#3a78d8",
        v="#8cc4f8",
        z="#3a78d8",
        e="#c83c3c",
        f="#f0d048",
        W="#c8ccd0",
        m="#c89a5a",
        n="#94683c",
        k="#f0d048",
    ),
    "forest": dict(
        K="#141c18",
        a="#3f7a34",
        b="#58963c",
        c="#2c5a2c",
        p="#9a7448",
        q="#b89060",
        r="#6a4a2c",
        g="#2c5a2c",
        h="#58963c",
        j="#1a4a2a",
        t="#6a4a2c",
        w="#7a8078",
        x="#9aa098",
        y="#4a5048",
        u="#2a6898",
        v="#78b0d8",
        z="#2a6898",
        e="#d84848",
        f="#f0d060",
        m="#9a7448",
        n="#6a4a2c",
        k="#f0d060",
    ),
    "castle": dict(
        K="#181820",
        a="#8a8a98",
        b="#a4a4b0",
        c="#6c6c7a",
        p="#8a5a30",
        q="#a87440",
        r="#5a3a20",
        w="#70707c",
        x="#9a9aa8",
        y="#44444e",
        u="#2a5a98",
        v="#7ab0e0",
        z="#1a3a70",
        e="#b02838",
        f="#e8c040",
        m="#a87440",
        n="#5a3a20",
        k="#e8c040",
    ),
    "cave": dict(
        K="#100c14",
        a="#5a4a48",
        b="#6e5c58",
        c="#443838",
        p="#7a6a60",
        q="#8e7e72",
        r="#4a3c34",
        w="#6a5a5c",
        x="#8e7e72",
        y="#3a2e30",
        u="#1e4a78",
        v="#4a8ac0",
        z="#123058",
        e="#48c8d8",
        f="#a8f0f8",
        m="#8e7e72",
        n="#4a3c34",
        k="#e0b848",
    ),
    "desert": dict(
        K="#2a1a14",
        a="#e8c880",
        b="#f4dca0",
        c="#d0a860",
        p="#c89a60",
        q="#e0b87c",
        r="#9a6e40",
        g="#4a9a48",
        h="#78c060",
        j="#2e6a34",
        w="#c89a60",
        x="#e0b87c",
        y="#9a6e40",
        u="#2a88c8",
        v="#88d0f0",
        z="#2a88c8",
        e="#c05030",
        f="#e88040",
        m="#c89a60",
        n="#9a6e40",
        k="#f0c848",
    ),
    "snow": dict(
        K="#1a2230",
        a="#e8f0f8",
        b="#ffffff",
        c="#c0d0e4",
        p="#a8bcd4",
        q="#d0dcea",
        r="#8098b8",
        g="#2e6a5a",
        h="#4a8a70",
        j="#1c4a44",
        t="#5a3e2c",
        w="#a8bcd4",
        x="#d0dcea",
        y="#6a7a90",
        u="#3a6ab0",
        v="#a8d0f0",
        z="#3a6ab0",
        m="#8a6040",
        n="#5a3e2c",
        k="#e8c048",
    ),
    "village_interior": dict(
        K="#1e140e",
        a="#b07a48",
        b="#c89060",
        c="#8e5e36",
        p="#b07a48",
        q="#c89060",
        r="#6a4428",
        w="#d8c8a8",
        x="#ece0c8",
        y="#a89478",
        e="#3a6ac0",
        f="#d8b040",
        h="#3a9a48",
        g="#3a9a48",
        j="#26603a",
        W="#f4f4f4",
        v="#e8d8b0",
        m="#c89060",
        n="#6a4428",
        k="#d8b040",
    ),
}

# theme -> list of (legend char, name, kind, passable, template key, floor roles)
# The chest marks a side chest's trigger cell. Its kind is 'prop': the layout generator never
# picks a prop (it scatters decor, floor and path tiles at random), so a chest only stands where a
# scene puts one.
TILESETS = {
    "grassland": [
        (".", "grass", "floor", "walkable", "floor", "abc"),
        (",", "flowers", "decor", "walkable", "flowers", "abc"),
        (":", "dirt path", "path", "walkable", "floor", "pqr"),
        ("T", "tree", "obstacle", "blocking", "tree", "abc"),
        ("R", "rock", "obstacle", "blocking", "rock", "abc"),
        ("~", "water", "water", "water", "water", ""),
        ("=", "bridge", "bridge", "walkable", "bridge_h", ""),
        ("|", "bridge north-south", "bridge", "walkable", "bridge", ""),
        ("#", "stone wall", "wall", "blocking", "brick", ""),
        ("^", "roof", "roof", "blocking", "roof", ""),
        ("H", "house wall", "roof", "blocking", "facade", ""),
        ("D", "door", "door", "walkable", "door", ""),
        ("G", "iron gate", "gate", "blocking", "bars", "pqr"),
        ("$", "chest", "prop", "walkable", "chest", "abc"),
        ("O", "well", "prop", "blocking", "well", "abc"),
        ("S", "signpost", "prop", "blocking", "sign", "abc"),
    ],
    "forest": [
        (".", "moss", "floor", "walkable", "floor", "abc"),
        (",", "mushrooms", "decor", "walkable", "flowers", "abc"),
        (":", "trail", "path", "walkable", "floor", "pqr"),
        ("T", "pine", "obstacle", "blocking", "pine", "abc"),
        ("O", "oak", "obstacle", "blocking", "tree", "abc"),
        ("R", "boulder", "obstacle", "blocking", "rock", "abc"),
        ("~", "stream", "water", "water", "water", ""),
        ("=", "log bridge", "bridge", "walkable", "bridge_h", ""),
        ("|", "log bridge north-south", "bridge", "walkable", "bridge", ""),
        ("#", "thicket", "wall", "blocking", "thicket", ""),
        ("G", "iron gate", "gate", "blocking", "bars", "pqr"),
        ("$", "chest", "prop", "walkable", "chest", "abc"),
    ],
    "castle": [
        (".", "flagstones", "floor", "walkable", "floor", "abc"),
        (",", "cracked stones", "decor", "walkable", "pebbles", "abc"),
        (":", "carpet", "path", "walkable", "carpet", ""),
        ("-", "carpet east-west", "path", "walkable", "carpet_h", ""),
        ("#", "castle wall", "wall", "blocking", "brick", ""),
        ("B", "banner", "wall", "blocking", "banner", ""),
        ("P", "pillar", "obstacle", "blocking", "pillar", "abc"),
        ("~", "moat", "water", "water", "water", ""),
        ("=", "drawbridge", "bridge", "walkable", "bridge_h", ""),
        ("|", "drawbridge north-south", "bridge", "walkable", "bridge", ""),
        ("D", "door", "door", "walkable", "door", ""),
        ("G", "portcullis", "gate", "blocking", "bars", "abc"),
        ("$", "chest", "prop", "walkable", "chest", "abc"),
    ],
    "cave": [
        (".", "cave floor", "floor", "walkable", "floor", "abc"),
        (",", "pebbles", "decor", "walkable", "pebbles", "abc"),
        (":", "worn ground", "path", "walkable", "floor", "pqr"),
        ("#", "rock wall", "wall", "blocking", "cliff", ""),
        ("R", "boulder", "obstacle", "blocking", "rock", "abc"),
        ("C", "crystal", "obstacle", "blocking", "crystal", "abc"),
        ("~", "underground lake", "water", "water", "water", ""),
        ("=", "plank bridge", "bridge", "walkable", "bridge_h", ""),
        ("|", "plank bridge north-south", "bridge", "walkable", "bridge", ""),
        ("G", "rubble", "gate", "blocking", "rubble", "pqr"),
        ("$", "chest", "prop", "walkable", "chest", "abc"),
    ],
    "desert": [
        (".", "sand", "floor", "walkable", "floor", "abc"),
        (",", "pebbles", "decor", "walkable", "pebbles", "abc"),
        (":", "paving", "path", "walkable", "floor", "pqr"),
        ("#", "sandstone wall", "wall", "blocking", "brick", ""),
        ("C", "cactus", "obstacle", "blocking", "cactus", "abc"),
        ("R", "rock", "obstacle", "blocking", "rock", "abc"),
        ("~", "oasis", "water", "water", "water", ""),
        ("^", "tent roof", "roof", "blocking", "roof", ""),
        ("D", "door", "door", "walkable", "door", ""),
        ("G", "sandstone gate", "gate", "blocking", "bars", "pqr"),
        ("$", "chest", "prop", "walkable", "chest", "abc"),
    ],
    "snow": [
        (".", "snow", "floor", "walkable", "floor", "abc"),
        (",", "snow tufts", "decor", "walkable", "pebbles", "abc"),
        (":", "icy path", "path", "walkable", "floor", "pqr"),
        ("#", "ice wall", "wall", "blocking", "cliff", ""),
        ("T", "snowy pine", "obstacle", "blocking", "pine", "abc"),
        ("R", "snow rock", "obstacle", "blocking", "rock", "abc"),
        ("~", "icy water", "water", "water", "water", ""),
        ("=", "bridge", "bridge", "walkable", "bridge_h", ""),
        ("|", "bridge north-south", "bridge", "walkable", "bridge", ""),
        ("G", "iron gate", "gate", "blocking", "bars", "pqr"),
        ("$", "chest", "prop", "walkable", "chest", "abc"),
    ],
    "village_interior": [
        (".", "wood floor", "floor", "walkable", "planks", ""),
        (":", "rug", "path", "walkable", "carpet", ""),
        ("-", "rug east-west", "path", "walkable", "carpet_h", ""),
        ("#", "wall", "wall", "blocking", "brick", ""),
        ("t", "table", "obstacle", "blocking", "table", "F:planks"),
        ("b", "bed", "obstacle", "blocking", "bed", "F:planks"),
        ("s", "shelf", "obstacle", "blocking", "shelf", "F:planks"),
        ("D", "door mat", "door", "walkable", "carpet", ""),
        ("G", "iron grate", "gate", "blocking", "bars", "F:planks"),
        ("$", "chest", "prop", "walkable", "chest", "F:planks"),
        ("p", "potted plant", "obstacle", "blocking", "plant", "F:planks"),
        ("F", "fireplace", "prop", "blocking", "fireplace", ""),
    ],
}

# Theme-specific colour tweaks of shared templates (role -> role), e.g. snow trees keep white tops.
ROLE_SWAP = {
    ("snow", "pine"): {"h": "b"},
    ("snow", "cliff"): {"w": "x", "x": "b"},
    ("cave", "pebbles"): {"x": "x"},
    ("castle", "pebbles"): {"w": "c", "x": "b", "y": "y"},
    ("desert", "roof"): {"K": "r"},
    ("village_interior", "brick"): {},
    ("village_interior", "carpet"): {"e": "e", "f": "f"},
    ("village_interior", "carpet_h"): {"e": "e", "f": "f"},
    ("village_interior", "door"): {},
}
# The door mat is a carpet in other colours.
DOOR_MAT_SWAP = {"e": "r", "f": "f"}


def floor_roles(roles: str, seed: int) -> list[list[str]]:
    """A 16x16 speckled floor: base role with sparse light and dark specks."""
    base, light, dark = roles
    rng = random.Random(seed)
    grid = [[base] * 16 for _ in range(16)]
    for _ in range(10):
        x, y = rng.randrange(16), rng.randrange(16)
        grid[y][x] = light
        if x + 1 < 16:
            grid[y][x + 1] = light
    for _ in range(8):
        x, y = rng.randrange(16), rng.randrange(16)
        grid[y][x] = dark
    return grid


def tile_roles(theme: str, char: str, template: str, floor: str) -> list[list[str]]:
    seed = sum(map(ord, theme + char))
    template, _, own = template.partition("/")  # "stall/e=g": the stall with role e drawn as g
    swap = dict(ROLE_SWAP.get((theme, template), {}))
    swap.update(pair.split("=") for pair in own.split(",") if pair)
    if theme == "village_interior" and char == "D":
        swap = DOOR_MAT_SWAP
    if template == "floor":
        return floor_roles(floor, seed)
    if template in F:
        rows = F[template].strip("\n").split("\n")
        return [[swap.get(c, c) for c in row] for row in rows]
    if floor.startswith("F:"):
        under = [list(row) for row in F[floor[2:]].strip("\n").split("\n")]
    else:
        under = floor_roles(floor or "abc", seed)
    rows = T[template].strip("\n").split("\n")
    return [[under[y][x] if c == "." else swap.get(c, c) for x, c in enumerate(row)] for y, row in enumerate(rows)]


def _merge_places() -> None:
    """The towns, coasts, wilds and rooms of places.py and place_tiles.py, and the open space of
    starfield.py, join the tables above."""
    import place_tiles
    import places
    import starfield

    T.update(place_tiles.T)
    F.update(place_tiles.F)
    PALETTES.update(places.PALETTES)
    TILESETS.update(places.TILESETS)
    ROLE_SWAP.update(places.ROLE_SWAP)
    T.update(starfield.T)
    F.update(starfield.F)
    PALETTES.update(starfield.PALETTES)
    TILESETS.update(starfield.TILESETS)
    places.THEMES.update(starfield.THEMES)


_merge_places()


def _merge_puzzle_rooms() -> None:
    """The puzzle rooms of puzzle_rooms.py join the tables above (their themes join places.THEMES)."""
    import places
    import puzzle_rooms

    T.update(puzzle_rooms.T)
    F.update(puzzle_rooms.F)
    PALETTES.update(puzzle_rooms.PALETTES)
    TILESETS.update(puzzle_rooms.TILESETS)
    ROLE_SWAP.update(puzzle_rooms.ROLE_SWAP)
    places.THEMES.update(puzzle_rooms.THEMES)


_merge_puzzle_rooms()
