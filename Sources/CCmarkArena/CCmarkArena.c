#include "CCmarkArena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Every allocation is preceded by a header holding its size, so that realloc knows how much to copy;
// both are 16-byte aligned, as malloc's memory is.
enum { alignment = 16, header_size = 16, block_size = 4 << 20 };

typedef struct block {
    struct block *next;
    size_t capacity;
    size_t used;
    _Alignas(16) unsigned char bytes[];
} block;

typedef struct {
    block *first;
    block *current;
    unsigned char *latest;
} arena;

static _Thread_local arena thread_arena;

static size_t rounded(size_t size) {
    return (size + (alignment - 1)) & ~(size_t)(alignment - 1);
}

static void *allocate(size_t size) {
    arena *a = &thread_arena;
    size_t needed = header_size + rounded(size);
    block *b = a->current;
    // Use the next kept block with room, else add a new one at the end of the chain.
    while (b && b->capacity - b->used < needed) {
        b = b->next;
        if (b) b->used = 0;
    }
    if (!b) {
        size_t capacity = needed > block_size ? needed : block_size;
        b = malloc(sizeof(block) + capacity);
        if (!b) abort();
        b->next = NULL;
        b->capacity = capacity;
        b->used = 0;
        if (a->current) {
            block *last = a->current;
            while (last->next) last = last->next;
            last->next = b;
        } else {
            a->first = b;
        }
    }
    a->current = b;
    unsigned char *start = b->bytes + b->used;
    *(size_t *)start = size;
    b->used += needed;
    a->latest = start + header_size;
    return a->latest;
}

void *horizon_arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) abort();
    void *pointer = allocate(count * size);
    memset(pointer, 0, count * size);
    return pointer;
}

void *horizon_arena_realloc(void *pointer, size_t size) {
    if (!pointer) return allocate(size);
    arena *a = &thread_arena;
    unsigned char *bytes = pointer;
    size_t *header = (size_t *)(bytes - header_size);
    size_t old = *header;
    block *b = a->current;
    if (bytes == a->latest && b) {
        size_t start = (size_t)(bytes - b->bytes);
        if (start + rounded(size) <= b->capacity) {
            b->used = start + rounded(size);
            *header = size;
            return pointer;
        }
    }
    void *moved = allocate(size);
    memcpy(moved, pointer, old < size ? old : size);
    return moved;
}

void horizon_arena_free(void *pointer) {
    (void)pointer;
}

void horizon_arena_reset(void) {
    arena *a = &thread_arena;
    a->current = a->first;
    if (a->current) a->current->used = 0;
    a->latest = NULL;
}

void horizon_arena_release(void) {
    arena *a = &thread_arena;
    block *b = a->first;
    while (b) {
        block *next = b->next;
        free(b);
        b = next;
    }
    a->first = a->current = NULL;
    a->latest = NULL;
}
