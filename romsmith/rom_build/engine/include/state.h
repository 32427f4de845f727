/*
 * state.h - the state block the harness reads (the fields below are the contract; see docs/ARCHITECTURE.md, "engine").
 *
 * One rs_state lives in section .rs_state, which the linker script places first
 * in EWRAM (0x02000000). The engine rewrites it every frame. Outside tools find
 * it by scanning EWRAM for `magic` and read it through the emulator's memory
 * API. Fields after `flags` are engine additions (appended, never reordered).
 */
#ifndef RS_STATE_H
#define RS_STATE_H

#include "rs_types.h"

#define RS_STATE_MAGIC   0x54535352u   /* 'R','S','S','T' little-endian */
#define RS_STATE_VERSION 1

enum {
    RS_MODE_TITLE    = 0,
    RS_MODE_PLAY     = 1,
    RS_MODE_DIALOGUE = 2,
    RS_MODE_PAUSE    = 3,
    RS_MODE_WIN      = 4,
    RS_MODE_GAMEOVER = 5,
    RS_MODE_ERROR    = 6,
    RS_MODE_CUTSCENE = 7
};

/* `error` codes: the error screen names the code and the bad index. */
enum {
    RS_ERR_NONE      = 0,
    RS_ERR_ABI       = 1,   /* rs_game_data.abi != RS_ABI_VERSION            */
    RS_ERR_SCENE     = 2,   /* scene index out of range                      */
    RS_ERR_ACTOR     = 3,   /* actor count/index out of range                */
    RS_ERR_DIALOGUE  = 4,   /* dialogue index out of range                   */
    RS_ERR_SPRITE    = 5,   /* sprite index out of range or frames missing   */
    RS_ERR_TILESET   = 6,   /* tileset index / tile count / palette count    */
    RS_ERR_MAP       = 7,   /* map size out of range or NULL map             */
    RS_ERR_ITEM      = 8,   /* item index out of range                       */
    RS_ERR_FLAG      = 9,   /* flag index >= flag_count                      */
    RS_ERR_OBJ_VRAM  = 10,  /* a scene's sprite sheets do not fit OBJ VRAM   */
    RS_ERR_PALETTE   = 11,  /* sprite palette index out of range             */
    RS_ERR_SONG      = 12,  /* song index or song data out of range          */
    RS_ERR_CUTSCENE  = 13,  /* cut-scene index or command out of range       */
    RS_ERR_GENRE     = 14   /* a scene's genre this engine lacks, or its block */
};

/* Sound effects (`sfx_last`, bit n of `sfx_fired`). */
enum {
    RS_SFX_NONE = 0, RS_SFX_SWORD, RS_SFX_HIT, RS_SFX_DEFEAT, RS_SFX_HURT, RS_SFX_PICKUP,
    RS_SFX_GATE, RS_SFX_BLIP, RS_SFX_SAVE, RS_SFX_CURSOR, RS_SFX_RUMBLE, RS_SFX_JUMP, RS_SFX_COUNT
};
/* `song` besides a game song index: the engine's jingles, or RS_NONE for silence. */
#define RS_SONG_WIN      0xFE00
#define RS_SONG_GAMEOVER 0xFE01

typedef struct {
    u32 magic;        /* 'R','S','S','T' = 0x54535352 */
    u16 version;      /* 1 */
    u16 scene;        /* current scene index; 0xFFFF outside a scene */
    u32 frame;        /* frames since boot */
    u32 missed;       /* frames where the game loop overran */
    s16 player_x;     /* pixels within the scene */
    s16 player_y;
    u8  facing;       /* 0 down, 1 up, 2 left, 3 right */
    u8  hp;
    u8  hp_max;
    u8  mode;         /* 0 title, 1 play, 2 dialogue, 3 pause, 4 win, 5 game over, 6 error, 7 cut-scene */
    u16 dialogue;     /* open dialogue index; 0xFFFF none */
    u16 error;        /* last error code; 0 none */
    u32 flags[8];     /* 256 flag bits, flag i at flags[i / 32] bit i % 32 */
    /* ---- appended by the engine (offsets from the start of the block) ---- */
    u16 loop_lines;     /* +60: scanlines from VBlank start to the end of the last frame's work,
                           the VBlank interrupt (video, sound) included; 228 = one frame */
    u16 loop_lines_max; /* +62: worst loop_lines since boot                  */
    u16 error_arg;      /* +64: the bad index that raised `error`            */
    u8  debug;          /* +66: 1 in the L+R debug scene viewer              */
    u8  actors;         /* +67: live actors in the scene (player not counted) */
    u8  items[16];      /* +68: count held of each item (rs_game.items order) */
    u16 song;           /* +84: song playing (index, RS_SONG_* jingle, RS_NONE) */
    u8  sfx_last;       /* +86: last sound effect started (RS_SFX_*)         */
    u8  sfx_count;      /* +87: sound effects started since boot (wraps)     */
    u16 sound_cycles;   /* +88: CPU cycles the last VBlank sound tick took   */
    u16 sound_cycles_max; /* +90: worst sound_cycles since boot              */
    u32 sfx_fired;      /* +92: bit n set once effect n has started          */
    u8  save_ok;        /* +96: 1 while a valid battery save exists (rs_save.h) */
    u8  save_slot;      /* +97: slot of the newest valid save, 0xFF none      */
    u16 saves;          /* +98: saves written since boot                      */
    u8  cursor;         /* +100: menu cursor (title: 0 NEW GAME, 1 CONTINUE)  */
    u8  menu;           /* +101: pause menu page                              */
    u8  banner;         /* +102: frames the boss name banner still shows      */
    u8  boss_hp;        /* +103: hp of the boss on the HUD bar, 0 none        */
    u32 visited;        /* +104: bit n set once scene n was entered           */
    u16 cutscene;       /* +108: cut-scene running, RS_NONE when none         */
    u8  cut_step;       /* +110: its command running                          */
    u8  shake;          /* +111: frames of screen shake left                  */
    u8  text_box;       /* +112: dialogue box: 0 closed, 1 at the bottom, 2 at the top */
    u8  water_frame;    /* +113: animated water: the frame of the loop showing */
    u16 water_swaps;    /* +114: water tile swaps since boot (wraps)          */
    /* ---- genres (data ABI 7): fields a genre does not use stay 0 ---- */
    u8  genre;          /* +116: RS_GENRE_* of the scene being played         */
    u8  grounded;       /* +117: side view: 1 while the player stands on ground */
    s16 cam_x;          /* +118: camera: the scene pixel at the screen's top left */
    s16 cam_y;          /* +120                                               */
    s16 vel_x;          /* +122: the player's speed in 1/16 px per frame      */
    s16 vel_y;          /* +124: (positive: down)                             */
    u8  lives;          /* +126: shooter: ships left                          */
    u8  shots;          /* +127: the player's shots in flight                 */
    u32 score;          /* +128                                               */
    u8  foe_shots;      /* +132: enemy shots in flight                        */
    u8  wave;           /* +133: shooter: waves started in this scene         */
    u16 scene_frames;   /* +134: frames played in this scene (pauses not counted) */
    u16 moves;          /* +136: puzzle: steps taken in this level (B takes them back) */
    u16 pushes;         /* +138: puzzle: crates pushed in this level              */
    u8  goals;          /* +140: puzzle: goals on the board                       */
    u8  on_goals;       /* +141: puzzle: goals holding a crate                    */
    u8  undo;           /* +142: puzzle: steps B can still take back              */
    u8  keys_held;      /* +143: puzzle: keys carried                             */
    /* ---- battle (include/genre/rs_battle.h): the last battle's; `battle` is 0 once it has led on ---- */
    u8  battle;         /* +144: RS_PHASE_*                                   */
    u8  battle_turn;    /* +145: whose turn: party slot 0..3, foe RS_BATTLE_FOE + slot */
    u8  battle_menu;    /* +146: RS_MENU_* showing while the menu waits       */
    u8  battle_cursor;  /* +147: its cursor (a command, spell, item or target) */
    u16 battle_round;   /* +148: rounds begun in this battle (the first is 1) */
    u16 battle_turns;   /* +150: turns taken in this battle                   */
    u16 party_hp[4];    /* +152: by party slot                                */
    u16 foe_hp[4];      /* +160: by foe slot                                  */
    u8  party_mp[4];    /* +168                                               */
    u8  party_status[4]; /* +172: RS_STATUS_* bits                            */
    u8  foe_status[4];  /* +176                                               */
    u8  battle_actor;   /* +180: who took the last turn (as battle_turn)      */
    u8  battle_action;  /* +181: what it did (RS_ACT_*)                       */
    u8  battle_target;  /* +182: on whom (as battle_turn; 0xFF all or none)   */
    u8  battle_runs;    /* +183: battles begun since boot (wraps)             */
    u16 battle_amount;  /* +184: the last turn's hp taken (damage) or given   */
    u8  foe_mp[4];      /* +186: by foe slot                                  */
    /* ---- story (include/genre/rs_story.h): 0 until a story scene is played ---- */
    u8  story_step;     /* +190: RS_STORY_*: typing, waiting for A, choosing, an ending's card, done (kept once left) */
    u8  story_end;      /* +191: RS_END_* of the last ending reached in this game, 0 none */
    u16 story_line;     /* +192: the line showing (its index in the scene's block), RS_NONE none */
    u16 story_read;     /* +194: story lines read in this game                */
    u8  story_cursor;   /* +196: the answer the cursor is on while they show   */
    u8  story_answer;   /* +197: the answer picked in this scene, 0xFF none    */
    u8  backlog;        /* +198: lines held for the backlog (<= RS_STORY_BACKLOG) */
    u8  backlog_open;   /* +199: 1 while L's backlog shows                     */
    u8  backlog_first;  /* +200: the oldest line it shows (0 = the oldest held) */
    u8  stage_left;     /* +201: the left portrait showing: its expression + 1, 0 none */
    u8  stage_right;    /* +202: the right one                                 */
    u8  stage_speaker;  /* +203: RS_STAGE_* of who speaks, RS_STORY_NOBODY nobody */
} rs_state;

extern volatile rs_state rs_state_block;

/* ---- the engine's state subsystem (src/state.c) ------------------------ */
typedef struct {
    u32 flags[8];
    u8  items[16];
    u8  hp, hp_max;
    u16 flags_changed;  /* bumped on every flag change (gates, win check)   */
    u32 visited;        /* scenes entered (bit per scene index)             */
    u32 taken[2];       /* what scene `taken_scene` gave that stays taken, bit n thing n
                           (a platformer level's coins): kept by a game over and the save */
    u16 taken_scene;    /* RS_NONE on a new game                             */
    u16 ships_scene;    /* the shooter level `ships` belong to, RS_NONE none */
    u8  ships;          /* the ships it started with, carried from the level cleared before it
                           (0: its own); kept by the save (so a continue starts it with them),
                           lost by a game over there (a try again starts it with its own) */
} rs_progress;

extern rs_progress rs_prog;

void state_init(void);                  /* magic, version, scene = none     */
void state_reset_progress(void);        /* new game: flags, items, hp, taken */
int  flag_get(u16 flag);                /* RS_NONE reads as 0               */
void flag_set(u16 flag, int on);        /* out of range -> error screen     */
int  item_count(u16 item);
void item_give(u16 item, int n);
void item_take(u16 item, int n);
void state_frame_tick(void);            /* VBlank: frame counter            */
void state_publish(void);               /* main loop: copy progress + play  */
void state_loop_lines(u16 lines, u32 overran);
/* Records `code`/`arg`, shows the error screen naming them, never returns. */
void rs_fail(u16 code, u16 arg) __attribute__((noreturn));

#endif /* RS_STATE_H */
