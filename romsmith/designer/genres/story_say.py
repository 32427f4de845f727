"""The line makers of the visual novels' chapters (`story_chapters`): a line is (speaker,
expression, template, condition), the speaker "a", "b", "p" (the player) or "" for narration."""

from __future__ import annotations


def n(text: str, when: str | None = None) -> tuple:
    return ("", "neutral", text, when)


def a(expression: str, text: str, when: str | None = None) -> tuple:
    return ("a", expression, text, when)


def b(expression: str, text: str, when: str | None = None) -> tuple:
    return ("b", expression, text, when)


def p(text: str, when: str | None = None) -> tuple:
    return ("p", "neutral", text, when)
