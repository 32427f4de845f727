"""Creatures that set on the player in a clause of their own ("hawks keep diving at you", "many
bandits try to stop her", "the shadow crows are after you", "Saboteurs from the rival railway keep
pulling up rails"), `_assailants`, and the tests of a verb group they are read by: its subject (cut
before a foe's verb the phrase reader took for a noun, past a place said after it, a list of
them), its helpers, and whether it says a stance against the hero (`_against`) or an assault
(`_assails`). The verbs of a foe's deed are `_foe_verbs`'."""

from __future__ import annotations

import itertools

from romsmith.lexicon._foe_verbs import FRIENDLY, PURSUITS, THEFTS, FoeVerbs
from romsmith.lexicon._phrase_ends import _many
from romsmith.lexicon._roles import _has
from romsmith.lexicon._vocab import BANDS, DETS, HOSTILE_VERBS, NEGATED, PREPS, SET_UPON, WAVES
from romsmith.lexicon._words import _beast, _singular, _verb_lemma, _wrongdoer, category

# what a foe does in wait for the hero: "the farm cat is always watching", "is listening for him"
WATCHING = frozenset({"watch", "listen", "wait"})
UNWELCOME = frozenset({"visitors", "strangers", "intruders", "trespassers", "outsiders", "newcomers"})
NEARING = frozenset({"get", "draw", "creep", "come", "move", "inch", "crawl"})  # "the scarecrows get closer"
TROUBLE = frozenset({"trouble", "mischief", "havoc", "chaos", "mayhem"})  # "causes trouble", "make mischief"
WHERE_SAID = frozenset({"in", "on", "at", "inside", "under", "near", "behind", "across"})
SIDE_BY_SIDE = frozenset({"alongside", "beside", "with"})  # "fights alongside you": a friend's fight
UNWANTED = SET_UPON | {"that", "it", "this"}  # "the shadow beasts dont want that"
# what foes do to make the hero's way harder: "Red squirrel gangs and a hungry hawk make it hard"
HINDERS = frozenset(
    f"{make} {what} {how}"
    for make in ("make", "makes")
    for what in ("it", "things")
    for how in ("hard", "harder", "difficult", "tough", "tricky")
)
GUIDES = frozenset(
    {"show", "give", "teach", "guide", "lead", "offer", "hand", "tell", "lend"}
    | {"bring", "drop", "pass", "leave", "fetch", "sell", "send"}  # "Medics on the ground will drop you ammo"
)  # "the goats show you paths"
# what a creature does to the player in a clause of its own ("hawks keep diving at you", "eagles try
# to knock it off", "the dogs want eat them")
ASSAULTS = frozenset({"peck", "swoop", "dive", "knock", "blow", "throw", "eat", "sting", "stomp", "grab", "spit"})
CLAUSE_LINKS = frozenset({"and", "but", "so", "while", "also", "then", "now", "though"})
HELPING = frozenset({"always", "also", "often", "still", "even", "will", "can", "could", "would", "gonna"})


class Assailants(FoeVerbs):
    def _assailants(self, heroes: list, opponents: list) -> None:
        """Creatures that set on the player in a clause of their own: "hawks keep diving at you",
        "many bandits try to stop her", "the shadow crows are after you", "soot sprites fight back"."""
        w = self.w
        hero_kinds = {h.kind for h in heroes} | {"player", "you"}
        for k in range(len(w) - 1):
            starts = k == 0 or w[k - 1].text in (",", ";", ".", "!", "?", ":") or w[k - 1].en in CLAUSE_LINKS
            if not starts or not self.live(k) or w[k].en in DETS - {"the", "a", "an", "many", "some"}:
                continue
            ph, j = self._subject_at(k + (w[k].en == "whose"))  # ", whose undead armies stand in the way"
            if ph is None or not _foeish(ph) or ph.kind in hero_kinds or j >= len(w):
                continue
            listed, j = self._listed_subjects(ph, j)  # "Bandits and border guards attack along the road"
            if j >= len(w) or j == self.main_at or _has(opponents, ph.kind):
                continue  # not the idea's own subject, the hero or whom the goal is for
            if not self._assails(j) and not self._wrongdoer_acts(ph, j):
                continue
            for one in listed:
                if one.kind not in hero_kinds and not _has(opponents, one.kind):
                    opponents.append(self._being(one, hostile=True))

    def _wrongdoer_at(self, k: int) -> bool:
        """Whether the phrase at word k names a wrongdoer ("a saboteur", "the rival thieves")."""
        ph, _ = self.phrase(k, subject=True)
        return ph is not None and category(ph.head) == "person" and _wrongdoer(ph.head)

    def _wrongdoer_acts(self, ph, j: int) -> bool:
        """Whether a wrongdoer does something at word j ("Saboteurs from the rival railway keep
        pulling up rails", "where a saboteur scrambled all the formulas"); not one who helps."""
        w = self.w
        j = self._past_helpers(j)
        lemma = _verb_lemma(w[j].en) if j < len(w) else None
        if not lemma or w[j].en in DETS | PREPS or lemma in FRIENDLY | GUIDES | {"be", "have", "team"}:
            return False
        return self._wrongdoer_at(ph.start)

    def _subject_at(self, at: int) -> tuple:
        """The subject phrase at word `at` and the word after it; a noun the subject reader took
        for its verb is the subject's when a foe's verb follows it ("The palace guards and their
        mechanical dogs hunt her", "border guards attack")."""
        w = self.w
        ph, end = self._before_assault(at, subject=True)
        if ph is None:
            return ph, end
        end = self._past_where(ph, end)  # "The gremlins on the ship cause trouble"
        full, whole = self._before_assault(at)
        if full is None or whole <= end or not _foeish(full) or whole >= len(w):
            return ph, end
        if w[whole].en in ("and", "or") or w[whole].text == "," or self._assails(whole):
            return full, whole  # "Red squirrel gangs and a hungry hawk"
        return ph, end

    def _past_where(self, ph, end: int) -> int:
        """Where a foe's verb is when a place is said between it and its subject ("the rats in the
        walls catch him"), else `end`."""
        w = self.w
        if end + 1 >= len(w) or w[end].en not in WHERE_SAID or not _foeish(ph):
            return end
        for m in range(end + 2, min(end + 6, len(w))):  # "the ship cause trouble": the ship, then the verb
            place, after = self.phrase(end + 1, stop=m)
            if place is not None and after == m and not _foeish(place) and self._assails(m):
                return m
        return end

    def _before_assault(self, at: int, subject: bool = False) -> tuple:
        """The phrase at word `at`, cut before a foe's verb the phrase reader took for a noun
        ("border guards attack", "a hungry hawk make it hard")."""
        ph, end = self.phrase(at, subject=subject)
        for m in range(at + 1, end):
            if self._agrees(m - 1, m) and self._assails(m):
                cut, stop = self.phrase(at, stop=m, subject=subject)
                if cut is not None and _foeish(cut):  # not "wind | spirits chase him"
                    return cut, stop
        return ph, end

    def _unwelcome(self, k: int) -> bool:
        """Whether the word at k is whom a foe does not like: visitors, strangers, the hero ("The
        mayor don't like witches": the hero is a witch)."""
        said = self.w[k].en
        return said in UNWELCOME or said in SET_UPON or _singular(said) in getattr(self, "hero_kinds", ())

    def _agrees(self, noun: int, verb: int) -> bool:
        """Whether the word at `verb` can be the verb of the noun at `noun` by number ("border guards
        attack", "the hawk makes"), or starts "make it hard"; not "frog spit" or "the hawk make"."""
        w = self.w
        if [x.en for x in w[verb : verb + 2]] == ["make", "it"]:
            return True  # "a hungry hawk make it hard"
        said = w[noun].en
        many = _many(said) or (said.endswith("s") and not said.endswith("ss"))  # "spirits" is liquor too
        return many != w[verb].en.endswith("s")

    def _listed_subjects(self, ph, j: int) -> tuple:
        """The creatures of a subject that goes on as a list after `ph` ("Pirate canoes, crocodile
        riders and the river witch will all attack it") and the word after the list; only `ph` when
        what follows is not a list of creatures."""
        w, found, at = self.w, [ph], j
        while at + 1 < len(w) and (w[at].en in ("and", "or") or w[at].text == ","):
            at += 1 + (w[at].text == "," and w[at + 1].en in ("and", "or"))
            more, end = self._subject_at(at)
            if more is None or end <= at or not _foeish(more):
                return [ph], j
            found.append(more)
            at = end
        if at + 1 < len(w) and w[at].en == "from":  # "the brothers from rival pizzeria always try stop her"
            at = self.phrase(at + 1)[1]
        return found, at

    def _assails(self, j: int) -> bool:
        """Whether the verb group at word j is set on someone: a stance against them (`_against`),
        a hostile or pursuing verb, one of ASSAULTS, "are after", "fight back", or any verb aimed at
        the player ("shoot at you")."""
        w = self.w
        j = self._past_helpers(j)
        against = self._against(j)
        if against is not None:
            return against
        if j + 1 < len(w) and w[j].en in ("try", "tries", "want", "wants"):
            j += 1 + (w[j + 1].en == "to")  # "try to knock it off", "want eat them"
        if j >= len(w):
            return False
        lemma = _verb_lemma(w[j].en)
        if not lemma or w[j].en in DETS | PREPS:
            return False
        if self._past(j) and not w[j].en.endswith("ing"):
            return False  # "the wizard's cat knocked his crystal ball into the well": a past mishap
        near = list(itertools.takewhile(lambda x: x.en not in ("and", "or") and not x.punct, w[j + 1 : j + 4]))
        aimed = any(x.en in ("you", "your") for x in near) and lemma not in FRIENDLY | GUIDES  # not "... and u"
        if lemma == "search":  # "hunters are searching him everywhere"; not "a girl searches the swamp"
            return j + 1 < len(w) and w[j + 1].en in ("him", "her", "you", "them", "for")
        back = j + 1 < len(w) and w[j + 1].en == "back" and lemma in ("fight", "shoot", "strike", "bite", "hit")
        return lemma in HOSTILE_VERBS | PURSUITS | THEFTS | ASSAULTS or aimed or back

    def _past_helpers(self, j: int) -> int:
        """Where a verb group's own verb is, past its helpers ("keep diving", "will all attack it",
        "are searching him", "is always watching"; not "is kidnapped")."""
        w = self.w
        while j + 1 < len(w) and (
            w[j].en in HELPING | {"keep", "keeps"}
            or (w[j].en == "all" and j > 0 and w[j - 1].en in HELPING)
            or (w[j].en in ("are", "is") and (w[j + 1].en.endswith("ing") or w[j + 1].en in HELPING))
        ):
            j += 1
        return j

    def _against(self, j: int) -> bool | None:
        """Whether a verb group at word j, past its helpers, says a stance against the hero rather
        than a deed: True for one ("wont let her", "dont want that", "is always watching", "do not
        like visitors", "try to dry him", "give chase", "are after you", "are close behind", "make it
        hard"), False for a watch aimed elsewhere ("is watching the birds"), None for no stance."""
        w = self.w
        said = [x.en for x in w[j : j + 3]] + ["."] * 3
        if said[0] in ("do", "does") and said[1] == "not":
            j, said = j + 1, said[1:]  # "the attic spiders do not like visitors": as "don't"
        if said[0] in NEGATED | {"not"} and j + 2 < len(w):
            refused = said[1] in ("let", "allow") or (said[1] == "want" and said[2] in UNWANTED)
            return True if refused or (said[1] == "like" and self._unwelcome(j + 2)) else None
        if said[0].endswith("ing") and _verb_lemma(said[0]) in WATCHING:
            return said[1] in ("for", ".", ",", "!", "?", ";")  # "the farm cat is always watching"
        if said[0] in ("try", "tries") and said[1] == "to" and j + 3 < len(w) and w[j + 3].en in SET_UPON:
            return True if _verb_lemma(said[2]) not in FRIENDLY | GUIDES else None  # "the sun lizards try to dry him"
        if _verb_lemma(said[0]) == "fight" and said[1] in SIDE_BY_SIDE:
            return False  # "A cactus wren fights alongside you": a friend
        if _verb_lemma(said[0]) == "stand" and (said[1] == "between" or self._in_the_way(j + 1)):
            return True  # "Skeletons, bats and a mummy stand between the archaeologist and the scarab"
        if said[1] == "closer" and _verb_lemma(said[0]) in NEARING:
            return True  # "Every night the scarecrows get closer"
        if _verb_lemma(said[0]) == "close" and said[1] == "in" and said[2] in ("on", ".", ",", "!", ";"):
            return True  # "while government agents close in"; not "the shops close in an hour"
        if said[0] in ("cause", "causes", "causing", "make", "makes", "making") and said[1] in TROUBLE:
            return True  # "The sock monkey is jealous and causes trouble", "the gremlins make mischief"
        if said[:2] in (["give", "chase"], ["gives", "chase"]) or said[0] == "after":
            return True  # "Zookeepers give chase", "wolves after you"
        if said[0] in ("are", "is") and (
            said[1] == "after" or (said[1] in ("close", "right", "hot") and said[2] == "behind")
        ):
            return True  # "the shadow crows are after you", "The headmistress and her hounds are close behind"
        if _verb_lemma(said[0]) in ("whisper", "tell", "spread") and said[1] in ("lies", "rumors", "rumours"):
            return True  # "while the scheming chancellor whispers lies in his ear"
        return True if " ".join(said[:3]) in HINDERS else None  # "Red squirrel gangs and a hungry hawk make it hard"

    def _in_the_way(self, k: int) -> bool:
        """Whether "in the way" or "in your way" is said at word k."""
        said = [x.en for x in self.w[k : k + 3]]
        return said[:1] == ["in"] and said[2:] == ["way"] and said[1] in ("the", "your", "his", "her", "their")


def _foeish(ph) -> bool:
    """A creature, a band of creatures ("Red squirrel gangs") or a rival of any kind ("the rival
    bakery keeps stealing her ingredients"), that can be a foe."""
    head, said = _singular(ph.head), ph.kind.split()
    rival = any(x in ("rival", "rivals") for x in ph.words.lower().split())
    return _beast(head) or rival or (head in BANDS | WAVES and any(_beast(_singular(x)) for x in said[:-1]))
