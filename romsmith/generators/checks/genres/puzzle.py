"""The checks of a puzzle scene: its board, its theme's pieces, its warps and triggers, the ways
in, and whether it can be solved.

Every level is solved here (romsmith.kernel.puzzle.solve, within its budget of positions): one
no order of pushes can solve, or one too big to check within the budget, is an error naming the
reason. A level's gem is searched for too: one the player can never step onto
(`puzzle_gem_unreachable`), or only in ways that leave the level unsolvable
(`puzzle_gem_strands`), is an error, as are a gem without its flag and a flag without its gem
(`puzzle_gem_flag`). A warp into the level lands on its '@'; nobody but the player stands on a board.
"""

from __future__ import annotations

from romsmith.generators.checks.genres._base import SceneChecks
from romsmith.generators.spec.genres.puzzle import PuzzleScene
from romsmith.generators.world.genres.puzzle import PIECES, pieces, pieces_needed, puzzle_themes
from romsmith.kernel import puzzle as P

SOLVE_BUDGET = P.BUDGET  # positions searched before a level counts as too big to check


def check_layout(ck, i: int, sc: PuzzleScene, ts) -> bool:
    """The board reads and the theme draws its pieces; False when no map can be made."""
    path = f"/scenes/{i}"
    try:
        board = P.parse(sc.board)
    except P.BoardError as bad:
        for code, message in bad.problems:
            ck.error(path + "/board", code, message)
        return False
    missing = [name for name in pieces_needed(board) if name not in pieces(ts)]
    if missing:
        fit = puzzle_themes(ck.pack.tilesets.values())
        ck.error(
            path + "/theme",
            "puzzle_theme",
            f"theme {sc.theme!r} has no {', '.join(missing)} for a puzzle; themes with puzzle pieces: {', '.join(fit)}",
            fit,
        )
        return False
    return True


def check_content(ck, i: int, sc: PuzzleScene) -> None:
    """Its flag, warps, triggers and cast; the ways in land on its start; it can be solved."""
    path, board = f"/scenes/{i}", sc.parsed
    ck.ref(path + "/solved_flag", "flags", sc.solved_flag)
    _gem_refs(ck, path, sc, board)
    sx, sy = board.xy(board.start)
    for w, wp in enumerate(sc.warps):
        wpath = f"{path}/warps/{w}"
        ck.cell(wpath, sc, wp.x, wp.y, "warp_blocked", "warp")
        ck.ref(wpath + "/if_flag", "flags", wp.if_flag)
        ck.ref(wpath + "/to", "scenes", wp.to)
    ck.triggers(path, sc)
    _ways_in(ck, sc, sx, sy)
    for n, a in enumerate(ck.s.cast):
        if a.scene != sc.id:
            continue
        if a.role != "player":
            ck.error(
                f"/cast/{n}/scene",
                "puzzle_actor",
                f"{a.role} {a.id!r} stands in puzzle level {sc.id!r}; a board holds only the player and its crates: "
                "put them in another scene",
            )
        elif (a.x, a.y) != (sx, sy):
            ck.error(
                f"/cast/{n}",
                "puzzle_start",
                f"the player starts puzzle level {sc.id!r} on its '@' at x={sx}, y={sy}, not at x={a.x}, y={a.y}",
                suggestions=[f"x={sx}, y={sy}"],
            )
    _solve(ck, path, sc, board)


def _ways_in(ck, sc: PuzzleScene, sx: int, sy: int) -> None:
    """Every warp into the level lands on its '@' (the level always starts there)."""
    for o, other in enumerate(ck.s.scenes):
        for w, wp in enumerate(other.warps):
            if wp.to != sc.id or (wp.to_x, wp.to_y) == (sx, sy):
                continue
            ck.error(
                f"/scenes/{o}/warps/{w}/to_x",
                "puzzle_arrival",
                f"a warp into puzzle level {sc.id!r} lands on its start, the '@' at x={sx}, y={sy}: "
                f"set to_x={sx}, to_y={sy}",
                suggestions=[f"to_x={sx}, to_y={sy}"],
            )


def _gem_refs(ck, path: str, sc: PuzzleScene, board: P.Board) -> None:
    """A gem needs its flag (which keeps it taken), the flag a gem; neither wins or solves."""
    gems = board.gems
    if gems and not sc.gem_flag:
        ck.error(
            path + "/gem_flag",
            "puzzle_gem_flag",
            f"the gem (g) at {board.where(gems[0])} of puzzle level {sc.id!r} needs a gem_flag: a declared flag "
            "set when it is taken, which keeps it taken",
        )
    elif sc.gem_flag and not gems:
        ck.error(
            path + "/gem_flag",
            "puzzle_gem_flag",
            f"puzzle level {sc.id!r} has a gem_flag but its board has no gem (g): put one on a floor cell "
            "off the solution's way, or leave gem_flag out",
        )
    elif sc.gem_flag and (sc.gem_flag == sc.solved_flag or (ck.s.win is not None and sc.gem_flag == ck.s.win.flag)):
        what = "the level's solved_flag" if sc.gem_flag == sc.solved_flag else "the win flag"
        ck.error(
            path + "/gem_flag",
            "puzzle_gem_flag",
            f"the gem_flag {sc.gem_flag!r} of puzzle level {sc.id!r} is {what}: a gem is never needed, "
            "so give it a flag of its own",
        )
    if sc.gems_flag and (not sc.gem_item or sc.gems_needed < 1):
        ck.error(
            path + "/gems_flag",
            "puzzle_gem_flag",
            f"the gems_flag {sc.gems_flag!r} of puzzle level {sc.id!r} is set once the player holds gems_needed "
            "gem_items: give the level a gem_item and gems_needed of 1 or more",
        )
    elif sc.gems_flag and (sc.gems_flag == sc.solved_flag or (ck.s.win is not None and sc.gems_flag == ck.s.win.flag)):
        ck.error(
            path + "/gems_flag",
            "puzzle_gem_flag",
            f"the gems_flag {sc.gems_flag!r} of puzzle level {sc.id!r} solves or wins: gems are never needed, "
            "so give it a flag of its own",
        )
    for field in ("gem_flag", "gems_flag"):
        ck.ref(f"{path}/{field}", "flags", getattr(sc, field))
    if sc.gem_item:
        ck.ref(path + "/gem_item", "items", sc.gem_item)


def _solve(ck, path: str, sc: PuzzleScene, board: P.Board) -> None:
    found = P.solve(board, budget=SOLVE_BUDGET)
    if not found.solved:
        code = "puzzle_too_big" if found.gave_up else "puzzle_unsolvable"
        ck.error(path + "/board", code, f"puzzle level {sc.id!r} cannot be solved: {found.reason}")
        return
    if board.gems:
        _gem(ck, path, sc, board)
    exits = {board.xy(c) for c in board.of_kind(P.EXIT)}
    leads = any((wp.x, wp.y) in exits for wp in sc.warps) or any((t.x, t.y) in exits for t in sc.triggers)
    wins = ck.s.win is not None and ck.s.win.flag == sc.solved_flag
    if not leads and not wins:
        ck.warn(
            path,
            "puzzle_leads_nowhere",
            f"solving puzzle level {sc.id!r} ({found.pushes} pushes) opens no exit with a warp or a trigger on it "
            "and is not the win: put a warp on an exit (e), or make its solved_flag the win flag",
        )


def _gem(ck, path: str, sc: PuzzleScene, board: P.Board) -> None:
    """The gem can be taken with the level still solvable after (it is never needed)."""
    taking = P.with_gem(board, budget=SOLVE_BUDGET)
    if taking.solved:
        return
    where = f"the gem (g) at {board.where(board.gems[0])} of puzzle level {sc.id!r}"
    reached = P.reach_gem(board, budget=SOLVE_BUDGET)
    if reached.gave_up or taking.gave_up:
        reason = (reached if reached.gave_up else taking).reason
        ck.error(path + "/board", "puzzle_too_big", f"{where} could not be checked: {reason}")
    elif not reached.solved:
        ck.error(
            path + "/board",
            "puzzle_gem_unreachable",
            f"{where} cannot be reached: no order of steps and pushes brings the player onto it; "
            "put it on a floor cell the player can walk to",
        )
    else:
        ck.error(
            path + "/board",
            "puzzle_gem_strands",
            f"{where} can be taken only in ways that leave the level unsolvable "
            f"(the fewest pushes to it, {reached.pushes}, strand a crate); put it where taking it costs no crate",
        )


def check_progress(ck, i: int, sc: PuzzleScene, start, prog) -> None:
    """Nothing more once reachability is known: the level sets its own flag when solvable."""


CHECKS = SceneChecks(
    layout=check_layout,
    content=check_content,
    progress=check_progress,
    themes=lambda ts, pack: set(PIECES) <= set(pieces(ts)),  # the themes that draw every piece
)
