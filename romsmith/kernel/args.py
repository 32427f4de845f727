"""Arguments of the public functions checked where they come in, so a wrong type or value is one
UsageError (exit 2) naming the argument and what it takes, instead of a TypeError deep inside a
run or a run that does the wrong thing (`tools="world"` read letter by letter).

    text(value, name, max_chars=..., hint=...) -> str          str, not empty, no control characters
    whole_number(value, name, low, high, hint=...) -> int       an int in [low, high] (not a bool)
    path(value, name, what) -> Path                             str or os.PathLike, a path the system takes
    output_folder(value, name) -> Path                          path() that is not a file or a device
    flag(value, name) -> bool                                   True or False, nothing truthy
    names(value, name, max_items=...) -> list[str]              one name, or a list of names (tags, tools)

Every message shows the argument's type, never a huge value itself.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

from romsmith.kernel.errors import UsageError
from romsmith.kernel.files import FileRefused, check_path, describe

# a tag a guideline carries: an agent, a tool or a stage name (`character`, `claim_guard`, `emit`)
NAME = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,63}")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _type(value) -> str:
    return "None" if value is None else type(value).__name__


def text(value, name: str, *, max_chars: int, hint: str, one_line: bool = False) -> str:
    if not isinstance(value, str):
        raise UsageError(f"{name} must be text, not {_type(value)}", hint=hint)
    if not value.strip():
        raise UsageError(f"{name} is empty", hint=hint)
    if len(value) > max_chars:
        raise UsageError(f"{name} is {len(value)} characters long, more than {max_chars}", hint=hint)
    bad = _CONTROL.search(value) or (re.search(r"[\n\r]", value) if one_line else None)
    if bad:
        raise UsageError(
            f"{name} holds a control character (0x{ord(bad.group()):02X} at character {bad.start()})",
            hint=hint,
        )
    return value


def whole_number(value, name: str, *, low: int, high: int, hint: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise UsageError(f"{name} must be a whole number, not {_type(value)}", hint=hint)
    if not low <= value <= high:
        shown = str(value) if abs(value) < 10**15 else f"a number of {digits(value)} digits"
        raise UsageError(f"{name} is {shown}; it must be from {low} to {high}", hint=hint)
    return value


def digits(value: int) -> str:
    """How many digits `value` has, without str() (which Python refuses past 4300 digits)."""
    if abs(value) < 10**4000:
        return str(len(str(abs(value))))
    return f"about {int(abs(value).bit_length() * 0.30103) + 1}"


def path(value, name: str, what: str) -> Path:
    if isinstance(value, bytes) or not isinstance(value, str | os.PathLike):
        raise UsageError(f"{name} must be {what} (a str or a Path), not {_type(value)}", hint=f"pass {name} as a path")
    try:
        found = Path(value)
        check_path(found)
    except FileRefused as exc:
        raise UsageError(f"{name}: {exc}", hint=f"pass {name} as a shorter path") from None
    except TypeError:
        raise UsageError(f"{name} must be {what}, not {_type(value)}", hint=f"pass {name} as a path") from None
    return found


def output_folder(value, name: str = "out") -> Path:
    """A folder to write into: missing (made later) or a folder; anything else there is refused."""
    found = path(value, name, "the path of an output folder")
    kind = describe(found)
    if kind not in ("nothing", "a directory", "a link to a directory"):
        raise UsageError(
            f"{name} {found} is {kind}, not a folder", hint="pass the path of a folder (it is made when missing)"
        )
    return found


def flag(value, name: str) -> bool:
    if not isinstance(value, bool):
        raise UsageError(f"{name} must be True or False, not {_type(value)}", hint=f"pass {name}=True or {name}=False")
    return value


def names(value, name: str, *, max_items: int = 20) -> list[str]:
    """Tags given as one name or a list of names; each a plain word (letters, digits, _ and -)."""
    hint = f'pass {name} as a list of names, e.g. ["character"]'
    if isinstance(value, str):
        value = [value]
    if isinstance(value, bytes | dict) or not isinstance(value, Iterable):
        raise UsageError(f"{name} must be a list of names, not {_type(value)}", hint=hint)
    found: list[str] = []
    for item in value:
        if len(found) >= max_items:
            raise UsageError(f"{name} holds more than {max_items} names", hint=hint)
        if not isinstance(item, str) or not NAME.fullmatch(item):
            shown = repr(item[:40]) if isinstance(item, str) else _type(item)
            raise UsageError(
                f"{name} holds {shown}, which is not a name (a letter, then letters, digits, _ or -, at most 64)",
                hint=hint,
            )
        found.append(item)
    return found


def optional(value, check, *args, **kwargs):
    """`check(value, ...)` unless `value` is None."""
    return None if value is None else check(value, *args, **kwargs)
