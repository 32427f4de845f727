/*
 * shooter_fleet.h - what flies in a shooter scene besides the ship: enemies
 * entering in waves and flying their paths, the boss, the ship's shots, enemy
 * shots and power-ups; what hits what. All of it lives in rs_shooter_live
 * (screen positions in 1/16 px); shooter.c owns the ship and calls in here.
 */
#ifndef RS_GENRE_SHOOTER_FLEET_H
#define RS_GENRE_SHOOTER_FLEET_H

#include "genre/rs_shooter.h"

extern rs_shooter_play rs_shooter_live;

#define FP 4                       /* positions and speeds in 1/16 px */
#define PX(v) ((v) >> FP)

/* How to draw one sheet facing one way. */
typedef struct {
    u16 tile;                      /* first tile of the direction's first frame */
    u8  pal, px, frames, per, flip, reserved;
} fleet_look;

fleet_look fleet_look_of(u16 sprite, int facing);   /* loads the sheet (actors_sheet) */
void fleet_draw_look(const fleet_look *k, int x, int y, u32 t);

/* A new scene: every pool emptied, the block's sheets loaded. */
void fleet_enter(const rs_shooter *blk);
/* One frame at scene frame `clock`: waves enter, everything flies, shots hit. */
void fleet_update(int clock);
int  fleet_waves_done(void);       /* every wave has entered completely */
int  fleet_foes_left(void);        /* enemies in play (not counting poofs) */
void fleet_boss_enter(void);
/* The ship at its hit box: 1 when an enemy, its shot or the boss touches it
 * (a touching enemy is shot down, a touching shot gone); power-ups it touches
 * are taken either way. */
int  fleet_ship_touch(int x, int y, int w, int h, int harmless);
void fleet_clear_foe_shots(void);
int  fleet_fire(int x, int y, int twin, int limit); /* 1 when the shots left */
int  fleet_shots(void);
int  fleet_foe_shots(void);
/* Between video_obj_begin/end: enemy shots in front of the ship, the rest behind it. */
void fleet_draw_front(u32 t);
void fleet_draw_back(u32 t);

#endif
