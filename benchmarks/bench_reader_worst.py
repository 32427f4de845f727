"""How long the offline reader takes on the worst ideas it may be given: the same word, article or
name said thousands of times, a label before a dash again and again. Each is timed against
an ordinary idea read in the same process, and printed as a ratio (the reader reads at most the
first 2,000 letters of an idea, so no input should take much longer than a long ordinary one).

    .venv/bin/python benchmarks/bench_reader_worst.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from romsmith.lexicon import read_intent

ORDINARY = (
    "A retired lighthouse keeper named Mabel must relight the five lamps of Gull Point before the "
    "ghost ships run aground, while crabs possessed by the fog keep attacking her on the rocks."
)
WORST = {
    "an article 50,000 times": "a " * 50000 + "dog named Bob must find the bone",
    "a name 20,000 times": "Little chimney sweep " + "Tom " * 20000 + "races",
    "a label and a dash 5,000 times": "shooter \u2014 " * 5000 + "a pilot must fly",
    "a phrase 10,000 times": "the big red dog " * 10000,
    "a list 20,000 long": "a cat, " * 20000 + "must run",
    "a question 10,000 times": "find out who poisoned " * 10000,
}


def timed(idea: str, repeat: int = 1) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        read_intent(idea)
    return (time.perf_counter() - start) / repeat


def main() -> None:
    read_intent(ORDINARY)  # WordNet and the tables loaded before anything is timed
    base = timed(ORDINARY, repeat=5)
    print(f"ordinary idea ({len(ORDINARY)} letters): {base * 1000:.0f} ms")
    for name, idea in WORST.items():
        took = timed(idea)
        print(f"{name:32s} {took * 1000:8.0f} ms  {took / base:6.1f}x the ordinary idea")


if __name__ == "__main__":
    main()
