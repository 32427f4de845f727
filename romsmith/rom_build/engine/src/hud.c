/* hud.c - the HUD strip and the boss banner. */
#include "hud.h"
#include "actor.h"
#include "state.h"
#include "text.h"
#include "textbox.h"
#include "video.h"

#define BANNER_FRAMES 150

static const char *scene_name;
static int hud_hp = -1, hud_max = -1, hud_boss_hp = -1;
static u32 hud_points = 0xFFFFFFFFu;
static int score_on;
static const char *own_boss;        /* hud_boss: a genre's own boss, shown while own_max > 0 */
static int own_hp, own_max;
static char status_text[RS_HUD_STATUS_MAX + 1];  /* a genre's line, when status_text[0] */
static int banner, banner_shown;    /* boss banner frames left; shown in this scene */
static const char *banner_name;

/* A boss's name in n characters or fewer: whole, else its last word, else cut. */
static const char *short_name(const char *name, int n, int *len)
{
    int total = 0, last = 0;
    while (name[total]) {
        if (name[total] == ' ')
            last = total + 1;
        total++;
    }
    if (total > n && total - last <= n)
        name += last, total -= last;
    *len = total > n ? n : total;
    return name;
}

/* ---- HUD: row 0, hearts on the left, scene name on the right ------------- */
static void hud_draw(int hp, int hp_max, const char *scene_name, const char *boss_name, int boss_hp, int boss_max)
{
    for (int x = 0; x < 30; x++)
        text_tile(x, 0, TT_GLYPH0, VID_PAL_HUD);
    if (hp_max > RS_MAX_HP)
        hp_max = RS_MAX_HP;
    for (int i = 0; i < hp_max; i++)
        text_tile(1 + i, 0, i < hp ? TT_HEART : TT_HEART_EMPTY, VID_PAL_HUD);
    if (boss_max > 0) {                  /* a boss nearby: its name and health bar */
        int segs = 7, full = (boss_hp * segs + boss_max - 1) / boss_max, n;
        const char *name = short_name(boss_name ? boss_name : "BOSS", 9, &n);
        text_put_n(21 - n, 0, name, n, VID_PAL_HUD);
        for (int i = 0; i < segs; i++)
            text_tile(22 + i, 0, i < full ? TT_BAR : TT_BAR_EMPTY, VID_PAL_HUD);
    } else if (scene_name) {
        int n = 0, most = scene_name == status_text ? RS_HUD_STATUS_MAX : RS_NAME_MAX;
        while (scene_name[n] && n < most)
            n++;
        text_put_n(29 - n, 0, scene_name, n, VID_PAL_HUD);
    }
}

/* ---- the boss banner: its name in gold, centred near the top ------------- */
static void banner_draw(const char *name)
{
    int n = 0;
    while (name && name[n] && n < RS_NAME_MAX)
        n++;
    int w = n + 6, col = (30 - w) / 2;
    text_box(col, 2, w, 3, VID_PAL_TITLE);
    text_put_n(col + 3, 3, name, n, VID_PAL_TITLE);
}

static void banner_clear(void) { text_clear_rows(2, 3); }

/* Score on the right, and ships left beside it when the genre counts them: "x3 0001200". */
static void score_draw(u32 score, int lives)
{
    char digits[8];
    for (int i = 6; i >= 0; i--, score /= 10)
        digits[i] = (char)('0' + score % 10);
    digits[7] = 0;
    text_put(22, 0, digits, VID_PAL_HUD);
    if (lives > 0) {
        char ships[3] = {'x', (char)('0' + (lives > 9 ? 9 : lives)), 0};
        text_put(18, 0, ships, VID_PAL_HUD);
    }
}

void hud_enter(const char *name)
{
    scene_name = name;
    banner = banner_shown = 0;
    rs_state_block.banner = 0;
    score_on = 0;
    own_max = 0;
    status_text[0] = 0;
    hud_update(1);
}

void hud_boss(const char *name, int hp, int hp_max)
{
    own_boss = name;
    own_hp = hp;
    own_max = hp_max;
}

void hud_score(int on)
{
    score_on = on;
    hud_update(1);
}

void hud_status(const char *text)
{
    int n = 0, same = 1;
    while (text && text[n] && n < RS_HUD_STATUS_MAX) {
        same &= status_text[n] == text[n];
        n++;
    }
    if (same && status_text[n] == 0)
        return;
    for (int i = 0; i < n; i++)
        status_text[i] = text[i];
    status_text[n] = 0;
    hud_update(1);
}

void hud_banner(const char *name, int frames)
{
    banner_shown = 1;
    banner_name = name;
    banner = frames;
    if (frames && !text_box_top())
        banner_draw(name);
}

/* The banner counts down; a dialogue box at the top covers its rows meanwhile. */
static void banner_tick(void)
{
    if (!banner)
        return;
    if (text_box_top())
        banner--;
    else if (--banner == 0)
        banner_clear();
    else
        banner_draw(banner_name);
    rs_state_block.banner = (u8)(banner > 255 ? 255 : banner);
}

void hud_update(int force)
{
    int bhp, bmax;
    const char *bname;
    actors_boss(&bhp, &bmax, &bname);
    if (!bmax && own_max > 0) {
        bhp = own_hp;
        bmax = own_max;
        bname = own_boss;
    }
    if (bmax && !banner_shown) {        /* a boss comes near for the first time here */
        banner_shown = 1;
        hud_banner(bname, BANNER_FRAMES);
    }
    banner_tick();
    rs_state_block.boss_hp = (u8)bhp;
    u32 points = score_on ? rs_state_block.score ^ ((u32)rs_state_block.lives << 27) : 0;
    if (!force && hud_hp == rs_prog.hp && hud_max == rs_prog.hp_max && hud_boss_hp == bhp && hud_points == points)
        return;
    hud_hp = rs_prog.hp;
    hud_max = rs_prog.hp_max;
    hud_boss_hp = bhp;
    hud_points = points;
    hud_draw(rs_prog.hp, rs_prog.hp_max, score_on ? 0 : status_text[0] ? status_text : scene_name, bname, bhp, bmax);
    if (score_on && !bmax)
        score_draw(rs_state_block.score, rs_state_block.lives);
}
