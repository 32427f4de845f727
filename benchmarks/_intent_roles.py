"""Role accuracy of an idea reading against the roles a person expects (benchmarks/intent_*.json),
per field; and the lexicon's older term reading (`extract`) put into the same shape, for the
figures before the intent reader."""

from __future__ import annotations

import json
import re
from pathlib import Path

from romsmith.lexicon import extract, read_intent, stance
from romsmith.lexicon._index import fold, singulars

FIELDS = (
    "hero.kind",
    "hero.name",
    "hero.title",
    "hero.count",
    "goal.action",
    "goal.object",
    "opponents",
    "helpers",
    "places",
    "time",
    "genre",
)


def norm(s):
    ws = re.findall(r"[a-z0-9]+", fold(s or ""))
    out = []
    for w in ws:
        sg = [x for x in singulars(w) if len(x) > 2]
        out.append(sg[-1] if sg and w.endswith("s") and not w.endswith("ss") else w)
    return " ".join(out)


def match(option, entry):
    o = norm(option)
    cands = [norm(entry.get("kind", "")), norm(entry.get("words", ""))]
    kind = cands[0]
    if (
        o == kind
        or (kind and o == kind.split()[-1])
        or (kind and kind == o.split()[-1] and len(o.split()) > 1 and False)
    ):
        return True
    words = " " + cands[1] + " "
    return f" {o} " in words


def group_found(options, entries):
    return any(match(o, e) for o in options for e in entries)


def same_name(want, got) -> bool:
    """Whether the read name is the one a person expects: the same, or with the surname the person
    left out ("Silas" for "Silas Crowe", "Inés" for "Inés Robles")."""
    want, got = (want or "").split(), (got or "").split()
    return want == got or (bool(want) and got[: len(want)] == want)


def score(exp, intent):
    i = intent
    res = {}
    hero = i["heroes"]
    res["hero.kind"] = group_found(exp["hero"]["kind"], hero)
    res["hero.name"] = same_name(exp["hero"]["name"], hero[0].get("name")) if hero else False
    res["hero.title"] = (exp["hero"]["title"] or None) == (hero[0].get("title") or None)
    cnt = sum(h.get("count", 1) for h in hero)
    res["hero.count"] = cnt == exp["hero"]["count"]
    g = i["goal"]
    res["goal.action"] = any(norm(a) in (norm(g.get("verb")), norm(g.get("action"))) for a in exp["goal"]["action"])
    objs = g.get("objects", [])
    res["goal.object"] = (
        all(group_found(grp, objs) for grp in exp["goal"]["object"]) if exp["goal"]["object"] else not objs
    )
    opp = [o for o in i["opponents"] if o.get("hostile", True)]
    eo = exp["opponents"]
    res["opponents"] = all(group_found(grp, opp) for grp in eo) and all(
        any(match(o, x) for grp in eo for o in grp) for x in opp
    )
    hel = i["helpers"]
    eh = exp["helpers"]
    res["helpers"] = all(group_found(grp, hel + i["bystanders"]) for grp in eh)
    pl = i["places"]
    res["places"] = all(group_found(grp, pl) for grp in exp["places"])
    t = i["time"]
    res["time"] = (not exp["time"]) == (not t) and (
        not exp["time"] or any(norm(x) in (norm(y["kind"]), norm(y["words"])) for x in exp["time"] for y in t)
    )
    res["genre"] = i["genre"] == exp["genre"]
    return res


def from_terms(idea: str) -> dict:
    """The older reading (`lexicon.extract`: terms, the hero, the archetype) as an intent dict."""
    terms = extract(idea)
    hero = terms.hero
    heroes = []
    if hero is not None:
        name = hero.concept if hero.kind == "name" else None
        heroes.append(
            {
                "kind": hero.of or "" if name else hero.concept,
                "name": name,
                "title": None,
                "count": 1,
                "words": hero.text,
            }
        )
    goal = next((t for t in terms.of_kind("goal") if t.concept == terms.archetype), None)
    chars = [t for t in terms.of_kind("character") if not t.hero]
    return {
        "heroes": heroes or [{"kind": "player", "words": ""}],
        "goal": {
            "action": terms.archetype or "other",
            "verb": "",
            "objects": [{"kind": goal.of, "words": goal.of}] if goal and goal.of else [],
        },
        "opponents": [
            {"kind": t.concept, "words": t.text, "hostile": True} for t in chars if stance(t.concept) == "foe"
        ],
        "helpers": [{"kind": t.concept, "words": t.text} for t in chars if stance(t.concept) != "foe"],
        "bystanders": [],
        "places": [{"kind": t.concept, "words": t.text} for t in terms.of_kind("place")],
        "time": [],
        "genre": terms.genre,
    }


def accuracy(path, reader) -> dict[str, float]:
    """Per field, the share of ideas whose reading has the expected roles."""
    ideas = json.loads(Path(path).read_text(encoding="utf-8"))["ideas"]
    totals = dict.fromkeys(FIELDS, 0)
    for e in ideas:
        for k, v in score(e, reader(e["idea"])).items():
            totals[k] += bool(v)
    return {k: totals[k] / len(ideas) for k in FIELDS}


def after(idea: str) -> dict:
    return read_intent(idea).model_dump()
