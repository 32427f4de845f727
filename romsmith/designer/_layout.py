"""Where things stand in a planned scene, worked out the same way by the cast and the world
writers (they run side by side and see only the plan): exits and the side each is on, doors into
rooms, the gate in front of a locked way and the lock's trigger, chests, the way out, and the
cells left for actors.

The plan's scene `purpose` carries markers (`_protocol`): `locked FLAG` (the way into this scene
from the start's side is shut until FLAG), `chest ID` (a chest with dialogue ID), `exit ID` (the
way out, a trigger with dialogue ID), `room` (entered through a door).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from romsmith.designer import _protocol as P
from romsmith.designer._shape import route, sides

CORNERS = ("northwest", "northeast", "southwest", "southeast")


@dataclass
class Exit:
    to: str
    side: str  # north | south | east | west | door
    cell: tuple[int, int]  # the warp's cell
    inner: tuple[int, int]  # one step inside, where arriving players stand
    locked: str | None = None  # the flag that opens it (a gate, or a locked door)
    gate: tuple[int, int] | None = None  # the gate's cell (None for a locked door)
    lock: tuple[int, int] | None = None  # the lock trigger's cell, in front of the gate or door


@dataclass
class Spot:
    id: str  # the dialogue id
    cell: tuple[int, int]


@dataclass
class Layout:
    scene: dict
    width: int
    height: int
    exits: list[Exit] = field(default_factory=list)
    buildings: list[dict] = field(default_factory=list)  # features.buildings entries
    chests: list[Spot] = field(default_factory=list)
    way_out: Spot | None = None
    reserved: set[tuple[int, int]] = field(default_factory=set)

    def free(self, x: int, y: int) -> bool:
        return 1 <= x < self.width - 1 and 1 <= y < self.height - 1 and (x, y) not in self.reserved


def graph(plan: dict) -> dict[str, list[str]]:
    """The plan's links: each scene's `exits`, made two-way; a plan without any is a strip."""
    scenes = [s["id"] for s in plan.get("scenes", [])]
    out: dict[str, list[str]] = {s: [] for s in scenes}
    explicit = any(s.get("exits") for s in plan.get("scenes", []))
    for i, s in enumerate(plan.get("scenes", [])):
        targets = s.get("exits") or ([] if explicit else scenes[i + 1 : i + 2])
        for t in targets:
            if t in out and t != s["id"]:
                out[s["id"]] += [t] if t not in out[s["id"]] else []
                out[t] += [s["id"]] if s["id"] not in out[t] else []
    return out


def layout(plan: dict, scene_id: str) -> Layout:
    scenes = {s["id"]: s for s in plan.get("scenes", [])}
    scene = scenes[scene_id]
    w, h = int(scene["width"]), int(scene["height"])
    out = Layout(scene, w, h)
    links = graph(plan)
    start = plan.get("start_scene") or next(iter(scenes))
    rooms = {sid for sid, s in scenes.items() if P.is_room(s)}
    # sides are given outdoors, from the first outdoor scene (a game may start in a room)
    first = start if start not in rooms else next((o for o in links.get(start, []) if o not in rooms), start)
    outdoor_links = sides({a: [b for b in bs if b not in rooms and a not in rooms] for a, bs in links.items()}, first)
    spots = _building_spots(w, any(outdoor_links.get((scene_id, o)) == "north" for o in links.get(scene_id, [])))
    for other in links.get(scene_id, []):
        target = scenes[other]
        # a locked scene is shut on every way in (a loop must not go round its gate)
        locked = P.locked_flag(target) if not P.is_start(target, plan) else None
        if P.is_room(scene):  # a room's one way out: the middle of its bottom wall
            cell = (w // 2, h - 1)
            ex = Exit(other, "south", cell, (w // 2, h - 2))
            if P.locked_flag(scene) and P.is_start(scene, plan) and _toward(links, start, scene_id, other):
                locked = P.locked_flag(scene)  # a cell the hero starts in: its own door is shut
            if locked:
                ex.locked, ex.gate, ex.lock = locked, (w // 2, h - 2), (w // 2, h - 3)
        elif other in rooms and spots:
            x0 = spots.pop(0)
            building = {"x": x0, "y": 2, "w": 4, "h": 3}
            out.buildings.append(building)
            cell = (x0 + 2, 4)
            ex = Exit(other, "door", cell, (x0 + 2, 5))
            if locked:  # a door can not hold a gate: the warp stays shut and the lock talks below it
                ex.locked, ex.lock = locked, (x0 + 2, 6)
            out.reserved |= {(x, y) for x in range(x0 - 1, x0 + 5) for y in range(1, 7)}
        else:
            side = outdoor_links.get((scene_id, other)) or _free_side(out, scene_id, links, outdoor_links, rooms)
            cell, inner, _gate, lock = _edge(side, w, h)
            ex = Exit(other, side, cell, inner)
            if locked:
                ex.locked, ex.gate, ex.lock = locked, inner, lock
                ex.inner = lock
        out.exits.append(ex)
    if "houses" in P.markers(scene) and spots and not P.is_room(scene):
        x0 = spots.pop(0)  # a house with no way in: the place looks lived in
        out.buildings.append({"x": x0, "y": 2, "w": 4, "h": 3})
        out.reserved |= {(x, y) for x in range(x0 - 1, x0 + 5) for y in range(1, 7)}
    for ex in out.exits:
        out.reserved |= {c for c in (ex.cell, ex.inner, ex.gate, ex.lock) if c}
        out.reserved |= _line(ex.cell, (w // 2, h // 2))
    corners = _corners(out)
    for marker_id, cell in zip(P.chest_ids(scene), corners):
        out.chests.append(Spot(marker_id, cell))
        out.reserved |= _around(cell)
    way_out = P.exit_id(scene)
    if way_out:
        cell = _far_side(out, w, h)
        out.way_out = Spot(way_out, cell)
        out.reserved |= _around(cell)
    return out


def _free_side(out: Layout, scene_id: str, links: dict, outdoor_links: dict, rooms: set[str]) -> str:
    """An edge no other way out of the scene uses, for a room that found no house to stand in
    (five ways out: two roads and three rooms); east when every edge is taken."""
    taken = {ex.side for ex in out.exits}
    taken |= {outdoor_links.get((scene_id, o)) for o in links.get(scene_id, []) if o not in rooms}
    return next((side for side in ("east", "west", "south", "north") if side not in taken), "east")


def _building_spots(w: int, north_exit: bool) -> list[int]:
    """Left edges of houses along the top: clear of the road north when there is one."""
    mx = w // 2
    out = []
    for x0 in (3, w - 7, 9, w - 13):
        span = range(x0 - 1, x0 + 6)
        if north_exit and any(x in span for x in (mx - 1, mx, mx + 1)):
            continue
        if all(abs(x0 - o) >= 6 for o in out) and 2 <= x0 <= w - 7:
            out.append(x0)
    return out


def _toward(links: dict, start: str, here: str, other: str) -> bool:
    """Whether the link here -> other leads away from the start (so a lock on `other` sits here)."""
    path = route(links, start, other)
    return len(path) >= 2 and path[-2] == here


def _edge(side: str, w: int, h: int):
    mx, my = w // 2, h // 2
    return {
        "east": ((w - 1, my), (w - 2, my), (w - 2, my), (w - 3, my)),
        "west": ((0, my), (1, my), (1, my), (2, my)),
        "north": ((mx, 0), (mx, 1), (mx, 1), (mx, 2)),
        "south": ((mx, h - 1), (mx, h - 2), (mx, h - 2), (mx, h - 3)),
    }[side]


def _line(a: tuple[int, int], b: tuple[int, int]) -> set[tuple[int, int]]:
    """The L-shaped road from an exit to the middle, kept clear of actors."""
    (x0, y0), (x1, y1) = a, b
    out = {(x, y0) for x in range(min(x0, x1), max(x0, x1) + 1)}
    return out | {(x1, y) for y in range(min(y0, y1), max(y0, y1) + 1)}


def _around(cell: tuple[int, int]) -> set[tuple[int, int]]:
    x, y = cell
    return {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}


def _corners(out: Layout) -> list[tuple[int, int]]:
    w, h = out.width, out.height
    cells = [(2, 2), (w - 3, 2), (2, h - 3), (w - 3, h - 3), (w // 4, h - 3), (3 * w // 4, 2)]
    return [c for c in cells if c not in out.reserved and not _near_exit(out, c)]


def _near_exit(out: Layout, cell: tuple[int, int]) -> bool:
    return any(abs(cell[0] - e.cell[0]) + abs(cell[1] - e.cell[1]) <= 3 for e in out.exits)


def _far_side(out: Layout, w: int, h: int) -> tuple[int, int]:
    """The way out: on the side no exit uses, one step inside the edge."""
    used = {e.side for e in out.exits}
    for side, cell in (
        ("east", (w - 2, h // 2)),
        ("north", (w // 2, 1)),
        ("west", (1, h // 2)),
        ("south", (w // 2, h - 2)),
    ):
        if side not in used:
            return cell
    return (w - 3, 2)


def actor_cells(lay: Layout, kind: str) -> list[tuple[int, int]]:
    """Cells for actors, best first: npcs near the middle off the roads, foes further out, a boss
    where the road ends, each at least two cells from reserved ground."""
    w, h = lay.width, lay.height
    mx, my = w // 2, h // 2
    cells = [(x, y) for y in range(2, h - 2) for x in range(2, w - 2) if lay.free(x, y) and x != mx and y != my]
    if kind == "boss":
        key = lambda c: (abs(c[0] - mx) + abs(c[1] - my), c)  # noqa: E731 - a sort key
    elif kind == "foe":
        key = lambda c: (-(abs(c[0] - mx) + abs(c[1] - my)), c)  # noqa: E731
    else:
        key = lambda c: (abs(abs(c[0] - mx) - 3) + abs(abs(c[1] - my) - 2), c)  # noqa: E731
    return sorted(cells, key=key)


def side_of_arrival(lay: Layout, came_from: str) -> tuple[int, int] | None:
    """Where a player arriving from `came_from` stands."""
    ex = next((e for e in lay.exits if e.to == came_from), None)
    return ex.inner if ex else None
