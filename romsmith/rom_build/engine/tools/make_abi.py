#!/usr/bin/env python3
"""Write romsmith/rom_build/_abi_tables.py, the engine's data format read from its headers.

    python3 romsmith/rom_build/engine/tools/make_abi.py [OUT]

Reads the structs, enums and integer #defines of the headers that outside tools read through
(the state block, the game data, the live actor table, the question's answers, the save slot,
each genre's block) and writes them as Python tables; `romsmith.rom_build.abi` lays them out
(ARM EABI: natural alignment) and unpacks them. tests/test_abi.py checks the file is what this
writes and that the compiler agrees with every offset. Run it after changing one of HEADERS.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent
HEADERS = ["include/rs_types.h", "include/rs_data.h", "include/state.h", "include/rs_save.h"]
HEADERS_SRC = ["src/actor.h", "src/choice.h"]
OUT = ENGINE.parent / "_abi_tables.py"

SCALARS = {"u8", "s8", "u16", "s16", "u32", "s32", "char", "int"}


def headers(engine: Path = ENGINE) -> list[Path]:
    genre = sorted((engine / "include" / "genre").glob("*.h"))
    return [engine / h for h in HEADERS] + genre + [engine / h for h in HEADERS_SRC]


def strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.DOTALL)
    return re.sub(r"//[^\n]*", " ", text)


def parse_fields(body: str, known: set[str]) -> list[tuple[str, str, int]]:
    """`u8 x, y; const char *name; u32 flags[8];` -> [(name, type, count)]; pointers are 'ptr'."""
    fields = []
    for decl in body.split(";"):
        decl = " ".join(decl.replace("volatile", " ").split())
        if not decl:
            continue
        m = re.match(r"(?:const\s+)?(\w+)\s*(.*)$", decl)
        if not m:
            raise ValueError(f"cannot read the declaration {decl!r}")
        base, rest = m.group(1), m.group(2)
        for part in rest.split(","):
            part = part.strip()
            arr = re.match(r"^(\**)\s*(?:const\s*)?(\**)\s*(\w+)\s*(?:\[\s*(\w+)\s*\])?$", part)
            if not arr:
                raise ValueError(f"cannot read the declarator {part!r} in {decl!r}")
            stars, more_stars, name, count = arr.groups()
            pointer = bool(stars or more_stars) or "*" in part
            ctype = "ptr" if pointer else base
            if ctype != "ptr" and ctype not in SCALARS and ctype not in known:
                raise ValueError(f"field {name} has the type {ctype}, which is not declared before it")
            fields.append((name, ctype, count or "1"))
    return fields


def evaluate(expr: str, names: dict[str, int]) -> int:
    """An enum value: a number, a name declared before, or a sum of them."""
    total = 0
    for term in expr.split("+"):
        term = term.strip()
        if re.fullmatch(r"0x[0-9A-Fa-f]+|\d+", term):
            total += int(term, 0)
        elif term in names:
            total += names[term]
        else:
            raise ValueError(f"cannot evaluate the enum value {expr!r}")
    return total


def parse(paths: list[Path]) -> tuple[dict, dict, dict]:
    structs: dict[str, list[tuple[str, str, str]]] = {}
    enums: dict[str, int] = {}
    defines: dict[str, int] = {}
    for path in paths:
        text = strip_comments(path.read_text(encoding="utf-8"))
        for name, value in re.findall(
            r"^\s*#\s*define\s+(RS_\w+|VID_\w+)\s+\(?\s*(0x[0-9A-Fa-f]+|\d+)u?\s*\)?\s*$", text, re.M
        ):
            defines[name] = int(value, 0)
        for body in re.findall(r"\benum\s*\{([^}]*)\}", text):
            value = -1
            for item in body.split(","):
                item = item.strip()
                if not item:
                    continue
                m = re.match(r"(\w+)\s*(?:=\s*(.+))?$", item)
                if not m:
                    raise ValueError(f"cannot read the enum item {item!r} in {path.name}")
                value = value + 1 if m.group(2) is None else evaluate(m.group(2), {**defines, **enums})
                enums[m.group(1)] = value
        for body, name in re.findall(r"typedef\s+struct\s*\{(.*?)\}\s*(\w+)\s*;", text, re.DOTALL):
            structs[name] = parse_fields(body, set(structs))
    return structs, enums, defines


def render(structs: dict, enums: dict, defines: dict, sources: list[str]) -> str:
    lines = [
        '"""The engine\'s data format, as its headers declare it: written by',
        "romsmith/rom_build/engine/tools/make_abi.py from " + ", ".join(sources) + ".",
        'Do not edit: change the header, then run the tool (tests/test_abi.py checks it is current)."""',
        "",
        "# struct name -> fields in order: (name, type, count); a type is a scalar, 'ptr' or a struct",
        "STRUCTS = {",
    ]
    for name, fields in structs.items():
        lines.append(f'    "{name}": (')
        for field, ctype, count in fields:
            count_value = count if count.isdigit() else f'DEFINES["{count}"]'
            lines.append(f'        ("{field}", "{ctype}", {count_value}),')
        lines.append("    ),")
    lines.append("}")
    lines.append("")
    lines.append("ENUMS = {")
    lines += [f'    "{k}": {v},' for k, v in enums.items()]
    lines.append("}")
    lines.append("")
    lines.append("DEFINES = {")
    lines += [f'    "{k}": {v},' for k, v in defines.items()]
    lines.append("}")
    text = "\n".join(lines) + "\n"
    # DEFINES must exist before STRUCTS uses it
    head, structs_part = text.split("# struct name", 1)
    defines_part = text[text.index("DEFINES = {") :]
    enums_part = text[text.index("ENUMS = {") : text.index("DEFINES = {")]
    structs_only = "# struct name" + structs_part[: structs_part.index("ENUMS = {")]
    return head + defines_part + "\n" + enums_part + structs_only.rstrip() + "\n"


def generate(engine: Path = ENGINE) -> str:
    paths = headers(engine)
    structs, enums, defines = parse(paths)
    return render(structs, enums, defines, [p.relative_to(engine).as_posix() for p in paths])


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else OUT
    out.write_text(generate(), encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
