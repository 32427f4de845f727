/* cutscene.c - the cut-scene runner (see cutscene.h). */
#include "cutscene.h"
#include "actor.h"
#include "camera.h"
#include "dialogue.h"
#include "hud.h"
#include "sound.h"
#include "state.h"
#include "video.h"

static const rs_cutscene *cut;
static int step, started, timer, fade;

static const rs_cutscene *lookup(u16 index)
{
    const rs_game *g = &rs_game_data;
    if (index >= g->cutscene_count || !g->cutscenes)
        rs_fail(RS_ERR_CUTSCENE, index);
    const rs_cutscene *c = &g->cutscenes[index];
    if (!c->cmds || c->count == 0 || c->count > RS_MAX_CUTSCENE)
        rs_fail(RS_ERR_CUTSCENE, index);
    for (int i = 0; i < c->count; i++)
        if (c->cmds[i].op < RS_CMD_MOVE || c->cmds[i].op > RS_CMD_BANNER)
            rs_fail(RS_ERR_CUTSCENE, index);
    return c;
}

static void publish(void)
{
    rs_state_block.cutscene = cut ? (u16)(cut - rs_game_data.cutscenes) : RS_NONE;
    rs_state_block.cut_step = (u8)step;
}

int cutscene_start(u16 index)
{
    cut = lookup(index);
    step = 0;
    started = 0;
    publish();
    return 1;
}

int cutscene_active(void) { return cut != 0; }

void cutscene_stop(void)
{
    cut = 0;
    camera_stop();
    publish();
}

static actor_t *who(const rs_cmd *c)
{
    if (c->actor == RS_CUT_PLAYER)
        return &rs_player;
    if (c->actor >= actors_count())
        rs_fail(RS_ERR_CUTSCENE, (u16)(cut - rs_game_data.cutscenes));
    actor_t *a = &rs_actors[c->actor];
    return a->active && !a->dying ? a : 0;
}

/* Two pixels a frame toward the target, across first; 1 when there. */
static int walk(actor_t *a, int tx, int ty)
{
    for (int n = 0; n < 2; n++) {
        if (a->x != tx) {
            a->facing = a->x < tx ? RS_FACE_RIGHT : RS_FACE_LEFT;
            a->x = (s16)(a->x + (a->x < tx ? 1 : -1));
        } else if (a->y != ty) {
            a->facing = a->y < ty ? RS_FACE_DOWN : RS_FACE_UP;
            a->y = (s16)(a->y + (a->y < ty ? 1 : -1));
        } else {
            a->moving = 0;
            return 1;
        }
    }
    a->moving = 1;
    a->anim++;
    return 0;
}

/* Runs command `step`; 1 when it is finished (the next one may start). */
static int run(const rs_cmd *c)
{
    int first = !started;
    started = 1;
    switch (c->op) {
    case RS_CMD_MOVE: {
        actor_t *a = who(c);
        return !a || walk(a, c->x * 8, c->y * 8);
    }
    case RS_CMD_WAIT:
        if (first)
            timer = c->arg;
        return timer-- <= 0;
    case RS_CMD_SAY:
        if (first) {                   /* the box keeps clear of the actor speaking */
            dialogue_focus(c->actor < actors_count() ? c->actor : -1);
            return !dialogue_open(c->arg);
        }
        return !dialogue_update();
    case RS_CMD_FADE: {
        int frames = c->arg ? c->arg : 1;
        if (first)
            timer = 0;
        timer++;
        fade = (c->x ? timer : frames - timer) * 16 / frames;
        video_darken(fade < 0 ? 0 : fade > 16 ? 16 : fade, 1);
        return timer >= frames;
    }
    case RS_CMD_SHAKE:
        camera_shake(c->x, c->arg);
        sound_sfx(RS_SFX_RUMBLE);
        return 1;
    case RS_CMD_FACE: {
        actor_t *a = who(c);
        if (a)
            a->facing = c->x & 3;
        return 1;
    }
    case RS_CMD_FLAG:
        flag_set(c->arg, 1);
        return 1;
    case RS_CMD_MUSIC:
        sound_music(c->arg);
        return 1;
    default: {                          /* RS_CMD_BANNER */
        actor_t *a = who(c);
        if (a && a->def)
            hud_banner(a->def->name, c->arg ? c->arg : 120);
        return 1;
    }
    }
}

int cutscene_update(void)
{
    if (!cut)
        return 0;
    while (step < cut->count) {
        if (!run(&cut->cmds[step]))
            break;
        step++;
        started = 0;
        publish();
        if (step < cut->count && (cut->cmds[step].op == RS_CMD_SAY || cut->cmds[step].op == RS_CMD_MOVE))
            break;                     /* start boxes and walks on a fresh frame */
    }
    if (step >= cut->count) {
        cut = 0;
        publish();
        return 0;
    }
    return 1;
}
