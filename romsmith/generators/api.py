"""`validate`: the public function behind `romsmith validate`, `romsmith.validate` and the MCP tool."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from pydantic import Field

from romsmith.generators.checks import Issue, spec_invalid
from romsmith.kernel.errors import ContentInvalid, UsageError
from romsmith.kernel.records import Record


class ValidationReport(Record):
    """Every error and warning of a GameSpec at once (`romsmith validate --json`)."""

    ok: bool
    errors: list[Issue] = Field(default_factory=list)
    warnings: list[Issue] = Field(default_factory=list)

    def raise_for_errors(self) -> None:
        """ContentInvalid (details: every error) when there is any error."""
        if self.errors:
            raise spec_invalid([e.to_json() for e in self.errors])


def read_spec(spec: Mapping[str, Any] | str | os.PathLike) -> dict:
    """The spec as a dict: given as one (or as a GameSpec model), or read from a JSON file through
    spec.file.read_spec_file (UsageError: not a dict or a path, no such file; ContentInvalid: not
    a bounded JSON object)."""
    from romsmith.generators.spec.file import read_spec_file
    from romsmith.kernel import args

    if isinstance(spec, Mapping):
        return dict(spec)
    if hasattr(spec, "model_dump"):
        return spec.model_dump(mode="json", by_alias=True, exclude_none=True)
    if isinstance(spec, str | os.PathLike):
        return read_spec_file(args.path(spec, "spec", "a GameSpec dict or the path of a GameSpec JSON file"))
    hint = "pass the GameSpec as a dict, or the path of its JSON file"
    if isinstance(spec, bytes | bytearray):
        hint = "decode JSON text first: romsmith.validate(json.loads(data))"
    raise UsageError(f"spec must be a GameSpec dict or the path of a JSON file, not {_type(spec)}", hint=hint)


def _type(value) -> str:
    return "None" if value is None else type(value).__name__


def validate(spec: Mapping[str, Any] | str | os.PathLike, *, pack: str | None = None) -> ValidationReport:
    """Check a GameSpec (a dict, or a JSON file's path) against the schema, the sprite pack and the
    engine's limits: every error with its JSON pointer (`/cast/0/sprite`), a code, the valid
    choices and ranked suggestions. `pack`: a pack name or folder (default the configured pack)."""
    from romsmith.generators.checks import Report, validate_spec
    from romsmith.generators.pack import load_pack
    from romsmith.kernel import args
    from romsmith.kernel.config import load_settings

    args.optional(pack, args.text, "pack", max_chars=4096, hint="pass a pack name such as 'puny', or its folder")
    loaded = load_pack(pack or load_settings().pack)
    try:
        report = validate_spec(read_spec(spec), loaded)
    except ContentInvalid as err:  # not a JSON object at all: one issue, reported like the others
        report = Report([Issue(path=d["path"], code=d["code"], message=d["message"]) for d in err.details], [])
    return ValidationReport.model_validate(report.to_json())
