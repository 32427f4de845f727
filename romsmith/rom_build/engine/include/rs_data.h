/*
 * rs_data.h - the engine's data ABI: everything game-specific the engine reads.
 *
 * Generated content (game_data.c + game_ids.h) defines exactly one symbol,
 *
 *     const rs_game rs_game_data = { RS_ABI_VERSION, ... };
 *
 * and the engine references no other game symbol. All tables are const (ROM).
 * Indices between tables are plain u16 array indices; RS_NONE (0xFFFF) means
 * "none" wherever a field says so. An out-of-range index is caught at run time:
 * the engine shows its error screen and stores an RS_ERR_* code in the state
 * block (see state.h) instead of reading past a table.
 *
 * Units
 *   tile   = 8x8 pixels. Maps, collision, warps, triggers, gates and actor
 *            positions are in tiles. A GameSpec metatile (16x16) is 2x2 tiles.
 *   pixel  = scene pixels, origin top-left of the map (state block player_x/y
 *            is the top-left of the player's 16x16 sprite).
 *   facing = 0 down, 1 up, 2 left, 3 right (RS_FACE_*).
 *   hp     = whole hearts (the HUD draws one heart per hp, at most 10).
 *   feet   = the tile a body stands on: ((x + 8) / 8, (y + 12) / 8) in pixels,
 *            i.e. tile (tx + 1, ty + 1) for a body placed at tile (tx, ty).
 *            Warps and triggers test this tile; collision tests the box
 *            x+3..x+12, y+8..y+15 (the lower half of the 16x16 body).
 *
 * Debug entry (used by the verifier to screenshot every scene)
 *   Hold L+R while the ROM boots (sampled during the first frames and on the
 *   title screen). The engine skips the title and enters scene 0 in debug
 *   mode (state block `debug` = 1). Each press of R goes to the next scene,
 *   L to the previous one (wrapping); the player is placed at the game start
 *   position in the start scene, else at the target of the first warp leading
 *   into that scene, else on the walkable 2x2 tile spot nearest the map centre.
 *   Actors are shown; enemies do not hurt the player in debug mode.
 *   SELECT in debug mode sets the win flag (to screenshot the win screen,
 *   which follows 40 frames later). Scene enter dialogues do not open.
 */
#ifndef RS_DATA_H
#define RS_DATA_H

#include "rs_types.h"

#define RS_ABI_VERSION 7

/* ---- limits (the validators mirror these) ---------------------------- */
#define RS_NONE               0xFFFF  /* "no index" for any u16 reference      */
#define RS_MAX_MAP            64      /* map height in 8x8 tiles; width of a map
                                         that is not streamed (adventure)      */
#define RS_MAX_MAP_W          255     /* width of a streamed map (side view)   */
#define RS_MAX_MAP_AREA       8192    /* width * height of any map, in tiles   */
#define RS_MIN_MAP            2
#define RS_MAX_ACTORS         16      /* actors per scene (player not counted) */
#define RS_MAX_WARPS          16      /* warps per scene                       */
#define RS_MAX_TRIGGERS       16      /* triggers per scene                    */
#define RS_MAX_GATES          8       /* gates per scene                       */
#define RS_MAX_PATH           8       /* patrol waypoints per actor            */
#define RS_MAX_FLAGS          256     /* flag bits (state block holds 256)     */
#define RS_MAX_ITEMS          16      /* item kinds                            */
#define RS_MAX_ITEM_COUNT     99      /* stack size per item                   */
#define RS_MAX_BG_TILES       1024    /* tiles per tileset (charblocks 0-1)    */
#define RS_MAX_ANIM_TILES     32      /* animated tiles per tileset (water)    */
#define RS_MAX_ANIM_FRAMES    16      /* frames in a tile animation's loop     */
#define RS_MAX_BG_PALETTES    13      /* 16-colour BG banks per tileset (0-12) */
#define RS_MAX_SPRITE_PALETTES 15     /* OBJ banks 0-14 (15 is the engine's)   */
#define RS_MAX_SCENE_OBJ_TILES 896    /* 4bpp OBJ tiles of the sprite sheets used by one scene, incl. player */
#define RS_MAX_EFFECTS        8       /* effects per dialogue / trigger        */
#define RS_MAX_CHOICES        4       /* answers to one question (text box lines) */
#define RS_CHOICE_LABEL_MAX   26      /* label characters after the cursor column */
#define RS_MAX_HP             10
#define RS_MAX_SONGS          32      /* songs in rs_game.songs                 */
#define RS_MAX_VOICES         4       /* voices per song, one per PSG channel   */
#define RS_MAX_QUESTS         8       /* quests in the pause menu's log         */
#define RS_MAX_CUTSCENE       32      /* commands per cut-scene                 */
#define RS_MAX_QUEST_STEPS    8       /* steps per quest                        */
#define RS_LOG_COLS           24      /* characters of a quest step shown       */
#define RS_MAP_W              12      /* pause-menu map grid, cells             */
#define RS_MAP_H              6

/* Dialogue box (engine src/textbox.h): a panel at the bottom of the screen, or
 * at the top when the bottom one would hide the one speaking, with the
 * speaker's name (RS_NAME_MAX letters) in a tab on its edge. */
#define RS_TEXT_COLS          28      /* characters per line                   */
#define RS_TEXT_LINES         4       /* lines per page                        */
#define RS_NAME_MAX           12      /* speaker / scene name characters shown */
#define RS_TITLE_COLS         26      /* long title: wrapped at 26, max 4 lines*/
#define RS_TITLE_LINES        4
/* Text is printable ASCII 32..126. '\n' breaks a line. Lines longer than
 * RS_TEXT_COLS are word-wrapped; a page with more than RS_TEXT_LINES lines
 * continues on an extra page (the player presses A in between). */

/* ---- collision: one byte per 8x8 tile ------------------------------- */
enum {
    RS_COLL_FLOOR  = 0,  /* walkable                                        */
    RS_COLL_WALL   = 1,  /* blocks (walls, rocks, buildings)                */
    RS_COLL_WATER  = 2,  /* blocks                                          */
    RS_COLL_TREE   = 3,  /* blocks (trees, bushes, fences)                  */
    RS_COLL_GATE   = 4,  /* blocks until a gate over it opens               */
    RS_COLL_HAZARD = 5,  /* walkable, costs 1 hp, again each second on it   */
    RS_COLL_LADDER = 6,  /* walkable; side view: climbable (genre/rs_platformer.h) */
    RS_COLL_LEDGE  = 7,  /* walkable; side view: a one-way platform          */
    RS_COLL_COUNT
};
/* any value >= RS_COLL_COUNT is treated as RS_COLL_WALL */

enum { RS_FACE_DOWN = 0, RS_FACE_UP = 1, RS_FACE_LEFT = 2, RS_FACE_RIGHT = 3 };

/* Screen entry bits (GBA text BG): tile index | flips | palette bank. */
#define RS_SE_TILE_MASK   0x03FF
#define RS_SE_HFLIP       0x0400
#define RS_SE_VFLIP       0x0800
#define RS_SE_PAL_SHIFT   12
#define RS_SE(tile, pal)  ((u16)(((tile) & RS_SE_TILE_MASK) | ((pal) << RS_SE_PAL_SHIFT)))

typedef struct { u8 x, y; } rs_point;                 /* tile position */
typedef struct { u8 x, y, w, h; } rs_rect;            /* tiles, w,h >= 1 */

/* ---- graphics --------------------------------------------------------- */

/* Background tiles for a scene's map. Animated tiles (water): tiles
 * anim_first .. anim_first+anim_count-1 show frame f of `anim` for anim_period
 * VBlanks each, f = 0, 1, .. anim_frames-1, then round again; frame f's tiles
 * are the anim_count*8 words from anim + f*anim_count*8 (frame 0 is normally
 * the tiles themselves). anim_count 0: nothing moves. */
typedef struct {
    const u32 *tiles;        /* tile_count * 8 words, 4bpp, GBA order        */
    u16 tile_count;          /* <= RS_MAX_BG_TILES; tile 0 should be blank   */
    u16 palette_count;       /* 1..RS_MAX_BG_PALETTES banks                  */
    const u16 *palettes;     /* palette_count * 16 BGR555 colours; colour 0 of
                                bank 0 is the backdrop                       */
    const u32 *anim;         /* anim_frames * anim_count * 8 words, or NULL   */
    u16 anim_first;          /* first animated tile                           */
    u8  anim_count;          /* tiles animated, <= RS_MAX_ANIM_TILES          */
    u8  anim_frames;         /* 2..RS_MAX_ANIM_FRAMES                         */
    u8  anim_period;         /* VBlanks a frame shows, 1..60                  */
} rs_tileset;

/* A sprite sheet of 16x16, 32x32 or 8x8 frames (`size`). A 16x16 frame is 4 tiles
 * (32 words) in the order top-left, top-right, bottom-left, bottom-right; a
 * 32x32 frame is 16 tiles (128 words), four rows of four from the top left
 * (1D OBJ mapping); an 8x8 frame is one tile (8 words). 32x32 sheets are for
 * bosses (RS_ACTOR_BOSS); 8x8 ones for what a genre draws small (shots), never
 * for actors.
 * Direction d (RS_FACE_*) uses frames dir_frame[d] .. dir_frame[d]+walk_frames-1,
 * drawn horizontally flipped when dir_flip[d] is 1 (e.g. right = left flipped,
 * which saves tiles). Frame 0 of a direction is the standing pose. */
enum { RS_SPRITE_16 = 0, RS_SPRITE_32 = 1, RS_SPRITE_8 = 2 };

typedef struct {
    const u32 *tiles;        /* frame_count * 32 (16x16), * 128 (32x32) or * 8 (8x8) words */
    u8 frame_count;
    u8 walk_frames;          /* 1..4 frames per direction                    */
    u8 palette;              /* index into rs_game.sprite_palettes           */
    u8 size;                 /* RS_SPRITE_16, RS_SPRITE_32 or RS_SPRITE_8     */
    u8 dir_frame[4];
    u8 dir_flip[4];
} rs_sprite;

/* ---- things in a scene ------------------------------------------------ */

enum {
    RS_ACTOR_PLAYER = 0,     /* reserved: the player comes from rs_game; ignored in scenes */
    RS_ACTOR_NPC    = 1,     /* solid, talks (A while facing it)             */
    RS_ACTOR_ENEMY  = 2,     /* hurts on contact, dies to the sword          */
    RS_ACTOR_BOSS   = 3,     /* an enemy that always chases; default 6 hp; its
                                health bar replaces the HUD scene name nearby */
    RS_ACTOR_SIGN   = 4      /* like an NPC but never moves or turns         */
};

enum {
    RS_MOVE_IDLE   = 0,      /* stands still (NPCs turn to face the speaker) */
    RS_MOVE_WANDER = 1,      /* random steps inside its home area            */
    RS_MOVE_PATROL = 2,      /* walks path[0..path_len-1] and loops          */
    RS_MOVE_CHASE  = 3       /* wanders, chases the player within ~5 tiles   */
};

typedef struct {
    u8  kind;                /* RS_ACTOR_*                                   */
    u8  move;                /* RS_MOVE_*                                    */
    u16 sprite;              /* index into rs_game.sprites                   */
    u8  x, y;                /* start tile (top-left of the 16x16 or 32x32 body) */
    u8  facing;              /* RS_FACE_*                                    */
    u8  speed;               /* pixels per 4 frames: 0 = default (2)         */
    u8  hp;                  /* enemies/boss: hits to defeat (0 = 1)         */
    u8  damage;              /* contact damage in hp (enemies; 0 = 1)        */
    u16 dialogue;            /* index into rs_game.dialogues or RS_NONE      */
    u16 show_flag;           /* present only while this flag is set, or RS_NONE */
    u16 hide_flag;           /* absent while this flag is set, or RS_NONE    */
    u16 defeat_flag;         /* set when defeated (so it stays gone), or RS_NONE */
    const rs_point *path;    /* patrol waypoints (tiles) or NULL             */
    u8  path_len;            /* <= RS_MAX_PATH                               */
    u8  reserved[3];
    const char *name;        /* a boss's name: its banner and health bar; or NULL */
} rs_actor;

/* Entering rect (with the player's feet tile) fades to another scene. Arriving
 * on a warp does not fire it until the player leaves and re-enters. */
typedef struct {
    rs_rect from;            /* tiles in this scene                          */
    u16 scene;               /* target scene index                           */
    u8  to_x, to_y;          /* target tile (top-left of the player's body)  */
    u8  facing;              /* facing after the warp                        */
    u8  reserved;
    u16 need_flag;           /* warp works only while this flag is set, or RS_NONE */
} rs_warp;

/* ---- effects, dialogue, triggers ------------------------------------- */

enum {
    RS_FX_NONE       = 0,
    RS_FX_SET_FLAG   = 1,    /* a = flag                                     */
    RS_FX_CLEAR_FLAG = 2,    /* a = flag                                     */
    RS_FX_GIVE_ITEM  = 3,    /* a = item, n = count (0 = 1)                  */
    RS_FX_TAKE_ITEM  = 4,    /* a = item, n = count (0 = 1)                  */
    RS_FX_HEAL       = 5,    /* n = hp (0 = full)                            */
    RS_FX_OPEN_GATE  = 6,    /* a = scene, b = gate index: sets the gate's flag */
    RS_FX_WARP       = 7,    /* a = scene, b = tile x, c = tile y, n = facing */
    RS_FX_MAX_HP     = 8,    /* n = hp added to hp_max (up to RS_MAX_HP)     */
    RS_FX_DIALOGUE   = 9,    /* a = dialogue opened after this one closes    */
    RS_FX_SAVE       = 10,   /* a save point: writes the battery save (rs_save.h) at
                                the player's position                          */
    RS_FX_CHOICE     = 11    /* after this dialogue closes, the player picks one of
                                n (2..RS_MAX_CHOICES) answers: the labels are the
                                pages of dialogue b, answer i opens dialogue a + i */
};

typedef struct {
    u8  op;                  /* RS_FX_*                                      */
    u8  n;
    u16 a, b, c;
} rs_effect;

/* A dialogue is chosen through its condition: when cond_flag is not RS_NONE
 * and flag cond_flag is not in state cond_set (1 = set, 0 = clear), the
 * engine tries `alt` instead (chains up to 8 deep; RS_NONE = say nothing).
 * Effects run in order when the last page is closed. */
typedef struct {
    const char *speaker;     /* name shown in the box border, or NULL        */
    const char *const *pages;/* page_count strings                          */
    u8  page_count;          /* >= 1                                         */
    u8  cond_set;            /* 1: flag must be set; 0: flag must be clear   */
    u16 cond_flag;           /* RS_NONE = unconditional                      */
    u16 alt;                 /* dialogue used when the condition fails       */
    u8  effect_count;        /* <= RS_MAX_EFFECTS                            */
    u8  reserved;
    const rs_effect *effects;
} rs_dialogue;

/* Fires when the player's feet tile enters rect (edge-triggered), while the
 * condition holds. Opens `dialogue` (if not RS_NONE) and runs `effects`
 * at once. To fire once, set a flag in effects and condition on it clear. */
typedef struct {
    rs_rect area;
    u16 cond_flag;           /* RS_NONE = always                             */
    u8  cond_set;            /* 1: flag must be set; 0: flag must be clear   */
    u8  effect_count;
    u16 dialogue;            /* RS_NONE = none                               */
    u16 cutscene;            /* run when it fires (after its effects), or RS_NONE */
    const rs_effect *effects;
} rs_trigger;

/* A gate is a rectangle of blocking tiles that opens while `flag` is set
 * (checked on scene load and whenever a flag changes): its tiles become
 * `open_tiles` (w*h screen entries, row-major; NULL = leave the map tiles)
 * and its collision becomes `open_collision` (normally RS_COLL_FLOOR). */
typedef struct {
    rs_rect area;
    u16 flag;
    u8  open_collision;
    u8  reserved;
    const u16 *open_tiles;
} rs_gate;

/* How a scene plays: the engine runs the scene's genre module (src/genre/),
 * which reads `genre_data`, the genre's own block (a header of include/genre), or
 * NULL for its defaults. The shared parts (dialogue, cut-scenes, flags,
 * items, warps, triggers, pause, saves) work the same in every genre. */
enum {
    RS_GENRE_ADVENTURE  = 0,   /* top-down: d-pad, sword, talk (no block)    */
    RS_GENRE_PLATFORMER = 1,   /* side view: gravity, jumps                  */
    RS_GENRE_SHOOTER    = 2,   /* auto-scrolling, ship, bullets, waves       */
    RS_GENRE_PUZZLE     = 3,   /* grid steps, crates onto goals              */
    RS_GENRE_BATTLE     = 4,   /* turn-based party against foes              */
    RS_GENRE_STORY      = 5,   /* visual-novel scenes                        */
    RS_GENRE_COUNT
};

typedef struct {
    const char *name;        /* display name (HUD, shown on entering)         */
    u8  width, height;       /* tiles, RS_MIN_MAP..RS_MAX_MAP (width up to
                                RS_MAX_MAP_W where the genre streams the map;
                                width * height <= RS_MAX_MAP_AREA)            */
    u16 tileset;             /* index into rs_game.tilesets                   */
    const u16 *map;          /* width*height screen entries, row-major        */
    const u8  *collision;    /* width*height RS_COLL_* bytes, row-major       */
    const rs_actor   *actors;   u8 actor_count;    /* <= RS_MAX_ACTORS      */
    u8  warp_count;          /* <= RS_MAX_WARPS                               */
    u8  trigger_count;       /* <= RS_MAX_TRIGGERS                            */
    u8  gate_count;          /* <= RS_MAX_GATES                               */
    const rs_warp    *warps;
    const rs_trigger *triggers;
    const rs_gate    *gates;
    u16 enter_dialogue;      /* opened when the scene is entered, or RS_NONE  */
    u16 enter_flag;          /* ...only while this flag is clear (set it in the
                                dialogue's effects to show it once); RS_NONE = always */
    u16 music;               /* song played here (index into rs_game.songs), or
                                RS_NONE for silence; the song keeps playing
                                across scenes that name the same one          */
    u8  map_x, map_y;        /* cell on the pause menu's map (< RS_MAP_W, RS_MAP_H);
                                scenes one cell apart with a warp between them
                                are drawn joined                              */
    u16 cutscene;            /* run on entering (once the fade is done), instead
                                of enter_dialogue, or RS_NONE                   */
    u16 cutscene_flag;       /* ...only while this flag is clear; RS_NONE = always */
    u8  genre;               /* RS_GENRE_*; a genre this engine lacks: RS_ERR_GENRE */
    u8  reserved[3];
    const void *genre_data;  /* the genre's block (its header in include/genre/), or
                                NULL for the genre's defaults                  */
} rs_scene;

enum {                       /* the engine's 8x8 item icons (pause menu)     */
    RS_ICON_BAG = 0, RS_ICON_KEY, RS_ICON_POTION, RS_ICON_GEM, RS_ICON_SCROLL,
    RS_ICON_SWORD, RS_ICON_SHIELD, RS_ICON_RING, RS_ICON_COIN, RS_ICON_HERB,
    RS_ICON_ORB, RS_ICON_BOOK, RS_ICON_CROWN, RS_ICON_COUNT
};

typedef struct {
    const char *name;        /* shown in the pause menu and "Got <name>!"     */
    u8  max_count;           /* 0 = RS_MAX_ITEM_COUNT                         */
    u8  icon;                /* RS_ICON_* (out of range: the bag)             */
    u16 flag;                /* set while the player holds >= 1, or RS_NONE   */
} rs_item;

/* ---- sound ------------------------------------------------------------- */

/* A song is up to four voices, one per PSG channel, stepped once per tick
 * (`tick` frames). A voice is a list of (note, ticks) byte pairs: note 0 is a
 * rest, 1..72 are C2..B7 (equal temperament, A4 = 440 Hz is note 34); on the
 * noise channel the note picks a drum (RS_DRUM_*). The voice plays each event
 * for `ticks` (1..255) ticks; at the end it goes back to event `loop`, or
 * falls silent when loop is RS_NONE. Sound effects are the engine's own and
 * borrow square 1 or the noise channel for a moment. */
enum { RS_CH_SQ1 = 0, RS_CH_SQ2 = 1, RS_CH_WAVE = 2, RS_CH_NOISE = 3 };
enum { RS_WAVE_TRIANGLE = 0, RS_WAVE_SAW = 1, RS_WAVE_ORGAN = 2, RS_WAVE_PULSE = 3, RS_WAVE_COUNT };
enum { RS_DRUM_KICK = 1, RS_DRUM_SNARE = 2, RS_DRUM_HAT = 3, RS_DRUM_CRASH = 4, RS_DRUM_COUNT };
#define RS_NOTE_COUNT 72

typedef struct {
    u8  channel;             /* RS_CH_*, each channel at most once per song    */
    u8  timbre;              /* squares: duty 0..3 (12.5/25/50/75%); wave: RS_WAVE_* */
    u8  volume;              /* squares, noise: 0..15; wave: 0..3 (off, 25, 50, 100%) */
    u8  decay;               /* envelope step 0..7 (0 = hold), squares and noise */
    u16 length;              /* events                                        */
    u16 loop;                /* event index to loop back to, or RS_NONE       */
    const u8 *events;        /* length * 2 bytes: note, ticks                 */
} rs_voice;

typedef struct {
    u8  tick;                /* frames per tick, 1..30                        */
    u8  voice_count;         /* 1..RS_MAX_VOICES                              */
    u8  reserved[2];
    const rs_voice *voices;
} rs_song;


/* ---- cut-scenes -------------------------------------------------------- */

/* A cut-scene is a list of commands run one after the other while the player
 * watches (state block mode RS_MODE_CUTSCENE, RS_MODE_DIALOGUE while a SAY box
 * is open). `actor` is an index into the current scene's actors, or
 * RS_CUT_PLAYER. Positions are tiles (top-left of the body). */
enum {
    RS_CMD_MOVE   = 1,       /* walk `actor` to tile (x, y): across, then along; no collision */
    RS_CMD_WAIT   = 2,       /* arg frames                                    */
    RS_CMD_SAY    = 3,       /* open dialogue arg; go on when it closes       */
    RS_CMD_FADE   = 4,       /* x = 1: to black, 0: back; over arg frames     */
    RS_CMD_SHAKE  = 5,       /* shake the screen x pixels for arg frames, with a rumble */
    RS_CMD_FACE   = 6,       /* `actor` faces x (RS_FACE_*)                   */
    RS_CMD_FLAG   = 7,       /* set flag arg                                  */
    RS_CMD_MUSIC  = 8,       /* play song arg (RS_NONE = silence)             */
    RS_CMD_BANNER = 9        /* show `actor`'s name banner for arg frames     */
};
#define RS_CUT_PLAYER 0xFF

typedef struct {
    u8  op;                  /* RS_CMD_*                                      */
    u8  actor;
    u8  x, y;
    u16 arg;
    u16 reserved;
} rs_cmd;

typedef struct {
    const rs_cmd *cmds;
    u8  count;               /* 1..RS_MAX_CUTSCENE                            */
    u8  reserved[3];
} rs_cutscene;

/* ---- quests: the pause menu's log -------------------------------------- */
typedef struct {
    const char *text;        /* one line; the first RS_LOG_COLS characters show */
    u16 flag;                /* the step is done while this flag is set       */
    u16 reserved;
} rs_quest_step;

typedef struct {
    const char *name;        /* the first RS_LOG_COLS characters show          */
    const rs_quest_step *steps;
    u8  step_count;          /* 1..RS_MAX_QUEST_STEPS                          */
    u8  reserved[3];
} rs_quest;

/* ---- the root --------------------------------------------------------- */
typedef struct {
    u32 abi;                 /* RS_ABI_VERSION                                */
    const char *title;       /* long title for the title screen (wrapped)     */
    const char *subtitle;    /* line under the title, or NULL                 */
    const char *win_text;    /* win screen text, or NULL for a default        */
    const char *lose_text;   /* game-over text, or NULL for a default         */

    const rs_scene    *scenes;      u16 scene_count;
    u16 tileset_count;
    const rs_tileset  *tilesets;
    const rs_sprite   *sprites;     u16 sprite_count;
    u16 sprite_palette_count;       /* <= RS_MAX_SPRITE_PALETTES             */
    const u16         *sprite_palettes; /* count * 16 BGR555, colour 0 clear */
    const rs_dialogue *dialogues;   u16 dialogue_count;
    u16 item_count;                 /* <= RS_MAX_ITEMS                       */
    const rs_item     *items;

    u16 flag_count;          /* <= RS_MAX_FLAGS                               */
    u16 win_flag;            /* win screen shows when set                      */
    u16 start_scene;
    u8  start_x, start_y;    /* tiles                                          */
    u8  start_facing;
    u8  player_hp;           /* starting and max hp, 1..RS_MAX_HP             */
    u16 player_sprite;       /* index into sprites                             */
    u16 intro_dialogue;      /* opened after START on the title, or RS_NONE    */
    u16 ui_color;            /* BGR555 accent for text box / title frame; 0 = default */

    const rs_song     *songs;       u16 song_count;     /* <= RS_MAX_SONGS      */
    u16 title_song;          /* played on the title screen, or RS_NONE          */
    const rs_quest    *quests;      u16 quest_count;    /* <= RS_MAX_QUESTS     */
    u16 reserved;
    const rs_cutscene *cutscenes;   u16 cutscene_count;
    u16 ending;              /* cut-scene run once the win flag is set, before the
                                win screen, or RS_NONE                         */
} rs_game;

extern const rs_game rs_game_data;

#endif /* RS_DATA_H */
