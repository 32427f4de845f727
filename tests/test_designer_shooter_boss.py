"""A shooter's boss leads the idea's own foes: named for them in the idea's word ("Giant
Crow", "Big Zeppelin", "Zombie Lord") and drawn as they are, so the boss the player meets
at the end is what the idea fights; a foe the pack draws big, a boss the idea names, a swarm and
no foe at all keep the boss they had."""

import pytest
from test_designer_intent import designed

from romsmith.generators.pack import load_pack


@pytest.fixture(scope="module")
def pack():
    return load_pack("puny")


def _boss(spec):
    return spec["scenes"][-1]["boss"]


LEADS = {
    "shoot 'em up where a dragonfly blasts mosquitoes over the pond": "Big Mosquito",
    "You fly a tiny biplane and must shoot down the zeppelin fleet before it bombs the capital.": "Big Zeppelin",
    "a shooter where you hold off the zombie lumberjacks from the watchtower": "Zombie Lord",
    "vertical shoot 'em up: runaway broomstick versus crow flocks above Ravenna": "Giant Crow",
}


@pytest.mark.parametrize("idea", sorted(LEADS))
def test_the_boss_leads_the_ideas_foes(idea, pack):
    plan, spec = designed(idea, pack)
    boss = _boss(spec)
    assert boss["name"] == LEADS[idea]
    cast = next(a for a in plan["cast"] if a.get("part") == "boss")
    foe = next(a for a in plan["cast"] if a.get("part") == "foe")
    assert cast["concept"] == foe["concept"]  # drawn as the foes it leads
    assert boss["name"] in spec["premise"] + spec["win"]["text"]  # the story names whom the player meets


@pytest.mark.parametrize(
    ("idea", "stock"),
    [
        ("shmup: a starship fights the alien armada and its mothership", None),  # the idea names its boss
        ("Top-down twin-stick shooter set in Neon Harbor, 2089: a lone cop blasts her way out", None),
        ("a shooter where a knight shoots down the dragons over the castle", None),  # drawn big: the dragon
    ],
)
def test_a_boss_the_idea_or_the_pack_gives_stays(idea, stock, pack):
    _plan, spec = designed(idea, pack)
    name = _boss(spec)["name"]
    assert not name.startswith(("Giant ", "Mega ")) and not name.endswith((" Lord", " Boss")), name


def _enemies(spec):
    return {w["enemy"] for s in spec["scenes"] for w in s.get("waves", [])}


def test_a_leader_with_no_frame_of_its_own_is_drawn_as_its_foes(pack):
    _plan, spec = designed("a shooter where a cowboy frog defends the saloon from bandit toads", pack)
    assert _boss(spec)["name"] == "Outlaw Boss"
    assert _boss(spec)["sprite"] in _enemies(spec)  # the outlaws' leader is an outlaw, not a goblin


def test_machines_are_drawn_as_machines(pack):
    _plan, spec = designed(
        "You fly a tiny biplane and must shoot down the zeppelin fleet before it bombs the capital.", pack
    )
    assert _boss(spec)["sprite"] == "puny_mothership"  # the fleet's flagship: a large frame
    assert "puny_slime" not in _enemies(spec)  # zeppelins the pack lacks: another machine


def test_the_lines_say_the_foes_plural_with_their_article():
    from romsmith.designer.genres import shooter_lines
    from romsmith.designer.genres.shooter import _slots

    assert _slots("Ilen", "Big Mosquito", ["Mosquito"], "forest", False)["foes"] == "mosquitoes"
    lines = [t for group in vars(shooter_lines).values() if isinstance(group, (list, tuple)) for t in group]
    assert not [t for t in lines if isinstance(t, str) and "last of {foes}" in t]


def test_a_long_word_is_said_by_its_last_word(pack):
    idea = "Shmup: Grandma Rosa in her flying rocking chair shoots knitting needles at alien yarn thieves"
    _plan, spec = designed(idea, pack)
    assert _boss(spec)["name"] == "Thief Boss"
    assert "thieves" in spec["premise"]


@pytest.mark.parametrize(
    "idea",
    [
        "bullet hell where a DJ shoots sound waves at the giant disco ball boss",  # a boss said: no "Boss Boss"
        "Wild West rail shooter - Marshal Kane must defend the gold train from Black Jack Malone's gang",  # a name
    ],
)
def test_no_leader_is_made_of_a_boss_or_a_name(idea, pack):
    _plan, spec = designed(idea, pack)
    name = _boss(spec)["name"]
    assert "Boss Boss" not in name and "Malone Boss" not in name
