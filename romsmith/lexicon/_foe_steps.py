"""The reader's steps for the foes once the goal is read (see `_reader`): the goal's objects
fought (a band by its members) and whom the hero must find out ("expose the thief"), the foes said
outside the goal (whom an escape is from, a side clause's, those met), "X vs Y", and the leaders
of foes (whose the foes are, unless it is one animal kept by someone said plainly: "the
neighbor's cat")."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon._clauses import OBJECT_PRONOUNS
from romsmith.lexicon._draft import Draft
from romsmith.lexicon._genres import names_a_game
from romsmith.lexicon._goal_action import _members_of
from romsmith.lexicon._goal_steps import GoalSteps
from romsmith.lexicon._intent import CULPRIT, Being
from romsmith.lexicon._roles import _has, being_of, thing_of
from romsmith.lexicon._vocab import ARMIES, AVOIDED, HOSTILE_VERBS, REPELLED
from romsmith.lexicon._words import _creature, _hostile_said, _verb_lemma, _wrongdoer, category

# what is done to a wrongdoer found out: "expose the thief", "name the thief", "find the jewel thief"
SOUGHT_OUT = frozenset(["expose", "unmask", "name", "identify", "find", "find out", "uncover", "reveal", "arrest"])


class FoeSteps(GoalSteps):
    def _goal_foes(self, d: Draft) -> None:
        """The goal's objects fought are foes (a band by its members); those saved, led, warned or
        fed are friends."""
        action, goal_verb, opponents = d.action, d.goal_verb, d.opponents
        if action == "defeat":
            d.objects = [_members_of(o) for o in d.objects]  # "battles a poacher gang": the poachers are beaten
        if action in ("defeat", "catch") or (goal_verb or "") in HOSTILE_VERBS | AVOIDED | REPELLED:
            for o in d.objects:
                if o.kind in OBJECT_PRONOUNS:
                    continue  # "defeat them": whom it stands for is read with the sentences before
                members = [m for m in o.kind.split()[:-1] if _creature(m)] if o.category == "group" else []
                if members and not _has(opponents, members[-1]):  # "the alien armada": aliens, many
                    m = members[-1]
                    opponents.append(Being(kind=m, category=category(m), count=2, hostile=True, words=o.words))
                if (
                    o.category in ("person", "animal", "monster", "machine")
                    or (o.category == "unknown" and o.kind != "who")
                    or o.kind.split()[-1] in ARMIES  # "takes on the Iron Armada"
                    or (o.category == "group" and action == "defeat")  # "crush the robot convoy"
                    or (_hostile_said(o.words) and o.category != "place")  # "shoot the evil snowmen"
                    or (action == "defeat" and self._fought_band(o, goal_verb))
                ) and not _has(opponents, o.kind):
                    if action == "catch" and "foe" not in (X.word_stance(o.kind), X.word_stance(o.kind.split()[-1])):
                        continue
                    opponents.append(being_of(o, hostile=True))
        self._wrongdoers_sought(d)
        if (
            action not in ("defeat", "catch", "escape", "investigate")
            and (goal_verb or "") not in HOSTILE_VERBS | AVOIDED | REPELLED
        ):
            for o in d.objects:  # the one saved, led, warned or fed is a friend
                if o.category in ("person", "animal", "machine") and not _has(opponents, o.kind):
                    d.helpers.append(being_of(o))

    def _wrongdoers_sought(self, d: Draft) -> None:
        """A wrongdoer the hero must find out is a foe ("question the staff and expose the thief",
        "unmask the jewel thief"); not one helped ("help the pirate find his treasure")."""
        if (d.goal_verb or "") not in SOUGHT_OUT and d.action != "investigate":
            return
        for o in d.objects:
            if o.kind == CULPRIT or o.category != "person" or _has(d.opponents, o.kind):
                continue  # "find out who ate the cake": whoever it was is read as the culprit
            if _wrongdoer(o.kind.split()[-1]):
                d.opponents.append(being_of(o, hostile=True))

    def _foes_elsewhere(self, d: Draft) -> None:
        """The foes said outside the goal: whom an escape is from, those of a side clause
        (`_side_foes`) and those met (`_met_foes`)."""
        if d.action == "escape":
            d.opponents += self._escaped_from(d.objects, d.opponents)
        self._side_foes(d.goal_at, d.verb_at, d.opponents)
        self._met_foes(d.heroes, d.places, d.opponents)
        self._rivals_for_goal(d)

    def _rivals_for_goal(self, d: Draft) -> None:
        """Whoever wants what the hero must keep or win is a foe ("The Bramble Hag wants the Spring
        Crown, and a little dormouse called Moss has to keep it hidden")."""
        w, sought = self.w, {o.kind for o in d.objects}
        for k in range(1, len(w) - 1):
            if not self.live(k) or _verb_lemma(w[k].en) != "want" or (d.goal_at is not None and k >= d.goal_at):
                continue
            wanted, _ = self.phrase(k + 1)
            if wanted is None or wanted.kind not in sought:
                continue
            start = max((j + 1 for j in range(k) if w[j].punct and w[j].text in (".", ";", ":", "!")), default=0)
            for ph in self._doers_before(start, k - (w[k - 1].en == "all")):
                if _creature(ph.kind) and not _has(d.heroes + d.opponents, ph.kind):
                    d.opponents.append(self._being(ph, hostile=True))

    def _read_versus(self, d: Draft) -> None:
        """ "X vs Y": X fights Y, when nothing else is the goal."""
        w = self.w
        versus = next((k for k in range(d.first + 1, len(w) - 1) if w[k].en in ("vs", "versus") and self.live(k)), None)
        versus = versus if versus is not None else self._game_against(d)
        if versus is not None and (not d.goal_verb or d.action == "other"):  # "ninja vs robots on a bullet train"
            foe, j = self.phrase(versus + 1 + w[versus + 1].punct, subject=True)
            if foe is not None:
                foe, _ = self._object_many_of(foe, j)  # "one snowman vs an army of fire imps": the imps
                d.opponents.append(self._being(foe, hostile=True))
                heroes = self._subject(d.first, versus, d.helpers, d.places)
                if heroes and all(names_a_game(h.kind) and not h.name for h in heroes):
                    heroes = [Being(kind="player", category="person")]  # "space shooter vs robots": the player
                d.heroes = heroes or d.heroes
                d.goal_verb, d.action = "fight", "defeat"
                d.objects = [thing_of(foe)]

    def _game_against(self, d: Draft) -> int | None:
        """Where "against" follows a genre's name said as the subject ("a jungle platformer against
        evil monkeys": the player fights the monkeys), else None."""
        w = self.w
        ph, j = self.phrase(d.first, subject=True) if d.first < len(w) else (None, 0)
        said = j < len(w) - 1 and w[j].en == "against" and self.live(j)
        raced = said and any(x.en in ("clock", "time", "timer") for x in w[j + 1 : j + 3])  # "against the clock"
        return j if said and not raced and ph is not None and names_a_game(ph.kind) and not ph.name else None

    def _foe_leaders(self, d: Draft) -> None:
        """Whose the foes are leads them; a lead clause's foe and helper."""
        opponents = d.opponents
        self._foe_leaders_said(opponents)  # "crows led by Captain Caw", "the clockwork hawks of Baron Cog"
        for owner, owned in self.foe_owners:  # whose the foes are leads them: "Admiral Gristle's sky pirates"
            if self._pet_of(owner, owned):
                continue  # "keeping away from the verger's ferret": the ferret, not the verger
            leader = _creature(owner.kind) or any(x.cap for x in self.w[owner.start : owner.end])
            own = any(
                self.w[k].en in ("her", "his", "their", "my", "your", "our") for k in (owner.start - 1, owner.start)
            )
            if own and not _hostile_said(owner.words):
                continue  # "her father's guards hunting her": the guards; her father is not said to lead them
            if leader and not _has(opponents + d.heroes, owner.kind):
                opponents.append(self._being(owner, hostile=True))
        if self.lead_foe is not None and not _has(opponents, self.lead_foe.kind):
            opponents.append(self._being(self.lead_foe, hostile=True))
        if self.lead_helper is not None and not _has(d.helpers, self.lead_helper.kind):
            d.helpers.append(self._being(self.lead_helper))

    def _pet_of(self, owner, owned) -> bool:
        """Whether a foe is one animal kept by someone said plainly ("the neighbor's cat"), who is
        not said to lead it; not "the Pharaoh's cursed cat", "the witch's cat" or "the ringmaster's
        clockwork beasts"."""
        named = any(x.cap for x in self.w[owner.start : owner.end])
        foe = X.word_stance(owner.head) == "foe" or _hostile_said(owner.words)
        return not named and not foe and not owned.plural and category(owned.kind) == "animal"
