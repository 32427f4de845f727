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
foes about in `_lurkers`), where the story's clause starts and the words set aside inside it
(`_asides`), the roles said after a preposition (`_prepositions`), the goal's action and what the
words around its objects say (`_goal_action`), what is amended once a sentence is read
(`_amends`). The reading's steps are `_Reader.read`, over a draft of what is read so far
(`_draft`): here the story's start, the main verb and the hero; the goal's verb, objects and
action in `_goal_steps`; the foes once the goal is read in `_foe_steps`; the places said
elsewhere, the roles settled and the Intent with its time, mood and limits in `_settling`. The
idea is said plainly first (`_plain_idea`); an idea of several sentences is also read one
sentence at a time and joined (`_joining`: cut in `_sentences`, each clause's reading sorted in
`_sorting`).
"""

from __future__ import annotations

from romsmith.lexicon._amends import (
    _drop_role_word,
    _fill_from_terms,
    _name_as_word,
    _named_foe,
    _named_instead,
    _named_person,
    _one_of_many,
)
from romsmith.lexicon._draft import Draft
from romsmith.lexicon._genre_clause import GENRE_FILLER
from romsmith.lexicon._genres import GENRE_WORDS
from romsmith.lexicon._intent import Being, Intent, Thing
from romsmith.lexicon._joining import join
from romsmith.lexicon._plain_idea import said_plainly
from romsmith.lexicon._prepositions import AT_THE_HERO
from romsmith.lexicon._roles import _has, thing_of
from romsmith.lexicon._settling import Settling
from romsmith.lexicon._vocab import ACTION, DETS, HOSTILE_VERBS
from romsmith.lexicon._words import _creature, _fold, _verb_lemma, category

__all__ = ["ACTION", "category", "read"]

ASKERS = frozenset(["ask", "beg", "send", "hire", "summon", "recruit", "task", "charge", "order"])
# who wants it of someone said by a pronoun: "the queen wants you to find the ring" (not "wants to find")
WANTERS = frozenset(["want", "need", "tell", "expect", "dare", "challenge", "invite"])


class _Reader(Settling):
    def read(self) -> Intent:
        """The intent of one sentence, read step by step (see the module docstring)."""
        self._set_aside_genre()
        paced = self._set_aside_pace()
        d = Draft()
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
        self._acquaintances(d)
        self._company(d)
        self._read_versus(d)
        self._foe_leaders(d)
        self._places_elsewhere(d)
        self._settle_roles(d)
        return self._intent(d, paced)

    def _read_story_start(self, d: Draft) -> None:
        """Where the story's own clause starts: past a lead, a scene, "you must"; a side clause
        after it is set aside."""
        w = self.w
        first = next((x.i for x in w if self.live(x.i) and not x.punct), len(w))
        first = self._past_lead(first)
        first = self._story_clause(first, d.opponents)
        first = self._past_you(first)
        if first + 1 < len(w) and w[first].en == "only" and (w[first + 1].cap or w[first + 1].en in DETS):
            first += 1  # "Only Lily can break the spell": Lily, no kind "only lily"
        self._set_aside_aside(first)
        self._set_aside_relative(first)
        d.first = first

    def _read_main_verb(self, d: Draft) -> None:
        """The main verb, and where the subject ends; a scene said in the passive first gives way
        to the hero's clause."""
        w, first = self.w, d.first
        verb_at, verb = self._main_verb(first)
        if self.deed_at is not None and self.deed_at == first:  # "As Wren, ..., you climb floating islands"
            verb_at, verb = first, _verb_lemma(self.w[first].en)
        if verb == "have" and verb_at + 1 < len(w) and w[verb_at + 1].en == "been":
            verb_at, verb = verb_at + 1, "be"  # "Prince Anselm has been turned into a toad, so ...": a passive
        subject_end = verb_at
        if verb == "keep" and self._progressive_next(verb_at):  # "keeps landing in the wrong century": landing
            verb_at, verb = verb_at + 1, _verb_lemma(w[verb_at + 1].en)
        after = self._passive_by(verb_at, d.opponents, d.places) if verb == "be" else None
        if after is None and verb == "be":  # "the whole village is asleep ... and only Nana Pim can wake them"
            after = self._next_clause(verb_at, d.opponents)
        if after is None and self._raid_alone(verb_at, verb):  # "the aliens invade and a farmer defends his corn"
            after = self._next_clause(verb_at, d.opponents)
            raiders = self._subject_before(verb_at) if after is not None else None
            if raiders is not None and _creature(raiders.kind) and not _has(d.opponents, raiders.kind):
                d.opponents.append(self._being(raiders, hostile=True))
        if after is not None:  # "the village is attacked by wolves and a young shepherd must protect the flock"
            first = after
            verb_at, verb = self._main_verb(first)
            subject_end = verb_at
        d.first, d.verb_at, d.verb, d.after = first, verb_at, verb, after
        d.subject_end = subject_end if subject_end is not None else len(w)
        self.main_at = subject_end  # where the subject's phrase ends, for the places said inside it

    def _raid_alone(self, verb_at: int | None, verb: str | None) -> bool:
        """Whether the main verb is an attack said with no object before "and" or a comma ("the
        aliens invade and ...", "the goblins attack, and ..."): the raiders' clause, not the hero's."""
        w = self.w
        nxt = verb_at + 1 if verb_at is not None else len(w)
        return verb in _RAIDS and nxt < len(w) and (w[nxt].en == "and" or w[nxt].text == ",")

    def _read_hero(self, d: Draft) -> None:
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
                heroes = [_player()]  # an order of its own: the player's
                self.ordered = True  # no word before it names the player
            verb_at, verb = helped[1]
        elif helped is not None:  # "help the mole find his spectacles": the player finds them for the mole
            if verb_at != first and not said_by:  # "a nurse helps a lost boy find his mother": she is the hero
                heroes = self._subject(first, d.subject_end, helpers, places)
            if not heroes and helped[0].name and category(helped[0].kind) == "animal":
                heroes = [self._being(helped[0])]  # "help Bo the beetle roll his ball home": Bo's own game
            else:
                helpers.append(self._being(helped[0]))
            if not heroes and self.as_hero is not None:  # "you are a caretaker, and you have to help ..."
                heroes = [self._being(self.as_hero)]
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
        # "Every hole you drill leads to ...", "Can you help a paper kite ...": "you" and a verb are the player
        heroes = [_player() if h.kind.split()[0] in ("you", "u") else h for h in heroes if h.kind]
        d.heroes, d.helped, d.verb_at, d.verb = heroes, helped, verb_at, verb

    def _read_asked(self, d: Draft) -> None:
        """An asker's "sends X to do Y": X is the hero, doing Y; the asker a helper. Said to a
        pronoun, an asker's or a wanter's ("begs him to face ...", "wants you to find ..."): whom the
        pronoun stands for is the hero (the player for "you", read with the sentences around)."""
        w = self.w
        if d.verb_at is None or d.verb not in ASKERS | WANTERS:  # "the mayor asks a frog detective to ..."
            return
        k = d.verb_at + 1
        said_to = k + 2 < len(w) and w[k].en in ("him", "her", "them", "you") and w[k + 1].en == "to"
        if said_to and _verb_lemma(w[k + 2].en):
            # "Now a band of orphans begs him to face the bandit lord", "the king wants him to defeat two
            # giants": he does it; they ask it of him
            d.helpers += [h for h in d.heroes if h.kind != "player"]
            d.heroes, (d.verb_at, d.verb) = [Being(kind=w[k].en, words=w[k].text)], (k + 2, _verb_lemma(w[k + 2].en))
            return
        if d.verb not in ASKERS and w[d.verb_at].en.endswith("ing"):
            return  # "Wanting nothing more than to see the ocean, ...": a wish of the hero's own
        asked, j = self.phrase(d.verb_at + 1)  # "the mayor asks a frog detective to ...", "wants Old Tom to ..."
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

    def _read_passive_agent(self, d: Draft) -> None:
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

    def _read_purpose_verb(self, d: Draft) -> None:
        """With no main verb, the purpose's verb is it, the subject before it."""
        if d.verb_at is not None:  # "a knight's quest to find the holy grail": no verb but the purpose's
            return
        d.verb_at, d.verb = next(((k + 1, v) for k, v in self._purposes(d.first)), (None, None))
        d.subject_end = d.verb_at - 1 if d.verb_at is not None else len(self.w)
        d.heroes = self._subject(d.first, d.subject_end, d.helpers, d.places) if d.verb_at is not None else d.heroes

    def _read_he_after_and(self, d: Draft) -> None:
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


def read(idea: str) -> Intent:
    """The intent of an idea, read offline (see the module docstring); an idea of several
    sentences is also read sentence by sentence (`_joining`)."""
    said = said_plainly(idea)
    intent = _one_of_many(_named_person(join(said, _read_one), said), said)
    linking = (intent.hero.kind.split() or [""])[0] in _NO_ONE_FIRST  # "so my idea is ...", "he wants": no one
    linking = linking or intent.hero.kind in _PITCH_WORDS  # "my idea is kind of like ...": the idea is no one
    if not intent.hero.name and (_genre_only(intent.hero.kind) or linking):  # "A shooter but you are ...": a genre
        intent = intent.model_copy(update={"heroes": [_player(), *intent.heroes[1:]]})
    return _named_foe(_no_pronoun_roles(_named_instead(intent, said, _read_one)), said)


def _genre_only(kind: str) -> bool:
    """Whether a kind only names the genre: a genre's word, with nothing but the words said
    beside one ("Top-down shooter. You fly ...": no top-down shooter is the hero)."""
    words = _fold(kind).split()
    return bool(words) and words[-1] in GENRE_WORDS and all(x in GENRE_FILLER for x in words[:-1])


# words a phrase the reader took for a foe or a helper may open with that name no one ("you have", "so nobody")
_NO_ONE_FIRST = frozenset(
    {"you", "u", "we", "i", "he", "she", "they", "me", "us", "them", "him"}
    | {"so", "because", "and", "but", "or", "while", "when", "if", "then", "that", "who", "which"}
)

# what a pitch calls itself, read as its subject: "so my idea is kind of like those pipe games but ..."
_PITCH_WORDS = frozenset({"idea", "concept", "pitch", "game idea"})


def _no_pronoun_roles(intent: Intent) -> Intent:
    """The intent without a foe or a helper whose words open with a pronoun or a linking word
    ("mutinied against the captain and you have to win them back": no foe "you have")."""

    def someone(b: Being) -> bool:
        return bool(b.kind.split()) and b.kind.split()[0] not in _NO_ONE_FIRST

    kept = {role: [b for b in getattr(intent, role) if someone(b)] for role in ("opponents", "helpers")}
    if all(len(kept[role]) == len(getattr(intent, role)) for role in kept):
        return intent
    return intent.model_copy(update=kept)


def _read_one(idea: str) -> Intent:
    reader = _Reader(idea)
    intent = reader.read()
    aside = {_fold(reader.w[k].text) for k in reader.skip if k < len(reader.w)}
    _fill_from_terms(intent, idea, aside, ordered=getattr(reader, "ordered", False))
    _drop_role_word(intent, idea)
    hero = intent.hero
    subject = hero.words.lower().split()[:1] in (["a"], ["an"], ["the"]) and bool(intent.goal.verb)
    if hero.category == "unknown" and not hero.name and len(intent.heroes) == 1 and not subject:
        intent.heroes[0] = _player()  # "asdfgh qwerty": nobody is named
    # (a subject with its article and its verb is someone, though no table knows it: "a barista listens")
    return _name_as_word(intent)  # "Only Lily can break the spell": a girl named Lily, no flower


# what foes do to a place, said alone ("the goblins attack and ...")
_RAIDS = frozenset({"attack", "invade", "raid", "strike", "rebel", "rise", "descend", "swarm"})


def _player() -> Being:
    """The player as the hero: no word of the idea names them."""
    return Being(kind="player", category="person")
