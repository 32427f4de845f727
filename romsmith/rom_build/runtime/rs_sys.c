/* Minimal system calls so newlib's malloc and abort link without devkitARM's libsysbase or
 * libnosys: the heap is the rest of EWRAM after the program's data (gba.ld `end`). */
#include <stddef.h>
#include <errno.h>

extern char end[];
extern char __heap_limit[];

void *_sbrk(ptrdiff_t incr)
{
    static char *brk = end;
    if (brk + incr > __heap_limit || brk + incr < end) {
        errno = ENOMEM;
        return (void *)-1;
    }
    char *old = brk;
    brk += incr;
    return old;
}

void _exit(int status)
{
    (void)status;
    for (;;) { }
}
