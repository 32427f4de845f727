"""packs/puny/README.md, written from the manifest so the listing always matches the art."""

from __future__ import annotations

INTRO = """# puny: the bundled sprite and tile pack

{sprites} characters and {tilesets} themed tilesets drawn for romsmith and dedicated to the public
domain under [CC0 1.0](https://creativecommons.org/publicdomain/zero/1.0/). Characters are 16x16
(bosses 32x32) with eight frames each: two walk frames facing down, up, left and right (right is
left mirrored); a character the hero can be has two more, jumping and falling in side view
(manifest `poses`). Ships are drawn in profile, nose to the left. Shots are 8x8 and power-ups 16x16
(roles `shot` and `pickup`: what a shooter fires and drops). Tiles are 16x16; the starfield's
empty space is transparent. Every sheet uses at most 15 colours plus transparency.

![contact sheet](../../docs/pack-puny.png)

Every pixel comes from the ASCII templates in `draw_sprites.py`, `people.py`, `beasts.py`,
`bosses.py`, `ships.py`, `draw_tiles.py`, `places.py` and `starfield.py`, coloured by the palettes in
`characters.py`, `draw_tiles.py`, `places.py` and `starfield.py`; the side-view themes and poses are
drawn by `side_view.py`. To change the art, edit a template or a palette and run

    .venv/bin/python packs/puny/draw.py          # rewrites sprites/, tiles/, manifest.json and this file
    .venv/bin/romsmith pack sheet puny --out docs/pack-puny.png --force

The tests check that the committed PNGs, manifest and README are exactly what the script draws.

## Characters

Each has roles (what a game may cast it as), aliases (the words an idea would use for it; an alias
belongs to one sprite only) and attributes a writer needs to give it a fitting name:
`kind` person/animal/monster/machine, `age` child/adult/old, `gender` female/male/any (any when
the art does not say) and `size` small/medium/large/huge in the game world. There is no
`puny_knight`: a knight is `puny_soldier`.
"""

TILES = """
## Tilesets

Every tile has a legend character (used in scene rows), a kind (used by the layout generator) and a
passability. `=` is a bridge for an east-west crossing and `|` one for a north-south crossing
(manifest `axis`); `G` is the theme's gate (bars, rubble, a force field: the closed look of a
scene's `gates`); `D` is a door (on an outdoor map, where a warp leads inside; in an `indoor` theme,
the mat a warp leads back out from). `$` is a chest, walkable: it marks where a scene's chest
trigger waits. Its kind is `prop`, which the layout generator never scatters (it picks decor,
floor and path tiles at random); a scene shows a prop through its `rows` or a `features.props`
entry. Themes marked indoor are rooms reached through a door of an outdoor theme. Themes marked
side view are platformer levels seen from the side: sky, ground, one-way ledges (`=`), ladders
(`H`), spikes (`^`), coins, the goal flag and checkpoints.
"""

OUTRO = """
A pack of your own is a folder with the same `manifest.json` layout; point romsmith at it with
`romsmith validate SPEC.json --pack path/to/pack` or `pack = "path/to/pack"` in `romsmith.toml`.
"""

KINDS = (("person", "People"), ("animal", "Animals"), ("monster", "Monsters"), ("machine", "Machines"))


def readme(manifest: dict) -> str:
    sprites, tilesets = manifest["sprites"], manifest["tilesets"]
    out = [INTRO.format(sprites=len(sprites), tilesets=len(tilesets))]
    for kind, title in KINDS:
        rows = [s for s in sprites if s["kind"] == kind]
        if not rows:
            continue
        out.append(
            f"\n### {title}\n\n| id | size | roles | aliases | age, gender, size | looks |\n|---|---|---|---|---|---|"
        )
        for s in rows:
            attrs = ", ".join((s["age"], s["gender"], s["size"]))
            frame = f"{s['frame_width']}x{s['frame_height']}"
            out.append(
                f"| `{s['id']}` | {frame} | {', '.join(s['roles'])} | {', '.join(s['aliases'])} | {attrs} | {s['description']} |"
            )
    out.append(TILES)
    out.append("| theme | place words | tiles (char name, kind) |\n|---|---|---|")
    for t in tilesets:
        name = f"`{t['theme']}`" + (" (indoor)" if t["indoor"] else " (side view)" if t.get("view") == "side" else "")
        tiles = ", ".join(f"`{x['char']}` {x['name']} ({x['kind']})" for x in t["tiles"])
        out.append(f"| {name}<br>{t['description']} | {', '.join(t['aliases'])} | {tiles} |")
    out.append(OUTRO)
    return "\n".join(out)
