"""Turn-based battles as the engine plays them, shared by every layer that needs to play one
ahead: the checks (can the greedy party win?), the designer (make only battles it wins, harder
one after another), the playtest bot (win with the same policy) and the tests that hold the
engine to these rules.

    battle = Battle(party=(Battler("Ana", 40, attack=9, speed=5),), foes=(Battler("Slime", 30, attack=6),))
    outcome = simulate(battle, {"potion": 2})        # the greedy party to the end
    outcome.won, outcome.rounds, outcome.used, describe(battle, outcome)
    fight = Fight.start(battle); fight.turn(greedy(fight, fight.next_actor()))   # turn by turn
"""

from romsmith.kernel.battle._policy import LOW, greedy
from romsmith.kernel.battle._rules import (
    COMMANDS,
    FOE,
    KNOWN,
    MAX_FOES,
    MAX_HP,
    MAX_ITEMS,
    MAX_MP,
    MAX_PARTY,
    MAX_SPELLS,
    MAX_STAT,
    SPELL_KINDS,
    TARGETS,
    USES,
    Battle,
    Battler,
    Command,
    Event,
    Fight,
    Fighter,
    ItemUse,
    Spell,
    attack_damage,
    mix,
)
from romsmith.kernel.battle._sim import MAX_ROUNDS, Outcome, describe, simulate

__all__ = [
    "COMMANDS",
    "FOE",
    "KNOWN",
    "LOW",
    "MAX_FOES",
    "MAX_HP",
    "MAX_ITEMS",
    "MAX_MP",
    "MAX_PARTY",
    "MAX_ROUNDS",
    "MAX_SPELLS",
    "MAX_STAT",
    "SPELL_KINDS",
    "TARGETS",
    "USES",
    "Battle",
    "Battler",
    "Command",
    "Event",
    "Fight",
    "Fighter",
    "ItemUse",
    "Outcome",
    "Spell",
    "attack_damage",
    "describe",
    "greedy",
    "mix",
    "simulate",
]
