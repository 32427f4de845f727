"""One builder per archetype: who stands where, what is locked and where its key is, what wins.
Each varies by the seed (a key in a chest or a keeper at the gate, a guardian to beat, the goal
in a room behind a door), so two games of one archetype differ in their structure too."""

from __future__ import annotations

from romsmith.designer import _protocol as P
from romsmith.designer._quests import CAPTIVES, GIVERS, PARCELS, PEOPLE, Quest
from romsmith.designer._shape import route
from romsmith.designer._themes import wants

LOCK = "way_open"


def build(q: Quest) -> None:
    BUILDERS[q.i.archetype](q)
    q.foes()
    q.friends()
    q.helper()
    q.gifts()
    q.furnish()
    q.built.outline.setdefault("obstacle_flag", LOCK)
    q.built.outline.setdefault("key_item", next(iter(q.built.items), "key"))
    q.built.outline.update(archetype=q.i.archetype, peaceful=not q.combat)


def _before_goal(q: Quest) -> str:
    """The scene the way into the goal leaves from (where its gate stands)."""
    path = route(_graph(q), q.p.start, q.p.goal)
    return path[-2] if len(path) >= 2 else q.p.start


def _graph(q: Quest) -> dict[str, list[str]]:
    return {s["id"]: list(s.get("exits", [])) for s in q.p.scenes}


def _goal_room(q: Quest) -> str | None:
    return next((r for r, host in q.p.rooms.items() if host == q.p.goal and r != q.p.start), None)


def _giver(q: Quest, part: str = "giver") -> dict:
    who = next((o for o in q.i.others if id(o) not in q.placed and o is not q.target_person()), None)
    return q.person(part, who, "npc", q.p.start, part, q.pick(GIVERS))


def _way_in(q: Quest, *, guard_ok: bool = True, force: bool = False) -> None:
    """Shut the way into the goal, and put its key somewhere: a chest on the way, a keeper who
    hands it over, or a guardian to beat (its defeat opens the gate)."""
    if len(q.p.outdoor) < 2 or (not force and q.rng.random() < 0.25):
        return
    q.lock(q.p.goal, LOCK)
    ways = ["chest", "keeper"] + (["guardian"] if q.combat and guard_ok else [])
    how = q.pick(ways)
    near = _before_goal(q)
    elsewhere = [s for s in q.p.middle() if s != near] or q.p.middle() or [q.p.start]
    key = q.key_item()
    q.built.outline.update(obstacle_flag=LOCK, key_item=key)
    if how == "chest":
        q.chest(q.pick(elsewhere), "key_chest")
    elif how == "keeper":
        q.add("keeper", "npc", near, q.pick(("soldier", "farmer", "monk", "sailor", "elder")), "keeper")
    else:
        theme = q.p.by_id(near)["theme"]
        q.add("guardian", "enemy", near, q.pick(wants(theme).get("foes", ["orc"])), "guard")


def rescue(q: Quest) -> None:
    q.hero()
    _giver(q)
    who = q.target_person() or next((o for o in q.i.others if id(o) not in q.placed), None)
    captive = q.person("captive", who, "npc", _goal_room(q) or q.p.goal, "captive", q.pick(CAPTIVES))
    q.boss(q.p.goal)
    _way_in(q, force=not q.combat)
    q.built.outline.update(win_flag=f"{captive['id']}_saved"[:32])


def find(q: Quest) -> None:
    q.hero()
    _giver(q)
    thing = q.wanted_item()
    q.chest(_goal_room(q) or q.p.goal, f"found_{thing}"[:30])
    if q.rng.random() < 0.75:
        q.boss(q.p.goal)
    _way_in(q)
    q.built.outline.update(win_flag=f"{thing}_found"[:32], treasure=thing)


def defeat(q: Quest) -> None:
    q.hero()
    _giver(q)
    target = q.target_person()
    q.boss(q.p.goal, target if target and target.foe else None)
    _way_in(q)
    boss = P.part({"cast": q.built.cast}, "boss")
    q.built.outline.update(win_flag=P.beaten(boss["id"]) if boss else "quest_done")


def deliver(q: Quest) -> None:
    q.hero()
    t = q.target_item()
    parcel = q.wanted_item() if t is not None else q.item(q.pick(PARCELS))
    # the one the idea sends it to: a person named after the thing ("a cake to her grandma")
    who = next((o for o in q.i.others if id(o) not in q.placed), None)
    q.person(
        "receiver",
        who,
        "npc",
        _goal_room(q) or q.p.goal,
        "receiver",
        q.pick(("old woman", "elder", "chef", "monk", "teacher")),
    )
    giver = _giver(q)
    if len(q.p.outdoor) >= 2 and q.rng.random() < 0.6:
        q.lock(q.p.goal, LOCK)
        q.add("keeper", "npc", _before_goal(q), q.pick(("soldier", "sailor", "farmer")), "keeper")
    q.built.outline.update(win_flag="delivered", key_item=parcel, treasure=parcel)
    giver["part"] = "giver"


def escort(q: Quest) -> None:
    q.hero()
    who = q.target_person() or next((o for o in q.i.others if id(o) not in q.placed), None)
    middle = q.p.middle()
    origin = q.pick(middle) if middle and q.rng.random() < 0.5 else q.p.start
    destination = _goal_room(q) or q.p.goal
    lead = q.person(
        "escortee", who, "npc", origin, "escortee", q.pick(("child", "old woman", "dog", "cat", "princess"))
    )
    path = route(_graph(q), origin, destination)
    for n, sid in enumerate(path[1:], start=1):
        q.add(f"{lead['id']}_{n}", "npc", sid, lead["concept"], "escortee_copy", lead["name"] or None)
    if origin != q.p.start:
        _giver(q)
    q.built.outline.update(win_flag="safe_home", key_item="key", obstacle_flag=P.ESCORTING)


def collect(q: Quest) -> None:
    q.hero()
    receiver = _giver(q, "receiver")
    thing = q.wanted_item()
    count = q.i.count or 3
    places = [s for s in q.p.outdoor if s != q.p.start] + [r for r in q.p.rooms if r != q.p.start]
    places = places or [q.p.start]
    for k in range(count):
        q.chest(places[k % len(places)], f"{thing}_{k + 1}"[:30])
    q.built.outline.update(win_flag=f"{thing}_done"[:32], treasure=thing, count=count, key_item=thing)
    receiver["part"] = "receiver"


def escape(q: Quest) -> None:
    q.hero()
    start = q.p.by_id(q.p.start)
    if P.is_room(start):
        q.lock(q.p.start, "cell_open")
        where = q.p.start
    else:
        nxt = next((s for s in start.get("exits", []) if s in q.p.outdoor), None)
        if nxt:
            q.lock(nxt, "cell_open")
        where = q.p.start
    key = q.key_item()
    if q.rng.random() < 0.5:
        q.chest(where, "key_chest")
    else:
        q.add("prisoner", "npc", where, q.pick(PEOPLE), "keeper")
    from romsmith.designer._places import add_marker

    add_marker(q.p.by_id(q.p.goal), "exit way_out")
    if q.combat:
        q.add("jailer", "enemy", _before_goal(q), q.pick(("soldier", "skeleton", "orc", "robot")), "guard")
    q.built.outline.update(win_flag="escaped", obstacle_flag="cell_open", key_item=key)


def investigate(q: Quest) -> None:
    q.hero()
    giver = _giver(q)
    named = [o for o in q.i.others + q.i.foes if id(o) not in q.placed]
    spots = [q.p.goal, *q.p.middle(), *[r for r in q.p.rooms if r != q.p.start], q.p.start]
    suspects = []
    for n in range(3):
        who = named[n] if n < len(named) else None
        sid = spots[n % len(spots)]
        suspects.append(q.person(f"suspect_{n + 1}", who, "npc", sid, "suspect", q.pick(PEOPLE)))
    thieves = [s for s in suspects if s["concept"] == "outlaw"]
    culprit = thieves[0] if thieves else q.pick(suspects)
    culprit["part"] = "culprit"
    clue_places = [s for s in q.p.outdoor if s != q.p.start] or [q.p.start]
    q.chest(clue_places[0], "clue_1")
    q.chest(clue_places[-1] if len(clue_places) > 1 else q.p.start, "clue_2")
    taken = {s["concept"] for s in suspects}
    q.add("witness", "npc", q.pick(clue_places), q.pick([p for p in PEOPLE if p not in taken] or PEOPLE), "witness")
    thing = q.wanted_item()
    q.built.outline.update(win_flag="case_solved", culprit=culprit["id"], count=3, key_item=thing, treasure=thing)
    giver["part"] = "giver"


BUILDERS = {
    "rescue": rescue,
    "find": find,
    "defeat": defeat,
    "deliver": deliver,
    "escort": escort,
    "collect": collect,
    "escape": escape,
    "investigate": investigate,
}
