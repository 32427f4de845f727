"""The solver: the fewest pushes that put a crate on every goal, found by search.

A position is the player's area (every cell it walks to without pushing, named by its first
cell), the crates, the keys picked up and the locks opened. From a position, the player pushes
any crate it stands behind (one push), or picks up a key or opens a lock it walks to (no push);
a breadth-first search over pushes (0-1 BFS: keys and locks cost none) finds the fewest. A gem
is floor to the search, unless it is asked to take it (`solve(..., gem=True)`, `reach_gem`): then
it is picked up like a key (for none) and a position counts only with it taken. That search holds
every position twice (gem taken or not); `with_gem` tries two cheaper orders first: the gem taken
first, then the level solved from there; or the level solved, then the gem walked to and the way out.

Pruned, never losing a solution: a push onto a dead cell (one from which a lone crate can never
reach a goal, even with every door, lock and key out of its way and stopping anywhere on ice)
and a push that locks a square of two by two out of walls and crates with a crate off its goal.
Positions are bit boards (one bit per cell of a board one column wider, whose extra column is
never free, so a shift sideways never wraps to the next row).

The search stops after `budget` positions: a level it cannot finish within them is too big to
check. Deterministic: the same board and budget give the same answer.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

from romsmith.kernel.puzzle._board import (
    DIRS,
    DOOR,
    EXIT,
    GEM,
    GOAL,
    ICE,
    KEY,
    KIND_NAMES,
    LOCK,
    SWITCH,
    VOID,
    WALL,
    Board,
    State,
    doors_open,
    play,
    step,
)

BUDGET = 50_000  # positions searched before a level counts as too big to check (5 to 10 s)


@dataclass(frozen=True)
class Solution:
    solved: bool
    pushes: int | None  # the fewest pushes, when solved
    moves: str  # one solution with that many pushes, as steps U/D/L/R ("" when unsolved)
    positions: int  # positions searched
    gave_up: bool  # the budget ran out before the search ended
    reason: str  # why it has no solution, or why the search gave up ("" when solved)


def solve(board: Board, state: State | None = None, budget: int = BUDGET, gem: bool = False) -> Solution:
    """The fewest pushes from `state` (default: the start) to every goal holding a crate, with the
    player then able to walk out through an exit when the board has any (its moves end there).
    With `gem`, the board's gem is taken on the way (when the state has not taken it yet)."""
    start = state or board.initial()
    gem = gem and bool(set(board.gems) - start.gems)
    key = (board, start.player, start.crates, start.taken, start.opened, start.gems, budget, gem)
    return _solve_cached(key)


def reach_gem(board: Board, state: State | None = None, budget: int = BUDGET) -> Solution:
    """The fewest pushes from `state` (default: the start) that let the player take the board's
    gem, whether or not the level can still be solved after (`solve(..., gem=True)` asks both);
    its moves end on the gem. Unsolved when the board has no gem or no order of steps gets there."""
    start = state or board.initial()
    if not board.gems:
        return Solution(False, None, "", 0, False, "the board has no gem (g)")
    return _Search(board).run(start, budget, leave=False, gem=True, goals=False)


def with_gem(board: Board, state: State | None = None, budget: int = BUDGET) -> Solution:
    """A solution from `state` (default: the start) that takes the board's gem on the way, each
    search within `budget`: the gem first (the fewest pushes to it, then the fewest that solve the
    level from there), else last (the level solved, then the gem walked to before the way out),
    else the search that asks both (`solve(..., gem=True)`). Its pushes are not always the fewest."""
    start = state or board.initial()
    if not set(board.gems) - start.gems:
        return solve(board, start, budget)
    first = reach_gem(board, start, budget)
    if first.solved:
        rest = solve(board, play(board, first.moves, start), budget)
        if rest.solved:
            return Solution(True, first.pushes + rest.pushes, first.moves + rest.moves, rest.positions, False, "")
    plain = solve(board, start, budget)
    last = _gem_last(board, start, plain.moves) if plain.solved and board.of_kind(EXIT) else None
    if last is not None:
        return Solution(True, plain.pushes, last, plain.positions, False, "")
    return solve(board, start, budget, gem=True)


def _gem_last(board: Board, start: State, moves: str) -> str | None:
    """`moves` up to the push that solves the level, then a walk onto the gem and out through the
    nearest exit; None when no walk gets there."""
    state, done = start, []
    for m in moves:
        state = step(board, state, m) or state
        done.append(m)
        if state.solved:
            break
    try:
        walk = _walk(board, state, board.gems[0])
    except AssertionError:
        return None
    state = play(board, "".join(walk), state)
    exits = [e for e in board.of_kind(EXIT) if _reachable_beside(board, state, e)]
    if not exits:
        return None
    out, d = min((_walk_beside(board, state, e) for e in exits), key=_length)
    return "".join(done + walk + out + [d])


@lru_cache(maxsize=256)
def _solve_cached(key) -> Solution:
    board, player, crates, taken, opened, gems, budget, gem = key
    search, start = _Search(board), State(player, crates, taken, opened, gems=gems)
    found = search.run(start, budget, leave=True, gem=gem)
    if found.solved or found.gave_up or not search.exits:
        return found
    covered = search.run(start, budget, leave=False, gem=gem)
    if covered.solved:
        reason = "every goal can get its crate, but never with a way left open to an exit (e)"
        return Solution(False, None, "", found.positions, False, reason)
    return found


def push_distances(board: Board) -> dict[int, int]:
    """For each cell from which a lone crate can reach a goal, the fewest pushes it takes (every
    door, lock and key out of the way): the sum over the crates is a lower bound of a level's
    pushes. Cells missing are dead."""
    s = _Search(board)
    return {s.plain(p): d for p, d in s.distances.items()}


def dead_cells(board: Board) -> frozenset[int]:
    """Cells (not goals) from which a lone crate can never be pushed onto a goal."""
    s = _Search(board)
    return frozenset(s.plain(p) for p in range(s.size) if s.dead >> p & 1)


class _Search:
    def __init__(self, board: Board):
        self.board = board
        w, h = board.width, board.height
        self.stride = s = w + 1
        self.size = s * h
        self.offsets = {"D": s, "U": -s, "L": -1, "R": 1}
        self.kind = [VOID] * self.size
        for c, k in enumerate(board.cells):
            self.kind[self.pad(c)] = k

        def mask(*kinds) -> int:
            return sum(1 << p for p in range(self.size) if self.kind[p] in kinds)

        self.inside = mask(*(k for k in range(len(KIND_NAMES)) if k not in (WALL, VOID)))  # cells a body may be on
        self.goals, self.switches, self.doors = mask(GOAL), mask(SWITCH), mask(DOOR)
        self.keys, self.locks, self.exits, self.gems = mask(KEY), mask(LOCK), mask(EXIT), mask(GEM)
        self.wanted = 0  # a gem the search must take (run's `gem`): walked onto like a key
        self.prune = True
        self.solid = (1 << self.size) - 1 & ~self.inside | self.exits  # exits stay shut while searching
        self.dead = self._dead()
        self.squares = [self._squares(p) for p in range(self.size)]

    def _squares(self, p: int) -> list[int]:
        """The squares of two by two cells that hold cell p, as masks."""
        s, out = self.stride, []
        for corner in (p, p - 1, p - s, p - s - 1):
            cells = (corner, corner + 1, corner + s, corner + s + 1)
            if corner >= 0 and corner % s < s - 1 and corner + s + 1 < self.size:
                out.append(sum(1 << q for q in cells))
        return out

    def pad(self, cell: int) -> int:
        return (cell // self.board.width) * self.stride + cell % self.board.width

    def plain(self, p: int) -> int:
        return (p // self.stride) * self.board.width + p % self.stride

    def bits(self, cells) -> int:
        return sum(1 << self.pad(c) for c in cells)

    # ---- rules on bit boards -------------------------------------------------
    def doors_open(self, crates: int) -> bool:
        return bool(self.switches) and self.switches & crates == self.switches

    def crate_enters(self, p: int, others: int, taken: int, opened: int) -> bool:
        bit = 1 << p
        if not 0 <= p < self.size or (self.solid | others) & bit:
            return False
        kind = self.kind[p]
        if kind == DOOR:
            return self.doors_open(others)
        if kind == LOCK:
            return bool(opened & bit)
        return kind != KEY or bool(taken & bit)

    def walkable(self, crates: int, taken: int, opened: int) -> int:
        """Cells the player walks on without pushing, picking up or opening anything."""
        shut = crates | (self.locks & ~opened) | ((self.keys | self.wanted) & ~taken)
        if not self.doors_open(crates):
            shut |= self.doors
        return self.inside & ~self.exits & ~shut

    def area(self, player: int, free: int) -> int:
        s, region = self.stride, 1 << player
        while True:
            grown = region | ((region << 1) | (region >> 1) | (region << s) | (region >> s)) & free
            if grown == region:
                return region
            region = grown

    def stuck(self, p: int, crates: int) -> bool:
        """Whether, after a crate arrived at `p`, too few crates can still reach a goal: those on
        dead cells never can, nor can those locked in a square of two by two walls and crates
        round `p` (unless on a goal already). A crate stuck elsewhere may hold a switch, so a
        position is dropped only when the goals can no longer all be covered."""
        blocked, frozen = self.solid | crates, 0
        for square in self.squares[p]:
            if blocked & square == square:
                frozen |= square
        movable = crates & ~self.dead & ~(frozen & ~self.goals)
        return (movable | crates & self.goals).bit_count() < self.goals.bit_count()

    # ---- dead cells ------------------------------------------------------------
    def _dead(self) -> int:
        """Cells from which a lone crate never reaches a goal (`distances` has no figure for them)."""
        self.distances = self._distances()
        live = sum(1 << p for p in self.distances)
        return self.inside & ~self.exits & ~live

    def _distances(self) -> dict[int, int]:
        """The fewest pushes that take a lone crate from each cell onto a goal: pushed with the
        player behind it on any cell a body may be on, every door, lock and key out of the way,
        and on ice stopping anywhere along the slide (so no real push is missed: a lower bound)."""
        enterable = self.inside & ~self.exits
        back: dict[int, list[int]] = {}
        for p in range(self.size):
            if not enterable >> p & 1:
                continue
            for off in self.offsets.values():
                behind, to = p - off, p + off
                if not (0 <= behind < self.size and enterable >> behind & 1):
                    continue
                while 0 <= to < self.size and enterable >> to & 1:
                    back.setdefault(to, []).append(p)
                    if self.kind[to] != ICE:
                        break
                    to += off
        # breadth-first backwards from the goals
        dist = {p: 0 for p in range(self.size) if (self.goals & enterable) >> p & 1}
        todo = deque(dist)
        while todo:
            q = todo.popleft()
            for p in back.get(q, ()):
                if p not in dist:
                    dist[p] = dist[q] + 1
                    todo.append(p)
        return dist

    # ---- the search --------------------------------------------------------------
    def run(self, start: State, budget: int, leave: bool = True, gem: bool = False, goals: bool = True) -> Solution:
        """Search from `start`; with `leave`, a solved position must also let the player walk
        into an exit (on a board that has exits); with `gem`, the gem must be taken too (a taken
        gem is a bit of the keys taken); without `goals`, the goals need no crates."""
        self.wanted = self.gems & ~self.bits(start.gems) if gem else 0
        self.prune = goals  # dead cells and frozen squares matter only to the goals
        crates0, taken0, opened0 = self.bits(start.crates), self.bits(start.taken), self.bits(start.opened)
        reason = self._static_reason(crates0) if goals else ""
        if reason:
            return Solution(False, None, "", 0, False, reason)
        # a node: the player's cell, crates, keys taken, locks opened, the player's area, pushes
        # so far, the node it came from; nodes with the same crates, keys and locks are told
        # apart by their areas (`known`), so a flood is made only for a new position
        nodes: list[list] = []
        known: dict[tuple, list[int]] = {}

        def add(player, crates, taken, opened, d, parent) -> int | None:
            """The node for this position; None when it is known and not reached cheaper now."""
            same = known.setdefault((crates, taken, opened), [])
            for n in same:
                if nodes[n][4] >> player & 1:
                    if nodes[n][5] <= d:
                        return None
                    nodes[n][5], nodes[n][6], nodes[n][0] = d, parent, player
                    return n
            region = self.area(player, self.walkable(crates, taken, opened))
            nodes.append([player, crates, taken, opened, region, d, parent])
            same.append(len(nodes) - 1)
            return len(nodes) - 1

        queue = deque([add(self.pad(start.player), crates0, taken0, opened0, 0, None)])
        searched, done = 0, set()
        while queue:
            n = queue.popleft()
            if n in done:
                continue
            done.add(n)
            _player, crates, taken, opened, region, d, _parent = nodes[n]
            done_goals = not goals or self.goals & ~crates == 0
            if done_goals and self.wanted & ~taken == 0 and (not leave or not self.exits or self._by_exit(region)):
                return self._solution(nodes, n, start, searched, leave)
            searched += 1
            if searched > budget:
                return Solution(
                    False,
                    None,
                    "",
                    searched,
                    True,
                    f"the search gave up after {budget} positions without finishing: the level is too big to check; "
                    "use fewer crates or a smaller room",
                )
            for (player, c2, t2, o2), cost in self._next(region, crates, taken, opened):
                m = add(player, c2, t2, o2, d + cost, n)
                if m is None:
                    continue
                done.discard(m)
                if cost:
                    queue.append(m)
                else:
                    queue.appendleft(m)
        what = "takes the gem" if not goals else "puts a crate on every goal" + (" with the gem taken" if gem else "")
        return Solution(
            False,
            None,
            "",
            searched,
            False,
            f"no order of pushes {what} (all {searched} positions the player can reach were searched)",
        )

    def _by_exit(self, region: int) -> bool:
        s = self.stride
        return bool(((region << 1) | (region >> 1) | (region << s) | (region >> s)) & self.exits)

    def _next(self, region: int, crates: int, taken: int, opened: int):
        """The positions one push, one key or one lock away, with their cost in pushes."""
        s = self.stride
        around = (region << 1) | (region >> 1) | (region << s) | (region >> s)
        # a gem is also taken where a push left the player standing on it
        for k in _ones((around & self.keys | (around | region) & self.wanted) & ~taken & ~crates):
            yield (k, crates, taken | 1 << k, opened), 0
        if (taken & self.keys).bit_count() > opened.bit_count():
            for lk in _ones(around & self.locks & ~opened):
                yield (lk, crates, taken, opened | 1 << lk), 0
        for c in _ones(crates):
            others = crates & ~(1 << c)
            for off in self.offsets.values():
                if c - off < 0 or not region >> (c - off) & 1:
                    continue
                to = c + off
                if not self.crate_enters(to, others, taken, opened):
                    continue
                while self.kind[to] == ICE and self.crate_enters(to + off, others, taken, opened):
                    to += off
                moved = others | 1 << to
                if self.prune and self.stuck(to, moved):
                    continue
                yield (c, moved, taken, opened), 1

    def _static_reason(self, crates: int) -> str:
        b = self.board
        goals = self.goals.bit_count()
        if not goals:
            return "the board has no goal (.) for a crate"
        if crates.bit_count() < goals:
            return f"the board has {goals} goals but only {crates.bit_count()} crates"
        stuck = [self.plain(c) for c in _ones(crates & self.dead)]
        if crates.bit_count() - len(stuck) < goals:
            cells = ", ".join(f"the crate at {b.where(c)}" for c in stuck)
            return f"{cells} can never be pushed onto a goal (walls hold it), which leaves too few crates for the goals"
        return ""

    def _solution(self, nodes: list, n: int, start: State, searched: int, leave: bool) -> Solution:
        pushes, path = nodes[n][5], []
        while n is not None:
            path.append(nodes[n][:4])
            n = nodes[n][6]
        path.reverse()
        b, state, moves = self.board, start, []
        for player, crates, _taken, _opened in path[1:]:
            goal = self.plain(player)
            if crates != self.bits(state.crates):  # a push: walk behind the crate, then push it
                d = _push_dir(b, state, goal, crates, self)
                walk = _walk(b, state, b.next(goal, _opposite(d)))
            else:  # a key or a lock: walk next to it, then step in
                walk, d = _walk_beside(b, state, goal)
            for m in walk + [d]:
                state = step(b, state, m) or state
                moves.append(m)
        if leave and self.exits:  # out through the nearest exit, open now
            exits = [self.plain(p) for p in _ones(self.exits)]
            walk, d = min((_walk_beside(b, state, e) for e in exits if _reachable_beside(b, state, e)), key=_length)
            moves += walk + [d]
        return Solution(True, pushes, "".join(moves), searched, False, "")


def _ones(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _opposite(d: str) -> str:
    return {"U": "D", "D": "U", "L": "R", "R": "L"}[d]


def _push_dir(b: Board, state: State, crate: int, crates_after: int, search: _Search) -> str:
    """The direction the crate at `crate` was pushed to end up as `crates_after`."""
    for d in DIRS:
        behind = b.next(crate, _opposite(d))
        if behind < 0 or crate not in state.crates:
            continue
        trial = step(b, State(behind, state.crates, state.taken, state.opened), d)
        if trial is not None and search.bits(trial.crates) == crates_after:
            return d
    raise AssertionError("the solver's push cannot be replayed")


def _walk(b: Board, state: State, goal: int) -> list[str]:
    """Steps from the player to `goal` that push nothing and pick up or open nothing."""
    if goal == state.player:
        return []
    prev = {state.player: None}
    todo = deque([state.player])
    while todo:
        cell = todo.popleft()
        for d in DIRS:
            n = b.next(cell, d)
            if n < 0 or n in prev or not _free(b, state, n):
                continue
            prev[n] = (cell, d)
            if n == goal:
                out = []
                while prev[n] is not None:
                    n, step_d = prev[n]
                    out.append(step_d)
                return out[::-1]
            todo.append(n)
    raise AssertionError("the solver's walk cannot be replayed")


def _walk_beside(b: Board, state: State, target: int) -> tuple[list[str], str]:
    for d in DIRS:
        beside = b.next(target, _opposite(d))
        if beside >= 0 and (beside == state.player or _free(b, state, beside)):
            try:
                return _walk(b, state, beside), d
            except AssertionError:
                continue
    raise AssertionError("the solver's key or lock cannot be replayed")


def _reachable_beside(b: Board, state: State, target: int) -> bool:
    try:
        _walk_beside(b, state, target)
    except AssertionError:
        return False
    return True


def _length(walk_and_step) -> int:
    return len(walk_and_step[0])


def _free(b: Board, state: State, cell: int) -> bool:
    if b.solid(cell) or cell in state.crates:
        return False
    kind = b.cells[cell]
    if kind == EXIT and not state.solved:
        return False
    if kind == DOOR and not doors_open(b, state.crates):
        return False
    if kind == LOCK and cell not in state.opened:
        return False
    return not (kind == KEY and cell not in state.taken)
