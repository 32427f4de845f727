"""Text that fits the limits the prompt lists: pages that fit the text box, names that fit the screen."""

from __future__ import annotations

import textwrap

from romsmith.models.wire import Limits


class Fit:
    def __init__(self, limits: Limits):
        self.limits = limits

    def name(self, text: str) -> str:
        return text[: self.limits.name_chars]

    def page(self, text: str, limit: int | None = None) -> str:
        """One page: at most `limit` (the page's) characters and the text box's lines after word wrap."""
        limit = limit or self.limits.page_chars
        text = text.replace('"', "'").replace("\\", "/")
        if len(text) > limit:
            text = text[: limit - 3].rsplit(" ", 1)[0] + "..."
        while self.lines(text) > self.limits.page_lines and " " in text:
            text = text.rstrip(".").rsplit(" ", 1)[0] + "..."
        return text

    def lines(self, text: str) -> int:
        """Lines of the text box `text` takes: broken at spaces, words longer than a line split."""
        return len(textwrap.wrap(text, self.limits.page_cols, break_on_hyphens=False)) or 1

    def heal(self, text: str) -> dict:
        """A rest: says `text`, heals the hero and saves the journey (a save point)."""
        return {"pages": [self.page(text)], "effects": [{"op": "heal", "id": ""}, {"op": "save", "id": ""}]}
