"""The ids and symbols a guideline names: sprite ids, flags, C symbols, JSON pointers.

Refs let invalidation find guidelines that talk about something a pack or schema change removed.
Extraction is lexical: quoted or backticked words, snake_case and CamelCase identifiers, names
with digits, UPPER_CASE constants and `/a/0/b` pointers (indices folded to `*`).
"""

from __future__ import annotations

import re

_QUOTED = re.compile(r"[`'\"]([A-Za-z_][A-Za-z0-9_./:-]{1,63})[`'\"]")
_IDENT = re.compile(r"(?<![\w/.-])([A-Za-z_][A-Za-z0-9_]*)(?![\w])")
_POINTER = re.compile(r"(?<![\w.])((?:/[A-Za-z_][A-Za-z0-9_]*|/\d+|/\*)+)")


def looks_like_symbol(word: str) -> bool:
    if len(word) < 3:
        return False
    if "_" in word.strip("_"):
        return True  # snake_case: sprite ids, flags, C symbols
    if word.isupper() and len(word) >= 4:
        return True  # constants like MAX_ACTORS, REG_DISPCNT
    if (re.search(r"[a-z][A-Z]", word) and not word[0].isupper()) or re.search(r"[a-z][A-Z].*[a-z][A-Z]", word):
        return True  # camelCase / CamelCase with 2+ humps
    return bool(re.search(r"[A-Za-z]\d|\d[A-Za-z]", word))  # knight2, tile16


def normalise_pointer(pointer: str) -> str:
    return re.sub(r"/\d+(?=/|$)", "/*", pointer)


def extract(text: str, extra: tuple[str, ...] | list[str] = ()) -> list[str]:
    """Sorted unique refs named in `text`, plus `extra` (e.g. the failing value from a trace)."""
    found: set[str] = set()
    for match in _POINTER.finditer(text):
        if match.group(1).count("/") >= 2:
            found.add(normalise_pointer(match.group(1)))
    for match in _QUOTED.finditer(text):
        word = match.group(1).strip("./:-")
        if word and not word.startswith("/"):
            found.add(word)
    for match in _IDENT.finditer(text):
        if looks_like_symbol(match.group(1)):
            found.add(match.group(1))
    found.update(str(e) for e in extra if e)
    return sorted(found)
