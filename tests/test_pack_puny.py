"""The puny pack and the pack manifest model: validated on load, every problem listed."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from romsmith.generators.pack import load_pack, resolve_pack_path
from romsmith.generators.pack.images import load_indexed
from romsmith.generators.spec import SHOT_FRAME_SIZES, SPRITE_FRAME_SIZES
from romsmith.kernel.errors import ContentInvalid, UsageError

PUNY = Path(__file__).resolve().parent.parent / "packs" / "puny"


@pytest.fixture(scope="module")
def puny():
    return load_pack("puny")


ORIGINAL_SPRITES = [
    "puny_soldier", "puny_warrior", "puny_mage", "puny_archer", "puny_farmer", "puny_maiden", "puny_merchant",
    "puny_elder", "puny_princess", "puny_king", "puny_slime", "puny_bat", "puny_skeleton", "puny_orc", "puny_ghost",
]  # fmt: skip
ORIGINAL_THEMES = ["grassland", "forest", "castle", "cave", "desert", "snow", "village_interior"]
# Words people put in game ideas, and the sprite each must resolve to.
WORDS = {
    "knight": "puny_soldier", "dragon": "puny_dragon", "wolf": "puny_wolf", "cat": "puny_cat", "dog": "puny_dog",
    "horse": "puny_horse", "frog": "puny_frog", "fish": "puny_fish", "pirate": "puny_pirate",
    "sailor": "puny_sailor", "robot": "puny_robot", "alien": "puny_alien", "zombie": "puny_zombie",
    "witch": "puny_witch", "detective": "puny_detective", "sheriff": "puny_sheriff", "old woman": "puny_old_woman",
    "old man": "puny_elder", "child": "puny_boy", "girl": "puny_girl", "queen": "puny_queen", "monk": "puny_monk",
    "chef": "puny_chef", "doctor": "puny_doctor", "teacher": "puny_teacher", "ninja": "puny_ninja",
    "astronaut": "puny_astronaut", "mermaid": "puny_mermaid", "fox": "puny_fox", "owl": "puny_owl",
    "bear": "puny_bear", "rabbit": "puny_rabbit", "snake": "puny_snake", "spider": "puny_spider",
    "goblin": "puny_goblin", "vampire": "puny_vampire", "unicorn": "puny_unicorn", "mummy": "puny_mummy",
    "wizard": "puny_mage", "princess": "puny_princess", "king": "puny_king", "ghost": "puny_ghost",
    "bunny": "puny_rabbit", "puppy": "puny_dog", "kitten": "puny_cat", "cowboy": "puny_sheriff",
    "granny": "puny_old_woman", "nurse": "puny_doctor", "cook": "puny_chef", "spaceman": "puny_astronaut",
    "prince": "puny_prince", "thief": "puny_thief", "bandit": "puny_thief", "dwarf": "puny_dwarf",
    "bard": "puny_bard", "mouse": "puny_mouse", "crab": "puny_crab", "pig": "puny_pig", "turtle": "puny_turtle",
}  # fmt: skip


def test_puny_has_the_promised_sprites_and_themes(puny):
    assert len(puny.sprite_ids) >= 45
    assert puny.sprite_ids[: len(ORIGINAL_SPRITES)] == ORIGINAL_SPRITES  # ids other games and memory refer to
    assert "puny_knight" not in puny.sprite_ids
    assert {"knight", "guard", "paladin"} <= set(puny.sprites["puny_soldier"].aliases)
    assert set(ORIGINAL_THEMES) <= set(puny.themes)
    for roles in ("player", "npc", "enemy", "boss"):
        assert any(roles in s.roles for s in puny.manifest.sprites)


def test_every_sprite_says_what_it_is(puny):
    for s in puny.manifest.sprites:
        assert s.kind and s.age and s.gender and s.size, s.id
        assert s.description and len(s.aliases) >= 4, s.id
    kinds = {s.kind for s in puny.manifest.sprites}
    assert kinds == {"person", "animal", "monster", "machine"}
    ages = {s.id: s.age for s in puny.manifest.sprites}
    assert ages["puny_boy"] == ages["puny_girl"] == "child"
    assert ages["puny_elder"] == ages["puny_old_woman"] == "old"
    assert puny.sprites["puny_queen"].gender == "female" and puny.sprites["puny_king"].gender == "male"


def test_words_from_ideas_resolve_to_their_sprite(puny):
    for word, sprite in WORDS.items():
        ranked = puny.suggest(word)
        assert ranked and ranked[0].id == sprite, (word, ranked)
    # an alias belongs to one sprite, so a word never picks between two
    owners: dict[str, str] = {}
    for s in puny.manifest.sprites:
        for alias in s.aliases:
            assert owners.setdefault(alias, s.id) == s.id, f"{alias!r} is an alias of {owners[alias]} and {s.id}"


PLACES = {
    "port": "harbour", "docks": "harbour", "beach": "harbour", "lighthouse": "lighthouse", "cliffs": "lighthouse",
    "swamp": "swamp", "marsh": "swamp", "graveyard": "graveyard", "cemetery": "graveyard", "town": "town",
    "city": "town", "market": "market", "bazaar": "market", "spaceship": "space_station", "space": "space_station",
    "volcano": "volcano", "lava": "volcano", "shop": "shop_interior", "tavern": "shop_interior",
    "house": "village_interior", "village": "grassland", "woods": "forest", "palace": "castle",
}  # fmt: skip


def test_places_have_what_their_games_need(puny):
    assert len(puny.themes) >= 12
    assert set(PLACES.values()) <= set(puny.themes)
    for theme, ts in puny.tilesets.items():
        if ts.entry.view == "side":
            continue  # a platformer level's tiles: test_side_view_themes_have_what_a_level_needs
        kinds = {t.kind for t in ts.tiles}
        walkable_floor = [t for t in ts.tiles if t.kind == "floor" and t.passable == "walkable"]
        assert walkable_floor and {"wall", "gate", "path"} <= kinds, theme
        assert any(t.kind == "prop" and t.name == "chest" and t.passable == "walkable" for t in ts.tiles), (
            theme
        )  # the designer finds it by name
        if ts.entry.indoor:  # a room is reached through a door, and left through its mat
            assert "door" in kinds, theme
    names = {theme: {t.name for t in ts.tiles} for theme, ts in puny.tilesets.items()}
    roofs = [t.name for t in puny.tilesets["town"].tiles if t.kind == "roof"]
    assert roofs[:2] == ["roof", "house wall"] and "door" in names["town"]  # buildings: roof, then facade
    assert {"sea", "pier", "boat", "boardwalk"} <= names["harbour"]
    assert {"floor panel", "bulkhead", "console", "sliding door"} <= names["space_station"]
    assert {"lava", "stone bridge"} <= names["volcano"] and "lamp room" in names["lighthouse"]
    assert {"gravestone", "crypt door"} <= names["graveyard"] and "lily pads" in names["swamp"]
    assert any(ts.entry.indoor for ts in puny.tilesets.values() if ts.theme != "village_interior")


def test_side_view_themes_have_what_a_level_needs(puny):
    side = {theme: ts for theme, ts in puny.tilesets.items() if ts.entry.view == "side"}
    assert len(side) >= 3
    for theme, ts in side.items():
        passable = {t.kind: t.passable for t in ts.tiles}
        assert passable["floor"] == "walkable" and passable["wall"] == "blocking", theme
        assert (passable["ledge"], passable["ladder"], passable["spikes"]) == ("ledge", "ladder", "hazard"), theme
        assert {"coin", "goal", "checkpoint", "door"} <= set(passable), theme
        assert {"ground", "earth", "stone block"} <= {t.name for t in ts.tiles if t.passable == "blocking"}, theme
    # the characters a hero can be jump and fall in side view: two more frames, facing left
    for s in puny.manifest.sprites:
        if "player" in s.roles:
            assert set(s.poses) == {"jump", "fall"} and min(s.poses.values()) >= 8, s.id
        else:
            assert not s.poses, s.id


def test_place_words_resolve_to_their_theme(puny):
    for word, theme in PLACES.items():
        assert puny.suggest_theme(word)[0].id == theme, (word, puny.suggest_theme(word))
    owners: dict[str, str] = {}
    for t in puny.manifest.tilesets:
        assert t.description and len(t.aliases) >= 4, t.theme
        for alias in t.aliases:
            assert owners.setdefault(alias, t.theme) == t.theme, f"{alias!r} names {owners[alias]} and {t.theme}"


def test_every_theme_lays_out_a_connected_map(puny):
    from romsmith.generators.spec import AdventureScene
    from romsmith.generators.world import expand_layout, reachable_cells

    for theme, ts in (x for x in puny.tilesets.items() if x[1].entry.view == "top"):
        features = {
            "border": "wall", "gates": ["west", "east"], "obstacles": "many", "decor": "some",
            "regions": [{"kind": "water", "area": "north", "size": "medium"}],
            "paths": [{"start": "west", "end": "east"}, {"start": "center", "end": "south"}],
            "buildings": [{"x": 3, "y": 8, "w": 4, "h": 3}], "seed": 7,
        }  # fmt: skip
        scene = AdventureScene.model_validate(
            {"id": "s", "name": "S", "theme": theme, "width": 18, "height": 12, "features": features}
        )
        points = [(1, 6), (16, 6), (9, 10)]
        rows = expand_layout(scene, ts, points)
        assert all(c in ts.legend for row in rows for c in row), theme
        assert set(points) <= reachable_cells(rows, ts, points[0]), theme
        assert not {c for row in rows for c in row} & set(ts.chars_of("prop")), (
            f"{theme}: props are placed, never scattered"
        )


def test_puny_art_fits_the_gba(puny):
    for s in puny.manifest.sprites:
        img = load_indexed(puny.root / s.file)
        assert (s.frame_width, s.frame_height) in ((16, 16), (32, 32)) or (s.roles == ["shot"] and s.frame_width == 8)
        assert (img.width, img.height) == ((8 + len(s.poses)) * s.frame_width, s.frame_height)
        assert len([c for c in img.palette[1:] if c]) <= 15
        for d in ("down", "up", "left", "right"):
            assert len(s.frames[d]) == 2, f"{s.id} needs two walk frames facing {d}"
            first, second = (img.pixels[:, s.frame_width * n : s.frame_width * (n + 1)] for n in s.frames[d])
            for n, frame in zip(s.frames[d], (first, second)):
                assert frame.any(), f"{s.id} frame {n} is empty"
                assert (frame == 0).any(), f"{s.id} frame {n} has no transparent pixel"
            assert not (first == second).all(), f"{s.id} does not move when walking {d}"
    for t in puny.manifest.tilesets:
        img = load_indexed(puny.root / t.file)
        assert img.width == 16 * len(t.tiles) and img.height == 16
        kinds = {x.kind for x in t.tiles}
        assert {"floor", "wall"} <= kinds
        side = ("ledge", "ladder", "hazard") if t.view == "side" else ()
        assert all(x.passable in ("walkable", "blocking", "water", *side) for x in t.tiles)


def test_sprites_have_distinct_silhouettes_and_colours(puny):
    shapes, colours, sheets = set(), set(), set()
    for s in puny.manifest.sprites:
        img = load_indexed(puny.root / s.file)
        shapes.add((img.pixels[:, : s.frame_width] > 0).tobytes())
        colours.add(img.palette)
        sheets.add(Image.open(puny.root / s.file).convert("RGBA").tobytes())
    n = len(puny.manifest.sprites)
    assert len(shapes) == n and len(colours) == n and len(sheets) == n


def test_bosses_are_drawn_32x32(puny):
    big = [s for s in puny.manifest.sprites if (s.frame_width, s.frame_height) == (32, 32)]
    assert len(big) >= 4 and "puny_great_dragon" in {s.id for s in big}
    for s in big:
        assert "boss" in s.roles and s.size == "huge", s.id
    assert puny.suggest("great dragon")[0].id == "puny_great_dragon"
    assert puny.suggest("kraken")[0].id == "puny_kraken" and puny.suggest("golem")[0].id == "puny_golem"


def test_catalogue_lists_only_sprites_the_engine_draws(puny):
    from romsmith.models import wire

    ids = {s.id for s in puny.catalogue([(16, 16)])[0]}
    assert "puny_dragon" in ids and "puny_great_dragon" not in ids
    with_bosses = wire.sprites_block(puny.catalogue([(16, 16), (32, 32)])[0])
    assert "- puny_great_dragon: roles boss; aliases dragon lord, dragon king, elder dragon; huge, 32x32" in with_bosses


def test_catalogue_lists_every_drawable_sprite_compactly(puny):
    from romsmith.models._env import count_tokens
    from romsmith.pipeline.promptkit import slots

    text = slots(puny)["sprites"]
    listed = [line.split(":")[0][2:] for line in text.splitlines() if line.startswith("- ")]
    sizes = SPRITE_FRAME_SIZES + SHOT_FRAME_SIZES
    drawable = [s.id for s in puny.manifest.sprites if (s.frame_width, s.frame_height) in sizes]
    assert sorted(listed) == sorted(drawable)
    assert [h for h in text.splitlines() if not h.startswith("- ")] == [
        "<sprites>",
        "people:",
        "animals:",
        "monsters:",
        "machines:",
        "</sprites>",
    ]
    assert "- puny_old_woman: roles npc; aliases granny, grandmother, grandma; old, female" in text
    # bounded: a short line per sprite, whatever the pack's size (the 15-sprite list with
    # descriptions took 518 tokens, 35 per sprite)
    assert count_tokens(text) <= 25 * len(listed)
    themes = slots(puny)["themes"]
    assert count_tokens(text + themes) <= 27 * len(puny.manifest.sprites) + 20 * len(puny.themes)


def test_committed_art_is_what_the_script_draws(tmp_path):
    subprocess.run([sys.executable, str(PUNY / "draw.py"), str(tmp_path)], check=True, capture_output=True)
    for path in sorted(tmp_path.rglob("*.*")):
        rel = path.relative_to(tmp_path)
        assert (PUNY / rel).read_bytes() == path.read_bytes(), f"{rel} differs from packs/puny/draw.py output"


def test_suggest_ranks_aliases_first(puny):
    ranked = puny.suggest("puny_knight", role="player")
    assert ranked[0].id == "puny_soldier" and ranked[0].alias == "knight"
    assert puny.suggest("wizard")[0].id == "puny_mage"
    assert puny.suggest("villager")[0].id in ("puny_farmer", "puny_maiden")
    assert puny.suggest("zzzzqqq") == []


def _copy_pack(tmp_path) -> Path:
    dst = tmp_path / "mypack"
    shutil.copytree(PUNY, dst)
    return dst


def test_user_pack_folder_loads(tmp_path):
    dst = _copy_pack(tmp_path)
    assert resolve_pack_path(str(dst)) == dst
    assert load_pack(dst).sprite_ids == load_pack("puny").sprite_ids


def test_bad_pack_lists_every_problem(tmp_path):
    dst = _copy_pack(tmp_path)
    manifest = json.loads((dst / "manifest.json").read_text())
    # a sheet with 20 colours, a sheet with an odd size, a missing file, a duplicate and a bad id
    img = Image.new("RGBA", (128, 16), (0, 0, 0, 0))
    for i in range(20):
        img.putpixel((i, 0), (i * 12, 255 - i * 12, 40, 255))
    img.save(dst / "sprites" / "puny_bat.png")
    Image.new("RGBA", (100, 16), (0, 0, 0, 0)).save(dst / "sprites" / "puny_ghost.png")
    (dst / "sprites" / "puny_slime.png").unlink()
    manifest["sprites"][1]["id"] = "puny_soldier"
    manifest["sprites"][2]["id"] = "Puny Mage"
    manifest["tilesets"][0]["tiles"][1]["char"] = "."
    (dst / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ContentInvalid) as info:
        load_pack(dst)
    problems = {(p["path"], p["code"]) for p in info.value.details}
    assert {
        ("/sprites/11/file", "bad_image"),
        ("/sprites/14/file", "bad_image"),
        ("/sprites/10/file", "bad_image"),
        ("/sprites/1/id", "duplicate_id"),
        ("/sprites/2/id", "bad_id"),
        ("/tilesets/0/tiles/1/char", "duplicate_char"),
    } <= problems
    messages = {p["path"]: p["message"] for p in info.value.details}
    assert "puny_bat.png" in messages["/sprites/11/file"] and "limit is 15" in messages["/sprites/11/file"]
    assert "puny_ghost.png" in messages["/sprites/14/file"] and "multiple of 8" in messages["/sprites/14/file"]
    assert "not found" in messages["/sprites/10/file"]


def test_manifest_schema_errors_and_missing_pack(tmp_path):
    dst = _copy_pack(tmp_path)
    manifest = json.loads((dst / "manifest.json").read_text())
    manifest["tilesets"][0]["tiles"][0]["passable"] = "maybe"
    (dst / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ContentInvalid) as info:
        load_pack(dst)
    assert info.value.details[0]["path"] == "/tilesets/0/tiles/0/passable"
    with pytest.raises(UsageError):
        load_pack(tmp_path / "nothing")


def test_pack_cli_sheet_and_check(romsmith_cli, tmp_path):
    out = tmp_path / "sheet.png"
    res = romsmith_cli("pack", "sheet", "puny", "--out", str(out), "--json")
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["sheet"] == str(out)
    sheet = Image.open(out)
    assert sheet.width > 500 and sheet.height > 600
    assert len(sheet.getcolors(1 << 20)) > 50
    res = romsmith_cli("pack", "check", "puny", "--json")
    assert res.returncode == 0 and json.loads(res.stdout)["ok"] is True
    bad = _copy_pack(tmp_path)
    (bad / "tiles" / "cave.png").unlink()
    res = romsmith_cli("pack", "check", str(bad))
    assert res.returncode == 1
    assert "cave.png" in res.stderr


def test_unchanged_pngs_are_not_decoded_again(tmp_path, monkeypatch):
    import romsmith.generators.pack._cache as cache
    from romsmith.generators.pack import _manifest as pack_module

    dst = _copy_pack(tmp_path)
    decoded = []
    real = cache.load_indexed
    monkeypatch.setattr(cache, "load_indexed", lambda path: decoded.append(path.name) or real(path))
    files = len(load_pack(dst).manifest.sprites) + len(load_pack(dst).manifest.tilesets)
    assert len(decoded) == files  # the first load checks every PNG, and remembers them
    pack_module._CACHE.clear()
    decoded.clear()
    load_pack(dst)
    assert decoded == []
    # a PNG that changed is checked again, and its problem reported
    img = Image.new("RGBA", (128, 16), (0, 0, 0, 0))
    for i in range(20):
        img.putpixel((i, 0), (i * 12, 255 - i * 12, 40, 255))
    img.save(dst / "sprites" / "puny_bat.png")
    pack_module._CACHE.clear()
    with pytest.raises(ContentInvalid) as info:
        load_pack(dst)
    assert decoded == ["puny_bat.png"] and "limit is 15" in info.value.details[0]["message"]
    decoded.clear()
    with pytest.raises(ContentInvalid):
        load_pack(dst, use_cache=False)
    assert len(decoded) == files
