"""The top-down adventure's strategy: plan at the story level (which talk, trigger or defeat sets
a new flag, the win flag's dependencies first), walk shortest paths on the collision grid across
warps, talk with A, and strike enemies the sword reaches."""

from __future__ import annotations

from romsmith.playtest import _plan
from romsmith.playtest import _romdata as rd
from romsmith.playtest._grid import Grid, feet, overlap, path_to, sword_box, talk_point_hits
from romsmith.playtest._live import Live

FACING_KEY = ("DOWN", "UP", "LEFT", "RIGHT")
REPLAN_FRAMES = 24
TASK_FRAMES = 3000  # a goal not reached in this many frames is given up
MAX_ATTEMPTS = 3
STEP_TOWARD = {"RIGHT": (1, 0), "LEFT": (-1, 0), "DOWN": (0, 1), "UP": (0, -1)}


class Adventure:
    def __init__(self, bot):
        self.bot = bot
        self.task: _plan.Action | None = None
        self.plan: _plan.Route | None = None
        self.path: list[tuple[int, int]] = []
        self.planned_at = 0
        self.task_started = 0
        self.static_grids: dict[tuple, Grid] = {}
        self.live_grids: dict[tuple, Grid] = {}  # the current scene's, blocked by its live NPCs
        self.attempts: dict[tuple, int] = {}
        self.last_pos, self.still = None, 0
        self.last_key = "DOWN"

    def flags_changed(self) -> None:
        self.task = self.plan = None

    def scene_entered(self) -> None:
        self.plan = None
        self.path = []

    def step(self, s: dict) -> None:
        self.bot.dialogue = rd.NONE
        live = self.bot.live()
        if self.bot.game.win_flag in self.bot.flags:
            self.bot.frames(1)  # the win screen follows WIN_DELAY frames later
            return
        if self.fight(s, live):
            return
        if self.task is None:
            self.choose(s, live)
            if self.task is None:
                setters = _plan.setters_of(self.bot.game, self.bot.game.win_flag)
                win = self.bot.game.flag_name(self.bot.game.win_flag)
                self.bot.stuck(
                    "no reachable interaction sets a new flag; "
                    + (
                        f"{win} is set by {', '.join(setters[:4])}, none of which could be done"
                        if setters
                        else f"nothing in the game sets the win flag {win}"
                    )
                )
                return
        if self.bot.used() - self.task_started > TASK_FRAMES:
            self.give_up_task(f"not done within {TASK_FRAMES} frames")
            return
        if (self.plan is None or self.bot.used() - self.planned_at >= REPLAN_FRAMES) and not self.replan(s, live):
            return
        self.advance(s, live)

    def grids(self, live: dict[int, Live]) -> dict[int, Grid]:
        """Every scene's grid at the current flags; the current one also blocked by live NPCs."""
        solids = [(a.x, a.y) for a in live.values() if a.kind in (rd.NPC, rd.SIGN) and not a.dying]
        out = {}
        for sc in self.bot.game.scenes:
            if sc.index == self.bot.scene:
                # NPCs mostly stand still: the same bodies in the same places give the same grid
                key = (sc.index, frozenset(self.bot.flags), tuple(sorted(solids)))
                if key not in self.live_grids:
                    if len(self.live_grids) >= 64:
                        self.live_grids.clear()
                    self.live_grids[key] = Grid(sc, self.bot.flags, solids)
                out[sc.index] = self.live_grids[key]
                continue
            out[sc.index] = self.static_grid(sc.index)
        return out

    def static_grid(self, index: int) -> Grid:
        """Scene `index`'s grid at the current flags, without live bodies (kept per flag set)."""
        key = (index, frozenset(self.bot.flags))
        if key not in self.static_grids:
            self.static_grids[key] = Grid(self.bot.game.scenes[index], self.bot.flags)
        return self.static_grids[key]

    def choose(self, s: dict, live: dict[int, Live]) -> None:
        grids = self.grids(live)
        start = grids[self.bot.scene].nearest(s["player_x"], s["player_y"])
        if start is None:
            return
        where = {i: (a.x, a.y) for i, a in live.items()}
        reaches = _plan.explore(self.bot.game, self.bot.flags, self.bot.scene, start, grids)
        hurt = s["hp"] * 3 <= s["hp_max"]
        best, best_score = None, None
        for action in _plan.actions(self.bot.game, self.bot.flags):
            if self.attempts.get(self.attempt_key(action), 0) >= MAX_ATTEMPTS:
                continue
            if not action.gain and s["hp"] * 2 > s["hp_max"]:
                continue  # a healer only when hurt
            found = _plan.route_from(self.bot.game, reaches, action, grids, where, self.bot.scene)
            if found is None:
                continue
            score = (
                not (hurt and action.heals),
                self.bot.game.win_flag not in action.gain,
                not action.gain & self.bot.relevant,
                not action.gain,
                len(found.hops),
                found.cost,
            )
            if best_score is None or score < best_score:
                best, best_score = found, score
        if best is not None:
            self.task, self.plan, self.task_started = best.action, None, self.bot.used()
            names = ", ".join(self.bot.game.flag_name(f) for f in sorted(best.action.gain)) or "hearts"
            self.bot.note(f"goal: {best.action.kind} {self.describe(best.action)} for {names}", hops=len(best.hops))

    def describe(self, action: _plan.Action) -> str:
        scene = self.bot.game.scenes[action.scene]
        if action.kind == "trigger":
            return f"{action.index} in {scene.name}"
        kind = {rd.NPC: "npc", rd.SIGN: "sign", rd.ENEMY: "enemy", rd.BOSS: "boss"}
        return f"{kind.get(scene.actors[action.index].kind, 'actor')} {action.index} in {scene.name}"

    def attempt_key(self, action: _plan.Action) -> tuple:
        return action.key + (frozenset(self.bot.flags),)

    def give_up_task(self, why: str) -> None:
        key = self.attempt_key(self.task)
        self.attempts[key] = MAX_ATTEMPTS
        self.bot.note(f"gave up: {why}")
        self.task = self.plan = None

    def replan(self, s: dict, live: dict[int, Live]) -> bool:
        grids = self.grids(live)
        grid = grids[self.bot.scene]
        start = grid.nearest(s["player_x"], s["player_y"])
        where = {i: (a.x, a.y) for i, a in live.items()}
        if self.task.kind != "trigger" and self.task.scene == self.bot.scene and self.task.index not in live:
            if self.task.kind == "defeat":  # struck down: its flag follows within frames
                self.bot.frames(2)
                return False
            self.give_up_task("the actor is not here")
            return False
        reaches = (
            _plan.explore(self.bot.game, self.bot.flags, self.bot.scene, start, grids, stop_at=self.task.scene)
            if start
            else []
        )
        found = _plan.route_from(self.bot.game, reaches, self.task, grids, where, self.bot.scene)
        if found is None:
            self.attempts[self.attempt_key(self.task)] = self.attempts.get(self.attempt_key(self.task), 0) + 1
            self.task = self.plan = None
            self.bot.frames(4)
            return False
        self.plan, self.planned_at = found, self.bot.used()
        hop = found.hops[0]
        dist = grid.distances(start)
        goal = min((g for g in hop.goals if g in dist), key=lambda g: dist[g][0])
        self.path = path_to(dist, goal) or [goal]
        return True

    def advance(self, s: dict, live: dict[int, Live]) -> None:
        x, y = s["player_x"], s["player_y"]
        hop = self.plan.hops[0]
        area = self.hop_area(hop)
        here_feet = ((x + 8) >> 3, (y + 12) >> 3)
        while self.path:
            (tx, ty), need = self.path[0] if isinstance(self.path[0][0], tuple) else (self.path[0], None)
            if need is None and len(self.path) == 1 and area is not None:
                need = "in"  # the last step must put the feet inside, not within a pixel
            if need == "in":
                done = area.has(*here_feet)
            elif need == "out":
                done = not area.has(*here_feet)
            else:
                done = abs(tx * 8 - x) <= 1 and abs(ty * 8 - y) <= 1
            if not done:
                break
            self.path.pop(0)
        if not self.path:
            self.arrived(s, live, hop)
            return
        (tx, ty), _need = self.path[0] if isinstance(self.path[0][0], tuple) else (self.path[0], None)
        dx, dy = tx * 8 - x, ty * 8 - y
        if not dx and not dy:  # on the spot but the feet test failed: lean on through
            dx, dy = STEP_TOWARD.get(self.last_key, (0, 1))
        key = ("RIGHT" if dx > 0 else "LEFT") if abs(dx) >= abs(dy) else ("DOWN" if dy > 0 else "UP")
        self.last_key = key
        self.walk(key, x, y)

    def hop_area(self, hop: _plan.Hop) -> rd.Rect | None:
        if hop.warp is not None:
            return hop.warp.area
        if self.task.kind == "trigger":
            return self.bot.game.scenes[self.bot.scene].triggers[self.task.index].area
        return None

    def walk(self, key: str, x: int, y: int) -> None:
        self.still = self.still + 1 if (x, y) == self.last_pos else 0
        self.last_pos = (x, y)
        if self.still >= 12:  # pushed against something that moved in
            self.still = 0
            side = ("LEFT", "RIGHT") if key in ("UP", "DOWN") else ("UP", "DOWN")
            self.bot.frames(6, (side[self.bot.used() // 7 % 2],))
            self.plan = None
            return
        self.bot.frames(1, (key,))

    def arrived(self, s: dict, live: dict[int, Live], hop: _plan.Hop) -> None:
        key = self.attempt_key(self.task)
        here = (round(s["player_x"] / 8), round(s["player_y"] / 8))
        area = self.hop_area(hop)
        if area is not None:
            # Warps and triggers fire on entering: step out and back in.
            self.attempts[key] = self.attempts.get(key, 0) + (hop.warp is None)
            if self.attempts[key] > MAX_ATTEMPTS:
                self.give_up_task("the trigger did not fire")
                return
            self.step_out(here, area)
            return
        actor = live.get(self.task.index)
        if actor is None:
            self.plan = None
            self.bot.frames(1)
            return
        dx, dy = actor.x - s["player_x"], actor.y - s["player_y"]
        toward = ("RIGHT" if dx > 0 else "LEFT") if abs(dx) > abs(dy) else ("DOWN" if dy > 0 else "UP")
        if self.task.kind == "defeat":
            if actor.invuln or actor.dying:
                self.bot.frames(2)  # just struck: let the knock-back play out
            else:
                self.bot.frames(1, (toward,))
            self.plan = None
            return
        self.attempts[key] = self.attempts.get(key, 0) + 1
        if self.attempts[key] > MAX_ATTEMPTS:
            self.give_up_task("talking did not set the flag")
            return
        self.walk_into_talk_range(toward)
        self.bot.frames(1, ("A",))
        self.bot.frames(1)
        self.plan = None

    def walk_into_talk_range(self, toward: str) -> None:
        """Step toward the NPC until A would reach it: a wandering NPC stops off the tile grid,
        so the tile the plan stood on can leave it a few pixels out of reach."""
        facing = FACING_KEY.index(toward)
        for n in range(16):
            s, actor = self.bot.emu.state(), self.bot.live().get(self.task.index)
            if actor is None or (n >= 1 and talk_point_hits(s["player_x"], s["player_y"], facing, actor.x, actor.y)):
                return
            self.bot.frames(1, (toward,))

    def step_out(self, here: tuple[int, int], area: rd.Rect) -> None:
        grid = self.static_grid(self.bot.scene)
        here = grid.nearest(here[0] * 8, here[1] * 8) or here
        dist = grid.distances(here) if grid.standable(here) else {}
        outside = sorted((d[0], p) for p, d in dist.items() if not area.has(*feet(p)))
        if not outside:
            self.give_up_task("no way out of the area to re-enter it")
            return
        out_path = path_to(dist, outside[0][1]) or [outside[0][1]]
        self.path = [(p, None) for p in out_path[:-1]] + [(out_path[-1], "out")] + [(here, "in")]
        self.planned_at = self.bot.used()

    def fight(self, s: dict, live: dict[int, Live]) -> bool:
        """Strike an enemy in the sword's reach, turning to it first; True when it swung."""
        x, y, facing = s["player_x"], s["player_y"], s["facing"]
        talkers = [(a.x, a.y) for a in live.values() if a.kind in (rd.NPC, rd.SIGN) and not a.dying]
        actors = self.bot.game.scenes[self.bot.scene].actors
        for actor in live.values():
            k = actor.scale
            if actor.kind not in (rd.ENEMY, rd.BOSS) or actor.dying:
                continue
            if actor.index < len(actors) and actors[actor.index].encounter != rd.NONE:
                continue  # the sword passes through it: touching it starts its battle
            if abs(actor.x + 8 * (k - 1) - x) + abs(actor.y + 8 * (k - 1) - y) > 48 * k:
                continue
            body = (actor.x + 2 * k, actor.y + 2 * k, 12 * k, 14 * k)  # player.c sword_hits()
            for turn in [facing] + [f for f in range(4) if f != facing]:
                if not overlap(sword_box(x, y, turn), body):
                    continue
                if any(talk_point_hits(x, y, turn, ax, ay) for ax, ay in talkers):
                    continue  # A would open that NPC's dialogue instead of swinging
                if turn != facing:
                    self.bot.frames(1, (FACING_KEY[turn],))
                self.bot.frames(1, ("A",))
                self.bot.frames(14)
                return True
        return False
