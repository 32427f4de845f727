"""What the steps of the reader (`_reader`) have read so far: the roles, and where in the words
the story's clause, its main verb and the goal are."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Draft:
    """What the steps of `_Reader.read` have read so far: the roles, and where in the words the
    story's clause, its main verb and the goal are."""

    heroes: list = field(default_factory=list)
    helpers: list = field(default_factory=list)
    opponents: list = field(default_factory=list)
    bystanders: list = field(default_factory=list)
    places: list = field(default_factory=list)
    objects: list = field(default_factory=list)  # the goal's
    first: int = 0  # where the story's own clause starts
    verb_at: int | None = None  # the main verb: where, and its lemma
    verb: str | None = None
    after: int | None = None  # where the hero's clause starts after a scene said first
    subject_end: int = 0
    helped: tuple | None = None  # "help X do Y": (X, (where Y is, Y))
    done_to: list = field(default_factory=list)  # what a passive's agent (the hero) does it to
    goal_at: int | None = None  # the goal's verb: where, and the verb (with its particle)
    goal_verb: str | None = None
    end: int | None = None  # where the goal's object ends
    action: str = "other"
    not_foes: set = field(default_factory=set)  # a hero said again as "he" after ", and" (`_read_he_after_and`)
