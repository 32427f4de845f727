"""Weather and disasters as opponents: "despite the snowstorm", "race a sandstorm", "outrun the
avalanche", "put out the fires", "the flood is swallowing the lowlands". A storm, a
flood or a fire said so is what the hero is up against, though no creature: the reader lists it
among the opponents with the category `hazard`, which no game casts as an actor (the engine has
no weather to fight), so the fidelity check reports it missing rather than crediting a stand-in.

What is a hazard: WordNet's storms, floods, fires, geological phenomena and weather (frost,
rain, gales), and a few words WordNet files elsewhere (avalanche, lava, heatwave). Said only
where the sentence sets it against someone: after "despite", "against" or "ahead of", as what is
raced, outrun, escaped, survived, stopped or put out, or as the one who buries, swallows, chases
or spreads; "a storm sheep", "the rain forest" and "the
fire station" are not (the word only modifies a noun).
"""

from __future__ import annotations

from functools import lru_cache

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._vocab import ADJECTIVES, DETS
from romsmith.lexicon._words import Word, _singular, _verb_lemma

# the wilder hazards: a storm, a flood, a fire, the ground itself
STRONG_ROOTS = ("storm.n.01", "flood.n.01", "fire.n.01", "geological_phenomenon.n.01")
WEATHER_ROOTS = ("weather.n.01",)  # frost, rain, thaw, gale, wind, snow, fog: a hazard when it acts
STRONG_WORDS = frozenset(
    {"avalanche", "eruption", "lava", "heatwave", "tsunami", "wildfire", "inferno", "lightning", "landslide", "heat"}
)
# kept out: what WordNet files as weather but an idea means as a scene or a season
NOT_HAZARDS = frozenset({"sunshine", "weather", "climate", "spring", "summer", "autumn", "fall", "winter"})
HAZARD_REASON = "the engine has no weather or disaster to play against"
# words that describe a hazard before it ("the spring flood", "a never ending storm", "dust storms")
MODIFIERS = frozenset(
    {"never", "ending", "spring", "summer", "winter", "dust", "snow", "sand", "great", "big", "raging", "rising"}
    | {"coming", "approaching", "howling", "spreading", "burning", "roaring", "rolling", "terrible", "huge"}
)
# the words before a hazard that set it against the hero; not "before", "during" or "through":
# "before the storm hits" and "through the storm" are a deadline or a way as often as a foe
CUES = frozenset({"despite", "against"})
# what is done to a hazard (the hero races, escapes or puts it out)
DONE_TO = frozenset(
    {"race", "outrun", "escape", "survive", "avoid", "dodge", "flee", "stop", "fight", "beat", "outlast"}
    | {"brave", "extinguish", "douse", "tame", "calm", "outpace", "defeat", "battle"}
)
# what a hazard does to someone, said after it ("the flood is swallowing the lowlands")
DOES = frozenset(
    {"bury", "swallow", "stalk", "chase", "catch", "flatten", "engulf", "consume", "threaten", "hunt"}
    | {"devour", "destroy", "drown", "rage", "spread", "rise"}
)


@lru_cache(maxsize=4096)
def hazard(word: str, strong_only: bool = False) -> bool:
    """Whether a noun names a storm, flood, fire, quake or (unless `strong_only`) weather."""
    word = _singular(word.lower().strip())
    if not word or word in NOT_HAZARDS:
        return False
    if word in STRONG_WORDS or W.is_a(word, STRONG_ROOTS, 2):
        return True
    return not strong_only and W.is_a(word, WEATHER_ROOTS, 1)


def said_hazards(w: list[Word], live) -> list[tuple[str, str]]:
    """(kind, words) of each hazard the sentence sets against someone, in order."""
    out: list[tuple[str, str]] = []
    for k, word in enumerate(w):
        if word.punct or not live(k) or not word.en:
            continue
        kind = _head(w, k)
        if kind is None:
            continue
        start = _phrase_start(w, k)
        before = w[start - 1].en if start > 0 and not w[start - 1].punct else ""
        verb = _verb_lemma(before) if before else None
        after = w[k + 1].en if k + 1 < len(w) and not w[k + 1].punct else ""
        after = w[k + 2].en if after in ("is", "are", "will", "keeps", "starts") and k + 2 < len(w) else after
        does = _verb_lemma(after) in DOES if after else False
        ahead = before == "of" and start > 1 and w[start - 2].en == "ahead"
        put_out = before == "out" and start > 1 and _verb_lemma(w[start - 2].en) == "put"
        strong = hazard(kind, strong_only=True)
        if before in CUES or ahead or put_out or (verb in DONE_TO and strong) or does:
            words = " ".join(x.text or x.en for x in w[start : k + 1] if x.text or x.en)
            out.append((kind, words))
    return out


def _head(w: list[Word], k: int) -> str | None:
    """The hazard this word heads, or None: not one, or it only modifies the next noun."""
    en = w[k].en
    if not hazard(en):
        return None
    nxt = w[k + 1] if k + 1 < len(w) else None
    if nxt is not None and not nxt.punct and nxt.en and _noun_after(nxt.en):
        return None  # "storm sheep", "rain forest", "fire station"
    return _singular(en)


def _noun_after(en: str) -> bool:
    return W.is_noun(en) and not W.mostly_verb(en) and _verb_lemma(en) not in DOES and en not in DETS


def _phrase_start(w: list[Word], k: int) -> int:
    """Where the hazard's noun phrase starts: back over its determiners and modifiers."""
    i = k
    while i > 0 and not w[i - 1].punct and (w[i - 1].en in DETS or w[i - 1].en in ADJECTIVES or _modifier(w[i - 1])):
        i -= 1
    return i


def _modifier(word: Word) -> bool:
    """A word before the hazard that describes it ("the spring flood", "a never ending storm")."""
    return word.en in MODIFIERS
