"""The checks of a battle scene: what it names exists and fits the engine, and it can be won.

Winnable means: the greedy party (romsmith.kernel.battle: heal an ally at 40% or less, else
the blow that fells the most and deals the most) wins within MAX_ROUNDS rounds with the items
the game has given it by then. The battles are fought in the order the player can first reach
them (rounds of reachability; within a round, scene order), once per enemy whose encounter
starts it (each is defeated when won) or once when a warp or the start leads in. Before each,
the party holds every item something reached by then gives (each giving counted once, however
often it could be repeated) and the rewards of the battles won before, less what earlier
battles used up. A battle the greedy party does not win is an error naming the numbers.
"""

from __future__ import annotations

import functools
from weakref import WeakKeyDictionary

from romsmith.generators import spec as S
from romsmith.generators.checks._reach import Progress, outcomes
from romsmith.generators.checks.genres._base import SceneChecks
from romsmith.generators.spec.genres.battle import BATTLER_NAME, BattleScene
from romsmith.generators.world import explore
from romsmith.kernel.battle import LOW, MAX_ROUNDS, describe, simulate

REWARD_OPS = ("give_item", "set_flag")
_verdicts: WeakKeyDictionary = WeakKeyDictionary()  # checker -> {scene id: error message}


def check_layout(ck, i: int, sc: BattleScene, ts) -> bool:
    """A battle's backdrop is always drawn from its theme."""
    return True


def check_content(ck, i: int, sc: BattleScene) -> None:
    path = f"/scenes/{i}"
    book = {}
    for n, sp in enumerate(sc.spells):
        ck.text(f"{path}/spells/{n}/name", sp.name, limit=BATTLER_NAME)
        if sp.id in book:
            ck.error(
                f"{path}/spells/{n}/id", "duplicate_id", f"spell id {sp.id!r} is already used by spells/{book[sp.id]}"
            )
        book.setdefault(sp.id, n)
    for side in ("party", "foes"):
        for n, b in enumerate(getattr(sc, side)):
            _battler(ck, f"{path}/{side}/{n}", b, book, foe=side == "foes")
    used = set()
    for n, u in enumerate(sc.items):
        ck.ref(f"{path}/items/{n}/item", "items", u.item)
        if u.item in used:
            ck.error(f"{path}/items/{n}/item", "duplicate_id", f"item {u.item!r} is listed twice in this battle")
        used.add(u.item)
    ck.ref(f"{path}/flag", "flags", sc.flag)
    ck.effects(f"{path}/rewards", sc.rewards)
    for n, fx in enumerate(sc.rewards):
        if fx.op not in REWARD_OPS:
            ck.error(
                f"{path}/rewards/{n}/op",
                "battle_reward",
                f"a battle's reward gives an item or sets a flag; {fx.op!r} is not one",
                list(REWARD_OPS),
            )
    if sc.swift:  # its rewards are optional: the winnability below never counts on them
        ck.effects(f"{path}/swift/rewards", sc.swift.rewards)
    _place(ck, f"{path}/next", sc.next, sc.next_x, sc.next_y, sc)
    _place(ck, f"{path}/lose_to", sc.lose_to if sc.lose == "place" else None, sc.lose_x, sc.lose_y, sc)
    _tiles(ck, path, sc)


def _battler(ck, path: str, b, book: dict, *, foe: bool) -> None:
    ck.text(path + "/name", b.name, limit=BATTLER_NAME)
    entry = ck.pack.sprites.get(b.sprite)
    if entry is None:
        ranked = ck.pack.suggest(b.sprite, role="enemy" if foe else "player")
        ck.error(
            path + "/sprite",
            "unknown_sprite",
            f"unknown sprite id {b.sprite!r}"
            + (f"; did you mean {' or '.join(str(x) for x in ranked)}?" if ranked else "")
            + f" valid ids: {', '.join(ck.pack.sprite_ids)}",
            ck.pack.sprite_ids,
            [x.id for x in ranked],
        )
    elif (entry.frame_width, entry.frame_height) not in (((16, 16), (32, 32)) if foe else ((16, 16),)):
        sizes = "16x16 or 32x32" if foe else "16x16"
        ck.error(
            path + "/sprite",
            "sprite_size",
            f"sprite {b.sprite!r} has {entry.frame_width}x{entry.frame_height} frames; a "
            f"{'foe' if foe else 'party member'} is drawn from a {sizes} sprite",
        )
    for k, sid in enumerate(b.spells):
        if sid not in book:
            ck.error(
                f"{path}/spells/{k}",
                "unknown_spell",
                f"{b.name} knows {sid!r}, which is not a spell of this battle"
                + (f"; its spells: {', '.join(book)}" if book else "; give the battle `spells`"),
                list(book),
            )
    for sid in getattr(getattr(b, "ai", None), "spells", {}):
        if sid not in b.spells:
            ck.error(
                f"{path}/ai/spells/{sid}",
                "unknown_spell",
                f"{b.name}'s ai weighs {sid!r}, a spell it does not know (it knows: {', '.join(b.spells) or 'none'})",
                list(b.spells),
            )


def _place(ck, path: str, scene_id: str | None, x: int | None, y: int | None, sc: BattleScene) -> None:
    """A scene a battle leads to, and the cell there when one is given."""
    if not scene_id or not ck.ref(path, "scenes", scene_id) or scene_id not in ck.scenes:
        return
    target = ck.scenes[scene_id]
    if scene_id == sc.id:
        ck.error(path, "battle_leads_to_itself", f"battle {sc.id!r} cannot lead to itself")
    elif x is not None and y is not None:
        ck.cell(path, target, x, y, "arrival_blocked", f"arrival in {scene_id!r}")
    else:  # no cell given: the middle of the scene, as for a warp with no way back
        ck.cell(path, target, target.width // 2, target.height // 2, "arrival_blocked", f"arrival in {scene_id!r}")


def _tiles(ck, path: str, sc: BattleScene) -> None:
    """The battlers' sheets and the player's must fit the OBJ tiles one scene holds."""
    player = next((a for a in ck.s.cast if a.role == "player"), None)
    used = set(sc.own_sprites) | ({player.sprite} if player else set())
    tiles = 0
    for sid in used & set(ck.pack.sprites):
        entry = ck.pack.sprites[sid]
        frames = {n for idx in entry.frames.values() for n in idx}
        tiles += len(frames) * (entry.frame_width // 8) * (entry.frame_height // 8)
    if tiles > S.MAX_SCENE_OBJ_TILES:
        ck.error(
            path,
            "too_many_sprite_tiles",
            f"the {len(used)} sprite sheets of battle {sc.id!r} need {tiles} 8x8 tiles; the engine holds "
            f"{S.MAX_SCENE_OBJ_TILES} per scene: use fewer different sprites here",
        )


# ---- can it be won? -----------------------------------------------------------------------
def check_progress(ck, i: int, sc: BattleScene, start, prog) -> None:
    """The battle, fought where it comes in the game with the items given by then, is won."""
    if ck not in _verdicts:
        _verdicts[ck] = _fight_all(ck, start)
    message = _verdicts[ck].get(sc.id)
    if message:
        ck.error(f"/scenes/{i}", "battle_unwinnable", message)


def fights(ck, start) -> list[tuple[BattleScene, int, list]]:
    """(battle, times fought, the effect lists reachable by then) in the order the player first
    reaches the battles."""
    spec, scenes = ck.s, ck.scenes
    now, order, seen = Progress(), [], set()
    for _ in range(64):  # reachability grows every round; a round adds at least one flag or item
        now.regions = explore(spec, ck.pack, ck.rows, start, now.flags)
        effects, flags = outcomes(spec, now, scenes, ck.dialogues)
        for sc in spec.scenes:
            if isinstance(sc, BattleScene) and sc.id in now.regions and sc.id not in seen:
                seen.add(sc.id)
                order.append((sc, _times(spec, sc, now), effects))
        flags |= {fx.id for fxs in effects for fx in fxs if fx.op == "set_flag"}
        items = {fx.id for fxs in effects for fx in fxs if fx.op == "give_item"}
        if flags <= now.flags and items <= now.items:
            break
        now.flags |= flags
        now.items |= items
    return order


def _times(spec: S.GameSpec, sc: BattleScene, now: Progress) -> int:
    """How often a battle is fought: once per enemy whose encounter it is, else once."""
    met = [a for a in spec.cast if a.encounter == sc.id and a.role in ("enemy", "boss") and a.scene in now.regions]
    return max(1, len(met))


def _fight_all(ck, start) -> dict[str, str]:
    """Fight every battle in order, carrying the inventory; the message of each not won."""
    held: dict[str, int] = {}
    counted: set[tuple[int, int]] = set()
    verdicts: dict[str, str] = {}
    for sc, times, effects in fights(ck, start):
        for fxs in effects:  # the items given by everything reached by then, each giving once
            for n, fx in enumerate(fxs):
                if fx.op == "give_item" and (id(fxs), n) not in counted:
                    counted.add((id(fxs), n))
                    held[fx.id] = held.get(fx.id, 0) + 1
        battle = sc.battle()
        for time in range(times):
            outcome = _simulated(battle, tuple(sorted(held.items())))
            if not outcome.won:
                when = f" (fight {time + 1} of {times})" if times > 1 else ""
                items = ", ".join(f"{n} {k}" for k, n in sorted(held.items()) if n) or "no items"
                verdicts[sc.id] = (
                    f"battle {sc.id!r} cannot be won{when}: {describe(battle, outcome, MAX_ROUNDS)}; the greedy "
                    f"party (heals at {LOW}% hp, else strikes hardest) held {items}. Give the party more hp, "
                    "attack or healing, the foes less hp or attack, or the party potions before this battle"
                )
                break
            for item, n in outcome.used.items():
                held[item] -= n
            for fx in sc.rewards:
                if fx.op == "give_item":
                    held[fx.id] = held.get(fx.id, 0) + 1
    return verdicts


CHECKS = SceneChecks(check_layout, check_content, check_progress)


@functools.lru_cache(maxsize=1024)
def _simulated(battle, held: tuple):
    """A battle fought with the items held, once per battle and inventory: a validation fights
    the same battles each time it runs (a model's repair rounds, a designer's candidates)."""
    return simulate(battle, dict(held))
