"""Registers romsmith's embedded models as litellm custom providers.

`offline/designer` writes game content with no key and no network; `scripted/<anything>` answers
from a queue that tests fill. Both answer through `litellm.completion` like any other model.
"""

from __future__ import annotations

import threading

_lock = threading.Lock()
_registered = False


def ensure_registered() -> None:
    """Add the `offline` and `scripted` providers to `litellm.custom_provider_map` (idempotent)."""
    global _registered
    if _registered:
        return
    with _lock:
        if _registered:
            return
        from romsmith.models._env import litellm

        lm = litellm()
        handler_cls = _handler_class(lm)
        from romsmith.models import _offline, scripted

        mine = {"offline": handler_cls(_offline.answer), "scripted": handler_cls(scripted.answer)}
        kept = [item for item in lm.custom_provider_map if item.get("provider") not in mine]
        lm.custom_provider_map = kept + [{"provider": name, "custom_handler": h} for name, h in mine.items()]
        # litellm reads the map into its provider list when it changes
        for name in mine:
            if name not in lm.provider_list:
                lm.provider_list.append(name)
        _registered = True


def _handler_class(lm):
    from romsmith.models._call import park_error

    class EmbeddedModel(lm.CustomLLM):
        """Adapts `answer(model, messages, params) -> str` to litellm's custom provider interface."""

        def __init__(self, answer):
            super().__init__()
            self._answer = answer

        def completion(
            self,
            model,
            messages,
            api_base,
            custom_prompt_dict,
            model_response,
            print_verbose,
            encoding,
            api_key,
            logging_obj,
            optional_params,
            *args,
            **kwargs,
        ):
            params = dict(optional_params or {})
            try:
                text = self._answer(model, messages, params)
            except BaseException as exc:
                park_error(exc)
                raise
            model_response.choices[0].message.content = text
            model_response.model = model
            return model_response

    return EmbeddedModel
