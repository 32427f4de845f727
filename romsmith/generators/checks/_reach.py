"""What the player can make happen: the places they reach, the flags they can set and the items
they can get, followed through conditions until nothing new turns up.

Flags only ever count as "can be set" (clearing and taking are ignored), so the answer is an
over-approximation for gameplay but exact about what is impossible: a flag missing here is
never set in any play-through, and a scene missing here is never entered.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from romsmith.generators import spec as S
from romsmith.generators.world import explore, near, world_of


@dataclass
class Progress:
    regions: dict[str, set] = field(default_factory=dict)  # scene id -> reachable cells
    flags: set[str] = field(default_factory=set)  # flags something reachable can set
    items: set[str] = field(default_factory=set)  # items something reachable can give


def progress(spec: S.GameSpec, pack, rows: dict, start, scenes: dict, dialogues: dict) -> Progress:
    """Explore from `start` (scene id, x, y); every flag or item newly in reach may open a warp,
    a gate, a branch, a trigger or a shown actor, so repeat until a round adds nothing."""
    out = Progress()
    while True:
        out.regions = explore(spec, pack, rows, start, out.flags)
        flags, items = _collect(spec, out, scenes, dialogues)
        if flags <= out.flags and items <= out.items:
            return out
        out.flags |= flags
        out.items |= items


def _collect(spec: S.GameSpec, now: Progress, scenes: dict, dialogues: dict) -> tuple[set, set]:
    effects: list[list[S.Effect]] = []
    flags: set[str] = set()
    for sid, cells in now.regions.items():
        flags |= set(world_of(scenes[sid]).sets(scenes[sid], cells, now.flags))
        for a in spec.cast:
            if a.scene != sid or a.role == "player" or not near(cells, a.x, a.y):
                continue
            if a.show_flag and a.show_flag not in now.flags:
                continue
            if a.defeat_flag and a.role in ("enemy", "boss"):
                flags.add(a.defeat_flag)
            if a.dialogue in dialogues:
                effects += dialogue_outcomes(dialogues[a.dialogue], now.flags, now.items)
        if scenes[sid].cutscene:
            effects += _cut_outcomes(scenes[sid].cutscene, flags, now, dialogues)
        for t in scenes[sid].triggers:
            if (t.x, t.y) not in cells or (t.if_flag and t.if_flag not in now.flags):
                continue
            effects.append(t.effects)
            if t.dialogue in dialogues:
                effects += dialogue_outcomes(dialogues[t.dialogue], now.flags, now.items)
            if t.cutscene:
                effects += _cut_outcomes(t.cutscene, flags, now, dialogues)
    for fxs in effects:
        flags |= {fx.id for fx in fxs if fx.op == "set_flag"}
    items = {fx.id for fxs in effects for fx in fxs if fx.op == "give_item"}
    return flags, items


def _cut_outcomes(cut: S.Cutscene, flags: set, now: Progress, dialogues: dict) -> list[list[S.Effect]]:
    """What a cut-scene can do: the flags its commands set (added to `flags`) and the effects of
    the dialogues it says."""
    out = []
    for c in cut.commands:
        if c.op == "set_flag" and c.flag:
            flags.add(c.flag)
        elif c.op == "say" and c.dialogue in dialogues:
            out += dialogue_outcomes(dialogues[c.dialogue], now.flags, now.items)
    return out


def dialogue_outcomes(d: S.Dialogue, flags: set, items: set) -> list[list[S.Effect]]:
    """The effect lists of the parts of `d` that can show: a branch when its condition can hold
    and every earlier branch's can fail; the default when all branches' can fail."""
    out = []
    earlier_can_fail = True
    for b in d.branches:
        holds = (b.if_flag in flags) if b.if_flag else (b.if_item in items) if b.if_item else True
        if earlier_can_fail and holds:
            out += [b.effects] + [c.effects for c in b.choices]  # the player can pick any answer
        # an unless_flag branch is skipped only once its flag is set
        earlier_can_fail = earlier_can_fail and (b.unless_flag in flags if b.unless_flag else True)
    if earlier_can_fail:
        out += [d.effects] + [c.effects for c in d.choices]
    return out
