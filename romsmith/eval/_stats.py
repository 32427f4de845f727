"""Paired statistics for eval: bootstrap intervals and exact McNemar / sign-test p-values.

Runs of two arms are paired by (model, prompt, seed). For a yes/no outcome the p-value is the
exact McNemar test (a two-sided binomial test on the discordant pairs); for a number it is the
exact sign test on the paired differences, the same binomial test on the pairs that differ.
"""

from __future__ import annotations

import math
import random

BOOTSTRAP_SAMPLES = 2000


def mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def bootstrap_ci(diffs: list[float], *, samples: int = BOOTSTRAP_SAMPLES, seed: int = 0) -> tuple[float, float] | None:
    """95% percentile interval of the mean paired difference (None with fewer than 2 pairs)."""
    if len(diffs) < 2:
        return None
    rng = random.Random(seed)
    n = len(diffs)
    means = sorted(sum(diffs[rng.randrange(n)] for _ in range(n)) / n for _ in range(samples))
    lo = means[int(0.025 * (samples - 1))]
    hi = means[math.ceil(0.975 * (samples - 1))]
    return (lo, hi)


def binomial_two_sided(k: int, n: int) -> float:
    """Exact two-sided p of k or fewer (or as extreme) successes in n fair trials."""
    if n == 0:
        return 1.0
    k = min(k, n - k)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def mcnemar_exact(pairs: list[tuple[bool, bool]]) -> float:
    """Exact McNemar p for paired yes/no outcomes (a, b)."""
    b = sum(1 for x, y in pairs if x and not y)
    c = sum(1 for x, y in pairs if y and not x)
    return binomial_two_sided(min(b, c), b + c)


def sign_test(diffs: list[float]) -> float:
    """Exact sign test p for paired differences (zeros dropped)."""
    positive = sum(1 for d in diffs if d > 0)
    negative = sum(1 for d in diffs if d < 0)
    return binomial_two_sided(min(positive, negative), positive + negative)


def compare(pairs: list[tuple[float, float]], *, binary: bool, seed: int = 0) -> dict:
    """{diff (b - a), ci, p, n} for paired values of one metric."""
    diffs = [float(b) - float(a) for a, b in pairs]
    ci = bootstrap_ci(diffs, seed=seed)
    p = mcnemar_exact([(bool(a), bool(b)) for a, b in pairs]) if binary else sign_test(diffs)
    return {"diff": mean(diffs), "ci": list(ci) if ci else None, "p": p, "n": len(diffs)}
