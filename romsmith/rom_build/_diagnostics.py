"""Compiler, linker and make output → `{file, line, column, severity, message, symbol, object}`.

The whole log is kept separately (BuildResult.log_path); these records are what a repair step
needs: where, how bad, and for undefined references which symbol and which object wanted it.
Paths inside the container are mapped back to host paths by the caller's `path_map`.
"""

from __future__ import annotations

import re

# gcc: "file.c:12:5: error: message" (column optional); "fatal error" counts as error.
_GCC = re.compile(
    r"^(?P<file>[^:\s][^:]*?):(?P<line>\d+):(?:(?P<column>\d+):)?\s*"
    r"(?P<severity>fatal error|error|warning|note):\s*(?P<message>.*)$"
)
# ld: "obj.o:(.rodata.x+0x8): undefined reference to `SYM'", "file.c:(.text+0x4): ...", and
# "obj.o:file.c:(.text+0x4): more undefined references to `SYM' follow"
_UNDEF = re.compile(
    r"^(?:.*?\bld(?:\.bfd)?: )?(?P<object>[^:\s][^:]*?)(?::[^:(\s]+)?:"
    r"(?:(?P<line>\d+)|\((?P<section>[^)]*)\)):\s*"
    r"(?:more )?undefined references? to [`'‘\"](?P<symbol>[^'’\"]+)['’\"]"
)
# ld context line naming the object: "ld: /out/obj/game_data.c.o: in function `main':"
_IN_FUNCTION = re.compile(r"^(?:.*?\bld(?:\.bfd)?: )?(?P<object>[^:\s][^:]*?): in function [`'‘](?P<fn>[^'’]+)['’]:")
# other ld errors: "ld: region `iwram' overflowed by 12 bytes", "ld: cannot find -lfoo", ...
_LD = re.compile(r"^(?P<tool>\S*\bld(?:\.bfd)?): (?P<message>(?!.*: in function).*)$")
# make: "Makefile:45: *** no engine sources in ...  Stop."
_MAKE = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+): \*\*\* (?P<message>.*?)\.?\s+Stop\.$")


def _record(file=None, line=None, column=None, severity="error", message="", symbol=None, obj=None) -> dict:
    return {
        "file": file,
        "line": int(line) if line else None,
        "column": int(column) if column else None,
        "severity": severity,
        "message": message.strip(),
        "symbol": symbol,
        "object": obj,
    }


def parse(log: str, path_map: dict[str, str] | None = None) -> list[dict]:
    """All diagnostics in `log`, in order; warnings and notes included (severity says which)."""
    path_map = path_map or {}
    out: list[dict] = []
    context: tuple[str, str] | None = None  # (object, function) from the last "in function" line
    for raw in log.splitlines():
        line = raw.rstrip()
        if m := _GCC.match(line):
            severity = "error" if m["severity"] == "fatal error" else m["severity"]
            out.append(_record(_map(m["file"], path_map), m["line"], m["column"], severity, m["message"]))
        elif m := _UNDEF.match(line):
            # With debug info ld names the source ("game_data.c:(.text+0x8)") and gives the
            # object on the "in function" line before it; without, it names the object itself.
            where = None
            obj = m["object"]
            if context and not obj.endswith(".o"):
                obj, where = context
            elif context and context[0] == obj:
                where = context[1]
            obj = _map(obj, path_map)
            msg = f"undefined reference to '{m['symbol']}'" + (f" in function {where}" if where else "")
            out.append(_record(_source_of(obj, path_map), m["line"], None, "error", msg, m["symbol"], obj))
        elif m := _IN_FUNCTION.match(line):
            context = (m["object"], m["fn"])
        elif m := _MAKE.match(line):
            out.append(_record(_map(m["file"], path_map), m["line"], None, "error", m["message"]))
        elif (m := _LD.match(line)) and "warning:" not in m["message"]:
            out.append(_record(None, None, None, "error", "ld: " + m["message"]))
    return out


def errors(diagnostics: list[dict]) -> list[dict]:
    return [d for d in diagnostics if d["severity"] == "error"]


def _map(path: str, path_map: dict[str, str]) -> str:
    for inside, outside in sorted(path_map.items(), key=lambda kv: -len(kv[0])):
        if path == inside or path.startswith(inside.rstrip("/") + "/"):
            return outside.rstrip("/") + path[len(inside.rstrip("/")) :]
    return path


def _source_of(obj: str, path_map: dict[str, str]) -> str | None:
    """The source file an object came from, when the object name says (foo.c.o → foo.c)."""
    if obj.endswith((".c.o", ".s.o")):
        return obj[:-2].rsplit("/", 1)[-1]
    if obj.endswith(".c"):
        return obj
    return None
