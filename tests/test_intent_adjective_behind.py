"""An adjective said of a noun from behind ends the noun's phrase ("keeping the ranchers happy":
the ranchers), before a pause or a link; a name's word ("Pinewood Elementary") and a participle
("the puppies trapped in ...") are read as before."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        (
            "A visual novel where you are a new park ranger in Yellowstone who must choose between protecting the "
            "wolves and keeping the ranchers happy.",
            ["wolf", "rancher"],
        ),
        ("choose ur own adventure where a capybara runs a bath house and has to keep every guest happy", ["guest"]),
        ("A deaf blacksmith travels to the Ash Peaks to forge a sword strong enough to break the golem", ["sword"]),
        ("a night nurse on the haunted fifth floor, keeping the patients alive until sunrise", ["patient"]),
    ],
)
def test_an_adjective_behind_ends_the_phrase(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects


def test_a_names_word_stays_in_the_name():
    intent = read_intent("Ghosts have taken over Pinewood Elementary! Suck up every spook before the bell rings.")
    assert any(p.words == "Pinewood Elementary" for p in intent.places)


def test_a_participle_behind_still_ends_the_phrase():
    goal = read_intent("a firefighter rescues the puppies trapped in the burning warehouse").goal
    assert [o.kind for o in goal.objects] == ["puppy"]
