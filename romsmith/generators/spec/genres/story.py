"""A story scene: one page of a visual novel. The place's picture fills the screen (the backdrop of
the scene's theme), up to two people stand on the stage (their portraits, left and right), and
the lines are read one after the other in the dialogue box under the speaker's name. After the
last line the player may be asked a question (its answers set flags and have replies); then the
scene leads on by its routes (the first whose condition holds), or ends the story.

An ending is good (it sets the game's win flag: the game is won) or other (its card shows THE END
and its title; A tries again from its `retry` scene). The checks walk every way through the story
and refuse an ending nobody can reach or a scene some way through cannot leave, naming it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from romsmith.generators.music import TRACKS
from romsmith.generators.spec._base import Id, LeftByItsEnd, Ref, _Model
from romsmith.generators.spec._limits import MAX_CHOICE_LABEL, MAX_EFFECTS, MAX_NAME, MAX_SCENE_CELLS
from romsmith.generators.spec._story import Effect, Page

MAX_STAGE = 2  # a portrait on the left and one on the right
MAX_LINES = 24  # script lines of one scene; with the replies at most RS_STORY_MAX_LINES (48)
MAX_REPLIES = 6  # lines after one answer
MAX_ANSWERS = 4  # RS_STORY_MAX_ANSWERS: one per line of the text box
MAX_ROUTES = 4  # RS_STORY_MAX_ROUTES
MAX_ENDING_TITLE = 22  # one line of the ending's card
SCREEN_W, SCREEN_H = 15, 10  # a story scene is one screen, in 16x16 cells


def _one_condition(item) -> None:
    if item.if_flag and item.unless_flag:
        raise ValueError("give at most one condition: if_flag or unless_flag")


class StoryLine(_Model):
    """One line: who says it and how they look from now on, then the text (one text box page).
    With `if_flag` or `unless_flag` it is read only while that holds; its effects apply once read."""

    speaker: str | None = Ref("cast member who says it (their name shows above the text); null for narration")
    expression: str = Field(
        default="neutral",
        max_length=16,
        description="the speaker's portrait from this line on: one of the expressions the pack draws "
        "(neutral, happy, sad)",
    )
    text: Page
    if_flag: str | None = Ref("flag; the line is read only while it is set")
    unless_flag: str | None = Ref("flag; the line is read only while it is clear")
    effects: list[Effect] = Field(default_factory=list, max_length=MAX_EFFECTS)

    @model_validator(mode="after")
    def _condition(self):
        _one_condition(self)
        return self


class StoryAnswer(_Model):
    """An answer to the question after the scene's last line: picking it applies its effects (set
    the flag that remembers the choice) and reads its replies."""

    label: str = Field(min_length=1, max_length=MAX_CHOICE_LABEL, description="the answer as listed")
    effects: list[Effect] = Field(default_factory=list, max_length=MAX_EFFECTS)
    lines: list[StoryLine] = Field(default_factory=list, max_length=MAX_REPLIES, description="replies")


class StoryRoute(_Model):
    """Where the scene leads once read; the first route whose condition holds is taken. Into a scene
    of another genre, `to_x`/`to_y` is the cell the player arrives on."""

    to: str = Field(min_length=1, max_length=32, description="id of the scene it leads to")
    if_flag: str | None = Ref("flag; taken only while it is set")
    unless_flag: str | None = Ref("flag; taken only while it is clear")
    to_x: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    to_y: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)

    @model_validator(mode="after")
    def _condition(self):
        _one_condition(self)
        return self


class StoryEnding(_Model):
    """How the story ends here. Good: `flag` (the game's win flag) is set and the game is won.
    Other: its card shows THE END and the title; A tries again from `retry`."""

    kind: Literal["good", "other"]
    title: str = Field(min_length=1, max_length=MAX_ENDING_TITLE, description="the ending's name, on its card")
    flag: str | None = Ref("flag set when the story ends here; a good ending's is the game's win flag")
    retry: str | None = Field(
        default=None, max_length=32, description="other endings: the scene trying again starts from (default the start)"
    )


class StoryScene(LeftByItsEnd, _Model):
    """A story scene (genre "story"): a visual-novel page of lines, a question and where it leads."""

    genre: Literal["story"] = Field(default="story", description="how the scene plays")
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME, description="display name")
    theme: str = Field(
        min_length=1, max_length=32, description="a theme of the pack: the place whose picture is the backdrop"
    )
    stage: list[str] = Field(
        default_factory=list,
        max_length=MAX_STAGE,
        description="cast ids of who stands on the stage, left then right: their portraits show",
    )
    lines: list[StoryLine] = Field(min_length=1, max_length=MAX_LINES)
    choices: list[StoryAnswer] = Field(
        default_factory=list, max_length=MAX_ANSWERS, description="none, or 2-4 answers picked after the last line"
    )
    next: list[StoryRoute] = Field(
        default_factory=list, max_length=MAX_ROUTES, description="where it leads, tried in order; the last one plain"
    )
    ending: StoryEnding | None = Field(default=None, description="the story ends here (then no `next`)")
    music: str | None = Field(
        default=None,
        max_length=32,
        description="music track, one of: " + ", ".join(TRACKS) + "; null picks one from the theme",
    )

    @model_validator(mode="after")
    def _shape(self):
        if len(self.choices) == 1:
            raise ValueError("a question needs at least two choices (or none)")
        if self.ending and self.next:
            raise ValueError(
                "an ending scene ends the story: leave `next` empty (an other ending's retry says where trying again starts)"
            )
        if self.ending is None and not self.next:
            raise ValueError("a story scene that is not an ending needs `next`: where it leads once read")
        return self

    # What every scene has for the genres' shared code: one screen (no warps, triggers or gates).
    width = property(lambda self: SCREEN_W)
    height = property(lambda self: SCREEN_H)
    cutscene = property(lambda self: None)

    def replies(self) -> int:
        return sum(len(a.lines) for a in self.choices)

    def events(self) -> list[dict]:
        """What playing the scene can do, for the structure reading (generators.spec.scene_events):
        each answer with the flags it sets and gives, the lines' own effects, and the ending's flag
        (`where` is relative to the scene)."""

        def done(effects) -> dict:
            return {
                "sets": sorted(fx.id for fx in effects if fx.op == "set_flag" and fx.id),
                "gives": sorted(fx.id for fx in effects if fx.op == "give_item" and fx.id),
            }

        who = self.stage[0] if self.stage else ""
        out = [
            {"kind": "talk", "where": f"lines/{k}", "who": line.speaker or who, **done(line.effects)}
            for k, line in enumerate(self.lines)
            if line.effects
        ]
        out += [
            {"kind": "choice", "where": f"choices/{j}", "who": who, "options": len(self.choices), "option": j,
             **done([*a.effects, *(fx for ln in a.lines for fx in ln.effects)])}
            for j, a in enumerate(self.choices)
        ]  # fmt: skip
        if self.ending is not None and self.ending.flag:
            out.append({"kind": "ending", "where": "ending", "who": who, "sets": [self.ending.flag], "gives": []})
        return out

    def speakers(self) -> set[str]:
        """The cast ids who stand on the stage or say a line here (they need no dialogue of their own)."""
        lines = self.lines + [ln for a in self.choices for ln in a.lines]
        return set(self.stage) | {ln.speaker for ln in lines if ln.speaker}
