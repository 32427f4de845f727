/* choice.c - the answers list: drawn in the text box, moved with UP/DOWN, picked with A. */
#include "choice.h"
#include "rs_data.h"
#include "textbox.h"
#include "input.h"
#include "state.h"
#include "sound.h"
#include "video.h"

volatile rs_choice_t rs_choice;

static const rs_dialogue *labels_of(u16 index)
{
    if (index >= rs_game_data.dialogue_count || !rs_game_data.dialogues)
        rs_fail(RS_ERR_DIALOGUE, index);
    return &rs_game_data.dialogues[index];
}

void choice_request(u16 first, u16 labels, int count)
{
    if (count < 2 || count > RS_MAX_CHOICES)
        rs_fail(RS_ERR_DIALOGUE, first);
    if (first + count > rs_game_data.dialogue_count)
        rs_fail(RS_ERR_DIALOGUE, (u16)(first + count - 1));
    const rs_dialogue *d = labels_of(labels);
    if (d->page_count < count)
        rs_fail(RS_ERR_DIALOGUE, labels);
    rs_choice.first = first;
    rs_choice.labels = labels;
    rs_choice.count = (u8)count;
    rs_choice.cursor = 0;
    rs_choice.pending = 1;
}

static void draw_cursor(void)
{
    for (int i = 0; i < rs_choice.count; i++)
        text_box_mark(i, i == rs_choice.cursor);
}

int choice_show(const char *speaker, int top)
{
    if (!rs_choice.pending)
        return 0;
    rs_choice.pending = 0;
    const rs_dialogue *d = labels_of(rs_choice.labels);
    text_box_open(speaker, top);
    text_box_page("");
    for (int i = 0; i < rs_choice.count; i++)
        text_box_line(i, 2, d->pages[i], RS_CHOICE_LABEL_MAX);
    rs_choice.open = 1;
    draw_cursor();
    return 1;
}

int choice_update(void)
{
    if (!rs_choice.open)
        return -1;
    int step = input_pressed(KEY_DOWN) ? 1 : input_pressed(KEY_UP) ? -1 : 0;
    if (step) {
        rs_choice.cursor = (u8)((rs_choice.cursor + rs_choice.count + step) % rs_choice.count);
        draw_cursor();
        sound_sfx(RS_SFX_CURSOR);
    }
    if (input_pressed(KEY_A))
        return rs_choice.cursor;
    return -1;
}

void choice_close(void)
{
    rs_choice.open = 0;
    rs_choice.pending = 0;
    text_box_close();
}
