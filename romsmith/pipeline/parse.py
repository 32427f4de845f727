"""Structured output: find the JSON object in a model's answer and say precisely what was wrong.

Each problem kind (prose or fences around the JSON, truncated JSON, invalid JSON, wrong types)
gets one precise retry message; a second answer with the same problem ends the call as
ModelOutputError.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from romsmith.kernel.jsontext import JsonRefused, loads

MAX_ANSWER_CHARS = 1_000_000  # a whole maximal spec (generators.spec.samples.maximal_spec) is ~0.8 MB
_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)(?:```|$)", re.S)


@dataclass
class Parsed:
    """The object found (or None), what was wrong (a kind and a message), and whether it was wrapped."""

    value: object = None
    kind: str = ""  # "" when clean; "wrapped", "truncated", "not_json", "not_object", "schema"
    message: str = ""
    wrapped_value: object = None  # a valid object found inside prose or fences
    errors: list = field(default_factory=list)


def extract(text: str) -> Parsed:
    """The JSON object in `text`, or the reason there is none. The answer is bounded before any
    regex or parser looks at it (MAX_ANSWER_CHARS; JSON depth and integer size by kernel.jsontext)."""
    raw = (text or "").strip()
    if not raw:
        return Parsed(kind="not_json", message="Your answer was empty. Reply with one JSON object.")
    if len(raw) > MAX_ANSWER_CHARS:
        return Parsed(
            kind="too_long",
            message=(
                f"Your answer was {len(raw)} characters; one part of the game spec fits in far fewer (at most "
                f"{MAX_ANSWER_CHARS}). Reply with one compact JSON object and nothing else."
            ),
        )
    try:
        value = loads(raw, "your answer")
    except JsonRefused as exc:
        return Parsed(
            kind="not_json", message=f"{str(exc)[0].upper()}{str(exc)[1:]}. Reply with one plain JSON object."
        )
    except json.JSONDecodeError as exc:
        return _unclean(raw, exc)
    if not isinstance(value, dict):
        return Parsed(
            kind="not_object",
            message=(
                f"Your answer was a JSON {type(value).__name__}, not an object. Reply with one JSON object "
                "whose keys are the ones the instructions list."
            ),
        )
    return Parsed(value=value)


def _unclean(raw: str, exc: json.JSONDecodeError) -> Parsed:
    inner = _inner_object(raw)
    if inner is not None:
        how = "a code fence" if "```" in raw else "prose"
        return Parsed(
            kind="wrapped",
            wrapped_value=inner,
            message=(
                f"Your answer wrapped the JSON object in {how}. Reply with the JSON object alone: the first "
                "character must be '{' and the last '}', no code fences, no text before or after."
            ),
        )
    body = _fenced(raw) or raw[raw.find("{") :] if "{" in raw else raw
    if body.startswith("{") and _is_truncated(body):
        return Parsed(
            kind="truncated",
            message=(
                f"Your JSON was cut off after {len(body)} characters ({_open_what(body)} never closed). "
                "Send the complete object again; keep strings short so it fits."
            ),
        )
    where = f"line {exc.lineno} column {exc.colno}"
    return Parsed(
        kind="not_json",
        message=(
            f"Your answer is not valid JSON ({exc.msg} at {where}). Reply with one JSON object: double-quoted "
            "keys and strings, no comments, no trailing commas."
        ),
    )


def _fenced(raw: str) -> str | None:
    match = _FENCE.search(raw)
    return match.group(1).strip() if match else None


def _inner_object(raw: str) -> dict | None:
    """A complete JSON object inside fences or between prose, if there is one."""
    candidates = []
    fenced = _fenced(raw)
    if fenced:
        candidates.append(fenced)
    start, end = raw.find("{"), raw.rfind("}")
    if 0 <= start < end:
        candidates.append(raw[start : end + 1])
    for candidate in candidates:
        try:
            value = loads(candidate)
        except (json.JSONDecodeError, JsonRefused):
            continue
        if isinstance(value, dict):
            return value
    return None


def _scan(body: str) -> tuple[list[str], bool]:
    """The stack of open brackets and whether a string is still open at the end."""
    stack: list[str] = []
    in_string = escaped = False
    for ch in body:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            stack.append(ch)
        elif ch in "}]" and stack:
            stack.pop()
    return stack, in_string


def _is_truncated(body: str) -> bool:
    stack, in_string = _scan(body)
    return bool(stack) or in_string


def _open_what(body: str) -> str:
    stack, in_string = _scan(body)
    parts = []
    if in_string:
        parts.append("a string")
    if stack:
        parts.append(f"{stack.count('{')} object(s) and {stack.count('[')} array(s)")
    return " and ".join(parts) or "the object"


def schema_message(errors: list[dict]) -> str:
    """One retry message listing every type error: where, what was expected, what came."""
    lines = ["Your JSON has the wrong types or missing fields. Fix exactly these and send the whole object again:"]
    for err in errors[:20]:
        lines.append(f"- at {err['path']}: {err['message']}" + (f" (you sent {err['got']})" if "got" in err else ""))
    return "\n".join(lines)


def pydantic_errors(exc) -> list[dict]:
    """pydantic's ValidationError as [{path, message, got}] with JSON-pointer paths."""
    from romsmith.generators.spec import strip_tags

    out = []
    for err in exc.errors():
        path = "/" + "/".join(str(p) for p in strip_tags(err.get("loc", ())))
        item = {"path": path if path != "/" else "/", "message": err.get("msg", "invalid")}
        if "input" in err and err.get("type") != "missing":
            item["got"] = json.dumps(err["input"], default=str)[:80]
        out.append(item)
    return out
