"""The text checks catch each grammar slip a player noticed in the designer's games: a page that
starts in lower case, a thing's name in capitals mid-sentence, "a" before a mass noun, a verb
that does not agree, "them" for one princess; and they leave the right forms alone. The
offline designer's games have none of them."""

from __future__ import annotations

import pytest

from romsmith.generators.score import textcheck
from romsmith.lexicon import be, indefinite, is_mass, is_plural, plural, pronoun, sentence_case


def spec_saying(*pages: str, title: str = "A Quiet Day", items=(), cast=()) -> dict:
    return {
        "title": title,
        "premise": "Ada sets out at dawn.",
        "cast": list(cast),
        "scenes": [],
        "items": [{"id": i.lower(), "name": i, "description": "Found on the way."} for i in items],
        "dialogue": [{"id": f"d{n}", "speaker": "", "pages": [p], "effects": []} for n, p in enumerate(pages)],
        "quests": [],
        "win": {"flag": "won", "text": "Ada won!"},
    }


def codes(spec: dict, pack, code: str) -> list[str]:
    return [w["message"] for w in textcheck.text_issues(spec, pack) if w["code"] == code]


def test_a_page_that_starts_in_lower_case_is_a_warning(pack):
    assert codes(spec_saying("the Outlaw is no more."), pack, "text_case")
    assert not codes(spec_saying("The Outlaw is no more.", "'Well done!' says Ada."), pack, "text_case")


def test_a_things_name_in_capitals_mid_sentence_is_a_warning(pack):
    found = codes(spec_saying("Here is a Book from Mister Sao!", items=["Book"]), pack, "text_capital")
    assert found and "a book" in found[0]
    assert not codes(spec_saying("Here is a book from Mister Sao!", items=["Book"]), pack, "text_capital")


@pytest.mark.parametrize("text", ["A Mail for Corette!", "She gives Ada a Milk.", "Ada finds a sea glass."])
def test_a_before_a_mass_noun_is_a_warning(pack, text):
    assert codes(spec_saying(text), pack, "text_mass_noun")


@pytest.mark.parametrize(
    "text",
    ["The mail for Corette!", "She gives Ada some milk.", "An ice block, lucky!", "A little bread for the road."],
)
def test_mass_nouns_said_right_and_compounds_pass(pack, text):
    assert not codes(spec_saying(text), pack, "text_mass_noun")


def test_a_verb_that_does_not_agree_is_a_warning(pack):
    assert codes(spec_saying("A clue! Here lies muddy boot prints."), pack, "text_agreement")
    assert codes(spec_saying("There are a torn black mask and a glove."), pack, "text_agreement")
    for fine in ("A clue! Here lie muddy boot prints.", "Here lies a torn black mask.", "There is a way out."):
        assert not codes(spec_saying(fine), pack, "text_agreement"), fine


def test_they_for_one_princess_is_a_warning_and_she_is_not(pack):
    cast = [
        {"id": "hero", "name": "Bran", "role": "player", "sprite": "puny_soldier", "scene": "s"},
        {"id": "lead", "name": "Princess Ada", "role": "npc", "sprite": "puny_princess", "scene": "s"},
    ]
    wrong = spec_saying("Princess Ada is lost. Please see them safely home, Bran.", cast=cast)
    assert codes(wrong, pack, "text_pronoun")
    he = spec_saying("Princess Ada is lost. Bring him home.", cast=cast)
    assert codes(he, pack, "text_pronoun")
    for fine in (
        "Princess Ada is lost. Please see her safely home, Bran.",
        "They say Princess Ada is lost.",
        "Princess Ada lost the keys. Find them!",
    ):
        assert not codes(spec_saying(fine, cast=cast), pack, "text_pronoun"), fine


def test_the_grammar_the_designer_writes_with():
    assert indefinite("lantern") == "a lantern" and indefinite("old key") == "an old key"
    assert indefinite("milk") == "some milk" and indefinite("eggs") == "some eggs"
    assert is_mass("sea glass") and is_mass("mail") and not is_mass("letter")
    assert is_plural("muddy boot prints") and not is_plural("a dusting of flour") and not is_plural("compass")
    assert be("muddy boot prints", "lies", "lie") == "lie" and be("a torn mask", "lies", "lie") == "lies"
    assert pronoun("them", "female") == "her" and pronoun("their", "male") == "his" and pronoun("them") == "them"
    assert sentence_case("the bear is gone. well done!") == "The bear is gone. Well done!"
    assert [plural(k) for k in ("kitchen knife", "mouse", "berry", "fox", "boy")] == [
        "kitchen knives",
        "mice",
        "berries",
        "foxes",
        "boys",
    ]  # the designer's titles and lines say plurals the same way
    assert [plural(k) for k in ("highwayman", "snow woman", "human", "shaman", "hero", "dingo")] == [
        "highwaymen",
        "snow women",
        "humans",
        "shamans",
        "heroes",
        "dingos",
    ]  # a compound of "man" takes "men"; a word that only ends so does not
    # a plural already is its own plural; a singular that ends in s takes "es"
    assert [plural(k) for k in ("pack of cards", "news", "mice", "green peas", "boss", "walrus", "dress")] == [
        "pack of cards",
        "news",
        "mice",
        "green peas",
        "bosses",
        "walruses",
        "dresses",
    ]


def test_a_name_over_the_limit_loses_whole_words_from_the_front():
    from romsmith.designer._names import fit

    assert fit("Slime Invader", 12) == "Invader"
    assert fit("Seven Lost Scales", 12) == "Lost Scales"
    assert fit("Golden Carrot", 13) == "Golden Carrot"
    assert fit("Supercalifragilistic", 12) == "Supercalifra"
