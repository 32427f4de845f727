"""Writing within the limits the prompt lists: sentences laid out into text-box pages (never a
page of one word, never a cut word), one variant of a line picked by the seed, and never a line
that repeats the idea."""

from __future__ import annotations

import random
import re
import textwrap

from romsmith.lexicon import sentence_case

TRIES = 12  # combinations tried for one not said yet


class Pen:
    def __init__(self, limits, rng: random.Random, echo):
        self.limits, self.rng, self.echo = limits, rng, echo
        self.said: set[tuple[str, ...]] = set()  # combinations of parts this game has said

    def lines(self, text: str) -> int:
        return len(textwrap.wrap(text, self.limits.page_cols, break_on_hyphens=False)) or 1

    def fits(self, text: str) -> bool:
        return len(text) <= self.limits.page_chars and self.lines(text) <= self.limits.page_lines

    def clean(self, text: str) -> str:
        return " ".join(text.replace('"', "'").replace("\\", "/").split())

    def pages(self, text: str) -> list[str]:
        """The text as pages: whole sentences per page while they fit, then whole words; a last
        page of one word joins the page before."""
        text = sentence_case(self.clean(text))
        sentences = re.split(r"(?<=[.!?])\s+", text)
        out: list[str] = []
        for sentence in sentences:
            if out and self.fits(f"{out[-1]} {sentence}"):
                out[-1] = f"{out[-1]} {sentence}"
            elif self.fits(sentence):
                out.append(sentence)
            else:
                out += self._words(sentence)
        if len(out) > 1 and len(out[-1].split()) == 1:
            tail = out.pop()
            if self.fits(f"{out[-1]} {tail}"):
                out[-1] = f"{out[-1]} {tail}"
            else:
                words = out.pop().split()
                out += [" ".join(words[:-1]), f"{words[-1]} {tail}"]
        return out[: self.limits.pages] or ["..."]

    def _words(self, sentence: str) -> list[str]:
        out, page = [], ""
        for word in sentence.split():
            candidate = f"{page} {word}".strip()
            if self.fits(candidate):
                page = candidate
            else:
                if page:
                    out.append(page)
                page = word[: self.limits.page_cols]
        if page:
            out.append(page)
        return out

    def pick(self, options, **slots) -> str:
        """One variant, filled; variants that would repeat the idea are passed over. A tuple of
        parts is one variant of each part, said in turn, a combination this game has not said
        yet where one is left (two locks do not open with the same words). Every slot also comes
        capitalised (`{The_thing}` for `{the_thing}`) for the start of a sentence."""
        slots = {**{k[:1].upper() + k[1:]: _capital(v) for k, v in slots.items() if k[:1].islower()}, **slots}
        if isinstance(options, tuple):
            for _ in range(TRIES):
                chosen = tuple(self.rng.choice(part) for part in options)
                if chosen not in self.said:
                    break
            self.said.add(chosen)
            filled = " ".join(p for p in (c.format(**slots) for c in chosen) if p)
            if not self.echo(filled):
                return filled
            return " ".join(p for p in (self.pick(part, **slots) for part in options) if p)
        filled = [o.format(**slots) for o in options]
        self.rng.shuffle(filled)
        return next((f for f in filled if not self.echo(f)), filled[0])

    def say(self, options: list[str], **slots) -> list[str]:
        return self.pages(self.pick(options, **slots))

    def name(self, text: str) -> str:
        return self.clean(text)[: self.limits.name_chars]


def _capital(value) -> str:
    text = str(value)
    return text[:1].upper() + text[1:]
