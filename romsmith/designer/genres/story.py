"""The visual novel: the designer writes a branching story of story scenes from the idea's intent.

The idea's typed intent (`romsmith.lexicon.read_intent`) gives who the story is about: two heroes
("two rival chefs") face each other and the player decides between them; one hero is the player
and two of the others they meet are the ones the story turns on. Its goal tells the kind of
story (`story_lines.KINDS`): a contest between two rivals, a mystery between two suspects, or a
choice of whom to trust. Its places pick the themes (their backdrops); else the kind's own.

Every game has the same shape, worded for its kind: an opening where both speak and the player
sides with one (flags side_a / side_b), sometimes a quiet interlude, the decision where the
player picks one for good (pick_a / pick_b), and three endings: the good one (pick A after siding
with A: the win flag), a hollow one (pick A after siding with B) and the other road (pick B).
Other endings try again from the opening; every answer clears the flag of the one not picked.
"""

from __future__ import annotations

import hashlib
import random
import re

from romsmith.designer import _titles as T
from romsmith.designer._casting import any_sprite, kind_of, look, sprite_for, theme_for
from romsmith.designer._echo import Echo
from romsmith.designer._names import Namer
from romsmith.designer.genres import story_lines as L
from romsmith.designer.genres._contract import Genre
from romsmith.lexicon import read_intent

WIN = "won"
SCREEN = (15, 10)
DEFAULT_PLACES = {
    "contest": ("shop_interior", "market"),
    "mystery": ("village_interior", "castle"),
    "choice": ("town", "grassland"),
}
PLACE_NAMES = {
    "shop_interior": ["Kitchen", "Bakery", "Cafe"], "market": ["Market", "Fair"], "town": ["Old Town", "Main Street"],
    "village_interior": ["Parlour", "Cottage"], "castle": ["Great Hall", "Throne Room"], "grassland": ["Meadow", "Village"],
    "forest": ["Woods", "Glade"], "cave": ["Cave", "Grotto"], "desert": ["Oasis", "Dunes"], "snow": ["Ridge", "Snowfield"],
    "harbour": ["Harbour", "Docks"], "lighthouse": ["Lighthouse", "Cliffs"], "swamp": ["Marsh", "Bayou"],
    "graveyard": ["Graveyard", "Old Chapel"], "space_station": ["Station", "Deck"], "volcano": ["Crater", "Ashlands"],
}  # fmt: skip
FLAGS = {
    "side_a": "the player sided with {a} at first",
    "side_b": "the player sided with {b} at first",
    "pick_a": "the player picked {a} in the end",
    "pick_b": "the player picked {b} in the end",
    WIN: "the best ending is reached",
    "ending_hollow": "the hollow ending is reached",
    "ending_other": "the other road's ending is reached",
}


def usable(theme) -> bool:
    """A theme a story scene can show: one with a backdrop, seen from above."""
    notes = [n.strip() for n in str(getattr(theme, "notes", "") or "").split(";")]
    return "no backdrop" not in notes and "side view" not in notes


def kind_of_story(intent) -> str:
    goal = intent.goal
    action, verb = (goal.action, goal.verb) if goal else ("other", "")
    objects = {o.kind for o in goal.objects} if goal else set()
    people = {b.kind for b in intent.heroes + intent.helpers + intent.bystanders + intent.opponents}
    if (
        action == "investigate"
        or verb in ("question", "solve", "accuse", "suspect")
        or people & {"detective", "suspect"}
    ):
        return "mystery"
    if action == "win" or objects & {"contest", "prize", "race", "competition", "tournament", "cup", "trophy"}:
        return "contest"
    return "choice"


def _people(intent) -> tuple[list, list]:
    """(heroes, others) as (concept, gender) pairs, counts spelt out, things that are not beings dropped."""

    def spell(beings):
        return [
            (b.kind, b.gender, b.name) for b in beings if b.category != "unknown" for _ in range(min(b.count or 1, 3))
        ]

    return spell(intent.heroes), spell(intent.helpers + intent.bystanders + intent.opponents)


def _seed(*parts) -> random.Random:
    return random.Random(int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()[:16], 16))


# ---- plan ------------------------------------------------------------------------------
def plan(request, rng: random.Random) -> dict:
    limits = request.limits
    intent = read_intent(request.idea)
    kind = kind_of_story(intent)
    heroes, others = _people(intent)
    if len(heroes) >= 2:  # "two rival chefs": the player is one, the other their rival
        player, b = heroes[0], heroes[1]
        a = (others or [(L.ALLY[kind], "any", None)])[0]
    else:
        player = heroes[0] if heroes else (L.PLAYER[kind], "any", None)
        rest = others + [(L.ALLY[kind], "any", None), (L.OTHERS[kind], "any", None)]
        a, b = rest[0], rest[1]
    cast = [
        {"id": cid, "role": role, "scene": "opening", "concept": concept[:60], "part": part, "given": given}
        for cid, role, (concept, _gender, given), part in (
            ("hero", "player", player, "hero"),
            ("side_a", "npc", a, "rival_a"),
            ("side_b", "npc", b, "rival_b"),
        )
    ]
    namer, drawn = Namer(rng, limits.name_chars), sprites_of(cast, request.sprites, request.idea)
    for actor in cast:  # names that suit the sprites that draw them
        given, seen = actor.pop("given"), look(drawn[actor["id"]]) if actor["id"] in drawn else None
        actor["name"] = namer.keep(given) if given else namer.person(actor["concept"], *(
            (seen.gender, seen.age) if seen else ("any", "adult")))  # fmt: skip
    themes = [t for t in request.themes if usable(t)] or list(request.themes)
    first, there = _places(intent, kind, themes, rng)
    names = {}
    for key, theme in (("opening", first), ("decision", there)):
        options = [
            n
            for n in PLACE_NAMES.get(theme.name, [theme.name.replace("_", " ").title()])
            if len(n) <= limits.name_chars
        ]
        names[key] = next((n for n in options if n not in names.values()), options[0] if options else key.title())
    won = [o.kind for o in intent.goal.objects if intent.goal.action == "win" and o.category in ("thing", "unknown")]
    if won:  # "who wins the contest": the verdict is the contest's
        names["a_side"] = f"The {won[0].title()}"
    shape = ["opening"] + (["interlude"] if rng.random() < 0.5 else []) + ["decision", "a_side"]
    scenes = []
    for sid in shape + ["good_end", "hollow_end", "other_end"]:
        theme = first if sid in ("opening", "interlude") else there
        name = names.get(sid) or {"interlude": "That Night", "a_side": "The Verdict", "good_end": "Best Ending",
                                  "hollow_end": "Hollow End", "other_end": "Other Road"}[sid]  # fmt: skip
        scenes.append({"id": sid, "name": name[: limits.name_chars], "theme": theme.name, "width": SCREEN[0],
                       "height": SCREEN[1], "purpose": f"story scene: {sid.replace('_', ' ')}"})  # fmt: skip
    v = _slots(cast, scenes, intent)
    title = _title(kind, v, limits.title_chars, rng)
    premise = _premise(kind, v, rng, Echo(request.idea))
    return {
        "title": title,
        "header_title": T.header(title, 12, v["a"]),
        "premise": premise,
        "start_scene": "opening",
        "scenes": scenes,
        "cast": cast,
        "story": {
            "goal": _win_text(kind, v, request.idea)[:200],
            "win_flag": WIN,
            "obstacle_flag": "pick_a",
            "key_item": "choice",
        },
    }


def _places(intent, kind: str, themes: list, rng: random.Random) -> tuple:
    found = [theme_for(p.kind, themes) for p in intent.places]
    found = list(dict.fromkeys(t for t in found if t is not None))
    by_name = {t.name: t for t in themes}
    defaults = [by_name[n] for n in DEFAULT_PLACES[kind] if n in by_name] or [rng.choice(themes)]
    first = found[0] if found else defaults[0]
    there = found[1] if len(found) > 1 else next((t for t in defaults if t is not first), first)
    return first, there


def _slots(cast: list[dict], scenes: list[dict], intent) -> dict:
    goal = intent.goal
    words = goal.objects[0].words if goal and goal.objects and goal.objects[0].category != "place" else ""
    words = re.sub(r"^(a|an)\s+", "the ", words.strip().lower()) if words else ""
    words = words if words.startswith("the ") and len(words) <= 20 else "the prize"
    return {
        "p": cast[0]["name"],
        "a": cast[1]["name"],
        "b": cast[2]["name"],
        "goal": words,
        "place": scenes[0]["name"],
        "there": next(s["name"] for s in scenes if s["id"] == "decision"),
    }


def _title(kind: str, v: dict, limit: int, rng: random.Random) -> str:
    options = [L.fill(t, v) for t in L.TITLES[kind]]
    fits = [t for t in options if len(t) <= limit]
    return rng.choice(fits) if fits else v["a"][:limit]


def _win_text(kind: str, v: dict, idea: str) -> str:
    """The best ending's words: one of the kind's, the same for the plan and the story part."""
    return L.fill(_seed(idea, "win").choice(L.WIN_TEXT[kind]), v)


def _premise(kind: str, v: dict, rng: random.Random, echo: Echo) -> str:
    options = [L.fill(p, v) for p in L.PREMISES[kind]]
    rng.shuffle(options)
    return next((p for p in options if not echo(p)), options[0])[:300]


# ---- cast ------------------------------------------------------------------------------
def sprites_of(cast: list[dict], sprites: list, idea: str) -> dict[str, object]:
    """The sprite of each planned person: the one that draws their concept (or its last word: a
    rival chef is a chef), else a plain person (no enemy or boss roles: they have portraits);
    never the same sprite twice, so two rival chefs are told apart."""
    used: set[str] = set()
    out = {}
    people = [s for s in sprites if kind_of(s) == "person" and not look(s).big]
    plain = [s for s in people if not {"enemy", "boss"} & set(s.roles) and look(s).age == "adult"]
    for a in cast:
        role, concept = a.get("role", "npc"), str(a.get("concept") or "")
        found = None
        for word in dict.fromkeys([concept, concept.rsplit(" ", 1)[-1]]) if concept else ():
            found = found or sprite_for(word, role, sprites, used)
        if found is None or found.id in used:
            found = any_sprite(role, plain or people or sprites, used, f"{idea}|{a.get('id')}")
        if found is not None:
            out[a["id"]] = found
            used.add(found.id)
    return out


def cast(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    planned = plan.get("cast", [])
    sprites = sprites_of(planned, request.sprites, request.idea)
    spots = {"hero": (7, 5), "side_a": (3, 5), "side_b": (11, 5)}
    out = []
    for k, a in enumerate(planned):
        x, y = spots.get(a["id"], (1 + 2 * k, 2))
        sprite = sprites.get(a["id"])
        out.append(
            {"id": a["id"], "name": a.get("name") or a["id"].title(), "role": a.get("role", "npc"),
             "sprite": sprite.id if sprite is not None else "", "scene": plan.get("start_scene", "opening"),
             "x": x, "y": y, "facing": "down", "behaviour": "still"}
        )  # fmt: skip
    return {"cast": out}


# ---- world -----------------------------------------------------------------------------
def world(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    intent = read_intent(request.idea)
    kind = kind_of_story(intent)
    scenes = plan.get("scenes", [])
    v = _slots(plan.get("cast", []), scenes, intent)
    pick = _seed(plan.get("title"), kind)  # the same words whichever task asks
    ids = [s["id"] for s in scenes]
    after_opening = "interlude" if "interlude" in ids else "decision"
    out = []
    for s in scenes:
        scene = {"genre": "story", "id": s["id"], "name": s["name"], "theme": s["theme"]}
        scene.update(_script(s["id"], kind, v, pick, after_opening))
        out.append(scene)
    return {"scenes": out}


def _line(template: list, v: dict, pick: random.Random) -> dict:
    """A template line: [text options] (narration) or [speaker slot, expression, text]."""
    if len(template) == 3 and template[0] in ("{a}", "{b}", "{p}"):
        who = {"{a}": "side_a", "{b}": "side_b", "{p}": "hero"}[template[0]]
        return {"speaker": who, "expression": template[1], "text": L.fill(template[2], v)}
    return {"text": L.fill(pick.choice(template), v)}


def _answer(label: str, mine: str, theirs: str, reply: list, v: dict, pick) -> dict:
    return {
        "label": L.fill(label, v)[:24],
        "effects": [{"op": "set_flag", "id": mine}, {"op": "clear_flag", "id": theirs}],
        "lines": [_line(reply, v, pick)],
    }


def _script(sid: str, kind: str, v: dict, pick: random.Random, after_opening: str) -> dict:
    stage = ["side_a", "side_b"]
    if sid == "opening":
        first, second = L.FIRST_QUESTION[kind]
        ra, rb = L.FIRST_REPLY[kind]
        return {
            "stage": stage,
            "lines": [_line(t, v, pick) for t in L.OPENING[kind]],
            "choices": [
                _answer(first, "side_a", "side_b", ra, v, pick),
                _answer(second, "side_b", "side_a", rb, v, pick),
            ],
            "next": [{"to": after_opening}],
        }
    if sid == "interlude":
        return {"stage": [], "lines": [_line(L.INTERLUDE[kind], v, pick)], "next": [{"to": "decision"}]}
    if sid == "decision":
        lines = [_line(t, v, pick) for t in L.DECISION[kind]]
        lines[-1:-1] = [
            {**_line(L.KIND_LINES["a"], v, pick), "if_flag": "side_a"},
            {**_line(L.KIND_LINES["b"], v, pick), "if_flag": "side_b"},
        ]
        first, second = L.DECIDING_QUESTION[kind]
        ra, rb = L.DECIDING_REPLY[kind]
        return {
            "stage": stage,
            "lines": lines,
            "choices": [
                _answer(first, "pick_a", "pick_b", ra, v, pick),
                _answer(second, "pick_b", "pick_a", rb, v, pick),
            ],
            "next": [{"to": "a_side", "if_flag": "pick_a"}, {"to": "other_end"}],
        }
    if sid == "a_side":
        return {
            "stage": ["side_a"],
            "lines": [_line(t, v, pick) for t in L.A_PATH[kind]],
            "next": [{"to": "good_end", "if_flag": "side_a"}, {"to": "hollow_end"}],
        }
    good, hollow, other = L.ENDING_TITLES[kind]
    if sid == "good_end":
        return {"stage": stage, "lines": [_line(t, v, pick) for t in L.GOOD[kind]],
                "ending": {"kind": "good", "title": good, "flag": WIN}}  # fmt: skip
    if sid == "hollow_end":
        return {"stage": stage, "lines": [_line(t, v, pick) for t in L.HOLLOW[kind]],
                "ending": {"kind": "other", "title": hollow, "flag": "ending_hollow", "retry": "opening"}}  # fmt: skip
    return {"stage": ["side_b", "side_a"], "lines": [_line(t, v, pick) for t in L.OTHER[kind]],
            "ending": {"kind": "other", "title": other, "flag": "ending_other", "retry": "opening"}}  # fmt: skip


# ---- story -----------------------------------------------------------------------------
def story(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    intent = read_intent(request.idea)
    kind = kind_of_story(intent)
    v = _slots(plan.get("cast", []), plan.get("scenes", []), intent)
    return {
        "dialogue": [],
        "flags": [{"id": fid, "description": L.fill(text, v)[:80]} for fid, text in FLAGS.items()],
        "items": [],
        "quests": [],
        "win": {"flag": WIN, "text": _win_text(kind, v, request.idea)},
    }


GENRE = Genre("story", plan=plan, cast=cast, world=world, story=story)
