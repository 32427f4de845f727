"""Foes said by what they do to the hero in a later sentence or clause ("The seals keep knocking
him back down"), and the deeds and shapes each rule must leave alone."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def kinds(beings) -> list[str]:
    return sorted(b.kind for b in beings)


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # a seal is first a stamp in WordNet; knocking the hero down makes it a creature and a foe
        ("A penguin who can't fly wants to climb to the top of the giant iceberg to see the northern lights. "
         "The seals keep knocking him back down.", ["seal"]),
        ("A penguin wants to climb the giant iceberg. The seals keep biting him.", ["seal"]),
        # a gift to the hero is no assault, and a stamp that does nothing is no creature
        ("A penguin wants to climb the giant iceberg. The seals keep throwing him fish.", []),
        ("A penguin wants to climb the giant iceberg. The seals on the letters are red.", []),
    ],
)  # fmt: skip
def test_a_later_sentence_sets_a_creature_on_the_hero(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("The Hive swallowed Mars Colony 3 in a single night. You're Sergeant Ortiz, the only marine who made it "
         "out. Go back in, find the Hive Queen and kill her. Top-down twin-stick shooter.", ["hive queen"]),
        ("Find the old dragon and slay it.", ["dragon"]),
        # said of things too, or not against anyone: no foe
        ("an astronaut stranded on Mars has to fix her rover and drive it back to the landing base", []),
        ("catch the chicken and cook it", []),
    ],
)  # fmt: skip
def test_a_pronoun_after_and_a_verb_of_opposition_is_the_creature_before(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


def test_a_foe_said_as_them_is_no_foe_of_its_own_and_the_goal_is_against_whom_it_stands_for():
    said = read_intent(
        "A clan of trolls wants to stop the wedding of the elf prince. Play as the prince's bodyguard and defeat "
        "them in tactical turn-based battles."
    )
    assert kinds(said.opponents) == ["troll"]
    assert [o.kind for o in said.goal.objects] == ["troll"]


def test_a_pronoun_with_no_foe_of_its_number_is_left_as_said():
    said = read_intent("An old knight lost his way. Find him and bring him home.")
    assert said.opponents == []


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Stranded on a tiny island after a shipwreck, a sailor has to survive thirty days until a ship comes by. "
         "Crabs steal his food and the monkeys throw coconuts at him.", ["crab", "monkey"]),
        ("A sailor must survive thirty days. The monkeys throw coconuts at him.", ["monkey"]),
        # a friend's clause after "and" is no foe's
        ("A sailor must survive thirty days. Crabs steal his food and the kind monkeys help him.", ["crab"]),
    ],
)  # fmt: skip
def test_what_is_thrown_at_the_hero_and_a_foe_clause_after_and_name_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A paper plane must get out the window. Fans and cleaners are the enemies.", ["cleaners", "fan"]),
        ("A paper plane must get out the window. Fans and cleaners r the enemies.", ["cleaners", "fan"]),
        ("A mouse must find cheese. Cats, dogs and owls are the bad guys.", ["cat", "dog", "owl"]),
        # a lead before the cast is no foe of it
        ("A mouse must find cheese. In the old town, the rats are the villains.", ["rat"]),
    ],
)  # fmt: skip
def test_each_of_a_list_cast_as_the_enemies_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("turn-based battles where a troupe of five circus performers fights off the ringmaster's clockwork beasts",
         ["clockwork beast", "ringmaster"]),
        ("Space shooter where Lieutenant Ogun must blow up the Chitin Swarm's hive ship before it reaches Titan",
         ["chitin swarm"]),
        # the hero's own kin, and whose thing is only taken over, lead no foes
        ("a knight must fight off his father's enemies", ["enemy"]),
        ("A slice-of-life story where you take over your late grandmother's laundromat in Queens.", []),
    ],
)  # fmt: skip
def test_whose_the_fought_things_are_leads_them(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Shoot your way into the cloud castle to free the sun, which is guarded by an army of thunderbirds.",
         ["thunderbird"]),
        ("The temple is guarded by a swarm of fire ants. Find the idol.", ["fire ant"]),
        # an army said alone is the foe
        ("Find the idol in the temple guarded by an army.", ["army"]),
    ],
)  # fmt: skip
def test_the_agent_that_is_an_army_of_creatures_is_the_creatures(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A monkey just broke out of his cage at the zoo! Swing through the trees and escape over the wall before "
         "the zookeepers catch him.", ["zookeepers"]),
        ("find the diamond before the rival collectors get it", ["collector"]),
        # people coming home or getting somewhere are no foes
        ("fix the pipes before the guests get here", []),
        ("clean the house before her parents get home", []),
        ("solve the riddle before her friends find out", []),
    ],
)  # fmt: skip
def test_people_who_would_catch_the_hero_first_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("jumping frog game!!! the frog has to get to the top of the waterfall and the fish try to eat him", ["fish"]),
        ("A pig must reach the farm. The wolves want to eat him.", ["wolf"]),
        # a plan is a noun of its own: no verb of many
        ("A mouse finds a master plan to steal the cheese.", []),
    ],
)  # fmt: skip
def test_a_plurals_verb_before_to_ends_its_subject(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


def test_a_plural_of_a_being_wordnet_calls_a_spirit_is_one_of_them():
    said = read_intent("A sleepy owl has to rearrange the stars before dawn. Mischief sprites keep knocking them out of "
                       "place.")  # fmt: skip
    assert kinds(said.opponents) == ["mischief sprite"]


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("gather the pieces of the broken moon that fell into the desert, so that the tides will come back. The sand "
         "wyrms don't like visitors.", ["sand wyrm"]),
        # what a being is not is said of it, no deed: the dragon is no foe
        ("The dragon isn't the bad guy in this one. A shy dragon named Morrow wants to convince the village that he's "
         "friendly, but the knight who keeps challenging him won't listen.", ["knight"]),
    ],
)  # fmt: skip
def test_a_subject_ends_at_its_negated_helper(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("a baby turtle must reach the sea before the crabs and the birds catch him.", ["bird", "crab"]),
        ("Is game about baby turtle who just hatch on the beach, he must to go in the sea before the crabs and the "
         "birds is catching him.", ["bird", "crab"]),
        # a list of those coming home is a deadline still
        ("clean the house before her mom and dad get home", []),
    ],
)  # fmt: skip
def test_each_of_a_list_that_would_catch_the_hero_first_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


def test_creatures_that_would_notice_first_are_foes():
    said = read_intent("Thor lost his hammer again!! help him find it before the frost giants notice")
    assert kinds(said.opponents) == ["frost giant"]


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        ("save the lantern fish of Deepmere from Grimjaw the anglerfish", ("anglerfish", "Grimjaw")),
        ("save the princess from Grimjaw the troll", ("troll", "Grimjaw")),
    ],
)
def test_a_name_said_before_the_creature_it_names_is_that_creature(idea, foe):
    said = read_intent(idea).opponents
    assert [(o.kind, o.name) for o in said] == [foe]


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("a bunny has to hop up the cloud mountain and get the carrot of legend!!! and the evil crows wont let her",
         ["crow"]),
        ("a bunny has to get the carrot and the evil crows won't let her", ["crow"]),
    ],
)  # fmt: skip
def test_those_who_will_not_let_the_hero_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # every one of a list that sets on the hero; "guards" and "make" are no nouns here
        ("A courier named Fen must deliver the peace treaty to King Aldo. Bandits and border guards attack "
         "along the road.", ["bandit", "border guard"]),
        ("A ninja cat sneaks into the palace to rescue her clan. The palace guards and their mechanical dogs "
         "hunt her.", ["dog", "palace guard"]),
        ("A squirrel named Hazel must climb the tallest oak. Red squirrel gangs and a hungry hawk make it hard.",
         ["hawk", "squirrel gang"]),
        ("Escort the royal barge down the river. Crocodile riders and the river witch will all attack it.",
         ["crocodile rider", "river witch"]),
        # a list of things gathered, friends showing the way, and a shared deed are no assault
        ("A young witch must gather moonflowers, frog spit and a dragon's whisker to brew a cure.", []),
        ("A postman must bring the letters before the snow closes the pass. The goats show you paths.", []),
        ("an old lighthouse keeper and a mermaid exchange letters and u choose what he writes", []),
    ],
)  # fmt: skip
def test_each_of_a_list_that_sets_on_the_hero_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # a plural the lexicon also knows as a mass noun ("spirits" are liquor too) still agrees
        ("Wick the candle must reach the cave shrine before he melts, but wind spirits chase him",
         ["wind spirits"]),
        ("Someone stole the fire opal, and now the lava spirits attack every village on the island.",
         ["lava spirits"]),
    ],
)  # fmt: skip
def test_plural_spirits_that_set_on_the_hero_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # "who" after a comma is the named foe's own clause, no culprit still to find
        ("the four Elemental Apprentices must defeat the Lich of Varrow, who stole the Elder Staff.", ["lich"]),
        ("a disgraced knight must win back her family's vineyard from her cousin, Lord Malric, who poisoned "
         "the vines", ["lord"]),
        # a culprit still to find is one
        ("Detective Dot sniffs out clues to find out who stole the mayor's prize sausages.", ["culprit"]),
    ],
)  # fmt: skip
def test_who_after_a_named_foe_is_that_foe_not_a_culprit(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # a rival, whatever its head, that sets on the hero's work is a foe
        ("a baker girl bakes cakes for the royal wedding, the rival bakery keeps stealing her ingredients",
         ["bakery"]),
        ("the young witch brews potions, while a jealous rival coven keeps sabotaging her cauldron", ["coven"]),
        ("A pizza maker must find the secret tomato, but the brothers from rival pizzeria always try stop her.",
         ["brother"]),
        # whom "his rival," names
        ("an old organ grinder must fix the town's broken carousel, though his rival, the jealous clown Pippo, "
         "keeps loosening its bolts", ["clown"]),
        # a bakery that does nothing to anyone is none
        ("a baker girl bakes cakes, the old bakery keeps its doors open late", []),
    ],
)  # fmt: skip
def test_a_rival_that_sets_on_the_hero_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # a form's field lists the foes whatever WordNet knows them as first (a crayfish is food first)
        ("hero: an axolotl. enemies: crayfish, herons, a giant catfish", ["catfish", "crayfish", "heron"]),
        ("hero: a knight. enemies: poison mushrooms, falling rocks", ["poison mushroom", "rock"]),
        # a sentence that says who the enemy is still needs a creature there
        ("The enemy is the cold.", []),
    ],
)  # fmt: skip
def test_a_forms_enemies_field_lists_the_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "action", "foes"),
    [
        ("In this vertical shooter you fly a paper dragon kite and shred the storm spirits before they flood "
         "the rice fields", "defeat", ["storm spirits"]),
        ("Anansi the spider wants to own every story in the world and must trick the python, the leopard and "
         "the hornets to get them", "other", ["hornet", "leopard", "python"]),
        # tricking is no fight where nobody is tricked
        ("a shy vampire kid goes trick-or-treating and must collect candy from all the houses", "collect", []),
    ],
)  # fmt: skip
def test_whom_the_goal_shreds_or_tricks_is_a_foe(idea, action, foes):
    intent = read_intent(idea)
    assert (intent.goal.action, kinds(intent.opponents)) == (action, foes)


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # whatever strikes the hero in a sentence of its own is a foe, creature or not
        ("A unicorn named Sprinkles has lost her rainbow horn. A grumpy thundercloud keeps zapping her.",
         ["thundercloud"]),
        # a thing that only moves the hero is none
        ("A kite must fly home. The wind keeps pushing him back.", []),
    ],
)  # fmt: skip
def test_a_thing_that_strikes_the_hero_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("two rival chefs cook a banquet together for the dragon holding their town hostage", ["dragon"]),
        ("on top of Cloudspire a wind spirit holds the rain hostage, so a farmer's son climbs up to bring it back",
         ["wind spirit"]),
        ("Climb the frozen Spire in order to free the snow eagle that the frost giants chained at the top",
         ["frost giant"]),
        ("Grandpa's pocket watch fell into Clockunder. Go down after it, and don't let the Alarm Sisters hear you.",
         ["alarm sister"]),
        # a place named Keep holds no one, and holding a bridge takes no captive
        ("sneak into Blackmoor Keep to free the prisoners", []),
        ("Hold the bridge and keep the door shut.", []),
    ],
)  # fmt: skip
def test_captors_and_those_who_must_not_notice_the_hero_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


def test_heroes_who_steal_back_their_own_are_no_culprit():
    idea = ("Arcade space shooter about three retired astronauts — Gloria, Ben and Hank — who steal back their old "
            "rocket to save Earth from the Snail Fleet one final time")  # fmt: skip
    assert kinds(read_intent(idea).opponents) == ["snail fleet"]


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A bullet-hell game where a tiny hummingbird spits seeds at the clockwork hawks of Baron Cog",
         ["baron", "clockwork hawk"]),
        ("a young hare must outwit the three hunting hounds of Squire Blackwood to get home to the meadow",
         ["hunting hound", "squire"]),
        ("Three scarecrows must defend Miller's Farm from a swarm of crows led by the one-eyed Captain Caw",
         ["captain", "crow"]),
        # a place of someone's, and friends led by someone, name no foe
        ("a hare must outwit the hounds to get home to the meadows of Lord Bramble's estate", ["hound"]),
        ("a hare leads the rabbits led by Captain Fluff home", []),
    ],
)  # fmt: skip
def test_whoever_leads_or_owns_foes_by_name_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


def test_a_heros_name_is_no_foe_and_an_armys_members_keep_its_words():
    wren = read_intent("a ghost girl named Wren haunts a boarding school, and the aim is to solve her own murder")
    assert kinds(wren.opponents) == [] and wren.hero.name == "Wren"
    toys = read_intent("You're a plastic soldier who has to hold the dollhouse against the teddy bear army.")
    assert [(o.kind, o.words) for o in toys.opponents] == [("bear", "the teddy bear army")]


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("An evil scientist is sending robot mice to wreck the forest. Play as an owl with laser eyes.",
         ["robot mouse", "scientist"]),
        ("A badger must reach the old oak, but the Owl Queen sends her crows to stop him.", ["crow", "owl queen"]),
        # sent against a foe, or to help: no minions
        ("The king sends his knights to stop the dragon.", ["dragon"]),
        ("A badger must reach the old oak, and his mother sends the robins to help him.", []),
    ],
)  # fmt: skip
def test_minions_sent_to_harm_and_whoever_sends_them_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Ride the waves off Waikiki as Leilani, a teenage surfer, jumping over reefs and sharks to win the "
         "Pipeline Cup.", ["shark"]),
        ("pls make a game where a banana jumps over monkeys to get to the fruit bowl", ["monkey"]),
        # things jumped over are no foes
        ("a frog jumps over the logs to reach the pond", []),
    ],
)  # fmt: skip
def test_creatures_the_hero_jumps_over_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Three ducklings waddle across the busy farmyard to find their mother before dark, but the farm cat is "
         "always watching.", ["farm cat"]),
        ("A lone mole digs tunnels under a farm to reach the vegetable cellar, and the farmer's terrier is "
         "listening for him.", ["farmer terrier"]),
        ("a little firefly goes on a journey to relight the sun and the shadow beasts dont want that",
         ["shadow beast"]),
        # watching something else, or wanting something, is no lying in wait
        ("a cat is watching the birds in the garden", []),
        ("a firefly goes on a journey and the fireflies dont want to stay behind", []),
    ],
)  # fmt: skip
def test_those_who_lie_in_wait_or_do_not_want_the_goal_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("a young donkey carries water from the mountain spring to the village, kicking away the wolves on the "
         "trail.", ["wolf"]),
        ("a little raindrop wants to go back to the sky, but the sun lizards try to dry him.", ["sun lizard"]),
        ("Find the medal before Remembrance Day, but the attic spiders do not like visitors.", ["attic spider"]),
        ("A goat named Clementine escapes from the petting zoo. The farmers give chase.", ["farmer"]),
        # kind deeds and likes are none
        ("a little raindrop wants to go back to the sky, and the friendly frogs try to help him.", []),
        ("Find the medal before Remembrance Day; the attic spiders do not like dust.", []),
    ],
)  # fmt: skip
def test_foes_by_what_they_try_do_not_like_or_give(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Escape the orphanage at midnight. Lead all six children through the sewers to the harbor. The "
         "headmistress and her hounds are close behind.", ["headmistress", "hound"]),
        # those who finish their own work by a deadline are no foes
        ("Defend the Great Library from the bookworms with your ink cannon until the librarians finish copying "
         "the last scroll.", ["bookworm"]),
    ],
)  # fmt: skip
def test_close_behind_is_a_chase_and_finishing_is_a_deadline(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # "who" says the one before it is someone, whatever WordNet knows it as first (a seal is a stamp)
        ("a penguin slides across the ice to get her egg back from the seal who took it", ["seal"]),
        ("A rusty mine cart named Clunk has to roll to the surface before its old wheels give out. Bats swarm "
         "the tunnels.", ["bat"]),
        # whoever is asked after is no one yet; a kindness is none
        ("a detective duck investigates who stole the crown jewels from Buckingham Pond", ["culprit"]),
        ("the old sailor who took her home", []),
    ],
)  # fmt: skip
def test_who_did_a_wrong_and_who_swarms_the_way_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


def test_no_foe_is_read_from_the_word_before_a_titled_name():
    idea = "a milkmaid must find the antidote because Lord Vex has poisoned the town well"
    assert all(o.kind not in ("because", ".") for o in read_intent(idea).opponents)
    later = read_intent("a milkmaid must find the antidote. Lord Vex has poisoned the town well.")
    assert kinds(later.opponents) == ["lord"]


@pytest.mark.parametrize(
    "idea",
    [
        "Dice-based battle game on a pirate ship. You are Quartermaster Bess. The crew has mutinied against the "
        "captain and you have to win them back, one duel at a time.",
        "a game where u are a tank and u shoot zombys and u have to save the town frum the zombys",
        "A logic puzzle set in a haunted hotel: the bellhop must match each ghost to the right room so nobody "
        "haunts the wrong guest",
    ],
)
def test_no_foe_or_helper_opens_with_a_pronoun_or_a_link(idea):
    intent = read_intent(idea)
    firsts = {b.kind.split()[0] for b in intent.opponents + intent.helpers}
    assert not firsts & {"you", "u", "so"}


def test_whoever_swapped_the_goal_s_things_is_a_foe():
    idea = ("The court jester must find King Osric's real crown jewels before the coronation, after the sneaky "
            "royal cook swapped them for fakes")  # fmt: skip
    assert kinds(read_intent(idea).opponents) == ["cook"]


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Talk your way through the royal court in order to convince the king to stop the war, while the scheming "
         "chancellor whispers lies in his ear.", ["chancellor"]),
        ("a fox must reach the den while the farm cat is always watching", ["farm cat"]),
        # a friend's side clause is none
        ("a fox must reach the den while the old owl whispers advice in his ear", []),
    ],
)  # fmt: skip
def test_a_side_clause_that_says_a_stance_against_the_hero_names_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("The famous painting was stolen from the museum during the storm, and it's up to a night guard named "
         "Lou to question the staff and expose the thief.", ["thief"]),
        ("mystery game: Inspector Clove questions the passengers on a night train to find the jewel thief",
         ["jewel thief"]),
        # a wrongdoer helped is no foe, and whoever did it is the culprit to find, not a second foe
        ("help the pirate find his treasure", []),
        ("a hamster detective investigates who ate the classroom's birthday cake", []),
    ],
)  # fmt: skip
def test_a_wrongdoer_the_hero_must_find_out_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Turn-based RPG: a party of four adventurers sets out to defeat the Lich King, whose undead armies "
         "stand in the way at every fortress.", ["lich king", "undead army"]),
        ("A knight must defend the castle. Three ogres stand between her and the gate.", ["ogre"]),
        # standing somewhere is no stance
        ("A knight must defend the castle. Three ogres stand in the hall.", []),
    ],
)  # fmt: skip
def test_those_who_stand_in_the_way_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A farm girl finds a broken spaceship in the woods. She needs to collect a battery, an antenna and a "
         "steering wheel while government agents close in.", ["government agent"]),
        ("Hold the farmhouse. Each night the wolves get closer.", ["wolf"]),
        ("A pirate wants the golden parrot. The gremlins on the ship cause trouble.", ["gremlin"]),
        # a shop that closes in an hour, friends who get closer, and trouble had are none
        ("A farm girl must buy milk before the shops close in an hour.", []),
        ("A lonely otter and a shy beaver get closer over one summer.", []),
    ],
)  # fmt: skip
def test_foes_that_close_in_or_cause_trouble(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A young scribe must deliver a secret scroll to the Pharaoh. Tomb robbers want it.", ["tomb robber"]),
        ("The aim is simple: get the ice cream home before it melts! You're a kid on a skateboard and the "
         "neighborhood bullies want it.", ["neighborhood bully"]),
        # a wrongdoer who helps, or one of the heroes, is no foe
        ("A young scribe must deliver a secret scroll to the Pharaoh. Tomb robbers help her.", []),
        ("A knight, a thief and a healer team up to defeat the Lich King.", ["lich king"]),
    ],
)  # fmt: skip
def test_a_wrongdoer_who_acts_in_a_clause_of_its_own_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        # what kin, children and guests do before the deadline marks the time
        ("My son wants a game where a kid in a cardboard rocket tries to reach the moon before his mom calls him "
         "in for dinner", []),
        ("A plumber must fix all the leaking pipes in the old hotel before the guests wake up.", []),
        # others who would catch the hero first are foes still
        ("A fox must cross the farm before the farmers catch him.", ["farmer"]),
        ("Collect the eggs before the wolves wake up.", ["wolf"]),
    ],
)  # fmt: skip
def test_kin_and_guests_mark_a_deadline_not_a_threat(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("three toy soldiers defend their sandbox fort from the neighbor's cat", ["cat"]),
        ("A church mouse sneaks through the cathedral at night to ring the Christmas bell, keeping well away "
         "from the verger's ferret", ["ferret"]),
        # a named owner, a foe's own beast, and a band are led by their owner
        ("the archaeologist must escape the Pharaoh's cursed cat", ["cat", "pharaoh"]),
        ("a girl must escape the witch's cat", ["cat", "witch"]),
    ],
)  # fmt: skip
def test_whoever_keeps_one_animal_foe_is_not_its_leader(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A wizard must survive the night. There are evil pumpkins chasing you.", ["pumpkin"]),
        ("A wizard must survive the night. Theres evil pumpkins chasing you.", ["pumpkin"]),
        # pumpkins that are only there are no foes
        ("A wizard must survive the night. There are pumpkins in the field.", []),
    ],
)  # fmt: skip
def test_an_evil_thing_said_to_be_there_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A knight must defend the castle from the orcs, and the bakers help her.", ["orc"]),
        ("A knight must defend the castle from the orcs, and the wolves fight beside him.", ["orc"]),
        ("A hummingbird spits seeds at the locust swarm to save the last flowers of the desert garden. "
         "A cactus wren fights alongside you when you're low on health.", ["locust swarm"]),
        # a list of foes, a clause of foes and a fight with arms stay foes
        ("A knight must defend the castle from the orcs and the trolls.", ["orc", "troll"]),
        ("A knight must defend the castle from the orcs, and the trolls attack her.", ["orc", "troll"]),
        ("A knight must defend the castle. The trolls fight with clubs.", ["troll"]),
    ],
)  # fmt: skip
def test_those_who_help_or_fight_beside_the_hero_are_no_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A robot butler has to escape the mansion before the rats in the walls catch him.", ["rat"]),
        ("A mouse must get the cheese before the cats in the kitchen wake up.", ["cat"]),
        # people in a place who mark the time are no foes
        ("A plumber must fix the pipes before the guests in the hotel wake up.", []),
    ],
)  # fmt: skip
def test_a_place_said_after_those_who_would_catch_the_hero_first(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "heroes", "foes"),
    [
        ("The Storm Giant is smashing the coastal towns one by one. An old sea captain gathers a crew and takes "
         "him on in turn-based battles out at sea.", ["sea captain"], ["storm giant"]),
        ("There's a cowboy ghost in an old western town who shoots at the bandits robbing stagecoaches. Protect "
         "the gold shipment until it reaches the bank.", ["cowboy ghost"], ["bandit"]),
        # a hostile being the whole reading took for the hero is a foe once the sentences give the hero
        ("A young witch named Hazel needs rare moon mushrooms for her first potion. Her friendly neighbor witch "
         "gives her hints, but the nasty Swamp Witch sends frogs to stop her.", ["witch"], ["frog", "swamp witch"]),
    ],
)  # fmt: skip
def test_the_hero_the_sentences_give_is_no_foe(idea, heroes, foes):
    intent = read_intent(idea)
    assert (kinds(intent.heroes), kinds(intent.opponents)) == (heroes, foes)


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("The Hive Queen has sent her wasp drones to take the city. You're Kestrel, a rooftop sniper, and you "
         "must protect the hospital until the evacuation is done. Medics on the ground will drop you ammo.",
         ["hive queen", "wasp drone"]),
        # sent to take a thing, and a gift dropped to the hero, are no harm
        ("The king has sent his robins to take the letter to the queen.", []),
        ("A sniper must protect the hospital. The pilots drop you ammo.", []),
    ],
)  # fmt: skip
def test_those_sent_to_take_a_city_and_their_sender_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("An astronaut stranded on Mars must drive her rover across the red desert to reach the rescue ship, "
         "avoiding dust storms.", ["storm"]),
        ("the goal is to get Mrs. Ortega's prize tomatoes to the county fair in one piece, driving her wobbly "
         "old pickup down a bumpy dirt road", []),
        # what is driven off is a foe still
        ("A farmer must drive off the wolves.", ["wolf"]),
    ],
)  # fmt: skip
def test_the_hero_s_own_vehicle_driven_is_no_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes", "helpers"),
    [
        ("A farmer must keep the wolves away from the sheep.", ["wolf"], ["sheep"]),
        ("A farmer must chase the foxes away from the hens.", ["fox"], ["hen"]),
        # whom the hero keeps away from or runs from is a foe
        ("A church mouse sneaks through the cathedral, keeping well away from the verger's ferret", ["ferret"], []),
        ("A lamb ran away from the wolves.", ["wolf"], []),
    ],
)  # fmt: skip
def test_whom_foes_are_kept_away_from_is_kept_safe(idea, foes, helpers):
    intent = read_intent(idea)
    assert (kinds(intent.opponents), kinds(intent.helpers)) == (foes, helpers)


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A hedgehog must protect her burrow of sleeping babies through the winter.", []),
        ("The knight must protect the village of farmers.", []),
        ("battle game: a chef, a cleric and a bard defend the monastery of Saint Aldric from goblin raiders",
         ["goblin raider"]),
        # whom a thing is protected from, said with "of", is a foe still
        ("Rosa must protect her eggs of the fox.", ["fox"]),
    ],
)  # fmt: skip
def test_whose_place_is_protected_is_no_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Sir Bumble the bee knight guards the hive. The wasps are after the royal jelly, and he has to stop "
         "them from reaching the queen's chamber.", ["wasp"]),
        # who is after the hero is a foe, and whoever comes after the deadline is met
        ("A mouse must cross the kitchen. The cat is after her.", ["cat"]),
    ],
)  # fmt: skip
def test_what_foes_are_after_is_sought_not_met(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A sleepy dragon has to count sheep to fall asleep, but the sheep keep escaping the pen. Herd them back "
         "with logic puzzles.", []),
        # what keeps undoing the hero's work is a foe
        ("A tidy robot must sort the packages. The gremlins keep scattering them.", ["gremlin"]),
    ],
)  # fmt: skip
def test_those_who_keep_straying_are_no_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Main character: an old fisherman. Goal: win back the love of his daughter. Bad guy: a smooth-talking "
         "developer who wants to buy the harbor.", ["developer"]),
        ("The bad guy is a greedy mayor.", ["mayor"]),
        ("A mother squid named Squirt has to guide her babies through a maze of coral to the safe cave. Eels "
         "block the narrow paths.", ["eel"]),
        ("Cowgirl Annie defends her ranch from a stampede of zombie cattle.", ["zombie cattle"]),
        # what a foe's deed is done to is no foe, whatever WordNet knows it as
        ("The golden egg of the village is stolen by the goblin tribe. Player must fight the goblins in turn "
         "battle and take egg back to the chief.", ["goblin", "goblin tribe"]),
    ],
)  # fmt: skip
def test_a_bad_guy_field_blocking_eels_and_a_stampede_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("RPG battle game starring Professor Quill, an elderly mage, whose goal is to reclaim her stolen "
         "university from a cult of shadow scholars.", ["shadow scholar"]),
        # the hero's own band is no crowd of foes
        ("Level up your crew of bread golems and beat the Sourdough Sorcerer in the Great Oven Dungeon.",
         ["sourdough sorcerer"]),
    ],
)  # fmt: skip
def test_a_band_said_by_its_members_is_its_members(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Shooting game, the spaceship of captain Vega must destroy the big mothership of robots who attack the "
         "Earth.", ["robot"]),
        ("A greyhound leads the shelter dogs against the dognappers who raid the shelter every full moon.",
         ["dognappers"]),
        ("me and my cat Pickles fly to the moon and then we catch the aleins who stole all the cheese",
         ["aleins"]),
        # a relative clause about a creature hunted, the hero's own deed, and a culprit asked for
        ("A girl must help her brother who hunts wolves.", []),
        ("find out who stole the sausages", ["culprit"]),
    ],
)  # fmt: skip
def test_those_who_harm_a_place_now_are_foes_not_culprits(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A little ember escapes a dying campfire and hops through the wet forest, hunted by raindrops, to reach "
         "the volcano.", ["raindrop"]),
        ("A kite is chased by the wind across the hills.", ["wind"]),
        # a place is no hunter, and what is only carried or blown is no foe
        ("A kite is carried by the wind across the hills.", []),
    ],
)  # fmt: skip
def test_whatever_hunts_the_hero_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("The Bramble Hag wants the Spring Crown, and a little dormouse called Moss has to keep it hidden.",
         ["bramble hag"]),
        ("The Bramble Hag and the Thorn Prince want the Spring Crown, and a little dormouse called Moss has to "
         "protect the Spring Crown.", ["bramble hag", "thorn prince"]),
        # wanting something else is no rivalry
        ("The Bramble Hag wants a cup of tea, and a little dormouse called Moss has to protect the Spring Crown.",
         []),
    ],
)  # fmt: skip
def test_whoever_wants_what_the_hero_must_keep_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("Kaito is a blind swordsman. He walks the Tokaido road to return a stolen scroll to the temple at Ise. "
         "Every inn along the way hides an assassin.", ["assassin"]),
        ("Puzzle, but you are the lock: shift your own pins so the burglars never crack the vault", ["burglar"]),
        # a wrongdoer who is a hero or one of a company's members is no foe
        ("a kindhearted thief returns the stolen dragon eggs", []),
        ("The Bone Lord has raised an army of skeletons. Four friends (a knight, a mage, a thief and a healer) "
         "battle him turn by turn to save the kingdom.", ["bone lord", "skeleton"]),
        ("Heist adventure: Lady Penelope assembles a crew — a safecracker, a forger and an acrobat — to steal "
         "the Moonstone from Baron Holt's vault", ["baron"]),
    ],
)  # fmt: skip
def test_a_wrongdoer_said_anywhere_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "heroes", "foes"),
    [
        ("thorny goblins stand in the way of a tiny courier carrying a lily seed to the ant queen",
         ["courier"], ["goblin"]),
        ("Skeletons, bats, a mummy and the Pharaoh's cursed cat stand between the archaeologist and the golden "
         "scarab", ["archaeologist"], ["bat", "cat", "mummy", "pharaoh", "skeleton"]),
        # standing somewhere says no hero
        ("The twins stand in the kitchen.", ["twin"], []),
    ],
)  # fmt: skip
def test_whom_the_subjects_stand_in_the_way_of_is_the_hero(idea, heroes, foes):
    intent = read_intent(idea)
    assert (kinds(intent.heroes), kinds(intent.opponents)) == (heroes, foes)


def test_what_foes_stand_between_the_hero_and_is_reached():
    goal = read_intent("Skeletons and bats stand between the archaeologist and the golden scarab").goal
    assert (goal.action, [o.kind for o in goal.objects]) == ("reach", ["scarab"])


def test_a_wrongdoer_acting_in_a_later_sentence_is_no_hero():
    intent = read_intent(
        "Your job is to escort the royal barge down the river. Pirate canoes, crocodile riders and the river "
        "witch will all attack it."
    )
    assert kinds(intent.heroes) == ["player"]
    assert {"crocodile rider", "river witch"} <= set(kinds(intent.opponents))
    assert read_intent("A thief cat robs the royal treasury.").heroes[0].kind == "thief cat"
