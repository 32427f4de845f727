"""What a "what" or "why" question after finding out asks about is the goal's object: "discover
what is making the bells ring" is about the bells, "what happened to the colony" about the
colony, never a thing called "what". A question about someone said before ("u choose what he
writes") names no object of its own."""

import pytest

from romsmith.lexicon import read_intent


def objects(idea: str) -> list[tuple[str, str]]:
    return [(o.kind, o.words) for o in read_intent(idea).goal.objects]


@pytest.mark.parametrize(
    ("idea", "kind", "words"),
    [
        ("discover what is making the bells of Saint Orm ring at midnight", "bell", "what is making the bells"),
        (
            "a story where a mail robot on mars reads old letters and pieces together what happened to the colony",
            "colony",
            "what happened to the colony",
        ),
        (
            "a girl with a flashlight explores the basement to find out what's making the scary noises",
            "noise",
            None,
        ),
    ],
)
def test_a_question_is_about_what_its_clause_names(idea, kind, words):
    found = objects(idea)
    assert len(found) == 1 and found[0][0].endswith(kind)
    if words:
        assert found[0][1] == words


def test_no_object_is_called_by_its_question_word():
    for idea in (
        "discover what is making the bells of Saint Orm ring at midnight",
        "an old lighthouse keeper and a mermaid exchange letters and u choose what he writes",
    ):
        assert all(kind not in ("what", "why", "he writes") for kind, _ in objects(idea))


def test_the_thing_asked_about_is_not_its_owner():
    found = objects("a young scribe in ancient Egypt must decide what to write about the pharaoh's lost war")
    assert [kind for kind, _ in found] == ["war"]


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("a owl detective solves the mystery of the missing cheese", "cheese"),
        ("a detective named Iris solves the mystery of the vanished painting", "painting"),
        ("a detective cat solves the case of the stolen fish", "fish"),
    ],
)
def test_a_case_named_is_about_what_follows_of(idea, kind):
    assert [k for k, _ in objects(idea)] == [kind]


def test_a_secret_is_itself_what_is_uncovered():
    found = objects("as Lady Wren, the new governess, uncover the secret of the locked tower room at Ravenmoor Manor")
    assert [k for k, _ in found] == ["secret"]
