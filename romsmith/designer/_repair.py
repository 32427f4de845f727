"""Fixing a previous answer from a repair message: take the listed valid choice for each path."""

from __future__ import annotations

import copy
import re

from romsmith.designer._read import Brief
from romsmith.kernel.pointer import set_at

_LINE = re.compile(r"^- at (?P<path>/\S*):(?P<rest>.*)$", re.M)


def apply_repairs(previous: dict, feedback: str, brief: Brief) -> dict | None:
    """The previous answer with every listed error replaced by its first suggestion or valid choice.

    None when an error comes without choices: the caller writes a fresh answer instead.
    """
    fixed = copy.deepcopy(previous)
    errors = list(_LINE.finditer(feedback))
    if not errors:
        return None
    for match in errors:
        rest = match.group("rest")
        choice = _first(rest, "Closest:") or _first(rest, "Valid choices:")
        if choice is None or not set_at(fixed, match.group("path"), choice):
            return None
    return fixed


def _first(text: str, label: str) -> str | None:
    index = text.find(label)
    if index < 0:
        return None
    first = text[index + len(label) :].strip().split(",")[0].strip().rstrip(".")
    first = first.split(" ")[0]
    return first or None
