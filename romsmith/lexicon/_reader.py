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
(`_clauses`), and here the roles put together (prepositions, action, time, mood, limits).
"""

from __future__ import annotations

import re

from romsmith.lexicon import _goals as G
from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._clauses import Clauses
from romsmith.lexicon._extract import extract
from romsmith.lexicon._intent import Being, Cannot, Goal, Intent, Thing, Time
from romsmith.lexicon._phrases import _has, _has_place, _unique, _unique_places, place_of
from romsmith.lexicon._vocab import (
    ACTION,
    ARMIES,
    AVOIDED,
    CHAINS,
    COMPANY,
    DETS,
    ENGINE_CANNOT,
    FRAME_LINKS,
    FRAME_WORDS,
    HERO_FRAMES,
    HOSTILE_VERBS,
    LEAD_CLAUSES,
    MODALS,
    PHRASAL,
    PLACE_PREPS,
    PREPS,
    SCENE_THREATS,
    TENSE,
    TIME_OF,
    WAVES,
)
from romsmith.lexicon._words import (
    CATS,
    _creature,
    _fold,
    _placeish,
    _singular,
    _verb_here_simple,
    _verb_lemma,
    category,
)

__all__ = ["ACTION", "category", "read"]


class _Reader(Clauses):
    def read(self) -> Intent:
        self._set_aside_genre()
        w = self.w
        first = next((x.i for x in w if self.live(x.i) and not x.punct), len(w))
        heroes, helpers, opponents, bystanders, places, objects = [], [], [], [], [], []
        first = self._past_lead(first)
        first = self._story_clause(first, opponents)
        verb_at, verb = self._main_verb(first)
        after = self._passive_by(verb_at, opponents, places) if verb == "be" else None
        if after is None and verb == "be":  # "the whole village is asleep ... and only Nana Pim can wake them"
            after = self._next_clause(verb_at, opponents)
        if after is not None:  # "the village is attacked by wolves and a young shepherd must protect the flock"
            first = after
            verb_at, verb = self._main_verb(first)
        subject_end = verb_at if verb_at is not None else len(w)
        helped = self._helped(verb_at, verb) if verb_at == first else None
        if helped is not None:  # "help the mole find his spectacles": the player finds them for the mole
            helpers.append(self._being(helped[0]))
            verb_at, verb = helped[1]
        elif self.as_hero is not None:  # "as a mole, dig ..."
            heroes = [self._being(self.as_hero)]
        elif verb_at is not None and verb_at == first:  # an imperative: "escape the station", "hop ... as a bunny"
            heroes = self._as_hero(verb_at) or self._later_frame(verb_at)
        else:
            heroes = self._subject(first, subject_end, helpers, places)
        done_to, agent = self._passive_agent(verb_at), None
        if done_to is not None:  # "the crown jewels must be returned to the vault by a guard named Percy"
            agent = self._subject(done_to + 1, len(w), helpers, places)
            done_to = [Thing(kind=h.kind, category=h.category, count=h.count, words=h.words) for h in heroes]
            heroes = agent
        if verb_at is None:  # "a knight's quest to find the holy grail": no verb but the purpose's
            verb_at, verb = next(((k + 1, v) for k, v in self._purposes(first)), (None, None))
            subject_end = verb_at - 1 if verb_at is not None else len(w)
            heroes = self._subject(first, subject_end, helpers, places) if verb_at is not None else heroes
        goal_at, goal_verb = self._goal_verb(verb_at, verb)
        if self.lead_quest is not None:
            goal_at, goal_verb = self.lead_quest, "seek"
        back_to = goal_at is not None and goal_at + 2 < len(w) and w[goal_at + 2].en == "to"
        if (goal_at is not None and goal_at + 1 < len(w) and f"{goal_verb} {w[goal_at + 1].en}" in PHRASAL) and not (
            goal_verb == "get" and back_to  # "get back to the south pole": reach it
        ):
            goal_verb = f"{goal_verb} {w[goal_at + 1].en}"
        if goal_at is not None:
            objects = self._objects(goal_at, goal_verb, places, helpers, opponents)
        if done_to:
            objects = done_to
        loss = self._loss(verb_at) if verb == "be" and after is None else None
        if loss is not None:  # "a snowman's carrot nose was taken by the greedy crows": he gets it back
            owner, thing, thief = loss
            heroes = [self._being(owner)] if owner is not None else []
            goal_verb, goal_at = "get back", verb_at
            objects = [Thing(kind=thing.kind[:40], category=category(thing.kind), words=thing.words[:80] or thing.kind)]
            opponents.append(self._being(thief, hostile=True))
        self.action_hint = self._action(goal_verb, objects)
        self._prepositions(helpers, opponents, places, bystanders, heroes, objects, goal_verb)
        if not heroes:
            heroes = [Being(kind="player", category="person", words="")]
        action = self._action(goal_verb, objects)
        if helped is not None and objects and all(o.category == "place" or _placeish(o.kind) for o in objects):
            # "help the lost penguin get back to the south pole": bring the penguin there
            places += [place_of(kind=o.kind, words=o.words) for o in objects if not _has_place(places, o.kind)]
            objects = [Thing(kind=helped[0].kind, category=category(helped[0].kind), words=helped[0].words)]
            action = "escort"
        if action in ("defeat", "catch") or (goal_verb or "") in HOSTILE_VERBS | AVOIDED:
            for o in objects:
                members = [m for m in o.kind.split()[:-1] if _creature(m)] if o.category == "group" else []
                if members and not _has(opponents, members[-1]):  # "the alien armada": aliens, many
                    m = members[-1]
                    opponents.append(Being(kind=m, category=category(m), count=2, hostile=True, words=o.words))
                if (
                    o.category in ("person", "animal", "monster", "machine")
                    or (o.category == "unknown" and o.kind != "who")
                ) and not _has(opponents, o.kind):
                    if action == "catch" and X.word_stance(o.kind) != "foe":
                        continue
                    opponents.append(
                        Being(kind=o.kind, category=o.category, count=o.count or 1, hostile=True, words=o.words)
                    )
        if (
            action not in ("defeat", "catch", "escape", "investigate")
            and (goal_verb or "") not in HOSTILE_VERBS | AVOIDED
        ):
            for o in objects:  # the one saved, led, warned or fed is a friend
                if o.category in ("person", "animal", "machine") and not _has(opponents, o.kind):
                    helpers.append(Being(kind=o.kind, category=o.category, count=o.count or 1, words=o.words))
        self._side_foes(goal_at, verb_at, opponents)
        versus = next((k for k in range(first + 1, len(w) - 1) if w[k].en in ("vs", "versus") and self.live(k)), None)
        if versus is not None and (not goal_verb or action == "other"):  # "ninja vs robots on a bullet train"
            foe, _ = self.phrase(versus + 1 + w[versus + 1].punct, subject=True)
            if foe is not None:
                opponents.append(self._being(foe, hostile=True))
                heroes = self._subject(first, versus, helpers, places) or heroes
                goal_verb, action = "fight", "defeat"
                objects = [Thing(kind=foe.kind[:40], category=category(foe.kind), words=foe.words[:80] or foe.kind)]
        if self.lead_foe is not None and not _has(opponents, self.lead_foe.kind):
            opponents.append(self._being(self.lead_foe, hostile=True))
        if verb_at is not None and goal_at != verb_at:  # "digs a tunnel to rescue...": the tunnel is a place
            ph, _ = self.phrase(verb_at + 1)
            if ph is not None and _placeish(ph.kind) and not _creature(ph.kind):
                places.append(place_of(kind=ph.kind, words=ph.words))
        self._modifier_places(places)
        helpers[:] = [h for h in helpers if not _has(opponents, h.kind) and not _has(heroes, h.kind)]
        genre_words = {_fold(p) for words in self.genre.words.values() for p in words}
        bystanders[:] = [b for b in bystanders if _fold(b.kind) not in genre_words]  # "this shooter" is nobody
        times = self._times()
        mood = self._mood()
        intent = Intent(
            language=self.language,
            heroes=heroes[:4],
            goal=Goal(
                action=action,
                verb=goal_verb or "",
                objects=objects[:6],
                words=self._span_text(goal_at, objects) if goal_at is not None else "",
            ),
            opponents=_unique(opponents)[:6],
            helpers=_unique(helpers)[:6],
            bystanders=_unique([b for b in bystanders if not _has(opponents + helpers + heroes, b.kind)])[:6],
            places=_unique_places(places)[:6],
            time=times[:4],
            mood=mood,
            genre=self.genre.genre,
            genres=list(self.genre.genres),
            genre_words=[p for words in self.genre.words.values() for p in words][:8],
            cannot=self._cannot(),
        )
        return intent

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
                not (X.lookup(w[i + 1].en) and not W.lemma(w[i + 1].en, "v"))
            ):
                i += 1
                continue
            ph, j = self.phrase(i + 1)
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
            owner = self._possessive_owner(ph)
            kind = ph.kind
            cat = category(kind)
            prep = x.en
            if prep == "of" and self._after_goal_object(i) and self.action_hint in ("protect", "rescue"):
                prep = "from"  # "protege sus huevos del zorro": de = from
            members = [m for m in kind.split()[:-1] if _creature(m)]
            if prep in ("from", "against") and members and ph.head in WAVES:  # "against the orc horde": orcs
                opponents.append(Being(kind=members[-1], category=category(members[-1]), count=2, hostile=True))
            elif prep in ("from", "against") and members and not _creature(kind):
                opponents.append(self._being(ph, hostile=True))  # "from alien saucers": the saucers
            elif (
                (prep in ("from", "against") and (_creature(kind) or (cat == "unknown" and ph.plural)))
                or (
                    prep in ("from", "against") and ph.head in ARMIES  # "against the iron legion"
                )
                or (
                    prep == "past" and _creature(kind)  # "sneak past the sleeping dragon"
                )
            ):
                opponents.append(self._being(ph, hostile=True))
            elif prep in ("from", "against") and owner is not None and self._owner_hostile(owner, verb):
                opponents.append(self._being(owner, hostile=True))
                if _placeish(kind):
                    places.append(place_of(kind=kind, words=ph.words))
            elif x.en in ("for", "to", "with") and _creature(kind) and kind not in taken:
                helpers.append(self._being(ph))
                if owner is not None:
                    helpers.append(self._being(owner))
            elif (x.en in PLACE_PREPS or x.en == "for") and (ph.cap_unknown or _placeish(kind)) and not _creature(kind):
                places.append(place_of(kind=kind if not ph.cap_unknown else ph.words.split()[-1], words=ph.words))
                if owner is not None and _creature(owner.kind):
                    helpers.append(self._being(owner))
            elif x.en in ("before", "until") and self._threat(i + 1) is not None:
                threat, j = self._threat(i + 1)  # "before the gulls get them": a threat
                opponents.append(self._being(threat, hostile=True))
            elif x.en in ("before", "until", "after") and _creature(kind):
                stance = X.word_stance(ph.head)
                (opponents if stance == "foe" else bystanders).append(self._being(ph, hostile=stance == "foe"))
            elif owner is not None and _creature(owner.kind) and owner.kind not in taken:
                helpers.append(self._being(owner))
            elif _creature(kind) and kind not in taken and x.en not in ("as",):
                foe = X.word_stance(ph.head) == "foe"  # "through the valley of wolves": wolves are foes
                (opponents if foe else bystanders).append(self._being(ph, hostile=foe))
            i = max(j, i + 1)
        for k, x in enumerate(w):  # "... to grandmother while the wolf lurks": a foe about
            if k > 0 and self.live(k) and x.en in ("while", "whilst", "when"):
                ph, j = self.phrase(k + 1, subject=True)
                hunts = j < len(w) and _verb_lemma(w[j].en) in HOSTILE_VERBS | AVOIDED
                if ph is not None and _creature(ph.head) and (X.word_stance(ph.head) == "foe" or hunts):
                    opponents.append(self._being(ph, hostile=True))
            if (
                self.live(k)
                and x.en in ("stand", "stands", "standing")
                and w[k + 1 : k + 4]
                and ([y.en for y in w[k + 1 : k + 4]] == ["in", "the", "way"])
            ):
                starts = (self.phrase(start, subject=True) for start in range(max(0, k - 4), k))
                ph = next((p for p, end in starts if p is not None and end == k), None)  # "a troll stands in the way"
                if ph is not None and _creature(ph.kind):
                    opponents.append(self._being(ph, hostile=True))
        hero_kinds = {h.kind for h in heroes}
        for k in range(len(w) - 2):  # "so that the princess can host the ball": the princess is helped
            if self.live(k) and w[k].en == "so" and w[k + 1].en == "that":
                ph, _ = self.phrase(k + 2, subject=True)
                if ph is not None and _creature(_singular(ph.head)) and ph.kind not in hero_kinds:
                    helpers.append(self._being(ph))
        for k in range(1, len(w) - 1):  # "greedy beavers keep stealing their logs", "crows keep stealing"
            at = k + 1 if w[k].en in ("keep", "keeps", "always", "try", "tries") else k
            if not self.live(k) or at >= len(w) or _verb_lemma(w[at].en) not in SCENE_THREATS | {"eat", "steal"}:
                continue
            if at == k and not w[k].en.endswith("s") and not w[k].en.endswith("ing"):
                continue
            before = k - 1 if w[k - 1].en in ("who", "that") else k  # "the masked thief who keeps stealing"
            starts = (self.phrase(start, subject=True) for start in range(max(0, before - 4), before))
            ph = next((p for p, end in starts if p is not None and end == before), None)
            if (
                ph is not None
                and _creature(_singular(ph.head))
                and ph.kind not in hero_kinds | {"player", "you"}
                and not _has(opponents, ph.kind)
            ):
                opponents.append(self._being(ph, hostile=True))
        for k in range(1, len(w) - 1):  # "find out who kidnapped the mayor's poodle": the culprit
            culprit = w[k - 1].en == "who" and not self._phrase_ends(k - 1)
            threat = _verb_lemma(w[k].en) in SCENE_THREATS | {"steal", "kill", "poison"}
            if self.live(k) and culprit and threat and not _has(opponents, "culprit"):
                opponents.append(Being(kind="culprit", category="person", hostile=True, words=f"who {w[k].text}"))
        for k in range(1, len(w) - 1):  # "...; yetis hunt you all the way": whoever hunts the player
            if self.live(k) and _verb_lemma(w[k].en) in HOSTILE_VERBS and w[k + 1].en in ("you", "us"):
                starts = (self.phrase(start, subject=True) for start in range(max(0, k - 4), k))
                ph = next((p for p, end in starts if p is not None and end == k), None)
                if ph is not None and _creature(ph.head) and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))
        for o in opponents:
            o.hostile = True

    def _story_clause(self, first: int, opponents: list) -> int:
        """Where the clause with the hero starts when a first clause sets the scene ("pirates
        attack the island; the keeper's twins must ring the bell", "an army of skeletons rises
        ... and only Brother Anselm can send them back", "...; you, a street urchin, must ..."):
        after the boundary, a subject and a modal within a few words, and no modal before it.
        The first clause's creature is a foe when it acts against someone; a pronoun may stand for
        it (`self.lead`). Else `first`."""
        w = self.w
        for b in range(first + 2, len(w) - 2):
            x = w[b]
            if x.en in MODALS or (x.en in CHAINS and w[b + 1].en == "to"):
                return first  # the first clause has the hero's own verb
            boundary = (x.punct and x.text in (";", ".", "-", "--", "\u2014", "!")) or (
                x.en == "and" and (w[b + 1].en in ("only", "now", "so") or self._clause_before(first, b))
            )
            if not boundary or not self.live(b):
                continue
            start = b + 1 + (w[b + 1].en in ("only", "now", "so", "then"))
            if start + 1 < len(w) and w[start].en == "you" and w[start + 1].text == ",":
                start += 2  # "you, a street urchin, must ..."
            modal = next((k for k in range(start + 1, min(len(w), start + 8)) if w[k].en in MODALS), None)
            chain = next(
                (k for k in range(start + 1, min(len(w) - 1, start + 8)) if w[k].en in CHAINS and w[k + 1].en == "to"),
                None,
            )
            if modal is None and chain is None:
                continue
            subject, _ = self.phrase(start, subject=True)
            if w[start].en != "you" and not _someone(subject):
                continue  # "... and very brave - must stop ...": no new subject
            ph, j = self.phrase(first + (w[first].en == "beware"), subject=True)  # "beware the witch! ..."
            while ph is not None and (ph.head in WAVES or ph.head in ARMIES) and j < len(w) and w[j].en == "of":
                ph, j = self.phrase(j + 1, subject=True)  # "an army of skeletons": the skeletons
            verb = j + (j + 1 < len(w) and w[j].en in ("has", "have", "had", "is", "are", "was", "were"))
            acts = verb < len(w) and _verb_lemma(w[verb].en) in HOSTILE_VERBS | SCENE_THREATS
            acts = acts or (
                ph is not None and (ph.head in ARMIES or ph.head in WAVES)
            )  # "the Frost Legion is marching"
            evil = any(x.en in TENSE or x.en in ("evil", "wicked", "cruel", "beware") for x in w[first:j])
            army = ph is not None and (ph.head in ARMIES or ph.head in WAVES)
            if ph is not None and (_creature(ph.kind) or army) and (acts or evil or X.word_stance(ph.head) == "foe"):
                opponents.append(self._being(ph, hostile=True))
            self.lead = (first, b)
            return start
        return first

    def _clause_before(self, first: int, b: int) -> bool:
        """Whether the words from `first` to `b` are a clause of their own that sets the scene: an
        event ("the moon fell into the ocean and a whale had to ...") or a foe's act ("pirates
        raid the bay and ..."); not a subject of two ("a boy and his dog"), not the hero's own
        clause ("a unicorn eats the rainbows and a grumpy cloud tries to ..."), not a passive
        (`_passive_by` reads those)."""
        verb_at, verb = self._main_verb(first)
        after = self.w[verb_at + 1].en if verb_at is not None and verb_at + 1 < b else ""
        if verb in ("be", "have") and _verb_lemma(after) and (w_ing(after) or verb == "have"):
            verb = _verb_lemma(after)  # "is marching on", "has stolen the lantern and"
        if verb_at is None or not first < verb_at < b or verb == "be":
            return False
        ph, _ = self.phrase(first, subject=True)
        army = ph is not None and (ph.head in ARMIES or ph.head in WAVES)
        return ph is None or not _creature(ph.kind) or army or verb in HOSTILE_VERBS | SCENE_THREATS

    def _next_clause(self, at: int, opponents: list) -> int | None:
        """After a clause of being ("the garden is overrun with slugs, so ...", "the village is
        asleep under a curse and only Nana Pim can wake them"): where the clause with the hero
        starts, its agent ("with slugs") a foe; None when no such clause follows."""
        w = self.w
        lead_start = at + 1
        if at + 3 < len(w) and w[at + 2].en in ("with", "by") and _verb_lemma(w[at + 1].en):
            agent, _ = self.phrase(at + 3)
            if agent is not None and _creature(agent.kind):
                opponents.append(self._being(agent, hostile=True))
                lead_start = at + 3
        for k in range(at + 1, min(len(w) - 2, at + 14)):
            if w[k].en not in ("and", "so", "but") or not self.live(k):
                continue
            start = k + 1 + (w[k + 1].en in ("only", "then", "now", "so"))
            verb_at, _verb = self._main_verb(start)
            ph, _ = self.phrase(start, subject=True)
            if verb_at is not None and verb_at > start and ph is not None and _creature(ph.kind):
                self.lead = (lead_start, k)  # "eat them all": the slugs
                return start
        return None

    def _passive_agent(self, at: int | None) -> int | None:
        """The index of "by" in "must be returned ... by a guard": who does it; else None."""
        w = self.w
        if at is None or at < 1 or w[at - 1].en != "be" or not (w[at].en.endswith("ed") or w[at].en in ("stolen",)):
            return None
        for k in range(at + 1, min(len(w) - 1, at + 10)):
            if w[k].en == "by" and self.live(k):
                ph, _ = self.phrase(k + 1, subject=True)
                return k if ph is not None and _creature(ph.kind) else None
        return None

    def _loss(self, at: int | None):
        """(owner, thing, thief) of "X's Y was taken by Z" when nothing follows it; else None."""
        w = self.w
        if at is None or at + 3 >= len(w) or w[at + 1].en not in LOSSES or w[at + 2].en != "by":
            return None
        thief, _ = self.phrase(at + 3, subject=True)
        starts = (self.phrase(start, subject=True) for start in range(max(0, at - 5), at))
        thing = next((p for p, end in starts if p is not None and end == at), None)
        if thief is None or thing is None or not _someone(thief):
            return None
        owner = self._possessive_owner(thing)
        return (owner if owner is not None and not _placeish(owner.kind) else None), thing, thief

    def _phrase_ends(self, k: int) -> bool:
        """Whether a noun phrase ends right before word k ("the thief who stole": the thief)."""
        starts = (self.phrase(start, subject=True) for start in range(max(0, k - 4), k))
        return any(p is not None and end == k and _creature(p.kind) for p, end in starts)

    def _threat(self, i: int):
        """(phrase, end) of a creature acting in the clause at i ("the gulls get them", "wolves
        find it"), else None."""
        w = self.w
        ph, j = self.phrase(i, subject=True)
        if ph is None or not _creature(ph.kind) or j >= len(w) or not self.live(j):
            return None
        if not _verb_lemma(w[j].en) or w[j].en in DETS | PREPS:
            return None
        return ph, j

    def _past_lead(self, first: int) -> int:
        """Where the story's own clause starts: after "you play as" ("you play as a ghost who ...")
        and after a leading side clause ("when the moon goes dark, a young witch must ..."), whose
        nouns a pronoun may stand for (`self.lead`)."""
        w = self.w
        cues = {x for words in self.genre.words.values() for p in words for x in p.split()}
        for k in range(first, min(len(w), first + 6)):
            words = [x.en for x in w[k : k + 6]]
            for frame in HERO_FRAMES:
                if words[: len(frame)] == list(frame) and k + len(frame) < len(w):
                    return k + len(frame)
            if k > first and w[k].en in FRAME_LINKS and k + 1 < len(w) and w[k + 1].en in DETS:
                return k + 1  # "platformer starring a jelly bean knight ...", "something with a ..."
            if not (w[k].punct or w[k].en in cues or w[k].en in FRAME_WORDS):
                break  # only a genre's or a frame's words come before a frame: "sokoban but you're a ..."
        world = [x.en for x in w[first : first + 4]]
        if world[:2] == ["in", "a"] and world[3:4] == ["where"] and comma_after(w, first):
            comma = comma_after(w, first)  # "in a world where music is forbidden, a young drummer ..."
            self.lead = (first + 4, comma)
            return comma + 1
        colon = next((x.i for x in w[first + 1 : first + 8] if x.punct and x.text == ":"), None)
        if colon is not None and colon + 3 < len(w):
            verb_at, _verb = self._main_verb(colon + 1)
            if verb_at is not None and verb_at > colon + 1:  # "Our elevator pitch: a band of five ... must"
                return colon + 1
        comma = next((x.i for x in w[first + 1 : first + 12] if x.punct and x.text == ","), None)
        if comma is None or comma + 2 >= len(w):
            return first
        if w[first].en == "as" and first + 1 < len(w) and w[first + 1].en in DETS:
            ph, end = self.phrase(first + 1, stop=comma, subject=True)  # not "as the sun sets,"
            if ph is not None and end == comma:  # "as a mole, dig through ...": the mole digs
                self.as_hero = ph
                return comma + 1
        if w[first].en.endswith("ed") and first + 1 < len(w) and w[first + 1].en == "by":
            ph, _ = self.phrase(first + 2, stop=comma)
            if ph is not None and _creature(ph.kind):  # "hunted by bounty hunters, the smuggler ..."
                self.lead_foe = ph
                return comma + 1
        if w[first].en in LEAD_CLAUSES:
            self.lead = (first + 1, comma)
            return comma + 1
        sought = self._quest(first) if w[first].en in ("in", "on") else None
        if sought is not None:  # "in search of the golden carrot, a rabbit ..."
            self.lead_quest, self.lead = sought, (first, comma)
            return comma + 1
        return first

    def _passive_by(self, at: int | None, opponents: list, places: list) -> int | None:
        """For "X is attacked by Y and Z must ...": Y is a foe, X a place (when it is one), and
        where the next clause starts; None when the clause is no such passive."""
        w = self.w
        if at is None or at + 2 >= len(w) or not w[at + 1].en.endswith("ed") or w[at + 2].en != "by":
            return None
        ph, j = self.phrase(at + 3)
        if ph is None or not _creature(ph.kind) or j + 2 >= len(w) or w[j].en not in ("and", ","):
            return None
        opponents.append(self._being(ph, hostile=True))
        victim = next((p for p in (self.phrase(k, stop=at)[0] for k in range(max(0, at - 4), at)) if p), None)
        if victim is not None and _placeish(victim.kind):
            places.append(place_of(kind=victim.kind, words=victim.words))
        if victim is not None:  # "the princess is kidnapped by trolls and her dog must find her"
            self.lead = (victim.start, at)
        return j + 1 + (1 if w[j].punct and w[j + 1].en == "and" else 0)

    def _helped(self, at: int | None, verb: str | None):
        """'help the mole find his spectacles' -> (the mole's phrase, (find's index, 'find'))."""
        if verb != "help" or at is None:
            return None
        w = self.w
        for j in range(at + 2, min(len(w), at + 7)):
            if not self.live(j) or w[j].punct or w[j].en in DETS or _verb_lemma(w[j].en) != w[j].en:
                continue
            ph, end = self.phrase(at + 1, stop=j)
            if ph is not None and end == j and _creature(ph.kind):
                return ph, (j, w[j].en)
            if w[at + 1].cap and w[at + 2].en == "the":  # "help Bo the beetle roll his ball home"
                ph, end = self.phrase(at + 3, stop=j)
                if ph is not None and end == j and _creature(ph.kind):
                    ph.name = w[at + 1].text
                    return ph, (j, w[j].en)
        return None

    def _purposes(self, first: int):
        """(index of "to", verb) for each "to <verb>" after `first`."""
        w = self.w
        for k in range(first, len(w) - 1):
            if self.live(k) and w[k].en == "to" and w[k + 1].en not in DETS and _verb_lemma(w[k + 1].en):
                yield k, _verb_lemma(w[k + 1].en)

    def _side_foes(self, goal_at: int | None, main_at: int | None, opponents: list) -> None:
        """Who a verb of opposition outside the goal's clause is aimed at (the main verb's, or one
        after "to" or "and"): "outwit the farmer and free the hens", "forges a sword to stop the
        goblin king"."""
        w = self.w
        for k in range(len(w)):
            lemma = _verb_lemma(w[k].en)
            if k == goal_at or not self.live(k) or lemma not in HOSTILE_VERBS | AVOIDED:
                continue
            if not (k == main_at or (k > 0 and w[k - 1].en in ("to", "and", "while", "by", "without"))):
                continue  # "while dodging his terrier", "and dodge the anglerfish"
            ph, _ = self.phrase(k + 1)
            if ph is not None and _creature(ph.kind) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))

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

    def _after_goal_object(self, i: int) -> bool:
        return getattr(self, "object_end", -1) == i

    def _action(self, verb: str | None, objects: list[Thing]) -> str:
        if verb is None:
            return "other"
        text = _fold(self.idea)
        if re.search(r"\b(find|finds|found) out\b|\bwho (stole|took|locked|did)\b", text):
            return "investigate"
        if (verb == "save" and re.search(r"\bsaves? (the|a|an|his|her|their|its) \w+( \w+)? from\b", text)) and (
            objects and objects[0].category not in ("person", "animal")
        ):
            return "protect"
        action = ACTION.get(verb)
        if action == "find" and verb == "get" and objects and objects[0].category == "place":
            return "reach"
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
            return "other"
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


LOSSES = frozenset(["taken", "stolen", "kidnapped", "captured", "snatched", "lost", "swiped", "nabbed"])


def comma_after(w, first: int) -> int | None:
    """The first comma within a dozen words of `first`, if the sentence goes on after it."""
    comma = next((x.i for x in w[first + 1 : first + 14] if x.punct and x.text == ","), None)
    return comma if comma is not None and comma + 2 < len(w) else None


def w_ing(word: str) -> bool:
    """A verb's -ing form ("marching")."""
    return word.endswith("ing") and bool(_verb_lemma(word)) and _verb_lemma(word) != word


def _someone(ph) -> bool:
    """Whether a phrase names a creature, plurals too ("the keeper's twins")."""
    if ph is None:
        return False
    return _creature(ph.kind) or any(_creature(h) for h in {_singular(ph.head), ph.head.removesuffix("s")} if h)


def read(idea: str) -> Intent:
    """The intent of an idea, read offline (see the module docstring)."""
    intent = _Reader(idea).read()
    _fill_from_terms(intent, idea)
    hero = intent.hero
    if hero.category == "unknown" and not hero.name and len(intent.heroes) == 1:
        intent.heroes[0] = Being(kind="player", category="person")  # "asdfgh qwerty": nobody is named
    return intent


def _fill_from_terms(intent: Intent, idea: str) -> None:
    """Roles the sentence did not give, from the lexicon's term reading (`extract`): the goal's
    archetype and object, the hero; for verb-last languages also the foes its tables know."""
    terms = extract(idea)
    hero = terms.hero
    if hero is not None and hero.kind == "name" and hero.title:
        hero = None  # "face the skeleton king": a foe's title, nobody's name
    kind = (hero.of or hero.concept if hero.kind == "name" else hero.concept) if hero is not None else None
    if hero is not None and hero.kind != "name" and _has(intent.opponents + intent.helpers, kind or ""):
        hero = None  # "blast the robots", "help the owl find ...": whom an order is about, not who gives it
    roles = intent.places + intent.goal.objects + intent.opponents + intent.helpers
    named = {(b.name or "").lower() for b in intent.helpers + intent.opponents}
    if (
        hero is not None
        and hero.kind == "name"
        and (any(hero.concept.lower() in r.words.lower() for r in roles) or hero.concept.lower() in named)
    ):
        hero = None  # "defend Earth's last colony ship", "out of Castle Drear": a place's or a thing's name
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
