"""`memory.search` and `memory.add` for the public API, the CLI and the MCP server: typed results."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, Field


class Hit(BaseModel):
    """One guideline found by `search`, best first; `score` ranks, `tier` is tactical or strategic."""

    id: str
    text: str
    score: float
    tier: str
    tools: list[str] = Field(default_factory=list)

    def to_json(self) -> dict:
        return self.model_dump(mode="json")


class Added(BaseModel):
    """The guideline `add` wrote, or the existing one a near-duplicate merged into."""

    id: str
    merged: bool

    def to_json(self) -> dict:
        return self.model_dump(mode="json")


def search(
    query: str,
    *,
    k: int | None = None,
    tool: str | None = None,
    home: Path | None = None,
    floor: bool = True,
    genres=None,
) -> list[Hit]:
    """Guidelines by meaning and by exact words, best first: at most `k` (default top_k, 12);
    `tool` guarantees hits tagged with that tool or agent a place. A query below the relevance
    floor (about something the vault does not hold) gets none, one only partly about it its best
    few; `floor=False` lifts the floors. `genres` (scene genres) puts guidelines learned only in
    other genres lower."""
    from romsmith.memory import open_store

    hits = open_store(home).search(query, k, tool, floor=floor, genres=genres)
    return [Hit.model_validate({key: h[key] for key in Hit.model_fields}) for h in hits]


def add(text: str, *, tools: Iterable[str] = (), session: str | None = None, home: Path | None = None) -> Added:
    """Add a guideline by hand; a near-duplicate merges into the existing one."""
    from romsmith.memory import open_store

    result = open_store(home).add(text, tools=tuple(tools), session=session)
    return Added(id=result.id, merged=result.merged)
