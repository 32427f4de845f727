"""What the pipeline needs to know about a model, as plain attributes.

Nodes never branch on a model's name; they read these capabilities instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from romsmith.kernel.errors import EnvironmentProblem, UsageError
from romsmith.models._env import litellm
from romsmith.models._providers import is_embedded

DEFAULT_MODEL = "offline/designer"


@dataclass(frozen=True)
class ModelInfo:
    """Capabilities of one litellm model id."""

    name: str
    provider: str
    offline: bool  # answers without a key or the network
    json_mode: bool  # honours response_format={"type": "json_object"}
    system_messages: bool  # takes a system role message
    seeded: bool  # the same prompt and seed give the same answer
    max_input_tokens: int | None = None
    max_output_tokens: int | None = None
    schema_output: bool = False  # enforces a JSON Schema response_format (structured decoding)
    local: bool = False  # served on this machine by romsmith (local/...)


@dataclass
class Reply:
    """One model answer with what it cost."""

    text: str
    model: str
    tokens_in: int
    tokens_out: int
    cost: float
    ms: float
    extra: dict = field(default_factory=dict)


def describe(model: str) -> ModelInfo:
    """Capabilities from litellm's offline model map; the embedded providers are known here."""
    provider = model.split("/", 1)[0] if "/" in model else ""
    if is_embedded(model) or provider == "local":
        return _served_here(model, provider)
    lm = litellm()
    try:
        info = lm.get_model_info(model)
    except Exception:  # unknown to the price map: assume a plain chat model
        info = {}
    return ModelInfo(
        name=model,
        provider=info.get("litellm_provider") or provider or "unknown",
        offline=False,
        json_mode=bool(info.get("supports_response_schema")),
        system_messages=info.get("supports_system_messages") is not False,
        seeded=False,
        max_input_tokens=info.get("max_input_tokens"),
        max_output_tokens=info.get("max_output_tokens"),
        schema_output=bool(info.get("supports_response_schema")),
    )


def _served_here(model: str, provider: str) -> ModelInfo:
    """An embedded provider (in this process) or a local server of ours: JSON, seeds and system
    messages always; a local server also decodes by a JSON Schema, within its context size."""
    able = {"offline": True, "json_mode": True, "system_messages": True, "seeded": True}
    if provider != "local":
        return ModelInfo(model, provider, **able, max_input_tokens=200_000, max_output_tokens=32_000)
    from romsmith.kernel.config import load_settings

    ctx = load_settings().local_ctx
    return ModelInfo(
        model, provider, **able, max_input_tokens=ctx, max_output_tokens=ctx, schema_output=True, local=True
    )


def preflight(model: str) -> None:
    """Fail fast, before any work, on a model litellm does not know or whose key is not set."""
    if is_embedded(model):
        return
    provider = model.split("/", 1)[0] if "/" in model else ""
    if provider == "local":
        _preflight_local(model)
        return
    lm = litellm()
    try:
        lm.get_llm_provider(model)
    except Exception as exc:
        raise UsageError(
            f"litellm does not know the model '{model}'",
            hint="pass a litellm model id such as gpt-4o-mini, or offline/designer",
        ) from exc
    try:
        env = lm.validate_environment(model=model)
    except Exception:
        return
    missing = list(env.get("missing_keys") or [])
    if provider in ("ollama", "ollama_chat"):
        missing = [k for k in missing if not k.endswith("_API_BASE")]  # litellm defaults to localhost:11434
    if missing:
        raise EnvironmentProblem(
            f"model '{model}' needs {', '.join(missing)}, which is not set",
            hint="export the key, or use --model offline/designer which needs none",
        )


def _preflight_local(model: str) -> None:
    """The weights exist (the server checks their sha256 when it loads them) and the runtime is installed."""
    import importlib.util

    from romsmith.kernel.errors import LibraryMissing
    from romsmith.models import local

    local.resolve(model)
    if importlib.util.find_spec("xllamacpp") is None:
        raise LibraryMissing(
            f"model '{model}' needs the local runtime xllamacpp, which is not installed",
            hint="run `make venv` (it installs the pinned requirements)",
        )
