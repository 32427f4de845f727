"""A reading that put a being of the idea in no role (`lexicon.unplaced`) cannot be vouched for:
the fidelity check lists each such being, warns, and scores the game at most 0.5, unless a
person gave or corrected the roles."""

from __future__ import annotations

import pytest

from romsmith.generators.score import fidelity
from romsmith.generators.spec.samples import example_spec
from romsmith.lexicon import Intent, unnamed, unplaced

GRETEL = "Prince Anselm has been turned into a toad, so the kitchen maid Gretl must find the witch's golden comb"


def reading(**roles) -> Intent:
    return Intent.model_validate({"heroes": [{"kind": "soldier", "words": "a soldier"}], **roles})


def test_a_being_in_no_role_is_unplaced_and_one_in_a_role_is_not():
    prince_read = reading(heroes=[{"kind": "prince", "words": "Prince Anselm"}])
    assert unplaced(GRETEL, prince_read) == ["maid", "witch"]  # the toad is the prince, turned into one
    gretl_read = reading(
        heroes=[{"kind": "kitchen maid", "name": "Gretl", "words": "the kitchen maid Gretl"}],
        opponents=[{"kind": "witch", "hostile": True, "words": "the witch"}],
        bystanders=[{"kind": "prince", "words": "Prince Anselm"}, {"kind": "toad", "words": "a toad"}],
    )
    assert unplaced(GRETEL, gretl_read) == []


@pytest.mark.parametrize(
    "idea",
    [
        "For my twins: two ducklings search the pond for a lost button, no scary monsters please",  # said absent
        "My son loves trucks, so a garbage truck collects every trash bag",  # the one asking
        "a fire ant marches to the pet shop",  # modifiers of the next noun
        "Escort the last baby dragon across the desert",  # a verb
        "eine Ritterin sucht den Drachen",  # not English: no reading of it is doubted
        "a shepherd girl guards her flock from the wolves",  # a verb, its object next
        "two chefs cook a banquet for the dragon holding their town hostage",  # how the town is held
        "Card battler where a magician duels the twelve Jokers",  # a genre's name
        "math puzzle for my 3rd graders: share the apples between the horses",  # whom it is made for
        "The moles steal the carrots! As Farmer Jo's loyal sheepdog, chase them off",  # said of the hero
        "A girl who can turn into a crow has to rescue her little brother from the Marsh Witch's tower.",  # the girl
        "a diver swims closer to the wreck to find the pearl",  # a comparative
    ],
)
def test_words_that_name_no_being_of_the_story_are_not_unplaced(idea):
    hero_only = reading(heroes=[{"kind": "duckling" if "duckling" in idea else "truck", "words": ""}])
    found = unplaced(idea, hero_only)
    assert not {"monster", "monsters", "son", "fire", "pet", "escort", "guards"} & set(found), found
    assert "ant" in found or "ant" not in idea.split()  # the ant itself is a being no role names


def test_the_score_is_capped_and_the_being_named_when_the_reading_left_it_out(pack):
    spec = example_spec()
    idea = "a soldier brings the crown back to King Rolf while a hungry troll watches"
    read = reading(goal={"action": "deliver", "verb": "bring", "objects": [{"kind": "crown"}]})
    result = fidelity.check(idea, spec, pack, read)
    assert [u["being"] for u in result["unread"]] == ["troll"] and result["score"] <= 0.5 and result["capped"]
    assert any(w["code"] == "fidelity_unread" and "troll" in w["message"] for w in fidelity.warnings(result))
    assert "read in no role: troll" in fidelity.summary_line(result)
    with_troll = Intent.model_validate(
        {**read.model_dump(), "opponents": [{"kind": "troll", "hostile": True, "words": "a hungry troll"}]}
    )
    assert not fidelity.check(idea, spec, pack, with_troll)["unread"]


@pytest.mark.parametrize("source", ["given", "offline, corrected"])
def test_roles_a_person_gave_or_corrected_are_taken_as_said(pack, source):
    spec = example_spec()
    idea = "a soldier brings the crown back to King Rolf while a hungry troll watches"
    given = reading(goal={"action": "deliver", "verb": "bring", "objects": [{"kind": "crown"}]}, source=source)
    result = fidelity.check(idea, spec, pack, given)
    assert not result["unread"]


def test_a_being_left_out_of_the_reading_that_the_game_sets_against_the_player_is_not_dropped(pack):
    spec = example_spec()  # its cast has an enemy slime and a friendly elder
    read = reading(goal={"action": "deliver", "verb": "bring", "objects": [{"kind": "crown"}]})
    idea = "a soldier brings the crown back to King Rolf, but on the way there are slimes"
    result = fidelity.check(idea, spec, pack, read)
    assert not result["unread"] and not result["capped"]
    assert result["unread_in_game"] == [
        {"being": "slimes", "evidence": "slime (Slime) is an enemy drawn as puny_slime"}
    ]
    assert not any(w["code"] == "fidelity_unread" for w in fidelity.warnings(result))
    friendly = fidelity.check("a soldier brings the crown to King Rolf while an elder watches", spec, pack, read)
    assert [u["being"] for u in friendly["unread"]] == ["elder"] and friendly["capped"]  # friendly: no foe in the game


@pytest.mark.parametrize(
    ("objects", "vague"),
    [
        (["them"], ["them"]),  # "guiding the lost children out ... before the witch finds them"
        (["back"], ["back"]),  # "get the stolen joey back" read without the joey
        (["making"], ["making"]),  # "find out what's making the scary noises"
        (["painting"], []),  # an -ing form that is a thing first
        (["crown", "one"], ["one"]),
    ],
)
def test_a_goal_whose_object_the_reading_could_not_name_is_not_vouched_for(pack, objects, vague):
    read = reading(goal={"action": "find", "verb": "find", "objects": [{"kind": k} for k in objects]})
    assert unnamed(read) == vague
    goal = next(
        r for r in fidelity.check("a soldier finds it", example_spec(), pack, read)["roles"] if r["role"] == "goal"
    )
    if vague:
        assert not goal["ok"] and "could not be read" in goal["missing"] and repr(vague[0]) in goal["missing"]
    else:
        assert "could not be read" not in goal.get("missing", "")
