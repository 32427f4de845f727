"""The puny pack and the pack manifest model: validated on load, every problem listed."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from romsmith.generators.images import load_indexed
from romsmith.generators.pack import load_pack, resolve_pack_path
from romsmith.kernel.errors import ContentInvalid, UsageError

PUNY = Path(__file__).resolve().parent.parent / "packs" / "puny"


@pytest.fixture(scope="module")
def puny():
    return load_pack("puny")


def test_puny_has_the_promised_sprites_and_themes(puny):
    assert len(puny.sprite_ids) == 15
    assert {
        "puny_soldier",
        "puny_warrior",
        "puny_mage",
        "puny_archer",
        "puny_princess",
        "puny_king",
        "puny_slime",
        "puny_bat",
        "puny_skeleton",
        "puny_orc",
        "puny_ghost",
    } <= set(puny.sprite_ids)
    assert "puny_knight" not in puny.sprite_ids
    assert {"knight", "guard", "paladin"} <= set(puny.sprites["puny_soldier"].aliases)
    assert set(puny.themes) == {"grassland", "forest", "castle", "cave", "desert", "snow", "village_interior"}
    for roles in ("player", "npc", "enemy", "boss"):
        assert any(roles in s.roles for s in puny.manifest.sprites)


def test_puny_art_fits_the_gba(puny):
    for s in puny.manifest.sprites:
        img = load_indexed(puny.root / s.file)
        assert (img.width, img.height) == (128, 16)
        assert len([c for c in img.palette[1:] if c]) <= 15
        for d in ("down", "up", "left", "right"):
            for n in s.frames[d]:
                frame = img.pixels[:, 16 * n : 16 * n + 16]
                assert frame.any(), f"{s.id} frame {n} is empty"
                assert (frame == 0).any(), f"{s.id} frame {n} has no transparent pixel"
    for t in puny.manifest.tilesets:
        img = load_indexed(puny.root / t.file)
        assert img.width == 16 * len(t.tiles) and img.height == 16
        kinds = {x.kind for x in t.tiles}
        assert {"floor", "wall"} <= kinds
        assert all(x.passable in ("walkable", "blocking", "water") for x in t.tiles)


def test_sprites_have_distinct_silhouettes_and_colours(puny):
    shapes, colours = set(), set()
    for s in puny.manifest.sprites:
        img = load_indexed(puny.root / s.file)
        shapes.add((img.pixels[:, :16] > 0).tobytes())
        colours.add(img.palette)
    assert len(shapes) == 15 and len(colours) == 15


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


def test_pack_cli_sheet_and_check(run_romsmith, tmp_path):
    out = tmp_path / "sheet.png"
    res = run_romsmith("pack", "sheet", "puny", "--out", str(out), "--json")
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["sheet"] == str(out)
    sheet = Image.open(out)
    assert sheet.width > 500 and sheet.height > 600
    assert len(sheet.getcolors(1 << 20)) > 50
    res = run_romsmith("pack", "check", "puny", "--json")
    assert res.returncode == 0 and json.loads(res.stdout)["ok"] is True
    bad = _copy_pack(tmp_path)
    (bad / "tiles" / "cave.png").unlink()
    res = run_romsmith("pack", "check", str(bad))
    assert res.returncode == 1
    assert "cave.png" in res.stderr
