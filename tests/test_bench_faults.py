"""A slice of benchmarks/bench_faults.py: one real run of each fault kind but kill -9 and resume
(covered by tests/test_pipeline_resume.py), judged like the full campaign: no false `verified`,
no traceback, no wrong exit code, no guideline lost, no file leaked, no orphan process, and each
fault ending the way it must."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

SLICE = [
    "c_byte",
    "undefined_symbol",
    "boot_hang",
    "blank_screen",
    "corrupt_header",
    "rom_replaced",
    "model_garbage",
    "dead_docker",
    "corrupt_vault",
    "race",
    "served_symlink",
    "batch_race",
    "batch_killed",
    "huge_frames",
]
ENDS = {  # the verdicts each fault may end in
    "c_byte": {"failed"},
    "undefined_symbol": {"failed"},
    "boot_hang": {"failed"},
    "blank_screen": {"failed"},
    "corrupt_header": {"failed"},
    "rom_replaced": {"failed"},
    "model_garbage": {"verified", "failed", "error"},
    "dead_docker": {"not_built"},
    "corrupt_vault": {"verified"},
    "race": {"verified"},
    "served_symlink": {"refused"},
    "batch_race": {"verified"},
    "batch_killed": {"verified"},
    "huge_frames": {"refused"},
}


@pytest.fixture
def bench_home(monkeypatch):
    """The campaign sets its own ROMSMITH_HOME and idle time; give them back afterwards."""
    import os

    for name in ("ROMSMITH_HOME", "ROMSMITH_WARM_IDLE_S", "DOCKER_HOST"):
        if name in os.environ:
            monkeypatch.setenv(name, os.environ[name])
        else:
            monkeypatch.delenv(name, raising=False)


def test_one_run_of_each_fault_kind_ends_as_it_must(toolchain, bench_home):
    import bench_faults

    lines: list[str] = []
    results = bench_faults.run(len(SLICE), seed=7, kinds=SLICE, log=lines.append)
    assert sorted(results) == sorted(SLICE)
    for kind, outcomes in results.items():
        [outcome] = outcomes
        detail = f"{kind}: {outcome}"
        assert not outcome.false_verified, detail
        assert not outcome.traceback, detail
        assert not outcome.wrong_exit, detail
        assert outcome.lost == 0 and outcome.leaked == 0 and outcome.orphans == 0, detail
        assert outcome.verdict in ENDS[kind], detail
    table = bench_faults.table(results)
    assert table.splitlines()[-1].split("|")[1].strip() == "all"
