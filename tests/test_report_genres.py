"""The report's genres section: what the idea asks for against how each scene plays, and a
warning for a genre asked for that no scene plays."""

from __future__ import annotations

from romsmith.pipeline.genres import assess_genres, summary_line


def spec(*genres: str | None) -> dict:
    scenes = []
    for i, genre in enumerate(genres):
        scene = {"id": f"s{i}", "name": f"Scene {i}"}
        if genre:
            scene["genre"] = genre
        scenes.append(scene)
    return {"scenes": scenes}


def test_a_platformer_idea_made_as_an_adventure_is_called_out():
    section, warnings = assess_genres("a platformer where a cat jumps across the rooftops", spec(None, "adventure"))
    assert section["made"] == ["adventure"] and section["asked"] == "platformer"
    assert section["missing"] == ["platformer"]
    assert [w["code"] for w in warnings] == ["genre_missing"]
    assert "'platformer'" in warnings[0]["message"] and "no scene plays as one" in warnings[0]["message"]
    assert summary_line(section) == "genre: adventure (asked: platformer)"


def test_a_game_with_the_asked_genre_has_no_warning():
    section, warnings = assess_genres("side-scrolling space shooter: blast the asteroids", spec("shooter"))
    assert warnings == [] and section["missing"] == []
    assert section["scenes"] == [{"scene": "s0", "name": "Scene 0", "genre": "shooter"}]


def test_a_mixed_idea_wants_every_genre_it_names():
    _section, warnings = assess_genres("an RPG with puzzles", spec("battle"))
    assert [w["genre"] for w in warnings] == ["puzzle"]


def test_an_idea_that_names_no_genre_asks_for_nothing():
    section, warnings = assess_genres("a knight rescues the princess", spec(None))
    assert warnings == [] and section["asked"] is None and section["made"] == ["adventure"]


def test_no_idea_or_no_spec():
    assert assess_genres(None, spec("adventure"))[0]["asked"] is None
    assert assess_genres("a platformer", None) == (None, [])
