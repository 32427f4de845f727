"""What every host of a batch shares: the PostgreSQL servers of the checkpoints and the memory."""

from __future__ import annotations

import os

VARIABLES = ("ROMSMITH_CHECKPOINT_URL", "ROMSMITH_MEMORY_URL")


def check_shared_state() -> None:
    """The PostgreSQL servers named by ROMSMITH_CHECKPOINT_URL and ROMSMITH_MEMORY_URL answer, or
    an EnvironmentProblem (exit 2) naming the variable."""
    from romsmith.kernel.postgres import connect

    for variable in VARIABLES:
        url = (os.environ.get(variable) or "").strip()
        if url:
            connect(url, variable=variable).close()
