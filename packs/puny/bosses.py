"""32x32 bosses of the puny pack (CC0), hand-drawn frame by frame like beasts.py."""

from __future__ import annotations

BOSSES: dict[str, dict] = {}
