// ordo-one/benchmark suite for Switchyard alone: time and allocations per match on the shared workloads,
// hits and misses apart, with thresholds so that `swift package benchmark thresholds check` (static
// thresholds in Thresholds/) or `baseline check` (main against a pull request) fails on a regression.
// The side-by-side comparison with RoutingKit, Hummingbird and the linear scan is the SwitchyardBenchmarks
// executable; see README.md.
import Benchmark
import SwitchyardMatching
import Workload

/// A built table and its URLs, hits and misses apart; each iteration takes the next URL.
final class Fixture {
    let table: RouteTable<Int>
    let hits: [String]
    let misses: [String]
    var cursor = 0

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
            let got = table.match(url)?.value
            precondition(got == expected.route, "Switchyard gives \(String(describing: got)) for \(url), expected \(String(describing: expected.route))")
            if expected.route != nil { hits.append(url) } else { misses.append(url) }
        }
        self.hits = hits
        self.misses = misses
    }
}

let benchmarks: @Sendable () -> Void = {
    // One iteration is one match of the next URL in the list, so the figures read per match and the
    // percentiles of the allocation count say how many allocations a single hit or miss makes.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 1_000,
        scalingFactor: .one,
        maxDuration: .seconds(1),
        maxIterations: 200_000,
        thresholds: [
            // Allocation counts are deterministic: any extra allocation is a regression.
            .mallocCountTotal: .init(relative: [.p50: 0, .p90: 0, .p100: 0], absolute: [.p50: 0, .p90: 0, .p100: 0]),
            // Time is noisy on a shared 2-core machine: 30 % at the median, 50 % at p90.
            .wallClock: .init(relative: [.p50: 30, .p90: 50]),
        ]
    )

    for n in [10, 1_000, 10_000, 100_000] {
        for (kind, pick) in [("hit", \Fixture.hits), ("miss", \Fixture.misses)] {
            Benchmark(
                "\(kind)-\(n)",
                closure: { benchmark, fixture in
                    let urls = fixture[keyPath: pick]
                    for _ in benchmark.scaledIterations {
                        blackHole(fixture.table.match(urls[fixture.cursor]))
                        fixture.cursor = fixture.cursor + 1 == urls.count ? 0 : fixture.cursor + 1
                    }
                },
                setup: { Fixture(routes: n) }
            )
        }
    }

    for n in [1_000, 10_000] {
        Benchmark(
            "build-\(n)",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 1,
                scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 30,
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
