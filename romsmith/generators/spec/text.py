"""Text rules shared by the validator and the C emitter: the engine's character set, word wrap,
ids, C identifiers and the one function (`c_string`) every string reaching generated C goes through."""

from __future__ import annotations

import re

from romsmith.generators.spec._limits import TEXT_COLS

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


# An id becomes part of a C symbol (SCENE_<ID>) and nothing else may: lower snake_case, starting
# with a letter, so the symbol is exactly the upper-cased id and two ids never share one.
ID_PATTERN = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


def is_id(value: str) -> bool:
    return isinstance(value, str) and len(value) <= 32 and ID_PATTERN.fullmatch(value) is not None


def suggest_id(value: str, kind: str) -> str:
    """The closest valid id ('Old Man' -> 'old_man', '2nd' -> 'scene_2nd'), ASCII only."""
    ascii_only = value.encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_only.lower())[:8]
    candidate = "_".join(words)
    if not candidate or not candidate[0].isalpha():
        candidate = f"{kind}_{candidate}" if candidate else kind
    return candidate[:32].rstrip("_")


def c_ident(name: str) -> str:
    """An id as the upper-case C identifier part it becomes ('old-man' -> 'OLD_MAN'); '' if none."""
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_").upper()


def c_string(text: str) -> str:
    """`text` as a C string literal that is also safe inside a C comment: every byte outside
    printable ASCII is an octal escape (UTF-8 bytes), `"`, `\\` and `?` (trigraphs) are escaped,
    and a `/` next to a `*` is written `\\057`, so no string can open or close a comment.
    Generated C quotes every spec or pack string through here, in code and in comments alike."""
    data = text.encode("utf-8", "surrogatepass")
    out = []
    for i, byte in enumerate(data):
        ch = chr(byte)
        near_star = ch == "/" and b"*" in data[max(i - 1, 0) : i] + data[i + 1 : i + 2]
        if ch in '"\\?':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif 32 <= byte <= 126 and not near_star:
            out.append(ch)
        else:
            out.append("\\%03o" % byte)
    return '"' + "".join(out) + '"'
