"""Other languages an idea may come in: how to tell them apart (function words), and their words
for the English concepts, goals and moods. The words are data, in `languages.toml` beside this
module (shipped as package data), read once on import.

    FUNCTION_WORDS   language -> its function words ("der", "le", "el", ...)
    LANGUAGE_NAMES   language code -> its English name
    NAME_CUES        words that introduce a name ("named", "namens", "appele", ...)
    WORDS            language -> {foreign word or phrase: English word or phrase}
    SCRIPT_WORDS     Japanese and Chinese words -> English (matched as substrings, longest first)

Words are written folded (lower case, accents removed, ß as ss), as the extractor folds the idea
before looking them up. Each language's words are `foreign:english` pairs; the English side is a
word or phrase of the concept, goal or mood tables (`_concepts.py`, `_goals.py`), with `_` for a
space; a foreign word listed twice keeps its first meaning.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

DATA = Path(__file__).resolve().parent / "languages.toml"


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _table(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in text.split():
        foreign, _, english = pair.partition(":")
        out.setdefault(foreign.replace("_", " "), english.replace("_", " "))
    return out


_data = tomllib.loads(DATA.read_text(encoding="utf-8"))

# function words per language; the language with most hits in an idea is its language
FUNCTION_WORDS: dict[str, frozenset[str]] = {lang: _set(text) for lang, text in _data["function_words"].items()}
LANGUAGE_NAMES: dict[str, str] = dict(_data["names"])
# words that introduce a name: "a knight named Ada", "ein Ritter namens Kurt"
NAME_CUES: frozenset[str] = _set(_data["name_cues"])
WORDS: dict[str, dict[str, str]] = {lang: _table(text) for lang, text in _data["words"].items()}
# Japanese and Chinese words (no spaces between words: matched as substrings, longest first)
SCRIPT_WORDS: dict[str, str] = dict(_data["script_words"])
del _data
