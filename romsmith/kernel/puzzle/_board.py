"""A block-pushing board read from its text, and the rules of one step on it.

The text is the Sokoban notation most level collections use, with a few pieces of our own:

    #  wall              (space, - or _) floor
    @  the player        +  the player on a goal
    $  crate             .  goal               *  crate on a goal
    ~  ice: a crate pushed onto it slides on until something stops it
    s  switch: held down while a crate stands on it
    d  door: open while every switch holds a crate
    k  key: picked up by walking onto it (a crate cannot go over it)
    l  lock: walking into it with a key opens it for good, using the key up
    e  exit: opens once every goal holds a crate (a warp on it leads on)
    g  gem: taken by walking onto it, never needed to solve the level (to a crate it is floor)

Letters may be upper or lower case. Rows may be ragged (the short ones end in floor); whatever
lies outside the walls around the player is void, drawn as nothing and never entered. Cells are
numbered row by row: cell = y * width + x. The engine (src/genre/puzzle.c) plays these same rules;
`step` is their reference.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

# cell kinds: the engine's RS_PUZ_* (include/genre/rs_puzzle.h)
FLOOR, WALL, GOAL, ICE, SWITCH, DOOR, KEY, LOCK, EXIT, VOID, GEM = range(11)
KIND_NAMES = ("floor", "wall", "goal", "ice", "switch", "door", "key", "lock", "exit", "void", "gem")
MAX_W, MAX_H = 15, 9  # one screen below the HUD row: RS_PUZ_MAX_W x RS_PUZ_MAX_H
MAX_CRATES = 12  # RS_PUZ_MAX_CRATES
MAX_KEYS = 8  # keys, and locks: RS_PUZ_MAX_KEYS each
MAX_EXITS = 4
MAX_GEMS = 1  # the level's one gem: its block's gem_flag

# direction letter -> (dx, dy); the order is the engine's RS_FACE_* (down, up, left, right)
DIRS = {"D": (0, 1), "U": (0, -1), "L": (-1, 0), "R": (1, 0)}
_CHARS = {
    "#": (WALL, ""),
    " ": (FLOOR, ""),
    "-": (FLOOR, ""),
    "_": (FLOOR, ""),
    "@": (FLOOR, "player"),
    "+": (GOAL, "player"),
    "$": (FLOOR, "crate"),
    ".": (GOAL, ""),
    "*": (GOAL, "crate"),
    "~": (ICE, ""),
    "s": (SWITCH, ""),
    "d": (DOOR, ""),
    "k": (KEY, ""),
    "l": (LOCK, ""),
    "e": (EXIT, ""),
    "g": (GEM, ""),
}
_SHOWN = " #.~sdkle g"  # kind -> its character (void shows as space)
LEGEND = "# (wall), space/-/_ (floor), @ (player), + (player on goal), $ (crate), . (goal), * (crate on goal), ~ (ice), s (switch), d (door), k (key), l (lock), e (exit), g (gem: optional, taken by walking onto it)"


class BoardError(ValueError):
    """What is wrong with a board's text: one sentence per problem, each naming its cell."""

    def __init__(self, problems: list[tuple[str, str]]):
        self.problems = problems  # (code, message)
        super().__init__("; ".join(m for _, m in problems))


@dataclass(frozen=True)
class Board:
    width: int
    height: int
    cells: tuple[int, ...]  # kinds, row by row
    start: int  # the player's cell
    crates: tuple[int, ...]  # cells, in reading order

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.width, cell // self.width

    def at(self, x: int, y: int) -> int:
        """The cell (x, y), or -1 off the board."""
        return y * self.width + x if 0 <= x < self.width and 0 <= y < self.height else -1

    def next(self, cell: int, d: str) -> int:
        x, y = self.xy(cell)
        dx, dy = DIRS[d]
        return self.at(x + dx, y + dy)

    def of_kind(self, kind: int) -> tuple[int, ...]:
        return tuple(i for i, k in enumerate(self.cells) if k == kind)

    @property
    def goals(self) -> tuple[int, ...]:
        return self.of_kind(GOAL)

    @property
    def switches(self) -> tuple[int, ...]:
        return self.of_kind(SWITCH)

    @property
    def keys(self) -> tuple[int, ...]:
        return self.of_kind(KEY)

    @property
    def locks(self) -> tuple[int, ...]:
        return self.of_kind(LOCK)

    @property
    def gems(self) -> tuple[int, ...]:
        return self.of_kind(GEM)

    def solid(self, cell: int) -> bool:
        """Off the board, a wall or the void: nothing ever enters it."""
        return cell < 0 or self.cells[cell] in (WALL, VOID)

    def where(self, cell: int) -> str:
        x, y = self.xy(cell)
        return f"x={x}, y={y}"

    def text(self, state: State | None = None) -> list[str]:
        """The board in its notation (at `state`, else at the start)."""
        state = state or self.initial()
        gone = state.taken | state.opened | state.gems  # keys and gems taken, locks opened: floor now
        out = []
        for y in range(self.height):
            row = []
            for x in range(self.width):
                i = y * self.width + x
                kind = FLOOR if i in gone else self.cells[i]
                if i == state.player:
                    row.append("+" if kind == GOAL else "@")
                elif i in state.crates:
                    row.append("*" if kind == GOAL else "$")
                else:
                    row.append(_SHOWN[kind])
            out.append("".join(row).rstrip())
        return out

    def initial(self) -> State:
        return State(self.start, frozenset(self.crates))


@dataclass(frozen=True)
class State:
    """Everything a step changes: the player's cell, the crates' cells, the keys picked up and
    the locks opened (cells), the steps and pushes made, whether the level was ever solved, and
    the gems taken (cells)."""

    player: int
    crates: frozenset[int]
    taken: frozenset[int] = frozenset()
    opened: frozenset[int] = frozenset()
    moves: int = 0
    pushes: int = 0
    solved: bool = False
    gems: frozenset[int] = frozenset()

    @property
    def keys_held(self) -> int:
        return len(self.taken) - len(self.opened)


def parse(rows: list[str]) -> Board:
    """The board the text describes; BoardError lists every problem, each naming its cell."""
    problems: list[tuple[str, str]] = []
    if not rows or not any(r.strip() for r in rows):
        raise BoardError([("puzzle_board_empty", "the board has no rows")])
    height, width = len(rows), max(len(r) for r in rows)
    if width > MAX_W or height > MAX_H:
        problems.append(
            (
                "puzzle_board_size",
                f"the board is {width}x{height} cells; a level fits one screen: at most {MAX_W}x{MAX_H}",
            )
        )
    if width < 3 or height < 3:
        problems.append(("puzzle_board_size", f"the board is {width}x{height} cells; a level needs at least 3x3"))
    if problems:
        raise BoardError(problems)
    cells, crates, players = [], [], []
    for y, row in enumerate(rows):
        for x, ch in enumerate(row.ljust(width)):
            kind, extra = _CHARS.get(ch.lower() if ch.isalpha() else ch, (None, ""))
            if kind is None:
                problems.append(
                    ("puzzle_board_char", f"{ch!r} at x={x}, y={y} is not a board piece; the pieces: {LEGEND}")
                )
                kind = FLOOR
            cells.append(kind)
            if extra == "crate":
                crates.append(len(cells) - 1)
            elif extra == "player":
                players.append(len(cells) - 1)
    if len(players) != 1:
        where = ", ".join(f"x={p % width}, y={p // width}" for p in players)
        problems.append(
            (
                "puzzle_player",
                f"the board needs exactly one player (@ or +); it has {len(players)}"
                + (f" ({where})" if where else ""),
            )
        )
    if problems:
        raise BoardError(problems)
    board = Board(width, height, tuple(cells), players[0], tuple(crates))
    board = _enclose(board)
    _limits(board)
    return board


def _limits(board: Board) -> None:
    """Counts the engine holds, and doors that something can open."""
    problems = []
    counts = [("crates", len(board.crates), MAX_CRATES), ("keys", len(board.keys), MAX_KEYS)]
    counts += [("locks", len(board.locks), MAX_KEYS), ("exits", len(board.of_kind(EXIT)), MAX_EXITS)]
    counts += [("gems", len(board.gems), MAX_GEMS)]
    for what, n, most in counts:
        if n > most:
            problems.append(("puzzle_board_limits", f"the board has {n} {what}; a level holds at most {most}"))
    if board.of_kind(DOOR) and not board.switches:
        problems.append(
            (
                "puzzle_door",
                "the board has doors (d) but no switch (s): a door opens only while every switch holds a crate",
            )
        )
    if problems:
        raise BoardError(problems)


def _enclose(board: Board) -> Board:
    """Cells no step from the player could ever reach (outside the walls) become void; a piece
    standing there is an error naming it."""
    inside, todo = {board.start}, [board.start]
    while todo:
        cell = todo.pop()
        for d in DIRS:
            n = board.next(cell, d)
            if n >= 0 and board.cells[n] != WALL and n not in inside:
                inside.add(n)
                todo.append(n)
    problems = []
    cells = list(board.cells)
    for i, kind in enumerate(board.cells):
        if kind == WALL or i in inside:
            continue
        if kind != FLOOR or i in board.crates:
            what = "crate" if i in board.crates else KIND_NAMES[kind]
            problems.append(
                ("puzzle_outside", f"the {what} at {board.where(i)} is outside the walls around the player")
            )
        cells[i] = VOID
    if problems:
        raise BoardError(problems)
    return replace(board, cells=tuple(cells))


def doors_open(board: Board, crates) -> bool:
    """Doors are open while every switch holds a crate (a board without switches keeps them shut)."""
    switches = board.switches
    return bool(switches) and all(s in crates for s in switches)


def crate_can_enter(board: Board, state: State, cell: int, others) -> bool:
    """Whether a crate may move into `cell`, the other crates being `others`."""
    if board.solid(cell) or cell in others:
        return False
    kind = board.cells[cell]
    if kind == EXIT:
        return False
    if kind == DOOR and not doors_open(board, others):
        return False
    if kind == LOCK and cell not in state.opened:
        return False
    return not (kind == KEY and cell not in state.taken)


def step(board: Board, state: State, d: str) -> State | None:
    """The state after the player steps in direction `d` (U, D, L, R), or None when blocked.

    A crate in the way is pushed one cell (on ice it slides on until something stops it) if
    nothing blocks it; a door lets the player through while every switch holds a crate (a crate
    leaving a switch lets it up as it goes); a lock opens when walked into with a key; a key is
    picked up by walking onto it; the exit lets the player through once the level was solved; a
    gem is taken by walking onto it (crates pass over it as over floor)."""
    target = board.next(state.player, d)
    if board.solid(target):
        return None
    kind = board.cells[target]
    crates, taken, opened, pushes, gems = state.crates, state.taken, state.opened, state.pushes, state.gems
    if target in crates:
        others = crates - {target}
        to = board.next(target, d)
        if not crate_can_enter(board, state, to, others):
            return None
        while board.cells[to] == ICE:
            ahead = board.next(to, d)
            if not crate_can_enter(board, state, ahead, others):
                break
            to = ahead
        crates, pushes = others | {to}, pushes + 1
    elif (kind == EXIT and not state.solved) or (kind == DOOR and not doors_open(board, crates)):
        return None
    elif kind == LOCK and target not in opened:
        if state.keys_held <= 0:
            return None
        opened = opened | {target}
    elif kind == KEY and target not in taken:
        taken = taken | {target}
    if kind == GEM:  # walked onto, or onto as a crate is pushed off it
        gems = gems | {target}
    solved = state.solved or all(g in crates for g in board.goals)
    return State(target, crates, taken, opened, state.moves + 1, pushes, solved, gems)


def play(board: Board, moves: str, state: State | None = None) -> State:
    """The state after `moves` (a string of U, D, L, R; a blocked step changes nothing)."""
    state = state or board.initial()
    for d in moves:
        state = step(board, state, d) or state
    return state


def covered(board: Board, crates) -> int:
    """How many goals hold a crate."""
    return sum(1 for g in board.goals if g in crates)
