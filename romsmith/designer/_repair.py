"""Fixing a previous answer from a repair message: take the listed valid choice for each path."""

from __future__ import annotations

import copy

from romsmith.kernel.pointer import set_at
from romsmith.models.wire import RepairRequest


def apply_repairs(previous: dict, repairs: list[RepairRequest]) -> dict | None:
    """The previous answer with every listed error replaced by its first suggestion or valid choice.

    None when an error comes without choices: the caller writes a fresh answer instead.
    """
    if not repairs:
        return None
    fixed = copy.deepcopy(previous)
    for repair in repairs:
        listed = repair.suggestions or repair.choices
        # a suggestion may carry a note after the id: "puny_soldier (alias: knight)"
        choice = listed[0].split(" ")[0] if listed else None
        if not choice or not set_at(fixed, repair.path, choice):
            return None
    return fixed
