/* platformer_body.c - side-view collision and pixel steps for the player and the enemies. */
#include "platformer_body.h"
#include "map.h"

const pbox pbox_16 = {3, 2, 10, 14};
const pbox pbox_32 = {6, 4, 20, 28};

const pbox *pbody_box(const actor_t *a) { return a->scale == 2 ? &pbox_32 : &pbox_16; }

u8 pbody_coll(int tx, int ty)
{
    int w = map_width_px() >> 3, h = map_height_px() >> 3;
    if (ty >= h)
        return RS_COLL_FLOOR;            /* below the map: a pit */
    if (ty < 0 || tx < 0 || tx >= w)
        return RS_COLL_WALL;
    return map_coll(tx, ty);
}

static int solid(u8 c)
{
    return c == RS_COLL_WALL || c == RS_COLL_WATER || c == RS_COLL_TREE || c == RS_COLL_GATE ||
           c >= RS_COLL_COUNT;
}

static int box_meets(int x, int y, int w, int h, int (*test)(u8))
{
    int tx0 = x >> 3, tx1 = (x + w - 1) >> 3, ty0 = y >> 3, ty1 = (y + h - 1) >> 3;
    for (int ty = ty0; ty <= ty1; ty++)
        for (int tx = tx0; tx <= tx1; tx++)
            if (test(pbody_coll(tx, ty)))
                return 1;
    return 0;
}

int pbody_solid_at(const pbox *b, int x, int y)
{
    return box_meets(x + b->x, y + b->y, b->w, b->h, solid);
}

/* The top edge of a ledge, or of a ladder with no ladder above it. */
static int ledge_top(int tx, int ty)
{
    u8 c = pbody_coll(tx, ty);
    return c == RS_COLL_LEDGE || (c == RS_COLL_LADDER && pbody_coll(tx, ty - 1) != RS_COLL_LADDER);
}

int pbody_holds(int x, int y)
{
    int tx = x >> 3, ty = y >> 3;
    return solid(pbody_coll(tx, ty)) || ((y & 7) == 0 && ledge_top(tx, ty));
}

int pbody_floor(const actor_t *a, const pbox *b, int through)
{
    int below = a->y + b->y + b->h;       /* the pixel row under the box */
    int tx0 = (a->x + b->x) >> 3, tx1 = (a->x + b->x + b->w - 1) >> 3, ty = below >> 3;
    for (int tx = tx0; tx <= tx1; tx++) {
        if (solid(pbody_coll(tx, ty)))
            return 1;
        if (!through && (below & 7) == 0 && ledge_top(tx, ty))
            return 1;
    }
    return 0;
}

int pbody_step_x(actor_t *a, const pbox *b, int dx)
{
    if (pbody_solid_at(b, a->x + dx, a->y))
        return 0;
    a->x = (s16)(a->x + dx);
    return 1;
}

int pbody_step_y(actor_t *a, const pbox *b, int dy, int through)
{
    if (dy > 0 ? pbody_floor(a, b, through) : pbody_solid_at(b, a->x, a->y - 1))
        return 0;
    a->y = (s16)(a->y + dy);
    return 1;
}

static int hazard(u8 c) { return c == RS_COLL_HAZARD; }

int pbody_hazard(const actor_t *a, const pbox *b)
{
    return box_meets(a->x + b->x, a->y + b->y, b->w, b->h, hazard);
}

int pbody_ladder(int x, int y) { return pbody_coll(x >> 3, y >> 3) == RS_COLL_LADDER && y >= 0; }

int pbody_in_pit(const actor_t *a) { return a->y >= map_height_px(); }
