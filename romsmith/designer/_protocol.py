"""How the designer's plan tells its own cast, world and story writers what goes where, beyond
the plan's fields: markers in a scene's `purpose` ("start; locked gate_open; chest apple_1") and
the ids every writer derives the same way from an actor's or a chest's id."""

from __future__ import annotations

ESCORTING = "escorting"  # set when the one to be led starts to follow


def markers(scene: dict) -> list[str]:
    return [m.strip() for m in str(scene.get("purpose", "")).split(";") if m.strip()]


def purpose(*parts: str) -> str:
    return "; ".join(p for p in parts if p)[:200]


def _marked(scene: dict, word: str) -> list[str]:
    return [m.split(" ", 1)[1].strip() for m in markers(scene) if m.startswith(word + " ") and " " in m]


def is_room(scene: dict) -> bool:
    return "room" in markers(scene)


def is_goal(scene: dict) -> bool:
    return "goal" in markers(scene)


def is_start(scene: dict, plan: dict) -> bool:
    return scene.get("id") == plan.get("start_scene")


def locked_flag(scene: dict) -> str | None:
    found = _marked(scene, "locked")
    return found[0] if found else None


def chest_ids(scene: dict) -> list[str]:
    return _marked(scene, "chest")


def exit_id(scene: dict) -> str | None:
    found = _marked(scene, "exit")
    return found[0] if found else None


def talk(actor_id: str) -> str:
    return f"{actor_id}_talk"[:32]


def taunt(boss_id: str) -> str:
    """What a boss says in its entrance (the world writer's cut-scene, the story writer's line)."""
    return f"{boss_id}_taunt"[:32]


ENDING = "ending"  # the last word before the win screen


def lock_talk(flag: str) -> str:
    return f"{flag}_lock"[:32]


def beaten(actor_id: str) -> str:
    return f"{actor_id}_beaten"[:32]


def opened(chest_id: str) -> str:
    return f"{chest_id}_open"[:32]


def parts(plan: dict, part: str) -> list[dict]:
    return [a for a in plan.get("cast", []) if a.get("part") == part]


def part(plan: dict, name: str) -> dict | None:
    found = parts(plan, name)
    return found[0] if found else None
