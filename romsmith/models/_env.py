"""Lazy, offline-safe import of litellm and tiktoken.

litellm fetches a price map from the network on import unless told not to, and tiktoken downloads
its encodings on first use; both are pointed at files that ship inside the litellm wheel.
"""

from __future__ import annotations

import functools
import importlib.util
import os
from pathlib import Path

from romsmith.kernel.errors import LibraryMissing


def _tokenizers_dir() -> str | None:
    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "litellm_core_utils" / "tokenizers"
    return str(folder) if folder.is_dir() else None


def prepare_environment() -> None:
    """Set the variables that keep litellm and tiktoken off the network; never overrides the user."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    folder = _tokenizers_dir()
    if folder:
        os.environ.setdefault("TIKTOKEN_CACHE_DIR", folder)


@functools.lru_cache(maxsize=1)
def litellm():
    """The litellm module, imported once (about 4 s) with the offline settings in place."""
    prepare_environment()
    try:
        import litellm as module
    except ImportError as exc:  # pragma: no cover - the venv pins it
        raise LibraryMissing("litellm is not installed", hint="run `make` to install the pinned dependencies") from exc
    module.suppress_debug_info = True
    module.telemetry = False
    return module


@functools.lru_cache(maxsize=1)
def encoding():
    """tiktoken's o200k_base, read from litellm's bundled copy."""
    prepare_environment()
    import tiktoken

    return tiktoken.get_encoding("o200k_base")


def count_tokens(text: str) -> int:
    return len(encoding().encode(text or "", disallowed_special=()))
