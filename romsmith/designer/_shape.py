"""The map's shape: which scenes connect, through which side, and which rooms hang off which
scene by a door. A strip walks one way, a hub branches from the start, a loop comes back round.

The plan carries only `exits` per scene (the graph); the world writer gives every link a side
with `sides()`, so the plan and the world agree without saying more.
"""

from __future__ import annotations

import itertools
import random

OPPOSITE = {"east": "west", "west": "east", "north": "south", "south": "north"}
SHAPES = ("strip", "hub", "loop")
# a strip most often: its far end is far, so a quest that goes out and back takes its time
WEIGHTED = ("strip", "strip", "strip", "strip", "loop", "hub")


def links(shape: str, outdoor: list[str]) -> dict[str, list[str]]:
    """Undirected links between outdoor scene ids (in order: the first is the start)."""
    out: dict[str, list[str]] = {s: [] for s in outdoor}

    def join(a: str, b: str) -> None:
        if b not in out[a]:
            out[a].append(b)
        if a not in out[b]:
            out[b].append(a)

    n = len(outdoor)
    if shape == "hub" and n >= 4:
        # the start in the middle, up to three branches, a branch may go one scene further
        branches = outdoor[1:4]
        for b in branches:
            join(outdoor[0], b)
        for extra, parent in zip(outdoor[4:], branches):
            join(parent, extra)
    elif shape == "loop" and n >= 4:
        for a, b in zip(outdoor, outdoor[1:] + outdoor[:1]):
            join(a, b)
    else:
        for a, b in itertools.pairwise(outdoor):
            join(a, b)
    return out


def sides(graph: dict[str, list[str]], start: str) -> dict[tuple[str, str], str]:
    """A side for every link (a, b): the side of a where the warp to b is. Breadth first from the
    start, each scene's links take sides not used yet, the way back the opposite of the way in."""
    out: dict[tuple[str, str], str] = {}
    order = [start]
    seen = {start}
    prefer = ("east", "north", "south", "west")
    for here in order:
        used = {out[(here, other)] for other in graph.get(here, []) if (here, other) in out}
        for other in graph.get(here, []):
            if (here, other) in out:
                continue
            side = next((s for s in prefer if s not in used and OPPOSITE[s] not in _used(out, other, graph)), None)
            side = side or next((s for s in prefer if s not in used), "east")
            used.add(side)
            out[(here, other)] = side
            out[(other, here)] = OPPOSITE[side]
            if other not in seen:
                seen.add(other)
                order.append(other)
    return out


def _used(out: dict, scene: str, graph: dict) -> set[str]:
    return {out[(scene, o)] for o in graph.get(scene, []) if (scene, o) in out}


def pick_shape(outdoor_count: int, rng: random.Random, prefer: str | None = None) -> str:
    if prefer in SHAPES and (prefer == "strip" or outdoor_count >= 4):
        return prefer
    if outdoor_count < 4:
        return "strip"
    return rng.choice(WEIGHTED)


def route(graph: dict[str, list[str]], start: str, goal: str) -> list[str]:
    """The scenes from start to goal, fewest links first (breadth first)."""
    back = {start: None}
    queue = [start]
    for here in queue:
        if here == goal:
            break
        for other in graph.get(here, []):
            if other not in back:
                back[other] = here
                queue.append(other)
    path, at = [], goal if goal in back else start
    while at is not None:
        path.append(at)
        at = back[at]
    return path[::-1]


def farthest(graph: dict[str, list[str]], start: str) -> str:
    """The scene most links away from the start (the last in breadth-first order)."""
    order, seen = [start], {start}
    for here in order:
        for other in graph.get(here, []):
            if other not in seen:
                seen.add(other)
                order.append(other)
    return order[-1]
