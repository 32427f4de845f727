"""Pack size, load time and prompt catalogue tokens, against the pack as it was at a git ref.

    .venv/bin/python benchmarks/bench_pack.py [--baseline REF] [--repeat N] [--json]

Each load runs in a fresh Python process (what a `romsmith` command pays): the time of the
first `load_pack` call after the imports, best of N. "validated" checks every PNG; "cached"
reuses the validation of unchanged files (romsmith home's cache). Tokens are tiktoken o200k_base
counts of what the prompts get (`promptkit` sprite and theme lists) and of `Pack.catalogue()`;
"unbounded" is the same sprites listed the way prompts listed them before the catalogue (every
alias and the description on each line), to show what the catalogue saves.
The baseline is `packs/puny` at REF (default: the commit before the pack grew), unpacked into
a temporary folder and measured the same way.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = "09a7138"
PROBE = """
import json, sys, time
t0 = time.perf_counter()
from romsmith.generators.pack import load_pack
t1 = time.perf_counter()
pack = load_pack(sys.argv[1], use_cache=sys.argv[2] == "cached")
t2 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "load_s": t2 - t1}))
"""


def load_time(pack: Path, mode: str, repeat: int, home: Path) -> float:
    best = float("inf")
    env = {"ROMSMITH_HOME": str(home), "PATH": "/usr/bin:/bin"}
    for _ in range(repeat):
        out = subprocess.run(
            [sys.executable, "-c", PROBE, str(pack), mode],
            capture_output=True,
            text=True,
            check=True,
            env=env,
            cwd=ROOT,
        ).stdout
        best = min(best, json.loads(out)["load_s"])
    return best


def figures(pack_dir: Path, repeat: int, home: Path) -> dict:
    from romsmith.generators.pack import load_pack
    from romsmith.models._env import count_tokens
    from romsmith.pipeline import promptkit

    pack = load_pack(pack_dir, use_cache=False)
    sprites, themes = promptkit.sprite_lines(pack), promptkit.theme_lines(pack)
    load_time(pack_dir, "cached", 1, home)  # fills the cache
    return {
        "sprites": len(pack.sprite_ids),
        "sprites_32x32": sum(s.frame_width == 32 for s in pack.manifest.sprites),
        "tilesets": len(pack.themes),
        "tiles": sum(len(t.tiles) for t in pack.manifest.tilesets),
        "prompt_sprite_tokens": count_tokens(sprites),
        "prompt_theme_tokens": count_tokens(themes),
        "catalogue_tokens": count_tokens(pack.catalogue()),
        "unbounded_sprite_tokens": count_tokens(unbounded(pack)),
        "load_validated_s": round(load_time(pack_dir, "validated", repeat, home), 3),
        "load_cached_s": round(load_time(pack_dir, "cached", repeat, home), 3),
    }


def unbounded(pack) -> str:
    return "\n".join(
        f"- {s.id}: roles {', '.join(s.roles)}; aliases {', '.join(s.aliases) or '-'}"
        + (f"; {s.description}" if s.description else "")
        for s in pack.manifest.sprites
    )


def unpack(ref: str, into: Path) -> Path:
    into.mkdir(parents=True)
    tar = subprocess.run(["git", "archive", ref, "packs/puny"], cwd=ROOT, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=tar, check=True)
    return into / "packs" / "puny"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help="git ref of the pack to compare with")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        old = figures(unpack(args.baseline, tmp / "old"), args.repeat, tmp / "home-old")
        new = figures(ROOT / "packs" / "puny", args.repeat, tmp / "home-new")
    if args.json:
        print(json.dumps({"baseline": args.baseline, "before": old, "after": new}, indent=2))
        return
    print(f"{'':26}{'at ' + args.baseline:>14}{'now':>10}{'ratio':>8}")
    for key in new:
        ratio = new[key] / old[key] if old[key] else float("nan")
        print(f"{key:26}{old[key]:>14}{new[key]:>10}{ratio:>8.2f}")


if __name__ == "__main__":
    main()
