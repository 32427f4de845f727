"""Never say the idea back word for word: a line that shares a run of its words is rewritten."""

from __future__ import annotations

import re

from romsmith.lexicon import fold

RUN = 5  # words in a row, fewer for a short idea (but at least 3)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", fold(text))


class Echo:
    def __init__(self, idea: str):
        words = _words(idea)
        self.run = min(RUN, len(words))
        self.grams = (
            {" ".join(words[i : i + self.run]) for i in range(len(words) - self.run + 1)} if self.run >= 3 else set()
        )

    def __call__(self, text: str) -> bool:
        """Whether `text` repeats a run of the idea's words."""
        if not self.grams:
            return False
        words = _words(text)
        return any(" ".join(words[i : i + self.run]) in self.grams for i in range(len(words) - self.run + 1))
