"""Rate limits per model provider, shared by every worker of a batch.

`--rate-limit openai=60/m` lets calls to that provider go out evenly spaced, one every second,
however many workers ask: each call takes the next free slot of its provider and waits for it.
The slots live where every worker sees them: in Redis for Celery workers (one atomic script, on
the server's clock, so hosts' clocks do not matter), in a small file under a lock for local
workers. The model gateway asks the installed gate before each call (`models.set_call_gate`).
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from romsmith.kernel.errors import UsageError

UNITS = {"s": 1.0, "m": 60.0, "h": 3600.0}
_SPEC = re.compile(r"^\s*([a-z0-9_.-]+)\s*=\s*([0-9]+(?:\.[0-9]+)?)\s*/\s*([smh])\s*$", re.I)


def parse(specs: list[str] | tuple[str, ...]) -> dict[str, float]:
    """{provider: seconds between calls} from `PROVIDER=N/s|m|h` strings."""
    out: dict[str, float] = {}
    for spec in specs or ():
        match = _SPEC.match(spec)
        if not match or float(match.group(2)) <= 0:
            raise UsageError(
                f"--rate-limit '{spec}' is not PROVIDER=N/UNIT",
                hint="e.g. --rate-limit openai=60/m (units s, m, h; providers as in litellm model ids)",
            )
        out[match.group(1).lower()] = UNITS[match.group(3).lower()] / float(match.group(2))
    return out


def provider_of(model: str) -> str:
    if "/" in model:
        return model.split("/", 1)[0].lower()
    try:
        from romsmith.models._env import litellm

        return str(litellm().get_llm_provider(model)[1]).lower()
    except Exception:
        return model.lower()


class FileSlots:
    """Slots for workers on one machine: the next free time per provider, in a file under a lock."""

    def __init__(self, folder: Path, intervals: dict[str, float]):
        self.folder = Path(folder)
        self.intervals = intervals

    def take(self, provider: str) -> tuple[float, float]:
        """Reserve the provider's next slot: (its start on this machine's clock, seconds to wait)."""
        from filelock import FileLock

        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{provider}.next"
        with FileLock(str(path) + ".lock", timeout=60):
            try:
                nxt = float(path.read_text() or 0)
            except (FileNotFoundError, ValueError):
                nxt = 0.0
            now = time.time()
            slot = max(now, nxt)
            path.write_text(repr(slot + self.intervals[provider]))
        return slot, slot - now


# KEYS[1] the provider's key; ARGV[1] seconds between calls. Returns [slot, now] in microseconds,
# both on the server's clock.
_TAKE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local nxt = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, nxt)
local step = math.floor(tonumber(ARGV[1]) * 1000000)
redis.call('SET', KEYS[1], slot + step, 'PX', math.floor((slot - now + step) / 1000) + 60000)
return {slot, now}
"""


class RedisSlots:
    """Slots for workers on any number of hosts, kept in the batch's Redis."""

    def __init__(self, url: str, intervals: dict[str, float], prefix: str = "romsmith:rate:"):
        import redis

        self.client = redis.Redis.from_url(url, socket_timeout=10)
        self.intervals = intervals
        self.prefix = prefix
        self._take = self.client.register_script(_TAKE)

    def take(self, provider: str) -> tuple[float, float]:
        """Reserve the provider's next slot: (its start on the Redis server's clock, seconds to wait)."""
        slot_us, now_us = self._take(keys=[self.prefix + provider], args=[self.intervals[provider]])
        return int(slot_us) / 1e6, (int(slot_us) - int(now_us)) / 1e6


class Gate:
    """Blocks a model call until its provider's slot comes; providers without a limit pass."""

    def __init__(self, slots):
        self.slots = slots

    def __call__(self, model: str) -> float:
        provider = provider_of(model)
        if provider not in self.slots.intervals:
            return 0.0
        _slot, wait = self.slots.take(provider)
        if wait > 0:
            time.sleep(wait)
        return max(0.0, wait)


def install(limits: dict | None, *, redis_url: str | None = None) -> None:
    """Install the gate for this process from a batch's limits (`{"intervals": {...}, "state": dir}`)."""
    from romsmith.models import set_call_gate

    intervals = (limits or {}).get("intervals") or {}
    if not intervals:
        set_call_gate(None)
        return
    slots = RedisSlots(redis_url, intervals) if redis_url else FileSlots(Path(limits["state"]), intervals)
    set_call_gate(Gate(slots))


def install_local(limits: dict | None) -> None:
    install(limits)
