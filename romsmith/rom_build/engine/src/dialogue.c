/* dialogue.c - dialogue selection, paging and typewriter pacing; its effects run through effects.c. */
#include "dialogue.h"
#include "textbox.h"
#include "actor.h"
#include "camera.h"
#include "effects.h"
#include "input.h"
#include "state.h"
#include "sound.h"
#include "choice.h"

static const rs_dialogue *open_dlg;
static int page, status, blink, typed, hurry;
static int focus = -1;                 /* the actor speaking (scene index), -1 the player */

void dialogue_focus(int actor) { focus = actor; }

/* The box opens at the top when the bottom one would hide more of the speaker. */
static int box_on_top(const char *speaker)
{
    const actor_t *a = &rs_player;
    if (focus >= 0 && focus < actors_count() && rs_actors[focus].active)
        a = &rs_actors[focus];
    int px = actor_px(a);
    return text_box_wants_top(a->x - camera_x(), a->y - camera_y(), px, px, speaker);
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
    if (effects_dialogue_waiting() && !rs_warp_req.pending)
        dialogue_open(effects_take_dialogue());
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
    if (!effects_dialogue_waiting() || open_dlg)
        return 0;
    return dialogue_open(effects_take_dialogue());
}
