"""How well a GameSpec answers its idea, read from the spec and the pack alone (any model's spec).

    fidelity.check(idea, spec, pack) -> dict     where each term of the idea landed, the goal kept
    textcheck.text_issues(spec, pack, idea)      words a player would wince at (report warnings)

Modules: `fidelity` and `textcheck` (the two public checks), `_structure` (what kind of game a
spec is: its win path and archetype, its map's shape) and `_landing` (where each idea term landed).
"""
