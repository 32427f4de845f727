"""The model layer: every call goes through `litellm.completion`, measured and traced.

    from romsmith.models import complete, describe, ensure_registered
    reply = complete("offline/designer", messages, trace=writer, node="character", seed=7)
    reply.text, reply.tokens_in, reply.tokens_out, reply.cost, reply.ms

`ensure_registered()` adds the embedded providers to litellm: `offline/designer` (writes game
content with no key or network) and `scripted/<name>` (tests queue its replies, see
`romsmith.models.scripted`). `describe(model)` gives a model's capabilities as attributes.
"""

from __future__ import annotations

from romsmith.models._call import complete, translate
from romsmith.models._contract import DEFAULT_MODEL, ModelInfo, Reply, describe, preflight
from romsmith.models._providers import ensure_registered

__all__ = ["DEFAULT_MODEL", "ModelInfo", "Reply", "complete", "describe", "ensure_registered", "preflight", "translate"]
