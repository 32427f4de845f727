"""Play a built game in the browser: mGBA compiled to WebAssembly, embedded in report.html.

    player_section(report, out) -> str     the report's "Play" section (works as a plain file too)
    serve(out, port=None) -> PlayServer    the output folder on 127.0.0.1 with cross-origin isolation
    player_files() -> dict[str, Path]      the pinned emulator files, checked against their sha256

The emulator's core runs threads on SharedArrayBuffer, which a browser grants only to a page
served with `Cross-Origin-Opener-Policy: same-origin` and `Cross-Origin-Embedder-Policy:
require-corp`; a page opened as a file cannot have them, so report.html falls back to its
screenshots and names the command that serves it.
"""

from __future__ import annotations

from romsmith.play._assets import PLAYER_PREFIX, player_files
from romsmith.play._html import player_section
from romsmith.play._server import DEFAULT_PORT, PlayServer, serve

__all__ = ["DEFAULT_PORT", "PLAYER_PREFIX", "PlayServer", "player_files", "player_section", "serve"]
