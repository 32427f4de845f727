"""The goal's objects: the things the goal's verb acts on, up to where their list ends ("dig
tunnels, dodge moles, find 3 lost earrings"), with the places among them, their owners as
helpers or foes ("break the witch's curse"), and what a search is for ("searches the junkyard
for a new battery"). See `_pronouns` for an object said as "it" or "them"."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._intent import CULPRIT, Thing
from romsmith.lexicon._phrases import Phrase
from romsmith.lexicon._pronouns import Pronouns
from romsmith.lexicon._roles import _has_place, named_place, place_of, thing_of
from romsmith.lexicon._verb_forms import OBJECT_PRONOUNS
from romsmith.lexicon._vocab import (
    ACTION,
    DETS,
    HOSTILE_VERBS,
    PARTICLES,
    PREPS,
    QUANTITIES,
    REPELLED,
    SUBJECT_PRONOUNS,
    TIME_OF,
    WAVES,
)
from romsmith.lexicon._words import _creature, _placeish, _verb_here_simple, _verb_lemma, category

_WHEN_LEADS = frozenset({"at", "every", "each", "all", "by", "in", "during", "under"})
MALICE = frozenset(["curse", "spell", "hex", "plot", "trap", "minion", "henchman", "henchmen", "army", "lair"])

_KIN_SAID = frozenset({"his", "her", "their", "my", "your", "our", "its"})  # whose owner is the hero's own


WAYS_ALONG = frozenset({"across", "through", "up", "down", "into", "over", "along", "past"})  # "its way up the tower"


# what follows a verb's -ing form that says how it is done, not what it is done to
_HOW_AFTER = frozenset({"well", "away", "out", "up", "back", "off", "down", "around", "along", "past", "quietly"})


# a case said by its name, "the mystery of the missing cheese": it is about what follows "of"
CASES = frozenset({"mystery", "case", "riddle", "puzzle"})
# the verbs a deed asked about is said with before its own ("who keeps stealing", "who has been leaving")
_DEED_AUX = frozenset({"keeps", "kept", "is", "was", "has", "have", "had", "been", "did", "does"})
# words that end a deed asked about: what follows says where, when or why, or another clause
_DEED_ENDS = (PREPS - {"of"}) | {"and", "but", "so", "or", "while", "when", "before", "after", "because", "until"}


class Objects(Pronouns):
    """The things the goal's verb acts on."""

    def _objects(self, at: int, verb: str | None, places: list, helpers: list, opponents: list) -> list[Thing]:
        """The things the goal's verb at word `at` acts on ("dig tunnels, dodge moles, find 3 lost
        earrings": the earrings), up to where their list ends (kept as `object_end`); the places
        among them also go to `places`, and their owners to `helpers` or `opponents`."""
        w = self.w
        i = at + 1 + (1 if verb and " " in verb else 0)
        while i < len(w) and not self.live(i):
            i += 1  # "find, before the moon sets, the white stag"
        if i < len(w) and w[i].en == "home" and verb in ("get", "go", "come", "return", "get back", "head"):
            self.object_end = i + 1  # "needs to get home before the moon rises": home is where
            there, end = self.phrase(i + 2) if i + 2 < len(w) and w[i + 1].en == "to" else (None, 0)
            if there is not None and not _creature(there.kind):  # "to get home to the sunflower planet"
                self.object_end = end
                if not _has_place(places, there.kind):
                    places.append(place_of(kind=there.kind, words=there.words))
                return [Thing(kind=there.kind, category="place", words=there.words)]
            return [Thing(kind="home", category="place", words=w[i].text)]
        i = self._object_after_links(i, verb)
        asked = self._asked_object(i, verb)
        if asked is not None:  # "work out which guest poisoned the innkeeper", "find out who stole it"
            self.object_end = i + 2
            return [asked]
        if i < len(w) and w[i].en in ("what", "why") and self._asks(verb):  # "choose what he writes": none
            self.object_end = i + 1
            return []
        found: list[Thing] = []
        meant = self._antecedent(i) or self._named_before(i)
        if meant is not None:  # "when the moon goes dark, ... relight it": the moon
            found.append(thing_of(meant))
            self.object_end = i + 1 + (w[i].en == "all")
            return found
        while i < len(w) and self.live(i):
            ph, j = self.phrase(i)
            if ph is None:
                break
            ph, j = self._object_many_of(ph, j)
            owner = self._possessive_owner(ph)
            if owner is None and self._owns(j - 1) and j < len(w) and self.live(j) and not w[j].punct:
                thing, after = self.phrase(j)  # "Mrs. Okafor's wedding ring": a name's phrase ends at the name
                if thing is not None:
                    owner, ph, j = ph, thing, after
            led = self._way_object(ph, j)
            if led is None:
                break  # "find a way out before the torches burn out": no object
            ph, j = led
            said_to_be = self._said_to_be(ph, j, found)
            if said_to_be:  # "her client, a talking parrot, didn't steal ...": the client, said again
                named = any(x[:1].isupper() for x in found[-1].words.split())  # "Fenwick, a retired clockmaker"
                if not named and not _creature(found[-1].kind) and _creature(ph.kind):
                    found[-1] = thing_of(ph, counted=True)  # "the new toy, a scary-looking dinosaur"
                self.object_end = j
                break
            if not self._aside(ph, j, found):  # not "lucky," in "lucky, moth-eaten fishing jumper"
                found.append(thing_of(ph, counted=True))
            if owner is not None:
                hostile = self._object_owner_is_foe(at, verb, owner, ph)
                being = self._being(owner, hostile)
                (opponents if hostile else helpers).append(being)
            if self._place_object(ph, verb):
                places.append(place_of(kind=ph.kind, words=ph.words))
            i = j
            if self.lead is not None and i == self.lead[1]:
                break  # "in search of the golden carrot, a rabbit ...": the side clause ends the list
            nxt = self._next_object(at, i)
            if nxt is None:
                break
            i = nxt
        self.object_end = self._object_sought_for(i, verb, found, places, helpers)
        return found

    def _object_after_links(self, i: int, verb: str | None) -> int:
        """Where the goal's object starts, past the particle or preposition at word i that the
        verb takes before it ("look for", "escape from", "race to", "take care of")."""
        w = self.w
        while (
            i < len(w)
            and (w[i].en in PARTICLES or w[i].en in ("to",))
            and not (i + 1 < len(w) and w[i + 1].en in ("the",) and w[i].en == "to")
        ):
            i += 1
        if (
            i < len(w)
            and w[i].en in ("for", "with")
            and verb in ("look", "search", "hunt", "hope", "wait", "dig", "fish", "dive")
        ):
            i += 1
        if i < len(w) and w[i].en in ("from", "out") and verb in ("escape", "flee", "break", "get away", "run away"):
            i += 1 + (i + 1 < len(w) and w[i + 1].en == "of")  # "escapes from the scientist's lair": the lair
        elif i < len(w) and w[i].en == "of" and verb in ("get out", "break out", "run out", "climb out", "sneak out"):
            i += 1  # "get out of the science lab": the lab
        if (
            i < len(w)
            and w[i].en == "to"
            and (ACTION.get(verb or "") == "reach" or (verb, w[i - 1].en) == ("get", "back") or verb == "get")
        ):
            i += 1  # "race to the top of the mountain": where the goal is reached
        if i < len(w) and w[i].en in ("of", "with") and verb in ("take care", "make friends"):
            i += 1  # "takes care of the baby elephant", "make friends with the villagers"
        return i

    def _object_many_of(self, ph: Phrase, j: int) -> tuple[Phrase, int]:
        """The many creatures or things a wave or a quantity ending at word j is of, else the phrase."""
        w = self.w
        if ph.kind in CASES and j + 1 < len(w) and w[j].en == "of":  # "solve the mystery of the missing cheese"
            ph2, j2 = self.phrase(j + 1)
            if ph2 is not None and ph2.head not in CASES:
                return ph2, j2
        if ph.head in WAVES | QUANTITIES and j + 1 < len(w) and w[j].en == "of":  # "shoot down waves of robot bees"
            ph2, j2 = self.phrase(j + 1)
            many = ph2 is not None and (ph2.plural or ph2.head.endswith("s"))  # "mutant weeds"
            if ph2 is not None and (_creature(ph2.kind) or many):  # not "the cat invasion of the barn"
                ph, j = ph2, j2
                ph.plural = True
        return ph, j

    def _way_object(self, ph: Phrase, j: int) -> tuple[Phrase, int] | None:
        """What a way ending at word j leads to or out of, else the phrase itself; None for a way
        out of where the hero is. Sets `way_out` when the way leads out."""
        w = self.w
        if ph.kind not in ("way", "way back", "way home"):  # "find its way back to the nest": the nest
            return ph, j
        if j < len(w) and w[j].en in ("back", "home") and j + 1 < len(w) and w[j + 1].en == "to":
            j += 1
        if j + 2 < len(w) and w[j].en == "out" and w[j + 1].en == "of":
            j += 1  # "find its way out of the old theater": the theater, escaped
            self.way_out = True
        elif j < len(w) and w[j].en == "out" and ph.kind == "way":
            self.way_out = "here"  # "find a way out before the torches burn out": out of where it is
            return None
        if self._to_do(j):
            return ph, j  # "fight their way back to challenge their uncle": a purpose, read as one
        if j < len(w) and w[j].en in ("for", "to", "of"):
            ph2, j2 = self.phrase(j + 1)
            if ph2 is not None:
                ph, j = ph2, j2
                self.way_to = True
        elif j < len(w) and w[j].en in WAYS_ALONG:  # "hop her way across the pond to the lily": the lily
            along, j2 = self.phrase(j + 1)
            onto, j3 = self.phrase(j2 + 1) if along is not None and j2 < len(w) and w[j2].en == "to" else (None, j2)
            if along is not None:
                ph, j = onto or along, j3
                self.way_to = True
        return ph, j

    def _object_owner_is_foe(self, at: int, verb: str | None, owner: Phrase, ph: Phrase) -> bool:
        """Whether the owner of an object of the goal's verb at word `at` is against the hero."""
        w = self.w
        back = at + 1 < len(w) and w[at + 1].en == "back"  # "steal back their father's sword": his own
        hostile = (verb in ("escape", "flee", "steal", "leave") or (verb or "") in HOSTILE_VERBS) and (
            not back or X.word_stance(owner.head) == "foe"
        )
        fought = ACTION.get(verb or "") == "defeat" or (at + 1 < len(w) and f"{verb} {w[at + 1].en}" in REPELLED)
        kin = any(w[k].en in _KIN_SAID for k in (owner.start - 1, owner.start) if k >= 0)  # "his father's enemies"
        if fought and not back and not kin:
            return True  # "fights off the ringmaster's clockwork beasts": he leads them
        return hostile or ph.head in MALICE  # "break the witch's curse": hers

    @staticmethod
    def _place_object(ph: Phrase, verb: str | None) -> bool:
        """Whether an object is a place: one by its kind or name, or a place-like one that is
        escaped, searched or defended."""
        return bool(
            category(ph.kind) == "place"
            or named_place(ph)
            or (
                verb in ("escape", "flee", "search", "explore", "defend", "protect", "guard", "reclaim", "leave")
                and _placeish(ph.kind)
                and not _creature(ph.kind)  # "escapes the dragon": a monster first, though a constellation too
            )
        )

    def _participle_at(self, k: int) -> bool:
        """Whether word k is a verb's -ing form followed by an adverb or a particle ("keeping well
        away", "sneaking past"): a clause of how, no object."""
        w = self.w
        x = w[k].en
        lemma = _verb_lemma(x)
        return x.endswith("ing") and lemma not in (None, x) and k + 1 < len(w) and w[k + 1].en in _HOW_AFTER

    def _next_object(self, at: int, i: int) -> int | None:
        """Where the next object of the list starts after the one ending at word i ("and", "or",
        a comma); None where the list ends there, or where the next deed or clause starts."""
        w = self.w
        if not (i < len(w) and (w[i].en in ("and", "or") or (w[i].punct and w[i].text == ","))):
            return None
        nxt = i + 1 + (1 if i + 1 < len(w) and w[i + 1].en in ("and", "or") else 0)
        if (
            nxt < len(w)
            and _verb_lemma(w[nxt].en)
            and (
                not W.is_noun(w[nxt].en)
                or _verb_here_simple(w[nxt].en)
                or (nxt + 1 < len(w) and w[nxt + 1].en in OBJECT_PRONOUNS)  # "build a trap and catch it"
                or (w[i].en == "and" and self._finite_s(w[at].en) and self._own_deed_at(nxt))
                or (nxt + 2 < len(w) and w[nxt + 1].en in PARTICLES and w[nxt + 2].en in PREPS - PARTICLES)
            )
        ):
            return None  # "builds robot companions and fights ...", "and watch out for": the next deed
        if nxt >= len(w) or (nxt == i + 2 and w[i].text == "," and self._clause_at(nxt)):
            return None  # "a bigger shell, and the seagulls are after you": a clause of its own
        if w[i].en == "and" and self._their_wish(nxt):
            return None  # "eats all the rainbows and a grumpy cloud tries to ...": a clause of its own
        if w[nxt].en in ("then", "also", "but", "so", "while", "there"):
            return None  # "collect the gems, then defeat the golem": the next deed; "and there are ..."
        if self._participle_at(nxt):
            return None  # "ring the bell, keeping well away from the ferret": how it is done
        senses = len(W._synsets(w[nxt].en, "v")) - len(W._synsets(w[nxt].en, "n"))
        orders = all(not self.live(k) or w[k].punct for k in range(at))  # the idea opens with an order
        verbish = senses > 0 or (senses == 0 and orders)  # "dig tunnels, dodge moles"; not "frog eggs"
        particle = nxt + 2 < len(w) and w[nxt + 1].en in PARTICLES and self._object_start(nxt + 2)
        starts = nxt + 1 < len(w) and (self._object_start(nxt + 1) or particle)  # "fix up the docks"
        if verbish and _verb_lemma(w[nxt].en) == w[nxt].en and starts:
            return None  # "dig tunnels, dodge moles, find 3 lost earrings": the next order
        anded = w[i].en == "and" or (nxt == i + 2 and w[i + 1].en == "and")  # "and" or ", and"
        ordered = anded and nxt + 1 < len(w) and w[nxt + 1].en in DETS - {"all", "some", "every"}
        if ordered and _verb_lemma(w[nxt].en) == w[nxt].en and not w[nxt].cap:
            return None  # "reach the captain's bridge and sound the evacuation alarm": the next deed
        return nxt

    def _own_deed_at(self, k: int) -> bool:
        """Whether word k is a verb said in the third person with its own object after it ("and
        fights rogue machines"; not "and mushrooms for the long winter")."""
        w = self.w
        nxt = w[k + 1] if k + 1 < len(w) else None
        own = nxt is not None and not nxt.punct and nxt.en not in PREPS and nxt.en not in ("and", "or")
        return self._finite_s(w[k].en) and own

    def _object_sought_for(self, i: int, verb: str | None, found: list[Thing], places: list, helpers: list) -> int:
        """Where the goal's objects end, at word i or past a time said before a "for"; when a
        search's object is a place and "for" follows it, what is searched for takes its place
        among `found` and the place goes to `places`."""
        w = self.w
        # "searches the junkyard for a new battery": the battery is sought, the junkyard is where
        sought = ACTION.get(verb or "") != "reach"  # "make it to grandma's house for Thanksgiving": the house
        searching = verb in ("search", "explore", "comb", "scour", "roam", "hunt", "dig", "dive")
        i = self._past_when(i) if searching and found else i  # "searches the swamp at midnight for ..."
        if (
            sought
            and found
            and i < len(w)
            and w[i].en == "for"
            and (found[-1].category == "place" or _placeish(found[-1].kind))
        ):
            ph, _j = self.phrase(i + 1)
            searched = verb in ("search", "explore", "comb", "scour", "roam")  # "search the streets for the café"
            if ph is not None and (category(ph.kind) != "place" or searched):
                place = found.pop()
                if not _has_place(places, place.kind):
                    places.append(place_of(kind=place.kind, words=place.words))
                owner = self._possessive_owner(ph)
                if owner is not None:
                    helpers.append(self._being(owner))
                found.append(thing_of(ph, counted=True))
        return i

    def _past_when(self, i: int) -> int:
        """Past a time said between an object and its "for" ("at midnight", "every night",
        "tonight"), when "for" follows it; else i."""
        w = self.w
        j = i
        if j < len(w) and w[j].en in _WHEN_LEADS:
            j += 1 + (j + 1 < len(w) and w[j + 1].en in ("the", "a"))
        if (
            j < len(w)
            and w[j].en in TIME_OF
            and j + 1 < len(w)
            and w[j + 1].en == "for"
            and (j > i or w[i].en == "tonight")
        ):
            return j + 1
        return i

    def _aside(self, ph, j: int, found: list) -> bool:
        """Whether a phrase read among the goal's objects is none of its own: an adjective of a
        list before the noun ("lucky, moth-eaten, terribly smelly fishing jumper") or what the one
        before it is said to be ("his old partner, a dancing bear, who ...")."""
        w = self.w
        comma = j < len(w) and w[j].text == ","
        word = ph.kind
        if comma and " " not in word and W.lemma(word, "a") and not W.is_noun(word):
            return True
        said_to_be = found and ph.start > 0 and w[ph.start].en in ("a", "an") and w[ph.start - 1].text == ","
        return bool(said_to_be and comma and j + 1 < len(w) and w[j + 1].en in ("who", "which", "that"))

    def _said_to_be(self, ph, j: int, found: list) -> bool:
        """Whether a phrase after a comma, ending at word j, says again what the object before it
        is, with no list going on after it: "the witch's golden comb, the only thing that can
        change him back", "her client, a talking parrot, didn't steal", "the amulet, an old relic,
        and return it". Not "a sword, a shield and a map" nor "the cat, a dog, a bird"."""
        w = self.w
        if len(found) != 1 or ph.start < 2 or w[ph.start - 1].text != ",":
            return False
        det = w[ph.start].en
        if not (det in ("a", "an") or (det == "the" and ph.start + 1 < len(w) and w[ph.start + 1].en == "only")):
            return False
        if j >= len(w) or (w[j].punct and w[j].text != ","):
            return True  # the sentence ends with it
        if w[j].en in ("who", "which", "that", "so"):
            return True
        if w[j].text != ",":
            return False
        k = j + 1 + (j + 1 < len(w) and w[j + 1].en in ("and", "or"))  # ", and return it to the king"
        return k < len(w) and not self._object_start(k)

    def _asked_object(self, i: int, verb: str | None) -> Thing | None:
        """What a question after a verb of finding out or choosing asks for: "which guest" (the
        guest), "who stole the diamond" (the culprit); None when no such question follows."""
        w = self.w
        if not self._asks(verb) or i + 1 >= len(w) or w[i].en not in ("which", "who", "whom", "what", "why"):
            return None
        if w[i].en in ("what", "why"):
            return self._asked_about(i)
        if w[i].en == "who" and self._who_one_is(i):
            return Thing(kind="identity", category="thing", words=" ".join(x.text for x in w[i : i + 3]))
        if w[i].en == "which":
            ph, _ = self.phrase(i + 1 + (w[i + 1].en == "of"), subject=True)
            if ph is None:
                return None
            return thing_of(ph, counted=True)
        if _verb_lemma(w[i + 1].en) or w[i + 1].en in ("keeps", "is", "was"):
            return Thing(kind=CULPRIT, category="person", words=self._deed_said(i))
        return None

    def _who_one_is(self, i: int) -> bool:
        """Whether "who" at word i asks who someone is ("find out who she is", "who he really
        was"): their own identity, no culprit."""
        w = self.w
        k = i + 2 + (i + 2 < len(w) and w[i + 2].en == "really")
        said = i + 1 < len(w) and w[i + 1].en in ("she", "he", "they", "you", "i", "we")
        return said and k < len(w) and w[k].en in ("is", "was", "are", "were", "am")

    @staticmethod
    def _asks(verb: str | None) -> bool:
        """Whether a verb asks a question after it: finding out, choosing, picking, guessing."""
        return ACTION.get(verb or "") in ("investigate", "choose", "find") or verb in ("pick", "decide", "guess")

    def _asked_about(self, i: int) -> Thing | None:
        """What a "what" or "why" at word i asks about: the first being or thing its clause names,
        said with the question ("what is making the bells" -> the bells, "what happened to the
        last maid" -> the maid, "why the humans" -> the humans); None when it names only someone
        said before ("what he writes") or nothing."""
        w = self.w
        k = i + 1
        while k < len(w) and k < i + 4 and (w[k].en in _DEED_AUX | PREPS | {"to"} or _verb_lemma(w[k].en)):
            if w[k].en in DETS:
                break
            k += 1  # "what is making", "what happened to"
        if k >= len(w) or w[k].punct or w[k].en in OBJECT_PRONOUNS | SUBJECT_PRONOUNS:
            return None  # "what he writes", "why they can't leave": someone said before
        ph, end = self.phrase(k)
        if ph is None:
            return None
        self._possessive_owner(ph)  # "what to write about the pharaoh's lost war": the war
        return thing_of(ph).model_copy(update={"words": " ".join(x.text for x in w[i:end])[:80]})

    def _deed_said(self, i: int) -> str:
        """The words of the deed a "who" at word i asks about, to where its clause or its object
        ends: "who poisoned the prize tomatoes", "who keeps stealing the cheese" (not "from the
        market before ..."); at most eight words."""
        w = self.w
        k = i + 1
        while k < len(w) and (w[k].en in _DEED_AUX or (_verb_lemma(w[k].en) and w[k].en not in DETS)):
            k += 1  # "who keeps stealing", "who has been leaving"
        ph, end = self.phrase(k) if k < len(w) and not w[k].punct else (None, k)
        if ph is not None:
            k = end  # "who drained the town pond overnight": the pond
        while k < len(w) and k < i + 9 and not w[k].punct and w[k].en not in _DEED_ENDS and ph is None:
            k += 1
        return " ".join(x.text for x in w[i : min(k, i + 9)])

    def _clause_at(self, k: int) -> bool:
        """Whether a subject and its verb start at word k ("the seagulls are after you")."""
        ph, end = self.phrase(k, subject=True)
        if ph is None or end >= len(self.w):
            return False
        return self.w[end].en in ("is", "are", "was", "were", "keep", "keeps") or self._finite_at(end)
