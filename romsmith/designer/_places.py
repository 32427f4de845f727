"""The scenes a game needs: the idea's places first (as the listed themes that show them), then
places that suit the mood; how many; which are rooms behind doors; the map's shape; names."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from romsmith.designer import _protocol as P
from romsmith.designer._casting import indoor, theme_for, theme_near
from romsmith.designer._intent import Intent, place_of
from romsmith.designer._names import fit
from romsmith.designer._shape import links, pick_shape
from romsmith.designer._themes import wants
from romsmith.lexicon._concepts import NEAR_PLACES
from romsmith.lexicon._index import place_in_name

NAMES = {
    "grassland": ["Green Vale", "Elm Village", "Windy Hill", "Oak Meadow", "Clover Farm", "Sunny Field"],
    "forest": ["Deep Woods", "Mossy Wood", "Elder Grove", "Fern Wood", "Pine Hollow", "Owl Wood"],
    "castle": ["Grey Keep", "Old Castle", "High Hall", "Stone Keep", "King's Hall", "Ash Tower"],
    "cave": ["Echo Cave", "Deep Mine", "Crystal Cave", "Dark Hollow", "Bat Cavern", "Drip Cave"],
    "desert": ["Red Dunes", "Dry Oasis", "Sun Sands", "Old Tomb", "Dust Flats", "Amber Sands"],
    "snow": ["Frost Peak", "Ice Field", "White Pass", "Cold Hollow", "Snow Vale", "Hail Ridge"],
    "village_interior": ["Cosy House", "Old Inn", "Warm Cabin", "Little Home", "Cottage", "Attic Room"],
    "town": ["Old Town", "Market Row", "Bell Square", "Lamp Street", "Upper Town", "Canal Way"],
    "market": ["Bazaar", "Fair Square", "Spice Row", "Stall Lane", "Trade Yard", "Fruit Market"],
    "harbour": ["Gull Harbour", "Salt Docks", "Pier Nine", "Shell Beach", "Net Quay", "Anchor Bay"],
    "lighthouse": ["Beacon Cape", "Storm Point", "Light Cliff", "Gull Head", "Far Lookout", "Lamp Rock"],
    "swamp": ["Murk Fen", "Reed Marsh", "Frog Bog", "Misty Mire", "Toad Hollow", "Black Fen"],
    "graveyard": ["Old Graves", "Yew Yard", "Crow Crypts", "Still Acre", "Moss Tombs", "Dusk Yard"],
    "space_station": ["Dock Ring", "Core Deck", "Star Bay", "Orbit Lab", "Hub Seven", "Cargo Deck"],
    "volcano": ["Ash Crater", "Ember Peak", "Lava Gorge", "Cinder Vent", "Fire Ridge", "Magma Pit"],
    "shop_interior": ["The Shop", "Bakery", "Tavern", "Workshop", "Corner Shop", "Old Pub"],
}
SETTLEMENTS = ("town", "village")  # where a place known only by its name is set
# themes that suit a mood or a kind of game, for the scenes the idea does not name
SPOOKY = ("graveyard", "swamp", "castle", "cave", "forest")
GENTLE = ("grassland", "forest", "town", "market", "harbour", "snow", "lighthouse")
_SPOOKY_WORDS = {"ghost", "zombie", "skeleton", "vampire", "mummy", "demon", "witch", "werewolf"}
DOOR_KINDS = ("door", "roof")
WIDTHS, HEIGHTS = (30, 32), (22, 24, 26, 28)  # outdoor scenes: several screens to cross


@dataclass
class Planned:
    scenes: list[dict] = field(default_factory=list)  # start first; rooms last
    start: str = ""
    goal: str = ""
    outdoor: list[str] = field(default_factory=list)  # ids in link order
    rooms: dict[str, str] = field(default_factory=dict)  # room id -> the outdoor scene its door is in
    shape: str = "strip"

    def by_id(self, sid: str) -> dict:
        return next(s for s in self.scenes if s["id"] == sid)

    def middle(self) -> list[str]:
        return [s for s in self.outdoor if s not in (self.start, self.goal)]


def theme_naming(place: str, themes: list):
    """The listed theme whose name or place words say a place concept (`_intent.place_of`), else
    one of the places beside it (`NEAR_PLACES`); or None."""
    return theme_for(place, themes, NEAR_PLACES.get(place, ()))


def theme_showing(place: str, themes: list):
    """The listed theme that shows a place concept: the one naming it (`theme_naming`), else the
    nearest by WordNet; or None."""
    return theme_naming(place, themes) or theme_near(place, themes)


def has_doors(theme) -> bool:
    """Houses with doors: the theme's notes say so, or its tiles have a roof and a door."""
    notes = [n.strip() for n in str(getattr(theme, "notes", "") or "").split(";")]
    kinds = {t.kind for t in getattr(theme, "tiles", ())}
    return "doors" in notes or all(k in kinds for k in DOOR_KINDS)


def plan_places(
    intent: Intent,
    themes: list,
    limits,
    rng: random.Random,
    *,
    rooms_wanted: int = 0,
    start_room: bool = False,
    outdoor_wanted: int | None = None,
) -> Planned:
    outdoor_all = [t for t in themes if not indoor(t)] or list(themes)
    indoor_all = [t for t in themes if indoor(t)]
    wanted, named, unshown = [], {}, []
    for place in intent.places:
        t = theme_showing(place, themes)
        if t is not None and t not in wanted:
            wanted.append(t)
            named.setdefault(t.name, intent.place_words.get(place, place))
        elif t is None and _proper(intent.place_words.get(place, "")):
            word = intent.place_words[place]  # "Old Brassport": no tileset knows it by name
            t = _name_theme(word, themes)
            if t is not None and t not in wanted:  # its name says what it is: a port
                wanted.append(t)
                named.setdefault(t.name, word)
            elif t is None:
                unshown.append(word)
    if intent.scene_word:  # the scene the goal is about takes the idea's word, not another one
        named = {t: w for t, w in named.items() if place_of(w) != place_of(intent.scene_word[1])}
    goal_theme = None
    if intent.goal_place:
        goal_theme = theme_showing(intent.goal_place, themes)
    want_out = [t for t in wanted if not indoor(t)]
    want_in = [t for t in wanted if indoor(t)]
    count = outdoor_wanted or rng.choice((3, 4, 4, 5))
    count = max(count, len(want_out) + (0 if goal_theme in want_out else 1))
    count = min(count, max(2, limits.plan_scenes - len(want_in) - rooms_wanted), 7)
    pool = _fillers(intent, outdoor_all, want_out, rng)
    chosen = list(want_out)
    for t in pool:
        if len(chosen) >= count:
            break
        if t not in chosen:
            chosen.append(t)
    while len(chosen) < count:  # a pack with few themes: scenes share them
        chosen.append(rng.choice(chosen or outdoor_all))
    for word in unshown:  # a place the idea names that no tileset shows takes a scene's name
        free = [t for t in chosen if t.name not in named and t is not goal_theme]
        free = next((t for t in free if t.name in SETTLEMENTS), free[0] if free else None)
        if free is not None:
            named[free.name] = word
    # by position in `chosen`: a pack with one theme lists it several times
    slots = list(range(len(chosen)))
    goal_at = chosen.index(goal_theme) if goal_theme in chosen else None
    held_there = intent.archetype == "escape" and intent.action != "reach" and goal_at is not None
    if held_there:
        # "escape the space station": the place named is where the hero is held, not the goal
        # (but "reach the coral reef", played as a way out, ends there)
        start_at, goal_at = goal_at, None
        start_room = start_room and has_doors(chosen[start_at])
    elif intent.action == "protect" and goal_at is not None:
        start_at, goal_at = goal_at, None  # the place defended is home: the waves come there
    else:
        start_at = next((i for i in slots if i != goal_at and has_doors(chosen[i])), None)
    if start_at is None:
        start_at = next((i for i in slots if i != goal_at), 0)
    rest = [i for i in slots if i not in (start_at, goal_at)]
    if goal_at is None:
        goal_at = rest.pop() if rest else start_at
    # a hero held in a room, or in the place named, escapes along a strip: the way out at its far end
    shape = pick_shape(count, rng, "strip" if start_room or held_there else None)
    at = _goal_index(shape, count)
    order = [chosen[start_at], *(chosen[i] for i in rest)]
    if goal_at != start_at:
        order.insert(min(at, len(order)), chosen[goal_at])
    planned = Planned(shape=shape)
    names = Names(limits, rng, named, intent.night)
    ids = [_scene(planned, t, limits, rng, names, room=False) for t in order]
    planned.outdoor = ids
    graph = links(shape, ids)
    planned.goal = ids[min(at, len(ids) - 1)]
    for sid, others in graph.items():
        planned.by_id(sid)["exits"] = list(others)
    planned.start = ids[0]
    rooms = list(want_in)
    while len(rooms) < len(want_in) + rooms_wanted and indoor_all:
        rooms.append(rng.choice(indoor_all))
    hosts = [sid for sid in ids if has_doors(_theme(themes, planned.by_id(sid)["theme"]))]
    for n, theme in enumerate(rooms):
        if not hosts:
            break
        host = hosts[n % len(hosts)] if not (start_room and n == 0) else ids[0]
        if start_room and n == 0 and host not in hosts:
            host = hosts[0]
        rid = _scene(planned, theme, limits, rng, names, room=True)
        planned.rooms[rid] = host
        planned.by_id(host)["exits"].append(rid)
        planned.by_id(rid)["exits"] = [host]
    if start_room and planned.rooms:
        planned.start = next(iter(planned.rooms))
    if intent.scene_word:  # the place the goal is about, named as the idea names it
        which, word = intent.scene_word
        name_for(
            planned.by_id(planned.start if which == "start" else planned.goal), planned.scenes, word, limits.name_chars
        )
    for sid in ids:
        if has_doors(_theme(themes, planned.by_id(sid)["theme"])) and rng.random() < 0.7:
            add_marker(planned.by_id(sid), "houses")
    return planned


def _fillers(intent: Intent, outdoor: list, wanted: list, rng: random.Random) -> list:
    """The themes for the scenes the idea does not name, best first: beside a named place, then
    ones that suit the mood; a theme with cues (snow, the space station) only when the idea says
    one or names a place beside it."""
    words = intent.words
    near = {n for t in wanted for n in wants(t.name).get("near", [])}
    mood = (
        SPOOKY
        if {p.concept for p in intent.foes + intent.others} & _SPOOKY_WORDS
        else GENTLE
        if intent.peaceful
        else ()
    )

    def allowed(t) -> bool:
        cues = wants(t.name).get("cues")
        return not cues or t.name in near or bool(words & set(cues))

    fitting = [t for t in outdoor if allowed(t)] or outdoor
    return sorted(fitting, key=lambda t: (t.name not in near, t.name not in mood, rng.random()))


class Names:
    """Scene names: the idea's own word for a place it names ("The Hive"), else a name of the
    theme's (its night names when the idea is set at night); every one different."""

    def __init__(self, limits, rng: random.Random, named: dict[str, str], night: bool):
        self.limits, self.rng, self.named, self.night = limits, rng, dict(named), night
        self.used: set[str] = set()

    def __call__(self, theme: str) -> str:
        limit = self.limits.name_chars
        own = _own_name(self.named.pop(theme, ""), limit)
        if own and own not in self.used:
            name = own
        else:
            night = [n for n in wants(theme).get("night", []) if self.night and n not in self.used]
            plain = [n for n in NAMES.get(theme, []) if n not in self.used]
            options = [n for n in night or plain if len(n) <= limit]
            name = self.rng.choice(options) if options else fit(theme.replace("_", " ").title(), limit)
        if name in self.used:
            name = f"{name[: limit - 2]} {len(self.used) + 1}"[:limit]
        self.used.add(name)
        return name


def _name_theme(word: str, themes: list):
    """The theme a place's name says by its last part ("Gloomwood": a wood, "Brassport": a port)."""
    concept = place_in_name(word)
    return theme_for(concept, themes) if concept is not None else None


def _proper(word: str) -> bool:
    """Whether the idea's word for a place is its name ("Brassport", "the Gloomwood")."""
    return bool(word) and word[:1].isupper()


def name_for(scene: dict, scenes: list[dict], word: str, limit: int) -> None:
    """Name a scene for the idea's word (`_own_name`), unless no name fits or another scene has it."""
    own = _own_name(word, limit)
    if own and own not in {s["name"] for s in scenes}:
        scene["name"] = own


def _own_name(word: str, limit: int) -> str:
    """A scene named for the idea's place: "The Hive", "Coral Reef", "Autumn Fair", "Brassport"."""
    words = [w for w in re.findall(r"[A-Za-z']+", word) if w.lower() not in ("the", "a", "an")]
    if not words:
        return ""
    name = " ".join(w[:1].upper() + w[1:] for w in words[-2:])
    if len(words) == 1 and not _proper(word):
        name = f"The {name}"
    return name if len(name) <= limit else (name.split()[-1] if len(name.split()[-1]) <= limit else "")


def _goal_index(shape: str, count: int) -> int:
    """Where the goal sits in the link order: the far end of a strip, the end of the long branch
    of a hub, the opposite side of a loop."""
    if shape == "hub" and count >= 5:
        return 4
    if shape == "hub":
        return count - 1
    if shape == "loop":
        return count // 2
    return count - 1


def _theme(themes: list, name: str):
    return next((t for t in themes if t.name == name), None)


def _scene(planned: Planned, theme, limits, rng: random.Random, names: Names, *, room: bool) -> str:
    name = names(theme.name)
    sid = P.snake(name, "scene")
    while any(s["id"] == sid for s in planned.scenes):
        sid = f"{sid[:26]}_{len(planned.scenes)}"
    lo_w, hi_w = limits.scene_min_width, limits.scene_max_width
    lo_h, hi_h = limits.scene_min_height, limits.scene_max_height
    if room:
        width, height = max(lo_w, min(hi_w, rng.choice((15, 16, 17)))), max(lo_h, min(hi_h, rng.choice((10, 11))))
    else:
        width, height = max(lo_w, min(hi_w, rng.choice(WIDTHS))), max(lo_h, min(hi_h, rng.choice(HEIGHTS)))
    planned.scenes.append(
        {
            "id": sid,
            "name": name,
            "theme": theme.name,
            "width": width,
            "height": height,
            "purpose": P.purpose("room" if room else ""),
            "exits": [],
        }
    )
    return sid


def add_marker(scene: dict, marker: str) -> None:
    scene["purpose"] = P.purpose(*P.markers(scene), marker)
