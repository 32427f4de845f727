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
(`_clauses`), the clauses before the hero's own (`_leads`, a scene set first in `_scenes`), deeds
said in other words than the subject's verb (`_deeds`), foes said in a clause (`_threats`, on
the verbs of a foe's deed in `_foe_verbs`, creatures that set on the player in `_assailants` and
foes about in `_lurkers`), where the story's clause starts and the words set aside inside it (`_asides`), the roles said
after a preposition (`_prepositions`), the goal's action and what the words around its objects
say (`_goal_action`), what is amended once a sentence is read (`_amends`), and here the
reading's steps (`_Reader.read`: subject, main verb, goal, foes, places, the Intent with its
time, mood and limits); an idea of several sentences is also read one sentence at a time and
joined (`_joining`: cut in `_sentences`, each clause's reading sorted in `_sorting`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from romsmith.lexicon import _goals as G
from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._alternatives import CHOOSES, Alternatives
from romsmith.lexicon._amends import _drop_role_word, _fill_from_terms, _named_person
from romsmith.lexicon._asides import Asides
from romsmith.lexicon._clauses import OBJECT_PRONOUNS
from romsmith.lexicon._companies import named_company
from romsmith.lexicon._genres import GENRE_WORDS, carried, played
from romsmith.lexicon._goal_action import (
    _GENERIC_THINGS,
    GoalAction,
    _by_name,
    _going,
    _happened,
    _members_of,
)
from romsmith.lexicon._hazards import HAZARD_REASON, said_hazards
from romsmith.lexicon._intent import CULPRIT, Being, Cannot, Goal, Intent, Thing, Time
from romsmith.lexicon._joining import join
from romsmith.lexicon._learners import plain_english
from romsmith.lexicon._prepositions import AT_THE_HERO, PARTED
from romsmith.lexicon._roles import (
    _has,
    _has_place,
    _unique,
    _unique_places,
    being_of,
    named_place,
    place_of,
    thing_of,
)
from romsmith.lexicon._threats import _hostile_said
from romsmith.lexicon._vocab import (
    ACTION,
    ARMIES,
    AVOIDED,
    DETS,
    ENGINE_CANNOT,
    HOSTILE_VERBS,
    MOVES,
    PARTICLES,
    PHRASAL,
    REPELLED,
    TENSE,
    TIME_OF,
    WRONGDOERS,
)
from romsmith.lexicon._words import (
    _creature,
    _fold,
    _placeish,
    _singular,
    _verb_lemma,
    category,
)

__all__ = ["ACTION", "category", "read"]

ASKERS = frozenset(["ask", "beg", "send", "hire", "summon", "recruit", "task", "charge", "order"])
SMUGGLES = frozenset(["sneak", "smuggle", "sneaks", "smuggles", "spirit", "slip"])  # "... X out of": a rescue


# "... the backyard looking for the gold": what is sought in the place the goal's verb is done to
# what is done to a wrongdoer found out: "expose the thief", "name the thief", "find the jewel thief"
SOUGHT_OUT = frozenset(["expose", "unmask", "name", "identify", "find", "find out", "uncover", "reveal", "arrest"])
_SEEKING = frozenset({"looking", "searching", "hunting", "digging", "rummaging", "scouring"})


@dataclass
class _Draft:
    """What the steps of `_Reader.read` have read so far: the roles, and where in the words the
    story's clause, its main verb and the goal are."""

    heroes: list = field(default_factory=list)
    helpers: list = field(default_factory=list)
    opponents: list = field(default_factory=list)
    bystanders: list = field(default_factory=list)
    places: list = field(default_factory=list)
    objects: list = field(default_factory=list)  # the goal's
    first: int = 0  # where the story's own clause starts
    verb_at: int | None = None  # the main verb: where, and its lemma
    verb: str | None = None
    after: int | None = None  # where the hero's clause starts after a scene said first
    subject_end: int = 0
    helped: tuple | None = None  # "help X do Y": (X, (where Y is, Y))
    done_to: list = field(default_factory=list)  # what a passive's agent (the hero) does it to
    goal_at: int | None = None  # the goal's verb: where, and the verb (with its particle)
    goal_verb: str | None = None
    end: int | None = None  # where the goal's object ends
    action: str = "other"
    not_foes: set = field(default_factory=set)  # a hero said again as "he" after ", and" (`_read_he_after_and`)


class _Reader(GoalAction, Asides, Alternatives):
    def read(self) -> Intent:
        """The intent of one sentence, read step by step (see the module docstring)."""
        self._set_aside_genre()
        paced = self._set_aside_pace()
        d = _Draft()
        self._read_story_start(d)
        self._read_main_verb(d)
        self._read_hero(d)
        self._read_asked(d)
        self._read_passive_agent(d)
        self._read_purpose_verb(d)
        self._read_goal_verb(d)
        self._read_he_after_and(d)
        self._read_goal_objects(d)
        self._read_goal_particles(d)
        self._read_goal_turns(d)
        self._read_way_out(d)
        self.action_hint = self._action(d.goal_verb, d.objects)
        self._prepositions(d.helpers, d.opponents, d.places, d.bystanders, d.heroes, d.objects, d.goal_verb)
        self._read_action(d)
        self._goal_foes(d)
        self._foes_elsewhere(d)
        self._read_versus(d)
        self._foe_leaders(d)
        self._places_elsewhere(d)
        self._settle_roles(d)
        return self._intent(d, paced)

    def _read_story_start(self, d: _Draft) -> None:
        """Where the story's own clause starts: past a lead, a scene, "you must"; a side clause
        after it is set aside."""
        w = self.w
        first = next((x.i for x in w if self.live(x.i) and not x.punct), len(w))
        first = self._past_lead(first)
        first = self._story_clause(first, d.opponents)
        first = self._past_you(first)
        self._set_aside_aside(first)
        self._set_aside_relative(first)
        d.first = first

    def _read_main_verb(self, d: _Draft) -> None:
        """The main verb, and where the subject ends; a scene said in the passive first gives way
        to the hero's clause."""
        w, first = self.w, d.first
        verb_at, verb = self._main_verb(first)
        if self.deed_at is not None and self.deed_at == first:  # "As Wren, ..., you climb floating islands"
            verb_at, verb = first, _verb_lemma(self.w[first].en)
        if verb == "have" and verb_at + 1 < len(w) and w[verb_at + 1].en == "been":
            verb_at, verb = verb_at + 1, "be"  # "Prince Anselm has been turned into a toad, so ...": a passive
        after = self._passive_by(verb_at, d.opponents, d.places) if verb == "be" else None
        if after is None and verb == "be":  # "the whole village is asleep ... and only Nana Pim can wake them"
            after = self._next_clause(verb_at, d.opponents)
        if after is not None:  # "the village is attacked by wolves and a young shepherd must protect the flock"
            first = after
            verb_at, verb = self._main_verb(first)
        d.first, d.verb_at, d.verb, d.after = first, verb_at, verb, after
        d.subject_end = verb_at if verb_at is not None else len(w)
        self.main_at = verb_at  # where the subject's phrase ends, for the places said inside it

    def _read_hero(self, d: _Draft) -> None:
        """The hero(es): the subject, the one helped ("help X do Y"), "as a mole, ...", or the
        player of an imperative."""
        w, first, verb_at, verb = self.w, d.first, d.verb_at, d.verb
        helpers, places, heroes = d.helpers, d.places, d.heroes
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
                heroes = self._subject(first, d.subject_end, helpers, places)
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
            heroes = self._subject(first, d.subject_end, helpers, places)
        d.heroes, d.helped, d.verb_at, d.verb = heroes, helped, verb_at, verb

    def _read_asked(self, d: _Draft) -> None:
        """An asker's "sends X to do Y": X is the hero, doing Y; the asker a helper."""
        w = self.w
        if d.verb not in ASKERS or d.verb_at is None:  # "the mayor asks a frog detective to find out who ..."
            return
        asked, j = self.phrase(d.verb_at + 1)
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
                d.helpers += [h for h in d.heroes if h.kind != "player"]
                d.heroes, (d.verb_at, d.verb) = [self._being(asked)], (j + 1, lemma)

    def _read_passive_agent(self, d: _Draft) -> None:
        """A passive's agent is the hero, doing it to the subject ("X must be returned by Y"); a
        thing something is done to is the goal's object ("... and must be cleared")."""
        by = self._passive_agent(d.verb_at)
        if by is not None:  # "the crown jewels must be returned to the vault by a guard named Percy"
            d.done_to = [Thing(kind=h.kind, category=h.category, count=h.count, words=h.words) for h in d.heroes]
            d.heroes = self._subject(by + 1, len(self.w), d.helpers, d.places)
        done = self._done_to(d.first) if by is None and self.as_hero is None else None
        if done is not None and not any(_creature(h.kind) for h in d.heroes):  # a being may do it: "a ghost ..."
            d.verb_at, d.verb, thing = done  # "the orbital station has been overrun ... and must be cleared"
            d.done_to, d.heroes = [thing_of(thing)], self._later_frame(d.verb_at)  # "... you're the clock mender"

    def _read_purpose_verb(self, d: _Draft) -> None:
        """With no main verb, the purpose's verb is it, the subject before it."""
        if d.verb_at is not None:  # "a knight's quest to find the holy grail": no verb but the purpose's
            return
        d.verb_at, d.verb = next(((k + 1, v) for k, v in self._purposes(d.first)), (None, None))
        d.subject_end = d.verb_at - 1 if d.verb_at is not None else len(self.w)
        d.heroes = self._subject(d.first, d.subject_end, d.helpers, d.places) if d.verb_at is not None else d.heroes

    def _read_goal_verb(self, d: _Draft) -> None:
        """The goal's verb with its particle ("get back", "clear out"), and the goal's objects."""
        w = self.w
        goal_at, goal_verb = self._goal_verb(d.verb_at, d.verb)
        if goal_at != d.verb_at:
            goal_at, goal_verb = self._helped_in_purpose(d, goal_at, goal_verb)
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
        self.hero_kinds = {h.kind for h in d.heroes} | {h.kind.split()[-1] for h in d.heroes if h.kind}
        if goal_at is not None:
            d.objects = self._objects(goal_at, goal_verb, d.places, d.helpers, d.opponents)
        if split:
            goal_verb = f"{goal_verb} {w[goal_at + 2].en}"
        d.goal_at, d.goal_verb = goal_at, goal_verb
        d.end = getattr(self, "object_end", None)  # where the goal's object ends (`_objects`)

    def _helped_in_purpose(self, d: _Draft, at: int, verb: str | None) -> tuple:
        """The deed a purpose's "help X do Y" helps with, when it is done to something ("push boxes
        to help a sleepy polar bear get his fish back": getting the fish back, the bear a helper;
        not "helps the lonely spirits move on"); else the purpose's own verb at `at`."""
        w = self.w
        helped = self._helped(at, verb)
        if helped is None or helped[0] is None:
            return at, verb
        one, (deed_at, deed) = helped
        done = deed_at + 1  # what the deed is done to
        if done >= len(w) or w[done].punct or w[done].en in PARTICLES | {"on"}:
            return at, verb
        d.helpers.append(self._being(one))
        return self._goal_verb(deed_at, _verb_lemma(deed))

    def _read_he_after_and(self, d: _Draft) -> None:
        """ "The security drones think the night janitor is an intruder, and he still has to mop
        every floor": the goal's "he" or "she" after ", and" is the one person the clause before
        names, when the subject is many or no person."""
        w, at = self.w, d.goal_at
        if at is None or not d.heroes or ((d.heroes[0].count or 1) == 1 and d.heroes[0].category == "person"):
            return
        k = next((k for k in range(d.first, at - 2) if w[k].text == "," and w[k + 1].en == "and"), None)
        if k is None or w[k + 2].en not in ("he", "she") or not all(self.live(m) for m in range(k, at)):
            return
        people = []
        m = (d.verb_at or d.first) + 1
        while m < k:
            ph, end = self.phrase(m)
            if ph is not None and not ph.plural and (ph.count or 1) == 1 and category(ph.kind) == "person":
                people.append(ph)
            m = max(end, m + 1)
        if people:  # the first: "think the night janitor is an intruder": the janitor
            d.heroes = [self._being(people[0])]
            d.not_foes = {people[0].kind}

    def _read_goal_objects(self, d: _Draft) -> None:
        """What is said right after the goal's objects: whom a thrown thing is aimed at, a colon's
        list, "gets lost" (no goal) or "got separated from X"; tamed creatures are friends."""
        w, end = self.w, d.end
        target = self._aimed_at(d.goal_verb, end) if len(d.objects) == 1 else None
        if target is not None:  # "shooting bubbles at invading rubber sharks": the sharks are what is beaten
            d.goal_verb, d.objects = "shoot", [thing_of(target)]
        listed = self._colon_list(end) if len(d.objects) == 1 else []
        if listed and d.objects[0].kind.split()[-1].removesuffix("s") in _GENERIC_THINGS:
            d.objects = listed  # "needs three things from around town: flour from the baker, pork ... and chives"
        if d.goal_verb == "get" and len(d.objects) == 1 and _happened(d.objects[0].words):
            parted = self._parted_from(end) if d.objects[0].kind in PARTED else None
            if parted is not None:  # "got separated from their mother": finding her again is the goal
                d.goal_verb, d.objects = "find", [thing_of(parted)]
            else:  # "gets lost in the museum": what befell, no goal
                d.goal_at, d.goal_verb, d.objects = None, None, []
        if d.verb_at is not None and d.goal_at != d.verb_at and ACTION.get(d.verb or "") == "tame":
            tamed, _ = self.phrase(d.verb_at + 1)  # "tames wild beetles and battles the gym leaders": friends
            if tamed is not None and _creature(_singular(tamed.head)):
                d.helpers.append(self._being(tamed))
        if d.goal_verb in ("want", "need") and d.objects and end is not None and end < len(w) and w[end].en == "back":
            d.goal_verb = "get back"  # "wants them back", "wants her golden key back"

    def _read_goal_particles(self, d: _Draft) -> None:
        """A particle after the goal's object joins its verb: "get ... back", "sneak X out",
        "track them down", "round them all up"."""
        w, end, goal_verb, objects = self.w, d.end, d.goal_verb, d.objects
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
            goal_verb in ("get", "take", "bring")
            and objects
            and end is not None
            and end < len(w)
            and w[end].en == "home"
        ):
            goal_verb = f"{goal_verb} home"  # "bring the rice home", "get the ice cream home before it melts"
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
        d.end, d.goal_verb = end, goal_verb

    def _read_goal_turns(self, d: _Draft) -> None:
        """The goal's objects turned: what a passive's agent does it to, what is shot at, what a
        choice weighs ("decide whether to sell the forest"), what is looked for in the place the
        verb is done to ("dig up the backyard looking for the gold"), a thing lost to a thief ("X's
        Y was taken by Z": X gets Y back from Z)."""
        if d.done_to:
            d.objects = d.done_to
        target = self._target(d.goal_at) if d.goal_at is not None else None
        if target is not None:  # "shoots lasers at the meteors": the meteors, not the lasers
            d.objects = [thing_of(target)]
        weighed = self._weighed(d.goal_at) if [o.kind for o in d.objects] in (["whether"], ["if"]) else None
        if weighed is not None:  # "decide whether to sell the old forest": the forest is what is weighed
            d.objects = [thing_of(weighed)]
        sought = self._sought_there(d.end)
        if sought is not None:  # "dig up the backyard looking for the pirate gold": the gold, in the backyard
            if d.objects and _placeish(d.objects[0].kind) and not _has_place(d.places, d.objects[0].kind):
                d.places.append(place_of(kind=d.objects[0].kind, words=d.objects[0].words))
            d.goal_verb, d.objects = "look for", [thing_of(sought)]
        between = self._alternatives(d.goal_at) if d.goal_verb in CHOOSES else []
        if between:  # "must choose between taking the throne and running away with the traveling musicians"
            d.objects = [thing_of(ph) for ph in between]
        fought = self._led_against(d.goal_at) if d.goal_verb == "lead" else None
        if fought is not None:  # "leads the fish of Kelp Reef against the Crab Emperor's legions": a fight
            led = [o for o in d.objects if o.category in ("person", "animal", "machine", "group")]
            d.helpers += [being_of(o) for o in led]
            d.goal_verb, d.objects = "fight", [thing_of(fought)]
        loss = self._loss(d.verb_at) if d.verb == "be" and d.after is None else None
        if loss is not None:  # "a snowman's carrot nose was taken by the greedy crows": he gets it back
            owner, thing, thief = loss
            d.heroes = [self._being(owner)] if owner is not None else []
            d.goal_verb, d.goal_at = "get back", d.verb_at
            d.objects = [thing_of(thing)]
            d.opponents.append(self._being(thief, hostile=True))

    def _weighed(self, goal_at: int | None):
        """What "whether to <verb> ..." after the goal's verb acts on ("decide whether to keep his
        old menu or change everything": the menu), else None."""
        w = self.w
        if goal_at is None:
            return None
        k = next((k for k in range(goal_at + 1, min(len(w) - 2, goal_at + 4)) if w[k].en == "whether"), None)
        if k is None or w[k + 1].en != "to" or not _verb_lemma(w[k + 2].en):
            return None
        return self.phrase(k + 3)[0]

    def _sought_there(self, end: int | None):
        """What is looked for right after the goal's object ("digs up the whole garden looking for
        grandpa's glasses"), else None."""
        w = self.w
        if end is None or end + 2 >= len(w) or w[end].en not in _SEEKING or w[end + 1].en != "for":
            return None
        return self.phrase(end + 2)[0]

    def _read_way_out(self, d: _Draft) -> None:
        """An escape ("find a way out", "climb out of the volcano"); "put back together", "set free"."""
        w, end, goal_at = self.w, d.end, d.goal_at
        if getattr(self, "way_out", False) == "here":  # "find a way out": of the place it is in
            d.goal_verb, d.objects = "escape", []
        elif getattr(self, "way_out", False) and d.objects:
            d.goal_verb = "escape"  # "find its way out of the old theater"
        moved_out = goal_at is not None and w[goal_at].en in MOVES and [x.en for x in w[goal_at + 1 : goal_at + 3]]
        left = self.phrase(goal_at + 3)[0] if moved_out == ["out", "of"] else None
        if left is not None:
            d.goal_verb, d.objects = "escape", [thing_of(left)]  # "climb out of the volcano"
        if (
            d.goal_verb == "put"
            and end is not None
            and end + 1 < len(w)
            and w[end].en == "back"
            and (w[end + 1].en == "together")
        ):
            d.goal_verb = "put together"  # "put the skeleton back together"
        if d.goal_verb == "set" and d.objects and d.objects[-1].kind == "free":
            d.goal_verb, d.objects = "free", d.objects[:-1]  # "battle his hired thugs to set her free"
        elif d.goal_verb == "set" and d.objects and end is not None and end < len(w) and w[end].en == "free":
            d.goal_verb = "free"  # "set the spirit free"

    def _read_action(self, d: _Draft) -> None:
        """The goal's action; a move with no object is bound for a place; one helped somewhere is
        escorted there."""
        places = d.places
        if getattr(self, "way_out", False) == "here" and places:  # "a candle in a mansion ... a way out"
            d.objects = [Thing(kind=places[0].kind, category="place", words=places[0].words)]
        if not d.heroes:
            d.heroes = [Being(kind="player", category="person", words="")]
        d.action = self._action(d.goal_verb, d.objects)
        held_in = self._held_in(d) if d.action == "escape" and not d.objects else None
        if held_in is not None:  # "wakes up in an abandoned mansion and decides to escape": the mansion
            d.objects = [Thing(kind=held_in.kind, category="place", words=held_in.words)]
        bound = None if d.objects else self._bound_for(d.goal_at, d.goal_verb, d.action)
        if bound is not None:  # "hop across the outback to the waterhole": the waterhole reached
            d.action, d.objects = "reach", [Thing(kind=bound.kind, category="place", words=bound.words)]
            if not _has_place(places, bound.kind):
                places.append(place_of(kind=bound.kind, words=bound.words))
        somewhere = all(
            o.category == "place" or (_placeish(o.kind) and o.category not in ("thing", "food")) for o in d.objects
        )
        going = _going(d.goal_verb)  # not "help Grandpa Tomo plant the orchard"
        helped = d.helped
        led = helped is not None and helped[0] is not None and not _has(d.heroes, helped[0].kind)  # not Bo's own game
        if led and d.objects and somewhere and going and d.action != "fix":
            # "help the lost penguin get back to the south pole": bring the penguin there
            places += [place_of(kind=o.kind, words=o.words) for o in d.objects if not _has_place(places, o.kind)]
            d.objects = [Thing(kind=helped[0].kind, category=category(helped[0].kind), words=helped[0].words)]
            d.action = "escort"

    def _held_in(self, d: _Draft):
        """The place said before an escape with no object, where the hero is ("a prisoner in a sky
        castle ... escape before your trial"), else None."""
        if d.goal_at is None:
            return None
        before = " ".join(x.en for x in self.w[: d.goal_at])
        return next((p for p in d.places if f"in {p.words.lower()}" in before or f"in the {p.kind}" in before), None)

    def _goal_foes(self, d: _Draft) -> None:
        """The goal's objects fought are foes (a band by its members); those saved, led, warned or
        fed are friends."""
        action, goal_verb, opponents = d.action, d.goal_verb, d.opponents
        if action == "defeat":
            d.objects = [_members_of(o) for o in d.objects]  # "battles a poacher gang": the poachers are beaten
        if action in ("defeat", "catch") or (goal_verb or "") in HOSTILE_VERBS | AVOIDED | REPELLED:
            for o in d.objects:
                if o.kind in OBJECT_PRONOUNS:
                    continue  # "defeat them": whom it stands for is read with the sentences before
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
                    opponents.append(being_of(o, hostile=True))
        self._wrongdoers_sought(d)
        if (
            action not in ("defeat", "catch", "escape", "investigate")
            and (goal_verb or "") not in HOSTILE_VERBS | AVOIDED | REPELLED
        ):
            for o in d.objects:  # the one saved, led, warned or fed is a friend
                if o.category in ("person", "animal", "machine") and not _has(opponents, o.kind):
                    d.helpers.append(being_of(o))

    def _wrongdoers_sought(self, d: _Draft) -> None:
        """A wrongdoer the hero must find out is a foe ("question the staff and expose the thief",
        "unmask the jewel thief"); not one helped ("help the pirate find his treasure")."""
        if (d.goal_verb or "") not in SOUGHT_OUT and d.action != "investigate":
            return
        for o in d.objects:
            head = o.kind.split()[-1]
            if o.kind == CULPRIT or o.category != "person" or _has(d.opponents, o.kind):
                continue  # "find out who ate the cake": whoever it was is read as the culprit
            if W.is_a(head, WRONGDOERS, 1):
                d.opponents.append(being_of(o, hostile=True))

    def _foes_elsewhere(self, d: _Draft) -> None:
        """The foes said outside the goal: whom an escape is from, those of a side clause
        (`_side_foes`) and those met (`_met_foes`)."""
        if d.action == "escape":
            d.opponents += self._escaped_from(d.objects, d.opponents)
        self._side_foes(d.goal_at, d.verb_at, d.opponents)
        self._met_foes(d.heroes, d.places, d.opponents)

    def _read_versus(self, d: _Draft) -> None:
        """ "X vs Y": X fights Y, when nothing else is the goal."""
        w = self.w
        versus = next((k for k in range(d.first + 1, len(w) - 1) if w[k].en in ("vs", "versus") and self.live(k)), None)
        if versus is not None and (not d.goal_verb or d.action == "other"):  # "ninja vs robots on a bullet train"
            foe, _ = self.phrase(versus + 1 + w[versus + 1].punct, subject=True)
            if foe is not None:
                d.opponents.append(self._being(foe, hostile=True))
                d.heroes = self._subject(d.first, versus, d.helpers, d.places) or d.heroes
                d.goal_verb, d.action = "fight", "defeat"
                d.objects = [thing_of(foe)]

    def _foe_leaders(self, d: _Draft) -> None:
        """Whose the foes are leads them; a lead clause's foe and helper."""
        opponents = d.opponents
        self._foe_leaders_said(opponents)  # "crows led by Captain Caw", "the clockwork hawks of Baron Cog"
        for owner, owned in self.foe_owners:  # whose the foes are leads them: "Admiral Gristle's sky pirates"
            if self._pet_of(owner, owned):
                continue  # "keeping away from the verger's ferret": the ferret, not the verger
            leader = _creature(owner.kind) or any(x.cap for x in self.w[owner.start : owner.end])
            own = any(
                self.w[k].en in ("her", "his", "their", "my", "your", "our") for k in (owner.start - 1, owner.start)
            )
            if own and not _hostile_said(owner.words):
                continue  # "her father's guards hunting her": the guards; her father is not said to lead them
            if leader and not _has(opponents + d.heroes, owner.kind):
                opponents.append(self._being(owner, hostile=True))
        if self.lead_foe is not None and not _has(opponents, self.lead_foe.kind):
            opponents.append(self._being(self.lead_foe, hostile=True))
        if self.lead_helper is not None and not _has(d.helpers, self.lead_helper.kind):
            d.helpers.append(self._being(self.lead_helper))

    def _pet_of(self, owner, owned) -> bool:
        """Whether a foe is one animal kept by someone said plainly ("the neighbor's cat"), who is
        not said to lead it; not "the Pharaoh's cursed cat", "the witch's cat" or "the ringmaster's
        clockwork beasts"."""
        named = any(x.cap for x in self.w[owner.start : owner.end])
        foe = X.word_stance(owner.head) == "foe" or _hostile_said(owner.words)
        return not named and not foe and not owned.plural and category(owned.kind) == "animal"

    def _places_elsewhere(self, d: _Draft) -> None:
        """A place a verb of moving goes through ("climb Mount Brimble"), one inside a noun phrase;
        a hazard said is a foe."""
        places = d.places
        for moved in sorted({d.verb_at, self.moved_at} - {None, d.goal_at}):  # "digs a tunnel to rescue...": a place
            ph, _ = self.phrase(moved + 1)
            if ph is not None and named_place(ph):  # "climb Mount Brimble and slay the troll"
                places.append(
                    place_of(kind=" ".join(t for t in ph.words.split() if t.lower() not in DETS), words=ph.words)
                )
            elif ph is not None and _placeish(ph.kind) and not _creature(ph.kind):
                places.append(place_of(kind=ph.kind, words=ph.words))
        self._modifier_places(places)
        for kind, said in said_hazards(self.w, self.live) if self.language == "en" else ():
            if not _has(d.opponents + d.heroes, kind):  # "before the hailstorm hits": a foe, though no creature
                d.opponents.append(Being(kind=kind, category="hazard", hostile=True, words=said))

    def _settle_roles(self, d: _Draft) -> None:
        """No helper who is a foe or a hero, no bystander who is the genre's word; an idea said
        as a noun ("zombie shooter") read by its last word."""
        d.helpers[:] = [h for h in d.helpers if not _has(d.opponents, h.kind) and not _has(d.heroes, h.kind)]
        d.opponents[:] = [o for o in d.opponents if o.kind not in d.not_foes]  # the hero said again as "he"
        genre_words = {_fold(p) for words in self.genre.words.values() for p in words}
        d.bystanders[:] = [b for b in d.bystanders if _fold(b.kind) not in genre_words]  # "this shooter" is nobody
        if not d.goal_verb and d.action == "other" and len(d.heroes) == 1 and self.language == "en":  # "zombie shooter"
            named = self._noun_goal(d.heroes[0], d.objects, d.opponents)
            if named is not None:
                d.heroes, (d.action, d.goal_verb) = named

    def _intent(self, d: _Draft, paced) -> Intent:
        """The Intent of what was read, with its time, mood, genre and limits."""
        heroes, helpers, opponents, places, objects = d.heroes, d.helpers, d.opponents, d.places, d.objects
        times = self._times()
        mood = self._mood()
        genre = played(self.genre, [v for v in (d.verb, d.goal_verb) if v]) if self.language == "en" else self.genre
        genre = carried(genre, d.action)
        if paced is not None and not _has_place(places, _singular(paced.en)):
            places.append(place_of(kind=_singular(paced.en), words=paced.text))
        foes = _unique(self._renamed(opponents))[:6]
        intent = Intent(
            language=self.language,
            heroes=named_company(self.idea, heroes)[:4],
            goal=Goal(
                action=d.action,
                verb=d.goal_verb or "",
                objects=objects[:6],
                words=self._span_text(d.goal_at, objects) if d.goal_at is not None else "",
            ),
            opponents=foes,
            helpers=_unique(helpers)[:6],
            bystanders=_unique([b for b in d.bystanders if not _has(opponents + helpers + heroes, b.kind)])[:6],
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


def _adjective(word: str) -> bool:
    return not W.is_noun(word) and bool(W.lemma(word, "a"))


def read(idea: str) -> Intent:
    """The intent of an idea, read offline (see the module docstring); an idea of several
    sentences is also read sentence by sentence (`_joining`)."""
    said = _said_plainly(idea)
    intent = _named_person(join(said, _read_one), said)
    if not intent.hero.name and _fold(intent.hero.kind) in GENRE_WORDS:  # "A shooter but you are ...": a genre
        intent = intent.model_copy(update={"heroes": [Being(kind="player", category="person"), *intent.heroes[1:]]})
    return _no_pronoun_roles(intent)


# words a phrase the reader took for a foe or a helper may open with that name no one ("you have", "so nobody")
_NO_ONE_FIRST = frozenset(
    {"you", "u", "we", "i", "he", "she", "they", "me", "us", "them", "him"}
    | {"so", "because", "and", "but", "or", "while", "when", "if", "then", "that", "who", "which"}
)


def _no_pronoun_roles(intent: Intent) -> Intent:
    """The intent without a foe or a helper whose words open with a pronoun or a linking word
    ("mutinied against the captain and you have to win them back": no foe "you have")."""

    def someone(b: Being) -> bool:
        return bool(b.kind.split()) and b.kind.split()[0] not in _NO_ONE_FIRST

    kept = {role: [b for b in getattr(intent, role) if someone(b)] for role in ("opponents", "helpers")}
    if all(len(kept[role]) == len(getattr(intent, role)) for role in kept):
        return intent
    return intent.model_copy(update=kept)


def _said_plainly(idea: str) -> str:
    """The idea as the reader reads it: a learner's forms said plainly (`plain_english`), what is
    said before the idea set aside ("my idea is a ...", whom it is for and what they love), and a
    place before its verb of moving and its subject put after them."""
    said = _MY_IDEA_IS.sub("", plain_english(idea), count=1)
    said = _FOR_SOMEONE.sub("", said, count=1)
    moves = _MOVES_INVERTED.match(said)
    if moves:  # "In this platformer, up the crumbling spires of Vell climbs a paper moth, leaping ..."
        where, verb, who, rest = moves.groups()
        said = f"{who[:1].upper()}{who[1:]} {verb} {where[:1].lower()}{where[1:]}{rest}"
    return _FOR_SOMEONE_WHO_WANTS.sub("", said, count=1)


# whom an idea is for ("my little sister", "our class") and how they love what they love
_MY = r"(?:my|our) (?:little |youngest |oldest |eldest )?"
_CHILDREN = r"son|daughter|kid|boy|girl|nephew|niece|grandson|granddaughter"
_LOVES = r"loves?|likes?|adores?"
_TAKEN_WITH = r"obsessed with|into|crazy about"
# whom the idea is for and what they love, before the game itself: "My daughter loves penguins so
# maybe a penguin that slides ...": the penguin's game, not the daughter's
_FOR_SOMEONE = re.compile(
    rf"^{_MY}(?:{_CHILDREN}|brother|sister|students?|class)\b[^.!?]{{0,30}}?\b(?:{_LOVES}|is (?:{_TAKEN_WITH}))\s+"
    r"[\w' -]{1,30}?,?\s+so\s+(?:maybe\s+|perhaps\s+|how about\s+)?(?=(?:a|an|the)\s)",
    re.I,
)

# a place, then a verb of moving, then its subject: "up the crumbling spires of Vell climbs a paper moth"
_MOVES_INVERTED = re.compile(
    r"^(?:in this [\w-]+,\s*)?((?:up|down|across|through|over|under|along|beyond|into|deep in|deep under)\s[^,;]{3,60}?)"
    r"\s+(climbs|flies|swims|crawls|hops|runs|sails|wanders|roams|creeps|races|rides|drifts|floats|sneaks|travels)"
    r"\s+((?:an?|the)\s+[^,.;!?]+)(.*)$",
    re.I | re.S,
)
# "my idea is a samuri who is a frog ...": what the idea is, said before it
_MY_IDEA_IS = re.compile(
    r"^(?:(?:so|ok|okay|ok so|okay so),?\s+)?(?:my|the) (?:game )?idea is (?:about )?(?=(?:a|an|the)\s)", re.I
)
# "My daughter is 6 and obsessed with unicorns. She wants a unicorn named Sprinkles who ...": the
# unicorn's game; what the child wants is the game, the child is no hero
_FOR_SOMEONE_WHO_WANTS = re.compile(
    rf"^{_MY}(?:{_CHILDREN})\b[^.!?]{{0,40}}?\b(?:{_LOVES}|(?:is )?(?:{_TAKEN_WITH}))\s+"
    r"[\w' -]{1,30}[.!]\s+(?:she|he|they) (?:wants?|would love|asked for)\s+(?=(?:a|an)\s)",
    re.I,
)


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
