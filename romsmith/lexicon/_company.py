"""The hero's company (a step of `_reader`): those the hero gathers, leads, has or rides with are
helpers. The members a crew, party, squad or band of the hero's is said to be of or to be ("gathers
a band of deserters, witches and farmers", "Your squad: a medic, a sniper, a hacker and a robot
dog", "assembles a crew — a safecracker, a forger and an acrobat", "Lead your party of mushroom
knights", "He have companions: a monkey and a old nun"), one kept for company ("with only her
skeleton butler for company") and one ridden ("riding her pet beetle", "rides his pony").
Read so, they are in a role: the game may show them as friends, and the fidelity check knows the
reading did not leave them out. A band said of no one's ("a band of pirates attacks") is left to
the other steps: it may be the foe.
"""

from __future__ import annotations

from romsmith.lexicon._draft import Draft
from romsmith.lexicon._index import BEINGS, CREATURES
from romsmith.lexicon._roles import _has
from romsmith.lexicon._threats import Threats
from romsmith.lexicon._vocab import DETS, NEGATED
from romsmith.lexicon._words import _verb_lemma, category

CREWS = frozenset({"squad", "party", "crew", "team", "band", "company", "companions", "troupe", "posse", "retinue"})
OWNERS = frozenset({"your", "his", "her", "their", "my", "our", "ur"})
# how a hero comes to have a company: "assembles a crew", "gathers a band of", "have companions"
GATHERS = frozenset({"assemble", "gather", "recruit", "lead", "form", "raise", "command", "have", "build", "hire"})
_LIST_GO_ON = frozenset({",", "and", "&"})
_NOT_DONE = NEGATED | {"never", "not", "n't"}  # "has never ridden a horse"


class Company(Threats):
    def _company(self, d: Draft) -> None:
        """Add the members of the hero's company, one kept for company and one ridden."""
        w = self.w
        known = d.heroes + d.opponents + d.helpers + d.bystanders + d.objects
        for k in range(len(w) - 1):
            if not self.live(k):
                continue
            if w[k].en in CREWS and self._owned_crew(k):
                members = self._crew_members(k)
            elif _verb_lemma(w[k].en) == "ride" and w[k + 1].en in OWNERS | DETS and not self._negated(k):
                members = self._members(k + 1, one=True)  # "riding her pet beetle": the beetle carries her
                members = [m for m in members if category(m.kind) in BEINGS]  # not "ride their bikes"
            elif w[k].en == "with":
                members = self._kept_for_company(k)
            else:
                continue
            for ph in members:
                if not _has(known, ph.kind):
                    being = self._being(ph)
                    d.helpers.append(being)
                    known.append(being)

    def _crew_members(self, k: int) -> list:
        """The members said after the crew word at k: "of" or a colon before them, or, as in "a
        crew — a safecracker, ...", right after it (the dash is no word)."""
        after = self.w[k + 1].en
        if after in ("of", ":"):
            return self._members(k + 2)
        return self._members(k + 1) if after in ("a", "an") else []

    def _owned_crew(self, k: int) -> bool:
        """Whether the crew word at k is the hero's: said with "your", "his", ..., or gathered
        ("assembles a crew", "gathers a band", "have companions")."""
        w = self.w
        before = [x.en for x in w[max(0, k - 2) : k]]
        if before[-1:] and before[-1] in OWNERS:
            return True
        verb = before[-2] if before[-1:] and before[-1] in DETS and len(before) == 2 else before[-1] if before else ""
        return _verb_lemma(verb) in GATHERS

    def _negated(self, k: int) -> bool:
        """Whether the verb at word k is said not done ("has never ridden a horse")."""
        return any(x.en in _NOT_DONE for x in self.w[max(0, k - 2) : k])

    def _members(self, at: int, one: bool = False) -> list:
        """The beings a list starting at word `at` names ("a medic, a sniper and a robot dog"),
        stopping at the first phrase that is no being; only the first when `one`."""
        w, out = self.w, []
        while at < len(w) and len(out) < 6:
            ph, j = self.phrase(at)
            if ph is None or category(ph.kind) not in CREATURES or category(ph.head) not in CREATURES:
                break
            out.append(ph)
            if one:
                break
            at = j
            while at < len(w) and w[at].en in _LIST_GO_ON:
                at += 1
            if at == j:
                break
        return out

    def _kept_for_company(self, k: int) -> list:
        """The one "with (only) X for company" keeps the hero company, after "with" at word k."""
        w = self.w
        at = k + 2 if k + 1 < len(w) and w[k + 1].en == "only" else k + 1
        ph, j = self.phrase(at) if at < len(w) else (None, at)
        company = j + 1 < len(w) and w[j].en == "for" and w[j + 1].en == "company"
        return [ph] if ph is not None and company and category(ph.kind) in CREATURES else []
