"""A verb said after a question word is a deed, not a thing the idea names: "find out who drained
the town pond" names no item "drained", "what is making the bells ring" none called "making"; a
noun said so after its article stays a thing ("the vanished painting", "carrying a warning")."""

import pytest

from romsmith.lexicon import extract


def items(idea: str) -> list[str]:
    return [t.text.lower() for t in extract(idea).of_kind("item")]


@pytest.mark.parametrize(
    ("idea", "word"),
    [
        ("the mayor of Puddleton asks a frog detective to find out who drained the town pond overnight", "drained"),
        ("discover what is making the bells of Saint Orm ring at midnight", "making"),
        ("Inspector Holloway investigates who poisoned the prize tomatoes at the village flower show", "poisoned"),
    ],
)
def test_a_verb_after_a_question_word_is_no_item(idea, word):
    assert word not in items(idea)


@pytest.mark.parametrize(
    ("idea", "word"),
    [
        ("a detective named Iris solves the mystery of the vanished painting", "painting"),
        ("a young courier rides from the docks of Port Amber carrying a warning", "warning"),
    ],
)
def test_a_noun_after_its_article_is_still_a_thing(idea, word):
    assert word in items(idea)
