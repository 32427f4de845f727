"""Every issue code the validator's checks can emit has a version in generators.checks.rules."""

from __future__ import annotations

import ast
from pathlib import Path

from romsmith.generators.checks.rules import RULE_VERSIONS, rule_versions

GENERATORS = Path(__file__).resolve().parent.parent / "romsmith" / "generators"


def emitted_codes() -> set[str]:
    """String codes passed to the checks' `error`/`warn`/`_issue` helpers or as `code=`."""
    found: set[str] = set()
    for path in GENERATORS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            values = [kw.value for kw in node.keywords if kw.arg == "code"]
            if name in ("error", "warn", "_issue") and len(node.args) >= 2:
                values.append(node.args[1])
            found |= {v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)}
    return found


def test_every_emitted_code_has_a_version():
    codes = emitted_codes()
    assert {"unknown_sprite", "undeclared_flag", "rows_width"} <= codes  # the scan sees the checks
    assert not codes - set(RULE_VERSIONS), sorted(codes - set(RULE_VERSIONS))
    assert all(isinstance(v, int) and v >= 1 for v in RULE_VERSIONS.values())
    table = rule_versions()
    table["unknown_sprite"] = 99
    assert RULE_VERSIONS["unknown_sprite"] != 99  # callers get a copy
