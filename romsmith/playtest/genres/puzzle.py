"""The puzzle's strategy: play the solver's solution. The level is read back from the ROM (the
scene's rs_puzzle block) into romsmith.kernel.puzzle's board; the solver gives the fewest pushes
and the steps that walk out through the exit; each step is one press, waited out until the
engine's live board (rs_puzzle_live) is idle again, and held against what the rules say it should
be. A level's gem is taken on the way whenever the solver finds a way to take it that still
solves the level (else the level is solved without it). When the board is not what the rules
expected, the rest is solved again from the board as it stands; when nothing solves it, SELECT starts the level again, once. Halfway through the first
room of three crates or more, the frame is kept as the playthrough's picture of play."""

from __future__ import annotations

from romsmith.kernel import puzzle as P
from romsmith.rom_build import abi

KEY = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT"}


def read_board(game, scene) -> tuple[P.Board, int] | None:
    """The scene's board and its solved flag, from its rs_puzzle block in the ROM."""
    if game.rom is None or not scene.genre_data:
        return None
    block = game.rom.read("rs_puzzle", scene.genre_data)
    w, h, n = block["width"], block["height"], block["crate_count"]
    rom = game.rom.rom
    cells = tuple(rom[game.rom.at(block["cells"]) : game.rom.at(block["cells"]) + w * h])
    crates = tuple(rom[game.rom.at(block["crates"]) : game.rom.at(block["crates"]) + n]) if n else ()
    return P.Board(w, h, cells, block["start"], crates), block["solved_flag"]


class Puzzle:
    def __init__(self, bot):
        self.bot = bot
        self.board: P.Board | None = None
        self.scene: int | None = None  # the scene the board is of
        self.solved_flag = 0xFFFF
        self.moves = ""  # the rest of the solution
        self.expect: P.State | None = None
        self.restarts = 0
        self.halfway: int | None = None
        self.frames_seen = -1  # the state block's scene_frames: play runs while it counts on
        address = bot.game.symbols.get("rs_puzzle_live", (0, 0))[0]
        self.live_address, self.layout = address, abi.struct("rs_puzzle_live_t")

    def flags_changed(self) -> None:
        pass

    def scene_entered(self) -> None:
        self.scene = None  # read again on its first frame of play

    def enter(self) -> None:
        self.scene = self.bot.scene
        read = read_board(self.bot.game, self.bot.game.scenes[self.scene])
        self.board, self.solved_flag = read if read else (None, 0xFFFF)
        self.moves, self.expect, self.restarts = "", None, 0
        self.halfway = None  # the step of the solution to keep a picture at

    def live(self) -> dict | None:
        raw = self.bot.emu.read(self.live_address, self.layout.size) if self.live_address else b""
        return self.layout.unpack(raw) if len(raw) == self.layout.size else None

    def now(self, live: dict) -> P.State:
        """The engine's board as the rules' state."""
        b = self.board
        taken = frozenset(c for n, c in enumerate(b.keys) if live["taken"] >> n & 1)
        opened = frozenset(c for n, c in enumerate(b.locks) if live["opened"] >> n & 1)
        solved = self.solved_flag in self.bot.flags
        crates = frozenset(live["crates"][: live["crate_count"]])
        gems = frozenset(b.gems) if live.get("gem") else frozenset()
        return P.State(live["player"], crates, taken, opened, solved=solved, gems=gems)

    def step(self, s: dict) -> None:
        if self.scene != self.bot.scene:
            self.enter()
        live = self.live() if self.board is not None else None
        if live is None:
            self.bot.stuck("a puzzle scene without its board (no rs_puzzle block or live board)")
            return
        idle = s["scene_frames"] <= self.frames_seen  # a warp's fade: the d-pad is not read yet
        self.frames_seen = s["scene_frames"]
        if live["busy"] or idle or self.bot.game.win_flag in self.bot.flags:
            self.bot.frames(1)  # a step under way, a fade, or the win screen on its way
            return
        state = self.now(live)
        if self.expect is not None and not _same(state, self.expect):
            self.bot.note("the board is not as the rules said: solved again from here")
            self.moves = ""
        if not self.moves and not self.plan(state):
            return
        if self.halfway is not None and len(self.moves) <= self.halfway:
            self.bot.capture()  # a room of crates half solved
            self.halfway = None
        move, self.moves = self.moves[0], self.moves[1:]
        self.expect = P.step(self.board, state, move) or state
        self.bot.frames(1, (KEY[move],))

    def plan(self, state: P.State) -> bool:
        if state.solved and not self.board.of_kind(P.EXIT):
            self.bot.frames(1)  # solved: the win follows
            return False
        found = P.with_gem(self.board, state)  # the gem on the way, when there is one to take
        gem = bool(set(self.board.gems) - state.gems) and found.solved
        if not found.solved:
            found = P.solve(self.board, state)
        if found.solved and found.moves:
            self.moves = found.moves
            if len(self.board.crates) >= 3:
                self.halfway = len(found.moves) // 2
            also = ", taking the gem" if gem else ""
            self.bot.note(f"solving the level{also}: {found.pushes} pushes in {len(found.moves)} steps")
            return True
        if found.solved:  # standing on the exit already: its warp or trigger is due
            self.bot.frames(1)
            return False
        if self.restarts < 1:
            self.restarts += 1
            self.expect = None
            self.bot.note(f"no solution from here ({found.reason}): SELECT starts the level again")
            self.bot.frames(1, ("SELECT",))
            return False
        self.bot.stuck(f"the puzzle level cannot be solved: {found.reason}")
        return False


def _same(a: P.State, b: P.State) -> bool:
    return (a.player, a.crates, a.taken, a.opened) == (b.player, b.crates, b.taken, b.opened)
