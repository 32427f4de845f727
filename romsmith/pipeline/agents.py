"""Ask one agent for its part: call the model, parse the JSON, validate its types, retry precisely.

Each kind of answer problem (wrapped in prose or fences, truncated, not JSON, wrong types) gets
one retry message saying exactly what was wrong; the same problem twice is a ModelOutputError.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from romsmith.kernel.errors import ModelOutputError
from romsmith.models import complete
from romsmith.pipeline.parse import Parsed, extract, pydantic_errors, schema_message


@dataclass
class Answer:
    value: dict
    messages: list[dict]
    calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cost: float = 0.0
    problems: list[str] = field(default_factory=list)


def ask(
    *,
    agent: str,
    model: str,
    messages: list[dict],
    schema,
    trace=None,
    seed: int | None = None,
    json_mode: bool = False,
    response_schema: dict | None = None,
    max_tokens: int | None = None,
    args: dict | None = None,
) -> Answer:
    """Send `messages`, then retry with a precise message per problem kind until the answer fits `schema`.

    `schema` is a pydantic model; the returned value is its JSON dump (defaults filled in).
    `response_schema` (a JSON Schema) is sent as structured output to models that enforce it;
    `max_tokens` bounds each answer.
    """
    messages = list(messages)
    answer = Answer(value={}, messages=messages)
    retried: set[str] = set()
    while True:
        reply = complete(
            model,
            messages,
            trace=trace,
            node=agent,
            seed=seed,
            json_mode=json_mode,
            schema=response_schema,
            max_tokens=max_tokens,
            args={**(args or {}), "attempt": answer.calls + 1},
        )
        answer.calls += 1
        answer.tokens_in += reply.tokens_in
        answer.tokens_out += reply.tokens_out
        answer.cost += reply.cost
        messages.append({"role": "assistant", "content": reply.text})
        parsed = extract(reply.text)
        value, kind, message = _check(parsed, schema)
        if not kind:
            answer.value = value
            return answer
        if trace is not None:
            trace.event(
                agent,
                "validation",
                tool="parse_answer",
                ok=False,
                error=_headline(message),
                args={**(args or {}), "problem": kind, "attempt": answer.calls},
            )
        answer.problems.append(kind)
        if kind in retried:
            if parsed.kind == "wrapped" and kind == "wrapped" and value is not None:
                answer.value = value  # a valid object, still wrapped after being told: take it
                return answer
            raise ModelOutputError(
                f"the {agent} agent's answer is still unusable after a retry ({kind}): {_headline(message)}",
                hint="try another --model, or rerun with a different --seed",
                details={
                    "agent": agent,
                    "problem": kind,
                    "problems": [line[2:] for line in message.splitlines()[1:] if line.startswith("- ")],
                    "answer": reply.text[:2000],
                },
            )
        retried.add(kind)
        messages.append({"role": "user", "content": message})


def _headline(message: str) -> str:
    """A retry message in one line: its first listed problem (and how many more), else its first
    line ("at /items: List should have at most 16 items ... (and 1 more)")."""
    problems = [line[2:] for line in message.splitlines()[1:] if line.startswith("- ")]
    if not problems:
        return message.splitlines()[0] if message else ""
    return problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else "")


def _check(parsed: Parsed, schema) -> tuple[dict | None, str, str]:
    """(value, problem kind, retry message); kind is '' when the answer is usable as it is."""
    from pydantic import ValidationError

    candidate = parsed.value if not parsed.kind else parsed.wrapped_value
    if candidate is None:
        return None, parsed.kind, parsed.message
    try:
        value = schema.model_validate(candidate).model_dump(mode="json")
    except ValidationError as exc:
        return None, "schema", schema_message(pydantic_errors(exc))
    if parsed.kind == "wrapped":
        return value, "wrapped", parsed.message
    return value, "", ""


def as_json(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
