"""What a pack's PNGs were found to be, remembered across runs so loading a pack stays quick.

Validating a pack decodes every PNG (size, at most 15 colours after 15-bit reduction). The
result for a file that passed, its width and height, is kept in the romsmith home
(`cache/packs/<pack folder hash>.json`) under the file's size and modification time; a file that
changed, or failed, is decoded again. `romsmith pack check` never uses the cache.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from romsmith.generators.pack.images import load_indexed


class ImageSizes:
    """Width and height of the PNGs of one pack folder, checked (load_indexed) or remembered."""

    def __init__(self, root: Path, use_cache: bool):
        self.root = root
        self.path = _cache_file(root) if use_cache else None
        self.known: dict[str, list[int]] = _read(self.path) if self.path else {}
        self.changed = False

    def of(self, file: Path) -> tuple[int, int]:
        """(width, height) of a PNG that loads as GBA colour; raises ImageProblem otherwise."""
        try:
            st = file.stat()
            stamp = [st.st_size, st.st_mtime_ns]
        except OSError:
            stamp = None
        key = str(file.relative_to(self.root)) if file.is_relative_to(self.root) else str(file)
        hit = self.known.get(key)
        if stamp and hit and hit[:2] == stamp:
            return hit[2], hit[3]
        img = load_indexed(file)
        if stamp:
            self.known[key] = stamp + [img.width, img.height]
            self.changed = True
        return img.width, img.height

    def save(self) -> None:
        """Write what was learned; a cache that cannot be written is simply not kept."""
        if not (self.path and self.changed):
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(self.known, sort_keys=True), encoding="utf-8")
            tmp.replace(self.path)
        except OSError:
            pass


def _cache_file(root: Path) -> Path:
    from romsmith.kernel.config import home

    digest = hashlib.sha256(str(root).encode()).hexdigest()[:16]
    return home() / "cache" / "packs" / f"{digest}.json"


def _read(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    ok = isinstance(data, dict) and all(isinstance(v, list) and len(v) == 4 for v in data.values())
    return data if ok else {}
