"""The engine's limits a GameSpec must keep (the C engine's data ABI relies on these).

Sizes, counts and text lengths are part of the schema, so a spec that passes it fits the engine;
the comments name the engine's own constant where one exists (RS_MAX_*), and tests/test_abi.py
holds them against the engine's headers.
"""

from __future__ import annotations

MIN_SCENE_W, MIN_SCENE_H = 15, 10  # one GBA screen (240x160 px) in 16x16 cells
MAX_SCENE_CELLS = 32  # 32 cells = 64 8x8 tiles, the engine's whole-map background
MAX_STREAMED_CELLS = 127  # RS_MAX_MAP_W (255 tiles) // 2: a scene whose genre streams its map (a level)
MAX_SCENES = 16
MAX_CAST = 64
MAX_ACTORS_PER_SCENE = 16  # RS_MAX_ACTORS, the player not counted
MAX_SCENE_OBJ_TILES = 896  # RS_MAX_SCENE_OBJ_TILES: sprite sheet tiles one scene can show
MAX_WARPS_PER_SCENE = 16
MAX_TRIGGERS_PER_SCENE = 16
MAX_GATES_PER_SCENE = 8  # RS_MAX_GATES
MAX_DIALOGUE = 128
MAX_PAGES = 8
MAX_BRANCHES = 4
MAX_CHOICES = 4  # answers to one question: one per line of the text box
MAX_CHOICE_LABEL = 24  # a cursor and a space before it on a line of TEXT_COLS
MAX_EFFECTS = 4  # RS_MAX_EFFECTS is 8; the generator may add its own
MAX_FLAGS = 128  # of RS_MAX_FLAGS 256: the generator adds one per item and per one-shot trigger
MAX_TOTAL_FLAGS = 256
MAX_ITEMS = 16  # RS_MAX_ITEMS
MAX_QUESTS = 8
MAX_QUEST_STEPS = 8
TEXT_COLS = 28  # characters per text box line
TEXT_LINES = 4  # lines per text box page
MAX_PAGE_CHARS = TEXT_COLS * TEXT_LINES
MAX_TITLE = 30  # one line on the title screen
MAX_HEADER_TITLE = 12  # the cartridge header's title field
MAX_NAME = 12  # RS_NAME_MAX: speaker and scene names shown on screen
MAX_HP = 10  # RS_MAX_HP: the player's hearts; enemies' hits to defeat
MAX_DAMAGE = 9
SPRITE_FRAME_SIZES = ((16, 16), (32, 32))  # sprite frame sizes (w, h) the engine draws actors in
SHOT_FRAME_SIZES = ((8, 8),)  # and the shots a genre fires (a shooter's)
BIG_SPRITE_ROLES = ("boss",)  # who may use a 32x32 sprite (it stands on 2x2 cells)
MAX_CUT_COMMANDS = 24  # RS_MAX_CUTSCENE is 32; the generator may add a closing one
