"""A first clause that sets the scene before the hero's, and where the hero's clause starts after
it (`_story_clause`): a foe's deed or an event before "and", ";" or "!" ("pirates attack the
island; the keeper's twins must ring the bell", "an army of skeletons rises ... and only Brother
Anselm can send them back"), a foe's deed before an order ("Dr. Gloom stole the sun, go get it
back"), a sentence before an order ("A blizzard with teeth stalks Harrow Pass; guide the pilgrims
..."), or a state (`_next_clause`: "the garden is overrun with slugs, so ..."). The scene's
creature is a foe when it acts against someone; a pronoun may stand for it (`self.lead`). The
frames and side clauses before a scene are `_leads`'; see `_reader` for how the roles are put
together."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon._deeds import someone
from romsmith.lexicon._leads import Leads
from romsmith.lexicon._phrases import Phrase
from romsmith.lexicon._roles import _has
from romsmith.lexicon._vocab import (
    ACTION,
    ARMIES,
    CHAINS,
    COUNTS,
    DETS,
    HOSTILE_VERBS,
    MODALS,
    MOVES,
    SCENE_THREATS,
    TENSE,
    WAVES,
)
from romsmith.lexicon._word_forms import IRREGULAR_PARTICIPLES
from romsmith.lexicon._words import _creature, _placeish, _verb_lemma, ing_form

BE_HAVE = frozenset({"is", "are", "was", "were", "be", "been", "has", "have", "had"})
OBJECTS = frozenset({"it", "them", "him", "her", "us", "me", "back", "up", "out", "away"})
# a clause these open is about someone else: its modal is not the hero's ("so that no seed will sprout")
SUBORDINATE = frozenset({"that", "where", "who", "which", "because", "unless", "whose"})


def _after_be(word: str) -> bool:
    """A past participle after 'is' or 'was' ("attacked", "overrun", "frozen"): a passive or a state."""
    lemma = _verb_lemma(word)
    return bool(lemma) and (lemma != word or word in IRREGULAR_PARTICIPLES or word.endswith("run"))


# what a foe does to someone, told in a clause that sets the scene ("the goblins took the twins and ...")
DEEDS = HOSTILE_VERBS | SCENE_THREATS | {"steal", "kidnap", "take", "snatch", "poison", "ruin", "wreck", "spoil"}


_MISHAPS = frozenset({"break", "crash", "sink", "explode", "stall"})  # "a scientist's snowmobile breaks down"


class Scenes(Leads):
    def _subject_relative(self, first: int) -> int | None:
        """Where "who" or "that" follows the first clause's subject and its modal follows that ("a
        robot vacuum that has to clean every room, but ..."): the hero's own verb is said in it."""
        w = self.w
        ph, end = self.phrase(first, subject=True)
        if ph is None or end + 2 >= len(w) or w[end].en not in ("who", "that"):
            return None
        verb = w[end + 1].en
        own = verb in MODALS or (verb in CHAINS and w[end + 2].en == "to")
        return end if own and any(_creature(word) for word in ph.kind.split()) else None

    def _story_clause(self, first: int, opponents: list) -> int:
        """Where the clause with the hero starts when a first clause sets the scene ("pirates
        attack the island; the keeper's twins must ring the bell", "an army of skeletons rises
        ... and only Brother Anselm can send them back", "...; you, a street urchin, must ..."):
        after the boundary, a subject and a modal within a few words, and no modal before it.
        The first clause's creature is a foe when it acts against someone; a pronoun may stand for
        it (`self.lead`). Else `first`, and always for a form's goal field or a framed player's deed."""
        if self.goal_end is not None or self.deed_at is not None:
            return first
        up_to = self._up_to(first)
        if up_to is not None:  # "It's up to a young squire to ...": at the idea's start
            return up_to
        relative = self._subject_relative(first)
        for b in range(first + 2, len(self.w) - 2):
            if self._hero_verb_at(first, b, relative):
                return first  # the first clause has the hero's own verb (not "so that no seed will sprout")
            start = self._order_after_deed(first, b, opponents)
            if start is None:
                start = self._order_after_sentence(first, b, opponents)
            if start is None:
                start = self._clause_after_scene(first, b, opponents)
            if start is not None:
                return start
        return first

    def _hero_verb_at(self, first: int, b: int, relative: int | None) -> bool:
        """Whether word b is the hero's own modal, "has to" or deadline in the first clause, no
        clause of someone else's opened before it (the subject's own "who" or "that" aside)."""
        w = self.w
        own = w[b].en in MODALS or (w[b].en in CHAINS and w[b + 1].en == "to") or self._deadline(b)
        return own and not any(y.en in SUBORDINATE and y.i != relative for y in w[first:b])

    def _order_after_deed(self, first: int, b: int, opponents: list) -> int | None:
        """Where an order starts after a foe's deed and a comma at word b ("Dr. Gloom stole the
        sun, go get it back"), the doer a foe; else None."""
        if self.w[b].text != "," or not self._order_next(b) or not self._foe_deed(first, b):
            return None
        ph, _ = self.phrase(first, subject=True)
        creature = ph is not None and any(_creature(word) for word in ph.kind.split())  # "zombie carrots"
        if ph is not None and (someone(ph) or ph.name or ph.title or creature):
            opponents.append(self._being(ph, hostile=True))
        self.lead = (first, b)
        return b + 1

    def _order_after_sentence(self, first: int, b: int, opponents: list) -> int | None:
        """Where an order starts after a sentence that ends at word b (`_sentence_then_order`): the
        player is the hero the sentence frames, else its creature may be a foe; else None."""
        order = self._sentence_then_order(first, b)
        if order is None:
            return None
        framed = self._framed_hero(first, b)
        if framed is not None:  # "You are a paper airplane. Carry the love note ..."
            self.as_hero = framed
        else:
            self._scene_foe(first, opponents)
        self.lead = (first, b)
        return order

    def _clause_after_scene(self, first: int, b: int, opponents: list) -> int | None:
        """Where the hero's clause starts after a scene's clause that ends at word b (";", ".",
        "!", a dash, ", and", ", so", "and only", an event's "and"): "it's up to X to ...", or a
        subject that acts within a few words; None when none starts there."""
        w = self.w
        comma = self._comma_joins(first, b)
        if not self._scene_ends(first, b, comma) or not self.live(b):
            return None
        start = b + 1 + (w[b + 1].en in ("only", "now", "so", "then", "and", "but", "yet"))
        if start + 1 < len(w) and w[start].en == "you" and w[start + 1].text == ",":
            start += 2  # "you, a street urchin, must ..."
        up_to = self._up_to(start)
        if up_to is not None:  # "..., and it's up to a clumsy apprentice named Tam to bring her back"
            self._scene_foe(first, opponents)
            self.lead = (first, b)
            return up_to
        subject, end = self.phrase(start, subject=True)
        if not self._acts_after(b, start, comma, subject, end):
            return None
        return self._hero_after_scene(first, b, start, subject, end, opponents)

    def _comma_joins(self, first: int, b: int) -> bool:
        """Whether ", and", ", so", ", yet" or ", but" at word b joins a clause to the first one:
        not a list ("a knight, a wizard, and a thief must"), not after a passive or a state,
        which `_next_clause` reads ("the garden is overrun with slugs, so"), unless "it's up to"
        follows."""
        w = self.w
        return (
            w[b].en in ("and", "so", "yet", "but")
            and w[b - 1].punct
            and w[b - 1].text == ","
            and not self._listed_through(first, b)
            and (
                not self._passive_in(first, b)
                or [x.en for x in w[b + 1 : b + 5] if x.en != "is"][:3] == ["it", "up", "to"]
            )  # "The painting was stolen ..., and it's up to a night guard named Lou to ..."
        )

    def _scene_ends(self, first: int, b: int, comma: bool) -> bool:
        """Whether the first clause ends at word b: a sentence's or a clause's mark, a joining
        comma, or "and" before "only", "now", "so" or after a clause of its own (`_clause_before`)."""
        w = self.w
        return (
            (w[b].punct and w[b].text in (";", ".", "-", "--", "\u2014", "!"))
            or comma
            or (w[b].en == "and" and (w[b + 1].en in ("only", "now", "so") or self._clause_before(first, b)))
        )

    def _acts_after(self, b: int, start: int, comma: bool, subject: Phrase | None, end: int) -> bool:
        """Whether the clause from `start` acts: a modal or a deadline within a few words (more
        after a full stop or a comma: a long subject), "has to" ("... . You have to turn them
        back."), or after a comma its subject's finite verb (`_finite_after`)."""
        w = self.w
        reach = 16 if w[b].punct and w[b].text in (";", ".", "!") else 12 if comma else 8  # a long subject
        modal = any(w[k].en in MODALS or self._deadline(k) for k in range(start + 1, min(len(w), start + reach)))
        chain = any(
            w[k + 1].en == "to"
            and (w[k].en in CHAINS or (w[k].en in ("have", "need") and w[k - 1].en in ("you", "we", "they")))
            for k in range(start + 1, min(len(w) - 1, start + 8))
        )
        return modal or chain or self._finite_after(start, comma, subject, end)

    def _finite_after(self, start: int, comma: bool, subject: Phrase | None, end: int) -> bool:
        """Whether a clause after a comma goes on with its subject's finite verb (", so his daughter
        sets off", ", and a laundry robot wants them back"), past a list of beings ("the princess,
        a cowardly squire and a retired sky-knight steal") or a name's apposition."""
        w = self.w
        if not comma:
            return False
        after = self._list_end(end)
        if subject is not None and w[start].cap:
            after = self._past_apposition(end, after)  # "and Liesl, a deaf girl who ..., sets out"
        return (
            after < len(w)
            and bool(_verb_lemma(w[after].en))
            and w[after].en not in DETS | BE_HAVE
            and (
                w[after].en.endswith("s")
                or _verb_lemma(w[after].en) != w[after].en
                or (subject is not None and (subject.plural or (subject.count or 1) > 1 or after != end))
            )
        )

    def _hero_after_scene(
        self, first: int, b: int, start: int, subject: Phrase | None, end: int, opponents: list
    ) -> int | None:
        """`start`, where the hero's clause starts after a scene's clause that ends at word b, when
        it names someone new: "you", a creature, a name and who it is, or the one whose things a
        foe's deed harms (`_victim_hero`); the scene's creature may be a foe. None for no new
        subject ("... and very brave - must stop ...")."""
        w = self.w
        named = (  # "— and Aput, a young hunter, must guide ...": a name and who it is
            subject is not None
            and w[start].cap
            and end + 1 < len(w)
            and w[end].text == ","
            and someone(self.phrase(end + 1, subject=True)[0])
        )
        named = named or self._named_creature(start)  # "...; Otto the otter, his sister Fen ... must"
        victim = self._victim_hero(first, b, start) if not w[b].punct else None  # ", so she ...", "and he ..."
        if w[start].en != "you" and not someone(subject) and not named and victim is None:
            return None
        if victim is not None:  # "crows keep stealing the scarecrow's buttons, so he climbs down"
            self.as_hero = victim
            foe, _ = self.phrase(first, subject=True)
            if foe is not None and _creature(foe.kind):
                opponents.append(self._being(foe, hostile=True))
            self.lead = (first, b)
            return start
        framed = self._player_framed(first, b) if w[start].en in ("you", "u") else None
        if framed is not None:  # "You play Ada, the miller's daughter, and you must climb ...": Ada must
            self.as_hero, self.lead = framed, (first, b)
            return start
        self._scene_foe(first, opponents)
        self.lead = (first, b)
        return start

    def _past_apposition(self, end: int, after: int) -> int:
        """Where a name's verb is when who the name is comes between, set off by commas ("Liesl, a
        deaf girl who never heard them, sets out"): past the second comma; else `after`."""
        w = self.w
        if end + 1 >= len(w) or w[end].text != "," or not someone(self.phrase(end + 1, subject=True)[0]):
            return after
        close = next((k for k in range(end + 2, min(len(w) - 1, end + 14)) if w[k].text == ","), None)
        return close + 1 if close is not None else after

    def _sentence_then_order(self, first: int, b: int) -> int | None:
        """Where an order to the player starts when a sentence ends at b ("A blizzard with teeth
        stalks Harrow Pass; guide the pilgrims ...", "... burned. Get it to the monastery.", ".
        so: stack the blocks"), with no modal of the hero's in the sentence before; else None."""
        w = self.w
        so = w[b].en == "so" and b > 0 and w[b - 1].text == ","  # "the chickens have escaped, so round them up"
        if not (so or (w[b].punct and w[b].text in (".", ";", "!"))):
            return None
        k = b
        while k + 2 < len(w) and (w[k + 1].en in ("so", "then", "now") or w[k + 1].text == ":"):
            k += 1  # ". so: stack the colored blocks"
        if not self._order_next(k) or self._named_creature(k + 1) or (w[k + 1].cap and w[b].text == ";"):
            return None  # "...; Pip the vole and a toad must ...": a name, not the order "pip"
        if k + 1 < len(w) and (w[k + 1].en == "beware" or [x.en for x in w[k + 1 : k + 3]] == ["watch", "out"]):
            return None  # "... for three missing fireflies. Watch out for the bog witch.": a warning, no goal
        hers = any(
            y.en in MODALS or (y.en in CHAINS and m + 1 < b and w[m + 1].en == "to")
            for m, y in enumerate(w[first:b], start=first)
        )  # "Maui needs to slow down the sun, so help him ...": the first clause has the hero's verb
        return None if hers else k + 1

    def _scene_foe(self, first: int, opponents: list) -> None:
        """The first clause's creature is a foe when it acts against someone, is called evil, or is
        one by its kind ("pirates attack the island; ...", "beware the witch! ...")."""
        w = self.w
        ph, j = self.phrase(first + (w[first].en == "beware"), subject=True)  # "beware the witch! ..."
        leader = None
        if ph is not None and self._owns(j - 1) and j < len(w):  # "Lord Vex's goblins": the goblins, his
            leader, (ph, j) = ph, self.phrase(j, subject=True)
        while ph is not None and (ph.head in WAVES or ph.head in ARMIES) and j < len(w) and w[j].en == "of":
            ph, j = self.phrase(j + 1, subject=True)  # "an army of skeletons": the skeletons
        if ph is not None and leader is None and j + 1 < len(w) and w[j].en == "of" and _creature(ph.kind):
            led, after = self.phrase(j + 1, subject=True)  # "The sky pirates of Captain Gale have seized ..."
            if led is not None and (led.title or (led.name and not _placeish(led.head))):
                leader, j = led, after
        army = ph is not None and (ph.head in ARMIES or ph.head in WAVES)  # "the Frost Legion is marching"
        verb = j + (j + 1 < len(w) and w[j].en in ("has", "have", "had", "is", "are", "was", "were"))
        done_to = w[j].en in ("is", "are", "was", "were") and any(x.en == "by" for x in w[verb + 1 : verb + 4])
        acts = army or (verb < len(w) and _verb_lemma(w[verb].en) in HOSTILE_VERBS | SCENE_THREATS and not done_to)
        acts = acts or (
            verb + 1 < len(w) and _verb_lemma(w[verb].en) in ("take", "seize") and w[verb + 1].en in DETS | {"over"}
        )
        evil = any(x.en in TENSE or x.en in ("evil", "wicked", "cruel", "beware") for x in w[first:j])
        someone_named = ph is not None and ph.cap_unknown and acts  # "The Ratcatcher stole every song"
        if (
            ph is not None
            and (_creature(ph.kind) or army or someone_named)
            and (acts or evil or X.word_stance(ph.head) == "foe")
        ):
            owner = leader or self._possessive_owner(ph)  # "Lord Vex's goblins have kidnapped ...": Vex leads
            opponents.append(self._being(ph, hostile=True))
            if owner is not None and (_creature(owner.kind) or any(x.cap for x in w[owner.start : owner.end])):
                opponents.append(self._being(owner, hostile=True))

    def _victim_hero(self, first: int, b: int, start: int):
        """The hero a pronoun after a foe's deed or a mishap stands for: the one whose things the
        deed harms ("a jealous rival keeps ruining young Mia's cakes, so she must bake", "a polar
        scientist's snowmobile breaks down and she has to walk back"): who or what is said
        with 's in the first clause, never a place ("the town's harvest"); None when the clause
        tells no deed or names nobody."""
        w = self.w
        mishap = any(_verb_lemma(x.en) in _MISHAPS and self.live(x.i) for x in w[first:b])  # "breaks down"
        if w[start].en not in ("he", "she", "they") or not (self._foe_deed(first, b) or mishap):
            return None
        for k in range(first + 1, b):
            if not self._owns(k):
                continue
            opening = k  # back over the owner's own words: "young Mia's", not "keeps ruining young Mia's"
            while (
                opening > first
                and not (w[opening - 1].en in DETS or w[opening - 1].punct)
                and not _verb_lemma(w[opening - 1].en)
            ):
                opening -= 1
            owner, _ = self.phrase(opening, stop=k + 1, subject=True)
            if owner is not None and (_creature(owner.kind) or owner.name or not _placeish(owner.head)):
                return owner  # "the scarecrow's buttons": a scarecrow is no creature, and the hero still
        return None

    def _order_next(self, b: int) -> bool:
        """Whether an order starts after word b: a verb's own form, mostly a verb ("go get it back",
        "shoot them all")."""
        w = self.w
        k = b + 1
        if k + 1 >= len(w) or w[k].punct:
            return False
        verb = _verb_lemma(w[k].en) == w[k].en and (
            w[k].en in ACTION or w[k].en in MOVES or self._mostly_verb(w[k].en)
        )  # "row the fishermen home"
        return verb and (w[k + 1].en in DETS | OBJECTS or bool(_verb_lemma(w[k + 1].en)))

    def _foe_deed(self, first: int, b: int) -> bool:
        """Whether the clause from `first` to `b` tells a foe's deed ("stole the sun", "are attacking")."""
        w = self.w  # "sneak thru the farmhouse to steal cheese, avoid the cat": a purpose, no deed done
        return any(_verb_lemma(x.en) in DEEDS for x in w[first:b] if not x.punct and w[x.i - 1].en != "to")

    def _listed_through(self, first: int, b: int) -> bool:
        """Whether the words from `first` are a list of beings that goes on past word b (the "and"
        of "a knight, a wizard, and a thief")."""
        ph, end = self.phrase(first, subject=True)
        return someone(ph) and end < b and self._list_end(end) > b

    def _list_end(self, j: int) -> int:
        """Past the rest of a list of creatures that starts before `j` (", a squire and a knight")."""
        w = self.w
        while j + 1 < len(w) and (w[j].text == "," or w[j].en == "and"):
            k = j + 1 + (w[j].text == "," and w[j + 1].en == "and")
            ph, end = self.phrase(k, subject=True)
            if ph is not None and not someone(ph) and _verb_lemma(w[end - 1].en) == w[end - 1].en:
                ph, end = self.phrase(k, stop=end - 1, subject=True)  # "and a retired sky-knight steal": many
            if not someone(ph):
                break
            j = end
        return j

    def _deadline(self, k: int) -> bool:
        """ "has until noon to", "have one summer to", "has three days to": a deadline, said where
        a modal would be."""
        w = self.w
        if w[k].en not in ("has", "have", "had") or k + 2 >= len(w):
            return False
        nxt = w[k + 1].en
        if nxt not in ("until", "till", "only", "just", "a", "an", "one") and nxt not in COUNTS:
            return False
        return any(w[j].en == "to" and _verb_lemma(w[j + 1].en) for j in range(k + 2, min(len(w) - 1, k + 9)))

    def _passive_in(self, first: int, b: int) -> bool:
        """Whether the words from `first` to `b` hold a passive or a state ("is overrun with")."""
        w = self.w
        return any(
            w[k].en in BE_HAVE - {"has", "have", "had"} and _after_be(w[k + 1].en)
            for k in range(first, min(b, len(w) - 1))
        )

    def _clause_before(self, first: int, b: int) -> bool:
        """Whether the words from `first` to `b` are a clause of their own that sets the scene: an
        event ("the moon fell into the ocean and a whale had to ...") or a foe's act ("pirates
        raid the bay and ..."); not a subject of two ("a boy and his dog"), not the hero's own
        clause ("a unicorn eats the rainbows and a grumpy cloud tries to ..."), not a passive
        (`_passive_by` reads those)."""
        verb_at, verb = self._main_verb(first)
        after = self.w[verb_at + 1].en if verb_at is not None and verb_at + 1 < b else ""
        if verb in ("be", "have") and _verb_lemma(after) and (ing_form(after) or verb == "have"):
            verb = _verb_lemma(after)  # "is marching on", "has stolen the lantern and"
        if verb_at is None or not first < verb_at < b or verb == "be":
            return False
        ph, _ = self.phrase(first, subject=True)
        army = ph is not None and (ph.head in ARMIES or ph.head in WAVES)
        return ph is None or not _creature(ph.kind) or army or verb in DEEDS

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
        done = at + 1 < len(w) and _verb_lemma(w[at + 1].en) not in (None, w[at + 1].en) and not ing_form(w[at + 1].en)
        if lead_start == at + 1 and done:
            done_to = self._subject_before(at)  # "the crown was stolen and the knight must find it": the crown
            lead_start = done_to.start if done_to is not None else lead_start
        for k in range(at + 1, min(len(w) - 2, at + 14)):
            if w[k].en not in ("and", "so", "but") or not self.live(k):
                continue
            start = k + 1 + (w[k + 1].en in ("only", "then", "now", "so"))
            if w[k].en == "so" and self._bare_verb(start) and not w[start].cap:
                self._after_you(at, k, opponents)  # "the subway rats are after you, so get to the train"
                self.lead = (lead_start, k)
                return start
            verb_at, _verb = self._main_verb(start)
            ph, _ = self.phrase(start, subject=True)
            if verb_at is not None and verb_at > start and ph is not None and _creature(ph.kind):
                self.lead = (lead_start, k)  # "eat them all": the slugs
                return start
        return None

    def _after_you(self, at: int, end: int, opponents: list) -> None:
        """The subject of "X are after you" (its verb of being at word `at`, its clause ending at
        word `end`) is a foe."""
        w = self.w
        said = [x.en for x in w[at + 1 : end]]
        if "after" in said and said[said.index("after") + 1 : said.index("after") + 2] in (["you"], ["u"]):
            ph = self._subject_before(at)
            if ph is not None and _creature(ph.kind) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))
