"""Ready-made specs: the hand-written example, and a maximal spec with every limit at its maximum
(used by the tests and by benchmarks/bench_generate.py)."""

from __future__ import annotations

import json
from pathlib import Path

from romsmith.generators.spec import _limits as S

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
THEMES = ["grassland", "forest", "castle", "cave", "desert", "snow", "village_interior"]
ROLE_SPRITES = {
    "npc": [
        "puny_farmer",
        "puny_maiden",
        "puny_merchant",
        "puny_elder",
        "puny_princess",
        "puny_king",
        "puny_archer",
        "puny_ghost",
    ],
    "enemy": ["puny_slime", "puny_bat", "puny_skeleton", "puny_orc", "puny_warrior", "puny_mage"],
    "boss": ["puny_orc", "puny_skeleton", "puny_ghost", "puny_mage"],
}


def example_spec() -> dict:
    """The hand-written 'The Lost Crown' spec (three scenes, five actors)."""
    return json.loads((EXAMPLES / "lost_crown.json").read_text(encoding="utf-8"))


def _page(n: int) -> str:
    """A page that wraps to exactly TEXT_LINES lines of the text box (16 words of 6 letters)."""
    words = [f"word{(n + i) % 100:02d}" for i in range(16)]
    return " ".join(words)[: S.MAX_PAGE_CHARS]


def maximal_spec() -> dict:
    """Every count and size at the schema's maximum: 16 scenes of 32x32 cells, 64 actors (16 in
    one scene), 128 dialogues of 8 pages with 4 branches, 128 flags, 16 items, 8 quests of 8 steps,
    16 warps/triggers and 8 gates where they fit. Valid: every scene reachable, the win flag settable."""
    n_scenes, size = S.MAX_SCENES, S.MAX_SCENE_CELLS
    flags = [{"id": f"flag_{i:03d}", "description": f"flag number {i}"} for i in range(S.MAX_FLAGS)]
    items = [{"id": f"item_{i:02d}", "name": f"Item {i:02d}", "description": _page(i)} for i in range(S.MAX_ITEMS)]
    dialogue = []
    for i in range(S.MAX_DIALOGUE):
        effects = [{"op": "set_flag", "id": f"flag_{(i + k) % S.MAX_FLAGS:03d}"} for k in range(S.MAX_EFFECTS - 1)]
        effects.append({"op": "give_item", "id": f"item_{i % S.MAX_ITEMS:02d}"})
        branches = [
            {
                "if_flag": f"flag_{(i + b) % S.MAX_FLAGS:03d}",
                "pages": [_page(i + b + p) for p in range(S.MAX_PAGES)],
                "effects": [{"op": "take_item", "id": f"item_{b:02d}"}, {"op": "heal"}],
            }
            for b in range(S.MAX_BRANCHES)
        ]
        dialogue.append(
            {
                "id": f"talk_{i:03d}",
                "speaker": f"Speaker {i:03d}"[: S.MAX_NAME],
                "pages": [_page(i + p) for p in range(S.MAX_PAGES)],
                "effects": effects,
                "branches": branches,
            }
        )
    scenes, cast = (
        [],
        [
            {
                "id": "hero",
                "name": "Hero",
                "role": "player",
                "sprite": "puny_soldier",
                "scene": "scene_00",
                "x": 2,
                "y": size // 2,
                "hp": S.MAX_HP,
            }
        ],
    )
    per_scene = [S.MAX_ACTORS_PER_SCENE] + [0] * (n_scenes - 1)
    for k in range(S.MAX_CAST - 1 - S.MAX_ACTORS_PER_SCENE):
        per_scene[1 + k % (n_scenes - 1)] += 1
    trigger_budget = S.MAX_TOTAL_FLAGS - S.MAX_FLAGS - S.MAX_ITEMS  # one-shot triggers use flags too
    d = 0
    for s in range(n_scenes):
        sid = f"scene_{s:02d}"
        warps = []
        if s + 1 < n_scenes:
            warps.append({"x": size - 1, "y": size // 2, "to": f"scene_{s + 1:02d}"})
        if s > 0:
            warps.append({"x": 0, "y": size // 2, "to": f"scene_{s - 1:02d}"})
        for w in range(S.MAX_WARPS_PER_SCENE - len(warps)):  # extra doors along the top wall
            warps.append(
                {"x": 1 + 2 * w, "y": 0, "to": f"scene_{(s + w) % n_scenes:02d}", "to_x": 2, "to_y": size // 2}
            )
        triggers = []
        for t in range(S.MAX_TRIGGERS_PER_SCENE):
            once = trigger_budget > 0 and t % 2 == 0
            trigger_budget -= once
            trig = {
                "x": 1 + 2 * t,
                "y": size - 2,
                "dialogue": f"talk_{(s * 16 + t) % S.MAX_DIALOGUE:03d}",
                "once": once,
                "effects": [{"op": "set_flag", "id": f"flag_{(s * 8 + t) % S.MAX_FLAGS:03d}"}] * S.MAX_EFFECTS,
            }
            if not once:
                trig["unless_flag"] = f"flag_{t:03d}"
            triggers.append(trig)
        scenes.append(
            {
                "id": sid,
                "name": f"Scene {s:02d}",
                "theme": THEMES[s % len(THEMES)],
                "width": size,
                "height": size,
                "features": {
                    "border": "wall",
                    "gates": ["east", "west"],
                    "obstacles": "many",
                    "decor": "many",
                    "regions": [
                        {"kind": k, "area": a, "size": "large"}
                        for k, a in zip(
                            ["water", "obstacle", "decor", "path", "wall", "floor", "water", "obstacle"],
                            ["northeast", "southwest", "center", "north", "southeast", "west", "south", "east"],
                        )
                    ],
                    "paths": [
                        {"start": a, "end": b}
                        for a, b in [
                            ("west", "east"),
                            ("north", "south"),
                            ("northwest", "southeast"),
                            ("northeast", "southwest"),
                            ("center", "north"),
                            ("center", "south"),
                            ("west", "center"),
                            ("east", "center"),
                        ]
                    ],
                    "buildings": [{"x": 3 + 5 * b, "y": 3, "w": 4, "h": 3} for b in range(6)],
                    "seed": s,
                },
                "warps": warps,
                "triggers": triggers,
                # each gate shuts the cell inside one of the doors along the top wall
                "gates": [{"x": 1 + 2 * g, "y": 1, "flag": f"flag_{g:03d}"} for g in range(S.MAX_GATES_PER_SCENE)],
            }
        )
        for k in range(per_scene[s]):
            role = ["npc", "enemy", "boss", "npc"][k % 4]
            cast.append(
                {
                    "id": f"actor_{s:02d}_{k:02d}",
                    "name": f"Actor {s:02d}{k:02d}",
                    "role": role,
                    "sprite": ROLE_SPRITES[role][(s + k) % len(ROLE_SPRITES[role])],
                    "scene": sid,
                    "x": 4 + 3 * (k % 8),
                    "y": 9 + 4 * (k // 8),
                    "behaviour": ["still", "wander", "patrol", "chase"][k % 4],
                    "hp": S.MAX_HP,
                    "damage": S.MAX_DAMAGE,
                    "dialogue": f"talk_{d % S.MAX_DIALOGUE:03d}",
                    "defeat_flag": f"flag_{(d + 64) % S.MAX_FLAGS:03d}" if role != "npc" else None,
                }
            )
            d += 1
    quests = [
        {
            "id": f"quest_{q}",
            "name": f"Quest number {q}",
            "steps": [{"text": _page(q + j), "flag": f"flag_{q * 8 + j:03d}"} for j in range(S.MAX_QUEST_STEPS)],
        }
        for q in range(S.MAX_QUESTS)
    ]
    return {
        "title": "The Longest Maximal Quest!!"[: S.MAX_TITLE],
        "premise": ("A spec with every limit at its maximum. " * 8)[:300].strip(),
        "start_scene": "scene_00",
        "scenes": scenes,
        "cast": cast,
        "dialogue": dialogue,
        "flags": flags,
        "items": items,
        "quests": quests,
        "win": {"flag": "flag_127", "text": _page(7)},
    }
