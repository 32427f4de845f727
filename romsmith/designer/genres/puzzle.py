"""The block-pushing puzzle: the designer writes five crate levels for the idea's hero, in the
puzzle room that shows the idea's place.

The idea is read with `romsmith.lexicon.read_intent`: its hero (kind and name, when it names one
the lexicon knows as a being), its places and the people or monsters it speaks of (a pharaoh's tomb
gets the pharaoh in its title and its words; no animal owns the rooms). The room is the listed theme with puzzle pieces whose
place words the idea's words meet most (`ROOMS`). Each level ends at an exit: its warp leads to
the next level's start; the last one's exit is the way out, and stepping through it wins.
`puzzle_levels` makes the levels, solvable and harder one after another, as hard as the idea's
mood asks (its tone, in every level's purpose).

A game of its own (not a mixed game's segment) has a gem in every room, drawn as the room's
chest, off the solution's way and never needed: taking one gives a Gem (counted on the HUD and in
the pause menu) and sets the room's gem flag; with every room's gem held (the rooms' `gems_flag`,
`ALL_GEMS`), the way out tells a better ending (a branch of its words). The premise ends with one
line on it (`GEM_LINE`), said once.
"""

from __future__ import annotations

import random
import re

from romsmith.designer import _titles as T
from romsmith.designer._casting import resolve_sprites
from romsmith.designer._echo import Echo
from romsmith.designer._names import Namer
from romsmith.designer._writing import Pen
from romsmith.designer.genres._contract import Genre
from romsmith.designer.genres._layouts import layout_marker, tone_marker
from romsmith.designer.genres.puzzle_levels import GEM_MARK, level_for
from romsmith.lexicon import fold, plural, read_intent

COUNT = 5  # levels
SEGMENT_COUNT = 3  # levels of a puzzle before a mixed game's last segment
PIECES = ("crate", "crate on goal", "goal", "ice", "switch", "switch door", "key", "lock", "exit", "exit open")
WIN, ENDING = "way_out", "way_out_found"
GEM_ITEM, ALL_GEMS = "gem", "all_gems"
GEM_LINE = "Take the gem from every room's chest for a better ending."
# puzzle room -> the words of ideas it shows, the names of its levels, its music (best first)
ROOMS = {
    "tomb": (
        "tomb tombs pyramid pyramids pharaoh pharaohs egypt egyptian mummy sphinx desert sand temple ruins "
        "crypt burial sun gold golden ancient grab grabmal tumba tombe tombeau tomba tumulo graf pharao pharaos "
        "pharaon farao faraon faraone",
        ["Outer Hall", "Sun Gallery", "Star Chamber", "Gold Room", "Burial Room"],
        ["mystery", "desert", "dungeon"],
    ),
    "warehouse": (
        "warehouse warehouses storehouse depot store shop factory docks harbour harbor port market town city "
        "office boxes box keeper worker lager lagerhaus entrepot almacen magazzino armazem pakhuis",
        ["Loading Bay", "Back Room", "Cold Store", "Mezzanine", "Top Floor"],
        ["village", "calm", "mystery"],
    ),
    "vault": (
        "vault vaults dungeon castle cave caves mine cellar labyrinth maze bank prison crypt rune runes "
        "keep fortress tresor gewolbe boveda caverna kluis kelder",
        ["First Vault", "Rune Hall", "Iron Gate", "Dark Stair", "Deep Vault"],
        ["dungeon", "castle", "mystery"],
    ),
}
PREMISES = [
    "{hero} stands at the door of {where}. Push every {crate} onto a glowing tile and the way on opens. "
    "B takes a step back; SELECT starts the room again.",
    "Five rooms of {where} are sealed by {crates}. {hero} must push each one onto its glowing tile. "
    "B takes a step back; SELECT starts the room again.",
]
# the verbs of an idea's goal that a crate puzzle plays: putting things where they belong
# ("push the flour sacks onto the marked tiles", "sort the books onto the right shelves")
PUSHED = frozenset(
    {"push", "shove", "slide", "move", "shift", "sort", "arrange", "rearrange", "stack", "pile", "load", "put"}
    | {"place", "seat", "match", "pair", "swap", "drag", "pull", "roll", "reshelve", "shelve", "tidy", "pack"}
)
CRATE_CHARS = 18  # the longest name the crates take from the idea: one line of text says it


def is_room(theme) -> bool:
    """A listed theme that draws every puzzle piece (when its tiles are listed: the world writer's
    prompt lists them, the plan's only the themes), or one of ROOMS."""
    names = {t.name for t in getattr(theme, "tiles", ())}
    return set(PIECES) <= names or theme.name in ROOMS


def room_for(idea: str, themes: list, rng: random.Random):
    """The puzzle room whose words the idea meets most (any listed room when none, by the seed)."""
    rooms = [t for t in themes if is_room(t)] or list(themes)
    words = set(re.findall(r"[a-z]+", fold(idea)))

    def score(theme) -> int:
        return len(words & set(ROOMS.get(theme.name, ("",))[0].split()))

    best = max((score(t) for t in rooms), default=0)
    if best:
        return next(t for t in rooms if score(t) == best)
    return rng.choice(rooms)


# ---- plan ------------------------------------------------------------------------------
def plan(request, rng: random.Random) -> dict:
    limits = request.limits
    intent = read_intent(request.idea).castable()
    room = room_for(request.idea, request.themes, rng)
    names = ROOMS.get(room.name, ("", ["Room One", "Room Two", "Room Three", "Room Four", "Room Five"], []))[1]
    count = SEGMENT_COUNT if request.segment else COUNT  # the scene cap is shared in a mixed game
    tone = tone_marker(intent.mood)
    levels = [
        {
            "id": f"level_{k + 1}",
            "name": names[k % len(names)][: limits.name_chars],
            "theme": room.name,
            "width": limits.scene_min_width,
            "height": limits.scene_min_height,
            "purpose": f"puzzle level {k + 1} of {count}; {layout_marker(rng)}; {tone}"
            + ("" if request.segment else f"; {GEM_MARK}"),
            "genre": "puzzle",
        }
        for k in range(count)
    ]
    hero = _hero(intent)
    namer = Namer(rng, limits.name_chars)
    name = namer.keep(hero.name) if hero and hero.name else namer.person(hero.kind if hero else "")
    cast = [
        {
            "id": "hero",
            "role": "player",
            "concept": hero.kind if hero else "",
            "name": name,
            "scene": levels[0]["id"],
            "part": "hero",
        }
    ]
    pushed = crate_name(intent)
    where = _where(intent, room, pushed)
    title = _title(where, name, limits.title_chars)
    crate = pushed or "crate"
    for k, level in enumerate(levels):
        level["purpose"] += f"; {level_for({'scenes': levels}, k).pushes} pushes"
    return {
        "title": title,
        "header_title": T.header(title, 12, name),
        "premise": _premise(name, where, rng, Echo(request.idea), _all_gems({"scenes": levels}), crate),
        "start_scene": levels[0]["id"],
        "scenes": levels,
        "cast": cast,
        "story": {
            "goal": f"Push every {crate} onto its glowing tile in all {count} rooms of {where}."[:200],
            "win_flag": WIN,
            "obstacle_flag": "level_1_solved",
            "key_item": "crate",
            "peaceful": True,
        },
    }


def crate_name(intent) -> str | None:
    """What the idea's goal has put in its place, which the crates stand for ("push the flour
    sacks onto the marked tiles": a flour sack), when its verb is one a crate puzzle plays and
    the reading knows what the thing is; else None (plain crates)."""
    goal = intent.goal
    if goal.action != "other" or goal.verb not in PUSHED or not goal.objects:
        return None
    thing = goal.objects[0]
    if thing.category == "unknown" or len(thing.kind) > CRATE_CHARS or not re.fullmatch(r"[a-z][a-z -]*", thing.kind):
        return None
    return thing.kind


def _hero(intent):
    """The idea's hero when the lexicon knows what it is (not a bare 'player')."""
    for being in intent.heroes:
        if being.category in ("person", "animal", "monster", "machine") and being.kind != "player":
            return being
    return None


OWNER = 14  # letters of the word for whose a place is ('the pharaoh's tomb'), at most


def _where(intent, room, pushed: str | None) -> str:
    """'the pharaoh's tomb', 'the old warehouse': the idea's place, with whose it is (never what
    the crates stand for, `pushed`)."""
    place = next((p.kind for p in intent.places if p.kind in ROOMS.get(room.name, ("",))[0].split()), None)
    place = place or room.name.replace("_", " ")
    owner = next((b.kind for b in intent.helpers + intent.opponents if _owns_rooms(b, pushed)), None)
    return f"the {owner}'s {place}" if owner else f"the old {place}"


def _owns_rooms(being, crate: str | None) -> bool:
    """Whether a being of the idea can own the rooms ('the pharaoh's tomb'): a person or a monster
    said in one word a text line holds (not a 40-letter run of junk, which no page can wrap), not
    an animal ('the goat's tomb' for grumpy goats) nor what the crates stand for."""
    kind = being.kind
    return (
        being.category in ("person", "monster")
        and bool(kind)
        and " " not in kind
        and len(kind) <= OWNER
        and kind != crate
    )


def _title(where: str, hero: str, limit: int) -> str:
    """'The Pharaoh's Tomb', else the first that fits the title line."""
    named = " ".join(w[:1].upper() + w[1:] for w in where.split())
    options = [named, f"{hero} and the Crates", "The Sealed Rooms", "Crates"]
    return next(t for t in options if len(t) <= limit)


def _premise(hero: str, where: str, rng: random.Random, echo: Echo, gems: bool = False, crate: str = "crate") -> str:
    options = [p.format(hero=hero, where=where, crate=crate, crates=plural(crate)) for p in PREMISES]
    rng.shuffle(options)
    premise = next((p for p in options if not echo(p)), options[0])
    line = f" {GEM_LINE}" if gems else ""  # drawn last: the rest as it was
    return (premise[: 300 - len(line)] + line).strip()


def _levels(plan: dict) -> list:
    return [level_for(plan, k) for k in range(len(plan.get("scenes", [])))]


def _all_gems(plan: dict) -> bool:
    """Every level has its gem: the better ending asks for them all."""
    levels = _levels(plan)
    return bool(levels) and all(lv.gem for lv in levels)


# ---- cast ------------------------------------------------------------------------------
def cast(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    planned = [a for a in plan.get("cast", []) if a.get("role") == "player"][:1]
    sprites = resolve_sprites(planned, request.sprites, request.guidelines)
    first = _levels(plan)[0]
    out = []
    for a in planned:
        sprite = sprites.get(a.get("id"))
        out.append(
            {
                "id": a["id"],
                "name": a.get("name") or "Hero",
                "role": "player",
                "sprite": sprite.id if sprite is not None else "",
                "scene": first.id,
                "x": first.start[0],
                "y": first.start[1],
                "facing": "down",
                "behaviour": "still",
                "hp": 3,
                "damage": 0,
            }
        )
    return {"cast": out}


# ---- world -----------------------------------------------------------------------------
def world(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    levels = _levels(plan)
    best = _all_gems(plan)
    crate = crate_name(read_intent(request.idea).castable())
    scenes = []
    for k, (lv, planned) in enumerate(zip(levels, plan.get("scenes", []), strict=False)):
        music = ROOMS.get(planned["theme"], ("", [], ["mystery"]))[2]
        scene = {
            "genre": "puzzle",
            "id": lv.id,
            "name": planned["name"],
            "theme": planned["theme"],
            "board": list(lv.rows),
            "crate_name": crate,
            "solved_flag": f"level_{k + 1}_solved",
            "music": next((t for t in music if t in request.tracks), None),
            "warps": [],
            "triggers": [],
        }
        if lv.gem:
            scene.update(gem_flag=f"level_{k + 1}_gem", gem_item=GEM_ITEM)
        if best:  # whichever gem is taken last, every one is held
            scene.update(gems_flag=ALL_GEMS, gems_needed=len(levels))
        ex, ey = lv.exit
        if k + 1 < len(levels):
            nxt = levels[k + 1]
            scene["warps"].append({"x": ex, "y": ey, "to": nxt.id, "to_x": nxt.start[0], "to_y": nxt.start[1]})
        else:  # the way out: stepping through wins
            scene["triggers"].append(
                {
                    "x": ex,
                    "y": ey,
                    "dialogue": ENDING,
                    "effects": [{"op": "set_flag", "id": WIN}],
                    "if_flag": scene["solved_flag"],  # the exit opens once the room is solved
                }
            )
        scenes.append(scene)
    return {"scenes": scenes}


# ---- story -----------------------------------------------------------------------------
def story(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    hero = next((a.get("name") for a in plan.get("cast", []) if a.get("role") == "player"), "Hero")
    levels = plan.get("scenes", [])
    goal = str((plan.get("story") or {}).get("goal", ""))
    where = re.search(r"rooms of (.+)\.$", goal)
    place = where.group(1) if where else "the rooms"
    crate = crate_name(read_intent(request.idea).castable()) or "crate"
    flags = [
        {"id": f"level_{k + 1}_solved", "description": f"every {crate} of {s['name']} is on its tile"}
        for k, s in enumerate(levels)
    ]
    steps = [{"text": f"Solve {s['name']}"[:28], "flag": f"level_{k + 1}_solved"} for k, s in enumerate(levels)]
    steps.append({"text": "Find the way out", "flag": WIN})
    ending = rng.choice(
        [
            f"The last seal gives way. {hero} steps out of {place} into the light.",
            f"Every {crate} is home. The way out of {place} stands open for {hero}.",
        ]
    )
    pen = Pen(request.limits, rng, Echo(request.idea))
    said = pen.pages(ending)  # a long hero's name and place take two pages, never a cut word
    dialogue = {"id": ENDING, "speaker": hero, "pages": said}
    gems = [k for k, lv in enumerate(_levels(plan)) if lv.gem]
    flags += [{"id": f"level_{k + 1}_gem", "description": f"the gem of {levels[k]['name']} is taken"} for k in gems]
    items = [{"id": GEM_ITEM, "name": "Gem", "description": "a gem from a room's chest", "icon": "gem"}] if gems else []
    if _all_gems(plan):  # drawn last: the rest as it was
        best = _best_line(len(levels), hero, place, pen)
        dialogue["branches"] = [{"if_flag": ALL_GEMS, "pages": [*said, best]}]
        flags.append({"id": ALL_GEMS, "description": f"{hero} holds the gem of every room"})
    return {
        "dialogue": [dialogue],
        "flags": flags + [{"id": WIN, "description": f"{hero} walked out of {place}"}],
        "items": items,
        "quests": [{"id": "main_quest", "name": "Crate by Crate", "steps": steps}],
        "win": {"flag": WIN, "text": _win_line(rng.choice(PUZZLE_WINS), hero, place, pen)},
    }


def _win_line(drawn: str, hero: str, place: str, pen: Pen) -> str:
    """The win's line: the one drawn, else the first of the others that fits one page, never cut
    mid-word (a long hero's name and place)."""
    lines = [t.format(hero=hero, place=place) for t in [drawn, *PUZZLE_WINS]] + [f"{hero} is free!", "Free at last!"]
    return next(line for line in lines if pen.fits(line) or line == lines[-1])


def _best_line(count: int, hero: str, place: str, pen: Pen) -> str:
    """The better ending's line: the first wording that fits one text box page, never cut mid-word
    (a long hero's name and place drop the place, then the treasure's sentence, then the hero)."""
    options = [
        f"{count} gems shine in {hero}'s hands. Every treasure of {place} is found!",
        f"{count} gems shine in {hero}'s hands. Every treasure is found!",
        f"{count} gems shine in {hero}'s hands!",
        f"All {count} gems are found!",
    ]
    return next((line for line in options if pen.fits(line)), options[-1])


PUZZLE_WINS = [
    "{hero} solved every room of {place}!",
    "Not one puzzle left in {place}. Well thought, {hero}!",
    "Room by room, {hero} solved {place}. Bravo!",
    "{hero} cracked {place} wide open!",
    "Every block in its place. {hero} is free!",
]


GENRE = Genre("puzzle", plan=plan, cast=cast, world=world, story=story)
