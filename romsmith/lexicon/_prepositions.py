"""The roles said after a preposition (see `_reader`'s step 4): "from X", "against X", "past X" and
"X attack" name foes; "for X", "to X", "with X" and an owner said so are helpers; "in/at/across/...
X" a place; a creature met on the way a foe or a bystander, by what the lexicon's tables say of
its kind; and a place word inside a noun phrase ("a lighthouse mouse")."""

from __future__ import annotations

from dataclasses import dataclass

from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._asides import ASIDES
from romsmith.lexicon._foe_verbs import THEFTS
from romsmith.lexicon._intent import Being
from romsmith.lexicon._roles import _has, _has_place, named_place, place_of, said_name
from romsmith.lexicon._threats import Threats, _hostile_said
from romsmith.lexicon._vocab import (
    ARMIES,
    BANDS,
    COMPANY,
    DETS,
    MODALS,
    PLACE_PREPS,
    PREPS,
    SUBJECT_PRONOUNS,
    WAVES,
)
from romsmith.lexicon._words import (
    _beast,
    _creature,
    _placeish,
    _singular,
    _verb_here_simple,
    _verb_lemma,
    category,
)

# where in a place, not a place ("the top of the tower", "at the bottom of the well")
RELATIVE = frozenset(["top", "bottom", "edge", "middle", "end", "side", "foot", "heart", "centre", "center", "depths"])
_SEARCHES = frozenset(["look", "search", "hunt", "seek", "dig", "fish", "dive", "scour", "forage"])  # ... for X
INTRUSIONS = frozenset(["sneak", "break", "creep", "slip", "infiltrate", "burgle", "raid", "rob", "smuggle"])
CONFINED = frozenset(["locked", "held", "trapped", "imprisoned", "kept", "caged", "chained", "jailed", "captive"])
# a goal that takes back or keeps safe: whoever it is taken from or kept from is a foe
TAKEN_BACK = frozenset(["get back", "win back", "take back", "steal back", "bring back", "rescue", "save", "protect"])
ROBS = frozenset(["steal", "take", "snatch", "grab", "swipe", "kidnap", "abduct"])  # "stole X from Y": Y robbed
TAKINGS = ROBS | THEFTS | {"rob", "loot", "pinch", "nick"}  # a thing taken by force, never given
AT_THE_HERO = frozenset(["her", "him", "them", "you", "us", "me"])  # "to stop her", "hunting her"
RIDDERS = frozenset(["clear", "rid", "purge", "cleanse", "free"])  # "clear the road of bandits"
# what is kept away from someone, who is kept safe: "keep the wolves away from the sheep"
KEPT_AWAY = frozenset(["keep", "drive", "chase", "shoo", "scare", "lure", "lead", "steer", "herd"])
# "X from Y" that parts the hero from Y: Y is missed or left, no foe
PARTED = frozenset(["separated", "apart", "escaped", "came", "comes", "fell", "falls", "strayed", "wandered", "far"])
# what someone does that only marks the time ("before the guests wake up"): no threat unless a foe does it
DEADLINES = frozenset({"leave", "start", "begin", "open", "close", "get", "come", "return", "finish", "complete"})
_NO_DEED = frozenset({"out", "home", "back", "here", "there"})  # where someone comes, or what they learn
_FOE_SIGNS = ("attack", "attacks", "arrives", "arrive")  # "X attack": X is a foe


# kin, children and guests: what they do marks the time ("before his mom calls him in for dinner")
HOUSEHOLD = ("relative.n.01", "child.n.01", "juvenile.n.01", "guest.n.01", "visitor.n.01")


def _household(head: str) -> bool:
    return W.is_a(head, HOUSEHOLD, 1) or W.is_a(_singular(head), HOUSEHOLD, 1)


_LURKING = frozenset({"lurking", "prowling", "stalking", "circling", "patrolling"})  # "with seals lurking"


@dataclass
class _Said:
    """The roles the prepositions add to, and what they must not name again."""

    helpers: list
    opponents: list
    places: list
    bystanders: list
    taken: set  # the goal's objects and the heroes
    verb: str | None  # the goal's verb


def _many_of(member: str, ph) -> Being:
    """The foes a phrase is of, many: "the orc horde" (orcs), "the goblin camp" (goblins)."""
    return Being(kind=member[:40], category=category(member), count=2, hostile=True, words=ph.words[:80])


class Prepositions(Threats):
    def _prepositions(self, helpers, opponents, places, bystanders, heroes, objects, verb) -> None:
        """Every phrase after a preposition (or before "attack") given its role, then the foes
        said in a clause (`_clause_foes`); every foe is hostile."""
        taken = {o.kind for o in objects} | {h.kind for h in heroes}
        said = _Said(helpers, opponents, places, bystanders, taken, verb)
        i = 0
        while i < len(self.w):
            i = self._preposition_at(i, said)
        self._clause_foes(heroes, helpers, opponents)
        for o in opponents:
            o.hostile = True

    def _preposition_at(self, i: int, said: _Said) -> int:
        """The role of the phrase after word i when it is a preposition; the next word to read."""
        w = self.w
        x = w[i]
        if not self.live(i) or (x.en not in PREPS and x.en not in _FOE_SIGNS):
            return i + 1
        if x.en == "of" and i > 0 and w[i - 1].en in COMPANY:  # "a party of three": the heroes' own count
            return i + 1
        if x.en in _FOE_SIGNS:
            ph = self._phrase_before(i)
            if ph is not None and _creature(ph.kind):
                said.opponents.append(self._being(ph, hostile=True))
            return i + 1
        if (x.en == "to" and i + 1 < len(w) and _verb_lemma(w[i + 1].en) and w[i + 1].en not in DETS) and (
            not (X.lookup(w[i + 1].en) and not W.lemma(w[i + 1].en, "v")) and not w[i + 1].cap  # "to Port Wexley"
        ):
            return i + 1
        if x.en in ASIDES and i + 1 < len(w) and w[i + 1].en in SUBJECT_PRONOUNS:
            return i + 1  # "before it reaches Titan": a clause whose doer is read elsewhere, no phrase
        ph, j = self._preposition_object(i)
        if ph is None:
            return j
        return self._preposition_role(i, ph, j, said)

    def _preposition_object(self, i: int):
        """The phrase the preposition at word i governs, past "waves of" and "the top of":
        (phrase, where it ends), or (None, the next word to read)."""
        w = self.w
        main = self.main_at if w[i].en in PLACE_PREPS - {"of"} and self._verb_after_subject(i) else None
        if main is not None and main - 2 > i and w[main - 1].en == "to" and w[main - 2].en in _DUTIES:
            main -= 2  # "a candle in a haunted mansion has to find ...": the mansion, not "mansion has"
        ph, j = self.phrase(i + 1, stop=main)  # "a nurse in London helps": London, not "London helps"
        if ph is None:
            return None, i + 1
        while ph is not None and self._crowd_of(ph) and j < len(w) and w[j].en in ("of", "after"):
            if w[j].en == "after" and j + 1 < len(w) and w[j + 1].en in WAVES:
                j += 2  # "wave after wave of squirrels"
                continue
            ph, j = self.phrase(j + 1)
        if ph is None:
            return None, j
        if ph.head in RELATIVE and j + 1 < len(w) and w[j].en == "of":  # "the top of Mount Korr": the mountain
            ph, j = self.phrase(j + 1)
            if ph is None:
                return None, j
        elif ph.head in RELATIVE:  # "the troll who lives at the top": no place of its own
            return None, max(j, i + 1)
        return self._name_then_kind(ph, j)

    def _name_then_kind(self, ph, j: int):
        """A name said before what it names ("from Grimjaw the anglerfish"): the creature, named so,
        and where it ends; else the phrase as it was."""
        w = self.w
        said = [x for x in w[ph.start : ph.end] if x.en not in DETS]
        if not said or not all(x.cap for x in said) or j + 1 >= len(w) or w[j].en != "the":
            return ph, j
        kind, end = self.phrase(j + 1)
        if kind is None or not _creature(kind.kind) or any(x.cap for x in w[j + 1 : end]):
            return ph, j  # "from Mount Korr the ...", "from Grimjaw the Great": no creature after
        kind.name = " ".join(x.text for x in said)
        kind.words = f"{kind.name} the {kind.words}"
        return kind, end

    def _crowd_of(self, ph) -> bool:
        """Whether a phrase is a crowd said by what it is made of ("waves of squirrels", "a cult of
        shadow scholars"); not the hero's own band ("your crew of bread golems")."""
        own = self.w[ph.start].en in ("your", "our", "my", "his", "her", "their")
        return ph.head in WAVES or (ph.head in BANDS and not own)

    def _preposition_role(self, i: int, ph, j: int, said: _Said) -> int:
        """The role of phrase `ph` (ending at word j) after the preposition at word i; the next word."""
        w, verb = self.w, said.verb
        owner = self._possessive_owner(ph)
        kind = ph.kind
        prep = w[i].en
        foes_before = len(said.opponents)
        if prep == "of" and self._after_goal_object(i) and self.action_hint in ("protect", "rescue"):
            before = self._phrase_before(i)  # not "protect the village of farmers": whose the place is
            prep = prep if before is not None and _placeish(before.kind) else "from"  # "protege sus huevos del zorro"
        if prep == "of" and self._after_goal_object(i) and (verb or "") in RIDDERS:
            prep = "against"  # "clear the old road of bandits": the bandits are driven out
        members = [m for m in kind.split()[:-1] if _creature(m)]
        if self._no_foe_from(i, ph, prep, members, said):
            return max(j, i + 1)
        if self._foe_from(i, ph, prep, owner, members, j, said):
            pass
        elif (placed := self._friend_or_place(i, ph, owner, said)) is not None:
            kind = placed  # a place by its name: "Mount Korr"
        else:
            j = self._met_on_the_way(i, ph, j, owner, said)
        if len(said.opponents) > foes_before and said.opponents[-1].kind == kind:
            j = self._foe_list(j, said.opponents)  # "of bandits, cave trolls and the Bone Witch": each a foe
        return max(j, i + 1)

    def _kept_away_from(self, i: int) -> bool:
        """Whether "away from" at word i follows something kept, chased or driven away ("keep the
        wolves away from the sheep"), not the hero running away ("ran away from the wolves")."""
        w = self.w
        if i < 3 or w[i - 1].en != "away":
            return False
        verb = next((k for k in range(i - 2, max(-1, i - 7), -1) if _verb_lemma(w[k].en) in KEPT_AWAY), None)
        kept, end = self.phrase(verb + 1) if verb is not None else (None, 0)
        # a being kept away, not "keeping well away from the verger's ferret"
        return kept is not None and end == i - 1 and _creature(kept.kind)

    def _no_foe_from(self, i: int, ph, prep: str, members: list, said: _Said) -> bool:
        """Whether "from X" at word i names one parted from, robbed or giving, no foe (its role added)."""
        w, kind = self.w, ph.kind
        parted = prep == "from" and i > 0 and w[i - 1].en in PARTED  # "separated from their mother"
        if parted and (_creature(kind) or not members):  # not "escaped from the spider lair": spiders
            if _creature(kind):
                said.helpers.append(self._being(ph))
            elif _placeish(kind):
                said.places.append(place_of(kind=kind, words=ph.words))  # "escaped from the zoo"
            return True
        if prep == "from" and self._kept_away_from(i) and _creature(kind):
            said.helpers.append(self._being(ph))  # "keep the wolves away from the sheep": the sheep are kept safe
            return True
        if prep == "from" and self._robbed_before(i) and _creature(kind):
            said.helpers.append(self._being(ph))  # "a dragon stole the crown from Queen Elsabet": she was robbed
            return True
        if prep == "from" and self._given_by(i, ph, said.verb):
            said.helpers.append(self._being(ph))  # "flour from the baker, pork from the butcher": they give it
            return True
        return False

    def _their_place(self, ph) -> bool:
        """Whether a phrase names a place by its head, not by a name ("the goblin camp", "the
        wasp empire"; not "Ceres Station", "the kids next door")."""
        said = self.w[ph.start : ph.end]
        where = category(ph.head) == "place" and category(ph.kind) == "place" and ph.head != "door"
        return where and not any(x.cap for x in said)  # (not "next door": where they live, no place of theirs)

    def _foe_from(self, i: int, ph, prep: str, owner, members: list, j: int, said: _Said) -> bool:
        """Whether the phrase after word i is a foe: "from X", "against X", "past X", the owner of
        a place fled or rescued from, "with X hunting her" (the foe added)."""
        x, kind, cat, verb, opponents = self.w[i], ph.kind, category(ph.kind), said.verb, said.opponents
        if prep in ("from", "against") and members and ph.head in WAVES:  # "against the orc horde": orcs
            opponents.append(_many_of(members[-1], ph))
        elif prep in ("from", "against") and members and not _creature(kind) and self._their_place(ph):
            member = members[-1]  # "rescue the princess from the goblin camp": the goblins, in their camp
            robbed = prep == "from" and self._robbed_before(i)  # "who stole the acorns from the squirrel bank"
            if not robbed and not _has(opponents, member):
                opponents.append(_many_of(member, ph))
            if not _has_place(said.places, kind):
                said.places.append(place_of(kind=kind, words=ph.words))
        elif prep in ("from", "against") and members and not _creature(kind):
            opponents.append(self._being(ph, hostile=True))  # "from alien saucers": the saucers
        elif (
            (prep in ("from", "against") and (_creature(kind) or (cat == "unknown" and ph.plural)))
            or (prep == "against" and (_beast(kind) or cat == "unknown"))  # "against a shady pufferfish", "the kaiju"
            or (
                prep in ("from", "against") and ph.head in ARMIES  # "against the iron legion"
            )
            or (
                prep == "past" and _creature(kind)  # "sneak past the sleeping dragon"
            )
        ):
            opponents.append(self._being(ph, hostile=True))
        elif (
            x.en in ("from", "against")
            and ph.name
            and not named_place(ph)
            and (verb or "") in TAKEN_BACK
            and self._after_goal_object(i)  # not "stole the crown from Queen Elsabet, ... get it back"
        ):
            opponents.append(self._being(ph, hostile=True))  # "win your bike back from Big Tam": Tam
        elif prep in ("from", "against") and owner is not None and self._owner_hostile(owner, verb):
            opponents.append(self._being(owner, hostile=True))
            if _placeish(kind):
                said.places.append(place_of(kind=kind, words=ph.words))
        elif x.en == "with" and _creature(kind) and self._hunting_the_hero(j):
            opponents.append(self._being(ph, hostile=True))  # "with her father's guards hunting her": foes
        else:
            return False
        return True

    def _friend_or_place(self, i: int, ph, owner, said: _Said) -> str | None:
        """The kind the phrase after word i is read as when it is a helper ("for X", "to X", "with
        X") or a place (by its name), its owner a foe when the hero is held or intrudes there (the
        role added); None when it is neither."""
        w, x, kind, verb = self.w, self.w[i], ph.kind, said.verb
        if x.en in ("for", "to", "with") and _creature(kind) and kind not in said.taken:
            said.helpers.append(self._being(ph))
            if owner is not None:
                said.helpers.append(self._being(owner))
        elif (
            (x.en in PLACE_PREPS or x.en == "for")
            and not self._named_thing_sought(i, ph)
            and (
                ((ph.cap_unknown or _placeish(kind)) and not _creature(kind))
                or named_place(ph)
                or _boarded(x.en, kind)
                or self._place_surface(x.en, kind)
            )
        ):
            kind = said_name(ph) if named_place(ph) else kind if not ph.cap_unknown else ph.words.split()[-1]
            said.places.append(place_of(kind=kind, words=ph.words))  # "Mount Korr" whole: a mountain
            if owner is not None and _creature(owner.kind):
                jailer = i > 0 and w[i - 1].en in CONFINED  # "locked in the eel queen's dungeon"
                intruded = x.en in ("into", "inside") and (verb or "") in INTRUSIONS | {"steal", "escape"}
                intruded = intruded or (x.en == "into" and i > 0 and _verb_lemma(w[i - 1].en) in INTRUSIONS)
                foe = jailer or intruded  # "sneaks into the shogun's castle": the shogun's
                (said.opponents if foe else said.helpers).append(self._being(owner, hostile=foe))
        else:
            return None
        return kind

    def _named_thing_sought(self, i: int, ph) -> bool:
        """Whether the phrase after "for" at word i is a thing searched for by its name ("hunts for
        the Jade Mask", "searches for the Golden Idol": a mask, an idol), not a place headed for
        ("heads for Avalon")."""
        w = self.w
        sought = w[i].en == "for" and i > 0 and _verb_lemma(w[i - 1].en) in _SEARCHES
        head = ph.words.split()[-1].lower()
        return sought and ph.cap_unknown and W.is_noun(head) and not _placeish(head) and not _creature(head)

    @staticmethod
    def _place_surface(prep: str, kind: str) -> bool:
        """Whether a way across or along something is a place's part ("hops across kitchen counters"):
        a place word before the thing crossed."""
        said = kind.split()
        return prep in ("across", "along", "over") and len(said) > 1 and not _creature(kind) and _placeish(said[0])

    def _met_on_the_way(self, i: int, ph, j: int, owner, said: _Said) -> int:
        """A threat "before X ...", a creature met before or after, an owner, a creature met on
        the way: a foe, a bystander or a helper (added); where the phrase or the threat ends."""
        w, x, kind = self.w, self.w[i], ph.kind
        if x.en in ("before", "until") and self._threat(i + 1) is not None:
            threat, j = self._threat(i + 1)  # "before the gulls get them": a threat
            home = j + 1 < len(w) and w[j + 1].en in _NO_DEED and _verb_lemma(w[j].en) in ("find", "get", "come", "go")
            # "before her parents get home", "before her friends find out"; not "until the tenants move out"
            timed = _verb_lemma(w[j].en) in DEADLINES or home or _household(threat.head)
            deadline = (
                (home or (timed and category(threat.kind) in ("person", "machine")))  # a beast that wakes is a threat
                and X.word_stance(threat.head) != "foe"
            )  # "before his mom calls him in", "before the guests wake up", "before the turtles come back": a time
            awaited = x.en == "until" and _verb_lemma(w[j].en) in ("arrive", "come")  # "until the rangers arrive"
            if awaited and _creature(threat.kind):
                said.helpers.append(self._being(threat))  # help on its way
            elif not deadline:  # not "before the guests wake up", "before the truck leaves"
                said.opponents.append(self._being(threat, hostile=True))
        elif self._sought_after(i):
            pass  # "The wasps are after the royal jelly": the jelly is sought, no creature met
        elif x.en in ("before", "until", "after") and _creature(kind):
            stance = X.word_stance(ph.head)
            (said.opponents if stance == "foe" else said.bystanders).append(self._being(ph, hostile=stance == "foe"))
        elif owner is not None and _creature(owner.kind) and owner.kind not in said.taken:
            said.helpers.append(self._being(owner))
        elif _creature(kind) and kind not in said.taken and x.en not in ("as",):
            foe = X.word_stance(ph.head) == "foe"  # "through the valley of wolves": wolves are foes
            (said.opponents if foe else said.bystanders).append(self._being(ph, hostile=foe))
        return j

    def _sought_after(self, i: int) -> bool:
        """Whether "after" at word i says what someone is after ("The wasps are after the royal
        jelly": the jelly is sought, no creature met)."""
        return self.w[i].en == "after" and i > 0 and self.w[i - 1].en in ("is", "are", "was", "were", "'re", "'s")

    def _verb_after_subject(self, i: int) -> bool:
        """Whether the main verb follows word i, as a verb ("a nurse in London helps ...": not
        "the Candy Caverns", a noun the main-verb guess took)."""
        at = self.main_at
        return at is not None and i < at and not self.w[at].cap and self._mostly_verb(self.w[at].en)

    def _modifier_places(self, places: list) -> None:
        """A place word inside a noun phrase ("a lighthouse mouse", "the village pie contest"); not
        a word of a being's title ("the Ice Witch", "The Hive Queen", "Street Fighter": `_in_title`)."""
        w = self.w
        for k, x in enumerate(w):
            if not self.live(k) or x.punct or k + 1 >= len(w) or w[k + 1].punct:
                continue
            if self._in_title(k):
                continue
            nxt = w[k + 1].en
            entries = [e for e in X.lookup(x.en) if e.kind == "place"]
            if (
                (entries and x.en not in DETS and nxt not in DETS and nxt not in PREPS and not _verb_here_simple(nxt))
                and (X.lookup(nxt) or W.is_noun(nxt))
                and not any(x.en in p.kind.split() for p in places)
            ):
                places.append(place_of(kind=x.en, words=x.text))

    def _in_title(self, k: int) -> bool:
        """Whether word k opens a being's title ("the Ice Witch", "The Hive Queen"); not a place
        named inside a longer one ("The Rain Forest Rangers": the rain forest)."""
        w = self.w
        longer = k > 0 and w[k - 1].cap and w[k - 1].en not in DETS
        return w[k].cap and w[k + 1].cap and not longer and _creature(_singular(w[k + 1].en))

    def _owner_hostile(self, owner, verb: str | None) -> bool:
        """Whose place something is taken from: a foe's, or anyone's when it is rescued, defended,
        escaped or taken back ("from the witch's tower"); not a neighbour's garden a ball is
        fetched from."""
        if owner.kind and X.word_stance(owner.kind.split()[-1]) == "foe":
            return True
        return self.action_hint in ("rescue", "protect", "escape", "defeat") or (verb or "") in (
            "steal", "recover", "reclaim", "retrieve", "take back", "win back", "get back", "bring back"
        )  # fmt: skip

    def _hunting_the_hero(self, j: int) -> bool:
        """Whether words j on are a pursuit of the hero, said as a participle ("hunting her"), or
        a lying in wait ("lurking", "prowling")."""
        w = self.w
        aimed = j + 1 < len(w) and w[j + 1].en in AT_THE_HERO
        lurking = j < len(w) and w[j].en in _LURKING  # "with leopard seals lurking at every crack"
        return lurking or (aimed and w[j].en.endswith("ing") and self._pursues(j))

    def _given_by(self, i: int, ph, verb: str | None) -> bool:
        """Whether the person after "from" at word i gives the thing said right before it, in a
        gathering ("needs three things: flour from the baker"), not one it is taken from by force
        ("steal the jewel from the duke") or got back from ("take it back from the guards")."""
        w = self.w
        if i < 1 or category(ph.kind) != "person" or _hostile_said(ph.words) or self.action_hint != "collect":
            return False
        if X.word_stance(ph.kind) == "foe" or X.word_stance(ph.head) == "foe":
            return False  # "from the pirates of Rum Island"
        before = w[i - 1].en
        if before in ("back", "away", "off", "out"):
            return False  # "get the crown back from the goblin king": he has it
        taken = any(_verb_lemma(x.en) in TAKINGS | {"reclaim", "recover"} for x in w[:i])
        lemma = _verb_lemma(before)
        said_as_verb = before != lemma or (i > 1 and w[i - 2].en in MODALS | {"to", "i", "you", "we", "they"})
        acts = bool(lemma) and W.mostly_verb(lemma) and said_as_verb  # "hides from", "must hide from"
        thing = category(before) in ("food", "thing") and not acts
        return thing and not taken and (verb or "") not in TAKINGS

    def _robbed_before(self, i: int) -> bool:
        """Whether a theft is told in the few words before word i ("stole the Moon Crown from")."""
        w = self.w
        return any(
            self._past(k)
            and _verb_lemma(w[k].en) in ROBS
            and w[k - 1].en not in DETS
            and not self._owns(k - 1)  # "his clan's stolen banner": said of the banner
            and all(x.en != "back" for x in w[k:i])  # "take his banner back from the brothers": the goal
            for k in range(max(1, i - 5), i)
        )

    def _after_goal_object(self, i: int) -> bool:
        """Whether word i comes right after the goal's objects ("... back" too: "win your bike back from")."""
        end = getattr(self, "object_end", -1)
        return end == i or (0 <= end < len(self.w) and self.w[end].en == "back" and end + 1 == i)


# a duty said before the main verb: "has to find", "needs to get"
_DUTIES = frozenset({"has", "have", "had", "needs", "need", "got"})
# what is boarded is a place: "a murder on a night train", "aboard the Orient Express", "in a submarine"
_CRAFT = ("train.n.01", "vessel.n.02", "aircraft.n.01", "spacecraft.n.01", "public_transport.n.01")


def _boarded(prep: str, kind: str) -> bool:
    """Whether the phrase after `prep` is a craft one is on or in, a place of the game ("on a night
    train", "aboard the airship"; not "on a bike")."""
    return prep in ("on", "aboard", "onboard", "inside", "in") and W.is_a(kind.split()[-1], _CRAFT, 2)
