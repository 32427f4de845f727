/* story.c - the story genre: the script read line by line, the question, the routes and the endings. */
#include "story.h"
#include "story_backlog.h"
#include "story_stage.h"
#include "genre/rs_story.h"
#include "camera.h"
#include "effects.h"
#include "hud.h"
#include "input.h"
#include "scene.h"
#include "sound.h"
#include "state.h"
#include "text.h"
#include "textbox.h"
#include "video.h"

#define HURRY    32                /* letters a frame once A hurries a line */
#define CARD_ROW 5                 /* an other ending's card                 */
#define CARD_H   9

static const rs_story *blk;
static u16 scene_no;
static int step;                   /* RS_STORY_*                                        */
static int next, end;              /* the next line to try, the end of the part read    */
static int replies;                /* 1 while the picked answer's replies are read      */
static int shown;                  /* the line in the box, -1 none                      */
static const char *asker;          /* who asks the question: the last script line's speaker */
static int asker_slot;             /* ...and where they stand                            */
static int status, hurry, typed, blink, cursor;
static u32 last_frame;             /* the frame of the last update: a gap means something
                                      else (a dialogue, the pause menu) had the screen   */

static void set_step(int s)
{
    step = s;
    rs_state_block.story_step = (u8)s;
}

static void fail(void) { rs_fail(RS_ERR_GENRE, scene_no); }

static int holds(u16 flag, u8 set) { return flag == RS_NONE || flag_get(flag) == (set ? 1 : 0); }

static void check_effects(const rs_effect *fx, int n)
{
    if (n > RS_MAX_EFFECTS || (n && !fx))
        fail();
}

/* Everything the block points to is in range, or the error screen names the scene. */
static void check(const rs_story *b)
{
    if ((b->line_count && !b->lines) || b->line_count > RS_STORY_MAX_LINES || b->script_count > b->line_count)
        fail();
    if (b->answer_count == 1 || b->answer_count > RS_STORY_MAX_ANSWERS || (b->answer_count && !b->answers))
        fail();
    if (b->route_count > RS_STORY_MAX_ROUTES || (b->route_count && !b->routes) || b->ending > RS_END_OTHER)
        fail();
    for (int i = 0; i < b->line_count; i++) {
        const rs_story_line *ln = &b->lines[i];
        if (!ln->text || (ln->slot > RS_STAGE_RIGHT && ln->slot != RS_STORY_NOBODY))
            fail();
        check_effects(ln->effects, ln->effect_count);
    }
    for (int i = 0; i < b->answer_count; i++) {
        const rs_story_answer *a = &b->answers[i];
        if (!a->label || a->first_reply + a->reply_count > b->line_count)
            fail();
        check_effects(a->effects, a->effect_count);
    }
    for (int i = 0; i < b->route_count; i++)
        if (b->routes[i].scene >= rs_game_data.scene_count)
            rs_fail(RS_ERR_SCENE, b->routes[i].scene);
}

/* ---- a line ---------------------------------------------------------------- */
static void open_line(int full)
{
    const rs_story_line *ln = &blk->lines[shown];
    if (ln->slot == RS_STAGE_RIGHT)
        text_box_tab_right();          /* the name stands under the one who says it */
    text_box_open(ln->speaker, 0);
    text_box_page(ln->text);
    status = full ? text_box_step(RS_TEXT_COLS * RS_TEXT_LINES) : TB_TYPING;
    hurry = blink = 0;
    set_step(status == TB_TYPING ? RS_STORY_TYPING : RS_STORY_WAIT);
}

static void show_line(int i)
{
    const rs_story_line *ln = &blk->lines[i];
    shown = i;
    rs_state_block.story_line = (u16)i;
    if (!replies) {
        asker = ln->speaker;
        asker_slot = ln->slot;
    }
    stage_speak(ln->slot, ln->expression);
    backlog_add(ln->speaker, ln->text, 0);
    open_line(0);
}

static void draw_answers(void)
{
    if (asker_slot == RS_STAGE_RIGHT)
        text_box_tab_right();
    text_box_open(asker, 0);
    text_box_page("");
    for (int i = 0; i < blk->answer_count; i++) {
        text_box_line(i, 2, blk->answers[i].label, RS_CHOICE_LABEL_MAX);
        text_box_mark(i, i == cursor);
    }
}

static void take_route(void)
{
    for (int i = 0; i < blk->route_count; i++) {
        const rs_story_route *r = &blk->routes[i];
        if (holds(r->cond_flag, r->cond_set)) {
            scene_warp(r->scene, r->to_x, r->to_y, r->facing);
            return;
        }
    }
}

static void draw_card(void)
{
    text_box(3, CARD_ROW, 24, CARD_H, VID_PAL_TITLE);
    text_put(11, CARD_ROW + 2, "THE END", VID_PAL_TITLE);
    if (blk->ending_title)
        text_wrap_center(CARD_ROW + 4, blk->ending_title, 22, 1, 1, VID_PAL_BOX);
    text_put(9, CARD_ROW + 6, "A: TRY AGAIN", VID_PAL_TITLE);
}

/* The script is read (and the answer's replies): the end flag, then the ending or a route. */
static void finish(void)
{
    text_box_close();
    shown = -1;
    rs_state_block.story_line = RS_NONE;
    if (blk->end_flag != RS_NONE) {
        flag_set(blk->end_flag, 1);
        scene_after_flags();
    }
    if (blk->ending != RS_END_NONE)
        rs_state_block.story_end = blk->ending;
    if (blk->ending == RS_END_OTHER) {
        draw_card();
        set_step(RS_STORY_CARD);
        return;
    }
    set_step(RS_STORY_DONE);
    take_route();
}

static void ask(void)
{
    cursor = 0;
    rs_state_block.story_cursor = 0;
    set_step(RS_STORY_CHOICE);
    draw_answers();
}

/* The next line whose condition holds in the part being read; after the script, the question. */
static void go_on(void)
{
    while (next < end) {
        const rs_story_line *ln = &blk->lines[next++];
        if (holds(ln->cond_flag, ln->cond_set)) {
            show_line(next - 1);
            return;
        }
    }
    if (!replies && blk->answer_count) {
        text_box_close();
        ask();
        return;
    }
    finish();
}

static void line_read(void)
{
    const rs_story_line *ln = &blk->lines[shown];
    rs_state_block.story_read++;
    effects_run(ln->effects, ln->effect_count);
    scene_after_flags();
    go_on();
}

static void read_line(void)
{
    int a = input_pressed(KEY_A);
    if (status == TB_TYPING) {
        hurry |= a;                 /* A: the rest of the line, HURRY letters a frame */
        status = text_box_step(hurry ? HURRY : 1);
        if ((++typed & 3) == 1)
            sound_sfx(RS_SFX_BLIP);
        if (status != TB_TYPING)
            set_step(RS_STORY_WAIT);
    } else if (a) {
        if (status == TB_MORE) {
            text_box_continue();
            status = TB_TYPING;
            hurry = 0;
            set_step(RS_STORY_TYPING);
        } else {
            line_read();
            return;
        }
    }
    if (status != TB_TYPING)
        text_box_arrow((++blink >> 4) & 1 ? 0 : 1);
}

static void pick(int i)
{
    const rs_story_answer *a = &blk->answers[i];
    rs_state_block.story_answer = (u8)i;
    backlog_add(0, a->label, 1);
    effects_run(a->effects, a->effect_count);
    scene_after_flags();
    replies = 1;
    next = a->first_reply;
    end = a->first_reply + a->reply_count;
    text_box_close();
    go_on();
}

static void choose(void)
{
    int n = blk->answer_count, d = input_pressed(KEY_DOWN) ? 1 : input_pressed(KEY_UP) ? -1 : 0;
    if (d) {
        text_box_mark(cursor, 0);
        cursor = (cursor + n + d) % n;
        text_box_mark(cursor, 1);
        rs_state_block.story_cursor = (u8)cursor;
        sound_sfx(RS_SFX_CURSOR);
    }
    if (input_pressed(KEY_A))
        pick(cursor);
}

/* The screen as the step had it, after the backlog or someone else's box covered it. */
static void redraw(void)
{
    text_clear();
    if (step == RS_STORY_TYPING || step == RS_STORY_WAIT)
        open_line(step == RS_STORY_WAIT);
    else if (step == RS_STORY_CHOICE)
        draw_answers();
    else if (step == RS_STORY_CARD)
        draw_card();
}

static void update(int debug)
{
    u32 now = rs_state_block.frame;
    int covered = (last_frame && now - last_frame > 1) ||
                  (!rs_state_block.text_box && (step == RS_STORY_TYPING || step == RS_STORY_WAIT ||
                                                 step == RS_STORY_CHOICE));
    last_frame = now;
    if (rs_state_block.backlog_open) {
        if (!backlog_update())
            redraw();
        return;
    }
    if (covered) {
        redraw();
        return;
    }
    if (!debug && input_pressed(KEY_L) && backlog_count() && step != RS_STORY_DONE) {
        backlog_show();
        return;
    }
    if (step == RS_STORY_TYPING || step == RS_STORY_WAIT)
        read_line();
    else if (step == RS_STORY_CHOICE)
        choose();
    else if (step == RS_STORY_CARD && input_pressed(KEY_A)) {
        text_clear();
        set_step(RS_STORY_DONE);
        take_route();
    }
}

/* The debug viewer's picture of the scene: its question with the portraits, else its first line. */
static void key_frame(void)
{
    int last = -1;
    for (int i = 0; i < blk->script_count; i++)
        if (blk->lines[i].slot != RS_STORY_NOBODY || last < 0)
            last = i;
    if (blk->answer_count && last >= 0) {
        const rs_story_line *ln = &blk->lines[last];
        stage_speak(ln->slot, ln->expression);
        asker = ln->speaker;
        asker_slot = ln->slot;
        next = end;
        ask();
    } else if (next < end) {
        show_line(next++);
        open_line(1);
    }
}

static void draw(void)
{
    camera_look(0, 0);
    video_obj_begin();
    stage_draw();
    video_obj_end();
}

static void enter(const rs_scene *sc)
{
    blk = (const rs_story *)sc->genre_data;
    scene_no = (u16)(sc - rs_game_data.scenes);
    if (!blk)
        fail();
    check(blk);
    if (rs_prog.visited == 0) {    /* a new game's first scene */
        backlog_clear();
        rs_state_block.story_read = 0;
        rs_state_block.story_end = 0;
    }
    hud_hide(1);
    camera_look(0, 0);
    stage_enter(blk);
    rs_state_block.story_answer = 0xFF;
    rs_state_block.story_cursor = 0;
    rs_state_block.backlog_open = 0;
    replies = 0;
    next = 0;
    end = blk->script_count;
    shown = -1;
    asker = 0;
    asker_slot = RS_STORY_NOBODY;
    last_frame = 0;
    set_step(RS_STORY_IDLE);
    if (rs_state_block.debug)
        key_frame();
    else
        go_on();
}

const rs_genre genre_story = {enter, update, draw};
