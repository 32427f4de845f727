"""The offline reader of an idea's roles: `read(idea) -> Intent`, from the sentence's structure.

1. The words in English (`_extract`'s tokens and translation); a genre clause ("a platformer
   where", "shoot 'em up:", ", with several endings") is set aside, its genre read by `_genres`.
2. The subject is the noun phrase before the main verb: the hero(es), with a count ("two
   sisters", "a bard and a cleric"), a name after "named" or beside the noun, and its title
   ("a knight named Dame Rosa"). An idea that starts with a verb is played by "the player", or
   by what follows "as a".
3. The main verb is the first verb form after the subject (a modal's verb: "must tame"); a
   purpose clause ("... to catch a pigeon") or a verb after a weak one ("comes to life and chases
   the crows") is the goal's verb instead. Its object is the noun phrase after it, every noun of
   a list ("eggs, flour and milk"), the head of a possessive ("the witch's candy house": house,
   owned by the witch), and "for X" after a search of a place ("searches the junkyard for a new
   battery": the battery, in the junkyard).
4. "from X", "against X" (less "waves of"), "X attack" name opponents; a hostile verb's creature
   object is one too; the owner of what is escaped or stolen from is one. Possessive owners
   otherwise, "for X", "to X" after a delivery and "with X" are helpers; other creatures are
   bystanders, or opponents when the lexicon's tables say their kind is a foe.
5. Places: nouns after in/at/across/through/on/over/under/into/along/of that name a place (the
   lexicon's tables, else WordNet), the object of an escape, a search or a defence when it is a
   place, and capitalised unknown words there ("the rooftops of Paris": Paris is a place, not a
   name). Time and mood words anywhere (`TIMES`, the peaceful cues).

Kinds of things come from the lexicon's tables first (the pack's vocabulary), then WordNet
(`_wordnet`); a word neither knows is kept as written, category `unknown`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from romsmith.lexicon import _concepts as C
from romsmith.lexicon import _goals as G
from romsmith.lexicon import _index as X
from romsmith.lexicon import _languages as L
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import _CJK, _KANA, MAX_IDEA, TITLES, _language, _tokens, _translate, extract
from romsmith.lexicon._genres import read_genre
from romsmith.lexicon._intent import Being, Cannot, Goal, Intent, Place, Thing, Time


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


DETS = _set("a an the his her their its my our your some every each this that these those any")
PREPS = _set(
    "from against in at on across through over under into onto to for with by near behind beyond along "
    "around inside outside toward towards past before after until of off out down up as about via"
)
PLACE_PREPS = _set(
    "from in at on across through over under into onto along around inside outside toward towards of to down up"
)
MODALS = _set("must will can should could would may might shall")
CHAINS = _set("wants tries needs has learns decides sets goes comes hopes dreams begins starts plans means")
WEAK = _set("come go wake live learn set begin start try want decide dream hope be become stay sit stand walk waddle")
PARTICLES = _set("out up away back off down in home")
ADJECTIVES = _set(
    "little big bad old young tiny brave lost shy stray lone last new first angry hungry wild giant great "
    "golden silver black white red blue green dark evil kind clumsy sleepy lonely lazy proud poor small "
    "huge mighty sunken frozen haunted misty sleeping runaway missing stolen magic magical ancient secret "
    "royal cursed greedy fiery sunny sick shiny rare spooky gentle friendly cute cosy cozy mysterious "
    "retired youngest oldest bigger smaller corrupted invading flooded melting floating broken wooden "
    "rusty own mean wicked nasty noble humble curious timid fearless fierce"
)
HOSTILE_VERBS = _set(
    "defeat fight hunt slay kill stop chase blast shoot destroy duel face battle track beat vanquish "
    "banish attack conquer overthrow drive repel scare outwit trap"
)
FRAME = _set("game games story stories tale tales novel adventure rpg quest level levels")
WAVES = _set("wave waves horde hordes swarm swarms army armies pack packs gang gangs band bands group flock")
COUNTS = {**{w: n for w, n in G.NUMBERS.items() if " " not in w}, "twin": 2, "twins": 2, "both": 2}
# verbs -> the action the designer and the fidelity check know
ACTION_OF = {
    "protect": "protect defend guard save-from shield keep watch",
    "rescue": "rescue save free thaw kiss cure heal wake",
    "find": "find search seek look recover retrieve hunt-for locate discover follow reclaim get grab steal dig explore",
    "defeat": "defeat fight hunt slay kill stop blast shoot destroy duel face battle beat vanquish banish "
    "attack conquer overthrow drive repel scare chase",
    "deliver": "deliver bring carry take send post return serve feed",
    "escort": "escort guide lead accompany walk",
    "collect": "collect gather harvest hide store pick round need",
    "escape": "escape flee leave break run",
    "investigate": "investigate solve uncover find-out learn",
    "tame": "tame train befriend ride calm",
    "catch": "catch capture trap track",
    "reach": "reach cross climb fly hop jump swim sail race warn",
    "fix": "fix repair mend relight rebuild restore",
    "make": "make build brew bake cook grow craft paint",
    "win": "win",
    "choose": "choose decide pick trust",
}
ACTION = {verb: action for action, verbs in ACTION_OF.items() for verb in verbs.split()}
PHRASAL = {
    "take back": "find",
    "win back": "find",
    "get back": "find",
    "bring back": "find",
    "find out": "investigate",
    "look for": "find",
    "search for": "find",
    "hunt for": "find",
    "chase away": "defeat",
    "drive out": "defeat",
    "drive away": "defeat",
    "scare away": "defeat",
    "fight off": "defeat",
    "round up": "catch",
    "light up": "other",
    "break out": "escape",
    "get out": "escape",
    "run away": "escape",
}
ACTION.update(PHRASAL)
# times and moods a game can show (the engine's palettes and the designer's themes)
TIMES = {
    "night": "night nights nighttime midnight tonight moonlit moonlight nocturnal",
    "dawn": "dawn sunrise daybreak morning",
    "dusk": "dusk sunset evening twilight",
    "winter": "winter snow snowy frozen icy frost christmas blizzard",
    "summer": "summer sunny",
    "autumn": "autumn fall harvest",
    "spring": "spring",
    "storm": "storm stormy rain rainy flood thunder tide",
    "mist": "mist misty fog foggy",
    "dark": "dark darkness",
    "haunted": "haunted spooky",
    "full moon": "full_moon",
}
TIME_OF = {w.replace("_", " "): t for t, words in TIMES.items() for w in words.split()}
TENSE = _set("haunted spooky dark terrifying deadly scary creepy evil cursed doomed dangerous")
# what the engine cannot make, with the reason
ENGINE_CANNOT = {
    "multiplayer": "the Game Boy Advance game is for one player",
    "online": "the game has no network",
    "3d": "the engine draws 2D tiles and sprites",
    "voice": "the game has no recorded speech",
    "open world": "a game has at most a few dozen scenes",
    "mmo": "the game has no network",
    "vr": "the engine draws 2D tiles and sprites",
}


# function words of the other languages that carry a role (the lexicon's tables read them as "the")
FOREIGN = {
    "de": "backt:bakes dans:in im:in in:in am:on auf:on uber:over durch:through fur:for gegen:against aus:from von:of vom:of "
    "zum:to zur:to nach:to mit:with muss:must soll:must will:wants",
    "fr": "dans:in en:in sur:on a:to au:to aux:to pour:for contre:against du:of des:the de:of avec:with par:through "
    "doit:must veut:wants vers:to",
    "es": "protege:protects en:in sobre:on a:to al:to para:for por:through contra:against del:of de:of con:with debe:must "
    "quiere:wants hacia:to",
    "it": "in:in nel:in nella:in su:on a:to al:to per:for contro:against dal:from dalla:from da:from del:of "
    "della:of di:of con:with deve:must vuole:wants",
    "pt": "em:in no:in na:in sobre:on a:to ao:to para:for contra:against do:of da:of de:of com:with deve:must "
    "quer:wants",
    "nl": "in:in op:on naar:to voor:for tegen:against uit:from van:of met:with door:through moet:must wil:wants",
}
FOREIGN_WORDS = {lang: dict(p.split(":") for p in text.split()) for lang, text in FOREIGN.items()}


@dataclass
class Word:
    text: str  # as written
    en: str  # the English word it stands for (folded); "" when it stands for nothing
    cap: bool
    start: bool
    punct: bool
    i: int = 0


@dataclass
class Phrase:
    """A noun phrase: its words (modifiers dropped), its head, what it owns, its count."""

    start: int
    end: int  # exclusive
    head: str
    kind: str  # the phrase as a kind ("moon base", "lighthouse keeper")
    words: str
    count: int | None = None
    plural: bool = False
    name: str | None = None
    title: str | None = None
    owner: Phrase | None = None
    cap_unknown: bool = False  # a capitalised word nothing knows ("Paris")


def _fold(text: str) -> str:
    return X.fold(unicodedata.normalize("NFKC", text))


def _words(idea: str) -> tuple[list[Word], str]:
    text = unicodedata.normalize("NFKC", str(idea or ""))[:MAX_IDEA]
    script = None
    if _CJK.search(text):  # the lexicon's Japanese and Chinese words, as `extract` reads them
        script = "ja" if _KANA.search(text) else "zh"
        for word in sorted(L.SCRIPT_WORDS, key=len, reverse=True):
            text = text.replace(word, f" {L.SCRIPT_WORDS[word]} ")
        text = _CJK.sub(" ", text)
    toks = _tokens(text)
    language = script or _language(toks)
    _translate(toks, language)
    out: list[Word] = []
    for t in toks:
        if t.punct:
            out.append(Word(t.text, t.fold, False, False, True))
            continue
        english = t.english if language != "en" else t.fold
        if language != "en" and t.fold in FOREIGN_WORDS.get(language, {}):
            english = FOREIGN_WORDS[language][t.fold]
        parts = english.split() or [""]
        for k, part in enumerate(parts):
            out.append(Word(t.text if k == 0 else "", part, t.cap and k == 0, t.start and k == 0, False))
    for i, w in enumerate(out):
        w.i = i
    return out, language


def _singular(word: str) -> str:
    if word in C.CHARACTERS or word in C.PLACES or word in C.ITEMS:
        return word
    found = W.lemma(word, "n")
    if found:
        return found
    singles = [s for s in X.singulars(word) if X.lookup(s)]
    return singles[0] if singles else word


def category(kind: str) -> str:
    """person | animal | monster | machine | place | food | thing | group | unknown for a noun
    (phrase): the lexicon's tables first, then WordNet by the phrase, then by its head."""
    kind = kind.lower().strip()
    head = kind.split()[-1] if kind else ""
    for word in (kind, head, _singular(head)):
        entries = X.lookup(word)
        for e in entries:
            if e.kind == "character":
                return X.creature_kind(e.concept) or "person"
            if e.kind == "place":
                return "place"
            if e.kind == "item":
                return "food" if e.concept in ("cake", "apple", "honey", "cheese", "carrot", "tea", "egg") else "thing"
    for word in (kind, head):
        found = W.category(word)
        if found:
            return {
                "plant": "thing",
                "artifact": "thing",
                "substance": "food" if W.is_a(word, ("food.n.01", "food.n.02"), 2) else "thing",
                "message": "thing",
                "time": "unknown",
            }.get(
                found,
                found if found in ("person", "animal", "monster", "machine", "place", "food", "group") else "thing",
            )
    return "unknown"


def _creature(kind: str) -> bool:
    """A person, an animal, a monster or a machine: the tables, else one of WordNet's first senses
    ("beavers" is first a fur hat there, then the animal)."""
    if category(kind) in ("person", "animal", "monster", "machine"):
        return True
    if category(kind) in ("place", "food"):
        return False
    head = kind.split()[-1] if kind else ""
    return any(c in ("person", "animal") for c in W.categories(_singular(head), 2))


def _placeish(kind: str) -> bool:
    """Whether a noun can name a place: the tables, or one of its first WordNet senses."""
    head = kind.split()[-1] if kind else ""
    if category(kind) == "place":
        return True
    return any(c == "place" for c in W.categories(kind, 3) + W.categories(head, 3)) or W.is_a(head, W._PLACE_ROOTS, 3)


def _is_adjective(w: Word, nxt: Word | None) -> bool:
    if w.cap and w.en not in ADJECTIVES:
        return False
    if w.en in ADJECTIVES:
        return nxt is not None and not nxt.punct and nxt.en not in PREPS and nxt.en not in DETS
    if nxt is None or nxt.punct or nxt.en in PREPS or nxt.en in DETS:
        return False
    if re.search(r"(ed|ing|y|ful|ous|ic|less)$", w.en) and not X.lookup(w.en) and not W.is_noun(w.en):
        return True
    return bool(W.lemma(w.en, "a")) and not W.is_noun(w.en) and not X.lookup(w.en)


def _verb_here_simple(word: str) -> bool:
    return word.endswith("s") and bool(W.lemma(word, "v")) and W.lemma(word, "v") != word and not X.lookup(word)


def _verb_lemma(word: str) -> str | None:
    if not word or word in DETS or word in PREPS or word in MODALS:
        return None
    found = W.lemma(word, "v")
    if found:
        return found
    if word in ACTION or any(word in cues.split("|") for cues in G.ARCHETYPES.values()):
        return word[:-1] if word.endswith("s") and word[:-1] in ACTION else word
    return None


class _Reader:
    def __init__(self, idea: str):
        self.idea = idea
        self.w, self.language = _words(idea)
        self.genre = read_genre(idea)
        self.skip: set[int] = set()  # words of the genre clause
        plain = [x for x in self.w if not x.punct and len(x.en) > 2 and x.en not in DETS]
        self.title_case = len(plain) >= 3 and all(x.cap for x in plain)

    # ---- the genre clause ----
    def _set_aside_genre(self) -> None:
        cue_words = {x for words in self.genre.words.values() for p in words for x in p.split()}
        w = self.w

        def genreish(span) -> bool:
            return any(x.en in cue_words or x.en.replace("-", " ") in cue_words for x in span)

        for x in w[:10]:  # "write me a game where", "a story about": the frame is no part of the story
            if x.en in ("where", "about", "which", "whose") and any(y.en in FRAME for y in w[: x.i]):
                self.skip.update(range(x.i + 1))
                break
        colon = next((x.i for x in w if x.punct and x.text == ":"), None)
        if colon is not None and genreish(w[:colon]):
            self.skip.update(range(colon + 1))
        for x in w[:8]:
            if x.en in ("where", "about", "which", "whose") and genreish(w[: x.i]):
                self.skip.update(range(x.i + 1))
                break
        commas = [x.i for x in w if x.punct and x.text == ","]
        for c in commas:
            tail = w[c + 1 :]
            if genreish(tail) and len(tail) <= 6:
                self.skip.update(range(c, len(w)))
                break
        for x in w:
            # "an RPG where": the genre word itself is no noun of the story
            if x.en in cue_words and x.i not in self.skip and (x.cap or x.en == "rpg"):
                self.skip.add(x.i)

    def live(self, i: int) -> bool:
        return 0 <= i < len(self.w) and i not in self.skip

    # ---- noun phrases ----
    def phrase(self, i: int, *, stop: int | None = None, subject: bool = False) -> tuple[Phrase | None, int]:
        """The noun phrase starting at word i (after determiners and modifiers): (phrase, next index).
        A subject's phrase ends at its verb; `stop` ends any phrase."""
        w, n = self.w, min(len(self.w), stop if stop is not None else len(self.w))
        start, count = i, None
        while i < n and self.live(i) and not w[i].punct and (w[i].en in DETS or w[i].en in COUNTS or w[i].en.isdigit()):
            if w[i].en in COUNTS:
                count = COUNTS[w[i].en]
            elif w[i].en.isdigit():
                count = int(w[i].en)
            i += 1
        if i < n and w[i].en == "party" and i + 2 < n and w[i + 1].en == "of" and w[i + 2].en in COUNTS:
            count = COUNTS[w[i + 2].en]
            i += 3
            if i >= n or not self.live(i) or (w[i].en.endswith("s") and _verb_lemma(w[i].en) not in (None, w[i].en)):
                # "a party of three fights slimes": the party's heroes are the subject
                said = " ".join(x.text for x in w[start:i] if x.text)
                return Phrase(start, i, "hero", "hero", said, count=count, plural=True), i
        title = None
        nouns: list[int] = []
        while (
            i < n
            and self.live(i)
            and not w[i].punct
            and not w[i].cap
            and _is_adjective(w[i], w[i + 1] if i + 1 < n else None)
        ):
            i += 1
        titled = i < n and (
            w[i].en in TITLES
            or (w[i].cap and category(w[i].en) == "person" and not X.lookup(w[i + 1].en if i + 1 < n else ""))
        )
        if titled and i + 1 < n and self._name_word(i + 1, after_title=True):
            title = w[i].text.title()
            i += 1
        elif i + 1 < n and w[i + 1].en in TITLES and i + 2 < n and self._name_word(i + 2, after_title=True):
            nouns.append(i)  # "Pirate captain Nell": a pirate, Captain Nell
            title = w[i + 1].text.title()
            i += 2
        while i < n and self.live(i) and not w[i].punct:
            x = w[i]
            nxt = w[i + 1] if i + 1 < n and self.live(i + 1) else None
            if x.en in DETS or x.en in PREPS or x.en in MODALS or x.en in ("and", "or", "who", "that", "which"):
                break
            if x.en in L.NAME_CUES or x.en in ("named", "called"):
                break
            if title and nouns and not self._name_word(i, after_title=True):
                break
            if nouns and (
                x.en == "home" or (nxt is not None and nxt.en in ("its", "his", "her", "their") and _verb_lemma(x.en))
            ):
                break
            if subject and nouns and self._verb_here(i, nouns):
                break
            if not nouns and _is_adjective(x, nxt):
                i += 1
                continue
            if nouns and x.cap and not w[nouns[-1]].cap and not X.lookup(x.en) and not self._known(x.en):
                break  # "the robot Rolo": a name after the noun
            nouns.append(i)
            i += 1
        if not nouns:
            return None, i
        if title:  # the title's name: "Captain Vega", "Pirate captain Nell"
            kinds = [k for k in nouns if not self._name_word(k, after_title=True)]
            named = [k for k in nouns if k not in kinds]
            words = [w[k].en for k in kinds] or [title.lower()]
            ph = Phrase(
                start,
                i,
                _singular(words[-1]),
                " ".join(words[:-1] + [_singular(words[-1])]),
                " ".join(x.text for x in w[start:i] if x.text),
                count=count,
                title=title,
                name=" ".join(w[k].text for k in named) or None,
            )
            return ph, i
        if self.language != "en":  # untranslated words beside a known noun are its modifiers
            known = [k for k in nouns if X.lookup(w[k].en) or W.is_noun(w[k].en) or w[k].cap]
            nouns = known or nouns
        words = [w[k].en for k in nouns if w[k].en]
        if not words:
            return None, i
        head = words[-1]
        single = _singular(head)
        kind = " ".join([*words[:-1], single])
        cap_unknown = all(w[k].cap for k in nouns) and not self._known(kind) and not X.lookup(kind)
        ph = Phrase(
            start,
            i,
            single,
            kind,
            " ".join(x.text for x in w[start:i] if x.text),
            count=count,
            plural=single != head,
            title=title,
            cap_unknown=cap_unknown,
        )
        if all(w[k].cap for k in nouns) and not X.lookup(kind) and self._name_word(nouns[0]):
            ph.name = " ".join(w[k].text for k in nouns)  # a proper name: a person, or a place
        # a possessive: "the witch's candy house" -> house, owned by the witch
        if i < n and (w[i].text.endswith("'s") or w[i].text.endswith("’s")):
            pass
        return ph, i

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

    def _common(self, word: str) -> bool:
        """A common noun WordNet knows as a plain word (not only as a proper name: 'Paris', 'Rosa')."""
        return any(s.lexname() != "noun.location" or s.name().split(".")[0] == word for s in W._synsets(word)[:1]) and (
            word != "paris"
        )

    def _verb_here(self, i: int, nouns: list[int]) -> bool:
        """Whether word i, after the nouns of a subject, is its verb."""
        w = self.w
        x = w[i]
        lemma = _verb_lemma(x.en)
        if lemma is None:
            return False
        nxt = w[i + 1] if i + 1 < len(w) else None
        prev = w[i - 1]
        if prev.en in ADJECTIVES or prev.en in DETS or (prev.en in COUNTS and not (i >= 2 and w[i - 2].en == "of")):
            return False  # "three fights" is a count's noun; "a party of three fights" is a verb
        third = x.en.endswith("s") and lemma != x.en
        opener = nxt is not None and (
            nxt.en in DETS or nxt.en in PREPS or nxt.en in PARTICLES or nxt.en in COUNTS or nxt.cap or nxt.en == "to"
        )
        plural_subject = any(w[k].en != _singular(w[k].en) for k in nouns[-1:]) or any(
            w[k].en == "and" for k in range(nouns[0], i)
        )
        if third and not plural_subject:
            return True
        if third and (opener or not W.is_noun(x.en) or lemma in ACTION):
            return True
        return bool(plural_subject and not third and (opener or lemma in ACTION))

    # ---- the sentence ----
    def read(self) -> Intent:
        self._set_aside_genre()
        w = self.w
        first = next((x.i for x in w if self.live(x.i) and not x.punct), len(w))
        heroes, helpers, opponents, bystanders, places, objects = [], [], [], [], [], []
        verb_at, verb = self._main_verb(first)
        subject_end = verb_at if verb_at is not None else len(w)
        if verb_at is not None and verb_at == first:  # an imperative: "escape the station", "hop ... as a bunny"
            heroes = self._as_hero(verb_at)
        else:
            heroes = self._subject(first, subject_end, helpers, places)
        goal_at, goal_verb = self._goal_verb(verb_at, verb)
        if goal_at is not None and goal_at + 1 < len(w) and f"{goal_verb} {w[goal_at + 1].en}" in PHRASAL:
            goal_verb = f"{goal_verb} {w[goal_at + 1].en}"
        if goal_at is not None:
            objects = self._objects(goal_at, goal_verb, places, helpers, opponents)
        self.action_hint = self._action(goal_verb, objects)
        self._prepositions(helpers, opponents, places, bystanders, heroes, objects, goal_verb)
        if not heroes:
            heroes = [Being(kind="player", category="person", words="")]
        action = self._action(goal_verb, objects)
        if action in ("defeat", "catch") or (goal_verb or "") in HOSTILE_VERBS:
            for o in objects:
                if (
                    o.category in ("person", "animal", "monster", "machine")
                    or (o.category == "unknown" and o.kind != "who")
                ) and not _has(opponents, o.kind):
                    if action == "catch" and X.stance(X.lookup(o.kind)[0].concept if X.lookup(o.kind) else "") != "foe":
                        continue
                    opponents.append(
                        Being(kind=o.kind, category=o.category, count=o.count or 1, hostile=True, words=o.words)
                    )
        if action not in ("defeat", "catch", "escape", "investigate") and (goal_verb or "") not in HOSTILE_VERBS:
            for o in objects:  # the one saved, led, warned or fed is a friend
                if o.category in ("person", "animal", "machine") and not _has(opponents, o.kind):
                    helpers.append(Being(kind=o.kind, category=o.category, count=o.count or 1, words=o.words))
        if verb_at is not None and goal_at != verb_at:  # "digs a tunnel to rescue...": the tunnel is a place
            ph, _ = self.phrase(verb_at + 1)
            if ph is not None and _placeish(ph.kind) and not _creature(ph.kind):
                places.append(Place(kind=ph.kind, words=ph.words))
        self._modifier_places(places)
        helpers[:] = [h for h in helpers if not _has(opponents, h.kind) and not _has(heroes, h.kind)]
        times = self._times()
        mood = self._mood()
        intent = Intent(
            language=self.language,
            heroes=heroes[:4],
            goal=Goal(
                action=action,
                verb=goal_verb or "",
                objects=objects[:6],
                words=self._span_text(goal_at, objects) if goal_at is not None else "",
            ),
            opponents=_unique(opponents)[:6],
            helpers=_unique(helpers)[:6],
            bystanders=_unique([b for b in bystanders if not _has(opponents + helpers + heroes, b.kind)])[:6],
            places=_unique_places(places)[:6],
            time=times[:4],
            mood=mood,
            genre=self.genre.genre,
            genres=list(self.genre.genres),
            genre_words=[p for words in self.genre.words.values() for p in words][:8],
            cannot=self._cannot(),
        )
        return intent

    def _main_verb(self, first: int) -> tuple[int | None, str | None]:
        w = self.w
        nouns: list[int] = []
        i = first
        while i < len(w):
            if not self.live(i) or w[i].punct:
                i += 1
                continue
            x = w[i]
            nxt = w[i + 1] if i + 1 < len(w) else None
            if (i == first and _verb_lemma(x.en) and x.en not in DETS and x.en not in COUNTS and nxt is not None) and (
                not x.en.endswith("s") and (nxt.en in DETS or nxt.en in PREPS or nxt.en in PARTICLES)
            ):
                return i, _verb_lemma(x.en)
            if x.en in MODALS or (x.en in CHAINS and nouns and nxt is not None and nxt.en == "to"):
                j = i + 1
                while j < len(w) and w[j].en in ("to", "be", "not", "set"):
                    j += 1
                if j < len(w) and _verb_lemma(w[j].en):
                    return j, _verb_lemma(w[j].en)
            if nouns and self._verb_here(i, nouns):
                return i, _verb_lemma(x.en)
            if x.en not in DETS and x.en not in PREPS and x.en not in COUNTS and x.en not in ADJECTIVES:
                nouns.append(i)
            i += 1
        return None, None

    def _goal_verb(self, at: int | None, verb: str | None) -> tuple[int | None, str | None]:
        """A purpose clause's verb ("... to catch a pigeon"), else a verb after a weak one, else the main verb."""
        if at is None:
            return None, None
        w = self.w
        for i in range(at + 1, len(w)):
            if not self.live(i):
                continue
            if (w[i].en == "to" and i + 1 < len(w) and _verb_lemma(w[i + 1].en) and w[i + 1].en not in DETS) and (
                not w[i + 1].cap and w[i + 1].en not in ("life", "home")
            ):
                return i + 1, _verb_lemma(w[i + 1].en)
            if w[i].en == "and" and i + 1 < len(w) and (verb in WEAK or verb not in ACTION):
                lemma = _verb_lemma(w[i + 1].en)
                if (lemma and w[i + 1].en != lemma) or lemma in ACTION:
                    return i + 1, lemma
        return at, verb

    def _as_hero(self, at: int) -> list[Being]:
        w = self.w
        for i in range(at, len(w)):
            if w[i].en == "as" and i + 1 < len(w):
                ph, _ = self.phrase(i + 1)
                if ph is not None:
                    return [self._being(ph)]
        verb = _verb_lemma(w[at].en)
        if verb in ("pilot", "fly", "drive", "ride", "steer"):
            ph, _ = self.phrase(at + 1)
            if ph is not None:
                return [Being(kind=ph.kind, category="machine", words=ph.words)]
        return []

    def _subject(self, first: int, end: int, helpers: list, places: list) -> list[Being]:
        w = self.w
        heroes: list[Being] = []
        i = first
        while i < end:
            if w[i].en in ("who", "that", "which"):
                break
            if not self.live(i) or w[i].punct or w[i].en in ("and", "with"):
                i += 1
                continue
            if w[i].en in PREPS:
                ph, j = self.phrase(i + 1)
                if ph is not None and w[i].en == "of" and _placeish(ph.kind):
                    places.append(Place(kind=ph.kind, words=ph.words))
                i = max(j, i + 1)
                continue
            companion = i > first and w[i].en in ("his", "her", "their", "its")
            ph, j = self.phrase(i, stop=end, subject=True)
            if ph is None:
                i += 1
                continue
            # "a knight named Dame Rosa", "a hedgehog named Stachel", "the robot Rolo"
            k = j
            if (k < end and w[k].en in L.NAME_CUES) or (k < len(w) and w[k].en in ("named", "called")):
                k += 1
            if (k < len(w) and k != j) or (k < end and self._name_word(k)):
                title = None
                if k < len(w) and w[k].cap and w[k].en in TITLES and k + 1 < len(w):
                    title, k = w[k].text, k + 1
                names = []
                while k < len(w) and self._name_word(k, after_title=True):
                    names.append(w[k].text)
                    k += 1
                if names:
                    ph.name, ph.title = " ".join(names), title or ph.title
                    j = k
            owner = self._possessive_owner(ph)
            being = self._being(ph)
            if owner is not None:  # "the baker's daughter": the daughter; the baker helps
                helpers.append(self._being(owner))
            if companion and heroes:  # "a druid and her bear": the bear goes along
                helpers.append(being)
            elif not heroes or _creature(being.kind) or being.name:
                heroes.append(being)
            i = j
        return heroes

    def _possessive_owner(self, ph: Phrase) -> Phrase | None:
        """The owner inside a phrase written 'the witch's candy house' (the tokens lost the 's)."""
        w = self.w
        for k in range(ph.start, ph.end - 1):
            raw = self.idea
            if w[k].text and re.search(rf"\b{re.escape(w[k].text)}['’]s\b", raw):
                owner_words = [x.en for x in w[ph.start : k + 1] if x.en not in DETS and x.en]
                rest = [x.en for x in w[k + 1 : ph.end] if x.en and x.en not in ADJECTIVES]
                if not owner_words or not rest:
                    return None
                head = _singular(rest[-1])
                ph.kind = " ".join([*rest[:-1], head])
                ph.head = head
                ph.words = " ".join(x.text for x in w[k + 1 : ph.end] if x.text)
                owner = Phrase(ph.start, k + 1, owner_words[-1], " ".join(owner_words), " ".join(owner_words))
                ph.owner = owner
                return owner
        return None

    def _being(self, ph: Phrase, hostile: bool = False) -> Being:
        kind = ph.kind
        cat = category(kind)
        if ph.title and not X.lookup(kind) and category(ph.title.lower()) == "person":
            cat = "person"
        gender = W.gender(ph.head) if cat == "person" else "any"
        if ph.title and ph.title.lower() in ("dame", "lady", "queen", "princess", "miss", "mrs", "madame", "aunt"):
            gender = "female"
        elif ph.title and ph.title.lower() in ("sir", "lord", "king", "prince", "mr", "uncle", "grandpa"):
            gender = "male"
        count = ph.count or (2 if ph.plural else 1)
        return Being(
            kind=kind[:40],
            category=cat if cat in _CATS else "unknown",
            count=min(count, 12),
            name=(ph.name or None) and ph.name[:24],
            title=(ph.title or None) and ph.title[:16],
            gender=gender,
            hostile=hostile,
            words=ph.words[:80],
        )

    def _objects(self, at: int, verb: str | None, places: list, helpers: list, opponents: list) -> list[Thing]:
        w = self.w
        i = at + 1 + (1 if verb and " " in verb else 0)
        while (
            i < len(w)
            and (w[i].en in PARTICLES or w[i].en in ("to",))
            and not (i + 1 < len(w) and w[i + 1].en in ("the",) and w[i].en == "to")
        ):
            i += 1
        if i < len(w) and w[i].en in ("for", "with") and verb in ("look", "search", "hunt", "hope", "wait"):
            i += 1
        found: list[Thing] = []
        while i < len(w) and self.live(i):
            ph, j = self.phrase(i)
            if ph is None:
                break
            owner = self._possessive_owner(ph)
            cat = category(ph.kind)
            if ph.head == "way" and j < len(w) and w[j].en == "for":
                ph2, j2 = self.phrase(j + 1)
                if ph2 is not None:
                    ph, j, cat = ph2, j2, category(ph2.kind)
            found.append(
                Thing(
                    kind=ph.kind[:40], category=cat if cat in _CATS else "unknown", count=ph.count, words=ph.words[:80]
                )
            )
            if owner is not None:
                hostile = verb in ("escape", "flee", "steal", "leave") or (verb or "") in HOSTILE_VERBS
                being = self._being(owner, hostile)
                (opponents if hostile else helpers).append(being)
            if cat == "place" or (
                verb in ("escape", "flee", "search", "explore", "defend", "protect", "guard", "reclaim", "leave")
                and _placeish(ph.kind)
            ):
                places.append(Place(kind=ph.kind, words=ph.words))
            i = j
            if i < len(w) and (w[i].en in ("and", "or") or (w[i].punct and w[i].text == ",")):
                nxt = i + 1 + (1 if i + 1 < len(w) and w[i + 1].en in ("and", "or") else 0)
                if (
                    nxt < len(w)
                    and _verb_lemma(w[nxt].en)
                    and (not W.is_noun(w[nxt].en) or _verb_here_simple(w[nxt].en))
                ):
                    break
                i = nxt
                continue
            break
        # "searches the junkyard for a new battery": the battery is sought, the junkyard is where
        if found and i < len(w) and w[i].en == "for" and (found[-1].category == "place" or _placeish(found[-1].kind)):
            ph, j = self.phrase(i + 1)
            if ph is not None and category(ph.kind) != "place":
                place = found.pop()
                if not _has_place(places, place.kind):
                    places.append(Place(kind=place.kind, words=place.words))
                owner = self._possessive_owner(ph)
                if owner is not None:
                    helpers.append(self._being(owner))
                cat = category(ph.kind)
                found.append(
                    Thing(
                        kind=ph.kind[:40],
                        category=cat if cat in _CATS else "unknown",
                        count=ph.count,
                        words=ph.words[:80],
                    )
                )
        self.object_end = i
        return found

    def _prepositions(self, helpers, opponents, places, bystanders, heroes, objects, verb) -> None:
        w = self.w
        taken = {o.kind for o in objects} | {h.kind for h in heroes}
        i = 0
        while i < len(w):
            x = w[i]
            if not self.live(i) or (x.en not in PREPS and x.en not in ("attack", "attacks", "arrives", "arrive")):
                i += 1
                continue
            if x.en in ("attack", "attacks", "arrives", "arrive"):
                ph = self._phrase_before(i)
                if ph is not None and _creature(ph.kind):
                    opponents.append(self._being(ph, hostile=True))
                i += 1
                continue
            if (x.en == "to" and i + 1 < len(w) and _verb_lemma(w[i + 1].en) and w[i + 1].en not in DETS) and (
                not (X.lookup(w[i + 1].en) and not W.lemma(w[i + 1].en, "v"))
            ):
                i += 1
                continue
            ph, j = self.phrase(i + 1)
            if ph is None:
                i += 1
                continue
            while ph is not None and ph.head in WAVES and j < len(w) and w[j].en == "of":
                ph, j = self.phrase(j + 1)
            if ph is None:
                i = j
                continue
            owner = self._possessive_owner(ph)
            kind = ph.kind
            cat = category(kind)
            prep = x.en
            if prep == "of" and self._after_goal_object(i) and self.action_hint in ("protect", "rescue"):
                prep = "from"  # "protege sus huevos del zorro": de = from
            if prep in ("from", "against") and (_creature(kind) or (cat == "unknown" and ph.plural)):
                opponents.append(self._being(ph, hostile=True))
            elif prep in ("from", "against") and owner is not None:
                opponents.append(self._being(owner, hostile=True))
                if _placeish(kind):
                    places.append(Place(kind=kind, words=ph.words))
            elif x.en in ("for", "to", "with") and _creature(kind) and kind not in taken:
                helpers.append(self._being(ph))
                if owner is not None:
                    helpers.append(self._being(owner))
            elif (x.en in PLACE_PREPS or x.en == "for") and (ph.cap_unknown or _placeish(kind)) and not _creature(kind):
                places.append(Place(kind=kind if not ph.cap_unknown else ph.words.split()[-1], words=ph.words))
                if owner is not None and _creature(owner.kind):
                    helpers.append(self._being(owner))
            elif x.en in ("before", "until", "after") and _creature(kind):
                stance = X.stance(X.lookup(ph.head)[0].concept) if X.lookup(ph.head) else "any"
                (opponents if stance == "foe" else bystanders).append(self._being(ph, hostile=stance == "foe"))
            elif owner is not None and _creature(owner.kind) and owner.kind not in taken:
                helpers.append(self._being(owner))
            elif _creature(kind) and kind not in taken and x.en not in ("as",):
                bystanders.append(self._being(ph))
            i = max(j, i + 1)
        # relative clauses and the rest: places and creatures not yet placed
        for k, x in enumerate(w):
            if not self.live(k) or x.punct or not x.en or x.en in DETS or x.en in PREPS:
                continue
            if x.en in ("who", "that", "which") and k + 1 < len(w):
                continue
        for o in opponents:
            o.hostile = True

    def _modifier_places(self, places: list) -> None:
        """A place word inside a noun phrase ("a lighthouse mouse", "the village pie contest")."""
        w = self.w
        for k, x in enumerate(w):
            if not self.live(k) or x.punct or k + 1 >= len(w) or w[k + 1].punct:
                continue
            nxt = w[k + 1].en
            entries = [e for e in X.lookup(x.en) if e.kind == "place"]
            if (
                (entries and x.en not in DETS and nxt not in DETS and nxt not in PREPS and not _verb_here_simple(nxt))
                and (X.lookup(nxt) or W.is_noun(nxt))
                and not any(x.en in p.kind.split() for p in places)
            ):
                places.append(Place(kind=x.en, words=x.text))

    def _after_goal_object(self, i: int) -> bool:
        return getattr(self, "object_end", -1) == i

    def _phrase_before(self, i: int) -> Phrase | None:
        for start in range(max(0, i - 4), i):
            ph, j = self.phrase(start)
            if ph is not None and j == i:
                return ph
        return None

    def _action(self, verb: str | None, objects: list[Thing]) -> str:
        if verb is None:
            return "other"
        text = _fold(self.idea)
        if re.search(r"\b(find|finds|found) out\b|\bwho (stole|took|locked|did)\b", text):
            return "investigate"
        if (verb == "save" and re.search(r"\bsaves? (the|a|an|his|her|their|its) \w+( \w+)? from\b", text)) and (
            objects and objects[0].category not in ("person", "animal")
        ):
            return "protect"
        action = ACTION.get(verb)
        if action == "find" and verb == "get" and objects and objects[0].category == "place":
            return "reach"
        if (
            verb in ("bring", "take")
            and "home" in text.split()
            and objects
            and objects[0].category in ("person", "animal")
        ):
            return "escort"
        if action is None:
            for archetype, cues in G.ARCHETYPES.items():
                if verb in cues.split("|"):
                    return archetype
            return "other"
        return action

    def _span_text(self, at: int, objects: list[Thing]) -> str:
        w = self.w
        end = getattr(self, "object_end", at + 1)
        return " ".join(x.text for x in w[at:end] if x.text and not x.punct)[:80]

    def _times(self) -> list[Time]:
        out: list[Time] = []
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        for word, kind in sorted(TIME_OF.items(), key=lambda kv: -len(kv[0])):
            if f" {word} " in text and not any(t.kind == kind for t in out):
                out.append(Time(kind=kind, words=word))
                text = text.replace(f" {word} ", " | ")
        return out

    def _mood(self) -> str:
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        if any(f" {cue} " in text for cue in G.PEACEFUL.split("|")):
            return "cozy"
        if any(f" {cue} " in text for cue in TENSE):
            return "tense"
        return "neutral"

    def _cannot(self) -> list[Cannot]:
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        return [Cannot(words=word, reason=why) for word, why in ENGINE_CANNOT.items() if f" {word} " in text]


_CATS = ("person", "animal", "monster", "machine", "thing", "food", "place", "group", "unknown")


def _has(beings: list, kind: str) -> bool:
    return any(b.kind == kind or b.kind.split()[-1] == kind.split()[-1] for b in beings)


def _has_place(places: list, kind: str) -> bool:
    return any(p.kind == kind for p in places)


def _unique(beings: list[Being]) -> list[Being]:
    out: list[Being] = []
    for b in beings:
        if not any(o.kind == b.kind for o in out):
            out.append(b)
    return out


def _unique_places(places: list[Place]) -> list[Place]:
    out: list[Place] = []
    for p in places:
        if not any(o.kind == p.kind for o in out):
            out.append(p)
    return out


def read(idea: str) -> Intent:
    """The intent of an idea, read offline (see the module docstring)."""
    intent = _Reader(idea).read()
    _fill_from_terms(intent, idea)
    hero = intent.hero
    if hero.category == "unknown" and not hero.name and len(intent.heroes) == 1:
        intent.heroes[0] = Being(kind="player", category="person")  # "asdfgh qwerty": nobody is named
    return intent


def _fill_from_terms(intent: Intent, idea: str) -> None:
    """Roles the sentence did not give, from the lexicon's term reading (`extract`): the goal's
    archetype and object, the hero; for verb-last languages also the foes its tables know."""
    terms = extract(idea)
    hero = terms.hero
    if (intent.hero.kind == "player" or terms.language in ("ja", "zh")) and hero is not None:
        kind = hero.of or hero.concept if hero.kind == "name" else hero.concept
        intent.heroes[0] = Being(
            kind=(kind or "hero")[:40],
            category=category(kind or "") if category(kind or "") in _CATS else "unknown",
            name=hero.concept[:24] if hero.kind == "name" else None,
            words=hero.text[:80],
        )
    goal = next((t for t in terms.of_kind("goal") if t.concept == terms.archetype), None)
    if intent.goal.action == "other" and goal is not None and not intent.goal.verb:
        intent.goal.action = goal.concept
        intent.goal.words = goal.text[:80]
        if goal.of and not intent.goal.objects:
            intent.goal.objects = [
                Thing(
                    kind=goal.of[:40],
                    category=category(goal.of) if category(goal.of) in _CATS else "unknown",
                    words=goal.of[:80],
                )
            ]
    if terms.language in ("ja", "zh") and not intent.opponents:
        for t in terms.of_kind("character"):
            if X.stance(t.concept) == "foe" and not t.hero:
                intent.opponents.append(
                    Being(kind=t.concept, category=category(t.concept), hostile=True, words=t.text[:80])
                )
