"""A foe the idea names right after saying what it is has that name ("the dragon Smaug", "the
frost giant Ymar", "a rival named Gustav"); a word the lexicon knows after it ("the dragon
attacks"), a possessive ("rival keeps ruining young Mia's cakes") and a place after a preposition
are no name."""

import pytest

from romsmith.lexicon import read_intent


def foes(idea: str) -> dict[str, str | None]:
    return {b.kind: b.name for b in read_intent(idea).opponents}


@pytest.mark.parametrize(
    ("idea", "kind", "name"),
    [
        ("a knight fights the dragon Smaug", "dragon", "Smaug"),
        ("the dragon Smaug attacks the town and a knight must stop him", "dragon", "Smaug"),
        ("At the top waits the frost giant Ymar. Defeat him before winter swallows the valley.", "frost giant", "Ymar"),
        ("a boy must stop a wizard named Zog", "wizard", "Zog"),
        ("race your balloon to Samarkand while a rival named Gustav keeps cutting your ropes", "rival", "Gustav"),
    ],
)
def test_a_foe_named_after_its_kind_has_that_name(idea, kind, name):
    assert foes(idea).get(kind) == name, foes(idea)


@pytest.mark.parametrize(
    "idea",
    [
        "a knight fights the dragon in the Dark Forest",
        "the dragon attacks the town and a knight must stop it",
        "a jealous rival keeps ruining young Mia's cakes, so she must bake the perfect wedding cake before noon",
        "a girl fights the ogre King of the hills",
    ],
)
def test_no_name_where_the_idea_gives_none(idea):
    assert not any(foes(idea).values()), foes(idea)
