"""The offline reading of an idea's roles (`romsmith.lexicon.read_intent`): who the hero is, what
the goal acts on, who is hostile and where it happens, from the sentence's structure."""

from __future__ import annotations

import pytest

from romsmith.lexicon import Intent, category, intent_schema, read_intent
from romsmith.lexicon import _wordnet as wordnet


def kinds(beings) -> list[str]:
    return [b.kind for b in beings]


def test_the_beekeeper_is_the_hero_and_the_bears_are_hostile():
    intent = read_intent("a beekeeper saves the hive from hungry bears")
    assert intent.hero.kind == "beekeeper"
    assert intent.hero.category == "person"
    assert intent.goal.action == "protect"
    assert kinds(intent.goal.objects) == ["hive"]
    assert kinds(intent.opponents) == ["bear"]
    assert all(o.hostile for o in intent.opponents)
    assert "bear" not in kinds(intent.helpers)
    assert intent.opponents[0].words == "hungry bears"


def test_dame_rosa_keeps_her_title():
    intent = read_intent("a knight named Dame Rosa must tame the wild horse")
    hero = intent.hero
    assert (hero.kind, hero.name, hero.title, hero.gender) == ("knight", "Rosa", "Dame", "female")
    assert intent.goal.action == "tame" and kinds(intent.goal.objects) == ["horse"]
    assert intent.opponents == []


def test_paris_is_a_place_not_a_name():
    intent = read_intent("a platformer where a cat jumps across the rooftops of Paris to catch a pigeon")
    assert intent.hero.kind == "cat" and intent.hero.name is None
    assert "Paris" in [p.words.split()[-1] for p in intent.places]
    assert "rooftop" in [p.kind for p in intent.places]
    assert intent.goal.action == "catch" and kinds(intent.goal.objects) == ["pigeon"]
    assert intent.genre == "platformer"


def test_rpg_is_a_genre_not_a_name():
    intent = read_intent("a turn-based RPG where a young mage frees the valley")
    assert intent.hero.kind == "mage" and intent.hero.name is None
    assert intent.genre == "battle"
    assert "rpg" not in " ".join(b.kind for b in intent.heroes + intent.helpers + intent.bystanders)


def test_the_battery_is_the_item_and_the_junkyard_the_place():
    intent = read_intent("a little robot searches the junkyard for a new battery")
    assert intent.hero.kind == "robot" and intent.hero.category == "machine"
    assert intent.goal.action == "find"
    assert kinds(intent.goal.objects) == ["battery"]
    assert [p.kind for p in intent.places] == ["junkyard"]


def test_two_sisters_are_two_characters_and_the_witch_is_hostile():
    intent = read_intent("two sisters escape a witch's candy house")
    assert intent.hero.kind == "sister" and intent.hero.count == 2
    assert intent.hero.gender == "female"
    assert intent.goal.action == "escape"
    assert kinds(intent.opponents) == ["witch"] and intent.opponents[0].hostile
    assert "candy house" in [p.kind for p in intent.places]


def test_the_baker_needs_all_three_ingredients():
    intent = read_intent("a baker gathers eggs, flour and milk for the village fair")
    assert intent.hero.kind == "baker"
    assert intent.goal.action == "collect"
    assert kinds(intent.goal.objects) == ["eggs", "flour", "milk"]
    assert {o.category for o in intent.goal.objects} == {"food"}


def test_the_penguin_delivers_the_mail():
    intent = read_intent("a penguin delivers the mail")
    assert intent.hero.kind == "penguin" and intent.hero.category == "animal"
    assert intent.goal.action == "deliver" and kinds(intent.goal.objects) == ["mail"]


@pytest.mark.parametrize(
    ("idea", "hero", "action", "objects", "opponents"),
    [
        ("Ranger Tomas guards the orchard against waves of crows", "ranger", "protect", ["orchard"], ["crow"]),
        ("a fisherman's son must win back the stolen net from the otters", "son", "find", ["net"], ["otter"]),
        ("Una gallina valiente protege sus huevos del zorro", "chicken", "protect", ["eggs"], ["fox"]),
    ],
)
def test_roles_from_the_sentence(idea, hero, action, objects, opponents):
    intent = read_intent(idea)
    assert intent.hero.kind == hero
    assert intent.goal.action == action
    assert kinds(intent.goal.objects) == objects
    assert kinds(intent.opponents) == opponents


@pytest.mark.parametrize(
    ("idea", "hero", "count", "action", "objects", "opponents", "helpers"),
    [
        # a leading side clause is no subject; "it" is what that clause named
        ("when the moon goes dark, a young witch must relight it with a star", "witch", 1, "fix", ["moon"], [], None),
        # a passive first clause names the foe; the hero is the next clause's subject
        (
            "the village is attacked by wolves and a young shepherd must protect the flock",
            "shepherd", 1, "protect", ["flock"], ["wolf"], [],
        ),
        ("you play as a ghost who must scare the greedy landlord out of the manor", "ghost", 1, "defeat",
         ["landlord"], ["landlord"], []),
        # "help X do Y": the player does Y for X
        ("help the mole find his spectacles in the muddy tunnels", "player", 1, "find", ["spectacles"], [], ["mole"]),
        ("a band of four mice raid the cat's pantry for cheese", "mouse", 4, None, ["cheese"], [], None),
        # a participle after the hero ends its phrase; "mars" after "on" is no verb
        ("an astronaut stranded on mars repairs her rocket to fly home", "astronaut", 1, "fix", ["rocket"], [], []),
        # who is snuck past is a foe; a sword stolen back is the father's own
        (
            "two brothers sneak past the sleeping dragon to steal back their father's sword",
            "brother", 2, "find", ["sword"], ["dragon"], ["father"],
        ),
        ("guard the castle gate against the orc horde until sunrise", None, 1, "protect", ["castle gate"], ["orc"], []),
        # a band beaten is its members beaten
        ("a shy girl befriends swamp creatures and battles a poacher gang", "girl", 1, "defeat", ["poacher"],
         ["poacher"], None),
        ("sir Cedric the bold duels the black knight for the silver crown", "knight", 1, "defeat", ["knight"],
         ["knight"], []),
        ("a shepherd leads his sheep home through the valley of wolves", "shepherd", 1, "escort", ["sheep"], ["wolf"],
         ["sheep"]),
    ],
)  # fmt: skip
def test_roles_from_clauses_around_the_story_s_own(idea, hero, count, action, objects, opponents, helpers):
    intent = read_intent(idea)
    if hero is not None:
        assert intent.hero.kind == hero
    assert sum(h.count for h in intent.heroes) == count
    if action is not None:
        assert intent.goal.action == action
    assert kinds(intent.goal.objects) == objects
    assert kinds(intent.opponents) == opponents and all(o.hostile for o in intent.opponents)
    if helpers is not None:
        assert kinds(intent.helpers) == helpers


@pytest.mark.parametrize(
    ("idea", "action", "verb", "objects"),
    [
        ("a young dragon goes on a quest for the seven lost scales", "find", "seek", ["scale"]),
        ("in search of the golden carrot, a rabbit crosses the enchanted meadow", "find", "seek", ["carrot"]),
        ("a lighthouse cat dreams of catching the moon", "catch", "catch", ["moon"]),
        ("a nervous knight looks after the king's prize chickens", "protect", "look after", ["prize chicken"]),
        ("a monkey takes care of the baby elephant lost in the jungle", "protect", "take care", ["baby elephant"]),
        ("a tired mailman must pick up every letter scattered by the storm", "collect", "pick up", ["letter"]),
        ("the farmer's wife has to gather all the runaway piglets before supper", "collect", "gather", ["piglet"]),
        ("a chipmunk has to hide enough nuts to survive the winter", "collect", "hide", ["nut"]),
        ("a retired wizard wants to finally finish his tower", None, "finish", ["tower"]),
        ("help the lost penguin get back to the south pole", "escort", "get", ["penguin"]),
        ("help the lost baby owl find its way back to the nest", "escort", "find", ["baby owl"]),
        ("the princess Lila is kidnapped by trolls and her loyal dog must find her", "find", "find", ["princess"]),
    ],
)
def test_the_goal_said_through_a_quest_a_dream_a_phrasal_verb_or_a_pronoun(idea, action, verb, objects):
    intent = read_intent(idea)
    if action is not None:
        assert intent.goal.action == action
    assert intent.goal.verb == verb
    assert kinds(intent.goal.objects) == objects


def test_a_flock_of_geese_are_geese_saucers_of_aliens_are_foes_and_a_knight_carried_back_is_carried():
    geese = read_intent("a flock of geese flies south before the first snow")
    assert geese.hero.kind == "goose" and geese.hero.count >= 2
    saucers = read_intent("a shooter where a jet fighter defends the city from alien saucers")
    assert kinds(saucers.opponents) == ["alien saucer"] and kinds(saucers.goal.objects) == ["city"]
    horse = read_intent("a knight's horse must carry the wounded knight back to the castle")
    assert kinds(horse.goal.objects) == ["wounded knight"] and "castle" in [p.kind for p in horse.places]


def test_a_knight_s_quest_is_the_knight_s_and_a_shy_giant_is_one_giant():
    quest = read_intent("a knight's quest to find the holy grail")
    assert quest.hero.kind == "knight" and quest.goal.action == "find"
    giant = read_intent("a shy giant wants to make friends with the villagers")
    assert [(h.kind, h.count) for h in giant.heroes] == [("giant", 1)] and giant.goal.verb == "make friends"


def test_each_role_keeps_its_words_and_time_and_mood_are_read():
    intent = read_intent("a shy ghost guards the old mill from the rats at midnight")
    assert intent.hero.words == "a shy ghost"
    assert [t.kind for t in intent.time] == ["night"] and intent.time[0].words == "midnight"
    assert intent.goal.words.startswith("guards the old mill")
    assert read_intent("a cozy game where a duck gathers shells").mood == "cozy"


@pytest.mark.parametrize(
    ("idea", "hero", "verb"),
    [
        ("you are a tugboat named Bertha hauling barges through the fog to Port Wexley", "tugboat", "haul"),
        ("sokoban but you're a librarian shoving bookcases around to reach the overdue books", "librarian", "reach"),
        ("bullet hell with a tiny moth defending the last lantern from shadow beasts", "moth", "defend"),
        ("platformer starring a jelly bean knight bouncing through the Candy Caverns to save the queen", "jelly bean knight", "save"),
        ("as a mole, dig through the vegetable patch to reach the carrot cellar", "mole", "reach"),
        ("your job is to feed every animal at the petting zoo", "player", "feed"),
    ],
)  # fmt: skip
def test_the_hero_after_a_frame_is_the_hero_and_a_participle_can_be_the_verb(idea, hero, verb):
    intent = read_intent(idea)
    assert intent.hero.kind == hero and intent.goal.verb == verb


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        ("chased by a swarm of angry bees, a little bear carries the honeycomb back to its den", "bee"),
        ("return the lost lamb to the fold before wolves find it", "wolf"),
        ("a hermit crab hurries her babies down the beach before the gulls get them", "gull"),
        ("as a mole, dig to the carrot cellar while dodging the terrier", "terrier"),
        ("a pizza boy outruns angry pigeons through the alleys", "pigeon"),
        ("a tax collector must cross the bridge, but a troll stands in the way", "troll"),
        ("Commander Rhee leads the militia to hold the fort against the iron legion", "iron legion"),
        ("survive five nights in the toy factory while the tin soldiers hunt you", "tin soldier"),
        ("a shepherd leads her flock over the downs while buzzards circle overhead", "buzzard"),
        ("a cook carries the pie across the swamp while bog trolls try to snatch it", "bog troll"),
        ("a miner climbs out of the pit while rock golems give chase", "rock golem"),
        ("a smuggler crosses the dunes while poachers on sand-skiffs hunt her down", "poacher"),
    ],
)
def test_a_threat_said_as_a_chase_a_race_or_a_clause_is_an_opponent(idea, foe):
    assert foe in kinds(read_intent(idea).opponents)


def test_a_passive_s_agent_is_the_hero_and_a_clause_of_being_gives_way_to_the_next():
    jewels = read_intent("the stolen crown jewels must be returned to the vault by a clumsy museum guard named Percy")
    assert (jewels.hero.kind, jewels.hero.name) == ("museum guard", "Percy")
    assert jewels.goal.verb == "return" and kinds(jewels.goal.objects) == ["crown jewel"]
    slugs = read_intent("Grandma's garden is overrun with slugs, so a hedgehog named Prickles has to eat them all")
    assert (slugs.hero.kind, slugs.hero.name) == ("hedgehog", "Prickles")
    assert kinds(slugs.opponents) == ["slug"] and kinds(slugs.goal.objects) == ["slug"]  # "them": the slugs


def test_an_imperative_before_a_count_or_a_name_and_a_name_that_is_a_place():
    nights = read_intent("survive five nights in the abandoned toy factory while the tin soldiers hunt you")
    assert nights.hero.kind == "player" and nights.goal.verb == "survive"
    ship = read_intent("space shooter: defend Earth's last colony ship from the Skrell armada")
    assert ship.hero.kind == "player" and ship.goal.verb == "defend"  # Earth is nobody's name
    fleas = read_intent("catch all twelve escaped circus fleas before the ringmaster notices")
    assert kinds(fleas.opponents) == ["ringmaster"]


def test_a_first_clause_that_sets_the_scene_gives_the_foe_and_the_next_the_hero():
    pirates = read_intent("pirates attack the island; the lighthouse keeper's twins must ring the alarm bell")
    assert (pirates.hero.kind, pirates.hero.count) == ("twin", 2) and kinds(pirates.opponents) == ["pirate"]
    army = read_intent(
        "an army of skeletons rises from the crypts at midnight and only Brother Anselm can send them back"
    )
    assert (army.hero.title, army.hero.name) == ("Brother", "Anselm") and "skeleton" in kinds(army.opponents)
    assert kinds(army.goal.objects) == ["skeleton"]  # "them": the skeletons
    baron = read_intent(
        "the evil Baron Vex has turned the townsfolk into clockwork dolls; you, a street urchin, must wind them back"
    )
    assert baron.hero.kind == "street urchin" and "baron" in kinds(baron.opponents)
    assert kinds(baron.goal.objects) == ["clockwork doll"]


def test_versus_orders_first_and_words_nobody_wrote_down_whole():
    ninja = read_intent("ninja vs robots on a bullet train")
    assert ninja.hero.kind == "ninja" and kinds(ninja.opponents) == ["robot"] and ninja.goal.action == "defeat"
    worm = read_intent("dig tunnels, dodge moles, find 3 lost earrings - you're a worm in the garden")
    assert worm.hero.kind == "worm" and kinds(worm.goal.objects) == ["tunnel"]  # the list stops at the next order
    witch = read_intent("beware the witch of Hollow Fen! a lost goat kid needs to get home before the moon rises")
    assert witch.hero.kind == "goat kid" and kinds(witch.opponents) == ["witch"]
    stunt = read_intent("platformer where a retired stuntman scales the clock tower to save his parrot")
    assert stunt.hero.kind == "stuntman" and stunt.hero.category == "person"  # stunt + man


def test_an_appositive_is_the_named_hero_s_kind_and_words_before_the_hero_are_nobody():
    pip = read_intent("Sergeant Pip, a hamster in a toy tank, blasts back the cat invasion of the hay barn")
    assert [(h.kind, h.name, h.title) for h in pip.heroes] == [("hamster", "Pip", "Sergeant")]
    owl = read_intent("a shy hedgehog, with the help of a wise old owl, hunts through the woods for its lantern")
    assert [h.kind for h in owl.heroes] == ["hedgehog"]


def test_a_count_over_twelve_is_many_not_an_error():
    gems = read_intent("a hero must find 50 gems")  # raised a ValidationError (count at most 12) before
    assert kinds(gems.goal.objects) == ["gem"] and gems.goal.objects[0].count == 12


def test_goals_after_a_chain_or_a_journey_and_thieves_that_keep_stealing():
    dragon = read_intent("a clumsy young dragon joins the fire brigade and has to put out all the fires he started")
    assert dragon.goal.verb == "put out" and kinds(dragon.goal.objects) == ["fire"]
    cat = read_intent("a platformer where a ninja cat leaps across the rooftops collecting sushi, scrolls and lanterns")
    assert cat.goal.action == "collect" and kinds(cat.goal.objects) == ["sushi", "scroll", "lantern"]
    otters = read_intent("a family of otters rebuilds its den, while greedy beavers keep stealing their logs")
    assert "beaver" in kinds(otters.opponents)
    legion = read_intent("The Frost Legion is marching on Emberhold, and Warden Kess must rally the clans")
    assert (legion.hero.title, legion.hero.name) == ("Warden", "Kess") and legion.opponents


def test_so_that_helps_who_keeps_stealing_is_a_foe_and_an_escape_is_from_somewhere():
    maid = read_intent("a wind-up maid robot must tidy the castle so that the princess can host the royal ball")
    assert "princess" in kinds(maid.helpers)
    thief = read_intent("Agent Seven must track down the masked thief who keeps stealing the museum's golden idols")
    assert "thief" in kinds(thief.opponents)
    hamster = read_intent("a pet hamster escapes from the mad scientist's lair by pushing cages")
    assert kinds(hamster.goal.objects) == ["lair"]
    boat = read_intent("a girl rows her boat from roof to roof rescuing stranded cats, goats and chickens")
    assert boat.goal.action == "rescue" and kinds(boat.goal.objects) == ["cat", "goat", "chicken"]


def test_a_villain_s_deed_first_a_loss_said_passively_and_an_unknown_culprit():
    soot = read_intent("Baron Soot has stolen the moon lantern and the village children must get it back")
    assert soot.hero.kind == "village child" and "baron" in kinds(soot.opponents)
    assert kinds(soot.goal.objects) == ["moon lantern"]  # "it": the lantern, not "has stolen"
    nose = read_intent("a snowman's carrot nose was taken by the greedy crows")
    assert nose.hero.kind == "snowman" and nose.goal.verb == "get back" and kinds(nose.opponents) == ["crow"]
    poodle = read_intent("three kids on bikes find out who kidnapped the mayor's poodle")
    assert kinds(poodle.opponents) == ["culprit"] and poodle.hero.count == 3
    bat = read_intent("in a world where the sun never sets, a little bat searches for the last patch of darkness")
    assert bat.hero.kind == "bat"


def test_more_frames_a_lost_lead_and_a_chase_said_passively():
    plane = read_intent("Shooter game: you pilot a paper airplane through a thunderstorm shooting down hailstones")
    assert plane.hero.kind == "paper airplane"
    camels = read_intent("Lost in the Sahara, two camels race a sandstorm to reach the last oasis")
    assert camels.hero.kind == "camel" and camels.hero.count == 2
    trucker = read_intent(
        "a space trucker hauling frozen pizzas to Mars gets chased by pirates through the asteroid belt"
    )
    assert "pirate" in kinds(trucker.opponents)
    vault = read_intent("You will have to sneak past the laser grid and crack the vault at the casino")
    assert vault.hero.kind == "player"


def test_places_a_building_a_named_port_and_a_town_before_so():
    pups = read_intent("a firefighter rescues the puppies trapped in the burning warehouse")
    assert "burning warehouse" in [p.kind for p in pups.places]  # a facility is a place
    tug = read_intent("a tugboat hauls barges through the fog to Port Wexley")
    assert any("Wexley" in p.words for p in tug.places)  # "to Port": no verb "port"
    mills = read_intent("repair the broken windmills of Millby so the village has bread again")
    assert any(p.words == "Millby" for p in mills.places)  # the place ends before "so"


def test_a_companion_said_before_the_hero_helps():
    troll = read_intent(
        "together with a grumpy troll, a little fairy must cross the wastes to relight the Lantern Tree"
    )
    assert troll.hero.kind == "fairy" and "troll" in kinds(troll.helpers)
    goat = read_intent("accompanied by his loyal goat, a shepherd brings medicine to the sick hermit")
    assert goat.hero.kind == "shepherd" and "goat" in kinds(goat.helpers) and not goat.opponents


def test_a_place_ends_where_a_side_clause_starts():
    intent = read_intent(
        "the player must escort a blind old tortoise across the Ashen Wastes while vultures circle overhead"
    )
    assert all(len(p.kind) <= 40 for p in intent.places)  # it raised on the place's length before
    assert any("Wastes" in p.words and "while" not in p.words for p in intent.places)


LONG_PLACE = "a fox runs across the " + "crown trap capture festival hood witch scare spring " * 3


def test_the_player_s_own_order_after_you_an_aside_or_a_genre_prefix():
    for idea in (
        "a shooter where you hold off the zombie lumberjacks from the watchtower until sunrise",
        "battle game: fend off the crab army until the tide comes in",
    ):
        intent = read_intent(idea)
        assert intent.hero.kind == "player" and intent.goal.action == "protect", idea
        assert intent.opponents and "lumberjack" not in kinds(intent.helpers), idea
    stag = read_intent("find, before the moon sets, the white stag that guards the gate to the fairy kingdom")
    assert stag.hero.kind == "player" and stag.goal.verb == "find" and kinds(stag.goal.objects) == ["stag"]
    moths = read_intent("catch the moonlight moths")  # what the order is about, not who gives it
    assert moths.hero.kind == "player" and kinds(moths.goal.objects) == ["moonlight moth"]


def test_a_scene_set_before_a_comma_and_a_foe_s_deed_said_in_many_ways():
    gnomes = read_intent("the gnomes have stolen every left sock in Pemberton, and a laundry robot wants them back")
    assert kinds(gnomes.heroes) == ["laundry robot"] and kinds(gnomes.opponents) == ["gnome"]
    mice = read_intent(
        "the Count's minions have kidnapped the chef, so three kitchen mice sneak into the castle to rescue him"
    )
    assert kinds(mice.heroes) == ["kitchen mouse"] and mice.hero.count == 3 and mice.opponents
    sini = read_intent(
        "the Frost King's snow wolves prowl the pass, yet a girl named Sini carries bread to her brother"
    )
    assert sini.hero.kind == "girl" and sini.hero.name == "Sini" and sini.goal.action == "deliver"
    assert kinds(gnomes.goal.objects) == ["left sock"] and gnomes.goal.verb == "get back"  # them: the socks
    assert kinds(mice.goal.objects) == ["chef"]  # him: the one kidnapped, not the many who did it
    magpies = read_intent("Grandma Ilse's recipe book was carried off by magpies, get it back")
    assert kinds(magpies.opponents) == ["magpie"]
    goat = read_intent("dodging falling icicles and angry yetis, a goat bounds up the mountain")
    assert "yeti" in kinds(goat.opponents)
    raccoon = read_intent("you are a raccoon and you have to take the sausages without waking the rangers")
    assert kinds(raccoon.opponents) == ["ranger"]
    # a state's foes stay the state's, and "but X is" starts no new hero's clause
    slugs = read_intent("Grandma's garden is overrun with slugs, so a hedgehog named Prickles has to eat them all")
    assert kinds(slugs.opponents) == ["slug"] and slugs.hero.kind == "hedgehog"


def test_a_pitch_s_hero_comes_after_the_villain_s_sentence_and_a_deadline_is_a_modal():
    vane = read_intent(
        "Lord Vane has cursed the Ashen Valley so that no seed will sprout; a young shepherd must climb to his tower"
    )
    assert vane.hero.kind == "shepherd" and kinds(vane.opponents) == ["lord"]
    otis = read_intent(
        "Grandpa Otis swears the family farm hides a buried fortune. His granddaughter Jess and a retired treasure "
        "hunter have one summer to find it"
    )
    assert otis.hero.kind == "granddaughter" and otis.hero.name == "Jess"
    aput = read_intent("The ice is breaking up early this year — and Aput, a young hunter, must guide the sled dogs")
    assert aput.hero.kind == "hunter" and aput.hero.name == "Aput" and aput.goal.action == "escort"


def test_whose_foes_they_are_leads_them_and_a_rival_is_a_foe():
    baron = read_intent("Dame Isolde leads four knights against the Bone Baron's skeleton legion")
    # led against the legion: a fight, and the legion's members are fought too
    assert set(kinds(baron.opponents)) == {"skeleton legion", "bone baron", "skeleton"}
    assert baron.goal.action == "defeat" and kinds(baron.goal.objects) == ["skeleton"]
    kaito = read_intent("young trainer Kaito challenges the eight wardens, while his rival Suzu seems one step ahead")
    assert "rival" in kinds(kaito.opponents)
    oona = read_intent(
        "Admiral Gristle's sky pirates have kidnapped Princess Oona's pet dragon, so the princess, a cowardly "
        "squire and a retired sky-knight steal an airship to rescue it"
    )
    assert kinds(oona.heroes) == ["princess", "squire", "sky-knight"]  # a list of three agrees with "steal"
    assert kinds(oona.goal.objects) == ["pet dragon"] and "admiral" not in kinds(oona.heroes)


def test_ideas_said_as_a_noun_a_game_they_are_like_and_a_thing_got_back():
    zombies = read_intent("zombie shooter at the Riverside Mall on Black Friday")
    assert zombies.hero.kind == "player" and zombies.goal.action == "defeat" and kinds(zombies.opponents) == ["zombie"]
    heist = read_intent("a jewel thief heist at the Grand Opera House")
    assert heist.hero.kind == "thief" and kinds(heist.goal.objects) == ["jewel"]
    ghosts = read_intent("like Pokemon but you catch ghosts in an old Victorian mansion")
    assert ghosts.hero.kind == "player" and ghosts.hero.name is None and ghosts.goal.action == "catch"
    frog = read_intent("like Zelda but you're a frog knight saving the lily kingdom")
    assert frog.hero.kind == "frog knight" and frog.goal.verb == "save"
    nose = read_intent("help the snowman get his carrot nose back from the hungry rabbits")
    assert nose.goal.verb == "get back" and kinds(nose.goal.objects) == ["carrot nose"]
    assert "snowman" in kinds(nose.helpers) and kinds(nose.opponents) == ["rabbit"]
    prince = read_intent("free the sea prince locked in the eel queen's dungeon")
    assert kinds(prince.opponents) == ["eel queen"]  # whose dungeon holds him


def test_a_genre_s_cue_at_the_start_is_still_the_story_s_verb():
    bees = read_intent("Shoot down waves of robot bees before they strip every flower in the garden")
    assert bees.genre == "shooter" and bees.hero.kind == "player" and bees.goal.action == "defeat"
    suspects = read_intent("talk to the suspects and pick who did it: someone poisoned the Duke's tea")
    assert suspects.genre == "story" and suspects.hero.kind == "player"
    waddle = read_intent("Sir Waddle, a penguin knight, slides and hops over the glacier to return the stolen crown")
    assert waddle.hero.name == "Waddle" and waddle.goal.verb == "return" and kinds(waddle.goal.objects) == ["crown"]


def test_a_game_it_is_like_a_jam_s_theme_and_a_parent_s_frame_are_no_part_of_the_story():
    doom = read_intent("Doom but you're a grumpy janitor clearing demons out of an office tower")
    assert doom.hero.kind == "janitor" and doom.goal.verb == "clear out"  # clearing demons out: driving them out
    boss = read_intent("Theme Reversal: battle game but you are the dungeon boss, defeat the four heroes in your lair")
    assert boss.hero.kind == "dungeon boss" and boss.goal.action == "defeat" and kinds(boss.opponents) == ["hero"]
    toddler = read_intent("Dark Souls difficulty, but the hero is a toddler trying to reach the cookie jar")
    assert toddler.hero.kind == "toddler" and toddler.goal.action == "reach"
    penguins = read_intent("Portal meets Lemmings: guide twenty clueless penguins through a melting ice lab")
    assert penguins.hero.kind == "player" and penguins.goal.action == "escort"
    truck = read_intent("My son loves trucks, so maybe a platformer where a garbage truck jumps to collect trash bags")
    assert truck.hero.kind == "garbage truck" and truck.genre == "platformer"
    dino = read_intent("could you make a game where she helps a baby triceratops find its mom")
    assert dino.hero.kind == "player" and dino.goal.verb == "find" and "baby triceratops" in kinds(dino.helpers)
    aliens = read_intent("me and my cat fly to the moon and then we catch the aliens who stole all the cheese")
    assert aliens.goal.action == "catch"  # catching thieves is no mystery
    assert read_intent("discover who took the crown").hero.kind == "player"


def test_the_reading_in_one_line_says_each_role_as_a_player_would_check_it():
    assert read_intent("a beekeeper saves the hive from hungry bears").describe() == (
        "hero: beekeeper; goal: save hive; foes: bears; places: hive; genre: adventure"
    )
    assert (
        read_intent("a knight named Dame Rosa must tame the wild horse")
        .describe()
        .startswith("hero: Dame Rosa (knight); goal: tame horse")
    )
    assert read_intent("two sisters escape a witch's candy house").describe().startswith("hero: 2 sisters;")
    assert read_intent("asdfgh qwerty").describe() == "hero: the player; goal: none read; genre: adventure"


def test_orders_said_plainly_and_someone_no_table_knows():
    hat = read_intent("run and jump through five haunted carnival tents to find the ringmaster's missing top hat")
    assert hat.hero.kind == "player" and hat.goal.verb == "find"
    tower = read_intent("combine odd items from a wizard's junk drawer to escape his tower before he wakes")
    assert tower.hero.kind == "player" and tower.goal.action == "escape"
    docks = read_intent("inherit grandpa's rundown island port, fix up the docks and fend off the Rat Queen's raids")
    assert (
        docks.goal.verb == "fix" and kinds(docks.goal.objects) == ["dock"] and kinds(docks.opponents) == ["rat queen"]
    )
    barista = read_intent("a dialogue game where a barista in a late-night cafe listens to customers")
    assert barista.hero.kind == "barista"  # a subject with its article and its verb, though WordNet lacks it
    bakers = read_intent("a romance game where two rival bakers on the same street fall in love")
    assert bakers.hero.kind == "baker" and bakers.hero.count == 2
    gustav = read_intent("race your balloon to Samarkand while a rival named Gustav keeps cutting your ropes")
    assert gustav.hero.kind == "player" and "rival" in kinds(gustav.opponents)
    assert read_intent("Long ago, when the rivers still spoke, a widow rowed upstream").hero.kind == "widow"


def test_the_top_of_a_place_is_that_place_and_a_named_mountain_stays_whole():
    korr = read_intent("a snowman has to carry the last snowflake to the top of Mount Korr before spring")
    assert [p.kind for p in korr.places] == ["Mount Korr"]
    troll = read_intent("a knight has to climb Mount Brimble and slay the troll who lives at the top")
    assert [p.kind for p in troll.places] == ["Mount Brimble"] and troll.goal.verb == "slay"


def test_whose_house_is_broken_into_and_whose_curse_is_broken_are_foes():
    ninja = read_intent("a ninja sneaks into the shogun's castle to steal the secret scroll")
    assert kinds(ninja.opponents) == ["shogun"] and "shogun" not in kinds(ninja.helpers)
    frog = read_intent("the frog prince needs a kiss to break the witch's curse")
    assert kinds(frog.opponents) == ["witch"]
    cake = read_intent("a girl brings a cake to her grandmother's cottage")  # a visit: grandma is a friend
    assert not cake.opponents


def test_a_title_s_full_stop_a_foe_s_deed_before_an_order_and_a_job_after_a_colon():
    pell = read_intent("help old Mrs. Pell find her false teeth before Sunday lunch")
    assert pell.hero.kind == "player" and pell.goal.verb == "find" and kinds(pell.goal.objects) == ["teeth"]
    gloom = read_intent("Dr. Gloom stole the sun, go get it back")
    assert gloom.hero.kind == "player" and kinds(gloom.opponents) == ["doctor"] and gloom.opponents[0].name == "Gloom"
    assert gloom.goal.verb == "get back" and kinds(gloom.goal.objects) == ["sun"]
    carrots = read_intent("zombie carrots are attacking the farm, shoot them all with your pea cannon")
    assert carrots.hero.kind == "player" and carrots.goal.action == "defeat" and carrots.opponents
    clowns = read_intent("Four retired circus clowns reunite for one last job: steal back their big top")
    assert clowns.goal.verb == "steal back"
    greta = read_intent("a ferrywoman must escort a sleepy prince through the marsh while bog trolls try to snatch him")
    assert greta.goal.action == "escort" and kinds(greta.goal.objects) == ["prince"]  # not the trolls' snatching
    kasia = read_intent(
        "The Hive Queen has overrun Orbital Station Nine, and only Kasia, a welder, can burn her way in"
    )
    assert kasia.hero.name == "Kasia" and kasia.hero.kind == "welder" and kinds(kasia.opponents) == ["hive queen"]


def test_a_role_said_again_is_read_like_any_other():
    from romsmith.lexicon import correct

    base = read_intent("a penguin delivers the mail")
    fixed = correct(base, hero="two sisters", goal="escape the candy house", foes=["a walrus", "the crows"])
    assert fixed.hero.kind == "sister" and fixed.hero.count == 2
    assert fixed.goal.action == "escape" and kinds(fixed.goal.objects) == ["candy house"]
    assert [(o.kind, o.count) for o in fixed.opponents] == [("walrus", 1), ("crow", 2)]
    assert correct(base) is base
    for bad in ({"goal": "blue"}, {"hero": "qwzx"}, {"foes": ["x " * 20]}, {"hero": "x" * 100_000}):
        with pytest.raises(ValueError) as err:
            correct(base, **bad)
        assert len(str(err.value)) < 200  # says what to do in a line, never echoes a huge input


def test_who_is_asked_to_do_it_and_who_gives_an_order():
    frog = read_intent("the mayor of Puddleton asks a frog detective to find out who drained the town pond")
    assert frog.hero.kind == "frog detective" and frog.goal.action == "investigate" and "mayor" in kinds(frog.helpers)
    knight = read_intent("the queen sends a young knight to slay the dragon")
    assert knight.hero.kind == "knight" and kinds(knight.opponents) == ["dragon"]
    for idea in (
        "puzzle game where you pour colored water between jars to mix the right potion",
        "an auto-battler where you draft a team of kitchen appliances to defeat the Fridge Tyrant",
        "Tetris-style: stack the falling crates in the hold so Captain Barnaby's ship doesn't capsize",
        "Slide the blocks so the little robot rolls home",
    ):
        assert read_intent(idea).hero.kind == "player", idea
    kite = read_intent("In this vertical shooter you fly a paper dragon kite and shred the storm spirits")
    assert kite.hero.kind == "paper dragon kite" and kite.genre == "shooter"
    hilde = read_intent("widow Hilde sets traps to catch the fox raiding her hen house")
    assert hilde.hero.kind == "widow" and hilde.hero.name == "Hilde"
    bee = read_intent("as the last bee pilot of the royal squadron, defend Hive Nine from the wasp empire")
    assert bee.hero.kind == "bee pilot" and bee.goal.action == "protect"


def test_a_pronoun_object_is_the_first_fitting_thing_named_before_it():
    book = read_intent("the wizard Zoltan lost his spellbook in the Whispering Swamp and his apprentice must find it")
    assert kinds(book.goal.objects) == ["spellbook"]
    recipe = read_intent("the pirates have stolen grandma's famous cookie recipe and her cat Whiskers must get it back")
    assert kinds(recipe.goal.objects)[0].endswith("recipe")
    club = read_intent("a cozy game where an octopus drummer plays at the underwater jazz club to save it from closing")
    assert kinds(club.goal.objects) == ["jazz club"]
    firefly = read_intent("a firefly leaps from reed to reed above Moonlight Pond to find her way home")
    assert "way" in kinds(firefly.goal.objects) or not firefly.goal.objects  # "her way": hers, no pronoun


def test_more_verbs_name_a_way_to_win():
    cases = {
        "Captain Hattie and her parrot smuggle medicine past the warships into the port": "deliver",
        "a tugboat hauls the broken barge to the harbour": "deliver",
        "a spy must work out which guest poisoned the innkeeper": "investigate",
        "the hare challenges the tortoise to a race": "defeat",
        "Aunt Marigold must herd thirty turkeys back to the farm": "escort",
    }
    for idea, action in cases.items():
        assert read_intent(idea).goal.action == action, idea
    turkeys = read_intent("Aunt Marigold must herd thirty flustered turkeys back to Puddleby Farm")
    assert kinds(turkeys.goal.objects) == ["turkey"]  # thirty is how many, not what


def test_a_name_after_a_person_s_word_even_when_it_is_a_word_too():
    assert read_intent("ace pilot Kestrel and her wingman fly through the nebula").hero.name == "Kestrel"
    assert read_intent("ex-cop Rook must clean up the harbour").hero.name == "Rook"
    mei = read_intent("In winter little girl Mei go to forest for find medicine herb for her grandma")
    assert mei.hero.kind == "girl" and mei.hero.name == "Mei"


def test_a_foe_s_deed_then_a_pronoun_makes_the_one_harmed_the_hero():
    goat = read_intent("the troll stole Bob's goat, so he must get it back")
    assert goat.hero.name == "Bob" and kinds(goat.opponents) == ["troll"]
    assert goat.goal.action == "find" and kinds(goat.goal.objects) == ["goat"]
    buttons = read_intent("magpies keep stealing the snowman's buttons, so he waddles off to get them back")
    assert buttons.hero.kind == "snowman" and kinds(buttons.opponents) == ["magpie"]
    assert kinds(buttons.goal.objects) == ["button"]
    frozen = read_intent("the Frost Queen froze the harbour and a little fire imp must thaw it")
    assert frozen.hero.kind == "fire imp" and "frost queen" in kinds(frozen.opponents)
    # a new sentence's pronoun may be anyone: no hero is taken from a possessive across a full stop
    story = read_intent("A jewel thief takes the Countess's ruby. She must find it before the ball.")
    assert story.hero.kind != "countess"


def test_foes_named_after_by_and_a_titled_owner_s_thing():
    held = read_intent("slip into the Salt Tower to free the sailors held by Admiral Crane")
    assert kinds(held.goal.objects) == ["sailor"] and "admiral" in kinds(held.opponents)
    twins = read_intent("a courier must reach Port Lyle though she is hunted by the Grell twins")
    assert any(o.kind.endswith("twin") for o in twins.opponents)
    ring = read_intent("a shy bellboy must find Mrs. Hale's missing pearl necklace")
    assert kinds(ring.goal.objects) == ["pearl necklace"] and "woman" not in kinds(ring.opponents)
    horse = read_intent("a squire's pony must carry the sleepy squire home")
    assert kinds(horse.goal.objects)[0].endswith("squire") and "pony" not in kinds(horse.goal.objects)
    assert read_intent("the twins must find the lost kite").hero.count == 2


def test_foes_in_a_list_and_foes_said_to_be_foes():
    road = read_intent("rid the old mill of rats, marsh goblins and the Mud Hag so the miller can grind again")
    assert {"rat", "marsh goblin", "mud hag"} <= set(kinds(road.opponents))
    bully = read_intent("win your bike back from Big Tam and his gang before the last bell")
    assert "gang" in kinds(bully.opponents) and kinds(bully.goal.objects) == ["bike"]
    wraiths = read_intent("search the old lighthouse for the logbook, but beware the salt ghouls in the cellar")
    assert kinds(wraiths.opponents) == ["salt ghoul"]
    villain = read_intent("The villain is Baron Grist, who stole the town clock. You have to get it back.")
    assert villain.hero.kind == "player" and "villain" not in kinds(villain.opponents)
    # the list ends where a clause of its own begins
    kesh = read_intent("chased by jackals, the courier Ama runs across the salt flats to deliver a letter")
    assert kinds(kesh.opponents) == ["jackal"]


def test_a_sentence_of_scene_then_an_order_gives_the_player_the_order():
    storm = read_intent("A sea serpent circles the harbour; guide the fishermen home before it strikes")
    assert storm.hero.kind == "player" and storm.goal.action == "escort"
    assert "sea serpent" in kinds(storm.opponents)
    row = read_intent("A sea serpent circles the harbour; row the fishermen home before it strikes")
    assert row.hero.kind == "player"
    keys = read_intent("Four runes are carved in the Deep Vault; find all four before the lamp goes out.")
    assert kinds(keys.goal.objects) == ["rune"]


def test_a_plural_of_doers_is_no_verb_and_a_purpose_of_someone_else_is_not_the_goal():
    cooks = read_intent("a party of three cooks battles the Pudding Golem in the castle kitchens")
    assert (cooks.hero.kind, cooks.hero.count) == ("cook", 3) and "pudding golem" in kinds(cooks.opponents)
    assert read_intent("a band of five riders guards the mountain pass").hero.kind == "rider"
    heir = read_intent("the smith's daughter must mend the old crown so the young queen can be crowned")
    assert heir.goal.action == "fix" and kinds(heir.goal.objects) == ["crown"]
    fleet = read_intent("a little ferry takes on the Storm Armada to keep the bay open")
    assert fleet.goal.action == "defeat" and "storm armada" in kinds(fleet.opponents)


def test_the_one_robbed_is_no_foe_and_a_thing_said_stolen_tells_no_deed():
    crown = read_intent("a troll stole the Silver Harp from Lady Wren, and her squire Tam must get it back")
    assert "troll" in kinds(crown.opponents) and "lady" not in kinds(crown.opponents)
    ring = read_intent("a shy bellboy must get back Mrs. Hale's stolen pearl necklace")
    assert ring.opponents == [] and kinds(ring.goal.objects) == ["pearl necklace"]
    twins = read_intent("the trolls took the lambs from the farm and the old sheepdog must rescue them")
    assert twins.hero.kind == "sheepdog" and kinds(twins.opponents) == ["troll"]


def test_genres_said_by_a_game_people_know_and_a_shooter_seen_from_above():
    assert read_intent("Mario-style game where a hamster hops across the pantry shelves").genre == "platformer"
    assert read_intent("galaga type game where a lone moth defends the porch light").genre == "shooter"
    assert read_intent("top-down shooter where a gardener blasts the snail army").genre == "shooter"
    assert read_intent("a top-down game where a knight explores the moors").genre == "adventure"


def test_a_particle_after_the_object_and_a_purpose_that_only_says_when():
    owls = read_intent("the owls were stolen, and zookeeper Ana must track them down")
    assert owls.goal.verb == "track down"
    fleet = read_intent("the lighthouse keeper must hold them off until the storm breaks")
    assert fleet.goal.verb == "hold off"
    assert read_intent("a beetle wants to reach the top of the fence in time to see the moon").goal.action == "reach"
    seal = read_intent("a baby seal slips out of the aquarium one night to go see the open sea")
    assert seal.goal.verb == "see" and kinds(seal.goal.objects) == ["open sea"]


def test_you_are_a_thing_then_an_order():
    plane = read_intent("You are a paper boat. Carry the ant queen across the puddle to her colony.")
    assert plane.hero.kind == "paper boat" and plane.goal.action == "deliver"
    lamp = read_intent("You're a lighthouse with a laser. Zap the sea serpents before they sink the boats.")
    assert lamp.hero.kind == "lighthouse" and kinds(lamp.opponents) == ["sea serpent"]


def test_it_s_up_to_someone_and_foes_who_must_not_see_or_are_coming():
    squire = read_intent("It's up to a young squire to save the kingdom from the dragon")
    assert squire.hero.kind == "squire" and "dragon" in kinds(squire.opponents)
    miller = read_intent(
        "Baron Gloom's trolls have kidnapped the miller, and it's up to a shy goose girl named Pia to bring him back"
    )
    assert miller.hero.name == "Pia" and kinds(miller.goal.objects) == ["miller"]
    assert {"troll", "baron"} <= set(kinds(miller.opponents))
    sneak = read_intent("Carry the pie to grandma's cottage without the wolf noticing")
    assert kinds(sneak.opponents) == ["wolf"]
    warn = read_intent("a little hare must warn the farm that the locusts are coming")
    assert kinds(warn.opponents) == ["locust"]


def test_a_title_before_a_name_is_no_order_and_an_ing_noun_in_a_compound():
    nurse = read_intent("Nurse Ada has to bring the medicine to the hill village")
    assert (nurse.hero.kind, nurse.hero.name) == ("nurse", "Ada")
    cake = read_intent("a shy baker must deliver a three-tier wedding cake across the city")
    assert kinds(cake.goal.objects) == ["three-tier wedding cake"]


def test_a_verb_no_table_knows_takes_the_way_to_win_of_a_verb_wordnet_puts_near_it():
    assert read_intent("a squirrel must liberate the caged birds").goal.action == "rescue"
    assert read_intent("a ferret must exterminate the cellar rats").goal.action == "defeat"
    assert read_intent("survive five nights in the old mill").goal.action == "other"  # no goal of its own


def test_what_a_question_asks_for_and_where_home_or_away_is():
    guest = read_intent("a retired butler must work out which guest stole the duchess's tiara")
    assert kinds(guest.goal.objects) == ["guest"]
    thief = read_intent("Inspector Mole must find out who stole the village cheese")
    assert kinds(thief.goal.objects) == ["culprit"] and "culprit" in kinds(thief.opponents)
    kid = read_intent("a lost lamb needs to get home before the wolves wake")
    assert kinds(kid.goal.objects) == ["home"]
    sea = read_intent("two turtles want to get to the sea before the gulls find them")
    assert sea.goal.action == "reach" and kinds(sea.goal.objects) == ["sea"]
    wolf = read_intent("three mice run across the barn roof to get away from the hungry owl")
    assert wolf.goal.action == "escape" and kinds(wolf.goal.objects) == ["owl"]


def test_ways_out_ways_to_get_there_and_things_put_back_together():
    rabbit = read_intent("a white mouse has to find its way out of the old library")
    assert rabbit.goal.action == "escape" and kinds(rabbit.goal.objects) == ["library"]
    trip = read_intent("a family of five has to make it to grandpa's farm for the harvest fair")
    assert trip.goal.action == "reach" and kinds(trip.goal.objects) == ["farm"]
    vase = read_intent("glue the tiles to put Aunt May's broken vase back together")
    assert vase.goal.action == "fix" and kinds(vase.goal.objects) == ["vase"]
    story = read_intent("you are a young reporter and must choose which rumour to chase")
    assert story.goal.action == "choose" and kinds(story.goal.objects) == ["rumour"]
    kites = read_intent("a boy chases his runaway bunch of kites across the beach")
    assert kinds(kites.goal.objects) == ["kite"]
    hens = read_intent("the geese have escaped into the orchard, so round them all up before the fox gets them")
    assert hens.hero.kind == "player" and hens.goal.verb == "round up" and kinds(hens.goal.objects) == ["goose"]


def test_a_drawing_described_and_games_people_know_and_a_genre_before_a_question():
    octo = read_intent("my daughter drew a green snail wearing a hat who has to find her lost shoes before school")
    assert octo.hero.kind == "snail" and octo.goal.action == "find"
    assert read_intent("Sonic-style: a speedy hedgehog races through the canyon").genre == "platformer"
    assert read_intent("R-Type style: a paper plane blasts through the storm clouds").genre == "shooter"
    assert read_intent("old-school Final Fantasy style: four cooks fight the Soup Wizard").genre == "battle"
    prof = read_intent("logic puzzle: Professor Ilse has to work out which student swapped the labels")
    assert prof.hero.name == "Ilse" and kinds(prof.goal.objects) == ["student"]


def test_particles_that_make_the_way_to_win():
    tent = read_intent("a lion tamer has to get every animal out before the circus tent burns down")
    assert tent.goal.action == "rescue" and tent.goal.verb == "get out"
    road = read_intent("the lollipop lady has to get every child across the busy road")
    assert road.goal.action == "escort" and kinds(road.goal.objects) == ["child"]
    truffle = read_intent("a pig named Duchess has to sniff out the black truffle before the hunters")
    assert truffle.goal.action == "find"
    otter = read_intent("You're an otter who lost her shiny pebble. The goal is to find it in the river.")
    assert "goal" not in kinds(otter.goal.objects)


def test_foes_that_lurk_and_robbers_to_catch():
    marsh = read_intent("a nanny must carry the baby prince across the Marsh of Moans, where bog trolls lurk")
    assert [k for k in kinds(marsh.opponents) if k.endswith("troll")]
    ice = read_intent("a scientist has to walk back to base across the ice, with polar bears lurking at every crack")
    assert "bear" in kinds(ice.opponents)
    robbers = read_intent("a unicorn police officer has to catch the bank robbers")
    assert kinds(robbers.opponents) == ["bank robber"]


def test_a_name_then_the_creature_starts_the_heroes_clause():
    dam = read_intent("the beavers have flooded the meadow; Pip the vole and a brave old toad must tear the dam down")
    assert (dam.hero.kind, dam.hero.name) == ("vole", "Pip") and dam.goal.verb == "tear down"


def test_a_titled_name_s_people_are_the_heroes_and_a_titled_name_s_machine_is_not():
    cls = read_intent("Mr. Abebe's class has to plant a garden on the school roof before summer")
    assert cls.hero.kind == "class" and "man" in kinds(cls.helpers)
    sub = read_intent("Captain Ruiz's submarine must slip past the sea serpent to reach the wreck")
    assert sub.hero.name == "Ruiz"


def test_adjectives_listed_before_a_noun_and_what_someone_is_said_to_be_are_no_objects():
    jumper = read_intent("find Aunt Jo's lucky, moth-eaten, terribly smelly scarf before the fair")
    assert kinds(jumper.goal.objects) == ["scarf"]
    bear = read_intent("a clown sets out to find his old friend, a juggling seal, who was sold to a fair somewhere")
    assert kinds(bear.goal.objects) == ["friend"] and "fair" in [p.kind for p in bear.places]


def test_an_order_whose_verb_wordnet_also_knows_as_an_adjective_and_a_walk_to_a_place():
    eggs = read_intent("collect eggs, flour and milk before the fair")  # a collect call is no reason
    assert eggs.hero.kind == "player" and kinds(eggs.goal.objects) == ["eggs", "flour", "milk"]
    assert read_intent("Long ago, a fox lived in the woods and had to find its den").hero.kind == "fox"
    base = read_intent("a scientist has to walk back to base across the ice")
    assert base.goal.action == "reach" and read_intent("a girl must walk her dog to the park").goal.action == "escort"


def test_a_bare_plural_foe_said_again_is_read_as_foes():
    from romsmith.lexicon import correct

    # "dogs" and "cats" are verbs too: "you must fight cats" had read a hero called "fight"
    fixed = correct(Intent(heroes=[{"kind": "player"}]), foes=["cats", "dogs"])
    assert kinds(fixed.opponents) == ["cat", "dog"] and all(o.count == 2 for o in fixed.opponents)
    assert read_intent("you must fight cats").goal.action == "defeat"


def test_words_typed_short_are_read_as_meant():
    chat = read_intent("u play a mole and u have to find ur glasses")
    assert chat.hero.kind == "mole" and kinds(chat.goal.objects) == ["glasses"]
    pizza = read_intent("a robot delivers pizza across town and has to dodge the seagulls")
    assert pizza.goal.action == "deliver" and kinds(pizza.opponents) == ["seagull"]


def test_a_reward_is_no_goal_and_a_can_is_no_modal():
    hand = read_intent("a squire must defeat the ogre of Grey Hill to win the baron's favour")
    assert hand.goal.action == "defeat" and kinds(hand.goal.objects) == ["ogre"]
    back = read_intent("a jockey rides across the moor to win back her stolen saddle")
    assert kinds(back.goal.objects)[-1] == "saddle"
    lid = read_intent("a possum climbs the fence to grab the shiny paint can lid")
    assert kinds(lid.goal.objects) == ["shiny paint can lid"] or kinds(lid.goal.objects) == ["paint can lid"]
    cans = read_intent("a shmup where a little boat made of soup cans fights off the angry seagulls")
    assert cans.hero.kind == "boat" and cans.goal.action == "defeat" and kinds(cans.opponents) == ["seagull"]
    assert read_intent("her hamster Pip must find the seeds").hero.name == "Pip"


@pytest.mark.parametrize(
    "idea",
    [
        "",
        "???",
        "the the and",
        "x" * 5000,
        "勇者が竜から姫を救う",
        "a " * 900,
        LONG_PLACE,
        "the baker needs eggs, sugar and",
        "flowers sokoban at mice his Escort walruses huevos for",  # a hunting verb's "for" at the very end
        "the Captain bingo has the that little burning every time so",  # "so" as the very last word
        "fly was golden skatepark treants fights puzzle, the",  # a flown machine's kind longer than a kind may be
    ],
)
def test_odd_ideas_read_without_error(idea):
    intent = read_intent(idea)
    assert isinstance(intent, Intent) and intent.heroes
    Intent.model_validate(intent.to_json())  # what it writes reads back


def test_what_the_engine_cannot_make_is_listed_with_a_reason():
    intent = read_intent("a multiplayer online game where knights fight dragons")
    assert {c.words for c in intent.cannot} == {"multiplayer", "online"}
    assert all(c.reason for c in intent.cannot)
    assert kinds(intent.opponents) == ["dragon"]


def test_the_schema_leaves_out_what_only_romsmith_sets():
    props = intent_schema()["properties"]
    assert "heroes" in props and "goal" in props and "source" not in props


def test_wordnet_knows_words_the_tables_do_not():
    assert wordnet.available(), "wordnet-base and nltk are installed by the set-up"
    assert wordnet.category("beekeeper") == "person"
    assert wordnet.category("junkyard") == "place"
    assert wordnet.lemma("wolves") == "wolf" and wordnet.lemma("saves", "v") == "save"
    assert wordnet.similarity("bear", "wolf") > wordnet.similarity("bear", "teapot")


def test_a_hero_who_helps_someone_do_a_thing_does_that_thing():
    intent = read_intent("a nurse in London helps a lost boy find his mother through the blackout")
    assert kinds(intent.heroes) == ["nurse"]
    assert intent.goal.action == "find" and kinds(intent.goal.objects) == ["mother"]
    assert "boy" in kinds(intent.helpers)


def test_a_place_said_inside_the_subject_ends_at_the_verb():
    intent = read_intent("a stray dog in Istanbul follows the smell of grilled fish")
    assert [p.kind.lower() for p in intent.places] == ["istanbul"]
    assert not any("follow" in b.kind for b in intent.bystanders)  # not a being called "Istanbul follows"


@pytest.mark.parametrize(
    "idea, foes",
    [
        ("collect 100 acorns for winter as a squirrel but hawks keep diving at you from the sky", ["hawk"]),
        ("a goat climbs a mountain to reach the summit, eagles try to knock it off", ["eagle"]),
        ("a hermit crab hops along the beach looking for a bigger shell, and the seagulls are after you", ["seagull"]),
        ("You wake up in a hedge maze and must find the map. Watch out for the topiary lions.", ["topiary lion"]),
        ("hero: a hedgehog. goal: rescue his kids. enemies: foxes, owls", ["fox", "owl"]),
    ],
)
def test_foes_said_in_a_clause_or_a_label_of_their_own(idea, foes):
    assert sorted(kinds(read_intent(idea).opponents)) == foes


@pytest.mark.parametrize(
    "idea",
    [
        "the wizard's cat knocked his crystal ball into the well, so the apprentice has to fish it out",
        "shift the hedges of the royal maze so the lost ducklings can waddle back to their mother",
    ],
)
def test_a_mishap_or_a_way_home_is_no_attack(idea):
    assert not read_intent(idea).opponents


def test_a_list_of_objects_ends_where_a_clause_begins():
    intent = read_intent(
        "a hermit crab hops along the beach looking for a bigger shell, and the seagulls are after you"
    )
    assert kinds(intent.goal.objects) == ["shell"]


def test_one_kidnapped_is_no_foe():
    intent = read_intent("the princess Lila is kidnapped by trolls and her loyal dog must find her")
    assert kinds(intent.opponents) == ["troll"]


def test_a_form_s_fields_are_the_hero_the_goal_and_the_foes():
    intent = read_intent("hero: a hedgehog. goal: rescue his kids. enemies: foxes, owls")
    assert kinds(intent.heroes) == ["hedgehog"] and intent.heroes[0].count == 1
    assert intent.goal.action == "rescue" and kinds(intent.goal.objects) == ["kid"]
    assert sorted(kinds(intent.opponents)) == ["fox", "owl"]
    snail = read_intent(
        "hero: a snail. goal: reach the lettuce. obstacles: salt lines, you move leaves to make bridges"
    )
    assert snail.goal.verb == "reach" and kinds(snail.goal.objects) == ["lettuce"]  # not a later field's purpose


@pytest.mark.parametrize(
    "idea, verb, objects",
    [
        (
            "Your quest: the defeat of the Pale Duke and his skeleton knights",
            "defeat",
            ["pale duke", "skeleton knight"],
        ),
        (
            "Mission: the destruction of the five shield generators. Watch out for the turret walkers.",
            "destroy",
            ["shield generator"],
        ),
        ("your mission: the rescue of the mayor's cat from the sewers", "rescue", ["cat"]),
    ],
)
def test_a_goal_said_as_a_deed_s_noun_is_that_deed(idea, verb, objects):
    intent = read_intent(idea)
    assert kinds(intent.heroes) == ["player"]
    assert intent.goal.verb == verb and kinds(intent.goal.objects) == objects


def test_wordnet_gives_the_verb_a_deed_s_noun_names():
    assert wordnet.verb_of("destruction") == "destroy" and wordnet.verb_of("recovery") == "recover"
    assert wordnet.verb_of("truth") is None and wordnet.verb_of("house") is None


@pytest.mark.parametrize(
    "idea, verb, thing",
    [
        ("The orbital station has been overrun by space lice and must be cleared deck by deck.", "clear", "station"),
        (
            "A letter was hidden in the walls of the school decades ago and must be found before it is torn down.",
            "find",
            "letter",
        ),
        (
            "The bells of the clocktower have been scattered by a gremlin, and they need to be put back before noon.",
            "put back",
            "bell",
        ),
    ],
)
def test_what_befell_a_thing_and_must_be_undone_is_the_player_s_goal(idea, verb, thing):
    intent = read_intent(idea)
    assert kinds(intent.heroes) == ["player"]
    assert (intent.goal.verb, kinds(intent.goal.objects)) == (verb, [thing])


def test_a_thing_that_must_be_guided_may_be_the_hero():
    assert kinds(read_intent("a paper boat must be guided down the river to the sea").heroes) == ["paper boat"]
    assert kinds(read_intent("a ghost who must be freed haunts the old mill").heroes) == ["ghost"]


@pytest.mark.parametrize(
    "idea, kind, name, verb",
    [
        (
            "Long ago the sky whales carried the clouds. Now they're sleeping. As Wren, a kid with a kite, you climb "
            "floating islands in order to wake up the three elder whales, but storm imps keep knocking you off.",
            "kid",
            "Wren",
            "wake up",
        ),
        (
            "At midnight a cat café turns into a café for ghosts. You're the new barista, Juniper, and you need to "
            "learn each ghost's favorite drink.",
            "barista",
            "Juniper",
            "learn",
        ),
        (
            "the toys in the attic hold a tournament, and you play as a wind-up soldier trying to become champion",
            "wind-up soldier",
            None,
            "become",
        ),
    ],
)
def test_the_player_s_frame_after_a_scene_names_the_hero(idea, kind, name, verb):
    intent = read_intent(idea)
    assert (intent.heroes[0].kind, intent.heroes[0].name) == (kind, name)
    assert intent.goal.verb == verb


@pytest.mark.parametrize(
    "idea, verb, objects, foes",
    [
        ("robot dinosaur shoots lasers at the meteors so they dont hit the earth", "shoot", ["meteor"], ["meteor"]),
        ("a flying toaster shoots toast at an army of angry biscuits", "shoot", ["biscuit"], ["biscuit"]),
        ("a wizard owl fires magic bolts at a bat swarm to protect the moon", "protect", ["moon"], ["bat swarm"]),
    ],
)
def test_whom_a_missile_is_aimed_at_is_the_target(idea, verb, objects, foes):
    intent = read_intent(idea)
    assert (intent.goal.verb, kinds(intent.goal.objects), kinds(intent.opponents)) == (verb, objects, foes)


def test_a_search_on_the_way_is_the_goal():
    vacuum = read_intent("a lost robot vacuum roams the mall at night looking for its charging dock")
    assert vacuum.goal.action == "find" and kinds(vacuum.goal.objects) == ["dock"]
    crab = read_intent("You are a hermit crab hopping along the beach looking for a bigger shell. Seagulls swoop down.")
    assert kinds(crab.heroes) == ["hermit crab"] and kinds(crab.goal.objects) == ["shell"]
    assert kinds(crab.opponents) == ["seagull"]  # the next sentence is theirs


@pytest.mark.parametrize(
    "idea, objects",
    [
        ("collect the red, blue and green crystals hidden deep in the Murmuring Mines", ["crystal"]),
        ("find the red and blue keys", ["key"]),
        ("collect the red, blue and green gems, then defeat the golem", ["gem"]),
    ],
)
def test_a_list_of_colours_is_one_thing(idea, objects):
    assert kinds(read_intent(idea).goal.objects) == objects


def test_a_deed_after_then_has_its_own_foe():
    assert kinds(read_intent("collect the red, blue and green gems, then defeat the golem").opponents) == ["golem"]


@pytest.mark.parametrize(
    "idea, verb, objects",
    [
        (
            "A young witch must gather moonflowers, frog spit and a dragon's whisker to brew a cure",
            "gather",
            ["moonflower", "frog spit", "whisker"],
        ),
        (
            "A turn-based RPG where a blacksmith's daughter gathers allies to defeat the iron dragon",
            "defeat",
            ["iron dragon"],
        ),
        (
            "The knight Sir Bram is go to the dark castle for rescue the princess from the witch.",
            "rescue",
            ["princess"],
        ),
        (
            "The court jester has to cheer up the sad king by finding a juggling ball and a silly hat",
            "find",
            ["juggling ball", "silly hat"],
        ),
        (
            "Doctor Amara has to cure the sleeping sickness in the villages by finding a rare blue flower.",
            "cure",
            ["sickness"],
        ),
    ],
)
def test_which_deed_is_the_play(idea, verb, objects):
    intent = read_intent(idea)
    assert (intent.goal.verb, kinds(intent.goal.objects)) == (verb, objects)


@pytest.mark.parametrize(
    "idea, foes",
    [
        ("Three ducklings need to get back to their pond. The streets are full of cars and hungry rats.", ["rat"]),
        ("a small mouse must bring cheese to his family, but the cat is everywhere in the house", ["cat"]),
        ("a dog named Biscuit looks for his bone in the park and there are squirrels that steal stuff", ["squirrel"]),
        ("you shoot the evil snowmen and save the christmas presents", ["snowman"]),
        ("Deliver a mysterious package across town without the gang catching you.", ["gang"]),
        ("A block-pushing puzzle where a worker must push every crate onto the marks before the truck leaves.", []),
        ("steal the golden egg before the dragon wakes up", ["dragon"]),
    ],
)
def test_foes_about_and_what_only_marks_the_time(idea, foes):
    assert sorted(kinds(read_intent(idea).opponents)) == foes


def test_get_to_is_reaching():
    intent = read_intent("platformer w/ a rubber duck bouncing thru a bathroom to get to the bathtub")
    assert (intent.goal.action, intent.goal.verb, kinds(intent.goal.objects)) == ("reach", "get to", ["bathtub"])


@pytest.mark.parametrize(
    "idea, action, objects",
    [
        (
            "A card-battle game where the vampire Count Orlo duels hunters each night to keep them from burning down his castle.",
            "protect",
            ["castle"],
        ),
        (
            "Sheriff Dot rides through the desert shooting outlaws to get the stolen gold back to the bank.",
            "find",
            ["gold"],
        ),
        (
            "turn based rpg where ur a goblin whos sick of getting bullied by adventurers so u gotta beat the hero guild",
            "defeat",
            ["hero guild"],
        ),
        (
            "Sir Waddle jumps across melting icebergs to stop the Walrus King from stealing the sun.",
            "defeat",
            ["walrus king"],
        ),
    ],
)
def test_the_goal_in_a_purpose_a_duty_or_a_threat_kept_off(idea, action, objects):
    intent = read_intent(idea)
    assert (intent.goal.action, [o.kind.lower() for o in intent.goal.objects]) == (action, objects)


def test_taming_then_battling_is_a_battle_with_the_tamed_as_friends():
    intent = read_intent("Like Pokemon: a young bug catcher tames wild beetles and battles the eight gym leaders")
    assert intent.goal.action == "defeat" and kinds(intent.goal.objects) == ["gym leader"]
    assert "beetle" in kinds(intent.helpers) and kinds(intent.opponents) == ["gym leader"]


def test_getting_out_of_a_place_is_escaping_it():
    intent = read_intent("escape room game where a hamster has to solve puzzles to get out of the science lab")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("escape", ["science lab"])


@pytest.mark.parametrize(
    "idea, kind, name, title, count",
    [
        (
            "Sir Bramble the knight gardener must guard his roses from aphids and slugs",
            "knight gardener",
            "Bramble",
            "Sir",
            1,
        ),
        ("grandma with a walker needs to find her glasses, her keys and her phone", "grandma", None, None, 1),
        (
            "gallery shooter at a carnival, a clown shoots rubber ducks to win the giant teddy bear",
            "clown",
            None,
            None,
            1,
        ),
        ("Jump and run game, hero is little flame who must reach the candle on top of tower", "flame", None, None, 1),
    ],
)
def test_one_hero_with_its_name_title_and_what_it_carries(idea, kind, name, title, count):
    heroes = read_intent(idea).heroes
    assert [(h.kind, h.name, h.title, h.count) for h in heroes] == [(kind, name, title, count)]


def test_a_fight_then_a_rescue_is_the_rescue_with_the_foes_kept():
    intent = read_intent(
        "its a game where you are a tank and you shoot the evil snowmen and save the christmas presents"
    )
    assert intent.goal.verb == "save" and kinds(intent.goal.objects) == ["christmas present"]
    assert kinds(intent.opponents) == ["snowman"]


def test_winning_someone_over_is_befriending():
    intent = read_intent("Dating sim set in a bakery: you play as Mara and try to win over the grumpy pastry chef")
    assert (intent.goal.verb, kinds(intent.goal.objects)) == ("win over", ["pastry chef"])


def test_a_warning_after_the_story_is_no_goal_and_searching_is_no_attack():
    intent = read_intent(
        "With the help of an old owl, a lantern girl searches the swamp at midnight for three missing fireflies."
        " Watch out for the bog witch."
    )
    assert kinds(intent.heroes) == ["lantern girl"] and intent.goal.action == "find"
    assert kinds(intent.opponents) == ["bog witch"]


def test_a_subject_s_own_relative_clause_holds_its_goal_before_a_foe_s_clause():
    vacuum = read_intent("you're a little robot vacuum that has to clean every room, but the cat keeps attacking you")
    assert (vacuum.hero.kind, vacuum.goal.verb, kinds(vacuum.goal.objects)) == ("robot vacuum", "clean", ["room"])
    assert kinds(vacuum.opponents) == ["cat"]
    ghost = read_intent("a ghost who must find the key, but the butler keeps locking the doors")
    assert (ghost.hero.kind, ghost.goal.action) == ("ghost", "find")


def test_the_hero_s_own_purpose_after_so_he_can_is_the_goal_of_a_way_of_going():
    knight = read_intent("a tin soldier marches across the attic so he can rescue the paper ballerina from the rats")
    assert (knight.goal.action, knight.goal.verb, kinds(knight.goal.objects)) == (
        "rescue",
        "rescue",
        ["paper ballerina"],
    )
    horses = read_intent("earn the trust of the wild ponies so they will let you ride with them")
    assert horses.goal.verb == "earn"


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        ("a fisherman tracks down the shark who sank his boat", "shark"),
        ("a mouse wants back the cheese the rat stole", "rat"),
        ("a girl must catch the raccoon that took her sandwich", "raccoon"),
    ],
)
def test_who_did_a_wrong_before_the_story_is_a_foe(idea, foe):
    assert foe in kinds(read_intent(idea).opponents)


def test_who_took_someone_somewhere_did_no_wrong():
    assert kinds(read_intent("a girl thanks the fairy who took her to the ball").opponents) == []


def test_one_who_tries_at_something_no_friend_does_beside_the_hero_is_a_foe():
    keeper = read_intent("a night watchman guards the vault while burglars try to drill through the wall")
    assert kinds(keeper.opponents) == ["burglar"]
    friend = read_intent("a girl bakes a cake for her mum while her little brother tries to help")
    assert kinds(friend.opponents) == []


def test_a_foe_s_wish_is_not_the_goal_and_driving_foes_out_is():
    grandma = read_intent("a kung fu grandma has to fight off the gang that wants to burn down her noodle bar")
    assert (grandma.goal.verb, kinds(grandma.goal.objects)) == ("fight off", ["gang"])
    dwarf = read_intent("a dwarf has to drive the goblins out of the old mine and reclaim the crown")
    assert (dwarf.goal.action, dwarf.goal.verb, kinds(dwarf.goal.objects)) == ("defeat", "drive", ["goblin"])


def test_a_setting_said_first_is_a_side_clause():
    intent = read_intent("Set in old Kyoto, a young tea seller must deliver a secret message to the emperor.")
    assert (intent.hero.kind, intent.goal.action) == ("tea seller", "deliver")


def test_every_one_of_them_is_the_them():
    freed = read_intent("a goat must free every one of the caged hens")
    assert (freed.goal.action, kinds(freed.goal.objects)) == ("rescue", ["hen"])
    blasted = read_intent("an owl with laser eyes must blast every last one of the robot mice")
    assert kinds(blasted.goal.objects) == ["robot mouse"]


def test_an_order_s_hero_said_by_name_and_then_what_they_are():
    mermaid = read_intent("Explore the drowned city as Pearl, a brave mermaid, and find the lost trident.")
    assert (mermaid.hero.kind, mermaid.hero.name) == ("mermaid", "Pearl")
    penguin = read_intent("Join Captain Flipper, the bravest penguin on the ice, and recover the golden compass.")
    assert (penguin.hero.kind, penguin.hero.name, penguin.hero.title) == ("penguin", "Flipper", "Captain")


def test_a_place_said_between_commas_after_the_goal_verb_is_no_part_of_its_object():
    intent = read_intent(
        "a fisherman's daughter has to find, somewhere in the fog, the three signal lamps that guide the boats home"
    )
    assert intent.goal.action == "find"
    assert [o.kind for o in intent.goal.objects] == ["signal lamp"]


def test_a_common_noun_is_its_common_sense_not_a_person_of_that_name():
    assert wordnet.category("heron") == "animal"  # not Heron of Alexandria
    intent = read_intent("Mayor Tilly must get the pond creatures to work together before the heron comes back")
    assert [o.kind for o in intent.opponents] == ["heron"]


def test_someone_who_only_comes_home_before_the_goal_is_done_is_no_foe():
    intent = read_intent("You are a cracked teapot. Find your lost lid before the Duchess comes for tea.")
    assert intent.opponents == []
    assert read_intent("a plumber must fix the pipes before the wolves come back").opponents[0].kind == "wolf"


def test_the_only_one_who_can_is_the_hero_and_what_they_can_do_the_goal():
    intent = read_intent("Truffle the pig is the only one who can sniff out the Spore Crown.")
    assert intent.hero.kind == "pig"
    assert (intent.goal.action, intent.goal.verb) == ("find", "sniff out")
    assert [o.kind for o in intent.goal.objects] == ["spore crown"]


def test_an_opening_list_of_orders_is_no_hero_and_the_as_phrase_is():
    intent = read_intent("Run, jump and wall-slide as Captain Comet, a space hamster, to collect every fuel cell")
    assert (intent.hero.kind, intent.hero.name, intent.hero.title) == ("space hamster", "Comet", "Captain")
    assert read_intent("Sneak, steal and escape from the castle of the Rat King.").hero.kind == "player"


def test_a_titled_name_after_as_leads_an_order():
    intent = read_intent("light-gun game: as Deputy Esperanza, hold the saloon against masked bandits")
    assert (intent.hero.kind, intent.hero.name, intent.hero.title) == ("deputy", "Esperanza", "Deputy")
    intent = read_intent("Visual novel: as Lady Wren, the new governess, uncover the secret of the tower room")
    assert (intent.hero.kind, intent.hero.name, intent.hero.title) == ("governess", "Wren", "Lady")
    intent = read_intent("As Mira, find the lost cat.")
    assert (intent.hero.kind, intent.hero.name) == ("player", "Mira")


def test_it_after_a_guarded_thing_is_that_thing_not_its_guard():
    intent = read_intent("The Sky Pearl is guarded by a griffin atop Mount Calder, and a goatherd sets out to claim it")
    assert kinds(intent.goal.objects) == ["sky pearl"]
    assert kinds(intent.opponents) == ["griffin"]


def test_whoever_did_the_wrong_in_a_that_clause_is_a_foe():
    intent = read_intent("The pike begs them to free the fish that the Frost Troll has trapped in his ice cave.")
    assert kinds(intent.opponents) == ["frost troll"]
    intent = read_intent("Drive across Junkyard Hills to find the horn that the tow-truck gang pulled off him.")
    assert kinds(intent.opponents) == ["tow-truck gang"]
    assert read_intent("Find the cake that the baker made.").opponents == []


def test_a_titled_foe_who_did_harm_first_leaves_the_order_to_the_player():
    intent = read_intent("Duchess Nettlebrook has locked the village children in her glass garden. Turn the mirrors.")
    assert intent.hero.kind == "player"
    assert kinds(intent.opponents) == ["duchess"]


def test_a_purpose_that_is_only_a_way_of_moving_gives_way_to_the_goal_joined_to_it():
    intent = read_intent("A paper samurai folds into a crane to climb the Origami Tower and rescue the ink princess.")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("rescue", ["ink princess"])
    assert "Origami Tower" in kinds(intent.places)
    intent = read_intent("Dusty rides into Coyote Gulch to run the Blackwater Gang out of town.")
    assert intent.goal.verb != "hide"


def test_moving_out_of_a_place_is_escaping_it():
    intent = read_intent("Climb out of the volcano before it erupts, little salamander.")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("escape", ["volcano"])


def test_from_x_to_x_is_the_way_not_the_purpose():
    intent = read_intent("Bounce from mushroom cap to mushroom cap to reach the Great Toadstool before the rain.")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("reach", ["toadstool"])


def test_a_plural_noun_before_are_is_no_verb_and_so_an_order_follows():
    intent = read_intent("The subway rats are after you, so get to the last train.")
    assert intent.hero.kind == "player"
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("reach", ["train"])
    assert kinds(intent.opponents) == ["subway rat"]


def test_beings_only_said_to_be_so_are_the_scene_not_the_hero():
    idea = (
        "Space whales are peaceful, but the robot poachers hunting them are not. A space ranger named Orla shoots them."
    )
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.name) == ("space ranger", "Orla")


def test_so_he_can_after_an_order_about_someone_is_their_purpose():
    intent = read_intent("Wake the sleeping giant beneath the glacier so he can hold up the falling sky.")
    assert (intent.goal.verb, kinds(intent.goal.objects)) == ("wake", ["giant"])
    intent = read_intent("a spoon, a fork and a whisk fight the mold monsters so they can save the birthday cake")
    assert (intent.goal.verb, kinds(intent.goal.objects)) == ("save", ["birthday cake"])  # theirs, the heroes'


def test_those_who_stand_between_you_and_the_goal_are_foes():
    intent = read_intent("You must lead the geese south. Hawks and hunters stand between you and the marsh.")
    assert sorted(kinds(intent.opponents)) == ["hawk", "hunter"]


def test_a_greedy_one_who_will_stop_at_nothing_is_a_foe():
    idea = "Three orphans must find the hidden will. His greedy nephew will stop at nothing to burn it first."
    assert "nephew" in kinds(read_intent(idea).opponents)


def test_foes_said_by_how_they_stand_against_the_hero():
    said = {
        "Escape the orphanage. Lead the children to the harbor. The headmistress and her hounds are close behind.": (
            "headmistress"
        ),
        "You are Vex, a courier. A crime boss called Mother Lin has put a price on your head. Cross the city.": (
            "crime boss"
        ),
        "Ask around town. The saloon owner is lying. The preacher knows more than he says.": "saloon owner",
        (
            "Little girl Anya is living in village near big forest. Her grandmother is sick and only the fern flower"
            " on Kupala night can heal her. Anya go alone to find it, but forest spirits are tricky."
        ): "forest spirits",
        "their old enemy, the Lich King, came back, and they have to beat him.": "lich king",
        "you fight monsters with your class mates. the last boss is the evil twin": "twin",
    }
    for idea, foe in said.items():
        assert foe in kinds(read_intent(idea).opponents), idea


def test_the_as_phrase_keeps_the_name_said_with_it():
    intent = read_intent("As Robin, an archer in Sherwood Forest, shoot the sheriff's tax collectors.")
    assert (intent.hero.kind, intent.hero.name) == ("archer", "Robin")
    intent = read_intent("Bounce across the lava lakes as a fire salamander named Ember, gathering the star shards.")
    assert (intent.hero.kind, intent.hero.name) == ("fire salamander", "Ember")
    intent = read_intent("Climb Mount Ao as an old mountain goat named Grandpa Hoof, reaching the summit shrine.")
    assert (intent.hero.name, intent.hero.title) == ("Hoof", "Grandpa")


def test_one_who_first_sets_the_scene_and_then_does_the_wrong_is_a_foe():
    idea = (
        "Every winter the snow woman comes down from the mountain. This year she took your little brother."
        " Climb through the blizzard and bring him home."
    )
    intent = read_intent(idea)
    assert intent.hero.kind == "player"
    assert kinds(intent.opponents) == ["snow woman"]


def test_a_first_name_and_surname_after_what_the_hero_is():
    intent = read_intent("the accountant Martin Kowalski has to survive the marketing department.")
    assert (intent.hero.kind, intent.hero.name) == ("accountant", "Martin Kowalski")


def test_a_plural_noun_before_its_plan_and_a_time_before_the_foe():
    idea = (
        "Seven mouse thieves plan to take the wedding cake tonight. You're Crumb, the palace's guard mouse. Stop them."
    )
    assert kinds(read_intent(idea).opponents) == ["mouse thief"]
    intent = read_intent("Hold the farmhouse. Every night the wolves get closer. You have a shotgun.")
    assert (intent.hero.kind, kinds(intent.opponents)) == ("player", ["wolf"])


def test_a_setting_said_first_as_a_place_and_a_year_is_a_place():
    intent = read_intent("Rome, 64 AD. A slave boy named Felix must lead his master's family out of the burning city.")
    assert kinds(intent.places)[0] == "Rome"
    assert "Neo-Kowloon" in kinds(read_intent("Neo-Kowloon, 2088. You are Vex, a courier. Reach the spaceport.").places)


def test_it_is_never_the_hero_s_name():
    intent = read_intent("a retired dragon named Smolder runs a bakery and has to defend it from tax collectors.")
    assert kinds(intent.goal.objects) == ["bakery"]


def test_what_the_ride_is_on_is_no_craft_the_player_is():
    assert read_intent("Ride the waves, jumping over reefs to win the Pipeline Cup.").hero.kind == "player"
    assert read_intent("Pilot a mining barge through the asteroid field.").hero.kind == "mining barge"


def test_a_list_of_orders_names_foes_to_avoid_and_its_it_is_a_thing():
    idea = (
        "Whiskers the station cat has knocked the captain's keycard into the air vents. Crawl through the ducts,"
        " avoid the cleaning drones and bring it back before the morning inspection."
    )
    intent = read_intent(idea)
    assert kinds(intent.opponents) == ["cleaning drone"]
    assert kinds(intent.goal.objects) == ["keycard"]


def test_a_thing_wordnet_names_is_no_verb_and_an_occupation_leads_an_as_phrase():
    intent = read_intent(
        "As a young sea turtle, swim to the coral reef across the bay, avoiding gulls, crabs and fishing nets."
    )
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("reach", ["coral reef"])
    intent = read_intent("As codebreaker Margaret Hale, crack the enemy's daily cipher before midnight.")
    assert (intent.hero.kind, intent.hero.name) == ("codebreaker", "Margaret Hale")


def test_named_and_then_only_a_title_is_no_name_and_no_error():
    intent = read_intent("Hop across the ponds as a frog named Sir, collecting flies.")
    assert (intent.hero.kind, intent.hero.name) == ("frog", None)
    assert read_intent("Bounce across the lakes as a salamander named Captain").hero.kind == "salamander"


def test_an_opening_order_to_avoid_a_list_is_no_hero_and_its_last_plural_is_no_verb():
    intent = read_intent("Dodge shells, gas and enemy hawks to reach the command post.")
    assert (intent.hero.kind, intent.goal.action, kinds(intent.goal.objects)) == ("player", "reach", ["command post"])
    assert kinds(intent.opponents) == ["enemy hawk"]  # the list goes on past its commas to the foe
    intent = read_intent("Avoid rocks, logs and bears to reach the post.")
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("reach", ["post"])  # not "bears to"
    assert read_intent("Dodge City is a town where a sheriff hunts outlaws.").hero.kind != "player"


def test_an_order_to_avoid_then_an_order_is_no_name_and_the_second_is_the_goal():
    intent = read_intent("Avoid the drones, rescue the cat.")
    assert (intent.hero.kind, intent.hero.name) == ("player", None)
    assert (intent.goal.action, kinds(intent.goal.objects)) == ("rescue", ["cat"])
    assert kinds(intent.opponents) == ["drone"]


def test_who_must_not_see_or_catch_the_hero_and_who_besieges_or_overruns_a_place_are_foes():
    assert kinds(read_intent("Grab the diamond without being seen by the guards.").opponents) == ["guard"]
    assert kinds(read_intent("The colony is under siege by insect swarms.").opponents) == ["insect swarm"]
    ship = read_intent("You are a janitor on a cruise ship overrun by mutant shrimp. Reach the bridge.")
    assert kinds(ship.opponents) == ["mutant shrimp"]
    assert kinds(read_intent("Sneak in, get seen by the queen and bow.").opponents) == []  # being seen is no threat


def test_a_band_of_creatures_trying_to_harm_and_one_kept_from_harm_by_the_goal_are_foes():
    climb = read_intent("Climb the mountain while a band of snow monkeys tries to knock you off.")
    assert kinds(climb.opponents) == ["snow monkey"]  # the monkeys, not the band
    assert kinds(read_intent("a bunny plants carrots so the mole can't eat them").opponents) == ["mole"]
    assert kinds(read_intent("hide the seeds so that the fox cannot steal them").opponents) == ["fox"]
    assert kinds(read_intent("Build the wall so the kids can't see the surprise.").opponents) == []


def test_an_opening_as_phrase_with_a_name_said_after_the_kind():
    diver = read_intent("As a pearl diver named Keoni, explore the drowned abbey off Lindholm.")
    assert (diver.hero.kind, diver.hero.name) == ("pearl diver", "Keoni")
    duelist = read_intent("As the young duelist Isabeau, fight your way through the salons of Versailles.")
    assert (duelist.hero.kind, duelist.hero.name) == ("duelist", "Isabeau")
    assert read_intent("As the sun sets over Rome, a cat must find the key.").hero.kind == "cat"


def test_a_short_english_idea_with_foreign_names_is_read_as_english():
    sherpa = read_intent("Climb Mount Kanchen as Dorje, a young Sherpa.")
    assert (sherpa.hero.kind, sherpa.hero.name) == ("sherpa", "Dorje")  # not Portuguese 'as' and 'a'
    assert kinds(read_intent("Ajude as crianças a encontrar o tesouro no castelo").places) == ["castle"]


def test_the_player_framed_as_someone_before_and_you_must_is_that_someone():
    ada = read_intent("You play Ada, the miller's daughter, and you must climb Mount Crane to find the spring.")
    assert (ada.hero.name, ada.hero.kind.split()[-1]) == ("Ada", "daughter")
    assert (read_intent("You are Ada, a girl, and you must find the spring.").hero.kind) == "girl"
    assert read_intent("The wind howls, and you must find the spring.").hero.kind == "player"


def test_a_name_the_kind_after_as_and_a_creature_said_of_a_word_no_dictionary_knows():
    pip = read_intent("Hop across the canopy as Pip the sugar glider to rescue her brothers.")
    assert (pip.hero.kind, pip.hero.name) == ("sugar glider", "Pip")
    ronin = read_intent("Two squirrel ronin must protect the last walnut tree.")
    assert (ronin.hero.kind, ronin.hero.count) == ("squirrel ronin", 2)
    assert category("squirrel ronin") == "animal" and category("mount korr") != "animal"  # a mount is first a peak


def test_a_way_made_through_is_no_goal_and_a_split_phrasal_verb_is_read_whole():
    duel = read_intent("As the young duelist Isabeau, fight your way through the salons and win the King's Rapier.")
    assert (duel.goal.action, kinds(duel.goal.objects)) == ("win", ["rapier"]) and "way" not in kinds(duel.places)
    car = read_intent(
        "Blast through the junkyard drones in your hovercar and get the stolen engine back to the garage."
    )
    assert (car.goal.verb, kinds(car.goal.objects)) == ("get back", ["engine"])
    ants = read_intent("The ants have declared war on the patio. Clear them out before the barbecue.")
    assert (ants.goal.action, ants.goal.verb, kinds(ants.goal.objects)) == ("defeat", "clear out", ["ant"])
    assert read_intent("Fight the goblins and save the princess.").goal.action == "rescue"


def test_have_to_is_read_as_must_so_a_purpose_after_a_move_is_the_goal():
    fox = read_intent("you are a fox and you have to sneak through the zoo to find your sister")
    assert (fox.hero.kind, fox.goal.action, kinds(fox.goal.objects)) == ("fox", "find", ["sister"])


def test_foes_said_in_a_one_sentence_aside_and_as_the_dangers():
    bee = read_intent("you are a bee and you have to bring honey to the queen but the wasps are in the way")
    assert kinds(bee.opponents) == ["wasp"] and bee.hero.kind == "bee"
    ant = read_intent("A worker ant has to find food for the colony. Spiders and a hungry anteater are the dangers.")
    assert kinds(ant.opponents) == ["spider", "anteater"]
    assert kinds(read_intent("Find the ring, but the fox is asleep.").opponents) == []


def test_beings_who_want_to_take_or_harm_what_the_hero_protects_are_foes():
    herd = read_intent("Lead the last herd of wild horses across the plains. The ranchers want to rope the stallions.")
    assert "rancher" in kinds(herd.opponents)
    seeds = read_intent("A girl explores a ruined city looking for seeds. Scavenger drones want the seeds too.")
    assert kinds(seeds.opponents) == ["scavenger drone"]
    assert kinds(read_intent("A girl must find the cat. Her friends want to help.").opponents) == []


def test_a_ride_into_town_then_a_deed_and_one_saloon_at_a_time_is_how_and_where():
    marshal = read_intent("As a marshal, ride into Dust Creek and drive out the Vulture gang one saloon at a time.")
    assert (marshal.goal.action, marshal.goal.verb, kinds(marshal.goal.objects)) == (
        "defeat",
        "drive out",
        ["vulture gang"],
    )
    assert "saloon" in kinds(marshal.places)
    assert kinds(read_intent("Free the villagers one by one.").goal.objects) == ["villager"]


def test_a_name_that_ends_in_s_is_one_person_not_a_plural():
    elias = read_intent("Interactive fiction about Elias, a conductor on the night train.")
    assert (elias.hero.kind, elias.hero.name, elias.hero.count) == ("conductor", "Elias", 1)
    assert read_intent("The Vikings raid the coast.").heroes[0].count == 2  # a people said in the plural
    assert not wordnet.is_common_noun("elia") and wordnet.is_common_noun("conductor")


def test_it_is_what_was_stolen_or_said_to_lie_somewhere_not_the_opening_order():
    zizi = read_intent("Jump across the rooftops as Zizi. A thief snatched her tambourine. Get it back before dark.")
    assert kinds(zizi.goal.objects) == ["tambourine"]
    chalice = read_intent("Explore the abbey. Somewhere in the crypt lies the silver chalice. Bring it up.")
    assert kinds(chalice.goal.objects)[-1].endswith("chalice")
    assert kinds(read_intent("When the moon goes dark, the owl must relight it.").goal.objects) == ["moon"]


def test_competing_for_a_prize_is_winning_it():
    chefs = read_intent("a visual novel about two rival chefs in Lyon competing for the golden whisk")
    assert (chefs.goal.action, kinds(chefs.goal.objects)) == ("win", ["whisk"])


def test_a_way_out_said_alone_is_escaping_the_place_the_hero_is_in():
    maze = read_intent("a mouse lost in the maze must find the way out")
    assert (maze.goal.action, kinds(maze.goal.objects)) == ("escape", ["maze"])
    temple = read_intent("Trapped in an ice temple, a yeti kid named Nilo slides the ice blocks to open a way out.")
    assert (temple.goal.action, kinds(temple.goal.objects)) == ("escape", ["ice temple"])
    theater = read_intent("a candle must find its way out of the haunted mansion")
    assert (theater.goal.action, kinds(theater.goal.objects)) == ("escape", ["mansion"])
    home = read_intent("help the lost baby owl find its way back to the nest")
    assert home.goal.action != "escape"


def test_a_game_named_as_like_another_then_it_s_a_creature_has_that_creature_as_hero():
    cheetah = read_intent("sonic style game but its a cheetah racing across the savanna grabbing golden feathers")
    assert (kinds(cheetah.heroes), cheetah.genre) == (["cheetah"], "platformer")
    assert kinds(read_intent("it's a game where a cat must find the mouse").heroes) == ["cat"]


def test_the_one_a_hero_was_separated_from_is_no_foe():
    ducks = read_intent(
        "Three ducklings got separated from their mother at the fair. Help them waddle back while dodging the fox"
    )
    assert kinds(ducks.opponents) == ["fox"] and "mother" in kinds(ducks.helpers)
    zoo = read_intent("a mouse escaped from the zoo and must hide from the keepers")
    assert kinds(zoo.opponents) == ["keeper"] and "zoo" in kinds(zoo.places)
    lair = read_intent("the kid must escape from the giant spider lair in the Darkwood forest")
    assert any("spider" in k for k in kinds(lair.opponents))


@pytest.mark.parametrize(
    ("idea", "kind", "name", "count"),
    [
        ("an 8-year-old girl searches the attic for her grandpa's medal", "girl", None, 1),
        ("a 10 year old boy must find his dog", "boy", None, 1),
        ("Eight-year-old Lucy lost her kite in the hills and follows it from tree to tree", None, "Lucy", 1),
    ],
)
def test_an_age_is_no_count_and_no_part_of_a_name(idea, kind, name, count):
    hero = read_intent(idea).hero
    assert hero.count == count and hero.name == name
    assert kind is None or hero.kind == kind


def test_the_thing_of_a_named_place_is_the_thing_lost():
    intent = read_intent(
        "The crown of Eldermoor was stolen by goblins and must be recovered by a young squire named Tobin."
    )
    assert kinds(intent.goal.objects) == ["crown"]
    assert intent.hero.name == "Tobin" and "goblin" in kinds(intent.opponents)


def test_a_sentence_that_only_names_the_genre_is_no_part_of_the_story():
    intent = read_intent("It is platform game, player is monkey Bao who jump on roofs. He must get back his hat.")
    assert (intent.hero.kind, intent.hero.name) == ("monkey", "Bao")
    assert intent.genre == "platformer" and kinds(intent.goal.objects) == ["hat"]


@pytest.mark.parametrize(
    ("idea", "places"),
    [
        ("a fox and a crow race to the top of the misty mountain", ["mountain"]),  # not "top"
        ("two penguins slide across icebergs to find their mom, walruses in the way", ["iceberg"]),  # not "way"
        ("a squirrel hides acorns for the winter", []),  # a time, not a place
        ("an explorer crosses the frozen caves to find the hidden mammoth", ["cave"]),  # not "frozen"
    ],
)
def test_a_position_a_way_or_a_time_is_no_place(idea, places):
    assert [p.kind for p in read_intent(idea).places] == places


@pytest.mark.parametrize(
    ("idea", "action", "objects"),
    [
        ("two rival chefs grudgingly cook a banquet for the dragon", "make", ["banquet"]),
        ("get the mail to the lighthouse keeper before dark", "deliver", ["mail"]),
        ("a totally average guy named Kevin must complete twelve chores for the gods", None, None),
    ],
)
def test_a_verb_after_an_adverb_and_getting_a_thing_somewhere(idea, action, objects):
    intent = read_intent(idea)
    if action is None:  # "totally average": an adverb before an adjective, no verb
        assert intent.hero.name == "Kevin" and intent.goal.verb == "complete"
        return
    assert intent.goal.action == action and kinds(intent.goal.objects) == objects
    assert intent.hero.count == (2 if "two" in idea else 1)


def test_a_perfect_passive_is_the_scene_and_the_clause_after_so_the_story():
    intent = read_intent(
        "Prince Anselm has been turned into a toad, so the kitchen maid Gretl must find the witch's golden comb"
    )
    assert (intent.hero.kind, intent.hero.name) == ("kitchen maid", "Gretl")
    assert intent.goal.action == "find" and kinds(intent.goal.objects) == ["comb"]
    assert read_intent("the crown has been stolen and the knight must find it").hero.kind == "knight"


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("a sleepy koala has to find a new tree before the bulldozers come", ["bulldozer"]),
        ("tidy the house before the guests arrive", []),  # a deadline, not a foe
        ("Wave after wave of bug fighters stand in the way.", ["bug fighter"]),  # of the waves: the fighters
    ],
)
def test_what_comes_before_the_hero_is_done_is_a_foe_when_it_is_no_guest(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("a carrot escapes the hungry farmer", ["farmer"]),
        ("escape from the volcano lair of Doctor Magmus before it erupts at dawn", ["doctor"]),
        ("escape the tower of London", []),  # a place's name, nobody's
        ("escape the sinking submarine before the water rises", []),  # a machine escaped is a place
    ],
)
def test_whom_the_hero_escapes_is_a_foe(idea, foes):
    intent = read_intent(idea)
    assert intent.goal.action == "escape" and kinds(intent.opponents) == foes


@pytest.mark.parametrize(
    ("idea", "verb", "action", "objects"),
    [
        ("a robot boxer wants to knock out all the champions of the Neon League", "knock out", "defeat", ["champion"]),
        (
            "a young squire must climb the ice tower and steal back the sun crystal",
            "steal back",
            "find",
            ["sun crystal"],
        ),
        ("a delivery drone blasts across the city to drop off a package", "drop off", "deliver", ["package"]),
    ],
)
def test_phrasal_verbs_keep_their_particle(idea, verb, action, objects):
    goal = read_intent(idea).goal
    assert (goal.verb, goal.action, kinds(goal.objects)) == (verb, action, objects)


def test_a_verb_be_or_have_ends_a_noun_phrase():
    intent = read_intent("The village of Tamsworth is threatened by a giant mole that eats foundations, so catch it")
    assert "Tamsworth" in [p.words.split()[-1] for p in intent.places]
    eldermoor = read_intent(
        "The crown of Eldermoor was stolen by goblins and must be recovered by a squire named Tobin."
    )
    assert not [p for p in eldermoor.places if p.kind.endswith(" wa")]  # "was" is no noun of a place's name


def test_who_a_gathered_thing_comes_from_gives_it_and_who_has_it_by_force_is_a_foe():
    dumplings = read_intent(
        "Grandma's dumpling recipe needs three things from around the neighborhood: flour from the baker, pork "
        "from the butcher and chives from Auntie Lee's garden. Collect everything before dinner."
    )
    assert {"baker", "butcher"} <= set(kinds(dumplings.helpers)) and not dumplings.opponents
    assert kinds(dumplings.goal.objects) == ["flour", "pork", "chives"]  # the things a colon lists
    assert kinds(read_intent("Collect three things: a feather, a shell and a bell.").goal.objects) == [
        "feather",
        "shell",
        "bell",
    ]
    assert kinds(read_intent("Find the three keys: the mayor hid them well.").goal.objects) == ["key"]  # no list
    assert kinds(read_intent("a knight must get the crown back from the goblin king").opponents) == ["goblin king"]
    assert kinds(read_intent("a mouse must steal cheese from the cat").opponents) == ["cat"]
    assert kinds(read_intent("collect the golden apple from the giant").opponents) == ["giant"]


def test_a_herd_of_foes_a_pursuit_said_with_with_and_whose_the_foes_are():
    herd = read_intent("outrun a herd of stampeding dinosaurs across Red Canyon")
    assert kinds(herd.goal.objects) == ["dinosaur"] and kinds(herd.opponents) == ["dinosaur"]
    princess = read_intent("a princess flees to the city, with her father's guards hunting her through the marshes")
    assert kinds(princess.opponents) == ["guard"] and "guard" not in kinds(princess.helpers)
    assert "evil uncle" in kinds(read_intent("a boy must escape his evil uncle's goons").opponents)
    assert "guard" in kinds(read_intent("a girl walks to school with her guards").helpers)  # no pursuit


def test_what_is_brought_back_lost_is_got_back_and_one_sneaked_out_is_rescued():
    crystal = read_intent("a knight sets out to bring the stolen sun-crystal back to the castle").goal
    cub = read_intent("a hermit tries to bring a lost wolf cub back to its pack").goal
    water = read_intent("bring water back to the fountains").goal
    assert (crystal.verb, cub.verb, water.verb) == ("bring back", "bring back", "bring")
    hansel = read_intent("As Gretel, sneak your brother Hansel out of the witch's house before she lights the oven.")
    assert (hansel.goal.action, kinds(hansel.goal.objects)) == ("rescue", ["brother"])


def test_a_duty_said_after_and_is_the_goal_and_ruling_is_no_goal_of_its_own():
    verity = read_intent("Lady Verity hosts a dinner party and must find out which guest is a spy")
    assert verity.goal.action == "investigate"
    pizza = read_intent("a dinosaur delivers pizza around the city and has to dodge the cops")
    assert (pizza.goal.action, kinds(pizza.goal.objects)) == ("deliver", ["pizza"])  # a danger, not the goal
    spoon = read_intent("a wooden spoon must defeat the Cheese Grater King to rule the drawer")
    assert (spoon.goal.action, kinds(spoon.goal.objects)) == ("defeat", ["cheese grater king"])


def test_beings_a_thing_is_thrown_or_shot_at_are_fought():
    for idea, foe in (
        ("a girl throws snowballs at the evil snowmen", "snowman"),
        ("a squirrel throws acorns at the hawks", "hawk"),
        ("a robot shoots lasers at the alien invaders", "alien invader"),
    ):
        goal = read_intent(idea).goal
        assert (goal.action, kinds(goal.objects)) == ("defeat", [foe]), idea
    assert read_intent("a boy throws the ball to his dog").goal.action != "defeat"


def test_beings_that_patrol_while_the_hero_acts_are_foes():
    assert kinds(read_intent("a mouse must steal the cheese while the guards patrol the halls").opponents) == ["guard"]
    assert read_intent("a knight must patrol the walls").opponents == []  # the hero's own patrol


def test_a_hyphenated_move_is_an_order_and_a_genre_frame_names_the_hero():
    goat = read_intent("wall-jump up the tower as a ninja frog to reach the bell")
    assert (goat.hero.kind, goat.goal.action) == ("ninja frog", "reach")
    pip = read_intent("Hop, double-jump and glide as Pip the sugar glider to rescue her brothers from the snake.")
    assert (pip.hero.kind, pip.hero.name, pip.goal.action) == ("sugar glider", "Pip", "rescue")
    lost = read_intent("a sailor searches for his long-lost brother")  # "long-lost" is no move
    assert lost.goal.action == "find"
    bees = read_intent("Shoot-em-up starring a squadron of five bees trying to take back the meadow from the hornets.")
    assert bees.hero.count == 5 and bees.hero.kind != "shoot-em-up"
    diver = read_intent("Set in the drowned city of Marrowmere, this atmospheric platformer follows a mute diver.")
    assert diver.hero.kind == "mute diver"
    veg = read_intent("turn based battle where a band of vegetables fights the evil chef")
    assert (veg.hero.kind, veg.hero.count) == ("vegetable", 2)


def test_foes_fought_through_kept_off_or_that_hid_the_goal_things():
    swarm = read_intent("space shooter: pilot Reyes blasts through the Locust Swarm to retake the moon base")
    assert kinds(swarm.opponents) == ["locust swarm"] and "Swarm" not in [p.words for p in swarm.places]
    patch = read_intent("a gardener grows the biggest pumpkin while keeping moles and crows out of the patch")
    assert kinds(patch.opponents) == ["mole", "crow"]
    cogs = read_intent("find the three cogs the rats hid in the cellar")
    assert kinds(cogs.opponents) == ["rat"]
    eels = read_intent("Explore the sunken library. Beware of the ink eels that lurk between the shelves.")
    assert kinds(eels.opponents) == ["ink eel"]  # eels are food first in WordNet, but these lurk
    assert read_intent("find the keys the old man hid").opponents == []  # a person, no foe by his word
    assert read_intent("a submarine blasts through the asteroid field").opponents == []  # no creature
    assert read_intent("then a boy took his dog to the park").opponents == []


def test_a_named_animal_helped_is_the_hero_and_a_person_helped_a_friend():
    bo = read_intent("help Bo the beetle roll his dung ball home before the rain washes it away")
    assert (bo.hero.kind, bo.hero.name, bo.helpers) == ("beetle", "Bo", [])
    fig = read_intent("help Granny Fig find her runaway garden gnomes")
    assert fig.hero.kind == "player" and "granny" in kinds(fig.helpers)
    mole = read_intent("help the mole find his spectacles in the muddy tunnels")  # no name: the player helps
    assert mole.hero.kind == "player" and kinds(mole.helpers) == ["mole"]


def test_the_hero_said_by_its_part_is_its_appositive_and_a_search_skips_its_time():
    boy = read_intent("RPG with turn battle. The hero, a farmer boy, must fight the skeleton army.")
    assert [(h.kind, h.count) for h in boy.heroes] == [("farmer boy", 1)]
    assert kinds(read_intent("the hero and his dog must find the bone").heroes) == ["hero"]  # no appositive
    owl = read_intent("a lantern girl searches the swamp at midnight for three missing fireflies")
    assert kinds(owl.goal.objects) == ["firefly"] and "swamp" in [p.kind for p in owl.places]
    knight = read_intent("a knight guards the bridge at night for the king")  # no search: the bridge
    assert kinds(knight.goal.objects) == ["bridge"]


def test_a_name_whose_apposition_comes_before_its_verb_is_the_later_clause_hero():
    liesl = read_intent(
        "The Ratcatcher stole every song from Hamelin, and Liesl, a deaf girl who never heard them, "
        "sets out to bring the music back"
    )
    assert (liesl.hero.name, liesl.goal.action, kinds(liesl.opponents)) == ("Liesl", "find", ["ratcatcher"])
    tom = read_intent("A dragon took the princess, and Tom, a young knight, sets out to rescue her")
    assert (tom.hero.name, tom.hero.kind, kinds(tom.opponents)) == ("Tom", "knight", ["dragon"])


def test_it_stands_for_what_was_hidden_or_lost():
    otis = read_intent(
        "Grandpa Otis swears the family farm hides a buried fortune. His granddaughter Jess must find it"
    )
    assert kinds(otis.goal.objects) == ["fortune"]
    samurai = read_intent(
        "a frog samurai lost his sword in the river and the snake clan wants it. he has to get it back"
    )
    assert kinds(samurai.goal.objects) == ["sword"]
    machine = read_intent("the weather machine is broken and the mechanic has to fix it")  # nothing hidden
    assert kinds(machine.goal.objects) == ["weather machine"]


def test_chat_shorthand_is_read_as_the_words_it_stands_for():
    drone = read_intent("arcade shooter but ur a pizza delivery drone n u gotta get the pizzas to customers")
    assert (drone.hero.kind, drone.goal.verb, kinds(drone.goal.objects)) == ("pizza delivery drone", "get", ["pizza"])
    burglar = read_intent("lowkey want a game where ur a cat burglar sneaking thru a museum to swipe the big diamond")
    assert burglar.hero.kind == "cat burglar" and "museum" in [p.kind for p in burglar.places]
    assert read_intent("help ur cat find her ball").hero.kind == "player"  # "ur cat": your cat


def test_a_blow_struck_at_a_being_is_a_fight_and_a_genre_is_never_the_hero():
    fleet = read_intent("Admiral Kenji commands a tiny gunboat. Sink the pirate fleet before it reaches the harbor!")
    assert fleet.goal.action == "defeat" and "pirate" in kinds(fleet.opponents)
    tyrant = read_intent("a princess must hit the tyrant")
    assert (tyrant.goal.action, kinds(tyrant.opponents), tyrant.helpers) == ("defeat", ["tyrant"], [])
    assert read_intent("hit the bell to wake the town").opponents == []  # no being struck
    bullet = read_intent("Theme: Only One. A shooter but you are the bullet, ricocheting through the palace")
    assert bullet.hero.kind != "shooter"


def test_whom_the_hero_sneaks_past_is_a_foe_with_whoever_leads_them():
    vorlak = read_intent("sneak past Count Vorlak's henchmen and steal back the crown jewels")
    assert sorted(kinds(vorlak.opponents)) == ["count", "henchman"]
    mouse = read_intent("a mouse must sneak past the sleeping cat to reach the cheese")
    assert kinds(mouse.opponents) == ["cat"]
    assert read_intent("swim past the lighthouse to reach the island").opponents == []  # no being


def test_a_list_with_a_comma_before_and_is_one_company_and_an_apposition_says_what_one_is():
    three = read_intent("a knight, a wizard, and a thief must find the crown")
    assert kinds(three.heroes) == ["knight", "wizard", "thief"]
    crew = read_intent("the princess, a cowardly squire, and a retired sky-knight steal the airship")
    assert kinds(crew.heroes) == ["princess", "squire", "sky-knight"]
    rat = read_intent("the landlord, a fat greedy rat, visits every week to collect the rent")
    assert [(h.kind, h.count) for h in rat.heroes] == [("fat greedy rat", 1)]
    twins = read_intent("pirates attack the island, and the keeper's twins must ring the bell")  # a clause, no list
    assert twins.hero.count == 2 and kinds(twins.opponents) == ["pirate"]


def test_a_name_written_in_lower_case_after_named_is_still_the_name():
    biscuit = read_intent("ok so theres this hamster named biscuit and he lives in a pet shop and he wants to escape")
    assert (biscuit.hero.kind, biscuit.hero.name) == ("hamster", "Biscuit")
    assert read_intent("a robot called bolt has to find his batteries").hero.name == "Bolt"
    assert read_intent("a dog named after his grandpa must find the bone").hero.name is None  # "named after"


def test_exploring_is_the_way_and_the_deed_after_and_is_the_goal():
    pages = read_intent("Explore the sunken library and recover the pages of the Tidebook.")
    assert (pages.goal.action, kinds(pages.goal.objects)) == ("find", ["page"])
    cub = read_intent("a fox explores the forest and finds the lost cub")
    assert (cub.goal.action, kinds(cub.goal.objects)) == ("find", ["cub"])
    assert kinds(read_intent("explore the old mansion").goal.objects) == ["mansion"]  # nothing after: the mansion


def test_a_band_a_beast_or_a_name_the_goal_beats_is_a_foe():
    gang = read_intent("Sheriff Mae Dalton rides into Dustbowl to run the Crow Gang out of town")
    assert kinds(gang.opponents) == ["crow gang"]
    silence = read_intent("a musician plays songs to drive the Silence out of the Kingdom of Vell")
    assert (silence.goal.action, kinds(silence.opponents)) == ("defeat", ["silence"])
    assert kinds(read_intent("garden gnome chases moles at night").opponents) == ["mole"]
    assert read_intent("a robot must find the Silver Key").opponents == []  # a name not beaten
    assert read_intent("run the bakery for a week").opponents == []  # no band, no "out"


def test_another_of_the_hero_s_kind_said_bad_is_a_foe():
    bolt = read_intent("a robot named bolt has to find his batteries that a bad robot hid in the junkyard")
    assert (bolt.hero.name, [(o.kind, o.words) for o in bolt.opponents]) == ("Bolt", [("robot", "a bad robot")])
    assert read_intent("a robot named bolt has to find his batteries that a robot hid").opponents == []


def test_a_foe_said_again_by_its_name_between_commas_is_one_foe():
    lich = read_intent("Five retired heroes must stop their old enemy, the Lich King, before he wakes the dead")
    assert [o.words for o in lich.opponents] == ["the Lich King"]
    baron = read_intent("a knight fights his rival, the Black Baron, in the tournament")
    assert [o.words for o in baron.opponents] == ["the Black Baron"]
    listed = read_intent("hero: a hedgehog. goal: rescue his kids. enemies: foxes, owls")
    assert sorted(kinds(listed.opponents)) == ["fox", "owl"]


def test_a_pronoun_after_before_is_no_foe_and_a_shoo_er_is_one():
    titan = read_intent("Lieutenant Ogun must blow up the hive ship before it reaches Titan")
    assert titan.opponents == []
    pigeon = read_intent("You are a pigeon. Steal a bagel from the market without getting shooed away by the vendors.")
    assert "vendor" in kinds(pigeon.opponents)


def test_a_company_named_by_a_list_is_one_hero_with_the_first_name_and_the_count():
    for idea in (
        "you play two ghost siblings, Wisp and Ember, who must find their way out of the Lantern Woods",
        "Wisp and Ember, two ghost siblings, must find their way out of the Lantern Woods",
    ):
        ghosts = read_intent(idea)
        assert [(h.kind, h.name, h.count) for h in ghosts.heroes] == [("ghost", "Wisp", 2)], idea
        assert ghosts.goal.action == "escape"
    goats = read_intent("Two goat kids, Bix and Bo, jump up the crags to bring home their grandpa's lost pipe")
    assert [(h.name, h.count) for h in goats.heroes] == [("Bix", 2)]
    pair = read_intent("a fox and a hare, Tom and Jerry, race home")  # two kinds: no company to name
    assert kinds(pair.heroes)[:2] == ["fox", "hare"]


def test_a_company_named_after_named_keeps_its_verb():
    sisters = read_intent("two sisters named Ann and Mae escape the witch's candy house")
    assert [(h.kind, h.name, h.count) for h in sisters.heroes] == [("sister", "Ann", 2)]
    assert (sisters.goal.action, kinds(sisters.goal.objects), kinds(sisters.opponents)) == (
        "escape",
        ["candy house"],
        ["witch"],
    )
    mice = read_intent("three mice named Pip, Tam and Lou must find the cheese")
    assert (mice.hero.name, mice.hero.count, mice.goal.action) == ("Pip", 3, "find")
    assert read_intent("a girl named Ann escapes the house").goal.action == "escape"


def test_a_place_after_to_is_where_one_goes_and_a_phrasal_verb_after_to_is_the_purpose():
    bus = read_intent("a cheerful bus driver must bring all kids to school in time despite snowstorm")
    assert (bus.goal.action, kinds(bus.goal.objects)) == ("deliver", ["kid"])
    painting = read_intent("An ex-thief is hired to track down a stolen painting")
    assert (painting.goal.verb, kinds(painting.goal.objects)) == ("track down", ["painting"])
    assert read_intent("two cousins set out to round up the runaway goats").goal.verb == "round up"


def test_taking_out_a_foe_is_a_fight_and_cheering_someone_up_befriends_them():
    ship = read_intent("Take out the enemy dreadnought over the northern sea.")
    assert (ship.goal.verb, ship.goal.action) == ("take out", "defeat")
    shop = read_intent("a small robot in a flower shop tries to cheer up the sad customers")
    assert (shop.goal.verb, kinds(shop.goal.objects)) == ("cheer up", ["customer"])


def test_a_player_s_frame_before_a_colon_is_the_hero_and_the_order_after_it_the_goal():
    pia = read_intent(
        "After the earthquake the zoo animals are loose all over Brightwater. You're a young zookeeper named Pia: "
        "round up the penguins, the giraffe and the two runaway monkeys before the mayor calls in the army."
    )
    assert (pia.hero.kind, pia.hero.name, pia.goal.verb) == ("zookeeper", "Pia", "round up")
    assert kinds(pia.goal.objects) == ["penguin", "giraffe", "monkey"]
    knight = read_intent("You are a knight: brave and loyal. Slay the dragon.")  # no order after the colon
    assert (knight.hero.kind, knight.goal.action) == ("knight", "defeat")
    label = read_intent("My idea: you play a frog who must find the fly")  # a label before the colon
    assert (label.hero.kind, kinds(label.goal.objects)) == ("frog", ["fly"])


def test_a_kind_of_two_words_and_a_name_open_the_subject_not_an_order():
    aiko = read_intent(
        "A visual novel set in a seaside town: transfer student Aiko has one summer to uncover the secret"
    )
    assert (aiko.hero.kind, aiko.hero.name, aiko.goal.action) == ("transfer student", "Aiko", "investigate")
    mabel = read_intent("whodunit on a cruise: shy librarian Mabel interviews suspects to find who stole the parrot")
    assert (mabel.hero.kind, mabel.hero.name) == ("librarian", "Mabel")
    assert read_intent("Rescue princess Zelda from the castle").goal.action == "rescue"  # an order still


def test_a_thing_the_hero_has_lost_is_found_again():
    spots = read_intent("Mossy the mushroom kid has lost her spots!")
    assert (spots.hero.name, spots.goal.action, kinds(spots.goal.objects)) == ("Mossy", "find", ["spots"])
    sword = read_intent("The knight has lost his sword")
    assert (sword.goal.action, kinds(sword.goal.objects)) == ("find", ["sword"])
    beetle = read_intent("a beetle loses his dung ball and rolls all over Cowpat Meadow looking for it")
    assert (beetle.goal.action, kinds(beetle.goal.objects)) == ("find", ["dung ball"])


def test_has_before_a_past_participle_ends_the_subject():
    assert [(h.kind, h.count) for h in read_intent("the fox has found a map").heroes] == [("fox", 1)]
    bells = read_intent("The bells of the clocktower have been scattered by a gremlin, and they need to be put back")
    assert bells.hero.kind == "player" and kinds(bells.opponents) == ["gremlin"]  # a passive reads as before


def test_help_him_after_a_loss_is_the_player_s_order_to_find_the_lost_thing():
    thor = read_intent("Thor lost his hammer again!! help him find it before the frost giants notice")
    assert (thor.hero.kind, thor.goal.action, kinds(thor.goal.objects)) == ("player", "find", ["hammer"])
    ball = read_intent("the wizard's cat knocked his crystal ball into the well, so the apprentice has to fish it out")
    assert kinds(ball.goal.objects) == ["crystal ball"]
    moon = read_intent("when the moon goes dark, a young witch must relight it with a star")
    assert kinds(moon.goal.objects) == ["moon"]  # the one that acts is "it" when it owns nothing said after
    tomo = read_intent("Help Grandpa Tomo plant the cherry orchard again")
    assert (kinds(tomo.goal.objects), tomo.goal.action) == (["cherry orchard"], "other")  # planted: no escort


def test_whoever_is_against_the_hero_or_called_a_rival_is_a_foe():
    puffer = read_intent("a narwhal runs for mayor of the reef against a shady pufferfish")
    assert kinds(puffer.opponents) == ["pufferfish"]  # WordNet knows it first as food
    assert kinds(read_intent("Mecha pilot Rin must hold the city wall against the kaiju").opponents) == ["kaiju"]
    hunters = read_intent("An archaeologist races rival treasure hunters to the jungle temple")
    assert kinds(hunters.opponents) == ["treasure hunter"]
    chefs = read_intent("two rival chefs must cook a banquet")  # rivals of each other: the heroes
    assert (chefs.hero.kind, chefs.hero.count, chefs.opponents) == ("chef", 2, [])


def test_a_later_sentence_s_foe_past_what_it_rides_or_holds_and_a_named_machine_is_someone():
    train = read_intent(
        "An old steam engine named Gertrude must carry the orphans to the seaside. "
        "Bandits on horseback chase the train the whole way."
    )
    assert (train.hero.name, kinds(train.opponents)) == ("Gertrude", ["bandit"])
    gloop = read_intent(
        "slime monster Gloop oozes through a sewer maze to collect 50 shiny bottle caps. "
        "Exterminators with mops want to clean him up."
    )
    assert kinds(gloop.opponents) == ["exterminator"]
    joey = read_intent(
        "A joey named Boomer gets separated from his mob during a bushfire. Hop across the outback to the waterhole."
    )
    assert (joey.hero.name, joey.goal.action, kinds(joey.goal.objects)) == ("Boomer", "reach", ["waterhole"])


def test_a_plural_subject_s_verb_before_a_pronoun_is_a_verb():
    robbers = read_intent("Tomb robbers want it")
    assert [(h.kind, h.count) for h in robbers.heroes] == [("tomb robber", 2)]
    rats = read_intent("A paper boat must reach Lily at the end of the storm drain before the rats tear it to shreds.")
    assert "rat" in kinds(rats.opponents)
    hags = read_intent("Guide the lost travelers home before the bog hags drag them under.")
    assert kinds(hags.opponents) == ["bog hag"]


def test_a_name_then_what_it_is_between_commas_names_the_hero_though_no_creature():
    nimbus = read_intent("A precision platformer in which Nimbus, a lost little cloud, jumps to reach the Sky Palace")
    assert (nimbus.hero.kind, nimbus.hero.name) == ("cloud", "Nimbus")
    first = read_intent("Nimbus, a lost little cloud, must reach the Sky Palace")
    assert (first.hero.kind, first.hero.name) == ("cloud", "Nimbus")
    pepper = read_intent("Pepper, a three-legged stray dog, has to find her way back to the girl who lost her")
    assert (pepper.hero.kind, pepper.hero.name) == ("dog", "Pepper")
    deep = read_intent("Deep in the Mariana Trench, a lonely anglerfish lights the way for a lost baby whale")
    assert (deep.hero.kind, deep.hero.name) == ("anglerfish", None)  # a place said first, no name
    assert read_intent("Dragons, a deadly breed, roam the hills").hero.name is None  # many: no name


def test_a_relative_clause_inside_the_subject_s_apposition_is_no_goal():
    emma = read_intent(
        "Emma, a girl who can talk to trees, has to save the oldest oak in town from the lumber baron's saws."
    )
    assert (emma.hero.kind, emma.hero.name, emma.goal.action, kinds(emma.goal.objects)) == (
        "girl",
        "Emma",
        "rescue",
        ["oak"],
    )
    pip = read_intent("Pip, a mouse who loves cheese, must escape the cat")
    assert (pip.hero.kind, pip.goal.action) == ("mouse", "escape")


def test_a_hyphenated_adjective_is_no_creature():
    from romsmith.lexicon._words import _creature

    assert not _creature("top-down") and not _creature("run-down")  # no "down" of feathers
    assert _creature("spore-mage") and _creature("sky-knight")
    assert read_intent("Top-down shooter. You fly a paper plane over the garden.").hero.kind != "top-down"


def test_a_band_after_versus_is_of_whom_it_is():
    intent = read_intent("shooter: one snowman vs an army of fire imps")
    assert ([o.kind for o in intent.opponents], [o.kind for o in intent.goal.objects]) == (
        ["fire imp"],
        ["fire imp"],
    )
    assert [o.kind for o in read_intent("ninja vs robots on a bullet train").goal.objects] == ["robot"]  # left alone
