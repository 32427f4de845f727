"""A thing the goal is about is not credited by an actor drawn as one of its modifiers: "the
pharaoh lost war" is no pharaoh, so a mummy on the win's path does not show the war; a being
still is credited by the sprite that draws it."""

from test_designer_intent import designed, role

from romsmith.generators.score import fidelity
from romsmith.lexicon import Thing, read_intent

IDEA = "interactive story for history class: a young scribe in ancient Egypt must decide what to write about the pharaoh's lost war"


def goal_with(idea: str, thing: Thing):
    intent = read_intent(idea)
    return intent.model_copy(update={"goal": intent.goal.model_copy(update={"objects": [thing]})})


def test_a_thing_is_not_shown_by_an_actor_drawn_as_its_modifier(pack):
    _plan, spec = designed(IDEA, pack)
    assert any(a["sprite"] == "puny_mummy" for a in spec["cast"])  # a pharaoh, drawn as the nearest sprite
    war = Thing(kind="pharaoh lost war", category="thing", words="the pharaoh's lost war")
    goal = role(fidelity.check(IDEA, spec, pack, goal_with(IDEA, war)), "goal")
    assert not goal["ok"] and "no pharaoh lost war is on the win's path" in goal["missing"]


def test_a_being_is_still_shown_by_the_sprite_that_draws_it(pack):
    _plan, spec = designed(IDEA, pack)
    pharaoh = Thing(kind="pharaoh", category="person", words="the pharaoh")
    goal = role(fidelity.check(IDEA, spec, pack, goal_with(IDEA, pharaoh)), "goal")
    assert goal["ok"], goal


def test_a_band_of_creatures_is_still_shown_by_the_creatures(pack):
    idea = "battle game: fend off the crab army until the tide comes in"
    _plan, spec = designed(idea, pack)
    goal = role(fidelity.check(idea, spec, pack, read_intent(idea)), "goal")
    assert goal["ok"] and "crab army: actor" in goal["evidence"], goal
