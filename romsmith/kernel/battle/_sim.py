"""A battle played to its end with a policy for the party: what the validator asks ("can the
greedy party win within N rounds with these items?"), what the designer tunes by and what the
tests hold the engine to."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from romsmith.kernel.battle._policy import greedy
from romsmith.kernel.battle._rules import FOE, Battle, Command, Event, Fight

MAX_ROUNDS = 30  # a battle the greedy party has not won by then counts as not winnable
Policy = Callable[[Fight, int], Command]


@dataclass
class Outcome:
    result: str  # won, lost, fled, or timeout (still going after `max_rounds`)
    rounds: int
    turns: int
    party_hp: list[int]  # each member's hp at the end
    foe_hp: list[int]
    used: dict[str, int]  # items used up
    dealt: int  # hp the foes lost
    taken: int  # hp the party lost (healing not subtracted)
    events: list[Event] = field(default_factory=list)

    @property
    def won(self) -> bool:
        return self.result == "won"


def simulate(
    battle: Battle,
    inventory: dict[str, int] | None = None,
    policy: Policy = greedy,
    max_rounds: int = MAX_ROUNDS,
) -> Outcome:
    """Play `battle` from its start with `inventory` (item id -> count) and `policy` choosing
    the party's commands, until it is won, lost or fled, or `max_rounds` rounds have passed."""
    fight = Fight.start(battle, inventory)
    events: list[Event] = []
    dealt = taken = 0
    while not fight.over:
        actor = fight.next_actor()
        if fight.round > max_rounds:
            fight.round = max_rounds
            break
        before = [f.hp for f in fight.party], [f.hp for f in fight.foes]
        event = fight.turn(policy(fight, actor) if actor < FOE else None)
        events.append(event)
        taken += sum(max(0, a - f.hp) for a, f in zip(before[0], fight.party, strict=True))
        dealt += sum(max(0, a - f.hp) for a, f in zip(before[1], fight.foes, strict=True))
    result = "won" if fight.won else "lost" if fight.lost else "fled" if fight.fled else "timeout"
    return Outcome(
        result,
        fight.round,
        fight.turns,
        [f.hp for f in fight.party],
        [f.hp for f in fight.foes],
        dict(fight.used),
        dealt,
        taken,
        events,
    )


def describe(battle: Battle, outcome: Outcome, max_rounds: int = MAX_ROUNDS) -> str:
    """One sentence with the numbers: who fought, how it ended, what the sides dealt."""
    party = ", ".join(f"{b.name} {b.hp} hp atk {b.attack}" for b in battle.party)
    foes = ", ".join(f"{b.name} {b.hp} hp atk {b.attack} def {b.defense}" for b in battle.foes)
    total = sum(b.hp for b in battle.foes)
    used = ", ".join(f"{n} {k}" for k, n in sorted(outcome.used.items())) or "no items"
    end = {
        "won": f"wins in round {outcome.rounds}",
        "lost": f"falls in round {outcome.rounds}",
        "fled": f"runs in round {outcome.rounds}",
        "timeout": f"has not won after {max_rounds} rounds",
    }[outcome.result]
    return (
        f"the party ({party}) against {foes} {end}, having dealt {outcome.dealt} of the foes' {total} hp "
        f"and taken {outcome.taken}, using {used}"
    )
