/* input.h - key state sampled once per frame: held, newly pressed, released. */
#ifndef RS_INPUT_H
#define RS_INPUT_H

#include "rs_types.h"

#define KEY_A      0x0001
#define KEY_B      0x0002
#define KEY_SELECT 0x0004
#define KEY_START  0x0008
#define KEY_RIGHT  0x0010
#define KEY_LEFT   0x0020
#define KEY_UP     0x0040
#define KEY_DOWN   0x0080
#define KEY_R      0x0100
#define KEY_L      0x0200

void input_update(void);
u16  input_held(void);
int  input_pressed(u16 keys);   /* any of `keys` went down this frame */
int  input_down(u16 keys);      /* all of `keys` held                  */
void input_flush(void);         /* treat everything held as old        */

#endif
