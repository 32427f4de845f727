"""A foe the pack draws as its nearest sprite is called by the idea's own word: crows drawn as
owls are "Crow", a pickpocket rat drawn as a mouse is "Rat" (the last word of one too long to
show whole); a foe the pack draws as itself keeps its name. A boss is too: one lich is the Lich
(the skeletons drawn for it on the way are not liches), many ghouls are led by the Ghoul Lord, and
the text calls either "the". A battle's foes are the idea's ghouls, not zombies."""

import pytest
from test_designer_intent import designed

from romsmith.generators.pack import load_pack


@pytest.fixture(scope="module")
def pack():
    return load_pack("puny")


def _foes(spec):
    return [(a["name"], a.get("sprite")) for a in spec["cast"] if a.get("role") == "enemy"]


@pytest.mark.parametrize(
    ("idea", "name"),
    [
        ("Two sibling foxes need to gather enough berries before the first snow while crows try to steal them", "Crow"),
        ("a pigeon cop has to catch the pickpocket rat stealing breadcrumbs in the park", "Rat"),
    ],
)
def test_an_adventure_calls_its_foes_by_the_ideas_word(idea, name, pack):
    _plan, spec = designed(idea, pack)
    foes = _foes(spec)
    assert foes and all(n == name for n, _sprite in foes), foes


def test_a_platformer_calls_its_foes_by_the_ideas_word(pack):
    _plan, spec = designed("a platformer where a skateboarding grandma races across town, dodging pigeons", pack)
    assert "Pigeon" in [n for n, _sprite in _foes(spec)]


def test_a_foe_drawn_as_itself_keeps_its_name(pack):
    _plan, spec = designed("a knight must slay the dragon", pack)
    assert all(n == "Dragon" for n, _sprite in _foes(spec))


def _boss(spec):
    return next(a["name"] for a in spec["cast"] if a.get("role") == "boss")


def test_one_foe_the_idea_names_is_the_boss_and_its_minions_are_not_it(pack):
    _plan, spec = designed("a knight must defeat the lich in his tomb", pack)
    assert _boss(spec) == "Lich"
    assert "Lich" not in [n for n, _sprite in _foes(spec)]  # one lich: the foes on the way are skeletons
    assert "the Lich" in spec["title"] + spec["premise"]


def test_many_foes_the_idea_names_are_led_by_their_lord(pack):
    _plan, spec = designed("a girl fights ghouls in the old crypt", pack)
    assert _boss(spec) == "Ghoul Lord"
    assert {n for n, _sprite in _foes(spec)} == {"Ghoul"}
    assert "Zombie" not in spec["title"] + spec["premise"]


def test_a_battle_calls_its_foes_by_the_ideas_word(pack):
    _plan, spec = designed("a turn-based RPG where three friends fight ghouls and a lich", pack)
    battles = [s for s in spec["scenes"] if s.get("genre") == "battle"]
    names = {f["name"].split()[0] for b in battles for f in b["foes"]}
    assert battles and "Ghoul" in names and "Zombie" not in names, names
    assert _boss(spec) == "Lich"


def test_a_shooter_says_the_before_its_bosss_leader_name(pack):
    _plan, spec = designed("a shoot em up where a pilot blasts crows over the farm", pack)
    assert "the Giant Crow" in spec["premise"]
    assert not any(d.startswith("the ") for d in (f.get("description", "") for f in spec.get("flags", [])))


def test_a_boss_the_idea_names_keeps_its_name_and_its_minions_their_kind(pack):
    _plan, spec = designed("At the top waits the frost giant Ymar. Defeat him before winter swallows the valley.", pack)
    assert _boss(spec) == "Ymar"
    assert "Frost Giant" not in [n for n, _sprite in _foes(spec)]  # one frost giant: Ymar
    assert "Ymar" in spec["title"] + spec["premise"]


def test_a_battles_last_foe_the_idea_names_keeps_its_name(pack):
    idea = "Our party of three dwarves descends into the Hollow Deep to reclaim the Anvil of Kings from a goblin warlord named Skarr."
    _plan, spec = designed(idea, pack)
    battles = [s for s in spec["scenes"] if s.get("genre") == "battle"]
    assert battles and _boss(spec) == "Skarr"
    assert "Skarr" in {f["name"] for b in battles for f in b["foes"]}
