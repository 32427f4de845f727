"""The one way romsmith talks to a model: litellm.completion, measured and traced."""

from __future__ import annotations

import time

from romsmith.kernel.errors import EnvironmentProblem, RomsmithError, UsageError, WorkFailed
from romsmith.models._contract import Reply
from romsmith.models._env import count_tokens, litellm
from romsmith.models._providers import ensure_registered, is_embedded, take_parked

# Installed by whoever runs many sessions at once (batch workers): called with the model id before
# each call, it blocks until the provider's rate limit lets the call go and returns the seconds waited.
_call_gate = None


def set_call_gate(gate) -> None:
    """Install `gate(model) -> seconds waited` for this process (None removes it)."""
    global _call_gate
    _call_gate = gate


def complete(
    model: str,
    messages: list[dict],
    *,
    trace=None,
    node: str = "model",
    seed: int | None = None,
    temperature: float | None = None,
    json_mode: bool = False,
    timeout_s: float = 120.0,
    args: dict | None = None,
) -> Reply:
    """Send `messages` to `model` through litellm and write one `llm_call` trace event.

    The event carries tokens in and out, the cost from litellm's offline price map and the latency.
    """
    ensure_registered()
    lm = litellm()
    embedded = is_embedded(model)
    # network providers get one retry for transient errors; embedded ones never fail transiently
    kwargs: dict = {"model": model, "messages": messages, "timeout": timeout_s, "num_retries": 0 if embedded else 1}
    if seed is not None:
        kwargs["seed"] = seed
    if temperature is not None:
        kwargs["temperature"] = temperature
    if json_mode:
        kwargs["response_format"] = {"type": "json_object"}
    if not embedded:
        kwargs["drop_params"] = True  # a provider without seed or JSON mode still answers
    waited = _call_gate(model) if _call_gate is not None else 0.0
    extra = {"wait_ms": round(waited * 1000, 1)} if waited else {}
    start = time.perf_counter()
    take_parked()
    try:
        response = lm.completion(**kwargs)
    except BaseException as exc:
        ms = (time.perf_counter() - start) * 1000
        parked = take_parked()  # raised by an embedded provider: passed on unchanged
        original = parked or exc
        if trace is not None:
            trace.event(
                node,
                "llm_call",
                tool=model,
                args=args,
                ok=False,
                ms=ms,
                model=model,
                error=f"{type(original).__name__}: {original}",
                tokens_in=0,
                tokens_out=0,
                cost=0.0,
                **extra,
            )
        if parked is not None or isinstance(exc, RomsmithError) or not isinstance(exc, Exception):
            raise original  # noqa: B904 - the parked exception is re-raised as it was
        raise translate(exc, model) from exc
    ms = (time.perf_counter() - start) * 1000
    text = response.choices[0].message.content or ""
    tokens_in, tokens_out = _usage(response, messages, text)
    cost = 0.0 if embedded else _cost(lm, response)
    if trace is not None:
        trace.event(
            node,
            "llm_call",
            tool=model,
            args=args,
            ok=True,
            ms=ms,
            model=model,
            tokens_in=tokens_in,
            tokens_out=tokens_out,
            cost=cost,
            **extra,
        )
    return Reply(text=text, model=model, tokens_in=tokens_in, tokens_out=tokens_out, cost=cost, ms=ms)


def _usage(response, messages: list[dict], text: str) -> tuple[int, int]:
    usage = getattr(response, "usage", None)
    tokens_in = getattr(usage, "prompt_tokens", 0) or 0
    tokens_out = getattr(usage, "completion_tokens", 0) or 0
    if not tokens_in:
        tokens_in = sum(count_tokens(str(m.get("content", ""))) + 4 for m in messages)
    if not tokens_out:
        tokens_out = count_tokens(text)
    return tokens_in, tokens_out


def _cost(lm, response) -> float:
    try:
        return float(lm.completion_cost(completion_response=response) or 0.0)
    except Exception:  # not in the price map: unknown, reported as zero
        return 0.0


def translate(exc: Exception, model: str) -> RomsmithError:
    """A litellm exception as one romsmith error with a fix."""
    name = type(exc).__name__
    text = str(exc)
    first = text.splitlines()[0][:300] if text else name
    if name == "AuthenticationError" or "credentials" in text.lower() or "api_key" in text.lower():
        return EnvironmentProblem(
            f"model '{model}' needs an API key that is not set ({first})",
            hint="export the provider's key (e.g. OPENAI_API_KEY) or use --model offline/designer",
        )
    if "LLM Provider NOT provided" in text or name == "NotFoundError":
        return UsageError(
            f"litellm does not know the model '{model}'",
            hint="pass a litellm model id such as gpt-4o-mini or offline/designer",
        )
    if name in ("APIConnectionError", "Timeout", "ServiceUnavailableError"):
        return EnvironmentProblem(
            f"model '{model}' could not be reached ({first})",
            hint="check the network, or use --model offline/designer which needs none",
        )
    if name == "RateLimitError":
        return EnvironmentProblem(
            f"model '{model}' is rate limited ({first})", hint="wait and run `romsmith resume SESSION`"
        )
    return WorkFailed(
        f"model '{model}' call failed: {first}", hint="rerun with --model offline/designer to rule out the provider"
    )
