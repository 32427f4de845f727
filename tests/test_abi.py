"""romsmith.rom_build.abi, the one Python mirror of the engine's headers: its tables are what the
headers say today, and the ARM compiler puts every field of every struct where it says."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest

from romsmith.rom_build import abi
from romsmith.rom_build._abi_tables import STRUCTS

ENGINE = Path(__file__).resolve().parent.parent / "romsmith" / "rom_build" / "engine"
TABLES = ENGINE.parent / "_abi_tables.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("make_abi", ENGINE / "tools" / "make_abi.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_tables_are_what_the_headers_say():
    assert TABLES.read_text(encoding="utf-8") == load_tool().generate(), (
        "run python3 romsmith/rom_build/engine/tools/make_abi.py after changing an engine header"
    )


def test_a_changed_header_changes_the_tables(tmp_path):
    copy = tmp_path / "engine"
    shutil.copytree(ENGINE, copy, ignore=shutil.ignore_patterns("fixture"))
    state_h = copy / "include" / "state.h"
    text = state_h.read_text(encoding="utf-8")
    state_h.write_text(text.replace("u16 scene_frames;", "u16 scene_frames;\n    u8 extra_field;"), encoding="utf-8")
    assert '("extra_field", "u8", 1)' in load_tool().generate(copy)


def probe_source() -> str:
    lines = ["#include <stddef.h>"]
    lines += [f'#include "{h}"' for h in ("rs_data.h", "state.h", "rs_save.h", "actor.h", "choice.h")]
    lines += [f'#include "genre/{p.name}"' for p in sorted((ENGINE / "include" / "genre").glob("*.h"))]
    for name in STRUCTS:
        layout = abi.struct(name)
        lines.append(f'_Static_assert(sizeof({name}) == {layout.size}, "sizeof {name}");')
        for f in layout.fields:
            lines.append(f'_Static_assert(offsetof({name}, {f.name}) == {f.offset}, "{name}.{f.name}");')
    return "\n".join(lines) + "\n"


def compile_probe(source: str, tmp_path: Path) -> subprocess.CompletedProcess:
    gcc = shutil.which("arm-none-eabi-gcc")
    assert gcc, "arm-none-eabi-gcc is missing: `make setup` installs gcc-arm-none-eabi"
    probe = tmp_path / "probe.c"
    probe.write_text(source, encoding="utf-8")
    return subprocess.run(
        [gcc, "-mcpu=arm7tdmi", "-mthumb", "-std=gnu11", "-fsyntax-only",
         f"-I{ENGINE / 'include'}", f"-I{ENGINE / 'src'}", str(probe)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_the_compiler_agrees_with_every_offset_and_size(tmp_path):
    result = compile_probe(probe_source(), tmp_path)
    assert result.returncode == 0, result.stderr


def test_the_probe_would_catch_a_wrong_offset(tmp_path):
    source = probe_source().replace(
        f"offsetof(rs_state, debug) == {abi.STATE.offset('debug')}",
        f"offsetof(rs_state, debug) == {abi.STATE.offset('debug') + 1}",
    )
    result = compile_probe(source, tmp_path)
    assert result.returncode != 0 and "rs_state.debug" in result.stderr


def test_the_state_block_reads_by_name():
    data = bytearray(abi.STATE.size)
    data[0:4] = abi.STATE_MAGIC.to_bytes(4, "little")
    data[abi.STATE.offset("genre")] = abi.const("RS_GENRE_PLATFORMER")
    data[abi.STATE.offset("vel_y") : abi.STATE.offset("vel_y") + 2] = (-48).to_bytes(2, "little", signed=True)
    state = abi.STATE.unpack(bytes(data))
    assert state["magic"] == abi.STATE_MAGIC
    assert abi.GENRES[state["genre"]] == "platformer"
    assert state["vel_y"] == -48
    assert len(state["flags"]) == 8 and len(state["items"]) == 16


def test_nested_structs_unpack_as_dicts():
    warp = abi.struct("rs_warp")
    data = bytes([3, 4, 1, 2]) + (7).to_bytes(2, "little") + bytes(6)
    assert warp.unpack(data)["from"] == {"x": 3, "y": 4, "w": 1, "h": 2}
    assert warp.unpack(data)["scene"] == 7


def test_enums_and_limits_come_from_the_headers():
    assert abi.MODES["play"] == 1 and abi.MODES["cutscene"] == 7
    assert abi.const("RS_MAX_ACTORS") == 16
    with pytest.raises(KeyError, match="no struct 'rs_nothing'"):
        abi.struct("rs_nothing")


def test_the_spec_limits_are_the_engines():
    from romsmith.generators import spec as S

    pairs = {
        "MAX_ACTORS_PER_SCENE": "RS_MAX_ACTORS",
        "MAX_WARPS_PER_SCENE": "RS_MAX_WARPS",
        "MAX_TRIGGERS_PER_SCENE": "RS_MAX_TRIGGERS",
        "MAX_GATES_PER_SCENE": "RS_MAX_GATES",
        "MAX_ITEMS": "RS_MAX_ITEMS",
        "MAX_QUESTS": "RS_MAX_QUESTS",
        "MAX_QUEST_STEPS": "RS_MAX_QUEST_STEPS",
        "MAX_TOTAL_FLAGS": "RS_MAX_FLAGS",
        "MAX_HP": "RS_MAX_HP",
        "MAX_CHOICES": "RS_MAX_CHOICES",
        "TEXT_COLS": "RS_TEXT_COLS",
        "TEXT_LINES": "RS_TEXT_LINES",
        "MAX_NAME": "RS_NAME_MAX",
        "MAX_SCENE_OBJ_TILES": "RS_MAX_SCENE_OBJ_TILES",
    }
    assert {k: getattr(S, k) for k in pairs} == {k: abi.const(v) for k, v in pairs.items()}
    # the spec's limits stay within the engine's where the generator adds its own
    assert abi.const("RS_MAX_EFFECTS") >= S.MAX_EFFECTS and abi.const("RS_MAX_CUTSCENE") >= S.MAX_CUT_COMMANDS
    assert abi.const("RS_MAX_MAP") >= 2 * S.MAX_SCENE_CELLS
    assert abi.const("RS_MAX_FLAGS") >= S.MAX_FLAGS


def test_the_c_writer_writes_for_this_abi():
    from romsmith.generators.emit._writer import ABI_VERSION

    assert ABI_VERSION == abi.ABI_VERSION
