/* story_stage.c - the two portraits: their pictures in OBJ VRAM, their objects each frame. */
#include "story_stage.h"
#include "state.h"
#include "video.h"

#define STAGE_TILE0 (VID_OBJ_TILES - 2 * RS_PORTRAIT_TILES)  /* slot s at STAGE_TILE0 + s * 64 */
#define STAGE_PAL0  13                   /* OBJ bank of the left portrait; the right's is 14 */
#define STAGE_Y     40                   /* the speaker's top: its feet on the box's top edge */
#define STAGE_DOWN  4                    /* the one listening stands this much lower     */
#define QUARTER     16                   /* tiles of a 32x32 quarter                      */

static const rs_portrait *who[2];
static int face[2];                      /* the picture loaded, -1 none */
static int speaking = RS_STORY_NOBODY;

static void publish(void)
{
    rs_state_block.stage_left = (u8)(who[0] ? face[0] + 1 : 0);
    rs_state_block.stage_right = (u8)(who[1] ? face[1] + 1 : 0);
    rs_state_block.stage_speaker = (u8)speaking;
}

static void show(int slot, int expression)
{
    const rs_portrait *p = who[slot];
    if (!p || expression == face[slot])
        return;
    if (expression >= p->expression_count)
        expression = 0;
    video_load_obj_tiles(STAGE_TILE0 + slot * RS_PORTRAIT_TILES, p->tiles + expression * RS_PORTRAIT_TILES * 8,
                         RS_PORTRAIT_TILES);
    face[slot] = expression;
}

static const rs_portrait *checked(const rs_portrait *p)
{
    if (p && (!p->tiles || !p->palette || p->expression_count == 0 ||
              p->expression_count > RS_STORY_MAX_EXPRESSIONS))
        rs_fail(RS_ERR_GENRE, RS_GENRE_STORY);
    return p;
}

void stage_enter(const rs_story *story)
{
    who[0] = checked(story->left);
    who[1] = checked(story->right);
    if ((who[0] || who[1]) && rs_game_data.sprite_palette_count > STAGE_PAL0)
        rs_fail(RS_ERR_PALETTE, rs_game_data.sprite_palette_count);
    speaking = RS_STORY_NOBODY;
    const int first[2] = {story->left_face, story->right_face};
    for (int s = 0; s < 2; s++) {
        face[s] = -1;
        if (!who[s])
            continue;
        video_load_obj_palette(STAGE_PAL0 + s, who[s]->palette);
        show(s, first[s]);
    }
    publish();
}

void stage_speak(int slot, int expression)
{
    speaking = slot == RS_STAGE_LEFT || slot == RS_STAGE_RIGHT ? slot : RS_STORY_NOBODY;
    if (speaking != RS_STORY_NOBODY)
        show(speaking, expression);
    publish();
}

void stage_draw(void)
{
    for (int s = 0; s < 2; s++) {
        if (!who[s] || face[s] < 0)
            continue;
        int x = s == RS_STAGE_LEFT ? 8 : 240 - 8 - RS_PORTRAIT_PX;
        int y = STAGE_Y + (speaking == s ? 0 : STAGE_DOWN);
        int flip = s == RS_STAGE_RIGHT;  /* drawn facing right: mirrored on the right */
        u16 base = (u16)(STAGE_TILE0 + s * RS_PORTRAIT_TILES);
        for (int q = 0; q < 4; q++) {
            int col = (q & 1) ^ flip, row = q >> 1;
            video_obj_add(x + col * 32, y + row * 32, 32, (u16)(base + q * QUARTER), STAGE_PAL0 + s, flip, 0);
        }
    }
}
