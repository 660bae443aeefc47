import CMallocCounter
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The harness keeps the memory it frees (issue #65): a timed build then reuses pages the process has, instead
/// of paying page faults for memory glibc gave back to the kernel after whatever ran before it.
@Suite("Freed memory kept between timed builds")
struct FreedMemoryTests {
    /// 16 MB allocated, written and freed, then again: glibc's default serves both from mmap, so the second
    /// round faults in all 4,096 of its pages again; with the freed memory kept it reuses them.
    @Test func aSecondLargeAllocationReusesThePagesOfTheFirst() throws {
        #if canImport(Glibc)
        #expect(cmc_keep_freed_memory() == 1)
        let size = 16 << 20
        func allocateWriteAndFree() {
            guard let block = malloc(size) else { return }
            memset(block, 1, size)
            free(block)
        }
        allocateWriteAndFree()
        let before = cmc_thread_page_faults()
        allocateWriteAndFree()
        let faults = cmc_thread_page_faults() - before
        #expect(faults < 64, "the second 16 MB took \(faults) page faults of its 4,096 pages")
        #else
        // Without glibc there is nothing to set, and the harness says so.
        #expect(cmc_keep_freed_memory() == 0)
        #endif
    }
}
