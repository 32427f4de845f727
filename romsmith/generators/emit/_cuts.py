"""Cut-scenes (spec Cutscene / CutCommand) as C tables for the engine: rs_cutscene and rs_cmd.

Order: each scene's entry cut-scene (scene order), then the trigger cut-scenes (scene, then
trigger order), then the win ending. A scene's `once` cut-scene gets a CUTFLAG_<SCENE> flag: the
scene runs it only while the flag is clear, and a closing RS_CMD_FLAG sets it.
"""

from __future__ import annotations

from dataclasses import dataclass

from romsmith.generators import spec as S

FACING = {"down": 0, "up": 1, "left": 2, "right": 3}
OP = {
    "move": "RS_CMD_MOVE",
    "wait": "RS_CMD_WAIT",
    "say": "RS_CMD_SAY",
    "fade_out": "RS_CMD_FADE",
    "fade_in": "RS_CMD_FADE",
    "shake": "RS_CMD_SHAKE",
    "face": "RS_CMD_FACE",
    "set_flag": "RS_CMD_FLAG",
    "music": "RS_CMD_MUSIC",
    "banner": "RS_CMD_BANNER",
}
SHAKE_PX = 3


@dataclass
class Cut:
    key: tuple  # ("scene", scene id) | ("trigger", scene id, index) | ("ending",)
    commands: list[S.CutCommand]
    scene: S.Scene | None  # where actor ids are looked up (None: only the player)
    once_flag: str | None = None  # the CUTFLAG_ symbol a closing command sets


def collect(game: S.GameSpec) -> list[Cut]:
    cuts = [
        Cut(("scene", sc.id), sc.cutscene.commands, sc, f"CUTFLAG_{sc.id.upper()}" if sc.cutscene.once else None)
        for sc in game.scenes
        if sc.cutscene
    ]
    for sc in game.scenes:
        cuts += [
            Cut(("trigger", sc.id, t), tr.cutscene.commands, sc) for t, tr in enumerate(sc.triggers) if tr.cutscene
        ]
    if game.win.ending:
        cuts.append(Cut(("ending",), game.win.ending, None))
    return cuts


def tracks(game: S.GameSpec) -> list[str]:
    """Music tracks the cut-scenes play (their songs must be emitted too)."""
    return [c.track for cut in collect(game) for c in cut.commands if c.op == "music" and c.track]


def command(c: S.CutCommand, actor_index, ids, song_index) -> str:
    """One rs_cmd initialiser. `actor_index(id)` -> index in the scene or 'RS_CUT_PLAYER'."""
    # a say's actor is the one speaking (the engine keeps the box clear of them): the player when none
    who = actor_index(c.actor) if c.actor else ("RS_CUT_PLAYER" if c.op == "say" else "0")
    x = y = 0
    arg = "0"
    if c.op == "move":
        x, y = 2 * (c.x or 0), 2 * (c.y or 0)
    elif c.op in ("wait", "banner"):
        arg = str(c.frames)
    elif c.op in ("fade_out", "fade_in"):
        x, arg = (1 if c.op == "fade_out" else 0), str(c.frames)
    elif c.op == "shake":
        x, arg = SHAKE_PX, str(c.frames)
    elif c.op == "face":
        x = FACING[c.facing or "down"]
    elif c.op == "say":
        arg = ids.dialogue[c.dialogue]
    elif c.op == "set_flag":
        arg = ids.flag[c.flag]
    elif c.op == "music":
        arg = str(song_index(c.track))
    return f"{{.op = {OP[c.op]}, .actor = {who}, .x = {x}, .y = {y}, .arg = {arg}}}"
