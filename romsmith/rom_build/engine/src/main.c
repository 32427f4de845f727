/*
 * main.c - boot, the frame loop and the mode machine: title, play, dialogue,
 * pause, win, game over (the error screen lives in state.c's rs_fail). Play
 * itself is the current scene's genre (genre/genre.h): the loop calls its
 * update and draw, and keeps everything the genres share.
 *
 * Frame timing: the VBlank IRQ counts frames and applies the staged OAM,
 * scroll and fade. The loop sleeps until VBlank, runs one update, then records
 * how many scanlines it took; if the IRQ counted another frame meanwhile, the
 * loop overran and `missed` grows by the frames lost.
 */
#include "rs_data.h"
#include "state.h"
#include "hw.h"
#include "video.h"
#include "input.h"
#include "text.h"
#include "map.h"
#include "actor.h"
#include "camera.h"
#include "dialogue.h"
#include "scene.h"
#include "sound.h"
#include "save.h"
#include "menu.h"
#include "cutscene.h"
#include "hud.h"
#include "genre/genre.h"

static int mode = RS_MODE_TITLE;
static int debug_mode;
static u32 mode_frames;
static const rs_genre *genre;       /* the current scene's */
static int win_wait;                /* frames since the win flag was seen */
static int title_cursor;            /* 0 NEW GAME, 1 CONTINUE */
static int ending;                  /* 0 not yet, 1 the ending cut-scene runs, 2 done */
static int intro_up;                /* the intro is open: the start scene's entry waits for it */
#define WIN_DELAY 40                 /* let the last hit's poof play first */

static void on_vblank(void)
{
    state_frame_tick();
    video_vblank();
    map_vblank();
    sound_vblank();
}

static void set_mode(int m)
{
    mode = m;
    mode_frames = 0;
    rs_state_block.mode = (u8)m;
}

/* ---- title ---------------------------------------------------------------- */
static void title_enter(void)
{
    const rs_game *g = &rs_game_data;
    if (g->start_scene >= g->scene_count)
        rs_fail(RS_ERR_SCENE, g->start_scene);
    rs_state_block.scene = RS_NONE;
    map_load(&g->scenes[g->start_scene]);
    text_clear();
    /* title lines two rows apart, then the subtitle; the panel fits them */
    int lines = text_wrap_center(0, g->title, RS_TITLE_COLS, RS_TITLE_LINES, 2, -1);
    int last = 3 + 2 * (lines - 1) + (g->subtitle ? 2 : 0);
    text_box(1, 2, 28, last, VID_PAL_TITLE);
    text_wrap_center(3, g->title, RS_TITLE_COLS, RS_TITLE_LINES, 2, VID_PAL_TITLE);
    if (g->subtitle)
        text_wrap_center(3 + 2 * lines, g->subtitle, RS_TITLE_COLS, 1, 1, VID_PAL_BOX);
    video_obj_begin();
    video_obj_end();
    video_darken(7, 0);
    video_show(1, 1, 0);
    sound_music(g->title_song);
    save_init();
    title_cursor = save_valid();       /* a save to continue: the cursor starts there */
    rs_state_block.cursor = (u8)title_cursor;
    set_mode(RS_MODE_TITLE);
}

/* NEW GAME alone, blinking; with a save, NEW GAME / CONTINUE and a cursor. */
static void title_menu(void)
{
    int blink = (mode_frames & 63) < 44;
    if (!save_valid()) {
        if (blink) {
            text_box(8, 14, 14, 3, VID_PAL_HUD);
            text_put(11, 15, "NEW GAME", VID_PAL_HUD);
        } else {
            text_clear_rows(14, 3);
        }
        return;
    }
    if (input_pressed(KEY_UP | KEY_DOWN)) {
        title_cursor ^= 1;
        rs_state_block.cursor = (u8)title_cursor;
        sound_sfx(RS_SFX_CURSOR);
    }
    text_box(8, 13, 14, 5, VID_PAL_HUD);
    text_put(12, 14, "NEW GAME", VID_PAL_HUD);
    text_put(12, 16, "CONTINUE", VID_PAL_HUD);
    text_tile(10, 14, title_cursor == 0 && blink ? TT_CURSOR : TT_GLYPH0, VID_PAL_HUD);
    text_tile(10, 16, title_cursor == 1 && blink ? TT_CURSOR : TT_GLYPH0, VID_PAL_HUD);
}

static void title_frame(void)
{
    int w = map_width_px() - 240;
    int t = (int)(mode_frames >> 1), x = 0;
    if (w > 0) {
        t %= 2 * w;
        x = t < w ? t : 2 * w - t;
    } else {
        x = w / 2;
    }
    map_view(x, map_height_px() > 160 ? (map_height_px() - 160) / 2 : -(160 - map_height_px()) / 2);
    title_menu();
}

/* After entering a scene: its cut-scene if one is due, else its enter dialogue. */
static void on_enter(void)
{
    if (scene_enter_cutscene())
        set_mode(RS_MODE_CUTSCENE);
    else if (scene_enter_dialogue())
        set_mode(RS_MODE_DIALOGUE);
}

/* scene.c hands every entered scene to its genre */
static void genre_enter(const rs_scene *sc)
{
    genre = genre_for(sc);
    genre->enter(sc);
}

static void new_game(int debug)
{
    const rs_game *g = &rs_game_data;
    state_reset_progress();
    cutscene_stop();
    win_wait = 0;
    ending = 0;
    actors_seed(rs_state_block.frame);
    debug_mode = debug;
    rs_state_block.debug = (u8)debug;
    video_darken(0, 0);
    scene_saving(!debug);
    if (debug) {
        int tx, ty;
        scene_debug_spot(0, &tx, &ty);
        scene_enter(0, tx, ty, RS_FACE_DOWN);
        set_mode(RS_MODE_PLAY);
        return;
    }
    scene_enter(g->start_scene, g->start_x, g->start_y, g->start_facing);
    set_mode(RS_MODE_PLAY);
    intro_up = g->intro_dialogue != RS_NONE && dialogue_open(g->intro_dialogue);
    if (intro_up)
        set_mode(RS_MODE_DIALOGUE);
    else
        on_enter();
}

/* CONTINUE: the newest valid save's progress, in the scene and spot it was made. */
static void continue_game(void)
{
    u16 index;
    int tx, ty, facing;
    state_reset_progress();
    if (!save_load(&index, &tx, &ty, &facing)) {
        new_game(0);
        return;
    }
    cutscene_stop();
    win_wait = 0;
    ending = 0;
    actors_seed(rs_state_block.frame);
    debug_mode = 0;
    rs_state_block.debug = 0;
    video_darken(0, 0);
    scene_saving(1);
    scene_enter(index, tx, ty, facing);
    set_mode(RS_MODE_PLAY);
    on_enter();
}

/* ---- end screens and pause ------------------------------------------------- */
static void end_screen(const char *heading, const char *text, const char *prompt)
{
    int lines = text_wrap_center(0, text, 24, 4, 2, -1);
    int h = 2 * lines + 5, top = (20 - h) / 2;
    text_clear();
    text_box(1, top, 28, h, VID_PAL_TITLE);
    text_put(15 - (int)__builtin_strlen(heading) / 2, top + 1, heading, VID_PAL_TITLE);
    text_wrap_center(top + 3, text, 24, 4, 2, VID_PAL_BOX);
    text_put(15 - (int)__builtin_strlen(prompt) / 2, top + h - 2, prompt, VID_PAL_TITLE);
    video_darken(9, 0);
}

/* ---- play ------------------------------------------------------------------ */
static void draw_world(void) { genre->draw(); }

static void debug_keys(void)
{
    const rs_game *g = &rs_game_data;
    int step = input_pressed(KEY_R) ? 1 : input_pressed(KEY_L) ? -1 : 0;
    if (step) {
        u16 next = (u16)((scene_index() + g->scene_count + step) % g->scene_count);
        int tx, ty;
        scene_debug_spot(next, &tx, &ty);
        scene_enter(next, tx, ty, RS_FACE_DOWN);
    }
    if (input_pressed(KEY_SELECT)) {
        flag_set(g->win_flag, 1);
        ending = 2;                    /* straight to the win screen, for screenshots */
    }
}

static void win_screen(void);

static void play_frame(void)
{
    if (scene_transition()) {
        draw_world();
        if (!scene_transition_active() && !debug_mode)
            on_enter();
        return;
    }
    if (input_pressed(KEY_START)) {
        menu_open(scene_index());
        set_mode(RS_MODE_PAUSE);
        return;
    }
    if (debug_mode)
        debug_keys();
    rs_state_block.scene_frames++;
    genre->update(debug_mode);
    if (cutscene_active())
        set_mode(RS_MODE_CUTSCENE);
    else if (dialogue_is_open() || dialogue_open_queued())
        set_mode(RS_MODE_DIALOGUE);
    scene_take_warp();
    draw_world();
    hud_update(0);
    if (rs_prog.hp == 0) {
        sound_jingle(JINGLE_GAMEOVER);
        end_screen("GAME OVER", rs_game_data.lose_text ? rs_game_data.lose_text
                                                       : "You fell... but the quest is not over.",
                   "START: TRY AGAIN");
        set_mode(RS_MODE_GAMEOVER);
    } else if (flag_get(rs_game_data.win_flag) && mode == RS_MODE_PLAY &&
               ++win_wait >= WIN_DELAY) {
        if (!ending && rs_game_data.ending != RS_NONE && cutscene_start(rs_game_data.ending)) {
            ending = 1;                 /* the ending plays out, then the win screen */
            set_mode(RS_MODE_CUTSCENE);
            return;
        }
        win_screen();
    }
}

static void win_screen(void)
{
    ending = 2;
    sound_jingle(JINGLE_WIN);
    end_screen("VICTORY!", rs_game_data.win_text ? rs_game_data.win_text : "You did it! Peace returns to the land.",
               "START: PLAY AGAIN");
    set_mode(RS_MODE_WIN);
}

/* Back to play after a dialogue or a cut-scene: the HUD redrawn, a warp they asked for taken. */
static void back_to_play(void)
{
    set_mode(RS_MODE_PLAY);
    hud_update(1);
    scene_take_warp();
}

static void cutscene_frame(void)
{
    int running = cutscene_update();
    scene_after_flags();
    hud_update(0);
    if (!running) {
        if (ending == 1) {
            win_screen();
            return;
        }
        back_to_play();
    }
    draw_world();
}

static void dialogue_frame(void)
{
    int open = dialogue_update();
    scene_after_flags();
    if (!open)
        back_to_play();
    if (!open && intro_up) {           /* the start scene's cut-scene comes after the intro */
        intro_up = 0;
        on_enter();
    }
    draw_world();
}

static void frame(void)
{
    mode_frames++;
    switch (mode) {
    case RS_MODE_TITLE:
        if (input_down(KEY_L | KEY_R)) {
            new_game(1);
        } else if (input_pressed(KEY_START | KEY_A) && mode_frames > 10) {
            if (title_cursor && save_valid())
                continue_game();
            else
                new_game(0);
        } else {
            title_frame();
        }
        break;
    case RS_MODE_PLAY: play_frame(); break;
    case RS_MODE_DIALOGUE: dialogue_frame(); break;
    case RS_MODE_CUTSCENE: cutscene_frame(); break;
    case RS_MODE_PAUSE:
        if (!menu_update()) {
            hud_update(1);
            set_mode(RS_MODE_PLAY);
        }
        break;
    case RS_MODE_WIN:
    case RS_MODE_GAMEOVER:
        if (mode_frames > 30 && input_pressed(KEY_START)) {
            if (mode == RS_MODE_GAMEOVER) {
                rs_prog.hp = rs_prog.hp_max;
                video_darken(0, 0);
                scene_restart();
                set_mode(RS_MODE_PLAY);
            } else {
                title_enter();
            }
        }
        break;
    default: break;
    }
}

static void publish(void)
{
    state_publish();
    /* a cut-scene's SAY box reads as dialogue: A pages it, as anywhere */
    rs_state_block.mode = (u8)(mode == RS_MODE_CUTSCENE && dialogue_is_open() ? RS_MODE_DIALOGUE : mode);
    rs_state_block.player_x = rs_player.x;
    rs_state_block.player_y = rs_player.y;
    rs_state_block.facing = rs_player.facing;
    rs_state_block.actors = (u8)actors_live();
}

int main(void)
{
    const rs_game *g = &rs_game_data;
    hw_init(on_vblank);
    state_init();
    video_init();
    text_init(g->ui_color);
    sound_init();
    actors_engine_art();
    scene_on_enter(genre_enter);
    if (g->abi != RS_ABI_VERSION)
        rs_fail(RS_ERR_ABI, (u16)g->abi);
    if (g->sprite_palette_count > RS_MAX_SPRITE_PALETTES)
        rs_fail(RS_ERR_PALETTE, g->sprite_palette_count);
    for (int i = 0; i < g->sprite_palette_count; i++)
        video_load_obj_palette(i, g->sprite_palettes + i * 16);
    if (g->flag_count > RS_MAX_FLAGS)
        rs_fail(RS_ERR_FLAG, g->flag_count);
    if (g->item_count > RS_MAX_ITEMS)
        rs_fail(RS_ERR_ITEM, g->item_count);
    state_reset_progress();
    title_enter();
    input_flush();
    for (;;) {
        hw_wait_vblank();
        u32 f0 = rs_state_block.frame;
        input_update();
        frame();
        publish();
        u16 v1 = hw_vcount();
        u32 late = rs_state_block.frame - f0;
        /* scanlines since VBlank started (line 160, when the IRQ fired), so
         * the interrupt's own work (OAM, sound) counts toward the frame */
        int lines = (int)late * 228 + (v1 + 68) % 228;
        state_loop_lines((u16)(lines < 0 ? 0 : lines), late);
    }
}
