import Testing
import Workload

@testable import SwitchyardBenchmarks

/// The deep-link workload is what the README says it is, and its heap guard checks what was recorded.
@Suite("Deep-link workload")
struct DeepLinkWorkloadTests {
    /// 1,000 shapes with literals of 2–6 characters; past the 1,000th route the same shapes under other hosts.
    @Test func shapesRepeatUnderOtherHosts() {
        let workload = Workload.make(routeCount: 2_500, urlCount: 100, shape: .deepLinks)
        let routes = workload.routes
        #expect(Set(routes.map(\.peerPattern)).count == routes.count)
        for (k, route) in routes.enumerated() where k >= DeepLinkGenerator.shapeCount {
            let shape = routes[k % DeepLinkGenerator.shapeCount]
            #expect(Array(route.segments.dropFirst()) == Array(shape.segments.dropFirst()))
            #expect(route.segments.first != shape.segments.first)
        }
        let words = routes.flatMap { route in
            route.segments.compactMap { segment -> String? in if case .literal(let word) = segment { word } else { nil } }
        }
        #expect(words.allSatisfy { (2...6).contains($0.utf8.count) })
        #expect(routes.allSatisfy { $0.wildcard == nil && $0.typedNames.isEmpty && $0.captureNames.count <= 2 })
        // The same shapes at every size: a smaller table is a prefix of a larger one.
        let small = Workload.make(routeCount: 1_000, urlCount: 10, shape: .deepLinks)
        #expect(small.routes.map(\.switchyardPattern) == routes.prefix(1_000).map(\.switchyardPattern))
    }

    /// A literal never equals a captured value, so Switchyard (which ranks) and RoutingKit (which does not
    /// backtrack) give every URL the reference's answer; the harness checks the same before it times anything.
    @Test func routersAgreeOnEveryURL() throws {
        let workload = Workload.make(routeCount: 2_500, urlCount: 1_000, shape: .deepLinks)
        #expect(workload.hitCount == 700)
        let switchyard = SwitchyardSubject(
            table: try SwitchyardSubject.build(patterns: workload.routes.map(\.switchyardPattern)), routes: workload.routes)
        let routingKit = RoutingKitSubject(
            router: RoutingKitSubject.build(patterns: workload.routes.map(\.peerPattern)), routes: workload.routes)
        for (url, expected) in zip(workload.urls, workload.expected) {
            #expect(switchyard.answer(url) == expected, "\(url)")
            #expect(routingKit.answer(url) == expected, "\(url)")
        }
    }

    static func size(_ workload: String?, _ routes: Int, bytes: Double, compiled: Double?) -> SizeResult {
        var sy = RegressionCheckTests.router("switchyard", ns: 300, build: 20)
        sy.retainedBytesPerRoute = bytes
        var routers = [sy]
        if let compiled {
            var loaded = RegressionCheckTests.router("switchyard-compiled", ns: 300, build: 1.5)
            loaded.retainedBytesPerRoute = compiled
            routers.append(loaded)
        }
        return SizeResult(
            workload: workload, routes: routes, urls: 4_096, hits: 2_867, misses: 1_229, withQuery: 2_048, routeKinds: [:],
            trieBytesPerRoute: 100, routers: routers)
    }

    @Test func heapOnTheDeepLinksIsCheckedAgainstItsBaseline() {
        var thresholds = RegressionCheckTests.thresholds
        thresholds.heapBaselines = [
            Thresholds.HeapBaseline(workload: "deep-links", routes: 10_000, retainedBytesPerRoute: 191, compiledRetainedBytesPerRoute: 191)
        ]
        let sizes = [Self.size(nil, 10_000, bytes: 900, compiled: 900), Self.size("deep-links", 10_000, bytes: 200, compiled: 215)]
        let checks = Checks.heapRegressions(sizes, thresholds, allocationsCounted: true)
        #expect(
            checks.map { "\($0.status) \($0.target) — \($0.detail)" } == [
                "pass 10,000, deep-links: bytes per route ≤ 210.1 (baseline 191 + 10%) — 200 bytes",
                "fail 10,000, deep-links: compiled table's bytes per route ≤ 210.1 (baseline 191 + 10%) — 215 bytes",
            ])
        #expect(Checks.heapRegressions(sizes, thresholds, allocationsCounted: false).isEmpty)
        #expect(Checks.heapRegressions(sizes, RegressionCheckTests.thresholds, allocationsCounted: true).isEmpty)
    }

    @Test func recordingKeepsWhatWasNotRun() {
        var thresholds = RegressionCheckTests.thresholds
        thresholds.heapBaselines = [
            Thresholds.HeapBaseline(workload: "deep-links", routes: 1_000, retainedBytesPerRoute: 170, compiledRetainedBytesPerRoute: 169),
            Thresholds.HeapBaseline(workload: "deep-links", routes: 10_000, retainedBytesPerRoute: 191, compiledRetainedBytesPerRoute: 190),
        ]
        let sizes = [
            Self.size(nil, 10_000, bytes: 235, compiled: 232), Self.size("deep-links", 10, bytes: 30, compiled: 8),
            Self.size("deep-links", 10_000, bytes: 180.4, compiled: nil),
        ]
        recordHeapBaselines(sizes, into: &thresholds)
        let recorded = (thresholds.heapBaselines ?? []).map {
            "\($0.workload) \($0.routes): \($0.retainedBytesPerRoute), \($0.compiledRetainedBytesPerRoute.map { "\($0)" } ?? "nil")"
        }
        #expect(recorded == ["deep-links 1000: 170.0, 169.0", "deep-links 10000: 180.0, 190.0"])
    }
}
