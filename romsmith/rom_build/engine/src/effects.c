/* effects.c - effects change progress at once and leave requests for what they cannot do. */
#include "effects.h"
#include "state.h"
#include "sound.h"
#include "choice.h"

rs_warp_request rs_warp_req;

static u16 next_dialogue = RS_NONE;
static int save_asked;

u16 effects_take_dialogue(void)
{
    u16 n = next_dialogue;
    next_dialogue = RS_NONE;
    return n;
}

int effects_dialogue_waiting(void) { return next_dialogue != RS_NONE; }

void effects_encounter(u16 scene, u16 met_flag)
{
    if (scene >= rs_game_data.scene_count)
        rs_fail(RS_ERR_SCENE, scene);
    rs_warp_req.pending = 1;
    rs_warp_req.scene = scene;
    rs_warp_req.x = rs_warp_req.y = rs_warp_req.facing = 0;
    rs_warp_req.encounter = 1;
    rs_warp_req.met_flag = met_flag;
}

int effects_take_save(void)
{
    int asked = save_asked;
    save_asked = 0;
    return asked;
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
            rs_warp_req.encounter = 0;
            rs_warp_req.scene = e->a;
            rs_warp_req.x = (u8)e->b;
            rs_warp_req.y = (u8)e->c;
            rs_warp_req.facing = e->n & 3;
            break;
        case RS_FX_SAVE: save_asked = 1; break;
        case RS_FX_DIALOGUE:
            if (e->a >= g->dialogue_count || !g->dialogues)
                rs_fail(RS_ERR_DIALOGUE, e->a);
            next_dialogue = e->a;
            break;
        case RS_FX_CHOICE: choice_request(e->a, e->b, e->n); break;
        default: break;
        }
    }
}
