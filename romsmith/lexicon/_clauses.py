"""The clauses of an idea: its main verb and the goal's verb (a purpose clause, a verb after a
weak one), the subject's heroes, an imperative's "as a ...", and the goal's objects."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon import _languages as L
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._intent import CULPRIT, Being, Thing
from romsmith.lexicon._phrases import Phrases, _has_place, named_place, place_of, thing_of
from romsmith.lexicon._vocab import (
    ACTION,
    ADJECTIVES,
    ARMIES,
    AVOIDED,
    CHAINS,
    COMPANY,
    COUNTS,
    DETS,
    HERO_FRAMES,
    HOSTILE_VERBS,
    MODALS,
    MOVES,
    PARTICLES,
    PLACE_PREPS,
    PREPS,
    PURPOSE_ONLY,
    QUANTITIES,
    QUESTS,
    TIME_OF,
    WAVES,
    WEAK,
)
from romsmith.lexicon._words import (
    _creature,
    _placeish,
    _singular,
    _verb_here_simple,
    _verb_lemma,
    category,
    ing_form,
)

OBJECT_PRONOUNS = frozenset(["it", "them", "me", "us", "him", "her"])


_BE = frozenset({"is", "are", "was", "were", "be", "been", "being", "am"})
# the particles that make a phrasal verb of a word after "to" ("to track down", "to piece together")
_VERB_PARTICLES = frozenset({"out", "up", "away", "back", "off", "down", "together"})
# a side clause after a participle's goal: its verb is no goal of the hero's
_DEADLINES = frozenset({"before", "until", "while", "whenever"})


class Clauses(Phrases):
    def _apposition(self, i: int) -> bool:
        """'Pip the frog must ...': a name, then what it is, then the verb; not an order to pip."""
        w = self.w
        if not w[i].cap or i + 1 >= len(w) or w[i + 1].en != "the":
            return False
        ph, j = self.phrase(i + 1, subject=True)
        return (
            ph is not None and _creature(ph.kind) and j < len(w) and (w[j].en in MODALS or self._verb_here(j, [j - 1]))
        )

    def _main_verb(self, first: int) -> tuple[int | None, str | None]:
        """The first verb form after the subject; when there is none, a participle after it ("a
        tugboat named Bertha hauling barges": haul), whose object is no verb ("barges")."""
        w = self.w
        nouns: list[int] = []
        participle: tuple[int, str] | None = None
        i = first
        while i < len(w):
            if nouns and w[i].text == "," and self._order_after(i):
                return i + 1, w[i + 1].en  # "you are the dungeon boss, defeat the four heroes"
            if participle and w[i].punct and w[i].text in (".", "!", "?"):
                return participle  # "a hermit crab hopping along the beach ... . Seagulls swoop down."
            if participle and w[i].en in _DEADLINES and self.live(i):
                return participle  # "a lantern spirit guiding the children out ... before the witch finds them"
            if not self.live(i) or w[i].punct:
                i += 1
                continue
            x = w[i]
            after = next((k for k in range(i + 1, len(w)) if self.live(k)), None)  # past a side clause
            nxt = w[after] if after is not None else None
            if (i == first and _verb_lemma(x.en) and x.en not in DETS and x.en not in COUNTS and nxt is not None) and (
                not x.en.endswith("s")
                and (
                    nxt.en in DETS
                    or nxt.en in PREPS
                    or nxt.en in PARTICLES
                    or nxt.en in OBJECT_PRONOUNS
                    or nxt.en in COUNTS  # "survive five nights"
                    or nxt.en.isdigit()  # "collect 9 golden acorns"
                    or nxt.en in ("who", "what", "why", "how", "which")  # "discover who took the crown"
                    or (x.en in ("go", "come") and _verb_lemma(nxt.en) == nxt.en and self._mostly_verb(nxt.en))
                    or (nxt.en == "and" and after + 1 < len(w) and _verb_lemma(w[after + 1].en) == w[after + 1].en)
                    or (i == self._opening() and x.en in AVOIDED and not nxt.cap and self.phrase(after)[0] is not None)
                    or (
                        i == self._opening()
                        and self._mostly_verb(x.en)
                        and not self._mostly_adjective(x.en)  # not "Long ago, ..." (but "collect eggs")
                        and self.phrase(after)[0] is not None
                    )
                    or (i > 0 and w[i - 1].en == "you" and after is not None and self._object_start(after))
                    or (i > 0 and w[i - 1].en == "you" and self._mostly_verb(x.en))  # "where you pour colored water"
                    or (i > 1 and w[i - 1].en in MODALS and w[i - 2].en in ("you", "we"))  # "you must fight cats"
                    or (nxt.cap and not x.cap and (x.en in ACTION or self._mostly_verb(x.en)))  # "defend Earth's"
                    or (ing_form(x.en) and not _creature(f"{x.en} {nxt.en}"))  # "rotating pipes"; not "Crossing guard"
                    or bool(self._later_frame(i))  # "dig tunnels, dodge moles - you're a worm"
                    or (nxt.text == "," and self._verb_list(after + 1))  # "Run, jump and wall-climb as ..."
                )
                and not self._apposition(i)
                and not (x.cap and nxt.cap and category(x.en) == "person" and x.en not in ACTION)  # "Nurse Okoye"
                and not self._named_creature(i)  # "Pip the vole and a toad must ...": a name, not "pip"
                and not self._kind_then_name(i)  # "transfer student Aiko must ...": a compound's kind, named
            ):
                return i, _verb_lemma(x.en)
            if x.en in MODALS or (x.en in CHAINS and nouns and nxt is not None and nxt.en == "to"):
                j = i + 1
                while j < len(w) and (w[j].en in ("to", "be", "not", "set") or _adverb(w[j].en)):
                    j += 1  # "wants to finally finish his tower"
                if j < len(w) and _verb_lemma(w[j].en):
                    return j, _verb_lemma(w[j].en)
            if nouns and _adverb(x.en) and nxt is not None and _verb_lemma(nxt.en) and self._object_follows(after):
                return after, _verb_lemma(nxt.en)  # "two rival chefs grudgingly cook a banquet"
            if nouns and ing_form(x.en):
                participle = participle or (i, _verb_lemma(x.en))
                _ph, j = self.phrase(i + 1, subject=True)  # "a vending machine escapes": up to its verb
                i = max(j, i + 1)  # its object's words are no verbs
                continue
            if nouns and x.en in ("named", "called") and self._name_word(i + 1, after_title=True):
                i = self._names_end(self._name_said(i + 1)[2])  # "two sisters named Ann and Mae escape"
                continue
            if nouns and self._verb_here(i, nouns):
                return i, _verb_lemma(x.en)
            if x.en not in DETS and x.en not in PREPS and x.en not in COUNTS and x.en not in ADJECTIVES:
                nouns.append(i)
            i += 1
        return participle or (None, None)

    def _object_follows(self, k: int) -> bool:
        """Whether an object starts right after word k ("cook | a banquet", "find | them")."""
        nxt = self.w[k + 1].en if k + 1 < len(self.w) else ""
        return nxt in DETS or nxt in OBJECT_PRONOUNS or nxt in COUNTS or nxt.isdigit()

    def _name_said(self, k: int) -> tuple[str | None, list[str], int]:
        """The title and the name's words said from word k ("Dame Rosa", "Grandpa Hoof"), and
        where they end; no words when no name is said there."""
        w = self.w
        title = None
        if k < len(w) and w[k].cap and w[k].en in TITLES and k + 1 < len(w):
            title, k = w[k].text, k + 1
        names = []
        while k < len(w) and self._name_word(k, after_title=True):
            names.append(w[k].text)
            k += 1
        return title, names, k

    def _names_end(self, k: int) -> int:
        """Where a list of names going on at word k (", Tam and Lou") ends; k when none goes on."""
        w = self.w
        while k + 1 < len(w) and (w[k].en == "and" or w[k].text == ",") and self._name_word(k + 1, after_title=True):
            _title, more, end = self._name_said(k + 1)
            if not more:
                break
            k = end
        return k

    def _place_after_to(self, k: int) -> bool:
        """Whether word k after "to" is where one goes, not a purpose's verb ("to school in time",
        "to market."): a place's noun more than a verb, with no object, particle or "together" after
        it ("to track down", "to round up", "to school the kids" are verbs)."""
        w = self.w
        after = w[k + 1] if k + 1 < len(w) else None
        bare = after is None or after.punct or (after.en in PREPS and after.en not in _VERB_PARTICLES)
        return bare and _placeish(w[k].en) and not self._mostly_verb(w[k].en)

    def _kind_then_name(self, k: int) -> bool:
        """Whether word k opens a subject of a two-word kind and a name ("transfer student Aiko
        must ...", "rookie lawyer Pia has ..."): the kind's noun after it, the name, then a verb."""
        w = self.w
        if k + 3 >= len(w) or not self._name_after(k + 2):
            return False
        kind = f"{w[k].en} {_singular(w[k + 1].en)}"
        return _creature(kind) or (W.is_noun(kind) and _creature(w[k + 1].en))

    @staticmethod
    def _bare_name(said: str) -> bool:
        """Whether a subject said as one capitalised word can be a name ("Nimbus, a lost little
        cloud, ..."): one thing, no plural ("Skeletons, bats, ..."), no word that says where or
        how ("Deep in the trench, ...", "Somewhere over the Atlantic, ...")."""
        word = said.lower()
        if len(said.split()) != 1 or not said[:1].isupper() or _singular(word) != word:
            return False
        return not W.lemma(word, "r") and not W.lemma(word, "a")

    def _compound(self, k: int) -> bool:
        """Whether word k and the noun after it are one thing WordNet names ("fishing nets")."""
        nxt = self.w[k + 1].en if k + 1 < len(self.w) else ""
        if not nxt or nxt in PREPS | DETS or not W.is_noun(nxt):
            return False
        return W.is_noun(f"{self.w[k].en} {_singular(nxt)}")

    def _from_to(self, i: int) -> bool:
        """Whether "to" at word i ends "from X to X" ("from mushroom cap to mushroom cap")."""
        w = self.w
        for n in range(1, 4):
            said = [x.en for x in w[i - n : i]]
            if i - n >= 1 and w[i - n - 1].en == "from" and said == [x.en for x in w[i + 1 : i + 1 + n]]:
                return True
        return w[i - 1].en == w[i + 1].en

    def _verb_list(self, k: int) -> bool:
        """Whether the words from k go on an opening list of orders ("jump and wall-climb" of
        "Run, jump and wall-climb as ..."): bare verbs, commas, then "and" and a last verb."""
        w = self.w
        for j in range(k, min(len(w) - 1, k + 6)):
            bare = _verb_lemma(w[j].en) in (w[j].en, w[j].en.split("-")[-1])
            if w[j].text == "," or (w[j].en != "and" and bare and not w[j].cap):
                continue  # a verb's own form, as an order says it ("jump", "slide", "double-jump")
            last = w[j + 1].en.split("-")[-1]  # "wall-slide"
            return j > k and w[j].en == "and" and _verb_lemma(last) == last
        return False

    def _named_creature(self, k: int) -> bool:
        """Whether word k starts "Name the creature" ("Pip the vole", "Otto the otter")."""
        w = self.w
        if k + 2 >= len(w) or not w[k].cap or w[k + 1].en != "the" or w[k].en in ACTION or w[k].en in AVOIDED:
            return False  # not "Fight the Shadow King, ...", "Avoid the drones, ..."
        ph, end = self.phrase(k + 2, subject=True)
        # a subject goes on to its company or its modal ("Pip the vole and a toad must"), an order to
        # what it acts on and where ("Zap the sea serpents before they ...")
        goes_on = end < len(w) and (w[end].text == "," or w[end].en == "and" or w[end].en in MODALS)
        return ph is not None and _creature(ph.kind) and goes_on

    def _later_frame(self, at: int) -> list[Being]:
        """The hero of an idea that lists what to do first: "dig tunnels, dodge moles, find 3 lost
        earrings - you're a worm in the garden"."""
        w = self.w
        for k in range(at + 2, len(w) - 1):
            frame = next((f for f in HERO_FRAMES[:6] if [x.en for x in w[k : k + len(f)]] == list(f)), None)
            if frame is not None:
                ph, _ = self.phrase(k + len(frame))
                return [self._being(ph)] if ph is not None else []
        return []

    def _goal_verb(self, at: int | None, verb: str | None) -> tuple[int | None, str | None]:
        """A purpose clause's verb ("... to catch a pigeon"), else a verb after a weak one, else the main verb."""
        if at is None:
            return None, None
        w = self.w
        nxt = w[at + 1].en if at + 1 < len(w) else ""
        duty = at + 2 < len(w) and nxt == "to" and _verb_lemma(w[at + 2].en) and w[at + 2].en not in DETS
        if verb in ("have", "need", "got") and duty:
            return self._goal_verb(at + 2, _verb_lemma(w[at + 2].en))  # "you have to sneak in to find ...": as "must"
        if verb == "have" and at + 2 < len(w) and w[at].en in ("has", "have", "had") and self._past_verb(at + 1):
            return self._goal_verb(at + 1, _verb_lemma(w[at + 1].en))  # "has lost her spots": the losing
        if verb in ("go", "come") and _verb_lemma(nxt) == nxt and nxt not in PARTICLES and self._mostly_verb(nxt):
            return at + 1, nxt  # "go get it back": the getting
        if ACTION.get(verb or "") in ("make", "fix") and self.phrase(at + 1)[0] is not None:
            return at, verb  # "forges a sword to stop the king": what is made is the goal
        if (
            at + 2 < len(w)
            and w[at + 1].en in ("of", "about")
            and w[at + 2].en.endswith("ing")
            and w[at + 2].en not in ("getting", "being")  # "sick of getting bullied": no goal
        ):
            lemma = _verb_lemma(w[at + 2].en)  # "dreams of catching the moon"
            if lemma:
                return at + 2, lemma
        on = self._way_through(at, verb)
        if on is not None:
            return on, _verb_lemma(w[on].en)  # "fight your way through the salons and win the rapier"
        sought = self._quest(at)
        if sought is not None and (verb in WEAK or verb not in ACTION):
            return sought, "seek"  # "goes on a quest for the seven lost scales"
        for i in range(at + 1, self.goal_end or len(w)):
            if not self.live(i):
                continue
            if i >= 1 and i + 1 < len(w) and w[i].en == "to" and self._from_to(i):
                continue  # "from roof to roof", "from mushroom cap to mushroom cap": no purpose
            if (
                w[i].en == "to"
                and w[i - 1].en in ("home", "back", "way", "go", "goes", "come", "comes", "return")
                and not (w[i - 1].en == "home" and i + 1 < len(w) and self._bare_verb(i + 1))
            ):
                continue  # "go home to candy land": where, not what for (but "the care home to see ...")
            if w[i].en == "to" and i >= 2 and [w[i - 2].en, w[i - 1].en] == ["in", "time"]:
                continue  # "reach the top of the wall in time to watch the sunset": when, not what for
            if w[i].en == "to" and any(w[k].en in ("which", "what", "whom") for k in range(max(at + 1, i - 4), i)):
                continue  # "choose which story to chase": the question's verb, not a purpose
            if w[i].en == "to" and self._theirs(at, i, verb):
                continue  # "fight off the gang that wants to tear down her shop": the gang's purpose
            if (verb in WEAK or verb in AVOIDED) and w[i].text == "," and self._order_after(i):
                return i + 1, w[i + 1].en  # "inherit grandpa's port, fix up the docks"; "avoid the drones, rescue"
            if w[i].en in ("while", "whilst", "because", "although", "though", "unless"):
                break  # "... while bog trolls try to snatch him": their purpose is not the hero's
            duty = self._and_must(i)
            if duty is not None:
                return duty, _verb_lemma(w[duty].en)  # "hosts a dinner party and must find out who ..."
            if w[i].en == "and" and verb in HOSTILE_VERBS and i + 2 < len(w) and self._object_start(i + 2):
                lemma = _verb_lemma(w[i + 1].en)
                back = i + 3 < len(w) and "back" in (w[i + 3].en, w[i + 4].en if i + 4 < len(w) else "")
                if lemma in ("rescue", "save", "free") or (lemma in ("take", "bring", "get") and back):
                    return i + 1, lemma  # "fight the goblins in turn battle and take egg back to the chief"
            if w[i].en == "and" and ACTION.get(verb or "") in ("tame", "catch") and i + 2 < len(w):
                lemma = _verb_lemma(w[i + 1].en)
                if lemma in HOSTILE_VERBS and self._object_start(i + 2):
                    return i + 1, lemma  # "tames wild beetles and battles the eight gym leaders": the battles
            duty = self._players_duty(i) if w[i].en == "so" and at + 1 < i else None
            if duty is not None:
                return duty, _verb_lemma(w[duty].en)  # "sick of getting bullied, so u gotta beat the hero guild"
            purpose = self._so_purpose(i, verb, at) if w[i].en == "so" and at + 1 < i < len(w) - 1 else None
            if purpose is not None:
                return purpose, _verb_lemma(w[purpose].en)  # "slide the ice blocks so the chef can deliver"
            if w[i].en == "so" and at + 1 < i < len(w) - 1 and self._someone_acts(i + 1 + (w[i + 1].en == "that")):
                break  # "reforge the sword so the true heir can take the throne": the heir's purpose
            kept = self._kept_from(i)
            if kept is not None:
                return kept, "protect"  # "duels hunters to keep them from burning down his castle"
            if w[i].text == ":" and self._order_after(i):
                return i + 1, w[i + 1].en  # "reunite for one last job: steal back their big top"
            then = i + 3 < len(w) and w[i].en == "and" and w[i + 1].en == "then"
            if then and verb in MOVES | WEAK and w[i + 2].en in ("we", "he", "she", "they", "i", "you"):
                lemma = _verb_lemma(w[i + 3].en)  # "fly to the moon and then we catch the aliens"
                if lemma:
                    return i + 3, lemma
            if self._gathered_for(at, verb, i):
                break  # "gather moonflowers, frog spit and a whisker to brew a cure": the gathering is the play
            if self._for_to(i) and (verb in WEAK | MOVES or ACTION.get(verb or "") in (None, "other", "defeat")):
                return i + 1, w[i + 1].en  # "go to the castle for rescue the princess": to rescue her
            if (
                w[i].en == "by"
                and i + 1 < len(w)
                and w[i + 1].en.endswith("ing")
                and ACTION.get(verb or "")
                in (
                    None,
                    "other",
                    "win",
                )
            ):
                lemma = _verb_lemma(w[i + 1].en)
                if lemma and ACTION.get(lemma) in GATHERINGS:
                    return i + 1, lemma  # "cheer up the sad king by finding a juggling ball, ...": the finding
            if (w[i].en == "to" and i + 1 < len(w) and _verb_lemma(w[i + 1].en) and w[i + 1].en not in DETS) and (
                not w[i + 1].cap
                and w[i + 1].en not in ("life", "home")
                and not self._place_after_to(i + 1)  # "bring the kids to school in time"
                and not _danger_on_the_way(verb, _verb_lemma(w[i + 1].en))
                and not (ACTION.get(verb or "") and i + 2 < len(w) and w[i + 2].en == "home")  # "... to get home"
                and not (
                    _verb_lemma(w[i + 1].en) in PURPOSE_ONLY
                    and ACTION.get(verb or "")
                    and not (i + 2 < len(w) and w[i + 2].en == "back")  # "to win back his helmet" is a goal
                )
            ):
                if _verb_lemma(w[i + 1].en) in ("go", "come") and i + 2 < len(w) and self._bare_verb(i + 2):
                    return i + 2, w[i + 2].en  # "sneaks out to go see the ocean": the seeing
                lemma = _verb_lemma(w[i + 1].en)
                if lemma in MOVES and lemma != verb:  # "folds into a crane to climb the tower and rescue the princess"
                    later = self._goal_verb(i + 1, lemma)
                    joined = later[0] is not None and later[0] > i + 1 and w[later[0] - 1].en == "and"
                    if joined and ACTION.get(later[1] or "") not in (None, "other", "reach"):
                        self.moved_at = i + 1  # what it climbs is a place the reader keeps
                        return later
                return i + 1, lemma
            if w[i].en == "and" and i + 3 < len(w) and w[i + 1].en in CHAINS and w[i + 2].en == "to":
                lemma = _verb_lemma(w[i + 3].en)  # "joins the fire brigade and has to put out the fires"
                if lemma and not _danger_on_the_way(verb, lemma):
                    return i + 3, lemma
            if w[i].en == "and" and i + 2 < len(w) and w[i + 1].en in MODALS and verb in WEAK | MOVES:
                lemma = _verb_lemma(w[i + 2].en)  # "goes trick-or-treating and must collect candy"
                if lemma:
                    return i + 2, lemma
            lemma = _verb_lemma(w[i].en) if w[i].en.endswith("ing") else None
            sought = lemma and i + 1 < len(w) and ACTION.get(f"{lemma} {w[i + 1].en}")  # "looking for"
            if verb in MOVES and lemma and (ACTION.get(lemma) or sought) in GATHERINGS and not self._purpose_after(i):
                if self._compound(i):
                    continue  # "fishing nets": a thing, no gathering
                return i, lemma  # "leaps across the rooftops collecting sushi", "roams the mall looking for"
            if (w[i].en == "and" and i + 1 < len(w) and (verb in WEAK or verb in MOVES or verb not in ACTION)) and w[
                i + 1
            ].en not in ADJECTIVES:  # "pearls, coins and lost anchors": no verb; "hops across ... and defeats"
                lemma = _verb_lemma(w[i + 1].en)
                ordered = lemma and i + 2 < len(w) and w[i + 2].en in DETS  # "hide from X and smuggle the seeds"
                if i + 2 < len(w) and self._compound(i + 1):
                    continue  # "gulls, crabs and fishing nets": a thing, no verb
                if i + 3 < len(w) and w[i + 2].en == "to" and w[i + 1].en.endswith("s") and W.is_noun(w[i + 1].en):
                    continue  # "avoid rocks, logs and bears to reach the post": a list's last, then its purpose
                if lemma in MOVES:
                    continue  # "slides and hops over the crevasses to return the crown": the return
                if self._driven_out(at, verb):
                    break  # "drive the trolls out of the halls and reclaim the throne": the driving out
                if (lemma and w[i + 1].en != lemma) or lemma in ACTION or ordered:
                    return i + 1, lemma
        return at, verb

    def _way_through(self, at: int, verb: str | None) -> int | None:
        """Where the deed starts when the main verb only makes a way ("fight your way through the
        salons and win ...", "blast through the drones and get the engine back"): the verb after
        the "and" in the same sentence; else None."""
        w = self.w
        way = at + 3 < len(w) and w[at + 1].en in POSSESSIVE_WORDS and w[at + 2].en == "way"
        through = way or (at + 1 < len(w) and w[at + 1].en in ("through", "past"))
        ridden = verb in RIDES and at + 1 < len(w) and w[at + 1].en in ("into", "through", "across", "to", "over")
        explored = verb in EXPLORES  # "explore the sunken library and recover the pages": the recovering
        if not ((verb in WAY_MAKERS and through) or ridden or explored):
            return None
        for k in range(at + 2, len(w) - 1):
            if w[k].punct and w[k].text in (".", "!", "?", ";"):
                return None
            if w[k].en == "and" and self.live(k) and _verb_lemma(w[k + 1].en) and w[k + 1].en not in DETS:
                if ridden and ACTION.get(_verb_lemma(w[k + 1].en)) in (None, "reach", "escape", "other"):
                    return None  # "ride into town and look around": still the ride
                if explored and ACTION.get(_verb_lemma(w[k + 1].en)) in (None, "reach", "other"):
                    return None  # "explore the caves and look around": still the exploring
                if way:
                    self.skip.update({at + 1, at + 2})  # "your way" is no place
                return k + 1
        return None

    def _players_duty(self, i: int) -> int | None:
        """The verb of the player's own duty after "so" at word i ("so u gotta beat the hero guild",
        "so you have to find ..."), else None."""
        w = self.w
        k = i + 1
        if k >= len(w) or w[k].en not in ("you", "u", "we"):
            return None
        k += 1
        while k < len(w) and (w[k].en in MODALS or w[k].en in ("gotta", "have", "has", "need", "needs", "to")):
            k += 1
        duty = k > i + 2 and k < len(w) and _verb_lemma(w[k].en) and w[k].en not in DETS
        return k if duty else None

    def _kept_from(self, i: int) -> int | None:
        """Where what is kept from harm is said, for "to keep them from burning down his castle" at
        word i (the word before "his castle"), else None."""
        w = self.w
        if w[i].en != "to" or i + 1 >= len(w) or w[i + 1].en != "keep":  # "to stop X from ...": X is the goal
            return None
        for k in range(i + 2, min(len(w) - 2, i + 7)):
            if w[k].en == "from" and w[k + 1].en.endswith("ing") and _verb_lemma(w[k + 1].en):
                m = k + 1 + (k + 2 < len(w) and w[k + 2].en in PARTICLES)  # "burning down"
                return m if m + 1 < len(w) and self.phrase(m + 1)[0] is not None else None
        return None

    def _purpose_after(self, i: int) -> bool:
        """Whether a purpose follows the participle at word i and its object ("shooting outlaws | to
        get the stolen gold back"): then the purpose is the goal."""
        w = self.w
        _ph, j = self.phrase(i + 1)
        return j + 1 < len(w) and w[j].en == "to" and bool(_verb_lemma(w[j + 1].en)) and w[j + 1].en not in DETS

    def _gathered_for(self, at: int, verb: str | None, i: int) -> bool:
        """Whether "to <verb>" at word i is only what a gathering is for: "collect the five coral keys
        to wake the whale god" (not "gathers allies to defeat the dragon", not "needs a kiss to ...")."""
        w = self.w
        if verb not in ("collect", "gather") or w[i].en != "to" or i + 1 >= len(w) or not _verb_lemma(w[i + 1].en):
            return False
        ph = self.phrase(at + 1)[0]
        people = COMPANY | {"ally", "allies", "friend", "army", "troop", "companion", "recruit", "hero"}
        return ph is not None and not _creature(ph.kind) and _singular(ph.head) not in people

    def _for_to(self, i: int) -> bool:
        """Whether "for" at word i stands for "to" before a bare verb and its object ("for rescue
        the princess", "for find his skull"), as some write it; not "search for", "wait for"."""
        w = self.w
        if w[i].en != "for" or i + 2 >= len(w) or w[i - 1].en in ("search", "look", "wait", "hunt", "hope", "ask"):
            return False
        word, after = w[i + 1].en, w[i + 2].en
        bare = _verb_lemma(word) == word and (self._mostly_verb(word) or ACTION.get(word) not in (None, "other"))
        return bare and not w[i + 1].cap and (after in DETS or after in ("his", "her", "their", "its", "my", "your"))

    def _quest(self, at: int) -> int | None:
        """Where what a quest seeks starts ("on a quest for X", "in search of X"): the index of
        its "for" or "of", whose noun phrase the goal's objects read; else None."""
        w = self.w
        for i in range(at + 1, min(len(w) - 1, at + 6)):
            if w[i].en in QUESTS and w[i + 1].en in ("for", "of") and self.live(i):
                return i + 1
        return None

    def _as_hero(self, at: int) -> list[Being]:
        """The hero of an order: "... as a bunny", "as Coral, a brave mermaid", "join Captain
        Marlow, the bravest penguin", a flown or driven machine."""
        w = self.w
        for i in range(at, len(w)):
            if w[i].en == "as" and i + 1 < len(w):
                named = self._appositive(i + 1) or self._name_the_kind(i + 1)
                if named is not None:
                    return [named]
                ph, end = self.phrase(i + 1)
                if ph is not None and end + 1 < len(w) and w[end].en in ("named", "called"):
                    title, names, _k = self._name_said(end + 1)  # "as an old mountain goat named Grandpa Hoof"
                    if names:
                        ph.name, ph.title = " ".join(names), title or ph.title
                if ph is not None:
                    return [self._being(ph)]
        if w[at].en == "join" or (at + 2 < len(w) and w[at + 1].en == "off" and w[at + 2].en == "with"):
            named = self._appositive(at + 1 + 2 * (w[at + 1].en == "off"))  # "Blast off with Nova, the ace pilot"
            if named is not None:
                return [named]
        verb = _verb_lemma(w[at].en)
        if verb in ("pilot", "fly", "drive", "ride", "steer"):
            ph, _ = self.phrase(at + 1)
            if ph is not None and self._ridden(ph.head):
                return [Being(kind=ph.kind[:40], category="machine", words=ph.words[:80])]
        return []

    @staticmethod
    def _ridden(head: str) -> bool:
        """Whether what is flown, driven or ridden is a craft the player is ("a mining barge", "a
        dragon"), not what the ride is on ("Ride the waves") nor a name WordNet knows otherwise."""
        vehicle = W.is_a(head, ("conveyance.n.03", "craft.n.02", "vehicle.n.01", "vessel.n.02"), 2)
        return vehicle or W.category(head) in ("", "artifact", "machine", "animal", "monster")

    def _name_the_kind(self, k: int) -> Being | None:
        """A name, "the" and what it is, at word k ("as Pip the sugar glider"): the being, named."""
        w = self.w
        if k + 2 >= len(w) or not w[k].cap or w[k + 1].en != "the" or X.lookup(w[k].en):
            return None
        what, _ = self.phrase(k + 2)
        if what is None or not _creature(what.kind):
            return None
        words = f"{w[k].text} the {what.words}"
        return Being(kind=what.kind[:40], category=category(what.kind), name=w[k].text[:24], words=words[:80])

    def _appositive(self, k: int) -> Being | None:
        """A name and then what it is, at word k ("Coral, a brave mermaid", "Captain Marlow, the
        bravest penguin"): the being, named; else None."""
        w = self.w
        ph, end = self.phrase(k)
        if ph is None or end + 2 >= len(w) or w[end].text != "," or w[end + 1].en not in ("a", "an", "the"):
            return None
        if not (ph.name or ph.title or all(x.cap for x in w[k:end])):
            return None
        what, _ = self.phrase(end + 1)
        if what is None or not _creature(what.kind.split()[-1]):
            return None
        name = ph.name or " ".join(x.text for x in w[k:end] if x.en not in TITLES)
        return Being(
            kind=what.kind[:40],
            category=category(what.kind),
            name=(name or None) and name[:24],
            title=ph.title,
            words=" ".join(x.text for x in w[k : end + 1]) + " " + what.words,
        )

    def _subject(self, first: int, end: int, helpers: list, places: list) -> list[Being]:
        w = self.w
        heroes: list[Being] = []
        i = first
        while i < end:
            if w[i].en in ("who", "that", "which"):
                break
            if [x.en for x in w[i : i + 4]] == ["with", "the", "help", "of"]:
                ph, j = self.phrase(i + 4, stop=end)  # "with the help of a wise old owl": the owl helps
                if ph is not None:
                    helpers.append(self._being(ph))
                i = max(j, i + 4)
                continue
            if heroes and w[i].text == "," and self._order_after(i):
                break  # "you are the dungeon boss, defeat the four heroes": an order, not a second hero
            if w[i].en == "with" and heroes and self.live(i):
                ph, j = self.phrase(
                    i + 1, stop=end, subject=True
                )  # "a narwhal with a laser horn", "a witch with her cat"
                if ph is not None and _creature(_singular(ph.head)):
                    helpers.append(self._being(ph))
                i = max(j, i + 1)
                continue
            if not self.live(i) or w[i].punct or w[i].en in ("and", "with"):
                i += 1
                continue
            if w[i].en in PREPS:
                ph, j = self.phrase(i + 1)
                if ph is not None and w[i].en == "of" and _placeish(ph.kind):
                    places.append(place_of(kind=ph.kind, words=ph.words))
                i = max(j, i + 1)
                continue
            companion = i > first and w[i].en in ("his", "her", "their", "its")
            ph, j = self.phrase(i, stop=end, subject=True)
            if ph is None:
                i += 1
                continue
            if (ph.name or ph.title) and self._owns(j - 1) and j < end:
                owned, after = self.phrase(j, stop=end, subject=True)  # "Ms. Okonkwo's class has to ...": the class
                people = owned is not None and (
                    category(owned.kind) in ("person", "animal", "monster")
                    or owned.head in COMPANY | {"class", "crew", "squad", "team"}
                )  # not "Captain Oyelaran's submarine must ...": the captain, in it
                if people:
                    helpers.append(self._being(ph))
                    ph, j = owned, after
            bare_name = j - i == 1 and w[i].cap and not X.lookup(w[i].en)
            if (bare_name or (ph.name and ph.title)) and j < end and w[j].en == "the":
                named, k = self.phrase(j + 1, stop=end, subject=True)
                acts = k < len(w) and w[k].en in MODALS  # "Tikka the pocket watch must ...": a watch, named
                if named is not None and (_creature(named.kind) or acts):  # "Pip the frog": a frog called Pip
                    named.title = named.title or (None if bare_name else ph.title)  # "Sir Bramble the knight"
                    named.name, ph, j = ph.name or w[i].text, named, k
            # "a knight named Dame Rosa", "a hedgehog named Stachel", "the robot Rolo"
            k = j
            if (k < end and w[k].en in L.NAME_CUES) or (k < len(w) and w[k].en in ("named", "called")):
                k += 1
            if (k < len(w) and k != j) or (k < end and (self._name_word(k) or self._name_after(k))):
                title, names, k = self._name_said(k)
                if names:
                    ph.name, ph.title = " ".join(names), title or ph.title
                    many = (ph.count or 1) > 1  # "two sisters named Ann and Mae escape": the first name theirs
                    j = self._names_end(k) if many else k
            owner = self._possessive_owner(ph)
            if owner is not None and ph.head in QUESTS:  # "a knight's quest to find ...": the knight's
                ph, owner = owner, None
            being = self._being(ph)
            if owner is not None:  # "the baker's daughter": the daughter; the baker helps
                helpers.append(self._being(owner))
            bare = heroes and self._bare_name(heroes[-1].words)
            named = heroes and (heroes[-1].name or bare)  # "Nimbus, a lost little cloud, must": Nimbus
            appositive = named and not being.name and i > first and w[i - 1].text == ","
            said_between = j < len(w) and w[j].text == "," and category(being.kind) != "place"
            if appositive and (_creature(being.kind) or said_between):  # "Sergeant Pip, a hamster in a toy tank,
                heroes[-1].kind, heroes[-1].category = being.kind, being.category  # ...": Pip is the hamster
                heroes[-1].name = heroes[-1].name or heroes[-1].words  # "Nimbus, a lost little cloud,": a cloud
            elif companion and heroes:  # "a druid and her bear": the bear goes along
                helpers.append(being)
            elif not heroes or _creature(being.kind) or being.name:
                heroes.append(being)
            i = j
        if any(_creature(h.kind) or h.name for h in heroes):  # "with the help of ...", "together with ...": nobody
            heroes = [h for h in heroes if _creature(h.kind) or h.name]
        return heroes

    def _and_must(self, i: int) -> int | None:
        """Where the verb of a duty said after "and" at word i starts ("... and must find out",
        "... and has to win"), the same subject's goal; else None."""
        w = self.w
        if w[i].en != "and" or i + 2 >= len(w):
            return None
        k = i + 2 if w[i + 1].en in ("must", "should") else None
        if w[i + 1].en in ("has", "have", "needs", "need") and i + 3 < len(w) and w[i + 2].en == "to":
            k = i + 3
        if k is None or k >= len(w) or w[k].en in DETS or _verb_lemma(w[k].en) in (None, *AVOIDED):
            return None  # "delivers pizza ... and has to dodge the cops": the danger, not the goal
        return k

    def _object_start(self, k: int) -> bool:
        """Whether word k starts a verb's object: a determiner, a count or a plural noun."""
        x = self.w[k]
        plural = x.en.endswith("s") and W.is_noun(x.en) and _verb_lemma(x.en) != x.en
        return x.en in DETS or x.en in COUNTS or x.en.isdigit() or plural

    def _opening(self) -> int:
        """The idea's first live word: where an order starts ("combine odd items ...")."""
        return next((x.i for x in self.w if self.live(x.i) and not x.punct), -1)

    @staticmethod
    def _mostly_verb(word: str) -> bool:
        """A word WordNet knows in more senses as a verb than as a noun ("combine", "hold", "take")."""
        return W.mostly_verb(word)

    def _past_verb(self, k: int) -> bool:
        """A verb in a past form that is no noun ("stole", "froze")."""
        word = self.w[k].en
        lemma = _verb_lemma(word)
        return bool(lemma) and lemma != word and (not W.is_noun(word) or self._mostly_verb(lemma))

    def _order_after(self, i: int) -> bool:
        """Whether an order follows word i: a verb's own form, then its object ("defeat the ...")."""
        w = self.w
        k = i + 2 + (i + 3 < len(w) and w[i + 2].en in PARTICLES)  # "fix up the docks"
        return (
            k < len(w)
            and self.live(i + 1)
            and _verb_lemma(w[i + 1].en) == w[i + 1].en
            and (w[i + 1].en in ACTION or not W.is_noun(w[i + 1].en) or k > i + 2)
            and w[k].en in DETS | COUNTS.keys()
        )

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

    def _asked_object(self, i: int, verb: str | None) -> Thing | None:
        """What a question after a verb of finding out or choosing asks for: "which guest" (the
        guest), "who stole the diamond" (the culprit); None when no such question follows."""
        w = self.w
        asks = ACTION.get(verb or "") in ("investigate", "choose", "find") or verb in ("pick", "decide", "guess")
        if not asks or i + 1 >= len(w) or w[i].en not in ("which", "who", "whom"):
            return None
        if w[i].en == "which":
            ph, _ = self.phrase(i + 1 + (w[i + 1].en == "of"), subject=True)
            if ph is None:
                return None
            return thing_of(ph, counted=True)
        if _verb_lemma(w[i + 1].en) or w[i + 1].en in ("keeps", "is", "was"):
            return Thing(kind=CULPRIT, category="person", words=f"{w[i].text} {w[i + 1].text}")
        return None

    @staticmethod
    def _mostly_adjective(word: str) -> bool:
        """Whether a word WordNet knows as an adjective is hardly a verb ("long", one verb sense;
        not "collect", whose adjective is a collect call and whose verb senses are many)."""
        return bool(W.lemma(word, "a")) and len(W._synsets(word, "v")) <= 1

    def _bare_verb(self, k: int) -> bool:
        """Whether word k is a verb's own form, mostly a verb ("go see", "go get")."""
        x = self.w[k].en
        return _verb_lemma(x) == x and x not in PARTICLES and self._mostly_verb(x)

    def _theirs(self, at: int, i: int, verb: str | None) -> bool:
        """Whether "to" at word i ends a foe's wish or attempt ("who/that wants to", "which tries
        to") after a goal against them at `at` ("fight off the gang that wants to ...")."""
        w = self.w
        if verb not in HOSTILE_VERBS and ACTION.get(verb or "") not in ("defeat", "protect"):
            return False
        wish = i >= 2 and w[i - 1].en in ("want", "wants", "try", "tries", "plans", "plan", "means")
        return wish and any(w[k].en in ("who", "that", "which") for k in range(max(at + 1, i - 3), i - 1))

    def _driven_out(self, at: int, verb: str | None) -> bool:
        """Whether the verb at `at` is driving its object out or off ("drive the trolls out of")."""
        if verb not in ("drive", "chase", "scare", "push", "throw", "kick"):
            return False
        ph, j = self.phrase(at + 1)
        return ph is not None and j < len(self.w) and self.w[j].en in ("out", "off", "away")

    def _so_purpose(self, i: int, verb: str | None, at: int) -> int | None:
        """The hero's own purpose after "so (that) he can" at word i, when the main verb at word
        `at` is a way of going ("fights through a messy bedroom so he can save the toy princess"),
        else None (not "wake the sleeping giant so he can hold up the sky": the giant's)."""
        w = self.w
        k = i + 1 + (i + 1 < len(w) and w[i + 1].en == "that")
        weak = verb in WEAK | MOVES or ACTION.get(verb or "") in (None, "other", "defeat")
        if k + 2 >= len(w) or w[k].en not in ("he", "she", "they", "we", "you", "u", "i") or not weak:
            return None
        acted_on, _ = self.phrase(at + 1)
        order = at == 0 or w[at - 1].punct  # an order: "he" or "they" cannot be the player it is said to
        if order and w[k].en in ("he", "she", "they") and acted_on is not None and _creature(acted_on.kind):
            return None
        if w[k + 1].en not in ("can", "could", "will", "would", "may", "might"):
            return None  # "so she climbs down": what follows, not what for
        if k + 3 < len(w) and w[k + 3].en in ("you", "u", "me", "us"):
            return None  # "earn the trust of the wild horses so they will let you ride": theirs
        lemma = _verb_lemma(w[k + 2].en)
        return k + 2 if lemma and w[k + 2].en not in DETS | PREPS and lemma not in ("be", "have") else None

    def _someone_acts(self, i: int) -> bool:
        """Whether a clause of someone else's starts at word i: a creature, then a modal or a verb."""
        ph, j = self.phrase(i, subject=True)
        if ph is None or not _creature(ph.kind) or j >= len(self.w):
            return False
        return self.w[j].en in MODALS or bool(_verb_lemma(self.w[j].en))

    def _victim_of_deed(self, k: int, end: int):
        """The creature a kidnapping or capture between k and end was done to, or None."""
        w = self.w
        for m in range(k, end - 1):
            if _verb_lemma(w[m].en) in ("kidnap", "capture", "abduct", "snatch", "imprison", "trap", "take"):
                ph, _ = self.phrase(m + 1, stop=end)
                return ph if ph is not None and _creature(ph.kind) else None
        return None

    def _kept_at(self, k: int) -> bool:
        """Whether word k is "keep(s)" before a verb's -ing form or that form ("keep stealing")."""
        w = self.w
        if w[k].en in ("keep", "keeps", "kept"):
            return k + 1 < len(w) and ing_form(w[k + 1].en)
        return k > 0 and w[k - 1].en in ("keep", "keeps", "kept") and ing_form(w[k].en)

    def _antecedent(self, i: int):
        """The thing a pronoun object stands for, named in the leading side clause; else None."""
        w = self.w
        if self.lead is None or i >= len(w):
            return None
        said = w[i].en
        if said == "all" and i + 1 < len(w) and w[i + 1].en in COUNTS and self.phrase(i)[0] is None:
            said = "them"  # "three keys are hidden ...; find all three"
        if said not in ("it", "them", "her", "him"):
            return None
        k, end = self.lead
        victim = self._victim_of_deed(k, end)
        if victim is not None and said in ("her", "him") and not victim.plural:
            return victim  # "the goblins have kidnapped the village baker, ... bring her back": the baker
        many = []  # "them": the last of many named ("turned the people into clockwork dolls; ... wind them")
        its, first_thing = [], None  # "it": the last single animal or machine named, else the first thing
        beings_named = []  # "a sneaky ghost keeps moving the bones ... so catch it": a hunt's "it" is a being
        hunted = self._hunted_at(i)
        marked = None  # what was stolen, hidden or said to lie somewhere: "snatched her tambourine", "lies the chalice"
        while k < end:
            lemma = _verb_lemma(w[k].en)
            if k > self.lead[0] and lemma in _MARKS and k + 1 < end:
                thing, _ = self.phrase(k + 1, stop=end)
                inverted = lemma == "lie" and w[k].en == "lies" and k > 0 and not self._said_after_its_subject(k)
                if thing is not None and not _creature(thing.kind) and (lemma != "lie" or inverted):
                    marked = marked or thing
            if k > self.lead[0] and (self._past_verb(k) or self._kept_at(k)):
                k += 1  # "Dr. Gloom stole the sun": not a thing called "stole"
                continue
            order = lemma == w[k].en and (self._mostly_verb(w[k].en) or not W.is_noun(w[k].en))
            if k == self.lead[0] and order:
                k += 1  # "Jump across the rooftops as Zizi ... Get it back": no thing called "jump"
                continue
            if w[k].en in ("has", "have", "had", "is", "are", "was", "were"):
                participle = k + 1 < end and _verb_lemma(w[k + 1].en) not in (None, w[k + 1].en)
                k += 1 + participle  # "Baron Soot has stolen the lantern and ... get it back": not "has stolen"
                continue
            ph, j = self.phrase(k, stop=end, subject=True)
            if ph is not None and self._owns(j - 1):  # "the scarecrow's buttons": his buttons, not a verb
                ph, j = self.phrase(k, stop=end)
            if ph is not None:
                self._possessive_owner(ph)  # "grandma's cookie recipe": the recipe
            if ph is not None and (ph.head in WAVES or ph.head in ARMIES) and j < end and w[j].en == "of":
                ph, j = self.phrase(j + 1, stop=end, subject=True)  # "an army of skeletons": the skeletons
            one = ph is not None and not ph.plural and (ph.count or 1) == 1
            if ph is not None and one and _creature(ph.kind) and ph.kind not in self._hero_words():
                beings_named.append(ph)
            if ph is not None and said == "them":
                many.append(ph)
            elif ph is not None and said == "it":
                if self._acts_on_its_own(ph):
                    pass  # "Thor lost his hammer ... find it": who lost it is not it
                elif one and {category(ph.kind), category(ph.head)} & {"animal", "monster", "machine"}:
                    its.append(ph)  # "have kidnapped Princess Oona's pet dragon ... rescue it": the dragon
                elif not _creature(ph.kind):
                    first_thing = first_thing or ph  # "when the moon goes dark, ... relight it"
            elif ph is not None and _creature(ph.kind) == (said in ("her", "him")) and one:
                return ph  # "kidnapped the chef ... rescue him": the chef, not the minions
            k = max(j, k + 1)
        taken = any(_verb_lemma(x.en) in ("steal", "take", "snatch", "grab", "swipe") for x in w[self.lead[0] : end])
        got_back = taken and i + 1 < len(w) and w[i + 1].en == "back"  # "stole every sock ... wants them back"
        if said == "it" and hunted and beings_named and not got_back:
            return beings_named[-1]
        # "the Sky Pearl is guarded by a griffin ..., claim it": what is guarded, not its guard
        guarded = any(x.en in ("guarded", "protected", "watched") for x in w[:end])
        if said == "it" and guarded and first_thing is None:
            before = self._named_before(i)  # the guarded thing is the passive's subject, before this clause
            first_thing = before if before is not None and not _creature(before.kind) else None
        if said == "it" and marked is not None and not its:
            return marked  # "A thief snatched her tambourine. Get it back": the tambourine
        if said == "it":  # "a crow stole the scarecrow's hat, so he must get it back": the hat
            return first_thing if (got_back or guarded) and first_thing else its[-1] if its else first_thing
        plural = [ph for ph in many if ph.plural or (ph.count or 1) > 1 or _plural_word(ph.head)]
        beings = [ph for ph in plural if _creature(ph.kind)]
        things = [ph for ph in many if not _creature(ph.kind)]
        if got_back and things:
            return things[0]
        held = [ph for ph in plural if not _creature(ph.kind) and category(ph.kind) != "place"]  # not "the sewers"
        if held and not beings:
            return held[0]  # "living thunderclouds are flattening the fields; ... blow them away"
        return (beings or plural or many or [None])[-1 if plural else 0]

    def _said_after_its_subject(self, k: int) -> bool:
        """Whether a subject's noun ends right before word k ("the key lies"), not a place's
        preposition phrase ("Somewhere in the crypt lies the chalice": inverted)."""
        w = self.w
        start = max(0, k - 4)
        return not any(w[m].en in PREPS or w[m].en == "somewhere" for m in range(start, k))

    def _hunted_at(self, i: int) -> bool:
        """Whether the word before word i hunts or catches what word i names ("chase it")."""
        return i > 0 and _verb_lemma(self.w[i - 1].en) in HOSTILE_VERBS | {"catch", "trap", "capture"}

    def _named_before(self, i: int):
        """What a pronoun object stands for when no side clause named it: the first thing named
        before it ("the wizard lost his spellbook ... must find it": the spellbook; "the weather
        machine is broken ... has to fix it"), the first many for "them" (what was stolen, when
        it is got back: "crows keep stealing the scarecrow's buttons ... get them back"), the first
        one person or animal for "him" or "her" ("the old keeper has vanished ... to find him")."""
        w = self.w
        if i >= len(w) or w[i].en not in ("it", "them", "him", "her") or (i + 1 < len(w) and w[i + 1].en in DETS):
            return None
        if w[i].en == "her" and i + 1 < len(w) and not w[i + 1].punct and self.phrase(i + 1)[0] is not None:
            return None  # "find her way home", "deliver her famous pies": hers, no pronoun object
        pronoun, back = w[i].en, i + 1 < len(w) and w[i + 1].en == "back"
        named, k = [], 0
        while k < i:
            ordered = k > 0 and (w[k - 1].text == "," or w[k - 1].en == "and") and self._bare_verb(k)
            acts = k > 0 and w[k - 1].en not in DETS and w[k + 1].en in DETS and self._finite_s(w[k].en)
            if self._past_verb(k) or _verb_here_simple(w[k].en) or ordered or acts:  # "... knight guards the hive"
                k += 1  # "the wizard lost his spellbook": no thing called "lost"; ", avoid the drones"
                continue
            ph, j = self.phrase(k, subject=True)  # each phrase up to its verb: "the sun", not "the sun forgot"
            said = w[k].en if ph is not None else ""
            if (
                ph is not None
                and j <= i
                and ph.head not in PRONOUNS | FRAME_NOUNS
                and said not in PRONOUNS | {"what", "who"}
            ):  # not "The goal is to find it": the goal is no thing
                self._possessive_owner(ph)  # "the captain's keycard": the keycard
                named.append(ph)
            k = max(j, k + 1) if ph is not None else k + 1
        heroes = self._hero_words()
        named = [ph for ph in named if ph.kind not in heroes and ph.head not in heroes and ph.kind != "player"]
        many = [ph for ph in named if ph.plural or (ph.count or 1) > 1]
        named = [ph for ph in named if self._thing(ph) or not (ph.name or self._all_cap(ph))]  # "the Sky Pearl"
        hunted = self._hunted_at(i)
        beings = [ph for ph in named if not ph.plural and category(ph.kind) in ("animal", "monster")]
        if pronoun == "it" and hunted and beings:
            return beings[-1]  # "a huge shark keeps tearing up the nets ... chase it out of the bay": the shark
        if pronoun == "it":
            fits = [ph for ph in named if not ph.plural and category(ph.kind) not in ("person", "place", "animal")]
            fits = fits or [ph for ph in named if not ph.plural and category(ph.kind) != "person"]
        elif pronoun == "them":
            things = [ph for ph in many if not _creature(ph.kind)]
            fits = things if back and things else many
        else:
            fits = [ph for ph in named if not ph.plural and _creature(ph.kind)]
        hidden = [ph for ph in fits if ph.start > 0 and _verb_lemma(w[ph.start - 1].en) in _HIDERS]
        return hidden[0] if hidden else fits[0] if fits else None  # "the farm hides a fortune ... find it"

    def _acts_on_its_own(self, ph) -> bool:
        """Whether a phrase is the subject of a deed done to its own thing, said right after it
        ("Thor lost his hammer", "the wizard's cat knocked his crystal ball"; not "the moon goes
        dark", "the crown was stolen")."""
        w, end = self.w, ph.end
        if end + 1 >= len(w) or w[end].en in _BE or not (self._finite_at(end) or self._past_verb(end)):
            return False
        return w[end + 1].en in ("his", "her", "its", "their")

    def _all_cap(self, ph) -> bool:
        return all(x.cap for x in self.w[ph.start : ph.end] if x.en not in DETS)

    def _thing(self, ph) -> bool:
        """Whether a phrase names a made or found thing ("the Sky Pearl"), no being, place (not
        "in Brindle Hollow") or name ("named Smolder")."""
        where = ph.start > 0 and self.w[ph.start - 1].en in PLACE_PREPS
        said = self.w[ph.start].en in ("the", "a", "an")  # "the Sky Pearl", not "a dragon named Smolder"
        return said and category(ph.head) in ("thing", "food") and not _creature(ph.kind) and not where

    def _hero_words(self) -> set[str]:
        """The words of the subject the reader has found so far (set by `read`), never what a
        pronoun object stands for."""
        return set(getattr(self, "hero_kinds", ()))

    def _clause_at(self, k: int) -> bool:
        """Whether a subject and its verb start at word k ("the seagulls are after you")."""
        ph, end = self.phrase(k, subject=True)
        if ph is None or end >= len(self.w):
            return False
        return self.w[end].en in ("is", "are", "was", "were", "keep", "keeps") or self._finite_at(end)

    def _finite_at(self, k: int, *, even_noun: bool = False) -> bool:
        """A verb form that only a clause has at word k ("shoots", "stole", "must"), not a bare
        lemma ("race") nor a participle; unless `even_noun`, also not a word WordNet knows mostly
        as a noun ("gardener plants": a compound, not a clause)."""
        word = self.w[k].en
        lemma = _verb_lemma(word)
        if word in MODALS:
            return True
        return bool(lemma) and lemma != word and not word.endswith("ing") and (even_noun or self._mostly_verb(lemma))

    def _objects(self, at: int, verb: str | None, places: list, helpers: list, opponents: list) -> list[Thing]:
        w = self.w
        i = at + 1 + (1 if verb and " " in verb else 0)
        while i < len(w) and not self.live(i):
            i += 1  # "find, before the moon sets, the white stag"
        if i < len(w) and w[i].en == "home" and verb in ("get", "go", "come", "return", "get back", "head"):
            self.object_end = i + 1  # "needs to get home before the moon rises": home is where
            return [Thing(kind="home", category="place", words=w[i].text)]
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
        asked = self._asked_object(i, verb)
        if asked is not None:  # "work out which guest poisoned the innkeeper", "find out who stole it"
            self.object_end = i + 2
            return [asked]
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
            if ph.head in WAVES | QUANTITIES and j + 1 < len(w) and w[j].en == "of":  # "shoot down waves of robot bees"
                ph2, j2 = self.phrase(j + 1)
                many = ph2 is not None and (ph2.plural or ph2.head.endswith("s"))  # "mutant weeds"
                if ph2 is not None and (_creature(ph2.kind) or many):  # not "the cat invasion of the barn"
                    ph, j = ph2, j2
                    ph.plural = True
            owner = self._possessive_owner(ph)
            if owner is None and self._owns(j - 1) and j < len(w) and self.live(j) and not w[j].punct:
                thing, after = self.phrase(j)  # "Mrs. Okafor's wedding ring": a name's phrase ends at the name
                if thing is not None:
                    owner, ph, j = ph, thing, after
            cat = category(ph.kind)
            way = ph.kind in ("way", "way back", "way home")  # "find its way back to the nest": the nest
            if way and j < len(w) and w[j].en in ("back", "home") and j + 1 < len(w) and w[j + 1].en == "to":
                j += 1
            if way and j + 2 < len(w) and w[j].en == "out" and w[j + 1].en == "of":
                j += 1  # "find its way out of the old theater": the theater, escaped
                self.way_out = True
            elif way and j < len(w) and w[j].en == "out" and ph.kind == "way":
                self.way_out = "here"  # "find a way out before the torches burn out": out of where it is
                break
            if way and j < len(w) and w[j].en in ("for", "to", "of"):
                ph2, j2 = self.phrase(j + 1)
                if ph2 is not None:
                    ph, j, cat = ph2, j2, category(ph2.kind)
            if not self._aside(ph, j, found):  # not "lucky," in "lucky, moth-eaten fishing jumper"
                found.append(thing_of(ph, counted=True))
            if owner is not None:
                back = at + 1 < len(w) and w[at + 1].en == "back"  # "steal back their father's sword": his own
                hostile = (verb in ("escape", "flee", "steal", "leave") or (verb or "") in HOSTILE_VERBS) and (
                    not back or X.word_stance(owner.head) == "foe"
                )
                hostile = hostile or ph.head in MALICE  # "break the witch's curse": hers
                being = self._being(owner, hostile)
                (opponents if hostile else helpers).append(being)
            if (
                cat == "place"
                or named_place(ph)
                or (
                    verb in ("escape", "flee", "search", "explore", "defend", "protect", "guard", "reclaim", "leave")
                    and _placeish(ph.kind)
                )
            ):
                places.append(place_of(kind=ph.kind, words=ph.words))
            i = j
            if self.lead is not None and i == self.lead[1]:
                break  # "in search of the golden carrot, a rabbit ...": the side clause ends the list
            if i < len(w) and (w[i].en in ("and", "or") or (w[i].punct and w[i].text == ",")):
                nxt = i + 1 + (1 if i + 1 < len(w) and w[i + 1].en in ("and", "or") else 0)
                if (
                    nxt < len(w)
                    and _verb_lemma(w[nxt].en)
                    and (
                        not W.is_noun(w[nxt].en)
                        or _verb_here_simple(w[nxt].en)
                        or (nxt + 1 < len(w) and w[nxt + 1].en in OBJECT_PRONOUNS)  # "build a trap and catch it"
                    )
                ):
                    break
                if nxt >= len(w) or (nxt == i + 2 and w[i].text == "," and self._clause_at(nxt)):
                    break  # "a bigger shell, and the seagulls are after you": a clause of its own
                if w[nxt].en in ("then", "also", "but", "so", "while"):
                    break  # "collect the gems, then defeat the golem": the next deed
                senses = len(W._synsets(w[nxt].en, "v")) - len(W._synsets(w[nxt].en, "n"))
                orders = all(not self.live(k) or w[k].punct for k in range(at))  # the idea opens with an order
                verbish = senses > 0 or (senses == 0 and orders)  # "dig tunnels, dodge moles"; not "frog eggs"
                particle = nxt + 2 < len(w) and w[nxt + 1].en in PARTICLES and self._object_start(nxt + 2)
                starts = nxt + 1 < len(w) and (self._object_start(nxt + 1) or particle)  # "fix up the docks"
                if verbish and _verb_lemma(w[nxt].en) == w[nxt].en and starts:
                    break  # "dig tunnels, dodge moles, find 3 lost earrings": the next order
                i = nxt
                continue
            break
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
            ph, j = self.phrase(i + 1)
            searched = verb in ("search", "explore", "comb", "scour", "roam")  # "search the streets for the café"
            if ph is not None and (category(ph.kind) != "place" or searched):
                place = found.pop()
                if not _has_place(places, place.kind):
                    places.append(place_of(kind=place.kind, words=place.words))
                owner = self._possessive_owner(ph)
                if owner is not None:
                    helpers.append(self._being(owner))
                found.append(thing_of(ph, counted=True))
        self.object_end = i
        return found

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


# what a thing said before "it" was hidden in or by: the thing is what "it" stands for
_HIDERS = frozenset({"hide", "bury", "conceal", "lose", "steal", "contain", "hold", "keep", "guard"})
# in a leading clause: what was stolen, hidden or lies somewhere ("the farm hides a buried fortune")
_MARKS = frozenset({"steal", "snatch", "take", "grab", "swipe", "lie", "hide", "bury", "conceal"})
_WHEN_LEADS = frozenset({"at", "every", "each", "all", "by", "in", "during", "under"})


WAY_MAKERS = frozenset({"fight", "blast", "battle", "smash", "hack", "cut", "shoot", "punch", "bash", "force", "push"})
RIDES = frozenset({"ride", "drive", "sail", "gallop", "march", "walk", "storm"})  # "ride into Dust Creek and drive out"
POSSESSIVE_WORDS = frozenset({"your", "his", "her", "their", "its", "my", "our"})
EXPLORES = frozenset({"explore", "roam", "wander", "tour", "travel"})  # a way about, not a deed
GATHERINGS = frozenset({"collect", "rescue", "find", "deliver", "defeat"})  # a deed done on the way is the goal


def _plural_word(word: str) -> bool:
    """A plural WordNet also knows as a noun of its own ("rings", the gymnastics apparatus)."""
    return word.endswith("s") and not word.endswith("ss") and len(W.lemmas(word)) > 1


def _danger_on_the_way(verb: str | None, then: str | None) -> bool:
    """Whether a later verb only avoids a danger on the way to the main verb's goal ("delivers
    pizza ... and has to dodge the cops": the delivery is the goal)."""
    return ACTION.get(verb or "") not in (None, "other") and then in AVOIDED


FRAME_NOUNS = frozenset(["goal", "mission", "task", "job", "aim", "idea", "game", "point", "plan", "quest"])
PRONOUNS = frozenset(["it", "them", "him", "her", "he", "she", "they", "we", "you", "i", "me", "us", "now"])
MALICE = frozenset(["curse", "spell", "hex", "plot", "trap", "minion", "henchman", "henchmen", "army", "lair"])


def _adverb(word: str) -> bool:
    return word.endswith("ly") and bool(W.lemma(word, "r")) and not W.lemma(word, "v")
