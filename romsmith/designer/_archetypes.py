"""One builder per archetype: who stands where, what wins. Each varies by the seed (the goal in a
room behind a door, a boss or none), and every game then gets its gated steps (`_steps`: locks
on the way, each opened by something found far from it), a boss that comes back, the idea's foes
on the way, friends, a healer, and the things the idea names in chests. The idea's other goals
(protect, tame, catch, fix, make, win a contest, choose, reach) have their builders in `_actions`."""

from __future__ import annotations

from romsmith.designer import _actions as A
from romsmith.designer import _protocol as P
from romsmith.designer import _side as side
from romsmith.designer import _steps as S
from romsmith.designer._parts import before_goal, giver, goal_room, graph, homeward, spread
from romsmith.designer._quests import CAPTIVES, PARCELS, PEOPLE, Quest
from romsmith.designer._shape import route

LOCK = "way_open"


def build(q: Quest) -> None:
    (A.BUILDERS.get(q.i.action) or BUILDERS[q.i.archetype])(q)
    S.add_locks(q, S.LOCKS.get(q.tone, 3))
    S.lair_waves(q)
    S.boss_returns(q)
    q.companions()
    q.foes()
    q.friends()
    q.helper()
    q.gifts()
    side.plan(q)
    q.furnish()
    q.fit_scenes()
    q.trim_sprites()
    keys = S.keys({"scenes": q.p.scenes})
    goal_lock = P.locked_flag(q.p.by_id(q.p.goal)) or next(iter(keys), LOCK)
    q.built.outline.setdefault("obstacle_flag", goal_lock)
    q.built.outline.setdefault(
        "key_item", keys[goal_lock][0] if goal_lock in keys else next(iter(q.built.items), "key")
    )
    q.built.outline.update(archetype=q.i.archetype, peaceful=not q.combat)
    if q.built.outline.get("win_flag") == "foe_beaten":  # won by beating the boss, in its last phase
        q.built.outline["win_flag"] = P.boss_beaten({"cast": q.built.cast}) or "quest_done"


def rescue(q: Quest) -> None:
    q.hero()
    giver(q)
    who = q.target_person() or next((o for o in q.i.others if id(o) not in q.placed), None)
    captive = q.person("captive", who, "npc", goal_room(q) or q.p.goal, "captive", q.pick(CAPTIVES))
    q.boss(q.p.goal)
    homeward(q, captive, P.ESCORTING, "captive_copy")
    q.built.outline.update(win_flag=P.cut(f"{captive['id']}_saved", 32))


def find(q: Quest) -> None:
    q.hero()
    giver(q)
    thing = q.wanted_item()
    q.chest(goal_room(q) or q.p.goal, P.cut(f"found_{thing}", 30))
    if q.rng.random() < 0.75:
        q.boss(q.p.goal)
    q.built.outline.update(win_flag=P.cut(f"{thing}_found", 32), treasure=thing)


def defeat(q: Quest) -> None:
    q.hero()
    giver(q)
    target = q.target_person()
    q.boss(q.p.goal, target if target and target.foe else None)
    q.built.outline.update(win_flag="threat_ended" if q.combat else "foe_beaten")


def deliver(q: Quest) -> None:
    q.hero()
    t = q.target_item()
    parcel = q.wanted_item() if t is not None else q.item(q.pick(PARCELS))
    # the one the idea sends it to: a person named after the thing ("a cake to her grandma")
    who = next((o for o in q.i.others if id(o) not in q.placed and not o.foe), None)
    q.person(
        "receiver",
        who,
        "npc",
        goal_room(q) or q.p.goal,
        "receiver",
        q.pick(("old woman", "elder", "chef", "monk", "teacher")),
    )
    handed = giver(q)
    q.built.outline.update(win_flag="delivered", key_item=parcel, treasure=parcel)
    handed["part"] = "giver"


def escort(q: Quest) -> None:
    q.hero()
    who = q.target_person() or next((o for o in q.i.others if id(o) not in q.placed), None)
    middle = q.p.middle()
    origin = q.pick(middle) if middle and q.rng.random() < 0.5 else q.p.start
    destination = goal_room(q) or q.p.goal
    lead = q.person(
        "escortee", who, "npc", origin, "escortee", q.pick(("child", "old woman", "dog", "cat", "princess"))
    )
    path = route(graph(q), origin, destination)
    for n, sid in enumerate(path[1:], start=1):
        q.add(f"{lead['id']}_{n}", "npc", sid, lead["concept"], "escortee_copy", copy_of=lead["id"])
    if origin != q.p.start:
        giver(q)
    q.built.outline.update(win_flag="safe_home", key_item="key", obstacle_flag=P.ESCORTING)


def collect(q: Quest) -> None:
    q.hero()
    receiver = giver(q, "receiver")
    things = [q.thing_item(o) for o in q.i.objects[:5]] if len(q.i.objects) >= 2 else [q.wanted_item()]
    count = len(things) if len(things) >= 2 else (q.i.count or 3)
    spread(q, things, count)
    q.built.outline.update(win_flag=P.cut(f"{things[0]}_done", 32), treasure=things[0], count=count, key_item=things[0])
    receiver["part"] = "receiver"


def escape(q: Quest) -> None:
    q.hero()
    start = q.p.by_id(q.p.start)
    if P.is_room(start):
        q.lock(q.p.start, "cell_open")
    else:
        nxt = next((s for s in start.get("exits", []) if s in q.p.outdoor), None)
        if nxt:
            q.lock(nxt, "cell_open")
    q.opened.add("cell_open")
    key = q.key_item()
    if q.rng.random() < 0.5:
        q.chest(q.p.start, "key_chest")
    else:
        q.add("prisoner", "npc", q.p.start, q.pick(PEOPLE), "keeper")
    from romsmith.designer._places import add_marker

    add_marker(q.p.by_id(q.p.goal), "exit way_out")
    if q.combat:
        q.add("jailer", "enemy", before_goal(q), q.pick(("soldier", "skeleton", "orc", "robot")), "guard")
    q.built.outline.update(win_flag="escaped", obstacle_flag="cell_open", key_item=key)


def investigate(q: Quest) -> None:
    q.hero()
    given = giver(q)
    named = [o for o in q.i.others + q.i.foes if id(o) not in q.placed]
    spots = [q.p.goal, *q.p.middle(), *[r for r in q.p.rooms if r != q.p.start], q.p.start]
    suspects = []
    for n in range(3):
        who = named[n] if n < len(named) else None
        sid = spots[n % len(spots)]
        suspects.append(q.person(f"suspect_{n + 1}", who, "npc", sid, "suspect", q.pick(PEOPLE)))
    foes = [s for n, s in enumerate(suspects) if n < len(named) and named[n].foe]  # the idea's culprit did it
    thieves = foes or [s for s in suspects if s["concept"] == "outlaw"]
    culprit = thieves[0] if thieves else q.pick(suspects)
    culprit["part"] = "culprit"
    clue_places = [s for s in q.p.outdoor if s != q.p.start] or [q.p.start]
    q.chest(clue_places[-1], "clue_1")
    q.chest(clue_places[0] if len(clue_places) > 1 else q.p.start, "clue_2")
    taken = {s["concept"] for s in suspects}
    q.add("witness", "npc", q.pick(clue_places), q.pick([p for p in PEOPLE if p not in taken] or PEOPLE), "witness")
    thing = q.wanted_item(held=True)  # someone took the painting; nobody took "the mystery"
    q.built.outline.update(win_flag="case_solved", culprit=culprit["id"], count=3, key_item=thing, treasure=thing)
    given["part"] = "giver"


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
