"""What a pronoun object stands for ("... relight it"): a thing named in the leading side
clause ("when the moon goes dark, ... relight it": the moon), else one named before it ("the
wizard lost his spellbook ... must find it": the spellbook)."""

from __future__ import annotations

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._phrases import Phrase
from romsmith.lexicon._verb_forms import VerbForms
from romsmith.lexicon._vocab import ARMIES, COUNTS, DETS, HOSTILE_VERBS, PLACE_PREPS, PREPS, WAVES
from romsmith.lexicon._words import _creature, _verb_here_simple, _verb_lemma, category, ing_form

_ALL = frozenset({"all", "both", "each"})  # said after a pronoun of all it stands for: "shove them all"
_BE = frozenset({"is", "are", "was", "were", "be", "been", "being", "am"})
# what a thing said before "it" was hidden in or by: the thing is what "it" stands for
_HIDERS = frozenset({"hide", "bury", "conceal", "lose", "steal", "contain", "hold", "keep", "guard"})
# in a leading clause: what was stolen, hidden or lies somewhere ("the farm hides a buried fortune")
_MARKS = frozenset({"steal", "snatch", "take", "grab", "swipe", "lie", "hide", "bury", "conceal"})
FRAME_NOUNS = frozenset(["goal", "mission", "task", "job", "aim", "idea", "game", "point", "plan", "quest"])
# words that say no thing a pronoun could stand for ("hidden somewhere in the volcano ... find it")
_NOWHERE = frozenset(["somewhere", "anywhere", "everywhere", "nowhere", "something", "anything", "everything"])
PRONOUNS = frozenset(["it", "them", "him", "her", "he", "she", "they", "we", "you", "i", "me", "us", "now"])


def _plural_word(word: str) -> bool:
    """A plural WordNet also knows as a noun of its own ("rings", the gymnastics apparatus)."""
    return word.endswith("s") and not word.endswith("ss") and len(W.lemmas(word)) > 1


class Pronouns(VerbForms):
    """What "it", "them", "her" or "him" after the goal's verb stands for."""

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
            thing = self._marked_at(k, end, lemma)
            marked = marked or thing
            past = self._past_lead_verb(k, end, lemma)
            if past is not None:
                k = past
                continue
            ph, j = self._lead_phrase(k, end)
            if ph is not None and ph.head in PRONOUNS | _NOWHERE:
                ph = None  # "... is broken and now it's snowing": no thing called "now"
            one = ph is not None and not ph.plural and (ph.count or 1) == 1
            if ph is not None and one and _creature(ph.kind) and ph.kind not in self._hero_words():
                beings_named.append(ph)
            if ph is not None and said == "them":
                many.append(ph)
            elif ph is not None and said == "it":
                if self._acts_on_its_own(ph):
                    pass  # "Thor lost his hammer ... find it": who lost it is not it
                elif one and (
                    {category(ph.kind), category(ph.head)} & {"animal", "monster", "machine"}
                    or (_creature(ph.kind) and category(ph.kind) == "thing")  # "the weather machine is broken"
                ):
                    its.append(ph)  # "have kidnapped Princess Oona's pet dragon ... rescue it": the dragon
                elif not _creature(ph.kind):
                    first_thing = first_thing or ph  # "when the moon goes dark, ... relight it"
            elif ph is not None and _creature(ph.kind) == (said in ("her", "him")) and one:
                return ph  # "kidnapped the chef ... rescue him": the chef, not the minions
            k = max(j, k + 1)
        taken = any(_verb_lemma(x.en) in ("steal", "take", "snatch", "grab", "swipe") for x in w[self.lead[0] : end])
        got_back = taken and i + 1 < len(w) and w[i + 1].en == "back"  # "stole every sock ... wants them back"
        if said == "it":
            return self._it_in_lead(i, end, hunted, got_back, beings_named, its, first_thing, marked)
        return self._them_in_lead(many, got_back)

    def _marked_at(self, k: int, end: int, lemma: str | None) -> Phrase | None:
        """What the leading clause's verb at word k says was stolen, hidden or lies there ("snatched
        her tambourine", "Somewhere in the crypt lies the chalice"), no creature; else None."""
        w = self.w
        if k > self.lead[0] and lemma in _MARKS and k + 1 < end:
            thing, _ = self.phrase(k + 1, stop=end)
            inverted = lemma == "lie" and w[k].en == "lies" and k > 0 and not self._said_after_its_subject(k)
            somewhere = thing is not None and thing.head in _NOWHERE  # "is hidden somewhere in": not where
            if thing is not None and not _creature(thing.kind) and (lemma != "lie" or inverted) and not somewhere:
                return thing
        return None

    def _past_lead_verb(self, k: int, end: int, lemma: str | None) -> int | None:
        """Where the leading clause goes on past a verb at word k, which names no thing; else None."""
        w = self.w
        if k > self.lead[0] and (self._past_verb(k) or self._kept_at(k)):
            return k + 1  # "Dr. Gloom stole the sun": not a thing called "stole"
        order = lemma == w[k].en and (self._mostly_verb(w[k].en) or not W.is_noun(w[k].en))
        if k == self.lead[0] and order:
            return k + 1  # "Jump across the rooftops as Zizi ... Get it back": no thing called "jump"
        if w[k].en in ("has", "have", "had", "is", "are", "was", "were"):
            participle = k + 1 < end and _verb_lemma(w[k + 1].en) not in (None, w[k + 1].en)
            return k + 1 + participle  # "Baron Soot has stolen the lantern and ... get it back": not "has stolen"
        return None

    def _lead_phrase(self, k: int, end: int) -> tuple[Phrase | None, int]:
        """The phrase the leading clause names at word k, up to its verb, and where it ends."""
        w = self.w
        ph, j = self.phrase(k, stop=end, subject=True)
        if ph is not None and self._owns(j - 1):  # "the scarecrow's buttons": his buttons, not a verb
            ph, j = self.phrase(k, stop=end)
        if ph is not None:
            self._possessive_owner(ph)  # "grandma's cookie recipe": the recipe
        if ph is not None and (ph.head in WAVES or ph.head in ARMIES) and j < end and w[j].en == "of":
            ph, j = self.phrase(j + 1, stop=end, subject=True)  # "an army of skeletons": the skeletons
        return ph, j

    def _it_in_lead(
        self, i: int, end: int, hunted: bool, got_back: bool, beings_named: list, its: list, first_thing, marked
    ):
        """What "it" at word i stands for among the leading clause's phrases: a hunted being, a
        guarded, stolen or hidden thing, the last animal or machine, else the first thing."""
        w = self.w
        if hunted and beings_named and not got_back:
            return beings_named[-1]
        # "the Sky Pearl is guarded by a griffin ..., claim it": what is guarded, not its guard
        guarded = any(x.en in ("guarded", "protected", "watched") for x in w[:end])
        if guarded and first_thing is None:
            before = self._named_before(i)  # the guarded thing is the passive's subject, before this clause
            first_thing = before if before is not None and not _creature(before.kind) else None
        if marked is not None and not its:
            return marked  # "A thief snatched her tambourine. Get it back": the tambourine
        # "a crow stole the scarecrow's hat, so he must get it back": the hat
        return first_thing if (got_back or guarded) and first_thing else its[-1] if its else first_thing

    @staticmethod
    def _them_in_lead(many: list, got_back: bool):
        """What "them", "her" or "him" stands for among the leading clause's phrases: what was
        got back, many things held, else the last of many beings named."""
        plural = [ph for ph in many if ph.plural or (ph.count or 1) > 1 or _plural_word(ph.head)]
        beings = [ph for ph in plural if _creature(ph.kind)]
        things = [ph for ph in many if not _creature(ph.kind)]
        if got_back and things:
            return things[0]
        held = [ph for ph in plural if not _creature(ph.kind) and category(ph.kind) != "place"]  # not "the sewers"
        if held and not beings:
            return held[0]  # "living thunderclouds are flattening the fields; ... blow them away"
        return (beings or plural or many or [None])[-1 if plural else 0]

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
        after = w[i + 1].en if i + 1 < len(w) else ""
        if i >= len(w) or w[i].en not in ("it", "them", "him", "her") or (after in DETS and after not in _ALL):
            return None  # "give her the key": hers; not "shove them all into the barn"
        if w[i].en == "her" and i + 1 < len(w) and not w[i + 1].punct and self.phrase(i + 1)[0] is not None:
            return None  # "find her way home", "deliver her famous pies": hers, no pronoun object
        pronoun, back = w[i].en, after in ("back", "home")  # "get them back", "bring them home": what was taken
        named, k = [], 0
        while k < i:
            ordered = k > 0 and (w[k - 1].text == "," or w[k - 1].en == "and") and self._bare_verb(k)
            acts = k > 0 and w[k - 1].en not in DETS and w[k + 1].en in DETS and self._finite_s(w[k].en)
            helping = w[k].en in ("have", "has", "had") and k + 1 < i and w[k + 1].en == "to"  # "you have to"
            if self._past_verb(k) or _verb_here_simple(w[k].en) or ordered or acts or helping:  # "... knight guards"
                k += 1  # "the wizard lost his spellbook": no thing called "lost"; ", avoid the drones"
                continue
            ph, j = self.phrase(k, subject=True)  # each phrase up to its verb: "the sun", not "the sun forgot"
            said = w[k].en if ph is not None else ""
            if (
                ph is not None
                and j <= i
                and ph.head not in PRONOUNS | FRAME_NOUNS | _NOWHERE
                and (said not in PRONOUNS | {"what", "who"} or (said == "her" and ph.head != "her"))
            ):  # not "The goal is to find it": the goal is no thing; "lost her sword": the sword
                self._possessive_owner(ph)  # "the captain's keycard": the keycard
                named.append(ph)
            k = max(j, k + 1) if ph is not None else k + 1
        heroes = self._hero_words()
        named = [ph for ph in named if ph.kind not in heroes and ph.head not in heroes and ph.kind != "player"]
        many = [ph for ph in named if ph.plural or (ph.count or 1) > 1 or w[ph.start].en in ("every", "all")]
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
