"""Token counting and the hard cap on guideline length (tiktoken `o200k_base`, offline).

litellm ships tiktoken's `o200k_base` file; pointing TIKTOKEN_CACHE_DIR at that folder lets
tiktoken load it with no network. The cap cuts at a word boundary, so a capped guideline never
ends in half a word; the instruction in the prompt is a hint, this is the guarantee.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import re
from pathlib import Path

from romsmith.kernel.errors import LibraryMissing


def _litellm_tokenizer_dir() -> Path | None:
    spec = importlib.util.find_spec("litellm")  # locate without importing (importing is slow)
    if not spec or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "litellm_core_utils" / "tokenizers"
    return folder if folder.is_dir() else None


@functools.lru_cache(maxsize=1)
def encoding():
    if not os.environ.get("TIKTOKEN_CACHE_DIR"):
        folder = _litellm_tokenizer_dir()
        if folder:
            os.environ["TIKTOKEN_CACHE_DIR"] = str(folder)
    import tiktoken

    try:
        return tiktoken.get_encoding("o200k_base")
    except Exception as exc:  # tiktoken raises plain exceptions when the file is missing/offline
        raise LibraryMissing(
            "tiktoken cannot load the o200k_base encoding offline",
            hint="set TIKTOKEN_CACHE_DIR to litellm's litellm_core_utils/tokenizers folder, or reinstall litellm",
        ) from exc


def count(text: str) -> int:
    return len(encoding().encode(text, disallowed_special=()))


def cap(text: str, limit: int) -> str:
    """`text` with whitespace folded, cut at a word boundary to at most `limit` tokens."""
    text = " ".join(text.split())
    enc = encoding()
    tokens = enc.encode(text, disallowed_special=())
    if len(tokens) <= limit:
        return text
    cut = whole = enc.decode(tokens[:limit]).rstrip()
    while True:
        # drop the last (possibly partial) word, then trailing punctuation that would dangle
        cut = re.sub(r"\s*\S*$", "", cut) if " " in cut else ""
        cut = cut.rstrip(" ,;:-(")
        if not cut:
            return whole if count(whole) <= limit else enc.decode(tokens[: limit - 1]).rstrip()
        if count(cut) <= limit:
            return cut
