"""Deterministic answers for the memory tasks of the embedded `offline/designer` model.

The model layer routes a request whose system prompt starts with `<!-- task: compress -->`,
`summarise` or `success_pattern` here, so mining works with no API key and gives the same
guideline for the same failure every time. Each function reads the JSON (or "- " lines) that
`memory` puts in the last user message, the same message a real model gets.
"""

from __future__ import annotations

import json
import re

_FROM_PACK = {"sprite", "tile", "tileset", "theme", "palette"}
DEFAULT_CAP = 60  # the guideline_token_cap setting's default; the miner sends the configured one as `token_cap`


def _user_text(messages: list[dict]) -> str:
    for message in reversed(messages or []):
        if message.get("role") == "user":
            content = message.get("content")
            if isinstance(content, list):  # OpenAI-style content parts
                content = " ".join(p.get("text", "") for p in content if isinstance(p, dict))
            return str(content or "")
    return ""


def _payload(messages: list[dict]) -> dict:
    text = _user_text(messages)
    match = re.search(r"\{.*\}", text, re.S)
    if match:
        try:
            data = json.loads(match.group(0))
            if isinstance(data, dict):
                return data
        except ValueError:
            pass
    return {"error": text.strip()}


def field_name(pointer: str | None) -> str:
    """`/cast/0/sprite` -> `cast[].sprite`: names the field, not one instance of it."""
    if not pointer:
        return ""
    out = ""
    for part in pointer.strip("/").split("/"):
        out += "[]" if part.isdigit() or part == "*" else ("." if out else "") + part
    return out


def _quote_list(values, limit: int = 5) -> str:
    values = [str(v) for v in (values or [])][:limit]
    return ", ".join(f"`{v}`" for v in values)


def _general_error(error: str) -> str:
    """The error message without run-specific detail (paths, numbers, session ids)."""
    error = re.sub(r"\b\d{8}-\d{6}-[0-9a-f]{4}\b", "", error or "")
    error = re.sub(r"(?<![\w`])(?:/[\w.-]+){2,}", "a file", error)
    error = re.sub(r"\b(line|step|seq|column)\s+\d+", r"\1", error, flags=re.I)
    return " ".join(error.split()).rstrip(".")


def _concept(value, choices) -> str:
    """What an invented id was reaching for, when the id itself says so: `puny_knight` -> `knight`
    when the valid ids share `puny_`. Only a plain word or two: a name like `Aurora the knight`
    or `Amina_1.jpg` says nothing a later run can use."""
    word = str(value)
    prefixes = {str(c).split("_", 1)[0] + "_" for c in (choices or []) if "_" in str(c)}
    if len(prefixes) == 1 and word.startswith(next(iter(prefixes))):
        word = word[len(next(iter(prefixes))) :]
    word = word.replace("_", " ").strip().lower()
    return word if re.fullmatch(r"[a-z]+(?: [a-z]+)?", word) else ""


def _article(concept: str) -> str:
    return f"{'an' if concept[0] in 'aeiou' else 'a'} {concept}"


def _fit(essential: str, optional: list[str], cap: int) -> str:
    """`essential` plus as many of the `optional` sentences as stay within `cap` tokens."""
    from romsmith.memory import _tokens

    text = essential
    for extra in optional:
        if _tokens.count(f"{text} {extra}") <= cap:
            text = f"{text} {extra}"
    return text


def valid_fix(f: dict) -> str | None:
    """The valid id for what an invented one was reaching for: the layout's own choice for that
    item (items shape: the layout model picked it for the item's concept), else the one the repair
    that fixed it wrote, else the validator's closest suggestion; never the invented value."""
    value = f.get("value")
    for candidate in (f.get("layout"), f.get("fixed"), *(f.get("suggestions") or [])):
        if isinstance(candidate, (str, int)) and str(candidate) not in ("", str(value)):
            return str(candidate)
    return None


def _unknown_id(f: dict, field: str, kind: str, noun: str) -> str:
    """The guideline for an invented id says what to write, never the invented value (a small
    model copies the ids it sees in its prompt, the wrong ones too). With the concept the item
    was about it is one short mapping, "For a frog use sprite `puny_frog`.", short so that the
    mappings for different concepts stay apart in the index and each fits beside its item."""
    value, choices = f.get("value"), f.get("choices")
    fix = valid_fix(f)
    scene = field.startswith("scenes")
    concept = " ".join(str(f.get("concept") or "").split()) or ("" if scene else _concept(value, choices))
    if kind in _FROM_PACK:
        if fix and concept and scene:
            return f"For the scene {concept} use {noun} `{fix}`."
        if fix and concept:
            return f"For {_article(concept)} use {noun} `{fix}`."
        text = f"Use {noun} `{fix}` in `{field}`, copied exactly from the pack list"
        if not fix:
            text = f"Copy `{field}` {noun} ids exactly from the pack list"
    else:
        text = f"Use in `{field}` only {noun} ids the spec declares" + (f", such as `{fix}`" if fix else "")
    optional = ["Never invent an id or build one from a name or genre."]
    if choices and not fix:
        optional.append(f"Valid ids include {_quote_list(choices, 4)}.")
    return _fit(text + ".", optional, int(f.get("token_cap") or DEFAULT_CAP))


def compress(messages: list[dict]) -> str:
    f = _payload(messages)
    code, field = str(f.get("code") or ""), field_name(f.get("field") or f.get("path"))
    noun_match = re.match(r"(unknown|missing|undeclared|invalid)_(\w+)", code)
    if noun_match and noun_match.group(1) in ("unknown", "undeclared") and field:
        return _unknown_id(f, field, noun_match.group(2), noun_match.group(2).replace("_", " "))
    error = _general_error(str(f.get("error") or "the step failed")[:200])
    if field:
        rule = f"`{field}` was rejected ({code}): {error}" if code else f"`{field}` was rejected: {error}"
        return f"{rule}. Check `{field}` against that rule before submitting."
    where = f.get("tool") or f.get("node") or f.get("kind") or "this step"
    kind = f.get("kind")
    if kind == "build":
        return f"The ROM build failed with: {error}. Make generated C match the engine's declarations before building."
    if kind == "verify":
        return f"The ROM failed verification: {error}. Check the start scene and boot path before claiming success."
    return f"When using `{where}`, avoid this failure: {error}. Check its inputs before the call."


def summarise(messages: list[dict]) -> str:
    lines = [ln[2:].strip() for ln in _user_text(messages).splitlines() if ln.startswith("- ")]
    if not lines:
        return _user_text(messages).strip()
    firsts = []
    for line in lines:
        first = re.split(r"(?<=[.;])\s", line, maxsplit=1)[0].rstrip(".;")
        if first.lower() not in (f.lower() for f in firsts):
            firsts.append(first)
    return "; ".join(firsts) + "."


def success_pattern(messages: list[dict]) -> str:
    f = _payload(messages)
    steps = []
    for step in f.get("steps") or []:
        name = step.get("agent") if isinstance(step, dict) else str(step)
        if name and (not steps or steps[-1] != name):
            steps.append(name)
    flow = " → ".join(steps[:10]) or "plan → build → verify"
    repairs = f.get("repairs") or 0
    tail = "with no repair round" if not repairs else f"after {repairs} repair round(s)"
    return (
        f"A clean run went {flow} {tail}: keep each agent's output inside the validator's rules "
        "and build only after validation passes."
    )
