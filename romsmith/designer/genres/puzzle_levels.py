"""The levels of a designed puzzle game, made by reverse play and checked by the solver.

A level is seeded by the layout number the plan gives its scene (its `purpose` says "layout N";
else the game's title and the scene's id), so the plan, character and world writers agree on it. A room is walled in, with a few pillars that never cut it in two; crates start on
their goals (and on the switch, when the level has one) and are pulled away from them at random,
so the level can always be played back; then the exit is put in the wall, the level's extra
pieces are laid (ice in the second and the fifth level, a key and a lock or a switch and a door
before the exit in the third and the fourth) and the solver (romsmith.kernel.puzzle) has the last
word: a candidate it does not solve, or whose fewest pushes miss the level's range, is dropped for
the next. Levels get bigger and need more pushes, level after level (about 4, 8, 14, 20 and 25 for
five). The two biggest ranks make more candidates (`tries`): most pulls there strand a crate
before it is far enough from its goal. When no candidate fits, the level is the checked one of its
rank (`PATTERNS`). The idea's mood sets the ranks the levels climb through ("tone gentle" in a
level scene's purpose; `TONE_RANKS`): a gentle game stops a rank short of the hardest, a hard one
starts a rank up; the number of levels stays.

A level whose scene's purpose is marked "gem" gets a gem (g), laid last so the rest of the level
is the one it would be without: on the floor cell farthest from every cell one of the solver's
solutions walks on (a pocket, off the solution's way), among those where the solver can take it
and still solve the level (`kernel.puzzle.with_gem`), taking it costing at least `GEM_DETOUR` more
steps.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from functools import lru_cache

from romsmith.designer._protocol import markers
from romsmith.designer.genres._layouts import layout_of, tone_of
from romsmith.kernel import puzzle as P

# by rank (0 first): interior size, crates, fewest pushes wanted, extra pieces, candidates to make
RANKS = (
    dict(size=(5, 4), crates=2, pushes=(4, 6), extra=""),
    dict(size=(7, 5), crates=2, pushes=(8, 11), extra="ice"),
    dict(size=(9, 5), crates=3, pushes=(13, 18), extra="lock|switch"),
    dict(size=(10, 6), crates=3, pushes=(19, 23), extra="lock|switch", tries=200),
    dict(size=(11, 6), crates=3, pushes=(24, 30), extra="ice", tries=400),
)
TONE_RANKS = {"gentle": (0, 3), "normal": (0, 4), "hard": (1, 4)}  # the first level's rank and the last's
TRIES = 60  # candidates made for a level before its pattern is used
BUDGET = 20_000  # positions the solver searches for one candidate
GEM_MARK = "gem"  # in a level scene's purpose: the level has a gem
GEM_DETOUR = 2  # extra steps taking the gem costs, at least
GEM_TRIES = 6  # cells tried for the gem, farthest from the solution's way first

# checked levels, one a rank (tests/test_genre_puzzle_designer.py solves each)
PATTERNS = (
    ["#######", "#    ##", "# . $ #", "#  #  e", "# @$ .#", "#######"],  # 4 pushes
    ["#########", "##   .  #", "#     # #", "# #   .~e", "#@$ $  ~#", "#      ~#", "#########"],  # 9
    ["###########", "#@    # . #", "#  $   .  #", "#      .  #", "# $     $k#", "#       l #", "########e##"],  # 13
    [
        "############",
        "#  .       #",
        "#       $  #",
        "#        @ #",
        "#  #       #",
        "#  $      .#",
        "# $k    l .#",
        "########e###",
    ],  # 19
    [
        "#############",
        "#           #",
        "# .   .## $ #",
        "#   ~~ #    #",
        "#.    #     #",
        "# ##$@    $ #",
        "#      #    #",
        "##########e##",
    ],  # 25
)


@dataclass(frozen=True)
class Level:
    id: str
    index: int  # 0 first
    rows: tuple[str, ...]  # the board, in the spec's notation
    pushes: int  # the fewest that solve it
    moves: int  # steps of one solution
    start: tuple[int, int]
    exit: tuple[int, int]  # where the player walks out once it is solved
    gem: tuple[int, int] | None = None  # its gem's cell, when it has one

    @property
    def width(self) -> int:
        return max(len(r) for r in self.rows)

    @property
    def height(self) -> int:
        return len(self.rows)


def rank(index: int, count: int, tone: str = "normal") -> int:
    """The level's place in the game, on the ranks' scale of its tone: the last level is the hardest."""
    first, last = TONE_RANKS.get(tone, TONE_RANKS["normal"])
    if count <= 1:
        return last
    return min(last, first + round(index * (last - first) / (count - 1)))


def level_for(plan: dict, index: int) -> Level:
    """Level `index` of the plan's puzzle levels: the same plan always gives the same level."""
    scenes = plan.get("scenes", [])
    ids = tuple(s["id"] for s in scenes) or ("level_1",)
    marker = layout_of(plan, index)
    seed = marker if marker is not None else str(plan.get("title", ""))
    gem = index < len(scenes) and GEM_MARK in markers(scenes[index])
    made = _level(seed, ids, index, rank(index, len(ids), tone_of(plan, index, TONE_RANKS)))
    return _with_gem(made) if gem else made


@lru_cache(maxsize=64)
def _level(seed: str, ids: tuple[str, ...], index: int, ranked: int) -> Level:
    key = f"{seed}|{ids[index]}|{index}".encode()
    rng = random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big"))
    r = RANKS[ranked]
    for _ in range(r.get("tries", TRIES)):
        rows = _candidate(rng, r)
        if rows is None:
            continue
        made = _checked(ids[index], index, rows, r["pushes"])
        if made is not None:
            return made
    made = _checked(ids[index], index, list(PATTERNS[ranked]), (0, 999))
    assert made is not None, "a pattern level the solver cannot solve"
    return made


def _checked(level_id: str, index: int, rows: list[str], wanted: tuple[int, int]) -> Level | None:
    try:
        board = P.parse(rows)
    except P.BoardError:
        return None
    near = P.push_distances(board)
    if any(c not in near for c in board.crates if len(board.crates) == len(board.goals)):
        return None
    least = sum(sorted(near.get(c, 0) for c in board.crates)[: len(board.goals)])
    spare = len(board.crates) > len(board.goals)  # a crate for a switch: pushes the bound leaves out
    if least > wanted[1] or (least < wanted[0] - 2 and not spare):
        return None  # too many pushes whatever the order, or (nearly) too few
    found = P.solve(board, budget=BUDGET)
    if not found.solved or not wanted[0] <= found.pushes <= wanted[1]:
        return None
    exits = board.of_kind(P.EXIT)
    if len(exits) != 1:
        return None
    return Level(
        level_id,
        index,
        tuple(rows),
        found.pushes,
        len(found.moves),
        board.xy(board.start),
        board.xy(exits[0]),
    )


@lru_cache(maxsize=64)
def _with_gem(level: Level) -> Level:
    """The level with a gem on a floor cell off its solution's way (the level as it was when no
    cell fits): the farthest from the cells the solution walks on first, the first where the
    solver takes it and still solves the level, for `GEM_DETOUR` steps more."""
    board = P.parse(list(level.rows))
    found = P.solve(board, budget=BUDGET)
    walked, state = {board.start}, board.initial()
    for move in found.moves:
        state = P.step(board, state, move) or state
        walked.add(state.player)
    away = _away(board, walked)
    spots = [c for c in away if board.cells[c] == P.FLOOR and c not in board.crates and away[c] > 0]
    spots.sort(key=lambda c: (-away[c], c))
    for cell in spots[:GEM_TRIES]:
        x, y = board.xy(cell)
        rows = list(level.rows)
        rows[y] = rows[y][:x] + "g" + rows[y][x + 1 :]
        taking = P.with_gem(P.parse(rows), budget=BUDGET)
        if taking.solved and len(taking.moves) >= len(found.moves) + GEM_DETOUR:
            return Level(level.id, level.index, tuple(rows), level.pushes, level.moves, level.start, level.exit, (x, y))
    return level


def _away(board: P.Board, walked: set) -> dict[int, int]:
    """Steps from the nearest walked cell to every cell inside the walls (crates not counted)."""
    dist = dict.fromkeys(walked, 0)
    todo = list(walked)
    for cell in todo:
        for d in P.DIRS:
            n = board.next(cell, d)
            if n >= 0 and n not in dist and not board.solid(n) and board.cells[n] != P.EXIT:
                dist[n] = dist[cell] + 1
                todo.append(n)
    return dist


# ---- making a candidate ------------------------------------------------------------------
def _candidate(rng: random.Random, r: dict) -> list[str] | None:
    w, h = r["size"]
    grid = [["#"] * (w + 2) for _ in range(h + 2)]
    inside = [(x, y) for y in range(1, h + 1) for x in range(1, w + 1)]
    for x, y in inside:
        grid[y][x] = " "
    for x, y in rng.sample(inside, rng.randint(1, max(1, w * h // 7))):
        grid[y][x] = "#"
        if not _connected(grid):
            grid[y][x] = " "
    extra = rng.choice(r["extra"].split("|")) if r["extra"] else ""
    floor = [c for c in inside if grid[c[1]][c[0]] == " "]
    goals = rng.sample(floor, r["crates"] - (extra == "switch"))  # the switch takes one of the crates
    switch = rng.choice([c for c in floor if c not in goals]) if extra == "switch" else None
    held = goals + ([switch] if switch else [])
    lo, hi = r["pushes"]
    pulled = _pull(rng, grid, held, rng.randint(lo - 2, lo + 1), 3 * hi)
    if pulled is None:
        return None
    crates, player, _ = pulled
    if switch in crates or switch == player:  # the notation has no crate or player on a switch
        return None
    for x, y in goals:
        grid[y][x] = "."
    if switch:
        grid[switch[1]][switch[0]] = "s"
    for x, y in crates:
        grid[y][x] = "*" if grid[y][x] == "." else "$"
    px, py = player
    grid[py][px] = "+" if grid[py][px] == "." else "@"
    door = _exit(rng, grid)
    if door is None:
        return None
    (ex, ey), (ix, iy) = door
    grid[ey][ex] = "e"
    if extra in ("lock", "switch"):
        grid[iy][ix] = "l" if extra == "lock" else "d"
    if extra == "lock":
        spots = [(x, y) for x, y in inside if grid[y][x] == " "]
        if not spots:
            return None
        kx, ky = rng.choice(spots)
        grid[ky][kx] = "k"
    if extra == "ice":
        _ice(rng, grid)
    return ["".join(row) for row in grid]


def _connected(grid) -> bool:
    cells = {(x, y) for y, row in enumerate(grid) for x, ch in enumerate(row) if ch != "#"}
    if not cells:
        return False
    seen, todo = set(), [next(iter(cells))]
    while todo:
        x, y = todo.pop()
        if (x, y) in seen or (x, y) not in cells:
            continue
        seen.add((x, y))
        todo += [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
    return seen == cells


def _pull(rng: random.Random, grid, held: list, far: int, most: int):
    """Crates from `held` pulled (the player walks round to pull), mostly away from the goals and
    on along the same line, until they stand `far` pushes from them in all (at most `most` pulls):
    their cells, the player's and the pulls made, or None when they never got that far."""
    crates = set(held)
    free = {(x, y) for y, row in enumerate(grid) for x, ch in enumerate(row) if ch == " "}
    away = _distances(grid, held)
    player = rng.choice(sorted(c for c in free if c not in crates))
    last, done = None, 0
    for _ in range(most * 4):
        if done >= most or sum(away.get(c, 0) for c in crates) >= far:
            break
        area = _area(player, free - crates)
        options = []
        for cx, cy in sorted(crates):
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                stand, to = (cx + dx, cy + dy), (cx + 2 * dx, cy + 2 * dy)
                if stand in area and to in free and to not in crates:
                    options.append(((cx, cy), (dx, dy)))
        if not options:
            break
        on = [o for o in options if last and o == last]
        further = [o for o in options if away.get(_ahead(o), 0) > away.get(o[0], 0)]
        if on and rng.random() < 0.6:
            (cx, cy), (dx, dy) = on[0]
        else:
            (cx, cy), (dx, dy) = rng.choice(further if further and rng.random() < 0.85 else options)
        crates.remove((cx, cy))
        crates.add((cx + dx, cy + dy))
        player = (cx + 2 * dx, cy + 2 * dy)
        last = ((cx + dx, cy + dy), (dx, dy))
        done += 1
    if sum(away.get(c, 0) for c in crates) < far:
        return None
    area = _area(player, free - crates)
    return sorted(crates), rng.choice(sorted(area)), done


def _ahead(option) -> tuple[int, int]:
    (cx, cy), (dx, dy) = option
    return cx + dx, cy + dy


def _distances(grid, goals: list) -> dict:
    """Pushes a lone crate needs from each cell onto one of `goals`, in the bare room."""
    rows = ["".join("." if (x, y) in goals else ("#" if ch == "#" else " ") for x, ch in enumerate(row))
            for y, row in enumerate(grid)]  # fmt: skip
    x0, y0 = next((x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == " ")
    rows[y0] = rows[y0][:x0] + "@" + rows[y0][x0 + 1 :]
    board = P.parse(rows)
    return {board.xy(c): d for c, d in P.push_distances(board).items()}


def _area(start, free: set) -> set:
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in free and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def _exit(rng: random.Random, grid):
    """A cell of the outer wall (not a corner) with an empty floor cell inside it: (exit, inside)."""
    h, w = len(grid), len(grid[0])
    options = []
    for y in range(h):
        for x in range(w):
            if (x in (0, w - 1)) == (y in (0, h - 1)):
                continue  # corners and the inside
            ix = x + (1 if x == 0 else -1 if x == w - 1 else 0)
            iy = y + (1 if y == 0 else -1 if y == h - 1 else 0)
            if grid[iy][ix] == " ":
                options.append(((x, y), (ix, iy)))
    return rng.choice(options) if options else None


def _ice(rng: random.Random, grid) -> None:
    """A strip of two or three ice cells on empty floor, across or down."""
    h, w = len(grid), len(grid[0])
    runs = []
    for y in range(h):
        for x in range(w):
            for dx, dy in ((1, 0), (0, 1)):
                for n in (3, 2):
                    cells = [(x + dx * k, y + dy * k) for k in range(n)]
                    if all(0 <= cx < w and 0 <= cy < h and grid[cy][cx] == " " for cx, cy in cells):
                        runs.append(cells)
    if runs:
        for x, y in rng.choice(runs):
            grid[y][x] = "~"
