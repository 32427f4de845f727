"""What a verb says of a foe: a harm ("stole", "carried off", "keep laughing at him"), a wrong
done before the story ("trapped", "pulled off"), a past form, a pursuit ("hunt them", "snap at his
tail", "tunnel after them"), an attempt no friend makes ("try to cut the power"), and the doer of
a foe's deed after "by" ("chased across the bay by pirates"). The foes these tests find are read
in `_assailants`, `_lurkers` and `_threats`."""

from __future__ import annotations

from romsmith.lexicon._captors import Captors
from romsmith.lexicon._vocab import AVOIDED, DETS, HOSTILE_VERBS, PREPS, SCENE_THREATS
from romsmith.lexicon._words import _verb_lemma

THEFTS = frozenset({"eat", "steal", "poison", "kill", "kidnap", "abduct", "snatch", "burn", "wreck", "sabotage"})
THEFTS |= {"scramble", "jumble", "erase", "shred"}  # "a saboteur scrambled all the formulas"
THEFTS |= {"confiscate", "seize", "swipe", "pilfer", "pinch", "nab"}  # "the cheese wheel the castle cook confiscated"
# a foe's deed against the hero too, when someone keeps at it ("the crows keep laughing at him")
TAUNTS = frozenset({"laugh", "mock", "tease", "bully", "pester", "taunt", "heckle"})
# a wrong done before the story that makes its doer a foe ("the pirate who sank his ship")
WRONGS = THEFTS | SCENE_THREATS | {"sink", "take", "burn", "break", "destroy", "wreck", "hide", "scatter", "ruin"}
WRONGS |= {"smash", "trap", "hurt", "drain", "tear", "cheat", "frame", "betray", "banish", "exile", "murder"}
WRONGS |= {"chain", "imprison", "shackle", "enslave"}  # "the snow eagle that the frost giants chained"
# what a friend tries to do beside the hero ("while her brother tries to help")
FRIENDLY = frozenset({"help", "find", "save", "cheer", "make", "be", "fix", "rescue", "protect", "learn", "follow"})
PURSUITS = frozenset(
    {"snap", "bite", "stalk", "pursue", "ambush", "hound", "prowl", "lurk", "circle", "snatch", "steal", "kidnap"}
    | {"patrol"}
)
# done to someone by a foe: "the prisoners held by Lord Harrow", "framed by the chancellor"
DONE_BY_FOES = frozenset(
    {"hold", "frame", "guard", "haunt", "threaten", "imprison", "enslave", "betray", "pursue", "bully", "torment"}
    | {"terrorize", "terrorise", "oppress", "sabotage", "blackmail", "trick", "cheat", "rob", "jail", "chain"}
    | {"lock", "trap"}  # "locked in by a fake medium"
)
# "without the guard noticing", "without getting shooed away by the vendors"
WATCHERS = frozenset({"see", "notice", "spot", "hear", "catch", "wake", "shoo", "swat", "nab", "bust", "kick"})
SAME_PARTICIPLES = frozenset({"overrun", "beset"})  # a participle that is its verb's own form: "overrun by rats"


class FoeVerbs(Captors):
    def _harms(self, k: int) -> bool:
        """Whether word k is a foe's deed: stealing, kidnapping, cursing ("carried off" too)."""
        w = self.w
        lemma = _verb_lemma(w[k].en)
        carried = lemma in ("carry", "take", "drag") and k + 1 < len(w) and w[k + 1].en in ("off", "away")
        kept = k > 0 and self.w[k - 1].en in ("keep", "keeps", "kept") and lemma in TAUNTS
        return lemma in SCENE_THREATS | THEFTS | {"swap"} or carried or kept  # "the royal cook swapped them"

    def _wrong_done(self, k: int) -> bool:
        """Whether word k does a wrong to someone's thing or friends ("trapped", "pulled off")."""
        w, lemma = self.w, _verb_lemma(self.w[k].en)
        off = lemma in ("pull", "rip", "tear", "knock", "carry", "drag", "take") and w[k + 1].en in ("off", "away")
        return off or lemma in WRONGS | {"trap", "lock", "cage", "curse", "crush", "shatter", "swallow", "freeze"}

    def _past(self, k: int) -> bool:
        """A past form ("stole", "kidnapped", "overran"): a word that is not its own lemma."""
        word = self.w[k].en
        return not word.endswith("s") and bool(_verb_lemma(word)) and _verb_lemma(word) != word

    def _pursues(self, j: int) -> bool:
        """Whether the words at j are a foe's pursuit: a hostile or hunting verb ("hunt them", "snap
        at his tail"), one "after" someone ("tunnel after them") or "are after" something."""
        w = self.w
        if j >= len(w):
            return False
        if w[j].en in ("try", "tries", "trying", "want", "wants") and j + 2 < len(w) and w[j + 1].en == "to":
            j += 2  # "while bog trolls try to snatch him"
        lemma = _verb_lemma(w[j].en)
        after = j + 1 < len(w) and w[j + 1].en == "after"
        chase = lemma == "give" and j + 1 < len(w) and w[j + 1].en == "chase"  # "while wax golems give chase"
        return lemma in HOSTILE_VERBS | AVOIDED | PURSUITS or (bool(lemma) and after) or chase

    def _tries_against(self, j: int) -> bool:
        """Whether the words at j are an attempt at something no friend does ("while smugglers try
        to cut the power", "while a grumpy neighbor tries to keep them for himself")."""
        w = self.w
        if j + 2 >= len(w) or w[j].en not in ("try", "tries", "trying") or w[j + 1].en != "to":
            return False
        return _verb_lemma(w[j + 2].en) not in (None, *FRIENDLY)

    def _agent_by(self, k: int) -> int | None:
        """Where "by" names the doer of a foe's deed done at word k ("chased across the bay by
        pirates", "carried off by magpies"), else None."""
        w = self.w
        lemma = _verb_lemma(w[k].en)
        watched = (  # "without being seen by the guards", "never get caught by": a foe; "was seen by a friend": no
            lemma in WATCHERS
            and k > 1
            and w[k - 1].en in ("being", "getting", "get", "be")
            and (w[k - 2].en in ("without", "not", "never", "avoid", "avoiding") or w[k - 2].en.endswith("n't"))
        )
        besieged = w[k].en == "siege" and k > 0 and w[k - 1].en == "under"  # "under siege by insect swarms"
        deed = self._harms(k) or lemma in HOSTILE_VERBS | DONE_BY_FOES or watched or self._wrong_done(k)
        if not self.live(k) or not ((deed and (self._past(k) or w[k].en in SAME_PARTICIPLES)) or besieged):
            return None
        for j in range(k + 1, min(len(w), k + 6)):
            if w[j].en == "by":
                return j if j + 1 < len(w) else None
            if w[j].punct or (j > k + 1 and _verb_lemma(w[j].en) and w[j].en not in DETS | PREPS):
                return None
        return None
