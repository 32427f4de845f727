"""The story genre's art in the puny pack: a portrait of every person (64x64, three expressions,
in their sprite's colours) and a backdrop of every theme (240x160), each checked on load."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from romsmith.generators.pack import load_pack
from romsmith.generators.pack.images import load_indexed
from romsmith.kernel.errors import ContentInvalid

PUNY = Path(__file__).resolve().parent.parent / "packs" / "puny"


@pytest.fixture(scope="module")
def puny():
    return load_pack("puny")


def test_every_person_has_a_portrait_with_three_expressions(puny):
    people = {s.id for s in puny.manifest.sprites if s.kind == "person"}
    assert people and set(puny.portraits) == people
    for sid, entry in puny.portraits.items():
        img = load_indexed(puny.portrait_path(sid))
        assert (img.width, img.height) == (64 * 3, 64) and entry.size == 64
        assert entry.expressions == ["neutral", "happy", "sad"]
        faces = [img.pixels[:, 64 * e : 64 * (e + 1)] for e in range(3)]
        assert all((f != 0).sum() > 64 * 64 // 3 for f in faces), sid  # a bust, not a speck
        # the expressions differ only in the face: the same outline, different features
        for a, b in ((0, 1), (0, 2), (1, 2)):
            changed = (faces[a] != faces[b]).sum()
            assert 0 < changed < 200, (sid, a, b, changed)
            assert np.array_equal(faces[a] == 0, faces[b] == 0), sid


def test_a_portrait_is_drawn_in_its_sprite_s_colours(puny):
    """Portraits come from the same palette as the sprite, so the two read as one person."""
    for sid in puny.portraits:
        face = set(load_indexed(puny.portrait_path(sid)).palette[1:]) - {0}
        sprite = set(load_indexed(puny.sprite_path(sid)).palette[1:]) - {0}
        # at most one colour of the character's palette that its small sprite does not show
        assert len(face - sprite) <= 1 and len(face & sprite) >= 6, sid


def test_every_theme_has_a_backdrop_that_fills_the_screen(puny):
    assert set(puny.backdrops) == set(puny.themes)
    seen = set()
    for theme in puny.themes:
        img = load_indexed(puny.backdrop_path(theme))
        assert (img.width, img.height) == (240, 160)
        assert (img.pixels != 0).all(), f"{theme}: a backdrop has no see-through pixels"
        assert len(set(img.palette[1:])) >= 6, theme
        key = img.pixels[:104].tobytes()  # what shows above the dialogue box
        assert key not in seen
        seen.add(key)


def _copy(tmp_path) -> Path:
    dst = tmp_path / "mypack"
    shutil.copytree(PUNY, dst)
    return dst


def test_bad_portraits_and_backdrops_are_listed(tmp_path):
    dst = _copy(tmp_path)
    manifest = json.loads((dst / "manifest.json").read_text())
    manifest["portraits"][0]["sprite"] = "puny_nobody"
    manifest["portraits"][1]["size"] = 32
    manifest["portraits"][2]["expressions"] = ["neutral", "neutral"]
    manifest["portraits"][3]["expressions"] = ["neutral", "happy", "sad"]
    Image.new("RGBA", (128, 64), (0, 0, 0, 0)).save(dst / manifest["portraits"][3]["file"])
    manifest["backdrops"][1]["theme"] = manifest["backdrops"][0]["theme"]
    Image.new("RGBA", (240, 80), (10, 10, 10, 255)).save(dst / manifest["backdrops"][2]["file"])
    (dst / manifest["backdrops"][3]["file"]).unlink()
    (dst / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ContentInvalid) as info:
        load_pack(dst)
    problems = {(p["path"], p["code"]) for p in info.value.details}
    assert {
        ("/portraits/0/sprite", "unknown_sprite"),
        ("/portraits/1/size", "bad_portrait_size"),
        ("/portraits/2/expressions", "bad_expressions"),
        ("/portraits/3/expressions", "too_few_pictures"),
        ("/backdrops/1/theme", "duplicate_backdrop"),
        ("/backdrops/2/file", "bad_sheet_size"),
        ("/backdrops/3/file", "bad_image"),
    } <= problems, problems
