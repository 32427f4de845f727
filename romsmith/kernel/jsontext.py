"""JSON from files and models, parsed within bounds.

    parse_json(text, what="JSON") -> object     raises JsonRefused
    loads(text, what="JSON") -> object          raises json.JSONDecodeError or JsonRefused

Python's parser turns some inputs into errors that are not JSON errors: an integer of more than
4300 digits raises ValueError, nesting a thousand deep raises RecursionError. Inputs here come
from users and models, so the nesting depth is measured before parsing (a linear scan) and
integers longer than MAX_INT_DIGITS are refused while parsing; every refusal is a JsonRefused
(a ValueError) naming the line and column and the limit.
"""

from __future__ import annotations

import json
import re

MAX_DEPTH = 64  # a GameSpec nests 6 deep; nothing romsmith reads needs more
MAX_INT_DIGITS = 32


class JsonRefused(ValueError):
    """Text that is not JSON romsmith accepts; str() says where and why."""


def parse_json(text: str, what: str = "JSON") -> object:
    try:
        return loads(text, what)
    except json.JSONDecodeError as exc:
        raise JsonRefused(f"{what} is not valid JSON: {exc.msg} (line {exc.lineno} column {exc.colno})") from None


def loads(text: str, what: str = "JSON") -> object:
    """json.loads within the bounds: json.JSONDecodeError for bad syntax (its position intact, for
    callers that look around it), JsonRefused for an input beyond the limits."""
    depth, at = _max_depth(text)
    if depth > MAX_DEPTH:
        line, col = _line_col(text, at)
        raise JsonRefused(f"{what} nests deeper than {MAX_DEPTH} levels (line {line} column {col})")
    try:
        return json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except _TooLong as exc:
        where = text.find(exc.digits[:64])
        line, col = _line_col(text, max(where, 0))
        raise JsonRefused(
            f"{what} has an integer of {len(exc.digits)} digits (line {line} column {col}); "
            f"at most {MAX_INT_DIGITS} are accepted"
        ) from None
    except _Constant as exc:
        raise JsonRefused(f"{what} uses {exc.args[0]}, which is not JSON") from None


class _TooLong(Exception):
    def __init__(self, digits: str):
        super().__init__(len(digits))
        self.digits = digits


class _Constant(Exception):
    pass


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _TooLong(digits)
    return int(digits)


def _no_constant(name: str):
    raise _Constant(name)


_SPECIAL = re.compile(r'\\.|["\[\]{}]', re.S)  # one or two characters a match: linear time


def _max_depth(text: str) -> tuple[int, int]:
    """(deepest nesting of [ and { outside strings, offset where it was reached)."""
    depth = deepest = at = 0
    in_string = False
    for match in _SPECIAL.finditer(text):
        ch = match.group()
        if ch == '"':
            in_string = not in_string
        elif in_string or len(ch) == 2:
            continue  # a bracket inside a string, or an escaped character
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest, at = depth, match.start()
                if deepest > MAX_DEPTH:
                    break
        else:
            depth -= 1
    return deepest, at


def _line_col(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1
