"""The pieces every quest builder uses: the scene before the goal, the goal's room, the quest
giver, things spread over the map, someone who goes home with the hero."""

from __future__ import annotations

from romsmith.designer import _protocol as P
from romsmith.designer._quests import GIVERS, Quest
from romsmith.designer._shape import route


def before_goal(q: Quest) -> str:
    """The scene the way into the goal leaves from."""
    path = route(graph(q), q.p.start, q.p.goal)
    return path[-2] if len(path) >= 2 else q.p.start


def graph(q: Quest) -> dict[str, list[str]]:
    return {s["id"]: list(s.get("exits", [])) for s in q.p.scenes}


def goal_room(q: Quest) -> str | None:
    return next((r for r, host in q.p.rooms.items() if host == q.p.goal and r != q.p.start), None)


def giver(q: Quest, part: str = "giver") -> dict:
    who = next((o for o in q.i.others if id(o) not in q.placed and o is not q.target_person() and not o.foe), None)
    return q.person(part, who, "npc", q.p.start, part, q.pick(GIVERS))


def homeward(q: Quest, lead: dict, flag: str, part: str) -> list[dict]:
    """`lead` goes home with the hero once `flag` is set: one of them waits in each scene on the
    way back to the start (shown by the flag), the last at home."""
    path = route(graph(q), lead["scene"], q.p.start)
    copies = []
    for n, sid in enumerate(path[1:], start=1):
        copies.append(q.add(f"{lead['id']}_{n}", "npc", sid, lead["concept"], part, copy_of=lead["id"]))
    return copies


def spread(q: Quest, things: list[str], count: int) -> None:
    """`count` chests, one per thing when there are several (else `count` of the one thing), each
    in another scene, the far ones first."""
    places = [s for s in reversed(q.p.outdoor) if s != q.p.start] + [r for r in q.p.rooms if r != q.p.start]
    places = places or [q.p.start]
    for k in range(count):
        thing = things[k] if len(things) > 1 else things[0]
        q.chest(
            places[k % len(places)], P.cut(f"{thing}_{k + 1}", 30) if len(things) == 1 else P.cut(f"get_{thing}", 30)
        )
