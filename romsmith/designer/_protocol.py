"""How the designer's plan tells its own cast, world and story writers what goes where, beyond
the plan's fields: markers in a scene's `purpose` ("start; locked gate_open; chest apple_1") and
the ids every writer derives the same way from an actor's or a chest's id."""

from __future__ import annotations

import re

ESCORTING = "escorting"  # set when the one to be led starts to follow
TOGETHER = "together"  # set when the one who goes along with the hero joins


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
    return cut(f"{actor_id}_talk", 32)


def taunt(boss_id: str) -> str:
    """What a boss says in its entrance (the world writer's cut-scene, the story writer's line)."""
    return cut(f"{boss_id}_taunt", 32)


ENDING = "ending"  # the last word before the win screen


def lock_talk(flag: str) -> str:
    return cut(f"{flag}_lock", 32)


def beaten(actor_id: str) -> str:
    return cut(f"{actor_id}_beaten", 32)


def opened(chest_id: str) -> str:
    return cut(f"{chest_id}_open", 32)


def parts(plan: dict, part: str) -> list[dict]:
    return [a for a in plan.get("cast", []) if a.get("part") == part]


def part(plan: dict, name: str) -> dict | None:
    found = parts(plan, name)
    return found[0] if found else None


# ---- the game's own markers, on the start scene: "act protect", "tone gentle", "time night" ----
def game_marker(plan: dict, key: str) -> str:
    start = next((s for s in plan.get("scenes", []) if s.get("id") == plan.get("start_scene")), None)
    found = _marked(start, key) if start else []
    return found[0] if found else ""


def action(plan: dict) -> str:
    """The idea's goal action (protect, tame, catch, ...), else the plan's archetype."""
    return game_marker(plan, "act") or str(plan.get("story", {}).get("archetype") or "")


def deed(plan: dict) -> str:
    """A mystery's deed when it is no theft ("poisoned the duke"), else ""."""
    return game_marker(plan, "deed") if action(plan) == "investigate" else ""


def telling(plan: dict) -> str:
    """What the story's words are chosen by: its action, but "case" for a mystery of a deed that
    is no theft (who poisoned the duke, not who took the thing)."""
    return "case" if deed(plan) else action(plan)


def tone(plan: dict) -> str:
    """gentle | normal | hard: how hard the fights are (from the idea's mood)."""
    return game_marker(plan, "tone") or "normal"


def times(plan: dict) -> list[str]:
    return [t for t in game_marker(plan, "time").split(",") if t]


# ---- locks and what opens them: a key in a chest, a keeper, a favour, a guardian ----
def key_chest(flag: str) -> str:
    """The chest that holds the key of the lock `flag`."""
    return cut(f"chest_{flag}", 32)


def keeper_of(actor_id: str, plan: dict) -> str:
    """The lock a keeper or a guardian opens: its id's tail (keeper_lock_2), else the plan's
    obstacle flag (an actor called just keeper or guardian)."""
    for head in ("keeper_", "guardian_"):
        if actor_id.startswith(head):
            return actor_id[len(head) :]
    return str(plan.get("story", {}).get("obstacle_flag") or "")


def favour_chest(flag: str, item: str, second: bool = False) -> str:
    """The chest holding `item`, what a keeper asks for (first, or `second` once the first is
    brought) before handing over the key of `flag`."""
    return cut(f"{'again' if second else 'favour'}_{flag}_{item}", 32)


def favour_of(chest_id: str, flags: list[str]) -> tuple[str, str, bool] | None:
    """(the lock's flag, the item, whether it is the second thing asked for) of a favour chest."""
    for flag in sorted(flags, key=len, reverse=True):
        for head, second in ((f"favour_{flag}_", False), (f"again_{flag}_", True)):
            if chest_id.startswith(head) and len(chest_id) > len(head):
                return flag, chest_id[len(head) :], second
    return None


def waves_in(plan: dict, scene_id: str) -> int:
    """How many waves of foes come to a scene (its `wave_W_K` actors), 0 when none."""
    found = [a["id"] for a in plan.get("cast", []) if a.get("scene") == scene_id and a["id"].startswith("wave_")]
    return max((int(i.split("_")[1]) for i in found if i.split("_")[1].isdigit()), default=0)


def final_boss(plan: dict) -> dict | None:
    """The boss whose defeat ends the fight: its second phase when it comes back."""
    return part(plan, "boss_again") or part(plan, "boss")


def boss_beaten(plan: dict) -> str | None:
    boss = final_boss(plan)
    return beaten(boss["id"]) if boss else None


def wave(n: int) -> str:
    """Set when wave n's leader is beaten (wave 0: the alarm that starts the first wave)."""
    return f"wave_{n}" if n else "alarm"


def ran(n: int) -> str:
    """Set when the one who runs has run on from its n-th place (`ran_1` ...)."""
    return f"ran_{n}"


def asked(actor_id: str) -> str:
    """Set when `actor_id` has asked the hero for something (a keeper's favour)."""
    return cut(f"{actor_id}_asked", 32)


def got(actor_id: str) -> str:
    """Set when the first thing `actor_id` asked for was brought (and the second is asked for)."""
    return cut(f"{actor_id}_got", 32)


def snake(text: str, fallback: str, limit: int = 28) -> str:
    """A lower snake_case id from words, as the checks want it (a letter first: "100 golden bells"
    is `item_100_golden_bells`, never `100_golden_bells`)."""
    ident = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    if ident and not ident[0].isalpha():
        ident = f"{fallback}_{ident}"
    return cut(ident, limit) if ident else fallback


def cut(ident: str, limit: int) -> str:
    """An id at most `limit` long that does not end in "_" once cut ("gift_northern_lights_one_last"),
    nor holds "__", which the checks refuse."""
    return re.sub(r"_+", "_", ident[:limit]).rstrip("_") or ident[:1]


def suffixed(ident: str, suffix: str) -> str:
    """An id made from another and a suffix within the 32 characters an id may have: the base is
    cut so the suffix stays whole and the id stays its own ('..._fi_10' + '_down')."""
    return cut(ident, 32 - len(suffix)) + suffix
