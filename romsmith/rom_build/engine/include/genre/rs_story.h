/*
 * rs_story.h - a story scene's block (RS_GENRE_STORY): one page of a visual
 * novel. The scene's map is its backdrop, a picture of the place as 30x20
 * tiles; the block holds who stands on the stage (a portrait on the left and
 * one on the right), the script read line by line with A, the question asked
 * after it, the routes on and, for an ending, how the story ends.
 *
 *   lines 0 .. script_count-1    the script, read in order (a line whose
 *                                condition fails is skipped)
 *   lines script_count ..        the answers' replies (each answer names its
 *                                first reply and how many)
 *
 * After the script (and the picked answer's replies) the block's end_flag is
 * set (a good ending's is the game's win flag: the win screen follows), an
 * other ending shows its card (THE END, its title) until A, and then the first
 * route whose condition holds is taken. A portrait is 64x64 pixels: a
 * picture per expression, each as four 32x32 quarters (top left, top right,
 * bottom left, bottom right) of 16 tiles in rows of four.
 */
#ifndef RS_GENRE_STORY_H
#define RS_GENRE_STORY_H

#include "rs_data.h"

#define RS_STORY_MAX_LINES       48   /* script lines and replies in one block    */
#define RS_STORY_MAX_ANSWERS     4    /* answers to the question (box lines)      */
#define RS_STORY_MAX_ROUTES      4
#define RS_STORY_MAX_EXPRESSIONS 3    /* pictures of one portrait                 */
#define RS_STORY_BACKLOG         8    /* lines L shows again                      */
#define RS_PORTRAIT_PX           64   /* a portrait's side in pixels              */
#define RS_PORTRAIT_TILES        64   /* 4bpp tiles of one expression             */
#define RS_STORY_NOBODY          0xFF /* a line nobody on the stage says          */

enum { RS_STAGE_LEFT = 0, RS_STAGE_RIGHT = 1 };

/* How a story scene ends (rs_story.ending and the state block's story_end). */
enum {
    RS_END_NONE  = 0,        /* not an ending: its routes lead on              */
    RS_END_GOOD  = 1,        /* sets end_flag (the win flag): the game is won  */
    RS_END_OTHER = 2         /* its card, then A: the first route (try again)  */
};

/* Where a story scene is (the state block's story_step). */
enum {
    RS_STORY_IDLE   = 0,     /* not in a story scene                           */
    RS_STORY_TYPING = 1,     /* a line is being typed                          */
    RS_STORY_WAIT   = 2,     /* a line is typed; A goes on                     */
    RS_STORY_CHOICE = 3,     /* the answers show: UP/DOWN, then A              */
    RS_STORY_CARD   = 4,     /* an other ending's card: A tries again          */
    RS_STORY_DONE   = 5      /* read through: a route is taken or the game won */
};

typedef struct {
    const u32 *tiles;        /* expression e: the 512 words from tiles + e*512  */
    const u16 *palette;      /* 16 BGR555 colours, colour 0 transparent         */
    u8  expression_count;    /* 1..RS_STORY_MAX_EXPRESSIONS                     */
    u8  reserved[3];
} rs_portrait;

typedef struct {
    const char *speaker;     /* the name in the box's tab; NULL: narration     */
    const char *text;        /* one page: RS_TEXT_LINES lines of RS_TEXT_COLS  */
    const rs_effect *effects;/* run once the line is read                       */
    u16 cond_flag;           /* read only while the flag is in cond_set; RS_NONE always */
    u8  cond_set;            /* 1: the flag must be set, 0: clear               */
    u8  slot;                /* who says it: RS_STAGE_LEFT/RIGHT, RS_STORY_NOBODY */
    u8  expression;          /* the speaker's picture from this line on         */
    u8  effect_count;        /* <= RS_MAX_EFFECTS                               */
    u8  reserved[2];
} rs_story_line;

typedef struct {
    const char *label;       /* as listed, RS_CHOICE_LABEL_MAX letters at most */
    const rs_effect *effects;/* run when it is picked (the flags it sets)      */
    u16 first_reply;         /* index in the block's lines                     */
    u8  reply_count;
    u8  effect_count;
} rs_story_answer;

typedef struct {
    u16 cond_flag;           /* taken while the flag is in cond_set; RS_NONE always */
    u8  cond_set;
    u8  facing;              /* RS_FACE_* on arriving                          */
    u16 scene;               /* where it leads (any genre's scene)             */
    u8  to_x, to_y;          /* the tile the player arrives on                 */
} rs_story_route;

typedef struct {
    const rs_portrait *left; /* who stands on the left, or NULL                */
    const rs_portrait *right;
    const rs_story_line *lines;
    u16 line_count;          /* <= RS_STORY_MAX_LINES                          */
    u16 script_count;        /* the first script_count lines are the script    */
    const rs_story_answer *answers;
    const rs_story_route *routes;
    const char *ending_title;/* an other ending's card, or NULL                */
    u16 end_flag;            /* set once the script is read, or RS_NONE        */
    u8  answer_count;        /* 0 (no question) or 2..RS_STORY_MAX_ANSWERS     */
    u8  route_count;         /* <= RS_STORY_MAX_ROUTES                         */
    u8  ending;              /* RS_END_*                                       */
    u8  left_face, right_face; /* the pictures shown before anyone speaks      */
    u8  reserved;
} rs_story;

#endif
