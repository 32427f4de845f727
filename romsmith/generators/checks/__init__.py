"""Validation of a GameSpec against the schema, the sprite pack and the engine's rules.

    validate_spec(data, pack) -> Report      every error and warning at once, each an Issue
    translate(pydantic error) -> Issue       a schema error with its JSON pointer

Modules: `_validate` (the entry point: schema errors, then the content checks), `_checker` (the
checks every genre shares), `_reach` (what the player can make happen across scenes),
`_cutscenes`, `_issues` (Issue, Report), `genres` (each genre's scene checks: `genres.CHECKS`).
"""

from __future__ import annotations

from romsmith.generators.checks._issues import Issue, Report, spec_invalid
from romsmith.generators.checks._validate import translate, validate_spec

__all__ = ["Issue", "Report", "spec_invalid", "translate", "validate_spec"]
