"""What a field may hold is one list, for the validator and for a model's enum alike: every id the
choices offer passes validation with no error and no warning, and every id they leave out is
rejected (or warned about), for every role and every genre this build implements."""

from __future__ import annotations

import copy
import json

import pytest

from romsmith.generators.checks import validate_spec
from romsmith.generators.checks.choices import sheet_tiles, sprite_choices, theme_choices
from romsmith.generators.checks.genres import CHECKS
from romsmith.generators.spec import genre_of
from romsmith.lexicon._genres import CUES

ROLES = ("player", "npc", "enemy", "boss")


def _layout(genre: str) -> dict:
    """A valid game of `genre` as the offline designer lays it out (the items shape's layout)."""
    from romsmith.pipeline.run import start

    idea = f"a {CUES[genre]['strong'][0]} where a frog fights a skeleton and meets a king"
    outcome = start(idea, model="offline/designer", use_memory=False, stop_after="validate", out="layout")
    assert outcome.report["verdict"] == "not_built" and not outcome.report["failure"], outcome.report
    return json.loads((outcome.out_dir / "spec.json").read_text())


def _issues_at(spec: dict, pack, path: str) -> list[str]:
    report = validate_spec(spec, pack)
    return [f"{i.code}" for i in [*report.errors, *report.warnings] if i.path.startswith(path)]


@pytest.mark.slow  # a designer run per genre, then a validation per (role, sprite) and per theme
@pytest.mark.parametrize("genre", sorted(CHECKS))
def test_every_choice_validates_cleanly_and_every_other_id_does_not(genre, pack, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    spec = _layout(genre)
    assert genre in {genre_of(s) for s in spec["scenes"]}
    for role in ROLES:
        index = next((i for i, a in enumerate(spec["cast"]) if a["role"] == role), None)
        if index is None:
            continue
        options = set(sprite_choices(pack, role))
        assert options, role
        # a role's sprites do not depend on the genre: every id once (adventure), a few elsewhere
        others = [x for x in pack.sprite_ids if x not in options]
        tried = (
            pack.sprite_ids if genre == "adventure" else [*sorted(options)[:: max(1, len(options) // 3)], *others[:2]]
        )
        for sprite in tried:
            trial = copy.deepcopy(spec)
            trial["cast"][index]["sprite"] = sprite
            found = _issues_at(trial, pack, f"/cast/{index}/sprite")
            if sprite in options:
                assert found == [], (role, sprite, found)
            else:
                assert found, (role, sprite)
        trial = copy.deepcopy(spec)
        trial["cast"][index]["sprite"] = "puny_knight"  # invented: the error lists exactly the choices
        report = validate_spec(trial, pack)
        [err] = [e for e in report.errors if e.path == f"/cast/{index}/sprite"]
        assert sorted(err.choices) == sorted(options) and set(err.suggestions) <= options
    firsts = {}  # the first scene of each genre the game has: a theme's fit depends on the genre alone
    for i, scene in enumerate(spec["scenes"]):
        if not scene.get("rows"):
            firsts.setdefault(genre_of(scene), i)
    for i in firsts.values():
        scene = spec["scenes"][i]
        options = set(theme_choices(pack, genre_of(scene)))
        for theme in [*pack.themes, "Elder Grove"]:
            trial = copy.deepcopy(spec)
            trial["scenes"][i]["theme"] = theme
            found = _issues_at(trial, pack, f"/scenes/{i}/theme")
            assert (found == []) == (theme in options), (theme, found)


def test_big_sprites_are_for_bosses_and_a_tile_budget_leaves_out_what_does_not_fit(pack):
    big = {s.id for s in pack.manifest.sprites if s.frame_width == 32}
    assert big and big <= set(sprite_choices(pack, "boss"))
    for role in ("player", "npc", "enemy"):
        assert not big & set(sprite_choices(pack, role))
        assert all(role in pack.sprites[s].roles for s in sprite_choices(pack, role))
    assert not big & set(sprite_choices(pack, "boss", big=False))
    small = min(sheet_tiles(pack, s) for s in big)
    fits = sprite_choices(pack, "boss", tiles_left=small - 1)
    assert fits and not big & set(fits)


def test_a_genre_s_own_theme_rule_reaches_the_validator_and_the_choices(pack, monkeypatch):
    from dataclasses import replace

    from romsmith.generators.checks import genres
    from romsmith.generators.spec.samples import example_spec

    rule = replace(genres.CHECKS["adventure"], themes=lambda tileset, pack: not tileset.entry.indoor)
    monkeypatch.setitem(genres.CHECKS, "adventure", rule)
    monkeypatch.setattr(genres, "checks_of", lambda scene: genres.CHECKS[genre_of(scene)])
    options = theme_choices(pack, "adventure")
    assert "grassland" in options and "shop_interior" not in options
    spec = example_spec()
    spec["scenes"][0]["theme"] = "shop_interior"
    report = validate_spec(spec, pack)
    [err] = [e for e in report.errors if e.path == "/scenes/0/theme"]
    assert err.code == "theme_genre" and "not used by adventure scenes" in err.message
    assert sorted(err.choices) == options and "shop_interior" not in err.choices
    assert theme_choices(pack, "no_such_genre") == []
