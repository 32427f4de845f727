"""Task `story`: the dialogue of every planned character, the locks, chests and the way out the
plan marks, the flags and items they use, the quest's steps and the win, for the plan's
archetype (`_tales`). Lines name the game's own people, places and things, so no two games say
the same thing, and none repeats the idea word for word."""

from __future__ import annotations

import random

from romsmith.designer import _tales
from romsmith.designer._echo import Echo
from romsmith.designer._titles import article, plural
from romsmith.designer._writing import Pen


def story(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    pen = Pen(request.limits, rng, Echo(request.idea))
    tale = _tales.Tale(plan, pen)
    archetype = plan.get("story", {}).get("archetype") or "find"
    getattr(_tales, archetype, _tales.find)(tale)
    tale.locks()
    tale.chests()
    tale.others()
    tale.ensure_win()
    tale.finale()
    return tale.result()


__all__ = ["article", "plural", "story"]
