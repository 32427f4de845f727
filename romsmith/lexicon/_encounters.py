"""Foes said by what the hero does to them or what they did to the goal's things, wherever the
clause stands: fought through ("blasts through the Locust Swarm", "shoot their way past the
guards"), jumped over ("jumping over reefs and sharks"), kept off ("while keeping moles and crows out of the patch", "chase the foxes away"), or
the ones who hid, stole or scattered what the hero looks for ("the three cogs the rats hid", "his
batteries that a bad robot hid"), called rivals ("races rival treasure hunters"), or what a place
on the way is full of ("a sea full of robot jellyfish", "the road is full of bandit crows"). Each
needs a creature, or a band or an army of them."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._roles import _has
from romsmith.lexicon._scenes import Scenes
from romsmith.lexicon._vocab import ARMIES, COUNTS, DETS, PREPS, WAVES
from romsmith.lexicon._words import _beast, _hostile_said, _verb_lemma, category

# what a hero does on the way through a crowd of foes
FIGHTS = frozenset(
    {"blast", "shoot", "fight", "battle", "hack", "slash", "cut", "punch", "smash", "bomb", "zap", "blaze"}
)
# what a hero does to get over foes in the way: "jumping over reefs and sharks"
LEAPS = frozenset({"jump", "leap", "hop", "vault", "bounce", "spring"})
# what a hero does to get by foes unseen: whom it sneaks past is a foe
SNEAKS = frozenset({"sneak", "slip", "creep", "tiptoe", "slink", "get", "dodge", "dash", "race", "swim", "fly"})
# "keep the moles out", "chase the foxes away", "scare the crows off", "run the gang out of town"
KEEPS = frozenset({"keep", "chase", "scare", "shoo", "drive", "frighten", "run", "kick", "smoke", "force"})
_AWAY = frozenset({"out", "away", "off"})
# what was done to the goal's things by whoever is behind it ("the cogs the rats hid")
TAKEN = frozenset({"hide", "steal", "scatter", "take", "snatch", "swipe", "pinch", "stash", "bury", "grab", "nab"})
_OWN = frozenset({"its", "his", "her", "their", "your", "my", "our"})
# "full of", "crawling with": what a place is crowded by ("a city full of zombies")
_CROWDED = {"full": "of", "crawling": "with", "swarming": "with", "teeming": "with", "infested": "with"}
_RELATIVES = frozenset({"that", "which"})


class Encounters(Scenes):
    def _met_foes(self, heroes: list, places: list, opponents: list) -> None:
        """Add the foes of this module's three kinds to `opponents`; a foe read as a place before
        ("through the Zorgon armada") leaves `places`."""
        found = (*self._fought_through(), *self._kept_off(), *self._hidden_by(), *self._rivals(), *self._crowds())
        for ph in found:
            other = _hostile_said(ph.words) and not any(_hostile_said(h.words) for h in heroes)
            if _has(opponents, ph.kind) or (_has(heroes, ph.kind) and not other):
                continue  # "a robot named Bolt ... a bad robot hid": another robot
            opponents.append(self._being(ph, hostile=True))
            places[:] = [p for p in places if p.words.lower() not in ph.words.lower()]

    def _foe_phrase(self, k: int, stop: int | None = None, people: bool = False):
        """The phrase at word k and where it ends, when it names a creature or a crowd of them
        that may be a foe: no person but one the tables call a foe ("the guards", not "the old man"),
        unless `people` (the sentence says they threaten); the thing after a possessive ("Count
        Vorlak's henchmen")."""
        ph, end = self.phrase(k, stop=stop)
        if ph is not None and end < len(self.w) and self._owns(end - 1) and (stop is None or end < stop):
            owned, after = self.phrase(end, stop=stop)  # "Count Vorlak's henchmen": the henchmen
            ph, end = (owned, after) if owned is not None else (ph, end)
        crowd = ph is not None and ph.head in ARMIES | WAVES
        person = ph is not None and category(ph.kind) == "person" and X.word_stance(ph.head) != "foe" and not people
        return (ph if ph is not None and (_beast(ph.kind) or crowd) and not person else None), end

    def _fought_through(self):
        """ "blasts through the Locust Swarm", "shoot their way past the guards", "sneak past the
        henchmen"."""
        w = self.w
        for k in range(len(w) - 2):
            if not self.live(k) or _verb_lemma(w[k].en) not in FIGHTS:
                continue
            j = k + 1
            if j + 1 < len(w) and w[j].en in _OWN and w[j + 1].en == "way":
                j += 2
            if j < len(w) and w[j].en in ("through", "past"):
                ph, _ = self._foe_phrase(j + 1)
                if ph is not None:
                    yield ph
        for k in range(len(w) - 2):  # "jumping over reefs and sharks", "a banana jumps over monkeys"
            if self.live(k) and _verb_lemma(w[k].en) in LEAPS and w[k + 1].en == "over":
                yield from self._leapt_over(k + 2)
        for k in range(len(w) - 2):  # "sneak past Count Vorlak's henchmen", "slip past the guards"
            if self.live(k) and _verb_lemma(w[k].en) in SNEAKS and w[k + 1].en == "past":
                ph, _ = self._foe_phrase(k + 2, people=True)  # whom one sneaks by watches for one
                if ph is not None:
                    yield ph
                owner, _ = self.phrase(k + 2)
                if ph is not None and owner is not None and owner.start != ph.start and (owner.name or owner.title):
                    yield owner  # "Count Vorlak's henchmen": the count leads them

    def _leapt_over(self, j: int):
        """The creatures of the list at word j that the hero jumps over or drives away ("reefs and
        sharks": the sharks); a thing of the list is passed by."""
        w = self.w
        while j < len(w):
            ph, end = self._foe_phrase(j)
            if ph is not None:
                yield ph
            if end <= j or end + 1 >= len(w) or not (w[end].en in ("and", "or") or w[end].text == ","):
                return
            j = end + 1 + (w[end].text == "," and w[end + 1].en in ("and", "or"))

    def _kept_off(self):
        """ "keeping moles and crows out of the patch", "chase the foxes away", "kicking away the
        wolves on the trail"."""
        w = self.w
        for k in range(len(w) - 2):
            if not self.live(k) or _verb_lemma(w[k].en) not in KEEPS | {"sweep", "blow", "beat"}:
                continue
            if w[k + 1].en in _AWAY:  # "kicking away the wolves on the trail": the wolves
                yield from self._leapt_over(k + 2)
                continue
            if _verb_lemma(w[k].en) not in KEEPS:
                continue
            away = next((j for j in range(k + 2, min(len(w), k + 8)) if w[j].en in _AWAY), None)
            if away is None:
                continue
            j = k + 1
            while j < away:
                ph, end = self._foe_phrase(j, stop=away)
                if ph is None or end <= j:
                    break
                yield ph
                j = end + (end < away and w[end].en in ("and", "or", ","))

    def _rivals(self):
        """ "races rival treasure hunters", "her smug rival Monsieur Fromage": whoever is called a
        rival, wherever the phrase stands (not "two rival chefs must cook": the heroes)."""
        w = self.w
        for k in range(len(w) - 1):
            if not self.live(k) or w[k].en not in ("rival", "rivals") or w[k + 1].punct:
                continue
            ph, _ = self._foe_phrase(k, people=True)
            if ph is not None and not (k > 0 and w[k - 1].en in COUNTS):
                yield ph

    def _crowds(self):
        """ "a sea full of robot jellyfish", "the swamp is full of snapping turtles", "a city
        crawling with zombies": every creature of the list the place is full of."""
        w = self.w
        for k in range(1, len(w) - 2):
            if not self.live(k) or _CROWDED.get(w[k].en) != w[k + 1].en:
                continue
            j = k + 2
            while j < len(w):
                ph, end = self.phrase(j)
                if ph is None or end <= j:
                    break
                if self._foe_phrase(j)[0] is not None and not W.is_a(ph.head, ("vehicle.n.01",), 1):
                    yield ph  # the traffic of "streets full of cars and hungry rats" is no foe
                j = end + (end < len(w) and w[end].en in ("and", "or", ","))

    def _hidden_by(self):
        """ "the three cogs the rats hid", "his batteries that a bad robot hid": the doer."""
        w = self.w
        for k in range(1, len(w) - 2):
            if not self.live(k) or w[k].en not in DETS | _RELATIVES or w[k - 1].punct:
                continue
            start = k + (w[k].en in _RELATIVES and k + 1 < len(w) and w[k + 1].en in DETS)
            if w[k].en in _RELATIVES and start == k:
                continue
            if w[k].en in DETS and not self._opens_clause(k):
                continue
            deed = next((j for j in range(start + 2, min(len(w), start + 6)) if self._taken(w[j].en)), None)
            ph, end = self._foe_phrase(start, stop=deed) if deed is not None else (None, start)
            if ph is not None and end == deed:
                yield ph

    @staticmethod
    def _taken(said: str) -> bool:
        """Whether a word is a past deed of taking or hiding ("hid", "scattered", "stole")."""
        lemma = _verb_lemma(said)
        return lemma in TAKEN and said != lemma and not said.endswith("s")

    def _opens_clause(self, k: int) -> bool:
        """Whether the determiner at word k starts a relative clause without "that", as after a
        noun ("the cogs | the rats hid"); not after a verb, a preposition or a link ("and the")."""
        before = self.w[k - 1].en
        return bool(W.lemma(before, "n")) and before not in DETS | PREPS and _verb_lemma(before) != before
