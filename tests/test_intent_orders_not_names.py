"""An order's verb in capitals before "the" and many is no name ("Interview the servants and find
the thief": no servants named Interview; "Pip the vole" still names one); "somewhere" is no
thing a later "it" stands for ("hidden somewhere in the volcano ... find it": the egg);
reprogramming robots tames them."""

from romsmith.lexicon import read_intent


def test_an_order_before_many_is_no_name():
    it = read_intent("The king's crown has been swapped for a fake. Interview the servants and find the thief.")
    assert [(h.kind, h.name) for h in it.heroes] == [("player", None)]
    assert (it.goal.verb, [o.kind for o in it.goal.objects]) == ("find", ["thief"])


def test_a_name_before_one_creature_is_still_a_name():
    it = read_intent("Pip the vole and a toad must cross the river.")
    assert [(h.kind, h.name) for h in it.heroes] == [("vole", "Pip"), ("toad", None)]


def test_somewhere_is_no_thing_it_stands_for():
    it = read_intent(
        "The last dragon egg is hidden somewhere in the volcano. A knight and his squire must find it "
        "before the sorcerer does."
    )
    assert [o.kind for o in it.goal.objects] == ["dragon egg"]


def test_reprogramming_the_robots_tames_them():
    it = read_intent("The robots have taken over the toy factory. Reprogram them one by one.")
    assert (it.goal.action, [o.kind for o in it.goal.objects]) == ("tame", ["robot"])


def test_a_friendly_creature_coming_back_is_a_time_no_foe():
    it = read_intent("Save the coral reef by cleaning up the plastic before the turtles come back.")
    assert not it.opponents


def test_a_foe_coming_back_is_still_a_threat():
    assert [o.kind for o in read_intent("get the lambs in before the wolves come back").opponents] == ["wolf"]


def test_an_order_after_a_comma_and_and_ends_the_list():
    it = read_intent("You're a goose. Honk at people, steal their sandwiches, and escape the park keeper.")
    assert [o.kind for o in it.goal.objects] == ["sandwich"]
    assert [o.kind for o in read_intent("collect eggs, flour, and the milk").goal.objects] == ["eggs", "flour", "milk"]


def test_a_name_that_is_also_a_flower_names_the_hero():
    it = read_intent("The evil wizard turned everyone into frogs. Only Lily, who was away, can break the spell.")
    assert [(h.kind, h.name) for h in it.heroes] == [("person", "Lily")]
    assert [o.kind for o in it.goal.objects] == ["spell"]
    assert [o.kind for o in it.opponents] == ["wizard"]


def test_a_flower_with_its_article_stays_a_flower():
    assert read_intent("a rose blooms in the garden").heroes[0].name is None
