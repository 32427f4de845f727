"""Spec strings are hostile: whatever a model writes, the generated C holds only data tables.

Each test emits the C for a spec full of strings written to break out of a comment or a string
literal, compiles it with the engine in the toolchain container, and reads the linker map: the
generated object may define only the tables the C writer emits (kept or discarded alike), no
code, no writable data, no symbol of its own choosing.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from romsmith.generators import emit_game
from romsmith.generators.checks import validate_spec
from romsmith.generators.emit._writer import render_game
from romsmith.generators.pack import load_pack
from romsmith.generators.spec.samples import example_spec

pytestmark = pytest.mark.docker

# The sections the C writer emits into game_data.c.o (-fdata-sections names each after its table).
TABLE = re.compile(
    r"\.rodata\.(rs_game_data|scenes|sprites|sprite_palettes|tilesets|dialogues|items|songs|songs\d+_voices?\d*|quests|quest\d+_steps|cutscenes|cut\d+|"
    r"tileset\d+_(tiles|palettes|anim)|sprite\d+_tiles|dialogue\d+_(pages|effects)|"
    r"scene\d+_(map|collision|actors|warps|triggers|gates|gate\d+_open|trigger\d+_effects|path_[a-z0-9_]+))"
)
HARMLESS = re.compile(r"\.rodata\.str1\.\d+|\.ARM\.attributes|\.comment")
EMPTY_ALLOWED = {".text", ".data", ".bss"}

TEXT_PAYLOADS = [
    "*/int pwned=1;/*",
    "//*/asm(nop);/*",
    "??/ #define u32 char",
    "_Pragma(GCC poison u32)*/",
    "%s%n */ __attribute__((constructor)) void pwn(void){} /*",
]

# (namespace, old id) -> a hostile id; each still names a distinct C symbol after c_ident
HOSTILE_IDS = {
    ("scenes", "village"): "*/int pwned_by_spec=42;/*",
    ("scenes", "house"): '*/asm(".global pwn_asm");/*',
    ("scenes", "castle"): '*/_Pragma("GCC poison u32")/*',
    ("dialogue", "signpost"): "sign\n#define rs_game_data pwn",
    ("dialogue", "elder_talk"): "elder??/\n*/void pwn_fn(void){}/*",
    ("flags", "met_princess"): "met\u00e9\\*/int pwn_flag;/*",
    ("items", "crown"): "crown*/ __attribute__((used)) /*",
    ("cast", "elder"): "elder */ char pwn_actor[9]; /*",
}


def game_sections(map_path: Path) -> list[tuple[str, int]]:
    """(section name, size) of every input section from the generated object, in the linker map,
    the ones garbage-collected ("Discarded input sections") included."""
    sections, pending = [], None
    for line in map_path.read_text().splitlines():
        fields = line.split()
        if len(fields) == 1 and fields[0].startswith("."):
            pending = fields[0]  # a long section name; its address and size follow on the next line
            continue
        if fields and fields[-1].endswith("/game_data.c.o") and len(fields) >= 3:
            name = fields[0] if fields[0].startswith(".") else pending
            sections.append((name, int(fields[-2], 16)))
        pending = None
    return sections


def global_symbols(map_path: Path) -> list[str]:
    """Names the map lists under the generated object's sections (its global symbols)."""
    names, inside = [], False
    for line in map_path.read_text().splitlines():
        fields = line.split()
        if fields and fields[-1].endswith(".o"):
            inside = fields[-1].endswith("/game_data.c.o")
        elif inside and len(fields) == 2 and fields[0].startswith("0x") and not fields[1].startswith("0x"):
            names.append(fields[1])
        elif fields and not fields[0].startswith("0x"):
            inside = False
    return names


def foreign(map_path: Path) -> list[str]:
    problems = []
    for name, size in game_sections(map_path):
        if name in EMPTY_ALLOWED and size == 0:
            continue
        if not (TABLE.fullmatch(name) or HARMLESS.fullmatch(name)):
            problems.append(f"{name} ({size} bytes)")
    problems += [f"symbol {s}" for s in global_symbols(map_path) if s != "rs_game_data"]
    return problems


def _build(game: Path, out: Path, cache: Path, title: str, code: str):
    from romsmith.rom_build import build_rom

    result = build_rom(game, out, title=title, code=code, toolchain="docker", cache_dir=cache)
    assert result.ok, result.log_path.read_text()[-3000:]
    assert not [d for d in result.diagnostics if d["severity"] == "warning" and "game_data" in (d["file"] or "")]
    return result


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("hostile-cache")


def test_the_map_check_sees_an_injected_definition(toolchain, tmp_path, cache):
    """The check itself: a definition slipped into the generated C shows up as foreign."""
    emitted = emit_game(example_spec(), load_pack("puny"), tmp_path / "game")
    data = tmp_path / "game" / "game_data.c"
    data.write_text(data.read_text() + "\nint pwned_by_spec = 42;\nvoid pwn_fn(void) {}\n")
    result = _build(tmp_path / "game", tmp_path / "out", cache, emitted.title, emitted.code)
    found = foreign(result.map_path)
    assert any(".data.pwned_by_spec" in p for p in found), found
    assert any(".text.pwn_fn" in p for p in found), found


def test_hostile_text_compiles_as_data_only(toolchain, tmp_path, cache):
    spec = example_spec()
    texts = iter(TEXT_PAYLOADS * 20)
    spec["title"] = "*/int pwned_title=1;/*"
    spec["premise"] = " ".join(TEXT_PAYLOADS)[:200]
    for scene in spec["scenes"]:
        scene["name"] = "*/int x;/*"
    for actor in spec["cast"]:
        actor["name"] = "//*/??/"
    for dialogue in spec["dialogue"]:
        dialogue["speaker"] = "%n*/#x/*"
        dialogue["pages"] = [next(texts) for _ in dialogue["pages"]]
        for branch in dialogue.get("branches", []):
            branch["pages"] = [next(texts) for _ in branch["pages"]]
    for item in spec["items"]:
        item.update(name="*/a;/*", description=next(texts))
    spec["win"]["text"] = next(texts)
    report = validate_spec(spec, load_pack("puny"))
    assert report.ok, report.text()
    emitted = emit_game(spec, load_pack("puny"), tmp_path / "game")
    result = _build(tmp_path / "game", tmp_path / "out", cache, emitted.title, emitted.code)
    assert foreign(result.map_path) == []
    rom = result.rom_path.read_bytes()
    assert b"*/int pwned_title=1;/*\0" in rom  # the text went in as the bytes of a string
    assert b"??/ #define u32 char" in rom


def test_hostile_ids_that_skip_validation_still_compile_as_data_only(toolchain, tmp_path, cache):
    """Defence in depth: even ids the validator rejects reach C only as escaped text."""
    spec = example_spec()
    renames = {old: new for (_key, old), new in HOSTILE_IDS.items()}

    def rename(node, key=None):
        if isinstance(node, dict):
            return {k: rename(v, k) for k, v in node.items()}
        if isinstance(node, list):
            return [rename(v, key) for v in node]
        if isinstance(node, str) and key not in ("theme", "sprite", "name", "text", "speaker") and node in renames:
            return renames[node]
        return node

    spec = rename(spec)
    pack = load_pack("puny")
    report = validate_spec(spec, pack)  # rejects every id (tests/test_validate_spec.py); rendered anyway
    assert set(report.rows) == {new for (key, _), new in HOSTILE_IDS.items() if key == "scenes"}
    c_text, h_text, _ = render_game(report.spec, pack, report.rows, provenance="hostile ids")
    game = tmp_path / "game"
    game.mkdir()
    (game / "game_data.c").write_bytes(c_text.encode("ascii"))
    (game / "game_ids.h").write_bytes(h_text.encode("ascii"))
    result = _build(game, tmp_path / "out", cache, "HOSTILE", "RHSE")
    assert foreign(result.map_path) == []
