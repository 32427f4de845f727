"""The clauses of an idea: the main verb (the first verb form after the subject, an order's verb
at the idea's opening, else a participle after the subject), and `Clauses`, the reader's mixin
that puts together the clause readers: the subject's heroes (`_subjects`), the goal's verb
(`_purposes`), the goal's objects (`_objects`) and what a pronoun object stands for
(`_pronouns`), on the tests of a word's verb form they share (`_verb_forms`)."""

from __future__ import annotations

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._objects import Objects
from romsmith.lexicon._purposes import Purposes
from romsmith.lexicon._subjects import Subjects
from romsmith.lexicon._verb_forms import OBJECT_PRONOUNS
from romsmith.lexicon._vocab import ACTION, ADJECTIVES, AVOIDED, CHAINS, COUNTS, DETS, MODALS, PARTICLES, PREPS
from romsmith.lexicon._word_forms import _participle, perfect_lemma
from romsmith.lexicon._words import _creature, _verb_lemma, category, ing_form

# a side clause after a participle's goal: its verb is no goal of the hero's
_DEADLINES = frozenset({"before", "until", "while", "whenever", "after", "when", "because", "since", "once"})


def _adverb(word: str) -> bool:
    return word.endswith("ly") and bool(W.lemma(word, "r")) and not W.lemma(word, "v")


# words that end a relative clause's sentence, or go on with its own purpose ("to ring the gong")
_CLAUSE_ENDS = frozenset({"and", "but", "or", "so", "while", "when", "before", "until", "because", "where", "if", "to"})

_HAS = frozenset({"has", "have", "wants", "needs", "tries", "sets"})  # a verb an order follows

# count words that name the beings counted: a subject's noun ("the goblin twins challenge ...")
_COUNTED_BEINGS = frozenset({"twin", "twins"})


class Clauses(Subjects, Purposes, Objects):
    """The clauses of an idea: its main verb here; its subject, the goal's verb and the goal's
    objects from the mixins it puts together."""

    def _main_verb(self, first: int) -> tuple[int | None, str | None]:
        """The first verb form after the subject; when there is none, a participle after it ("a
        tugboat named Bertha hauling barges": haul), whose object is no verb ("barges")."""
        w = self.w
        nouns: list[int] = []
        participle: tuple[int, str] | None = None
        i = first
        while i < len(w):
            aside_end = (self._participle_aside(i) or self._relative_aside(i)) if nouns else None
            if aside_end is not None:
                i = aside_end  # "Corporal Hayes, trapped behind enemy lines, must decide": no verb "line"
                continue
            if nouns and w[i].text == "," and self._order_after(i):
                return i + 1, w[i + 1].en  # "you are the dungeon boss, defeat the four heroes"
            if participle and w[i].punct and (w[i].text in (".", "!", "?") or self._listed_past(participle[0], i)):
                return participle  # "a hermit crab hopping along the beach ... . Seagulls swoop down."
            if participle and w[i].en in _DEADLINES and self.live(i):
                return participle  # "a lantern spirit guiding the children out ... before the witch finds them"
            if not self.live(i) or w[i].punct:
                i += 1
                continue
            x = w[i]
            after = next((k for k in range(i + 1, len(w)) if self.live(k)), None)  # past a side clause
            if i == first and self._order_verb(i, after):
                return i, _verb_lemma(x.en)
            found = self._verb_after_modal(i, after, nouns)
            if found is not None:
                return found
            if participle and ing_form(x.en) and w[i - 1].en in PREPS and w[i - 1].en not in PARTICLES:
                ph, j = self.phrase(i)  # "shooting bubbles at invading rubber sharks": no verb "shark"
                i = j if ph is not None and j > i else i + 1
                continue
            if nouns and ing_form(x.en):
                participle = participle or (i, _verb_lemma(x.en))
                if i + 2 < len(w) and w[i + 1].en in ("for", "after") and w[i + 2].en in DETS:
                    _ph, j = self.phrase(i + 2)  # "looking for the 3 hot spring stones": no verb "stone"
                    i = max(j, i + 2)
                    continue
                _ph, j = self.phrase(i + 1, subject=True)  # "a vending machine escapes": up to its verb
                i = max(self._bare_plural_end(i + 1, j), i + 1)  # its object's words are no verbs
                continue
            if nouns and x.en in ("named", "called") and self._name_word(i + 1, after_title=True):
                i = self._names_end(self._name_said(i + 1)[2])  # "two sisters named Ann and Mae escape"
                continue
            if nouns and x.cap and not x.start and w[i - 1].en in TITLES and w[i - 1].cap:
                nouns.append(i)  # "Corporal Hayes, trapped ...": a name after a title, no verb "hay"
                i += 1
                continue
            past = self._verb_past_relative(i, nouns) if nouns and x.en in ("who", "that") else None
            if past is not None:
                return past  # "a princess who is also a firefighter puts out the fire": put out
            if nouns and self._verb_here(i, nouns):
                perfect = perfect_lemma(x.en) if w[i - 1].en in ("has", "have", "had") else None
                return i, perfect or _verb_lemma(x.en)  # "the fox has found a map": find
            counted = x.en in COUNTS and x.en not in _COUNTED_BEINGS
            if x.en not in DETS and x.en not in PREPS and not counted and x.en not in ADJECTIVES:
                nouns.append(i)
            i += 1
        return participle or (None, None)

    def _listed_past(self, at: int, i: int) -> bool:
        """Whether a plural noun follows the comma at word i past the subject's participle at word
        `at`, not one said before a noun ("an aging hedgehog knight, rides"): what is there ("trying
        to get back to his lake, rats in the sewer": no verb "rat")."""
        w = self.w
        nxt = w[i + 1].en if i + 1 < len(w) and w[i].text == "," else ""
        return len(nxt) > 3 and nxt.endswith("s") and W.is_noun(nxt[:-1]) and w[at - 1].en not in DETS

    def _verb_past_relative(self, i: int, nouns: list[int]) -> tuple[int, str] | None:
        """The subject's own verb after a relative clause that opens at word i ("a knight who lives
        in a tower rescues the prince", "a boy who lost his dog must search the town"): the first
        verb past the clause's verb and its object, before the sentence or a conjunction ends it;
        None when the clause's verb is the subject's deed ("a knight who rescues princesses")."""
        w = self.w
        r = i + 1
        while r < len(w) and (w[r].en == "also" or _adverb(w[r].en)):
            r += 1  # "who is also a firefighter", "who secretly hates dragons"
        if r >= len(w) or not _verb_lemma(w[r].en) or w[r].en in DETS:
            return None  # "the dragon that knight ...": no clause of the subject's
        dreams_of = r + 1 < len(w) and w[r + 1].en == "of"  # "a teapot who dreams of being a dragon must stop ..."
        if (w[r].en in MODALS or w[r].en in CHAINS) and not dreams_of:
            return None  # "a bear who has to collect honey": the clause says the subject's deed
        aside = w[i - 1].text == ","  # "a knight, who is secretly a frog, rescues the prince"
        k = r + 2  # past the clause's verb and the first word of what it acts on
        ends = next((j for j in range(k, len(w)) if w[j].punct or w[j].en in _CLAUSE_ENDS), len(w))
        while k < ends:
            if w[k].en in PREPS:
                ph, j = self.phrase(k + 1)  # "in a tower": a place of the clause's, no verb
                k = min(j, ends) if ph is not None and j > k else k + 1
                continue
            after = next((j for j in range(k + 1, len(w)) if self.live(j)), None)
            found = self._verb_after_modal(k, after, nouns) if w[k].en in MODALS or w[k].en in CHAINS else None
            if found is not None:
                return found
            if self._finite_s(w[k].en) and not w[k].cap and self.live(k) and self._verb_here(k, nouns):
                return k, _verb_lemma(w[k].en)
            k += 1
        closed = aside and k + 1 < len(w) and w[k].text == ","
        if closed and self._finite_s(w[k + 1].en):
            return k + 1, _verb_lemma(w[k + 1].en)
        return None

    def _bare_plural_end(self, start: int, end: int) -> int:
        """Where a participle's object that starts at `start` ends: past a plural the subject reader
        took for a verb when nothing counts the noun before it ("pushing termite mounds into holes":
        no termite mounds anything), else `end`."""
        w = self.w
        if end >= len(w) or end <= start or w[start].en in DETS or w[start].en in COUNTS or not w[end].en.endswith("s"):
            return end
        _ph, whole = self.phrase(start)
        onward = whole < len(w) and w[whole].en in PREPS and w[whole].en not in PARTICLES  # not "fights off"
        return whole if whole > end and onward and not W.mostly_verb(w[end].en) else end

    def _participle_aside(self, i: int) -> int | None:
        """Where an aside after the subject that opens with a past participle ends, when word i is
        its comma and a modal, "has", "wants" or "needs", or a verb before what it acts on, follows
        its closing comma (", trapped behind enemy lines, must", ", exiled from their tribe, fight
        their way back"); else None."""
        w = self.w
        if w[i].text != "," or i + 2 >= len(w) or not _participle(w[i + 1].en, w[i + 2]):
            return None
        close = self._closing_comma(i)
        if close is None or close + 2 >= len(w):
            return None
        acts = _verb_lemma(w[close + 1].en) and (w[close + 2].en in DETS or w[close + 2].en in OBJECT_PRONOUNS)
        return close + 1 if w[close + 1].en in MODALS | _HAS or acts else None

    def _closing_comma(self, i: int) -> int | None:
        """The comma that closes an aside opened by the comma at word i, within eight words."""
        w = self.w
        return next((j for j in range(i + 2, min(len(w), i + 10)) if w[j].text == ","), None)

    def _relative_aside(self, i: int) -> int | None:
        """Where a relative aside after the subject ends, when word i is its comma and a modal or
        "has", "wants", "needs" follows its closing comma ("Lily, who was away, can break the
        spell"); else None."""
        w = self.w
        if w[i].text != "," or i + 2 >= len(w) or w[i + 1].en not in ("who", "which"):
            return None
        close = self._closing_comma(i)
        if close is None or close + 1 >= len(w) or any(w[j].punct for j in range(i + 2, close)):
            return None
        return close + 1 if w[close + 1].en in MODALS | _HAS else None

    def _order_verb(self, i: int, after: int | None) -> bool:
        """Whether word i, where the subject would start, is an order's verb and `after` (the next
        live word) starts what it acts on ("collect 9 golden acorns", "discover who took the
        crown"), not a name or a kind ("Pip the frog must ...", "Nurse Okoye")."""
        w = self.w
        x = w[i]
        nxt = w[after] if after is not None else None
        if not (_verb_lemma(x.en) and x.en not in DETS and x.en not in COUNTS and nxt is not None):
            return False
        if x.en.endswith("ed") and _verb_lemma(x.en) != x.en and nxt.cap:
            return False  # "retired Colonel Ruth holds ...": a past participle before a name, no order
        return bool(
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
                or (i > 0 and w[i - 1].en == "you" and after is not None and self._described_plural(after))
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
        )

    def _verb_after_modal(self, i: int, after: int | None, nouns: list[int]) -> tuple[int, str] | None:
        """The verb after a modal or chain at word i ("wants to finally finish his tower"), or after
        an adverb once the subject is said ("two rival chefs grudgingly cook a banquet"); else None."""
        w = self.w
        x = w[i]
        nxt = w[after] if after is not None else None
        if x.en in MODALS or (x.en in CHAINS and nouns and nxt is not None and nxt.en == "to"):
            j = i + 1
            while j < len(w) and (w[j].en in ("to", "be", "not", "set") or _adverb(w[j].en)):
                j += 1  # "wants to finally finish his tower"
            if j < len(w) and _verb_lemma(w[j].en):
                return j, _verb_lemma(w[j].en)
        if nouns and _adverb(x.en) and nxt is not None and _verb_lemma(nxt.en) and self._object_follows(after):
            return after, _verb_lemma(nxt.en)  # "two rival chefs grudgingly cook a banquet"
        return None

    def _object_follows(self, k: int) -> bool:
        """Whether an object starts right after word k ("cook | a banquet", "find | them")."""
        nxt = self.w[k + 1].en if k + 1 < len(self.w) else ""
        return nxt in DETS or nxt in OBJECT_PRONOUNS or nxt in COUNTS or nxt.isdigit()

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

    def _opening(self) -> int:
        """The idea's first live word: where an order starts ("combine odd items ...")."""
        return next((x.i for x in self.w if self.live(x.i) and not x.punct), -1)
