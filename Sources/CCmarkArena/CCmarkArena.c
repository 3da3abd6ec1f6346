#include "CCmarkArena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// The arena lives here, in C, because cmark's allocator functions take no context: the arena in use
// is the calling thread's, and a C thread-local variable is read in one instruction where Swift had to
// ask pthread_getspecific (behind a lazy global's check) on each of the millions of allocations a large
// build makes: with Swift's call thunks, 128 instructions a node and 116 a string, against about 60 and
// 45 here, zeroing included (docs/performance.md).

enum {
    // Bytes of an ordinary chunk (one huge page); a larger allocation gets a block of its own.
    chunk_size = 2 << 20,
    // Chunks a thread keeps between renders: most pages' trees fit, the largest do not hold memory.
    retained_chunks = 8,
    // Each allocation is preceded by its size (for realloc) and whether it is a block of its own, and
    // aligned to 16 bytes.
    header = 16,
};

struct arena {
    // The ordinary chunks, in the order they are used; `current` is the one being handed out.
    unsigned char **chunks;
    size_t chunk_count, chunk_capacity;
    ptrdiff_t current;
    // Whether `current` has never been handed out, so its memory is still the system's zeros.
    int current_is_fresh;
    // Blocks of their own (cmark's output buffer, a very long string), freed after each render.
    unsigned char **blocks;
    size_t block_count, block_capacity;
    // Where the next allocation goes in the current chunk, and where that chunk ends.
    unsigned char *next, *end;
    // The last allocation, which realloc can grow in place.
    unsigned char *last;
};

// The thread's arena while it renders (NULL between renders), and the one it keeps between renders.
static __thread struct arena *active;
static __thread struct arena *owned;

static pthread_key_t owner_key;
static pthread_once_t owner_key_once = PTHREAD_ONCE_INIT;

// Ends the process when the system has no memory for a tree: cmark has no way to fail and would read
// through the null pointer (a crash with no word of why). Exit status 3, an input/output failure
// (docs/commands.md, "Limits").
static void out_of_memory(void) {
    static const char message[] = "horizon: render: out of memory (is `ulimit -v` or `ulimit -d` too low for this list?)\n";
    ssize_t written = write(STDERR_FILENO, message, sizeof message - 1);
    (void)written;
    _exit(3);
}

// A chunk aligned to its size and advised to be one huge page (where the system has them); NULL when
// the system has no memory for it.
static unsigned char *map_chunk(void) {
    // Twice the size is mapped so that an aligned chunk lies inside; the rest is unmapped.
    void *mapped = mmap(NULL, 2 * (size_t)chunk_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) return NULL;
    uintptr_t address = (uintptr_t)mapped;
    uintptr_t aligned = (address + chunk_size - 1) & ~(uintptr_t)(chunk_size - 1);
    size_t head = aligned - address;
    if (head > 0) munmap(mapped, head);
    size_t tail = chunk_size - head;
    if (tail > 0) munmap((unsigned char *)aligned + chunk_size, tail);
    madvise((void *)aligned, chunk_size, MADV_HUGEPAGE);
    return (unsigned char *)aligned;
}

// Appends to a growing array of pointers; 0 when the system has no memory for it.
static int append_pointer(unsigned char ***array, size_t *count, size_t *capacity, unsigned char *pointer) {
    if (*count == *capacity) {
        size_t grown = *capacity ? 2 * *capacity : 16;
        unsigned char **resized = realloc(*array, grown * sizeof **array);
        if (!resized) return 0;
        *array = resized;
        *capacity = grown;
    }
    (*array)[(*count)++] = pointer;
    return 1;
}

// Frees the blocks and the chunks beyond those kept, and starts again at the first chunk.
static void reset(struct arena *arena) {
    for (size_t index = 0; index < arena->block_count; index++) free(arena->blocks[index]);
    arena->block_count = 0;
    while (arena->chunk_count > retained_chunks) munmap(arena->chunks[--arena->chunk_count], chunk_size);
    arena->current = -1;
    arena->next = arena->end = arena->last = NULL;
}

// Frees the thread's arena when the thread ends.
static void release(void *owner) {
    struct arena *arena = owner;
    reset(arena);
    for (size_t index = 0; index < arena->chunk_count; index++) munmap(arena->chunks[index], chunk_size);
    free(arena->chunks);
    free(arena->blocks);
    free(arena);
}

static void make_owner_key(void) {
    pthread_key_create(&owner_key, release);
}

void horizon_cmark_arena_begin(void) {
    if (!owned) {
        pthread_once(&owner_key_once, make_owner_key);
        struct arena *arena = calloc(1, sizeof *arena);
        if (!arena) out_of_memory();
        arena->current = -1;
        // The key only frees the arena when the thread ends.
        pthread_setspecific(owner_key, arena);
        owned = arena;
    }
    active = owned;
}

void horizon_cmark_arena_end(void) {
    if (!active) return;
    reset(active);
    active = NULL;
}

// Writes the header at `start` and returns the memory after it.
static inline unsigned char *place(size_t size, unsigned char *start, int own_block) {
    memcpy(start, &size, sizeof size);
    uint64_t flag = own_block;
    memcpy(start + 8, &flag, sizeof flag);
    return start + header;
}

// Moves on to the next chunk, one kept from an earlier render or a new one; NULL when the system has
// no memory for a new one.
static unsigned char *next_chunk(struct arena *arena) {
    if (arena->current + 1 == (ptrdiff_t)arena->chunk_count) {
        unsigned char *chunk = map_chunk();
        if (!chunk) return NULL;
        if (!append_pointer(&arena->chunks, &arena->chunk_count, &arena->chunk_capacity, chunk)) {
            munmap(chunk, chunk_size);
            return NULL;
        }
        arena->current_is_fresh = 1;
    } else {
        arena->current_is_fresh = 0;
    }
    arena->current += 1;
    arena->next = arena->chunks[arena->current];
    arena->end = arena->next + chunk_size;
    return arena->next;
}

// `size` bytes from a block of its own or a new chunk: what `allocate` does when the current chunk has
// no room. NULL when the system has no memory left.
__attribute__((noinline)) static void *allocate_elsewhere(struct arena *arena, size_t size, int zeroed) {
    if (size > SIZE_MAX - header - 15) return NULL;
    size_t needed = header + ((size + 15) & ~(size_t)15);
    if (needed > chunk_size) {
        unsigned char *block = calloc(1, needed);
        if (!block) return NULL;
        if (!append_pointer(&arena->blocks, &arena->block_count, &arena->block_capacity, block)) {
            free(block);
            return NULL;
        }
        return place(size, block, 1);
    }
    unsigned char *start = next_chunk(arena);
    if (!start) return NULL;
    unsigned char *pointer = place(size, start, 0);
    arena->next = start + needed;
    arena->last = pointer;
    if (zeroed && !arena->current_is_fresh) memset(pointer, 0, size);
    return pointer;
}

// `size` bytes, zeroed when `zeroed` (cmark's calloc needs zeros, its realloc not: every string cmark
// copies into a node, half the allocations, is a realloc of nothing); NULL when the system has no
// memory left. Inline, with the rest elsewhere: nearly every allocation fits the current chunk.
static inline void *allocate(struct arena *arena, size_t size, int zeroed) {
    unsigned char *start = arena->next;
    // No overflow: `size` is below a chunk, and a chunk's size is a multiple of 16.
    size_t rounded = (size + 15) & ~(size_t)15;
    if (__builtin_expect(size <= chunk_size - header && start && (size_t)(arena->end - start) >= header + rounded, 1)) {
        unsigned char *pointer = place(size, start, 0);
        arena->next = pointer + rounded;
        arena->last = pointer;
        if (zeroed && !arena->current_is_fresh) memset(pointer, 0, size);
        return pointer;
    }
    return allocate_elsewhere(arena, size, zeroed);
}

void *horizon_cmark_arena_calloc(size_t count, size_t size) {
    size_t total;
    void *memory = NULL;
    if (active && !__builtin_mul_overflow(count, size, &total)) memory = allocate(active, total, 1);
    if (!memory) out_of_memory();
    return memory;
}

// `pointer`'s bytes in `size` bytes: grown in place when it is the last allocation and fits; a block of
// its own (cmark's output buffer) is resized by the C heap, so that a growing buffer leaves no copies of
// itself behind. cmark needs no zeros from realloc.
static void *reallocate(struct arena *arena, unsigned char *pointer, size_t size) {
    if (!pointer) return allocate(arena, size, 0);
    unsigned char *start = pointer - header;
    size_t old;
    uint64_t own_block;
    memcpy(&old, start, sizeof old);
    memcpy(&own_block, start + 8, sizeof own_block);
    if (own_block) {
        for (size_t index = arena->block_count; index-- > 0;) {
            if (arena->blocks[index] != start) continue;
            unsigned char *resized = realloc(start, header + size);
            if (!resized) return NULL;
            arena->blocks[index] = resized;
            memcpy(resized, &size, sizeof size);
            return resized + header;
        }
    }
    if (pointer == arena->last && arena->end && (size_t)(arena->end - pointer) >= size) {
        memcpy(start, &size, sizeof size);
        arena->next = pointer + ((size + 15) & ~(size_t)15);
        return pointer;
    }
    unsigned char *moved;
    if (size > SIZE_MAX - header) return NULL;
    if (header + size > chunk_size) {
        // Moves out of the chunk it shares into a block of its own.
        unsigned char *block = malloc(header + size);
        if (!block) return NULL;
        if (!append_pointer(&arena->blocks, &arena->block_count, &arena->block_capacity, block)) {
            free(block);
            return NULL;
        }
        moved = place(size, block, 1);
    } else {
        moved = allocate(arena, size, 0);
        if (!moved) return NULL;
    }
    memcpy(moved, pointer, old < size ? old : size);
    return moved;
}

void *horizon_cmark_arena_realloc(void *pointer, size_t size) {
    void *memory = active ? reallocate(active, pointer, size) : NULL;
    if (!memory) out_of_memory();
    return memory;
}

void horizon_cmark_arena_free(void *pointer) {
    (void)pointer;
}
