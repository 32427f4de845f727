"""What each archetype adds to the story (`_tales.Tale` writes the shared parts): rescue (the
captive is freed, then goes home with the hero), find (the thing is found, then brought back to
the one who asked), defeat, deliver, escort, collect (every listed thing, or several of one),
escape and investigate (or choose: the same clues, a choice of whom to help)."""

from __future__ import annotations

from romsmith.designer import _lines as L
from romsmith.designer import _lines_case as C
from romsmith.designer import _protocol as P
from romsmith.designer._tales import Tale, giver_asks, key_hint
from romsmith.lexicon import indefinite


def rescue(t: Tale) -> None:
    giver_asks(t, L.RESCUE_GIVER)
    captive = t.actor("captive")
    if captive is None:
        return
    copies = t.actors("captive_copy")
    beaten = P.boss_beaten(t.plan)
    home = copies[-1] if copies else None
    leave = t.flag(P.ESCORTING, "the captive goes home with the hero")
    freed = [t.fx("set_flag", leave)] if home is not None else [t.fx("set_flag", t.win)]
    if beaten is not None:
        t.flag(beaten, "the captor is beaten")
        t.talk(
            captive,
            t.say(L.CAPTIVE_HELP),
            branches=[{"if_flag": beaten, "pages": t.say(L.CAPTIVE_FREED), "effects": freed}],
        )
        t.step("Beat {boss}.", beaten)
    else:
        t.talk(captive, t.say(L.CAPTIVE_FOUND), freed)
    t.step("Free {captive}.", leave if home is not None else t.win)
    for copy in copies[:-1]:
        t.talk(copy, t.say(L.LEAD_WALKS, place=t.scene_name(copy["scene"])), [t.fx("heal")])
    if home is not None:
        t.talk(
            home,
            t.say(L.CAPTIVE_HOME),
            [t.fx("set_flag", t.win)],
            branches=[{"if_flag": t.win, "pages": t.say(L.CAPTIVE_AFTER)}],
        )
        t.step("Take {captive} home to {start}.", t.win)


def find(t: Tale) -> None:
    thing = t.item(t.outline.get("treasure") or "treasure")
    giver = t.actor("giver")
    boss = P.boss_beaten(t.plan)
    found_flag = None
    for scene in t.scenes.values():
        for chest in P.chest_ids(scene):
            if not chest.startswith("found_"):
                continue
            found_flag = t.flag(P.opened(chest), "the thing sought is found")
            found = [t.fx("give_item", thing), t.fx("set_flag", found_flag)]
            if giver is None:
                found.append(t.fx("set_flag", t.win))
            if boss is not None:
                t.flag(boss, "the guard is beaten")
                t.add(
                    chest,
                    "",
                    t.say(L.CHEST_GUARDED),
                    branches=[{"if_flag": boss, "pages": t.say(L.TREASURE), "effects": found}],
                )
                t.step("Beat {boss}.", boss)
            else:
                t.add(chest, "", t.say(L.TREASURE), found)
    if giver is None or found_flag is None:
        t.step("Find {the_thing}.", t.win)
        return
    t.step("Find {the_thing}.", found_flag)
    handed = {
        "if_item": thing,
        "pages": t.say(L.FIND_BACK),
        "effects": [t.fx("take_item", thing), t.fx("set_flag", t.win)],
    }
    after = {"if_flag": t.win, "pages": t.say(L.RECEIVER_AFTER)}
    hint = [p for p in [key_hint(t)] if p]
    t.asks(
        giver,
        "the quest was given",
        t.say(L.FIND_GIVER) + hint,
        [after, handed],
        t.say(L.GIVER_AGAIN),
        "Talk to {giver}.",
    )
    t.step("Bring {the_thing} to {giver}.", t.win)


def defeat(t: Tale) -> None:
    """The giver asks; the boss falls (twice); back home, the giver hears it is over."""
    giver, beaten = t.actor("giver"), P.boss_beaten(t.plan)
    if giver is None or beaten is None or t.win == beaten:
        giver_asks(t, L.DEFEAT_GIVER)
        t.step("Defeat {boss}.", t.win)
        return
    t.flag(beaten, "the foe is beaten")
    hint = [p for p in [key_hint(t)] if p]
    ends = [
        {"if_flag": t.win, "pages": t.say(L.RECEIVER_AFTER)},
        {"if_flag": beaten, "pages": t.say(L.DEFEAT_BACK), "effects": [t.fx("set_flag", t.win)]},
    ]
    t.asks(giver, "the quest was given", t.say(L.DEFEAT_GIVER) + hint, ends, t.say(L.GIVER_AGAIN), "Talk to {giver}.")
    t.step("Defeat {boss}.", beaten)
    t.step("Tell {giver} in {start}.", t.win)


def deliver(t: Tale) -> None:
    giver, receiver = t.actor("giver"), t.actor("receiver")
    parcel = t.item(t.outline.get("key_item") or "parcel")
    if giver is not None:
        got = t.flag("got_parcel", "the delivery was handed over")
        t.talk(
            giver,
            t.say(L.DELIVER_GIVER),
            [t.fx("give_item", parcel), t.fx("set_flag", got)],
            branches=[{"if_flag": got, "pages": t.say(L.GIVER_AGAIN)}],
        )
        t.step("Fetch {a_thing} from {giver}.", got, 0)
    if receiver is not None:
        t.talk(
            receiver,
            t.say(L.RECEIVER_WAITS),
            branches=[
                {"if_flag": t.win, "pages": t.say(L.RECEIVER_AFTER)},
                {
                    "if_item": parcel,
                    "pages": t.say(L.RECEIVER_GETS),
                    "effects": [t.fx("take_item", parcel), t.fx("set_flag", t.win)],
                },
            ],
        )
    t.step("Bring {the_thing} to {receiver}.", t.win)


def escort(t: Tale) -> None:
    lead = t.actor("escortee")
    copies = t.actors("escortee_copy")
    following = t.flag(P.ESCORTING, "the one to lead follows the hero")
    if t.actor("giver") is not None:
        giver_asks(t, L.ESCORT_GIVER, place=t.scene_name(lead["scene"]) if lead else t.v["start"])
    if lead is None:
        return
    t.talk(lead, t.say(L.LEAD_ASKS), [t.fx("set_flag", following)])
    t.step("Find {escortee}.", following, 0)
    for n, copy in enumerate(copies):
        if n == len(copies) - 1:
            t.talk(
                copy,
                t.say(L.LEAD_HOME),
                [t.fx("set_flag", t.win)],
                branches=[{"if_flag": t.win, "pages": t.say(L.CAPTIVE_AFTER, captive=lead["name"])}],
            )
        else:
            t.talk(copy, t.say(L.LEAD_WALKS, place=t.scene_name(copy["scene"])), [t.fx("heal")])
    t.step("Lead {escortee} to {goal}.", t.win)


def gathered(t: Tale, receiver: dict | None, asks: list[str], done: list[str], more: list[str], step: str) -> None:
    """Things found in chests (several of one thing, or one of each listed thing), counted in any
    order; `receiver` takes them all, and that wins."""
    thing = t.outline.get("treasure") or "star"
    count = int(t.outline.get("count") or 3)
    counter = P.cut(f"{thing}_got", 26)
    taken: list[str] = []
    for sid, scene in t.scenes.items():
        for chest in P.chest_ids(scene):
            one = chest.startswith(f"{thing}_") and chest[len(thing) + 1 :].isdigit()
            if not (one or chest.startswith("get_")) or t.has(chest):
                continue
            item = t.item(thing if one else chest[len("get_") :])
            if item not in taken:
                taken.append(item)
            noun = t.noun(item)
            opened = t.flag(P.opened(chest), "a chest is open")
            found = t.say(L.COLLECT_FOUND, place=t.scene_name(sid), found=noun, a_found=indefinite(noun))
            t.counting(chest, "", found, item, count, counter, [t.fx("set_flag", opened)])
    last = P.cut(f"{counter}_{count}", 32)
    if receiver is not None:
        takes = [t.fx("take_item", i) for i in taken[:3]]
        ends = [
            {"if_flag": t.win, "pages": t.say(L.RECEIVER_AFTER)},
            {"if_flag": last, "pages": t.say(done), "effects": [*takes, t.fx("set_flag", t.win)]},
        ]
        t.asks(receiver, "the task was given", t.say(asks), ends, t.say(more), step)
    t.step("Gather {count} {things}." if len(taken) <= 1 else "Gather everything on the list.", last)


def collect(t: Tale) -> None:
    receiver = t.actor("receiver")
    gathered(t, receiver, L.COLLECT_ASKS, L.COLLECT_DONE, L.COLLECT_MORE, "Hear what {receiver} needs.")
    t.step("Bring it all to {receiver}.", t.win)


def escape(t: Tale) -> None:
    for scene in t.scenes.values():
        way = P.exit_id(scene)
        if way and not t.has(way):
            t.add(way, "", t.say(L.WAY_OUT), [t.fx("set_flag", t.win)])
    t.step("Get out of {start}.", t.outline.get("obstacle_flag") or t.win)
    t.step("Reach the way out in {goal}.", t.win)


def investigate(t: Tale, lines=None) -> None:
    told = bool(P.deed(t.plan)) and lines is None  # "who poisoned the duke": nothing was taken, nothing handed back
    lines = lines or (C.DEED if told else C.CASE)
    giver = t.actor("giver")
    thing = None if told else t.item(t.outline.get("treasure") or "treasure")
    suspects = t.actors("suspect") + t.actors("culprit")
    suspects.sort(key=lambda a: a["id"])
    culprit = t.actor("culprit")
    clues, counter = 3, "clues"
    last = f"{counter}_{clues}"
    where = {a["id"]: t.scene_name(a["scene"]) for a in suspects}
    trait = C.trait(culprit, suspects) if culprit else ""
    lie = "lie" if C.plural_trait(trait) else "lies"
    for scene in sorted(t.scenes.values(), key=lambda s: s["id"]):
        for chest in P.chest_ids(scene):
            if chest.startswith("clue") and culprit is not None:
                opened = t.flag(P.opened(chest), "a clue was found")
                text = t.say(
                    lines["trace"] if chest.endswith("1") else lines["place"],
                    trait=trait,
                    lie=lie,
                    place=where.get(culprit["id"], ""),
                )
                t.counting(chest, "", text, None, clues, counter, [t.fx("set_flag", opened)])
    witness = t.actor("witness")
    if witness is not None and culprit is not None:
        told = t.flag("witness_told", "the witness told what they saw")
        seen = t.say(lines["witness"], trait=trait, place=where.get(culprit["id"], ""))
        t.counting(P.talk(witness["id"]), witness["name"], seen, None, clues, counter, [t.fx("set_flag", told)])
        d = next(d for d in t.dialogue if d["id"] == P.talk(witness["id"]))
        d["branches"].insert(0, {"if_flag": told, "pages": seen})
    for s in suspects:
        said = lines["guilty"] if s is culprit else lines["alibi"]
        t.talk(s, t.say(said, name=s["name"], place=where[s["id"]], trait=trait))
    if giver is not None:
        answers = []
        for s in suspects:
            right = s is culprit
            answers.append(
                {
                    "label": t.pen.name(s["name"]) if len(s["name"]) <= 24 else s["name"][:24],
                    "pages": t.say(lines["right"] if right else lines["wrong"], name=s["name"], trait=trait),
                    "effects": _confessed(t, thing) if right else [],
                }
            )
        done = [
            {"if_flag": t.win, "pages": t.say(lines["closed"])},
            {"if_flag": last, "pages": t.say(lines["ask"]), "choices": answers},
        ]
        t.asks(giver, "the case was given", t.say(lines["given"]), done, t.say(lines["more"]), "Hear {giver} out.")
    t.step("Find three clues.", last)
    t.step(lines["step"], t.win)


def _confessed(t: Tale, thing: str | None) -> list[dict]:
    """What naming the culprit does: the case is won, and what they took, if anything, handed back."""
    return ([t.fx("give_item", thing)] if thing else []) + [t.fx("set_flag", t.win)]


def choose(t: Tale) -> None:
    investigate(t, C.CHOICE)


PLOTS = {
    "rescue": rescue,
    "find": find,
    "defeat": defeat,
    "deliver": deliver,
    "escort": escort,
    "collect": collect,
    "escape": escape,
    "investigate": investigate,
    "choose": choose,
}
