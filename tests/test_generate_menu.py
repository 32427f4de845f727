"""What the pause menu shows, derived from the spec: item icons, quest log lines, map cells."""

from __future__ import annotations

import json
from pathlib import Path

from romsmith.generators import spec as S
from romsmith.generators.emit import _menu as M

EXAMPLE = Path(__file__).resolve().parent.parent / "romsmith" / "generators" / "examples" / "lost_crown.json"


def test_items_get_the_icon_their_words_call_for():
    icon = lambda **kw: M.ICONS[M.item_icon(S.Item(**{"id": "x", "name": "Thing", **kw}))]  # noqa: E731
    assert icon(name="Rusty Key") == "key"
    assert icon(id="healing_potion", name="Red Brew") == "potion"  # 'brew' in the name wins
    assert icon(name="Thing", description="A golden crown of the old kings.") == "crown"
    assert icon(name="Thing") == "bag"
    assert icon(name="Rusty Key", icon="gem") == "gem"  # the spec's own choice


def test_quest_steps_become_one_log_line_each():
    assert M.log_line("Talk to the elder. He lives up north.") == "Talk to the elder."
    line = M.log_line("Bring the golden crown back to the king in his castle")
    assert len(line) <= M.LOG_COLS and line == "Bring the golden..."


def test_map_cells_follow_the_warps_and_fit_the_grid():
    game = S.GameSpec.model_validate(json.loads(EXAMPLE.read_text()))
    cells = M.map_cells(game)
    assert set(cells) == {sc.id for sc in game.scenes}
    assert len(set(cells.values())) == len(cells)  # one scene per cell
    assert all(0 <= x < M.MAP_W and 0 <= y < M.MAP_H for x, y in cells.values())
    for sc in game.scenes:  # every warp target sits beside its scene when the walk placed it
        for wp in sc.warps:
            (x0, y0), (x1, y1) = cells[sc.id], cells[wp.to]
            assert abs(x1 - x0) + abs(y1 - y0) == 1


def test_a_long_chain_falls_back_to_reading_order():
    data = json.loads(EXAMPLE.read_text())
    base = data["scenes"][0]
    chain = []
    for i in range(14):  # 14 scenes in a row west to east: wider than the 12-cell grid
        sc = {k: v for k, v in base.items() if k not in ("warps", "triggers", "gates")}
        sc["id"], sc["warps"] = f"s{i}", []
        if i + 1 < 14:
            sc["warps"].append({"x": sc["width"] - 1, "y": 5, "to": f"s{i + 1}"})
        chain.append(sc)
    game = S.GameSpec.model_construct(scenes=[S.AdventureScene.model_validate(s) for s in chain], start_scene="s0")
    cells = M.map_cells(game)
    assert cells["s0"] == (0, 0) and cells["s11"] == (11, 0) and cells["s12"] == (0, 1)
