"""`romsmith batch` with local worker processes, as a user runs it: every idea x seed ends with one
verdict, a folder, summary.json and an index.html gallery; bad input stops before anything is
written. Cost: one batch of 6 offline games on 2 workers (about 40 s on an idle machine)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from romsmith.kernel.trace import read_trace

EXE = str(Path(sys.executable).parent / "romsmith")
ROOT = Path(__file__).resolve().parent.parent
IDEAS = """# three ideas, two seeds each
a frog seeks the golden fly
a knight rescues the princess from a haunted castle

a robot explores the desert ruins | foe: the sand worms
"""


def batch(*args, home: Path, cwd: Path, timeout=900, env=None):
    env = {**os.environ, "ROMSMITH_HOME": str(home), **(env or {})}
    return subprocess.run([EXE, "batch", *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=timeout)


@pytest.fixture(scope="module")
def local_batch(toolchain, tmp_path_factory):
    base = tmp_path_factory.mktemp("batch-local")
    (base / "ideas.txt").write_text(IDEAS)
    proc = batch("ideas.txt", "--out", "out", "--seeds", "2", "--workers", "2", home=base / "home", cwd=base)
    return proc, base


def test_six_ideas_on_two_local_workers_give_six_verdicts_and_a_gallery(local_batch):
    proc, base = local_batch
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = base / "out"
    summary = json.loads((out / "summary.json").read_text())
    games = summary["games"]
    assert (summary["total"], summary["done"], summary["verified"], summary["mode"]) == (6, 6, 6, "local")
    assert len({g["id"] for g in games}) == 6 and len({g["folder"] for g in games}) == 6
    assert sorted((g["prompt"], g["seed"]) for g in games) == sorted(
        (idea.split(" | ")[0], seed) for idea in re.findall(r"^[a-z].*$", IDEAS, re.M) for seed in (0, 1)
    )
    for g in games:
        folder = out / g["folder"]
        assert g["verdict"] == "verified", g
        report = json.loads((folder / "report.json").read_text())
        assert report["session_id"] == g["id"] and report["verdict"] == "verified"
        assert g["tokens"] == report["tokens_in"] + report["tokens_out"] > 0
        assert g["cost"] == report["cost"] and g["seconds"] > 0
        # where the game's seconds went, stage by stage, adding up to them
        assert tuple(g["split"]) == ("write", "validate", "generate", "build", "verify", "report", "memory", "other")
        assert g["split"]["write"] > 0 and g["split"]["build"] > 0 and g["split"]["verify"] > 0
        assert sum(g["split"].values()) == pytest.approx(g["seconds"], abs=0.02)
        assert set(g["inside"]) == {"model", "retrieval"} and g["inside"]["model"] > 0
        assert (folder / "game.gba").is_file() and (folder / g["title_screen"]).is_file()
        assert json.loads((folder / "result.json").read_text())["id"] == g["id"]
        if g["prompt"].startswith("a robot"):  # the foe said again on its line replaces the reading's
            assert [o["kind"] for o in report["intent"]["opponents"]] == ["sand worm"]
            assert report["intent"]["source"].endswith(", corrected")
    # every game's trace was mined into the batch's memory (after its verdict, by its worker)
    mined = json.loads((base / "home" / "memory" / "mined.json").read_text())
    assert {g["id"] for g in games} <= set(mined)
    # the warm-up is paid per worker: two processes played all six games between them
    assert len({g["worker"] for g in games}) == 2
    # and each worker's compiler kept to its share of the machine's cores
    share = max(1, (os.cpu_count() or 1) // 2)
    for g in games:
        builds = [e for e in read_trace(base / "home" / "traces" / f"{g['id']}.jsonl").events if e["kind"] == "build"]
        assert [e["args"]["jobs"] for e in builds] == [share], g["id"]
    # a line per finished game with the running count
    counts = re.findall(r"^\[(\d)/6\] verified", proc.stderr, re.M)
    assert counts == [str(i) for i in range(1, 7)], proc.stderr
    assert "6/6 games: 6 verified" in proc.stderr


def test_the_gallery_links_every_title_screen_to_its_report(local_batch):
    _proc, base = local_batch
    out = base / "out"
    page = (out / "index.html").read_text()
    links = re.findall(r"<a class='card' href='([^']+)'>", page)
    images = re.findall(r"<img src='([^']+)'", page)
    summary = json.loads((out / "summary.json").read_text())
    assert sorted(links) == sorted(f"{g['folder']}/report.html" for g in summary["games"])
    assert sorted(images) == sorted(f"{g['folder']}/screens/title.png" for g in summary["games"])
    assert all((out / p).is_file() for p in links + images)
    assert page.count("class='verdict v-verified'>verified<") == 6


def test_the_same_batch_again_finishes_only_what_is_missing(local_batch):
    proc0, base = local_batch
    assert proc0.returncode == 0
    out = base / "out"
    first = json.loads((out / "summary.json").read_text())
    (out / first["games"][5]["folder"] / "result.json").unlink()  # as if the batch was stopped before it
    # and as if it was stopped after game 5's verdict, before its mining
    mined_file = base / "home" / "memory" / "mined.json"
    mined = json.loads(mined_file.read_text())
    del mined[first["games"][4]["id"]]
    mined_file.write_text(json.dumps(mined))
    proc = batch("ideas.txt", "--out", "out", "--seeds", "2", "--workers", "2", home=base / "home", cwd=base)
    assert proc.returncode == 0, proc.stderr
    assert "5 already done" in proc.stderr
    assert "mined 1 game(s) whose worker stopped before mining them" in proc.stderr
    assert {g["id"] for g in first["games"]} <= set(json.loads(mined_file.read_text()))
    assert len(re.findall(r"^\[\d/6\] verified", proc.stderr, re.M)) == 1
    again = json.loads((out / "summary.json").read_text())
    assert [g["id"] for g in again["games"]] == [g["id"] for g in first["games"]]
    assert again["verified"] == 6


@pytest.mark.parametrize(
    ("setup", "args", "message"),
    [
        ({"ideas.txt": "# only a comment\n\n"}, ["ideas.txt"], "holds no ideas"),
        ({"ideas.txt": "x" * 600 + "\n"}, ["ideas.txt"], "ideas.txt:1: the idea is 600 characters long"),
        (
            {"ideas.txt": "a frog\na fly\x00 and a toad\n"},
            ["ideas.txt"],
            "ideas.txt:2: the line holds a control character (0x00",
        ),
        ({"ideas.txt": "a frog\n"}, ["ideas.txt", "--seeds", "0"], "--seeds 0 is out of range"),
        ({"ideas.txt": "a frog\na toad | enemy: cats\n"}, ["ideas.txt"], "ideas.txt:2: 'enemy: cats' after '|'"),
        ({"ideas.txt": "a frog | hero: the\n"}, ["ideas.txt"], "say '| hero: ...' again"),
        ({"ideas.txt": "a frog | foe: the \x00cats\n"}, ["ideas.txt"], "ideas.txt:1: the line holds a control"),
        ({"ideas.txt": " | foe: the cats\n"}, ["ideas.txt"], "ideas.txt:1: the line says roles again after '|'"),
        ({"ideas.txt": "a frog" + " | foe: the cats" * 20 + "\n"}, ["ideas.txt"], "says 20 roles again"),
        ({"ideas.txt": "a frog | foe: " + "x" * 100000 + "\n"}, ["ideas.txt"], "longer than a phrase"),
        ({"ideas.txt": "a frog\n"}, ["ideas.txt", "--workers", "0"], "--workers 0 is out of range"),
        ({"ideas.txt": "a frog\n"}, ["ideas.txt", "--rate-limit", "openai=fast"], "is not PROVIDER=N/UNIT"),
        ({"specs/bad.json": "{not json"}, ["specs"], "bad.json is not valid JSON"),
        ({}, ["missing.txt"], "no ideas file or specs folder"),
        ({"ideas.txt": "a frog\n", "out/notes.txt": "mine"}, ["ideas.txt"], "is not empty and holds no batch"),
    ],
)
def test_bad_input_is_one_clear_error_with_exit_2_and_nothing_written(tmp_path, setup, args, message):
    for name, text in setup.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    proc = batch(*args, "--out", "out", home=tmp_path / "home", cwd=tmp_path, timeout=120)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert message in proc.stderr and "fix:" in proc.stderr and "Traceback" not in proc.stderr
    after = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if not p.is_relative_to(tmp_path / "home"))
    assert after == [p for p in before if not p.is_relative_to(Path("home"))]


def test_a_folder_of_specs_is_built_once_each(toolchain, tmp_path):
    (tmp_path / "specs").mkdir()
    example = ROOT / "romsmith" / "generators" / "examples" / "lost_crown.json"
    (tmp_path / "specs" / "lost_crown.json").write_text(example.read_text())
    proc = batch("specs", "--out", "out", "--seeds", "3", "--workers", "1", "--json", home=tmp_path / "h", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert [(g["folder"], g["kind"], g["spec"], g["verdict"]) for g in summary["games"]] == [
        ("001-lost-crown", "spec", "lost_crown.json", "verified")
    ]
    assert summary["games"][0]["tokens"] == 0 and (tmp_path / "out" / "001-lost-crown" / "game.gba").is_file()


def _hang_at_exit() -> None:
    import atexit
    import time

    atexit.register(time.sleep, 3600)  # as a worker whose interpreter never finishes ending


def test_a_worker_that_never_ends_after_its_games_is_killed_not_waited_for():
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from romsmith.batch._local import _close

    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=_hang_at_exit)
    assert pool.submit(sum, [1, 2]).result(timeout=60) == 3
    (process,) = pool._processes.values()
    _close(pool, grace_s=2)  # without the kill this would wait the worker's hour
    # The pool's own thread waits on the worker too, and may be the one that reaps it: then this
    # thread's wait says nothing until that thread, on a loaded machine perhaps late, records the
    # exit code. An hour's sleep never ends in 60 s, so the exit code still tells a kill from a wait.
    deadline = time.monotonic() + 60
    while process.exitcode is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process.exitcode == -9


def test_a_rerun_into_the_same_folder_with_another_model_is_refused(tmp_path):
    from romsmith.batch import _jobs

    (tmp_path / "ideas.txt").write_text("a frog seeks the golden fly\n")
    items = _jobs.read_source(tmp_path / "ideas.txt", 1)
    jobs, batch_id, _ = _jobs.plan_jobs(items, tmp_path / "out", "offline/designer", "20260101-000000-abcd")
    _jobs.write_manifest(tmp_path / "out", jobs, items, batch_id=batch_id, model="offline/designer", source="ideas.txt")
    again, _, continued = _jobs.plan_jobs(items, tmp_path / "out", "offline/designer", "20260202-000000-ef01")
    assert continued and [j.id for j in again] == [j.id for j in jobs]
    before = (tmp_path / "out" / "batch.json").read_text()
    proc = batch("ideas.txt", "--out", "out", "--model", "scripted/other", home=tmp_path / "home", cwd=tmp_path)
    assert proc.returncode == 2 and "holds another batch (different ideas, seeds or model)" in proc.stderr
    assert (tmp_path / "out" / "batch.json").read_text() == before


def test_the_summary_records_each_game_as_its_own_result_says(tmp_path):
    from romsmith.batch._game import failed
    from romsmith.batch._jobs import Job, write_json
    from romsmith.batch._results import Results

    jobs = [Job(id=f"b-{n:03d}", n=n, folder=f"{n:03d}-frog-s0", kind="idea", prompt="frog", seed=0) for n in (1, 2)]
    out = tmp_path / "out"
    own = {**failed(jobs[0], ""), "verdict": "verified", "reason": "verified: the ROM compiled", "exit_code": 0}
    write_json(_mkdir(out / jobs[0].folder) / "result.json", own)
    write_json(_mkdir(out / jobs[1].folder) / "result.json", {**own, "id": "another-batch-002"})
    results = Results(out, jobs, meta={"batch_id": "b"})
    results.add(failed(jobs[0], "output folder is held by another batch"))  # what a worker handed back
    results.add(failed(jobs[1], "the worker stopped"))
    games = {g["id"]: g for g in json.loads((out / "summary.json").read_text())["games"]}
    assert games["b-001"]["verdict"] == "verified", "the game's own result wins over the hand-back"
    assert games["b-002"]["verdict"] == "failed", "another batch's result.json is not this game's"


def _mkdir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


WATCHED = """
import os, sys, time
from pathlib import Path
from romsmith.batch._orphan import end_with_parent
marker = Path(sys.argv[1])
end_with_parent(int(sys.argv[2]), cleanup=lambda: marker.write_text("cleaned"))
print(os.getpid(), flush=True)
time.sleep(3600)  # a game that would play on for an hour
"""
MIDDLE = """
import os, subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", sys.argv[1], sys.argv[2], str(os.getpid())], stdout=subprocess.PIPE, text=True)
print(child.stdout.readline().strip(), flush=True)
time.sleep(3600)
"""


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_a_worker_ends_when_its_batch_is_killed(tmp_path):
    import signal
    import time

    marker = tmp_path / "cleanup"
    middle = subprocess.Popen([sys.executable, "-c", MIDDLE, WATCHED, str(marker)], stdout=subprocess.PIPE, text=True)
    worker = int(middle.stdout.readline())
    assert _alive(worker)
    os.kill(middle.pid, signal.SIGKILL)  # the batch, killed with no chance to tell its workers
    middle.wait(timeout=30)
    deadline = time.monotonic() + 60
    while _alive(worker):
        assert time.monotonic() < deadline, "the worker played on after its batch was killed"
        time.sleep(0.1)
    assert marker.read_text() == "cleaned", "its warm container and staging were cleared first"


def test_a_source_that_is_a_fifo_is_said_to_be_one(tmp_path):
    os.mkfifo(tmp_path / "ideas.txt")
    proc = batch("ideas.txt", "--out", "out", home=tmp_path / "home", cwd=tmp_path, timeout=120)
    assert proc.returncode == 2 and "ideas.txt is a FIFO, not an ideas file or a specs folder" in proc.stderr
    assert not (tmp_path / "out").exists()
