"""Where a game is set: a setting said between a genre and its "where" is the game's place ("a
dating sim on a space station where ..."); a setting said before "you" leaves the player the hero
("In the barn you feed the pigs": the pigs are what is fed, not who plays); a word of a being's
title ("the Ice Witch") and a named thing searched for ("hunts for the Jade Mask") are no places."""

import pytest

from romsmith.lexicon import read_intent


def places(idea: str) -> list[str]:
    return [p.kind for p in read_intent(idea).places]


@pytest.mark.parametrize(
    ("idea", "place"),
    [
        ("dating sim on a space station where the robot chef tries to win the heart of the captain", "space station"),
        ("a platformer in a haunted castle where a cat hunts ghosts", "castle"),
        ("a shooter on a space station where a robot fights aliens", "space station"),
        ("an RPG in the desert where a nomad seeks water", "desert"),
        ("a farming game on a small island where a girl grows pumpkins", "island"),
        ("write me a game in a castle where a cat fights ghosts", "castle"),
    ],
)
def test_a_setting_before_where_is_the_games_place(idea, place):
    assert place in places(idea), places(idea)


@pytest.mark.parametrize(
    ("idea", "hero", "verb"),
    [
        (
            "dating sim on a space station where the robot chef tries to win the heart of the captain",
            "robot chef",
            "win",
        ),
        ("a shooter on a space station where a robot fights aliens", "robot", "fight"),
    ],
)
def test_the_story_after_the_setting_is_read_as_before(idea, hero, verb):
    intent = read_intent(idea)
    assert [h.kind for h in intent.heroes] == [hero]
    assert intent.goal.verb == verb


@pytest.mark.parametrize(
    ("idea", "verb", "thing", "place"),
    [
        ("In the barn you feed the pigs", "feed", "pig", "barn"),
        ("in the museum where you sort the bones", "sort", "bones", "museum"),
        ("a puzzle game in the museum where you sort the bones", "sort", "bones", "museum"),
        ("in the museum, you sort the bones", "sort", "bones", "museum"),
        ("in the barn you must find the pigs", "find", "pig", "barn"),
    ],
)
def test_a_setting_before_you_leaves_the_player_the_hero(idea, verb, thing, place):
    intent = read_intent(idea)
    assert [h.kind for h in intent.heroes] == ["player"]
    assert intent.goal.verb == verb
    assert [o.kind for o in intent.goal.objects] == [thing]
    assert place in [p.kind for p in intent.places]


def test_a_genre_with_no_setting_before_where_still_sets_only_the_genre_aside():
    intent = read_intent("a puzzle game where you sort the bones in the museum")
    assert [h.kind for h in intent.heroes] == ["player"]
    assert intent.genre == "puzzle"
    assert "game" not in places("a puzzle game where you sort the bones in the museum")


@pytest.mark.parametrize(
    ("idea", "not_a_place"),
    [
        ("the Ice Witch froze the whole valley and a little fire sprite must melt her heart", "ice"),
        ("The Hive Queen has sent her wasp drones to take the city. You must protect the hospital.", "hive"),
        ("a tiny fairy named Lumi dodges the Moon Witch's curses to break the spell on her forest", "moon"),
        ("The evil Snow Queen has trapped summer in a glass jar at the top of her palace", "snow"),
    ],
)
def test_a_word_of_a_beings_title_is_no_place(idea, not_a_place):
    assert not_a_place not in places(idea), places(idea)


@pytest.mark.parametrize(
    ("idea", "place"),
    [
        ("a lighthouse mouse must find the lost lens", "lighthouse"),
        ("The Rain Forest Rangers fly over the canopy and shoot the logging drones", "forest"),
    ],
)
def test_a_place_word_before_a_being_still_names_a_place(idea, place):
    assert any(place in p for p in places(idea)), places(idea)


@pytest.mark.parametrize(
    ("idea", "thing"),
    [
        ("Dr. Amara Okafor hunts for the Jade Mask before her rival can sell it", "Mask"),
        ("a thief searches for the Golden Idol", "Idol"),
    ],
)
def test_a_named_thing_searched_for_is_no_place(idea, thing):
    intent = read_intent(idea)
    assert not any(thing.lower() in p.kind.lower() for p in intent.places), intent.places
    assert any(thing.lower() in o.kind for o in intent.goal.objects)


def test_a_place_headed_for_by_its_name_stays_a_place():
    assert "Avalon" in places("a knight heads for Avalon")
