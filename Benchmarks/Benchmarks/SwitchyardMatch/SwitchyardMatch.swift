// ordo-one/benchmark suite for Switchyard alone: time and allocations per match on the shared workloads,
// hits and misses apart, with thresholds so that `swift package benchmark thresholds check` (static
// thresholds in Thresholds/) or `baseline check` (main against a pull request) fails on a regression.
// The side-by-side comparison with RoutingKit, Hummingbird and the linear scan is the SwitchyardBenchmarks
// executable; see README.md.
import Benchmark
import SwitchyardMatching
import Workload

/// A built table and its URLs, hits and misses apart.
struct Fixture {
    let table: RouteTable<Int>
    let hits: [String]
    let misses: [String]

    init(routes n: Int) {
        let workload = Workload.make(routeCount: n)
        var builder = RouteTableBuilder<Int>()
        for route in workload.routes {
            do { try builder.add(route.switchyardPattern, value: route.index) } catch { fatalError("\(route.switchyardPattern): \(error)") }
        }
        do { table = try builder.build() } catch { fatalError("build: \(error)") }
        var hits: [String] = []
        var misses: [String] = []
        for (url, expected) in zip(workload.urls, workload.expected) {
            let got = table.match(url)?.route.value
            precondition(got == expected.route, "Switchyard gives \(String(describing: got)) for \(url), expected \(String(describing: expected.route))")
            if expected.route != nil { hits.append(url) } else { misses.append(url) }
        }
        self.hits = hits
        self.misses = misses
    }
}

let benchmarks: @Sendable () -> Void = {
    // One scaled iteration is 1,000 matches, so the scaled figures (marked * in the output) read per match.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 200,
        thresholds: [
            // Allocation counts are deterministic: any extra allocation is a regression.
            .mallocCountTotal: .init(relative: [.p50: 0, .p90: 0], absolute: [.p50: 0, .p90: 0]),
            // Time is noisy on a shared 2-core machine: 30 % at the median, 50 % at p90.
            .wallClock: .init(relative: [.p50: 30, .p90: 50]),
        ]
    )

    for n in [10, 1_000, 10_000, 100_000] {
        for (kind, pick) in [("hits", \Fixture.hits), ("misses", \Fixture.misses)] {
            Benchmark(
                "match \(kind), \(n) routes",
                closure: { benchmark, fixture in
                    let urls = fixture[keyPath: pick]
                    var k = 0
                    for _ in benchmark.scaledIterations {
                        blackHole(fixture.table.match(urls[k]))
                        k += 1
                        if k == urls.count { k = 0 }
                    }
                },
                setup: { Fixture(routes: n) }
            )
        }
    }

    for n in [1_000, 10_000] {
        Benchmark(
            "build \(n) routes",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 1,
                scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 20,
                thresholds: [.wallClock: .init(relative: [.p50: 30])]),
            closure: { benchmark, patterns in
                for _ in benchmark.scaledIterations {
                    var builder = RouteTableBuilder<Int>()
                    for (index, pattern) in patterns.enumerated() { _ = try? builder.add(pattern, value: index) }
                    blackHole(try? builder.build())
                }
            },
            setup: { Workload.make(routeCount: n, urlCount: 10).routes.map(\.switchyardPattern) }
        )
    }
}
