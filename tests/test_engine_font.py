"""The engine's font table (src/font.c) is what tools/make_font.py writes from its drawings."""

from __future__ import annotations

import re
import subprocess
import sys

from engine_play import ENGINE


def test_font_c_is_what_the_tool_writes():
    made = subprocess.run(
        [sys.executable, str(ENGINE / "tools" / "make_font.py")], capture_output=True, text=True, check=True
    ).stdout
    assert (ENGINE / "src" / "font.c").read_text() == made


def test_a_glyph_row_is_ink_2_with_shadow_3_right_below_and_0_elsewhere():
    rows = re.findall(r"\{(0x[^}]*)\}", (ENGINE / "src" / "font.c").read_text())
    glyphs = {chr(32 + i): [int(w, 16) for w in body.split(",")] for i, body in enumerate(rows)}
    assert len(glyphs) == 95
    # '-' is one row of five ink pixels from x=1: that row has ink, the row below its shadow, one pixel right
    dash = glyphs["-"]
    assert dash[3] == 0x00222220 and dash[4] == 0x03333300
    assert all(row == 0 for i, row in enumerate(dash) if i not in (3, 4))
    assert all(nibble in "023" for rows in glyphs.values() for row in rows for nibble in "%08X" % row)
