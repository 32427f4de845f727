"""Runs: a game from an idea (`new_game`), from a GameSpec (`build`), or a killed run finished
(`resume`): the public functions behind `romsmith new|build|resume`, `romsmith.new_game` and the
MCP tools.

The CLI commands and the MCP tools call these; each returns the run's GameReport, whatever the
verdict, and raises only when the run could not be made at all (bad arguments, a broken machine,
an internal error, which names the session to resume).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from romsmith.kernel import errors as E
from romsmith.kernel.records import Check, Record


class RomInfo(Record):
    path: str
    sha256: str
    bytes: int
    title: str | None = None
    code: str | None = None


class Failure(Record):
    """Why a run failed: the stage, the kind (`environment` means the machine, not the game), the fix."""

    stage: str | None = None
    kind: str | None = None
    message: str = ""
    hint: str | None = None
    error: str | None = None
    evidence: Any = None


# a failure's kind -> the documented error it is raised as
_ERRORS: dict[str, type[E.RomsmithError]] = {
    "content": E.ContentInvalid,
    "generate": E.ContentInvalid,
    "compile": E.BuildFailed,
    "build": E.BuildFailed,
    "boot": E.BootFailed,
    "verify": E.BootFailed,
    "environment": E.EnvironmentProblem,
}


class GameReport(Record):
    """report.json of one run, plus where its folder and trace are (`romsmith new|build --json`)."""

    verdict: Literal["verified", "failed", "not_built"]
    verdict_line: str
    checks: list[Check] = Field(default_factory=list)
    rom: RomInfo | None = None
    session_id: str
    model: str | None = None
    prompt: str | None = None
    seed: int | None = None
    toolchain: str | None = None
    calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cost: float = 0.0
    usage: dict[str, dict[str, Any]] = Field(default_factory=dict)
    stages: dict[str, float] = Field(default_factory=dict)
    repair_rounds: int = 0
    repairs: list[Any] = Field(default_factory=list)
    failure: Failure | None = None
    warnings: list[Any] = Field(default_factory=list)
    fidelity: dict[str, Any] | None = None
    genres: dict[str, Any] | None = None  # the genre of every scene, the genres the idea asks for
    screens: list[str] = Field(default_factory=list)
    files: dict[str, str | None] = Field(default_factory=dict)
    title: str | None = None
    out_dir: Path
    trace: Path

    @property
    def ok(self) -> bool:
        """True only when the ROM compiled in this run and booted in mGBA."""
        return self.verdict == "verified"

    @property
    def rom_path(self) -> Path | None:
        return self.out_dir / "game.gba" if self.files.get("rom") else None

    @property
    def report_html(self) -> Path:
        return self.out_dir / "report.html"

    @property
    def exit_code(self) -> int:
        """What the CLI exits with: 0 verified, 1 the work failed, 2 the environment is wrong."""
        from romsmith.pipeline.guard import exit_code_for

        return exit_code_for(self.model_dump(exclude_unset=True))

    def raise_for_failure(self) -> None:
        """Raise the documented error for a run that was not verified (nothing when it was)."""
        if self.ok:
            return
        failure = self.failure or Failure(message=self.verdict_line)
        error = _ERRORS.get(failure.kind or "", E.EnvironmentProblem if self.exit_code == 2 else E.WorkFailed)
        raise error(
            f"session {self.session_id}: {failure.message or self.verdict_line}",
            hint=failure.hint or f"see {self.report_html}",
            details=failure.to_json(),
        )


Progress = Callable[[str, dict], None]  # (phase "start" | "end", {"stage", "agent", "seconds", ...})
MAX_SEED = 2**31 - 1
TOOLCHAINS = ("docker", "host")
IDEA_HINT = 'describe the game in one line, e.g. "a frog seeks the golden fly"'


def new_game(
    idea: str,
    *,
    model: str | None = None,
    seed: int = 0,
    out: str | os.PathLike | None = None,
    memory: bool = True,
    toolchain: str | None = None,
    playtest: bool = True,
    progress: Progress | None = None,
    session_id: str | None = None,
    shape: str | None = None,
    constrain_ids: bool | None = None,
    corrections: Mapping[str, Any] | None = None,
    said_as: Mapping[str, str] | None = None,
) -> GameReport:
    """Turn a one-line idea into a built and booted ROM; the report of the run.

    model: any litellm model id (default the configured one, `offline/designer`); seed: the same
    idea and seed give the same game; out: the output folder (default out/SESSION); memory: use
    and feed the guideline memory; toolchain: "docker" or "host"; playtest: play the ROM to its
    win screen (informational); progress: called at the start and end of every stage;
    shape: "parts" (each agent writes its whole part), "items" (the model writes one small answer
    per call over a laid-out game) or "auto" (items for local models); constrain_ids: in the items
    shape, each sprite id and theme an enum of what the validator accepts there (None, the
    default: on for local models, off for hosted ones); corrections: roles of the idea said
    again when its reading is wrong ({"hero": "a penguin named Pip", "goal": "deliver the mail",
    "foes": ["dogs"], "places": ["the harbour"]}), each replacing the reader's; said_as: how the
    caller's user says each role again, for the hint when one does not read (default
    `corrections['foes']`; the command line passes `--foe`). A bad argument raises UsageError
    (exit code 2) before anything runs.
    """
    from romsmith.kernel import args
    from romsmith.kernel.trace import new_session_id
    from romsmith.pipeline.run import MAX_IDEA_CHARS, start

    args.text(idea, "the game idea", max_chars=MAX_IDEA_CHARS, hint=IDEA_HINT)
    args.optional(model, args.text, "model", max_chars=200, hint="pass a litellm model id, e.g. gpt-4o-mini")
    args.whole_number(seed, "seed", low=0, high=MAX_SEED, hint=f"pass a seed from 0 to {MAX_SEED}")
    args.optional(out, args.output_folder, "out")
    args.optional(session_id, args.text, "session_id", max_chars=100, hint="leave it out for a new session id")
    for name, value in (("memory", memory), ("playtest", playtest)):
        args.flag(value, name)
    args.optional(constrain_ids, args.flag, "constrain_ids")
    _check_common(toolchain, progress)
    fixes = check_corrections(corrections, said_as=said_as)
    session_id = session_id or new_session_id()
    with resumable(session_id):
        outcome = start(
            idea,
            model=model,
            out=out,
            seed=seed,
            use_memory=memory,
            toolchain=toolchain,
            progress=progress,
            session_id=session_id,
            playtest=playtest,
            shape=shape,
            constrain_ids=constrain_ids,
            corrections=fixes,
        )
    return _report(outcome)


def check_corrections(corrections: Mapping[str, Any] | None, *, said_as: Mapping[str, str] | None = None) -> dict:
    """The roles the player said again, checked by reading each before anything runs (`new_game`
    and a batch's ideas lines both check them here); `said_as`: how the caller says each role
    again, named in the hint when one does not read."""
    from romsmith.lexicon import Intent, correct

    if not corrections:
        return {}
    if not isinstance(corrections, Mapping) or set(corrections) - {"hero", "goal", "foes", "places"}:
        raise E.UsageError(
            "corrections must be a mapping of hero, goal, foes and places",
            hint='e.g. {"hero": "a penguin named Pip", "foes": ["dogs"]}',
        )
    fixes = {k: v for k, v in corrections.items() if v}
    for key in ("foes", "places"):
        if key in fixes and (isinstance(fixes[key], str) or not isinstance(fixes[key], (list, tuple))):
            raise E.UsageError(f"corrections['{key}'] must be a list of phrases", hint=f'e.g. {{"{key}": ["dogs"]}}')
        if key in fixes:
            fixes[key] = [str(x) for x in fixes[key]]
    for key in ("hero", "goal"):
        if key in fixes and not isinstance(fixes[key], str):
            raise E.UsageError(f"corrections['{key}'] must be a phrase", hint='e.g. {"hero": "a penguin named Pip"}')
    option = {key: f"corrections['{key}']" for key in ("hero", "goal", "foes", "places")} | dict(said_as or {})
    for key, value in fixes.items():  # one at a time, so the error names the one to say again
        try:
            correct(Intent(heroes=[{"kind": "player"}]), **{key: value})  # each phrase read, nothing else
        except ValueError as err:
            raise E.UsageError(str(err), hint=f"say {option[key]} again, or leave it out to keep the reading") from None
    return fixes


def resume(session: str, *, progress: Progress | None = None) -> GameReport:
    """Finish a run that was killed, without redoing its finished model calls."""
    from romsmith.kernel import args
    from romsmith.pipeline.run import resume as resume_run

    args.text(session, "session", max_chars=100, hint="pass a session id, e.g. 20261129-120501-a3f9")
    _check_common(None, progress)
    with resumable(session):
        outcome = resume_run(session, progress=progress)
    return _report(outcome)


def build(
    spec: Mapping[str, Any] | str | os.PathLike,
    *,
    out: str | os.PathLike,
    toolchain: str | None = None,
    playtest: bool = True,
    progress: Progress | None = None,
) -> GameReport:
    """Validate, generate, build, verify and report a GameSpec (a dict, or a JSON file's path); no model."""
    from romsmith.kernel import args
    from romsmith.pipeline.build_spec import build_spec

    args.output_folder(out, "out")
    args.flag(playtest, "playtest")
    _check_common(toolchain, progress)
    outcome = build_spec(spec, out=out, toolchain=toolchain, progress=progress, playtest=playtest)
    return _report(outcome)


def _check_common(toolchain, progress) -> None:
    if toolchain is not None and toolchain not in TOOLCHAINS:
        shown = repr(toolchain)[:40] if isinstance(toolchain, str) else type(toolchain).__name__
        raise E.UsageError(f"unknown toolchain {shown}", hint="use toolchain='docker' or toolchain='host'")
    if progress is not None and not callable(progress):
        raise E.UsageError(
            f"progress must be a function, not {type(progress).__name__}", hint="pass progress(phase, info) or None"
        )


def _report(outcome) -> GameReport:
    return GameReport.model_validate({**outcome.report, "out_dir": outcome.out_dir, "trace": outcome.trace_path})


@contextlib.contextmanager
def resumable(session_id: str):
    """An unexpected crash inside the graph becomes one error naming the session to resume."""
    from romsmith.kernel.errors import RomsmithError, WorkFailed

    try:
        yield
    except (RomsmithError, KeyboardInterrupt):
        raise
    except Exception as exc:  # a bug, not the user's doing: keep the checkpoint, say how to go on
        raise WorkFailed(
            f"session {session_id} stopped on an internal error: {type(exc).__name__}: {exc}",
            hint=f"finished steps are saved; after a fix run `romsmith resume {session_id}` "
            f"(details: `romsmith trace show {session_id}`)",
        ) from exc
