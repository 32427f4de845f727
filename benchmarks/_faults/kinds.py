"""The fault kinds: each injects one fault into one real run and judges what romsmith made of it.

Pipeline runs go through `romsmith.pipeline.api` in this process (what `romsmith build|new` call),
with the fault injected from the progress callback at a stage boundary; ROM-level faults go
through `romsmith verify`; faults that need processes (kill -9, two runs at once) run the
`romsmith` command itself.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

from _faults.harness import EXE, Bench, Outcome, cli, disprove, in_process, judge_report


def _spec(bench: Bench, title: str) -> dict:
    from romsmith.generators.spec.samples import example_spec

    spec = example_spec()
    spec["title"] = title
    return spec


def _build(bench: Bench, spec: dict, out: Path, on_stage=None):
    from romsmith.pipeline.api import build

    def progress(phase, info):
        if phase == "end" and on_stage is not None:
            on_stage(info["stage"])

    return in_process(lambda: build(spec, out=out, playtest=False, progress=progress))


def _pipeline_fault(bench: Bench, name: str, inject_after: str, inject, *, must_not_verify=True) -> Outcome:
    before = bench.readable_guidelines()
    out = bench.fresh(name)
    spec = _spec(bench, f"Fault {bench.counter}")
    done = {}

    def on_stage(stage):
        if stage == inject_after and not done:
            done["note"] = inject(out)

    report, crashed, text = _build(bench, spec, out, on_stage)
    if crashed:
        return Outcome("crash", None, traceback=True, note=text.splitlines()[-1])
    if not hasattr(report, "verdict"):
        return Outcome("error", getattr(report, "exit_code", None), wrong_exit=True, note=text)
    outcome = judge_report(report, expect={"failed"}, must_not_verify=must_not_verify, before=before, bench=bench)
    outcome.note = outcome.note or done.get("note", "")
    return outcome


# ---- broken generated C ----
def c_byte(bench: Bench) -> Outcome:
    """One random byte of the generated game_data.c replaced between generate and build."""

    def inject(out: Path) -> str:
        path = out / "build" / "src" / "game_data.c"
        data = bytearray(path.read_bytes())
        at = bench.rng.randrange(len(data))
        new = bench.rng.choice([b for b in b"{};,\"'/*\\09azAZ \n\x00\xff" if b != data[at]])
        data[at] = new
        path.write_bytes(bytes(data))
        return f"byte {at} -> 0x{new:02X}"

    return _pipeline_fault(bench, "cbyte", "generate", inject)


def undefined_symbol(bench: Bench) -> Outcome:
    """The generated root table points at a symbol nothing defines."""

    def inject(out: Path) -> str:
        path = out / "build" / "src" / "game_data.c"
        name = f"rs_missing_{bench.rng.randrange(10**6)}"
        text = path.read_text().replace(".subtitle = NULL", f".subtitle = {name}", 1)
        path.write_text(text.replace('#include "game_ids.h"', f'#include "game_ids.h"\nextern const char {name}[];', 1))
        return name

    return _pipeline_fault(bench, "undef", "generate", inject)


def rom_replaced(bench: Bench) -> Outcome:
    """The ROM the build made is swapped for another working ROM before verify boots it."""
    pool = sorted(bench.root.glob("pool-*.gba"))

    def inject(out: Path) -> str:
        rom = out / "build" / "rom" / "game.gba"
        other = bench.rng.choice(pool)
        shutil.copyfile(other, rom)
        return f"replaced by {other.name}"

    return _pipeline_fault(bench, "swap", "build", inject)


# ---- ROMs that boot badly (romsmith verify) ----
def _testprog(bench: Bench, name: str, **fields) -> Path:
    import re

    from romsmith.rom_build import build_rom
    from romsmith.rom_build._build import TESTPROG_ENGINE, TESTPROG_GAME

    game = bench.fresh(name)
    shutil.copytree(TESTPROG_GAME, game, dirs_exist_ok=True)
    text = (game / "game_data.c").read_text()
    for key, value in fields.items():
        text = re.sub(rf"\.{key} = (\{{[^}}]*\}}|[^,]*),", f".{key} = {value},", text)
    (game / "game_data.c").write_text(text)
    result = build_rom(game, game / "out", title="Test Prog", code="RSTP", engine_dir=TESTPROG_ENGINE)
    assert result.ok, result.log_path.read_text()[-2000:]
    return result.rom_path


def _verify(bench: Bench, rom: Path, *extra: str) -> Outcome:
    from romsmith.cli import main

    def call():
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                main(["verify", str(rom), "--frames", "300", "--shots", str(rom.parent / "shots"), "--json", *extra])
        except SystemExit as exc:
            return exc.code or 0
        return 0  # returned normally: every check passed

    code, crashed, text = in_process(call)
    if crashed:
        return Outcome("crash", None, traceback=True, note=text.splitlines()[-1])
    code = code if isinstance(code, int) else getattr(code, "exit_code", None)
    verdict = {0: "verified", 1: "failed"}.get(code, "error")
    outcome = Outcome(verdict, code, wrong_exit=code != 1, false_verified=code == 0)
    return outcome


def boot_hang(bench: Bench) -> Outcome:
    frame = bench.rng.randrange(20, 270)  # anywhere but the last window verify cannot judge
    return _verify(bench, _testprog(bench, "hang", hang_at=frame))


def blank_screen(bench: Bench) -> Outcome:
    colour = bench.rng.randrange(0x8000)
    return _verify(bench, _testprog(bench, "blank", flat=1, colours=f"{{ {colour}, 0, 0, 0 }}"))


def corrupt_header(bench: Bench) -> Outcome:
    """A verified ROM with one header byte (logo, title, code, maker, 0x96, complement) changed."""
    source = bench.root / "pool-0-example.gba"
    rom = bench.fresh("header") / "game.gba"
    data = bytearray(source.read_bytes())
    at = bench.rng.randrange(0x04, 0xBE)
    data[at] ^= bench.rng.randrange(1, 256)
    rom.write_bytes(bytes(data))
    outcome = _verify(bench, rom)
    outcome.note = f"offset 0x{at:02X}" + (f": {outcome.note}" if outcome.note else "")
    return outcome


# ---- the model ----
GARBAGE = {
    "prose": lambda text: "Sure! Here is a wonderful game. I built the ROM and it boots fine.",
    "prose_around_json": lambda text: "Here you go:\n```json\n" + text + "\n```\nHope it works!",
    "truncated": lambda text: text[: max(1, len(text) // 3)],
    "wrong_type": lambda text: json.dumps([json.loads(text)]),
    "invented_ids": lambda text: text.replace("puny_", "puny_invented_").replace('"id": "', '"id": "Not An Id '),
    "empty": lambda text: "",
    "huge": lambda text: "{" + '"x": "' + "A" * 2_000_000 + '"}',
    "huge_integer": lambda text: '{"seed": ' + "9" * 5000 + "}",
    "deep": lambda text: '{"a": ' + "[" * 5000 + "]" * 5000 + "}",
    "not_utf8_escape": lambda text: text.replace('"', '"\\udcff', 1),
}


def model_garbage(bench: Bench) -> Outcome:
    """One agent answers garbage (once: the retry or repair must recover; always: the run fails)."""
    from romsmith.designer import answer as designer
    from romsmith.models import scripted
    from romsmith.pipeline.api import new_game

    task = bench.rng.choice(["plan", "character", "world", "story"])
    kind = bench.rng.choice(sorted(GARBAGE))
    always = bench.rng.random() < 0.4
    sent = {"n": 0}

    def reply(messages):
        from romsmith.models.wire import task_of

        text = designer("offline/designer", messages, {})
        if task_of(messages) == task and (always or sent["n"] == 0):
            sent["n"] += 1
            return GARBAGE[kind](text)
        return text

    scripted.reset()
    scripted.enqueue(*[reply] * 200)
    before = bench.readable_guidelines()
    out = bench.fresh("model")
    memory = bench.rng.random() < 0.25
    report, crashed, text = in_process(
        lambda: new_game(
            "a knight rescues the princess", model="scripted/bench", out=out, memory=memory, playtest=False
        )
    )
    note = f"{task} {kind} {'always' if always else 'once'}"
    if crashed:
        return Outcome("crash", None, traceback=True, note=note + ": " + text.splitlines()[-1])
    if not hasattr(report, "verdict"):  # a RomsmithError (the model never gave a usable answer)
        code = getattr(report, "exit_code", None)
        return Outcome("error", code, wrong_exit=code != 1 or not always, note=note + ": " + text[:300])
    # told twice, a model that still wraps a valid object in prose has it taken (agents.ask)
    expect = {"failed"} if always and kind != "prose_around_json" else {"verified", "failed"}
    outcome = judge_report(report, expect=expect, must_not_verify=False, before=before, bench=bench)
    outcome.note = outcome.note or note
    return outcome


# ---- the machine ----
def dead_docker(bench: Bench) -> Outcome:
    """No Docker daemon answers: a missing socket, a plain file, a refused TCP port."""
    from romsmith.pipeline.api import build

    scratch = bench.fresh("docker")
    (scratch / "not-a-socket").write_text("")
    host = bench.rng.choice([f"unix://{scratch}/missing.sock", f"unix://{scratch}/not-a-socket", "tcp://127.0.0.1:9"])
    before = bench.readable_guidelines()
    saved = os.environ.get("DOCKER_HOST")
    os.environ["DOCKER_HOST"] = host
    try:
        report, crashed, text = in_process(
            lambda: build(_spec(bench, f"Docker {bench.counter}"), out=scratch / "out", playtest=False)
        )
    finally:
        if saved is None:
            os.environ.pop("DOCKER_HOST", None)
        else:
            os.environ["DOCKER_HOST"] = saved
    if crashed:
        return Outcome("crash", None, traceback=True, note=text.splitlines()[-1])
    if not hasattr(report, "verdict"):
        code = getattr(report, "exit_code", None)
        return Outcome("error", code, wrong_exit=code != 2, note=text)
    outcome = judge_report(report, expect={"not_built"}, must_not_verify=True, before=before, bench=bench)
    outcome.note = outcome.note or host.split("://")[0]
    return outcome


SPOILERS = {
    "hit_count_words": lambda text: text.replace("hit_count: ", "hit_count: lots #", 1),
    "hit_count_null": lambda text: text.replace("hit_count: ", "hit_count: null #", 1),
    "status_mapping": lambda text: text.replace("status: active", "status: {a: 1}", 1),
    "no_front_matter": lambda text: text.split("---", 2)[-1],
    "truncated": lambda text: text[: len(text) // 2],
    "bad_yaml": lambda text: text.replace("tier:", "tier: [unclosed", 1),
    "unsafe_id": lambda text: text.replace("id: g-", "id: ../../g-", 1),
    "empty": lambda text: "",
}


def corrupt_vault(bench: Bench) -> Outcome:
    """One guideline file of the shared vault damaged, then a run that uses the memory."""
    from romsmith.pipeline.api import new_game

    files = sorted(p for p in bench.vault.glob("g-*.md") if p.name not in bench.spoiled)
    victim = bench.rng.choice(files)
    way = bench.rng.choice([*sorted(SPOILERS), "not_utf8", "fifo"])
    bench.spoiled.add(victim.name)
    before = bench.readable_guidelines()
    original = victim.read_bytes()
    if way == "fifo":
        victim.unlink()
        os.mkfifo(victim)
    elif way == "not_utf8":
        victim.write_bytes(original.replace(b"text", b"t\xe9xt", 1) + b"\xff\xfe")
    else:
        victim.write_text(SPOILERS[way](original.decode()), encoding="utf-8")
    out = bench.fresh("vault")
    try:
        report, crashed, text = in_process(
            lambda: new_game("a frog seeks the golden fly", out=out, memory=True, playtest=False)
        )
    finally:
        victim.unlink()
        victim.write_bytes(original)  # the next run gets the vault whole again
        bench.spoiled.discard(victim.name)
    if crashed:
        return Outcome("crash", None, traceback=True, note=f"{way}: " + text.splitlines()[-1])
    if not hasattr(report, "verdict"):
        return Outcome("error", getattr(report, "exit_code", None), wrong_exit=True, note=f"{way}: {text}")
    outcome = judge_report(report, expect={"verified"}, must_not_verify=False, before=before, bench=bench)
    outcome.note = outcome.note or way
    return outcome


def kill_resume(bench: Bench) -> Outcome:
    """`romsmith new` killed with SIGKILL at a random moment, then `romsmith resume`."""
    before = bench.readable_guidelines()
    out = bench.fresh("kill")
    memory = [] if bench.rng.random() < 0.5 else ["--no-memory"]  # half of them mine as they die
    proc = subprocess.Popen(
        [
            EXE,
            "new",
            "a thief steals the moon",
            "--out",
            str(out),
            "--no-playtest",
            "--seed",
            str(bench.counter),
            *memory,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    first = proc.stderr.readline()  # "session <id>: model ..."
    session = first.split()[1].rstrip(":") if first.startswith("session ") else None
    time.sleep(bench.rng.uniform(0.0, bench.kill_window))
    os.killpg(proc.pid, signal.SIGKILL)
    _, stderr = proc.communicate()
    if proc.returncode != -signal.SIGKILL:  # it finished before the kill landed
        note = "finished before the kill"
    else:
        note = "killed"
    if "Traceback" in (first + stderr):
        return Outcome("crash", None, traceback=True, note="the killed run printed a traceback")
    if session is None:
        return Outcome("crash", None, wrong_exit=True, note="no session line: " + first[:120])
    resumed = cli("resume", session, "--json")
    if "Traceback" in resumed.stderr:
        return Outcome("crash", resumed.returncode, traceback=True, note=resumed.stderr.strip().splitlines()[-1])
    outcome = _judge_cli(resumed, {"verified", "refused"}, before, bench, note)
    if outcome.verdict == "refused" and "has no checkpoint to resume" not in resumed.stdout + resumed.stderr:
        outcome.wrong_exit = True  # only a run killed before its first checkpoint may be turned away
    return outcome


def _judge_cli(proc, expect: set[str], before: set[str], bench: Bench, note: str) -> Outcome:
    from romsmith.pipeline.api import GameReport

    try:
        data = json.loads(proc.stdout)
    except ValueError:
        data = None
    if not isinstance(data, dict) or "verdict" not in data:
        outcome = Outcome("refused", proc.returncode, wrong_exit=proc.returncode != 2 or "refused" not in expect)
        outcome.note = f"{note}: {proc.stderr.strip()[-160:]}"
        outcome.lost = len(before - bench.readable_guidelines())
        return outcome
    report = GameReport.model_validate(data)
    outcome = judge_report(report, expect=expect, must_not_verify=False, before=before, bench=bench)
    outcome.wrong_exit = outcome.wrong_exit or proc.returncode != report.exit_code
    outcome.note = outcome.note or note
    return outcome


def race(bench: Bench) -> Outcome:
    """Two `romsmith build` runs of different specs started at once into one output folder: one
    owns it, the other is turned away naming the holder (or runs after it, into its own report)."""
    out = bench.fresh("race") / "out"
    specs = []
    for name in ("Alpha", "Beta"):
        path = out.parent / f"{name}.json"
        path.write_text(json.dumps(_spec(bench, f"{name} {bench.counter}")))
        specs.append(path)
    before = bench.readable_guidelines()
    procs = [
        subprocess.Popen(
            [EXE, "build", str(s), "--out", str(out), "--no-playtest", "--json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for s in specs
    ]
    results = [(p, *p.communicate(timeout=600)) for p in procs]
    outcomes = []
    for proc, stdout, stderr in results:
        if "Traceback" in stderr:
            return Outcome("crash", proc.returncode, traceback=True, note=stderr.strip().splitlines()[-1])
        done = subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)
        outcomes.append(_judge_cli(done, {"verified", "refused"}, before, bench, "race"))
    # the folder's final report must be one of the two, and its own
    final = json.loads((out / "report.json").read_text()) if (out / "report.json").is_file() else None
    wins = [o for o in outcomes if o.verdict == "verified"]
    refused = [(o, r) for o, r in zip(outcomes, results, strict=True) if o.verdict == "refused"]
    merged = Outcome(
        "verified" if wins else (outcomes[0].verdict if outcomes else "crash"),
        0 if wins else (outcomes[0].exit_code if outcomes else None),
        false_verified=any(o.false_verified for o in outcomes),
        wrong_exit=any(o.wrong_exit for o in outcomes),
        lost=max((o.lost for o in outcomes), default=0),
    )
    for _o, (_p, stdout, stderr) in refused:  # with --json the error is JSON on stdout
        if "is held by session" not in stdout + stderr:
            merged.wrong_exit, merged.note = True, "refused without naming the holder: " + (stdout + stderr)[-160:]
    if wins and final is None:
        merged.false_verified, merged.note = True, "a verified run left no report"
    merged.note = merged.note or f"{len(wins)} verified, {len(refused)} turned away"
    return merged


# ---- the files `romsmith play` serves ----
SECRET = "romsmith-bench: a line from outside the served folder\n"


def served_symlink(bench: Bench) -> Outcome:
    """`romsmith play` on an output folder holding a link out of it (to a file, a folder or /), or
    asked for another host name (DNS rebinding): a 404 or 403, and nothing from outside served."""
    import http.client
    import re

    out = bench.fresh("serve")
    shutil.copyfile(bench.root / "pool-0" / "report.html", out / "report.html")
    secret = bench.fresh("secret") / "passwd"
    secret.write_text(SECRET)
    way = bench.rng.choice(["file", "folder", "root", "loop", "host"])
    path, host, expect = {
        "file": ("/leak.txt", None, 404),
        "folder": ("/screens/passwd", None, 404),
        "root": (f"/root{secret}", None, 404),
        "loop": ("/loop/x", None, 404),
        "host": ("/report.html", "attacker.example", 403),
    }[way]
    (out / "leak.txt").symlink_to(secret)
    (out / "screens").symlink_to(secret.parent)
    (out / "root").symlink_to("/")
    (out / "loop").symlink_to(out / "loop")
    proc = subprocess.Popen(
        [EXE, "play", str(out), "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        match = re.search(r"127\.0\.0\.1:(\d+)/", proc.stdout.readline())
        if not match:
            return Outcome("crash", proc.poll(), wrong_exit=True, note=f"{way}: no address printed")
        conn = http.client.HTTPConnection("127.0.0.1", int(match.group(1)), timeout=30)
        conn.request("GET", path, headers={"Host": host} if host else {})
        answer = conn.getresponse()
        body = answer.read().decode("utf-8", "replace")
        conn.close()
    finally:
        proc.send_signal(signal.SIGINT)
        _, stderr = proc.communicate(timeout=30)
    leaked = SECRET.strip() in body or (way == "host" and answer.status == 200)
    outcome = Outcome("refused" if answer.status in (403, 404) else "error", answer.status)
    outcome.leaked = int(leaked)
    outcome.wrong_exit = answer.status != expect
    outcome.traceback = "Traceback" in stderr
    outcome.note = f"{way}: {answer.status}"
    return outcome


# ---- batches ----
def _batch_args(ideas: Path, out: Path) -> list[str]:
    return [EXE, "batch", str(ideas), "--out", str(out), "--workers", "1", "--no-playtest", "--no-memory"]


def _judge_batch(out: Path, summary: dict, before: set[str], bench: Bench) -> Outcome:
    """A batch's summary checked against each game's own report.json."""
    verified = summary.get("verified") == summary.get("total")
    outcome = Outcome("verified" if verified else "failed", 0 if verified else 1)
    for game in summary.get("games", []):
        report_path = out / game["folder"] / "report.json"
        report = json.loads(report_path.read_text()) if report_path.is_file() else {}
        if game.get("verdict") != report.get("verdict"):
            outcome.wrong_exit, outcome.note = (
                True,
                f"{game['folder']}: summary {game.get('verdict')}, report {report.get('verdict')}",
            )
        if game.get("verdict") == "verified" and report.get("verdict") == "verified":
            problem = disprove(out / game["folder"])
            if problem:
                outcome.false_verified, outcome.note = True, f"{game['folder']}: {problem}"
    outcome.lost = len(before - bench.readable_guidelines())
    return outcome


def batch_race(bench: Bench) -> Outcome:
    """Two `romsmith batch` runs of the same ideas started at once into one folder: one owns it
    and makes every game, the other exits 2 naming the holder; summary.json agrees with the games."""
    base = bench.fresh("batches")
    ideas = base / "ideas.txt"
    ideas.write_text(bench.rng.choice(["a frog seeks the golden fly", "a thief steals the moon"]) + "\n")
    out = base / "out"
    before = bench.readable_guidelines()
    procs = [
        subprocess.Popen(
            [*_batch_args(ideas, out), "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for _ in range(2)
    ]
    answers = [p.communicate(timeout=900) for p in procs]
    done = [(p.returncode, stdout, stderr) for p, (stdout, stderr) in zip(procs, answers, strict=True)]
    if any("Traceback" in stderr for _, _, stderr in done):
        return Outcome("crash", None, traceback=True, note="a batch printed a traceback")
    codes = sorted(code for code, _, _ in done)
    winner = next((stdout for code, stdout, _ in done if code == 0), None)
    refused = next((stdout + stderr for code, stdout, stderr in done if code == 2), "")  # --json: on stdout
    if codes != [0, 2] or winner is None:
        return Outcome("error", codes[-1], wrong_exit=True, note=f"exit codes {codes}: {done[0][2][-160:]}")
    outcome = _judge_batch(out, json.loads(winner), before, bench)
    if "is held by batch" not in refused:
        outcome.wrong_exit, outcome.note = True, "refused without naming the holder: " + refused[-160:]
    outcome.note = outcome.note or "one made the games, the other was turned away"
    return outcome


def _descendants(pid: int) -> set[int]:
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z":
            parents[int(stat.parent.name)] = int(fields[1])
    found, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        children = {p for p, pp in parents.items() if pp == parent}
        todo += children - found
        found |= children
    return found


def _alive(pids: set[int]) -> set[int]:
    alive = set()
    for pid in pids:
        try:
            if Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
                alive.add(pid)
        except OSError:
            pass
    return alive


def batch_killed(bench: Bench) -> Outcome:
    """`romsmith batch` killed with SIGKILL while its worker plays: every process it started ends
    (no game plays on unrecorded), and the same batch run again finishes every game."""
    base = bench.fresh("killed")
    ideas = base / "ideas.txt"
    ideas.write_text("a frog seeks the golden fly\na knight rescues the princess\na thief steals the moon\n")
    out = base / "out"
    before = bench.readable_guidelines()
    log = base / "batch.log"  # a file, not a pipe: orphans holding a pipe open would hang the reader
    with open(log, "w") as sink:
        proc = subprocess.Popen(_batch_args(ideas, out), stdout=subprocess.DEVNULL, stderr=sink)
    deadline = time.monotonic() + 300
    while "batch " not in log.read_text() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)  # "batch <id>: 2 game(s), ...": the folder is held, the pool starts
    time.sleep(bench.rng.uniform(0.5, 3.0))
    started = _descendants(proc.pid)
    landed = proc.poll() is None
    proc.kill()
    killed_at = time.time()
    proc.wait(timeout=60)
    if "Traceback" in log.read_text():
        return Outcome("crash", None, traceback=True, note="the killed batch printed a traceback")
    deadline = time.monotonic() + 30
    while _alive(started) and time.monotonic() < deadline:
        time.sleep(0.2)
    orphans = _alive(started)
    for pid in orphans:  # leave the machine as it was
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    # work nobody recorded: a game a worker finished well after its batch was gone
    late = [r for r in out.glob("*/result.json") if r.stat().st_mtime > killed_at + 2.0]
    again = cli(*_batch_args(ideas, out)[1:], "--json", timeout=900)
    if "Traceback" in again.stderr:
        return Outcome("crash", again.returncode, traceback=True, note=again.stderr.strip().splitlines()[-1])
    try:
        summary = json.loads(again.stdout)
    except ValueError:
        return Outcome("error", again.returncode, wrong_exit=True, note=again.stderr[-160:])
    outcome = _judge_batch(out, summary, before, bench)
    outcome.wrong_exit = outcome.wrong_exit or again.returncode != outcome.exit_code
    outcome.orphans = len(orphans) + len(late)
    outcome.note = outcome.note or (
        f"{len(started)} process(es) started, {len(orphans)} alive 30 s after the kill, "
        f"{len(late)} game(s) finished by them after it"
        if landed
        else "the batch finished before the kill"
    )
    return outcome


# ---- absurd arguments ----
def huge_frames(bench: Bench) -> Outcome:
    """`romsmith verify --frames N` or `romsmith.verify(frames=N)` for N far past the bound: exit 2
    (UsageError) at once, never an emulation that runs for days."""
    rom = bench.root / "pool-0-example.gba"
    frames = bench.rng.choice([100_001, 10**9, 10**12, int("9" * 40)])
    if bench.rng.random() < 0.5:
        try:
            proc = cli("verify", str(rom), "--frames", str(frames), "--json", timeout=120)
        except subprocess.TimeoutExpired:
            return Outcome("crash", None, wrong_exit=True, note=f"--frames {frames}: still running after 120 s")
        if "Traceback" in proc.stderr:
            return Outcome("crash", proc.returncode, traceback=True, note=proc.stderr.strip().splitlines()[-1])
        said = "is more than the 100000 frames" in proc.stdout + proc.stderr
        return Outcome("refused", proc.returncode, wrong_exit=proc.returncode != 2 or not said, note="cli")
    from romsmith.rom_build.api import verify

    result, crashed, text = in_process(lambda: verify(rom, frames=frames))
    if crashed:
        return Outcome("crash", None, traceback=True, note=text.splitlines()[-1])
    code = getattr(result, "exit_code", None)
    return Outcome("refused", code, wrong_exit=code != 2 or "100000" not in text, note="api")


KINDS = {
    "c_byte": c_byte,
    "undefined_symbol": undefined_symbol,
    "boot_hang": boot_hang,
    "blank_screen": blank_screen,
    "corrupt_header": corrupt_header,
    "rom_replaced": rom_replaced,
    "model_garbage": model_garbage,
    "kill_resume": kill_resume,
    "dead_docker": dead_docker,
    "corrupt_vault": corrupt_vault,
    "race": race,
    "served_symlink": served_symlink,
    "batch_race": batch_race,
    "batch_killed": batch_killed,
    "huge_frames": huge_frames,
}
