"""Task `story`: the dialogue of every planned character, the locks, chests and the way out the
plan marks, the flags and items they use, the quest's steps and the win, for the plan's
archetype (`_tales`). Lines name the game's own people, places and things, so no two games say
the same thing, and none repeats the idea word for word."""

from __future__ import annotations

import random

from romsmith.designer import _protocol as P
from romsmith.designer import _side, _tales
from romsmith.designer._acts import ACTS
from romsmith.designer._echo import Echo
from romsmith.designer._plots import PLOTS
from romsmith.designer._writing import Pen


def story(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    pen = Pen(request.limits, rng, Echo(request.idea))
    tale = _tales.Tale(plan, pen, request.sprites)
    archetype = plan.get("story", {}).get("archetype") or "find"
    how = P.action(plan)
    write = ACTS.get(how) or PLOTS.get(how if how == "choose" else archetype) or PLOTS["find"]
    write(tale)
    tale.cast_flags()
    tale.locks()
    tale.chests()
    _side.write(tale)
    tale.others()
    tale.ensure_win()
    tale.finale()
    return tale.result()
