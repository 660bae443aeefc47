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
    /// "pass", "fail" or "n/a" (a size it needs was not run).
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
    var regressions: [TargetCheck]
}

// MARK: - Thresholds file

/// `thresholds.json`: the issue's targets, and a recorded baseline that a later run must not regress from.
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
    static func targets(_ sizes: [SizeResult], _ t: Thresholds.Targets, allocationsCounted: Bool) -> [TargetCheck] {
        func at(_ n: Int) -> SizeResult? { sizes.first { $0.routes == n } }
        func sy(_ n: Int) -> RouterResult? { at(n)?.result("switchyard") }
        var checks: [TargetCheck] = []
        func add(_ target: String, _ ok: Bool?, _ detail: String) {
            checks.append(TargetCheck(target: target, status: ok.map { $0 ? "pass" : "fail" } ?? "n/a", detail: detail))
        }

        let perN = sizes.compactMap { size in size.result("switchyard").map { (size.routes, $0.nsPerMatch) } }
        add(
            "≤ \(fmt(t.maxNanosecondsPerMatch)) ns per match at every N",
            perN.isEmpty ? nil : perN.allSatisfy { $0.1 <= t.maxNanosecondsPerMatch },
            perN.map { "\(count($0.0)): \(fmt($0.1)) ns" }.joined(separator: ", "))

        if let small = sy(10), let large = sy(100_000) {
            let ratio = large.nsPerMatch / small.nsPerMatch
            add(
                "100,000 routes within \(fmt(t.maxRatio100kTo10))× of 10 routes", ratio <= t.maxRatio100kTo10,
                "\(fmt(large.nsPerMatch)) / \(fmt(small.nsPerMatch)) ns = \(fmt(ratio, 2))×")
        } else {
            add("100,000 routes within \(fmt(t.maxRatio100kTo10))× of 10 routes", nil, "needs N = 10 and 100,000")
        }

        for (peer, label, minimum) in [
            ("routingkit", "RoutingKit", t.minSpeedupOverRoutingKitAt10k),
            ("hummingbird", "Hummingbird", t.minSpeedupOverHummingbirdAt10k),
        ] {
            if let mine = sy(10_000), let theirs = at(10_000)?.result(peer) {
                let speedup = theirs.nsPerMatch / mine.nsPerMatch
                add(
                    "≥ \(fmt(minimum))× faster than \(label) at 10,000 routes", speedup >= minimum,
                    "\(fmt(theirs.nsPerMatch)) / \(fmt(mine.nsPerMatch)) ns = \(fmt(speedup, 2))×")
            } else {
                add("≥ \(fmt(minimum))× faster than \(label) at 10,000 routes", nil, "needs N = 10,000 with \(label)")
            }
        }

        if let mine = sy(10), let linear = at(10)?.result("linear-scan") {
            let ratio = mine.nsPerMatch / linear.nsPerMatch
            add(
                "never slower than the linear scan at 10 routes", ratio <= t.maxRatioToLinearScanAt10,
                "\(fmt(mine.nsPerMatch)) vs \(fmt(linear.nsPerMatch)) ns (\(fmt(ratio, 2))× the scan's time)")
        } else {
            add("never slower than the linear scan at 10 routes", nil, "needs N = 10 with the linear scan")
        }

        let hitMax = sizes.compactMap { size in
            size.result("switchyard").map { (size.routes, $0.maxAllocationsPerHitUpTo2, $0.allocationsPerHit) }
        }
        add(
            "≤ \(t.maxAllocationsPerHitUpTo2Parameters) allocation per hit with up to 2 captured parameters",
            allocationsCounted && !hitMax.isEmpty ? hitMax.allSatisfy { $0.1 <= t.maxAllocationsPerHitUpTo2Parameters } : nil,
            allocationsCounted
                ? hitMax.map { "\(count($0.0)): max \($0.1), mean \(fmt($0.2, 2))" }.joined(separator: ", ")
                : "allocations not counted on this platform")
        let missMax = sizes.compactMap { size in
            size.result("switchyard").map { (size.routes, $0.maxAllocationsPerMiss, $0.allocationsPerMiss) }
        }
        add(
            t.maxAllocationsPerMiss == 0 ? "no allocation per miss" : "≤ \(t.maxAllocationsPerMiss) allocations per miss",
            allocationsCounted && !missMax.isEmpty ? missMax.allSatisfy { $0.1 <= t.maxAllocationsPerMiss } : nil,
            allocationsCounted
                ? missMax.map { "\(count($0.0)): max \($0.1), mean \(fmt($0.2, 2))" }.joined(separator: ", ")
                : "allocations not counted on this platform")

        if let mine = sy(10_000), let build = mine.buildMilliseconds {
            add(
                "building 10,000 routes ≤ \(fmt(t.maxBuildMillisecondsAt10k)) ms", build <= t.maxBuildMillisecondsAt10k,
                "\(fmt(build, 2)) ms")
        } else {
            add("building 10,000 routes ≤ \(fmt(t.maxBuildMillisecondsAt10k)) ms", nil, "needs N = 10,000")
        }
        if let mine = sy(10_000), let bytes = mine.retainedBytesPerRoute {
            add(
                "≤ \(fmt(t.maxBytesPerRouteAt10k)) bytes retained per route at 10,000 routes",
                allocationsCounted ? bytes <= t.maxBytesPerRouteAt10k : nil,
                allocationsCounted
                    ? "\(fmt(bytes)) bytes per route (trie buffers alone: \(fmt(at(10_000)!.trieBytesPerRoute)))"
                    : "heap not measured on this platform")
        } else {
            add("≤ \(fmt(t.maxBytesPerRouteAt10k)) bytes retained per route at 10,000 routes", nil, "needs N = 10,000")
        }
        return checks + ratioTargets(at(10_000), t, allocationsCounted: allocationsCounted)
    }

    /// Issue #45's targets at 10,000 routes, each a ratio to RoutingKit in the same run: the compiled table's
    /// load and heap, and (item 4's goal) the code-declared build and heap.
    static func ratioTargets(_ size: SizeResult?, _ t: Thresholds.Targets, allocationsCounted: Bool) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        // A build time (ms) or, with `heap`, the heap kept per route (bytes) of `router`, against RoutingKit's.
        func ratio(_ target: String, _ limit: Double?, _ router: String, heap: Bool) {
            guard let limit else { return }
            let target = "\(target) ≤ \(fmt(limit, 2))× RoutingKit's\(heap ? " at 10,000 routes" : " build")"
            let figure: (RouterResult) -> Double? = { heap ? $0.retainedBytesPerRoute : $0.buildMilliseconds }
            guard !heap || allocationsCounted else {
                return checks.append(TargetCheck(target: target, status: "n/a", detail: "heap not measured on this platform"))
            }
            guard let mine = size?.result(router).flatMap(figure), let other = size?.result("routingkit").flatMap(figure) else {
                return checks.append(TargetCheck(target: target, status: "n/a", detail: "needs N = 10,000 with \(router) and RoutingKit"))
            }
            let detail = heap ? "\(fmt(mine)) / \(fmt(other)) bytes" : "\(fmt(mine, 3)) / \(fmt(other, 2)) ms"
            let status = mine <= limit * other ? "pass" : "fail"
            checks.append(TargetCheck(target: target, status: status, detail: "\(detail) = \(fmt(mine / other, 3))×"))
        }
        ratio("loading 10,000 compiled routes", t.maxCompiledLoadToRoutingKitBuildAt10k, "switchyard-compiled", heap: false)
        ratio("compiled table's heap per route", t.maxCompiledBytesToRoutingKitAt10k, "switchyard-compiled", heap: true)
        ratio("building 10,000 routes from strings", t.maxBuildToRoutingKitBuildAt10k, "switchyard", heap: false)
        ratio("built table's heap per route", t.maxBytesToRoutingKitAt10k, "switchyard", heap: true)
        return checks
    }

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
    /// code tens of percent slower on some days, and RoutingKit shows by how much. Allocations and bytes
    /// do not depend on the machine and are compared as they are.
    static func regressions(_ sizes: [SizeResult], _ thresholds: Thresholds, allocationsCounted: Bool) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let tol = thresholds.tolerances
        for base in thresholds.baseline {
            guard let size = sizes.first(where: { $0.routes == base.routes }), let mine = size.result("switchyard") else { continue }
            let peer = size.result("routingkit")
            let n = count(base.routes)
            func limit(_ value: Double, _ percent: Double) -> Double { value * (1 + percent / 100) }
            /// The time check: the baseline scaled by the machine factor when there is one, plus the tolerance.
            func timeCheck(_ what: String, mine: Double, base: Double, now: Double?, then: Double?, unit: String) -> TargetCheck {
                let digits = digits(base, unit: unit)
                let machine = machineFactor(now: now, then: then, unit: unit)
                let allowed = limit(base * (machine?.factor ?? 1), tol.timePercent)
                let basis =
                    machine.map { "baseline \(fmt(base, digits)) \(unit), \($0.text), + \(fmt(tol.timePercent))%" }
                    ?? "baseline \(fmt(base, digits)) \(unit) + \(fmt(tol.timePercent))%"
                return TargetCheck(
                    target: "\(n): \(what) ≤ \(fmt(allowed, digits)) \(unit) (\(basis))",
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
