"""The import contracts in pyproject.toml hold for the tree, and they catch a break.

`make lint` runs the same check (`lint-imports`); these tests show it fails when someone adds an
upward import or a cycle hidden in a function, by running it on a copy of the package.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def lint_imports(tree: Path) -> subprocess.CompletedProcess:
    """Run the project's import contracts over the `romsmith` package found in `tree`."""
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", "--config", str(tree / "pyproject.toml")],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def tree(tmp_path) -> Path:
    """A copy of the package's Python files and pyproject.toml, found first on PYTHONPATH."""
    shutil.copytree(
        ROOT / "romsmith",
        tmp_path / "romsmith",
        ignore=lambda folder, names: [n for n in names if not n.endswith(".py") and not (Path(folder) / n).is_dir()],
    )
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    return tmp_path


def add_line(path: Path, line: str) -> None:
    path.write_text(path.read_text(encoding="utf-8") + "\n" + line + "\n", encoding="utf-8")


def test_the_tree_keeps_every_contract():
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"Contracts: [1-9]\d* kept, 0 broken", result.stdout), result.stdout


def test_the_copy_is_what_gets_checked(tree):
    result = lint_imports(tree)
    assert result.returncode == 0, result.stdout + result.stderr


def test_an_upward_import_breaks_the_layers(tree):
    # the kernel reaching up into the pipeline: the kind of import that made cycles before
    add_line(tree / "romsmith" / "kernel" / "errors.py", "from romsmith.pipeline import report  # noqa")
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "romsmith.kernel is not allowed to import romsmith.pipeline" in result.stdout
    assert "romsmith.kernel.errors -> romsmith.pipeline.report" in result.stdout


def test_an_import_between_packages_of_one_layer_breaks_the_layers(tree):
    add_line(tree / "romsmith" / "generators" / "emit" / "_emit.py", "from romsmith.rom_build import build_rom  # noqa")
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "romsmith.generators is not allowed to import romsmith.rom_build" in result.stdout


def test_a_cycle_hidden_in_a_function_breaks_the_acyclic_contract(tree):
    # _validate imports _checker at the top; _checker reaching back from inside a function is a cycle
    add_line(
        tree / "romsmith" / "generators" / "checks" / "_checker.py",
        "def _late():\n    from romsmith.generators.checks import _validate  # noqa\n\n    return _validate",
    )
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "No cycles are allowed in romsmith.generators.checks" in result.stdout


def test_a_genre_reaching_back_into_the_shared_code_of_its_concern_is_a_cycle(tree):
    # shared base <- per-genre module <- registry <- entry point: the Checker goes through the
    # registry to the adventure checks, so the adventure checks may not import the Checker
    add_line(
        tree / "romsmith" / "generators" / "checks" / "genres" / "adventure.py",
        "from romsmith.generators.checks import _checker  # noqa",
    )
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "No cycles are allowed in romsmith.generators.checks" in result.stdout


def test_a_concern_reaching_up_to_one_that_uses_it_breaks_the_generators_layers(tree):
    # the schema is below everything that reads it: spec importing the checks turns the order round
    add_line(tree / "romsmith" / "generators" / "spec" / "_game.py", "from romsmith.generators import checks  # noqa")
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "romsmith.generators.spec is not allowed to import romsmith.generators.checks" in result.stdout


def test_a_new_top_level_package_must_take_a_place_in_the_layers(tree):
    (tree / "romsmith" / "extras").mkdir()
    (tree / "romsmith" / "extras" / "__init__.py").write_text('"""Something new."""\n')
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "romsmith.extras" in result.stdout


def test_the_designer_reading_the_generators_breaks_its_contract(tree):
    # a model knows what its messages say; the limits come from the prompt, not from the schema
    add_line(tree / "romsmith" / "designer" / "_story.py", "from romsmith.generators.spec import MAX_NAME  # noqa")
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "romsmith.designer is not allowed to import romsmith.generators" in result.stdout
