"""The first step: read the idea into its intent (`romsmith.lexicon.Intent`), the roles every
agent and the report plan from.

By default the offline reader reads it (`lexicon.read_intent`). With the setting `intent_model`
(a model id), that model reads it first under the intent's JSON schema (a local model decodes by
it); its answer is kept only when it validates and every role's words are the idea's own words
(a reading that invents a hero is no reading of this idea). Otherwise the offline reading is
used, and the trace says why (a `validation` event of node `intent`, tool `read_intent`,
with `fallback`). Roles the player said again (`corrections`: `romsmith new --hero/--goal/--foe/
--place`) then replace the reading's (`lexicon.correct`).
"""

from __future__ import annotations

import re

from pydantic import ValidationError

from romsmith.kernel.errors import RomsmithError
from romsmith.lexicon import Intent, correct, fold, intent_schema, read_intent
from romsmith.models import wire
from romsmith.pipeline.graph._common import context, stage
from romsmith.pipeline.graph._state import RunState

INTENT_MAX_TOKENS = 1024


def intent_node(state: RunState, runtime=None) -> dict:
    ctx = context(runtime, state)
    idea = state["prompt"]
    model = state.get("intent_model") or ""
    with stage(ctx, "intent", agent="intent") as info:
        offline = read_intent(idea)
        intent, why, usage = offline, "", {}
        if model and not model.startswith("offline/"):
            intent, why, usage = _ask(ctx, state, model, idea, offline)
        fixes = state.get("corrections") or {}
        if fixes:  # the roles the player said again replace the reading's (checked before the run)
            intent = correct(intent, **fixes)
        info["source"] = intent.source
        info["reading"] = intent.describe()  # shown at once, so a misread idea can be said again
        ctx.trace.event(
            "intent",
            "validation",
            tool="read_intent",
            ok=not why,
            error=why or None,
            args={"source": intent.source, "fallback": bool(why), "hero": intent.hero.kind, "goal": intent.goal.action},
        )
    return {"intent": intent.to_json(), "usage": usage, "stages": {"intent": info["seconds"]}}


def _ask(ctx, state, model: str, idea: str, offline: Intent) -> tuple[Intent, str, dict]:
    """(the intent, why the model's reading was not used or '', usage)."""
    from romsmith.models import describe
    from romsmith.pipeline.agents import ask
    from romsmith.pipeline.promptkit import system_prompt

    info = describe(model)
    messages = [
        {"role": "system", "content": system_prompt("intent", ctx.pack)},
        {"role": "user", "content": wire.idea_message(idea)},
    ]
    try:
        answer = ask(
            agent="intent",
            model=model,
            messages=messages,
            schema=Intent,
            trace=ctx.trace,
            seed=state.get("seed"),
            json_mode=not info.offline,
            response_schema=intent_schema() if info.local else None,
            max_tokens=INTENT_MAX_TOKENS if info.local else None,
        )
    except RomsmithError as err:
        return offline, f"the model's reading of the idea is unusable ({err.message}); read offline", {}
    usage = {
        "intent": {
            "calls": answer.calls,
            "tokens_in": answer.tokens_in,
            "tokens_out": answer.tokens_out,
            "cost": answer.cost,
        }
    }
    try:  # the answer passed the schema, but the intent's own rules may still refuse it
        read = Intent.model_validate({**answer.value, "language": offline.language, "source": model})
    except ValidationError as err:
        first = err.errors()[0]
        return offline, f"the model's reading of the idea is unusable ({first['msg']}); read offline", usage
    wrong = unsupported(read, idea)
    if wrong:
        return (
            offline,
            f"the model's reading names what the idea does not say ({'; '.join(wrong[:3])}); read offline",
            usage,
        )
    return read, "", usage


def unsupported(intent: Intent, idea: str) -> list[str]:
    """The roles of an intent whose words are not the idea's own words (empty words are allowed
    only for a hero played as 'the player')."""
    text = " " + " ".join(re.findall(r"[a-z0-9']+", fold(idea))) + " "
    out = []
    roles = [("hero", b) for b in intent.heroes] + [("opponent", b) for b in intent.opponents]
    roles += [("helper", b) for b in intent.helpers] + [("object", t) for t in intent.goal.objects]
    roles += [("place", p) for p in intent.places]
    for role, entry in roles:
        words = " ".join(re.findall(r"[a-z0-9']+", fold(entry.words)))
        if not words and role == "hero" and entry.kind == "player":
            continue
        if not words or f" {words} " not in text:
            out.append(f"{role} {entry.kind!r} from {entry.words!r}")
    return out


def intent_message(idea: str, intent: dict | None) -> str:
    """The director's user message: the idea, then its roles as JSON (`wire.roles_message`; the
    offline designer plans from both, as a model does)."""
    return wire.roles_message(idea, intent)
