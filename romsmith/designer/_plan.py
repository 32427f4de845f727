"""Task `plan`: the idea read (`_intent`: the roles the director is given, else the idea read
offline), the scenes and the map's shape (`_places`), the cast and outline of its goal
(`_archetypes`, `_actions`) with its gated steps (`_steps`), names that fit the sprites, the
title, the cartridge title, the premise and the goal.

What the other writers need beyond the plan's fields rides on the start scene's purpose
(`_protocol`): `act` (the idea's goal action), `tone` (how hard), `time` (night, winter...)."""

from __future__ import annotations

import random

from romsmith.designer import _titles as T
from romsmith.designer._archetypes import build
from romsmith.designer._casting import look, resolve_sprites
from romsmith.designer._echo import Echo
from romsmith.designer._intent import Intent, read_intent
from romsmith.designer._names import Namer
from romsmith.designer._places import add_marker, plan_places
from romsmith.designer._quests import Quest

ROOMS_WANTED = {"deliver": (0, 1, 1), "investigate": (1, 2), "escape": (1,), "escort": (0, 1), "find": (0, 1)}
TONE = {"cozy": "gentle", "tense": "hard"}  # the idea's mood -> how hard the game is
OUTDOOR = {"gentle": (6, 7), "normal": (6, 7), "hard": (7,)}  # outdoor scenes: room for the steps


def tone_of(intent) -> str:
    return "gentle" if intent.peaceful else TONE.get(intent.mood, "normal")


def plan(request, rng: random.Random) -> dict:
    return plan_for(read_intent(request.idea, rng, request.roles), request, rng)


def plan_for(intent: Intent, request, rng: random.Random, *, items_kept: int = 0) -> dict:
    """The plan of a game of `intent` (read from the idea, or a genre's reading of it); a genre
    that adds items of its own after the plan keeps room for them (`items_kept`)."""
    limits = request.limits
    tone = tone_of(intent)
    rooms = rng.choice(ROOMS_WANTED.get(intent.archetype, (0, 0, 1)))
    start_room = intent.archetype == "escape" and rng.random() < 0.7
    planned = plan_places(
        intent,
        request.themes,
        limits,
        rng,
        rooms_wanted=rooms,
        start_room=start_room,
        outdoor_wanted=rng.choice(OUTDOOR[tone]),
    )
    start = planned.by_id(planned.start)
    add_marker(start, "start")
    add_marker(start, f"act {intent.action}")
    add_marker(start, f"tone {tone}")
    if intent.deed and intent.action == "investigate":
        add_marker(start, f"deed {intent.deed}")
    if intent.times:
        add_marker(start, "time " + ",".join(intent.times))
    add_marker(planned.by_id(planned.goal), "goal")
    quest = Quest(intent, planned, request.sprites, limits, rng, tone, items_kept=items_kept)
    build(quest)
    quest.name_everyone(Namer(rng, limits.name_chars), request.guidelines)
    outline = quest.built.outline
    frame = {
        "start_scene": planned.start,
        "scenes": planned.scenes,
        "cast": quest.built.cast,
        "story": outline,
    }
    drawn = resolve_sprites(quest.built.cast, request.sprites, request.guidelines)
    v = T.slots(frame, quest.built.items, {ident: look(s).gender for ident, s in drawn.items()})
    how = intent.action if intent.action in T.GOALS else intent.archetype
    how = "case" if how == "investigate" and intent.deed else how  # who poisoned the duke, not who took it
    outline["goal"] = T.goal(how, v)
    title = T.title(how, v, limits.title_chars, rng, request.idea)
    return {
        "title": title,
        "header_title": T.header(title, 12, v["hero"]),
        "premise": T.premise(how, v, rng, Echo(request.idea)),
        **frame,
    }
