"""The SQLite checkpointer's set-up lock: a holder that never lets go is one clear error."""

from __future__ import annotations

import subprocess
import sys

import pytest

from romsmith.kernel.errors import EnvironmentProblem
from romsmith.pipeline import checkpoints


def test_a_setup_lock_held_by_another_process_is_one_clear_error(tmp_path, monkeypatch):
    monkeypatch.delenv("ROMSMITH_CHECKPOINT_URL", raising=False)
    lock = tmp_path / "checkpoints.sqlite.setup.lock"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import filelock,time; held = filelock.FileLock({str(lock)!r}); held.acquire(); print('held', flush=True); time.sleep(60)",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        real = checkpoints._setup_sqlite
        monkeypatch.setattr(checkpoints, "_setup_sqlite", lambda saver, path: real(saver, path, wait_s=0.5))
        with (
            pytest.raises(EnvironmentProblem, match=r"setup lock .* was held for over 0 s by another process"),
            checkpoints.open_checkpointer(tmp_path),
        ):
            pass
    finally:
        holder.kill()
        holder.wait()
    with checkpoints.open_checkpointer(tmp_path) as saver:  # once it is let go, set-up goes on
        assert saver is not None
