"""Text rules shared by the validator and the C emitter: the engine's character set, word wrap,
C identifiers and C string literals."""

from __future__ import annotations

import re

from romsmith.generators.spec import TEXT_COLS

# The engine's font covers ASCII 32..126. Double quotes and backslashes are refused as well: they
# are the characters that break generated C when escaping goes wrong, and ' reads the same.
UNSAFE = {'"': "'", "\\": "/"}
REPLACEMENTS = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201c": "'",
    "\u201d": "'",
    "\u2026": "...",
    "\u2013": "-",
    "\u2014": "-",
}


def bad_chars(text: str) -> tuple[list[str], list[str]]:
    """(unsafe characters, characters outside printable ASCII) found in text, in order."""
    unsafe = [c for c in dict.fromkeys(text) if c in UNSAFE]
    other = [c for c in dict.fromkeys(text) if not (32 <= ord(c) <= 126) and c not in UNSAFE]
    return unsafe, other


def wrap(text: str, cols: int = TEXT_COLS) -> list[str]:
    """Word-wrap like the engine: break at spaces, split words longer than a line."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            while len(word) > cols:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:cols])
                word = word[cols:]
            candidate = f"{line} {word}" if line else word
            if len(candidate) <= cols:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def c_ident(name: str) -> str:
    """An id as the upper-case C identifier part it becomes ('old-man' -> 'OLD_MAN'); '' if none."""
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_").upper()


def c_string(text: str) -> str:
    """A C string literal for text, every byte outside safe printable ASCII escaped."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch in '"\\?':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif 32 <= code <= 126:
            out.append(ch)
        else:
            out.append("\\%03o" % (code & 0xFF))
    return '"' + "".join(out) + '"'
