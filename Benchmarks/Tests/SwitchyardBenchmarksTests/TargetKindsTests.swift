import Testing

@testable import SwitchyardBenchmarks

/// Issue #65: `--check` enforces ratios of times measured in the same run (with room for noise), counts and bytes;
/// absolute times and the targets out of reach on this machine are goals, reported and never failing a run.
@Suite("Checks and goals")
struct TargetKindsTests {
    static let thresholds = RegressionCheckTests.thresholds

    static func checks(speedup: Double) -> [TargetCheck] {
        let size = RegressionCheckTests.size(10_000, switchyard: 500, build: 20, routingKit: (500 * speedup, 25))
        return Checks.targets([size], thresholds.targets, thresholds.tolerances, allocationsCounted: true)
    }

    @Test func absoluteTimesAreGoalsThatNeverFailARun() {
        // 500 ns per match and a 20 ms build: far from the absolute targets, fine against RoutingKit in the same run.
        let size = RegressionCheckTests.size(10_000, switchyard: 500, build: 20, routingKit: (2_100, 25))
        let goals = Checks.goals([size], Self.thresholds.targets, allocationsCounted: true)
        #expect(goals.allSatisfy { ["met", "not met", "n/a"].contains($0.status) })
        #expect(
            goals.map { "\($0.status) \($0.target)" } == [
                "not met ≤ 250 ns per match at every N (an absolute time)",
                "n/a 100,000 routes within 1.3× of 10 routes",
                "n/a never slower than the linear scan at 10 routes",
                "not met building 10,000 routes ≤ 5 ms (an absolute time)",
                "not met ≤ 100 bytes retained per route at 10,000 routes",
            ])
        let checks = Checks.targets([size], Self.thresholds.targets, Self.thresholds.tolerances, allocationsCounted: true)
        #expect(!checks.contains { $0.target.contains("ns per match at every N") || $0.target.contains("≤ 5 ms") })
        #expect(!checks.contains { $0.status == "fail" })
    }

    @Test func aSpeedupIsCheckedWithRoomForNoise() {
        let target = "≥ 4× faster than RoutingKit at 10,000 routes (checked at ≥ 3.20×, 25 % for noise)"
        // The goal is 4×; a run reading 3.5× is within the room, 3.1× is not.
        #expect(Self.checks(speedup: 3.5).first { $0.target == target }?.status == "pass")
        #expect(Self.checks(speedup: 3.1).first { $0.target == target }?.status == "fail")
        #expect(Self.checks(speedup: 3.1).first { $0.target == target }?.detail == "1,550 / 500 ns = 3.10×")
    }

    @Test func theRoomComesFromTheTolerances() {
        var tolerances = Self.thresholds.tolerances
        #expect(Checks.ratioRoom(tolerances) == 1.25)
        tolerances.ratioPercent = 50
        #expect(Checks.ratioRoom(tolerances) == 1.5)
    }
}
