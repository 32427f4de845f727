"""Checks of cut-scenes (spec Cutscene / Win.ending) and of 32x32 actors, for the Checker (_checker).

A command names only what exists where it runs: actors of the scene (or 'player'), declared
dialogue and flags, known music tracks; a move ends on a walkable cell of the scene. The ending
runs wherever the win happens, so it may move or turn only the player. A boss drawn 32x32 stands
on 2x2 cells: all four must be walkable and free of other actors and warps.
"""

from __future__ import annotations

from romsmith.generators import spec as S
from romsmith.generators.music import TRACKS

NEEDS = {  # op -> fields it needs
    "move": ("actor", "x", "y"),
    "say": ("dialogue",),
    "face": ("actor", "facing"),
    "set_flag": ("flag",),
    "music": ("track",),
    "banner": ("actor",),
}


def big(pack, actor: S.Actor) -> bool:
    entry = pack.sprites.get(actor.sprite)
    return entry is not None and (entry.frame_width, entry.frame_height) == (32, 32)


def cells_of(pack, actor: S.Actor) -> list[tuple[int, int]]:
    """The cells an actor's body covers: its own, and for a 32x32 sprite the three right and below."""
    x, y = actor.x, actor.y
    return [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)] if big(pack, actor) else [(x, y)]


def check_cutscenes(ck) -> None:
    for i, sc in enumerate(ck.s.scenes):
        if sc.cutscene:
            _commands(ck, f"/scenes/{i}/cutscene/commands", sc.cutscene.commands, sc)
        for t, tr in enumerate(sc.triggers):
            if tr.cutscene:
                _commands(ck, f"/scenes/{i}/triggers/{t}/cutscene/commands", tr.cutscene.commands, sc)
    if ck.s.win and ck.s.win.ending:
        _commands(ck, "/win/ending", ck.s.win.ending, None)


def _commands(ck, path: str, commands: list[S.CutCommand], scene: S.Scene | None) -> None:
    actors = {a.id for a in ck.s.cast if scene and a.scene == scene.id and a.role != "player"}
    for n, c in enumerate(commands):
        p = f"{path}/{n}"
        missing = [f for f in NEEDS.get(c.op, ()) if getattr(c, f) is None]
        if missing:
            ck.error(p, "cutscene_command", f"a {c.op!r} command needs {', '.join(missing)}")
            continue
        if c.actor is not None and c.actor != "player" and c.actor not in actors:
            where = f"scene {scene.id!r}" if scene else "the ending (it runs wherever the win happens)"
            choices = ["player", *sorted(actors)]
            ck.error(
                p + "/actor",
                "cutscene_actor",
                f"{c.actor!r} is not an actor of {where}; use one of: " + ", ".join(choices),
                choices,
            )
        if c.op == "say":
            ck.ref(p + "/dialogue", "dialogue", c.dialogue)
        elif c.op == "set_flag":
            ck.ref(p + "/flag", "flags", c.flag)
        elif c.op == "music" and c.track not in TRACKS:
            ck.error(
                p + "/track",
                "unknown_track",
                f"music track {c.track!r} does not exist; tracks: " + ", ".join(TRACKS),
                list(TRACKS),
            )
        elif c.op == "move" and scene is not None:
            ck.cell(p, scene, c.x, c.y, "cutscene_blocked", f"the {c.actor} walking to")
        elif c.op == "banner" and c.actor == "player":
            ck.error(p + "/actor", "cutscene_actor", "a banner names a boss: give the boss's id")
