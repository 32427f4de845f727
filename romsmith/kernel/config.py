"""Where romsmith keeps its state (ROMSMITH_HOME) and the tunables from `romsmith.toml`.

The home holds `traces/`, `memory/vault/`, `memory/chroma/`, `checkpoints.sqlite` and `cache/`.
Settings come from defaults, overridden by `romsmith.toml` in the home, then in the working folder.
"""

from __future__ import annotations

import dataclasses
import os
import tomllib
from pathlib import Path

from romsmith.kernel.errors import UsageError


def home() -> Path:
    """The state folder: $ROMSMITH_HOME, else ./.romsmith. Created on first use."""
    path = Path(os.environ.get("ROMSMITH_HOME") or ".romsmith").resolve()
    path.mkdir(parents=True, exist_ok=True)
    return path


def cores() -> int:
    """How many cores this process's own parallel work may use (compiler jobs, BLAS threads).

    $ROMSMITH_CORES when set, else every core. A batch running N workers on one machine gives each
    its share (cores // N): a worker that also spread over every core would only contend with
    the others for them, and on 2 cores a second busy thread costs more than it saves.
    """
    total = os.cpu_count() or 1
    try:
        share = int(os.environ.get("ROMSMITH_CORES", "0"))
    except ValueError:
        share = 0
    return min(share, total) if share > 0 else total


def share_of_cores(workers: int) -> int:
    """Each of `workers` busy processes' share of this machine's cores, at least one."""
    return max(1, (os.cpu_count() or 1) // max(1, workers))


def project_root() -> Path:
    """The checkout holding romsmith/, prompts/ and packs/."""
    return Path(__file__).resolve().parents[2]


@dataclasses.dataclass(frozen=True)
class Settings:
    top_k: int = 12
    guideline_token_cap: int = 60
    dedup_cosine: float = 0.85
    promotion_sessions: int = 3
    half_life_days: float = 30.0
    temporal_decay: bool = True
    max_guidelines: int = 500
    eviction_group: int = 5
    model: str = "offline/designer"
    embedding_model: str = "local/all-MiniLM-L6-v2"
    memory_ranking: str = "hybrid"  # plain | fused | expanded | hybrid (romsmith.memory._retrieve)
    # the decline (memory._decline, calibrated by benchmarks/bench_recall.py): below relevance_floor a
    # query gets no guidelines, below relevance_full only its best few
    relevance_floor: float = 0.611
    relevance_full: float = 0.83
    block_token_budget: int = 600  # o200k_base tokens for the whole retrieved block
    pack: str = "puny"
    toolchain: str = "docker"
    build_timeout_s: float = 120.0
    repair_rounds: int = 3
    playtest_frames: int = 36000  # frame budget of the verify stage's playthrough; 0 skips it
    model_timeout_s: float = 120.0  # one model call, queueing at a local server included
    local_threads: int = (
        0  # CPU threads of a local model server; 0: one or one per core, whichever is faster (measured)
    )
    local_ctx: int = 8192  # context window of a local model server, in tokens
    shape: str = (
        "auto"  # how agents write: "parts", "items" (one small answer per call), "auto" (items for local models)
    )
    layout_model: str = "offline/designer"  # writes the layout the items shape's model names and fills
    intent_model: str = ""  # reads the idea into its roles first; "" = the offline reader (lexicon.read_intent)
    mining_model: str = ""  # words mined guidelines; "" = the run's model (the layout model in the items shape)


def load_settings(extra_dirs: tuple[Path, ...] = ()) -> Settings:
    """Defaults, then `romsmith.toml` from the home, the working folder and `extra_dirs`, in order."""
    values: dict = {}
    known = {f.name: f.type for f in dataclasses.fields(Settings)}
    for folder in (home(), Path.cwd(), *extra_dirs):
        path = folder / "romsmith.toml"
        if not path.is_file():
            continue
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise UsageError(f"{path} is not valid TOML: {exc}", hint="fix the file or delete it") from exc
        table = data.get("romsmith", data)
        for key, value in table.items():
            if key not in known:
                raise UsageError(
                    f"{path}: unknown setting '{key}'",
                    hint="valid settings: " + ", ".join(sorted(known)),
                )
            values[key] = value
    return Settings(**values)
