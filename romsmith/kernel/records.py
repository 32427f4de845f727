"""The typed results romsmith's public functions return: pydantic models over the same JSON the
CLI's `--json` prints.

Each model keeps the fields it does not declare (`extra="allow"`), so a record written by a newer
romsmith reads back whole, and `to_json()` gives back exactly what was read: the fields that were
set, in JSON types. Imported only where a result is built (pydantic is not free to import).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict


class Record(BaseModel):
    model_config = ConfigDict(extra="allow")

    def to_json(self) -> dict:
        """The JSON the CLI prints with `--json` (and the MCP tools return)."""
        return self.model_dump(mode="json", exclude_unset=True)


class Check(Record):
    """One verification check: its name, whether it passed, and what it saw."""

    name: str
    ok: bool
    evidence: Any = None
    informational: bool = False
