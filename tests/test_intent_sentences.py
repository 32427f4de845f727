"""An idea told in several sentences: the hero introduced after the scene or the foe, the goal
said as an order, and "she" or "he" the hero again (romsmith.lexicon._joining)."""

import pytest

from romsmith.lexicon import read_intent
from romsmith.lexicon._sentences import sentences


def kinds(beings):
    return [b.kind for b in beings]


def test_an_idea_splits_at_each_sentence_end_but_not_after_a_title():
    said = sentences("Deliver the parcel to Mr. Patel. Then go home! Is it done? yes")
    assert said == ["Deliver the parcel to Mr. Patel.", "Then go home!", "Is it done? yes"]


@pytest.mark.parametrize(
    ("idea", "hero", "name", "action", "objects"),
    [
        (
            "Meet Juniper, a carrier pigeon. The valley's letters are piling up, so fly over the hills and "
            "deliver every letter.",
            "carrier pigeon",
            "Juniper",
            "deliver",
            ["letter"],
        ),
        (
            "In this game you are a goat herder on a cold mountain. Keep your goats safe from the wolves until dawn.",
            "goat herder",
            None,
            "protect",
            ["goats"],  # the state they are kept in is no part of them
        ),
        (
            "The evil Frost Witch has frozen the lake. A little otter named Pip swims under the ice to find her "
            "sun stone.",
            "otter",
            "Pip",
            "find",
            ["sun stone"],
        ),
        (
            "Under the old bridge lives a troll named Gus. He must collect five lost buttons before the market opens.",
            "troll",
            "Gus",
            "collect",
            ["button"],
        ),
    ],
)
def test_the_hero_is_whom_the_sentences_introduce_and_the_goal_is_theirs(idea, hero, name, action, objects):
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.name) == (hero, name)
    assert intent.goal.action == action and kinds(intent.goal.objects) == objects


def test_a_foe_that_opens_the_idea_is_a_foe_not_the_hero():
    intent = read_intent(
        "A greedy magpie has been stealing the town's spoons. Otto the blacksmith climbs the bell tower."
    )
    assert (intent.hero.kind, intent.hero.name) == ("blacksmith", "Otto")
    assert kinds(intent.opponents) == ["magpie"] and intent.opponents[0].hostile


def test_there_is_introduces_the_hero_without_naming_it_there():
    intent = read_intent("There is a shy robot in the junkyard who wants a friend. He builds a kite and flies it.")
    assert (intent.hero.kind, intent.hero.name) == ("robot", None)


def test_foes_of_a_later_sentence_the_hero_acts_in_are_foes_and_a_pronoun_is_not_one():
    intent = read_intent(
        "The Zombie Duke's army is marching on Pinewood. Sheriff Ada and her deputy must hold them off until sunrise."
    )
    assert intent.hero.title == "Sheriff" and "them" not in kinds(intent.opponents)
    foes = read_intent("Dig down to the crystal cave. Lava imps keep grabbing at your ankles.")
    assert foes.hero.kind == "player" and "lava imp" in kinds(foes.opponents)


def test_an_order_first_keeps_the_player_though_a_later_sentence_names_a_creature():
    intent = read_intent("Gather the eight moon shards before sunrise. The sand wyrms hate visitors.")
    assert intent.hero.kind == "player" and intent.goal.action == "collect"


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        ("A mouse must carry the cheese wheel home. The barn owls are after her.", "barn owl"),
        ("Deliver the medicine to the hill village. Bandits want the medicine.", "bandit"),
        ("A girl sorts the library's lost books. Pixies keep hiding them under the stairs.", "pixie"),
        ("A shepherd leads the lambs back to the fold. The foxes in the woods see them as dinner.", "fox"),
        (
            "An old clockmaker must fix the town clock by noon. His jealous apprentice tries to sabotage every gear.",
            "apprentice",
        ),
    ],
)
def test_a_later_sentence_s_subject_set_against_the_hero_is_a_foe(idea, foe):
    intent = read_intent(idea)
    assert foe in kinds(intent.opponents)
    assert all(o.hostile for o in intent.opponents)


@pytest.mark.parametrize(
    ("idea", "hero", "action", "verb", "objects"),
    [
        (
            "Somewhere in the desert lives a little lizard named Zip. The oasis dried up and now he must find "
            "three hidden springs.",
            "lizard",
            "find",
            "find",
            ["spring"],
        ),
        (
            "There's a shy hedgehog who dreams of reaching the top of the hill. Watch out for the hawks up there!",
            "hedgehog",
            "reach",
            "reach",
            ["top"],
        ),
        (
            "Trolls stole the village lantern, and now nobody can see at night. You, a young tinker, have to get "
            "the lantern back.",
            "tinker",
            "find",
            "get back",
            ["lantern"],
        ),
    ],
)
def test_the_goal_is_the_hero_s_said_again_inside_a_later_sentence_and_a_warning_is_no_goal(
    idea, hero, action, verb, objects
):
    intent = read_intent(idea)
    assert intent.hero.kind == hero
    assert (intent.goal.action, intent.goal.verb, kinds(intent.goal.objects)) == (action, verb, objects)


def test_wanting_a_thing_back_is_getting_it_back_and_setting_someone_free_frees_them():
    assert read_intent("An old sailor wants his lucky compass back.").goal.verb == "get back"
    freed = read_intent("A cruel baron caged the fairy. Play as a fox and outwit his guards to set her free.")
    assert (freed.goal.action, freed.goal.verb) == ("rescue", "set free")


def test_a_learner_s_verb_forms_are_read_as_plain_english():
    knight = read_intent("The knight must to find the lost crown in the old castle.")
    assert (knight.hero.kind, knight.goal.verb, kinds(knight.goal.objects)) == ("knight", "find", ["crown"])
    boy = read_intent("A boy want catch the big fish in the lake.")
    assert (boy.goal.action, kinds(boy.goal.objects)) == ("catch", ["fish"])
    samurai = read_intent("Player is samurai. He need find the sword of his father which the bandits hide in mountain.")
    assert (samurai.goal.verb, kinds(samurai.goal.objects)) == ("find", ["sword"])
    # "it" as an object before a plural's "want" is no subject missing its "s"
    keeper = read_intent(
        "You play as a lighthouse keeper whose lamp went dark. The aim is to find the three lost lenses hidden "
        "around the foggy coast, and the smugglers who broke it want to stop you."
    )
    assert keeper.goal.verb == "find" and kinds(keeper.opponents) == ["smuggler"]


def test_the_player_is_a_kind_introduces_the_hero_and_an_order_outranks_the_introduction_s_own_deed():
    monk = read_intent("The player is a young monk. He must carry the temple bell up the mountain.")
    assert monk.hero.kind == "monk" and monk.goal.verb == "carry"
    ghost = read_intent("There's a cowboy ghost who scares the coyotes. Guard the stagecoach until it reaches town.")
    assert ghost.hero.kind == "cowboy ghost" and ghost.goal.action == "protect"


def test_a_foe_s_verb_in_a_later_sentence_is_not_the_goal():
    intent = read_intent(
        "A young otter must bring the pearl to the river queen before dusk. Crabs loyal to the eel king are out to stop her."
    )
    assert (intent.hero.kind, intent.goal.verb, kinds(intent.goal.objects)) == ("otter", "bring", ["pearl"])
    assert "crab" in kinds(intent.opponents)


def test_a_hunt_s_it_is_the_foe_of_an_earlier_sentence():
    intent = read_intent(
        "A huge crocodile keeps tearing up the fishing nets. Tomas, a young fisher boy, takes his little boat "
        "out to chase it out of the river."
    )
    assert (intent.hero.kind, intent.hero.name) == ("fisher boy", "Tomas")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("defeat", ["crocodile"])
    assert kinds(intent.opponents) == ["crocodile"]


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        (
            "Long-time reader here. My idea: you play a ferryman on a misty lake who must carry lost souls across.",
            "ferryman",
        ),
        ("my game is a baby turtle who wants to reach the sea. The gulls are mean.", "baby turtle"),
        ("Is a racing game with a little snail. He must win the garden cup.", "snail"),
        ("Pitch for a jam: you play a lantern spirit who guides lost travellers home.", "lantern spirit"),
    ],
)
def test_a_label_or_a_game_is_frame_before_the_hero_is_set_aside(idea, hero):
    assert read_intent(idea).hero.kind == hero


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        ("A cat burglar sneaks into the museum to steal the ruby. Guard dogs patrol the halls all night.", "guard dog"),
        ("A mapmaker sails out to chart the islands. Sea serpents guard the straits.", "sea serpent"),
        ("A hedgehog must climb the old wall to see the sunrise. The crows are really mean.", "crow"),
    ],
)
def test_a_later_sentence_s_watch_or_temper_names_a_foe(idea, foe):
    assert foe in kinds(read_intent(idea).opponents)


def test_enemies_are_a_list_not_a_foe_called_enemy():
    intent = read_intent("A knight climbs the beanstalk to take back the golden spoon. Enemies are angry caterpillars.")
    assert "enemy" not in kinds(intent.opponents)


def test_a_later_sentence_s_subject_the_clause_reader_took_into_a_compound_is_still_its_subject():
    intent = read_intent(
        "Two ducklings must cross the farmyard to reach the pond. The geese honk everywhere and are not friendly."
    )
    assert kinds(intent.opponents) == ["goose"]


def test_a_later_clause_after_but_is_not_the_hero_of_an_idea_whose_first_sentence_has_one():
    intent = read_intent(
        "In a city where it always rains, a stray dog named Biscuit searches for the boy who lost him. "
        "Animal catchers patrol the alleys, but an old alley cat knows the shortcuts."
    )
    assert (intent.hero.kind, intent.hero.name) == ("dog", "Biscuit")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("find", ["boy"])
    assert "animal catcher" in kinds(intent.opponents)
    assert "alley cat" not in kinds(intent.opponents)


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        (
            "Deep under the sea lives an octopus named Ink. She wants to find her lost brother, but sharks patrol "
            "the reef.",
            ["shark"],
        ),
        (
            "A honeybee named Buzz must gather pollen for the hive before winter. Wasps and a hungry bear try to "
            "stop her. The Queen Bee gives hints.",
            ["wasp", "bear"],
        ),
        (
            "A young wolf cub must find the way back to the den. Other wolf packs guard their territory, but an "
            "old lone wolf helps her.",
            ["wolf pack"],
        ),
    ],
)
def test_a_foe_clause_before_but_and_every_subject_it_joins_with_and_are_foes(idea, foes):
    intent = read_intent(idea)
    assert all(any(o.kind.endswith(foe) for o in intent.opponents) for foe in foes), kinds(intent.opponents)
    assert not any(o.kind in ("ladybug", "lone wolf", "queen bee") for o in intent.opponents)


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        (
            "Sir Pudding the hedgehog has to bring a cake to the queen. The weasels want that cake for themselves.",
            "weasel",
        ),
        (
            "A robot vacuum decides to escape through the front door. The dust bunnies have grown huge and angry.",
            "bunny",
        ),
        ("A young man comes to the big city to find his brother. The police chief is bad.", "chief"),
        (
            "Lady Seraphine must convince the houses to sign the treaty. The spymaster Corvin works against her.",
            "spymaster",
        ),
        ("A water droplet named Drip must get back to the ocean. Pollution blobs are the bad guys.", "pollution blob"),
        (
            "Eight-year-old Lucy lost her kite in the hills. She follows it from tree to tree, while a mischievous "
            "wind sprite keeps tugging it further away.",
            "sprite",
        ),
    ],
)
def test_a_later_sentence_that_sets_someone_against_the_hero_names_a_foe(idea, foe):
    intent = read_intent(idea)
    assert any(o.kind.endswith(foe) for o in intent.opponents), kinds(intent.opponents)


def test_a_lower_case_sentence_that_starts_with_its_subject_is_a_sentence_of_its_own():
    said = sentences("a penguin slides on the ice to get the fish. the seal is mean but the walrus is nice")
    assert said == ["a penguin slides on the ice to get the fish.", "the seal is mean but the walrus is nice"]
    assert sentences("Is it done? yes") == ["Is it done? yes"]


@pytest.mark.parametrize(
    ("idea", "hero", "foe"),
    [
        (
            "my game is a baby dinosaur who wants to find his mom. the volcano is gona blow up!! the pterodactyls are "
            "mean but the triceratops is nice",
            "dinosaur",
            "pterodactyl",
        ),
        (
            "a jumping game with a bunny who has to get to the top of the giant carrot tower!! there are bad birds "
            "and a nice worm",
            "bunny",
            "bird",
        ),
    ],
)
def test_a_child_s_lower_case_sentences_name_the_foes_not_the_hero(idea, hero, foe):
    intent = read_intent(idea)
    assert intent.hero.kind.endswith(hero)
    assert foe in kinds(intent.opponents)
    assert not any(o.kind in ("triceratops", "worm") for o in intent.opponents)


def test_a_sentence_that_denies_the_bad_guy_names_no_foe():
    intent = read_intent(
        "The dragon isn't the bad guy in this one. A shy dragon named Morrow wants to convince the village "
        "that he's friendly."
    )
    assert intent.hero.kind == "dragon"
    assert "dragon" not in kinds(intent.opponents)


def test_a_later_sentence_led_by_a_when_clause_gives_the_named_hero_s_goal():
    intent = read_intent(
        "Tomo is a small tea-house cat in old Kyoto. When the Ink Oni smudges the name off every lantern in the "
        "street, Tomo must find the calligraphy brush that can write them back."
    )
    assert (intent.hero.kind, intent.hero.name) == ("tea-house cat", "Tomo")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("find", ["calligraphy brush"])


def test_the_scene_s_lost_being_is_the_goal_of_a_later_one_who_sets_out_to_find_it():
    intent = read_intent(
        "The ringmaster's lion cub has slipped out of the big top and is lost somewhere in the city. Tumbles the "
        "clown has to find him before the evening show."
    )
    assert (intent.hero.kind, intent.hero.name) == ("clown", "Tumbles")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("find", ["lion cub"])
    nurse = read_intent(
        "A narrative game about a night-shift nurse in a strange hospital. Through conversations with the "
        "patients she has to figure out why nobody ever leaves."
    )
    assert nurse.hero.kind == "night-shift nurse"


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        (
            "A subway map puzzle: route each lost passenger to their stop. Mind the gremlins who keep switching "
            "the tracks.",
            "gremlin",
        ),
        (
            "Someone keeps swapping the sugar for salt at the bakery. Baker Dot has three days to catch the culprit.",
            "culprit",
        ),
        (
            "Someone stole the fire opal from the volcano's heart. A young shaman must find the thief.",
            "thief",
        ),
        (
            "A laundry fairy lives in the big dryer. Tonight the lint monster swallowed the wedding ring, and the "
            "fairy has to get it out before the morning wash.",
            "lint monster",
        ),
        (
            "Nobody remembers Princess Elin anymore. A sorcerer erased her name from every book. She has to find "
            "the pages.",
            "sorcerer",
        ),
    ],
)
def test_a_warning_a_someone_who_does_harm_and_a_deed_before_and_name_foes(idea, foe):
    assert foe in kinds(read_intent(idea).opponents)


@pytest.mark.parametrize(
    ("idea", "hero", "name", "title"),
    [
        ("Climb out of the volcano before it erupts, little salamander.", "salamander", None, None),
        ("Win the great sky race over the Windmere Cliffs, Juno the paper kite!", "paper kite", "Juno", None),
        ("Hold the honey bridge against the wasp armada, Sergeant Buzzby!", "sergeant", "Buzzby", "Sergeant"),
        ("The subway rats are after you, little hamster, so get to the last train.", "hamster", None, None),
    ],
)
def test_the_one_an_order_is_said_to_is_the_hero(idea, hero, name, title):
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.name, intent.hero.title) == (hero, name, title)


def test_the_hero_an_order_is_said_to_keeps_the_foes():
    intent = read_intent("The crows took the farmer's seeds. Get them back before the spring rain, little scarecrow!")
    assert intent.hero.kind == "scarecrow"
    assert kinds(intent.opponents) == ["crow"]
    assert read_intent("Find the key and open the door, my friend.").hero.kind == "player"


@pytest.mark.parametrize(
    ("idea", "hero", "sought"),
    [
        ("The crown was stolen and the knight must find it", "knight", "crown"),
        ("The golden egg was stolen from the nest, and the little hen has to get it back", "hen", "egg"),
    ],
)
def test_a_pronoun_after_a_passive_clause_stands_for_its_subject(idea, hero, sought):
    intent = read_intent(idea)
    assert intent.hero.kind == hero
    assert [o.kind for o in intent.goal.objects] == [sought]


def test_a_word_no_dictionary_knows_before_a_phrasal_verb_s_particle_is_the_object():
    intent = read_intent("a kangaroo must get the stolen joey back")  # WordNet has no joey
    assert [o.kind for o in intent.goal.objects] == ["joey"]
    assert intent.goal.verb == "get back"


def test_a_deadline_after_a_participle_s_goal_is_no_goal_of_the_hero_s():
    idea = "play as a lantern spirit guiding the lost children out of the Gloomwood before the witch finds them"
    intent = read_intent(idea)
    assert (intent.goal.action, [o.kind for o in intent.goal.objects]) == ("escort", ["child"])
    assert [o.kind for o in intent.opponents] == ["witch"]


@pytest.mark.parametrize(
    ("idea", "action", "sought", "helped"),
    [
        (
            "help the grumpy keeper get the Gull Point lighthouse shining again",
            "fix",
            "gull point lighthouse",
            "keeper",
        ),
        ("the miller must get the old mill running again", "fix", "mill", None),
        ("a shy boy helps his neighbor Mrs. Pell find her parrot", "find", "parrot", "neighbor"),
    ],
)
def test_getting_a_thing_going_again_is_fixing_it_and_a_named_one_can_be_helped(idea, action, sought, helped):
    intent = read_intent(idea)
    assert (intent.goal.action, [o.kind for o in intent.goal.objects]) == (action, [sought])
    assert helped is None or helped in [h.kind for h in intent.helpers]


@pytest.mark.parametrize(
    ("idea", "hero", "name"),
    [
        ("The old queen sends a young squire named Tam to find the lost crown", "squire", "Tam"),
        (
            "Elder Moss, the oldest tree spirit, sends a sprout named Tiv to bring spring back to the forest.",
            "sprout",
            "Tiv",
        ),
        # a name, "the" and a thing that then acts: that thing, named
        ("Tikka the pocket watch must tick her way home to the clock tower", "pocket watch", "Tikka"),
        ("Wick the candle must reach the cave shrine before he melts", "candle", "Wick"),
        # a name said to be a kind who acts: a hero of that kind by that name
        ("Bolt is a robot who must find his batteries.", "robot", "Bolt"),
        (
            "Sprout is a tiny seedling who wants to reach the sunlight at the top of the greenhouse.",
            "seedling",
            "Sprout",
        ),
        ("Popcorn is a circus cannonball who refuses to be fired at the crowd.", "circus cannonball", "Popcorn"),
    ],
)
def test_the_one_sent_by_name_or_a_named_thing_that_acts_is_the_hero(idea, hero, name):
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.name) == (hero, name)


def test_she_stands_for_the_one_named_before_when_no_hero_is_known_yet():
    idea = (
        "Nobody in the kingdom remembers Princess Elin anymore. A sorcerer erased her name. She has to find the pages."
    )
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.name) == ("princess", "Elin")
    assert [o.kind for o in intent.opponents] == ["sorcerer"]
    he = read_intent("Nobody remembers Princess Elin anymore. He has to find the pages.")
    assert he.hero.name != "Elin"  # "he" is not the princess


@pytest.mark.parametrize(
    ("idea", "hero", "place"),
    [
        ("a lost mitten lying in the snow tries to find its matching mitten", "mitten", "snow"),
        ("a robot sitting on the shelf wants to find a friend", "robot", "shelf"),
        ("tiny robot stranded in a junkyard needs to get back home", "robot", "junkyard"),
        ("a zombie just wants to deliver flowers to his sweetheart", "zombie", None),
    ],
)
def test_a_participle_a_verb_before_to_and_an_adverb_end_a_noun_phrase(idea, hero, place):
    intent = read_intent(idea)
    assert intent.hero.kind == hero
    assert [p.kind for p in intent.places] == ([place] if place else [])


@pytest.mark.parametrize(
    ("idea", "name"),
    [
        ("To save her village from the fever, Mina must find the healing flower on the volcano's rim.", "Mina"),
        ("Priya must choose whether to speak up", "Priya"),
    ],
)
def test_a_hero_said_by_a_name_alone_is_a_person_of_that_name(idea, name):
    hero = read_intent(idea).hero
    assert (hero.kind, hero.category, hero.name) == ("person", "person", name)
    assert read_intent("Santa throws snowballs at Krampus's robots").hero.kind != "person"  # a kind the tables know


def test_a_person_said_by_name_takes_the_gender_of_the_idea_s_pronouns_and_is_drawn_so():
    from romsmith.lexicon import drawn_as

    mina = read_intent("To save her village from the fever, Mina must find the healing flower.").hero
    tom = read_intent("Little Tom has to collect eggs for his grandma").hero
    both = read_intent("Priya must help him find her kite").hero
    lucy = read_intent("Eight-year-old Lucy lost her kite. She follows it across the hills.").hero
    assert (mina.gender, tom.gender, both.gender, lucy.gender) == ("female", "male", "any", "female")
    assert [h.kind for h in (mina, tom, both, lucy)] == ["person", "child", "person", "child"]
    assert [drawn_as(h.kind, h.gender) for h in (mina, tom, both, lucy)] == ["woman", "boy", "villager", "girl"]
    assert drawn_as("knight", "female") == "knight"
    lumi = read_intent("fourteen-year-old Lumi must decide whether to stay with her grandmother").hero
    assert (lumi.kind, lumi.name, drawn_as(lumi.kind, lumi.gender)) == ("teenager", "Lumi", "girl")


def test_a_capitalised_noun_of_another_language_is_no_named_person():
    assert read_intent("ein Shoot 'em up: das Raumschiff zerstört die Meteore").hero.kind != "person"


def test_what_befalls_the_hero_is_no_goal_and_an_order_after_it_is():
    joey = read_intent(
        "A joey named Boomer gets separated from his mob during a bushfire. Hop across the outback to the "
        "waterhole where his family waits, dodging dingoes."
    )
    assert (joey.hero.kind, joey.hero.name) == ("joey", "Boomer")  # a word no dictionary knows, before "named"
    assert (joey.goal.action, [o.kind for o in joey.goal.objects]) == ("reach", ["waterhole"])
    assert read_intent("A puppy gets stuck in the well.").goal.action == "other"
    ducklings = read_intent("Three ducklings got separated from their mother at the fair.").goal
    assert (ducklings.action, [o.kind for o in ducklings.objects]) == ("find", ["mother"])
    assert read_intent("A knight must get the crown back.").goal.action != "other"  # "get" as a goal still


@pytest.mark.parametrize(
    ("idea", "place"),
    [
        ("A frog hops across the road to the pond.", "pond"),
        ("a penguin waddles across the ice to the sea", "sea"),
        ("Fly over the hills to the castle where the queen waits.", "castle"),
    ],
)
def test_a_way_of_moving_said_with_no_object_reaches_where_it_is_bound(idea, place):
    goal = read_intent(idea).goal
    assert (goal.action, [o.kind for o in goal.objects]) == ("reach", [place])


def test_those_a_foe_sends_against_the_hero_are_no_hero():
    hazel = read_intent(
        "A young witch named Hazel needs rare moon mushrooms for her first potion. Her friendly neighbor witch "
        "gives her hints, but the nasty Swamp Witch sends frogs to stop her."
    )
    assert (hazel.hero.kind, hazel.hero.name) == ("witch", "Hazel")
    assert "witch" in [o.kind.split()[-1] for o in hazel.opponents]
    assert read_intent("the king sends a knight named Tam to find the lost crown").hero.name == "Tam"


def test_them_stands_for_the_beings_named_not_a_verb_said_like_a_noun():
    bumble = read_intent(
        "Sir Bumble the bee knight guards the hive. The wasps are after the royal jelly, and he has to stop them "
        "from reaching the queen's chamber."
    )
    assert (bumble.hero.title, bumble.hero.name, [o.kind for o in bumble.goal.objects]) == ("Sir", "Bumble", ["wasp"])


@pytest.mark.parametrize(
    ("idea", "kind", "name", "action"),
    [
        (  # "it's up to X to" after a passive clause
            "The famous painting was stolen from the museum during the storm, and it's up to a night guard named "
            "Lou to question the staff and expose the thief.",
            "night guard", "Lou", "investigate",
        ),
        (  # an appositive with its own relative clause
            "The bulldozers come on Monday. As Juniper, a red squirrel who lives in the oldest oak in Millbrook "
            "Park, rally the animals and save the tree.",
            "squirrel", "Juniper", "rescue",
        ),
    ],
)  # fmt: skip
def test_a_hero_named_after_a_passive_clause_or_in_an_appositive_with_its_own_clause(idea, kind, name, action):
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.name, intent.goal.action) == (kind, name, action)


def test_it_said_to_be_a_kind_who_acts_is_nobody_named():
    assert read_intent("It is a game who nobody plays").hero.name is None


def test_the_one_an_order_is_said_to_before_or_else_is_the_hero():
    owl = read_intent("The Rat King stole the moon. Bring it back before dawn, little owl, or the forest stays dark.")
    assert (owl.hero.kind, owl.goal.action, [o.kind for o in owl.goal.objects]) == ("owl", "find", ["moon"])


def test_a_later_goal_with_a_thing_outranks_a_way_of_moving():
    said = read_intent("A tiny penguin sails across the frozen lake. She must reach the lighthouse.")
    assert (said.goal.verb, [o.kind for o in said.goal.objects]) == ("reach", ["lighthouse"])
