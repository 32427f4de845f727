"""The embedded designer behind `offline/designer`: writes game content from the prompt alone.

It reads what any model would read (the idea, the listed sprite ids and themes, the director's
plan, the retrieved guidelines, repair requests) and answers deterministically for a given idea,
task and seed. Asked to fix an answer, it applies the valid choices the repair message lists.
"""

from __future__ import annotations

import hashlib
import json
import random

from romsmith.designer._read import Brief, read
from romsmith.designer._repair import apply_repairs

_WRITERS = {}


def _writer(task: str):
    if not _WRITERS:
        from romsmith.designer._cast import cast
        from romsmith.designer._plan import plan
        from romsmith.designer._story import story
        from romsmith.designer._world import world

        _WRITERS.update(plan=plan, character=cast, world=world, story=story)
    return _WRITERS[task]


def rng_for(brief: Brief, seed: int) -> random.Random:
    """One random stream per (idea, plan, task, seed): same inputs, same game."""
    key = json.dumps([brief.idea, brief.plan, brief.task, seed], sort_keys=True, ensure_ascii=False)
    return random.Random(int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:8], "big"))


def design(task: str, messages: list[dict], *, seed: int = 0) -> dict:
    brief = read(task, messages)
    if brief.previous is not None and brief.feedback:
        fixed = apply_repairs(brief.previous, brief.feedback, brief)
        if fixed is not None:
            return fixed
    return _writer(task)(brief, rng_for(brief, seed))
