"""Many games at once: every idea (or spec) x seed, on local worker processes or Celery workers.

    from romsmith.batch import run_batch
    summary = run_batch("ideas.txt", "out/batch", seeds=2, workers=2)             # local processes
    summary = run_batch("ideas.txt", "out/batch", broker="redis://host:6379/0")   # Celery workers

Each game gets a folder (`NNN-<idea>-s<seed>`) with the usual report, game.gba and screens, plus
`result.json`; the batch folder gets `summary.json` and `index.html` (a gallery of title screens
and verdicts linking to each report). A game's id is its session id and LangGraph thread id, so a
game whose worker died continues from its last checkpoint on the next worker.
"""

from __future__ import annotations

from romsmith.batch._game import Options
from romsmith.batch._jobs import Job
from romsmith.batch._run import run_batch

__all__ = ["Job", "Options", "run_batch"]
