"""Where a noun phrase ends: the tests of one word after the phrase's nouns (a word that links on,
a subject's verb, a modifier said after the noun, a name), and what they rest on: whether a word
after a subject's nouns is its verb, whether a capitalised word names someone or somewhere."""

from __future__ import annotations

from romsmith.lexicon import _concepts as C
from romsmith.lexicon import _index as X
from romsmith.lexicon import _languages as L
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._vocab import (
    ACTION,
    ADJECTIVES,
    CHAINS,
    CONJUNCTIONS,
    COUNTS,
    DETS,
    MODALS,
    NEGATED,
    PARTICLES,
    PREPS,
)
from romsmith.lexicon._word_forms import (
    IRREGULAR_PARTICIPLES,
    OBJECT_WORDS,
    PAST_FORMS,
    _compound_ing,
    _participle,
    _perfect,
    _present_participle,
)
from romsmith.lexicon._words import (
    Word,
    _creature,
    _is_adjective,
    _singular,
    _verb_here_simple,
    _verb_lemma,
    category,
    ing_form,
)

SAME_PLURALS = frozenset({"fish", "sheep", "deer", "people", "moose", "bison", "salmon", "squid"})  # "the sheep keep"
# what many do before "to", said as a plural's verb: "the fish try to eat him", "the wolves want to"
_MANY_CHAINS = frozenset({"want", "try", "need", "hope", "decide", "learn", "begin", "start"})
# "one by one", "one final time", "one at a time", "one more time": how often, after a noun
_ONCE = frozenset({"by", "at", "final", "last", "more"})
# a deed of hiding or taking said of the thing before its doer: "the gold grandpa buried"
_HID = frozenset({"hid", "buried", "stole", "took", "scattered", "dropped", "swiped", "stashed", "snatched"})
# kin said without a determiner, as a name is ("grandpa buried", not "the mob boss took")
_KIN_NAMES = frozenset({"grandpa", "grandma", "granny", "gran", "grandad", "mom", "mum", "dad", "mommy", "daddy"})
# verbs that take "to" and another verb, said in their own form after one ("small dragon learn to fly")
_BARE_CHAINS = frozenset({"want", "need", "try", "learn", "decide", "hope", "plan", "wish", "start", "begin"})
# what beings "gone" so have turned ("cuckoos gone wild"): said after the noun, no part of its phrase
_TURNED = frozenset({"wild", "rogue", "mad", "bad", "feral", "berserk", "haywire", "crazy", "missing"})
# what comes before "gone" when it is a verb's ("have gone haywire"), no phrase end
_HAVE = frozenset({"have", "has", "had", "is", "are", "was", "were", "be", "been"})
# verbs of going said in their own form after one who goes ("A young man come to the big city"), and where to
_BARE_MOVES = frozenset({"come", "go", "live", "travel"})
_WHERE_TO = frozenset({"alone", "home", "back", "away", "there"})
# pronouns WordNet also knows as nouns ("it"): a deed done to them ends a clause ("who broke it want to")
_SAID_BACK = frozenset({"it", "him", "her", "them", "us", "me", "you"})
# adverbs said between a subject and its verb, none of them a noun's word
_ADVERBS_BEFORE_VERB = frozenset({"just", "really", "still", "also", "always", "never", "even", "finally", "suddenly"})


def _many(noun: str) -> bool:
    """Whether a noun as said is many: a plural, or one that is its own plural ("sheep", "fish")."""
    return noun != _singular(noun) or noun in SAME_PLURALS


def _ends_here(x: Word, nxt: Word | None) -> bool:
    """Whether an adverb after a noun ends its phrase: one only an adverb ("safely", "not"), or one
    an adjective too before a pause ("a collapsing theatre together,"), not "the perfect new shell"."""
    return not W.lemma(x.en, "a") or _before_pause(nxt)


def _before_pause(nxt: Word | None) -> bool:
    """Whether the next word starts no noun: the idea's end, a pause, a preposition or a link."""
    return nxt is None or nxt.punct or nxt.en in PREPS | DETS | {"to", "and", "or"}


# whose a being is, said before it: "a game about my dog Pepper" names the dog after a preposition
_OWNERS = frozenset(("my", "our", "his", "her", "their", "your"))


class PhraseEnds:
    """The tests of one word that say where a noun phrase ends, on the idea's words as `Phrases` reads them."""

    w: list[Word]
    skip: set[int]  # words no phrase reads (the genre clause, an aside)
    language: str
    title_case: bool  # every word of the idea capitalised: no capital says a name

    def _ends_phrase(
        self, i: int, nxt: Word | None, nouns: list[int], title: str | None, n: int, subject: bool
    ) -> bool:
        """Whether word i ends a phrase whose nouns so far are `nouns`; `nxt`: the word after, if read."""
        return (
            self._ends_at_link(i, nxt, nouns, title)
            or self._ends_at_verb(i, nxt, nouns, n, subject)
            or self._ends_at_modifier(i, nxt, nouns)
            or self._ends_at_name(i, nouns, title)
        )

    def _ends_at_link(self, i: int, nxt: Word | None, nouns: list[int], title: str | None) -> bool:
        """A word that links the phrase to what follows: a determiner, a preposition, a modal, a
        conjunction, a negation, a pronoun, a name's cue, a word no name of the title."""
        x = self.w[i]
        named = title is not None and not nouns and x.cap  # "Aunt May": a name, not the modal
        if (
            x.en in DETS
            or x.en in PREPS
            or (x.en in MODALS and not named)
            or x.en in ("and", "or", "who", "that", "which")
            or (nouns and x.en in ("whose", "whom"))  # "a lighthouse keeper whose lamp"; not "picks whose tale"
        ):
            return True
        if nouns and x.en in NEGATED:
            return True  # "The sand wyrms don't like visitors": the wyrms, then what they do not do
        turned = x.en == "gone" and nxt is not None and nxt.en in _TURNED and self.w[i - 1].en not in _HAVE
        if nouns and nouns[-1] == i - 1 and turned:
            return True  # "cuckoos gone wild", "robots gone rogue": the cuckoos, then what they turned
        if x.en in CONJUNCTIONS or (nouns and x.en in ("somewhere", "anywhere", "everywhere", "nowhere")):
            return True  # "across the Ashen Wastes while vultures circle", "a traveling fair somewhere in"
        it_did = x.en == "it" and nxt is not None and _verb_lemma(nxt.en) not in (None, nxt.en)  # "it sucked up"
        if nouns and (x.en in ("he", "she", "they", "we", "i", "you", "so") or it_did):
            return True  # "all the fires he started": the fires; "the windmills of Millby so the village ..."
        if x.en in L.NAME_CUES or x.en in ("named", "called"):
            return True
        if title and nouns and not self._name_word(i, after_title=True):
            return True
        return bool(nouns) and (
            x.en == "home" or (nxt is not None and nxt.en in ("its", "his", "her", "their") and bool(_verb_lemma(x.en)))
        )

    def _ends_at_verb(self, i: int, nxt: Word | None, nouns: list[int], n: int, subject: bool) -> bool:
        """After the nouns, what they do: a subject's verb, "has" or "keep", an adverb before the
        verb, a deed their doer does; or how often ("level after level", "one final time")."""
        if not nouns:
            return False
        w = self.w
        x = w[i]
        if subject and self._verb_here(i, nouns):
            return True
        if subject and x.en in ("had", "has", "have") and nxt is not None:
            return True  # "a snowman had to carry": the snowman
        if x.en in ("left", "remaining", "alive") and (nxt is None or nxt.punct):
            return True  # "the last pilot left,": the pilot, the one who remains
        if x.en in ("again", "anymore", "already", "forever"):
            return True  # "lost his hammer again": the hammer
        if nxt is not None and nxt.en in _HID and x.en in _KIN_NAMES:
            return True  # "the pirate gold grandpa buried": the gold, which grandpa buried
        if self._repeated(i, n) or (x.en == "one" and nxt is not None and nxt.en in _ONCE):
            return True  # "beat the glitch monsters level after level", "the Snail Fleet one final time"
        if x.en in ("had", "has", "have") and i + 1 < len(w) and _perfect(w[i + 1].en):
            return True  # "the fox has found a map": the fox, no "fox ha"
        if (
            nxt is not None
            and nxt.en == "to"
            and (
                x.en in CHAINS - {"has", "had", "sets", "goes", "comes"}
                or (x.en in _MANY_CHAINS and _many(w[nouns[-1]].en))
            )
        ):
            return True  # "a robot sitting on the shelf wants to find a friend": the shelf; "the fish try to"
        if nxt is not None and x.en == "keep" and nxt.en.endswith("ing") and _many(w[nouns[-1]].en):
            return True  # "the sheep keep escaping the pen": the sheep
        if nxt is not None and x.en in _ADVERBS_BEFORE_VERB:
            return True  # "a zombie just wants to deliver flowers": the zombie
        # "the crown of Eldermoor was stolen": Eldermoor, no "Eldermoor wa"
        return x.en in ("was", "were", "is", "are") and nxt is not None

    def _ends_at_modifier(self, i: int, nxt: Word | None, nouns: list[int]) -> bool:
        """After the nouns, a word that says more of them from behind: an adverb, a participle, a particle."""
        if not nouns:
            return False
        x = self.w[i]
        if W.lemma(x.en, "r") and not W.lemma(x.en, "n") and not X.lookup(x.en) and _ends_here(x, nxt):
            return True  # "escorts the queen safely to ...", "the theatre together,", "your boss not to": an adverb
        if self._adjective_behind(x, nxt):
            return True  # "keeping the ranchers happy": an adjective said of the noun from behind
        if _participle(x.en, nxt):
            return True  # "an astronaut stranded on mars": a participle after the noun ends it
        if _present_participle(x.en, nxt) and not _compound_ing(self.w[nouns[-1]].en, x.en, nxt):
            return True  # "a librarian shoving bookcases": the librarian
        # "carry the wounded knight back to the castle": the knight; "put the map back together"
        return x.en in PARTICLES and (
            nxt is None or nxt.punct or nxt.en in PREPS or nxt.en in DETS or nxt.en == "together"
        )

    def _ends_at_name(self, i: int, nouns: list[int], title: str | None) -> bool:
        """After the nouns, a capitalised word that names the one they are."""
        if not nouns:
            return False
        w = self.w
        x = w[i]
        if x.cap and not w[nouns[-1]].cap and not X.lookup(x.en) and not self._known(x.en) and not title:
            return True  # "the robot Rolo": a name after the noun; "rival Monsieur Fromage": the title's name
        return self._name_after(i)  # "ace pilot Kestrel": a name, though a kestrel is a bird

    def _repeated(self, i: int, n: int) -> bool:
        """Whether words i.. say how often, a noun after itself ("level after level", "batch by
        batch"); not "wave after wave of bug fighters", whose fighters are the phrase."""
        w = self.w
        return (
            i + 2 < n
            and w[i + 1].en in ("after", "by")
            and w[i + 2].en == w[i].en
            and not (i + 3 < n and w[i + 3].en == "of")
        )

    # ---- a subject's verb ----
    def _verb_here(self, i: int, nouns: list[int]) -> bool:
        """Whether word i, after the nouns of a subject, is its verb."""
        w = self.w
        x = w[i]
        lemma = _verb_lemma(x.en)
        if lemma is None or self._modifiers_noun(i):
            return False
        nxt = w[i + 1] if i + 1 < len(w) else None
        if nxt is not None and nxt.en in MODALS:
            return False  # "the crown jewels must be returned": a noun before a modal
        # "the burglar who took her cat": a relative clause's verb, not the sentence's
        relative = w[i - 1].en in ("who", "that", "which")
        if not relative and self._past_then_object(i, nxt):
            return True
        third = x.en.endswith("s") and lemma != x.en
        noun_before = W.is_noun(w[i - 1].en) and not w[i - 1].en.endswith("'s") and w[i - 1].en not in _SAID_BACK
        if lemma == x.en in _BARE_CHAINS and nxt is not None and nxt.en == "to" and noun_before:
            return True  # "small dragon learn to fly", "a boy want to find his dog": a learner's agreement
        gone = nxt is not None and (nxt.en in PREPS or nxt.en in _WHERE_TO)
        if lemma == x.en in _BARE_MOVES and gone and noun_before and not _many(w[i - 1].en):
            return True  # "A young man come to the big city": one, and the verb in its own form
        if third and self._plural_then_verb(i, nxt):
            return False
        if (x.en in ("are", "were") or lemma == "keep") and self._progressive_next(i):
            # "the wolves are circling the village": their verb, never "are" the unit of area; "pirates
            # in the asteroid belt keep stealing": no keep of a castle
            return True
        opener = nxt is not None and (
            nxt.en in DETS or nxt.en in PREPS or nxt.en in PARTICLES or nxt.en in COUNTS or nxt.cap or nxt.en == "to"
        )
        opener = opener or (nxt is not None and nxt.en in OBJECT_WORDS and not third)  # "tomb robbers want it"
        plural_subject = self._plural_subject(nouns, i, nxt)
        if third and not plural_subject:
            return True
        if third and (opener or not W.is_noun(x.en) or lemma in ACTION):
            return True
        linking = lemma in ("become", "seem", "feel")  # "A knight and a dragon become friends"
        # "the aliens invade and a farmer ...": a verb no noun, said alone before the clause ends
        alone = (nxt is None or nxt.punct or nxt.en in ("and", "but")) and not W.is_noun(x.en)
        return bool(plural_subject and not third and (opener or linking or alone or lemma in ACTION))

    def _progressive_next(self, i: int) -> bool:
        """Whether a verb's -ing form follows word i, done to something or said alone ("are
        circling the village", "are chewing up the pages", "are disappearing."); not an adjective
        before its noun ("the guards are talking birds")."""
        w = self.w
        if i + 1 >= len(w) or not ing_form(w[i + 1].en):
            return False
        after = w[i + 2] if i + 2 < len(w) else None
        return after is None or after.punct or after.en in DETS or after.en in PREPS or after.en in PARTICLES

    @staticmethod
    def _adjective_behind(x: Word, nxt: Word | None) -> bool:
        """Whether a word after the nouns is only an adjective, before a pause or a link ("keep
        every guest happy", "a sword strong enough"); not a name's word ("Pinewood Elementary")."""
        only_adjective = W.lemma(x.en, "a") and not W.lemma(x.en, "n") and not X.lookup(x.en)
        paused = _before_pause(nxt) or nxt.en == "while"  # "keep the guests happy while ..."
        return bool(only_adjective) and x.en.isalpha() and not x.cap and paused

    def _modifiers_noun(self, i: int) -> bool:
        """Whether word i, a verb's form, is the noun of the word before it: a modifier's, a count's
        or a preposition's."""
        w = self.w
        x, prev = w[i], w[i - 1]
        if (
            (prev.en in ADJECTIVES and not self._noun_before_verb(prev, x))
            or prev.en in DETS
            or (prev.en in COUNTS and prev.en != "twins" and not (i >= 2 and w[i - 2].en == "of"))
        ):
            return True  # "three fights" is a count's noun; "a party of three fights" is a verb
        if W.lemma(prev.en, "a") and not W.is_noun(prev.en) and not _verb_lemma(prev.en) and not prev.cap:
            return True  # "the overdue books": an adjective's noun
        # "stranded on mars repairs": a preposition's noun, not the verb "mar"
        return prev.en in PREPS and prev.en not in ("to", "as", "out", "up", "down", "off")

    def _past_then_object(self, i: int, nxt: Word | None) -> bool:
        """Whether word i is a past tense with its object after it, or "have" before a participle."""
        x = self.w[i]
        if (
            x.en in PAST_FORMS
            and nxt is not None
            and (nxt.en in DETS or nxt.en in OBJECT_WORDS or nxt.en in PREPS or nxt.cap)
        ):
            return True  # "the Ice Witch froze the whole valley": a past tense, then its object
        lemma = _verb_lemma(x.en)
        owner = nxt is not None and (nxt.en in _OWNERS or nxt.en == "its")
        if owner and lemma not in (None, x.en) and not x.en.endswith("ing"):
            return True  # "a fox lost his tail": a past tense before whose thing it was, never "a lost his"
        # "the pirates have stolen the recipe"
        return (
            x.en in ("have", "had") and nxt is not None and (nxt.en in IRREGULAR_PARTICIPLES or nxt.en.endswith("ed"))
        )

    def _plural_then_verb(self, i: int, nxt: Word | None) -> bool:
        """Whether word i, a verb's -s form, is rather a plural noun with the subject's verb after it."""
        w = self.w
        after = w[i + 2] if i + 2 < len(w) else None
        if (
            nxt is not None
            and _verb_lemma(nxt.en) == nxt.en
            and nxt.en not in PARTICLES
            and after
            and (after.en in DETS or after.en in ("you", "them", "him", "her", "it", "us", "me"))
        ):
            return True  # "the tin soldiers hunt you": a plural noun, then its verb
        if (
            nxt is not None
            and _verb_lemma(nxt.en) == nxt.en
            and nxt.en not in PARTICLES
            and after is not None
            and after.en in PREPS
            and W.is_noun(f"{w[i - 1].en} {_singular(w[i].en)}")
        ):
            return True  # "four chess pieces rebel against the queen": a compound's plural, then its verb
        if nxt is not None and nxt.en in ("are", "were", "have", "'re") and w[i].en not in COUNTS:
            return True  # "the subway rats are after you": a plural noun, then its verb
        wish = ("plan", "want", "try", "need", "hope", "mean", "wish", "refuse", "threaten")
        if nxt is not None and nxt.en in wish and i + 2 < len(w) and w[i + 2].en == "to":
            return True  # "seven mouse thieves plan to take ...": the thieves, then their plan
        if nxt is not None and nxt.text == "," and self._participle_aside(i + 1) is not None:
            return True  # "goblin twins, exiled from their tribe, fight ...": the aside, then their verb
        # "a spaceship made of tin cans fights off", "three cooks battles": nouns, then the verb; not
        # "a frog collects flies", one of a kind then its verb
        return nxt is not None and self._acts(nxt) and not self._one_said_before(i)

    def _one_said_before(self, i: int) -> bool:
        """Whether the word before word i is one of a kind said with "a" or "an" ("a frog", "a
        little frog"): its verb's -s form may follow, never a plural of a compound."""
        w = self.w
        j = i - 2
        while j >= 0 and _is_adjective(w[j], w[j + 1]):
            j -= 1
        prev = w[i - 1].en
        return j >= 0 and w[j].en in ("a", "an") and W.is_noun(prev) and _singular(prev) == prev

    def _plural_subject(self, nouns: list[int], i: int, nxt: Word | None) -> bool:
        """Whether the subject whose nouns end before word i is many ("the rats", "a fox and a crow")."""
        w = self.w
        return (
            any(_many(w[k].en) for k in nouns[-1:])
            or any(w[k].en == "and" for k in range(nouns[0], i))
            or self._second_of_two(nouns[0])
            or (
                nxt is not None
                and (nxt.en in DETS or nxt.cap)
                and self._many_before_place(nouns, i)  # "four nurses from the hospital fight the wizard"
            )
        )

    def _second_of_two(self, k: int) -> bool:
        """Whether the phrase whose first noun is word k comes after "and" and a noun, the second
        of a subject of two ("A knight and a dragon become friends")."""
        w = self.w
        j = k - 1
        while j >= max(0, k - 3) and (w[j].en in DETS or w[j].en in COUNTS or _is_adjective(w[j], w[j + 1])):
            j -= 1  # "a", "a brave", "two little"
        return j > 0 and w[j].en == "and" and W.is_noun(w[j - 1].en) and not w[j - 1].punct

    def _many_before_place(self, nouns: list[int], i: int) -> bool:
        """Whether the subject's own noun, before a preposition's phrase that ends at word i, is a
        plural ("four nurses from the hospital | fight"); not "of" ("a pack of wolves")."""
        w = self.w
        at = next((k for k in range(nouns[0], i) if w[k].en in PREPS and w[k].en != "of"), None)
        head = max((k for k in nouns if at is not None and k < at), default=None)
        return head is not None and w[head].en != _singular(w[head].en)

    @staticmethod
    def _noun_before_verb(x, nxt) -> bool:
        """'a shy giant wants': a creature word the tables call an adjective is the noun before a verb."""
        return _creature(x.en) and _verb_here_simple(nxt.en)

    @staticmethod
    def _finite_s(word: str) -> bool:
        """A verb's third-person form ("battles", "guards")."""
        lemma = _verb_lemma(word)
        return word.endswith("s") and lemma is not None and lemma != word

    @staticmethod
    def _acts(x) -> bool:
        """A verb's third-person form that names a way to win ("fights", "rescues")."""
        lemma = _verb_lemma(x.en)
        return x.en.endswith("s") and lemma is not None and lemma != x.en and lemma in ACTION

    # ---- names ----
    def _known(self, word: str) -> bool:
        return bool(X.lookup(word)) or W.is_noun(word) or bool(W.lemma(word, "a")) or bool(W.lemma(word, "v"))

    def _name_word(self, i: int, after_title: bool = False) -> bool:
        """A capitalised word that names someone or somewhere: not at the start of a sentence unless
        nothing knows it or a title comes before, never a title or a word of the lexicon's tables."""
        x = self.w[i] if 0 <= i < len(self.w) else None
        if x is None or x.punct or not x.cap or x.en in TITLES or i in self.skip:
            return False
        if self.title_case and not after_title:
            return False
        if after_title:
            return not X.lookup(x.en) or x.en not in C.CHARACTERS
        if x.start or (self.language == "de" and not x.start):
            return not self._known(x.en) and not X.lookup(x.en)
        return not X.lookup(x.en)

    @staticmethod
    def _being_word(word: str) -> bool:
        """Whether a lowercase word before a name says what someone is: a being by its first sense,
        or by one of its first two ("sweep" is first a wide scope, then the chimney sweep)."""
        head = word.split("-")[-1]
        return category(head) in X.BEINGS or _creature(head)

    def _name_after(self, i: int) -> bool:
        """A capitalised word right after a lowercase word for a person or creature, where the phrase ends:
        the person's name even when it is also a word ("ace pilot Kestrel", "ex-cop Rook and")."""
        w = self.w
        x = w[i] if 0 < i < len(w) else None
        if x is None or x.punct or not x.cap or x.start or x.en in TITLES or self.title_case or i in self.skip:
            return False
        prev = w[i - 1]
        if prev.punct or prev.cap or not self._being_word(prev.en):
            return False  # "her cat Whiskers", "the dragon Smaug", "chimney sweep Tom" too
        for back in range(i - 2, -1, -1):  # "In winter little girl Mei go": a preposition's phrase goes on
            if w[back].punct or (_verb_lemma(w[back].en) and not W.is_noun(w[back].en) and w[back].en not in PREPS):
                break
            if w[back].en in PREPS and w[back + 1].en not in _OWNERS:
                return False  # but "a game about my dog Pepper": whose being it is says a name comes
            if w[back].en in PREPS:
                break
        nxt = w[i + 1] if i + 1 < len(w) else None
        if nxt is not None and nxt.cap and not nxt.punct and not X.lookup(nxt.en) and nxt.en not in TITLES:
            nxt = w[i + 2] if i + 2 < len(w) else None  # "accountant Martin Kowalski has to": a surname
        return (
            nxt is None
            or nxt.punct
            or nxt.en in ("and", "or", "who")
            or nxt.en in MODALS
            or (bool(_verb_lemma(nxt.en)) and not nxt.cap and nxt.en not in DETS | PREPS)
        )
