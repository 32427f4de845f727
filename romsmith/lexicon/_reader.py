"""The offline reader of an idea's roles: `read(idea) -> Intent`, from the sentence's structure.

1. The words in English (`_extract`'s tokens and translation); a genre clause ("a platformer
   where", "shoot 'em up:", ", with several endings") is set aside, its genre read by `_genres`.
2. The subject is the noun phrase before the main verb: the hero(es), with a count ("two
   sisters", "a bard and a cleric", "a band of four mice"), a name after "named" or beside the
   noun, and its title ("a knight named Dame Rosa"; "Sir Cedric" is a knight). The story's own
   clause starts after a frame ("you play as", "you're a", "control a", "take the role of",
   "what if", "a platformer starring a", "sokoban but you're a", a short prefix before a colon)
   and after a leading side clause ("when the moon goes dark, ...", "in a world where ...,",
   "as a mole,", "chased by a swarm of bees,"), whose thing a pronoun object stands for ("relight
   it": the moon). A first clause that sets the scene gives way to the hero's: a passive ("the
   village is attacked by wolves and ..."), a state ("the garden is overrun with slugs, so
   ..."), a foe's deed or an event before "and", ";" or "!" ("Baron Soot has stolen the lantern
   and the children must ...", "pirates attack the island; the twins must ..."); its agent is a
   foe and "them" or "it" later stands for what it named. "X must be returned by Y" has Y as the
   hero; "X's Y was taken by Z" has X get Y back from Z. An idea that starts with a verb is played
   by "the player", or by what follows "as a" or a later "you're a"; "help X do Y" is the player
   doing Y, X a helper; "X vs Y" is X fighting Y.
3. The main verb is the first verb form after the subject (a modal's verb: "must tame"; a
   participle when there is no other: "a tugboat hauling barges"); a purpose clause ("... to
   catch a pigeon"), a verb after a weak or a travelling one ("comes to life and chases the
   crows", "leaps across the rooftops collecting sushi", "and has to put out the fires") is the
   goal's verb instead. Its object is the noun phrase after it, every noun of
   a list ("eggs, flour and milk"), the head of a possessive ("the witch's candy house": house,
   owned by the witch), and "for X" after a search of a place ("searches the junkyard for a new
   battery": the battery, in the junkyard).
4. "from X", "against X" (less "waves of"; "the orc horde" is orcs; an army), "past X", "X
   attack", a foe's kind in "while X ..." or after any other preposition name opponents; so do a
   creature acting in "before X get them" or "while X hunt you", "X stands in the way", "X keeps
   stealing", "the thief who ...", "find out who kidnapped ..." (a culprit) and "beware X"; a
   hostile or an avoiding verb's creature object is one too ("outruns the pigeons", "while
   dodging the terrier"); the owner of what is escaped or stolen from is one. Possessive owners
   otherwise, "for X", "to X" after a delivery, "with X", "with the help of X" and "so that X
   can ..." are helpers; other creatures are
   bystanders, or opponents when the lexicon's tables say their kind is a foe.
5. Places: nouns after in/at/across/through/on/over/under/into/along/of that name a place (the
   lexicon's tables, else WordNet), the object of an escape, a search or a defence when it is a
   place, and capitalised unknown words there ("the rooftops of Paris": Paris is a place, not a
   name). Time and mood words anywhere (`TIMES`, the peaceful cues).

Kinds of things come from the lexicon's tables first (the pack's vocabulary), then WordNet
(`_wordnet`; a compound it lacks by its last part: "stuntman" is a man, "bell-ringer" a ringer; a
vehicle is a machine); a word neither knows is kept as written, category `unknown`.

The reader is in parts: the words it knows by role (`_vocab`), the idea's words and what kind
each is (`_words`), noun phrases (`_phrases`), the verbs, the subject and the goal's objects
(`_clauses`), the clauses before the hero's own (`_leads`), foes said in a clause (`_threats`),
and here the roles put together (prepositions, action, time, mood, limits); an idea of several
sentences is also read one sentence at a time and joined (`_sentences`).
"""

from __future__ import annotations

import re

from romsmith.lexicon import _goals as G
from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._clauses import OBJECT_PRONOUNS
from romsmith.lexicon._companies import named_company
from romsmith.lexicon._extract import extract
from romsmith.lexicon._genres import GENRE_WORDS, carried, played
from romsmith.lexicon._hazards import HAZARD_REASON, said_hazards
from romsmith.lexicon._intent import Being, Cannot, Goal, Intent, Thing, Time
from romsmith.lexicon._learners import plain_english
from romsmith.lexicon._phrases import _has, _has_place, _unique, _unique_places, named_place, place_of, thing_of
from romsmith.lexicon._sentences import join
from romsmith.lexicon._threats import THEFTS, Threats, _hostile_said
from romsmith.lexicon._vocab import (
    ACTION,
    ARMIES,
    AVOIDED,
    COMPANY,
    COUNTS,
    DETS,
    ENGINE_CANNOT,
    HOSTILE_VERBS,
    MODALS,
    MOVES,
    PARTICLES,
    PHRASAL,
    PLACE_PREPS,
    PREPS,
    PURPOSE_ONLY,
    REPELLED,
    SUBJECT_PRONOUNS,
    TENSE,
    TIME_OF,
    WAVES,
)
from romsmith.lexicon._words import (
    AGE,
    CATS,
    _beast,
    _creature,
    _fold,
    _placeish,
    _singular,
    _verb_here_simple,
    _verb_lemma,
    category,
    ing_form,
)

__all__ = ["ACTION", "category", "read"]

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
# where in a place, not a place ("the top of the tower", "at the bottom of the well")
RELATIVE = frozenset(["top", "bottom", "edge", "middle", "end", "side", "foot", "heart", "centre", "center", "depths"])
INTRUSIONS = frozenset(["sneak", "break", "creep", "slip", "infiltrate", "burgle", "raid", "rob", "smuggle"])
ASKERS = frozenset(["ask", "beg", "send", "hire", "summon", "recruit", "task", "charge", "order"])
CONFINED = frozenset(["locked", "held", "trapped", "imprisoned", "kept", "caged", "chained", "jailed", "captive"])
# a goal that takes back or keeps safe: whoever it is taken from or kept from is a foe
TAKEN_BACK = frozenset(["get back", "win back", "take back", "steal back", "bring back", "rescue", "save", "protect"])
THROWS = frozenset(["shoot", "throw", "fire", "hurl", "fling", "toss", "launch", "lob", "blast", "spit"])
SMUGGLES = frozenset(["sneak", "smuggle", "sneaks", "smuggles", "spirit", "slip"])  # "... X out of": a rescue
ROBS = frozenset(["steal", "take", "snatch", "grab", "swipe", "kidnap", "abduct"])  # "stole X from Y": Y robbed
TAKINGS = ROBS | THEFTS | {"rob", "loot", "pinch", "nick"}  # a thing taken by force, never given
AT_THE_HERO = frozenset(["her", "him", "them", "you", "us", "me"])  # "to stop her", "hunting her"
RIDDERS = frozenset(["clear", "rid", "purge", "cleanse", "free"])  # "clear the road of bandits"
# "X from Y" that parts the hero from Y: Y is missed or left, no foe
PARTED = frozenset(["separated", "apart", "escaped", "came", "comes", "fell", "falls", "strayed", "wandered", "far"])
# how a helped one is helped somewhere: "help the lost penguin get back to the south pole"
_GOING = frozenset(["get", "go", "come", "return", "reach", "travel", "head", "make", "find", "fly", "swim", "sail"])
ASIDES = frozenset(["before", "after", "while", "when", "until", "once", "whenever", "if"])
_WHERE_ASIDES = frozenset(["somewhere", "in", "at", "on", "under", "inside", "deep", "far", "across", "through"])


class _Reader(Threats):
    def read(self) -> Intent:
        self._set_aside_genre()
        paced = self._set_aside_pace()
        w = self.w
        first = next((x.i for x in w if self.live(x.i) and not x.punct), len(w))
        heroes, helpers, opponents, bystanders, places, objects = [], [], [], [], [], []
        first = self._past_lead(first)
        first = self._story_clause(first, opponents)
        first = self._past_you(first)
        self._set_aside_aside(first)
        self._set_aside_relative(first)
        verb_at, verb = self._main_verb(first)
        if self.deed_at is not None and self.deed_at == first:  # "As Wren, ..., you climb floating islands"
            verb_at, verb = first, _verb_lemma(self.w[first].en)
        if verb == "have" and verb_at + 1 < len(w) and w[verb_at + 1].en == "been":
            verb_at, verb = verb_at + 1, "be"  # "Prince Anselm has been turned into a toad, so ...": a passive
        after = self._passive_by(verb_at, opponents, places) if verb == "be" else None
        if after is None and verb == "be":  # "the whole village is asleep ... and only Nana Pim can wake them"
            after = self._next_clause(verb_at, opponents)
        if after is not None:  # "the village is attacked by wolves and a young shepherd must protect the flock"
            first = after
            verb_at, verb = self._main_verb(first)
        subject_end = verb_at if verb_at is not None else len(w)
        self.main_at = verb_at  # where the subject's phrase ends, for the places said inside it
        said_by = verb_at == first + 1 and w[first].en in ("she", "he", "they", "you", "we")  # "she helps a ..."
        helped = self._helped(verb_at, verb)
        if helped is not None and helped[0] is None:  # "help him find it": the finding, for one said before
            meant = self._named_before(verb_at + 1)
            if meant is not None and _creature(meant.kind):
                helpers.append(self._being(meant))  # "Thor lost his hammer again!! help him": Thor is helped
            if verb_at > 0 and w[verb_at - 1].punct and w[verb_at - 1].text[:1] in ".!?":
                heroes = [Being(kind="player", category="person", words="")]  # an order of its own: the player's
                self.ordered = True  # no word before it names the player
            verb_at, verb = helped[1]
        elif helped is not None:  # "help the mole find his spectacles": the player finds them for the mole
            if verb_at != first and not said_by:  # "a nurse helps a lost boy find his mother": she is the hero
                heroes = self._subject(first, subject_end, helpers, places)
            if not heroes and helped[0].name and category(helped[0].kind) == "animal":
                heroes = [self._being(helped[0])]  # "help Bo the beetle roll his ball home": Bo's own game
            else:
                helpers.append(self._being(helped[0]))
            verb_at, verb = helped[1]
        elif self.as_hero is not None:  # "as a mole, dig ..."
            heroes = [self._being(self.as_hero)]
            named = self.as_ordered and heroes[0].name and _fold(heroes[0].kind) == _fold(heroes[0].name)
            if named:  # "as Mira, find ...": a player named Mira
                heroes = [heroes[0].model_copy(update={"kind": "player", "category": "person"})]
        elif verb_at is not None and verb_at == first:  # an imperative: "escape the station", "hop ... as a bunny"
            heroes = self._as_hero(verb_at) or self._later_frame(verb_at)
            self.ordered = not heroes  # the player gives it: no word of it is the hero
        else:
            heroes = self._subject(first, subject_end, helpers, places)
        if verb in ASKERS and verb_at is not None:  # "the mayor asks a frog detective to find out who ..."
            asked, j = self.phrase(verb_at + 1)
            if asked is not None and j + 1 < len(w) and w[j].en in ("named", "called") and w[j + 1].cap:
                k = j + 1  # "sends a young squire named Tam to find the lost crown": Tam
                while k < len(w) and w[k].cap and not w[k].punct:
                    k += 1
                asked.name, j = " ".join(x.text for x in w[j + 1 : k]), k
            someone_asked = asked is not None and (_creature(asked.kind) or bool(asked.name))  # "a sprout named Tiv"
            if someone_asked and j + 1 < len(w) and w[j].en == "to":
                lemma = _verb_lemma(w[j + 1].en)
                against = j + 2 < len(w) and w[j + 2].en in AT_THE_HERO
                if lemma and not (against and lemma in HOSTILE_VERBS):  # not "sends frogs to stop her": his minions
                    helpers += [h for h in heroes if h.kind != "player"]
                    heroes, (verb_at, verb) = [self._being(asked)], (j + 1, lemma)
        by, done_to = self._passive_agent(verb_at), []
        if by is not None:  # "the crown jewels must be returned to the vault by a guard named Percy"
            done_to = [Thing(kind=h.kind, category=h.category, count=h.count, words=h.words) for h in heroes]
            heroes = self._subject(by + 1, len(w), helpers, places)
        done = self._done_to(first) if by is None and self.as_hero is None else None
        if done is not None and not any(_creature(h.kind) for h in heroes):  # a being may do it: "a ghost ..."
            verb_at, verb, thing = done  # "the orbital station has been overrun ... and must be cleared"
            done_to, heroes = [thing_of(thing)], self._later_frame(verb_at)  # "... you're the clock mender"
        if verb_at is None:  # "a knight's quest to find the holy grail": no verb but the purpose's
            verb_at, verb = next(((k + 1, v) for k, v in self._purposes(first)), (None, None))
            subject_end = verb_at - 1 if verb_at is not None else len(w)
            heroes = self._subject(first, subject_end, helpers, places) if verb_at is not None else heroes
        goal_at, goal_verb = self._goal_verb(verb_at, verb)
        if self.lead_quest is not None:
            goal_at, goal_verb = self.lead_quest, "seek"
        back_to = goal_at is not None and goal_at + 2 < len(w) and w[goal_at + 2].en == "to"
        made_it = goal_at is not None and goal_at + 2 < len(w) and w[goal_at + 2].en in ("to", "home", "back", "out")
        if (goal_at is not None and goal_at + 1 < len(w) and f"{goal_verb} {w[goal_at + 1].en}" in PHRASAL) and not (
            (goal_verb == "get" and back_to)  # "get back to the south pole": reach it
            or (goal_verb == "make" and w[goal_at + 1].en == "it" and not made_it)  # "make it epic": no journey
        ):
            goal_verb = f"{goal_verb} {w[goal_at + 1].en}"
        split = (  # "clear them out of every lodge": clear out, once its object is read
            goal_at is not None
            and goal_at + 2 < len(w)
            and w[goal_at + 1].en in OBJECT_PRONOUNS
            and f"{goal_verb} {w[goal_at + 2].en}" in PHRASAL
        )
        self.hero_kinds = {h.kind for h in heroes} | {h.kind.split()[-1] for h in heroes if h.kind}
        if goal_at is not None:
            objects = self._objects(goal_at, goal_verb, places, helpers, opponents)
        if split:
            goal_verb = f"{goal_verb} {w[goal_at + 2].en}"
        end = getattr(self, "object_end", None)  # where the goal's object ends (`_objects`)
        target = self._aimed_at(goal_verb, end) if len(objects) == 1 else None
        if target is not None:  # "shooting bubbles at invading rubber sharks": the sharks are what is beaten
            goal_verb, objects = "shoot", [thing_of(target)]
        listed = self._colon_list(end) if len(objects) == 1 else []
        if listed and objects[0].kind.split()[-1].removesuffix("s") in _GENERIC_THINGS:
            objects = listed  # "needs three things from around town: flour from the baker, pork ... and chives"
        if goal_verb == "get" and len(objects) == 1 and _happened(objects[0].words):
            parted = self._parted_from(end) if objects[0].kind in PARTED else None
            if parted is not None:  # "got separated from their mother": finding her again is the goal
                goal_verb, objects = "find", [thing_of(parted)]
            else:  # "gets lost in the museum": what befell, no goal
                goal_at, goal_verb, objects = None, None, []
        if verb_at is not None and goal_at != verb_at and ACTION.get(verb or "") == "tame":
            tamed, _ = self.phrase(verb_at + 1)  # "tames wild beetles and battles the gym leaders": friends
            if tamed is not None and _creature(_singular(tamed.head)):
                helpers.append(self._being(tamed))
        if goal_verb in ("want", "need") and objects and end is not None and end < len(w) and w[end].en == "back":
            goal_verb = "get back"  # "wants them back", "wants her golden key back"
        back = end is not None and end < len(w) and w[end].en == "back"  # "get his carrot nose back from"
        onward = end is not None and end + 1 < len(w) and w[end + 1].en == "to"  # "bring water back to the fountains"
        if end is not None and end + 1 < len(w) and w[end].en == "all" and w[end + 1].en in PARTICLES:
            end += 1  # "round them all up"
        missed = bool(objects) and (
            _creature(objects[0].kind)
            or any(t in ("stolen", "lost", "missing", "runaway") for t in objects[0].words.lower().split())
        )  # "bring the stolen sun-crystal back to the castle": got back, not delivered
        if goal_verb in SMUGGLES and objects and _creature(objects[0].kind) and end is not None and end < len(w):
            k = end + (w[end].cap and end + 1 < len(w))  # past a name: "your brother Hansel out"
            if w[k].en == "out":  # "sneak your brother Hansel out of the witch's house": a rescue
                goal_verb = "get out"
        if (
            goal_verb in ("get", "win", "take", "bring")
            and objects
            and back
            and not (goal_verb == "bring" and onward and not missed)
        ):
            goal_verb = f"{goal_verb} back"
        elif (
            goal_verb
            and objects
            and end is not None
            and end < len(w)
            and (w[end].en in PARTICLES or w[end].en == "across")  # "get every kid across Main Street"
            and not (end + 1 < len(w) and w[end + 1].en == "together")  # "put ... back together": below
        ):
            split = f"{goal_verb} {w[end].en}"  # "track them down", "round them all up", "hold them off"
            weak = ACTION.get(goal_verb) in (None, "other") or goal_verb in (
                "track",
                "round",
                "get",
                "put",
            )  # not "find ... out"
            weak = weak and split != "get back"
            if (split in ACTION and weak) or split in REPELLED:
                goal_verb = split
        if done_to:
            objects = done_to
        target = self._target(goal_at) if goal_at is not None else None
        if target is not None:  # "shoots lasers at the meteors": the meteors, not the lasers
            objects = [thing_of(target)]
        loss = self._loss(verb_at) if verb == "be" and after is None else None
        if loss is not None:  # "a snowman's carrot nose was taken by the greedy crows": he gets it back
            owner, thing, thief = loss
            heroes = [self._being(owner)] if owner is not None else []
            goal_verb, goal_at = "get back", verb_at
            objects = [thing_of(thing)]
            opponents.append(self._being(thief, hostile=True))
        if getattr(self, "way_out", False) == "here":  # "find a way out": of the place it is in
            goal_verb, objects = "escape", []
        elif getattr(self, "way_out", False) and objects:
            goal_verb = "escape"  # "find its way out of the old theater"
        moved_out = goal_at is not None and w[goal_at].en in MOVES and [x.en for x in w[goal_at + 1 : goal_at + 3]]
        left = self.phrase(goal_at + 3)[0] if moved_out == ["out", "of"] else None
        if left is not None:
            goal_verb, objects = "escape", [thing_of(left)]  # "climb out of the volcano"
        if (
            goal_verb == "put"
            and end is not None
            and end + 1 < len(w)
            and w[end].en == "back"
            and (w[end + 1].en == "together")
        ):
            goal_verb = "put together"  # "put the skeleton back together"
        if goal_verb == "set" and objects and objects[-1].kind == "free":
            goal_verb, objects = "free", objects[:-1]  # "battle his hired thugs to set her free"
        elif goal_verb == "set" and objects and end is not None and end < len(w) and w[end].en == "free":
            goal_verb = "free"  # "set the spirit free"
        self.action_hint = self._action(goal_verb, objects)
        self._prepositions(helpers, opponents, places, bystanders, heroes, objects, goal_verb)
        if getattr(self, "way_out", False) == "here" and places:  # "a candle in a mansion ... a way out"
            objects = [Thing(kind=places[0].kind, category="place", words=places[0].words)]
        if not heroes:
            heroes = [Being(kind="player", category="person", words="")]
        action = self._action(goal_verb, objects)
        bound = None if objects else self._bound_for(goal_at, goal_verb, action)
        if bound is not None:  # "hop across the outback to the waterhole": the waterhole reached
            action, objects = "reach", [Thing(kind=bound.kind, category="place", words=bound.words)]
            if not _has_place(places, bound.kind):
                places.append(place_of(kind=bound.kind, words=bound.words))
        somewhere = all(
            o.category == "place" or (_placeish(o.kind) and o.category not in ("thing", "food")) for o in objects
        )
        going = _going(goal_verb)  # not "help Grandpa Tomo plant the orchard"
        if helped is not None and helped[0] is not None and objects and somewhere and going and action != "fix":
            # "help the lost penguin get back to the south pole": bring the penguin there
            places += [place_of(kind=o.kind, words=o.words) for o in objects if not _has_place(places, o.kind)]
            objects = [Thing(kind=helped[0].kind, category=category(helped[0].kind), words=helped[0].words)]
            action = "escort"
        if action == "defeat":
            objects = [_members_of(o) for o in objects]  # "battles a poacher gang": the poachers are beaten
        if action in ("defeat", "catch") or (goal_verb or "") in HOSTILE_VERBS | AVOIDED | REPELLED:
            for o in objects:
                members = [m for m in o.kind.split()[:-1] if _creature(m)] if o.category == "group" else []
                if members and not _has(opponents, members[-1]):  # "the alien armada": aliens, many
                    m = members[-1]
                    opponents.append(Being(kind=m, category=category(m), count=2, hostile=True, words=o.words))
                if (
                    o.category in ("person", "animal", "monster", "machine")
                    or (o.category == "unknown" and o.kind != "who")
                    or o.kind.split()[-1] in ARMIES  # "takes on the Iron Armada"
                    or (_hostile_said(o.words) and o.category != "place")  # "shoot the evil snowmen"
                    or (action == "defeat" and self._fought_band(o, goal_verb))
                ) and not _has(opponents, o.kind):
                    if action == "catch" and "foe" not in (X.word_stance(o.kind), X.word_stance(o.kind.split()[-1])):
                        continue
                    opponents.append(
                        Being(kind=o.kind, category=o.category, count=o.count or 1, hostile=True, words=o.words)
                    )
        if (
            action not in ("defeat", "catch", "escape", "investigate")
            and (goal_verb or "") not in HOSTILE_VERBS | AVOIDED | REPELLED
        ):
            for o in objects:  # the one saved, led, warned or fed is a friend
                if o.category in ("person", "animal", "machine") and not _has(opponents, o.kind):
                    helpers.append(Being(kind=o.kind, category=o.category, count=o.count or 1, words=o.words))
        if action == "escape":
            opponents += self._escaped_from(objects, opponents)
        self._side_foes(goal_at, verb_at, opponents)
        self._met_foes(heroes, places, opponents)
        versus = next((k for k in range(first + 1, len(w) - 1) if w[k].en in ("vs", "versus") and self.live(k)), None)
        if versus is not None and (not goal_verb or action == "other"):  # "ninja vs robots on a bullet train"
            foe, _ = self.phrase(versus + 1 + w[versus + 1].punct, subject=True)
            if foe is not None:
                opponents.append(self._being(foe, hostile=True))
                heroes = self._subject(first, versus, helpers, places) or heroes
                goal_verb, action = "fight", "defeat"
                objects = [thing_of(foe)]
        for owner in self.foe_owners:  # whose the foes are leads them: "Admiral Gristle's sky pirates"
            leader = _creature(owner.kind) or any(x.cap for x in self.w[owner.start : owner.end])
            own = any(
                self.w[k].en in ("her", "his", "their", "my", "your", "our") for k in (owner.start - 1, owner.start)
            )
            if own and not _hostile_said(owner.words):
                continue  # "her father's guards hunting her": the guards; her father is not said to lead them
            if leader and not _has(opponents + heroes, owner.kind):
                opponents.append(self._being(owner, hostile=True))
        if self.lead_foe is not None and not _has(opponents, self.lead_foe.kind):
            opponents.append(self._being(self.lead_foe, hostile=True))
        if self.lead_helper is not None and not _has(helpers, self.lead_helper.kind):
            helpers.append(self._being(self.lead_helper))
        for moved in sorted({verb_at, self.moved_at} - {None, goal_at}):  # "digs a tunnel to rescue...": a place
            ph, _ = self.phrase(moved + 1)
            if ph is not None and named_place(ph):  # "climb Mount Brimble and slay the troll"
                places.append(
                    place_of(kind=" ".join(t for t in ph.words.split() if t.lower() not in DETS), words=ph.words)
                )
            elif ph is not None and _placeish(ph.kind) and not _creature(ph.kind):
                places.append(place_of(kind=ph.kind, words=ph.words))
        self._modifier_places(places)
        for kind, said in said_hazards(self.w, self.live) if self.language == "en" else ():
            if not _has(opponents + heroes, kind):  # "before the hailstorm hits": a foe, though no creature
                opponents.append(Being(kind=kind, category="hazard", hostile=True, words=said))
        helpers[:] = [h for h in helpers if not _has(opponents, h.kind) and not _has(heroes, h.kind)]
        genre_words = {_fold(p) for words in self.genre.words.values() for p in words}
        bystanders[:] = [b for b in bystanders if _fold(b.kind) not in genre_words]  # "this shooter" is nobody
        if not goal_verb and action == "other" and len(heroes) == 1 and self.language == "en":  # "zombie shooter"
            named = self._noun_goal(heroes[0], objects, opponents)
            if named is not None:
                heroes, (action, goal_verb) = named
        times = self._times()
        mood = self._mood()
        genre = played(self.genre, [v for v in (verb, goal_verb) if v]) if self.language == "en" else self.genre
        genre = carried(genre, action)
        if paced is not None and not _has_place(places, _singular(paced.en)):
            places.append(place_of(kind=_singular(paced.en), words=paced.text))
        foes = _unique(self._renamed(opponents))[:6]
        intent = Intent(
            language=self.language,
            heroes=named_company(self.idea, heroes)[:4],
            goal=Goal(
                action=action,
                verb=goal_verb or "",
                objects=objects[:6],
                words=self._span_text(goal_at, objects) if goal_at is not None else "",
            ),
            opponents=foes,
            helpers=_unique(helpers)[:6],
            bystanders=_unique([b for b in bystanders if not _has(opponents + helpers + heroes, b.kind)])[:6],
            places=_unique_places(_real_places(places, times))[:6],
            time=times[:4],
            mood=mood,
            genre=genre.genre,
            genres=list(genre.genres),
            genre_words=[p for words in genre.words.values() for p in words][:8],
            cannot=(
                self._cannot()
                + [Cannot(words=o.words or o.kind, reason=HAZARD_REASON) for o in foes if o.category == "hazard"]
            )[:8],
        )
        return intent

    def _aimed_at(self, verb: str | None, at: int | None):
        """The beings a thrown or shot thing is aimed at, after "at" at word `at` ("throws snowballs
        at the evil snowmen"), or None."""
        w = self.w
        if verb not in THROWS or at is None or at + 1 >= len(w) or w[at].en != "at":
            return None
        ph, _ = self.phrase(at + 1)
        return ph if ph is not None and (_creature(ph.kind) or ph.head in WAVES | ARMIES) else None

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
        if at is None or not verb or action not in ("other", "reach") or not (verb in MOVES or W.is_motion(verb)):
            return None
        for k in range(at + 1, min(len(w) - 1, at + 10)):
            if w[k].punct or w[k].en in ("and", "while", "where", "who", "so", "but", "then"):
                return None
            if w[k].en == "to":
                ph, _ = self.phrase(k + 1)
                placed = (
                    ph is not None and not _creature(ph.kind) and category(ph.kind) in ("place", "thing", "unknown")
                )
                return ph if placed else None  # (a waterhole is a thing to WordNet, and still where one goes)
        return None

    def _escaped_from(self, objects: list, opponents: list) -> list[Being]:
        """Whom the hero escapes: a creature escaped ("escapes the hungry farmer"), or the one
        whose place it is, said after "of" ("the volcano lair of Doctor Magmus")."""
        found = [
            Being(kind=o.kind, category=o.category, count=o.count or 1, hostile=True, words=o.words)
            for o in objects
            if o.category in ("person", "animal", "monster") and not _has(opponents, o.kind)
        ]
        end, w = getattr(self, "object_end", None), self.w
        if objects and end is not None and end + 1 < len(w) and w[end].en == "of" and w[end + 1].en != "the":
            owner, _ = self.phrase(end + 1)  # "of Doctor Magmus", not "of the old mill"
            said = owner is not None and (owner.name or w[end + 1].cap) and _creature(owner.kind)
            if said and not named_place(owner) and not _has(opponents, owner.kind):
                found.append(self._being(owner, hostile=True))
        return found

    def _renamed(self, foes: list) -> list:
        """The foes less one said again by its name between commas right after it ("their old
        enemy, the Lich King, came back": the Lich King); not a list ("foxes, owls")."""
        said = self.idea.lower()

        def again(f) -> bool:
            return (
                bool(f.words)
                and not _by_name(f.words)
                and any(g is not f and _by_name(g.words) and f"{f.words}, {g.words},".lower() in said for g in foes)
            )

        return [f for f in foes if not again(f)]

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

    def _set_aside_pace(self):
        """ "one saloon at a time", "one by one", "step by step": how, no part of any phrase; the
        word of a place gone through so ("saloon": where it happens), else None."""
        w, place = self.w, None
        for k in range(len(w) - 2):
            said = [x.en for x in w[k : k + 5]]
            if said[:1] == ["one"] and said[2:5] == ["at", "a", "time"]:
                self.skip.update(range(k, k + 5))
                if _placeish(w[k + 1].en):
                    place = w[k + 1]
            elif (
                len(said) >= 3
                and said[1] == "by"
                and said[0] == said[2]
                and said[0] in ("one", "step", "room", "floor")
            ):
                self.skip.update(range(k, k + 3))
        return place

    def _past_you(self, first: int) -> int:
        """ "(a shooter where) you hold off the zombies", "you must find ...": the player's own
        order, read as an imperative from its verb."""
        w = self.w
        if first >= len(w) or w[first].en not in ("you", "we"):
            return first
        k = first + 1
        if k + 1 < len(w) and (w[k].en in MODALS or (w[k].en in ("have", "need", "got") and w[k + 1].en == "to")):
            k += 2 if w[k + 1].en == "to" else 1
            k += k < len(w) and w[k].en == "to"  # "you must to put the right key ..."
        live_verb = k < len(w) and self.live(k) and _verb_lemma(w[k].en) and w[k].en not in ("are", "were", "re")
        return k if live_verb and w[k].en not in DETS else first

    def _set_aside_aside(self, first: int) -> None:
        """ "find, before the moon sets, the white stag", "has to find, somewhere in the fog, the
        three signal lamps": a side clause between a verb (an imperative's, or one after "to" or a
        modal) and its object is no part of either (its time is still read)."""
        w = self.w
        for k in range(first, min(len(w) - 3, first + 12)):
            if not (w[k + 1].punct and w[k + 1].text == ",") or not _verb_lemma(w[k].en):
                continue
            if not (k == first or w[k - 1].en in ("to", "must", "can", "will", "should")):
                continue
            if w[k + 2].en not in ASIDES | _WHERE_ASIDES:
                return
            close = next((j for j in range(k + 3, min(len(w), k + 12)) if w[j].punct and w[j].text == ","), None)
            if close is not None and close + 1 < len(w) and not w[close + 1].punct:
                self.skip.update(range(k + 1, close + 1))
            return

    def _set_aside_relative(self, first: int) -> None:
        """ "Emma, a girl who can talk to trees, has to save the oak": the relative clause inside
        an apposition after the subject is no part of the sentence's verb or goal (the girl stays)."""
        w = self.w
        for k in range(first, min(len(w) - 4, first + 8)):
            if w[k].text != "," or w[k + 1].en not in ("a", "an", "the"):
                continue
            rel = next((j for j in range(k + 2, min(len(w), k + 8)) if w[j].en in ("who", "that")), None)
            close = next((j for j in range(k + 2, min(len(w), k + 16)) if w[j].text == ","), None)
            if rel is None or close is None or rel > close or close + 1 >= len(w):
                return
            after = w[close + 1].en
            if after in MODALS or after in ("has", "have", "needs", "wants") or _verb_here_simple(after):
                self.skip.update(range(rel, close + 1))
            return

    def _prepositions(self, helpers, opponents, places, bystanders, heroes, objects, verb) -> None:
        w = self.w
        taken = {o.kind for o in objects} | {h.kind for h in heroes}
        i = 0
        while i < len(w):
            x = w[i]
            if not self.live(i) or (x.en not in PREPS and x.en not in ("attack", "attacks", "arrives", "arrive")):
                i += 1
                continue
            if x.en == "of" and i > 0 and w[i - 1].en in COMPANY:  # "a party of three": the heroes' own count
                i += 1
                continue
            if x.en in ("attack", "attacks", "arrives", "arrive"):
                ph = self._phrase_before(i)
                if ph is not None and _creature(ph.kind):
                    opponents.append(self._being(ph, hostile=True))
                i += 1
                continue
            if (x.en == "to" and i + 1 < len(w) and _verb_lemma(w[i + 1].en) and w[i + 1].en not in DETS) and (
                not (X.lookup(w[i + 1].en) and not W.lemma(w[i + 1].en, "v")) and not w[i + 1].cap  # "to Port Wexley"
            ):
                i += 1
                continue
            if x.en in ASIDES and i + 1 < len(w) and w[i + 1].en in SUBJECT_PRONOUNS:
                i += 1  # "before it reaches Titan": a clause whose doer is read elsewhere, no phrase
                continue
            main = self.main_at if x.en in PLACE_PREPS - {"of"} and self._verb_after_subject(i) else None
            ph, j = self.phrase(i + 1, stop=main)  # "a nurse in London helps": London, not "London helps"
            if ph is None:
                i += 1
                continue
            while ph is not None and ph.head in WAVES and j < len(w) and w[j].en in ("of", "after"):
                if w[j].en == "after" and j + 1 < len(w) and w[j + 1].en in WAVES:
                    j += 2  # "wave after wave of squirrels"
                    continue
                ph, j = self.phrase(j + 1)
            if ph is None:
                i = j
                continue
            if ph.head in RELATIVE and j + 1 < len(w) and w[j].en == "of":  # "the top of Mount Korr": the mountain
                ph, j = self.phrase(j + 1)
                if ph is None:
                    i = j
                    continue
            elif ph.head in RELATIVE:  # "the troll who lives at the top": no place of its own
                i = max(j, i + 1)
                continue
            owner = self._possessive_owner(ph)
            kind = ph.kind
            cat = category(kind)
            prep = x.en
            foes_before = len(opponents)
            if prep == "of" and self._after_goal_object(i) and self.action_hint in ("protect", "rescue"):
                prep = "from"  # "protege sus huevos del zorro": de = from
            if prep == "of" and self._after_goal_object(i) and (verb or "") in RIDDERS:
                prep = "against"  # "clear the old road of bandits": the bandits are driven out
            members = [m for m in kind.split()[:-1] if _creature(m)]
            parted = prep == "from" and i > 0 and w[i - 1].en in PARTED  # "separated from their mother"
            if parted and (_creature(kind) or not members):  # not "escaped from the spider lair": spiders
                if _creature(kind):
                    helpers.append(self._being(ph))
                elif _placeish(kind):
                    places.append(place_of(kind=kind, words=ph.words))  # "escaped from the zoo"
                i = max(j, i + 1)
                continue
            if prep == "from" and self._robbed_before(i) and _creature(kind):
                helpers.append(self._being(ph))  # "a dragon stole the crown from Queen Elsabet": she was robbed
                i = max(j, i + 1)
                continue
            if prep == "from" and self._given_by(i, ph, verb):
                helpers.append(self._being(ph))  # "flour from the baker, pork from the butcher": they give it
                i = max(j, i + 1)
                continue
            if prep in ("from", "against") and members and ph.head in WAVES:  # "against the orc horde": orcs
                opponents.append(Being(kind=members[-1], category=category(members[-1]), count=2, hostile=True))
            elif prep in ("from", "against") and members and not _creature(kind):
                opponents.append(self._being(ph, hostile=True))  # "from alien saucers": the saucers
            elif (
                (prep in ("from", "against") and (_creature(kind) or (cat == "unknown" and ph.plural)))
                or (
                    prep == "against" and (_beast(kind) or cat == "unknown")
                )  # "against a shady pufferfish", "the kaiju"
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
                    places.append(place_of(kind=kind, words=ph.words))
            elif x.en == "with" and _creature(kind) and self._hunting_the_hero(j):
                opponents.append(self._being(ph, hostile=True))  # "with her father's guards hunting her": foes
            elif x.en in ("for", "to", "with") and _creature(kind) and kind not in taken:
                helpers.append(self._being(ph))
                if owner is not None:
                    helpers.append(self._being(owner))
            elif (x.en in PLACE_PREPS or x.en == "for") and (
                ((ph.cap_unknown or _placeish(kind)) and not _creature(kind)) or named_place(ph)
            ):
                name = " ".join(t for t in ph.words.split() if t.lower() not in DETS)
                kind = name if named_place(ph) else kind if not ph.cap_unknown else ph.words.split()[-1]
                places.append(place_of(kind=kind, words=ph.words))  # "Mount Korr" whole: a mountain
                if owner is not None and _creature(owner.kind):
                    jailer = i > 0 and w[i - 1].en in CONFINED  # "locked in the eel queen's dungeon"
                    intruded = x.en in ("into", "inside") and (verb or "") in INTRUSIONS | {"steal", "escape"}
                    intruded = intruded or (x.en == "into" and i > 0 and _verb_lemma(w[i - 1].en) in INTRUSIONS)
                    foe = jailer or intruded  # "sneaks into the shogun's castle": the shogun's
                    (opponents if foe else helpers).append(self._being(owner, hostile=foe))
            elif x.en in ("before", "until") and self._threat(i + 1) is not None:
                threat, j = self._threat(i + 1)  # "before the gulls get them": a threat
                deadline = (
                    _verb_lemma(w[j].en) in DEADLINES
                    and category(threat.kind) in ("person", "machine")  # a beast that wakes is a threat
                    and X.word_stance(threat.head) != "foe"
                )
                if not deadline:  # not "before the guests wake up", "before the truck leaves"
                    opponents.append(self._being(threat, hostile=True))
            elif x.en in ("before", "until", "after") and _creature(kind):
                stance = X.word_stance(ph.head)
                (opponents if stance == "foe" else bystanders).append(self._being(ph, hostile=stance == "foe"))
            elif owner is not None and _creature(owner.kind) and owner.kind not in taken:
                helpers.append(self._being(owner))
            elif _creature(kind) and kind not in taken and x.en not in ("as",):
                foe = X.word_stance(ph.head) == "foe"  # "through the valley of wolves": wolves are foes
                (opponents if foe else bystanders).append(self._being(ph, hostile=foe))
            if len(opponents) > foes_before and opponents[-1].kind == kind:
                j = self._foe_list(j, opponents)  # "of bandits, cave trolls and the Bone Witch": each a foe
            i = max(j, i + 1)
        self._clause_foes(heroes, helpers, opponents)
        for o in opponents:
            o.hostile = True

    def _verb_after_subject(self, i: int) -> bool:
        """Whether the main verb follows word i, as a verb ("a nurse in London helps ...": not
        "the Candy Caverns", a noun the main-verb guess took)."""
        at = self.main_at
        return at is not None and i < at and not self.w[at].cap and self._mostly_verb(self.w[at].en)

    def _modifier_places(self, places: list) -> None:
        """A place word inside a noun phrase ("a lighthouse mouse", "the village pie contest")."""
        w = self.w
        for k, x in enumerate(w):
            if not self.live(k) or x.punct or k + 1 >= len(w) or w[k + 1].punct:
                continue
            nxt = w[k + 1].en
            entries = [e for e in X.lookup(x.en) if e.kind == "place"]
            if (
                (entries and x.en not in DETS and nxt not in DETS and nxt not in PREPS and not _verb_here_simple(nxt))
                and (X.lookup(nxt) or W.is_noun(nxt))
                and not any(x.en in p.kind.split() for p in places)
            ):
                places.append(place_of(kind=x.en, words=x.text))

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
        """Whether words j on are a pursuit of the hero, said as a participle ("hunting her")."""
        w = self.w
        aimed = j + 1 < len(w) and w[j + 1].en in AT_THE_HERO
        return aimed and w[j].en.endswith("ing") and self._pursues(j)

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

    def _action(self, verb: str | None, objects: list[Thing]) -> str:
        if verb is None:
            return "other"
        text = _fold(self.idea)
        asks = (
            r"(^|\b(out|discover|discovers|learn|learns|uncover|uncovers|guess|guesses|pick|picks|solve|solves|know))"
        )
        if re.search(r"\b(find|finds|found) out\b", text) or re.search(asks + r" who (stole|took|locked|did)\b", text):
            return "investigate"  # not "catch the aliens who stole the cheese"
        if (verb == "save" and re.search(r"\bsaves? (the|a|an|his|her|their|its) \w+( \w+)? from\b", text)) and (
            objects and objects[0].category not in ("person", "animal")
        ):
            return "protect"
        action = ACTION.get(verb)
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

    def _span_text(self, at: int, objects: list[Thing]) -> str:
        w = self.w
        end = getattr(self, "object_end", at + 1)
        return " ".join(x.text for x in w[at:end] if x.text and not x.punct)[:80]

    def _times(self) -> list[Time]:
        out: list[Time] = []
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        for word, kind in sorted(TIME_OF.items(), key=lambda kv: -len(kv[0])):
            if f" {word} " in text and not any(t.kind == kind for t in out):
                out.append(Time(kind=kind, words=word))
                text = text.replace(f" {word} ", " | ")
        return out

    def _mood(self) -> str:
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        if any(f" {cue} " in text for cue in G.PEACEFUL.split("|")):
            return "cozy"
        if any(f" {cue} " in text for cue in TENSE):
            return "tense"
        return "neutral"

    def _cannot(self) -> list[Cannot]:
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        return [Cannot(words=word, reason=why) for word, why in ENGINE_CANNOT.items() if f" {word} " in text]


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


# what someone does that only marks the time ("before the guests wake up"): no threat unless a foe does it
DEADLINES = frozenset({"leave", "start", "begin", "open", "close", "get", "come", "return"})


# words a place phrase can end in that name no place: "stands in the way", "to the top of the hill"
NO_PLACES = frozenset(
    {"way", "top", "back", "bottom", "side", "middle", "end", "place", "rest", "front", "inside", "outside", "edge"}
)


def _real_places(places: list, times: list) -> list:
    """The places without a position or a way ("the top", "the way") and without the time read
    as a place too ("for the winter"); an adjective alone ("the frozen") is none either."""
    when = {t.kind for t in times}
    return [
        p
        for p in places
        if not (
            " " not in p.kind and (p.kind in NO_PLACES or p.kind in when or (_adjective(p.kind) and p.words.islower()))
        )
    ]


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


def _adjective(word: str) -> bool:
    return not W.is_noun(word) and bool(W.lemma(word, "a"))


def _kin_action(verb: str) -> str:
    """The action of the first verb WordNet puts near one no table knows, else "other"."""
    if verb in PURPOSE_ONLY:
        return "other"  # "survive five nights": no goal of its own, though one sense overcomes
    near = next((v for v in W.verb_kin(verb, senses=2) if v in KIN_TARGETS and v in ACTION), None)
    return ACTION[near] if near else "other"


def read(idea: str) -> Intent:
    """The intent of an idea, read offline (see the module docstring); an idea of several
    sentences is also read sentence by sentence (`_sentences`)."""
    said = plain_english(idea)
    intent = _named_person(join(said, _read_one), said)
    if not intent.hero.name and _fold(intent.hero.kind) in GENRE_WORDS:  # "A shooter but you are ...": a genre
        intent = intent.model_copy(update={"heroes": [Being(kind="player", category="person"), *intent.heroes[1:]]})
    return intent


def _named_person(intent: Intent, idea: str) -> Intent:
    """A hero said by a name alone is a person ("Mina must find the healing flower"), a child when
    said little or of an age under 13 ("Little Tom"): the name is no kind a sprite can be found for. Its gender is the idea's pronouns', when they all agree
    ("to save her village, Mina must ...")."""
    hero = intent.heroes[0]
    said = _fold(hero.kind)
    names = {_fold(hero.name or "")} | set(_fold(hero.name or "").split())
    if not hero.name or said not in names or X.lookup(said) or intent.language != "en":
        return intent  # (German capitalises every noun: "das Raumschiff zerstört die Meteore")
    pronouns = set(re.findall(r"\b(she|her|hers|herself|he|him|his|himself)\b", idea.lower()))
    female, male = pronouns & {"she", "her", "hers", "herself"}, pronouns & {"he", "him", "his", "himself"}
    gender = "female" if female and not male else "male" if male and not female else hero.gender
    words = (hero.words or "").lower().split()
    child = "little" in words or any(AGE.fullmatch(w) and int(_age(w)) < 13 for w in words)  # "Little Tom"
    kind = "child" if child else "person"
    person = hero.model_copy(update={"kind": kind, "category": "person", "gender": gender})
    return intent.model_copy(update={"heroes": [person, *intent.heroes[1:]]})


def _age(said: str) -> int:
    """The years of an age said so ("8-year-old", "eight-year-old"; 99 when not a number)."""
    first = said.split("-")[0]
    return int(first) if first.isdigit() else COUNTS.get(first, 99)


def _read_one(idea: str) -> Intent:
    reader = _Reader(idea)
    intent = reader.read()
    aside = {_fold(reader.w[k].text) for k in reader.skip if k < len(reader.w)}
    _fill_from_terms(intent, idea, aside, ordered=getattr(reader, "ordered", False))
    _drop_role_word(intent, idea)
    hero = intent.hero
    subject = hero.words.lower().split()[:1] in (["a"], ["an"], ["the"]) and bool(intent.goal.verb)
    if hero.category == "unknown" and not hero.name and len(intent.heroes) == 1 and not subject:
        intent.heroes[0] = Being(kind="player", category="person")  # "asdfgh qwerty": nobody is named
    # (a subject with its article and its verb is someone, though no table knows it: "a barista listens")
    return intent


# blows that fight the being they are struck at ("sink the pirate fleet", "crush the robot convoy")
STRIKES = frozenset(
    {"sink", "crush", "hit", "smash", "punch", "kick", "bonk", "squash", "stomp", "whack", "torpedo", "bomb"}
    | {"topple", "overpower", "dethrone", "depose", "ambush", "pummel", "thrash", "wallop", "tag", "knock"}
)
# words for the hero's part in the story, not for who the hero is
ROLE_HEROES = frozenset({"hero", "heroine", "protagonist", "main character", "character", "player character"})


def _drop_role_word(intent: Intent, idea: str) -> None:
    """ "The hero, a farmer boy, must fight ...": the farmer boy, not a hero and a farmer boy; "the
    landlord, a fat greedy rat, visits ...": one rat (what the apposition says the first is)."""
    if len(intent.heroes) < 2 or (intent.heroes[0].count or 1) > 1 or (intent.heroes[1].count or 1) > 1:
        return
    first, second = intent.heroes[0].words, intent.heroes[1].words
    said = re.search(  # "the landlord, a fat greedy rat, visits": not a list ("a knight, a wizard, and a thief")
        rf"\b(the|his|her|their|its|my|our) {re.escape(first.split(' ', 1)[-1])}\s*,\s*(a|an) "
        rf"{re.escape(second.split(' ', 1)[-1])}\s*,(?!\s*(and|or|a|an|the)\b)",
        idea,
        re.I,
    )
    role = intent.heroes[0].kind in ROLE_HEROES and re.search(
        rf"{re.escape(first)}\s*,\s*{re.escape(second)}", idea, re.I
    )
    if first and second and (said or role) and not intent.heroes[0].name:
        intent.heroes[:] = intent.heroes[1:]


def _fill_from_terms(intent: Intent, idea: str, set_aside: set[str] = frozenset(), ordered: bool = False) -> None:
    """Roles the sentence did not give, from the lexicon's term reading (`extract`): the goal's
    archetype and object, the hero; for verb-last languages also the foes its tables know. A hero
    named only in the words the reader set aside is none ("like Pokemon but ...")."""
    terms = extract(idea)
    hero = terms.hero
    if hero is not None and (_fold(hero.text) in set_aside or ordered):
        hero = None  # (an order's words name whom it is about, not who gives it: "stack the crates so ...")
    if hero is not None and hero.kind == "name" and hero.title:
        hero = None  # "face the skeleton king": a foe's title, nobody's name
    kind = (hero.of or hero.concept if hero.kind == "name" else hero.concept) if hero is not None else None
    if hero is not None and (hero.kind != "name" or hero.of) and _has(intent.opponents + intent.helpers, kind or ""):
        hero = None  # "blast the robots", "help the owl find ...": whom an order is about, not who gives it
    roles = intent.places + intent.goal.objects + intent.opponents + intent.helpers + intent.bystanders
    if hero is not None and hero.kind != "name" and any(_fold(hero.text) in _fold(r.words) for r in roles if r.words):
        hero = None  # "catch the moonlight moths", "hide from the Clockwork Hounds": what the order is about
    named = {(b.name or "").lower() for b in intent.helpers + intent.opponents}
    if (
        hero is not None
        and hero.kind == "name"
        and (any(hero.concept.lower() in r.words.lower() for r in roles) or hero.concept.lower() in named)
    ):
        hero = None  # "defend Earth's last colony ship", "out of Castle Drear": a place's or a thing's name
    if hero is not None and hero.kind == "name" and _fold(hero.concept) == _fold(intent.hero.name or ""):
        hero = None  # "as Mira, find the cat": the player already has that name
    if (intent.hero.kind == "player" or terms.language in ("ja", "zh")) and hero is not None:
        intent.heroes[0] = Being(
            kind=(kind or "hero")[:40],
            category=category(kind or "") if category(kind or "") in CATS else "unknown",
            name=hero.concept[:24] if hero.kind == "name" else None,
            words=hero.text[:80],
        )
    goal = next((t for t in terms.of_kind("goal") if t.concept == terms.archetype), None)
    if intent.goal.action == "other" and goal is not None and not intent.goal.verb:
        intent.goal.action = goal.concept
        intent.goal.words = goal.text[:80]
        if goal.of and not intent.goal.objects:
            intent.goal.objects = [
                Thing(
                    kind=goal.of[:40],
                    category=category(goal.of) if category(goal.of) in CATS else "unknown",
                    words=goal.of[:80],
                )
            ]
    if terms.language in ("ja", "zh") and not intent.opponents:
        for t in terms.of_kind("character"):
            if X.stance(t.concept) == "foe" and not t.hero:
                intent.opponents.append(
                    Being(kind=t.concept, category=category(t.concept), hostile=True, words=t.text[:80])
                )
