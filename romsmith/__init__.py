"""romsmith: turn a one-line game idea into a Game Boy Advance ROM that was really built and booted.

    import romsmith

    report = romsmith.new_game("a frog seeks the golden fly", seed=3, out="out/frog")
    report.verdict, report.rom_path, report.report_html
    romsmith.validate("spec.json").errors          # every error with its JSON pointer
    romsmith.build("spec.json", out="out/mine")
    romsmith.verify("out/mine/game.gba").ok
    romsmith.memory.search("sprite ids", k=5)

docs/PYTHON_API.md has the details. Importing romsmith is cheap: each name loads its part on first
use (`romsmith --help` must stay fast), so nothing heavy is imported here.

Packages, top to bottom (a package imports only those below it; `make lint` enforces it):
`mcp_server`, `batch`, `eval` > `cli`, `pipeline` > `playtest`, `designer` > `memory`, `rom_build`, `generators`,
`play` > `models` > `kernel`. docs/ARCHITECTURE.md draws the map.
"""

from __future__ import annotations

import importlib

__version__ = "0.1.0"

# public name -> the module that defines it (each part owns its operation; the CLI commands and
# the MCP tools call these same functions)
_API = {
    "new_game": "romsmith.pipeline.api",
    "build": "romsmith.pipeline.api",
    "resume": "romsmith.pipeline.api",
    "GameReport": "romsmith.pipeline.api",
    "validate": "romsmith.generators.api",
    "ValidationReport": "romsmith.generators.api",
    "Issue": "romsmith.generators.api",
    "verify": "romsmith.rom_build.api",
    "VerifyResult": "romsmith.rom_build.api",
    "Check": "romsmith.kernel.records",
    "errors": "romsmith.kernel.errors",
}
_SUBPACKAGES = ("memory",)

__all__ = ["__version__", *sorted(_API), *_SUBPACKAGES]


def __getattr__(name: str):
    if name in _SUBPACKAGES:
        return importlib.import_module(f"romsmith.{name}")
    module_name = _API.get(name)
    if module_name is None:
        raise AttributeError(f"module 'romsmith' has no attribute {name!r}")
    module = importlib.import_module(module_name)
    value = module if name == "errors" else getattr(module, name)
    globals()[name] = value  # the next look-up skips this function
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
