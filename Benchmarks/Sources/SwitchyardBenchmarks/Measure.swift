import CMallocCounter
import Workload

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds of CPU time used by this thread. The machine is shared: wall-clock time would also count
/// the time other people's processes hold the core, CPU time does not (caches and memory bandwidth are
/// still shared, so a busy machine still reads somewhat slower).
@inline(__always)
func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Monotonic wall-clock nanoseconds (for progress messages).
@inline(__always)
func wallNow() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// One timed pass: every URL of `urls`, `repeats` times. Specialised for each router type.
@inline(never)
func timedPass<R: BenchRouter>(_ router: R, _ urls: UnsafeBufferPointer<String>, repeats: Int) -> (nanoseconds: UInt64, checksum: Int) {
    var checksum = 0
    let start = now()
    for _ in 0..<repeats {
        for url in urls { checksum &+= router.route(url) }
    }
    let end = now()
    return (end - start, checksum)
}

/// Allocation calls made by each single match, one URL at a time.
@inline(never)
func allocationsPerURL<R: BenchRouter>(_ router: R, _ urls: ArraySlice<String>) -> [UInt64] {
    var counts: [UInt64] = []
    counts.reserveCapacity(urls.count)
    cmc_reset()
    cmc_enable()
    for url in urls {
        let before = cmc_allocations()
        let result = router.route(url)
        let after = cmc_allocations()
        blackHole(result)
        counts.append(after - before)
    }
    cmc_disable()
    // `counts.append` never reallocates (reserved), so the counts are the router's own.
    return counts
}

/// Type-erased operations on a built router; the closures are called once per pass, not per URL.
struct Subject {
    let name: String
    let pass: (UnsafeBufferPointer<String>, Int) -> (nanoseconds: UInt64, checksum: Int)
    let allocations: (ArraySlice<String>) -> [UInt64]
    let answer: (String) -> Answer

    init<R: BenchRouter>(_ name: String, _ router: R) {
        self.name = name
        self.pass = { urls, repeats in timedPass(router, urls, repeats: repeats) }
        self.allocations = { urls in allocationsPerURL(router, urls) }
        self.answer = { url in router.answer(url) }
    }
}

/// Builds a router from fresh copies of the pattern strings and reports the heap it keeps (mallinfo2's
/// in-use bytes after minus before) and the time it took. One build is made and dropped first, so that what
/// a process allocates once (type metadata, key paths, lazily made globals) is not counted per route: at
/// 10 routes those one-time bytes moved the figure by more than 10 % between identical runs.
func measureBuild<T>(_ patterns: [String], _ build: ([String]) throws -> T) rethrows -> (value: T, retainedBytes: Int, nanoseconds: UInt64)
{
    blackHole(try build(patterns))
    let before = cmc_heap_in_use()
    // Fresh copies: the router keeps (or shares) them, and what it keeps counts.
    let copies = patterns.map { String(decoding: Array($0.utf8), as: UTF8.self) }
    let start = now()
    let value = try build(copies)
    let end = now()
    let after = cmc_heap_in_use()
    return (value, Int(after) - Int(before), end - start)
}

/// A router's build, timed again and again by ``buildTimesInTurns(_:budget:maxSamples:)``.
struct BuildTimer {
    var name: String
    /// CPU time its builds took so far (the first one, ``measureBuild(_:_:)``'s, included).
    var spent: UInt64
    var build: () throws -> Void
}

/// Times the routers' builds in rounds: each round builds once with every router that has budget and samples
/// left, in an order that rotates from round to round, so that no router's builds all fall in a quiet or a busy
/// moment of the shared machine (issue #65: a ratio of two build times taken minutes apart moved from 0.93× to
/// 1.57× between runs). A router stops at `maxSamples` samples (its first one included) or when its builds took
/// `budget` nanoseconds; a slow one (Hummingbird at 100,000 routes) then drops out while the others go on.
func buildTimesInTurns(_ timers: [BuildTimer], budget: UInt64, maxSamples: Int) -> [String: [Double]] {
    var timers = timers
    var samples = [String: [Double]]()
    var round = 0
    while true {
        let active = timers.indices.filter { timers[$0].spent < budget && samples[timers[$0].name, default: []].count + 1 < maxSamples }
        if active.isEmpty { return samples }
        for step in active.indices {
            let k = active[(step + round) % active.count]
            let start = now()
            do { try timers[k].build() } catch { fail("\(timers[k].name) refused the workload's routes: \(error)") }
            let elapsed = now() - start
            timers[k].spent += elapsed
            samples[timers[k].name, default: []].append(Double(elapsed))
        }
        round += 1
    }
}
