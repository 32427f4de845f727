"""The ground actors stand on: a generated map paints no patch of other floor under an actor (a
dirt square on grass, a sand tile in a lake), lakes and woods open around them instead, and no
two actors the designer places share a cell."""

from __future__ import annotations

import pytest
from test_designer_fidelity import offline_spec

from romsmith.generators.checks._cutscenes import cells_of
from romsmith.generators.pack import load_pack
from romsmith.generators.spec import AdventureScene, GameSpec
from romsmith.generators.world import expand_layout, expand_scenes, reachable_cells

LONE = ("path", "bridge", "door")  # kinds that show as a patch when one stands alone


@pytest.fixture(scope="module")
def pack():
    return load_pack("puny")


def patches(rows: list[str], ts, cells) -> list[tuple[int, int, str]]:
    """Cells of `cells` that are not walkable, or hold a path, bridge or door tile with none of its
    kind around it (a one-tile patch)."""
    out = []
    for x, y in cells:
        ch = rows[y][x]
        kind = ts.legend[ch].kind
        around = [
            ts.legend[rows[y + dy][x + dx]].kind
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if (dx or dy) and 0 <= y + dy < len(rows) and 0 <= x + dx < len(rows[0])
        ]
        if not ts.walkable(ch) or (kind in LONE and kind not in around):
            out.append((x, y, ts.legend[ch].name))
    return out


def test_a_lake_and_a_wood_open_around_the_cells_actors_stand_on(pack):
    ts = pack.tilesets["grassland"]
    scene = AdventureScene.model_validate(
        {
            "id": "vale",
            "name": "Vale",
            "theme": "grassland",
            "width": 24,
            "height": 16,
            "features": {
                "border": "obstacle",
                "obstacles": "many",
                "decor": "some",
                "regions": [
                    {"kind": "water", "area": "center", "size": "large"},
                    {"kind": "obstacle", "area": "northwest", "size": "medium"},
                ],
                "seed": 5,
            },
        }
    )
    lake, wood, shore = (12, 8), (5, 3), (2, 13)
    points = [shore, lake, wood]
    rows = expand_layout(scene, ts, points)
    water = sum(ts.legend[c].kind == "water" for r in rows for c in r)
    assert water > 40  # the lake is still there
    assert patches(rows, ts, points) == []
    for x, y in (lake, wood):  # an island and a clearing: the ground around is open, not a dirt square
        ring = {rows[y + dy][x + dx] for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        assert all(ts.walkable(c) for c in ring), (x, y, ring)
        assert ts.legend[rows[y][x]].kind in ("floor", "decor"), rows[y][x]
    reach = reachable_cells(rows, ts, shore)
    assert lake in reach and wood in reach  # joined to the rest, by a bridge over the lake


IDEAS = [
    "a fisher girl crosses the lake to find her lost brother",
    "a giant dragon guards the crystal cave",
    "a ghost haunts the graveyard and the swamp",
    "a pirate hunts treasure on a desert island with a lagoon",
    "the goblin king steals the village's bell",
]


@pytest.mark.parametrize("idea", IDEAS)
def test_designed_games_stand_every_actor_on_its_own_open_ground(idea, pack):
    for seed in range(4):
        _plan, data = offline_spec(idea, seed, pack)
        spec = GameSpec.model_validate(data)
        rows = expand_scenes(spec, pack)
        themes = {s.id: s.theme for s in spec.scenes}
        owner: dict = {}
        for a in spec.cast:
            cells = cells_of(pack, a)  # a 32x32 boss covers four
            for c in cells:
                assert (a.scene, c) not in owner, f"seed {seed}: {a.id} and {owner[(a.scene, c)]} share {c}"
                owner[(a.scene, c)] = a.id
            found = patches(rows[a.scene], pack.tilesets[themes[a.scene]], cells)
            assert found == [], f"seed {seed}: {a.id} in {a.scene} stands on {found}"
