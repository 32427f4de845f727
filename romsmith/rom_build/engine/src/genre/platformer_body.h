/*
 * platformer_body.h - bodies in side view: collision against the map as the
 * platformer reads it (genre/rs_platformer.h: solid tiles, one-way ledges,
 * ladder tops, spikes; the sides and top of the map are walls, below the map
 * is a pit) and moving a body a pixel at a time.
 *
 * A body is an actor and a box within its sprite (the player's 16x16:
 * x+3..x+12, y+2..y+15; a 32x32 body doubles every figure).
 */
#ifndef RS_PLATFORMER_BODY_H
#define RS_PLATFORMER_BODY_H

#include "actor.h"

typedef struct { s8 x, y, w, h; } pbox;

extern const pbox pbox_16, pbox_32;
const pbox *pbody_box(const actor_t *a);        /* by the actor's sprite size */

u8   pbody_coll(int tx, int ty);                /* the map, walls beside and above, air below */
int  pbody_solid_at(const pbox *b, int x, int y);  /* the box of a body at (x, y) meets a solid tile */
int  pbody_holds(int x, int y);                 /* pixel row y at x is ground to stand on */
/* One pixel down would be stopped: solid ground, or the top edge of a ledge or
 * ladder top (unless `through`: dropping or climbing through them). */
int  pbody_floor(const actor_t *a, const pbox *b, int through);
int  pbody_step_x(actor_t *a, const pbox *b, int dx);   /* dx = -1 or 1; 0 when blocked */
int  pbody_step_y(actor_t *a, const pbox *b, int dy, int through);
int  pbody_hazard(const actor_t *a, const pbox *b);     /* the box meets spikes */
int  pbody_ladder(int x, int y);                         /* the tile at pixel (x, y) is a ladder */
int  pbody_in_pit(const actor_t *a);                     /* fallen out of the bottom of the map */

#endif
