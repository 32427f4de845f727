"""The emulator's files: installed from npm by `make player`, checked against pinned sha256 sums.

Nothing is fetched at run time: the server hands out exactly these files, and refuses to start
when one is missing or differs from the pin (a half-finished install, or a different version).
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

from romsmith.kernel.errors import LibraryMissing

WEB = Path(__file__).resolve().parent / "web"
PACKAGE = "@thenick775/mgba-wasm"
DIST = WEB / "node_modules" / "@thenick775" / "mgba-wasm" / "dist"
# where the player's files appear on the served origin (never a name an output folder uses)
PLAYER_PREFIX = "/_romsmith/player/"
# our own files served beside the package's
OWN_FILES = ("player.js", "player.css", "MPL-2.0.txt")


def _pins() -> dict[str, str]:
    """`SHA256SUMS`: file name -> sha256, in sha256sum's format."""
    pins = {}
    for line in (WEB / "SHA256SUMS").read_text(encoding="utf-8").splitlines():
        if line.strip():
            digest, name = line.split(maxsplit=1)
            pins[name.lstrip("*")] = digest
    return pins


@functools.lru_cache(maxsize=1)
def player_files() -> dict[str, Path]:
    """Every file the player serves (name -> path), the package's checked against their pins."""
    files = {name: WEB / name for name in OWN_FILES}
    for name, digest in _pins().items():
        path = DIST / name
        if not path.is_file():
            raise LibraryMissing(
                f"the in-browser emulator ({PACKAGE}) is not installed: {path} is missing",
                hint="run `make player` (it installs the pinned package with npm)",
            )
        actual = hashlib.sha256(path.read_bytes()).hexdigest()
        if actual != digest:
            raise LibraryMissing(
                f"{path} is not the pinned {PACKAGE} file (sha256 {actual[:12]}..., pinned {digest[:12]}...)",
                hint="reinstall it: `rm -rf romsmith/play/web/node_modules .stamps/player && make player`",
            )
        files[name] = path
    return files
