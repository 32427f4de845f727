/* scene.c - scene entry, fades, warps, triggers, save points. */
#include "scene.h"
#include "map.h"
#include "actor.h"
#include "player.h"
#include "video.h"
#include "text.h"
#include "state.h"
#include "dialogue.h"
#include "effects.h"
#include "sound.h"
#include "save.h"
#include "cutscene.h"
#include "hud.h"

static const rs_scene *cur;
static u16 cur_index = RS_NONE;
static u32 inside_warps, inside_triggers;
static u16 seen_flags;
static int fade, fade_dir;          /* fade_dir: 1 out, -1 in, 0 idle */
static struct { u16 scene; u8 x, y, facing; } target, entry;
static int saving;                  /* write the battery save on entering scenes */
static scene_hook on_enter;
/* An encounter: where the player stood when it began (to come back to) and the
 * enemy met's defeat flag; `arriving` marks the next entry as the encounter's
 * (not saved: the last save stays where the player came from) or the way back. */
static struct { u8 active, x, y, facing; u16 scene, met_flag; } back;
static int arriving;                /* 0, 1 into the encounter, 2 back from it */

static int in_rect(const rs_rect *r, int tx, int ty)
{
    return tx >= r->x && ty >= r->y && tx < r->x + r->w && ty < r->y + r->h;
}

static void region_masks(int tx, int ty, u32 *warps, u32 *trigs)
{
    *warps = *trigs = 0;
    int nw = cur->warp_count > RS_MAX_WARPS ? RS_MAX_WARPS : cur->warp_count;
    int nt = cur->trigger_count > RS_MAX_TRIGGERS ? RS_MAX_TRIGGERS : cur->trigger_count;
    for (int i = 0; i < nw; i++)
        if (in_rect(&cur->warps[i].from, tx, ty))
            *warps |= 1u << i;
    for (int i = 0; i < nt; i++)
        if (in_rect(&cur->triggers[i].area, tx, ty))
            *trigs |= 1u << i;
}

void scene_enter(u16 index, int tx, int ty, int facing)
{
    const rs_game *g = &rs_game_data;
    if (index >= g->scene_count || !g->scenes)
        rs_fail(RS_ERR_SCENE, index);
    cur = &g->scenes[index];
    cur_index = index;
    entry.scene = index;
    entry.x = (u8)tx;
    entry.y = (u8)ty;
    entry.facing = (u8)facing;
    rs_state_block.scene = index;
    rs_state_block.genre = cur->genre;
    rs_state_block.scene_frames = 0;
    map_load(cur);
    player_place(tx, ty, facing);
    if (arriving == 2)
        rs_player.invuln = PLAYER_INVULN;   /* the enemy run from is still there */
    else if (arriving == 0)
        back.active = 0;                    /* gone elsewhere: the encounter is over */
    actors_load(cur);
    seen_flags = rs_prog.flags_changed;
    int fx, fy;
    actor_feet_tile(&rs_player, &fx, &fy);
    region_masks(fx, fy, &inside_warps, &inside_triggers);
    text_clear();
    hud_enter(cur->name);
    if (on_enter)
        on_enter(cur);                 /* the genre sets up its play and its view */
    video_show(1, 1, 1);
    sound_music(cur->music);
    if (index < 32)
        rs_prog.visited |= 1u << index;
    if (saving && arriving != 1)
        save_write(index, tx, ty, facing);
    arriving = 0;
}

void scene_on_enter(scene_hook hook) { on_enter = hook; }

void scene_saving(int on) { saving = on; }

/* The player's tile, rounded, or where the scene was entered when the rounded
 * spot would put the body in a wall. */
static void player_tile(int *tx, int *ty)
{
    *tx = (rs_player.x + 4) >> 3;
    *ty = (rs_player.y + 4) >> 3;
    if (map_blocked_px(*tx * 8 + FEET_X, *ty * 8 + FEET_Y, FEET_W, FEET_H)) {
        *tx = entry.x;
        *ty = entry.y;
    }
}

/* A save point: where the player stands (player_tile). */
int scene_save_here(void)
{
    if (!saving || !cur)
        return 0;
    int tx, ty;
    player_tile(&tx, &ty);
    save_write(cur_index, tx, ty, rs_player.facing);
    return 1;
}

void scene_warp(u16 index, int tx, int ty, int facing)
{
    if (index >= rs_game_data.scene_count)
        rs_fail(RS_ERR_SCENE, index);
    target.scene = index;
    target.x = (u8)tx;
    target.y = (u8)ty;
    target.facing = (u8)facing;
    fade = 0;
    fade_dir = 1;
}

int scene_transition(void)
{
    if (fade_dir == 0)
        return 0;
    if (fade_dir > 0) {
        fade += 2;
        video_darken(fade, 1);
        if (fade >= 16) {
            scene_enter(target.scene, target.x, target.y, target.facing);
            fade_dir = -1;
        }
        return 1;
    }
    fade -= 2;
    video_darken(fade < 0 ? 0 : fade, 1);
    if (fade <= 0)
        fade_dir = 0;
    return 1;
}

int scene_transition_active(void) { return fade_dir != 0; }

void scene_check_regions(void)
{
    int tx, ty;
    u32 warps, trigs;
    actor_feet_tile(&rs_player, &tx, &ty);
    region_masks(tx, ty, &warps, &trigs);
    u32 new_warps = warps & ~inside_warps, new_trigs = trigs & ~inside_triggers;
    inside_warps = warps;
    inside_triggers = trigs;
    for (int i = 0; new_warps && i < RS_MAX_WARPS; i++)
        if (new_warps & (1u << i)) {
            const rs_warp *w = &cur->warps[i];
            if (w->need_flag != RS_NONE && !flag_get(w->need_flag))
                continue;
            scene_warp(w->scene, w->to_x, w->to_y, w->facing);
            return;
        }
    for (int i = 0; new_trigs && i < RS_MAX_TRIGGERS; i++)
        if (new_trigs & (1u << i)) {
            const rs_trigger *t = &cur->triggers[i];
            if (t->cond_flag != RS_NONE && flag_get(t->cond_flag) != (t->cond_set ? 1 : 0))
                continue;
            if (t->effect_count && t->effect_count <= RS_MAX_EFFECTS)
                effects_run(t->effects, t->effect_count);
            if (t->cutscene != RS_NONE && !cutscene_active())
                cutscene_start(t->cutscene);    /* the main loop sees it and hands over */
            else if (t->dialogue != RS_NONE && !dialogue_is_open())
                dialogue_open(t->dialogue);
        }
}

void scene_take_warp(void)
{
    if (!rs_warp_req.pending)
        return;
    rs_warp_req.pending = 0;
    if (rs_warp_req.encounter) {
        int tx, ty;
        player_tile(&tx, &ty);
        back.active = 1;
        back.scene = cur_index;
        back.x = (u8)tx;
        back.y = (u8)ty;
        back.facing = rs_player.facing;
        back.met_flag = rs_warp_req.met_flag;
        rs_warp_req.encounter = 0;
        scene_warp(rs_warp_req.scene, 0, 0, RS_FACE_DOWN);
        arriving = 1;
        return;
    }
    scene_warp(rs_warp_req.scene, rs_warp_req.x, rs_warp_req.y, rs_warp_req.facing);
}

int scene_encountered(void) { return back.active; }

int scene_come_back(int won)
{
    if (!back.active)
        return 0;
    back.active = 0;
    if (won && back.met_flag != RS_NONE)
        flag_set(back.met_flag, 1);
    scene_warp(back.scene, back.x, back.y, back.facing);
    arriving = 2;
    return 1;
}

void scene_forget_back(void) { back.active = 0; }

void scene_replay(void)
{
    scene_warp(cur_index, entry.x, entry.y, entry.facing);
    arriving = 1;
}

void scene_after_flags(void)
{
    if (effects_take_save() && scene_save_here())
        sound_sfx(RS_SFX_SAVE);
    if (!cur || seen_flags == rs_prog.flags_changed)
        return;
    seen_flags = rs_prog.flags_changed;
    if (map_apply_gates(cur))
        sound_sfx(RS_SFX_GATE);
    actors_refresh();
}

const rs_scene *scene_current(void) { return cur; }

void scene_restart(void)
{
    scene_enter(entry.scene, entry.x, entry.y, entry.facing);
}

/* An entry event (cut-scene or dialogue) is due when the scene names one and
 * the flag that comes with it, if any, is still clear. */
static int entry_due(u16 event, u16 flag)
{
    return event != RS_NONE && (flag == RS_NONE || !flag_get(flag));
}

int scene_enter_cutscene(void)
{
    return cur && entry_due(cur->cutscene, cur->cutscene_flag) ? cutscene_start(cur->cutscene) : 0;
}

int scene_enter_dialogue(void)
{
    return cur && entry_due(cur->enter_dialogue, cur->enter_flag) ? dialogue_open(cur->enter_dialogue) : 0;
}

u16 scene_index(void) { return cur_index; }

/* Debug viewer placement: start position, else the first warp into the
 * scene, else the walkable 2x2 spot nearest the map centre. */
void scene_debug_spot(u16 index, int *tx, int *ty)
{
    const rs_game *g = &rs_game_data;
    if (index >= g->scene_count)
        rs_fail(RS_ERR_SCENE, index);
    if (index == g->start_scene) {
        *tx = g->start_x;
        *ty = g->start_y;
        return;
    }
    for (int s = 0; s < g->scene_count; s++)
        for (int w = 0; w < g->scenes[s].warp_count; w++)
            if (g->scenes[s].warps[w].scene == index) {
                *tx = g->scenes[s].warps[w].to_x;
                *ty = g->scenes[s].warps[w].to_y;
                return;
            }
    const rs_scene *sc = &g->scenes[index];
    int cx = sc->width / 2 - 1, cy = sc->height / 2 - 1, best = 1 << 30;
    *tx = cx;
    *ty = cy;
    for (int y = 0; y + 1 < sc->height; y++)
        for (int x = 0; x + 1 < sc->width; x++) {
            const u8 *c = sc->collision + y * sc->width + x;
            if (c[0] || c[1] || c[sc->width] || c[sc->width + 1])
                continue;
            int d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
            if (d < best) {
                best = d;
                *tx = x;
                *ty = y;
            }
        }
}
