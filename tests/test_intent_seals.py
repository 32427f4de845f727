"""An animal said before a word with an animal sense names that animal ("leopard seals"), beings
lying in wait said with "with" are foes ("with leopard seals lurking at every crack"), and the
one whose machine breaks down is the "she" who then acts."""

import pytest

from romsmith.lexicon import read_intent
from romsmith.lexicon._words import category

POLAR = (
    "can you make one where a polar scientist's snowmobile breaks down and she has to walk back to base "
    "across the Antarctic ice, with leopard seals lurking at every crack?"
)


@pytest.mark.parametrize(("kind", "said"), [("leopard seal", "animal"), ("seal", "thing"), ("dog collar", "thing")])
def test_an_animal_before_a_head_names_the_animal(kind, said):
    assert category(kind) == said


@pytest.mark.parametrize("kind", ["frog game", "fishes teeth"])  # left alone: no animal meant
def test_a_game_or_a_body_part_stays_no_animal(kind):
    assert category(kind) != "animal"


def test_seals_slid_past_are_foes():
    idea = (
        "The penguin twins are determined to reach the South Pole in time for the great ice-dance, "
        "sliding past leopard seals."
    )
    assert [o.kind for o in read_intent(idea).opponents] == ["leopard seal"]


def test_beings_lurking_are_foes_and_the_owner_of_the_broken_machine_is_the_hero():
    intent = read_intent(POLAR)
    assert [o.kind for o in intent.opponents] == ["leopard seal"]
    assert intent.hero.kind == "scientist"
