"""What kind of game a GameSpec is, read from the spec alone (any model's): how it is won (the
archetype its win path satisfies), the shape of its map, whether it fights, its choices.

The win path: the events that set the win flag (talking, a dialogue choice, a trigger, a
defeat) and, transitively, the flags and items those events need.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from romsmith.generators.spec.genres import own_sprites, scene_events, scene_goal

ARCHETYPE_ORDER = ("investigate", "escort", "collect", "deliver", "escape", "rescue", "find", "defeat")
DEFAULT_COLLECT = 3  # "collect" without a number: at least this many of one thing


@dataclass
class Event:
    kind: str  # talk | choice | trigger | defeat | survive (a scene's genre: a level lived through)
    where: str  # a JSON pointer
    who: str = ""  # actor id (talk, choice, defeat; a trigger on the cell where someone stands)
    sets: set[str] = field(default_factory=set)
    gives: set[str] = field(default_factory=set)
    takes: set[str] = field(default_factory=set)
    needs: set[str] = field(default_factory=set)  # flags
    needs_items: set[str] = field(default_factory=set)
    options: int = 0  # choice: how many options its question has
    option: int = 0


@dataclass
class Structure:
    archetype: str
    satisfied: dict[str, str]  # archetype -> evidence
    shape: str  # single | strip | hub | loop
    rooms: int
    scenes: int
    combat: bool
    choices: int
    done_to: dict[str, str] = field(default_factory=dict)  # archetype -> the actor id it is done to

    def signature(self) -> str:
        rooms = "+rooms" if self.rooms else ""
        mode = "combat" if self.combat else "peaceful"
        choice = "/choice" if self.choices else ""
        return f"{self.archetype}/{self.shape}{rooms}/{mode}/{self.scenes} scenes{choice}"

    def to_json(self) -> dict:
        return {
            "archetype": self.archetype,
            "satisfied": self.satisfied,
            "shape": self.shape,
            "rooms": self.rooms,
            "scenes": self.scenes,
            "combat": self.combat,
            "choices": self.choices,
            "signature": self.signature(),
        }


def _list(value) -> list:
    return value if isinstance(value, list) else []


def _dict(value) -> dict:
    return value if isinstance(value, dict) else {}


def _effects(effects, event: Event) -> None:
    for e in _list(effects):
        e = _dict(e)
        op, ident = e.get("op"), str(e.get("id") or "")
        if op == "set_flag":
            event.sets.add(ident)
        elif op == "give_item":
            event.gives.add(ident)
        elif op == "take_item":
            event.takes.add(ident)


def _dialogue_events(d: dict, kind: str, where: str, who: str, base: set[str]) -> list[Event]:
    """One event per way the dialogue can go: its default, each branch, each choice option."""
    out = []
    parts = [(d, where, set(), set())]
    for i, b in enumerate(_list(d.get("branches"))):
        b = _dict(b)
        flags = {b["if_flag"]} if b.get("if_flag") else set()
        items = {b["if_item"]} if b.get("if_item") else set()
        parts.append((b, f"{where}/branches/{i}", flags, items))
    for part, pointer, flags, items in parts:
        event = Event(kind, pointer, who, needs=base | flags, needs_items=set(items))
        _effects(part.get("effects"), event)
        out.append(event)
        choices = _list(part.get("choices"))
        for j, c in enumerate(choices):
            option = Event("choice", f"{pointer}/choices/{j}", who, needs=set(event.needs), options=len(choices))
            option.needs_items = set(items)
            option.option = j
            _effects(_dict(c).get("effects"), option)
            out.append(option)
    return out


def events(spec: dict) -> list[Event]:
    dialogues = {str(_dict(d).get("id")): _dict(d) for d in _list(spec.get("dialogue"))}
    index = {str(_dict(d).get("id")): i for i, d in enumerate(_list(spec.get("dialogue")))}
    out: list[Event] = []
    for i, a in enumerate(_list(spec.get("cast"))):
        a = _dict(a)
        base = {a["show_flag"]} if a.get("show_flag") else set()
        if a.get("role") in ("enemy", "boss") and a.get("defeat_flag"):
            out.append(Event("defeat", f"/cast/{i}", str(a.get("id")), sets={a["defeat_flag"]}, needs=set(base)))
        d = dialogues.get(str(a.get("dialogue")))
        if d is not None and a.get("role") in ("npc", "player"):
            out += _dialogue_events(d, "talk", f"/dialogue/{index[d.get('id')]}", str(a.get("id")), base)
    standing = {  # who stands where: a trigger on their cell is reaching them (a level's last flag)
        (str(a.get("scene")), a.get("x"), a.get("y")): str(a.get("id"))
        for a in map(_dict, _list(spec.get("cast")))
        if a.get("role") == "npc"
    }
    for s, scene in enumerate(_list(spec.get("scenes"))):
        goal = scene_goal(_dict(scene))  # a level its genre clears by play: a shooter's boss
        if goal:
            out.append(Event(goal["kind"], f"/scenes/{s}", goal["who"], sets={goal["flag"]}))
        here = {f"@scene:{_dict(scene).get('id')}"} if _dict(scene).get("genre") == "story" else set()
        for e in scene_events(_dict(scene)):  # a story scene's answers and ending, played through
            out.append(
                Event(
                    e["kind"], f"/scenes/{s}/{e['where']}", e.get("who", ""), sets=set(e.get("sets", ())),
                    gives=set(e.get("gives", ())), needs=set(here), options=e.get("options", 0),
                    option=e.get("option", 0),
                )
            )  # fmt: skip
        for k, route in enumerate(_list(_dict(scene).get("next")) if here else ()):  # a story's way on
            route = _dict(route)
            asks = {route["if_flag"]} if route.get("if_flag") else set()
            out.append(Event("route", f"/scenes/{s}/next/{k}", sets={f"@scene:{route.get('to')}"}, needs=here | asks))
        for t, trig in enumerate(_list(_dict(scene).get("triggers"))):
            trig = _dict(trig)
            base = {trig["if_flag"]} if trig.get("if_flag") else set()
            met = standing.get((str(_dict(scene).get("id")), trig.get("x"), trig.get("y")), "")
            event = Event("trigger", f"/scenes/{s}/triggers/{t}", met, needs=set(base))
            _effects(trig.get("effects"), event)
            out.append(event)
            d = dialogues.get(str(trig.get("dialogue")))
            if d is not None:
                out += _dialogue_events(d, "trigger", f"/scenes/{s}/triggers/{t}", "", base)
    return out


def win_path(evs: list[Event], win: str) -> tuple[list[Event], set[str], set[str]]:
    """(events that set the win flag, every flag and item the win needs, transitively)."""
    setters = [e for e in evs if win in e.sets]
    flags, items, todo = {win}, set(), [win]
    while todo:
        flag = todo.pop()
        for e in evs:
            if flag in e.sets:
                items |= e.needs_items | e.takes
                for need in e.needs - flags:
                    flags.add(need)
                    todo.append(need)
    return setters, flags, items


def analyse(spec: dict, indoor: set[str] | None = None) -> Structure:
    """The spec's structure; `indoor` = themes that are rooms (from the pack)."""
    indoor = indoor or set()
    evs = events(spec)
    win = str(_dict(spec.get("win")).get("flag") or "")
    setters, needed, items = win_path(evs, win)
    cast = [_dict(a) for a in _list(spec.get("cast"))]
    foes = [a for a in cast if a.get("role") in ("enemy", "boss")]
    satisfied: dict[str, str] = {}
    done_to: dict[str, str] = {}  # whom the win is done to, by archetype (rescued, beaten, handed to)

    wrong = [e for e in evs if e.kind == "choice" and e.options >= 2 and win not in e.sets]
    right = [e for e in setters if e.kind == "choice" and e.options >= 2]
    right += [  # a story's answer that the way to its good ending asks for
        e for e in evs if e.kind == "choice" and e.options >= 2 and e.where.startswith("/scenes/") and e.sets & needed
    ]
    wrong = [w for w in wrong if w not in right]
    if right and any(w.where.rsplit("/", 2)[0] == right[0].where.rsplit("/", 2)[0] for w in wrong):
        satisfied["investigate"] = f"won by the right answer to a question ({right[0].where})"
    scenes_of: dict[str, set[str]] = {}
    for a in cast:
        if a.get("role") == "npc":
            scenes_of.setdefault(str(a.get("name")), set()).add(str(a.get("scene")))
    travellers = sorted(n for n, s in scenes_of.items() if len(s) >= 2)
    if travellers and setters:
        satisfied["escort"] = f"{travellers[0]} goes along through {len(scenes_of[travellers[0]])} scenes"
    given: dict[str, list[Event]] = {}
    for e in evs:
        for item in e.gives:
            given.setdefault(item, []).append(e)
    for e in setters:
        brought = (e.takes | e.needs_items) & set(given)
        if e.kind in ("talk", "choice") and any(g.who != e.who for i in brought for g in given[i]):
            satisfied["deliver"] = f"won by handing {sorted(brought)[0]} to {e.who}"
            done_to["deliver"] = e.who
            break
    for item, sources in given.items():
        places = {s.where.split("/branches")[0] for s in sources}
        if len(places) >= DEFAULT_COLLECT and (item in items or any(item in e.needs_items for e in evs)):
            satisfied["collect"] = f"{len(places)} places give {item}"
            break
    listed = sorted(i for i in items if i in given)  # "eggs, sugar and butter": each from its own place
    sources = {s.where.split("/branches")[0] for i in listed for s in given[i]}
    if "collect" not in satisfied and len(listed) >= 2 and len(sources) >= len(listed):
        satisfied["collect"] = f"the win takes {', '.join(listed)}, each found in its own place"
    locks = any(_list(_dict(s).get("gates")) for s in _list(spec.get("scenes"))) or any(
        _dict(w).get("if_flag") for s in _list(spec.get("scenes")) for w in _list(_dict(s).get("warps"))
    )
    for e in setters:
        if e.kind == "trigger" and not e.gives and locks:
            satisfied["escape"] = f"won by reaching {e.where} past a locked way"
            break
    for e in setters:
        if e.kind in ("talk", "trigger") and e.who and not e.takes and not e.needs_items:
            satisfied["rescue"] = f"won by reaching {e.who}"
            done_to["rescue"] = e.who
            break
    for e in setters:
        if e.gives or e.needs_items or items:
            satisfied["find"] = f"won with {sorted(e.gives | e.needs_items | items)[0]}"
            break
    beaten = [a for a in foes if a.get("defeat_flag") in needed]
    if beaten:
        satisfied["defeat"] = f"won by defeating {beaten[0].get('id')}"
        done_to["defeat"] = str(beaten[0].get("id"))
    else:
        fought = [e for e in evs if e.kind == "defeat" and e.where.startswith("/scenes/") and e.sets & needed]
        if fought:
            satisfied["defeat"] = f"won by defeating {fought[0].who} ({fought[0].where})"
            done_to["defeat"] = fought[0].who
    archetype = next((a for a in ARCHETYPE_ORDER if a in satisfied), "other")
    scenes = [_dict(s) for s in _list(spec.get("scenes"))]
    rooms = {str(s.get("id")) for s in scenes if s.get("theme") in indoor}
    choices = sum(1 for e in evs if e.kind == "choice" and e.option == 0)
    combat = bool(foes) or any(own_sprites(s) for s in scenes)  # a shooter level's waves fight
    shape = _shape(scenes, rooms)
    return Structure(archetype, satisfied, shape, len(rooms), len(scenes), combat, choices, done_to)


def _shape(scenes: list[dict], rooms: set[str]) -> str:
    """single | strip | hub | loop, of the outdoor scenes' warp graph."""
    ids = [str(s.get("id")) for s in scenes if str(s.get("id")) not in rooms]
    edges: dict[str, set[str]] = {i: set() for i in ids}
    for s in scenes:
        here = str(s.get("id"))
        for w in _list(s.get("warps")):
            there = str(_dict(w).get("to"))
            if here in edges and there in edges and there != here:
                edges[here].add(there)
                edges[there].add(here)
    if len(ids) <= 1:
        return "single"
    pairs = sum(len(v) for v in edges.values()) // 2
    if pairs >= len(ids):  # a connected graph with as many edges as nodes has a cycle
        return "loop"
    if max(len(v) for v in edges.values()) >= 3:
        return "hub"
    return "strip"
