"""The graph's typed state (checkpointed) and run context (not checkpointed)."""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypedDict

if TYPE_CHECKING:
    from romsmith.generators.pack import Pack
    from romsmith.generators.spec import GameSpec
    from romsmith.kernel.config import Settings
    from romsmith.kernel.trace import TraceWriter


def merge(left: dict | None, right: dict | None) -> dict:
    return {**(left or {}), **(right or {})}


def first_failure(left: dict | None, right: dict | None) -> dict | None:
    """The first failure recorded stays: parallel item tasks may each fail in one step."""
    return left or right


def add_usage(left: dict | None, right: dict | None) -> dict:
    """Per-agent sums of calls, tokens and cost; parallel agents each add their own."""
    out = {k: dict(v) for k, v in (left or {}).items()}
    for agent, numbers in (right or {}).items():
        slot = out.setdefault(agent, {"calls": 0, "tokens_in": 0, "tokens_out": 0, "cost": 0.0})
        for key, value in numbers.items():
            slot[key] = slot.get(key, 0) + value
    return out


class RunState(TypedDict, total=False):
    # inputs (set once by `romsmith new`)
    session_id: str
    prompt: str
    model: str
    seed: int
    out_dir: str
    toolchain: str
    pack: str
    use_memory: bool  # retrieval and mining; False = --no-memory
    playtest: bool  # play the ROM to its win screen in verify (informational)
    retrieve: bool  # retrieval alone (mining still runs when use_memory)
    shape: str  # "parts": each agent writes its whole part; "items": one small answer per call
    layout_model: str  # items shape: the model that writes the layout
    constrain_ids: bool  # items shape: sprite ids and themes as enums of what the validator accepts
    stop_after: str  # "validate": content only, no build (eval --content-only)
    intent_model: str  # the model that reads the idea's roles; "" = the offline reader
    corrections: dict  # roles the player said again (hero, goal, foes, places): they replace the reading's
    # content
    intent: dict  # the idea's roles (`lexicon.Intent`), read first
    plan: dict
    parts: Annotated[dict, merge]  # agent -> its part of the GameSpec
    requests: Annotated[dict, merge]  # agent -> the user message it was given
    spec: dict
    errors: list  # validation errors of the latest round
    warnings: list
    repair_round: int
    repair_log: Annotated[list, operator.add]  # [{round, agent, path, value, code, repeated}]
    # items shape
    layout: dict  # the layout spec the items go over
    items: Annotated[dict, merge]  # item key -> the model's answer (None: to be written again)
    item_feedback: dict  # item key -> {previous, fields, message} of the latest repair round
    item_choices: dict  # item key -> {field: the values the validator accepts} (constrained ids)
    fallbacks: Annotated[dict, merge]  # item key -> fields given up for the layout's values
    fallback_notes: Annotated[list, operator.add]  # the item_fallback warning of each field given up
    # build
    game_dir: str
    sources_sha256: str  # of the generated sources, taken when they were generated
    build: dict
    verify: dict
    failure: Annotated[dict, first_failure]  # {stage, kind, message, evidence}
    report: dict
    # accounting
    usage: Annotated[dict, add_usage]
    stages: Annotated[dict, merge]  # stage -> seconds


@dataclass
class RunContext:
    """Live objects a run needs that are not state: rebuilt on resume."""

    trace: TraceWriter | None = None
    pack: Pack | None = None
    settings: Settings | None = None
    home: Path | None = None
    progress: Callable[[str, dict], None] | None = None
    # test-only: called with the generated C folder before the build (a generator fault injector)
    after_generate: Callable[[str], None] | None = None
    # the spec dict validate parsed and its GameSpec: one parse per run, shared by the nodes after it
    parsed: tuple[dict, GameSpec] | None = field(default=None, repr=False)

    def keep_parsed(self, spec: dict, game: GameSpec | None) -> None:
        """Remember `game`, the GameSpec validate parsed from `spec` (None: it did not parse)."""
        self.parsed = (spec, game) if game is not None else None

    def game_spec(self, state: RunState) -> GameSpec:
        """The run's spec as a GameSpec: the one validate parsed, or parsed here when this process
        did not validate this spec (a resumed run, or the ROM half forked from a checkpoint)."""
        spec = state["spec"]
        if self.parsed is None or (self.parsed[0] is not spec and self.parsed[0] != spec):
            from romsmith.generators.spec import GameSpec

            self.parsed = (spec, GameSpec.model_validate(spec))
        return self.parsed[1]
