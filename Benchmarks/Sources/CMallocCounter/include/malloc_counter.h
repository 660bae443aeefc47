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

#endif
