"""The puzzle's board, the rules of a step and the solver (romsmith.kernel.puzzle).

The solver's fewest pushes are held against a plain search over single steps (every state the
rules reach, pushes counted), written here without the solver's area trick or pruning."""

from __future__ import annotations

import random
from collections import deque

import pytest

from romsmith.kernel import puzzle as P


def board(*rows: str) -> P.Board:
    return P.parse(list(rows))


def reference_pushes(b: P.Board, limit: int = 200_000) -> int | None:
    """The fewest pushes by a 0-1 search over single steps of `step`; None when unsolvable."""
    start = b.initial()
    key = lambda s: (s.player, s.crates, s.taken, s.opened)  # noqa: E731
    best = {key(start): 0}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if all(g in s.crates for g in b.goals):
            return s.pushes
        for d in "UDLR":
            n = P.step(b, s, d)
            if n is None:
                continue
            cost = n.pushes - s.pushes
            k = key(n)
            if best.get(k, 1 << 30) <= s.pushes + cost:
                continue
            best[k] = s.pushes + cost
            n = P.State(n.player, n.crates, n.taken, n.opened, 0, s.pushes + cost)
            (queue.append if cost else queue.appendleft)(n)
        assert len(best) < limit
    return None


# ---- the board -------------------------------------------------------------------------
def test_the_board_reads_the_usual_notation_and_names_each_problem_s_cell():
    b = board("#####", "#@$.#", "#####")
    assert (b.width, b.height, b.start, b.crates, b.goals) == (5, 3, 6, (7,), (8,))
    assert board("  ####", "###  #", "#@$ .#", "######").cells[0] == P.VOID  # outside the walls
    with pytest.raises(P.BoardError) as bad:
        P.parse(["#####", "#@$?#", "#####"])
    assert bad.value.problems[0][0] == "puzzle_board_char" and "'?' at x=3, y=1" in str(bad.value)
    with pytest.raises(P.BoardError, match=r"exactly one player .* it has 2 .x=1, y=1, x=3, y=1."):
        P.parse(["#####", "#@$@#", "#####"])
    with pytest.raises(P.BoardError, match=r"the goal at x=5, y=1 is outside the walls"):
        P.parse(["####  ", "#@$# .", "####  "])
    with pytest.raises(P.BoardError, match=r"16x3 cells; a level fits one screen: at most 15x9"):
        P.parse(["#" * 16, "#@$." + " " * 11 + "#", "#" * 16])
    assert board("#####", "#@$.#", "#####").text() == ["#####", "#@$.#", "#####"]
    assert board("#####", "#@$E#", "#K L#", "#####").cells[8:9] == (P.EXIT,)  # letters in either case


# ---- one step ----------------------------------------------------------------------------
def test_a_push_moves_the_crate_one_cell_and_a_wall_or_a_second_crate_stops_it():
    b = board("#######", "#@$  .#", "#######")
    s = P.step(b, b.initial(), "R")
    assert (s.player, s.crates, s.moves, s.pushes) == (9, frozenset({10}), 1, 1)
    assert P.step(b, b.initial(), "U") is None  # a wall: nothing happens
    two = board("######", "#@$$.#", "######")
    assert P.step(two, two.initial(), "R") is None  # crates push one at a time
    wall = board("####", "#@$#", "#.##", "####")
    assert P.step(wall, wall.initial(), "R") is None


def test_ice_slides_a_crate_until_something_stops_it():
    b = board("########", "#@$~~~ #", "#     .#", "########")
    assert P.step(b, b.initial(), "R").crates == {b.at(6, 1)}  # over three ice cells onto the floor beyond
    stop = board("#######", "#@$~~$#", "#    .#", "#######")
    assert P.step(stop, stop.initial(), "R").crates == {stop.at(4, 1), stop.at(5, 1)}  # on the ice before a crate


def test_a_door_opens_while_every_switch_holds_a_crate():
    b = board("#######", "#@$s d#", "#   #.#", "#######")
    s = P.step(b, b.initial(), "R")  # the crate onto the switch
    assert s.crates == {10} and P.doors_open(b, s.crates)
    s = P.play(b, "RR", s)  # the player pushes the crate off the switch: the door shuts
    assert s.crates == {11} and not P.doors_open(b, s.crates)
    shut = board("######", "#@ d.#", "#$s  #", "######")
    assert P.step(shut, P.play(shut, "R"), "R") is None


def test_a_key_opens_one_lock_for_good():
    b = board("######", "#@kll#", "######")
    s = P.play(b, "R")
    assert s.taken == {8} and s.keys_held == 1
    s = P.step(b, s, "R")
    assert s.opened == {9} and s.keys_held == 0
    assert P.step(b, s, "R") is None  # no key for the second lock


def test_the_exit_lets_the_player_through_once_every_goal_holds_a_crate():
    b = board("#######", "#@$.  #", "#   #e#", "#######")
    beside = P.State(b.at(5, 1), frozenset(b.crates))
    assert P.step(b, beside, "D") is None
    assert P.play(b, "R").solved
    assert P.step(b, P.State(b.at(5, 1), frozenset(b.crates), solved=True), "D").player == b.at(5, 2)


# ---- the solver ------------------------------------------------------------------------------
LEVELS = [
    ("#####", "#@$.#", "#####"),
    ("####", "# .#", "#  ###", "#*@  #", "#  $ #", "#  ###", "####"),
    ("  ####", "###  ####", "#     $ #", "# #  #$ #", "# . .#@ #", "#########"),
    ("########", "#@$ s  #", "# $ d .#", "#      #", "########"),
    ("#######", "#@ $ .#", "#  ## #", "#k l  #", "#######"),
    ("########", "#  @   #", "# $~~~ #", "#   # .#", "########"),
    ("#########", "#  .    #", "# $ $ @ #", "#   #   #", "#  .  ~~#", "#########"),
]


@pytest.mark.parametrize("rows", LEVELS)
def test_the_solver_finds_the_fewest_pushes_and_its_moves_solve_the_level(rows):
    b = board(*rows)
    found = P.solve(b)
    assert found.solved, found.reason
    assert found.pushes == reference_pushes(b)
    end = P.play(b, found.moves)
    assert all(g in end.crates for g in b.goals) and end.pushes == found.pushes


def test_the_solver_agrees_with_plain_search_on_random_rooms():
    rng = random.Random(7)
    checked = solvable = 0
    while checked < 40:
        w, h = rng.randint(6, 8), rng.randint(5, 6)
        grid = [["#"] * w] + [["#"] + [" "] * (w - 2) + ["#"] for _ in range(h - 2)] + [["#"] * w]
        inner = [(x, y) for y in range(1, h - 1) for x in range(1, w - 1)]
        cells = rng.sample(inner, 5 + rng.randint(0, 3))
        n = rng.randint(1, 2)
        for x, y in cells[5:]:
            grid[y][x] = rng.choice("#~")
        grid[cells[0][1]][cells[0][0]] = "@"
        for x, y in cells[1 : 1 + n]:
            grid[y][x] = "$"
        for x, y in cells[1 + n : 1 + 2 * n]:
            grid[y][x] = "."
        try:
            b = P.parse(["".join(r) for r in grid])
        except P.BoardError:
            continue
        checked += 1
        found = P.solve(b)
        assert found.pushes == reference_pushes(b), ["".join(r) for r in grid]
        solvable += found.solved
    assert 5 < solvable < 40  # both kinds were met


def test_an_unsolvable_level_is_refused_with_its_reason():
    corner = P.solve(board("######", "#$  .#", "#@   #", "######"))
    assert not corner.solved and "the crate at x=1, y=1 can never be pushed onto a goal" in corner.reason
    assert "no goal" in P.solve(board("#####", "#@$ #", "#####")).reason
    assert "2 goals but only 1 crates" in P.solve(board("######", "#@$..#", "######")).reason
    lock = P.solve(board("#######", "#@$ l.#", "#  ####", "# k#", "####"))
    assert not lock.solved and not lock.gave_up and "no order of pushes" in lock.reason


def test_a_level_too_big_for_the_budget_is_refused_as_too_big():
    rows = ("###########", "#         #", "# $  $  . #", "#   ##    #", "# .  $ @ .#", "#  $    . #", "###########")
    found = P.solve(board(*rows), budget=200)
    assert not found.solved and found.gave_up and "too big to check" in found.reason
    assert P.solve(board(*rows)).pushes == 14


def test_dead_cells_are_those_a_crate_never_leaves_for_a_goal():
    b = board("######", "#    #", "#@$ .#", "######")
    assert {b.xy(c) for c in P.dead_cells(b)} == {(1, 1), (2, 1), (3, 1), (4, 1), (1, 2)}


def test_a_level_with_an_exit_is_solved_only_with_a_way_out_left_open():
    shut_in = P.solve(board("######", "#@$.e#", "######"))  # the crate on its goal blocks the way out
    assert not shut_in.solved and "never with a way left open to an exit" in shut_in.reason
    b = board("#########", "#   #   #", "# @$ .  e", "#   #   #", "#########")
    found = P.solve(b)  # past its goal, then pushed back from the far side
    assert found.solved and found.pushes == 4
    end = P.play(b, found.moves)
    assert end.player == b.at(8, 2) and end.solved  # the moves walk out through the exit
