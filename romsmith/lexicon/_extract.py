"""Key terms of an idea, deterministically: tokens, language, translation, phrase matching, names,
goal objects, the hero. See the package docstring for the rules."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from romsmith.lexicon import _goals as G
from romsmith.lexicon import _index as X
from romsmith.lexicon import _languages as L
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._genres import GENRE_WORDS, read_genre


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


MAX_IDEA = 2000  # characters read from an idea
_TOKEN = re.compile(r"[^\W\d_][\w'’-]*|\d+s\b|\d+|[.!?;:,()]")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")
_SENTENCE_END = {".", "!", "?", ";", ":"}
# after a sentence-initial capitalised word, these make it a name: "Luna must...", "Pip, the frog"
_NAME_FOLLOWERS = _set(
    ", and must is has had wants needs goes lives loves tries learns sets finds was will can the "
    "who runs walks flies sails wakes dreams hopes discovers meets"
)
# words before a noun that say it is a thing said ("the painting", "an offering")
_DETERMINERS = _set("a an the this that his her its their my our your one every each")
# titles before a name: "Captain Mora", "Mr Whiskers"
TITLES = _set(
    "mr mrs ms miss dr doctor sir dame lady lord captain professor uncle aunt auntie granny grandma grandpa "
    "nana nonna abuela oma opa nonno abuelo "
    "king queen prince princess saint st count countess baron duke chief sheriff detective inspector "
    "agent officer madame monsieur herr frau senor senora signor signora don dona "
    "corporal sergeant lieutenant colonel admiral commander marshal commodore ensign"
)
_TITLE_CONCEPT = {"mr": "man", "mrs": "woman", "ms": "woman", "miss": "woman", "dr": "doctor", "sir": "knight"}
# never names even when capitalised: pronouns and instruction words in any case
CROWNS = _set("king queen prince princess lord knight wizard witch")  # titles a foe may wear
_PREPOSITIONS = _set(
    "on in at to from with into onto through across under over for of by near behind beyond before after"
)
_STATE_CUES = _set("lost missing stolen trapped captured kidnapped captive abducted")
_NEGATIONS = _set("no not without never non nor ohne kein keine sans pas sin sem senza zonder geen")
_NEVER_NAMES = G.STOP | _set("i ich je yo io eu ik")


@dataclass
class Term:
    kind: str  # character | place | item | goal | mood | name
    concept: str  # English concept word; the archetype for goals; the name itself for names
    text: str  # the words of the idea it came from, as written
    words: tuple[str, ...] = ()  # folded words that mean it (English synonyms and the idea's own word)
    of: str | None = None  # a name's character concept ("frog" for "Pip the frog"); a goal's object
    count: int | None = None  # collect N
    hero: bool = False
    known: bool = True  # False for an object the lexicon does not know ("the golden fly")
    position: int = 0
    end: int = -1  # a goal cue's last token
    governed: bool = False  # after a preposition ("a courier on a horse"): not the one acting
    cue: str = ""  # a goal's English cue ("lost", "rescue")
    title: bool = False  # a name that is a title a foe wears: "the goblin king" is a goblin called King

    def to_json(self) -> dict:
        out = {"kind": self.kind, "concept": self.concept, "text": self.text}
        if self.of:
            out["of"] = self.of
        if self.count:
            out["count"] = self.count
        if self.hero:
            out["hero"] = True
        if self.title:
            out["title"] = True
        if not self.known:
            out["known"] = False
        return out


@dataclass
class Idea:
    text: str
    language: str
    terms: list[Term] = field(default_factory=list)
    archetype: str | None = None  # the goal with the highest precedence, or None
    peaceful: bool = False
    genre: str = "adventure"  # the way the game plays that the idea asks for (`_genres`)
    genres: list[str] = field(default_factory=list)  # every genre it asks for, leading first
    genre_words: dict[str, list[str]] = field(default_factory=dict)  # genre -> the idea's words for it

    @property
    def hero(self) -> Term | None:
        return next((t for t in self.terms if t.hero), None)

    def of_kind(self, *kinds: str) -> list[Term]:
        return [t for t in self.terms if t.kind in kinds]

    def to_json(self) -> dict:
        return {
            "language": self.language,
            "archetype": self.archetype,
            "peaceful": self.peaceful,
            "genre": self.genre,
            "genres": self.genres,
            "terms": [t.to_json() for t in self.terms],
        }


@dataclass
class _Tok:
    text: str  # as written
    fold: str  # folded
    english: str  # the English word it stands for (itself in English)
    cap: bool
    start: bool  # first word of a sentence
    punct: bool


def extract(idea: str) -> Idea:
    """The key terms of an idea (see the package docstring for the rules)."""
    text = unicodedata.normalize("NFKC", str(idea or ""))[:MAX_IDEA]
    language = "en"
    if _CJK.search(text):
        language = "ja" if _KANA.search(text) else "zh"
        for word in sorted(L.SCRIPT_WORDS, key=len, reverse=True):
            text = text.replace(word, f" {L.SCRIPT_WORDS[word]} ")
        text = _CJK.sub(" ", text)
    toks = _tokens(text)
    if language == "en":
        language = _language(toks)
    _translate(toks, language)
    return _Reader(text, language, toks).read()


def _tokens(text: str) -> list[_Tok]:
    out, start = [], True
    for match in _TOKEN.finditer(text):
        raw = match.group(0)
        if raw in ".!?;:,()":
            out.append(_Tok(raw, raw, raw, False, False, True))
            start = start or raw in _SENTENCE_END
            continue
        raw = re.sub(r"['’]s$", "", raw)  # a possessive: the king's crown
        folded = X.fold(raw)
        out.append(_Tok(raw, folded, folded, raw[:1].isupper(), start, False))
        start = False
    return out


def _language(toks: list[_Tok]) -> str:
    counts = {lang: sum(t.fold in words for t in toks) for lang, words in L.FUNCTION_WORDS.items()}
    best = max(counts, key=lambda k: (counts[k], k == "en"))
    return best if counts[best] > counts["en"] else "en"


def _translate(toks: list[_Tok], language: str) -> None:
    table = L.WORDS.get(language)
    if not table:
        return
    i = 0
    while i < len(toks):
        pair = f"{toks[i].fold} {toks[i + 1].fold}" if i + 1 < len(toks) else ""
        if pair in table:
            toks[i].english, toks[i + 1].english = table[pair], ""
            i += 2
            continue
        word = toks[i].fold
        found = table.get(word) or next(
            (table[w] for w in (word[:-1], word[:-2], word.rstrip("s")) if len(w) > 2 and w in table), None
        )
        if found:
            toks[i].english = found
        elif word in L.FUNCTION_WORDS.get(language, ()):
            toks[i].english = "the"  # a function word of that language is no term and no name
        i += 1


class _Reader:
    def __init__(self, text: str, language: str, toks: list[_Tok]):
        self.text, self.language, self.toks = text, language, toks
        # the English word sequence (a translation may be a phrase), aligned back to tokens
        self.words: list[tuple[str, int]] = []
        for i, t in enumerate(toks):
            if t.punct:
                self.words.append((t.fold, i))
            else:
                self.words += [(w, i) for w in t.english.split()]
        self.used: set[int] = set()  # token indices that are part of a concept
        self.cue_tokens: set[int] = set()  # token indices that are part of a goal cue
        words = [t for t in toks if not t.punct and t.fold not in G.STOP and len(t.fold) > 2]
        self.title_case = len(words) >= 3 and sum(t.cap for t in words) >= 0.7 * len(words)

    def read(self) -> Idea:
        idea = Idea(self.text, self.language)
        asked = read_genre(self.text)
        idea.genre, idea.genres, idea.genre_words = asked.genre, asked.genres, asked.words
        concepts = self._crowned(self._concepts())
        goals, moods, numbers = self._cues()
        names = self._names(concepts)
        taken = {n.position for n in names}
        idea.terms = [c for c in concepts if c.position not in taken] + names
        self._objects(idea, goals, numbers)
        if any(g.cue not in _STATE_CUES for g in goals):
            # "a lost yeti cub ... take it home": lost is how things stand, the goal is the other one
            goals = [g for g in goals if g.cue not in _STATE_CUES]
        idea.terms += goals
        if moods:
            idea.terms.append(moods[0])
            idea.peaceful = True
        for t in idea.terms:
            t.governed = self._governed(t.position)
        idea.terms = _dedupe(idea.terms)
        found = {t.concept for t in idea.of_kind("goal")}
        idea.archetype = next((a for a in G.ARCHETYPES if a in found), None)
        _mark_hero(idea)
        idea.terms.sort(key=lambda t: t.position)
        return idea

    # ---- concepts: longest English phrase first ----
    def _concepts(self) -> list[Term]:
        out, i = [], 0
        while i < len(self.words):
            hit = None
            for n in (4, 3, 2, 1):
                phrase = " ".join(w for w, _ in self.words[i : i + n])
                if len(self.words[i : i + n]) < n:
                    continue
                entries = [e for e in X.lookup(phrase) if e.kind in ("character", "place", "item")]
                if entries:
                    hit = (n, entries[0])
                    break
            if hit is None:
                i += 1
                continue
            n, entry = hit
            toks = sorted({j for _, j in self.words[i : i + n]})
            surface = " ".join(self.toks[j].text for j in toks)
            words = X.synonyms(entry.kind, entry.concept) + tuple(self.toks[j].fold for j in toks)
            out.append(Term(entry.kind, entry.concept, surface, tuple(dict.fromkeys(words)), position=toks[0]))
            self.used.update(toks)
            i += n
        return out

    def _crowned(self, concepts: list[Term]) -> list[Term]:
        """'the goblin king': a foe wearing a title is one character, the goblin, called King."""
        if self.language != "en":
            return concepts
        out: list[Term] = []
        for t in concepts:
            before = out[-1] if out else None
            if (
                before is not None
                and before.concept == "giant"
                and t.kind == "character"
                and before.position == t.position - 1
            ):
                out.pop()  # "a giant demon": one big demon, not a giant and a demon
                before = out[-1] if out else None
            if (
                t.kind == "character"
                and t.concept in CROWNS
                and before is not None
                and before.kind == "character"
                and before.position == t.position - 1
                and X.stance(before.concept) == "foe"
            ):
                title = t.text.title()
                out.append(
                    Term("name", title, t.text, (X.fold(title),), of=before.concept, position=t.position, title=True)
                )
                continue
            out.append(t)
        return out

    def _cues(self) -> tuple[list[Term], list[Term], dict[int, int]]:
        goals, moods, numbers = [], [], {}
        words = [w for w, _ in self.words]
        for i in range(len(words)):
            if self.words[i][1] in self.cue_tokens:
                continue  # inside a longer cue: "who stole" is not also "stole"
            for n in (3, 2, 1):
                if i + n > len(words):
                    continue
                phrase = " ".join(words[i : i + n])
                pos = self.words[i][1]
                for e in X.lookup(phrase):
                    if e.kind == "goal" and self._negated(i):
                        continue  # "no fighting", "without a fight"
                    if e.kind == "goal":
                        self.cue_tokens.update(j for _, j in self.words[i : i + n])
                    if e.kind == "goal" and not any(g.position == pos for g in goals):
                        end = self.words[i + n - 1][1]
                        goals.append(Term("goal", e.concept, self._span(i, n), position=pos, end=end, cue=phrase))
                    elif e.kind == "mood" and not any(m.position == pos for m in moods):
                        moods.append(Term("mood", "peaceful", self._span(i, n), position=pos))
                    elif e.kind == "number":
                        numbers[pos] = int(e.concept)
            pos = self.words[i][1]
            if any(g.position == pos for g in goals):
                continue
            if words[i] in G.ESCORT_WITH_HOME and "home" in words[i + 1 : i + 6]:
                goals.append(Term("goal", "escort", self.toks[pos].text, position=pos, end=pos))
            elif words[i] in G.DELIVER_WITH_TO and "to" in words[i + 1 : i + 7]:
                goals.append(Term("goal", "deliver", self.toks[pos].text, position=pos, end=pos))
            if words[i].isdigit() and 1 < int(words[i]) <= 99:
                numbers[self.words[i][1]] = int(words[i])
        return goals, moods, numbers

    def _governed(self, i: int) -> bool:
        k = i - 1
        while k >= 0 and self.toks[k].fold in ("a", "an", "the", "his", "her", "their", "its", "my"):
            k -= 1
        return k >= 0 and (self.toks[k].fold in _PREPOSITIONS or self.toks[k].english in _PREPOSITIONS)

    def _negated(self, i: int) -> bool:
        before = {self.toks[j].fold for _, j in self.words[max(0, i - 2) : i]}
        return bool(before & _NEGATIONS)

    def _span(self, i: int, n: int) -> str:
        return " ".join(dict.fromkeys(self.toks[j].text for _, j in self.words[i : i + n]))

    # ---- names ----
    def _names(self, concepts: list[Term]) -> list[Term]:
        by_pos = {t.position: t for t in concepts if t.kind == "character"}
        out, i = [], 0
        while i < len(self.toks):
            if not self._could_name(i, by_pos):
                i += 1
                continue
            j = i
            while j + 1 < len(self.toks) and self._name_like(j + 1):
                j += 1
            parts = list(range(i, j + 1))
            title = None
            while len(parts) > 1 and self.toks[parts[0]].fold in TITLES:
                title = self.toks[parts.pop(0)].fold
            name = " ".join(self.toks[k].text for k in parts)
            of = self._attached(i, j, by_pos, title) or _TITLE_CONCEPT.get(title or "")
            out.append(Term("name", name, name, (X.fold(name),), of=of, position=i))
            i = j + 1
        return out

    def _name_like(self, i: int, by_pos: dict[int, Term] | None = None) -> bool:
        t = self.toks[i]
        if t.punct or not t.cap or t.fold in _NEVER_NAMES or len(t.fold) < 2 or t.english == "the":
            return False
        if t.fold in GENRE_WORDS:  # "a turn-based RPG": the genre, not a hero called RPG
            return False
        if i in self.cue_tokens or t.fold in G.DELIVER_WITH_TO or t.fold in G.ESCORT_WITH_HOME:
            return False
        known = bool(X.lookup(t.english)) or i in self.used
        if known and by_pos is not None and i >= 1 and not self.title_case:
            # "his horse Biscuit", "a dog named Pepper": a capitalised item word is a name there
            prev = self.toks[i - 1].fold
            item = all(e.kind == "item" for e in X.lookup(t.english))
            return item and (i - 1 in by_pos or prev in L.NAME_CUES)
        return not known

    def _could_name(self, i: int, by_pos: dict[int, Term]) -> bool:
        t = self.toks[i]
        title = t.cap and t.fold in TITLES and i + 1 < len(self.toks) and self._name_like(i + 1)
        if not (self._name_like(i, by_pos) or title):
            return False
        prev = self.toks[i - 1].fold if i else ""
        if prev in L.NAME_CUES:
            return True
        near = any(p in by_pos for p in (i - 1, i + 1, i + 2, i + 3)) and not (i >= 1 and self.toks[i - 1].punct)
        if self.language == "de":  # every German noun is capitalised: only a cue or a role beside it
            return near or title or (i + 1 < len(self.toks) and self.toks[i + 1].fold == ",")
        if self.title_case:  # "A Knight Rescues The Princess": capitals say nothing
            return title
        if not t.start:
            return True
        after = self.toks[i + 1] if i + 1 < len(self.toks) else None
        if after is None:
            return False
        if after.fold == "the":  # "Pip the frog"
            return any(p in by_pos for p in (i + 2, i + 3))
        return title or after.fold in _NAME_FOLLOWERS or i + 1 in self.cue_tokens

    def _attached(self, i: int, j: int, by_pos: dict[int, Term], title: str | None) -> str | None:
        """The character a name belongs to: 'Pip the frog', 'the frog Pip', 'a knight named Ada'."""
        if title and title in X.phrases():
            entries = [e for e in X.lookup(title) if e.kind == "character"]
            if entries:
                return entries[0].concept
        skip = {"the", "a", "an", "young", "old", "little", "brave", "der", "die", "das", "le", "la", "el", "il"}
        k = j + 1
        while k < len(self.toks) and (self.toks[k].fold in skip or self.toks[k].fold == ","):
            k += 1
        if k in by_pos and k - j <= 4:
            return by_pos[k].concept
        k = i - 1
        while k >= 0 and (self.toks[k].fold in L.NAME_CUES or self.toks[k].fold in skip):
            k -= 1
        if k in by_pos and i - k <= 3:
            return by_pos[k].concept
        return None

    # ---- goal objects ----
    def _objects(self, idea: Idea, goals: list[Term], numbers: dict[int, int]) -> None:
        for goal in goals:
            obj, count = self._object_after(max(goal.position, goal.end), idea, numbers)
            if obj is None and self.language in ("ja", "zh"):  # verb-last: the object comes before
                obj = next((t for t in reversed(idea.terms) if t.position < goal.position and t.kind != "goal"), None)
            if goal.concept == "collect" or count:
                goal.count = count or goal.count
            if obj is not None:
                goal.of = obj.concept
                if goal.concept == "deliver" and obj.kind in ("character", "name"):
                    goal.concept = "escort"  # taking someone somewhere is an escort
                if goal.concept == "find" and obj.concept == "outlaw":
                    goal.concept = "investigate"  # finding the thief is a mystery
                if goal.count and obj.kind == "item":
                    obj.count = goal.count

    def _verb_said(self, k: int) -> bool:
        """Whether token k is a verb's -ed or -ing form said as a verb ("who poisoned the tomatoes",
        "what is making the bells ring"), not a thing after a determiner ("the painting")."""
        word = self.toks[k].fold
        lemma = W.lemma(word, "v") if word.endswith(("ed", "ing")) else None
        if not lemma or lemma == word:
            return False
        return k == 0 or self.toks[k - 1].fold not in _DETERMINERS

    def _object_after(self, pos: int, idea: Idea, numbers: dict[int, int]) -> tuple[Term | None, int | None]:
        count, unknown = None, []
        k = pos + 1
        while k < len(self.toks) and k <= pos + 6:
            t = self.toks[k]
            if t.punct:
                break
            if k in numbers:
                count = numbers[k]
            term = next((x for x in idea.terms if x.position == k), None)
            if term is not None:
                # "the school bell": the last of adjacent terms is the head noun
                following = next((x for x in idea.terms if x.position == k + 1 and x.kind != "goal"), None)
                return following or term, count
            if k in self.cue_tokens:
                if t.fold not in _STATE_CUES:
                    break
                k += 1
                continue
            if t.fold in _PREPOSITIONS or t.english in _PREPOSITIONS:
                break  # "a courier on a horse": what follows a preposition is no object
            if t.english in G.STOP or t.english == "the" or k in numbers or t.fold in G.STOP:
                if unknown:
                    break
                k += 1
                continue
            if not unknown and self._verb_said(k):
                break  # "find out who drained the town pond": a deed, not what is found
            unknown.append(k)
            if len(unknown) == 2:
                break
            k += 1
        if unknown and self.language == "en":
            text = " ".join(self.toks[u].text for u in unknown)
            words = (X.fold(text), *(s for s in X.singulars(X.fold(text)) if len(s) > 2))
            term = Term("item", X.fold(text), text, tuple(dict.fromkeys(words)), known=False, position=unknown[0])
            idea.terms.append(term)
            return term, count
        return None, count


def _dedupe(terms: list[Term]) -> list[Term]:
    out: dict[tuple[str, str], Term] = {}
    for t in sorted(terms, key=lambda t: t.position):
        key = (t.kind, t.concept.lower())
        if key in out:
            kept = out[key]
            kept.count = kept.count or t.count
            kept.of = kept.of or t.of
            continue
        out[key] = t
    # a name's character is part of the name's term, not a term of its own unless said twice
    return list(out.values())


def _mark_hero(idea: Idea) -> None:
    """The one the idea is about: the character or name nearest before the first goal cue, else
    the first name, else the first character that is not a foe."""
    people = [t for t in idea.terms if t.kind in ("name", "character")]
    if not people:
        return
    goals = sorted(t.position for t in idea.of_kind("goal") if t.cue not in _STATE_CUES)
    objects = {g.of for g in idea.of_kind("goal") if g.of}
    positions = {t.position: t for t in idea.terms}
    before = [t for t in people if goals and t.position < goals[0] and t.concept not in objects and not t.governed]
    pick = None
    if before:
        names = [t for t in before if t.kind == "name"]
        # a "goblin king" is a foe wearing a title, not the hero
        friends = [
            t
            for t in before
            if X.stance(t.concept) != "foe"
            and not (t.position - 1 in positions and X.stance(positions[t.position - 1].concept) == "foe")
        ]
        if not friends:
            return
        # verb-last languages put the subject first; the others the nearest before the verb
        pick = names[0] if names else friends[0] if idea.language in ("ja", "zh") else friends[-1]
    elif not goals:
        # a name after a preposition is somewhere, not someone ("the rooftops of Paris")
        names = [t for t in people if t.kind == "name" and not t.governed]
        friends = [t for t in people if t.kind == "character" and X.stance(t.concept) != "foe"]
        pick = (names or friends or [None])[0]
    if pick is not None:
        pick.hero = True
        if pick.kind == "name" and pick.of is None:
            after = [t for t in people if t.kind == "character" and 0 < t.position - pick.position <= 4]
            pick.of = after[0].concept if after else None
