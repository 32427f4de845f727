"""Every error romsmith raises on purpose, in one hierarchy.

    RomsmithError                 exit_code 1 unless a subclass says otherwise; .hint names the fix
    ├── WorkFailed                exit 1: the work itself failed
    │   ├── ContentInvalid        a GameSpec or pack failed validation (carries the error records)
    │   ├── ModelOutputError      a model answer could not be parsed or validated
    │   ├── BuildFailed           the compiler or linker failed (carries parsed diagnostics)
    │   ├── BuildTimedOut         the build container ran past its wall-clock limit and was killed
    │   ├── HeaderInvalid         the ROM header does not read back as written
    │   └── BootFailed            mGBA booted the ROM but it hung, crashed or showed a blank screen
    └── EnvironmentProblem        exit 2: the machine or the invocation is wrong
        ├── DockerUnavailable     no Docker daemon answers
        ├── ImageMissing          the toolchain image is not built
        ├── LibraryMissing        a native library (libmgba) or Python package is missing
        ├── UsageError            bad arguments or a missing input file
        └── StoreCorrupt          a state file (trace, vault, index) cannot be read and cannot be rebuilt

Errors are raised at the boundary (docker, subprocess, chromadb, litellm) by translating the
library's own exception into one of these, so the CLI can print one sentence plus the fix and
exit with the right code. Messages are one sentence: what was wrong and where; `hint` says what
to do.
"""

from __future__ import annotations


class RomsmithError(Exception):
    """Base class: `str(err)` is the one-sentence message, `hint` the fix, `exit_code` for the CLI."""

    exit_code = 1

    def __init__(self, message: str, *, hint: str | None = None, details: object = None):
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.details = details

    def to_json(self) -> dict:
        out = {"error": type(self).__name__, "message": self.message, "exit_code": self.exit_code}
        if self.hint:
            out["hint"] = self.hint
        if self.details is not None:
            out["details"] = self.details
        return out


class WorkFailed(RomsmithError):
    exit_code = 1


class ContentInvalid(WorkFailed):
    pass


class ModelOutputError(WorkFailed):
    pass


class BuildFailed(WorkFailed):
    pass


class BuildTimedOut(WorkFailed):
    pass


class HeaderInvalid(WorkFailed):
    pass


class BootFailed(WorkFailed):
    pass


class EnvironmentProblem(RomsmithError):
    exit_code = 2


class DockerUnavailable(EnvironmentProblem):
    pass


class ImageMissing(EnvironmentProblem):
    pass


class LibraryMissing(EnvironmentProblem):
    pass


class UsageError(EnvironmentProblem):
    pass


class StoreCorrupt(EnvironmentProblem):
    pass
