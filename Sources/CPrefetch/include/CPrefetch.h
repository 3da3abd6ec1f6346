#ifndef C_PREFETCH_H
#define C_PREFETCH_H

/// Asks the processor to start loading the cache line at `address` into its caches, without waiting for
/// it and without faulting: any address may be given. HorizonRender's page writers ask for the words
/// of the task lines a few lines ahead (WordsPrefetch.swift says why).
static inline void horizon_prefetch(const void *address) {
    __builtin_prefetch(address);
}

#endif
