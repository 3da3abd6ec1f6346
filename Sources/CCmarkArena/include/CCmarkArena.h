#ifndef C_CMARK_ARENA_H
#define C_CMARK_ARENA_H

#include <stddef.h>

/// A bump allocator for cmark trees that are built, rendered and dropped at once (the entry cache
/// builds millions of small nodes). The three functions below have the shapes of cmark_mem's
/// calloc, realloc and free and serve the calling thread's arena; memory is never given back one
/// allocation at a time, only all together by horizon_arena_reset.

/// Zeroed memory for `count` × `size` bytes from this thread's arena. Aborts if memory runs out, as
/// cmark's own allocator does.
void *horizon_arena_calloc(size_t count, size_t size);

/// Grows or shrinks an allocation of this thread's arena (in place when it is the latest one).
void *horizon_arena_realloc(void *pointer, size_t size);

/// Does nothing: arena memory goes back all at once.
void horizon_arena_free(void *pointer);

/// Makes everything allocated on this thread's arena free for reuse; the arena keeps its blocks, so
/// the next tree is built in memory that is already mapped.
void horizon_arena_reset(void);

/// Gives this thread's blocks back to the system.
void horizon_arena_release(void);

#endif
