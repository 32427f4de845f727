"""Story-level planning: which interaction sets which flag, which flags lead to the win, and the
route (walks and warps across scenes) to the next interaction worth doing.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from romsmith.playtest import _romdata as rd
from romsmith.playtest._grid import Grid, strike_spots


@dataclass
class Action:
    kind: str  # talk | trigger | defeat
    scene: int
    index: int  # actor or trigger index in the scene
    gain: set[int]  # flags it would set now
    heals: bool = False

    @property
    def key(self) -> tuple[str, int, int]:
        return (self.kind, self.scene, self.index)


@dataclass
class Hop:
    """One leg of a route: walk in `scene` to one of `goals`, then (for a warp) change scene."""

    scene: int
    goals: set[tuple[int, int]]
    warp: rd.Warp | None = None


@dataclass
class Route:
    action: Action
    hops: list[Hop] = field(default_factory=list)
    cost: int = 0


def present(actor: rd.Actor, flags: set[int]) -> bool:
    """actor.c present(): show/hide/defeat flags."""
    if actor.show_flag != rd.NONE and actor.show_flag not in flags:
        return False
    if actor.hide_flag != rd.NONE and actor.hide_flag in flags:
        return False
    return not (actor.defeat_flag != rd.NONE and actor.defeat_flag in flags)


def resolve(game: rd.Game, index: int, flags: set[int]) -> int:
    """dialogue.c dialogue_resolve(): follow `alt` while the condition fails (8 deep)."""
    for _ in range(8):
        if index == rd.NONE or index >= len(game.dialogues):
            return rd.NONE
        d = game.dialogues[index]
        if d.cond_flag == rd.NONE or (d.cond_flag in flags) == bool(d.cond_set):
            return index
        index = d.alt
    return rd.NONE


def effects_gain(game: rd.Game, effects: list[rd.Effect], flags: set[int], depth: int = 0) -> tuple[set[int], bool]:
    """Flags the effects would newly set, and whether they heal."""
    gain, heals = set(), False
    for e in effects:
        new = None
        if e.op == rd.FX_SET_FLAG:
            new = e.a
        elif e.op == rd.FX_OPEN_GATE and e.a < len(game.scenes) and e.b < len(game.scenes[e.a].gates):
            new = game.scenes[e.a].gates[e.b].flag
        elif e.op == rd.FX_GIVE_ITEM and e.a < len(game.item_flags):
            new = game.item_flags[e.a]
        elif e.op in (rd.FX_HEAL, rd.FX_MAX_HP):
            heals = True
        elif e.op == rd.FX_DIALOGUE and depth < 4:
            more, more_heal = dialogue_gain(game, e.a, flags | gain, depth + 1)
            gain |= more
            heals |= more_heal
        elif e.op == rd.FX_CHOICE and depth < 4:  # whichever answer the player picks
            for answer in range(e.n):
                more, more_heal = dialogue_gain(game, e.a + answer, flags | gain, depth + 1)
                gain |= more
                heals |= more_heal
        if new is not None and new != rd.NONE and new not in flags:
            gain.add(new)
    return gain, heals


def dialogue_gain(game: rd.Game, index: int, flags: set[int], depth: int = 0) -> tuple[set[int], bool]:
    index = resolve(game, index, flags)
    if index == rd.NONE:
        return set(), False
    return effects_gain(game, game.dialogues[index].effects, flags, depth)


def best_answer(game: rd.Game, first: int, count: int, flags: set[int], relevant: set[int]) -> int:
    """The answer to pick: the one that wins, else one that sets a flag the win needs, else any
    that sets something new (a wrong accusation sets nothing the win needs)."""
    ranked = []
    for answer in range(count):
        gain, _ = dialogue_gain(game, first + answer, flags)
        ranked.append((game.win_flag not in gain, not gain & relevant, not gain, answer))
    return min(ranked)[3] if ranked else 0


def actions(game: rd.Game, flags: set[int]) -> list[Action]:
    """Every interaction that would set a new flag (or heal) with the flags as they are."""
    found = []
    for scene in game.scenes:
        for actor in scene.actors:
            if not present(actor, flags):
                continue
            if actor.kind in (rd.NPC, rd.SIGN) and actor.dialogue != rd.NONE:
                gain, heals = dialogue_gain(game, actor.dialogue, flags)
                if gain or heals:
                    found.append(Action("talk", scene.index, actor.index, gain, heals))
            elif actor.kind in (rd.ENEMY, rd.BOSS) and (actor.defeat_flag != rd.NONE or actor.encounter != rd.NONE):
                gain = {actor.defeat_flag} | met_sets(game, actor)
                found.append(Action("defeat", scene.index, actor.index, gain - flags - {rd.NONE}))
        for trig in scene.triggers:
            if trig.cond_flag != rd.NONE and (trig.cond_flag in flags) != bool(trig.cond_set):
                continue
            gain, heals = effects_gain(game, trig.effects, flags)
            more, more_heal = dialogue_gain(game, trig.dialogue, flags | gain)
            if gain | more:
                found.append(Action("trigger", scene.index, trig.index, gain | more, heals or more_heal))
    return found


def met_sets(game: rd.Game, actor: rd.Actor) -> set[int]:
    """The flags winning the battle an enemy starts by touch sets (none without an encounter)."""
    return game.scenes[actor.encounter].sets if actor.encounter < len(game.scenes) else set()


def relevant_flags(game: rd.Game) -> set[int]:
    """The win flag and, transitively, the flags its setters need (conditions, presence), plus
    every flag that opens a way (gates, warp locks)."""
    setters: list[tuple[set[int], set[int]]] = []  # (flags set, flags needed)

    def chain(start: int, needed: set[int], visited: set[int]):
        index = start
        for _ in range(8):
            if index == rd.NONE or index >= len(game.dialogues) or index in visited:
                return
            visited.add(index)
            d = game.dialogues[index]
            need = set(needed)
            if d.cond_flag != rd.NONE and d.cond_set:
                need.add(d.cond_flag)
            sets = {e.a for e in d.effects if e.op == rd.FX_SET_FLAG}
            sets |= {game.item_flags[e.a] for e in d.effects if e.op == rd.FX_GIVE_ITEM and e.a < len(game.item_flags)}
            sets |= {
                game.scenes[e.a].gates[e.b].flag
                for e in d.effects
                if e.op == rd.FX_OPEN_GATE and e.a < len(game.scenes) and e.b < len(game.scenes[e.a].gates)
            }
            for e in d.effects:
                if e.op == rd.FX_DIALOGUE:
                    chain(e.a, need, visited)
                elif e.op == rd.FX_CHOICE:
                    for answer in range(e.n):
                        chain(e.a + answer, need, visited)
            setters.append((sets, need))
            index = d.alt

    way = set()
    for scene in game.scenes:
        way |= {g.flag for g in scene.gates} | {w.need_flag for w in scene.warps if w.need_flag != rd.NONE}
        for actor in scene.actors:
            base = {actor.show_flag} - {rd.NONE}
            if actor.dialogue != rd.NONE:
                chain(actor.dialogue, base, set())
            if actor.defeat_flag != rd.NONE or actor.encounter != rd.NONE:
                setters.append((({actor.defeat_flag} | met_sets(game, actor)) - {rd.NONE}, base))
        for trig in scene.triggers:
            base = {trig.cond_flag} if trig.cond_flag != rd.NONE and trig.cond_set else set()
            setters.append(({e.a for e in trig.effects if e.op == rd.FX_SET_FLAG}, base))
            if trig.dialogue != rd.NONE:
                chain(trig.dialogue, base, set())
    wanted = {game.win_flag} | way
    grew = True
    while grew:
        grew = False
        for sets, need in setters:
            if sets & wanted and not need <= wanted:
                wanted |= need
                grew = True
    return wanted


def area_spots(grid: Grid, area: rd.Rect) -> set[tuple[int, int]]:
    """Standable positions whose feet tile is inside `area`."""
    return {
        (x - 1, y - 1)
        for y in range(area.y, area.y + area.h)
        for x in range(area.x, area.x + area.w)
        if grid.standable((x - 1, y - 1))
    }


def goals_for(game: rd.Game, action: Action, grid: Grid, live: dict[int, tuple[int, int]]) -> set[tuple[int, int]]:
    """Positions from which to do the action: stands beside an actor, or spots in a trigger."""
    scene = game.scenes[action.scene]
    if action.kind == "trigger":
        return area_spots(grid, scene.triggers[action.index].area)
    actor = scene.actors[action.index]
    ax, ay = live.get(action.index, (actor.x * 8, actor.y * 8))
    if action.kind == "talk":
        cx, cy = round(ax / 8), round(ay / 8)
        stands = {(cx, -(-(ay + 14) // 8)), (cx, (ay - 8) // 8), ((ax - 10) // 8, cy), (-(-(ax + 10) // 8), cy)}
        return {p for p in stands if grid.standable(p)}
    if actor.encounter != rd.NONE:  # met by touch: walk into it (its battle starts)
        cx, cy = round(ax / 8), round(ay / 8)
        near = {(cx + dx, cy + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        return {p for p in near if grid.standable(p)} or strike_spots(grid, ax, ay)
    return strike_spots(grid, ax, ay)


@dataclass
class Reach:
    """A scene entered at `start` after `hops`, with the walking distances from there."""

    scene: int
    start: tuple[int, int]
    hops: list[Hop]
    cost: int
    dist: dict


def explore(
    game: rd.Game,
    flags: set[int],
    scene: int,
    start: tuple[int, int],
    grids: dict[int, Grid],
    stop_at: int | None = None,
) -> list[Reach]:
    """Every scene entry reachable from `start` (fewest warps first), each walked once."""
    found: list[Reach] = []
    queue = deque([(scene, start, [], 0)])
    seen = {(scene, start)}
    while queue:
        here, pos, hops, cost = queue.popleft()
        grid = grids[here]
        if not grid.standable(pos):
            pos = grid.nearest(pos[0] * 8, pos[1] * 8)
            if pos is None:
                continue
        dist = grid.distances(pos)
        found.append(Reach(here, pos, hops, cost, dist))
        if here == stop_at:
            return found
        for warp in game.scenes[here].warps:
            if (warp.need_flag != rd.NONE and warp.need_flag not in flags) or warp.scene >= len(game.scenes):
                continue
            spots = {p for p in area_spots(grid, warp.area) if p in dist}
            arrival = (warp.to_x, warp.to_y)
            if not spots or (warp.scene, arrival) in seen:
                continue
            seen.add((warp.scene, arrival))
            step = min(dist[p][0] for p in spots)
            queue.append((warp.scene, arrival, hops + [Hop(here, spots, warp)], cost + step))
    return found


def route_from(
    game: rd.Game,
    reaches: list[Reach],
    action: Action,
    grids: dict[int, Grid],
    live: dict[int, tuple[int, int]],
    scene: int,
) -> Route | None:
    """The first explored entry of the action's scene from which a spot for it can be walked to."""
    for reach in reaches:
        if reach.scene != action.scene:
            continue
        goals = goals_for(game, action, grids[reach.scene], live if reach.scene == scene else {})
        spots = [g for g in goals if g in reach.dist]
        if spots:
            best = min(reach.dist[g][0] for g in spots)
            return Route(action, reach.hops + [Hop(reach.scene, set(spots))], reach.cost + best)
    return None


def setters_of(game: rd.Game, flag: int) -> list[str]:
    """Where the game can set `flag` at all: dialogues, triggers and defeat flags (for diagnosis)."""

    def sets(effects):
        return any(
            (e.op == rd.FX_SET_FLAG and e.a == flag)
            or (e.op == rd.FX_GIVE_ITEM and e.a < len(game.item_flags) and game.item_flags[e.a] == flag)
            or (
                e.op == rd.FX_OPEN_GATE
                and e.a < len(game.scenes)
                and e.b < len(game.scenes[e.a].gates)
                and game.scenes[e.a].gates[e.b].flag == flag
            )
            for e in effects
        )

    found = [
        f"dialogue {d.index}" + (f" ({d.speaker})" if d.speaker else "") for d in game.dialogues if sets(d.effects)
    ]
    for scene in game.scenes:
        found += [f"defeating actor {a.index} in {scene.name}" for a in scene.actors if a.defeat_flag == flag]
        if flag in scene.sets:
            found.append(f"winning {scene.name}")
        found += [f"trigger {t.index} in {scene.name}" for t in scene.triggers if sets(t.effects)]
    return found
