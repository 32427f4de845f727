"""Ships, boats and other craft fired at are foes, not places ("a lighthouse keeper fires flares
at ghost ships"); a ship sailed stays a place."""

from romsmith.lexicon import read_intent


def test_craft_fired_at_are_foes():
    it = read_intent("Top-down shooter where a lighthouse keeper fires flares at ghost ships.")
    assert [o.kind for o in it.opponents] == ["ghost ship"]
    assert "ghost ship" not in [p.kind for p in it.places]
    assert it.goal.action == "defeat"


def test_a_ship_sailed_is_no_foe():
    it = read_intent("the pirates sail their ship to the island")
    assert not it.opponents
