"""The model layer: every call goes through `complete`, measured and traced: `litellm.completion`
for hosted and local models, the provider itself (in this process, no litellm import) for embedded ones.

    from romsmith.models import complete, describe, ensure_registered
    reply = complete("offline/designer", messages, trace=writer, node="character", seed=7)
    reply.text, reply.tokens_in, reply.tokens_out, reply.cost, reply.ms

`ensure_registered()` adds the embedded providers (the `romsmith.models` entry point group) to
litellm: `offline/designer` (romsmith.designer: writes game content with no key or network) and
`scripted/<name>` (tests queue its replies, see `romsmith.models.scripted`). `describe(model)`
gives a model's capabilities as attributes; `warm_up(model)` pays the imports the model's first
call needs (litellm's, about 4 s of CPU, only for a model that is not embedded) ahead of it.
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


def warm_up(model: str | None = None) -> None:
    """What the first call of `model` needs, loaded ahead of it: tiktoken's encoding (0.3 s on the
    first count), the embedded provider's code, or litellm with the providers registered (any
    model that is not embedded, or no model named); a problem is left for that call to report."""
    from romsmith.models._providers import load_provider

    try:
        encoding()
        if model and is_embedded(model):
            load_provider(model)
        else:
            ensure_registered()
    except Exception:
        pass
