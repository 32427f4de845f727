"""A hero said as "the younger one" is one of the beings said as many before it ("Two rival
chefs cook for the queen; you are the younger one": a chef); "find out" in a deadline's clause
is someone else's, no investigation ("Get it back before the crows find out")."""

from romsmith.lexicon import read_intent


def test_the_younger_one_is_one_of_the_chefs():
    it = read_intent("Two rival chefs cook for the queen; you are the younger one and must win the golden spoon.")
    assert [(h.kind, h.count) for h in it.heroes] == [("chef", 1)]
    assert (it.goal.verb, [o.kind for o in it.goal.objects]) == ("win", ["spoon"])


def test_one_of_nothing_said_stays_as_read():
    assert read_intent("you are the last one").heroes[0].kind == "one"


def test_finding_out_in_a_deadline_is_no_investigation():
    it = read_intent("The geese have stolen the farmer's scarecrow. Get it back before the crows find out.")
    assert (it.goal.action, [o.kind for o in it.goal.objects]) == ("find", ["scarecrow"])


def test_finding_out_who_did_it_is_still_an_investigation():
    assert read_intent("a detective must find out who poisoned the king before the ball").goal.action == "investigate"
