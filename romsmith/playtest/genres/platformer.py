"""The platformer's strategy: plan over the ground a jump can reach, then make each jump.

The level is read from the ROM (its collision and its rs_platformer block) into the physics model
(`kernel.platformer.Level`): the surfaces the player can stand on and the jumps, falls and
ladders between them. At the story level it picks what to do as the adventure does (the talk,
trigger or stomp that sets a flag the win needs), else the warp toward the scene that has one.
It walks its surface, climbs ladders, and before each jump tries the inputs on a copy of the
player's body (`_side`, the engine's steps frame by frame) until one lands on the next surface,
then plays them. Enemies that come near are jumped on; a tried jump is checked against where each
enemy walks meanwhile (`_platformer_foes`: turning at ledge ends and walls, as the engine's). A hurt
throws the body back and the engine ignores the d-pad for a moment: the bot lets go, steers its
fall onto ground once it can, and plans again from where it lands.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path

from romsmith.kernel.platformer import LADDER, Level, Physics
from romsmith.playtest import _plan
from romsmith.playtest import _romdata as rd
from romsmith.playtest._live import Live
from romsmith.playtest.genres._platformer_coins import HOP, Coin, enters, plan_ways, takes
from romsmith.playtest.genres._platformer_foes import (
    MARGIN,
    Foe,
    airborne,
    dodge_plans,
    lands_clear,
    settled,
    steer_way,
)
from romsmith.playtest.genres._side import BW, BX, HAZARD, LATER, LEDGE, PLANS, Body, Plan, Tiles, fly
from romsmith.playtest.genres._side import LADDER as T_LADDER
from romsmith.rom_build import abi

PLAY = abi.MODES["play"]
MAX_ATTEMPTS = 3
TASK_FRAMES = 4000
COIN_FRAMES = 900  # a coin not taken in this long: the level's coins are left for the goal
COIN_TRIES = 3  # hops or jumps across at one coin before the coins are left
COIN_HP = 2  # hearts below which the coins are left: a heart is not worth the last one
STUN_FRAMES = 14  # after a hurt the engine ignores the d-pad and A this long (platformer.c)


class Platformer:
    def __init__(self, bot):
        self.bot = bot
        self.levels: dict[int, tuple[Tiles, Level]] = {}
        self.task: tuple | None = None  # (kind, cell, action or warp, area)
        self.task_started = 0
        self.attempts: dict[tuple, int] = {}
        self.jump: tuple[Plan, int, int] | None = None  # the plan being played, its frame, its target surface
        self.bad: set[tuple[int, int, int]] = set()  # (scene, from, to) links that failed
        self.tries: dict[tuple[int, int], int] = {}
        self.runup = 0  # frames left backing off for a run-up
        self.runup_dir = 0
        self.motion_at: int | None = None  # rs_plat in IWRAM
        self.hp: int | None = None  # the hit points last seen, to notice a hurt
        self.stunned_until = 0  # the frame the engine takes the d-pad again after a hurt
        self.thrown = False  # knocked off its feet: steer the fall, then plan from the landing
        self.coins: dict[int, list[Coin]] = {}  # each level's coins, as the ROM places them
        self.coin_plan: dict[int, list[Coin] | None] = {}  # the ways to them; None: left for the goal
        self.coin_tries: dict[int, int] = {}
        self.coin_bad: set = set()  # the failed links known before going for the coins
        self.prog_at: int | None = None  # rs_prog in EWRAM
        self.game_overs = 0  # the bot's game overs last seen: one restarts the level with full hearts

    def flags_changed(self) -> None:
        self.task = None

    def scene_entered(self) -> None:
        self.task, self.jump, self.runup, self.thrown = None, None, 0, False

    # ---- the level ------------------------------------------------------------------
    def level(self) -> tuple[Tiles, Level]:
        index = self.bot.scene
        if index not in self.levels:
            scene = self.bot.game.scenes[index]
            tiles = Tiles(scene.collision, scene.width, scene.height)
            physics = Physics()
            coins = []
            if scene.genre_data:
                rom = rd._Rom(Path(self.bot.emu.rom_path).read_bytes())
                block = rom.read("rs_platformer", scene.genre_data)
                physics = Physics.of(block)
                points = rom.array("rs_point", block["coins"], block["coin_count"])
                coins = [Coin(i, c["x"] * 8, c["y"] * 8) for i, c in enumerate(points)]
            self.levels[index] = (tiles, Level(_cells(tiles), physics))
            self.coins[index] = coins
        return self.levels[index]

    def body(self, s: dict, tiles: Tiles, level: Level) -> Body:
        """The player's body now: the state block and the genre's exact motion (`rs_plat`)."""
        if self.motion_at is None:
            self.motion_at = self.bot.game.symbols.get("rs_plat", (0, 0))[0]
        layout = abi.struct("rs_plat_motion")
        raw = self.bot.emu.read(self.motion_at, layout.size) if self.motion_at else b""
        return Body.of(s, tiles, level.physics, layout.unpack(raw, 0) if len(raw) == layout.size else None)

    # ---- a frame of play ------------------------------------------------------------------
    def step(self, s: dict) -> None:
        self.bot.dialogue = rd.NONE
        if self.bot.game.win_flag in self.bot.flags:
            self.bot.frames(1)
            return
        if self.bot.game_overs != self.game_overs:
            self.game_overs = self.bot.game_overs
            self.replan_coins()
        if self.recovering(s):
            return
        if self.jump is not None:
            self.play_jump(s)
            return
        live = self.bot.live()
        if self.task is not None and self.task[0] == "coin" and self.coin_taken(self.task[2]):
            self.coin_done(self.task[2])
        limit = COIN_FRAMES if self.task is not None and self.task[0] == "coin" else TASK_FRAMES
        if self.task is None or self.bot.used() - self.task_started > limit:
            if self.task is not None:
                self.give_up("not done in time")
            self.choose(s, live)
            if self.task is None:
                self.bot.stuck("no talk, trigger, stomp or warp in this level leads on toward the win")
                return
        if not s["grounded"]:
            self.bot.frames(1, self.held)
            return
        if self.dodge(s, live):
            return
        self.go(s, live)

    held: tuple = ()

    # ---- after a hurt -------------------------------------------------------------------
    def recovering(self, s: dict) -> bool:
        """True while a hurt (or a stomp's bounce) takes the frame. The jump or run-up under way is
        void: the body was thrown off the arc it was planned on. While stunned nothing is pressed
        (the engine would ignore it); then, still in the air, the fall is steered onto ground. Once
        it stands, `go` plans again from the surface it landed on, not the one it left."""
        hurt = self.hp is not None and s["hp"] < self.hp
        self.hp = s["hp"]
        if hurt:  # a fall into a pit costs a point too, with no stun: waiting then is only slow
            self.stunned_until = self.bot.used() + STUN_FRAMES
            self.jump, self.runup, self.thrown = None, 0, True
            if s["hp"] < COIN_HP and self.coin_plan.get(self.bot.scene):
                self.drop_coins(f"{s['hp']} heart left")
        if self.bot.used() < self.stunned_until:
            self.press()
            return True
        if self.thrown and airborne(s):
            self.steer(s)
            return True
        self.thrown = False
        return False

    def steer(self, s: dict) -> None:
        """Thrown through the air: the way whose fall lands clear (`steer_way`), run held as tried."""
        tiles, level = self.level()
        body = self.body(s, tiles, level)
        d = steer_way(body, tiles, level.physics, self.foes(near=body.x))
        self.press(("RIGHT", "B") if d > 0 else ("LEFT", "B") if d < 0 else ("B",))

    def press(self, keys: tuple = (), n: int = 1) -> None:
        self.held = tuple(k for k in keys if k in ("LEFT", "RIGHT", "B"))
        self.bot.frames(n, keys)

    # ---- what to do ------------------------------------------------------------------------
    def choose(self, s: dict, live: dict[int, Live]) -> None:
        coin = self.next_coin(s)
        if coin is not None:
            self.set_task(("coin", coin.cell, coin, None), f"coin {coin.index} ({coin.way})")
            return
        game, flags, here = self.bot.game, self.bot.flags, self.bot.scene
        scene = game.scenes[here]
        acts = [
            a
            for a in _plan.actions(game, flags)
            if a.scene == here and self.attempts.get(a.key + (frozenset(flags),), 0) < MAX_ATTEMPTS
        ]
        acts.sort(key=lambda a: (game.win_flag not in a.gain, not a.gain & self.bot.relevant, not a.gain))
        for a in acts:
            if a.kind == "trigger":
                area = scene.triggers[a.index].area
                self.set_task(("enter", _bottom(area), a, area), f"trigger {a.index}")
                return
            if a.index in live:
                kind = "talk" if a.kind == "talk" else "stomp"
                self.set_task((kind, None, a, None), f"{kind} actor {a.index}")
                return
        warp = self.warp_on(flags)
        if warp is not None:
            self.set_task(("enter", _bottom(warp.area), warp, warp.area), f"warp to scene {warp.scene}")

    def set_task(self, task: tuple, what: str) -> None:
        self.task, self.task_started = task, self.bot.used()
        self.bot.note(f"goal: {what}")

    def warp_on(self, flags: set[int]) -> rd.Warp | None:
        """The warp of this level toward the nearest scene with something to do (else one not seen)."""
        game = self.bot.game
        busy = {a.scene for a in _plan.actions(game, flags)}
        best, best_cost = None, None
        for wp in game.scenes[self.bot.scene].warps:
            if wp.need_flag != rd.NONE and wp.need_flag not in flags:
                continue
            if self.attempts.get(("warp", self.bot.scene, wp.index, frozenset(flags)), 0) >= MAX_ATTEMPTS:
                continue
            cost = _hops(game, wp.scene, busy, flags)
            seen = wp.scene in self.bot.visited
            key = (cost is None, cost or 0, seen)
            if best_cost is None or key < best_cost:
                best, best_cost = wp, key
        return best

    def give_up(self, why: str) -> None:
        what = self.task[2]
        if isinstance(what, Coin):
            self.drop_coins(why)
            return
        key = what.key if isinstance(what, _plan.Action) else ("warp", self.bot.scene, what.index)
        self.attempts[key + (frozenset(self.bot.flags),)] = MAX_ATTEMPTS
        self.bot.note(f"gave up: {why}")
        self.task = None

    # ---- going there --------------------------------------------------------------------
    def go(self, s: dict, live: dict[int, Live]) -> None:
        tiles, level = self.level()
        kind, cell, what, area = self.task
        if kind == "coin":
            self.go_coin(s, tiles, level, what)
            return
        if kind in ("talk", "stomp"):
            actor = live.get(what.index)
            if actor is None:
                self.task = None
                self.press()
                return
            cell = ((actor.x + 8 * actor.scale) // 16, (actor.y + 8 * actor.scale) // 16)
        x, y = s["player_x"], s["player_y"]
        me = level.standing(x, y)
        goal = level.surface_at(*cell)
        if goal is None:
            self.give_up("no ground holds its place")
            return
        if me is None:  # over nothing a surface holds: keep going toward it
            self.press(("RIGHT" if cell[0] * 16 > x else "LEFT",))
            return
        if me == goal:
            self.arrive(s, live, kind, cell, what, area)
            return
        route = self.route(level, me, goal)
        if route is None:
            self.give_up(f"no way from {level.surfaces[me]} to {level.surfaces[goal]}")
            return
        nxt = route[0]
        if self.ladder(level, me, nxt):
            self.climb(s, tiles, level, nxt)
        else:
            self.leap(s, tiles, level, me, nxt)

    def route(self, level: Level, me: int, goal: int) -> list[int] | None:
        links = level.links()
        prev, todo = {me: None}, deque([me])
        while todo:
            at = todo.popleft()
            if at == goal:
                path = []
                while at != me:
                    path.append(at)
                    at = prev[at]
                return path[::-1]
            for n in sorted(links[at]):
                if n not in prev and (self.bot.scene, at, n) not in self.bad:
                    prev[n] = at
                    todo.append(n)
        return None

    def arrive(self, s, live, kind: str, cell, what, area) -> None:
        x = s["player_x"]
        tx = cell[0] * 16
        if kind == "enter":
            feet = ((x + 8) >> 3, (s["player_y"] + 12) >> 3)
            if area.has(*feet):  # on it and nothing happened: step off and back on
                key = (what.key if isinstance(what, _plan.Action) else ("warp", self.bot.scene, what.index)) + (
                    frozenset(self.bot.flags),
                )
                self.attempts[key] = self.attempts.get(key, 0) + 1
                if self.attempts[key] > MAX_ATTEMPTS:
                    self.give_up("stepping on it did nothing")
                    return
                side = "LEFT" if x >= tx else "RIGHT"
                self.press((side,), 14)
                self.press(("LEFT" if side == "RIGHT" else "RIGHT",), 14)
                return
            self.walk(s, tx)
            return
        actor = live.get(what.index)
        if actor is None:
            self.task = None
            self.press()
            return
        dx = actor.x - x
        if kind == "talk":
            if abs(dx) < 14 and s["vel_x"] == 0:
                self.bot.note(f"talking to actor {what.index}")
                key = what.key + (frozenset(self.bot.flags),)
                self.attempts[key] = self.attempts.get(key, 0) + 1
                self.press(("UP",))
                self.press()
                return
            self.walk(s, actor.x)
            return
        if abs(dx) <= 40 and not actor.invuln and not actor.dying:  # a stomp: hop onto it
            self.start_jump(s, Plan(1 if dx > 0 else -1, 9, 60, False), None)
            return
        self.walk(s, actor.x)

    def walk(self, s: dict, tx: int) -> None:
        """Toward pixel x tx on this surface: running when far, braking to stop on it."""
        x, v = s["player_x"], s["vel_x"]
        dx = tx - x
        if abs(dx) <= 2:
            if v:
                self.press(("LEFT",) if v > 0 else ("RIGHT",))
            else:
                self.press()
            return
        d = 1 if dx > 0 else -1
        stopping = (v * v) // 50  # about the pixels braking takes, speed in 1/16 px a frame
        key = "RIGHT" if d > 0 else "LEFT"
        if v * d > 0 and stopping >= abs(dx):
            self.press(("LEFT" if d > 0 else "RIGHT",))
        else:
            self.press((key, "B") if abs(dx) > 48 else (key,))

    # ---- coins ---------------------------------------------------------------------------
    def next_coin(self, s: dict) -> Coin | None:
        """The nearest coin of this level not yet taken, while every one left has a way; None once
        they are all taken or left for the goal."""
        here = self.bot.scene
        tiles, level = self.level()
        if here not in self.coin_plan:
            start = ((s["player_x"] + 8) // 16, (s["player_y"] + 8) // 16)
            ways = plan_ways(self.coins[here], level, tiles, start)
            left = [c for c in ways if not self.coin_taken(c)]
            self.coin_plan[here] = left
            self.coin_bad = set(self.bad)
            if left:
                none = [c.index for c in left if not c.way]
                self.bot.note(f"coins: {len(left)} to take" + (f", no way to {none}" if none else ""))
                if none:
                    self.drop_coins("a coin out of reach")
        plan = self.coin_plan[here]
        if not plan:
            return None
        left = [c for c in plan if not self.coin_taken(c)]
        self.coin_plan[here] = left
        if not left:
            return None
        if s["hp"] < COIN_HP:
            self.drop_coins(f"{s['hp']} heart left")
            return None
        x, y = s["player_x"], s["player_y"]
        safe = self.safe_coins(level, level.standing(x, y), left)
        if not safe:
            self.drop_coins("a coin left would cut off the goal or another coin")
            return None
        return min(safe, key=lambda c: (abs(c.x - x) + 2 * abs(c.y - y), c.index))

    def safe_coins(self, level: Level, me: int | None, left: list[Coin]) -> list[Coin]:
        """The coins whose taking leaves a way on to every other coin left and to each of the
        level's triggers and warps reached from here (a drop with no way back up would not)."""
        if me is None:  # over a pit: judged once it stands
            return left
        ahead = self.reach(level, me)
        scene = self.bot.game.scenes[self.bot.scene]
        ends = {level.surface_at(*_bottom(r.area)) for r in [*scene.triggers, *scene.warps]} & ahead
        out = []
        for c in left:
            if c.surface not in ahead:
                continue
            after = self.reach(level, c.to if c.way == "cross" else c.surface)
            if ends <= after and {o.surface for o in left} <= after | {c.surface}:
                out.append(c)
        return out

    def reach(self, level: Level, start: int) -> set[int]:
        """The surfaces reached from surface `start` by the links not found failing."""
        links, seen, todo = level.links(), {start}, deque([start])
        while todo:
            at = todo.popleft()
            for n in links[at]:
                if n not in seen and (self.bot.scene, at, n) not in self.bad:
                    seen.add(n)
                    todo.append(n)
        return seen

    def ends(self) -> list[rd.Rect]:
        """While going for a coin, the level's warps and triggers, which a jump must not reach."""
        if self.task is None or self.task[0] != "coin":
            return []
        scene = self.bot.game.scenes[self.bot.scene]
        return [*(w.area for w in scene.warps), *(t.area for t in scene.triggers)]

    def replan_coins(self) -> None:
        """After a game over: the level starts again from its entry with every heart (the coins
        taken stay taken), so its coins are planned afresh from there, tries and all, rather than
        gone for by a plan made elsewhere, or left for the goal for want of the hearts now back."""
        here = self.bot.scene
        self.coin_plan.pop(here, None)
        self.coin_tries = {k: n for k, n in self.coin_tries.items() if k[0] != here}
        self.jump, self.runup, self.thrown, self.hp = None, 0, False, None

    def coin_taken(self, coin: Coin) -> bool:
        if self.prog_at is None:
            self.prog_at = self.bot.game.symbols.get("rs_prog", (0, 0))[0]
        layout = abi.struct("rs_progress")
        if not self.prog_at:
            return False
        at = layout.offset("taken")
        raw = self.bot.emu.read(self.prog_at + at, layout.offset("taken_scene") + 2 - at)
        if len(raw) < 10 or int.from_bytes(raw[-2:], "little") != self.bot.scene:
            return False  # another level's, until this one's entry clears them
        return bool(int.from_bytes(raw[:8], "little") >> coin.index & 1)

    def coin_done(self, coin: Coin) -> None:
        plan = self.coin_plan.get(self.bot.scene) or []
        left = [c for c in plan if c.index != coin.index and not self.coin_taken(c)]
        self.coin_plan[self.bot.scene] = left
        self.bot.note(f"took coin {coin.index}" + ("; every coin of the level taken" if not left else ""))
        self.task = None

    def coin_try(self, coin: Coin) -> None:
        key = (self.bot.scene, coin.index)
        self.coin_tries[key] = self.coin_tries.get(key, 0) + 1
        if self.coin_tries[key] > COIN_TRIES:
            self.drop_coins(f"coin {coin.index} not taken in {COIN_TRIES} tries")

    def drop_coins(self, why: str) -> None:
        """Leave this level's coins for the goal: the links found failing on the way to them are
        tried again."""
        self.coin_plan[self.bot.scene] = None
        self.bad = self.coin_bad | {k for k in self.bad if k[0] != self.bot.scene}
        self.bot.note(f"coins left for the goal: {why}")
        if self.task is not None and self.task[0] == "coin":
            self.task = None
            self.jump, self.runup = None, 0

    def go_coin(self, s: dict, tiles: Tiles, level: Level, coin: Coin) -> None:
        me = level.standing(s["player_x"], s["player_y"])
        if me is None:
            self.press(("RIGHT" if coin.x > s["player_x"] else "LEFT",))
            return
        if me != coin.surface:
            route = self.route(level, me, coin.surface)
            if route is None:
                self.drop_coins(f"no way from {level.surfaces[me]} to {level.surfaces[coin.surface]}")
                self.press()
                return
            if self.ladder(level, me, route[0]):
                self.climb(s, tiles, level, route[0])
            else:
                self.leap(s, tiles, level, me, route[0])
            return
        if coin.way == "cross":
            self.leap(s, tiles, level, me, coin.to, want=coin)
            return
        if coin.way == "hop" and abs(s["player_x"] - coin.x) <= 2 and s["vel_x"] == 0:
            self.coin_try(coin)
            if self.task is not None:
                self.start_jump(s, HOP, None)
            return
        self.walk(s, coin.x)

    # ---- ladders -----------------------------------------------------------------------
    def ladder(self, level: Level, a: int, b: int) -> bool:
        sa, sb = level.surfaces[a], level.surfaces[b]
        return any(_ladder_column(level, x, sa, sb) for x in range(max(sa.x0, sb.x0), min(sa.x1, sb.x1) + 1))

    def climb(self, s: dict, tiles: Tiles, level: Level, nxt: int) -> None:
        here = level.standing(s["player_x"], s["player_y"])
        sa, sb = level.surfaces[here], level.surfaces[nxt]
        col = next(x for x in range(max(sa.x0, sb.x0), min(sa.x1, sb.x1) + 1) if _ladder_column(level, x, sa, sb))
        if abs(s["player_x"] - col * 16) > 2:
            self.walk(s, col * 16)
            return
        key = "UP" if sb.row < sa.row else "DOWN"
        for _ in range(240):
            self.press((key,))
            st = self.bot.emu.state()
            if st is None or st["mode"] != PLAY or (st["grounded"] and (st["player_y"] + 8) // 16 == sb.row):
                break
        self.press()

    # ---- jumps ---------------------------------------------------------------------------
    def leap(self, s: dict, tiles: Tiles, level: Level, me: int, nxt: int, want: Coin | None = None) -> None:
        """Toward surface nxt: a tried jump when one lands there (through coin `want` when given),
        else on toward its side or back for a run-up."""
        a, b = level.surfaces[me], level.surfaces[nxt]
        if self.runup:
            self.runup -= 1
            self.press(("LEFT" if self.runup_dir < 0 else "RIGHT", "B"))
            return
        x, v = s["player_x"], s["vel_x"]
        toward = 1 if (b.x0 + b.x1) / 2 * 16 > x + 8 else -1
        lo, hi = a.x0 * 16 - BX - BW + 1, a.x1 * 16 + 15 - BX
        braking = v * v // 128 if v * toward > 0 else 0  # pixels it takes to stop, speed in 1/16 px
        edge = any(
            not (lo <= px <= hi) or not tiles.floor(px, s["player_y"]) or tiles.hurts(px, s["player_y"])
            for px in (x + toward * (3 + braking), x + toward * 3)
        )
        close = any(not tiles.floor(x + toward * d, s["player_y"]) for d in range(3, 3 + braking + 48, 8))
        under = b.x0 * 16 - 8 <= x <= b.x1 * 16 + 8
        near = max(b.x0 * 16 - (x + 16), x - (b.x1 * 16 + 16), 0) <= 10 * 16
        if near and (edge or under or close or self.bot.used() % 4 == 0):  # trying jumps costs: not always
            plan = self.find(self.body(s, tiles, level), tiles, level, b, toward, later=edge, want=want)
            if plan is not None:
                if want is not None:
                    self.coin_try(want)
                self.start_jump(s, plan, nxt)
                return
        # no jump from here yet: run toward b's side of a, or back off for a run-up at the edge
        if edge or (under and b.row < a.row):
            if want is not None:  # none through the coin: the link itself may still serve the goal
                self.coin_try(want)
                if self.task is None:
                    self.press()
                    return
            else:
                key = (self.bot.scene, me, nxt)
                self.tries[key] = self.tries.get(key, 0) + 1
                if self.tries[key] > 4:
                    self.bad.add(key)
                    self.bot.note(f"no jump found from {a} to {b}")
                    self.press()
                    return
            self.runup, self.runup_dir = 40, -toward
            self.press(("LEFT" if toward > 0 else "RIGHT",))  # brake now: the run-up starts from a stop
            return
        self.press(("RIGHT" if toward > 0 else "LEFT", "B"))

    def find(
        self, body: Body, tiles: Tiles, level: Level, b, toward: int, later: bool = False, want: Coin | None = None
    ) -> Plan | None:
        """A plan whose jump lands on b (with a margin): jumping now, or (`later`) a few frames on;
        with `want`, only one whose path takes that coin."""
        lo, hi = b.x0 * 16 - BX + MARGIN - 9, b.x1 * 16 + 15 - BX - MARGIN
        feet = (b.row + 1) * 16 - 16
        beside = b.x0 * 16 > body.x + 16 or (b.x1 + 1) * 16 < body.x  # b wholly to one side
        lower = b.row * 16 > body.y  # a walk off the edge may do
        plans = sorted(
            (p for p in PLANS if (p.d == toward or not beside) and (p.hold or lower)),
            key=lambda p: (p.d != toward, -p.hold, -p.push, p.brake),
        )
        if later:
            plans += [p for p in LATER if p.d == toward]
        foes = self.foes(near=body.x)
        ends = self.ends()
        for plan in plans:
            path, end = fly(body, tiles, level.physics, plan, below=feet + 2)
            landed = end == "landed" and path[-1][1] == feet and lo <= path[-1][0] <= hi
            if want is not None and not (landed and takes(path, want)):
                continue
            if landed and ends and enters(settled(body, tiles, level.physics, plan, path), ends):
                continue  # going for a coin, not on to the next level
            if landed and lands_clear(body, tiles, level.physics, plan, path, foes):
                return plan
        return None

    def start_jump(self, s: dict, plan: Plan, target: int | None) -> None:
        self.jump = (plan, 0, target)
        self.play_jump(s)

    def play_jump(self, s: dict) -> None:
        plan, n, target = self.jump
        d, run, held, pressed = plan.keys(n, s["vel_x"] * 256)
        keys = tuple(k for k, on in (("RIGHT", d > 0), ("LEFT", d < 0), ("B", run), ("A", held or pressed)) if on)
        self.press(keys)
        st = self.bot.emu.state()
        n += 1
        if st is None or n > 120 + plan.wait or (n > plan.wait + 2 and st["grounded"]) or st["mode"] != PLAY:
            self.jump = None
            return
        self.jump = (plan, n, target)
        # past the take-off, falling through the air and then rising: a stomp bounced it off its arc
        if n > plan.wait + 1 and not s["grounded"] and s["vel_y"] > 0 > st["vel_y"]:
            self.jump, self.thrown = None, True

    # ---- enemies ---------------------------------------------------------------------------
    def foes(self, near: int | None = None) -> list[Foe]:
        """Enemies able to hurt, from the live actor table; `near`: only those within reach of a
        jump from pixel x `near`."""
        game = self.bot.game
        scene = game.scenes[self.bot.scene]
        raw = self.bot.emu.read(game.actors_address, abi.ACTOR_T.size * len(scene.actors))
        rows = (abi.ACTOR_T.unpack(raw, abi.ACTOR_T.size * i) for i in range(len(scene.actors) if raw else 0))
        foes = [f for f in map(Foe.of, rows) if f is not None]
        return foes if near is None else [f for f in foes if abs(f.x - near) < 160]

    def heading(self, s: dict, live: dict[int, Live]) -> int:
        """Which way the task lies: 1 right, -1 left, 0 here."""
        kind, cell, what, _area = self.task
        if kind in ("talk", "stomp"):
            actor = live.get(what.index)
            tx = actor.x if actor is not None else s["player_x"]
        else:
            tx = cell[0] * 16
        return 0 if abs(tx - s["player_x"]) < 8 else 1 if tx > s["player_x"] else -1

    def dodge(self, s: dict, live: dict[int, Live]) -> bool:
        """An enemy ahead: from a little way off, a jump toward it that stomps or clears it (tried
        against where the enemies walk, `dodge_plans`); too close for that, a step back."""
        x, y, v = s["player_x"], s["player_y"], s["vel_x"]
        heading = self.heading(s, live) or (1 if v > 0 else -1 if v < 0 else 0)
        foes = self.foes(near=x)
        ahead = sorted(
            (f for f in foes if abs(f.y + 16 * (f.scale - 1) - y) <= 20 and abs(f.x - x) <= 52),
            key=lambda f: abs(f.x - x),
        )
        # in the way, or about to catch up from behind (the player outruns one further back)
        ahead = [f for f in ahead if heading == 0 or (f.x - x) * heading > 0 or abs(f.x - x) < 20]
        if not ahead:
            return False
        foe = ahead[0]
        d = 1 if foe.x > x else -1
        close = abs(foe.x - x) < 20
        tiles, level = self.level()
        body = self.body(s, tiles, level)
        ends = self.ends()
        for plan in dodge_plans(-d if close else d, back=close):
            path, end = fly(body, tiles, level.physics, plan)
            if end == "landed" and ends and enters(settled(body, tiles, level.physics, plan, path), ends):
                continue  # going for a coin, not on to the next level
            # against all of them: clearing one must not land beside the next
            if end == "landed" and lands_clear(body, tiles, level.physics, plan, path, foes):
                self.start_jump(s, plan, None)
                return True
        if not close:
            return False
        self.press(("LEFT" if d > 0 else "RIGHT", "B"))
        return True


def _cells(tiles: Tiles) -> list[str]:
    """The level's 16x16 cells as the physics model reads them, from its 8x8 collision."""
    rows = []
    for cy in range(tiles.h // 2):
        row = []
        for cx in range(tiles.w // 2):
            quad = [tiles.at(2 * cx + dx, 2 * cy + dy) for dy in (0, 1) for dx in (0, 1)]
            if any(Tiles.solid(c) for c in quad):
                row.append("#")
            elif quad[0] == LEDGE or quad[1] == LEDGE:
                row.append("=")
            elif T_LADDER in quad:
                row.append(LADDER)
            elif HAZARD in quad:
                row.append("^")
            else:
                row.append(".")
        rows.append("".join(row))
    return rows


def _ladder_column(level: Level, x: int, a, b) -> bool:
    """Column x holds a ladder joining surfaces a and b."""
    top, bottom = min(a.row, b.row), max(a.row, b.row)
    return any(level.kind(x, r) == LADDER for r in range(top, bottom + 1)) and all(
        level.kind(x, r) in (LADDER, ".") or r in (a.row, b.row) for r in range(top + 1, bottom + 1)
    )


def _bottom(area: rd.Rect) -> tuple[int, int]:
    """The cell a body stands in to step on an area: its lowest cell."""
    return area.x // 2, (area.y + area.h) // 2 - 1


def _hops(game: rd.Game, start: int, busy: set[int], flags: set[int]) -> int | None:
    """Warps from scene `start` to the nearest scene with something to do; None when none is reached."""
    seen, todo = {start: 0}, deque([start])
    while todo:
        at = todo.popleft()
        if at in busy:
            return seen[at]
        for wp in game.scenes[at].warps:
            if wp.scene not in seen and (wp.need_flag == rd.NONE or wp.need_flag in flags):
                seen[wp.scene] = seen[at] + 1
                todo.append(wp.scene)
    return None
