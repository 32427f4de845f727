/* dialogue.c - dialogue selection, paging, typewriter pacing and effects. */
#include "dialogue.h"
#include "textbox.h"
#include "actor.h"
#include "input.h"
#include "state.h"
#include "scene.h"
#include "sound.h"
#include "choice.h"

rs_warp_request rs_warp_req;

static const rs_dialogue *open_dlg;
static u16 open_index, next_dialogue = RS_NONE;
static int page, status, blink, typed, hurry;
static int focus = -1;                 /* the actor speaking (scene index), -1 the player */

void dialogue_focus(int actor) { focus = actor; }

/* The box opens at the top when the bottom one would hide more of the speaker. */
static int box_on_top(const char *speaker)
{
    const actor_t *a = &rs_player;
    if (focus >= 0 && focus < actors_count() && rs_actors[focus].active)
        a = &rs_actors[focus];
    int cx, cy, px = actor_px(a);
    scene_camera(&cx, &cy);
    return text_box_wants_top(a->x - cx, a->y - cy, px, px, speaker);
}

static const rs_dialogue *dlg(u16 index)
{
    if (index >= rs_game_data.dialogue_count || !rs_game_data.dialogues)
        rs_fail(RS_ERR_DIALOGUE, index);
    return &rs_game_data.dialogues[index];
}

u16 dialogue_resolve(u16 index)
{
    for (int depth = 0; depth < 8 && index != RS_NONE; depth++) {
        const rs_dialogue *d = dlg(index);
        if (d->cond_flag == RS_NONE || flag_get(d->cond_flag) == (d->cond_set ? 1 : 0))
            return index;
        index = d->alt;
    }
    return RS_NONE;
}

static void start_page(void)
{
    const char *text = open_dlg->pages ? open_dlg->pages[page] : "";
    text_box_page(text);
    status = TB_TYPING;
    blink = hurry = 0;
}

int dialogue_open(u16 index)
{
    index = dialogue_resolve(index);
    if (index == RS_NONE)
        return 0;
    open_dlg = dlg(index);
    if (open_dlg->page_count == 0 && open_dlg->effect_count == 0)
        return 0;
    open_index = index;
    rs_state_block.dialogue = index;
    page = 0;
    text_box_open(open_dlg->speaker, box_on_top(open_dlg->speaker));
    if (open_dlg->page_count)
        start_page();
    else
        status = TB_DONE;
    return 1;
}

int dialogue_is_open(void) { return open_dlg != 0 || rs_choice.open; }

static void close_dialogue(void)
{
    const rs_dialogue *d = open_dlg;
    open_dlg = 0;
    rs_state_block.dialogue = RS_NONE;
    text_box_close();
    if (d->effect_count && d->effect_count <= RS_MAX_EFFECTS)
        effects_run(d->effects, d->effect_count);
    if (!rs_warp_req.pending && choice_show(d->speaker, box_on_top(d->speaker))) {
        rs_state_block.dialogue = rs_choice.labels;
        return;                        /* the answers show; the picked one opens next */
    }
    if (next_dialogue != RS_NONE && !rs_warp_req.pending) {
        u16 n = next_dialogue;
        next_dialogue = RS_NONE;
        dialogue_open(n);
    }
    if (!dialogue_is_open())
        focus = -1;                    /* the talk is over: the next box follows the player */
}

int dialogue_update(void)
{
    if (rs_choice.open) {
        int picked = choice_update();
        if (picked >= 0) {
            choice_close();
            rs_state_block.dialogue = RS_NONE;
            dialogue_open((u16)(rs_choice.first + picked));
        }
        return dialogue_is_open();
    }
    if (!open_dlg)
        return 0;
    if (input_pressed(KEY_B)) {
        close_dialogue();
        return dialogue_is_open();
    }
    int a = input_pressed(KEY_A);
    if (status == TB_TYPING) {
        hurry |= a;                    /* A: the rest of the page, 32 letters a frame */
        status = text_box_step(hurry ? 32 : 1);
        if ((++typed & 3) == 1)        /* a soft blip every fourth letter */
            sound_sfx(RS_SFX_BLIP);
    } else if (a) {
        if (status == TB_MORE) {
            text_box_continue();
            status = TB_TYPING;
            hurry = 0;
        } else if (page + 1 < open_dlg->page_count) {
            page++;
            start_page();
        } else {
            close_dialogue();
            return dialogue_is_open();
        }
    }
    if (status != TB_TYPING)
        text_box_arrow((++blink >> 4) & 1 ? 0 : 1);
    return 1;
}

int dialogue_open_queued(void)
{
    if (next_dialogue == RS_NONE || open_dlg)
        return 0;
    u16 n = next_dialogue;
    next_dialogue = RS_NONE;
    return dialogue_open(n);
}

void effects_run(const rs_effect *fx, int count)
{
    const rs_game *g = &rs_game_data;
    for (int i = 0; fx && i < count; i++) {
        const rs_effect *e = &fx[i];
        switch (e->op) {
        case RS_FX_SET_FLAG: flag_set(e->a, 1); break;
        case RS_FX_CLEAR_FLAG: flag_set(e->a, 0); break;
        case RS_FX_GIVE_ITEM:
            item_give(e->a, e->n);
            sound_sfx(RS_SFX_PICKUP);
            break;
        case RS_FX_TAKE_ITEM: item_take(e->a, e->n); break;
        case RS_FX_HEAL:
            rs_prog.hp = (u8)(e->n == 0 || rs_prog.hp + e->n > rs_prog.hp_max
                                  ? rs_prog.hp_max : rs_prog.hp + e->n);
            break;
        case RS_FX_MAX_HP: {
            int m = rs_prog.hp_max + (e->n ? e->n : 1);
            rs_prog.hp_max = (u8)(m > RS_MAX_HP ? RS_MAX_HP : m);
            rs_prog.hp = rs_prog.hp_max;
            break;
        }
        case RS_FX_OPEN_GATE:
            if (e->a >= g->scene_count)
                rs_fail(RS_ERR_SCENE, e->a);
            if (e->b >= g->scenes[e->a].gate_count)
                rs_fail(RS_ERR_MAP, e->b);
            flag_set(g->scenes[e->a].gates[e->b].flag, 1);
            break;
        case RS_FX_WARP:
            if (e->a >= g->scene_count)
                rs_fail(RS_ERR_SCENE, e->a);
            rs_warp_req.pending = 1;
            rs_warp_req.scene = e->a;
            rs_warp_req.x = (u8)e->b;
            rs_warp_req.y = (u8)e->c;
            rs_warp_req.facing = e->n & 3;
            break;
        case RS_FX_SAVE:
            if (scene_save_here())
                sound_sfx(RS_SFX_SAVE);
            break;
        case RS_FX_DIALOGUE:
            dlg(e->a);
            next_dialogue = e->a;
            break;
        case RS_FX_CHOICE: choice_request(e->a, e->b, e->n); break;
        default: break;
        }
    }
    (void)open_index;
}
