/* input.c - per-frame key sampling. */
#include "input.h"
#include "hw.h"

static u16 now, before;

void input_update(void)
{
    before = now;
    now = hw_keys();
}

u16 input_held(void) { return now; }
int input_pressed(u16 keys) { return (now & ~before & keys) != 0; }
int input_down(u16 keys) { return (now & keys) == keys; }
void input_flush(void) { before = now = hw_keys(); }
