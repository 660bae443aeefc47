// The other workloads' guard: Switchyard's heap per route on the deep links, built and loaded from the compiled
// image, against the figures recorded with `--update-baseline` (`heapBaselines` in thresholds.json). Time on
// that workload is reported, not checked: the modules workload's baseline already follows the machine's speed.
import Workload

extension Checks {
    /// Heap per route on each workload and size that `heapBaselines` records, within the memory tolerance.
    static func heapRegressions(_ sizes: [SizeResult], _ thresholds: Thresholds, allocationsCounted: Bool) -> [TargetCheck] {
        guard allocationsCounted else { return [] }
        let percent = thresholds.tolerances.memoryPercent
        var checks: [TargetCheck] = []
        for base in thresholds.heapBaselines ?? [] {
            guard let size = sizes.first(where: { $0.workload == base.workload && $0.routes == base.routes }) else { continue }
            for (router, recorded, what) in [
                ("switchyard", base.retainedBytesPerRoute, "bytes per route"),
                ("switchyard-compiled", base.compiledRetainedBytesPerRoute, "compiled table's bytes per route"),
            ] {
                guard let recorded, let bytes = size.result(router)?.retainedBytesPerRoute else { continue }
                let limit = recorded * (1 + percent / 100)
                checks.append(
                    TargetCheck(
                        target:
                            "\(count(base.routes)), \(base.workload): \(what) ≤ \(fmt(limit)) (baseline \(fmt(recorded)) + \(fmt(percent))%)",
                        status: bytes <= limit ? "pass" : "fail", detail: "\(fmt(bytes)) bytes"))
            }
        }
        return checks
    }
}

/// Records this run's heap per route on the other workloads, from 1,000 routes up (below that a route's share
/// of what glibc keeps aside moves the figure), keeping the recorded figures of sizes and routers not run.
func recordHeapBaselines(_ sizes: [SizeResult], into thresholds: inout Thresholds) {
    let measured = sizes.filter { $0.workload != nil && $0.routes >= 1_000 && $0.result("switchyard")?.retainedBytesPerRoute != nil }
    var kept = (thresholds.heapBaselines ?? []).filter { base in
        !measured.contains { $0.workload == base.workload && $0.routes == base.routes }
    }
    for size in measured {
        guard let workload = size.workload, let bytes = size.result("switchyard")?.retainedBytesPerRoute else { continue }
        let before = thresholds.heapBaselines?.first { $0.workload == workload && $0.routes == size.routes }
        kept.append(
            Thresholds.HeapBaseline(
                workload: workload, routes: size.routes, retainedBytesPerRoute: bytes.rounded(),
                compiledRetainedBytesPerRoute: size.result("switchyard-compiled")?.retainedBytesPerRoute.map { $0.rounded() }
                    ?? before?.compiledRetainedBytesPerRoute))
    }
    thresholds.heapBaselines = kept.isEmpty ? nil : kept.sorted { ($0.workload, $0.routes) < ($1.workload, $1.routes) }
}
