"""What a batch makes: one job per idea x seed (or per spec file), and the batch's manifest.

A job's `id` is the game's session id and so its LangGraph thread id: `<batch id>-<NNN>`. The
manifest (`DIR/batch.json`) keeps the ids, so running the same batch into the same folder again
finishes what is missing instead of starting over.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
from pathlib import Path

from romsmith.kernel.errors import UsageError
from romsmith.kernel.files import describe
from romsmith.pipeline.outdir import LOCK_NAME

MAX_JOBS = 5000
MAX_IDEA_CHARS = 500
MAX_SPEC_BYTES = 2_000_000
MAX_SEEDS = 100
MANIFEST = "batch.json"
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")  # NUL and the like; tabs and spaces were folded


@dataclasses.dataclass
class Job:
    id: str  # session id = LangGraph thread id
    n: int  # 1-based position in the batch
    folder: str  # the game's folder under the batch's output folder
    kind: str  # "idea" | "spec"
    prompt: str | None = None
    seed: int | None = None
    spec: dict | None = None  # the GameSpec itself (a worker on another host has no access to the file)
    spec_name: str | None = None
    corrections: dict | None = None  # roles said again on the idea's line ("... | foe: the walruses")

    def to_json(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> Job:
        known = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})

    def label(self) -> str:
        return self.prompt if self.kind == "idea" else f"spec {self.spec_name}"


def slug(text: str, limit: int = 40) -> str:
    words = re.findall(r"[a-z0-9]+", text.lower())
    out = "-".join(words)[:limit].rstrip("-")
    return out or "game"


def read_source(source: str | Path, seeds: int) -> list[dict]:
    """The job list (without ids) from an ideas file (one idea a line, `#` comments) or a folder of
    GameSpec JSON files. Specs are built once each: a spec has no seed."""
    path = Path(source)
    if not 1 <= seeds <= MAX_SEEDS:
        raise UsageError(f"--seeds {seeds} is out of range", hint=f"use 1 to {MAX_SEEDS}")
    if path.is_dir():
        items = _read_specs(path)
    elif path.is_file():
        items = [
            {"kind": "idea", "prompt": idea, "seed": seed, "corrections": said}
            for idea, said in _read_ideas(path)
            for seed in range(seeds)
        ]
    else:
        found = describe(path)
        raise UsageError(
            f"no ideas file or specs folder at {path}"
            if found == "nothing"
            else f"{path} is {found}, not an ideas file or a specs folder",
            hint="pass IDEAS.txt (one idea a line) or SPECS_DIR",
        )
    if len(items) > MAX_JOBS:
        raise UsageError(f"{path} makes {len(items)} games, more than {MAX_JOBS}", hint="split it into smaller batches")
    for n, item in enumerate(items, start=1):
        stem = (
            slug(item["prompt"]) + f"-s{item['seed']}" if item["kind"] == "idea" else slug(Path(item["spec_name"]).stem)
        )
        item["n"], item["folder"] = n, f"{n:03d}-{stem}"
    return items


MAX_SAID = 14  # a hero, a goal and six foes and six places at most
# roles said again after an idea on its line: "a penguin delivers the mail | foe: the walruses | place: the harbour"
SAID_AGAIN = {"hero": "hero", "goal": "goal", "foe": "foes", "foes": "foes", "place": "places", "places": "places"}
SAID_AS = {"hero": "'| hero: ...'", "goal": "'| goal: ...'", "foes": "'| foe: ...'", "places": "'| place: ...'"}


def _said_again(parts: list[str], where: str) -> dict | None:
    """The roles said again after an idea ("foe: the walruses"), checked as `new_game` checks them."""
    from romsmith.pipeline.api import check_corrections

    said: dict = {}
    for part in parts:
        key, colon, value = part.partition(":")
        role = SAID_AGAIN.get(key.strip().lower())
        if not colon or role is None or not value.strip():
            raise UsageError(
                f"{where}: '{part.strip()[:60]}' after '|' is not a role said again",
                hint="write 'idea | hero: ... | goal: ... | foe: ... | place: ...'",
            )
        if role in ("foes", "places"):
            said.setdefault(role, []).append(value.strip())
        else:
            said[role] = value.strip()
    try:
        return check_corrections(said, said_as=SAID_AS) or None
    except UsageError as err:
        raise UsageError(f"{where}: {err.message}", hint=err.hint) from None


def _read_ideas(path: Path) -> list[tuple[str, dict | None]]:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path} is not UTF-8 text: {exc}", hint="save the ideas file as UTF-8") from exc
    ideas = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        written = " ".join(line.split())
        if not written or written.startswith("#"):
            continue
        idea, *said = (part.strip() for part in written.split("|"))  # "a frog |foe: cats" too
        if said and not idea:
            raise UsageError(
                f"{path}:{lineno}: the line says roles again after '|' but holds no idea before them",
                hint="write the idea first: 'a penguin delivers the mail | foe: the walruses'",
            )
        if len(said) > MAX_SAID:
            raise UsageError(
                f"{path}:{lineno}: the line says {len(said)} roles again, more than {MAX_SAID}",
                hint="say again only the roles the reading got wrong",
            )
        if len(idea) > MAX_IDEA_CHARS:
            raise UsageError(
                f"{path}:{lineno}: the idea is {len(idea)} characters long, more than {MAX_IDEA_CHARS}",
                hint="keep each idea to one short line",
            )
        control = _CONTROL.search(written)  # in the idea or in a role said again
        if control:
            raise UsageError(
                f"{path}:{lineno}: the line holds a control character "
                f"(0x{ord(control.group()):02X} at character {control.start() + 1})",
                hint="save the ideas file as plain text, one idea a line",
            )
        ideas.append((idea, _said_again(said, f"{path}:{lineno}") if said else None))
    if not ideas:
        raise UsageError(f"{path} holds no ideas", hint="write one game idea a line; lines starting with # are skipped")
    return ideas


def _read_specs(folder: Path) -> list[dict]:
    files = sorted(p for p in folder.iterdir() if p.suffix == ".json" and p.is_file())
    if not files:
        raise UsageError(f"{folder} holds no *.json spec files", hint="put GameSpec JSON files in the folder")
    items = []
    for path in files:
        if path.stat().st_size > MAX_SPEC_BYTES:
            raise UsageError(f"{path} is larger than {MAX_SPEC_BYTES} bytes", hint="a GameSpec is a few tens of KB")
        try:
            spec = json.loads(path.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise UsageError(
                f"{path} is not valid JSON: {exc}", hint="fix the file; `romsmith validate` explains problems"
            ) from exc
        if not isinstance(spec, dict):
            raise UsageError(f"{path} is not a GameSpec object", hint="a spec file holds one JSON object")
        items.append({"kind": "spec", "spec": spec, "spec_name": path.name})
    return items


def _fingerprint(item: dict) -> str:
    body = item["prompt"] if item["kind"] == "idea" else json.dumps(item["spec"], sort_keys=True)
    return hashlib.sha1(f"{item['kind']}\0{body}\0{item.get('seed')}".encode()).hexdigest()


def plan_jobs(items: list[dict], out: Path, model: str, batch_id: str) -> tuple[list[Job], str, bool]:
    """Jobs with ids: a new batch, or the one already in `out` when it is the same batch (same
    inputs, seeds and model). Returns (jobs, batch id, continued). Writes nothing."""
    manifest = out / MANIFEST
    if manifest.is_file():
        try:
            old = json.loads(manifest.read_text(encoding="utf-8"))
            same = old.get("model") == model and [g["fingerprint"] for g in old["games"]] == [
                _fingerprint(i) for i in items
            ]
            old_ids = [g["id"] for g in old["games"]]
            old_batch = old["batch_id"]
        except (ValueError, KeyError, TypeError) as exc:
            raise UsageError(
                f"{manifest} cannot be read ({exc})", hint="pass a new --out folder, or delete that one"
            ) from exc
        if not same:
            raise UsageError(
                f"{out} holds another batch (different ideas, seeds or model)",
                hint="pass a new --out folder, or the same inputs to finish that batch",
            )
        return [_job(i, gid) for i, gid in zip(items, old_ids)], old_batch, True
    if out.exists() and any(p.name != LOCK_NAME for p in out.iterdir()):  # a killed batch may leave its lock
        raise UsageError(f"{out} is not empty and holds no batch", hint="pass a new or empty --out folder")
    return [_job(i, f"{batch_id}-{i['n']:03d}") for i in items], batch_id, False


def _job(item: dict, gid: str) -> Job:
    return Job.from_json({**item, "id": gid})


def write_manifest(out: Path, jobs: list[Job], items: list[dict], *, batch_id: str, model: str, source: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    data = {
        "batch_id": batch_id,
        "source": source,
        "model": model,
        "games": [
            {"id": j.id, "folder": j.folder, "kind": j.kind, "fingerprint": _fingerprint(i)}
            for j, i in zip(jobs, items)
        ],
    }
    write_json(out / MANIFEST, data)


def write_json(path: Path, data) -> None:
    """Atomically: a reader (or a kill) never sees half a file."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8")
    os.replace(tmp, path)
