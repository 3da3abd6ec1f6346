#include "CMallocTuning.h"

// Any libc header defines __GLIBC__ when the C library is glibc.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void horizon_tune_malloc(void) {
#if defined(__GLIBC__)
    (void)mallopt(M_MXFAST, 0);
#endif
}
