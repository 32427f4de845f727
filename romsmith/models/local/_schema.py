"""The JSON Schema a llama.cpp server is sent: the same constraints in the form it enforces.

Measured with xllamacpp 2026.10: a string with both a `pattern` and `minLength`/`maxLength`
is not constrained at all (the answer runs past the length, or the server answers HTTP 500
"does not match the expected peg-native format"), while a pattern that carries the bounds
itself (`^[a-z0-9_]{1,32}$`) is enforced. So a one-character-class pattern (`^[...]*$`,
`^[...]+$`) absorbs the string's length bounds; everything else is sent unchanged.
"""

from __future__ import annotations

import copy
import re

_CLASS_PATTERN = re.compile(r"^\^(\[(?:\\.|[^\]\\])*\])([*+])\$$")


def wire_schema(schema: dict) -> dict:
    """A copy of `schema` with string length bounds folded into simple patterns."""
    out = copy.deepcopy(schema)
    _walk(out)
    return out


def _walk(node) -> None:
    if isinstance(node, list):
        for item in node:
            _walk(item)
        return
    if not isinstance(node, dict):
        return
    pattern = node.get("pattern")
    if isinstance(pattern, str) and ("minLength" in node or "maxLength" in node):
        match = _CLASS_PATTERN.match(pattern)
        if match:
            low = max(int(node.get("minLength", 0)), 1 if match.group(2) == "+" else 0)
            high = node.get("maxLength")
            node["pattern"] = f"^{match.group(1)}{{{low},{'' if high is None else int(high)}}}$"
            node.pop("minLength", None)
            node.pop("maxLength", None)
    for value in node.values():
        _walk(value)
