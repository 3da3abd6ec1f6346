#ifndef C_MALLOC_TUNING_H
#define C_MALLOC_TUNING_H

/// Turns off glibc's fast bins for this process (mallopt M_MXFAST 0) and leaves the size from which
/// blocks are mapped on their own to glibc, which adapts it (CMallocTuning.c says what fixing it cost);
/// under a limit on address space (ulimit -v) keeps to one malloc arena, whose reservations would
/// otherwise take most of that space; does nothing elsewhere.
/// A build frees millions of small document nodes and strings between large buffer allocations, and
/// each large allocation made glibc merge the freed fast-bin chunks again (malloc_consolidate, 8% of a
/// heavy build's samples): without fast bins a heavy 100k build takes about 10% less CPU and wall time
/// at the same peak memory (docs/performance.md).
void horizon_tune_malloc(void);

#endif
