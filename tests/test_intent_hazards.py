"""Weather and disasters set against the hero ("race a sandstorm", "outrun the avalanche"): read as
opponents of the category `hazard`, never cast by the designer, and reported missing by the
fidelity check rather than credited to a sprite near them."""

from __future__ import annotations

import random

import pytest

from romsmith.designer._intent import read_intent as design_reading
from romsmith.generators.score import fidelity
from romsmith.generators.spec.samples import example_spec
from romsmith.lexicon import Intent, read_intent


def hazards(idea: str) -> list[str]:
    return [o.kind for o in read_intent(idea).opponents if o.category == "hazard"]


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("Lost in the Sahara, two camels race a sandstorm to reach the last oasis", "sandstorm"),
        ("outrun the avalanche on skis", "avalanche"),
        ("a cheerful bus driver must bring all kids to school in time despite snowstorm", "snowstorm"),
        ("put out the fires spreading through the Emberwood before they reach the owls' nest", "fire"),
        ("the river has burst its banks and the flood is swallowing the lowlands, so save the goats", "flood"),
        ("Lead the wild horses across the plains. Stay ahead of the wildfire.", "wildfire"),
        ("An astronaut must drive her rover across the red desert, avoiding dust storms.", "storm"),
    ],
)
def test_a_hazard_set_against_the_hero_is_a_hostile_opponent(idea, kind):
    intent = read_intent(idea)
    found = [o for o in intent.opponents if o.kind == kind]
    assert found, intent.describe()
    assert found[0].category == "hazard" and found[0].hostile
    assert kind in found[0].words.lower().replace("storms", "storm").replace("fires", "fire")
    assert any(kind in c.words.lower() and "weather or disaster" in c.reason for c in intent.cannot)


@pytest.mark.parametrize(
    "idea",
    [
        "a monkey swings through the rain forest to find the golden banana",  # a modifier: a kind of forest
        "herd the storm sheep home to the barn",  # a kind of sheep
        "a squirrel hides acorns for the winter before the first snow",  # a deadline, not a foe
        "a lonely lighthouse keeper guides the ships through the storm",  # the way, as often as a foe
        "two brothers rebuild the bridge that the flood washed away",  # what happened before the game
    ],
)
def test_weather_that_is_a_place_a_kind_or_a_deadline_is_no_opponent(idea):
    assert hazards(idea) == []
    assert read_intent(idea).cannot == []


def test_the_designer_casts_no_foe_for_a_hazard():
    idea = "outrun the avalanche on skis while the yetis chase you"
    read = read_intent(idea)
    assert {"avalanche", "yeti"} <= {o.kind for o in read.opponents}
    planned = design_reading(idea, random.Random(1))
    assert [p.kind for p in planned.foes] == ["yeti"]
    assert [o.kind for o in planned.roles.opponents] == ["yeti"]
    assert read.castable().opponents == [o for o in read.opponents if o.kind == "yeti"]


def test_a_hazard_is_reported_missing_and_no_sprite_stands_in_for_it(pack):
    spec = example_spec()
    intent = Intent(
        heroes=[{"kind": "soldier"}],
        opponents=[{"kind": "storm", "category": "hazard", "hostile": True, "words": "the storm"}],
    )
    ghost = {"id": "wisp", "name": "Wisp", "role": "enemy", "sprite": "puny_ghost", "x": 3, "y": 3}
    spec["cast"].append(ghost)  # the sprite WordNet might find nearest a storm: no stand-in
    storm = next(r for r in fidelity.check("brave the storm", spec, pack, intent)["roles"] if r["role"] == "opponent")
    assert not storm["ok"] and "no weather or disaster" in storm["missing"]
    ghost["name"] = "The Storm"  # a foe the game names so is it
    storm = next(r for r in fidelity.check("brave the storm", spec, pack, intent)["roles"] if r["role"] == "opponent")
    assert storm["ok"] and "wisp" in storm["evidence"]
    warning = fidelity.warnings({"roles": [{**storm, "ok": False, "missing": "x"}]})
    assert warning and warning[0]["code"] == "fidelity_role_missing"


def test_a_model_may_mark_a_hazard_in_the_schema():
    schema = str(Intent.model_json_schema())
    assert "hazard" in schema
