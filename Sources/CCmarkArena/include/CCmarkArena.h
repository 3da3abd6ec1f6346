#ifndef C_CMARK_ARENA_H
#define C_CMARK_ARENA_H

#include <stddef.h>

/// cmark's allocator for the trees HorizonRender builds: a bump allocator, one per thread, that hands
/// out memory from chunks of two megabytes and takes it all back at once (CmarkArena.swift says why,
/// CCmarkArena.c how). Called by cmark through the cmark_mem that CmarkArena.swift makes of them, only
/// between horizon_cmark_arena_begin and horizon_cmark_arena_end on the same thread. Never NULL: when
/// the system has no memory left, the process ends with exit status 3 and a message, as cmark's own
/// allocator ends it.
void *horizon_cmark_arena_calloc(size_t count, size_t size);
void *horizon_cmark_arena_realloc(void *pointer, size_t size);
/// Nothing: everything is taken back by horizon_cmark_arena_end.
void horizon_cmark_arena_free(void *pointer);

/// Makes the calling thread's arena (made the first time) the one the functions above allocate from, empty.
void horizon_cmark_arena_begin(void);
/// Takes back everything the calling thread's arena handed out since horizon_cmark_arena_begin.
void horizon_cmark_arena_end(void);

#endif
