"""The model layer: every call goes through `litellm.completion`, measured and traced.

    from romsmith.models import complete, describe, ensure_registered
    reply = complete("offline/designer", messages, trace=writer, node="character", seed=7)
    reply.text, reply.tokens_in, reply.tokens_out, reply.cost, reply.ms

`ensure_registered()` adds the embedded providers (the `romsmith.models` entry point group) to
litellm: `offline/designer` (romsmith.designer: writes game content with no key or network) and
`scripted/<name>` (tests queue its replies, see `romsmith.models.scripted`). `describe(model)`
gives a model's capabilities as attributes; `warm_up()` pays litellm's import ahead of the first call.
"""

from __future__ import annotations

from romsmith.models._call import complete, set_call_gate, translate
from romsmith.models._contract import DEFAULT_MODEL, ModelInfo, Reply, describe, preflight
from romsmith.models._env import encoding
from romsmith.models._providers import ensure_registered, is_embedded

__all__ = [
    "DEFAULT_MODEL",
    "ModelInfo",
    "Reply",
    "complete",
    "describe",
    "ensure_registered",
    "is_embedded",
    "preflight",
    "set_call_gate",
    "translate",
    "warm_up",
]


def warm_up() -> None:
    """litellm, the embedded providers registered with it, and tiktoken's encoding (0.3 s on the
    first count), loaded ahead of the first call; a problem is left for that call to report."""
    try:
        ensure_registered()
        encoding()
    except Exception:
        pass
