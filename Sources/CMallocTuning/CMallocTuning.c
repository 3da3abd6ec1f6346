#include "CMallocTuning.h"

// Any libc header defines __GLIBC__ when the C library is glibc.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void horizon_tune_malloc(void) {
#if defined(__GLIBC__)
    (void)mallopt(M_MXFAST, 0);
    // A fixed threshold (glibc raises the default one, up to 32 MB, each time a large block is freed):
    // blocks from 256 KB up are then always mapped on their own and given back to the system when freed.
    // Reading and planning build large arrays on all cores and join them; without this the freed parts
    // stayed in the threads' heaps (heavy 300k: 221 → 171 MB after read, 338 → 320 MB after plan).
    (void)mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
}
