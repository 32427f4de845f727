"""A relative clause after the subject ("a princess who is also a firefighter", "a ghost who
haunts an old library") says who the subject is; the subject's own verb after it is the goal's."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def goal(idea: str) -> tuple:
    """The goal's verb and the kinds of its objects, as the reader reads them."""
    said = read_intent(idea).goal
    return said.verb, [o.kind for o in said.objects]


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("a princess who is also a firefiter puts out the fire at the dragon castle and then saves the baby dragons",
         "put out", ["fire"]),
        ("a knight who lives in a tower rescues the prince", "rescue", ["prince"]),
        ("a knight, who is secretly a frog, rescues the prince", "rescue", ["prince"]),
        ("A friendly ghost who haunts an old library must catch the mysterious thief who tears pages out of the "
         "rare books at night.", "catch", ["thief"]),
        ("a crow who collects shiny things wants to find the perfect present for the girl who feeds him every "
         "morning", "find", ["perfect present"]),
    ],
)  # fmt: skip
def test_the_subjects_verb_past_its_relative_clause_is_the_goals(idea, verb, objects):
    assert goal(idea) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        # the clause is the deed: no verb of the subject's comes after it
        ("a knight who rescues princesses", "rescue", ["princess"]),
        ("a game about a sleepy bear who has to collect honey, berries and fish before winter comes",
         "collect", ["honey", "berry", "fish"]),
        # its own purpose and its own place go on with the clause
        ("RPG: You're a chef who battles living vegetables in turn-based fights to win the royal cooking contest.",
         "battle", ["living vegetable"]),
        ("In a cramped office you're a janitor who pushes filing cabinets around so the CEO can walk from the "
         "elevator to her desk.", "push", ["filing cabinet"]),
    ],
)  # fmt: skip
def test_a_relative_clause_that_says_the_deed_keeps_it(idea, verb, objects):
    assert goal(idea) == (verb, objects)


def test_a_participle_after_the_participles_preposition_is_its_objects_word():
    # "at invading rubber sharks": the sharks are shot at, and no verb "shark" ends the subject
    idea = "Like Galaga but with a duck in a bathtub shooting bubbles at invading rubber sharks."
    assert goal(idea) == ("shoot", ["rubber shark"])


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("axolotl trying to get back to his lake after getting flushed down the drain, rats in the sewer",
         "get", ["lake"]),
        ("a paper plane drifting thru an office trying to get out the window, fans and cleaners r the enemies",
         "get out", ["window"]),
        # an attributive participle ("an aging hedgehog knight") leaves the verb after the comma the subject's
        ("Sir Bramble, an aging hedgehog knight, rides out to slay the weasel warlord who burned his hedge.",
         "slay", ["weasel warlord"]),
    ],
)  # fmt: skip
def test_a_plural_after_a_comma_past_the_participle_is_no_verb(idea, verb, objects):
    assert goal(idea) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("you are a robot butler trying to cheer up a family after their grandmother passes away",
         "cheer up", ["family"]),
        ("a lantern spirit guiding the lost children out of the woods before the witch finds them",
         "guide", ["child"]),
    ],
)  # fmt: skip
def test_a_side_clause_after_the_participles_goal_is_no_goal(idea, verb, objects):
    assert goal(idea) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "hero", "verb"),
    [
        ("pls make game where small dragon learn to fly and beat the storm king", "dragon", "beat"),
        ("a boy want to find his dog", "boy", "find"),
    ],
)
def test_a_verb_that_takes_to_in_its_own_form_after_one_is_the_subjects(idea, hero, verb):
    said = read_intent(idea)
    assert (said.hero.kind, said.goal.verb) == (hero, verb)


def test_a_pronoun_before_such_a_verb_is_a_deeds_object_not_the_subject():
    said = read_intent(
        "You play as a lighthouse keeper whose lamp went dark. The aim is to find the three lost lenses hidden "
        "around the foggy coast, and the smugglers who broke it want to stop you."
    )
    assert said.hero.kind.startswith("lighthouse keeper") and said.goal.verb == "find"
