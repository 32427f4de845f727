/* player.c - the player's body: placing it and the damage it takes. */
#include "player.h"
#include "state.h"
#include "sound.h"

void player_place(int tx, int ty, int facing)
{
    actor_t *p = &rs_player;
    p->x = (s16)(tx * 8);
    p->y = (s16)(ty * 8);
    p->facing = facing & 3;
    p->active = 1;
    p->kind = RS_ACTOR_PLAYER;
    p->speed = 6;
    p->invuln = p->knock = p->acc = p->moving = 0;
}

void player_hurt(int damage, int from_x, int from_y, int knock)
{
    actor_t *p = &rs_player;
    rs_prog.hp = (u8)(rs_prog.hp > damage ? rs_prog.hp - damage : 0);
    p->invuln = PLAYER_INVULN;
    sound_sfx(RS_SFX_HURT);
    if (knock)
        actor_push_away(p, from_x, from_y, 8);
}
