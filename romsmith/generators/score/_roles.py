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

from romsmith.generators.score._landing import sprites_for, themes_for
from romsmith.generators.score._structure import Structure, _dict, _list, events, win_path
from romsmith.generators.spec.genres import scene_foes, scene_goal
from romsmith.lexicon import Intent, Term, fold, synonyms
from romsmith.lexicon._index import lookup

WEIGHTS = {"hero": 0.25, "goal": 0.35, "opponents": 0.15, "places": 0.15, "genre": 0.10}
CAP = 0.5  # the most a game whose hero or goal is not the idea's can score
# how a goal's action can be won, as `_structure` reads a win path
WON_BY = {
    "protect": ("defeat",),
    "rescue": ("rescue", "escort", "defeat"),
    "find": ("find", "collect", "investigate"),
    "defeat": ("defeat",),
    "deliver": ("deliver",),
    "escort": ("escort",),
    "collect": ("collect",),
    "escape": ("escape",),
    "investigate": ("investigate",),
    "tame": ("rescue", "deliver"),
    "catch": ("defeat", "rescue", "find"),
    "reach": ("escape", "rescue", "escort"),
    "fix": ("find", "deliver", "collect"),
    "make": ("collect", "find", "deliver"),
    "win": ("investigate", "defeat", "collect"),
    "choose": ("investigate",),
}


def _term(kind: str) -> Term:
    """A lexicon term for a kind: its concept's synonyms when the tables know it."""
    words = {fold(kind), fold(kind).split()[-1] if kind.split() else fold(kind)}
    for entry in lookup(fold(kind)) or lookup(words.copy().pop()):
        if entry.kind == "character":
            words |= set(synonyms("character", entry.concept))
            return Term("character", entry.concept, kind, tuple(sorted(words)))
    return Term("character", fold(kind), kind, tuple(sorted(words)))


def _says(text: str, kind: str) -> bool:
    words = " " + " ".join(re.findall(r"[a-z0-9]+", fold(text))) + " "
    kind = fold(kind)
    heads = {kind, kind.split()[-1] if kind.split() else kind}
    heads |= {h[:-1] for h in heads if h.endswith("s")} | {h + "s" for h in heads}
    return any(f" {h} " in words for h in heads if h)


def check_roles(intent: Intent, spec: dict, pack, structure: Structure, echoed: set[str], missing_genres) -> dict:
    cast = [_dict(a) for a in _list(spec.get("cast"))]
    roles: list[dict] = []
    roles += _hero(intent, cast, pack)
    roles += _goal(intent, spec, cast, structure, echoed, pack)
    flown = [(str(_dict(s).get("id")), sid) for s in _list(spec.get("scenes")) for sid in scene_foes(_dict(s))]
    roles += [_opponent(o, cast, pack, flown) for o in intent.opponents]
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


def _hero(intent: Intent, cast: list[dict], pack) -> list[dict]:
    hero = intent.hero
    players = [a for a in cast if a.get("role") == "player"]
    player = players[0] if players else None
    out = []
    if hero.kind == "player":
        out.append({"role": "hero", "want": "the player", "ok": bool(player), "evidence": "the player's actor"})
    else:
        drawn = sprites_for(_term(hero.kind), pack)
        ok = player is not None and (player.get("sprite") in drawn or _says(str(player.get("name") or ""), hero.kind))
        entry = {"role": "hero", "want": hero.kind, "ok": ok}
        if ok:
            entry["evidence"] = f"{player.get('id')} ({player.get('name')}) is {player.get('sprite')}"
        elif player is None:
            entry["missing"] = "the game has no player actor"
        elif not drawn:
            entry["missing"] = f"no sprite of pack {pack.id} draws a {hero.kind}; the hero is {player.get('sprite')}"
        else:
            entry["missing"] = f"the hero is {player.get('sprite')}, not a {hero.kind} ({drawn[0]})"
        out.append(entry)
    if hero.name:
        want = f"{hero.title} {hero.name}" if hero.title else hero.name
        name = str(player.get("name") or "") if player else ""
        ok = fold(want) in fold(name)
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


def _goal(intent: Intent, spec: dict, cast: list[dict], structure: Structure, echoed: set[str], pack) -> list[dict]:
    goal = intent.goal
    if goal.action == "other" and not goal.objects:
        return []
    accepted = WON_BY.get(goal.action, ())
    how = next((a for a in accepted if a in structure.satisfied), None)
    win = str(_dict(spec.get("win")).get("flag") or "")
    evs = events(spec)
    _setters, flags, items = win_path(evs, win)
    names: dict[str, str] = {}  # what is on the win's path -> its words
    for i, it in enumerate(_list(spec.get("items"))):
        it = _dict(it)
        if it.get("id") in items and f"/items/{i}/name" not in echoed:
            names[f"item {it.get('id')}"] = f"{it.get('name')} {it.get('id')}"
    by_id = {a.get("id"): a for a in cast}
    scenes = _list(spec.get("scenes"))
    for e in evs:
        if e.sets & flags and e.who in by_id:
            a = by_id[e.who]
            names[f"actor {e.who}"] = f"{a.get('name')} {a.get('sprite')} {a.get('id')}"
        elif e.sets & flags and e.where.startswith("/scenes/"):  # a level's boss, beaten by play
            level = scene_goal(_dict(scenes[int(e.where.split("/")[2])])) or {}
            names[f"boss {e.who} of {e.where}"] = f"{e.who} {level.get('sprite', '')}"
    levels = [  # a level won by play: what it sends against the player is on the way to the win
        (e.where, scene_foes(_dict(scenes[int(e.where.split("/")[2])])))
        for e in evs
        if e.sets & flags and e.where.startswith("/scenes/")
    ]
    objects = []
    for o in goal.objects:
        hit = next((k for k, text in names.items() if _says(text, o.kind)), None)
        if hit is None:
            drawn = set(sprites_for(_term(o.kind), pack))
            hit = next((f"{where} flies {sid}" for where, foes in levels for sid in foes if sid in drawn), None)
        objects.append((o.kind, hit))
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
            why.append(f"the game is won as a {structure.archetype} game, not by {goal.action}")
        why += [f"no {k} is on the win's path" for k, hit in objects if not hit]
        entry["missing"] = "; ".join(why)
    return [entry]


def _opponent(o, cast: list[dict], pack, flown: list[tuple[str, str]] = ()) -> dict:
    """`flown`: (scene id, sprite) of what a scene's genre sends against the player (a shooter's
    waves and boss): foes too, though not actors."""
    drawn = set(sprites_for(_term(o.kind), pack))
    as_it = [a for a in cast if a.get("sprite") in drawn or _says(str(a.get("name") or ""), o.kind)]
    hostile = [a for a in as_it if a.get("role") in ("enemy", "boss")]
    waves = [(scene, sid) for scene, sid in flown if sid in drawn]
    entry = {"role": "opponent", "want": o.kind, "ok": bool(hostile or waves)}
    if hostile:
        a = hostile[0]
        entry["evidence"] = f"{a.get('id')} ({a.get('name')}) is an {a.get('role')} drawn as {a.get('sprite')}"
    elif waves:
        entry["evidence"] = f"scene {waves[0][0]} flies {waves[0][1]} against the player"
    elif as_it:
        a = as_it[0]
        entry["missing"] = f"{a.get('id')} ({a.get('name')}) is drawn as one but is friendly ({a.get('role')})"
    elif not drawn:
        entry["missing"] = f"no sprite of pack {pack.id} draws a {o.kind} and no foe is named so"
    else:
        entry["missing"] = f"no enemy is a {o.kind}"
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
    themes = themes_for(term, pack)
    scenes = [_dict(s) for s in _list(spec.get("scenes"))]
    used = [s for s in scenes if s.get("theme") in themes]
    entry = {"role": "place", "want": p.kind, "ok": bool(used)}
    if used:
        entry["evidence"] = f"scene {used[0].get('id')} ({used[0].get('name')}) uses {used[0].get('theme')}"
    elif not themes:
        entry["missing"] = f"no tileset of pack {pack.id} shows a {p.kind}"
    else:
        entry["missing"] = f"no scene uses the {' or '.join(themes[:2])} tileset"
    return entry
