"""Where a noun phrase ends: an adverb after its noun ends it ("the theatre together,", "your
boss not to"), an adjective that is also an adverb before another word does not ("the perfect
new shell")."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def kind_and_name(idea: str) -> tuple:
    """The hero's kind and name as the reader reads them."""
    hero = read_intent(idea).hero
    return hero.kind, hero.name


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        ("Play as both halves of a comedy duo, Stan and Mo, who have to climb out of a collapsing theatre together, "
         "one standing on the other's shoulders.", ["theatre"]),
        ("choice-based text game where you're a dragon's accountant trying to convince your boss not to burn down "
         "the village", ["boss"]),
        ("Help the town's only mechanic fix the Ferris wheel before the summer fair opens tomorrow", ["ferris wheel"]),
        ("an otter courier has to carry a pearl downriver to the Beaver Queen's dam", ["pearl"]),
        # an adjective that is an adverb too, inside the phrase, is the phrase's
        ("Slide the rocks to reach the perfect new shell before the seagulls come.", ["perfect new shell"]),
    ],
)  # fmt: skip
def test_an_adverb_after_the_noun_ends_the_goal_object(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects


def test_a_rank_is_a_title_and_the_name_after_it_no_verb():
    said = read_intent(
        "A branching story where Corporal Hayes, trapped behind enemy lines, must decide which of the villagers "
        "he can trust"
    )
    assert (said.hero.kind, said.hero.name, said.goal.action) == ("corporal", "Hayes", "choose")
    assert [o.kind for o in said.goal.objects] == ["villager"]


@pytest.mark.parametrize(
    ("idea", "name"),
    [
        ("retro arcade shooter: Commander Tabby leads a squadron of space cats against the laser-mouse armada "
         "near Saturn", "Tabby"),
        ("Sergeant Brooks must hold the bridge until dawn", "Brooks"),
        # a rank word said as a kind, no name after it
        ("the old sergeant must hold the bridge until dawn", None),
    ],
)  # fmt: skip
def test_military_ranks_are_titles(idea, name):
    assert read_intent(idea).hero.name == name


def test_a_participle_aside_after_the_subject_holds_no_verb():
    said = read_intent("The corporal, trapped behind enemy lines, must decide which villagers to trust")
    assert said.goal.verb == "decide"


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("Two goblin sisters, exiled from their tribe, fight the wolves of the north.", "fight", ["wolf"]),
        ("A young knight, cursed by the moon witch, seeks the healing spring.", "seek", ["healing spring"]),
    ],
)
def test_a_participle_aside_before_a_verb_and_its_object_holds_no_verb(idea, verb, objects):
    said = read_intent(idea)
    assert (said.goal.verb, [o.kind for o in said.goal.objects]) == (verb, objects)


def test_a_comma_after_a_participle_then_a_name_is_no_aside():
    said = read_intent("The fox, cornered by the hounds, Rufus, must escape the farm")
    assert said.goal.action == "escape"


@pytest.mark.parametrize(
    "idea",
    [
        "In this game you are a knight's horse. Your rider fell off in the swamp, and you have to carry him back to "
        "the castle before the bog trolls wake up.",
        # "fell" as a noun is no verb here, and "have" before "to" is no antecedent
        "Your rider fell over in the swamp, and you have to carry him back to the castle.",
    ],
)
def test_him_is_the_rider_who_fell(idea):
    assert [o.kind for o in read_intent(idea).goal.objects] == ["rider"]


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        ("My daughter is 6 and obsessed with unicorns. She wants a unicorn named Sprinkles who has lost her rainbow "
         "horn. A grumpy thundercloud keeps zapping her. Please make it gentle!", ("unicorn", "Sprinkles")),
        ("My son is 7 and loves trains. He wants a train that delivers the mail.", ("train", None)),
        # what the child wants to do herself is hers
        ("My daughter loves cats. She wants to find her lost cat.", ("daughter", None)),
    ],
)  # fmt: skip
def test_whom_the_idea_is_for_and_what_they_want_is_no_hero(idea, hero):
    assert kind_and_name(idea) == hero


@pytest.mark.parametrize(
    ("idea", "hero", "verb"),
    [
        ("Transfer the student files to the new server before midnight", ("player", None), "transfer"),
        ("Match the colored tiles so the little robot can rebuild the broken bridge to its village.",
         ("player", None), "match"),
        # a name before "the <creature>" and a verb of its own is still the hero's
        ("Pip the frog hops across the pond to find his lily pad", ("frog", "Pip"), "find"),
    ],
)  # fmt: skip
def test_an_order_to_the_things_of_someone_is_no_name(idea, hero, verb):
    said = read_intent(idea)
    assert ((said.hero.kind, said.hero.name), said.goal.verb) == (hero, verb)


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        ("My idea for RPG: there is a kingdom of bees and the queen is very sick. The hero is a worker bee named "
         "Zuri, she go with a beetle knight and a moth wizard to find the golden nectar in far mountains.",
         ("worker bee", "Zuri")),
        # a hero said by the sentence that names the hero's part stays, and one said the same way again is kept
        ("You play as Pip, a carrier pigeon. The hero is brave and must deliver the letter.", ("carrier pigeon", "Pip")),
        ("There is a lonely snowman named Flake. The hero is a snowman who must find a friend.", ("snowman", "Flake")),
    ],
)  # fmt: skip
def test_the_sentence_that_names_the_heros_part_outranks_a_there_is(idea, hero):
    assert kind_and_name(idea) == hero


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        ("my idea is a samuri who is a frog and he lost his sword in the river. he has to get it first", "samuri"),
        ("So my idea is a robot who wants to find its battery.", "robot"),
        # an idea said to be about something is no preface
        ("My idea is about a robot who wants to find its battery.", "robot"),
    ],
)  # fmt: skip
def test_my_idea_is_a_is_said_before_the_hero(idea, hero):
    assert read_intent(idea).hero.kind == hero


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        ("a battle game of a lone samurai against the nine oni generals of Mount Kurogane", "samurai"),
        ("A story of a boy from Syria who must find his brother", "boy"),
    ],
)
def test_a_game_of_a_being_is_that_beings(idea, hero):
    assert read_intent(idea).hero.kind == hero


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("robot vacuum gains sentience and has one mission find the diamond earring it sucked up somewhere in the "
         "mansion", "find", ["diamond earring"]),
        ("the robot has one mission: find the diamond earring", "find", ["diamond earring"]),
        # a thing had is no task
        ("the knight has a sword and a shield", "have", ["sword", "shield"]),
    ],
)  # fmt: skip
def test_the_order_after_has_one_mission_is_the_goal(idea, verb, objects):
    goal = read_intent(idea).goal
    assert (goal.verb, [o.kind for o in goal.objects]) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "verb", "foes"),
    [
        ("old-school Final Fantasy style: four nurses from St. Hilda's hospital fight the Plague Wizard and his rat "
         "knights", "fight", ["plague wizard", "rat knight"]),
        ("four nurses from the hospital fight the wizard", "fight", ["wizard"]),
    ],
)  # fmt: skip
def test_a_plural_subject_agrees_with_its_verb_past_a_place(idea, verb, foes):
    said = read_intent(idea)
    assert (said.hero.kind, said.goal.verb, sorted(o.kind for o in said.opponents)) == ("nurse", verb, foes)


def test_a_place_said_after_many_leaves_a_verb_with_no_object_alone():
    said = read_intent(
        "a slow-burn romance game where two rival bakers on the same street fall in love over one autumn"
    )
    assert said.hero.kind == "baker"


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        ("the weather machine is broken and now it's snowing in July, so a grumpy meteorologist has to fix it",
         ["weather machine"]),
    ],
)  # fmt: skip
def test_it_in_a_lead_is_the_machine_said_there_not_now(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        ("A sleepy dragon has to count sheep to fall asleep, but the sheep keep escaping the pen. Herd them back "
         "with logic puzzles. A wolf in a sheep costume sneaks in every few levels.", ["sheep"]),
        # whom "them" stands for among many is the last said that is no hero
        ("Three ducklings wander off. The farm kids must find them before dark.", ["duckling"]),
    ],
)  # fmt: skip
def test_them_in_a_later_order_is_the_many_said_before(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects


def test_them_all_stands_for_the_many_said_before():
    said = read_intent("sokoban but with grumpy goats, shove them all into the barn before nightfall")
    assert [o.kind for o in said.goal.objects] == ["goat"]


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        ("Turn-based tactics: retired Colonel Ruth holds the bingo hall against the Hell's Grannies biker gang",
         ("colonel", "Ruth")),
        # an order opens with its verb's own form
        ("Rescue Princess Oona from the tower", ("player", None)),
    ],
)  # fmt: skip
def test_a_past_participle_before_a_name_is_no_order(idea, hero):
    assert kind_and_name(idea) == hero


def test_a_question_the_game_asks_is_no_heros_sentence():
    said = read_intent("Who stole the Easter eggs? The bunny detective has until Sunday morning to crack the case")
    assert said.hero.kind == "bunny detective"
    assert [o.kind for o in said.opponents] == ["culprit"]


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        ("In this platformer, up the crumbling spires of Vell climbs a paper moth, leaping toward the one lamp that "
         "will not burn her", "paper moth"),
        ("Across the frozen lake sails a tiny penguin. She must reach the lighthouse.", "penguin"),
        # a subject before its verb of moving is left as said
        ("A paper moth climbs up the crumbling spires of Vell.", "paper moth"),
    ],
)  # fmt: skip
def test_a_place_then_a_verb_of_moving_then_its_subject(idea, hero):
    assert read_intent(idea).hero.kind == hero


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        ("The security drones of Helix Tower think the night janitor is an intruder, and he still has to mop every "
         "floor", "night janitor"),
        ("The drones chase the janitor, and he has to mop every floor", "janitor"),
        # one person who is the subject says "he" of himself
        ("The knight lost his sword, and he must find it", "knight"),
    ],
)  # fmt: skip
def test_he_after_and_is_the_one_person_the_clause_names_when_the_subject_is_many(idea, hero):
    said = read_intent(idea)
    assert said.hero.kind == hero
    assert not any(o.kind == hero for o in said.opponents)


@pytest.mark.parametrize(
    "idea",
    [
        "Brother Anselm, a half-deaf old monk, is the only one who can solve the mystery",
        "Someone keeps stealing the bells from the monastery on Mount Carrow, and Brother Anselm, a half-deaf old "
        "monk, is the only one who can solve the mystery",
    ],
)
def test_the_only_one_who_can_is_the_hero_and_the_deed_the_goal(idea):
    said = read_intent(idea)
    assert (said.hero.name, said.goal.verb, [o.kind for o in said.goal.objects]) == ("Anselm", "solve", ["mystery"])


@pytest.mark.parametrize(
    ("idea", "action", "objects", "helpers"),
    [
        ("tactics game: Admiral Perch leads the fish of Kelp Reef against the Crab Emperor's armored legions",
         "defeat", ["crab emperor"], ["fish"]),
        ("a battle game where Sergeant Flint leads a squad of toy soldiers against the invading ants in the garden",
         "defeat", ["ant"], ["squad"]),
        # led against no one: still led
        ("a shepherd leads the flock against the wind to the barn", "escort", ["flock"], []),
    ],
)  # fmt: skip
def test_whom_the_led_are_led_against_is_the_goal(idea, action, objects, helpers):
    intent = read_intent(idea)
    got = (intent.goal.action, [o.kind for o in intent.goal.objects], [h.kind for h in intent.helpers])
    assert got == (action, objects, helpers)


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        ("choose your path story: Prince Adeyemi must choose between taking the throne and running away with the "
         "traveling musicians", ["throne", "traveling musician"]),
        ("visual novel about a girl in a punk band who has to choose between going on tour and staying home with "
         "her sick mom", ["tour", "mom"]),
        ("The apprentice, Camille, has to pick between the shy flour delivery boy and the famous food critic.",
         ["flour delivery boy", "food critic"]),
        # no "between": the choice's own object
        ("Mrs. Haddad must choose the ripe apples for the fair", ["apple"]),
    ],
)  # fmt: skip
def test_a_choice_between_two_is_made_over_both(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("A conversation game where an alien ambassador has to convince the world leaders not to start a war.",
         "convince", ["world leader"]),
        ("A story game where a boy has to convince his parents to let him keep the stray dog he found",
         "convince", ["parent"]),
        # no one to win over: the purpose is the goal
        ("an ambassador travels to the capital to stop the war", "stop", ["war"]),
    ],
)  # fmt: skip
def test_whom_the_hero_must_convince_is_the_goal(idea, verb, objects):
    goal = read_intent(idea).goal
    assert (goal.verb, [o.kind for o in goal.objects]) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        # helping, said as the purpose of a move, is done as it is when it is the main verb
        ("push boxes to help a sleepy polar bear get his fish back from the sneaky seals", "get back", ["fish"]),
        ("help a sleepy polar bear get his fish back from the sneaky seals", "get back", ["fish"]),
    ],
)  # fmt: skip
def test_the_deed_a_purpose_helps_with_is_the_goal(idea, verb, objects):
    goal = read_intent(idea).goal
    assert (goal.verb, [o.kind for o in goal.objects]) == (verb, objects)


def test_a_help_with_nothing_done_to_anything_stays_the_help():
    idea = "a ghost story where a girl spends the night in her great-aunt's manor and helps the lonely spirits move on"
    assert read_intent(idea).goal.verb == "help"


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("control a tiny submarine and dodge the anglerfish while you collect pearls, coins and lost anchors on "
         "the seabed", "collect", ["pearl", "coin", "anchor"]),
        # the foes' own "while" clause is theirs
        ("dodge the anglerfish while the sharks circle overhead", "dodge", ["anglerfish"]),
    ],
)  # fmt: skip
def test_what_the_player_does_while_dodging_is_the_goal(idea, verb, objects):
    goal = read_intent(idea).goal
    assert (goal.verb, [o.kind for o in goal.objects]) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "hero"),
    [
        ("Nana Bette races her mobility scooter across Naples to win back her stolen lasagna recipe",
         ("nana", "Bette", "Nana")),
        ("the whole village is asleep under a curse and only Nana Pim and her goose can wake them",
         ("nana", "Pim", "Nana")),
        ("Opa Klaus must fix the old cuckoo clock before the festival", ("opa", "Klaus", "Opa")),
    ],
)  # fmt: skip
def test_a_grandparent_s_name_in_many_tongues_is_a_title(idea, hero):
    read = read_intent(idea).hero
    assert (read.kind, read.name, read.title) == hero


@pytest.mark.parametrize(
    ("idea", "action", "objects"),
    [
        ("Spring has to bounce his way to the castle.", "reach", ["castle"]),
        ("a frog must hop her way across the pond to the lily", "reach", ["lily"]),
        ("Tikka the pocket watch must tick her way home to the clock tower.", "reach", ["clock tower"]),
        ("a snail must slide its way through the garden to the old well", "reach", ["well"]),
        # a way found keeps its verb's action, and a way out is an escape
        ("a mouse must find its way back to the nest", "find", ["nest"]),
        ("a mouse must find its way out of the old theater", "escape", ["theater"]),
    ],
)  # fmt: skip
def test_a_way_made_to_a_place_reaches_it(idea, action, objects):
    goal = read_intent(idea).goal
    assert (goal.action, [o.kind for o in goal.objects]) == (action, objects)


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("sokoban but ur a pangolin pushing termite mounds into holes", "push", ["termite mound"]),
        # a verb after a counted noun, or one that sets off, is the verb still
        ("a robot pushing a vending machine escapes into the night", "escape", []),
        ("shoot em up where a grandma in a flying rocking chair fights off an invasion of killer bees",
         "fight off", ["killer bee"]),
    ],
)  # fmt: skip
def test_a_participle_s_bare_plural_object_is_no_verb(idea, verb, objects):
    goal = read_intent(idea).goal
    assert (goal.verb, [o.kind for o in goal.objects]) == (verb, objects)
