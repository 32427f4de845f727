"""How a segment of a mixed game leads into the next instead of winning: where each genre's
writer ends its game (a platformer's last goal, a puzzle room's way out, a shooter's last level,
a story's good ending), the way on to the next segment's start, and the segment's own win taken
out of its story part (`_mix` joins the parts)."""

from __future__ import annotations


def link_world(genre: str, world: dict, target: tuple[str, int, int]) -> None:
    """Make the end of the segment's `world` part lead to `target` (scene, x, y): its win no more."""
    scene_id, x, y = target
    scenes = world.get("scenes", [])
    if genre == "story":
        for scene in scenes:
            ending = scene.get("ending") or {}
            if ending.get("kind") == "good":
                del scene["ending"]
                scene["next"] = [{"to": scene_id, "to_x": x, "to_y": y}]
        return
    last = scenes[-1]
    if genre == "shooter":
        last.update(next=scene_id, next_x=x, next_y=y)
    elif genre == "platformer":  # the goal flag leads on, as it does between its own levels
        goal = last["goal"]
        last["goal"] = {**goal, "look": "flag"}
        last["triggers"] = [t for t in last.get("triggers", []) if (t["x"], t["y"]) != (goal["x"], goal["y"])]
        last.setdefault("warps", []).append({"x": goal["x"], "y": goal["y"], "to": scene_id, "to_x": x, "to_y": y})
    elif genre == "puzzle":  # the way out opens once the room is solved, into the next segment
        way_out = [t for t in last.get("triggers", []) if t.get("if_flag") == last.get("solved_flag")]
        last["triggers"] = [t for t in last.get("triggers", []) if t not in way_out]
        for t in way_out:
            last.setdefault("warps", []).append(
                {"x": t["x"], "y": t["y"], "to": scene_id, "to_x": x, "to_y": y, "if_flag": last["solved_flag"]}
            )
    else:
        raise ValueError(f"a {genre} segment cannot lead on to another")


def unwin_story(genre: str, story: dict) -> None:
    """Take the segment's win out of its `story` part: the flag only its win set goes too, and the
    quest steps that waited for it (a shooter's last level still sets its own flag)."""
    win = story.pop("win", None) or {}
    flag = win.get("flag")
    if not flag or genre == "shooter":
        return
    if genre == "puzzle":  # its one dialogue was the word on the way out, which now leads on
        story["dialogue"] = []
    story["flags"] = [f for f in story.get("flags", []) if f.get("id") != flag]
    for quest in story.get("quests", []):
        quest["steps"] = [s for s in quest.get("steps", []) if s.get("flag") != flag]
    story["quests"] = [q for q in story.get("quests", []) if q["steps"]]
