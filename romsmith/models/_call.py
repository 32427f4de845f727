"""The one way romsmith talks to a model: litellm.completion (embedded providers answered in this
process with the same parameters), measured and traced."""

from __future__ import annotations

import hashlib
import json
import time

from romsmith.kernel.errors import EnvironmentProblem, RomsmithError, UsageError, WorkFailed
from romsmith.models._contract import Reply
from romsmith.models._env import count_tokens, litellm
from romsmith.models._providers import answer_here, ensure_registered, is_embedded, take_parked

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
    schema: dict | None = None,
    max_tokens: int | None = None,
    timeout_s: float | None = None,
    args: dict | None = None,
) -> Reply:
    """Send `messages` to `model` through litellm and write one `llm_call` trace event.

    `schema` (a JSON Schema) asks for structured output (`response_format` json_schema), which
    local llama.cpp servers enforce while decoding; `json_mode` asks only for some JSON object.
    `local/...` models are served on 127.0.0.1 and reached through litellm's OpenAI-compatible
    provider, the same HTTP path hosted providers take. The event carries tokens in and out, the
    cost from litellm's offline price map, the latency, the finish reason, and the messages sent
    and the answer received (`bounded`: 8,000 characters each, with their full length and
    sha256; `romsmith trace show SESSION --calls` prints them). Embedded models
    (`offline/`, `scripted/`, plugins) answer in this process without importing litellm: the
    same parameters, the same event, tokens counted the same way.
    """
    embedded = is_embedded(model)
    if not embedded:
        ensure_registered()  # plugins' providers too, for litellm's own routing
    lm = None if embedded else litellm()
    local_model = model.startswith("local/")
    if timeout_s is None:
        from romsmith.kernel.config import load_settings

        timeout_s = load_settings().model_timeout_s
    # network providers get one retry for transient errors; embedded ones never fail transiently
    kwargs: dict = {"model": model, "messages": messages, "timeout": timeout_s, "num_retries": 0 if embedded else 1}
    if seed is not None:
        kwargs["seed"] = seed
    if temperature is not None:
        kwargs["temperature"] = temperature
    if max_tokens is not None:
        kwargs["max_tokens"] = max_tokens
    if schema is not None:
        name = (args or {}).get("schema_name") or node
        kwargs["response_format"] = {
            "type": "json_schema",
            "json_schema": {"name": str(name)[:64], "schema": schema, "strict": True},
        }
    elif json_mode:
        kwargs["response_format"] = {"type": "json_object"}
    if not embedded:
        kwargs["drop_params"] = True  # a provider without seed or JSON mode still answers
    waited = _call_gate(model) if _call_gate is not None else 0.0
    extra = {"wait_ms": round(waited * 1000, 1)} if waited else {}
    start = time.perf_counter()
    take_parked()
    try:
        if local_model:
            from romsmith.models import local

            kwargs.update(local.litellm_route(model))
            if schema is not None:  # the same constraints, in the form llama.cpp enforces
                kwargs["response_format"]["json_schema"]["schema"] = local.wire_schema(schema)
            # one request per call: a server of ours that fails says so at once (resume goes on)
            kwargs.update(num_retries=0, max_retries=0)
        if embedded:
            response = _Answered(answer_here(model, messages, _custom_params(kwargs)))
        else:
            response = lm.completion(**kwargs)
    except BaseException as exc:
        ms = (time.perf_counter() - start) * 1000
        parked = take_parked()  # raised by an embedded provider: passed on unchanged
        passed_on = embedded or parked is not None or isinstance(exc, RomsmithError) or not isinstance(exc, Exception)
        raised = (parked or exc) if passed_on else translate(exc, model, timeout_s=timeout_s)
        error = f"{type(raised).__name__}: {raised}"
        sent = {"messages": recorded(messages)} if trace is not None else {}
        _llm_event(
            trace, node, model, args, ms, ok=False, error=error, tokens_in=0, tokens_out=0, cost=0.0, **extra, **sent
        )
        if passed_on:
            raise raised  # noqa: B904 - the parked exception is re-raised as it was
        raise raised from exc
    ms = (time.perf_counter() - start) * 1000
    choice = response.choices[0]
    text = choice.message.content or ""
    finish = getattr(choice, "finish_reason", None)
    tokens_in, tokens_out = _usage(response, messages, text)
    cost = 0.0 if embedded or local_model else _cost(lm, response)
    _llm_event(
        trace,
        node,
        model,
        args,
        ms,
        ok=True,
        tokens_in=tokens_in,
        tokens_out=tokens_out,
        cost=cost,
        **extra,
        finish=finish,
        **({"messages": recorded(messages), "answer": bounded(text)} if trace is not None else {}),
    )
    return Reply(
        text=text,
        model=model,
        tokens_in=tokens_in,
        tokens_out=tokens_out,
        cost=cost,
        ms=ms,
        extra={"finish": finish} if finish else {},
    )


_CUSTOM_PARAMS = ("temperature", "max_tokens", "seed", "response_format")


def _custom_params(kwargs: dict) -> dict:
    """What litellm hands a custom provider as `optional_params` for these completion kwargs."""
    params = {k: kwargs[k] for k in _CUSTOM_PARAMS if k in kwargs}
    params["max_retries"] = kwargs.get("num_retries", 0)
    return params


class _Answered:
    """An embedded provider's text in the shape of a litellm response (no usage: counted here)."""

    class _Choice:
        def __init__(self, text: str):
            self.message = type("Message", (), {"content": text})()
            self.finish_reason = "stop"

    def __init__(self, text):
        self.choices = [self._Choice(text)]
        self.usage = None


CALL_TEXT_CHARS = 8000  # of each message and of the answer kept in the trace


def bounded(text) -> dict:
    """A text as the trace keeps it: at most CALL_TEXT_CHARS of it, its full length and sha256
    (so a cut text is still told apart, and the same prompt is recognised across calls)."""
    text = text if isinstance(text, str) else json.dumps(text, ensure_ascii=False, default=str)
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return {"text": text[:CALL_TEXT_CHARS], "chars": len(text), "sha256": digest, "cut": len(text) > CALL_TEXT_CHARS}


def recorded(messages: list[dict]) -> list[dict]:
    """The messages of a call as the trace keeps them: each one's role and bounded content."""
    return [{"role": str(m.get("role", "")), **bounded(m.get("content") or "")} for m in messages]


def _llm_event(trace, node: str, model: str, args, ms: float, **fields) -> None:
    """The call's one `llm_call` trace event (none without a trace)."""
    if trace is not None:
        trace.event(node, "llm_call", tool=model, args=args, ms=ms, model=model, **fields)


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


def translate(exc: Exception, model: str, *, timeout_s: float | None = None) -> RomsmithError:
    """A litellm exception as one romsmith error with a fix."""
    name = type(exc).__name__
    text = str(exc)
    first = text.splitlines()[0][:300] if text else name
    if model.startswith("local/"):
        return _translate_local(exc, model, timeout_s)
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


def _translate_local(exc: Exception, model: str, timeout_s: float | None) -> RomsmithError:
    """Errors of the local server: it stopped, it was too slow, or it answered an HTTP error."""
    name = type(exc).__name__
    text = str(exc).splitlines()[0] if str(exc) else name
    said = text.split("OpenAIException - ", 1)[-1][:300]  # the server's own words, without litellm's prefixes
    status = getattr(exc, "status_code", None)
    where = "`romsmith model status` shows the local servers and their logs"
    if name == "Timeout" or "timed out" in said.lower():
        return EnvironmentProblem(
            f"model '{model}' did not answer within {timeout_s or 0:g} s",
            hint=f"raise model_timeout_s in romsmith.toml or lower the load on this machine ({where}); "
            "then `romsmith resume SESSION`",
        )
    if name in ("APIConnectionError", "ServiceUnavailableError") or "connection error" in said.lower():
        return EnvironmentProblem(
            f"the local server of '{model}' stopped answering ({said})",
            hint=f"{where}; `romsmith resume SESSION` starts a new server and goes on",
        )
    code = f"HTTP {status}" if isinstance(status, int) else name
    return EnvironmentProblem(
        f"the local server of '{model}' answered {code}: {said}",
        hint=f"{where}; then `romsmith resume SESSION`",
    )
