"""Checks of the text a model wrote into a game, beyond what the engine can show: each finding is
an error with the rule it broke (`rule`: said to the model instead of its rejected text), so the
text is repaired, or in the items shape replaced by the layout's own, with a warning.

    text_issues(spec, idea, paths)  -> [issue dict]   the texts at `paths` (None: every text)

- `text_debris`: template or markup left in the text: `{name}`, `#`, `<b>`, `**`, `[...]`.
- `text_repeat`: a word or a run of words written twice in a row ("King Kala, king Kala"; "Well,
  well" is speech), or one word or run three times in a short text (four in a longer one).
- `title_off_idea`: a title that names nothing of the idea: no word of the idea or of its word
  families ("Star Blaster" for a starship that blasts), no synonym of a character, place or thing
  it names, and no name the game gives its own people, places and foes, titles aside ("Saving
  Rora" when the princess is Rora): "The Lion King" for a knight who rescues a princess.
- `name_is_place`: a character's name whose head word is a place ("Ash Tower" for a boss).
- `text_cut`: a title or name that stops mid-phrase, as a model's answer cut at the field's
  length does ("The Princess Mira escape the J", "Captain Vega defends the moon,"): it ends in a
  space, a comma or other joining mark, a lone letter, or a word that must be followed.

The issues have the validator's shape (`path`, `code`, `message`, `severity`, `owner`,
`choices`, `suggestions`) plus `rule`. Whether a finding matters is for the caller: the graph
checks only what a model wrote (`pipeline.graph._repair.round_issues`).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from romsmith.kernel.owners import owner_of

RULES = {
    "text_debris": "plain words only: no braces, hash signs, angle brackets, asterisks or underscores",
    "text_repeat": "say each thing once: no word or phrase written twice",
    "name_is_place": "a name for a character, not a place (no tower, castle, forest and the like)",
    "text_cut": "a short whole phrase that fits the field, never cut off mid-phrase",
}
CODES = (*RULES, "title_off_idea")
_DEBRIS = re.compile(r"[{}<>#*\[\]|`\\^~=_]|\b\w+\.\w+\b(?<!\d)")
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "into",
        "onto",
        "over",
        "under",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "his",
        "her",
        "its",
        "their",
        "our",
        "your",
        "my",
        "this",
        "that",
        "these",
        "those",
        "it",
        "he",
        "she",
        "they",
        "we",
        "you",
        "i",
        "who",
        "what",
        "where",
        "when",
        "must",
        "will",
        "can",
        "may",
        "has",
        "have",
        "had",
        "do",
        "does",
        "not",
        "no",
        "so",
        "than",
        "then",
        "there",
        "here",
        "up",
        "down",
        "out",
        "off",
        "again",
        "all",
        "one",
        "two",
        "three",
        "some",
        "any",
        "every",
        "each",
        "very",
        "just",
    ]
)


def text_issues(spec: dict, idea: str, paths=None) -> list[dict]:
    """The model-text issues of `spec`'s texts at `paths` (JSON pointers; None: every text)."""
    texts = dict(texts_of(spec))
    wanted = texts if paths is None else {p: texts[p] for p in paths if p in texts}
    issues = []
    for path, text in wanted.items():
        if not isinstance(text, str) or not text.strip():
            continue
        if _DEBRIS.search(text):
            issues.append(_issue(path, "text_debris", "the text holds template marks or markup"))
        repeated = repetition(text)
        if repeated:
            issues.append(_issue(path, "text_repeat", f"the text repeats {repeated!r}"))
        if path == "/title" and idea and not _about_idea(text, idea, spec):
            words = ", ".join(idea_words(idea)[:4])
            issues.append(
                _issue(
                    path, "title_off_idea", "the title names nothing of the idea", f"a title about the idea ({words})"
                )
            )
        if (path == "/title" or path.endswith("/name")) and is_cut(text):
            issues.append(_issue(path, "text_cut", "the text stops mid-phrase"))
        if re.fullmatch(r"/cast/\d+/name", path) and is_place(text):
            issues.append(_issue(path, "name_is_place", "the character's name is a place"))
    return issues


def texts_of(spec: dict):
    """(pointer, text) of every text a model writes: title, premise, names, pages, the win text."""
    for key in ("title", "premise"):
        yield f"/{key}", spec.get(key)
    if isinstance(spec.get("win"), dict):
        yield "/win/text", spec["win"].get("text")
    for i, scene in enumerate(spec.get("scenes") or []):
        yield f"/scenes/{i}/name", (scene or {}).get("name")
    for i, actor in enumerate(spec.get("cast") or []):
        yield f"/cast/{i}/name", (actor or {}).get("name")
    for i, dialogue in enumerate(spec.get("dialogue") or []):
        for j, page in enumerate((dialogue or {}).get("pages") or []):
            yield f"/dialogue/{i}/pages/{j}", page


def repetition(text: str) -> str:
    """The repeated word or phrase of `text` ('' when none): a word or run of words written again
    right after itself within a sentence ("King Kala, king Kala", "Kala Kala"; a single word said
    twice with a comma between, "Well, well", is how people talk, three times is not), or a run
    or a content word written three times in a short text (four in a longer one)."""
    words = [w.lower() for w in _WORD.findall(text)]
    for sentence in re.split(r"[.!?]+", text):  # "at the gate. The gate stays shut" is two sentences
        said = [w.lower() for w in _WORD.findall(sentence)]
        for n in (4, 3, 2, 1):
            for i in range(len(said) - 2 * n + 1):
                run = said[i : i + n]
                if run != said[i + n : i + 2 * n] or all(w in STOP for w in run) or run == ["ha"]:
                    continue
                spoken = n == 1 and re.search(rf"(?i)\b{re.escape(run[0])}, {re.escape(run[0])}\b", sentence)
                if spoken and said[i + 2 : i + 3] != run:  # "Well, well," once
                    continue
                return " ".join(run)
    limit = 3 if len(words) <= 16 else 4
    for n in (3, 2):
        runs = Counter(tuple(words[i : i + n]) for i in range(len(words) - n + 1))
        for run, count in runs.items():
            if count >= limit and any(w not in STOP for w in run):
                return " ".join(run)
    counts = Counter(w for w in words if w not in STOP and len(w) > 2)
    word, count = counts.most_common(1)[0] if counts else ("", 0)
    return word if count >= limit else ""


_DANGLING = frozenset(["a", "an", "the", "of", "to", "and", "or", "but", "in", "on", "at", "by", "for", "with", "from", "into", "his", "her", "its", "their", "my", "your", "our"])  # fmt: skip


def is_cut(text: str) -> bool:
    """Whether a short text stops mid-phrase: a trailing space or joining mark, a lone letter
    (not "I" or "A"), or a last word that must be followed ("the", "of", "and")."""
    if text != text.rstrip() or text.rstrip()[-1:] in (",", ";", ":", "-", "&", "'"):
        return True
    words = _WORD.findall(text)
    last = words[-1] if words else ""
    if len(last) == 1:  # "Slime A" names one of several; "the J" is a word cut short
        return last not in ("I", "A")
    return len(words) > 1 and last.lower() in _DANGLING


def is_place(name: str) -> bool:
    """The name's head word (its last) is a place the lexicon knows: "Ash Tower", "Dark Woods"."""
    from romsmith.lexicon import extract

    words = _WORD.findall(name)
    return bool(words) and any(t.kind == "place" for t in extract(words[-1]).terms)


@lru_cache(maxsize=64)
def idea_words(idea: str) -> list[str]:
    """The idea's content words, then the synonyms of every character, place and thing it names."""
    from romsmith.lexicon import extract, synonyms

    reading = extract(idea)
    out = [_stem(w) for w in _WORD.findall(idea) if w.lower() not in STOP]
    for term in reading.terms:
        if term.kind in ("character", "place", "item", "name"):
            out += [_stem(w) for phrase in (term.text, term.concept, *term.words) for w in _WORD.findall(phrase)]
            if term.kind in ("character", "place", "item"):
                out += [_stem(w) for s in synonyms(term.kind, term.concept) for w in _WORD.findall(s)]
    return list(dict.fromkeys(w for w in out if w not in STOP and len(w) > 2))


def _about_idea(title: str, idea: str, spec: dict) -> bool:
    wanted = set(idea_words(idea)) | proper_names(spec)
    own = {_stem(w) for w in _WORD.findall(idea) if w.lower() not in STOP}
    words = [_stem(w) for w in _WORD.findall(title)]
    return not wanted or any(w in wanted or _kin(w, own) for w in words)


def _kin(word: str, own: set[str]) -> bool:
    """The word is of the family of one of the idea's own words ("blaster" of "blasts", "star" of
    "starship"): one begins with the other, four letters at least."""
    return len(word) >= 4 and any(w.startswith(word) or word.startswith(w) for w in own if len(w) >= 4)


def proper_names(spec: dict) -> set[str]:
    """The words of every name the game gives its people, places and foes (actors, scenes, and
    what a genre's scenes name, such as a level's boss), less titles: "Rora", "Mothership", "Orc";
    never "King" (so "King Kala" makes no title about a lion king)."""
    out = set()
    for text in _names([spec.get("cast"), spec.get("scenes")]):
        for word in _WORD.findall(text):
            if word.lower() not in STOP and word.lower() not in _TITLES and len(word) > 2:
                out.add(_stem(word))
    return out


def _names(value, depth: int = 0):
    """Every string under a "name" key inside `value` (nested dicts and lists, a few levels)."""
    if depth > 6:
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "name" and isinstance(item, str):
                yield item
            else:
                yield from _names(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            yield from _names(item, depth + 1)


_TITLES = frozenset(
    [
        "king",
        "queen",
        "prince",
        "princess",
        "lord",
        "lady",
        "sir",
        "dame",
        "master",
        "old",
        "young",
        "captain",
        "doctor",
    ]
)


def _stem(word: str) -> str:
    """Lower case without a possessive or a plural ending: frogs, frog's -> frog."""
    word = word.lower().removesuffix("'s")
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _issue(path: str, code: str, message: str, rule: str | None = None) -> dict:
    rule = rule or RULES[code]
    return {
        "path": path,
        "code": code,
        "message": f"{message}; {rule}",
        "rule": rule,
        "choices": [],
        "suggestions": [],
        "severity": "error",
        "owner": owner_of(path),
    }
