"""Checks of a scene's gates: where they stand, how they look, and that their flag matters.

A gate must stand inside its scene on cells nothing else uses (warps, arrivals, actors,
triggers, other gates), look closed with a blocking tile and open with a walkable one, open
with a flag the player can set, and actually cut the way to something: with it shut, some warp,
actor or trigger the player reaches with it open is out of reach.
"""

from __future__ import annotations

from romsmith.generators import spec as S
from romsmith.generators.world import arrival, explore, near, reachable_cells
from romsmith.generators.world.genres.adventure import closed_cells, gate_cells, gate_tiles


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


def _tile(ck, path: str, ts, sc: S.Scene, char: str, *, want_walkable: bool) -> None:
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


def check_gate_effect(ck, start, prog) -> None:
    """After reachability: each gate of a reached scene opens, and shutting it hides something."""
    everything = _content(ck, prog.regions)
    for i, sc in enumerate(ck.s.scenes):
        if sc.id not in prog.regions or ck.scenes[sc.id] is not sc:
            continue
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


def _blocks_locally(ck, sc: S.Scene, k: int, start, prog) -> bool:
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
