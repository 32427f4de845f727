/*
 * choice.h - a question's answers: the list the player picks one from (UP/DOWN, then A) after a
 * dialogue with an RS_FX_CHOICE effect closes. The labels are drawn in the text box, one per
 * line with a cursor; picking answer i opens dialogue `first + i`.
 */
#ifndef RS_CHOICE_H
#define RS_CHOICE_H

#include "rs_types.h"

typedef struct {
    u8  open;       /* 1 while the list shows                                  */
    u8  cursor;     /* highlighted answer, 0..count-1                          */
    u8  count;      /* answers, 2..RS_MAX_CHOICES                              */
    u8  pending;    /* requested by an effect, shown once the dialogue closes  */
    u16 first;      /* dialogue of answer 0; answer i is first + i              */
    u16 labels;     /* dialogue whose pages are the labels                     */
} rs_choice_t;

/* Read by outside tools through the ELF symbol (the play-testing bot). */
extern volatile rs_choice_t rs_choice;

void choice_request(u16 first, u16 labels, int count);  /* from effects_run       */
int  choice_show(const char *speaker, int top); /* opens a pending list (top: the box
                                        at the top); 1 when it shows             */
int  choice_update(void);               /* -1 while choosing, else the answer      */
void choice_close(void);

#endif
