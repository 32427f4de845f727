"""The story being written: `Tale` keeps the dialogue, flags, items and quest steps, and writes
the parts every game shares: the locks and what opens them (a key, a keeper, a favour, a
guardian), the chests, the people with nothing else to say, the win and the ending. What each
goal adds is in `_plots` (the archetypes) and `_acts` (protect, tame, catch, fix, make, win a
contest, reach). Text is in sentence case; things are called as English calls them ("some
milk", "the iron key"); each character is "she", "he" or "they" as its sprite is drawn."""

from __future__ import annotations

import re

from romsmith.designer import _lines as L
from romsmith.designer import _protocol as P
from romsmith.designer import _steps as S
from romsmith.designer._casting import look, resolve_sprites
from romsmith.designer._names import fit
from romsmith.designer._titles import COUNTS, called, plural
from romsmith.lexicon import gender, indefinite, is_mass, pronoun


class Tale:
    def __init__(self, plan: dict, pen, sprites: list = ()):
        self.plan, self.pen = plan, pen
        self.outline = plan.get("story", {})
        self.cast = plan.get("cast", [])
        self.scenes = {s["id"]: s for s in plan.get("scenes", [])}
        self.dialogue: list[dict] = []
        self.flags: dict[str, str] = {}
        self.items: dict[str, str] = {}
        self.steps: list[tuple[int, str, str]] = []  # (order, text, flag): 0 asked, 1 the way in, 2 the goal
        self.keys = S.keys(plan)
        self.side_quests: list[dict] = []  # quests nobody needs to win (`_side`)
        drawn = resolve_sprites(self.cast, list(sprites)) if sprites else {}
        # as the sprite is drawn; a writer that sees no sprites goes by the name's title and the kind
        self.gender = {
            a["id"]: look(drawn[a["id"]]).gender
            if a["id"] in drawn
            else gender(f"{a.get('name', '')} {a.get('concept', '')}")
            for a in self.cast
        }
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
        """An item's name as the item list shows it ("Iron Key")."""
        return fit(ident.replace("_", " ").title(), self.pen.limits.name_chars)

    def noun(self, ident: str) -> str:
        """An item as the text calls it: a common noun, in lower case ("iron key")."""
        for name, key_name in self.keys.values():
            if name == ident:
                return key_name.lower()
        return ident.replace("_", " ").lower()

    def them(self, actor: dict | None, word: str = "them") -> str:
        """she, her, he, him... by the actor's gender; its name where the gender is not known
        (one character is never "they")."""
        known = self.gender.get(actor["id"], "any") if actor else "any"
        if known == "any" and actor is not None:
            return called(actor) + ("'s" if word == "their" else "")
        return pronoun(word, known)

    def _slots(self) -> dict:
        goal = next((s for s in self.scenes.values() if P.is_goal(s)), None) or list(self.scenes.values())[-1]
        parts = ("hero", "boss", "giver", "receiver", "captive", "escortee", "keeper", "wild", "runner", "companion")
        named = {part: called(self.actor(part)) if self.actor(part) else "" for part in parts}
        thing = self.noun(self.outline.get("treasure") or self.outline.get("key_item") or "treasure")
        count = int(self.outline.get("count") or 3)
        boss = named["boss"] or "the foe"
        pronouns = {
            f"{part}_{word}": self.them(self.actor(part), word)
            for part in ("hero", "captive", "escortee", "receiver", "wild", "runner")
            for word in ("they", "them", "their")
        }
        return {
            **{k: v or "someone" for k, v in named.items()},
            **pronouns,
            "Boss": boss[:1].upper() + boss[1:],
            "thing": thing,
            "a_thing": indefinite(thing),
            "the_thing": f"the {thing}",
            "things": thing if is_mass(thing) else plural(thing),
            "key": self.noun(self.outline.get("key_item") or "key"),
            "count": COUNTS.get(count, str(count)).lower(),
            "start": self.scene_name(self.plan.get("start_scene")),
            "goal": goal.get("name", "the far side"),
            "goal_id": goal.get("id"),
            "deed": P.deed(self.plan),  # "poisoned the duke": a mystery of no theft (`_lines_case.DEED`)
        }

    # ---- writing ----
    def flag(self, ident: str, description: str) -> str:
        self.flags.setdefault(ident, description[:80])
        return ident

    def item(self, ident: str, name: str | None = None) -> str:
        self.items.setdefault(ident, (name or self.item_name(ident))[: self.pen.limits.name_chars])
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
        if not speaker:
            self.voice(d, L.NARRATOR)
        return d

    def talk(self, actor: dict, pages: list[str], effects=(), branches=(), choices=()) -> dict:
        d = self.add(P.talk(actor["id"]), actor["name"], pages, effects, branches, choices)
        self.voice(d, L.VOICES.get(str(actor.get("concept") or ""), L.VOICE))
        return d

    def voice(self, d: dict, voice: tuple[list[str], list[str]]) -> None:
        """Every part of a dialogue in its speaker's voice: an opening and a closing word of its
        own, or none (`_lines.VOICES`), kept within the pages the text box has."""
        opens, closes = voice
        for part in [
            d,
            *d.get("branches", []),
            *(c for b in [d, *d.get("branches", [])] for c in b.get("choices", [])),
        ]:
            if not part.get("pages"):
                continue
            text = " ".join(part["pages"])
            first = self.pen.rng.choice(["", "", *_fresh(opens, self.v, text)])
            last = self.pen.rng.choice(["", "", *_fresh(closes, self.v, text)])
            whole = " ".join(x for x in (first, text, last) if x)
            said = self.pen.pages(whole)
            if len(said) <= len(part["pages"]) + 1 and len(" ".join(said).split()) == len(whole.split()):
                part["pages"] = said  # nothing cut: the text box holds it all

    def asks(
        self, person: dict, about: str, pages: list[str], branches: list[dict], again: list[str], step: str
    ) -> str:
        """`person` sets the task: the first talk sets their `met_` flag (described by `about`) and
        is the quest's first `step`; a later talk tries `branches` in order, then says `again`."""
        met = self.flag(P.cut(f"met_{person['id']}", 32), about)
        self.talk(person, pages, [self.fx("set_flag", met)], branches=[*branches, {"if_flag": met, "pages": again}])
        self.step(step, met, 0)
        return met

    def say(self, options: list[str], **extra) -> list[str]:
        return self.pen.say(options, **{**self.v, **extra})

    def step(self, text: str, flag: str, order: int = 2, **extra) -> None:
        if flag not in [f for _o, _t, f in self.steps]:
            self.steps.append((order, self.pen.pick([text], **{**self.v, **extra}), flag))

    @staticmethod
    def fx(op: str, ident: str = "") -> dict:
        return {"op": op, "id": ident}

    # ---- the parts every game may have ----
    def locks(self) -> None:
        for sid, scene in self.scenes.items():
            flag = P.locked_flag(scene)
            if not flag or self.has(P.lock_talk(flag)):
                continue
            self.flag(flag, "the way in is open")
            where = self.scene_name(sid)
            guardian = self._guardian(flag)
            if guardian is not None:
                self.add(P.lock_talk(flag), "", self.say(L.GUARDED, guard=guardian["name"], place=where))
                self.step("Beat {guard} at the gate.", flag, 1, guard=guardian["name"])
                continue
            keeper = next((a for a in self.cast if a["id"] == "keeper"), None)
            if (
                keeper is not None
                and self.outline.get("archetype") == "deliver"
                and flag == self.outline.get("obstacle_flag")
            ):
                self.add(P.lock_talk(flag), "", self.say(L.KEPT, keeper=keeper["name"], place=where))
                continue
            key, name = self.key_of(flag)
            self.item(key, name)
            self.add(
                P.lock_talk(flag),
                "",
                self.say(L.LOCKED, place=where, key=name.lower()),
                branches=[
                    {
                        "if_item": key,
                        "pages": self.say(L.UNLOCK, place=where, key=name.lower()),
                        "effects": [self.fx("set_flag", flag), self.fx("take_item", key)],
                    }
                ],
            )
            self.step("Open the way to {place}.", flag, 1, place=where)

    def key_of(self, flag: str) -> tuple[str, str]:
        """The key item of a lock: the plan's key names (`_steps.keys`), else the outline's key."""
        if flag in self.keys:
            return self.keys[flag]
        key = self.outline.get("key_item") or "key"
        return key, self.item_name(key)

    def _guardian(self, flag: str) -> dict | None:
        for a in self.cast:
            if a["id"] == f"guardian_{flag}" or (a["id"] == "guardian" and self.outline.get("obstacle_flag") == flag):
                return a
        return None

    def chests(self) -> None:
        flags = [P.locked_flag(s) for s in self.scenes.values() if P.locked_flag(s)]
        for sid, scene in self.scenes.items():
            for chest in P.chest_ids(scene):
                if self.has(chest):
                    continue
                opened = self.flag(P.opened(chest), "a chest is open")
                where = self.scene_name(sid)
                favour = P.favour_of(chest, flags)
                lock = next((f for f in flags if chest == P.key_chest(f)), None)
                if chest.startswith("gift_"):
                    gift = self.item(chest[len("gift_") :])
                    noun = self.noun(gift)
                    self.add(
                        chest,
                        "",
                        self.say(L.GIFT, gift=noun, a_gift=indefinite(noun), place=where),
                        [self.fx("give_item", gift), self.fx("set_flag", opened), self.fx("heal")],
                    )
                elif chest == "key_chest" or lock is not None:
                    key, name = self.key_of(lock) if lock else self.key_of(self.outline.get("obstacle_flag") or "")
                    self.item(key, name)
                    found = self.say(L.KEY_CHEST, place=where, key=name.lower())
                    effects = [self.fx("give_item", key), self.fx("set_flag", opened)]
                    teller = next((a for a in self.cast if lock and a["id"] == f"keeper_{lock}"), None)
                    if teller is None:
                        self.add(chest, "", found, effects)
                    else:  # the keeper by the gate says where: it opens once they have told
                        told = self.flag(P.asked(teller["id"]), "a keeper told where the key is")
                        self.add(
                            chest,
                            "",
                            self.say(L.FAVOUR_SHUT, place=where),
                            branches=[{"if_flag": told, "pages": found, "effects": effects}],
                        )
                    self.step("Find the {key}.", opened, 1, key=name.lower())
                elif favour is not None:  # it opens for one who knows whose it is: the keeper asks first
                    wanted = self.item(favour[1])
                    noun = self.noun(wanted)
                    keeper = f"keeper_{favour[0]}"
                    asked = P.got(keeper) if favour[2] else P.asked(keeper)
                    asked = self.flag(asked, "a keeper asked for a favour")
                    self.add(
                        chest,
                        "",
                        self.say(L.FAVOUR_SHUT, place=where),
                        branches=[
                            {
                                "if_flag": asked,
                                "pages": self.say(L.FAVOUR_FOUND, place=where, wanted=noun, a_wanted=indefinite(noun)),
                                "effects": [self.fx("give_item", wanted), self.fx("set_flag", opened)],
                            }
                        ],
                    )
                elif chest.startswith("rest_"):
                    self.add(
                        chest,
                        "",
                        self.say(L.EMPTY_CHEST, place=where),
                        [self.fx("set_flag", opened), self.fx("heal"), self.fx("save")],
                    )

    def others(self) -> None:
        """Everyone planned who has nothing to say yet: keepers, helpers, friends."""
        for a in self.cast:
            if a.get("role") != "npc" or self.has(P.talk(a["id"])):
                continue
            part = a.get("part", "")
            where = self.scene_name(a["scene"])
            if part == "keeper":
                self._keeper(a)
            elif part == "helper":  # heals and is a save point
                self.talk(a, self.say(L.HEAL, place=where), [self.fx("heal"), self.fx("save")])
            elif part == "companion":
                joined = self.flag(P.TOGETHER, "the hero's companion goes along")
                self.talk(a, self.say(L.COMPANION, name=a["name"], place=where), [self.fx("set_flag", joined)])
            elif part == "companion_copy":
                self.talk(a, self.say(L.COMPANION_ON, name=a["name"], place=where), [self.fx("heal")])
            else:
                self.talk(a, self.say(L.FRIEND, name=a["name"], place=where))

    def _keeper(self, a: dict) -> None:
        if self.outline.get("archetype") == "deliver" and a["id"] == "keeper":
            lock = self.outline.get("obstacle_flag") or "way_open"
            self.flag(lock, "the way in is open")
            parcel = self.outline.get("key_item") or "parcel"
            self.talk(
                a,
                self.say(L.KEEPER_WAITS),
                branches=[
                    {"if_flag": lock, "pages": self.say(L.KEEPER_DONE, place=self.v["goal"])},
                    {"if_item": parcel, "pages": self.say(L.KEEPER_LETS), "effects": [self.fx("set_flag", lock)]},
                ],
            )
            self.step("Show {a_thing} to {keeper}.", lock, keeper=a["name"])
            return
        flag = P.keeper_of(a["id"], self.plan)
        key, name = self.key_of(flag)
        self.item(key, name)
        place = self.scene_name(self.locked_scene(flag))
        favours = self._favours(flag)
        if not favours:
            chest = next((c for s in self.scenes.values() for c in P.chest_ids(s) if c == P.key_chest(flag)), None)
            if chest is not None:  # the key lies in a chest: the keeper only tells where, and hands nothing over
                told = self.flag(P.asked(a["id"]), "a keeper told where the key is")
                far = self.scene_name(self.chest_scene(chest))
                self.talk(
                    a,
                    self.say(L.KEEPER_TELLS, key=name.lower(), place=place, far=far),
                    [self.fx("set_flag", told)],
                    branches=[{"if_item": key, "pages": self.say(L.KEEPER_DONE, place=place)}],
                )
                self.step("Ask {name} about the {key}.", told, 1, name=a["name"], key=name.lower())
                return
        given = self.flag(P.cut(f"{a['id']}_gave", 32), "the key was handed over")
        if not favours:
            self.talk(
                a,
                self.say(L.KEEPER_GIVES, key=name.lower(), place=place),
                [self.fx("give_item", key), self.fx("set_flag", given)],
                branches=[{"if_flag": given, "pages": self.say(L.KEEPER_DONE, place=place)}],
            )
            self.step("Ask {name} for the {key}.", given, 1, name=a["name"], key=name.lower())
            return
        asked = self.flag(P.asked(a["id"]), "a keeper asked for a favour")
        slots = {"key": name.lower(), "place": place}
        for chest, wanted, second in favours:
            noun = self.noun(wanted)
            far = self.scene_name(self.chest_scene(chest))
            slots.update(
                {f"{'then' if second else ''}wanted": noun, f"a_{'then' if second else ''}wanted": indefinite(noun)}
            )
            slots[f"{'then' if second else ''}far"] = far
        first = favours[0][1]
        done = [self.fx("give_item", key), self.fx("set_flag", given)]
        branches = [{"if_flag": given, "pages": self.say(L.KEEPER_DONE, place=place)}]
        if len(favours) > 1:
            got = self.flag(P.got(a["id"]), "the first thing asked for was brought")
            then = favours[1][1]
            branches += [
                {
                    "if_item": then,
                    "pages": self.say(L.FAVOUR_DONE, **{**slots, "wanted": slots["thenwanted"]}),
                    "effects": [self.fx("take_item", then), *done],
                },
                {"if_flag": got, "pages": self.say(L.FAVOUR_AGAIN, **slots)},
                {
                    "if_item": first,
                    "pages": self.say(L.FAVOUR_MORE, **slots),
                    "effects": [self.fx("take_item", first), self.fx("set_flag", got)],
                },
            ]
            self.step("Bring {a_thenwanted} to {name}.", got, 1, name=a["name"], **slots)
        else:
            branches.append(
                {
                    "if_item": first,
                    "pages": self.say(L.FAVOUR_DONE, **slots),
                    "effects": [self.fx("take_item", first), *done],
                }
            )
        self.talk(a, self.say(L.FAVOUR_ASKS, **slots), [self.fx("set_flag", asked)], branches=branches)
        self.step("Bring {a_wanted} to {name}.", asked if len(favours) > 1 else given, 1, name=a["name"], **slots)

    def _favours(self, flag: str) -> list[tuple[str, str, bool]]:
        """The favour chests of a lock: (chest, item, second), the first thing asked for first."""
        found = []
        for scene in self.scenes.values():
            for chest in P.chest_ids(scene):
                got = P.favour_of(chest, [flag])
                if got:
                    found.append((chest, got[1], got[2]))
        return sorted(found, key=lambda f: f[2])

    def chest_scene(self, chest: str) -> str | None:
        return next((sid for sid, s in self.scenes.items() if chest in P.chest_ids(s)), None)

    def locked_scene(self, flag: str) -> str | None:
        return next((sid for sid, s in self.scenes.items() if P.locked_flag(s) == flag), None)

    def cast_flags(self) -> None:
        """The flags the cast writer gives actors (`_cast`): bosses' defeats, waves, the one who
        goes along, the one who runs."""
        for a in self.cast:
            if a.get("role") == "boss":
                self.flag(P.beaten(a["id"]), f"{a['name']} is beaten")
        waves = sorted({int(a["id"].split("_")[1]) for a in self.cast if a["id"].startswith("wave_")})
        alarm = [0] if waves and P.action(self.plan) == "protect" else []
        for w in [*alarm, *waves]:
            self.flag(P.wave(w), "the foes' next wave comes" if w == 0 else f"wave {w} is beaten")
        if self.actors("escortee") or self.actors("captive"):
            self.flag(P.ESCORTING, "someone goes along with the hero")
        if self.actors("companion"):
            self.flag(P.TOGETHER, "the hero's companion goes along")
        for n in range(1, len(self.actors("runner"))):
            self.flag(P.ran(n), "it ran on")

    def counting(
        self, ident: str, speaker: str, found: list[str], thing: str | None, count: int, counter: str, extra=()
    ) -> None:
        """A source of one of `count` things: its default sets the first counter flag, a branch
        per count already reached sets the next, so any order adds up."""
        flags = [self.flag(P.cut(f"{counter}_{k}", 32), f"{k} found") for k in range(1, count + 1)]
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
        if self.win in sets or self.win == P.boss_beaten(self.plan):
            return
        boss = P.final_boss(self.plan)
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
        for boss in (a for a in self.cast if a.get("role") == "boss" and a.get("part") != "boss_again"):
            if boss.get("scene") != self.plan.get("start_scene"):
                self.add(P.taunt(boss["id"]), boss["name"], self.say(L.TAUNT))
        self.add(P.ENDING, "", self.say(L.ENDING))

    def result(self) -> dict:
        # the quest's own steps in the order they happen, the win always last
        final = next((t for _o, t, f in self.steps if f == self.win), None) or self.outline.get("goal") or "Win."
        ordered = sorted(self.steps, key=lambda s: s[0])  # stable: written order within each stage
        steps = [{"text": t, "flag": f} for _o, t, f in ordered if f != self.win][-7:]
        steps.append({"text": final, "flag": self.win})
        for s in steps:
            s["text"] = self.pen.pages(s["text"])[0]
        how = P.telling(self.plan)
        names = L.QUEST_NAMES.get(how) or L.QUEST_NAMES.get(self.outline.get("archetype") or "find", ["The Quest"])
        name = self.pen.pick(names, **self.v)
        wins = L.WIN.get(how) or L.WIN.get(self.outline.get("archetype") or "find", L.WIN["find"])
        return {
            "dialogue": self.dialogue,
            "flags": [{"id": k, "description": v} for k, v in self.flags.items()],
            "items": [
                {"id": k, "name": v, "description": self.say(L.ITEM_TEXT, item=v.lower())[0]}
                for k, v in self.items.items()
            ],
            "quests": [
                {"id": "main_quest", "name": name[: self.pen.limits.title_chars], "steps": steps[:8]},
                *self.side_quests,
            ],
            "win": {
                "ending": [
                    {"op": "wait", "frames": 40},
                    {"op": "face", "actor": "player", "facing": "down"},
                    {"op": "say", "dialogue": P.ENDING},
                    {"op": "fade_out", "frames": 60},
                ],
                "flag": self.win,
                "text": self.pen.pages(self.pen.pick((wins, L.WIN_CLOSE), **self.v))[0],
            },
        }


def giver_asks(t: Tale, lines: list[str], **extra) -> None:
    """The quest giver's first words (with a hint of where the first key is), then theirs again."""
    giver = t.actor("giver")
    if giver is None or t.has(P.talk(giver["id"])):
        return
    hint = key_hint(t)
    pages = t.say(lines, **extra) + ([hint] if hint else [])
    t.asks(giver, "the quest was given", pages, [], t.say(L.GIVER_AGAIN, **extra), "Talk to {giver}.")


def key_hint(t: Tale) -> str | None:
    for sid, scene in t.scenes.items():
        chests = P.chest_ids(scene)
        if "key_chest" in chests or any(c.startswith("chest_") for c in chests):
            return t.say(L.KEY_HINT, place=t.scene_name(sid))[0]
    keeper = t.actor("keeper")
    if keeper is not None:
        return t.say(L.KEEPER_HINT, keeper=keeper["name"], place=t.scene_name(keeper["scene"]))[0]
    return None


def _fresh(options: list[str], values: dict, text: str) -> list[str]:
    """The openings or closings that say no word `text` says already ("Joly nods." after "Joly
    leaves it be."), filled in."""
    seen = set(re.findall(r"[a-z]{3,}", text.lower()))
    said = [o.format(**values) for o in options]
    return [o for o in said if not set(re.findall(r"[a-z]{3,}", o.lower())) & seen]
