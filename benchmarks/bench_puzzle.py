"""Puzzle figures: the solver's time and positions on the designer's levels, how long its budget
lasts on a level too big to check, and the designer's time per level and game.

    .venv/bin/python benchmarks/bench_puzzle.py [--games 20] [--json]

For `--games` seeds the designer makes a puzzle game's levels (`puzzle.COUNT` rooms) (as the plan, character and
world writers do: romsmith.designer.genres.puzzle_levels), timed; then each level is solved
afresh (the solver's cache cleared) and timed; then a wide open room of five crates is searched
until the budget (kernel.puzzle.BUDGET positions) runs out. Prints per room: fewest pushes, the
positions searched and milliseconds (mean and worst), and the positions searched per second.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from romsmith.designer.genres import puzzle_levels as L  # noqa: E402
from romsmith.designer.genres.puzzle import COUNT as ROOMS  # noqa: E402
from romsmith.kernel import puzzle as P  # noqa: E402
from romsmith.kernel.puzzle import _solve  # noqa: E402

TOO_BIG = [
    "###############",
    "#             #",
    "#  $  $   $   #",
    "#     ##      #",
    "# .  $  . @  .#",
    "#    $     .  #",
    "#   .         #",
    "###############",
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ids = tuple(f"level_{k + 1}" for k in range(ROOMS))
    made, solved = {k: [] for k in range(ROOMS)}, {k: [] for k in range(ROOMS)}
    game_seconds = []
    for g in range(args.games):
        started = time.perf_counter()
        levels = []
        for k in range(ROOMS):
            t = time.perf_counter()
            levels.append(L._level(f"bench {g}", ids, k))
            made[k].append(time.perf_counter() - t)
        game_seconds.append(time.perf_counter() - started)
        for k, level in enumerate(levels):
            _solve._solve_cached.cache_clear()
            t = time.perf_counter()
            found = P.solve(P.parse(list(level.rows)))
            solved[k].append(
                (found.pushes, found.positions, time.perf_counter() - t, level.rows in map(tuple, L.PATTERNS))
            )
    _solve._solve_cached.cache_clear()
    t = time.perf_counter()
    big = P.solve(P.parse(TOO_BIG))
    budget_seconds = time.perf_counter() - t
    rooms = []
    for k in range(ROOMS):
        pushes = [p for p, _, _, _ in solved[k]]
        positions = [n for _, n, _, _ in solved[k]]
        ms = [s * 1000 for _, _, s, _ in solved[k]]
        rooms.append(
            {
                "room": k + 1,
                "pushes": sorted(pushes),
                "patterns_used": sum(1 for *_, pattern in solved[k] if pattern),
                "positions_mean": round(statistics.mean(positions)),
                "positions_max": max(positions),
                "solve_ms_mean": round(statistics.mean(ms), 1),
                "solve_ms_max": round(max(ms), 1),
                "design_s_mean": round(statistics.mean(made[k]), 2),
                "design_s_max": round(max(made[k]), 2),
            }
        )
    rate = sum(n for k in range(ROOMS) for _, n, _, _ in solved[k]) / sum(
        s for k in range(ROOMS) for _, _, s, _ in solved[k]
    )
    figures = {
        "games": args.games,
        "rooms": rooms,
        "positions_per_second": round(rate),
        "budget": P.BUDGET,
        "budget_gave_up": big.gave_up,
        "budget_seconds": round(budget_seconds, 2),
        "design_game_s_mean": round(statistics.mean(game_seconds), 2),
        "design_game_s_max": round(max(game_seconds), 2),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    for r in rooms:
        print(
            f"room {r['room']}: fewest pushes {r['pushes'][0]}..{r['pushes'][-1]} (median "
            f"{statistics.median(r['pushes'])}), patterns used {r['patterns_used']}; solve: positions mean "
            f"{r['positions_mean']} max {r['positions_max']}, ms mean {r['solve_ms_mean']} max {r['solve_ms_max']}; "
            f"design: s mean {r['design_s_mean']} max {r['design_s_max']}"
        )
    print(f"solver: {figures['positions_per_second']} positions a second on these levels")
    print(
        f"budget: {figures['budget']} positions, spent in {figures['budget_seconds']} s on a five-crate open room "
        f"(gave up: {figures['budget_gave_up']})"
    )
    print(
        f"designer: a {ROOMS}-room game's levels in {figures['design_game_s_mean']} s (worst {figures['design_game_s_max']} s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
