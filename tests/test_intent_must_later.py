"""What the hero must do, said in the clause after the main verb's ("Brother Tomasz has taken a
vow of silence, but he must warn the abbey") or in a later sentence ("Ilse must tame the
stag"), is the goal; a goal said with "must" keeps it, and so does one whose later object is only
"it" ("They must dig it up"), and a later clause after another subject's is left alone."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "verb", "action"),
    [
        (
            "Brother Tomasz has taken a vow of silence, but he must warn the abbey about the Viking raiders "
            "without saying a word",
            "warn",
            "reach",
        ),
        (
            "in grandma's attic, two cousins find a dollhouse that shrinks them, and they must escape before "
            "the spiders wake",
            "escape",
            "escape",
        ),
    ],
)
def test_the_hero_must_do_after_the_main_verb(idea, verb, action):
    goal = read_intent(idea).goal
    assert (goal.verb, goal.action) == (verb, action)


def test_the_must_clause_names_the_goal_object():
    intent = read_intent("Brother Tomasz has taken a vow of silence, but he must warn the abbey about the raiders")
    assert [o.kind for o in intent.goal.objects] == ["abbey"]
    assert (intent.hero.name, intent.hero.title) == ("Tomasz", "Brother")


@pytest.mark.parametrize(
    ("idea", "verb"),
    [
        ("A young witch must brew the potion, and she has to find the herbs first.", "brew"),  # said with "must"
        (  # another subject's clause comes between
            "Every Halloween a scarecrow named Hob guards the pumpkin patch, but this year the crows are after "
            "the Golden Pumpkin, and he must hold them off until dawn",
            "guard",
        ),
    ],
)
def test_the_main_verb_stays_the_goal(idea, verb):
    assert read_intent(idea).goal.verb == verb


@pytest.mark.parametrize(
    ("idea", "verb"),
    [
        (
            "Two kids find a map in their attic. It leads to a treasure buried under the old lighthouse. "
            "They must dig it up before Uncle Barnaby does, because he wants it all for himself.",
            "find",  # left alone: its "it" is no thing the reader names, so the first goal stays
        ),
        (
            "A shy girl named Ilse hears about the wild white stag of Hollow Wood. The hunters from the village "
            "want its antlers. Ilse must tame the stag before they find it.",
            "tame",
        ),
        ("A girl must find the key. She has to open the door.", "find"),  # left alone: said with "must" first
    ],
)
def test_a_later_sentence_says_what_the_hero_must_do(idea, verb):
    assert read_intent(idea).goal.verb == verb
