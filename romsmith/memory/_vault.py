"""The vault: one Markdown file per guideline (YAML front matter, then the text), the source of truth.

Files live in ROMSMITH_HOME/memory/vault/<id>.md. They are written atomically (temp file in the same
folder, then rename) so a reader never sees half a file, and every read-modify-write runs under
one file lock per home (`Vault.lock()`) so runs that share a home never lose each other's writes.
Reads are cached per process and refreshed when the folder changes (any write through here renames
a file into it, which updates the folder's mtime); `reindex` re-reads everything, for hand edits
that rewrote a file in place.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import hashlib
import json
import os
import re
import threading
import time
import warnings
from pathlib import Path

import yaml
from filelock import FileLock

from romsmith.kernel.errors import StoreCorrupt
from romsmith.kernel.files import FileRefused, read_bounded

TIERS = ("tactical", "strategic")
KINDS = ("failure", "success_pattern", "discrepancy", "postmortem", "summary", "manual")
STATUSES = ("active", "needs_review", "revoked", "graduated")
MAX_FILE_BYTES = 256 * 1024  # a guideline is a few hundred characters of text
_RACY_NS = 2_000_000_000  # a file younger than this is parsed, not taken from the parse cache
_FRONT = re.compile(r"\A---\n(.*?)\n---\n?(.*)\Z", re.S)
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class VaultFileSkippedWarning(RuntimeWarning):
    """Guideline files that could not be read were skipped (named, with the reason)."""


def now_iso() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


def parse_time(value) -> _dt.datetime:
    if isinstance(value, _dt.datetime):
        return value if value.tzinfo else value.replace(tzinfo=_dt.UTC)
    try:
        parsed = _dt.datetime.fromisoformat(str(value))
    except ValueError:
        return _dt.datetime.now(_dt.UTC)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=_dt.UTC)


def text_hash(text: str) -> str:
    return hashlib.sha1(" ".join(text.split()).lower().encode()).hexdigest()


def new_id(text: str) -> str:
    return "g-" + text_hash(text)[:12]


@dataclasses.dataclass
class Guideline:
    """A guideline file's fields (id, text, tier, kind, tools, ...), plus retrieval bookkeeping
    (`retrieved`, `runs_ok`, `runs_failed`), for a guideline moved into a prompt by `memory
    graduate` where it went (`graduated_to`), and its scope: the scene genres of the runs it was
    learned in (`genres`) and the validator rules it was mined from, as `rule_id@version`
    (`rules`, see `memory._scope`)."""

    id: str
    text: str
    tier: str = "tactical"
    kind: str = "manual"
    tools: list[str] = dataclasses.field(default_factory=list)
    sessions: list[str] = dataclasses.field(default_factory=list)
    hit_count: int = 1
    created: str = dataclasses.field(default_factory=now_iso)
    last_seen: str = dataclasses.field(default_factory=now_iso)
    provenance: list[str] = dataclasses.field(default_factory=list)
    refs: list[str] = dataclasses.field(default_factory=list)
    status: str = "active"
    revoked_reason: str | None = None
    revoked_by: str | None = None
    review_reason: str | None = None
    retrieved: int = 0
    runs_ok: int = 0
    runs_failed: int = 0
    graduated_to: str | None = None  # "prompts/<file>.md:<line>" while graduated
    genres: list[str] = dataclasses.field(default_factory=list)  # scene genres it was learned in; [] = any
    rules: list[str] = dataclasses.field(default_factory=list)  # "rule_id@version" it was mined from

    @property
    def hash(self) -> str:
        return text_hash(self.text)

    def age_days(self, now: _dt.datetime | None = None) -> float:
        now = now or _dt.datetime.now(_dt.UTC)
        return max(0.0, (now - parse_time(self.last_seen)).total_seconds() / 86400.0)

    def to_markdown(self) -> str:
        meta = dataclasses.asdict(self)
        text = meta.pop("text")
        front = yaml.dump(meta, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)
        return f"---\n{front}---\n{text.strip()}\n"

    def to_json(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_markdown(cls, raw: str, source: str = "?") -> Guideline:
        match = _FRONT.match(raw.replace("\r\n", "\n"))
        if not match:
            raise ValueError(f"{source}: no YAML front matter")
        meta = yaml.load(match.group(1), Loader=_Loader) or {}
        if not isinstance(meta, dict) or "id" not in meta:
            raise ValueError(f"{source}: front matter has no id")
        known = {f.name for f in dataclasses.fields(cls)}
        values = {k: v for k, v in meta.items() if k in known}
        for key in ("created", "last_seen"):
            if isinstance(values.get(key), (_dt.datetime, _dt.date)):
                values[key] = values[key].isoformat()
        values["text"] = match.group(2).strip()
        return cls.checked(values, source)

    @classmethod
    def checked(cls, values: dict, source: str = "?") -> Guideline:
        """A Guideline from loose values (front matter, a cache entry), every field type-checked:
        a hand edit like `hit_count: lots` or `status: {a: 1}` is a ValueError naming the field,
        so the file is skipped and reported instead of failing later in arithmetic or sorting."""
        out = {}
        for f in dataclasses.fields(cls):
            if f.name not in values or (values[f.name] is None and f.name in _NULL_IS_DEFAULT):
                continue
            value = values[f.name]
            kind = _FIELD_KINDS.get(f.name, "str")
            if kind == "int":
                ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**63
            elif kind == "list":
                ok = isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value)
                value = [str(v) for v in value] if ok else value
            elif kind == "time":  # an ISO date as written; parse_time copes with the rest
                ok = isinstance(value, (str, int, float)) and not isinstance(value, bool)
                value = str(value)
            elif kind == "optional":
                ok = value is None or isinstance(value, str)
            else:
                ok = isinstance(value, str)
            if ok and f.name in _CHOICES:
                ok = value in _CHOICES[f.name]
            if not ok:
                raise ValueError(f"{source}: front matter field {f.name!r} has a bad value {value!r:.60}")
            out[f.name] = value
        if "id" not in out or not re.fullmatch(r"[A-Za-z0-9_.-]+", out["id"]) or out["id"].startswith("."):
            raise ValueError(f"{source}: front matter has no usable id")
        if "text" not in out:
            raise ValueError(f"{source}: no guideline text")
        return cls(**out)


_FIELD_KINDS = {
    **dict.fromkeys(("hit_count", "retrieved", "runs_ok", "runs_failed"), "int"),
    **dict.fromkeys(("tools", "sessions", "provenance", "refs", "genres", "rules"), "list"),
    **dict.fromkeys(("revoked_reason", "revoked_by", "review_reason", "graduated_to"), "optional"),
    "created": "time",
    "last_seen": "time",
}
_CHOICES = {"tier": TIERS, "kind": KINDS, "status": STATUSES}
_NULL_IS_DEFAULT = {"tools", "sessions", "provenance", "refs", "genres", "rules"}  # `tools:` with nothing after it

_LOCKS: dict[str, FileLock] = {}
_LOCKS_GUARD = threading.Lock()


class Vault:
    """All guidelines of one home. `entries()` is cached; mutate only inside `with vault.lock():`."""

    # True when other hosts change it too (team memory): the index catching up is then routine
    shared = False

    def __init__(self, memory_dir: Path):
        self.root = memory_dir / "vault"
        self.root.mkdir(parents=True, exist_ok=True)
        self._counter = memory_dir / "generation"
        self._parse_cache = memory_dir / ".vault_cache.json"
        self._cache: dict[str, Guideline] = {}
        self._stamp: tuple | None = None
        self.damaged: list[str] = []
        self.damaged_reasons: dict[str, str] = {}
        key = str(memory_dir.resolve())
        with _LOCKS_GUARD:
            self._lock = _LOCKS.setdefault(key, FileLock(str(memory_dir / ".lock"), timeout=120))

    def lock(self) -> FileLock:
        """Cross-process lock for read-modify-write; re-entrant within a process."""
        return self._lock

    def _folder_stamp(self) -> tuple:
        # the counter file catches writes by other runs that land within one mtime tick
        st = os.stat(self.root)
        try:
            counter = self._counter.read_text()
        except FileNotFoundError:
            counter = ""
        return (st.st_mtime_ns, st.st_ino, counter)

    def _bump(self) -> None:
        tmp = self._counter.with_name(f".generation.{os.getpid()}.tmp")
        tmp.write_text(os.urandom(8).hex())
        os.replace(tmp, self._counter)

    @property
    def generation(self) -> tuple | None:
        """Changes whenever the cached contents change."""
        return self._stamp

    def entries(self, *, force: bool = False) -> dict[str, Guideline]:
        stamp = self._folder_stamp()
        if force or stamp != self._stamp:
            self._cache = self._load_all()
            self._stamp = stamp
        return self._cache

    def _load_all(self) -> dict[str, Guideline]:
        """Parse every file, reusing the parse cache for files whose mtime and size are unchanged
        (YAML parsing dominated: 10,000 files took 6 s cold, about 0.3 s with the cache)."""
        out: dict[str, Guideline] = {}
        self.damaged = []
        self.damaged_reasons: dict[str, str] = {}
        cache = self._read_parse_cache()
        fresh: dict[str, list] = {}
        with os.scandir(self.root) as it:
            files = [(e.name, e.stat()) for e in it if e.name.endswith(".md") and not e.name.startswith(".")]
        # File times tick coarsely (a few ms): a file rewritten within one tick at the same size
        # (`runs_failed: 1` -> `2`) keeps its key. As git does with racily clean files, a file
        # changed in the last seconds is always parsed and never cached.
        settled = time.time_ns() - _RACY_NS
        for name, st in sorted(files):
            key = [st.st_mtime_ns, st.st_size] if st.st_mtime_ns < settled else None
            hit = cache.get(name)
            if key and isinstance(hit, list) and len(hit) == 2 and hit[0] == key and isinstance(hit[1], dict):
                try:
                    g = Guideline.checked(hit[1], name)
                    out[g.id] = g
                    fresh[name] = hit
                    continue
                except (TypeError, ValueError, AttributeError):
                    pass  # written by another version, or damaged: parse the file
            path = self.root / name
            try:
                raw = read_bounded(path, MAX_FILE_BYTES, "guideline file").decode("utf-8")
                g = Guideline.from_markdown(raw, str(path))
            except FileRefused as exc:
                if not path.exists() and not path.is_symlink():
                    continue  # removed by another run while we listed
                self._skip(name, str(exc))  # a FIFO, a folder, a huge file: never read
                continue
            except (ValueError, TypeError, yaml.YAMLError, UnicodeDecodeError, RecursionError) as exc:
                self._skip(name, str(exc))
                continue
            out[g.id] = g
            if key:
                fresh[name] = [key, g.to_json()]
        if fresh.keys() != cache.keys() or any(fresh[k] is not cache.get(k) for k in fresh):
            self._write_parse_cache(fresh)
        if self.damaged:
            shown = "; ".join(f"{n} ({self.damaged_reasons[n]})" for n in self.damaged[:3])
            more = f" and {len(self.damaged) - 3} more" if len(self.damaged) > 3 else ""
            warnings.warn(
                f"skipped {len(self.damaged)} unreadable guideline file(s) in {self.root}: {shown}{more}; "
                "fix or delete them (`romsmith memory reindex` lists them)",
                VaultFileSkippedWarning,
                stacklevel=4,
            )
        return out

    def _skip(self, name: str, reason: str) -> None:
        self.damaged.append(name)
        self.damaged_reasons[name] = reason.replace(str(self.root / name) + ": ", "")[:160]

    def _read_parse_cache(self) -> dict:
        try:
            data = json.loads(self._parse_cache.read_text(encoding="utf-8"))
            return data if isinstance(data, dict) else {}
        except (FileNotFoundError, ValueError, UnicodeDecodeError):
            return {}

    def _write_parse_cache(self, data: dict) -> None:
        tmp = self._parse_cache.with_name(f".vault_cache.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, self._parse_cache)
        except OSError:
            pass  # only a cache

    def get(self, gid: str) -> Guideline | None:
        entries = self.entries()
        if gid in entries:
            return entries[gid]
        matches = [g for k, g in entries.items() if k.startswith(gid)]
        return matches[0] if len(matches) == 1 else None

    def path_of(self, gid: str) -> Path:
        if not re.fullmatch(r"[A-Za-z0-9_.-]+", gid) or gid.startswith("."):
            raise StoreCorrupt(
                f"guideline id '{gid}' is not a safe file name", hint="ids use letters, digits, '-', '_' and '.' only"
            )
        return self.root / f"{gid}.md"

    def write(self, guidelines: list[Guideline]) -> None:
        """Write each file atomically; caller holds the lock."""
        for g in guidelines:
            path = self.path_of(g.id)
            tmp = path.with_name(f".{g.id}.{os.getpid()}.{threading.get_ident()}.tmp")
            tmp.write_text(g.to_markdown(), encoding="utf-8")
            os.replace(tmp, path)
            self._cache[g.id] = g
        if guidelines:
            self._bump()
            self._stamp = self._folder_stamp()

    def remove(self, ids: list[str]) -> None:
        for gid in ids:
            try:
                self.path_of(gid).unlink()
            except FileNotFoundError:
                pass
            self._cache.pop(gid, None)
        if ids:
            self._bump()
            self._stamp = self._folder_stamp()
