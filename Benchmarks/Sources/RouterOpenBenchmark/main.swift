// Measures `router.open` on a closure handler, with no middleware and through three pass-through
// middleware (issue #4's target: at most 1 µs per open, median). Prints a table and exits 1 when the
// target is missed. `RouterOpenBenchmark 3` measures only the router with three middleware (for profiling);
// `RouterOpenBenchmark 3 1` does one timed repetition (26,000 opens with the warm-up), for counting
// retains or allocations under perf probes.
import Switchyard

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Screen: Hashable, Sendable { case goods(String) }

/// CPU time of the whole process (every thread the opens ran on), so that other load on the machine
/// does not count; the opens never suspend, so CPU time is their cost.
func cpuNow() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

struct PassThrough: RouteMiddleware {
    let label: String
    var name: String { label }
    func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        try await next(request)
    }
}

func makeRouter(middleware: Int) throws -> Router<Screen> {
    var builder = RouterBuilder<Screen>()
    for index in 0..<middleware { builder.use(PassThrough(label: "m\(index)")) }
    for index in 0..<100 {
        try builder.route("app://section\(index)/goods/:id") { request in .navigate(.push(.goods(request.parameters["id"] ?? ""))) }
        try builder.route("app://section\(index)/help") { _ in .handled }
    }
    return try builder.build()
}

/// Median ns per open over `repetitions` passes of `count` opens, all on one task (no executor hops
/// between opens: the loop itself runs off the main actor).
func measure(_ router: Router<Screen>, urls: [String], repetitions: Int = 15) async throws -> (median: Double, fastest: Double) {
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = cpuNow()
        for url in urls { _ = try await router.open(url) }
        samples.append(Double(cpuNow() - start) / Double(urls.count))
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0])
}

let urls = (0..<20_000).map { "app://section\($0 % 100)/goods/\($0)?tab=reviews" }
let result: [(String, Double, Double)] = try await Task.detached {
    var rows: [(String, Double, Double)] = []
    let only = CommandLine.arguments.dropFirst().first.flatMap { Int($0) }
    // A second argument sets the timed repetitions (default 15), for counting runs under probes.
    let repetitions = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 15
    for middleware in only.map({ [$0] }) ?? [0, 3] {
        let router = try makeRouter(middleware: middleware)
        _ = try await measure(router, urls: Array(urls.prefix(2_000)), repetitions: 3)   // warm up
        let (median, fastest) = try await measure(router, urls: urls, repetitions: repetitions)
        rows.append(("closure handler, \(middleware) pass-through middleware", median, fastest))
    }
    return rows
}.value

print("| open | median ns | fastest ns |")
print("|---|---:|---:|")
for (label, median, fastest) in result {
    print("| \(label) | \(Int(median.rounded())) | \(Int(fastest.rounded())) |")
}
let target = result.last.map { $0.1 <= 1_000 } ?? false
print("target (≤ 1,000 ns through three middleware): \(target ? "PASS" : "FAIL")")
exit(target ? 0 : 1)
