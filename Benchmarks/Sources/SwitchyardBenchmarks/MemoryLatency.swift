// `--memory-latency`: the time of one dependent load from a buffer of a given size, by pointer chasing
// (a random cycle through one slot per cache line, Sattolo's algorithm). A trie walk is a chain of such
// loads (node → literal slot → child node → … → terminal), so this is the floor under what a lookup in a
// table too large for the caches can cost, whatever the router.
import Foundation
import Workload

func memoryLatency() {
    let lineSlots = 8  // 8 × 8 bytes = one 64-byte cache line per step
    print("dependent load latency (thread CPU time, ns per load; one load per cache line, random order)")
    print("buffer        ns/load")
    print("-----------   -------")
    var rng = SplitMix64(seed: 0x1A7E_4C7)
    for kib in [32, 256, 1_024, 4_096, 16_384, 65_536, 262_144] {
        let lines = kib * 1024 / 64
        // A single random cycle over the lines.
        var order = Array(0..<lines)
        for i in stride(from: lines - 1, to: 0, by: -1) {
            order.swapAt(i, Int(rng.next() % UInt64(i)))
        }
        var next = [Int](repeating: 0, count: lines * lineSlots)
        for i in 0..<lines { next[order[i] * lineSlots] = order[(i + 1) % lines] * lineSlots }
        let steps = 4_000_000
        var samples: [Double] = []
        next.withUnsafeBufferPointer { next in
            var position = 0
            for _ in 0..<lines { position = next[position] }  // warm up: touch every line once
            for _ in 0..<5 {
                let start = now()
                for _ in 0..<steps { position = next[position] }
                let elapsed = now(after: position) - start
                samples.append(Double(elapsed) / Double(steps))
            }
        }
        samples.sort()
        let size = kib >= 1024 ? "\(kib / 1024) MiB" : "\(kib) KiB"
        print(size.padding(toLength: 14, withPad: " ", startingAt: 0) + fmt(samples[samples.count / 2]))
    }
    exit(0)
}

/// Thread CPU time, read only once `dependency` is known. The chase has no side effects, so the optimiser
/// may otherwise sink it past the clock read (an opaque no-op call does not stop it): the clock id is
/// made to depend on the last loaded value (`position >> 62` is always 0, but the compiler cannot know).
@inline(never)
func now(after dependency: Int) -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID + clockid_t(truncatingIfNeeded: dependency >> 62), &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
