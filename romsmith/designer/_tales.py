"""The story of each archetype: what everyone says, what it sets, what wins. `Tale` keeps the
dialogue, flags, items and quest steps being written; one function per archetype writes its
parts; `locks`, `chests` and `others` fill in what the archetype left."""

from __future__ import annotations

from romsmith.designer import _lines as L
from romsmith.designer import _protocol as P
from romsmith.designer._titles import COUNTS, article, called, plural


class Tale:
    def __init__(self, plan: dict, pen):
        self.plan, self.pen = plan, pen
        self.outline = plan.get("story", {})
        self.cast = plan.get("cast", [])
        self.scenes = {s["id"]: s for s in plan.get("scenes", [])}
        self.dialogue: list[dict] = []
        self.flags: dict[str, str] = {}
        self.items: dict[str, str] = {}
        self.steps: list[tuple[int, str, str]] = []  # (order, text, flag): 0 asked, 1 the way in, 2 the goal
        self.win = self.outline.get("win_flag") or "quest_done"
        self.flag(self.win, "the game is won")
        self.v = self._slots()

    # ---- who and what ----
    def actor(self, part: str) -> dict | None:
        return P.part(self.plan, part)

    def actors(self, part: str) -> list[dict]:
        return P.parts(self.plan, part)

    def scene_name(self, sid: str | None) -> str:
        return self.scenes.get(sid or "", {}).get("name", "the far side")

    def item_name(self, ident: str) -> str:
        return ident.replace("_", " ").title()[: self.pen.limits.name_chars]

    def _slots(self) -> dict:
        goal = next((s for s in self.scenes.values() if P.is_goal(s)), None) or list(self.scenes.values())[-1]
        named = {
            part: called(self.actor(part)) if self.actor(part) else ""
            for part in ("hero", "boss", "giver", "receiver", "captive", "escortee", "keeper")
        }
        thing = self.item_name(self.outline.get("treasure") or self.outline.get("key_item") or "treasure")
        count = int(self.outline.get("count") or 3)
        boss = named["boss"] or "the foe"
        return {
            **{k: v or "someone" for k, v in named.items()},
            "Boss": boss[:1].upper() + boss[1:],
            "thing": thing,
            "a_thing": article(thing),
            "A_thing": article(thing)[:1].upper() + article(thing)[1:],
            "things": plural(thing),
            "key": self.item_name(self.outline.get("key_item") or "key"),
            "count": COUNTS.get(count, str(count)).lower(),
            "start": self.scene_name(self.plan.get("start_scene")),
            "goal": goal.get("name", "the far side"),
            "goal_id": goal.get("id"),
        }

    # ---- writing ----
    def flag(self, ident: str, description: str) -> str:
        self.flags.setdefault(ident, description[:80])
        return ident

    def item(self, ident: str) -> str:
        self.items.setdefault(ident, self.item_name(ident))
        return ident

    def has(self, ident: str) -> bool:
        return any(d["id"] == ident for d in self.dialogue)

    def add(self, ident: str, speaker: str, pages: list[str], effects=(), branches=(), choices=()) -> dict:
        d = {
            "id": ident,
            "speaker": self.pen.name(speaker) if speaker else "",
            "pages": pages,
            "effects": list(effects),
        }
        if branches:
            d["branches"] = list(branches)[:4]
        if choices:
            d["choices"] = list(choices)
        self.dialogue.append(d)
        return d

    def talk(self, actor: dict, pages: list[str], effects=(), branches=(), choices=()) -> dict:
        return self.add(P.talk(actor["id"]), actor["name"], pages, effects, branches, choices)

    def asks(
        self, person: dict, about: str, pages: list[str], branches: list[dict], again: list[str], step: str
    ) -> str:
        """`person` sets the task: the first talk sets their `met_` flag (described by `about`) and
        is the quest's first `step`; a later talk tries `branches` in order, then says `again`."""
        met = self.flag(f"met_{person['id']}"[:32], about)
        self.talk(person, pages, [self.fx("set_flag", met)], branches=[*branches, {"if_flag": met, "pages": again}])
        self.step(step, met, 0)
        return met

    def say(self, options: list[str], **extra) -> list[str]:
        return self.pen.say(options, **{**self.v, **extra})

    def step(self, text: str, flag: str, order: int = 2) -> None:
        if flag not in [f for _o, _t, f in self.steps]:
            self.steps.append((order, self.pen.pick([text], **self.v), flag))

    @staticmethod
    def fx(op: str, ident: str = "") -> dict:
        return {"op": op, "id": ident}

    # ---- the parts every archetype may have ----
    def locks(self) -> None:
        guardian = next((a for a in self.cast if a["id"] == "guardian"), None)
        keeper = self.actor("keeper")
        for sid, scene in self.scenes.items():
            flag = P.locked_flag(scene)
            if not flag or self.has(P.lock_talk(flag)):
                continue
            self.flag(flag, "the way in is open")
            where = self.scene_name(sid)
            if guardian is not None and self.outline.get("obstacle_flag") == flag:
                self.add(P.lock_talk(flag), "", self.say(L.GUARDED, guard=guardian["name"], place=where))
                self.step("Beat {guard} at the gate.".replace("{guard}", guardian["name"]), flag, 1)
                continue
            key = self.outline.get("key_item") or "key"
            if self.outline.get("archetype") == "deliver" and keeper is not None:
                self.add(P.lock_talk(flag), "", self.say(L.KEPT, keeper=keeper["name"], place=where))
                continue
            self.item(key)
            self.add(
                P.lock_talk(flag),
                "",
                self.say(L.LOCKED, place=where),
                branches=[
                    {
                        "if_item": key,
                        "pages": self.say(L.UNLOCK, place=where),
                        "effects": [self.fx("set_flag", flag), self.fx("take_item", key)],
                    }
                ],
            )
            self.step("Open the way to {place}.".replace("{place}", where), flag, 1)

    def chests(self) -> None:
        for sid, scene in self.scenes.items():
            for chest in P.chest_ids(scene):
                if self.has(chest):
                    continue
                opened = self.flag(P.opened(chest), "a chest is open")
                if chest.startswith("gift_"):
                    gift = self.item(chest[len("gift_") :])
                    a_gift = article(self.item_name(gift))
                    found = self.say(
                        L.GIFT,
                        gift=self.item_name(gift),
                        a_gift=a_gift,
                        A_gift=a_gift[:1].upper() + a_gift[1:],
                        place=self.scene_name(sid),
                    )
                    self.add(
                        chest, "", found, [self.fx("give_item", gift), self.fx("set_flag", opened), self.fx("heal")]
                    )
                elif chest == "key_chest":
                    key = self.item(self.outline.get("key_item") or "key")
                    found = self.say(L.KEY_CHEST, place=self.scene_name(sid))
                    self.add(chest, "", found, [self.fx("give_item", key), self.fx("set_flag", opened)])
                    self.step("Find the {key}.", opened, 1)
                else:
                    self.add(
                        chest,
                        "",
                        self.say(L.EMPTY_CHEST, place=self.scene_name(sid)),
                        [self.fx("set_flag", opened), self.fx("heal"), self.fx("save")],
                    )

    def others(self) -> None:
        """Everyone planned who has nothing to say yet: keepers, helpers, friends."""
        for a in self.cast:
            if a.get("role") != "npc" or self.has(P.talk(a["id"])):
                continue
            part = a.get("part", "")
            if part == "keeper":
                self._keeper(a)
            elif part == "helper":  # heals and is a save point
                self.talk(a, self.say(L.HEAL, place=self.scene_name(a["scene"])), [self.fx("heal"), self.fx("save")])
            else:
                self.talk(a, self.say(L.FRIEND, name=a["name"], place=self.scene_name(a["scene"])))

    def _keeper(self, a: dict) -> None:
        key = self.outline.get("key_item") or "key"
        if self.outline.get("archetype") == "deliver":
            lock = self.outline.get("obstacle_flag") or "way_open"
            self.flag(lock, "the way in is open")
            self.talk(
                a,
                self.say(L.KEEPER_WAITS),
                branches=[
                    {"if_flag": lock, "pages": self.say(L.KEEPER_DONE)},
                    {"if_item": key, "pages": self.say(L.KEEPER_LETS), "effects": [self.fx("set_flag", lock)]},
                ],
            )
            self.step(
                "Show {thing} to {keeper}.".replace("{thing}", self.v["a_thing"]).replace("{keeper}", a["name"]), lock
            )
            return
        self.item(key)
        given = self.flag(f"{a['id']}_gave"[:32], "the key was handed over")
        self.talk(
            a,
            self.say(L.KEEPER_GIVES),
            [self.fx("give_item", key), self.fx("set_flag", given)],
            branches=[{"if_flag": given, "pages": self.say(L.KEEPER_DONE)}],
        )
        self.step("Ask {name} for help.".replace("{name}", a["name"]), given, 1)

    def counting(
        self, ident: str, speaker: str, found: list[str], thing: str | None, count: int, counter: str, extra=()
    ) -> None:
        """A source of one of `count` things: its default sets the first counter flag, a branch
        per count already reached sets the next, so any order adds up."""
        flags = [self.flag(f"{counter}_{k}"[:32], f"{k} found") for k in range(1, count + 1)]
        give = [self.fx("give_item", thing)] if thing else []
        branches = [
            {"if_flag": flags[k - 1], "pages": found, "effects": [*give, self.fx("set_flag", flags[k]), *extra]}
            for k in range(count - 1, 0, -1)
        ]
        self.add(ident, speaker, found, [*give, self.fx("set_flag", flags[0]), *extra], branches)

    def ensure_win(self) -> None:
        """A plan another director wrote may lack the parts the archetype needs: then beating its
        boss wins, else talking to someone in its last scene does."""
        sets = {
            e.get("id") for d in self.dialogue for part in [d, *d.get("branches", [])] for e in part.get("effects", [])
        }
        sets |= {
            e.get("id")
            for d in self.dialogue
            for part in [d, *d.get("branches", [])]
            for c in part.get("choices", [])
            for e in c.get("effects", [])
        }
        if self.win in sets or self.outline.get("archetype") == "defeat":
            return
        boss = next((a for a in self.cast if a.get("role") == "boss"), None)
        if boss is not None:
            old = self.win
            self.flags.pop(old, None)
            self.win = self.flag(P.beaten(boss["id"]), "the boss is beaten")
            self.steps = [(o, t, self.win if f == old else f) for o, t, f in self.steps]
            return
        last = list(self.scenes)[-1] if self.scenes else None
        npcs = [a for a in self.cast if a.get("role") == "npc"]
        who = next((a for a in npcs if a.get("scene") == last), None) or (npcs[-1] if npcs else None)
        if who is None:
            return
        self.dialogue = [d for d in self.dialogue if d["id"] != P.talk(who["id"])]
        self.talk(who, self.say(L.CAPTIVE_FOUND, captive=who["name"]), [self.fx("set_flag", self.win)])

    def finale(self) -> None:
        """A boss's taunt for its entrance, and the ending: a beat, a last word, a fade to black."""
        for boss in (a for a in self.cast if a.get("role") == "boss"):
            if boss.get("scene") != self.plan.get("start_scene"):
                self.add(P.taunt(boss["id"]), boss["name"], self.say(L.TAUNT))
        self.add(P.ENDING, "", self.say(L.ENDING))

    def result(self) -> dict:
        # the quest's own steps in the order they happen, the win always last
        final = next((t for _o, t, f in self.steps if f == self.win), None) or self.outline.get("goal") or "Win."
        ordered = sorted(self.steps, key=lambda s: s[0])  # stable: written order within each stage
        steps = [{"text": t, "flag": f} for _o, t, f in ordered if f != self.win][-7:]
        steps.append({"text": self.pen.pick([final], **self.v), "flag": self.win})
        for s in steps:
            s["text"] = self.pen.pages(s["text"])[0]
        name = self.pen.pick(L.QUEST_NAMES.get(self.outline.get("archetype") or "find", ["The Quest"]), **self.v)
        return {
            "dialogue": self.dialogue,
            "flags": [{"id": k, "description": v} for k, v in self.flags.items()],
            "items": [
                {"id": k, "name": v, "description": self.say(L.ITEM_TEXT, thing=v)[0]} for k, v in self.items.items()
            ],
            "quests": [{"id": "main_quest", "name": name[: self.pen.limits.title_chars], "steps": steps[:8]}],
            "win": {
                "ending": [
                    {"op": "wait", "frames": 40},
                    {"op": "face", "actor": "player", "facing": "down"},
                    {"op": "say", "dialogue": P.ENDING},
                    {"op": "fade_out", "frames": 60},
                ],
                "flag": self.win,
                "text": self.pen.pages(
                    self.pen.pick(L.WIN.get(self.outline.get("archetype") or "find", L.WIN["find"]), **self.v)
                )[0],
            },
        }


# ---- the archetypes ----


def _giver(t: Tale, lines: list[str], **extra) -> None:
    giver = t.actor("giver")
    if giver is None or t.has(P.talk(giver["id"])):
        return
    hint = _key_hint(t)
    pages = t.say(lines, **extra) + ([hint] if hint else [])
    t.asks(giver, "the quest was given", pages, [], t.say(L.GIVER_AGAIN, **extra), "Talk to {giver}.")


def _key_hint(t: Tale) -> str | None:
    for sid, scene in t.scenes.items():
        if "key_chest" in P.chest_ids(scene):
            return t.say(L.KEY_HINT, place=t.scene_name(sid))[0]
    keeper = t.actor("keeper")
    if keeper is not None:
        return t.say(L.KEEPER_HINT, keeper=keeper["name"], place=t.scene_name(keeper["scene"]))[0]
    return None


def rescue(t: Tale) -> None:
    _giver(t, L.RESCUE_GIVER)
    captive = t.actor("captive")
    boss = t.actor("boss")
    if captive is None:
        return
    if boss is not None:
        beaten = t.flag(P.beaten(boss["id"]), "the captor is beaten")
        t.talk(
            captive,
            t.say(L.CAPTIVE_HELP),
            branches=[
                {"if_flag": t.win, "pages": t.say(L.CAPTIVE_AFTER)},
                {"if_flag": beaten, "pages": t.say(L.CAPTIVE_FREED), "effects": [t.fx("set_flag", t.win)]},
            ],
        )
        t.step("Beat {boss}.", beaten)
    else:
        t.talk(
            captive,
            t.say(L.CAPTIVE_FOUND),
            [t.fx("set_flag", t.win)],
            branches=[{"if_flag": t.win, "pages": t.say(L.CAPTIVE_AFTER)}],
        )
    t.step("Free {captive}.", t.win)


def find(t: Tale) -> None:
    _giver(t, L.FIND_GIVER)
    thing = t.item(t.outline.get("treasure") or "treasure")
    boss = t.actor("boss")
    for scene in t.scenes.values():
        for chest in P.chest_ids(scene):
            if chest.startswith("found_"):
                opened = t.flag(P.opened(chest), "the treasure chest is open")
                found = [t.fx("give_item", thing), t.fx("set_flag", opened), t.fx("set_flag", t.win)]
                if boss is not None:
                    beaten = t.flag(P.beaten(boss["id"]), "the guard is beaten")
                    t.add(
                        chest,
                        "",
                        t.say(L.CHEST_GUARDED),
                        branches=[{"if_flag": beaten, "pages": t.say(L.TREASURE), "effects": found}],
                    )
                    t.step("Beat {boss}.", beaten)
                else:
                    t.add(chest, "", t.say(L.TREASURE), found)
    t.step("Find the {thing}.", t.win)


def defeat(t: Tale) -> None:
    _giver(t, L.DEFEAT_GIVER)
    t.step("Defeat {boss}.", t.win)


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
    t.step("Bring {a_thing} to {receiver}.", t.win)


def escort(t: Tale) -> None:
    lead = t.actor("escortee")
    copies = t.actors("escortee_copy")
    following = t.flag(P.ESCORTING, "the one to lead follows the hero")
    if t.actor("giver") is not None:
        _giver(t, L.ESCORT_GIVER, place=t.scene_name(lead["scene"]) if lead else t.v["start"])
    if lead is None:
        return
    t.talk(lead, t.say(L.LEAD_ASKS), [t.fx("set_flag", following)])
    t.step("Find {escortee}.", following, 0)
    for n, copy in enumerate(copies):
        last = n == len(copies) - 1
        if last:
            t.talk(
                copy,
                t.say(L.LEAD_HOME),
                [t.fx("set_flag", t.win)],
                branches=[{"if_flag": t.win, "pages": t.say(L.CAPTIVE_AFTER)}],
            )
        else:
            t.talk(copy, t.say(L.LEAD_WALKS, place=t.scene_name(copy["scene"])), [t.fx("heal")])
    t.step("Lead {escortee} to {goal}.", t.win)


def collect(t: Tale) -> None:
    thing = t.item(t.outline.get("treasure") or "star")
    count = int(t.outline.get("count") or 3)
    counter = f"{thing}_got"[:26]
    receiver = t.actor("receiver")
    for sid, scene in t.scenes.items():
        for chest in P.chest_ids(scene):
            if chest.startswith(thing) and chest != "key_chest":
                opened = t.flag(P.opened(chest), "a chest is open")
                t.counting(
                    chest,
                    "",
                    t.say(L.COLLECT_FOUND, place=t.scene_name(sid)),
                    thing,
                    count,
                    counter,
                    [t.fx("set_flag", opened)],
                )
    last = f"{counter}_{count}"[:32]
    if receiver is not None:
        asks = t.say(L.COLLECT_ASKS)
        done = [
            {"if_flag": t.win, "pages": t.say(L.RECEIVER_AFTER)},
            {
                "if_flag": last,
                "pages": t.say(L.COLLECT_DONE),
                "effects": [t.fx("take_item", thing), t.fx("set_flag", t.win)],
            },
        ]
        t.asks(receiver, "the list was given", asks, done, t.say(L.COLLECT_MORE), "Hear what {receiver} needs.")
    t.step("Gather {count} {things}.", last)
    t.step("Bring the {things} to {receiver}.", t.win)


def escape(t: Tale) -> None:
    for scene in t.scenes.values():
        way = P.exit_id(scene)
        if way and not t.has(way):
            t.add(way, "", t.say(L.WAY_OUT), [t.fx("set_flag", t.win)])
    t.step("Get out of {start}.", t.outline.get("obstacle_flag") or t.win)
    t.step("Reach the way out in {goal}.", t.win)


def investigate(t: Tale) -> None:
    giver = t.actor("giver")
    thing = t.item(t.outline.get("treasure") or "treasure")
    suspects = t.actors("suspect") + t.actors("culprit")
    suspects.sort(key=lambda a: a["id"])
    culprit = t.actor("culprit")
    clues = 3
    counter = "clues"
    last = f"{counter}_{clues}"
    where = {a["id"]: t.scene_name(a["scene"]) for a in suspects}
    trait = L.trait(culprit, suspects) if culprit else ""
    for _n, scene in enumerate(sorted(t.scenes.values(), key=lambda s: s["id"])):
        for chest in P.chest_ids(scene):
            if chest.startswith("clue") and culprit is not None:
                opened = t.flag(P.opened(chest), "a clue was found")
                text = t.say(
                    L.CLUE_TRACE if chest.endswith("1") else L.CLUE_PLACE,
                    trait=trait,
                    place=where.get(culprit["id"], ""),
                )
                t.counting(chest, "", text, None, clues, counter, [t.fx("set_flag", opened)])
    witness = t.actor("witness")
    if witness is not None and culprit is not None:
        told = t.flag("witness_told", "the witness told what they saw")
        seen = t.say(L.WITNESS, trait=trait, place=where.get(culprit["id"], ""))
        t.counting(P.talk(witness["id"]), witness["name"], seen, None, clues, counter, [t.fx("set_flag", told)])
        d = next(d for d in t.dialogue if d["id"] == P.talk(witness["id"]))
        d["branches"].insert(0, {"if_flag": told, "pages": seen})
    for s in suspects:
        lines = L.SUSPECT_GUILTY if s is culprit else L.SUSPECT_ALIBI
        t.talk(s, t.say(lines, name=s["name"], place=where[s["id"]], trait=trait))
    if giver is not None:
        answers = []
        for s in suspects:
            right = s is culprit
            answers.append(
                {
                    "label": t.pen.name(s["name"]) if len(s["name"]) <= 24 else s["name"][:24],
                    "pages": t.say(L.ACCUSE_RIGHT if right else L.ACCUSE_WRONG, name=s["name"], trait=trait),
                    "effects": [t.fx("give_item", thing), t.fx("set_flag", t.win)] if right else [],
                }
            )
        given = t.say(L.CASE_GIVEN)
        done = [
            {"if_flag": t.win, "pages": t.say(L.CASE_CLOSED)},
            {"if_flag": last, "pages": t.say(L.CASE_ASK), "choices": answers},
        ]
        t.asks(giver, "the case was given", given, done, t.say(L.CASE_MORE), "Hear the case from {giver}.")
    t.step("Find three clues.", last)
    t.step("Name the one who took the {thing}.", t.win)
