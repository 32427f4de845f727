/* story_backlog.c - the lines read lately, kept as pointers into the ROM, and their page. */
#include "story_backlog.h"
#include "genre/rs_story.h"
#include "input.h"
#include "sound.h"
#include "state.h"
#include "text.h"
#include "video.h"

#define TOP_ROW    3                     /* the first row of lines inside the panel */
#define LAST_ROW   18                    /* the last                                 */
#define TEXT_COL   1

typedef struct {
    const char *speaker, *text;
    u8 answer;
} entry;

static entry ring[RS_STORY_BACKLOG];
static int count, head;                  /* head: where the next line goes */
static int first, newest_first;          /* oldest shown; the one that shows the newest last */

static const entry *at(int i)            /* 0 = the oldest held */
{
    return &ring[(head - count + i + RS_STORY_BACKLOG) % RS_STORY_BACKLOG];
}

static int text_rows(const char *s)
{
    int rows = 1;
    for (; s && *s; s++)
        rows += *s == '\n';
    return rows;
}

static int rows_of(const entry *e) { return text_rows(e->text) + (e->speaker ? 1 : 0); }

void backlog_clear(void)
{
    count = head = 0;
    rs_state_block.backlog = 0;
}

void backlog_add(const char *speaker, const char *text, int answer)
{
    entry *e = &ring[head];
    e->speaker = speaker;
    e->text = text;
    e->answer = (u8)(answer != 0);
    head = (head + 1) % RS_STORY_BACKLOG;
    if (count < RS_STORY_BACKLOG)
        count++;
    rs_state_block.backlog = (u8)count;
}

int backlog_count(void) { return count; }

/* Entry i's lines from `row`; the row after them (a blank one between entries). */
static int draw_entry(int i, int row)
{
    const entry *e = at(i);
    if (e->speaker)
        text_put(TEXT_COL, row++, e->speaker, VID_PAL_TITLE);
    const char *s = e->text;
    int col = TEXT_COL;
    if (e->answer) {
        text_put(TEXT_COL, row, ">", VID_PAL_TITLE);
        col += 2;
    }
    while (s && *s) {
        int n = 0;
        while (s[n] && s[n] != '\n')
            n++;
        text_put_n(col, row++, s, n, VID_PAL_BOX);
        s += n + (s[n] == '\n');
    }
    return row + 1;
}

static void draw(void)
{
    text_clear();
    text_box(0, 0, 30, 20, VID_PAL_BOX);
    text_put(TEXT_COL, 1, "BACKLOG", VID_PAL_TITLE);
    text_put(20, 1, "L: BACK", VID_PAL_BOX);
    int row = TOP_ROW;
    for (int i = first; i < count && row + rows_of(at(i)) - 1 <= LAST_ROW; i++)
        row = draw_entry(i, row);
    rs_state_block.backlog_first = (u8)first;
}

void backlog_show(void)
{
    int rows = 0;
    newest_first = count;
    while (newest_first > 0 && rows + rows_of(at(newest_first - 1)) <= LAST_ROW - TOP_ROW + 1) {
        rows += rows_of(at(newest_first - 1)) + 1;
        newest_first--;
    }
    first = newest_first;
    rs_state_block.backlog_open = 1;
    draw();
}

int backlog_update(void)
{
    if (input_pressed(KEY_L | KEY_A | KEY_B)) {
        text_clear();
        rs_state_block.backlog_open = 0;
        return 0;
    }
    int step = input_pressed(KEY_UP) ? -1 : input_pressed(KEY_DOWN) ? 1 : 0;
    if (step && first + step >= 0 && first + step <= newest_first) {
        first += step;
        sound_sfx(RS_SFX_CURSOR);
        draw();
    }
    return 1;
}
