"""The goal's action (`_action`: "find", "defeat", "rescue", ... from the goal's verb and its
objects, else from a verb WordNet puts near it) and what the words around the goal's objects
say of them: the beings a thrown thing is aimed at, the things a colon lists, whom one is parted
from, where a move with no object is bound, whom an escape is from, a band fought, and an idea
said as a noun whose last word is its goal ("zombie shooter")."""

from __future__ import annotations

import re

from romsmith.lexicon import _goals as G
from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._intent import Being, Thing
from romsmith.lexicon._prepositions import Prepositions
from romsmith.lexicon._roles import _has, being_of, named_place, thing_of
from romsmith.lexicon._threats import _hostile_said
from romsmith.lexicon._vocab import (
    ACTION,
    ARMIES,
    COMPANY,
    COUNTS,
    DETS,
    HOSTILE_VERBS,
    MOVES,
    PURPOSE_ONLY,
    WAVES,
)
from romsmith.lexicon._words import (
    _beast,
    _creature,
    _fold,
    _placeish,
    _singular,
    _verb_lemma,
    category,
    ing_form,
    is_craft,
)

# an idea said as a noun whose last word is its goal: word -> (action, verb, what the first words are)
NOUN_GOALS = {
    "shooter": ("defeat", "shoot", "foe"),
    "survival": ("escape", "survive", "foe"),
    "hunt": ("defeat", "hunt", "foe"),
    "slayer": ("defeat", "slay", "foe"),
    "defense": ("protect", "defend", "thing"),
    "defence": ("protect", "defend", "thing"),
    "heist": ("find", "steal", "thing"),
    "rescue": ("rescue", "rescue", "thing"),
    "hunting": ("find", "hunt", "thing"),
}
THROWS = frozenset(["shoot", "throw", "fire", "hurl", "fling", "toss", "launch", "lob", "blast", "spit"])
# blows that fight the being they are struck at ("sink the pirate fleet", "crush the robot convoy")
STRIKES = frozenset(
    {"sink", "crush", "hit", "smash", "punch", "kick", "bonk", "squash", "stomp", "whack", "torpedo", "bomb"}
    | {"topple", "overpower", "dethrone", "depose", "ambush", "pummel", "thrash", "wallop", "tag", "knock"}
)
HELD_CAPTIVE = frozenset(["hostage", "captive", "prisoner", "prisoners", "ransom"])  # "holds the rain hostage"
# how a helped one is helped somewhere: "help the lost penguin get back to the south pole"
DIGS = frozenset(["dig", "burrow", "tunnel"])  # ways through the earth: "digs to the center of the earth"
_GOING = frozenset(["get", "go", "come", "return", "reach", "travel", "head", "make", "find", "fly", "swim", "sail"])


# "find out" in a deadline's clause is someone else's ("get it back before the crows find out")
_FOUND_OUT = re.compile(r"\b(find|finds|found) out\b")
_DEADLINE_BEFORE = re.compile(r"\b(before|until|unless|or|if|in case)\s+(\S+\s+){0,4}$")


def _finding_out(text: str) -> bool:
    """Whether the idea's deed is finding something out: "find out" said, not in a deadline."""
    # (only the few words before each: a deadline's word is at most five words back)
    return any(
        _DEADLINE_BEFORE.search(text[max(0, m.start() - 80) : m.start()]) is None for m in _FOUND_OUT.finditer(text)
    )


def _crop(kind: str) -> bool:
    """Whether a thing is picked as a crop is: a plant or food by its first senses (berries,
    flowers, apples), not a partner, a side or a lock."""
    return bool({"plant", "food"} & set(W.categories(_singular(kind.split()[-1]), 2)))


class GoalAction(Prepositions):
    def _action(self, verb: str | None, objects: list[Thing]) -> str:
        """The goal's action, from its verb and its objects ("other" when there is no verb)."""
        if verb is None:
            return "other"
        text = _fold(self.idea)
        asks = (
            r"(^|\b(out|discover|discovers|learn|learns|uncover|uncovers|guess|guesses|pick|picks|solve|solves|know))"
        )
        if _finding_out(text) or re.search(asks + r" who (stole|took|locked|did)\b", text):
            return "investigate"  # not "catch the aliens who stole the cheese"
        if (verb == "save" and re.search(r"\bsaves? (the|a|an|his|her|their|its) \w+( \w+)? from\b", text)) and (
            objects and objects[0].category not in ("person", "animal")
        ):
            return "protect"
        action = ACTION.get(verb)
        if verb == "wake up" and not objects:
            return "other"  # "the dinosaur skeletons wake up": nobody is woken
        if getattr(self, "way_to", False) and action in (None, "other") and objects:
            return "reach"  # "bounce his way to the big off switch": a way made to a place or a thing
        if verb in THROWS and objects and all(_creature(o.kind) or _hostile_said(o.words) for o in objects):
            return "defeat"  # "throws snowballs at the evil snowmen": the snowmen are fought
        crowd = objects and objects[0].kind.split()[-1] in ARMIES | WAVES | {"convoy", "gang", "fleet"}
        if verb in STRIKES and objects and (_creature(objects[0].kind) or crowd or _hostile_said(objects[0].words)):
            return "defeat"  # "sink the pirate fleet", "hit the tyrant": a blow struck at a being is a fight
        end = getattr(self, "object_end", None)
        going = end is not None and end < len(self.w) and ing_form(self.w[end].en) and _verb_lemma(self.w[end].en)
        if verb == "get" and going and objects and not _creature(objects[0].kind):
            return "fix"  # "get the lighthouse shining again", "get the old mill running"
        if action == "find" and verb == "get" and objects and objects[0].category == "place":
            return "reach"
        end = getattr(self, "object_end", None)
        onward = end is not None and end + 1 < len(self.w) and self.w[end].en == "to" and not self.w[end + 1].punct
        if verb == "get" and onward and objects and objects[0].category in ("thing", "food", "unknown"):
            return "deliver"  # "get the crown to the coronation", "get the mail to the keeper"
        if verb == "pick" and objects and _crop(objects[0].kind):
            return "collect"  # "picking blackberries", "pick the wild flowers": a crop gathered, not a choice
        if verb == "make" and objects and _singular(objects[0].kind.split()[-1]) == "friend":
            return "tame"  # "make one friend", "make a new friend": someone won over, as "make friends"
        if verb == "hold" and self._held_ground(objects):
            return "protect"  # "hold the saloon against masked bandits", "Hold the reactor for ten turns"
        if verb == "walk" and objects and (objects[0].category == "place" or _placeish(objects[0].kind)):
            return "reach"  # "walk back to base": a place reached, nobody walked
        if verb == "get out" and objects and (_creature(objects[0].kind) or objects[0].kind in ("animal", "creature")):
            return "rescue"  # "get every animal out before the tent comes down"
        if (
            verb in ("bring", "take")
            and "home" in text.split()
            and objects
            and objects[0].category in ("person", "animal")
        ):
            return "escort"
        if action is None:
            for archetype, cues in G.ARCHETYPES.items():
                if verb in cues.split("|"):
                    return archetype
            return _kin_action(verb)
        return action

    def _held_ground(self, objects: list[Thing]) -> bool:
        """Whether "hold" keeps its object against someone: a place held ("hold the trench"), or
        anything held against a foe or for a time ("holds the sky against the iron wasps"); not
        one held hostage, nor a tournament held."""
        w, end = self.w, getattr(self, "object_end", None)
        after = w[end].en if end is not None and end < len(w) else ""
        if not objects or _creature(objects[0].kind) or after in HELD_CAPTIVE:
            return False
        for_a_time = after == "for" and end + 1 < len(w) and (w[end + 1].en in COUNTS or w[end + 1].en.isdigit())
        return (
            objects[0].category == "place" or _placeish(objects[0].kind) or after in ("against", "until") or for_a_time
        )

    def _aimed_at(self, verb: str | None, at: int | None):
        """The beings a thrown or shot thing is aimed at, after "at" at word `at` ("throws snowballs
        at the evil snowmen"), or None."""
        w = self.w
        if verb not in THROWS or at is None or at + 1 >= len(w) or w[at].en != "at":
            return None
        ph, _ = self.phrase(at + 1)
        aimed = ph is not None and (_creature(ph.kind) or ph.head in WAVES | ARMIES or is_craft(ph.head))
        return ph if aimed else None  # "fires flares at ghost ships": the ships, and who sails them

    def _colon_list(self, at: int | None) -> list[Thing]:
        """The things a colon lists after word `at`, in the same sentence ("...: flour from the
        baker, pork from the butcher and chives"), each without where it comes from; else []."""
        w = self.w
        k = at
        while k is not None and k < len(w) and w[k].text != ":" and not (w[k].punct and w[k].text in ".;!?"):
            k += 1
        if k is None or k >= len(w) or w[k].text != ":":
            return []
        out, k = [], k + 1
        while k < len(w) and len(out) < 6:
            if w[k].punct and w[k].text in ".;!?":
                break
            if w[k].punct or w[k].en in ("and", "or") or not self.live(k):
                k += 1
                continue
            ph, j = self.phrase(k)
            if ph is None:
                return []  # no list of things: "...: the mayor must act"
            out.append(thing_of(ph))
            k = max(j, k + 1)
            while k < len(w) and not w[k].punct and w[k].en not in ("and", "or"):
                k += 1  # "from the baker": where it comes from
        return out if len(out) >= 2 else []

    def _parted_from(self, at: int | None):
        """The creature after "from" at word `at` ("... separated from their mother"), or None."""
        w = self.w
        if at is None or at + 1 >= len(w) or w[at].en != "from":
            return None
        ph, _ = self.phrase(at + 1)
        return ph if ph is not None and _creature(ph.kind) else None

    def _bound_for(self, at: int | None, verb: str | None, action: str):
        """Where a way of moving said with no object is bound: the place after "to" in its clause
        ("hops across the road to the pond"), or None."""
        w = self.w
        if at is None or not verb or not (verb in MOVES | DIGS or W.is_motion(verb)):
            return None
        straight = at + 1 < len(w) and w[at + 1].en == "to"  # "digs to the center of the earth", "runs to the cabin"
        runs = (action == "escape" and verb in MOVES) or (action == "find" and verb in DIGS)  # not "escape to"
        if action not in ("other", "reach") and not (straight and runs):
            return None
        for k in range(at + 1, min(len(w) - 1, at + 10)):
            if w[k].punct or w[k].en in ("and", "while", "where", "who", "so", "but", "then"):
                return None
            if w[k].en == "to":
                if k + 2 < len(w) and self._bare_verb(k + 1) and w[k + 2].en in DETS:
                    return None  # "sneak past the dog to get a drink": what for, no place
                ph, _ = self.phrase(k + 1)
                placed = (
                    ph is not None and not _creature(ph.kind) and category(ph.kind) in ("place", "thing", "unknown")
                )
                return ph if placed else None  # (a waterhole is a thing to WordNet, and still where one goes)
        return None

    def _escaped_from(self, objects: list, opponents: list) -> list[Being]:
        """Whom the hero escapes: a creature escaped ("escapes the hungry farmer"), or the one
        whose place it is, said after "of" ("the volcano lair of Doctor Magmus")."""
        found = [being_of(o, hostile=True) for o in objects if o.category in X.BEINGS and not _has(opponents, o.kind)]
        end, w = getattr(self, "object_end", None), self.w
        if objects and end is not None and end + 1 < len(w) and w[end].en == "of" and w[end + 1].en != "the":
            owner, _ = self.phrase(end + 1)  # "of Doctor Magmus", not "of the old mill"
            said = owner is not None and (owner.name or w[end + 1].cap) and _creature(owner.kind)
            if said and not named_place(owner) and not _has(opponents, owner.kind):
                found.append(self._being(owner, hostile=True))
        return found

    def _fought_band(self, o: Thing, verb: str | None) -> bool:
        """Whether a goal's object beaten is a foe though the tables call it no being: a band ("the
        Blackwater Gang", "the moth swarm"), a beast WordNet knows first as a thing ("chase the
        moles"), or a name fought ("drive the Silence out", "take down the Syndicate")."""
        if o.category == "place":
            return False
        head = o.kind.split()[-1] if o.kind else ""
        return head in WAVES | ARMIES or _beast(o.kind) or (_by_name(o.words) and (verb or "") in _FOUGHT)

    def _noun_goal(self, hero: Being, objects: list, opponents: list):
        """An idea said as a noun, its goal's word last ("zombie shooter", "werewolf survival", "a
        jewel thief heist"): (heroes, (action, verb)), its first words the foes or the object."""
        words = hero.kind.split()
        if len(words) < 2 or words[-1] not in NOUN_GOALS:
            return None
        action, verb, role = NOUN_GOALS[words[-1]]
        rest = words[:-1]
        if not W.is_noun(rest[-1].split("-")[-1]) or _adjective_only(rest[-1]):
            return None  # "top-down shooter", "vertical shooter": how it plays, no foe
        heroes = [Being(kind="player", category="person")]
        if len(rest) > 1 and category(rest[-1]) == "person":  # "a jewel thief heist": the thief
            heroes = [Being(kind=rest[-1][:40], category="person", words=rest[-1][:80])]
            rest = rest[:-1]
        kind = " ".join(rest)
        if role == "foe":
            opponents.append(Being(kind=kind[:40], category=category(kind), count=2, hostile=True, words=kind[:80]))
        if action != "escape":  # what is survived is no object
            objects.append(Thing(kind=kind, category=category(kind), words=kind))
        return heroes, (action, verb)


def _adjective_only(word: str) -> bool:
    """A word WordNet knows as an adjective and not as a noun ("top-down", "vertical")."""
    return bool(W.lemma(word, "a")) and not W.lemma(word, "n")


# verbs whose meaning is plain enough to stand for a verb WordNet says is near it ("liberate" frees,
# "exterminate" kills); not ones of many senses ("carry" a vote, "walk" through, "serve" a king)
KIN_TARGETS = frozenset(
    [
        "free",
        "rescue",
        "save",
        "cure",
        "heal",
        "kill",
        "destroy",
        "blast",
        "beat",
        "defeat",
        "fight",
        "attack",
        "capture",
        "catch",
        "trap",
        "repair",
        "fix",
        "mend",
        "restore",
        "make",
        "build",
        "cook",
        "bake",
        "craft",
        "recover",
        "retrieve",
        "find",
        "search",
        "steal",
        "deliver",
        "bring",
        "collect",
        "gather",
        "harvest",
        "protect",
        "defend",
        "guard",
        "tame",
        "train",
        "befriend",
        "escape",
        "flee",
        "investigate",
        "solve",
        "discover",
    ]
)


# what a goal says only as a count of things it then lists ("three things: flour, pork and chives")
_GENERIC_THINGS = frozenset(
    ["thing", "item", "ingredient", "part", "piece", "object", "component", "supply", "material"]
)


def _happened(said: str) -> bool:
    """A lone past participle after "get": what befalls the hero ("gets lost", "gets separated")."""
    lemma = _verb_lemma(said.lower()) if said and " " not in said else None
    return lemma is not None and lemma != said.lower()


# verbs whose named object is a foe however the tables file it ("drive the Silence out", "topple
# the Syndicate"); not those whose object is a thing ("destroy the Death Star", "stop the Flood")
_FOUGHT = HOSTILE_VERBS - {"destroy", "stop", "shoot", "blast", "zap", "trap", "scare", "track", "chase"}


def _by_name(words: str) -> bool:
    """Whether a role's words call it by a name: a capital past its article ("the Lich King",
    "the Silence"; not "The dragon")."""
    return any(t[:1].isupper() for t in words.split() if t.lower() not in DETS)


def _going(verb: str | None) -> bool:
    """Whether a goal's verb takes someone somewhere ("get back", "fly", "return")."""
    said = (verb or "").split()
    return bool(said) and (said[0] in _GOING or " ".join(said) in MOVES)


def _members_of(o: Thing) -> Thing:
    """A band said by its members ("the poacher gang", "the orc horde") stands for them, many; any
    other thing, and a band named so ("the Vulture gang"), is itself."""
    members = [m for m in o.kind.split()[:-1] if _creature(m)]
    if o.kind.split()[-1] not in WAVES | ARMIES | COMPANY or not members:
        return o
    if any(t[:1].isupper() and t.lower() == members[-1] for t in o.words.split()):
        return o  # "the Vulture gang" is a gang's name, not vultures
    return Thing(kind=members[-1], category=category(members[-1]), count=max(o.count or 1, 2), words=o.words)


def _kin_action(verb: str) -> str:
    """The action of the first verb WordNet puts near one no table knows, else "other"."""
    if verb in PURPOSE_ONLY:
        return "other"  # "survive five nights": no goal of its own, though one sense overcomes
    near = next((v for v in W.verb_kin(verb, senses=2) if v in KIN_TARGETS and v in ACTION), None)
    return ACTION[near] if near else "other"
