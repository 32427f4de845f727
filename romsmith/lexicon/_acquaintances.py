"""Beings the hero deals with that no other role names (a step of `_reader`): those the hero
questions or talks to are bystanders ("Inspector Clove questions the passengers", "Question
witnesses", "interviews the neighbors"), those the hero follows, befriends or trusts are helpers
("trusting strangers and avoiding brigands", "follows a talking tortoise into the mangroves",
"befriend a wise old turtle", "ask the three old gods for help"), and the victim of a wrong to
be found out is a bystander ("work out which guest poisoned the innkeeper", "learn who murdered
the lord", "expose the chancellor's plot to poison the king").
Read so, they are in a role: the game may show them as people to talk to or friends, and the
fidelity check knows the reading did not leave them out.
"""

from __future__ import annotations

from romsmith.lexicon._company import Company
from romsmith.lexicon._draft import Draft
from romsmith.lexicon._index import BEINGS, lookup
from romsmith.lexicon._roles import _has
from romsmith.lexicon._vocab import ACTION
from romsmith.lexicon._words import _verb_lemma, category

_ASKS = frozenset({"question", "interview", "interrogate", "quiz", "consult", "ask"})
_TALKS = frozenset({"talk", "speak", "chat"})  # to or with someone
_FOLLOWS = frozenset({"follow", "befriend", "trust"})  # "trusting strangers and avoiding brigands"
_KILLS = frozenset({"poison", "murder", "kill", "assassinate", "stab", "strangle"})
_PLOTS = frozenset({"plot", "plan", "scheme", "conspiracy", "attempt"})
# deeds done for someone: whom they are done to is helped ("to cure the sick emperor", "to wake
# the sleeping giant", "to free the captured dragon queen"), wherever the idea says them
_HELPS = frozenset(v for v, action in ACTION.items() if action in ("rescue", "tame") and " " not in v)


class Acquaintances(Company):
    def _acquaintances(self, d: Draft) -> None:
        """Add whom the hero questions, talks to, follows or befriends, and a wrong's victim."""
        w = self.w
        known = d.heroes + d.opponents + d.helpers + d.bystanders
        for k in range(len(w) - 1):
            lemma = _verb_lemma(w[k].en) if self.live(k) else None
            at = k + 2 if lemma in _TALKS and w[k + 1].en in ("to", "with") else k + 1
            if lemma not in _ASKS | _FOLLOWS | _KILLS | _HELPS and at == k + 1:
                continue
            if lemma in _KILLS and not self._victim_said(k):
                continue
            if k > 0 and w[k - 1].en in ("dont", "don't", "not", "never", "n't"):
                continue  # "dont trust the talking wolfs"
            ph, end = self.phrase(at) if at < len(w) else (None, at)
            if ph is None or category(ph.head) not in BEINGS or _has(known + d.objects, ph.kind):
                continue
            if lemma in _HELPS and not self._someone_named(ph):
                continue  # "wake the Great Oak": no one called Oak
            helped = lemma in _FOLLOWS | _HELPS or (lemma == "ask" and self._for_help(end))
            being = self._being(ph)
            (d.helpers if helped else d.bystanders).append(being)
            known.append(being)

    @staticmethod
    def _someone_named(ph) -> bool:
        """Whether a phrase with a name is someone's: its title is one the tables know ("Lady
        Moth"), or it has no name."""
        return not ph.name or (ph.title is not None and any(e.kind == "character" for e in lookup(ph.title.lower())))

    def _victim_said(self, k: int) -> bool:
        """Whether the deed at word k is a wrong to be found out: after "who", "which <noun>" or
        "<plot> to" ("who murdered", "which guest poisoned", "the plot to poison")."""
        before = [x.en for x in self.w[max(0, k - 3) : k]]
        if before[-1:] == ["who"] or before[-2:-1] == ["who"] or before[-2:-1] == ["which"]:
            return True
        return before[-1:] == ["to"] and len(before) > 1 and before[-2] in _PLOTS

    def _for_help(self, end: int) -> bool:
        """Whether "for help" comes right after the one asked ("ask the three old gods for help")."""
        w = self.w
        return end + 1 < len(w) and w[end].en == "for" and w[end + 1].en in ("help", "aid", "advice")
