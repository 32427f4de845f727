"""The story's parts of a GameSpec: flags, items, effects, dialogue, quests, cut-scenes and the win."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from romsmith.generators.spec._base import Id, Ref, _Model
from romsmith.generators.spec._limits import (
    MAX_BRANCHES,
    MAX_CHOICE_LABEL,
    MAX_CHOICES,
    MAX_CUT_COMMANDS,
    MAX_EFFECTS,
    MAX_NAME,
    MAX_PAGE_CHARS,
    MAX_PAGES,
    MAX_QUEST_STEPS,
    MAX_SCENE_CELLS,
    MAX_TITLE,
    TEXT_COLS,
    TEXT_LINES,
)


class Flag(_Model):
    id: str = Id()
    description: str = Field(default="", max_length=80)


ITEM_ICONS = (
    "bag",
    "key",
    "potion",
    "gem",
    "scroll",
    "sword",
    "shield",
    "ring",
    "coin",
    "herb",
    "orb",
    "book",
    "crown",
)


class Item(_Model):
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME)
    description: str = Field(default="", max_length=MAX_PAGE_CHARS)
    icon: Literal[ITEM_ICONS] | None = Field(
        default=None, description="the icon shown in the pause menu; null picks one from the item's words"
    )


class Effect(_Model):
    """Something that happens after a dialogue or when a trigger fires."""

    op: Literal["set_flag", "clear_flag", "give_item", "take_item", "heal", "add_heart", "save"]
    id: str = Field(
        default="",
        max_length=32,
        description="the flag id (set_flag, clear_flag) or item id (give_item, take_item); empty for heal, "
        "add_heart (one more heart for the player, every heart filled: a reward) and save (a save point: "
        "writes the battery save where the player stands)",
    )


Page = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_PAGE_CHARS,
        description=f"one text box page, at most {TEXT_LINES} lines of {TEXT_COLS} characters after word wrap; plain ASCII, no double quotes or backslashes",
    ),
]


class Choice(_Model):
    """One answer to the question a dialogue ends with: the player picks it from a list (up and
    down, then A), then its pages show and its effects apply."""

    label: str = Field(min_length=1, max_length=MAX_CHOICE_LABEL, description="the answer as listed, e.g. 'The butler'")
    pages: list[Page] = Field(min_length=1, max_length=MAX_PAGES, description="what is said after picking it")
    effects: list[Effect] = Field(default_factory=list, max_length=MAX_EFFECTS)


def _choices_field():
    return Field(
        default_factory=list,
        max_length=MAX_CHOICES,
        description="none, or 2-4 answers the player picks from after the last page (a question: who did it?)",
    )


def _check_choices(choices: list[Choice]) -> None:
    if len(choices) == 1:
        raise ValueError("a question needs at least two choices (or none)")


class Branch(_Model):
    """Alternative text used instead of the dialogue's default when its one condition holds
    (exactly one of if_flag, unless_flag, if_item)."""

    if_flag: str | None = Ref("flag")
    unless_flag: str | None = Ref("flag")
    if_item: str | None = Ref("item")
    pages: list[Page] = Field(min_length=1, max_length=MAX_PAGES)
    effects: list[Effect] = Field(default_factory=list, max_length=MAX_EFFECTS)
    choices: list[Choice] = _choices_field()

    @model_validator(mode="after")
    def _has_condition(self):
        if sum(bool(c) for c in (self.if_flag, self.unless_flag, self.if_item)) != 1:
            raise ValueError("a branch needs exactly one condition: if_flag, unless_flag or if_item")
        _check_choices(self.choices)
        return self


class Dialogue(_Model):
    """Text shown when talking to an actor or stepping on a trigger. Branches are tried in order;
    the first whose condition holds is shown instead of `pages`/`effects`."""

    id: str = Id()
    speaker: str = Field(default="", max_length=MAX_NAME, description="name shown above the text; empty for narration")
    pages: list[Page] = Field(min_length=1, max_length=MAX_PAGES)
    effects: list[Effect] = Field(
        default_factory=list, max_length=MAX_EFFECTS, description="applied after the last page"
    )
    branches: list[Branch] = Field(default_factory=list, max_length=MAX_BRANCHES)
    choices: list[Choice] = _choices_field()

    @model_validator(mode="after")
    def _two_choices(self):
        _check_choices(self.choices)
        return self


class QuestStep(_Model):
    text: str = Field(min_length=1, max_length=MAX_PAGE_CHARS)
    flag: str = Field(min_length=1, max_length=32, description="the step is done once this flag is set")


class Quest(_Model):
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_TITLE)
    steps: list[QuestStep] = Field(min_length=1, max_length=MAX_QUEST_STEPS, description="in order")


CutOp = Literal["move", "wait", "say", "fade_out", "fade_in", "shake", "face", "set_flag", "music", "banner"]


class CutCommand(_Model):
    """One step of a cut-scene, run in order while the player watches: move (walk `actor` to
    cell x, y), wait, say (open `dialogue`, go on when it closes; `actor`, if given, is the one
    speaking, and the box opens where it does not hide them), fade_out / fade_in (to black and
    back), shake (the screen, with a rumble), face (`actor` turns to `facing`), set_flag, music
    (play `track`), banner (show the boss `actor`'s name). `frames` times wait, fades, shake and
    banner (60 frames = 1 second)."""

    op: CutOp
    actor: str | None = Field(default=None, max_length=32, description="cast id of an actor in the scene, or 'player'")
    x: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    y: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    facing: Literal["down", "up", "left", "right"] | None = None
    frames: int = Field(default=30, ge=1, le=600)
    dialogue: str | None = Ref("dialogue")
    flag: str | None = Ref("flag")
    track: str | None = Field(default=None, max_length=32, description="music track (music)")


class Cutscene(_Model):
    """Commands run one after the other; on a scene, when the player enters it (`once`: only the
    first time), on a trigger, when it fires."""

    commands: list[CutCommand] = Field(min_length=1, max_length=MAX_CUT_COMMANDS)
    once: bool = True


class Win(_Model):
    flag: str = Field(min_length=1, max_length=32, description="the game is won when this flag is set")
    text: str = Field(min_length=1, max_length=MAX_PAGE_CHARS, description="shown on the win screen")
    ending: list[CutCommand] = Field(
        default_factory=list,
        max_length=MAX_CUT_COMMANDS,
        description="a cut-scene played once the win flag is set, before the win screen (actor: only 'player')",
    )
