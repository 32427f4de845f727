"""Helpers for the story genre's tests: a small visual novel as a GameSpec (two rival chefs, a
question that decides the contest, a good ending and another), built through the generators and
the Docker toolchain, and a reader that plays it in mGBA through the state block."""

from __future__ import annotations

import copy
from pathlib import Path

from engine_play import MODE, Player

from romsmith.rom_build import abi

STEP = abi.enum("RS_STORY_")  # idle, typing, wait, choice, card, done
END = abi.enum("RS_END_")  # none, good, other

SPEC = {
    "title": "The Rival Chefs",
    "premise": "",
    "start_scene": "kitchen",
    "scenes": [
        {
            "genre": "story",
            "id": "kitchen",
            "name": "Kitchen",
            "theme": "shop_interior",
            "stage": ["marco", "lucia"],
            "lines": [
                {"text": "The night before the great cooking contest."},
                {"speaker": "marco", "expression": "happy", "text": "My soup will win. It always does."},
                {"speaker": "lucia", "expression": "neutral", "text": "Not this year, Marco. My pie is ready."},
                {"speaker": "marco", "expression": "sad", "text": "Will you help me? I lost my best spoon."},
                {"speaker": "lucia", "text": "Or help me. Whose side are you on?"},
            ],
            "choices": [
                {
                    "label": "Help Marco",
                    "effects": [{"op": "set_flag", "id": "helped_marco"}, {"op": "clear_flag", "id": "helped_lucia"}],
                    "lines": [{"speaker": "marco", "expression": "happy", "text": "Thank you! Here is my spoon."}],
                },
                {
                    "label": "Help Lucia",
                    "effects": [{"op": "set_flag", "id": "helped_lucia"}, {"op": "clear_flag", "id": "helped_marco"}],
                    "lines": [{"speaker": "lucia", "expression": "happy", "text": "I knew you had taste."}],
                },
            ],
            "next": [{"to": "contest"}],
        },
        {
            "genre": "story",
            "id": "contest",
            "name": "Contest",
            "theme": "market",
            "stage": ["marco", "lucia"],
            "lines": [
                {"text": "The judges taste every dish in silence."},
                {
                    "if_flag": "helped_marco",
                    "speaker": "marco",
                    "expression": "happy",
                    "text": "With my spoon back, the soup is perfect.",
                },
                {
                    "if_flag": "helped_lucia",
                    "speaker": "lucia",
                    "expression": "happy",
                    "text": "The crust is golden. Thank you.",
                },
            ],
            "next": [{"to": "marco_wins", "if_flag": "helped_marco"}, {"to": "lucia_wins"}],
        },
        {
            "genre": "story",
            "id": "marco_wins",
            "name": "Soup Wins",
            "theme": "market",
            "stage": ["marco"],
            "lines": [{"speaker": "marco", "expression": "happy", "text": "The prize is ours! Come, let us feast."}],
            "ending": {"kind": "good", "title": "The Golden Spoon", "flag": "won"},
        },
        {
            "genre": "story",
            "id": "lucia_wins",
            "name": "Pie Wins",
            "theme": "market",
            "stage": ["lucia", "marco"],
            "lines": [
                {"speaker": "lucia", "expression": "happy", "text": "The pie takes the prize this year."},
                {"speaker": "marco", "expression": "sad", "text": "Next year, then."},
            ],
            "ending": {"kind": "other", "title": "A Slice of Defeat", "flag": "lost", "retry": "kitchen"},
        },
    ],
    "cast": [
        {"id": "guest", "name": "Guest", "role": "player", "sprite": "puny_girl", "scene": "kitchen", "x": 7, "y": 5},
        {"id": "marco", "name": "Marco", "role": "npc", "sprite": "puny_chef", "scene": "kitchen", "x": 3, "y": 5},
        {"id": "lucia", "name": "Lucia", "role": "npc", "sprite": "puny_maiden", "scene": "kitchen", "x": 11, "y": 5},
    ],
    "flags": [{"id": "helped_marco"}, {"id": "helped_lucia"}, {"id": "won"}, {"id": "lost"}],
    "win": {"flag": "won", "text": "Marco's soup takes the golden spoon."},
}


def spec() -> dict:
    return copy.deepcopy(SPEC)


def build(base: Path, data: dict | None = None, toolchain: str = "docker"):
    """The story game emitted and built; (BuildResult, EmitResult)."""
    from romsmith.generators import pack as P
    from romsmith.generators.emit import emit_game
    from romsmith.rom_build import build_rom

    game = base / "game"
    game.mkdir(parents=True, exist_ok=True)
    emitted = emit_game(data or spec(), P.load_pack("puny"), game)
    built = build_rom(
        game, base / "out", title="RIVAL CHEFS", code="RSST", toolchain=toolchain, cache_dir=base / "cache"
    )
    return built, emitted


class Reader(Player):
    """A Player for story scenes: reads lines, picks answers, opens the backlog."""

    def until(self, test, limit: int = 600, keys=()) -> dict:
        for _ in range(limit):
            s = self.state()
            if test(s):
                return s
            self.emu.run(1, keys=keys)
        return self.state()

    def start(self) -> dict:
        self.emu.run(30)
        self.emu.run(2, keys=("START",))
        return self.until(lambda s: s["mode"] == MODE["play"] and s["story_step"] in (STEP["typing"], STEP["wait"]))

    def tap(self, key: str) -> dict:
        self.emu.run(1, keys=(key,))
        self.emu.run(1)
        return self.state()

    def next_line(self) -> dict:
        """Finish the line showing and go on to whatever follows it."""
        line = self.state()["story_line"]
        self.until(lambda s: s["story_step"] != STEP["typing"], keys=("A",))
        self.emu.run(1)  # A let go, so the next press is a new one
        self.tap("A")
        return self.until(lambda s: s["story_line"] != line or s["story_step"] not in (STEP["typing"], STEP["wait"]))

    def to_choice(self, limit: int = 40) -> dict:
        for _ in range(limit):
            s = self.state()
            if s["story_step"] == STEP["choice"]:
                return s
            self.next_line()
        return self.state()

    def read_on(self, stop, limit: int = 3000) -> dict:
        """Tap A (a frame down, a frame up) until `stop(state)`."""
        for _ in range(limit // 2):
            s = self.state()
            if stop(s):
                return s
            self.tap("A")
        return self.state()

    def pick(self, answer: int) -> dict:
        while self.state()["story_cursor"] != answer:
            self.tap("DOWN")
        return self.tap("A")
