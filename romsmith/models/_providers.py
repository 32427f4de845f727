"""Embedded models: providers found through the `romsmith.models` entry point group, answered in
this process by `answer_here` (no litellm import: it costs seconds of CPU per process) with the same
parameters litellm would hand a custom provider; `ensure_registered` also registers them with
litellm as custom providers, for code that calls `litellm.completion` itself.

A provider is a callable `answer(model, messages, params) -> str` named in a package's metadata:

    [project.entry-points."romsmith.models"]
    offline = "romsmith.designer:answer"          # offline/designer, the built-in game designer
    scripted = "romsmith.models.scripted:answer"  # scripted/<name>, the tests' queued replies

Built-ins and plugins register the same way; a provider is imported on its first call only.
"""

from __future__ import annotations

import functools
import threading
from importlib.metadata import EntryPoint, entry_points

from romsmith.kernel.errors import UsageError
from romsmith.models._env import litellm

GROUP = "romsmith.models"

_lock = threading.Lock()
_registered = False
# Errors raised inside an embedded provider reach the caller re-wrapped by litellm; the provider
# parks the original here so the caller sees romsmith's own error (or the test's), not a generic one.
_parked = threading.local()


@functools.lru_cache(maxsize=1)
def embedded_providers() -> dict[str, EntryPoint]:
    """Provider name -> its entry point, from every installed distribution's metadata."""
    found = {ep.name: ep for ep in entry_points(group=GROUP)}
    if not found:
        raise UsageError(
            f"no embedded model is registered (entry point group '{GROUP}' is empty)",
            hint="install romsmith into the environment (`make venv`, or `pip install -e .`)",
        )
    return found


def is_embedded(model: str) -> bool:
    """Whether `model` (`provider/name`) is answered in this process by a registered provider."""
    provider = model.split("/", 1)[0] if "/" in model else ""
    return bool(provider) and provider in embedded_providers()


def ensure_registered() -> None:
    """Add every embedded provider to `litellm.custom_provider_map` (idempotent)."""
    global _registered
    if _registered:
        return
    with _lock:
        if _registered:
            return
        lm = litellm()
        handler_cls = _handler_class(lm)
        mine = {name: handler_cls(ep) for name, ep in embedded_providers().items()}
        kept = [item for item in lm.custom_provider_map if item.get("provider") not in mine]
        lm.custom_provider_map = kept + [{"provider": name, "custom_handler": h} for name, h in mine.items()]
        # litellm reads the map into its provider list when it changes
        for name in mine:
            if name not in lm.provider_list:
                lm.provider_list.append(name)
        _registered = True


_answers: dict[str, object] = {}


def answer_here(model: str, messages: list[dict], params: dict) -> str:
    """The embedded provider's answer to `messages`, called in this thread. `params` are what
    litellm passes a custom provider as its optional params (temperature, max_tokens, seed,
    response_format, max_retries). The provider's own exceptions pass through unchanged."""
    name = model.split("/", 1)[0]
    answer = _answers.get(name)
    if answer is None:
        answer = _answers[name] = embedded_providers()[name].load()
    return answer(model, messages, params)


def load_provider(model: str) -> None:
    """Import the embedded provider of `model` ahead of its first call (a warm-up)."""
    name = model.split("/", 1)[0]
    if name not in _answers:
        _answers[name] = embedded_providers()[name].load()


def take_parked() -> BaseException | None:
    """The exception an embedded provider raised in this thread's last call (cleared on reading)."""
    exc = getattr(_parked, "error", None)
    _parked.error = None
    return exc


def _handler_class(lm):
    class EmbeddedModel(lm.CustomLLM):
        """Adapts `answer(model, messages, params) -> str` to litellm's custom provider interface."""

        def __init__(self, entry_point: EntryPoint):
            super().__init__()
            self._entry_point = entry_point
            self._answer = None

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
                if self._answer is None:
                    self._answer = self._entry_point.load()
                text = self._answer(model, messages, params)
            except BaseException as exc:
                _parked.error = exc
                raise
            model_response.choices[0].message.content = text
            model_response.model = model
            return model_response

    return EmbeddedModel
