#ifndef SWITCHYARD_MALLOC_COUNTER_H
#define SWITCHYARD_MALLOC_COUNTER_H

#include <stdint.h>

/// Starts counting allocation calls (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign,
/// valloc) made from now on; counting is off at start.
void cmc_enable(void);
/// Stops counting; the counts are kept.
void cmc_disable(void);
/// Sets the counts to zero.
void cmc_reset(void);
/// Allocation calls counted so far.
uint64_t cmc_allocations(void);
/// Bytes requested by the counted calls.
uint64_t cmc_allocated_bytes(void);
/// Whether this build counts at all (glibc only); when 0 every count reads 0.
int cmc_available(void);
/// Bytes of heap in use right now (mallinfo2: in-use chunks plus mmapped blocks); 0 without glibc.
uint64_t cmc_heap_in_use(void);
/// Makes glibc keep the memory the process frees (no trimming of the heap's top, no mmap below 32 MB), so
/// that a timed build reuses pages the process already has, whatever ran before it; 1 when glibc took both
/// settings, 0 otherwise (and without glibc).
int cmc_keep_freed_memory(void);
/// Page faults this thread has taken so far (getrusage's minor and major ones); 0 without glibc.
uint64_t cmc_thread_page_faults(void);

#endif
