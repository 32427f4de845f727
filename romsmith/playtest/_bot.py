"""The player: reads the state block and the live actor table every frame, reads dialogue,
answers questions, waits out cut-scenes and continues after a game over; in play it hands each
frame to the current scene's genre's strategy (`playtest.genres`), and it stops at the win
screen or the frame budget."""

from __future__ import annotations

from romsmith.playtest import _plan
from romsmith.playtest import _romdata as rd
from romsmith.playtest._live import Live
from romsmith.playtest.genres import Strategy, strategy_for
from romsmith.rom_build import abi

MODE = abi.MODES
TITLE, PLAY, DIALOGUE, PAUSE = MODE["title"], MODE["play"], MODE["dialogue"], MODE["pause"]
WIN, GAMEOVER, ERROR, CUTSCENE = MODE["win"], MODE["gameover"], MODE["error"], MODE["cutscene"]


class Bot:
    def __init__(self, emu, game: rd.Game, max_frames: int, continues: int):
        self.emu, self.game = emu, game
        self.max_frames, self.continues = max_frames, continues
        self.first_frame = emu.frames
        self.relevant = _plan.relevant_flags(game)
        self.steps: list[dict] = []
        self.flags: set[int] = set()
        self.scene: int | None = None
        self.dialogue = rd.NONE
        self.dialogue_frames = 0
        self.text_chars = 0  # letters of the dialogue pages and story lines put before the player
        self.last_mode = self.previous_mode = TITLE
        self.strategies: dict[str, Strategy] = {}  # one per genre met, each with its own state
        self.game_overs = 0
        self.visited: list[int] = []
        self.result: str | None = None
        self.reason = ""
        self.highlight = None  # a screenshot of play a strategy picked (`capture`), saved beside the last

    # ---- reading the machine ------------------------------------------------
    def used(self) -> int:
        return self.emu.frames - self.first_frame

    def frames(self, n: int = 1, keys=()) -> None:
        self.emu.run(n, keys=keys)

    def live(self) -> dict[int, Live]:
        """Active actors of the current scene from the engine's actor table (rs_actors, actor_t)."""
        scene = self.game.scenes[self.scene] if self.scene is not None and self.scene < len(self.game.scenes) else None
        count = len(scene.actors) if scene else 0
        raw = self.emu.read(self.game.actors_address, abi.ACTOR_T.size * count)
        out = {}
        for i in range(count if raw else 0):
            a = abi.ACTOR_T.unpack(raw, abi.ACTOR_T.size * i)
            if a["active"]:
                scale = 2 if a["scale"] == 2 else 1
                out[i] = Live(i, a["x"], a["y"], True, a["kind"], a["hp"], a["invuln"], a["dying"], scale)
        return out

    def strategy(self) -> Strategy:
        """The current scene's genre's way to play it (playtest.genres), made once per genre."""
        genre = self.game.scenes[self.scene].genre if self.scene is not None else "adventure"
        if genre not in self.strategies:
            self.strategies[genre] = strategy_for(genre)(self)
        return self.strategies[genre]

    def tell(self, event: str) -> None:
        """Every strategy met hears that the flags changed or a scene was entered."""
        for strategy in self.strategies.values():
            getattr(strategy, event)()

    def capture(self) -> None:
        """Keep this frame as the playthrough's picture of play (the first one asked for)."""
        if self.highlight is None:
            self.highlight = self.emu.screenshot()

    def stuck(self, reason: str) -> None:
        self.result, self.reason = "stuck", reason

    def note(self, event: str, **extra) -> None:
        self.steps.append({"frame": self.used(), "scene": self.scene, "event": event, **extra})

    # ---- the loop -------------------------------------------------------------
    def play(self) -> None:
        self.frames(20)
        self.frames(2, ("START",))
        self.note("pressed START on the title screen")
        while self.used() < self.max_frames and self.result is None:
            s = self.emu.state()
            if s is None:
                self.frames(1)
                continue
            self.observe(s)
            mode = s["mode"]
            self.previous_mode, self.last_mode = self.last_mode, mode
            if mode == WIN:
                self.result = "win"
                self.note("the win screen shows")
            elif mode == ERROR:
                self.result, self.reason = "error", f"the engine's error screen (code {s['error']})"
            elif mode == GAMEOVER:
                self.game_over()
            elif mode in (TITLE, PAUSE):
                self.frames(4, ("START",) if mode == TITLE else ("B",))
                self.frames(2)
            elif mode == DIALOGUE:
                self.read_dialogue(s)
            elif mode == CUTSCENE:
                self.watch(s)
            else:
                self.strategy().step(s)
        if self.result is None:
            self.result = "out_of_frames"
            self.reason = f"the frame budget ({self.max_frames}) ran out"

    def observe(self, s: dict) -> None:
        flags = {i for i in range(self.game.flag_count) if s["flags"][i // 32] >> (i % 32) & 1}
        for flag in sorted(flags - self.flags):
            self.note(f"flag set: {self.game.flag_name(flag)}", flag=flag)
        if flags != self.flags:
            self.flags = flags
            self.tell("flags_changed")
        if s["scene"] != self.scene and s["scene"] < len(self.game.scenes):
            self.scene = s["scene"]
            if self.scene not in self.visited:
                self.visited.append(self.scene)
            self.note(f"entered scene {self.scene} ({self.game.scenes[self.scene].name})")
            self.tell("scene_entered")

    def game_over(self) -> None:
        self.game_overs += 1
        self.note("game over")
        if self.game_overs > self.continues:
            self.result, self.reason = "game_over", f"game over {self.game_overs} times"
            return
        self.frames(35)
        self.frames(2, ("START",))
        self.tell("flags_changed")

    def answer(self) -> bool:
        """When a question's answers show: move the cursor to the best one and pick it."""
        if not self.game.choice_address:
            return False
        layout = abi.struct("rs_choice_t")
        raw = self.emu.read(self.game.choice_address, layout.size)
        choice = layout.unpack(raw) if len(raw) == layout.size else {"open": 0}
        if not choice["open"]:
            return False
        cursor, count, first, labels = choice["cursor"], choice["count"], choice["first"], choice["labels"]
        want = _plan.best_answer(self.game, first, count, self.flags, self.relevant)
        if cursor != want:
            self.frames(1, ("DOWN",))
            self.frames(1)
            return True
        names = self.game.dialogues[labels].pages if labels < len(self.game.dialogues) else []
        label = names[want] if want < len(names) else ""
        self.note(f"answered {want + 1} of {count}" + (f": {label}" if label else ""), answer=want)
        self.frames(1, ("A",))
        self.frames(1)
        return True

    def watch(self, s: dict) -> None:
        """A cut-scene plays by itself (its lines come as dialogue); wait for it."""
        if self.previous_mode not in (CUTSCENE, DIALOGUE):
            self.note("a cut-scene plays")
        self.frames(2)

    def read_dialogue(self, s: dict) -> None:
        if self.answer():
            return
        if s["dialogue"] != self.dialogue:
            self.dialogue, self.dialogue_frames = s["dialogue"], 0
            if s["dialogue"] < len(self.game.dialogues):
                d = self.game.dialogues[s["dialogue"]]
                self.text_chars += sum(len(page) for page in d.pages)
                self.note(
                    f"reading dialogue {d.index}" + (f" ({d.speaker})" if d.speaker else ""),
                    dialogue=d.index,
                    pages=len(d.pages),
                )
        self.dialogue_frames += 2
        # A finishes the typing of a page, then turns it; B would skip the rest if A stalls.
        self.frames(1, ("B",) if self.dialogue_frames > 600 else ("A",))
        self.frames(1)
