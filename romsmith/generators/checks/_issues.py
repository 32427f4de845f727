"""Validation results: one `Issue` per problem (JSON pointer, code, message, choices, suggestions)
and the `Report` that collects them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pydantic import ConfigDict, Field, model_validator

from romsmith.kernel.errors import ContentInvalid
from romsmith.kernel.owners import owner_of
from romsmith.kernel.records import Record

if TYPE_CHECKING:
    from romsmith.generators.spec import GameSpec


class Issue(Record):
    """One problem: its JSON pointer, a code, the message, valid choices, ranked suggestions, and
    the agent owning the pointer (`kernel.owners`). The one record of a validation issue: the
    checks make it, `romsmith validate --json`, the Python API and the repair routing read it."""

    model_config = ConfigDict(extra="allow", coerce_numbers_to_str=True)

    path: str
    code: str
    message: str
    choices: list[str] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    severity: str = "error"
    owner: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _owned(cls, data):
        if isinstance(data, dict) and data.get("owner") is None and isinstance(data.get("path"), str):
            data = {**data, "owner": owner_of(data["path"])}
        return data

    def to_dict(self) -> dict:
        """Every field, defaults included (what the repair messages and the trace read)."""
        return self.model_dump(mode="json")

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


@dataclass
class Report:
    errors: list[Issue]
    warnings: list[Issue]
    spec: GameSpec | None = None  # the parsed spec when there were no schema errors
    rows: dict[str, list[str]] = field(default_factory=dict)  # expanded layouts by scene id

    @property
    def ok(self) -> bool:
        return not self.errors

    def by_owner(self) -> dict[str, list[Issue]]:
        out: dict[str, list[Issue]] = {}
        for issue in self.errors:
            out.setdefault(issue.owner, []).append(issue)
        return out

    def to_json(self) -> dict:
        return {
            "ok": self.ok,
            "errors": [e.to_dict() for e in self.errors],
            "warnings": [w.to_dict() for w in self.warnings],
        }

    def text(self) -> str:
        lines = [f"error {e.code} {e}" for e in self.errors] + [f"warning {w.code} {w}" for w in self.warnings]
        lines.append(f"{len(self.errors)} error(s), {len(self.warnings)} warning(s)")
        return "\n".join(lines)

    def raise_for_errors(self) -> None:
        if self.errors:
            raise spec_invalid([e.to_dict() for e in self.errors])


def spec_invalid(errors: list[dict]) -> ContentInvalid:
    """The error a spec with these validation errors (`Issue.to_dict()` records) raises."""
    first = errors[0]
    return ContentInvalid(
        f"the game spec has {len(errors)} error(s), first: {first['path']}: {first['message']}",
        hint="fix each listed path (run `romsmith validate SPEC.json` for all of them)",
        details=errors,
    )
