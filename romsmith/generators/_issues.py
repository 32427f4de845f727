"""Validation results: one `Issue` per problem (JSON pointer, code, message, choices, suggestions)
and the `Report` that collects them."""

from __future__ import annotations

from dataclasses import dataclass, field

from romsmith.generators import spec as S
from romsmith.kernel.errors import ContentInvalid


@dataclass
class Issue:
    path: str
    code: str
    message: str
    choices: list[str] = field(default_factory=list)
    suggestions: list[str] = field(default_factory=list)
    severity: str = "error"

    @property
    def owner(self) -> str:
        return S.owner_of(self.path)

    def to_dict(self) -> dict:
        return {
            "path": self.path,
            "code": self.code,
            "message": self.message,
            "choices": self.choices,
            "suggestions": self.suggestions,
            "severity": self.severity,
            "owner": self.owner,
        }

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


@dataclass
class Report:
    errors: list[Issue]
    warnings: list[Issue]
    spec: S.GameSpec | None = None  # the parsed spec when there were no schema errors
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
            first = self.errors[0]
            raise ContentInvalid(
                f"the game spec has {len(self.errors)} error(s), first: {first}",
                hint="fix each listed path (run `romsmith validate SPEC.json` for all of them)",
                details=[e.to_dict() for e in self.errors],
            )
