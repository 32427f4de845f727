"""A small RPG spec for the battle tests: a meadow where a healer gives potions, two slimes that
start a battle when they touch the hero and a lich whose battle wins the game; and a second,
battle-only spec whose first battle leads on to a second. Numbers are chosen so that the tests
can state what each command does."""

from __future__ import annotations

import copy

PARTY = [
    {"name": "Ana", "sprite": "puny_warrior", "hp": 60, "attack": 14, "defense": 6, "speed": 7},
    {"name": "Bo", "sprite": "puny_mage", "hp": 40, "mp": 30, "attack": 6, "defense": 2, "speed": 9,
     "spells": ["fire", "blaze", "doze"]},
    {"name": "Cy", "sprite": "puny_monk", "hp": 50, "mp": 20, "attack": 8, "defense": 4, "speed": 4,
     "spells": ["heal"]},
]  # fmt: skip
SPELLS = [
    {"id": "fire", "name": "Fire", "kind": "damage", "mp": 4, "power": 18},
    {"id": "blaze", "name": "Blaze", "kind": "damage", "target": "all", "mp": 8, "power": 10},
    {"id": "doze", "name": "Doze", "kind": "sleep", "mp": 3, "power": 2},
    {"id": "heal", "name": "Heal", "kind": "heal", "mp": 3, "power": 25},
    {"id": "venom", "name": "Venom", "kind": "poison", "mp": 4, "power": 3},
]
POTION = {"item": "potion", "use": "heal", "power": 30}


def slime(name="Slime", **kw):
    foe = {"name": name, "sprite": "puny_slime", "hp": 30, "attack": 9, "defense": 2, "speed": 3,
           "ai": {"attack": 3, "defend": 1}}  # fmt: skip
    foe.update(kw)
    return foe


def rpg_spec() -> dict:
    """Meadow (adventure) with a healer and three enemies met in battles; the lich's battle wins."""
    return copy.deepcopy(_rpg())


def _rpg() -> dict:
    return {
        "title": "Slimes and the Lich",
        "premise": "A party of three sets out to end the lich.",
        "start_scene": "meadow",
        "scenes": [
            {
                "id": "meadow",
                "name": "Meadow",
                "theme": "grassland",
                "width": 15,
                "height": 10,
                "features": {"border": "wall", "obstacles": "none", "decor": "few", "seed": 3},
            },
            {
                "genre": "battle",
                "id": "slime_fight",
                "name": "Slimes",
                "theme": "grassland",
                "party": PARTY,
                "foes": [slime(), slime("Slime B")],
                "spells": SPELLS,
                "items": [POTION],
                "can_run": True,
                "lose": "save",
                "music": "battle",
                "rewards": [{"op": "give_item", "id": "potion"}],
            },
            {
                "genre": "battle",
                "id": "lich_fight",
                "name": "The Lich",
                "theme": "graveyard",
                "seed": 11,
                "party": PARTY,
                "spells": SPELLS,
                "items": [POTION],
                "flag": "lich_down",
                "music": "boss",
                "foes": [
                    {
                        "name": "Lich",
                        "sprite": "puny_skeleton",
                        "hp": 160,
                        "mp": 40,
                        "attack": 16,
                        "defense": 6,
                        "speed": 5,
                        "spells": ["venom"],
                        "ai": {"attack": 3, "defend": 0, "spells": {"venom": 1}},
                    }
                ],
            },
        ],
        "cast": [
            {
                "id": "hero",
                "name": "Ana",
                "role": "player",
                "sprite": "puny_warrior",
                "scene": "meadow",
                "x": 2,
                "y": 5,
            },
            {
                "id": "healer",
                "name": "Healer",
                "role": "npc",
                "sprite": "puny_old_woman",
                "scene": "meadow",
                "x": 4,
                "y": 2,
                "dialogue": "healer_talk",
            },
            {
                "id": "slime_a",
                "name": "Slime",
                "role": "enemy",
                "sprite": "puny_slime",
                "scene": "meadow",
                "x": 7,
                "y": 5,
                "encounter": "slime_fight",
                "defeat_flag": "slime_a_down",
            },
            {
                "id": "slime_b",
                "name": "Slime",
                "role": "enemy",
                "sprite": "puny_slime",
                "scene": "meadow",
                "x": 9,
                "y": 7,
                "encounter": "slime_fight",
                "defeat_flag": "slime_b_down",
            },
            {
                "id": "lich",
                "name": "Lich",
                "role": "boss",
                "sprite": "puny_skeleton",
                "scene": "meadow",
                "x": 12,
                "y": 5,
                "encounter": "lich_fight",
            },
        ],
        "dialogue": [
            {
                "id": "healer_talk",
                "speaker": "Healer",
                "pages": ["Take these potions, dear."],
                "effects": [{"op": "give_item", "id": "potion"}, {"op": "set_flag", "id": "met_healer"}],
                "branches": [{"if_flag": "met_healer", "pages": ["Be brave out there."]}],
            }
        ],
        "flags": [{"id": f} for f in ("met_healer", "slime_a_down", "slime_b_down", "lich_down")],
        "items": [{"id": "potion", "name": "Potion", "description": "Heals 30 hp in battle.", "icon": "potion"}],
        "quests": [],
        "win": {"flag": "lich_down", "text": "The lich is gone. The land is safe."},
    }


def arena_spec() -> dict:
    """Two battles and nothing else: the first leads to the second, whose flag wins the game."""
    spec = rpg_spec()
    first = copy.deepcopy(spec["scenes"][1])
    first.update(id="arena", name="Arena", flag="round_one", next="final", can_run=False, lose="retry")
    final = copy.deepcopy(spec["scenes"][2])
    final.update(id="final", name="Final", lose="place", lose_to="arena")
    spec.update(
        title="Arena",
        start_scene="arena",
        scenes=[first, final],
        cast=[
            {"id": "hero", "name": "Ana", "role": "player", "sprite": "puny_warrior", "scene": "arena", "x": 7, "y": 5}
        ],
        dialogue=[],
        flags=[{"id": "round_one"}, {"id": "lich_down"}],
    )
    return spec
