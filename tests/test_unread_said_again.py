"""A being said again by a narrower word ("the last herd of wild horses ... rope the stallions")
is in the role of the kind it is one of, so the fidelity check does not call it left out; a
being of another kind is, and no role as wide as "person" vouches for every person."""

from romsmith.lexicon import Intent, unplaced

HORSES = (
    "Lead the last herd of wild horses across the burning plains to the river valley. The ranchers want "
    "to rope the stallions, so keep them moving."
)


def reading(**roles) -> Intent:
    return Intent.model_validate({"heroes": [{"kind": "player"}], **roles})


def test_a_narrower_word_for_a_role_is_no_being_left_out():
    herd = reading(
        goal={
            "action": "escort",
            "verb": "lead",
            "objects": [{"kind": "horse", "words": "the last herd of wild horses"}],
        },
        opponents=[{"kind": "rancher", "hostile": True, "words": "The ranchers"}],
    )
    assert unplaced(HORSES, herd) == []


def test_a_being_of_another_kind_is_still_left_out():
    idea = "hunt down the wolf that has been stealing lambs from Gorse Hill all winter"
    wolf = reading(opponents=[{"kind": "wolf", "hostile": True, "words": "the wolf"}])
    assert unplaced(idea, wolf) == ["lambs"]


def test_a_role_as_wide_as_person_vouches_for_no_one():
    idea = "Einstein lost his notebook, and a knight took it."
    someone = reading(heroes=[{"kind": "person", "name": "Einstein", "words": "Einstein"}])
    assert unplaced(idea, someone) == ["knight"]


def test_what_someone_becomes_or_is_recruited_as_is_said_of_them():
    idea = "Turn-based RPG where a farmer named Hana recruits her vegetables as fighters to defeat the Locust King."
    hana = reading(
        heroes=[{"kind": "farmer", "name": "Hana", "words": "a farmer named Hana"}],
        opponents=[{"kind": "locust king", "hostile": True, "words": "the Locust King"}],
    )
    assert unplaced(idea, hana) == []
    zara = "Madame Zara, a fortune-teller, battles five rival carnival acts to become queen of the midway"
    assert unplaced(zara, reading(heroes=[{"kind": "fortune-teller", "name": "Zara", "words": "Madame Zara"}])) == []


def test_such_as_names_beings_of_their_own():
    idea = "A knight fights monsters such as wolves and trolls."
    knight = reading(
        heroes=[{"kind": "knight", "words": "A knight"}], opponents=[{"kind": "monster", "words": "monsters"}]
    )
    assert "wolves" in unplaced(idea, knight)


def test_as_meaning_while_names_beings_of_their_own():
    idea = "In a war-torn village, a young nurse must keep the wounded alive through the winter as soldiers from both sides come knocking."
    nurse = reading(heroes=[{"kind": "nurse", "words": "a young nurse"}])
    assert "soldiers" in unplaced(idea, nurse)
