"""How rare a word is in English, for the decline's words (`_decline.word_shares`).

A terse query about the vault ("LLM request hung", "persistence feature not supported") embeds far
from its guideline, but it shares a word with it that English rarely uses; a query about something
else that shares a word with a guideline shares a common one ("promise", "sheet", "key"), and often
carries a rare word the project never uses ("terraform", "Aseprite"). Telling the two apart needs
each word's frequency in a corpus of billions of words, which `wordfreq` ships (its English list,
on the Zipf scale: log10 of occurrences per billion words; "the" is about 7.7, "sprite" 3.2, "llm"
2.3, a word it has never seen 0). The list is read once per process (about half a second).
"""

from __future__ import annotations

import functools

from romsmith.kernel.errors import LibraryMissing

COMMON = 5.5  # Zipf at or above which a word tells nothing ("time", "game"); rarity 0


@functools.lru_cache(maxsize=1)
def _zipf():
    try:
        from wordfreq import zipf_frequency
    except ImportError as exc:
        raise LibraryMissing(
            "the decline needs the wordfreq package to weigh a query's words",
            hint="reinstall romsmith's dependencies: make venv (or pip install -r requirements.lock)",
        ) from exc
    return zipf_frequency


@functools.lru_cache(maxsize=65536)
def zipf(word: str) -> float:
    """The word's frequency in English on the Zipf scale (0 when unknown)."""
    return float(_zipf()(word.lower(), "en"))


def rarity(word: str) -> float:
    """How rare a word (as written, not stemmed: a stem is no word) is: COMMON minus its Zipf
    frequency, at least 0."""
    return max(0.0, COMMON - zipf(word))
