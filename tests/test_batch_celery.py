"""`romsmith batch --broker` on two Celery workers with Redis and PostgreSQL started here.

Worker A serves only the `games` queue (a host without the build tools): it writes specs and
hands the ROM half to the `build` queue. Worker B serves both. Each has its own ROMSMITH_HOME, as
separate hosts would; checkpoints are shared in PostgreSQL. While the batch runs, the worker
process building the first ROM is killed with SIGKILL: every game still ends with exactly one
verdict, and the killed one continues from its checkpoint without repeating a model call.
Cost: Redis + PostgreSQL start-up (about 5 s), two workers, 6 offline games (about 60 s idle).
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from services import free_port, postgres_server, redis_server

pytestmark = pytest.mark.e2e  # Redis, Celery workers and whole batches

EXE = str(Path(sys.executable).parent / "romsmith")
IDEAS = "a frog seeks the golden fly\na knight rescues the princess\na robot explores the desert ruins\n"
AGENTS = ("orchestrator", "character", "world", "story")


@pytest.fixture(scope="module")
def services():
    with redis_server() as broker, postgres_server() as checkpoints:
        yield broker, checkpoints


def _env(home: Path, **extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROMSMITH_")}
    return {**env, "ROMSMITH_HOME": str(home), **extra}


@pytest.fixture(scope="module")
def workers(services, toolchain, tmp_path_factory):
    broker, checkpoints = services
    base = tmp_path_factory.mktemp("workers")
    procs = {}
    for name, queues in (("a", "games"), ("b", "games,build")):
        home = base / f"home-{name}"
        log = open(base / f"worker-{name}.log", "w")  # noqa: SIM115 - closed below
        env = _env(home, ROMSMITH_CHECKPOINT_URL=checkpoints, ROMSMITH_MEMORY_URL=checkpoints)
        proc = subprocess.Popen(
            [EXE, "worker", "--broker", broker, "--queues", queues, "--name", f"{name}@test"],
            stdout=log,
            stderr=subprocess.STDOUT,
            env=env,
        )
        procs[name] = (proc, home, log)
    yield procs
    for proc, _home, log in procs.values():
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def _build_in_progress(broker: str, out: Path) -> tuple[str, int] | None:
    """(game id, pid of the worker process) of a game whose ROM is being built now."""
    from romsmith.batch import _celery

    try:
        ids = [g["id"] for g in json.loads((out / "batch.json").read_text())["games"]]
    except (OSError, ValueError):
        return None
    _celery.configure(broker)
    for gid in ids:
        for task_id in (gid, f"{gid}-rom"):
            result = _celery.app.AsyncResult(task_id)
            info = result.info if result.state == "PROGRESS" else None
            if isinstance(info, dict) and info.get("stage") == "build":
                return gid, int(info["worker"].rsplit(":", 1)[1])
    return None


@pytest.fixture(scope="module")
def killed_batch(services, workers, tmp_path_factory):
    broker, checkpoints = services
    base = tmp_path_factory.mktemp("celery-batch")
    (base / "ideas.txt").write_text(IDEAS)
    out = base / "out"
    proc = subprocess.Popen(
        [EXE, "batch", "ideas.txt", "--out", "out", "--seeds", "2", "--broker", broker, "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=base,
        env=_env(base / "client-home", ROMSMITH_CHECKPOINT_URL=checkpoints),
    )
    killed = None
    deadline = time.monotonic() + 600
    while killed is None and proc.poll() is None and time.monotonic() < deadline:
        found = _build_in_progress(broker, out)
        if found:
            gid, pid = found
            home = Path(
                dict(x.split("=", 1) for x in Path(f"/proc/{pid}/environ").read_text().split("\0") if "=" in x)[
                    "ROMSMITH_HOME"
                ]
            )
            os.kill(pid, signal.SIGKILL)
            killed = {"id": gid, "pid": pid, "home": home}
        time.sleep(0.05)
    stdout, stderr = proc.communicate(timeout=900)
    return proc.returncode, stdout, stderr, out, killed, workers


def _llm_calls(trace: Path) -> list[dict]:
    from romsmith.kernel.trace import read_trace

    events = read_trace(trace).events if trace.is_file() else []
    return [e for e in events if e["kind"] == "llm_call" and e["node"] in AGENTS]  # not the memory's own


def test_every_game_ends_with_one_verdict_after_a_worker_is_killed_mid_build(killed_batch):
    code, stdout, stderr, out, killed, _workers = killed_batch
    assert killed, "no game was seen building: " + stderr
    assert code == 0, stderr
    summary = json.loads(stdout)
    games = summary["games"]
    assert (summary["mode"], summary["total"], summary["verified"]) == ("celery", 6, 6)
    assert len({g["id"] for g in games}) == 6
    # one line per game, none twice, though one game ran twice
    lines = re.findall(r"^\[\d/6\] verified\s+(\S+)", stderr, re.M)
    assert sorted(lines) == sorted(g["folder"] for g in games)
    for g in games:
        folder = out / g["folder"]
        for name in ("game.gba", "report.html", "report.json", "result.json", "trace.jsonl", "screens/title.png"):
            assert (folder / name).is_file(), (g["folder"], name)
        assert json.loads((folder / "report.json").read_text())["session_id"] == g["id"]
    again = [g for g in games if g["id"] == killed["id"]]
    assert again[0]["resumed"] is True and again[0]["deliveries"] == 2
    assert [g["id"] for g in games if g["resumed"]] == [killed["id"]]
    # the killed process's staging folder went with the process that replaced it
    assert not (killed["home"] / "build-scratch" / f"{socket.gethostname()}-{killed['pid']}").exists()
    assert (killed["home"] / "build-scratch").is_dir()  # where the folders of the living are


def test_the_killed_game_resumed_from_its_checkpoint_without_repeating_a_model_call(killed_batch):
    _code, _stdout, _stderr, out, killed, workers = killed_batch
    gid = killed["id"]
    from romsmith.kernel.trace import read_trace

    # the attempt that was killed: its build had begun and not ended
    first = read_trace(killed["home"] / "traces" / f"{gid}.jsonl").events
    game = next(g for g in json.loads((out / "summary.json").read_text())["games"] if g["id"] == gid)
    final = read_trace(out / game["folder"] / "trace.jsonl").events
    # every model call of the game happened once, over every host's trace of it (a trace handed
    # on with the game is a copy: an event is the same event wherever it is read)
    homes = {home for _proc, home, _log in workers.values()}
    events = {(e["ts"], e["seq"], e["node"]): e for home in homes for e in _llm_calls(home / "traces" / f"{gid}.jsonl")}
    calls = Counter(e["node"] for e in events.values())
    shipped = Counter(e["node"] for e in final if e["kind"] == "llm_call" and e["node"] in AGENTS)
    assert calls == shipped == Counter(AGENTS), (calls, shipped)
    # the run after the kill: a make_rom leg that built and verified, and no model call after it began
    legs = [i for i, e in enumerate(final) if e["node"] == "session" and e["kind"] == "tool_call"]
    tools = [final[i]["tool"] for i in legs]
    assert tools.count("make_rom") == 2, tools
    last_leg = legs[len(legs) - 1 - tools[::-1].index("make_rom")]
    after = final[last_leg:]
    assert not [e for e in after if e["kind"] == "llm_call" and e["node"] in AGENTS]
    assert [e["ok"] for e in after if e["kind"] == "build"] == [True]
    assert [e for e in after if e["kind"] == "claim" and e["args"]["verdict"] == "verified"]
    before = final[:last_leg]
    assert not [e for e in before if e["kind"] in ("build", "claim")], "the killed attempt had not finished its build"
    assert [e["tool"] for e in first if e["node"] == "session"].count("make_rom") >= 1  # the leg that was killed
    report = json.loads((out / game["folder"] / "report.json").read_text())
    assert report["calls"] == 4 and report["verdict"] == "verified"


def test_the_shared_memory_holds_no_duplicate_guideline(killed_batch, services):
    import psycopg

    from romsmith.memory._vault import Guideline, text_hash

    _code, _stdout, _stderr, _out, _killed, workers = killed_batch
    with psycopg.connect(services[1]) as conn:
        rows = conn.execute("SELECT id, body FROM romsmith_guidelines WHERE NOT deleted").fetchall()
    guidelines = [Guideline.from_markdown(body) for _id, body in rows]
    assert guidelines, "the workers mined nothing into the shared memory"
    assert len({text_hash(g.text) for g in guidelines}) == len(guidelines)
    sessions = {s for g in guidelines for s in g.sessions}
    assert len(sessions) > 1  # mined from games played on both workers' hosts
    mirrors = [{p.stem for p in (home / "memory" / "vault").glob("*.md")} for _p, home, _log in workers.values()]
    assert all(m <= {r[0] for r in rows} for m in mirrors)  # each host's vault mirrors rows it pulled
    assert any(mirrors)


@pytest.mark.parametrize(
    ("broker", "checkpoints", "message"),
    [
        ("http://127.0.0.1:6379/0", None, "is not a Redis URL"),
        ("redis://127.0.0.1:{free}/0", None, "no Redis answers at redis://127.0.0.1:"),
        ("{redis}", "postgresql://romsmith@127.0.0.1:{free}/romsmith", "no PostgreSQL server answers at"),
    ],
)
def test_bad_broker_redis_down_or_postgres_down_is_exit_2_with_nothing_written(
    services, tmp_path, broker, checkpoints, message
):
    (tmp_path / "ideas.txt").write_text(IDEAS)
    fill = {"free": free_port(), "redis": services[0]}
    extra = {"ROMSMITH_CHECKPOINT_URL": checkpoints.format(**fill)} if checkpoints else {}
    for args in (
        ["batch", "ideas.txt", "--out", "out", "--broker", broker.format(**fill)],
        ["worker", "--broker", broker.format(**fill)],
    ):
        proc = subprocess.run(
            [EXE, *args], capture_output=True, text=True, cwd=tmp_path, env=_env(tmp_path / "h", **extra), timeout=120
        )
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert message in proc.stderr and "fix:" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
        assert not (tmp_path / "out").exists()


def test_only_this_hosts_folders_of_dead_processes_are_cleared(tmp_path, monkeypatch):
    from romsmith.batch import _celery

    monkeypatch.setenv("ROMSMITH_HOME", str(tmp_path))
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(done.stdout)  # a process that has ended
    root = tmp_path / "build-scratch"
    here = socket.gethostname()
    folders = {name: root / name for name in (f"{here}-{dead}", f"{here}-{os.getpid()}", f"elsewhere-{dead}")}
    for folder in folders.values():
        (folder / "src").mkdir(parents=True)
    _celery._clear_dead_scratch()
    assert sorted(p.name for p in root.iterdir()) == sorted([f"{here}-{os.getpid()}", f"elsewhere-{dead}"])
