"""Task `plan`: the idea read (`_intent`), the scenes and the map's shape (`_places`), the cast and
the outline of its archetype (`_quests`, `_archetypes`), names that fit the sprites, the title,
the cartridge title, the premise and the goal."""

from __future__ import annotations

import random

from romsmith.designer import _protocol as P
from romsmith.designer import _titles as T
from romsmith.designer._archetypes import build
from romsmith.designer._echo import Echo
from romsmith.designer._intent import Intent, read_intent
from romsmith.designer._names import Namer
from romsmith.designer._places import add_marker, plan_places
from romsmith.designer._quests import Quest

ROOMS_WANTED = {"deliver": (0, 1, 1), "investigate": (1, 2), "escape": (1,), "escort": (0, 1), "find": (0, 1)}


def plan(request, rng: random.Random) -> dict:
    return plan_for(read_intent(request.idea, rng), request, rng)


def plan_for(intent: Intent, request, rng: random.Random) -> dict:
    """The plan of a game of `intent` (read from the idea, or a genre's reading of it)."""
    limits = request.limits
    rooms = rng.choice(ROOMS_WANTED.get(intent.archetype, (0, 0, 1)))
    start_room = intent.archetype == "escape" and rng.random() < 0.7
    planned = plan_places(intent, request.themes, limits, rng, rooms_wanted=rooms, start_room=start_room)
    add_marker(planned.by_id(planned.start), "start")
    add_marker(planned.by_id(planned.goal), "goal")
    quest = Quest(intent, planned, request.sprites, limits, rng)
    build(quest)
    quest.name_everyone(Namer(rng, limits.name_chars), request.guidelines)
    lead = P.part({"cast": quest.built.cast}, "escortee")
    for copy in P.parts({"cast": quest.built.cast}, "escortee_copy"):
        copy["name"] = lead["name"] if lead else copy["name"]
    outline = quest.built.outline
    frame = {
        "start_scene": planned.start,
        "scenes": planned.scenes,
        "cast": quest.built.cast,
        "story": outline,
    }
    v = T.slots(frame, quest.built.items)
    outline["goal"] = T.goal(intent.archetype, v)
    title = T.title(intent.archetype, v, limits.title_chars, rng)
    return {
        "title": title,
        "header_title": T.header(title, 12, v["hero"]),
        "premise": T.premise(intent.archetype, v, rng, Echo(request.idea)),
        **frame,
    }
