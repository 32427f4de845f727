"""The GameSpec: the structured game content the agents write and the generators turn into C.

One top-level key per concern, each owned by one agent (`kernel.owners.OWNERS`), so a validation error's JSON
pointer routes its repair to the agent that wrote it. Limits that the GBA engine imposes are part
of the schema (sizes, counts, text lengths); cross-references (sprite ids, flags, warps, tiles)
are checked by `generators.validate`, which knows the sprite pack.

Positions are in 16x16 cells ("metatiles"), x to the right and y down, (0, 0) top left. A scene
is laid out either by `rows` (one legend character per cell, from the theme's tileset) or,
normally, by `features`, which the seeded layout generator turns into rows.
"""

from __future__ import annotations

import hashlib
import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from romsmith.generators.music import TRACKS
from romsmith.kernel.owners import OWNERS as OWNERS  # the parts' keys: one map, in the kernel
from romsmith.kernel.owners import owner_of as owner_of

# ---- engine limits (the C engine's ABI relies on these) ----
MIN_SCENE_W, MIN_SCENE_H = 15, 10  # one GBA screen (240x160 px) in 16x16 cells
MAX_SCENE_CELLS = 32  # 32 cells = 64 8x8 tiles, the engine's whole-map background
MAX_SCENES = 16
MAX_CAST = 64
MAX_ACTORS_PER_SCENE = 16  # RS_MAX_ACTORS, the player not counted
MAX_SCENE_OBJ_TILES = 896  # RS_MAX_SCENE_OBJ_TILES: sprite sheet tiles one scene can show
MAX_WARPS_PER_SCENE = 16
MAX_TRIGGERS_PER_SCENE = 16
MAX_GATES_PER_SCENE = 8  # RS_MAX_GATES
MAX_DIALOGUE = 128
MAX_PAGES = 8
MAX_BRANCHES = 4
MAX_CHOICES = 4  # answers to one question: one per line of the text box
MAX_CHOICE_LABEL = 24  # a cursor and a space before it on a line of TEXT_COLS
MAX_EFFECTS = 4  # RS_MAX_EFFECTS is 8; the generator may add its own
MAX_FLAGS = 128  # of RS_MAX_FLAGS 256: the generator adds one per item and per one-shot trigger
MAX_TOTAL_FLAGS = 256
MAX_ITEMS = 16  # RS_MAX_ITEMS
MAX_QUESTS = 8
MAX_QUEST_STEPS = 8
TEXT_COLS = 28  # characters per text box line
TEXT_LINES = 4  # lines per text box page
MAX_PAGE_CHARS = TEXT_COLS * TEXT_LINES
MAX_TITLE = 30  # one line on the title screen
MAX_HEADER_TITLE = 12  # the cartridge header's title field
MAX_NAME = 12  # RS_NAME_MAX: speaker and scene names shown on screen
MAX_HP = 10  # RS_MAX_HP: the player's hearts; enemies' hits to defeat
MAX_DAMAGE = 9
SPRITE_FRAME_SIZES = ((16, 16), (32, 32))  # sprite frame sizes (w, h) the engine draws
BIG_SPRITE_ROLES = ("boss",)  # who may use a 32x32 sprite (it stands on 2x2 cells)
MAX_CUT_COMMANDS = 24  # RS_MAX_CUTSCENE is 32; the generator may add a closing one


_ID_DOC = (
    "lower snake_case id (a-z, 0-9 and single underscores, starting with a letter), unique in its list, e.g. 'old_man'"
)


def Id(description: str = _ID_DOC):
    return Field(min_length=1, max_length=32, description=description)


def Ref(what: str):
    return Field(default=None, min_length=1, max_length=32, description=f"id of a declared {what}, or null")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


# ---- story: flags, items, effects, dialogue, quests, win ----


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

    op: Literal["set_flag", "clear_flag", "give_item", "take_item", "heal", "save"]
    id: str = Field(
        default="",
        max_length=32,
        description="the flag id (set_flag, clear_flag) or item id (give_item, take_item); empty for heal and "
        "save (a save point: writes the battery save where the player stands)",
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


# ---- world: scenes ----

Area = Literal["north", "south", "east", "west", "center", "northwest", "northeast", "southwest", "southeast"]
Side = Literal["north", "south", "east", "west"]
Amount = Literal["none", "few", "some", "many"]


class Region(_Model):
    kind: Literal["water", "obstacle", "wall", "decor", "path", "floor"] = Field(
        description="tile kind filling the region"
    )
    area: Area
    size: Literal["small", "medium", "large"] = "medium"


class PathSpec(_Model):
    start: Area
    end: Area


class Building(_Model):
    """A blocking house (roof and walls) with a door in the middle of its south side."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    w: int = Field(ge=2, le=8)
    h: int = Field(ge=2, le=6)


class Prop(_Model):
    """One tile of the theme on one cell, drawn over the generated layout (e.g. a chest where a
    trigger waits). A blocking prop on a cell the scene's content stands on is cleared again."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    tile: str = Field(min_length=1, max_length=1, description="legend char of a tile of the scene's theme")


class Features(_Model):
    """A short description of a map; the layout generator turns it into rows. Warps, actors and
    triggers of the scene are always connected to each other by walkable ground."""

    border: Literal["wall", "obstacle", "water", "none"] = "wall"
    gates: list[Side] = Field(default_factory=list, description="openings in the border, e.g. where an exit warp is")
    obstacles: Amount = "few"
    decor: Amount = "few"
    regions: list[Region] = Field(default_factory=list, max_length=8)
    paths: list[PathSpec] = Field(default_factory=list, max_length=8)
    buildings: list[Building] = Field(default_factory=list, max_length=6)
    props: list[Prop] = Field(default_factory=list, max_length=8, description="single tiles on chosen cells")
    seed: int = Field(default=0, ge=0, le=2**31 - 1)


class Warp(_Model):
    """Stepping on (x, y) moves the player to scene `to`, at (to_x, to_y) or, when omitted, next
    to that scene's warp leading back here. With `if_flag` it stays shut until that flag is set."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    to: str = Field(min_length=1, max_length=32, description="id of the target scene")
    to_x: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    to_y: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    if_flag: str | None = Ref("flag that unlocks this warp")


class Trigger(_Model):
    """Stepping on (x, y) shows a dialogue and/or applies effects, when its condition holds.
    At most one condition: if_flag, unless_flag, or once (fires the first time only). For a
    one-shot trigger with a condition, use unless_flag with a flag its dialogue or effects set."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    dialogue: str | None = Ref("dialogue")
    effects: list[Effect] = Field(default_factory=list, max_length=MAX_EFFECTS)
    if_flag: str | None = Ref("flag")
    unless_flag: str | None = Ref("flag")
    once: bool = False
    cutscene: Cutscene | None = Field(
        default=None, description="run when it fires, after its effects (instead of a dialogue: say one inside)"
    )

    @model_validator(mode="after")
    def _one_condition(self):
        if sum(bool(c) for c in (self.if_flag, self.unless_flag, self.once)) > 1:
            raise ValueError("a trigger takes at most one condition: if_flag, unless_flag or once")
        if not self.dialogue and not self.effects and not self.cutscene:
            raise ValueError("a trigger needs a dialogue, effects or a cutscene")
        if self.dialogue and self.cutscene:
            raise ValueError("a trigger with a cutscene says its dialogue inside it (a 'say' command)")
        return self


class Gate(_Model):
    """A visible obstacle (bars, rubble) covering `w` x `h` cells from (x, y): they block until
    `flag` is set, then show `open_tile` and can be walked on. Place it where it cuts the way to
    something (a warp, an actor, a trigger), e.g. on the cell just inside an exit."""

    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    w: int = Field(default=1, ge=1, le=8)
    h: int = Field(default=1, ge=1, le=8)
    flag: str = Field(
        min_length=1, max_length=32, description="the gate opens (for good) when this declared flag is set"
    )
    tile: str | None = Field(
        default=None,
        min_length=1,
        max_length=1,
        description="legend char of the closed look, a blocking tile; default the theme's gate tile",
    )
    open_tile: str | None = Field(
        default=None,
        min_length=1,
        max_length=1,
        description="legend char of the open look, a walkable tile; default the theme's path",
    )


class Scene(_Model):
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME, description="display name")
    theme: str = Field(
        min_length=1,
        max_length=32,
        description="a tileset theme of the pack, e.g. grassland, forest, castle, cave, desert, snow, village_interior",
    )
    width: int = Field(ge=MIN_SCENE_W, le=MAX_SCENE_CELLS, description="in 16x16 cells")
    height: int = Field(ge=MIN_SCENE_H, le=MAX_SCENE_CELLS, description="in 16x16 cells")
    features: Features | None = Field(default=None, description="normal way to lay out the map")
    rows: list[str] | None = Field(
        default=None,
        max_length=MAX_SCENE_CELLS,
        description="alternative to features: `height` strings of `width` tile legend characters of the theme",
    )
    warps: list[Warp] = Field(default_factory=list, max_length=MAX_WARPS_PER_SCENE)
    triggers: list[Trigger] = Field(default_factory=list, max_length=MAX_TRIGGERS_PER_SCENE)
    gates: list[Gate] = Field(
        default_factory=list, max_length=MAX_GATES_PER_SCENE, description="obstacles the player sees, opened by flags"
    )
    cutscene: Cutscene | None = Field(default=None, description="run when the player enters the scene")
    music: str | None = Field(
        default=None,
        max_length=32,
        description="music track played here, one of: "
        + ", ".join(f"{name} ({mood.description})" for name, mood in TRACKS.items())
        + "; null picks one from the theme (boss where a boss waits)",
    )

    @model_validator(mode="after")
    def _one_layout(self):
        if (self.features is None) == (self.rows is None):
            raise ValueError("give exactly one of `features` or `rows`")
        return self


# ---- character: cast ----


class Actor(_Model):
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME)
    role: Literal["player", "npc", "enemy", "boss"]
    sprite: str = Field(
        min_length=1, max_length=32, description="a sprite id from the pack manifest, exactly as listed"
    )
    scene: str = Field(min_length=1, max_length=32, description="id of the scene the actor starts in")
    x: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    y: int = Field(ge=0, lt=MAX_SCENE_CELLS)
    facing: Literal["down", "up", "left", "right"] = "down"
    behaviour: Literal["still", "wander", "patrol", "chase"] = "still"
    dialogue: str | None = Ref("dialogue")
    hp: int = Field(default=3, ge=1, le=MAX_HP)
    damage: int = Field(
        default=0, ge=0, le=MAX_DAMAGE, description="hit points taken from the player per touch (enemies, bosses)"
    )
    defeat_flag: str | None = Ref("flag set when this enemy or boss is defeated")
    show_flag: str | None = Ref("flag; the actor is present only while it is set")
    hide_flag: str | None = Ref("flag; the actor is gone while it is set")


# ---- the whole game ----


class GameSpec(_Model):
    title: str = Field(min_length=1, max_length=MAX_TITLE, description="shown on the title screen")
    header_title: str | None = Field(
        default=None,
        max_length=MAX_HEADER_TITLE,
        pattern=r"^[A-Z0-9 ]*$",
        description="cartridge header title; derived from title when null",
    )
    premise: str = Field(default="", max_length=300)
    start_scene: str = Field(min_length=1, max_length=32)
    scenes: list[Scene] = Field(min_length=1, max_length=MAX_SCENES)
    cast: list[Actor] = Field(min_length=1, max_length=MAX_CAST)
    dialogue: list[Dialogue] = Field(default_factory=list, max_length=MAX_DIALOGUE)
    flags: list[Flag] = Field(default_factory=list, max_length=MAX_FLAGS)
    items: list[Item] = Field(default_factory=list, max_length=MAX_ITEMS)
    quests: list[Quest] = Field(default_factory=list, max_length=MAX_QUESTS)
    win: Win

    def header(self) -> str:
        return self.header_title or derive_header_title(self.title)


_HEADER_DANGLING = frozenset(["THE", "A", "AN", "OF", "AND", "OR", "TO", "IN", "ON", "AT", "FOR", "WITH", "FROM", "BY"])


def derive_header_title(title: str) -> str:
    """Upper-case A-Z/0-9/space, cut at a word boundary to fit the 12-byte header field."""
    words = re.sub(r"[^A-Z0-9]+", " ", title.upper()).split()
    if len(" ".join(words)) > MAX_HEADER_TITLE and len(words) > 1 and words[0] in ("THE", "A", "AN"):
        words = words[1:]
    out = ""
    for word in words:
        candidate = f"{out} {word}".strip()
        if len(candidate) > MAX_HEADER_TITLE:
            break
        out = candidate
    kept = out.split()
    while len(kept) > 1 and kept[-1] in _HEADER_DANGLING:  # "KNIGHT OF" reads cut: end on a content word
        kept.pop()
    out = " ".join(kept)
    if not out:
        out = "".join(words)[:MAX_HEADER_TITLE] or "ROMSMITH"
    return out


def game_code(*keys: str) -> str:
    """The cartridge header's 4-character game code: 'R' and three base-36 characters from a hash of
    `keys` (a session and a title give each run's ROM its own code; a title alone a stable one)."""
    digest = int(hashlib.sha256(":".join(keys).encode()).hexdigest(), 16)
    alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return "R" + "".join(alphabet[(digest >> (6 * i)) % 36] for i in range(3))


# ---- per-agent parts ----


class PlanPart(_Model):
    """The orchestrator's part: the game's frame (the director's plan, `pipeline.plan.Plan`, adds
    the outline the other agents share to it)."""

    title: str = GameSpec.model_fields["title"]
    header_title: str | None = GameSpec.model_fields["header_title"]
    premise: str = GameSpec.model_fields["premise"]
    start_scene: str = GameSpec.model_fields["start_scene"]


class CastPart(_Model):
    """The character agent's part: everyone in the game, the player included."""

    cast: list[Actor] = GameSpec.model_fields["cast"]


class WorldPart(_Model):
    """The world agent's part: the scenes, their maps, warps and triggers."""

    scenes: list[Scene] = GameSpec.model_fields["scenes"]


class StoryPart(_Model):
    """The story agent's part: dialogue, flags, items, quests and the win condition."""

    dialogue: list[Dialogue] = GameSpec.model_fields["dialogue"]
    flags: list[Flag] = GameSpec.model_fields["flags"]
    items: list[Item] = GameSpec.model_fields["items"]
    quests: list[Quest] = GameSpec.model_fields["quests"]
    win: Win = GameSpec.model_fields["win"]


PARTS: dict[str, type[_Model]] = {
    "orchestrator": PlanPart,
    "character": CastPart,
    "world": WorldPart,
    "story": StoryPart,
}


def part_model(name: str) -> type[_Model]:
    """The pydantic model of one agent's part ("orchestrator", "character", "world", "story")."""
    try:
        return PARTS[name]
    except KeyError:
        raise KeyError(f"unknown part {name!r}; parts: {', '.join(PARTS)}") from None


def part_schema(name: str) -> dict:
    """JSON Schema of one agent's part, for structured model output."""
    return part_model(name).model_json_schema()


def spec_schema() -> dict:
    """JSON Schema of the whole GameSpec."""
    return GameSpec.model_json_schema()


def assemble(parts: dict[str, dict]) -> dict:
    """Merge the agents' parts ({part name: dict}) into one GameSpec dict. Each part contributes
    only the keys its agent owns, so a stray key cannot overwrite another agent's work."""
    spec: dict = {}
    for name, part in parts.items():
        if part is None:
            continue
        if isinstance(part, BaseModel):
            part = part.model_dump(mode="json")
        for key, value in part.items():
            if OWNERS.get(key) == name:
                spec[key] = value
    return spec
