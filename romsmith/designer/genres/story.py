"""The visual novel: the designer writes a branching story of story scenes from the idea's intent.

The idea's typed intent (`romsmith.lexicon.read_intent`) gives who the story is about: two heroes
("two rival chefs") face each other and the player decides between them; one hero is the player
and two of the others they meet are the ones the story turns on. Its goal tells the kind of
story (`story_lines.KINDS`): a contest between two rivals, a mystery between two suspects, or a
choice of whom to trust; its goal object, places and people are named in the words. Its places
pick the themes (their backdrops) as the adventure's do (`_places.theme_showing`: a theme that
names the place, else the places beside it, else the nearest by WordNet, as the fidelity check
looks for them); else the kind's own.

Every game has the same shape, worded for its kind (`story_chapters`: `story_contest`,
`story_mystery`, `story_choice`), a few minutes of reading on the way to the good ending: an opening where both speak and the player sides with one (flags
side_a / side_b), sometimes a quiet interlude, a chapter with A and one with B (each asks whether
the player trusts them: trust_a, trust_b), a clue chapter (the right answer is the tip or clue A
gave, not B's: ready), a turn where they reveal what they hid (said as the player trusted them or
not), the decision where the player picks one for good (pick_a / pick_b), and four endings: the
good one (pick A, having trusted A and taken A's clue: the win flag), a hollow one (pick A
without trusting them), a short one (pick A without the clue) and the other road (pick B). What
was chosen before changes what later scenes say. Other endings try again from the opening; every
answer sets or clears its question's flags, so each try is decided afresh.

A prologue of a mixed game keeps to the opening (and sometimes the interlude), the decision and
three endings, siding with A at first standing for trusting them: the segments after it need the
engine's scenes.
"""

from __future__ import annotations

import hashlib
import random
import re

from romsmith.designer import _titles as T
from romsmith.designer._casting import any_sprite, kind_of, look, nearest_sprite, sprite_for
from romsmith.designer._echo import Echo
from romsmith.designer._intent import concept_of, place_of
from romsmith.designer._names import Namer, ascii_letters
from romsmith.designer._places import theme_showing
from romsmith.designer.genres import story_chapters as C
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
CHAPTERS = ("with_a", "with_b", "clue", "reveal")  # between the opening (and interlude) and the decision
ENDINGS = ("good_end", "hollow_end", "short_end", "other_end")
FLAGS = {
    "side_a": "the player sided with {a} at first",
    "side_b": "the player sided with {b} at first",
    "trust_a": "the player trusts {a}",
    "trust_b": "the player trusts {b}",
    "ready": "the player chose {a}'s tip or clue",
    "pick_a": "the player picked {a} in the end",
    "pick_b": "the player picked {b} in the end",
    WIN: "the best ending is reached",
    "ending_hollow": "the hollow ending is reached",
    "ending_short": "the short ending is reached",
    "ending_other": "the other road's ending is reached",
}
QUESTIONS = {  # each answer's (flag set, flag cleared), in the order of the scene's answers
    "opening": [("side_a", "side_b"), ("side_b", "side_a")],
    "with_a": [("trust_a", None), (None, "trust_a")],
    "with_b": [("trust_b", None), (None, "trust_b")],
    "decision": [("pick_a", "pick_b"), ("pick_b", "pick_a")],
}
SCENE_FLAGS = {"opening": ("side_a", "side_b"), "with_a": ("trust_a",), "with_b": ("trust_b",), "clue": ("ready",),
               "decision": ("pick_a", "pick_b"), "good_end": (WIN,), "hollow_end": ("ending_hollow",),
               "short_end": ("ending_short",), "other_end": ("ending_other",)}  # fmt: skip
GOAL_CUE = re.compile(
    r"\b(?:stolen|missing|lost|vanished)\s+\w+|\b(?:for|over|about|wins?|steals?|find|finds|recover)\s+the\s+[\w' ]+"
)
STOP = {
    "at",
    "in",
    "on",
    "of",
    "and",
    "with",
    "to",
    "from",
    "before",
    "after",
    "by",
    "who",
    "that",
    "which",
    "while",
    "but",
}
CONTESTING = ("compete", "duel", "race", "challenge", "battle")  # "two chefs competing for ...": a contest
COUNTED = {"some", "two", "three", "four", "many", "all", "every", "each", "which", "who"}
OPEN_AIR = {
    "sea",
    "ocean",
    "sky",
    "space",
    "river",
    "lake",
    "mountain",
    "mountains",
    "forest",
    "woods",
    "beach",
    "desert",
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
    if (
        action == "win"
        or verb in CONTESTING
        or objects & {"contest", "prize", "race", "competition", "tournament", "cup", "trophy"}
    ):
        return "contest"
    return "choice"


def _people(intent) -> tuple[list, list]:
    """(heroes, others) as (concept, gender) pairs, counts spelt out (a name is one person's),
    things that are not beings dropped; bystanders after friends and foes, who matter more to the
    story ("questions the passengers ... to find the jewel thief": the thief is cast)."""

    def spell(beings):
        return [
            (b.kind, b.gender, b.name)
            for b in beings
            if b.category != "unknown"
            for _ in range(1 if b.name else min(b.count or 1, 3))
        ]

    return spell(intent.heroes), spell(intent.helpers + intent.opponents + intent.bystanders)


def _seed(*parts) -> random.Random:
    return random.Random(int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()[:16], 16))


# ---- plan ------------------------------------------------------------------------------
def plan(request, rng: random.Random) -> dict:
    limits = request.limits
    intent = read_intent(request.idea).castable()
    kind = kind_of_story(intent)
    cast = _cast_plan(request, intent, kind, rng)
    themes = [t for t in request.themes if usable(t)] or list(request.themes)
    places = _places(intent, kind, themes, rng)
    shape = ["opening"] + (["interlude"] if rng.random() < 0.5 else [])
    shape += ([] if request.segment else list(CHAPTERS)) + ["decision", "a_side"]  # a prologue is short
    shape += [e for e in ENDINGS if e != "short_end" or "clue" in shape]
    scenes = _scenes(shape, kind, intent, places, limits.name_chars)
    v = _slots(cast, scenes, intent, kind, request.idea)
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


def _cast_plan(request, intent, kind: str, rng: random.Random) -> list[dict]:
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
    namer, drawn = Namer(rng, request.limits.name_chars), sprites_of(cast, request.sprites, request.idea)
    for actor in cast:  # names that suit the sprites that draw them
        given, seen = actor.pop("given"), look(drawn[actor["id"]]) if actor["id"] in drawn else None
        actor["name"] = namer.keep(given) if given else namer.person(actor["concept"], *(
            (seen.gender, seen.age) if seen else ("any", "adult")))  # fmt: skip
    return cast


def _scenes(shape: list[str], kind: str, intent, places: list, chars: int) -> list[dict]:
    """The planned scenes: the opening at the first place, the decision and what follows it at the
    second, the chapters between at the idea's places in turn (a third, if it names one)."""
    first, there = places[0], places[1]
    names = {}
    for key, theme in (("opening", first), ("decision", there)):
        options = [n for n in PLACE_NAMES.get(theme.name, [theme.name.replace("_", " ").title()]) if len(n) <= chars]
        names[key] = next((n for n in options if n not in names.values()), options[0] if options else key.title())
    won = [o.kind for o in intent.goal.objects if intent.goal.action == "win" and o.category in ("thing", "unknown")]
    if won:  # "who wins the contest": the verdict is the contest's
        names["a_side"] = f"The {won[0].title()}"
    titled = {"a_side": "The Verdict", "good_end": "Best Ending", "hollow_end": "Hollow End",
              "short_end": "Short End", "other_end": "Other Road", **L.CHAPTER_NAMES[kind]}  # fmt: skip
    at = {"interlude": first, "with_a": first, "with_b": there, "clue": places[2 % len(places)], "reveal": first}
    scenes = []
    for sid in shape:
        theme = first if sid == "opening" else at.get(sid, there)
        name = names.get(sid) or titled[sid]
        scenes.append({"id": sid, "name": name[:chars], "theme": theme.name, "width": SCREEN[0],
                       "height": SCREEN[1], "purpose": f"story scene: {sid.replace('_', ' ')}"})  # fmt: skip
    return scenes


def _places(intent, kind: str, themes: list, rng: random.Random) -> list:
    """The themes the story is set in: the idea's places' (up to three; a place no theme names,
    the nearest by WordNet, as the adventure's are), else the kind's."""
    found = [theme_showing(place_of(p.kind), themes) for p in intent.places]
    found = list(dict.fromkeys(t for t in found if t is not None))
    by_name = {t.name: t for t in themes}
    defaults = [by_name[n] for n in DEFAULT_PLACES[kind] if n in by_name] or [rng.choice(themes)]
    first = found[0] if found else defaults[0]
    there = found[1] if len(found) > 1 else next((t for t in defaults if t is not first), first)
    return [first, there, *found[2:3]]


def _slots(cast: list[dict], scenes: list[dict], intent, kind: str, idea: str) -> dict:
    return {
        "p": cast[0]["name"],
        "a": cast[1]["name"],
        "b": cast[2]["name"],
        "goal": ascii_letters(_goal(intent, kind, idea)),
        "place": scenes[0]["name"],
        "there": next(s["name"] for s in scenes if s["id"] == "decision"),
        "town": ascii_letters(_town(intent, kind)),
    }


def _goal(intent, kind: str, idea: str) -> str:
    """What is at stake, as "the ...": the goal's object, else a thing the idea's words name
    ("competing for the golden whisk", "the stolen violin"), else the kind's own."""
    goal = intent.goal
    found = [o.words for o in (goal.objects if goal else ()) if o.category not in ("place", "person")]
    found += [m.group(0) for m in GOAL_CUE.finditer(idea.lower())]
    for words in found:
        said = words.strip().lower().split()
        said = said[said.index("the") + 1 :] if "the" in said else said[1:] if said[:1] in (["a"], ["an"]) else said
        if not said or said[0] in COUNTED or said[0].isdigit():
            continue  # "some milk", "two suspects": not one thing to name
        head = []
        for w in said:
            if w in STOP or len(head) == 3:
                break
            head.append(w)
        words = " ".join(["the", *head])
        if head and len(words) <= 20 and head[-1] not in ("suspect", "case"):
            return words
    return L.GOAL[kind]


def _town(intent, kind: str) -> str:
    """Where it all happens, said in a line ("in Lyon", "in the haunted manor"): the idea's first
    place that people live in, else the kind's."""
    for place in intent.places:
        words = re.sub(r"^(a|an)\s+", "the ", place.words.strip())
        last = words.lower().split()[-1] if words else ""
        if words and len(words) <= 20 and last not in OPEN_AIR:
            return words if words[:1].isupper() or words.startswith("the ") else "the " + words
    return L.TOWN[kind]


def _title(kind: str, v: dict, limit: int, rng: random.Random) -> str:
    options = [L.fill(t, v) for t in L.TITLES[kind]]
    fits = [t for t in options if len(t) <= limit]
    return rng.choice(fits) if fits else v["a"][:limit]


def _win_text(kind: str, v: dict, idea: str) -> str:
    """The best ending's words: one of the kind's, the same for the plan and the story part."""
    return L.fill(_seed(idea, "win").choice(L.WIN_TEXT[kind]), v)


def _premise(kind: str, v: dict, rng: random.Random, echo: Echo) -> str:
    options = [L.fill(L.expand(p, rng.choice), v) for p in L.PREMISES[kind]]
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
        # its own word, its last word (a rival chef is a chef), what the tables draw it as (a rancher: the sheriff)
        for word in dict.fromkeys([concept, concept.rsplit(" ", 1)[-1], concept_of(concept)]) if concept else ():
            found = found or sprite_for(word, role, sprites, used)
        if (found is None or found.id in used) and concept:  # a park ranger: the nearest person drawn
            talkers = [s for s in people if s.id not in used and not {"enemy", "boss"} & set(s.roles)]
            found = nearest_sprite(concept, role, talkers) or found
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
    intent = read_intent(request.idea).castable()
    kind = kind_of_story(intent)
    scenes = plan.get("scenes", [])
    pick = _seed(request.idea, plan.get("title"), kind)  # the same words whichever task asks
    ids = [s["id"] for s in scenes]
    v = {
        **_slots(plan.get("cast", []), scenes, intent, kind, request.idea),
        **_keys(kind, pick),
        "kind": kind,
        "ids": ids,
    }
    flags = _flags_of(ids)
    out = []
    for s in scenes:
        scene = {"genre": "story", "id": s["id"], "name": s["name"], "theme": s["theme"]}
        scene.update(_script(s["id"], ids, C.SCENES[kind][s["id"]], v, pick, flags))
        if s["id"] == "clue":
            scene["choices"] = _clue_answers(C.SCENES[kind]["clue"]["answers"], v, pick, flags)
        out.append(scene)
    return {"scenes": out}


def _keys(kind: str, pick: random.Random) -> dict:
    """The tip or clue {a} gives (the clue chapter's right answer) and {b}'s, and a third answer."""
    (a_label, a_said), (b_label, b_said), (third, _said) = (
        pick.choice(L.KEYS[kind]["a"]),
        *pick.sample(L.KEYS[kind]["b"], 2),
    )
    cap = lambda t: t[:1].upper() + t[1:]  # noqa: E731
    return {"key": a_said, "Key": cap(a_said), "bkey": b_said, "Bkey": cap(b_said),
            "labels": (a_label, b_label, third)}  # fmt: skip


def _flags_of(ids: list[str]) -> set[str]:
    """The flags a story of these scenes sets."""
    return {f for sid in ids for f in SCENE_FLAGS.get(sid, ())}


def _line(spec: tuple, v: dict, pick: random.Random, flags: set[str]) -> dict | None:
    """A chapter's line (`story_chapters`) as the spec writes it; None when its condition is on a
    flag this story never sets (a prologue's), a line only for that choice."""
    who, expression, template, when = spec
    if when and when.lstrip("!") not in flags:
        return None if not when.startswith("!") else _line((who, expression, template, None), v, pick, flags)
    if "clue" not in v["ids"] and re.search(r"\{(key|Key)\}", template):
        return None  # a prologue has no clue to speak of
    line = {"text": L.say(template, v, pick, expression if who else "narration")}
    if who:
        line.update(speaker={"a": "side_a", "b": "side_b", "p": "hero"}[who], expression=expression)
    if when:
        line["unless_flag" if when.startswith("!") else "if_flag"] = when.lstrip("!")
    return line


def _lines(specs: list, v: dict, pick: random.Random, flags: set[str]) -> list[dict]:
    return [line for line in (_line(s, v, pick, flags) for s in specs) if line is not None]


def _answer(label: str, sets, clears, reply: tuple, v: dict, pick, flags: set[str]) -> dict:
    effects = [{"op": "set_flag", "id": sets}] if sets else []
    effects += [{"op": "clear_flag", "id": clears}] if clears else []
    return {"label": L.say(label, v, pick)[:24], "effects": effects, "lines": _lines([reply], v, pick, flags)}


def _clue_answers(replies: dict, v: dict, pick: random.Random, flags: set[str]) -> list[dict]:
    """The clue chapter's answers: {a}'s tip sets ready, {b}'s and a third clear it; in any order."""
    right, *wrong = v["labels"]
    answers = [_answer(right, "ready", None, replies["right"], v, pick, flags)]
    answers += [_answer(label, None, "ready", replies["wrong"], v, pick, flags) for label in wrong]
    pick.shuffle(answers)
    return answers


def _script(sid: str, ids: list[str], words: dict, v: dict, pick: random.Random, flags: set[str]) -> dict:
    """A scene's stage, lines, question and where it leads (or how it ends); `v` holds the slots,
    the game's kind and its scene ids."""
    stage = {"interlude": [], "with_a": ["side_a"], "with_b": ["side_b"], "a_side": ["side_a"],
             "short_end": ["side_b", "side_a"], "other_end": ["side_b", "side_a"]}.get(sid, ["side_a", "side_b"])  # fmt: skip
    out = {"stage": stage, "lines": _lines(words["lines"], v, pick, flags)}
    if sid in QUESTIONS:
        out["choices"] = [
            _answer(label, sets, clears, reply, v, pick, flags)
            for (label, reply), (sets, clears) in zip(words["answers"], QUESTIONS[sid], strict=True)
        ]
    if sid in ENDINGS:
        out["ending"] = _ending(sid, v["kind"])
    elif sid == "decision":
        out["next"] = [{"to": "a_side", "if_flag": "pick_a"}, {"to": "other_end"}]
    elif sid == "a_side":
        trust = "trust_a" if "trust_a" in flags else "side_a"  # a prologue: siding with A at first
        out["next"] = [{"to": "hollow_end", "unless_flag": trust}]
        out["next"] += [{"to": "short_end", "unless_flag": "ready"}] if "ready" in flags else []
        out["next"] += [{"to": "good_end"}]
    else:
        out["next"] = [{"to": ids[ids.index(sid) + 1]}]  # the chapters follow one another
    return out


def _ending(sid: str, kind: str) -> dict:
    good, hollow, short, other = L.ENDING_TITLES[kind]
    if sid == "good_end":
        return {"kind": "good", "title": good, "flag": WIN}
    title, flag = {"hollow_end": (hollow, "ending_hollow"), "short_end": (short, "ending_short"),
                   "other_end": (other, "ending_other")}[sid]  # fmt: skip
    return {"kind": "other", "title": title, "flag": flag, "retry": "opening"}


# ---- story -----------------------------------------------------------------------------
def story(request, rng: random.Random) -> dict:
    plan = request.plan or {}
    intent = read_intent(request.idea).castable()
    kind = kind_of_story(intent)
    scenes = plan.get("scenes", [])
    v = _slots(plan.get("cast", []), scenes, intent, kind, request.idea)
    used = _flags_of([s["id"] for s in scenes])
    return {
        "dialogue": [],
        "flags": [{"id": fid, "description": L.fill(text, v)[:80]} for fid, text in FLAGS.items() if fid in used],
        "items": [],
        "quests": [],
        "win": {"flag": WIN, "text": _win_text(kind, v, request.idea)},
    }


GENRE = Genre("story", plan=plan, cast=cast, world=world, story=story)
