import Foundation
import Testing

@testable import SwitchyardBenchmarks

/// The regression check against the recorded baseline: times are compared after scaling the baseline by
/// how much slower or faster RoutingKit ran (the same code then and now), so that the shared machine's
/// slow days are not read as regressions and its fast days do not hide one.
@Suite("Regression check")
struct RegressionCheckTests {
    static let thresholds = Thresholds(
        comment: nil,
        targets: Thresholds.Targets(
            maxNanosecondsPerMatch: 250, maxRatio100kTo10: 1.3, minSpeedupOverRoutingKitAt10k: 4,
            minSpeedupOverHummingbirdAt10k: 10, maxRatioToLinearScanAt10: 1, maxAllocationsPerHitUpTo2Parameters: 1,
            maxAllocationsPerMiss: 0, maxBuildMillisecondsAt10k: 5, maxBytesPerRouteAt10k: 100),
        tolerances: Thresholds.Tolerances(timePercent: 30, memoryPercent: 10, allocations: 0.01),
        baseline: [
            Thresholds.Baseline(
                routes: 10, nsPerMatch: 200, allocationsPerHit: 1, maxAllocationsPerHitUpTo2: 1, allocationsPerMiss: 0,
                buildMilliseconds: 0.5, retainedBytesPerRoute: 600, routingKitNsPerMatch: 1_000,
                routingKitBuildMilliseconds: 0.4),
            Thresholds.Baseline(
                routes: 100, nsPerMatch: 200, allocationsPerHit: 1, maxAllocationsPerHitUpTo2: 1, allocationsPerMiss: 0,
                buildMilliseconds: 20, retainedBytesPerRoute: 600, routingKitNsPerMatch: nil,
                routingKitBuildMilliseconds: nil),
        ],
        baselineRecorded: "2026-11-23T00:00:00Z")

    static func router(_ name: String, ns: Double, build: Double?) -> RouterResult {
        RouterResult(
            router: name, nsPerMatch: ns, nsMin: ns, nsMax: ns, urlsTimed: 4_096, allocationsPerHit: 1,
            maxAllocationsPerHitUpTo2: 1, allocationsPerMiss: 0, maxAllocationsPerMiss: 0, buildMilliseconds: build,
            buildSamples: build == nil ? nil : 21, retainedBytesPerRoute: 600)
    }

    static func size(_ routes: Int, switchyard: Double, build: Double, routingKit: (ns: Double, build: Double)?) -> SizeResult {
        var routers = [router("switchyard", ns: switchyard, build: build)]
        if let routingKit { routers.append(router("routingkit", ns: routingKit.ns, build: routingKit.build)) }
        return SizeResult(
            routes: routes, urls: 4_096, hits: 2_867, misses: 1_229, withQuery: 2_048, routeKinds: [:],
            trieBytesPerRoute: 150, routers: routers)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var size: SizeResult
        var expected: [String]
        var testDescription: String { expected.first ?? "" }
    }

    @Test(arguments: [
        // RoutingKit 30 % slower: the machine is, and so may Switchyard be.
        Case(
            size: size(10, switchyard: 250, build: 0.6, routingKit: (1_300, 0.52)),
            expected: [
                "pass 10: ns per match ≤ 338 ns (baseline 200 ns, machine × 1.30: RoutingKit 1,300 / 1,000 ns, + 30%) — 250 ns",
                "pass 10: build ≤ 0.845 ms (baseline 0.500 ms, machine × 1.30: RoutingKit 0.520 / 0.400 ms, + 30%) — 0.600 ms",
            ]),
        // The same machine factor, and Switchyard slower beyond it.
        Case(
            size: size(10, switchyard: 350, build: 0.9, routingKit: (1_300, 0.52)),
            expected: [
                "fail 10: ns per match ≤ 338 ns (baseline 200 ns, machine × 1.30: RoutingKit 1,300 / 1,000 ns, + 30%) — 350 ns",
                "fail 10: build ≤ 0.845 ms (baseline 0.500 ms, machine × 1.30: RoutingKit 0.520 / 0.400 ms, + 30%) — 0.900 ms",
            ]),
        // A faster machine: a Switchyard time within the baseline's own +30 % is still a regression.
        Case(
            size: size(10, switchyard: 240, build: 0.5, routingKit: (800, 0.32)),
            expected: [
                "fail 10: ns per match ≤ 208 ns (baseline 200 ns, machine × 0.80: RoutingKit 800 / 1,000 ns, + 30%) — 240 ns",
                "pass 10: build ≤ 0.520 ms (baseline 0.500 ms, machine × 0.80: RoutingKit 0.320 / 0.400 ms, + 30%) — 0.500 ms",
            ]),
        // RoutingKit not run: an absolute time is never checked (issue #65).
        Case(
            size: size(10, switchyard: 255, build: 0.7, routingKit: nil),
            expected: [
                "n/a 10: ns per match (baseline 200 ns + 30%, scaled by RoutingKit's) — 255 ns; needs RoutingKit in this run and in the baseline",
                "n/a 10: build (baseline 0.500 ms + 30%, scaled by RoutingKit's) — 0.700 ms; needs RoutingKit in this run and in the baseline",
            ]),
        // A baseline recorded without RoutingKit: nothing to scale it by, whatever this run has.
        Case(
            size: size(100, switchyard: 300, build: 25, routingKit: (2_000, 40)),
            expected: [
                "n/a 100: ns per match (baseline 200 ns + 30%, scaled by RoutingKit's) — 300 ns; needs RoutingKit in this run and in the baseline",
                "n/a 100: build (baseline 20.00 ms + 30%, scaled by RoutingKit's) — 25.00 ms; needs RoutingKit in this run and in the baseline",
            ]),
    ])
    func timeLimitsFollowTheMachine(_ example: Case) {
        let checks = Checks.regressions([example.size], Self.thresholds, allocationsCounted: false)
        #expect(checks.map { "\($0.status) \($0.target) — \($0.detail)" } == example.expected)
    }

    @Test func allocationsAndBytesAreComparedAsTheyAre() {
        // A machine twice as slow loosens the time limits but never the allocation or byte limits.
        var size = Self.size(10, switchyard: 300, build: 0.6, routingKit: (2_000, 0.8))
        size.routers[0].allocationsPerHit = 1.5
        size.routers[0].maxAllocationsPerHitUpTo2 = 2
        size.routers[0].retainedBytesPerRoute = 700
        let checks = Checks.regressions([size], Self.thresholds, allocationsCounted: true)
        #expect(checks.map(\.status) == ["pass", "pass", "fail", "pass", "n/a"])
        #expect(checks[2].target == "10: allocations per hit ≤ 1.01, max ≤ 1 (baseline)")
        #expect(checks[4].target == "10: bytes per route (baseline 600)")
    }

    @Test func heapPerRouteIsComparedFromAThousandRoutes() {
        var thresholds = Self.thresholds
        thresholds.baseline.append(
            Thresholds.Baseline(
                routes: 1_000, nsPerMatch: 200, allocationsPerHit: 1, maxAllocationsPerHitUpTo2: 1, allocationsPerMiss: 0,
                buildMilliseconds: 0.5, retainedBytesPerRoute: 600, routingKitNsPerMatch: 1_000,
                routingKitBuildMilliseconds: 0.4))
        var sizes = [10, 1_000].map { Self.size($0, switchyard: 200, build: 0.5, routingKit: (1_000, 0.4)) }
        for index in sizes.indices { sizes[index].routers[0].retainedBytesPerRoute = 700 }
        let bytes = Checks.regressions(sizes, thresholds, allocationsCounted: true).filter { $0.target.contains("bytes per route") }
        #expect(
            bytes.map { "\($0.status) \($0.target)" } == [
                "n/a 10: bytes per route (baseline 600)", "fail 1,000: bytes per route ≤ 660 (baseline 600 + 10%)",
            ])
    }

    @Test func aBaselineWithoutRoutingKitFiguresStillDecodes() throws {
        let json = """
            {"baseline": [{"routes": 10, "nsPerMatch": 192, "allocationsPerHit": 1, "maxAllocationsPerHitUpTo2": 1,
              "allocationsPerMiss": 0, "buildMilliseconds": 0.02, "retainedBytesPerRoute": 1702}],
             "targets": {"maxNanosecondsPerMatch": 250, "maxRatio100kTo10": 1.3, "minSpeedupOverRoutingKitAt10k": 4,
              "minSpeedupOverHummingbirdAt10k": 10, "maxRatioToLinearScanAt10": 1,
              "maxAllocationsPerHitUpTo2Parameters": 1, "maxAllocationsPerMiss": 0, "maxBuildMillisecondsAt10k": 5,
              "maxBytesPerRouteAt10k": 100},
             "tolerances": {"timePercent": 30, "memoryPercent": 10, "allocations": 0.01}}
            """
        let decoded = try JSONDecoder().decode(Thresholds.self, from: Data(json.utf8))
        #expect(decoded.baseline.count == 1)
        #expect(decoded.baseline[0].routingKitNsPerMatch == nil)
        #expect(decoded.baseline[0].routingKitBuildMilliseconds == nil)
    }

    @Test func theRecordedThresholdsFileHasRoutingKitFiguresForEverySize() throws {
        // The file the harness reads by default: every baseline size carries the machine yardstick.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("thresholds.json")
        let decoded = try JSONDecoder().decode(Thresholds.self, from: Data(contentsOf: url))
        #expect(decoded.baseline.map(\.routes) == [10, 100, 1_000, 10_000, 100_000])
        for base in decoded.baseline {
            #expect((base.routingKitNsPerMatch ?? 0) > base.nsPerMatch, "routes \(base.routes)")
            #expect((base.routingKitBuildMilliseconds ?? 0) > 0, "routes \(base.routes)")
        }
    }
}
