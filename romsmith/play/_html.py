"""The report's "Play" section.

Opened as a file it only says how to play (the screenshots stay below it); served by
`romsmith play` with cross-origin isolation, its loader imports the player, which boots the ROM.
"""

from __future__ import annotations

import html
import shlex
from pathlib import Path

from romsmith.play._assets import PLAYER_PREFIX

# runs in every report; imports the player only where the emulator can run
_LOADER = f"""<script type=module>
const section = document.getElementById("play");
if (section && location.protocol.startsWith("http") && self.crossOriginIsolated) {{
  import("{PLAYER_PREFIX}player.js").then((player) => player.start(section)).catch((err) => {{
    section.dataset.state = "error";
    section.querySelector(".play-status").textContent = "The player could not start: " + err;
  }});
}}
</script>"""


def player_section(report: dict, out: Path) -> str:
    """The section for report.html; empty of a player when the run left no ROM."""
    files = report.get("files") or {}
    rom = report.get("rom") or {}
    if not files.get("rom") or not rom.get("sha256"):
        return "<section id=play-none><h2>Play</h2><p class=muted>No ROM to play: this run did not build one.</p></section>"
    command = f"romsmith play {shlex.quote(str(out))}"
    # a ROM's saves live under its file name in the browser: one name per exact ROM
    save_name = f"romsmith-{rom['sha256'][:16]}.gba"
    return (
        f"<section id=play data-rom='{html.escape(files['rom'])}' data-save-name='{save_name}' data-state=offline>"
        "<h2>Play</h2>"
        "<p class='play-status play-offline'>To play this game right here, run "
        f"<code>{html.escape(command)}</code> and open the address it prints. "
        "(The emulator runs threads, which a browser allows only on a page served with cross-origin "
        "isolation; a page opened as a file cannot have it.)</p>"
        "</section>" + _LOADER
    )
