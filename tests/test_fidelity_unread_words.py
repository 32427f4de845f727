"""Words the fidelity check must not take for beings the reading left out (`lexicon.unplaced`):
what someone is like, a genre's name, a name's verb, a being a role already names beside it.
Each would cap a faithful game's score at 0.5 for nothing; a being truly left out still does."""

from __future__ import annotations

import pytest

from romsmith.lexicon import Intent, read_intent, unplaced


def reading(**roles) -> Intent:
    return Intent.model_validate({"heroes": [{"kind": "knight", "words": "a knight"}], **roles})


@pytest.mark.parametrize(
    "idea, word",
    [
        # what someone or something is like
        ("A knight in armor that's way too heavy for him has to jump over the pits", "heavy"),
        ("The factory's conveyor belts have gone crazy and a knight must stop them", "crazy"),
        ("A knight must blow the storm away with the great bellows", "great"),
        ("A knight must unscramble the ancient runes carved on the stones", "ancient"),
        ("Class project idea: young Marie Curie's knight lost her notes", "young"),
        ("Straight from my table: a knight guards the bridge", "straight"),
        # a genre's name
        ("an endless-runner platformer: a knight is chased by a storm", "endless-runner"),
        ("Monster-taming battler where a knight trains storm sheep", "battler"),
        # the verb of a name before it
        ("A knight named Quill scouts ahead for the king", "scouts"),
        ("A knight named Bramble volunteers to look for the seed", "volunteers"),
    ],
)
def test_a_word_that_names_no_being_is_not_unplaced(idea, word):
    assert word not in unplaced(idea, reading())


@pytest.mark.parametrize(
    "idea, word",
    [
        ("Mayor Flufferton the cat has vanished the day before the election! Help the town's kids find him.", "cat"),
        (
            "A retired circus strongman sets out to find his old partner, a dancing bear, who was sold to a "
            "traveling fair somewhere in Romania",
            "bear",
        ),
    ],
)
def test_a_being_a_role_names_beside_it_is_not_unplaced(idea, word):
    assert word not in unplaced(idea, read_intent(idea))


@pytest.mark.parametrize(
    "idea, word",
    [
        # left alone: a being said as one, after a determiner or an owner
        ("A knight must bring the scroll back before the master returns", "master"),
        ("Every boss guards one crystal, and a knight must take them all", "boss"),
        ("A knight must find the spells that escaped from his master.", "master"),
        # left alone: an apposition that runs on into the next clause names someone else
        (
            "When the Witch of Greymarsh turns his twin sister into a swan, a stable boy named Finn has until "
            "the next full moon to find three feathers",
            "boy",
        ),
        # left alone: a name's noun, not its verb ("Quill's scouts")
        ("A knight named Quill leads the scouts ahead", "scouts"),
    ],
)
def test_a_being_said_as_one_is_still_unplaced(idea, word):
    swan_read = reading(heroes=[{"kind": "witch", "words": "the Witch of Greymarsh"}], bystanders=[{"kind": "swan"}])
    assert word in unplaced(idea, swan_read if "Finn" in idea else reading())
