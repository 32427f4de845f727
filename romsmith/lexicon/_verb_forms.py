"""What a word's form says of a verb, as every clause reader tests it: mostly a verb or an
adjective, a past form, a verb's own form, a form only a clause has, an order's verb with its
object after it, a word that starts an object; and the object pronouns ("find it")."""

from __future__ import annotations

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._phrases import Phrases
from romsmith.lexicon._vocab import ACTION, COUNTS, DETS, MODALS, OBLIGED, PARTICLES, SUBJECT_PRONOUNS
from romsmith.lexicon._words import _verb_lemma

OBJECT_PRONOUNS = frozenset(["it", "them", "me", "us", "him", "her"])
# the words an idea calls its hero by: "the player wants to"
PLAYERS = frozenset({"player", "hero", "heroine", "protagonist", "character"})
# a wish or an attempt said with "to" after its subject: "dust bunnies trying to stop u"
WISHES = frozenset({"want", "wants", "wanting", "try", "tries", "trying", "plan", "plans", "planning"})


class VerbForms(Phrases):
    """The tests of a word's verb form that the subject, the verbs and the objects share."""

    def _object_start(self, k: int) -> bool:
        """Whether word k starts a verb's object: a determiner, a count or a plural noun."""
        x = self.w[k]
        plural = x.en.endswith("s") and W.is_noun(x.en) and _verb_lemma(x.en) != x.en
        return x.en in DETS or x.en in COUNTS or x.en.isdigit() or plural

    def _described_plural(self, k: int) -> bool:
        """Whether words from k say many of something after words that describe it ("alien
        invaders", "evil robots", "giant killer bees"): an object with no determiner."""
        w = self.w
        for j in range(k + 1, min(k + 4, len(w))):
            if w[j - 1].punct or w[j - 1].en in ("and", "or") or w[j].punct:
                return False
            said = w[j].en
            if said.endswith("s") and W.lemma(said) not in (None, said):
                return True
        return False

    def _duty_said(self, lo: int, hi: int) -> bool:
        """Whether words lo..hi-1 say a duty: "must", or "has to", "needs to" ending there."""
        w = self.w
        return any(
            w[j].en == "must" or (j > 0 and (w[j - 1].en, w[j].en) in OBLIGED) for j in range(lo, min(len(w), hi))
        )

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

    @staticmethod
    def _mostly_verb(word: str) -> bool:
        """A word WordNet knows in more senses as a verb than as a noun ("combine", "hold", "take")."""
        return W.mostly_verb(word)

    @staticmethod
    def _mostly_adjective(word: str) -> bool:
        """Whether a word WordNet knows as an adjective is hardly a verb ("long", one verb sense;
        not "collect", whose adjective is a collect call and whose verb senses are many)."""
        return bool(W.lemma(word, "a")) and len(W._synsets(word, "v")) <= 1

    def _past_verb(self, k: int) -> bool:
        """A verb in a past form that is no noun ("stole", "froze")."""
        word = self.w[k].en
        lemma = _verb_lemma(word)
        return bool(lemma) and lemma != word and (not W.is_noun(word) or self._mostly_verb(lemma))

    def _bare_verb(self, k: int) -> bool:
        """Whether word k is a verb's own form, mostly a verb ("go see", "go get")."""
        x = self.w[k].en
        return _verb_lemma(x) == x and x not in PARTICLES and self._mostly_verb(x)

    def _to_do(self, j: int) -> bool:
        """Whether word j is "to" before a verb in its own form and what it is done to ("to
        challenge their uncle"), not a place said as a noun ("to the nest", "to safety")."""
        w = self.w
        if j + 2 >= len(w) or w[j].en != "to" or _verb_lemma(w[j + 1].en) != w[j + 1].en:
            return False
        return w[j + 2].en in DETS or w[j + 2].en in OBJECT_PRONOUNS

    def _finite_at(self, k: int, *, even_noun: bool = False) -> bool:
        """A verb form that only a clause has at word k ("shoots", "stole", "must"), not a bare
        lemma ("race") nor a participle; unless `even_noun`, also not a word WordNet knows mostly
        as a noun ("gardener plants": a compound, not a clause)."""
        word = self.w[k].en
        lemma = _verb_lemma(word)
        if word in MODALS:
            return True
        return bool(lemma) and lemma != word and not word.endswith("ing") and (even_noun or self._mostly_verb(lemma))

    def _their_wish(self, k: int) -> bool:
        """Whether a clause starting at word k says what someone other than the hero wants or
        tries to do ("a grumpy cloud tries to turn everything grey", "dust bunnies everywhere
        trying to stop u"): a noun said as its subject, then a wish and "to"; a pronoun may be the
        hero ("and she wants to ..."), so it is no one else's."""
        w = self.w
        ph, j = self.phrase(k, subject=True) if k < len(w) else (None, k)
        if ph is None or w[k].en in SUBJECT_PRONOUNS or ph.kind in getattr(self, "hero_kinds", frozenset()) | PLAYERS:
            return False
        if {x.en for x in w[k:j]} & getattr(self, "hero_names", frozenset()):
            return False  # "... and Pip wants to": the hero again, by name
        j += j < len(w) and w[j].en in ("everywhere", "always", "also", "still", "just")
        return j + 1 < len(w) and w[j].en in WISHES and w[j + 1].en == "to"
