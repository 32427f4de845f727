"""The checks of a platformer level: its theme (seen from the side), its rows or course, its
physics, its warps and triggers, where its content stands, and whether its goal can be reached.

Reaching is flown with the level's physics (`kernel.platformer`): from where the player enters
the level (the game's start, or where a warp the player can take puts them), jumps, falls and
ladders lead from ground to ground. A goal out of reach is an error naming the gap that stops
the player and the jump it needs, against what the physics give.
"""

from __future__ import annotations

from romsmith.generators.checks.genres._base import SceneChecks
from romsmith.generators.spec.genres.platformer import FLAT_END, FLAT_START, PlatformerScene
from romsmith.generators.world import arrival, routed_in
from romsmith.generators.world.genres.platformer import level
from romsmith.kernel.platformer import Physics


def check_layout(ck, i: int, sc: PlatformerScene, ts) -> bool:
    """The rows or the course, the goal's place, the physics; False when no level can be made.
    (The shared checks have made sure the theme is seen from the side.)"""
    path = f"/scenes/{i}"
    if sc.rows is not None and not _check_rows(ck, path, sc, ts):
        return False
    if sc.course is not None:
        used = FLAT_START + sum(s.length for s in sc.course.sections) + FLAT_END
        if used > sc.width:
            ck.warn(
                path + "/course/sections",
                "course_too_long",
                f"the sections take {used} cells with the flat start and end, and the level is {sc.width} wide: "
                "the last of them are cut short or left out",
            )
        if sc.course.ground is not None and sc.course.ground >= sc.height:
            ck.error(path + "/course/ground", "out_of_bounds", f"ground row {sc.course.ground} is below the level")
            return False
    g = sc.goal
    if not (0 <= g.x < sc.width and 0 <= g.y < sc.height - 1):
        ck.error(
            path + "/goal",
            "out_of_bounds",
            f"the goal at x={g.x}, y={g.y} is outside the level ({sc.width}x{sc.height} cells)",
        )
        return False
    for name, message in Physics.of(sc.physics_fields()).problems():
        ck.error(f"{path}/physics/{name}", "physics_out_of_range", message)
    return True


def _check_rows(ck, path: str, sc: PlatformerScene, ts) -> bool:
    ok = len(sc.rows) == sc.height
    if not ok:
        ck.error(path + "/rows", "rows_height", f"{len(sc.rows)} rows but height is {sc.height}")
    choices = [f"{c} ({t.name})" for c, t in ts.legend.items()]
    for r, row in enumerate(sc.rows):
        if len(row) != sc.width:
            ck.error(f"{path}/rows/{r}", "rows_width", f"row has {len(row)} cells but width is {sc.width}")
            ok = False
        bad = [(c, ch) for c, ch in enumerate(row) if ch not in ts.legend]
        if bad:
            c, ch = bad[0]
            ck.error(
                f"{path}/rows/{r}",
                "unknown_tile",
                f"cell x={c}: {ch!r} is not a tile of theme {sc.theme!r}; legend: {', '.join(choices)}",
                list(ts.legend),
            )
            ok = False
    return ok


def check_content(ck, i: int, sc: PlatformerScene) -> None:
    """Warps, triggers and the goal: their references, and ground under what stands."""
    path = f"/scenes/{i}"
    ts = ck.pack.tilesets[sc.theme]
    lv = level(sc, ck.rows[sc.id], ts)
    for w, wp in enumerate(sc.warps):
        wpath = f"{path}/warps/{w}"
        _stands(ck, wpath, sc, lv, wp.x, wp.y, "warp")
        ck.ref(wpath + "/if_flag", "flags", wp.if_flag)
        if ck.ref(wpath + "/to", "scenes", wp.to) and wp.to in ck.scenes and (wp.to_x is None) != (wp.to_y is None):
            ck.error(wpath, "arrival_incomplete", "give both to_x and to_y, or neither")
    ck.triggers(path, sc)
    for n, a in enumerate(ck.s.cast):
        if a.scene == sc.id and a.role != "player":
            big = ck.pack.sprites.get(a.sprite) is not None and ck.pack.sprites[a.sprite].frame_width == 32
            _stands(ck, f"/cast/{n}", sc, lv, a.x, a.y + big, f"{a.role} {a.id!r}")
    g = sc.goal
    _stands(ck, path + "/goal", sc, lv, g.x, g.y, "the goal")
    ends = [wp for wp in sc.warps if (wp.x, wp.y) == (g.x, g.y)] + [t for t in sc.triggers if (t.x, t.y) == (g.x, g.y)]
    if not ends:
        ck.error(
            path + "/goal",
            "goal_does_nothing",
            f"nothing happens at the goal (x={g.x}, y={g.y}): put a trigger there (e.g. set_flag of the win flag) "
            "or a warp to the next level",
        )


def _stands(ck, path: str, sc: PlatformerScene, lv, x: int, y: int, what: str) -> None:
    if not (0 <= x < sc.width and 0 <= y < sc.height):
        ck.error(
            path, "out_of_bounds", f"{what} at x={x}, y={y} is outside level {sc.id!r} ({sc.width}x{sc.height} cells)"
        )
    elif not lv.standable(x, y):
        ck.error(
            path,
            "not_on_ground",
            f"{what} at x={x}, y={y} does not stand on ground in level {sc.id!r}: the cell below it holds nothing "
            "(or it is inside a wall or on spikes); put it on a row whose next row is ground or a ledge",
        )


def check_progress(ck, i: int, sc: PlatformerScene, start, prog) -> None:
    """After reachability: the goal is reached from where the player enters, else the gap that stops them."""
    ts = ck.pack.tilesets[sc.theme]
    lv = level(sc, ck.rows[sc.id], ts)
    entries = [(start[1], start[2])] if start[0] == sc.id else []
    for other in ck.s.scenes:
        cells = prog.regions.get(other.id, set())
        for wp in other.warps:
            if wp.to == sc.id and (wp.x, wp.y) in cells and (not wp.if_flag or wp.if_flag in prog.flags):
                entries.append(arrival(ck.s, other, wp, ck.rows))
        if other.id in prog.regions:
            entries += routed_in(other, sc.id)
    reached: set[int] = set()
    for cell in entries:
        reached |= lv.reached(cell)
    goal = (sc.goal.x, sc.goal.y)
    if lv.touches(reached, goal):
        return
    gap = lv.gap(reached, goal)
    why = gap.describe() if gap else "the player never stands on ground there"
    ck.error(
        f"/scenes/{i}/goal",
        "goal_unreachable",
        f"the goal of level {sc.id!r} at x={goal[0]}, y={goal[1]} cannot be reached: {why}; "
        "make the gap narrower or the climb lower, add a ledge or a ladder, or give the level stronger physics",
    )


CHECKS = SceneChecks(layout=check_layout, content=check_content, progress=check_progress)
