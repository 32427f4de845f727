"""The story genre's strategy: read every line with A, and at a question pick the answer on the
shortest way to the good ending (else to where the story leads into another scene, else to any
ending), found by walking the story as the engine will play it: the scenes' rs_story blocks read
back from the ROM, the flags as the state block has them (`kernel.story`). An other ending's
card is left with A, which tries again."""

from __future__ import annotations

from romsmith.kernel import story as K
from romsmith.rom_build import abi

STEP = abi.enum("RS_STORY_")
END = {v: k for k, v in abi.enum("RS_END_").items()}
FX = abi.enum("RS_FX_")
NONE = abi.const("RS_NONE")


class Story:
    def __init__(self, bot):
        self.bot = bot
        self.pages: dict[str, K.Page] | None = None
        self.down = False  # a key was pressed last frame: let it go, so the next press counts
        self.texts: dict[int, list[str]] = {}  # each story scene's lines, read back from the ROM
        self.shown: tuple | None = None  # (scene, line) last put before the player

    def flags_changed(self) -> None:
        pass

    def scene_entered(self) -> None:
        pass

    # ---- the story read back from the ROM ---------------------------------------------------
    def story(self) -> dict[str, K.Page]:
        if self.pages is None:
            game = self.bot.game
            self.pages = {
                str(sc.index): page_of(game.rom, sc)
                for sc in game.scenes
                if sc.genre == "story" and sc.genre_data and game.rom is not None
            }
        return self.pages

    def answer(self) -> int:
        """The answer to pick in the current scene."""
        s, here = self.bot, str(self.bot.scene)
        known = K.Flags(frozenset(s.flags), frozenset(range(s.game.flag_count)) - frozenset(s.flags))
        pages = self.story()
        run = K.route_to(pages, here, known, lambda p: p.ending == "good")
        if not run:  # no good ending ahead: where the story leads on, else any ending
            found = K.walk(pages, [(here, known)])
            run = min(found.exits.values(), key=len) if found.exits else None
            run = run or K.route_to(pages, here, known, lambda p: p.ending is not None)
        return _first_pick(run, here) if run else 0

    # ---- each frame --------------------------------------------------------------------------
    def step(self, s: dict) -> None:
        if self.down:
            self.down = False
            self.bot.frames(1)
            return
        if s["backlog_open"]:
            self.press("L")
            return
        step = s["story_step"]
        if step in (STEP["typing"], STEP["wait"]):
            self.count_line(s["story_line"])
        if step == STEP["choice"]:
            want = self.answer()
            if s["story_cursor"] != want:
                self.press("DOWN")
                return
            self.bot.note(f"answered {want + 1} in a story scene", answer=want)
            self.press("A")
        elif step in (STEP["typing"], STEP["wait"]):
            self.press("A")
        elif step == STEP["card"]:
            self.bot.note(f"an {END.get(s['story_end'], 'other')} ending's card: trying again")
            self.press("A")
        else:
            self.bot.frames(1)

    def count_line(self, line: int) -> None:
        """Count a line's letters once, when it is first put before the player (the reading time
        a player would spend on it is the benchmark's to reckon, not the bot's)."""
        here = (self.bot.scene, line)
        if line == NONE or here == self.shown:
            return
        self.shown = here
        texts = self.line_texts(self.bot.scene)
        self.bot.text_chars += len(texts[line]) if 0 <= line < len(texts) else 0

    def line_texts(self, scene: int | None) -> list[str]:
        if scene not in self.texts:
            game = self.bot.game
            found = next((sc for sc in game.scenes if sc.index == scene and sc.genre == "story"), None)
            texts = []
            if found is not None and found.genre_data and game.rom is not None:
                texts = [game.rom.text(ln["text"]) for ln in _lines(game.rom, found)[1]]
            self.texts[scene] = texts
        return self.texts[scene]

    def press(self, key: str) -> None:
        self.bot.frames(1, (key,))
        self.down = True


def _first_pick(run: list, here: str) -> int:
    return next((a for pid, a in run if pid == here and a is not None), 0)


def _lines(rom, scene) -> tuple[dict, list[dict]]:
    """A story scene's block (include/genre/rs_story.h) and its lines, read back from the ROM."""
    block = rom.read("rs_story", scene.genre_data)
    return block, rom.array("rs_story_line", block["lines"], block["line_count"])


def page_of(rom, scene) -> K.Page:
    """A story scene's block (include/genre/rs_story.h) as the story graph's page."""
    block, lines = _lines(rom, scene)
    answers = rom.array("rs_story_answer", block["answers"], block["answer_count"])
    routes = rom.array("rs_story_route", block["routes"], block["route_count"])

    def line(ln: dict) -> K.Line:
        sets, clears = _flags(rom, ln["effects"], ln["effect_count"])
        return K.Line(_cond(ln), sets, clears)

    ending = END.get(block["ending"], "none")
    return K.Page(
        str(scene.index),
        tuple(line(ln) for ln in lines[: block["script_count"]]),
        tuple(
            K.Answer(
                rom.text(a["label"]),
                *_flags(rom, a["effects"], a["effect_count"]),
                tuple(line(ln) for ln in lines[a["first_reply"] : a["first_reply"] + a["reply_count"]]),
            )
            for a in answers
        ),
        tuple(K.Route(str(r["scene"]), _cond(r)) for r in routes),
        None if ending == "none" else ending,
        None if block["end_flag"] == NONE else block["end_flag"],
        str(routes[0]["scene"]) if ending == "other" and routes else None,
    )


def _cond(item: dict):
    return None if item["cond_flag"] == NONE else (item["cond_flag"], bool(item["cond_set"]))


def _flags(rom, address: int, count: int) -> tuple[frozenset, frozenset]:
    effects = rom.effects(address, count)
    sets = frozenset(e.a for e in effects if e.op == FX["set_flag"])
    return sets, frozenset(e.a for e in effects if e.op == FX["clear_flag"])
