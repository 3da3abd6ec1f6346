#include "CMallocTuning.h"

// Any libc header defines __GLIBC__ when the C library is glibc.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/resource.h>
#endif

void horizon_tune_malloc(void) {
#if defined(__GLIBC__)
    (void)mallopt(M_MXFAST, 0);
    // glibc's mmap threshold is left to adapt. Fixed at 256 KB, it gave freed parallel arrays back
    // at once (heavy 300k: 221 → 171 MB after reading) but mapped and zeroed every arena chunk and
    // buffer of the pages anew: heavy 100k 1.5–1.6 → 2.0 s wall, 0.3 → 1.0 s system time; at a million
    // lines 19.6 → 23 s for 4 % less peak memory (1.80 → 1.74 GB). At 4 MB it cost nothing at 100k
    // but the same 23 s at a million lines.

    // Under a limit on address space (ulimit -v), one arena: each thread's arena reserves 64 MB of
    // address space that it may never use, six of them on the example with the PDFs (390 of its 540 MB).
    // With them, the fonts' room checked at the start of the PDFs was gone by the time Pango started
    // a thread or fontconfig allocated, and those end the process (SIGTRAP, SIGSEGV) rather than fail.
    // With one arena the check holds (docs/commands.md, "Limits"); the threads then share one arena's
    // lock, which made heavy 100k 2.41–2.47 → 2.47–2.81 s wall (three pairs), only under such a limit.
    struct rlimit addressSpace;
    if (getrlimit(RLIMIT_AS, &addressSpace) == 0 && addressSpace.rlim_cur != RLIM_INFINITY) {
        (void)mallopt(M_ARENA_MAX, 1);
    }
#endif
}
