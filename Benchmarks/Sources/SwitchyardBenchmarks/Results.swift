import Foundation

/// What one router did at one table size.
struct RouterResult: Codable {
    var router: String
    /// Median over the repetitions of (pass time / matches in the pass).
    var nsPerMatch: Double
    /// Fastest and slowest repetition, to show the noise.
    var nsMin: Double
    var nsMax: Double
    /// URLs in each timed pass (all of them, or a prefix when a pass over all would be too slow).
    var urlsTimed: Int
    var allocationsPerHit: Double
    /// The most allocations any hit with at most 2 captured parameters (wildcard included) made.
    var maxAllocationsPerHitUpTo2: UInt64
    var allocationsPerMiss: Double
    var maxAllocationsPerMiss: UInt64
    /// Median build time of N routes from their pattern strings, in milliseconds; nil when not built
    /// separately (the reading variant shares Switchyard's table).
    var buildMilliseconds: Double?
    var buildSamples: Int?
    /// Heap kept by the built router (pattern strings included), per route.
    var retainedBytesPerRoute: Double?
}

struct SizeResult: Codable {
    /// The workload's shape (`deep-links`); `nil` for the modules workload, which earlier runs recorded alone.
    var workload: String? = nil
    var routes: Int
    var urls: Int
    var hits: Int
    var misses: Int
    var withQuery: Int
    var routeKinds: [String: Int]
    /// Switchyard's `trieByteCount` per route (the trie buffers alone).
    var trieBytesPerRoute: Double
    var routers: [RouterResult]

    func result(_ router: String) -> RouterResult? { routers.first { $0.router == router } }
}

struct TargetCheck: Codable {
    var target: String
    /// A check: "pass", "fail" or "n/a" (a size or router it needs was not run). A goal (``Checks/goals(_:_:allocationsCounted:)``):
    /// "met", "not met" or "n/a"; a goal never fails a run.
    var status: String
    var detail: String
}

struct RunResult: Codable {
    var date: String
    var host: String
    var seed: UInt64
    var repetitions: Int
    var allocationsCounted: Bool
    var sizes: [SizeResult]
    var targets: [TargetCheck]
    /// The targets that are reported and never fail a run (absolute times, and ratios out of reach on this machine).
    var goals: [TargetCheck]? = nil
    var regressions: [TargetCheck]
}

// MARK: - Thresholds file

/// `thresholds.json`: the targets, and a recorded baseline that a later run must not regress from.
struct Thresholds: Codable {
    struct Targets: Codable {
        var maxNanosecondsPerMatch: Double
        var maxRatio100kTo10: Double
        var minSpeedupOverRoutingKitAt10k: Double
        var minSpeedupOverHummingbirdAt10k: Double
        var maxRatioToLinearScanAt10: Double
        var maxAllocationsPerHitUpTo2Parameters: UInt64
        var maxAllocationsPerMiss: UInt64
        var maxBuildMillisecondsAt10k: Double
        var maxBytesPerRouteAt10k: Double
        /// Issue #45: loading the compiled table of 10,000 routes (`switchyard-compiled`'s "build") at most
        /// this fraction of RoutingKit's build of the same routes in the same run (a ratio, so that a slower
        /// machine slows both). `nil`: not checked.
        var maxCompiledLoadToRoutingKitBuildAt10k: Double? = nil
        /// Issue #45: the loaded table's heap per route at most this multiple of RoutingKit's at 10,000 routes.
        var maxCompiledBytesToRoutingKitAt10k: Double? = nil
        /// Issue #45 item 4's goal for code-declared routes: building 10,000 routes from their strings at most
        /// this multiple of RoutingKit's build, and the built table's heap per route at most this multiple of
        /// RoutingKit's, in the same run. `nil`: not checked.
        var maxBuildToRoutingKitBuildAt10k: Double? = nil
        var maxBytesToRoutingKitAt10k: Double? = nil
    }

    struct Tolerances: Codable {
        /// Allowed growth of ns per match and build time over the baseline, in percent.
        var timePercent: Double
        /// Allowed growth of retained bytes per route, in percent.
        var memoryPercent: Double
        /// Allowed growth of allocations per match (absolute; allocation counts are deterministic).
        var allocations: Double
        /// The room a target that is a ratio of two times measured in the same run gets for noise, in percent:
        /// `≥ 4×` is checked as `≥ 4 ÷ 1.25`, `≤ 0.10×` as `≤ 0.10 × 1.25` (issue #65). `nil`: 25.
        var ratioPercent: Double? = nil
    }

    struct Baseline: Codable {
        var routes: Int
        var nsPerMatch: Double
        var allocationsPerHit: Double
        var maxAllocationsPerHitUpTo2: UInt64
        var allocationsPerMiss: Double
        var buildMilliseconds: Double
        var retainedBytesPerRoute: Double
        /// RoutingKit's ns per match and build time in the same run: the yardstick of the machine's speed
        /// then. `nil` in a baseline recorded without RoutingKit.
        var routingKitNsPerMatch: Double?
        var routingKitBuildMilliseconds: Double?
        /// `switchyard-compiled`'s load time and heap per route; `nil` in a baseline recorded without it.
        var compiledLoadMilliseconds: Double? = nil
        var compiledRetainedBytesPerRoute: Double? = nil
    }

    /// Heap per route on a workload other than the modules one (`deep-links`), from 1,000 routes up: bytes do
    /// not depend on the machine, so these are checked as they are (HeapBaselines.swift).
    struct HeapBaseline: Codable {
        var workload: String
        var routes: Int
        var retainedBytesPerRoute: Double
        var compiledRetainedBytesPerRoute: Double?
    }

    var comment: String?
    var targets: Targets
    var tolerances: Tolerances
    /// Switchyard's figures when the baseline was recorded (`--update-baseline`), one per table size.
    var baseline: [Baseline]
    var baselineRecorded: String?
    /// The other workloads' heap per route when the baseline was recorded; `nil` in files from before them.
    var heapBaselines: [HeapBaseline]? = nil
}

// MARK: - Checks

enum Checks {
    /// The fewest routes whose heap per route the baseline check compares. Below, heap per route is not steady: a
    /// table of 10 routes is about 1.8 KB, and whether one chunk of glibc's per-thread cache is counted as in use
    /// (it depends on the process's hash seed) moved it from 182 to 379–456 bytes a route in a third of the runs
    /// (issue #65: a check that holds). The figures are still printed.
    static let steadyHeapRoutes = 1_000

    /// How much slower this run's machine is than the baseline's, measured by RoutingKit (the same code in
    /// both runs): its time now ÷ its time then, and the text that says so. `nil` when either run lacks
    /// RoutingKit's figure; the limit is then the baseline's own.
    static func machineFactor(now: Double?, then: Double?, unit: String) -> (factor: Double, text: String)? {
        guard let now, let then, now > 0, then > 0 else { return nil }
        let digits = digits(then, unit: unit)
        return (now / then, "machine × \(fmt(now / then, 2)): RoutingKit \(fmt(now, digits)) / \(fmt(then, digits)) \(unit)")
    }

    /// Decimals shown for a time: ns whole (tenths below 1,000), ms with 2, or 3 below 1 ms.
    static func digits(_ value: Double, unit: String) -> Int { unit == "ms" ? (value < 1 ? 3 : 2) : 1 }

    /// Switchyard's figures against the baseline. Times are compared after scaling the baseline by the
    /// machine factor (``machineFactor(now:then:unit:)``): the shared development machine runs identical
    /// code tens of percent slower on some days, and RoutingKit shows by how much. So a time check is a ratio
    /// to RoutingKit measured in the same run, against that ratio in the baseline's run. Allocations and bytes
    /// do not depend on the machine and are compared as they are.
    static func regressions(_ sizes: [SizeResult], _ thresholds: Thresholds, allocationsCounted: Bool) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let tol = thresholds.tolerances
        for base in thresholds.baseline {
            guard let size = sizes.first(where: { $0.routes == base.routes }), let mine = size.result("switchyard") else { continue }
            let peer = size.result("routingkit")
            let n = count(base.routes)
            func limit(_ value: Double, _ percent: Double) -> Double { value * (1 + percent / 100) }
            /// The time check: the baseline scaled by the machine factor, plus the tolerance. Without RoutingKit's figure in
            /// this run or in the baseline there is no factor, and an absolute time is never checked (issue #65): n/a.
            func timeCheck(_ what: String, mine: Double, base: Double, now: Double?, then: Double?, unit: String) -> TargetCheck {
                let digits = digits(base, unit: unit)
                guard let machine = machineFactor(now: now, then: then, unit: unit) else {
                    return TargetCheck(
                        target: "\(n): \(what) (baseline \(fmt(base, digits)) \(unit) + \(fmt(tol.timePercent))%, scaled by RoutingKit's)",
                        status: "n/a", detail: "\(fmt(mine, digits)) \(unit); needs RoutingKit in this run and in the baseline")
                }
                let allowed = limit(base * machine.factor, tol.timePercent)
                return TargetCheck(
                    target:
                        "\(n): \(what) ≤ \(fmt(allowed, digits)) \(unit) (baseline \(fmt(base, digits)) \(unit), \(machine.text), + \(fmt(tol.timePercent))%)",
                    status: mine <= allowed ? "pass" : "fail", detail: "\(fmt(mine, digits)) \(unit)")
            }
            checks.append(
                timeCheck(
                    "ns per match", mine: mine.nsPerMatch, base: base.nsPerMatch, now: peer?.nsPerMatch,
                    then: base.routingKitNsPerMatch, unit: "ns"))
            if let build = mine.buildMilliseconds {
                checks.append(
                    timeCheck(
                        "build", mine: build, base: base.buildMilliseconds, now: peer?.buildMilliseconds,
                        then: base.routingKitBuildMilliseconds, unit: "ms"))
            }
            let compiled = size.result("switchyard-compiled")
            if let load = compiled?.buildMilliseconds, let baseLoad = base.compiledLoadMilliseconds {
                checks.append(
                    timeCheck(
                        "compiled load", mine: load, base: baseLoad, now: peer?.buildMilliseconds,
                        then: base.routingKitBuildMilliseconds, unit: "ms"))
            }
            guard allocationsCounted else { continue }
            checks.append(
                TargetCheck(
                    target:
                        "\(n): allocations per hit ≤ \(fmt(base.allocationsPerHit + tol.allocations, 2)), max ≤ \(base.maxAllocationsPerHitUpTo2) (baseline)",
                    status: mine.allocationsPerHit <= base.allocationsPerHit + tol.allocations
                        && mine.maxAllocationsPerHitUpTo2 <= base.maxAllocationsPerHitUpTo2 ? "pass" : "fail",
                    detail: "mean \(fmt(mine.allocationsPerHit, 2)), max \(mine.maxAllocationsPerHitUpTo2)"))
            checks.append(
                TargetCheck(
                    target: "\(n): allocations per miss ≤ \(fmt(base.allocationsPerMiss + tol.allocations, 2)) (baseline)",
                    status: mine.allocationsPerMiss <= base.allocationsPerMiss + tol.allocations ? "pass" : "fail",
                    detail: "mean \(fmt(mine.allocationsPerMiss, 2))"))
            guard base.routes >= steadyHeapRoutes else {
                checks.append(
                    TargetCheck(
                        target: "\(n): bytes per route (baseline \(fmt(base.retainedBytesPerRoute)))", status: "n/a",
                        detail: "checked from \(count(steadyHeapRoutes)) routes up: below, one chunk of glibc's kept or reused decides it"))
                continue
            }
            if let bytes = mine.retainedBytesPerRoute {
                let bytesLimit = limit(base.retainedBytesPerRoute, tol.memoryPercent)
                checks.append(
                    TargetCheck(
                        target:
                            "\(n): bytes per route ≤ \(fmt(bytesLimit)) (baseline \(fmt(base.retainedBytesPerRoute)) + \(fmt(tol.memoryPercent))%)",
                        status: bytes <= bytesLimit ? "pass" : "fail", detail: "\(fmt(bytes)) bytes"))
            }
            if let bytes = compiled?.retainedBytesPerRoute, let baseBytes = base.compiledRetainedBytesPerRoute {
                let bytesLimit = limit(baseBytes, tol.memoryPercent)
                checks.append(
                    TargetCheck(
                        target:
                            "\(n): compiled table's bytes per route ≤ \(fmt(bytesLimit)) (baseline \(fmt(baseBytes)) + \(fmt(tol.memoryPercent))%)",
                        status: bytes <= bytesLimit ? "pass" : "fail", detail: "\(fmt(bytes)) bytes"))
            }
        }
        return checks
    }
}

// MARK: - Formatting

func fmt(_ value: Double, _ digits: Int = 1) -> String {
    guard value.isFinite else { return "—" }
    if value == value.rounded(), abs(value) < 1e15, digits == 1 { return count(Int(value)) }
    if digits == 1, value >= 1000 { return count(Int(value.rounded())) }
    return String(format: "%.\(digits)f", value)
}

func count(_ value: Int) -> String {
    let digits = String(abs(value))
    var result = ""
    for (k, character) in digits.enumerated() {
        if k > 0, (digits.count - k) % 3 == 0 { result += "," }
        result.append(character)
    }
    return value < 0 ? "-" + result : result
}

/// A table rendered as aligned text or as Markdown.
struct Table {
    var title: String
    var header: [String]
    var rows: [[String]]
    /// Columns aligned left (the rest align right).
    var leftColumns: Set<Int> = [0]

    var text: String {
        var widths = header.map(\.count)
        for row in rows { for (k, cell) in row.enumerated() { widths[k] = max(widths[k], cell.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { k, cell in
                let pad = String(repeating: " ", count: widths[k] - cell.count)
                return leftColumns.contains(k) ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        var out = title + "\n" + line(header) + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        for row in rows { out += line(row) + "\n" }
        return out
    }

    var markdown: String {
        var out = "### \(title)\n\n| " + header.joined(separator: " | ") + " |\n|"
        out += header.indices.map { leftColumns.contains($0) ? "---|" : "---:|" }.joined() + "\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }
}
