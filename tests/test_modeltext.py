"""The checks of text a model wrote: template debris, repetition, a title that ignores the idea,
a character named like a place. Each finding names its rule; ordinary game text passes."""

from __future__ import annotations

import pytest

from romsmith.pipeline.modeltext import is_place, repetition, text_issues

IDEA = "a knight rescues the princess from a haunted castle"


def _spec(**texts) -> dict:
    return {
        "title": texts.get("title", "The Knight of Ash"),
        "premise": texts.get("premise", "Save the princess."),
        "win": {"flag": "won", "text": texts.get("win", "The princess is free!")},
        "scenes": [{"id": "keep", "name": texts.get("scene", "Old Keep")}],
        "cast": [
            {"id": "hero", "name": texts.get("hero", "Sir Aldo")},
            {"id": "boss", "name": texts.get("boss", "Lord Morg")},
            {"id": "lady", "name": "Rora"},
        ],
        "dialogue": [{"id": "talk", "pages": [texts.get("page", "Thank you, brave knight.")]}],
    }


@pytest.mark.parametrize(
    ("field", "text", "code"),
    [
        ("page", "### {name} #{hero.name} #{hero.type}", "text_debris"),
        ("premise", "Save the <b>princess</b>.", "text_debris"),
        ("win", "**You win!**", "text_debris"),
        ("hero", "puny_soldier", "text_debris"),
        ("win", "King Kala, king Kala, king Kala, king Kala", "text_repeat"),
        ("boss", "Kala Kala", "text_repeat"),
        ("premise", "The frog and the frog help the frog.", "text_repeat"),
        ("title", "The Lion King", "title_off_idea"),
        ("boss", "Ash Tower", "name_is_place"),
        ("boss", "Dark Woods", "name_is_place"),
        ("title", "The Princess Mira escape the J", "text_cut"),
        ("title", "Captain Vega defends the moon,", "text_cut"),
        ("boss", "Lord of the", "text_cut"),
    ],
)
def test_model_text_that_breaks_a_rule_is_one_issue_naming_the_rule(field, text, code):
    issues = text_issues(_spec(**{field: text}), IDEA)
    assert code in [i["code"] for i in issues], issues
    issue = next(i for i in issues if i["code"] == code)
    assert issue["rule"] and issue["rule"] in issue["message"] and text not in issue["rule"]
    assert issue["severity"] == "error" and issue["owner"]


@pytest.mark.parametrize(
    ("field", "text"),
    [
        ("title", "Rescue at Haunted Castle"),
        ("title", "Saving Rora"),  # the princess's name in this game
        ("title", "The Knights of Ash"),  # a plural of the idea's word
        ("title", "The Fortress"),  # a synonym of the idea's castle
        ("title", "Knighthood"),  # a word of the same family
        ("page", "Zobert, it is Granny Pette! Nobody has seen Granny Pette since the trip."),
        ("win", "Ha ha! No, no, you won."),
        ("boss", "Castle Guard"),  # a guard, not a castle
        ("boss", "Lighthouse Keeper"),
        ("premise", "Frogs & lizards: 3.5 leaps to go!"),
    ],
)
def test_ordinary_game_text_passes(field, text):
    assert text_issues(_spec(**{field: text}), IDEA) == []


def test_a_title_made_of_the_idea_s_word_families_is_about_the_idea():
    spec = _spec(title="Star Blaster")
    assert text_issues(spec, "a shoot em up where a starship blasts the asteroid swarm", ["/title"]) == []
    assert text_issues(spec, IDEA, ["/title"])  # nothing of a knight's rescue in it


def test_only_the_asked_paths_are_checked_and_the_title_of_another_idea_passes_its_own():
    spec = _spec(title="The Lion King", page="{name}")
    assert [i["path"] for i in text_issues(spec, IDEA, ["/title"])] == ["/title"]
    assert text_issues(spec, IDEA, []) == []
    assert text_issues(spec, "a lion cub becomes king", ["/title"]) == []
    assert "knight" in text_issues(spec, IDEA, ["/title"])[0]["rule"]  # the rule names the idea's words


def test_repetition_and_places_in_words():
    assert repetition("Hop, hop, hop!") == "hop"
    assert repetition("The golden fly is the best fly of the golden pond and the golden sun") == "the golden"
    assert repetition("A frog seeks the golden fly.") == ""
    assert is_place("Ash Tower") and is_place("Grim Castle") and not is_place("Tower Guard")


def test_a_whole_title_or_name_is_not_cut():
    from romsmith.pipeline.modeltext import is_cut

    for whole in ("A Scarecrow Calls a Harvest", "Tobias' Relight", "Sir Hal to the Rescue", "Slime A", "Brick House"):
        assert not is_cut(whole), whole
    for cut in ("Sabatie, a shepherd girl, herd ", "Fly to the mountains to learn,", "The Lost Crown of the"):
        assert is_cut(cut), cut
