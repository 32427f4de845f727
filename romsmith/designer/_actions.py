"""Builders for the goals the eight archetypes do not name, each a game whose win really depends
on the idea's goal (the plan still says which archetype it is won as, `_intent.WON_AS`):

- protect: the place defended is home, and whoever is defended waits there; the means to defend
  it is fetched from the far end; back home the alarm brings waves of the idea's foes, then their
  chief, who comes back once;
- tame: treats the creature likes, one in each of three far scenes; handed over, it is tamed;
- catch: it runs from scene to scene ahead of the hero and is caught where the map ends (several
  of them, like runaway chickens, are caught one by one and brought back);
- fix: every part of the broken thing found, then brought to it;
- make: every ingredient found, the thing made at the workbench at home, then handed over;
- win: a ribbon from each of three judges (each asks for the right answer), then the prize;
- choose: clues from the people involved, then the one right choice;
- reach: the way to the far place, past every lock, to its end.
"""

from __future__ import annotations

from romsmith.designer import _parts as B
from romsmith.designer import _protocol as P
from romsmith.designer import _steps as S
from romsmith.designer._quests import Quest
from romsmith.designer._shape import route
from romsmith.lexicon import is_plural

# what a creature is tamed with (a treat it likes), by its kind; else the default
TREATS = {"horse": "apple", "unicorn": "apple", "pony": "carrot", "rabbit": "carrot", "dragon": "meat"}
TREATS |= {"dog": "bone", "wolf": "bone", "cat": "fish", "bear": "honey", "bird": "seed", "owl": "seed"}
DEFENCES = ("smoke pot", "bell", "horn", "torch", "net", "shield")
PARTS = ("bolt", "spring", "gear", "plank", "rope", "wheel")
INGREDIENTS = {
    "cake": ("flour", "egg", "milk"),
    "pie": ("flour", "apple", "butter"),
    "bread": ("flour", "water", "yeast"),
    "potion": ("herb", "mushroom", "water"),
    "soup": ("carrot", "onion", "water"),
    "pumpkin": ("seed", "water", "compost"),
}
DEFAULT_INGREDIENTS = ("herb", "water", "crystal")
JUDGES = ("elder", "queen", "monk", "merchant", "teacher", "king")


def protect(q: Quest) -> None:
    q.hero()
    ward = q.target_person()
    if ward is not None:  # "keep your sheep safe": the ones defended wait at home, where the foes come
        q.person("ward", ward, "npc", q.p.start, "friend", "villager")
    giver = B.giver(q)
    defence = q.item(q.pick(DEFENCES))
    q.chest(B.goal_room(q) or q.p.goal, P.cut(f"found_{defence}", 30))
    q.built.outline.update(win_flag="foe_beaten", treasure=defence, key_item=defence)
    if q.combat:
        S.waves(q, q.p.start, 3 if q.tone == "hard" else 2)
        q.boss(q.p.start)
    giver["part"] = "giver"


def tame(q: Quest) -> None:
    q.hero()
    who = q.target_person() or next((o for o in q.i.others if id(o) not in q.placed), None)
    wild = q.person("wild", who, "npc", B.goal_room(q) or q.p.goal, "wild", "horse")
    treat = q.item(TREATS.get(wild["concept"], "apple"))
    B.spread(q, [treat], 3)
    B.giver(q)
    q.built.outline.update(win_flag="tamed", treasure=treat, key_item=treat, count=3)


def catch(q: Quest) -> None:
    q.hero()
    who = q.target_person() or next((o for o in q.i.others if id(o) not in q.placed), None)
    many = (who is not None and who.count > 1) or any((o.count or 1) > 1 or is_plural(o.words) for o in q.i.objects)
    if many:  # runaway chickens: caught one by one and brought back
        giver = B.giver(q, "receiver")
        concept = (who.concept if who else None) or "chicken"
        places = [s for s in reversed(q.p.outdoor) if s != q.p.start] + [r for r in q.p.rooms if r != q.p.start]
        thing = q.item(concept)
        for k in range(3):
            q.add(f"runaway_{k + 1}", "npc", (places or [q.p.start])[k % max(len(places), 1)], concept, "runaway")
        q.built.outline.update(win_flag=P.cut(f"{thing}_done", 32), treasure=thing, key_item=thing, count=3)
        giver["part"] = "receiver"
        return
    B.giver(q)
    path = route(B.graph(q), q.p.start, B.goal_room(q) or q.p.goal)[1:] or [q.p.goal]
    first = q.person("runner", who, "npc", path[0], "runner", "cat")
    for n, sid in enumerate(path[1:], start=1):
        q.add(f"runner_{n}", "npc", sid, first["concept"], "runner", copy_of=first["id"])
    q.built.outline.update(win_flag="caught", count=len(path))


def fix(q: Quest) -> None:
    q.hero()
    target = q.i.objects[0].kind if q.i.objects else "bridge"
    owner = next((o for o in q.i.others if id(o) not in q.placed and not o.foe), None)
    q.person("receiver", owner, "npc", B.goal_room(q) or q.p.goal, "receiver", q.pick(("dwarf", "farmer", "elder")))
    q.used_terms.update(id(o) for o in q.i.objects[:1])  # the broken thing itself is mended, not found
    parts = [q.item(_part_name(target, p, q.limits.name_chars)) for p in q.rng.sample(PARTS, 3)]
    B.spread(q, parts, 3)
    B.giver(q)
    q.built.outline.update(win_flag="mended", treasure=parts[0], key_item=parts[0], count=3)


def _part_name(thing: str, part: str, limit: int) -> str:
    name = f"{thing.split()[-1]} {part}"
    return name if len(name) <= limit else part


def make(q: Quest) -> None:
    q.hero()
    made = q.wanted_item()
    listed = [o for o in q.i.objects if id(o) not in q.used_terms and o.kind != made]
    found = [q.thing_item(o) for o in listed[:3]]
    if len(found) < 2:
        found = [q.item(i) for i in INGREDIENTS.get(made.split("_")[-1], DEFAULT_INGREDIENTS)]
    B.spread(q, found, len(found))
    who = next((o for o in q.i.others if id(o) not in q.placed and not o.foe), None)
    q.person("receiver", who, "npc", B.goal_room(q) or q.p.goal, "receiver", q.pick(("elder", "king", "queen", "chef")))
    q.chest(q.p.start, P.cut(f"make_{made}", 30))
    B.giver(q)
    q.built.outline.update(win_flag="delivered", treasure=made, key_item=made, count=len(found))


def win(q: Quest) -> None:
    q.hero()
    host = q.add("host", "npc", B.goal_room(q) or q.p.goal, q.pick(("king", "queen", "elder", "merchant")), "receiver")
    places = [s for s in reversed(q.p.outdoor) if s not in (q.p.start, q.p.goal)] or [q.p.start]
    rivals = [o for o in q.i.others if id(o) not in q.placed]
    for k in range(3):
        who = rivals[k] if k < len(rivals) else None
        q.person(f"judge_{k + 1}", who, "npc", places[k % len(places)], "judge", q.pick(JUDGES))
    ribbon = q.item("ribbon")
    q.built.outline.update(win_flag="prize_won", treasure=ribbon, key_item=ribbon, count=3)
    host["part"] = "receiver"


def reach(q: Quest) -> None:
    q.hero()
    B.giver(q)
    from romsmith.designer._places import add_marker

    add_marker(q.p.by_id(B.goal_room(q) or q.p.goal), "exit way_there")
    if q.combat:
        q.boss(q.p.goal)
    q.built.outline.update(win_flag="arrived")


BUILDERS = {
    "protect": protect,
    "tame": tame,
    "catch": catch,
    "fix": fix,
    "make": make,
    "win": win,
    "reach": reach,
}
