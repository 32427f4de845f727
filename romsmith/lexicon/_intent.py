"""The intent: what an idea asks for, by role. Who the heroes are (kind, count, name, title), the
goal (an action and what it acts on), the opponents and whether each is hostile, the helpers and
bystanders, the places, the time and mood, the genre, and what cannot be made. Every entry keeps
`words`, the idea's own words it was read from, so a reader (or a model) can be checked.

The offline reader (`_reader.read`) and a model's answer (the `intent` agent step) both give an
`Intent`; the schema bounds every string and list so a small model can fill it under a JSON
schema.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from romsmith.lexicon._grammar import plural

Text = Field(default="", max_length=80)
# "hazard": a storm, a flood, a fire set against the hero, no creature (`_hazards`)
Category = Literal["person", "animal", "monster", "machine", "thing", "food", "place", "group", "hazard", "unknown"]
# what the player does, as the designer and the fidelity check know it (a verb maps to one)
# the kind the reader gives whoever did it when an idea asks who ("find out who stole the cheese"):
# one suspect of a case, named by its right answer, never a kind of creature to draw
CULPRIT = "culprit"
ACTIONS = (
    "protect",
    "rescue",
    "find",
    "defeat",
    "deliver",
    "escort",
    "collect",
    "escape",
    "investigate",
    "tame",
    "catch",
    "reach",
    "fix",
    "make",
    "win",
    "choose",
    "other",
)
Action = Literal[ACTIONS]  # type: ignore[valid-type]
GIVEN = "given"  # the source of roles a person wrote (an intent no reader read)
CORRECTED = "corrected"  # what a source says once a person corrected the reading (`lexicon.correct`)


class _Base(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)


class Being(_Base):
    """A hero, an opponent, a helper or a bystander."""

    kind: str = Field(min_length=1, max_length=40)  # what it is, an English noun: "beekeeper", "bear"
    category: Category = "unknown"
    count: int = Field(default=1, ge=1, le=12)
    name: str | None = Field(default=None, max_length=24)
    title: str | None = Field(default=None, max_length=16)  # "Dame", "Captain"
    gender: Literal["female", "male", "any"] = "any"
    hostile: bool = False
    words: str = Text


class Thing(_Base):
    """What a goal acts on: a thing, a creature or a place."""

    kind: str = Field(min_length=1, max_length=40)
    category: Category = "unknown"
    count: int | None = Field(default=None, ge=1, le=12)
    words: str = Text


class Goal(_Base):
    action: Action = "other"
    verb: str = Field(default="", max_length=24)  # the idea's verb, as a lemma: "save", "tame"
    objects: list[Thing] = Field(default_factory=list, max_length=6)
    words: str = Text


class Place(_Base):
    kind: str = Field(min_length=1, max_length=40)
    words: str = Text


class Time(_Base):
    kind: str = Field(min_length=1, max_length=24)  # "night", "winter", "dawn"
    words: str = Text


class Cannot(_Base):
    words: str = Field(min_length=1, max_length=80)
    reason: str = Field(default="", max_length=120)


class Intent(_Base):
    language: str = Field(default="en", max_length=8)
    heroes: list[Being] = Field(default_factory=list, max_length=4)
    goal: Goal = Field(default_factory=Goal)
    opponents: list[Being] = Field(default_factory=list, max_length=6)
    helpers: list[Being] = Field(default_factory=list, max_length=6)
    bystanders: list[Being] = Field(default_factory=list, max_length=6)
    places: list[Place] = Field(default_factory=list, max_length=6)
    time: list[Time] = Field(default_factory=list, max_length=4)
    mood: Literal["cozy", "tense", "neutral"] = "neutral"
    genre: str = Field(default="adventure", max_length=16)
    genres: list[str] = Field(default_factory=list, max_length=6)
    genre_words: list[str] = Field(default_factory=list, max_length=8)
    cannot: list[Cannot] = Field(default_factory=list, max_length=8)
    source: str = Field(default="offline", max_length=80)  # "offline", or the model that read it

    @field_validator("heroes")
    @classmethod
    def _one_hero(cls, heroes: list[Being]) -> list[Being]:
        if not heroes:
            raise ValueError("an intent names at least one hero")
        return heroes

    @property
    def hero(self) -> Being:
        return self.heroes[0]

    @property
    def vouched(self) -> bool:
        """Whether a person gave these roles (source "given") or corrected the reading's
        (`lexicon.correct`): the fidelity check takes them as said, no reading's doubt."""
        return self.source == GIVEN or CORRECTED in self.source

    def castable(self) -> Intent:
        """The intent with only the opponents a game can cast: a storm or a flood (a `hazard`) is
        none, so a designer plans as if it were not said, and the fidelity check reports it."""
        kept = [o for o in self.opponents if o.category != "hazard"]
        return self if len(kept) == len(self.opponents) else self.model_copy(update={"opponents": kept})

    def to_json(self) -> dict:
        return self.model_dump(mode="json", exclude_defaults=False)

    def describe(self) -> str:
        """The reading in one line, as a player would check it: "hero: a beekeeper; goal: protect
        hive; foes: bear; places: meadow; genre: adventure"."""

        def who(b: Being) -> str:
            named = " ".join(p for p in (b.title, b.name) if p)
            kind = "the player" if b.kind == "player" else b.kind
            two = b.count > 2 or any(
                w in b.words.lower().split() for w in ("two", "2", "both", "pair", "twin", "twins")
            )
            kind = (f"{b.count} " if two else "") + plural(kind) if b.count > 1 else kind  # 2 is "many" unless said
            return f"{named} ({kind})" if named else kind

        goal = " ".join([self.goal.verb or self.goal.action, ", ".join(o.kind for o in self.goal.objects)]).strip()
        parts = [f"hero: {', '.join(who(h) for h in self.heroes)}"]
        parts.append(f"goal: {goal}" if goal and goal != "other" else "goal: none read")
        for label, beings in (("foes", self.opponents), ("friends", self.helpers)):
            if beings:
                parts.append(f"{label}: {', '.join(who(b) for b in beings)}")
        if self.places:
            parts.append(f"places: {', '.join(p.kind for p in self.places)}")
        parts.append(f"genre: {self.genre}")
        return "; ".join(parts)


def intent_schema() -> dict:
    """The JSON Schema a model fills (the `intent` step), without the fields only romsmith sets."""
    schema = Intent.model_json_schema()
    for key in ("source", "language"):
        schema.get("properties", {}).pop(key, None)
    return schema
