// Counts allocation calls by defining malloc and friends in the executable itself: the dynamic linker
// binds every library's malloc (the Swift runtime's included) to these, which forward to glibc's
// __libc_* entry points. Counting is one relaxed flag check and one add per call. glibc only; elsewhere
// the counters read 0 and the harness says that allocations were not counted.
#if defined(__linux__)
#define _GNU_SOURCE
#include <features.h>
#endif
#if defined(__linux__) && defined(__GLIBC__)
#include "malloc_counter.h"
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <sys/resource.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static int counting = 0;
static uint64_t allocations = 0;
static uint64_t bytes = 0;

static inline void count(size_t size) {
    if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) {
        __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&bytes, size, __ATOMIC_RELAXED);
    }
}

void *malloc(size_t size) { count(size); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(n * size); return __libc_calloc(n, size); }
void *realloc(void *pointer, size_t size) { count(size); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { count(size); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(size); return __libc_memalign(alignment, size); }
void *valloc(size_t size) { count(size); return __libc_valloc(size); }
void *pvalloc(size_t size) { count(size); return __libc_pvalloc(size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count(size);
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer && size) return ENOMEM;
    *out = pointer;
    return 0;
}

void cmc_enable(void) { __atomic_store_n(&counting, 1, __ATOMIC_RELAXED); }
void cmc_disable(void) { __atomic_store_n(&counting, 0, __ATOMIC_RELAXED); }
void cmc_reset(void) {
    __atomic_store_n(&allocations, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&bytes, 0, __ATOMIC_RELAXED);
}
uint64_t cmc_allocations(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
uint64_t cmc_allocated_bytes(void) { return __atomic_load_n(&bytes, __ATOMIC_RELAXED); }
int cmc_available(void) { return 1; }
uint64_t cmc_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (uint64_t)info.uordblks + (uint64_t)info.hblkhd;
}
uint64_t cmc_thread_page_faults(void) {
    struct rusage usage;
    if (getrusage(RUSAGE_THREAD, &usage) != 0) return 0;
    return (uint64_t)usage.ru_minflt + (uint64_t)usage.ru_majflt;
}
int cmc_keep_freed_memory(void) {
    // 32 MB is the largest mmap threshold glibc takes on 64-bit; a trim threshold of INT_MAX never trims.
    return mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024) && mallopt(M_TRIM_THRESHOLD, 0x7FFFFFFF);
}
#else
#include "malloc_counter.h"
void cmc_enable(void) {}
void cmc_disable(void) {}
void cmc_reset(void) {}
uint64_t cmc_allocations(void) { return 0; }
uint64_t cmc_allocated_bytes(void) { return 0; }
int cmc_available(void) { return 0; }
uint64_t cmc_heap_in_use(void) { return 0; }
uint64_t cmc_thread_page_faults(void) { return 0; }
int cmc_keep_freed_memory(void) { return 0; }
#endif
