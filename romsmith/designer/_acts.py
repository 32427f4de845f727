"""The story of the goals `_actions` builds (the archetypes' are in `_plots`): protect (the means
to defend home fetched, the alarm, the waves, their chief), tame, catch, fix, make, win a contest
and reach. Each win is set by the event the goal is about: the chief beaten, the creature given
its treats, the runner cornered, the last part fitted, the made thing handed over, the judges'
ribbons shown, the far place reached."""

from __future__ import annotations

from romsmith.designer import _lines_acts as A
from romsmith.designer import _protocol as P
from romsmith.designer._plots import gathered
from romsmith.designer._tales import Tale, giver_asks, key_hint
from romsmith.lexicon import indefinite


def protect(t: Tale) -> None:
    giver = t.actor("giver")
    thing = t.item(t.outline.get("treasure") or "bell")
    waves = sorted({int(a["id"].split("_")[1]) for a in t.cast if a["id"].startswith("wave_")})
    found_flag = None
    for scene in t.scenes.values():
        for chest in P.chest_ids(scene):
            if chest.startswith("found_") and not t.has(chest):
                found_flag = t.flag(P.opened(chest), "the means to defend home is found")
                t.add(chest, "", t.say(A.DEFENCE_FOUND), [t.fx("give_item", thing), t.fx("set_flag", found_flag)])
    if giver is None:
        return
    alarm = t.flag(P.wave(0), "the foes are coming")
    hint = [p for p in [key_hint(t)] if p]
    ready = {
        "if_item": thing,
        "pages": t.say(A.DEFENCE_READY if waves else A.DEFENCE_DONE),
        "effects": [t.fx("take_item", thing), t.fx("set_flag", alarm if waves else t.win)],
    }
    branches = [{"if_flag": t.win, "pages": t.say(A.DEFENDED)}]
    if waves:
        branches.append({"if_flag": alarm, "pages": t.say(A.HOLD_ON)})
    t.asks(
        giver,
        "the danger was told",
        t.say(A.PROTECT_GIVER) + hint,
        [*branches, ready],
        t.say(A.GO_ON),
        "Talk to {giver}.",
    )
    if found_flag:
        t.step("Find {the_thing} in {goal}.", found_flag, 1)
    t.step("Bring {the_thing} home to {start}.", alarm if waves else t.win)
    for w in waves:
        t.flag(P.wave(w), f"wave {w} is beaten")
        t.step(f"Beat wave {w} of {{foes}}.", P.wave(w), foes=_foes(t))
    if waves:
        t.step("Beat {boss}, their chief.", t.win)


def _foes(t: Tale) -> str:
    leader = next((a for a in t.cast if a["id"] == "wave_1_1"), None)
    return (leader["name"].lower() + "s") if leader else "foes"


def tame(t: Tale) -> None:
    wild = t.actor("wild")
    giver_asks(t, A.TAME_GIVER)
    if wild is None:
        return
    gathered(t, None, [], [], [], "")
    thing = t.outline.get("treasure") or "apple"
    last = P.cut(f"{thing}_got_{int(t.outline.get('count') or 3)}", 32)
    t.talk(
        wild,
        t.say(A.WILD_SHY),
        branches=[
            {"if_flag": t.win, "pages": t.say(A.WILD_TAME)},
            {
                "if_flag": last,
                "pages": t.say(A.WILD_EATS),
                "effects": [t.fx("take_item", thing), t.fx("set_flag", t.win)],
            },
        ],
    )
    t.step("Win {wild} over with {things}.", t.win)


def catch(t: Tale) -> None:
    runners = t.actors("runner")
    if runners:
        giver_asks(t, A.CATCH_GIVER)
        for n, r in enumerate(runners):
            if n == len(runners) - 1:
                t.talk(r, t.say(A.CAUGHT, place=t.scene_name(r["scene"])), [t.fx("set_flag", t.win)])
            else:
                ran = t.flag(P.ran(n + 1), f"{r['name']} ran on")
                t.talk(r, t.say(A.RUNS_ON, place=t.scene_name(runners[n + 1]["scene"])), [t.fx("set_flag", ran)])
        t.step("Chase {runner} to {goal}.", t.win)
        return
    receiver = t.actor("receiver")
    thing = t.item(t.outline.get("treasure") or "chicken")
    count = int(t.outline.get("count") or 3)
    counter = P.cut(f"{thing}_got", 26)
    for r in t.actors("runaway"):
        caught = t.flag(P.cut(f"{r['id']}_caught", 32), f"{r['name']} is caught")
        t.counting(
            P.talk(r["id"]),
            r["name"],
            t.say(A.RUNAWAY_CAUGHT, place=t.scene_name(r["scene"])),
            thing,
            count,
            counter,
            [t.fx("set_flag", caught)],
        )
        d = next(d for d in t.dialogue if d["id"] == P.talk(r["id"]))
        d["branches"].insert(0, {"if_flag": caught, "pages": t.say(A.RUNAWAY_HELD)})
    last = P.cut(f"{counter}_{count}", 32)
    if receiver is not None:
        ends = [
            {"if_flag": t.win, "pages": t.say(A.RUNAWAYS_HOME)},
            {
                "if_flag": last,
                "pages": t.say(A.RUNAWAYS_BACK),
                "effects": [t.fx("take_item", thing), t.fx("set_flag", t.win)],
            },
        ]
        t.asks(
            receiver, "the task was given", t.say(A.RUNAWAYS_ASK), ends, t.say(A.RUNAWAYS_MORE), "Hear {receiver} out."
        )
    t.step("Catch all {count}.", last)
    t.step("Bring them back to {receiver}.", t.win)


def fix(t: Tale) -> None:
    giver_asks(t, A.FIX_GIVER)
    gathered(t, t.actor("receiver"), A.FIX_ASKS, A.FIX_DONE, A.FIX_MORE, "Ask {receiver} what is missing.")
    t.step("Bring every part to {receiver}.", t.win)


def make(t: Tale) -> None:
    giver_asks(t, A.MAKE_GIVER)
    made = t.item(t.outline.get("treasure") or "cake")
    noun = t.noun(made)
    count = int(t.outline.get("count") or 3)
    gathered(t, None, [], [], [], "")
    ready = P.cut(f"{t.outline.get('treasure') or 'cake'}_got_{count}", 32)
    for scene in t.scenes.values():
        for chest in P.chest_ids(scene):
            if chest.startswith("make_") and not t.has(chest):
                done = t.flag(P.opened(chest), "the thing is made")
                t.add(
                    chest,
                    "",
                    t.say(A.WORKBENCH_WAITS, made=noun),
                    branches=[
                        {
                            "if_flag": ready,
                            "pages": t.say(A.MADE, made=noun, a_made=indefinite(noun)),
                            "effects": [t.fx("give_item", made), t.fx("set_flag", done)],
                        }
                    ],
                )
                t.step("Make {a_made} at the workbench in {start}.", done, 1, a_made=indefinite(noun))
    receiver = t.actor("receiver")
    if receiver is not None:
        t.talk(
            receiver,
            t.say(A.MADE_WANTED, made=noun),
            branches=[
                {"if_flag": t.win, "pages": t.say(A.MADE_AFTER, made=noun)},
                {
                    "if_item": made,
                    "pages": t.say(A.MADE_GIVEN, made=noun),
                    "effects": [t.fx("take_item", made), t.fx("set_flag", t.win)],
                },
            ],
        )
    t.step("Bring {the_thing} to {receiver}.", t.win)


def win(t: Tale) -> None:
    ribbon = t.item(t.outline.get("treasure") or "ribbon")
    count = 3
    counter = P.cut(f"{ribbon}_got", 26)
    for n, judge in enumerate(t.actors("judge")):
        got = t.flag(P.cut(f"{judge['id']}_won", 32), f"{judge['name']} gave a ribbon")
        likes = A.TASTES[n % len(A.TASTES)]
        wrong = [x for x in A.TASTES if x != likes][:2]
        options = sorted([likes, *wrong])
        choices = [
            {
                "label": o.capitalize(),
                "pages": t.say(A.JUDGE_PLEASED if o == likes else A.JUDGE_NOT, name=judge["name"], taste=o),
                "effects": [] if o != likes else _counted(t, got, ribbon, counter, count, n),
            }
            for o in options
        ]
        t.talk(
            judge,
            t.say(A.JUDGE_ASKS, name=judge["name"], taste=likes, place=t.scene_name(judge["scene"])),
            branches=[{"if_flag": got, "pages": t.say(A.JUDGE_DONE, name=judge["name"])}],
            choices=choices,
        )
    _fix_counts(t, counter, count)
    host = t.actor("receiver")
    last = P.cut(f"{counter}_{count}", 32)
    if host is not None:
        t.talk(
            host,
            t.say(A.HOST_WAITS),
            branches=[
                {"if_flag": t.win, "pages": t.say(A.HOST_AFTER)},
                {
                    "if_flag": last,
                    "pages": t.say(A.HOST_PRIZE),
                    "effects": [t.fx("take_item", ribbon), t.fx("set_flag", t.win)],
                },
            ],
        )
    t.step("Win a ribbon from each judge.", last)
    t.step("Show the ribbons at {goal}.", t.win)


def _counted(t: Tale, got: str, ribbon: str, counter: str, count: int, n: int) -> list[dict]:
    """Placeholder effects; `_fix_counts` turns them into the counting chain once all judges are written."""
    return [t.fx("give_item", ribbon), t.fx("set_flag", got), {"op": "_count", "id": counter}]


def _fix_counts(t: Tale, counter: str, count: int) -> None:
    """Each judge's right answer sets the next count: a judge's answer is the k-th ribbon when k-1
    were won before, so the answer's dialogue gets one branch per count (as `counting` does)."""
    flags = [t.flag(P.cut(f"{counter}_{k}", 32), f"{k} ribbons won") for k in range(1, count + 1)]
    for d in t.dialogue:
        for c in d.get("choices", []):
            marks = [e for e in c["effects"] if e.get("op") == "_count"]
            if not marks:
                continue
            c["effects"] = [e for e in c["effects"] if e.get("op") != "_count"]
            c["effects"].append(t.fx("set_flag", flags[0]))
        if any(c.get("effects") for c in d.get("choices", [])):
            for k in range(count - 1, 0, -1):
                branch = {"if_flag": flags[k - 1], "pages": d["pages"], "choices": []}
                for c in d["choices"]:
                    effects = [e for e in c["effects"] if not (e["op"] == "set_flag" and e["id"] == flags[0])]
                    if effects != c["effects"]:
                        effects.append(t.fx("set_flag", flags[k]))
                    branch["choices"].append({**c, "effects": effects})
                d["branches"].insert(len(d["branches"]) - 0, branch)
            d["branches"] = d["branches"][:4]


def reach(t: Tale) -> None:
    giver_asks(t, A.REACH_GIVER)
    for scene in t.scenes.values():
        way = P.exit_id(scene)
        if way and not t.has(way):
            t.add(way, "", t.say(A.ARRIVED), [t.fx("set_flag", t.win)])
    t.step("Reach the far end of {goal}.", t.win)


ACTS = {"protect": protect, "tame": tame, "catch": catch, "fix": fix, "make": make, "win": win, "reach": reach}
