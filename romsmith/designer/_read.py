"""What the designer reads from its prompt: the idea, the valid ids, the plan, repair requests."""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field


@dataclass
class SpriteChoice:
    id: str
    roles: list[str]
    aliases: list[str]


@dataclass
class Brief:
    task: str
    idea: str = ""
    sprites: list[SpriteChoice] = field(default_factory=list)
    themes: list[str] = field(default_factory=list)
    tracks: list[str] = field(default_factory=list)  # music track names, from the <tracks> block
    plan: dict | None = None
    previous: dict | None = None  # our last JSON answer, when asked to fix it
    feedback: str = ""  # the last user message after our answer
    guidelines: list[str] = field(default_factory=list)


def read(task: str, messages: list[dict]) -> Brief:
    system = next((str(m.get("content") or "") for m in messages if m.get("role") == "system"), "")
    users = [str(m.get("content") or "") for m in messages if m.get("role") == "user"]
    brief = Brief(
        task=task,
        sprites=_sprites(system),
        themes=_themes(system),
        tracks=re.findall(r"^\s*-\s*([a-z0-9_]+)", _block(system, "tracks"), re.M),
        guidelines=_guidelines(system),
    )
    first = users[0] if users else ""
    brief.idea = _section(first, "Game idea:") or first.strip()
    plan_text = _section(first, "Director's plan:")
    if plan_text:
        try:
            brief.plan = json.loads(plan_text)
        except json.JSONDecodeError:
            brief.plan = None
    last_assistant = max((i for i, m in enumerate(messages) if m.get("role") == "assistant"), default=None)
    if last_assistant is not None:
        try:
            brief.previous = json.loads(str(messages[last_assistant].get("content") or ""))
        except json.JSONDecodeError:
            brief.previous = None
        brief.feedback = "\n".join(
            str(m.get("content") or "") for m in messages[last_assistant + 1 :] if m.get("role") == "user"
        )
    return brief


def _block(text: str, tag: str) -> str:
    match = re.search(rf"<{tag}[^>]*>(.*?)</{tag}>", text, re.S)
    return match.group(1) if match else ""


def _sprites(system: str) -> list[SpriteChoice]:
    out = []
    for line in _block(system, "sprites").splitlines():
        match = re.match(r"\s*-\s*([a-z0-9_]+):\s*roles\s*([^;]*);\s*aliases\s*([^;]*)", line)
        if match:
            roles = [r.strip() for r in match.group(2).split(",") if r.strip()]
            aliases = [a.strip().lower() for a in match.group(3).split(",") if a.strip() and a.strip() != "-"]
            out.append(SpriteChoice(match.group(1), roles, aliases))
    return out


def _themes(system: str) -> list[str]:
    return re.findall(r"^\s*-\s*([a-z0-9_]+)", _block(system, "themes"), re.M)


def _guidelines(system: str) -> list[str]:
    return [
        line.strip()[2:]
        for line in _block(system, "retrieved_guidelines").splitlines()
        if line.strip().startswith("- ")
    ]


def _section(text: str, label: str) -> str:
    """The text after `label` up to the next blank-line-separated label, stripped."""
    index = text.find(label)
    if index < 0:
        return ""
    rest = text[index + len(label) :]
    stop = re.search(r"\n\n[A-Z][A-Za-z' ]+:\s*\n", rest)
    return (rest[: stop.start()] if stop else rest).strip()


def ascii_words(text: str) -> list[str]:
    """Lower-case ASCII words of the idea (accents folded, other scripts dropped)."""
    from romsmith.designer._words import SCRIPT_WORDS, TRANSLATE

    for word in sorted(SCRIPT_WORDS, key=len, reverse=True):
        text = text.replace(word, f" {SCRIPT_WORDS[word]} ")
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()

    return [TRANSLATE.get(w, w) for w in re.findall(r"[a-z][a-z0-9']*", folded)]
