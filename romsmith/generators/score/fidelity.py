"""How faithfully a game follows its idea, from the GameSpec and the pack alone (any model's spec).

`check(idea, spec, pack) -> dict` extracts the idea's key terms (`romsmith.lexicon.extract`:
characters, places, items, names, the goal, the mood), finds where each landed and scores the
share that did:

- a character lands as a sprite: an actor drawn by a sprite whose alias or id is one of the
  term's words ("dragon" -> puny_dragon or puny_great_dragon); missing when the pack has no such
  sprite ("no horse in pack puny") or no actor uses it;
- a name lands when an actor is named so;
- a place lands as a tile: a scene whose tileset is that place (theme or place alias);
- an item, or an object the tables do not know, lands as an item's name, else an actor name, a
  scene name or a line of dialogue that says it;
- the goal lands when the win path satisfies it (`_structure`: a dialogue choice with a wrong
  answer for a mystery, someone who goes along for an escort, a hand-over for a delivery, N
  places giving one thing for collecting, a trigger past a lock for an escape, talking to
  someone for a rescue, an item for a search, a defeat flag for a fight);
- the mood `peaceful` lands when nothing in the cast fights.

Text that repeats a run of the idea's words (5, fewer for short ideas) is an echo: it never
counts as landing and is reported. `term_score` is landed terms / terms. The `score` is the
roles' (`_roles`: the hero, the goal and whether the win depends on it, hostile opponents,
places, the genre; at most 0.5 when the hero or the goal is not the idea's), so a friendly bear
or a scene named "Beacon Cape" does not count for "hungry bears" or a mountain. A reading that
put a being of the idea in no role (`lexicon.unplaced`: "the kitchen maid Gretl" when the prince
was read as the hero) cannot be vouched for: each such being is in `unread` and the score is at
most 0.5, unless a person gave or corrected the roles (`Intent.vouched`). A being the game sets
against the player anyway (`_roles.in_game`) was not dropped: it is in `unread_in_game`, uncapped.
`warnings(result)` turns missing roles, missing terms and echoes into report warnings.
"""

from __future__ import annotations

from romsmith.generators.score import _landing, _roles, _structure
from romsmith.lexicon import Intent, extract, read_intent, unplaced


def indoor_themes(pack) -> set[str]:
    return {t.theme for t in pack.manifest.tilesets if getattr(t, "indoor", False) or "interior" in t.theme}


def structure(spec: dict, pack) -> _structure.Structure:
    """The spec's archetype, map shape, combat and choices (see `_structure`)."""
    return _structure.analyse(spec if isinstance(spec, dict) else {}, indoor_themes(pack))


def check(idea: str, spec: dict, pack, intent: Intent | dict | None = None, missing_genres=()) -> dict:
    """The roles' score (`_roles`: `score`, `roles`), and where each key term landed (`terms`,
    `term_score`). `intent` is the run's reading of the idea (read offline when None)."""
    spec = spec if isinstance(spec, dict) else {}
    terms = extract(idea)
    shape = structure(spec, pack)
    found = _landing.texts(spec)
    echoed = _landing.echoes(terms, found)
    landed = _landing.land(terms, spec, pack, shape, found)
    hits = sum(1 for t in landed if t["landed"])
    if isinstance(intent, dict):
        try:
            intent = Intent.model_validate(intent)
        except ValueError:
            intent = None
    intent = intent or read_intent(idea)
    roles = _roles.check_roles(intent, spec, pack, shape, set(echoed), list(missing_genres))
    beings = [] if intent.vouched else [(word, _roles.in_game(word, spec, pack)) for word in unplaced(idea, intent)]
    unread = [_unread(word) for word, seen in beings if seen is None]
    if unread:  # a being the reading put in no role: the game may lack the hero or the foe
        roles["score"], roles["capped"] = min(roles["score"], _roles.CAP), True
    return {
        "score": roles["score"],
        "roles": roles["roles"],
        "unread": unread,
        "unread_in_game": [{"being": word, "evidence": seen} for word, seen in beings if seen is not None],
        "capped": roles["capped"],
        "intent_source": intent.source,
        "reading": intent.describe(),  # the roles scored, in one line: what "follows the idea" means here
        "term_score": round(hits / len(landed), 3) if landed else 1.0,
        "landed": hits,
        "total": len(landed),
        "language": terms.language,
        "archetype": terms.archetype,
        "peaceful": terms.peaceful,
        "terms": landed,
        "echoes": echoed,
        "structure": shape.to_json(),
    }


def _unread(word: str) -> dict:
    message = f"the reading puts '{word}' in no role, so the game may leave it out (say who it is with --hero or --foe)"
    return {"being": word, "message": message}


def warnings(result: dict) -> list[dict]:
    """Report warnings: one per missing term, one per text that repeats the idea."""
    out = []
    for u in result.get("unread", []):
        out.append({"path": "", "code": "fidelity_unread", "message": u["message"], "severity": "warning"})
    for r in result.get("roles", []):
        if not r.get("ok"):
            out.append(
                {
                    "path": "",
                    "code": "fidelity_role_missing",
                    "message": f"the idea's {r['role']} '{r['want']}' is not in the game: {r.get('missing', '')}",
                    "severity": "warning",
                    "role": r["role"],
                }
            )
    for t in result.get("terms", []):
        if not t.get("landed"):
            out.append(
                {
                    "path": "",
                    "code": "fidelity_missing",
                    "message": f"'{t['text']}' ({t['kind']}) is not in the game: {t['missing']}",
                    "severity": "warning",
                    "term": t["concept"],
                }
            )
    for pointer in result.get("echoes", []):
        out.append(
            {
                "path": pointer,
                "code": "prompt_echo",
                "message": "this text repeats the idea word for word; say it in the game's own words",
                "severity": "warning",
            }
        )
    return out


def summary_line(result: dict) -> str:
    """One line for the terminal: the score and what is missing."""
    roles = result.get("roles", [])
    missing = [f"{r['role']} {r['want']} ({r.get('missing')})" for r in roles if not r.get("ok")]
    unread = [u["being"] for u in result.get("unread", [])]
    missing += [f"read in no role: {', '.join(unread)}"] if unread else []
    kept = sum(1 for r in roles if r.get("ok"))
    head = f"fidelity {result.get('score', 0):.2f} ({kept}/{len(roles)} roles)"
    return head + (": missing " + "; ".join(missing) if missing else "")
