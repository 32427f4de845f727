"""Who writes which part of a GameSpec: each top-level key is owned by one agent.

A validation error's JSON pointer routes its repair to the agent owning the pointer's first
segment (`owner_of`); a lesson mined from a failure is tagged with that agent, so the agent's
next prompt is guaranteed it. The GameSpec's schema (`generators.spec`) keeps a test that every
top-level field has an owner here.
"""

from __future__ import annotations

AGENTS = ("orchestrator", "character", "world", "story")

OWNERS: dict[str, str] = {
    "title": "orchestrator",
    "header_title": "orchestrator",
    "premise": "orchestrator",
    "start_scene": "orchestrator",
    "cast": "character",
    "scenes": "world",
    "dialogue": "story",
    "flags": "story",
    "items": "story",
    "quests": "story",
    "win": "story",
}


def owner_of(pointer: str) -> str:
    """The agent that owns the value at a JSON pointer ('/cast/0/sprite' -> 'character'); the
    orchestrator answers for the whole spec and for keys nobody owns."""
    key = pointer.lstrip("/").split("/", 1)[0]
    return OWNERS.get(key, "orchestrator")
