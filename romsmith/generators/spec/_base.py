"""What every part of the GameSpec schema is built from: the strict model base, ids and references."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

_ID_DOC = (
    "lower snake_case id (a-z, 0-9 and single underscores, starting with a letter), unique in its list, e.g. 'old_man'"
)


def Id(description: str = _ID_DOC):
    return Field(min_length=1, max_length=32, description=description)


def Ref(what: str):
    return Field(default=None, min_length=1, max_length=32, description=f"id of a declared {what}, or null")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class LeftByItsEnd:
    """For a scene model left by how it ends (a shooter level's or battle's `next`, a story's
    routes), not by warps, triggers or gates: the checks every genre shares read these as empty."""

    warps = property(lambda self: [])
    triggers = property(lambda self: [])
    gates = property(lambda self: [])
