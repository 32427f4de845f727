"""The models this machine can use now, and how each is reached (`romsmith models`).

Usable means: it answers without anything more to set up. The embedded offline designer always;
the bundled local model when its weights and runtime are installed; a running Ollama server's
models; hosted models of every provider whose API key is set.
"""

from __future__ import annotations

import importlib.util
import json
import os
import urllib.request

from romsmith.models._contract import DEFAULT_MODEL

# provider -> the variable holding its key (litellm reads the same ones)
HOSTED_KEYS = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "gemini": "GEMINI_API_KEY",
    "mistral": "MISTRAL_API_KEY",
    "groq": "GROQ_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY",
    "xai": "XAI_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "together_ai": "TOGETHERAI_API_KEY",
    "fireworks_ai": "FIREWORKS_AI_API_KEY",
    "cohere_chat": "COHERE_API_KEY",
}
OLLAMA_DEFAULT = "http://localhost:11434"


def catalogue(*, hosted: bool = True) -> list[dict]:
    """[{model, kind, reached, ready, note}] in the order a user would pick them."""
    rows = [
        {
            "model": DEFAULT_MODEL,
            "kind": "offline",
            "reached": "in process (litellm custom provider), no key or network",
            "ready": True,
            "note": "rule-based writer; the default",
        }
    ]
    rows += _local_rows()
    rows += _ollama_rows()
    if hosted:
        rows += _hosted_rows()
    return rows


def _local_rows() -> list[dict]:
    from romsmith.kernel.errors import RomsmithError
    from romsmith.models import local

    runtime = importlib.util.find_spec("xllamacpp") is not None
    servers = {r.path: r for r in local.running()}
    rows = []
    for name, item in local.BUNDLED.items():
        model = f"local/{name}"
        try:
            path = str(local.resolve(model).path)
            problem = "" if runtime else "the runtime xllamacpp is not installed (make venv)"
        except RomsmithError as exc:
            path, problem = "", exc.message
        server = servers.get(path)
        reached = (
            f"warm llama.cpp server {server.api_base} (pid {server.pid})"
            if server is not None and server.warm
            else "llama.cpp server on 127.0.0.1, started on demand"
        )
        rows.append(
            {
                "model": model,
                "kind": "local",
                "reached": reached + "; litellm openai/ provider with api_base",
                "ready": not problem,
                "note": problem or f"{item.file} ({item.licence}), sha256 pinned",
                "path": path,
            }
        )
    if os.environ.get(local.API_BASE_ENV):
        rows.append(
            {
                "model": "local/<any>",
                "kind": "local",
                "reached": f"{os.environ[local.API_BASE_ENV]} ({local.API_BASE_ENV}); litellm openai/ provider",
                "ready": True,
                "note": "every local/ model goes to this server",
            }
        )
    rows.append(
        {
            "model": "local/PATH.gguf",
            "kind": "local",
            "reached": "llama.cpp server on 127.0.0.1, started on demand",
            "ready": runtime,
            "note": "any GGUF file on disk",
        }
    )
    return rows


def _ollama_rows() -> list[dict]:
    base = (os.environ.get("OLLAMA_API_BASE") or OLLAMA_DEFAULT).rstrip("/")
    try:
        with urllib.request.urlopen(f"{base}/api/tags", timeout=0.5) as response:
            names = [m.get("name", "") for m in json.load(response).get("models", [])]
    except (OSError, ValueError):
        return []
    return [
        {"model": f"ollama/{n}", "kind": "ollama", "reached": f"{base} (litellm ollama provider)", "ready": True}
        for n in names
        if n
    ]


def _hosted_rows() -> list[dict]:
    with_keys = {p: var for p, var in HOSTED_KEYS.items() if os.environ.get(var)}
    if not with_keys:
        return []
    from romsmith.models._env import litellm

    lm = litellm()
    rows = []
    for provider, var in with_keys.items():
        for name in sorted(lm.models_by_provider.get(provider, ())):
            info = lm.model_cost.get(name) or {}
            if info.get("mode") != "chat":
                continue
            rows.append(
                {
                    "model": name,
                    "kind": "hosted",
                    "reached": f"litellm provider {provider} ({var} is set)",
                    "ready": True,
                    "note": "structured output" if info.get("supports_response_schema") else "",
                }
            )
    return rows
