"""The checks of an adventure scene: its map (rows or props), its warps, triggers and gates.

A gate must stand inside its scene on cells nothing else uses (warps, arrivals, actors,
triggers, other gates), look closed with a blocking tile and open with a walkable one, open
with a flag the player can set, and actually cut the way to something: with it shut, some warp,
actor or trigger the player reaches with it open is out of reach.
"""

from __future__ import annotations

from romsmith.generators import spec as S
from romsmith.generators.checks.genres._base import SceneChecks
from romsmith.generators.world import arrival, explore, near, reachable_cells
from romsmith.generators.world.genres.adventure import closed_cells, gate_cells, gate_tiles


def check_layout(ck, i: int, sc: S.AdventureScene, ts) -> bool:
    """Its `rows` or its props (`ck` is the Checker); False when no map can be made of them."""
    path = f"/scenes/{i}"
    if sc.rows is not None and not _check_rows(ck, path, sc, ts):
        return False
    if sc.features is not None:
        _check_props(ck, path, sc, ts)
    return True


def check_content(ck, i: int, sc: S.AdventureScene) -> None:
    """Its warps, triggers and gates, once every scene's rows are known (warps need their target's)."""
    path = f"/scenes/{i}"
    first_on: dict[tuple[int, int], int] = {}
    for w, wp in enumerate(sc.warps):
        _check_warp(ck, f"{path}/warps/{w}", sc, wp)
        if (wp.x, wp.y) in first_on:  # the engine takes the first warp on a cell: this one never fires
            ck.error(
                f"{path}/warps/{w}",
                "warp_overlap",
                f"warp to {wp.to!r} is on the same cell as {path}/warps/{first_on[wp.x, wp.y]} "
                f"(x={wp.x}, y={wp.y}) and would never be taken; move it or remove one",
            )
        first_on.setdefault((wp.x, wp.y), w)
    ck.triggers(path, sc)
    check_gate_cells(ck, i, sc)
    actors = [a for a in ck.s.cast if a.scene == sc.id and a.role != "player"]
    if not actors and not sc.triggers:
        ck.warn(path, "empty_scene", f"scene {sc.id!r} has no actors and no triggers")


def _check_rows(ck, path: str, sc: S.AdventureScene, ts) -> bool:
    ok = True
    if len(sc.rows) != sc.height:
        ck.error(path + "/rows", "rows_height", f"{len(sc.rows)} rows but height is {sc.height}")
        ok = False
    legend = ts.legend
    choices = [f"{c} ({t.name})" for c, t in legend.items()]
    for r, row in enumerate(sc.rows):
        if len(row) != sc.width:
            ck.error(f"{path}/rows/{r}", "rows_width", f"row has {len(row)} cells but width is {sc.width}")
            ok = False
        bad = [(c, ch) for c, ch in enumerate(row) if ch not in legend]
        if bad:
            c, ch = bad[0]
            more = f" (and {len(bad) - 1} more in this row)" if len(bad) > 1 else ""
            ck.error(
                f"{path}/rows/{r}",
                "unknown_tile",
                f"cell x={c}: {ch!r} is not a tile of theme {sc.theme!r}{more}; legend: {', '.join(choices)}",
                list(legend),
            )
            ok = False
    return ok


def _check_props(ck, path: str, sc: S.AdventureScene, ts) -> None:
    for j, prop in enumerate(sc.features.props):
        where = f"{path}/features/props/{j}"
        if not (0 <= prop.x < sc.width and 0 <= prop.y < sc.height):
            ck.error(
                where,
                "out_of_bounds",
                f"prop at x={prop.x}, y={prop.y} is outside scene {sc.id!r} ({sc.width}x{sc.height} cells)",
            )
        if prop.tile not in ts.legend:
            legend = ", ".join(f"{c} ({t.name})" for c, t in ts.legend.items())
            ck.error(
                where + "/tile",
                "unknown_tile",
                f"{prop.tile!r} is not a tile of theme {sc.theme!r}; legend: {legend}",
                list(ts.legend),
            )


def _check_warp(ck, path: str, sc: S.AdventureScene, wp: S.Warp) -> None:
    ck.cell(path, sc, wp.x, wp.y, "warp_blocked", "warp")
    ck.ref(path + "/if_flag", "flags", wp.if_flag)
    if not ck.ref(path + "/to", "scenes", wp.to) or wp.to not in ck.scenes:
        return
    target = ck.scenes[wp.to]
    if (wp.to_x is None) != (wp.to_y is None):
        ck.error(path, "arrival_incomplete", "give both to_x and to_y, or neither")
        return
    ax, ay = arrival(ck.s, sc, wp, ck.rows)
    ck.cell(
        path + ("/to_x" if wp.to_x is not None else "/to"),
        target,
        ax,
        ay,
        "arrival_blocked",
        f"arrival in {target.id!r}",
    )


def check_gate_cells(ck, i: int, sc: S.Scene) -> None:
    """Static checks of scene `sc`'s gates (`ck` is the Checker)."""
    ts = ck.pack.tilesets[sc.theme]
    taken = _taken_cells(ck, sc)
    covered: dict[tuple, int] = {}
    for k, g in enumerate(sc.gates):
        path = f"/scenes/{i}/gates/{k}"
        ck.ref(path + "/flag", "flags", g.flag)
        cells = gate_cells(g)
        if any(not (0 <= x < sc.width and 0 <= y < sc.height) for x, y in cells):
            ck.error(
                path,
                "out_of_bounds",
                f"gate at x={g.x}, y={g.y} ({g.w}x{g.h} cells) reaches outside scene {sc.id!r} ({sc.width}x{sc.height} cells)",
            )
            continue
        closed, open_char = gate_tiles(g, ts)
        _tile(ck, path + "/tile", ts, sc, closed, want_walkable=False)
        _tile(ck, path + "/open_tile", ts, sc, open_char, want_walkable=True)
        for cell in cells:
            if cell in taken:
                ck.error(
                    path,
                    "gate_overlap",
                    f"gate at x={g.x}, y={g.y} covers the {taken[cell]} at x={cell[0]}, y={cell[1]}; "
                    "a gate blocks its cells, so move the gate next to it (e.g. the cell just inside an exit)",
                )
                break
            if cell in covered:
                ck.error(path, "gate_overlap", f"gate at x={g.x}, y={g.y} overlaps /scenes/{i}/gates/{covered[cell]}")
                break
            covered[cell] = k


def _tile(ck, path: str, ts, sc: S.AdventureScene, char: str, *, want_walkable: bool) -> None:
    legend = ts.legend
    if char not in legend:
        choices = [c for c, t in legend.items() if (t.passable == "walkable") == want_walkable]
        ck.error(
            path,
            "unknown_tile",
            f"{char!r} is not a tile of theme {sc.theme!r}; use one of: "
            + ", ".join(f"{c} ({legend[c].name})" for c in choices),
            choices,
        )
    elif ts.walkable(char) != want_walkable:
        look = "open" if want_walkable else "closed"
        choices = [c for c, t in legend.items() if ts.walkable(c) == want_walkable]
        ck.error(
            path,
            "gate_tile",
            f"a gate's {look} look must be {'walkable' if want_walkable else 'blocking'}; "
            f"{char!r} ({legend[char].name}) is {legend[char].passable}",
            choices,
        )


def _taken_cells(ck, sc: S.Scene) -> dict[tuple, str]:
    taken: dict[tuple, str] = {}
    for wp in sc.warps:
        taken[(wp.x, wp.y)] = "warp"
    for other in ck.s.scenes:
        for wp in other.warps:
            if wp.to == sc.id and (wp.to_x is None) == (wp.to_y is None) and other.id in ck.rows and sc.id in ck.rows:
                taken.setdefault(arrival(ck.s, other, wp, ck.rows), f"arrival of a warp from {other.id!r}")
    for a in ck.s.cast:
        if a.scene == sc.id:
            taken.setdefault((a.x, a.y), f"{a.role} {a.id!r}")
    for t in sc.triggers:
        taken.setdefault((t.x, t.y), "trigger")
    return taken


def check_progress(ck, i: int, sc: S.AdventureScene, start, prog) -> None:
    """After reachability, for a reached scene: each gate opens, and shutting it hides something."""
    if not sc.gates:
        return
    everything = _content(ck, prog.regions)
    for k, g in enumerate(sc.gates):
        path = f"/scenes/{i}/gates/{k}"
        if g.flag in ck.flags and g.flag not in prog.flags:
            ck.error(
                path + "/flag",
                "gate_never_opens",
                f"nothing the player can reach sets {g.flag!r}, so the gate at x={g.x}, y={g.y} "
                "never opens: give a reachable actor's dialogue, a trigger or an enemy's defeat_flag a set_flag of it",
            )
            continue
        if _blocks_locally(ck, sc, k, start, prog):
            continue
        shut = explore(ck.s, ck.pack, ck.rows, start, prog.flags, force_closed={(sc.id, k)})
        if _content(ck, shut) >= everything:
            ck.error(
                path,
                "gate_not_blocking",
                f"the gate at x={g.x}, y={g.y} blocks nothing: with it shut the player still reaches "
                "every warp, actor and trigger, so its flag does not matter; put it where it cuts the only way "
                "(e.g. the cell just inside an exit warp) or remove it",
            )


def _blocks_locally(ck, sc: S.AdventureScene, k: int, start, prog) -> bool:
    """A quick sufficient test: even entering the scene at every place the player can appear in
    it, gate k shut hides something of the scene. (When it does not, the whole game is explored
    again with the gate shut, since a way round may itself lie behind the gate.)"""
    entries = [(start[1], start[2])] if start[0] == sc.id else []
    for other in ck.s.scenes:
        cells = prog.regions.get(other.id, set())
        for wp in other.warps:
            if wp.to == sc.id and (wp.x, wp.y) in cells and (not wp.if_flag or wp.if_flag in prog.flags):
                entries.append(arrival(ck.s, other, wp, ck.rows))
    shut = closed_cells(sc, prog.flags, {k})
    ts = ck.pack.tilesets[sc.theme]
    local: set = set()
    for cell in entries:
        if cell not in local:
            local |= reachable_cells(ck.rows[sc.id], ts, cell, blocked=shut)
    return not _content(ck, {sc.id: local}) >= _content(ck, {sc.id: prog.regions[sc.id]})


def _content(ck, regions: dict[str, set]) -> set:
    """What the player can get to: warps and triggers they can step on, actors they can meet."""
    out = set()
    for sid, cells in regions.items():
        sc = ck.scenes[sid]
        out |= {(sid, "warp", k) for k, wp in enumerate(sc.warps) if (wp.x, wp.y) in cells}
        out |= {(sid, "trigger", k) for k, t in enumerate(sc.triggers) if (t.x, t.y) in cells}
        out |= {(sid, "actor", a.id) for a in ck.s.cast if a.scene == sid and near(cells, a.x, a.y)}
    return out


CHECKS = SceneChecks(layout=check_layout, content=check_content, progress=check_progress)
