"""An irregular plural is many of its singular ("teeth": tooth, "oxen": ox, "gingerbread men"),
which WordNet keeps as a noun of its own and the reader took for a place ("her bag of teeth");
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


def test_teeth_are_no_place():
    it = read_intent("The tooth fairy lost her bag of teeth. Collect every tooth before the children wake up.")
    assert "teeth" not in [p.kind for p in it.places]
    assert [o.kind for o in it.goal.objects] == ["tooth"]


def test_them_brought_home_is_what_was_taken():
    it = read_intent(
        "The Hollow Men took every bell from the monastery on the hill. You're Brother Cade, the youngest monk, "
        "and you have to bring them home by midnight mass."
    )
    assert [o.kind for o in it.goal.objects] == ["bell"]
    assert "hollow man" in [o.kind for o in it.opponents]
