"""C text the writer and each genre's scene writer share: engine names (RS_*) and hex rows."""

from __future__ import annotations

NONE = "RS_NONE"
FACING = {"down": "RS_FACE_DOWN", "up": "RS_FACE_UP", "left": "RS_FACE_LEFT", "right": "RS_FACE_RIGHT"}
KIND = {"npc": "RS_ACTOR_NPC", "enemy": "RS_ACTOR_ENEMY", "boss": "RS_ACTOR_BOSS"}
MOVE = {"still": "RS_MOVE_IDLE", "wander": "RS_MOVE_WANDER", "patrol": "RS_MOVE_PATROL", "chase": "RS_MOVE_CHASE"}
FX = {
    "set_flag": "RS_FX_SET_FLAG",
    "clear_flag": "RS_FX_CLEAR_FLAG",
    "give_item": "RS_FX_GIVE_ITEM",
    "take_item": "RS_FX_TAKE_ITEM",
    "heal": "RS_FX_HEAL",
    "add_heart": "RS_FX_MAX_HP",  # .n = 0: one heart
    "save": "RS_FX_SAVE",
}


def hex_rows(values, fmt: str, per_line: int) -> str:
    items = [fmt % v for v in values]
    return "\n".join("    " + ", ".join(items[i : i + per_line]) + "," for i in range(0, len(items), per_line))
