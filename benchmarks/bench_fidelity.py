"""Fidelity and variety figures: every idea of a prompt set x seeds through `romsmith batch`
(validate, build, verify in mGBA, the playtest bot), then from each game's report.json and
spec.json:

- verified games and games the bot played to their win screen;
- mean fidelity score (report.json `fidelity.score`; target >= 0.85), and the terms missed most;
- the share of games per archetype (the spec's win path, `fidelity.structure.archetype`) and
  the number of distinct game structures (`fidelity.structure.signature`);
- the share of distinct dialogue lines that appear in more than 3 games (target < 10%), and the
  lines repeated most;
- text warnings by code (cut titles, articles, one-word pages, duplicate names, names that do
  not fit their sprite, mixed languages) and prompt echoes.

Roles (`--roles`, no build): intent role accuracy per field on the tuning set
(benchmarks/intent_tune.json) and the held-out sets (benchmarks/intent_heldout.json, then
intent_heldout_b.json, intent_heldout_c.json, intent_heldout_d.json, intent_heldout_e.json and
intent_heldout_f.json (half its ideas in several sentences), intent_heldout_g.json (every genre,
many said only by what the hero does), intent_heldout_h.json (every genre, heroes said late,
foes said by their deeds) and intent_heldout_i.json (every genre in many voices, from children to
game-jam pitches), each written later, after the reader's later changes and before the next), for the intent
reader and for the older term reading; then for each idea the offline designer's game (plan and
parts, no build), its report score (roles read by the reader) against the score of the roles a
person expects (the file's; where the person lists alternatives for a role, "cadet, astronaut",
the first the game shows, role by role), and the share that agree within 0.1. Targets: hero, goal
and opponent accuracy >= 0.9 on the held-out set; the two scores within 0.1 per game.

    .venv/bin/python benchmarks/bench_fidelity.py --roles
    .venv/bin/python benchmarks/bench_fidelity.py [--ideas benchmarks/fidelity_prompts.json]
        [--seeds 2] [--workers 2] [--out out/bench-fidelity] [--model offline/designer]
        [--sheet docs/games.png] [--report-only]

Played (`--play N`): N ideas of each of the two roles sets, spread over the set, built and played
(seed 0, offline designer): role fidelity of the games against the roles a person expects, the
report's score against that (target: within 0.1 in every game), the bot's game time (playthrough
frames / 60; target median >= 3 minutes) and that time with the text the bot paged through read
at 1,000 letters a minute (about 200 words; the bot turns a page at once, a player reads it),
each also by the genres a game is made of, lines said in more than 2 games once the games' own
names are taken out (stock lines; target: none), and text warnings; the held-out set is scored,
never tuned on.

    .venv/bin/python benchmarks/bench_fidelity.py --play 12 --out out/bench-play [--report-only]

`--report-only` recomputes the figures from an earlier run's folder; `--sheet` writes a contact
sheet of six games with different structures (title screen and two scenes each).
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_SCORE = 0.85
TARGET_REPEAT = 0.10
REPEAT_GAMES = 3  # a line in more games than this counts as repeated


def run(ideas: list[str], out: Path, seeds: int, workers: int, model: str | None, playtest: bool) -> float:
    from romsmith.batch import run_batch

    source = out.parent / f"{out.name}-ideas.txt"  # beside the batch folder, which must start empty
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text("\n".join(ideas) + "\n", encoding="utf-8")
    start = time.perf_counter()
    run_batch(
        source,
        out,
        seeds=seeds,
        workers=workers,
        model=model,
        playtest=playtest,
        use_memory=False,
        progress=lambda line: print(line, file=sys.stderr, flush=True),
    )
    return time.perf_counter() - start


def games(out: Path) -> list[dict]:
    found = []
    for report_path in sorted(out.glob("*/report.json")):
        folder = report_path.parent
        report = json.loads(report_path.read_text(encoding="utf-8"))
        spec_path = folder / "spec.json"
        spec = json.loads(spec_path.read_text(encoding="utf-8")) if spec_path.is_file() else {}
        found.append({"folder": folder, "report": report, "spec": spec})
    return found


def dialogue_lines(spec: dict) -> set[str]:
    lines = set()
    for d in spec.get("dialogue", []):
        parts = [d] + list(d.get("branches", []))
        for part in parts:
            lines.update(part.get("pages", []))
            for c in part.get("choices", []):
                lines.update(c.get("pages", []))
    return {" ".join(line.split()) for line in lines}


def figures(found: list[dict]) -> dict:
    n = len(found)
    verified = sum(g["report"].get("verdict") == "verified" for g in found)
    won = 0
    for g in found:
        play = next((c for c in g["report"].get("checks", []) if c.get("name") == "playthrough"), None)
        won += bool(play and (play.get("evidence") or {}).get("outcome") == "win")
    fid = [g["report"].get("fidelity") or {} for g in found]
    scored = [f for f in fid if "score" in f]
    with_terms = [f for f in scored if f.get("total")]
    archetypes = collections.Counter((f.get("structure") or {}).get("archetype", "?") for f in scored)
    signatures = collections.Counter((f.get("structure") or {}).get("signature", "?") for f in scored)
    missing = collections.Counter(
        f"{t['concept']}: {t['missing']}" for f in scored for t in f.get("terms", []) if not t.get("landed")
    )
    per_line = collections.Counter(line for g in found for line in dialogue_lines(g["spec"]))
    repeated = {line: k for line, k in per_line.items() if k > REPEAT_GAMES}
    warnings = collections.Counter(
        w.get("code") for g in found for w in g["report"].get("warnings", []) if isinstance(w, dict)
    )
    return {
        "games": n,
        "verified": verified,
        "played_to_win": won,
        "mean_score": sum(f["score"] for f in scored) / len(scored) if scored else 0.0,
        "mean_score_with_terms": sum(f["score"] for f in with_terms) / len(with_terms) if with_terms else 0.0,
        "games_with_terms": len(with_terms),
        "archetypes": dict(archetypes.most_common()),
        "structures": len(signatures),
        "top_structures": signatures.most_common(8),
        "lines": len(per_line),
        "repeated_lines": len(repeated),
        "repeated_share": len(repeated) / len(per_line) if per_line else 0.0,
        # the same, counting every use of a line in a game (a line in 40 games counts 40 times)
        "repeated_uses": sum(repeated.values()),
        "uses": sum(per_line.values()),
        "repeated_use_share": sum(repeated.values()) / sum(per_line.values()) if per_line else 0.0,
        "top_repeated": sorted(repeated.items(), key=lambda kv: -kv[1])[:8],
        "missing": missing.most_common(12),
        "warnings": dict(warnings.most_common()),
    }


def show(f: dict, seconds: float | None) -> None:
    n = max(f["games"], 1)
    print(f"games                      {f['games']}" + (f"  ({seconds / 60:.1f} min)" if seconds else ""))
    print(f"verified                   {f['verified']}/{f['games']}")
    print(f"played to the win screen   {f['played_to_win']}/{f['games']}")
    ok = "ok" if f["mean_score"] >= TARGET_SCORE else "BELOW TARGET"
    print(f"mean fidelity score        {f['mean_score']:.3f}  (target >= {TARGET_SCORE}: {ok})")
    print(f"  over {f['games_with_terms']} games whose idea has key terms: {f['mean_score_with_terms']:.3f}")
    print("games per archetype        " + ", ".join(f"{a} {k / n:.0%}" for a, k in f["archetypes"].items()))
    print(f"distinct game structures   {f['structures']}")
    for sig, k in f["top_structures"]:
        print(f"  {k:3d}  {sig}")
    ok = "ok" if f["repeated_share"] < TARGET_REPEAT else "ABOVE TARGET"
    print(
        f"lines in > {REPEAT_GAMES} games          {f['repeated_lines']}/{f['lines']} = {f['repeated_share']:.1%}"
        f"  (target < {TARGET_REPEAT:.0%}: {ok})"
    )
    print(
        f"  counting every use        {f['repeated_uses']}/{f['uses']} = {f['repeated_use_share']:.1%} of the lines games say"
    )
    for line, k in f["top_repeated"]:
        print(f"  {k:3d}  {line[:90]}")
    print("terms missed most")
    for text, k in f["missing"]:
        print(f"  {k:3d}  {text[:100]}")
    print("warnings by code           " + ", ".join(f"{c} {k}" for c, k in f["warnings"].items()))


def sheet(found: list[dict], path: Path, count: int = 6) -> None:
    """Six games of different archetypes and ideas (as far as there are): title and two scenes."""
    from PIL import Image, ImageDraw

    picked, kinds, ideas = [], set(), set()
    for pass_ in (0, 1):  # a new archetype first, then any new idea
        for g in found:
            structure = (g["report"].get("fidelity") or {}).get("structure") or {}
            shots = sorted((g["folder"] / "screens").glob("scene_*.png"))
            title = g["folder"] / "screens" / "title.png"
            prompt = g["report"].get("prompt")
            fresh = structure.get("archetype") not in kinds or pass_ == 1
            if not fresh or prompt in ideas or len(shots) < 2 or not title.is_file():
                continue
            if g["report"].get("verdict") != "verified" or len(picked) == count:
                continue
            kinds.add(structure.get("archetype"))
            ideas.add(prompt)
            picked.append((g, [title, shots[1], shots[-1]]))
    w, h, pad, label = 240, 160, 6, 28
    image = Image.new("RGB", (3 * w + 4 * pad, len(picked) * (h + label + pad) + pad), (24, 24, 32))
    draw = ImageDraw.Draw(image)
    for row, (g, shots) in enumerate(picked):
        y = pad + row * (h + label + pad)
        sig = g["report"]["fidelity"]["structure"]["signature"]
        draw.text((pad, y + 2), f"{g['report'].get('prompt', '')[:70]}", fill=(235, 235, 235))
        draw.text((pad, y + 14), f"{sig}  |  fidelity {g['report']['fidelity']['score']:.2f}", fill=(150, 200, 150))
        for col, shot in enumerate(shots):
            image.paste(Image.open(shot).convert("RGB").resize((w, h)), (pad + col * (w + pad), y + label))
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path)
    print(f"contact sheet: {path} ({len(picked)} games)")


def expected_intent(e: dict):
    """The roles a person expects (one word of each), as an Intent."""
    from romsmith.lexicon import Intent

    def first(options):
        return options[0] if options else ""

    h = e["hero"]
    return Intent.model_validate(
        {
            "heroes": [{"kind": first(h["kind"]), "name": h["name"], "title": h["title"], "count": h["count"]}],
            "goal": {
                "action": _action(e["goal"]["action"]),
                "objects": [{"kind": first(o)} for o in e["goal"]["object"]],
            },
            "opponents": [{"kind": first(o), "hostile": True} for o in e["opponents"]],
            "places": [{"kind": first(p)} for p in e["places"]],
            "genre": e["genre"],
            "source": "given",  # a person's roles: the fidelity check takes them as said
        }
    )


def expected_for(e: dict, spec: dict, pack):
    """The expected roles with, for each role, the first of the alternatives the person listed
    that the game shows (a role's alternatives are all answers the person accepts: "cadet,
    astronaut"), else its first: scored role by role, so one role's choice never helps another."""
    from romsmith.generators.score import fidelity

    base = expected_intent(e)

    def shows(intent, name: str, want: str) -> bool:
        roles = fidelity.check(e["idea"], spec, pack, intent)["roles"]
        return any(r["role"] == name and r["ok"] and r["want"].endswith(want) for r in roles)

    def first(options: list[str], name: str, make) -> str:
        return next((o for o in options if shows(make(o), name, o)), options[0] if options else "")

    def with_(update: dict):
        return base.model_copy(update=update)

    h = e["hero"]
    kind = first(h["kind"], "hero", lambda k: with_({"heroes": [base.hero.model_copy(update={"kind": k})]}))
    unnamed_win = fidelity.structure(spec, pack).archetype == "other"  # won as no action names: a puzzle
    goal = _shown_goal(e, base, with_, first, shows, unnamed_win)
    opponents = [
        base.opponents[0].model_copy(
            update={
                "kind": first(
                    o, "opponent", lambda k: with_({"opponents": [base.opponents[0].model_copy(update={"kind": k})]})
                )
            }
        )
        for o in e["opponents"]
        if o
    ]
    places = [
        base.places[0].model_copy(
            update={
                "kind": first(p, "place", lambda k: with_({"places": [base.places[0].model_copy(update={"kind": k})]}))
            }
        )
        for p in e["places"]
        if p
    ]
    return with_(
        {
            "heroes": [base.hero.model_copy(update={"kind": kind})],
            "goal": goal,
            "opponents": opponents,
            "places": places,
        }
    )


def _shown_goal(e: dict, base, with_, first, shows, unnamed_win: bool = False):
    """The goal as the person's words name it: the first of their actions, with the first of each
    object's alternatives, that the game shows together ("climb, escape" and "cliff, farm": a
    game won by escaping the farm shows "escape farm"); else each object's first shown alternative
    under the most named action, and the first action the game's win shows with them. Any verb and
    any alternative the person listed is an answer they accept, so a pair of them is one too."""

    def objects_for(action: str) -> list:
        one = base.goal.objects[0] if base.goal.objects else None
        return [
            one.model_copy(
                update={
                    "kind": first(
                        o,
                        "goal",
                        lambda k: with_(
                            {
                                "goal": base.goal.model_copy(
                                    update={"action": action, "objects": [one.model_copy(update={"kind": k})]}
                                )
                            }
                        ),
                    )
                }
            )
            for o in e["goal"]["object"]
            if o
        ]

    for action in _listed_actions(e, unnamed_win):
        goal = base.goal.model_copy(update={"action": action, "objects": objects_for(action)})
        if shows(with_({"goal": goal}), "goal", ""):
            return goal
    goal = base.goal.model_copy(update={"objects": objects_for(base.goal.action)})
    return goal.model_copy(update={"action": _shown_action(e, with_({"goal": goal}), shows, unnamed_win)})


def _shown_action(e: dict, intent, shows, unnamed_win: bool = False) -> str:
    """The goal's action as the person's verbs name it: the first of their actions the game's win
    shows ("steal, take, escape": a game won by finding the egg shows "steal"), else the one most
    of the verbs name. Any verb the person listed is an answer they accept, as for every role."""
    for action in _listed_actions(e, unnamed_win):
        tried = intent.model_copy(update={"goal": intent.goal.model_copy(update={"action": action})})
        if shows(tried, "goal", ""):
            return action
    return _action(e["goal"]["action"])


def _listed_actions(e: dict, unnamed_win: bool = False) -> list[str]:
    """The actions the person's verbs name, in their order. A verb no action names ("shove",
    "sort") is a goal of its own kind ("other"), an answer too when the goal acts on something
    and the game is won in a way no action names either (a crate puzzle's rooms): a game won by a
    fight or a find shows no "shove"."""
    from romsmith.lexicon._reader import ACTION

    verbs = e["goal"]["action"]
    other = unnamed_win and any(e["goal"]["object"])
    return list(dict.fromkeys(ACTION.get(v, "other") for v in verbs if v in ACTION or other))


def _action(verbs: list[str]) -> str:
    """The action most of the expected verbs name (the first of them on a tie): "hunt, search,
    find" is a search, though "hunt" alone is a fight."""
    from romsmith.lexicon._reader import ACTION

    named = [ACTION[v] for v in verbs if v in ACTION]
    return max(named, key=lambda a: (named.count(a), -named.index(a))) if named else "other"


def roles_report() -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from _intent_roles import FIELDS, accuracy, after, from_terms

    from romsmith.generators.pack import load_pack
    from romsmith.generators.score import fidelity
    from romsmith.lexicon import read_intent

    sets = {
        "tune": ROOT / "benchmarks" / "intent_tune.json",
        "held-out": ROOT / "benchmarks" / "intent_heldout.json",
        "held-out b": ROOT / "benchmarks" / "intent_heldout_b.json",
        "held-out c": ROOT / "benchmarks" / "intent_heldout_c.json",
        "held-out d": ROOT / "benchmarks" / "intent_heldout_d.json",
        "held-out e": ROOT / "benchmarks" / "intent_heldout_e.json",
        "held-out f": ROOT / "benchmarks" / "intent_heldout_f.json",
        "held-out g": ROOT / "benchmarks" / "intent_heldout_g.json",
        "held-out h": ROOT / "benchmarks" / "intent_heldout_h.json",
        "held-out i": ROOT / "benchmarks" / "intent_heldout_i.json",
    }
    table = {
        (name, who): accuracy(path, reader)
        for name, path in sets.items()
        for who, reader in (("before", from_terms), ("after", after))
    }
    print("intent role accuracy      " + "  ".join(f"{n + ' ' + w:>16}" for n in sets for w in ("before", "after")))
    for f in FIELDS:
        print(f"  {f:22s}  " + "  ".join(f"{table[(n, w)][f]:16.2f}" for n in sets for w in ("before", "after")))
    pack = load_pack("puny")
    for name, path in sets.items():
        ideas = json.loads(path.read_text(encoding="utf-8"))["ideas"]
        diffs, scores = [], []
        for e in ideas:
            spec = designed(e["idea"], pack)
            got = fidelity.check(e["idea"], spec, pack, read_intent(e["idea"]))["score"]
            want = fidelity.check(e["idea"], spec, pack, expected_for(e, spec, pack))["score"]
            diffs.append(abs(got - want))
            scores.append(want)
        agree = sum(d <= 0.1 for d in diffs) / len(diffs)
        print(
            f"{name}: role fidelity of the games (expected roles) mean {sum(scores) / len(scores):.2f}; "
            f"report score within 0.1 of it in {agree:.0%} of {len(diffs)} games (max gap {max(diffs):.2f})"
        )


def director_message(idea: str) -> str:
    """What the pipeline's director is told: the idea, then its roles (the offline reading)."""
    from romsmith.lexicon import read_intent
    from romsmith.models import wire

    return wire.roles_message(idea, read_intent(idea).to_json())


def designed(idea: str, pack, seed: int = 0) -> dict:
    """The offline designer's spec for an idea (plan and parts, assembled; no build)."""
    from romsmith.designer import design
    from romsmith.generators.spec import assemble
    from romsmith.models import wire
    from romsmith.pipeline.graph._content import plan_genres
    from romsmith.pipeline.promptkit import system_prompt

    plan = design(
        "plan",
        [
            {"role": "system", "content": system_prompt("orchestrator", pack)},
            {"role": "user", "content": director_message(idea)},
        ],
        seed=seed,
    )
    genres = plan_genres(plan)  # as the pipeline asks the writers: with the notes of the plan's genres
    sys_of = {a: system_prompt(a, pack, genres=genres) for a in ("character", "world", "story")}
    parts = {"orchestrator": plan}
    for agent in ("character", "world", "story"):
        messages = [
            {"role": "system", "content": sys_of[agent]},
            {"role": "user", "content": wire.idea_message(idea, plan)},
        ]
        parts[agent] = design(agent, messages, seed=seed)
    return assemble(parts)


STOCK_GAMES = 2  # a line (names taken out) in more games than this is a stock line
TARGET_MINUTES = 3.0  # median game time the bot takes
TARGET_GAP = 0.1  # the report's score against the score of the roles a person expects
READING = 1000  # letters a player reads in a minute (about 200 words): the bot pages through text at once


def sample(path: Path, count: int) -> list[dict]:
    """`count` ideas spread evenly over a set (its first, then every len/count-th)."""
    ideas = json.loads(path.read_text(encoding="utf-8"))["ideas"]
    count = min(count, len(ideas))
    return [ideas[round(i * len(ideas) / count)] for i in range(count)]


def templates(spec: dict) -> set[str]:
    """What the game's text says with its own names taken out (people, places, things): two
    games saying the same template say a stock line. A line is all the pages one speaker says
    at once (a dialogue, a branch or an answer), the premise, or the win text."""
    names = {str(a.get("name") or "") for a in spec.get("cast", [])}
    names |= {str(s.get("name") or "") for s in spec.get("scenes", [])}
    names |= {str(i.get("name") or "") for i in spec.get("items", [])}
    names = sorted((n for n in names if len(n) >= 2), key=len, reverse=True)
    lines = [str(spec.get("premise") or ""), str((spec.get("win") or {}).get("text") or "")]
    for d in spec.get("dialogue", []):
        for part in [d, *d.get("branches", [])]:
            lines.append(" ".join(part.get("pages", [])))
            lines += [" ".join(c.get("pages", [])) for c in part.get("choices", [])]
    out = set()
    for line in lines:
        for n in names:
            line = re.sub(rf"(?i)\b{re.escape(n)}\b", "X", line)
        line = " ".join(line.split())
        if line:
            out.add(line)
    return out


def played(found: list[dict], expected: dict[str, dict], pack) -> dict:
    """Per set of built and played games: role fidelity against the expected roles, the report's
    score against it, the bot's game time, text warnings."""
    from romsmith.generators.score import fidelity

    rows = []
    for g in found:
        e = expected.get(g["report"].get("prompt"))
        play = next((c for c in g["report"].get("checks", []) if c.get("name") == "playthrough"), None)
        evidence = (play or {}).get("evidence") or {}
        want = (
            fidelity.check(e["idea"], g["spec"], pack, expected_for(e, g["spec"], pack))["score"]
            if e and g["spec"]
            else None
        )
        got = (g["report"].get("fidelity") or {}).get("score")
        rows.append(
            {
                "idea": g["report"].get("prompt"),
                "verdict": g["report"].get("verdict"),
                "won": evidence.get("outcome") == "win",
                "minutes": (evidence.get("frames") or 0) / 3600,
                "reading": (evidence.get("frames") or 0) / 3600 + (evidence.get("text_chars") or 0) / READING,
                "genres": "+".join((g["report"].get("genres") or {}).get("made") or ["adventure"]),
                "expected": want,
                "report": got,
                "text": [
                    w.get("code") for w in g["report"].get("warnings", []) if str(w.get("code")).startswith("text_")
                ],
            }
        )
    scored = [r for r in rows if r["expected"] is not None and r["report"] is not None]
    gaps = [abs(r["report"] - r["expected"]) for r in scored]
    minutes = sorted(r["minutes"] for r in rows if r["won"])
    reading = sorted(r["reading"] for r in rows if r["won"])
    return {
        "games": len(rows),
        "verified": sum(r["verdict"] == "verified" for r in rows),
        "won": sum(r["won"] for r in rows),
        "fidelity": sum(r["expected"] for r in scored) / len(scored) if scored else 0.0,
        "agree": sum(g <= TARGET_GAP for g in gaps) / len(gaps) if gaps else 0.0,
        "max_gap": max(gaps, default=0.0),
        "median_minutes": statistics.median(minutes) if minutes else 0.0,
        "min_minutes": minutes[0] if minutes else 0.0,
        "max_minutes": minutes[-1] if minutes else 0.0,
        "median_reading": statistics.median(reading) if reading else 0.0,
        "min_reading": reading[0] if reading else 0.0,
        "max_reading": reading[-1] if reading else 0.0,
        "text": collections.Counter(c for r in rows for c in r["text"]),
        "rows": rows,
    }


def play_report(count: int, out: Path, workers: int, report_only: bool) -> None:
    """Build and play `count` ideas of the tuning set and `count` of the held-out set (seed 0,
    offline designer, no memory), then print the figures of each beside the other."""
    from romsmith.generators.pack import load_pack

    pack = load_pack("puny")
    sets = {"tune": ROOT / "benchmarks" / "intent_tune.json", "held-out": ROOT / "benchmarks" / "intent_heldout.json"}
    results, specs = {}, []
    for name, path in sets.items():
        picked = sample(path, count)
        folder = out / name
        if not report_only:
            run([e["idea"] for e in picked], folder, 1, workers, None, True)
        found = games(folder)
        results[name] = played(found, {e["idea"]: e for e in picked}, pack)
        specs += [g["spec"] for g in found if g["spec"]]
    per = collections.Counter(t for spec in specs for t in templates(spec))
    stock = sorted(((k, t) for t, k in per.items() if k > STOCK_GAMES), reverse=True)
    made = ", ".join(f"{results[n]['games']} {n}" for n in sets)
    print(f"built and played: {made} ideas (seed 0, offline designer)")
    print(f"{'':34s}{'tune':>12s}{'held-out':>12s}")
    for label, key, fmt in (
        ("verified", "verified", "{:d}"),
        ("bot won", "won", "{:d}"),
        ("role fidelity (expected roles)", "fidelity", "{:.2f}"),
        (f"report within {TARGET_GAP} of it", "agree", "{:.0%}"),
        ("largest gap", "max_gap", "{:.2f}"),
        ("bot game time, median (min)", "median_minutes", "{:.1f}"),
        ("  shortest (min)", "min_minutes", "{:.1f}"),
        ("  longest (min)", "max_minutes", "{:.1f}"),
        ("with its text read, median (min)", "median_reading", "{:.1f}"),
        ("  shortest (min)", "min_reading", "{:.1f}"),
        ("  longest (min)", "max_reading", "{:.1f}"),
    ):
        print(f"  {label:32s}" + "".join(f"{fmt.format(results[n][key]):>12s}" for n in sets))
    median = statistics.median([r["minutes"] for n in sets for r in results[n]["rows"] if r["won"]] or [0])
    ok = "ok" if median >= TARGET_MINUTES else "BELOW TARGET"
    print(f"  median bot game time, all games: {median:.1f} min (target >= {TARGET_MINUTES:.0f}: {ok})")
    by_genre: dict[str, list[dict]] = {}
    for r in (r for n in sets for r in results[n]["rows"] if r["won"]):
        by_genre.setdefault(r["genres"], []).append(r)
    for genre, rows in sorted(by_genre.items()):
        bot = statistics.median(r["minutes"] for r in rows)
        read = statistics.median(r["reading"] for r in rows)
        print(f"    {genre:28s} {len(rows):2d} games: bot {bot:.1f} min, with its text read {read:.1f} min (median)")
    ok = "ok" if not stock else "ABOVE TARGET"
    print(
        f"  lines (names taken out) in more than {STOCK_GAMES} of {len(specs)} games: {len(stock)} of {len(per)} ({ok})"
    )
    for k, t in stock[:8]:
        print(f"    {k:3d}  {t[:90]}")
    for n in sets:
        print(
            f"  text warnings, {n}: " + (", ".join(f"{c} {k}" for c, k in results[n]["text"].most_common()) or "none")
        )
        for r in results[n]["rows"]:
            if n == "tune" and r["expected"] is not None and abs((r["report"] or 0) - r["expected"]) > TARGET_GAP:
                print(f"    gap {abs(r['report'] - r['expected']):.2f}: {r['idea'][:70]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ideas", default=str(ROOT / "benchmarks" / "fidelity_prompts.json"))
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", default="out/bench-fidelity")
    parser.add_argument("--model", default=None)
    parser.add_argument("--no-playtest", action="store_true")
    parser.add_argument("--report-only", action="store_true", help="figures from an earlier run's folder")
    parser.add_argument("--sheet", default=None, help="write a contact sheet of six games here")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--roles", action="store_true", help="intent role accuracy and score agreement (no build)")
    parser.add_argument("--play", type=int, default=0, help="build and play this many ideas of each roles set")
    args = parser.parse_args()
    if args.roles:
        roles_report()
        return
    from romsmith.kernel.errors import RomsmithError

    if args.play:
        try:
            play_report(args.play, Path(args.out), args.workers, args.report_only)
        except RomsmithError as err:  # "... holds another batch", no Docker daemon: one line, no traceback
            sys.exit(f"{err.message}" + (f" ({err.hint})" if err.hint else ""))
        return
    out = Path(args.out)
    seconds = None
    if not args.report_only:
        ideas = json.loads(Path(args.ideas).read_text(encoding="utf-8"))["ideas"]
        try:
            seconds = run(ideas, out, args.seeds, args.workers, args.model, not args.no_playtest)
        except RomsmithError as err:
            sys.exit(f"{err.message}" + (f" ({err.hint})" if err.hint else ""))
    found = games(out)
    result = figures(found)
    if args.json:
        print(json.dumps(result, indent=1, default=str))
    else:
        show(result, seconds)
    if args.sheet:
        sheet(found, Path(args.sheet))


if __name__ == "__main__":
    main()
