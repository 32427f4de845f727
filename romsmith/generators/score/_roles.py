"""Whether a game plays the idea's roles (`lexicon.Intent`), from the spec and the pack alone: the
hero is the player's actor (drawn as its kind, named as the idea names it, with its title), the
goal's action is how the game is won and its objects are on the win's path, every opponent is an
enemy or a boss (a friendly actor drawn as one does not count) or flies against the player in a
genre's scene (a shooter level's waves and boss, `spec.scene_foes`), every place is a scene whose
tileset shows it, the genre asked for is played. Each role has its evidence (the actor, the item
or flag, the scene) or why it is missing. Text that repeats the idea never counts.

The score weighs the roles the idea has (hero 0.25, goal 0.35, opponents 0.15, places 0.15,
genre 0.10, over those present); a game whose hero or goal is not the idea's scores at most 0.5.
"""

from __future__ import annotations

import re
from dataclasses import replace

from romsmith.generators.score._landing import sprites_for, themes_for
from romsmith.generators.score._structure import Event, Structure, _dict, _list, events, win_path
from romsmith.generators.spec.genres import scene_foes, scene_goal
from romsmith.lexicon import (
    CULPRIT,
    Drawable,
    Intent,
    Term,
    category,
    drawn_as,
    flies_craft,
    fold,
    indefinite,
    is_craft,
    nearest,
    plural,
    synonyms,
    unnamed,
)
from romsmith.lexicon._concepts import NEAR_PLACES
from romsmith.lexicon._hazards import HAZARD_REASON
from romsmith.lexicon._index import lookup, place_in_name
from romsmith.lexicon._words import _singular, bare_kind

WEIGHTS = {"hero": 0.25, "goal": 0.35, "opponents": 0.15, "places": 0.15, "genre": 0.10}
CAP = 0.5  # the most a game whose hero or goal is not the idea's can score
# actions whose goal is about something: without it the reading has only half the goal
ACTS_ON = frozenset({"rescue", "find", "deliver", "escort", "collect", "tame", "catch", "fix", "make"})
# how a goal's action can be won, as `_structure` reads a win path
WON_BY = {
    "protect": ("defeat",),
    "rescue": ("rescue", "escort", "defeat"),
    "find": ("find", "collect", "investigate", "rescue", "escort"),  # finding someone: reaching them
    "defeat": ("defeat",),
    "deliver": ("deliver", "escort"),  # a being delivered is led there: "carry the baby prince to ..."
    "escort": ("escort",),
    "collect": ("collect",),
    "escape": ("escape",),
    "investigate": ("investigate",),
    "tame": ("rescue", "deliver", "investigate"),  # or won over by the right answer, said with them
    "catch": ("defeat", "rescue", "find"),
    "reach": ("escape", "rescue", "escort"),
    "fix": ("find", "deliver", "collect"),
    "make": ("collect", "find", "deliver"),
    "win": ("investigate", "defeat", "collect"),
    "choose": ("investigate",),
}


def _heads(kind: str) -> list[str]:
    """A kind's head phrases, longest first: "chipmunk mail carrier", "mail carrier", "carrier"."""
    words = fold(kind).split()
    return [" ".join(words[i:]) for i in range(len(words))]


def _term(kind: str) -> Term:
    """A lexicon term for a kind: the synonyms of the concept of its longest head phrase the
    tables know ("chipmunk mail carrier" is a postman)."""
    folded = fold(kind)
    words = {folded, folded.split()[-1] if folded.split() else folded}
    for head in _heads(kind):
        entry = next((e for e in lookup(head) if e.kind == "character"), None)
        if entry is not None:
            words |= set(synonyms("character", entry.concept))
            return Term("character", entry.concept, kind, tuple(sorted(words)))
    return Term("character", folded, kind, tuple(sorted(words)))


def _drawn(kind: str, pack) -> list[str]:
    """The sprites that draw a kind: its own, then those of a head phrase ("a mail carrier" of a
    chipmunk mail carrier) and, unless the head is a creature's kind, of a modifier the pack
    draws ("slime invaders" are slimes, "a jet fighter" a jet, "a robot vacuum" a robot), as the
    designer may draw such a kind."""
    kind = _one(bare_kind(kind))  # a dragon hatchling is a dragon
    drawn = list(sprites_for(_term(kind), pack))
    words = fold(kind).split()
    # a creature's own kind is what it is (a mother hen is a hen, drawn as no mother)
    modifiers = [] if category(words[-1] if words else "") in ("animal", "monster") else list(reversed(words[:-1]))
    for phrase in _heads(kind)[1:] + modifiers:
        drawn += [s for s in sprites_for(_term(phrase), pack) if s not in drawn]
    return drawn


def _head_drawn(kind: str, pack) -> bool:
    """Whether the pack draws the kind's head phrase (a hen of a mother hen) and not only one of
    its modifiers: when it does not, the nearest sprite to the kind stands in as well."""
    return any(sprites_for(_term(head), pack) for head in _heads(_one(kind)))


def _one(kind: str) -> str:
    """One of a kind said as many ("lost souls" -> "lost soul"): the pack draws a soul as it draws
    souls, so both ask the game for the same sprites."""
    said = kind.split()
    return " ".join([*said[:-1], _singular(said[-1])]) if said else kind


def _says(text: str, kind: str) -> bool:
    words = " " + " ".join(re.findall(r"[a-z0-9]+", fold(text))) + " "
    kind = " ".join(re.findall(r"[a-z0-9]+", fold(kind)))  # "snow-vanilla" is said as "Snow Vanilla"
    heads = {kind, kind.split()[-1] if kind.split() else kind}
    heads |= {h[:-1] for h in heads if h.endswith("s")} | {h + "s" for h in heads}
    return any(f" {h} " in words for h in heads if h)


def check_roles(intent: Intent, spec: dict, pack, structure: Structure, echoed: set[str], missing_genres) -> dict:
    cast = [_dict(a) for a in _list(spec.get("cast"))]
    roles: list[dict] = []
    roles += _hero(intent, cast, pack)
    roles += _goal(intent, spec, cast, structure, echoed, pack)
    flown = _flown(spec)
    roles += [_culprit(o, structure) or _opponent(o, cast, pack, flown) for o in intent.opponents]
    roles += [_place(p, spec, pack) for p in intent.places]
    roles.append(
        {
            "role": "genre",
            "want": intent.genre,
            "ok": not missing_genres,
            **(
                {"evidence": "a scene plays it"}
                if not missing_genres
                else {"missing": f"no scene plays as {', '.join(missing_genres)}"}
            ),
        }
    )
    score = _score(roles)
    return {"score": score, "roles": roles, "capped": any(r["role"] in ("hero", "goal") and not r["ok"] for r in roles)}


def _score(roles: list[dict]) -> float:
    groups: dict[str, list[bool]] = {}
    for r in roles:
        group = r["role"].split(".")[0].replace("opponent", "opponents").replace("place", "places")
        groups.setdefault(group, []).append(r["ok"])
    total = sum(WEIGHTS[g] for g in groups)
    score = sum(WEIGHTS[g] * sum(v) / len(v) for g, v in groups.items()) / total if total else 1.0
    if any(r["role"] in ("hero", "hero.name", "goal") and not r["ok"] for r in roles):
        score = min(score, CAP)
    return round(score, 3)


def drawables(pack, role: str) -> list[Drawable]:
    """The sprites for a role as `lexicon.nearest` compares them: from the catalogue the prompts
    list (a sprite's own word and its first aliases), the list the offline designer draws from (a
    large frame for a boss only; in id order)."""
    from romsmith.generators.spec import SPRITE_FRAME_SIZES

    sprites, _themes = pack.catalogue(SPRITE_FRAME_SIZES)
    out = []
    for s in sorted(sprites, key=lambda s: s.id):
        notes = [n.strip() for n in s.notes.split(",")]
        big = any(n.endswith("x32") for n in notes)
        if role in s.roles and (role == "boss" or not big):
            gender = next((n for n in notes if n in ("female", "male")), "any")
            out.append(Drawable(s.id, (_stem(pack, s.id), *s.aliases), gender))
    return out


def substitutes(kind: str, pack, roles: tuple[str, ...]) -> dict[str, str]:
    """For a kind no sprite draws: sprite id -> how near it is, the nearest one per role (a
    beekeeper: the farmer). The report says so: it stands in for the kind, it is not the kind."""
    out = {}
    # the kind as said, and the concept the tables know it as, which the designer casts ("a
    # courier" is a postman): the nearest sprite to either stands in
    for said in dict.fromkeys((kind, _term(kind).concept)):
        for role in roles:
            found = nearest(said, drawables(pack, role))
            if found is not None and found.score > 0 and found.id not in out:
                out[found.id] = f"the nearest drawn {found.category} ({found.word}, {found.score:.2f})"
    return out


def _stem(pack, ident: str) -> str:
    prefix = f"{pack.id}_"
    return (ident[len(prefix) :] if ident.startswith(prefix) else ident).replace("_", " ")


# titles as a name too long for the screen shortens them (the designer's `_names.ABBREVIATIONS`)
SHORT_TITLES = {"professor": "prof", "doctor": "dr", "captain": "capt", "sergeant": "sgt", "mister": "mr"}
MAX_NAME = 12  # RS_NAME_MAX: a name longer than this cannot be shown whole


def _named(want: str, title: str | None, name: str, got: str) -> bool:
    """Whether the player's name is the idea's: with its title, or its title shortened, or (when
    the whole cannot fit the screen) the name alone."""
    got = " ".join(re.findall(r"[a-z0-9]+", fold(got)))
    if " ".join(re.findall(r"[a-z0-9]+", fold(want))) in got:
        return True
    if title:
        short = SHORT_TITLES.get(fold(title))
        if short and f"{short} {fold(name)}" in got:
            return True
        if len(want) > MAX_NAME and fold(name) in got.split() + [got]:
            return True
    return False


def _hero(intent: Intent, cast: list[dict], pack) -> list[dict]:
    hero = intent.hero
    players = [a for a in cast if a.get("role") == "player"]
    player = players[0] if players else None
    out = []
    if hero.kind == "player":
        out.append({"role": "hero", "want": "the player", "ok": bool(player), "evidence": "the player's actor"})
    else:
        kind = drawn_as(bare_kind(hero.kind), hero.gender)  # a bear cub is a bear; "Mina", a woman
        drawn = _drawn(kind, pack)
        playable = [s for s in drawn if "player" in pack.sprites[s].roles]
        near = substitutes(kind, pack, ("player",)) if not playable or not _head_drawn(kind, pack) else {}
        sprite = player.get("sprite") if player else None
        # a pilot is played as the craft they fly: the game's jet is the idea's fighter pilot
        flown = bool(sprite) and flies_craft(hero.kind) and is_craft(_stem(pack, str(sprite)))
        ok = player is not None and (
            sprite in drawn or sprite in near or _says(str(player.get("name") or ""), hero.kind) or flown
        )
        entry = {"role": "hero", "want": hero.kind, "ok": ok}
        if ok and flown and sprite not in drawn and sprite not in near:
            entry["evidence"] = (
                f"{player.get('id')} ({player.get('name')}) flies {sprite}: the {hero.kind} is its pilot"
            )
        elif ok and sprite in near:
            entry["evidence"] = (
                f"no sprite of pack {pack.id} draws {indefinite(hero.kind)}: {sprite}, {near[sprite]}, plays it"
            )
            entry["substitute"] = sprite
        elif ok:
            entry["evidence"] = f"{player.get('id')} ({player.get('name')}) is {sprite}"
        elif player is None:
            entry["missing"] = "the game has no player actor"
        elif not drawn:
            entry["missing"] = (
                f"no sprite of pack {pack.id} draws {indefinite(hero.kind)}; the hero is {sprite}, not the nearest"
            )
        else:
            entry["missing"] = f"the hero is {sprite}, not {indefinite(hero.kind)} ({drawn[0]})"
        out.append(entry)
    if hero.name:
        want = f"{hero.title} {hero.name}" if hero.title else hero.name
        name = str(player.get("name") or "") if player else ""
        ok = _named(want, hero.title, hero.name, name)
        out.append(
            {
                "role": "hero.name",
                "want": want,
                "ok": ok,
                **(
                    {"evidence": f"the player is named {name}"}
                    if ok
                    else {"missing": f"the player is named {name or 'nothing'}"}
                ),
            }
        )
    return out


def _goal(
    intent: Intent, spec: dict, cast: list[dict], structure: Structure, echoed: set[str], pack=None
) -> list[dict]:
    goal = intent.goal
    if goal.action == "other" and not goal.objects:
        if not goal.verb:
            return []  # the idea asks for no goal ("a cozy game about a cat")
        return [  # it said one the reading could not make out: unverified, not dropped
            {
                "role": "goal",
                "want": goal.words or goal.verb,
                "ok": False,
                "missing": f"the idea's goal ({goal.words or goal.verb!r}) could not be read, so the game's goal "
                "is the designer's own and nothing shows it is the idea's",
            }
        ]
    if not goal.objects and goal.action in ACTS_ON and goal.verb:
        return [  # "rescue him" with no one to stand for him: half a goal is no evidence of the goal
            {
                "role": "goal",
                "want": goal.words or goal.verb,
                "ok": False,
                "missing": f"what the idea's goal ({goal.words or goal.verb!r}) acts on could not be read, so "
                f"nothing shows the game's {goal.action} is the idea's",
            }
        ]
    vague = unnamed(intent)
    if vague:  # "find them" with nothing to stand for them: the game's goal cannot be shown to be it
        return [
            {
                "role": "goal",
                "want": f"{goal.action} {', '.join(o.kind for o in goal.objects)}",
                "ok": False,
                "missing": f"what the idea's goal acts on could not be read ({', '.join(map(repr, vague))}), so "
                f"nothing shows the game's {goal.action} is the idea's",
            }
        ]
    accepted = [a for a in WON_BY.get(goal.action, ()) if a in structure.satisfied]
    win = str(_dict(spec.get("win")).get("flag") or "")
    evs = events(spec)
    _setters, flags, items = win_path(evs, win)
    names: dict[str, str] = {}  # what is on the win's path -> its words
    on_path = [e for e in evs if e.sets & flags or e.gives & items]
    items = items | {i for e in on_path for i in e.gives}  # what the events the win needs give
    if goal.action == "choose":  # a choice between them: each answers one of the deciding question's options
        on_path += _answers(spec, evs, on_path)
    by_id = {a.get("id"): a for a in cast}
    if goal.action == "protect":  # whoever stands where the win's fights are is who they defend
        on_path += _defended(cast, by_id, on_path)
    for i, it in enumerate(_list(spec.get("items"))):
        it = _dict(it)
        if it.get("id") in items and f"/items/{i}/name" not in echoed:
            names[f"item {it.get('id')}"] = f"{it.get('name')} {it.get('id')}"
    for e in on_path:
        if e.who in by_id:
            a = by_id[e.who]
            names[f"actor {e.who}"] = f"{a.get('name')} {a.get('sprite')} {a.get('id')}"
        elif e.sets & flags and e.where.startswith("/scenes/"):  # a level's boss, beaten by play
            level = scene_goal(_dict(_list(spec.get("scenes"))[int(e.where.split("/")[2])])) or {}
            names[f"boss {e.who} of {e.where}"] = f"{e.who} {level.get('sprite', '')}"
            if level.get("pushed"):  # a puzzle level is won by pushing its crates home: what they stand for
                drawn = "" if level["pushed"] == "crate" else " (drawn as crates)"
                names[f"the {plural(level['pushed'])}{drawn} pushed home in {e.who}"] = level["pushed"]
    scenes = [_dict(s) for s in _list(spec.get("scenes"))]
    for e in on_path:  # where the win's events happen: the hive the waves come to
        where = by_id[e.who].get("scene") if e.who in by_id else _scene_of(e.where, scenes)
        scene = next((s for s in scenes if s.get("id") == where), None)
        if scene is not None and f"/scenes/{scenes.index(scene)}/name" not in echoed:
            names[f"scene {where}"] = f"{scene.get('name')} {where}"
    if goal.action == "escape":  # what is escaped is where the game starts
        start = next((s for s in scenes if s.get("id") == spec.get("start_scene")), None)
        if start is not None:
            names[f"scene {start.get('id')}"] = f"{start.get('name')} {start.get('id')}"
    levels = [  # a level won by play: what it sends against the player is on the way to the win
        (e.where, scene_foes(scenes[int(e.where.split("/")[2])]))
        for e in evs
        if e.sets & flags and e.where.startswith("/scenes/")
    ]
    objects = []
    for o in goal.objects:
        hit = next((k for k, text in names.items() if _says(text, o.kind)), None)
        creature = o.category if o.category != "unknown" else category(o.kind)
        drawn = set(_drawn(o.kind, pack))
        held = creature in ("thing", "food") and not _head_drawn(o.kind, pack)  # not "the pharaoh's war" by a pharaoh
        if hit is None and (creature in ("person", "animal", "monster", "machine") or (drawn and not held)):
            hit = _drawn_on_path(o.kind, drawn, on_path, by_id, pack)
        if hit is None:
            hit = next((f"{where} flies {sid}" for where, foes in levels for sid in foes if sid in drawn), None)
        if hit is None and o.kind == CULPRIT and "investigate" in structure.satisfied:
            hit = "the case's right answer names the culprit"
        objects.append((o.kind, hit))
    # of the ways the game is won that the action accepts, one that is done to the goal's object
    # first: "catch the pigeon" is the pigeon reached, not the boss beaten on the way
    ids = {h.split()[1] for _k, h in objects if h and h.startswith("actor ")}
    how = next((a for a in accepted if structure.done_to.get(a) in ids), accepted[0] if accepted else None)
    ok_action = how is not None or goal.action == "other"
    ok_objects = all(hit for _k, hit in objects)
    entry = {
        "role": "goal",
        "want": f"{goal.action} {', '.join(o.kind for o in goal.objects)}".strip(),
        "ok": ok_action and ok_objects,
    }
    if entry["ok"]:
        entry["evidence"] = (structure.satisfied.get(how, "") + "; " if how else "") + "; ".join(
            f"{k}: {h}" for k, h in objects
        )
    else:
        why = []
        if not ok_action:
            why.append(f"the game is won as {indefinite(structure.archetype)} game, not by {goal.action}")
        why += [f"no {k} is on the win's path" for k, hit in objects if not hit]
        entry["missing"] = "; ".join(why)
    return [entry]


def _answers(spec: dict, evs, on_path) -> list:
    """Events standing for whom the options of each question on the win's path are with: the
    speaker of an option's lines ("Trust Sawin", and Sawin answers), so a choice between the
    wolves and the ranchers shows both when the deciding question offers both, the wrong answer
    too (it is a choice all the same)."""
    asked = {e.where.rsplit("/", 1)[0] for e in on_path if e.kind == "choice"}
    out = []
    for e in evs:
        if e.kind != "choice" or e.where.rsplit("/", 1)[0] not in asked:
            continue
        for line in _list(_dict(_at(spec, e.where)).get("lines")):
            who = str(_dict(line).get("speaker") or "")
            if who and who != e.who:
                out.append(replace(e, who=who))
    return out


def _defended(cast: list[dict], by_id: dict, on_path) -> list:
    """Events standing for the people and creatures who stand in a scene where a fight on the
    win's path happens ("keep your sheep safe": the sheep at home, where the wolves come)."""
    fought = {by_id[e.who].get("scene") for e in on_path if e.kind == "defeat" and e.who in by_id}
    return [
        Event("stand", f"/cast/{i}", str(a.get("id")))
        for i, a in enumerate(cast)
        if a.get("role") == "npc" and a.get("scene") in fought
    ]


def _at(spec: dict, pointer: str):
    """What a JSON pointer of the spec's ("/scenes/5/choices/1") points at, or None."""
    node = spec
    for part in pointer.strip("/").split("/"):
        if isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        elif isinstance(node, dict):
            node = node.get(part)
        else:
            return None
    return node


def _drawn_on_path(kind: str, drawn: set[str], on_path, by_id: dict, pack) -> str | None:
    """An actor of the win's path drawn as a creature the goal is about (`drawn`: the sprites that
    draw it, `_drawn`; or, when the pack draws none, as the nearest one)."""
    if not drawn or not _head_drawn(kind, pack):
        drawn |= set(substitutes(kind, pack, ("npc", "enemy", "boss")))
        bare = _one(bare_kind(kind))  # "the baby prince": drawn as the designer draws a baby (its `_person`)
        if bare != _one(kind):
            drawn |= set(substitutes(bare, pack, ("npc", "enemy", "boss")))
    who = next((e.who for e in on_path if e.who in by_id and by_id[e.who].get("sprite") in drawn), None)
    return f"actor {who} ({by_id[who].get('sprite')})" if who else None


NEAR_THEME = 0.6  # how near a place must be to the tileset that stands in for it (the designer's)


def _theme_drawables(pack) -> list[Drawable]:
    """The tilesets as the catalogue lists them (name first, then the place words of its notes)."""
    from romsmith.generators.spec import SPRITE_FRAME_SIZES

    _sprites, themes = pack.catalogue(SPRITE_FRAME_SIZES)
    out = []
    for t in sorted(themes, key=lambda t: t.name):
        own = t.name.replace("_", " ")
        words = {fold(w.strip()) for part in t.notes.split(";") for w in part.split(",") if w.strip()}
        out.append(Drawable(t.name, (own, *sorted(words - {own, "indoor", "doors"}))))
    return out


def _scene_of(pointer: str, scenes: list[dict]) -> str | None:
    """The scene id of a trigger's pointer (/scenes/N/triggers/M), or of a level's own (/scenes/N:
    its boss, beaten by play there)."""
    match = re.match(r"/scenes/(\d+)(?:/|$)", pointer)
    return scenes[int(match.group(1))].get("id") if match and int(match.group(1)) < len(scenes) else None


def _culprit(o, structure: Structure) -> dict | None:
    """The idea's culprit ("find out who stole the cheese"), met by a case won by naming them among
    suspects; None for any other opponent, or when no such case is the game."""
    if o.kind != CULPRIT:
        return None
    if "investigate" not in structure.satisfied:
        return {"role": "opponent", "want": o.kind, "ok": False, "missing": "no case names a culprit"}
    return {"role": "opponent", "want": o.kind, "ok": True, "evidence": structure.satisfied["investigate"]}


def _opponent(o, cast: list[dict], pack, flown: list[tuple[str, str]] = ()) -> dict:
    """`flown`: (scene id, sprite) of what a scene's genre sends against the player (a shooter's
    waves and boss): foes too, though not actors."""
    if o.category == "hazard":
        return _hazard(o, cast)
    drawn = set(_drawn(o.kind, pack))
    fights = {s for s in drawn if {"enemy", "boss"} & set(pack.sprites[s].roles)}
    near = substitutes(o.kind, pack, ("enemy", "boss")) if not fights or not _head_drawn(o.kind, pack) else {}
    drawn |= set(near)
    as_it = [a for a in cast if a.get("sprite") in drawn or _says(str(a.get("name") or ""), o.kind)]
    hostile = [a for a in as_it if a.get("role") in ("enemy", "boss")]
    entry = {"role": "opponent", "want": o.kind, "ok": False}
    seen = _against(hostile, flown, drawn)
    if seen:
        entry["ok"], entry["evidence"] = True, seen
        if hostile and hostile[0].get("sprite") in near:
            entry["evidence"] += f": no sprite draws {indefinite(o.kind)}, {near[hostile[0].get('sprite')]}, stands in"
            entry["substitute"] = hostile[0].get("sprite")
    elif as_it:
        a = as_it[0]
        entry["missing"] = f"{a.get('id')} ({a.get('name')}) is drawn as one but is friendly ({a.get('role')})"
    elif not drawn:
        entry["missing"] = f"no sprite of pack {pack.id} draws {indefinite(o.kind)} and no foe is named so"
    else:
        entry["missing"] = f"no enemy is {indefinite(o.kind)}"
    return entry


def in_game(word: str, spec: dict, pack) -> str | None:
    """Where the game sets against the player a being the reading put in no role ("wolfs" in "On
    the way there are wolfs"): an enemy or boss drawn by its own sprite or named so, or what a
    scene flies against the player; None when it has none. No sprite WordNet finds near it counts,
    and neither does a friendly one: a being left out of the reading is most often a foe."""
    kind = _singular(fold(word))
    drawn = set(_drawn(kind, pack))
    cast = [_dict(a) for a in _list(spec.get("cast"))]
    hostile = [
        a
        for a in cast
        if a.get("role") in ("enemy", "boss") and (a.get("sprite") in drawn or _says(str(a.get("name") or ""), kind))
    ]
    return _against(hostile, _flown(spec), drawn) or None


def _flown(spec: dict) -> list[tuple[str, str]]:
    """(scene id, sprite) of what each scene's genre sends against the player (a shooter's waves
    and boss): foes too, though not actors."""
    return [(str(_dict(s).get("id")), sid) for s in _list(spec.get("scenes")) for sid in scene_foes(_dict(s))]


def _against(hostile: list[dict], flown: list[tuple[str, str]], drawn: set[str]) -> str:
    """The evidence that the game sets a kind against the player: the first of its `hostile`
    actors, else a scene that flies one of the sprites that draw it; "" when neither."""
    if hostile:
        a = hostile[0]
        return f"{a.get('id')} ({a.get('name')}) is an {a.get('role')} drawn as {a.get('sprite')}"
    waves = [(scene, sid) for scene, sid in flown if sid in drawn]
    return f"scene {waves[0][0]} flies {waves[0][1]} against the player" if waves else ""


def _hazard(o, cast: list[dict]) -> dict:
    """A storm, a flood, a fire set against the hero: in the game only as a foe named so (no
    sprite stands in for weather, whatever WordNet finds near it)."""
    named = [a for a in cast if a.get("role") in ("enemy", "boss") and _says(str(a.get("name") or ""), o.kind)]
    entry = {"role": "opponent", "want": o.kind, "ok": bool(named)}
    if named:
        entry["evidence"] = f"{named[0].get('id')} ({named[0].get('name')}) is an {named[0].get('role')}"
    else:
        entry["missing"] = f"nothing in the game is {indefinite(o.kind)}: {HAZARD_REASON}"
    return entry


def _place(p, spec: dict, pack) -> dict:
    term = Term(
        "place",
        fold(p.kind),
        p.kind,
        tuple({fold(p.kind), *(synonyms("place", e.concept)[0] for e in lookup(fold(p.kind)) if e.kind == "place")}),
    )
    for e in lookup(fold(p.kind)) or lookup(fold(p.kind).split()[-1]):
        if e.kind == "place":
            term = Term("place", e.concept, p.kind, tuple({fold(p.kind), *synonyms("place", e.concept)}))
            break
    else:
        said = place_in_name(p.kind) if p.kind[:1].isupper() else None  # "Gloomwood": a wood
        if said is not None:
            term = Term("place", said, p.kind, tuple({fold(p.kind), *synonyms("place", said)}))
    themes = themes_for(term, pack)
    modified: list[str] = []  # "the garden wall": the garden shows it, though no tileset shows a wall
    for word in reversed(fold(p.kind).split()[:-1]) if not themes else ():
        entry = next((e for e in lookup(word) if e.kind == "place"), None)
        if entry is not None:
            modified = themes_for(
                Term("place", entry.concept, word, tuple({word, *synonyms("place", entry.concept)})), pack
            )
            break
    near = ""
    scenes = [_dict(s) for s in _list(spec.get("scenes"))]
    if not themes and modified and any(s.get("theme") in modified for s in scenes):
        themes = modified
    elif not themes:  # a place no tileset shows: the places beside it, else the nearest tileset, else its modifier's
        for beside in NEAR_PLACES.get(term.concept, ()):
            themes += [
                t for t in themes_for(Term("place", beside, beside, synonyms("place", beside)), pack) if t not in themes
            ]
        found = nearest(p.kind, _theme_drawables(pack), same_category=False) if not themes else None
        themes = themes or ([found.id] if found is not None and found.score >= NEAR_THEME else [])
        near = f"no tileset shows {indefinite(p.kind)}; the nearest, " if themes else ""
        themes = themes or modified  # (no stand-in then, so `near` is empty)
    used = [s for s in scenes if s.get("theme") in themes]
    if not themes and p.kind[:1].isupper():  # a place known only by its name ("Tuckwick"): a scene so named
        titled = [s for s in scenes if _says(str(s.get("name") or ""), p.kind)]
        if titled:
            s = titled[0]
            return {
                "role": "place",
                "want": p.kind,
                "ok": True,
                "evidence": f"scene {s.get('id')} is named {s.get('name')}",
            }
    entry = {"role": "place", "want": p.kind, "ok": bool(used)}
    if used:
        entry["evidence"] = f"{near}scene {used[0].get('id')} ({used[0].get('name')}) uses {used[0].get('theme')}"
        if near:
            entry["substitute"] = used[0].get("theme")
    elif not themes:
        entry["missing"] = f"no tileset of pack {pack.id} shows {indefinite(p.kind)}"
    else:
        entry["missing"] = f"no scene uses the {' or '.join(themes[:2])} tileset"
    return entry
