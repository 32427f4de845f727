/*
 * rs_shooter.h - a shooter scene's block (rs_scene.genre_data of a scene whose
 * genre is RS_GENRE_SHOOTER) and the live play the harness reads.
 *
 * The screen scrolls by itself (the scene's map repeats sideways on BG1, an
 * optional far map drifts slower behind it on BG2). The ship flies anywhere in
 * the play area below the HUD strip and fires with A (held: again every
 * fire_rate frames) while fewer than max_shots of its shots fly. Enemies come
 * in waves from the right edge at their wave's frame (state block
 * scene_frames), fly their wave's path and may fire aimed shots; shot down
 * they add their points to the score. At `length` the boss flies in (goal
 * RS_GOAL_BOSS) or the level is survived once the last enemy has gone
 * (RS_GOAL_SURVIVE); either sets `flag`. A hit costs the ship one hp and
 * gives it iframes frames of safety; at 0 hp a ship is lost, and the last
 * one lost is game over. Positions are screen pixels; speeds 1/16 px per
 * frame unless a field says otherwise. A 0 in a tuning field means its
 * default (below); the validator holds data to the limits.
 */
#ifndef RS_SHOOTER_H
#define RS_SHOOTER_H

#include "rs_data.h"

#define RS_SHOOTER_MAX_SHOTS      8     /* the ship's shots in flight: the pool's cap  */
#define RS_SHOOTER_MAX_FOES       16    /* enemies on screen at once (the boss aside)  */
#define RS_SHOOTER_MAX_FOE_SHOTS  24    /* enemy shots in flight                       */
#define RS_SHOOTER_MAX_POWERS     4     /* power-ups drifting at once                  */
#define RS_SHOOTER_MAX_WAVES      32    /* waves per scene                             */
#define RS_SHOOTER_MAX_WAVE       8     /* enemies per wave                            */
#define RS_SHOOTER_MAX_LENGTH     10800 /* frames before the boss / the end (3 min)    */
#define RS_SHOOTER_TOP            8     /* the play area: below the HUD strip ...      */
#define RS_SHOOTER_BOTTOM         160   /* ... to the screen's bottom edge             */
#define RS_SHOOTER_ENTRY_X        240   /* enemies enter here (just off the right edge) */
#define RS_SHOOTER_FAR_ROWS       20    /* far map: 32 columns of this many rows       */
#define RS_POWER_KINDS            4     /* power-up kinds (RS_POWER_* but NONE)        */
#define RS_SHOOTER_BOSS_WAVE      0xFF  /* rs_mover.kind of the boss                   */

#define RS_SHOOTER_MAX_LIVES      9     /* ships at most: the HUD shows one digit      */

/* defaults of the tuning fields left 0 */
#define RS_SHOOTER_LIVES          3
#define RS_SHOOTER_SHIP_SPEED     24    /* 1.5 px per frame                            */
#define RS_SHOOTER_SHOT_SPEED     5     /* px per frame                                */
#define RS_SHOOTER_FIRE_RATE      10
#define RS_SHOOTER_IFRAMES        90
#define RS_SHOOTER_FOE_SHOT_SPEED 24
#define RS_SHOOTER_SCROLL         16    /* 1 px per frame; the far layer a quarter of it */
#define RS_SHOOTER_FOE_SPEED      16
#define RS_SHOOTER_AMPLITUDE      24    /* px                                          */
#define RS_SHOOTER_BOSS_HP        24
#define RS_SHOOTER_BOSS_FIRE      50
#define RS_SHOOTER_BOSS_X         184   /* where the boss stops to fight               */

enum {                     /* how a wave's enemies fly (all leftwards)            */
    RS_PATH_LINE = 0,      /* straight along their entry line                     */
    RS_PATH_SINE = 1,      /* up and down `amplitude` px of it, a 128-frame period */
    RS_PATH_DIVE = 2,      /* straight until x < 168, then a swoop at the ship    */
    RS_PATH_COUNT
};

enum {                     /* what a power-up gives (twin, rapid: until the ship is lost) */
    RS_POWER_NONE = 0,
    RS_POWER_TWIN = 1,     /* two shots side by side                              */
    RS_POWER_RAPID = 2,    /* fire twice as often                                 */
    RS_POWER_HEAL = 3,     /* one hp back                                         */
    RS_POWER_LIFE = 4      /* one more ship, up to RS_SHOOTER_MAX_LIVES, kept into the level
                              next_scene leads to once this one is cleared; drawn facing
                              right (a spare of the ship), the others facing down */
};

enum { RS_GOAL_BOSS = 0, RS_GOAL_SURVIVE = 1 };

typedef struct {
    u16 frame;             /* scene frame its first enemy enters                   */
    u16 sprite;            /* its enemies' sheet (16x16), into rs_game.sprites     */
    u8  count;             /* enemies, 1..RS_SHOOTER_MAX_WAVE                       */
    u8  path;              /* RS_PATH_*                                            */
    u8  y;                 /* screen y of the first one's top, RS_SHOOTER_TOP..BOTTOM-16 */
    s8  step_y;            /* each next one enters this many px lower              */
    u8  gap;               /* frames between two of its enemies entering (0 = 16)  */
    u8  speed;             /* leftwards, 1/16 px per frame (0 = 16)                */
    u8  hp;                /* hits each takes (0 = 1)                              */
    u8  fire;              /* frames between an enemy's aimed shots; 0 never fires */
    u8  amplitude;         /* sine: px above and below its line (0 = 24)           */
    u8  drop;              /* RS_POWER_* left by its last enemy when shot down (a wave of
                              one that never fires and drops a life is the level's optional
                              carrier: nothing waits on it, let go it flies off) */
    u16 points;            /* score for each shot down                             */
} rs_wave;

typedef struct {
    u16 ship_sprite;       /* the ship (16x16, drawn facing right); RS_NONE: the player's sprite */
    u16 shot_sprite;       /* its shots (8x8 frames); RS_NONE: the engine's        */
    u16 foe_shot_sprite;   /* enemy shots (8x8 frames); RS_NONE: the engine's      */
    u8  lives;             /* ships (0 = 3); more when carried from the level before */
    u8  ship_speed;        /* (0 = 24)                                             */
    u8  shot_speed;        /* px per frame (0 = 5)                                 */
    u8  fire_rate;         /* frames between shots while A is held (0 = 10)        */
    u8  max_shots;         /* shots in flight, 1..RS_SHOOTER_MAX_SHOTS (0 = the cap) */
    u8  iframes;           /* frames the ship is safe after a hit (0 = 90)         */
    u8  foe_shot_speed;    /* (0 = 24)                                             */
    u8  scroll;            /* the map's drift (0 = 16)                             */
    u8  far_scroll;        /* the far map's drift (0 = scroll / 4)                 */
    u8  goal;              /* RS_GOAL_*                                            */
    u16 length;            /* frames until the boss comes or the level is survived, <= RS_SHOOTER_MAX_LENGTH */
    u16 flag;              /* set when the goal is met (one stage: the win flag), or RS_NONE */
    u16 next_scene;        /* warped to once the goal is met, or RS_NONE           */
    u8  next_x, next_y;    /* arrival tile there                                   */
    u8  wave_count;        /* <= RS_SHOOTER_MAX_WAVES                               */
    u8  reserved;
    const rs_wave *waves;  /* in order of frame                                    */
    u16 power_sprite[RS_POWER_KINDS]; /* [kind - 1]: its sheet (16x16); RS_NONE: never dropped */
    u16 boss_sprite;       /* 32x32 (or 16x16) sheet; RS_NONE: no boss             */
    u8  boss_hp;           /* (0 = 24)                                             */
    u8  boss_fire;         /* frames between its volleys (0 = 50)                  */
    u16 boss_points;
    const char *boss_name; /* its banner and health bar, or NULL                   */
    const u16 *far_map;    /* 32 x RS_SHOOTER_FAR_ROWS screen entries of the scene's tiles behind
                              the map, or NULL                                    */
} rs_shooter;

/* ---- live play (the harness reads rs_shooter_live through the ELF) ---- */
typedef struct {           /* an enemy, a shot or a power-up                       */
    s16 x, y;              /* screen position of its top-left, 1/16 px             */
    s16 vx, vy;            /* 1/16 px per frame                                    */
    u8  on;                /* 0 free, 1 in play, 2 shot down (its poof plays)      */
    u8  hp;
    u8  size;              /* its sprite's side: 8, 16 or 32 px                    */
    u8  kind;              /* enemy: its wave (RS_SHOOTER_BOSS_WAVE the boss); power-up: RS_POWER_* */
    u16 age;               /* frames in play                                       */
    u16 cool;              /* frames to its next shot                              */
    s16 line;              /* sine: its centre line, 1/16 px; dive: 1 once it swooped */
    u8  path;              /* RS_PATH_*                                            */
    u8  blink;             /* frames of its hit flash, or of its poof              */
    u8  order;             /* its place in its wave (0 first)                      */
    u8  reserved;
} rs_mover;

enum { RS_PHASE_WAVES = 0, RS_PHASE_BOSS = 1, RS_PHASE_CLEAR = 2 };

typedef struct {
    rs_mover foes[RS_SHOOTER_MAX_FOES];
    rs_mover boss;
    rs_mover shots[RS_SHOOTER_MAX_SHOTS];
    rs_mover foe_shots[RS_SHOOTER_MAX_FOE_SHOTS];
    rs_mover powers[RS_SHOOTER_MAX_POWERS];
    s16 ship_x, ship_y;    /* screen position of the ship's top-left, 1/16 px      */
    u8  phase;             /* RS_PHASE_*                                           */
    u8  twin, rapid;       /* power-ups held                                       */
    u8  lost;              /* frames until a lost ship comes back, 0 flying        */
    u16 kills;             /* enemies shot down in this scene                      */
    u16 escaped;           /* enemies that flew off the left edge                  */
} rs_shooter_play;

#endif
