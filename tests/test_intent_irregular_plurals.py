"""A being's irregular plural is many of its singular ("oxen": ox, "gingerbread men"), which
WordNet keeps as a noun of its own; a thing's stays as said ("her false teeth");
"them" got back or brought home is what was taken, said with "every" ("The Hollow Men took every
bell ... bring them home": the bells)."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("the oxen pull the cart to the market", "ox"),
        ("gingerbread men attack the bakery", "gingerbread man"),
    ],
)
def test_an_irregular_plural_is_many_of_its_singular(idea, kind):
    hero = read_intent(idea).heroes[0]
    assert (hero.kind, (hero.count or 1) > 1) == (kind, True)


def test_teeth_stay_teeth():
    """A thing's irregular plural is what is meant ("her false teeth"), no single tooth."""
    it = read_intent("help old Mrs. Pell find her false teeth before Sunday lunch")
    assert [o.kind for o in it.goal.objects] == ["teeth"]


def test_them_brought_home_is_what_was_taken():
    it = read_intent(
        "The Hollow Men took every bell from the monastery on the hill. You're Brother Cade, the youngest monk, "
        "and you have to bring them home by midnight mass."
    )
    assert [o.kind for o in it.goal.objects] == ["bell"]
    assert "hollow man" in [o.kind for o in it.opponents]
