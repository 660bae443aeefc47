// The side-by-side benchmark: Switchyard, RoutingKit's TrieRouter, Hummingbird's router trie and a linear
// scan on the same generated workloads. See ../../README.md for how to run it and read the output.
import CMallocCounter
import Foundation
import SwitchyardCompiledTableWriter
import SwitchyardCompiledTables
import SwitchyardMatching
import Workload

// `switchyard-compiled`: the same table loaded from its compiled image (ADR 0037); its "build" is the load.
let routerNames = ["switchyard", "switchyard+read", "switchyard-compiled", "routingkit", "hummingbird", "linear-scan"]
let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

struct Options {
    var sizes = [10, 100, 1_000, 10_000, 100_000]
    var repetitions = 15
    var urls = 4096
    var seed = Workload.defaultSeed
    /// The route tables to run, in order; the targets and the baseline are the first shape's (`modules`).
    var workloads: [WorkloadShape] = WorkloadShape.allCases
    var routers = Set(routerNames)
    var check = false
    var updateBaseline = false
    var thresholds = packageDirectory.appendingPathComponent("thresholds.json").path
    var output: String? = packageDirectory.appendingPathComponent("results").path
    /// Milliseconds of work in one timed repetition of one router.
    var repetitionMilliseconds = 10.0
    var profile: String?
    var profileBuild = false
    var profileLoad = false
    var memoryBreakdown = false
    var floor = false
    var profileSeconds = 10.0
    /// CPU time each router's build may take in all, its builds timed in turns with the others'.
    var buildBudgetNanoseconds: UInt64 = 2_000_000_000
    /// Whether glibc may hand freed memory back to the kernel, as by default (`--trim-heap`); see `keepFreedMemory`.
    var trimHeap = false

    static let usage = """
        usage: SwitchyardBenchmarks [options]
          --sizes 10,100,1000,10000,100000   table sizes to run (default: all five)
          --routers a,b,...                  among \(routerNames.joined(separator: ", ")) (default: all)
          --repetitions N                    timed repetitions per router and size (default 15; the median is reported)
          --urls N                           URLs per workload (default 4096: 70 % hits, 30 % misses, half with a query)
          --seed N                           workload seed (default \(Workload.defaultSeed))
          --workloads modules,deep-links     route tables to run (default both): the app modules (the targets and
                                             the baseline are theirs) and 1,000 short deep-link shapes repeated to
                                             N routes; the single-table modes below take the first
          --thresholds PATH                  thresholds file (default Benchmarks/thresholds.json)
          --output DIR | --no-output         where latest.json and latest.md go (default Benchmarks/results)
          --check                            exit 1 when a target or a baseline threshold fails (goals never fail a run)
          --quick                            CI's run: sizes 10,1000 (unless --sizes), 3 repetitions, 0.2 s of builds
                                             per router; everything is measured and reported, nothing is enforced
          --update-baseline                  record this run's Switchyard figures as the baseline in the thresholds file
          --trim-heap                        let glibc give freed memory back to the kernel, as it does by default: a
                                             build then pays page faults or not depending on the router timed before it
                                             (the harness keeps freed memory; see "What the checks hold" in the README)
          --profile ROUTER --sizes N [--seconds S]
                                             only loop ROUTER over the workload for S seconds (for perf / callgrind)
          --profile-build --sizes N [--seconds S]
                                             only build Switchyard's table of N routes over and over (for callgrind:
                                             --toggle-collect='*05buildA10ForProfile*', the mangled name of
                                             buildSwitchyardForProfile)
          --profile-load --sizes N [--seconds S]
                                             only load Switchyard's compiled table of N routes over and over, timing
                                             the text's decoding and the payload's reading apart (ProfileLoad.swift)
          --memory-latency                   only measure the latency of a dependent load per buffer size
          --memory-breakdown [--sizes …]     only measure where the heap a Switchyard table keeps goes
          --floor [--sizes …]                only time the intake scan and one box-sized allocation beside the
                                             match and the linear scan (default 10 routes; see Floor.swift)
        """

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var k = 0
        var quick = false
        func value() -> String {
            k += 1
            guard k < arguments.count else { fail("\(arguments[k - 1]) needs a value\n\(usage)") }
            return arguments[k]
        }
        func number(_ text: String) -> Int {
            guard let n = Int(text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: "")) else {
                fail("not a number: \(text)")
            }
            return n
        }
        while k < arguments.count {
            switch arguments[k] {
            case "--sizes": options.sizes = value().split(separator: ",").map { number(String($0)) }
            case "--routers":
                options.routers = Set(value().split(separator: ",").map(String.init))
                if let unknown = options.routers.first(where: { !routerNames.contains($0) }) { fail("unknown router \(unknown)") }
            case "--repetitions", "--reps": options.repetitions = max(1, number(value()))
            case "--urls": options.urls = max(10, number(value()))
            case "--seed": options.seed = UInt64(number(value()))
            case "--workloads":
                let names = value().split(separator: ",").map(String.init)
                options.workloads = names.map { name in
                    guard let shape = WorkloadShape(rawValue: name) else { fail("unknown workload \(name)") }
                    return shape
                }
                if options.workloads.isEmpty { fail("--workloads needs at least one of modules, deep-links") }
            case "--thresholds": options.thresholds = value()
            case "--output": options.output = value()
            case "--no-output": options.output = nil
            case "--check": options.check = true
            case "--quick": quick = true
            case "--update-baseline": options.updateBaseline = true
            case "--trim-heap": options.trimHeap = true
            case "--repetition-ms": options.repetitionMilliseconds = Double(number(value()))
            case "--profile": options.profile = value()
            case "--profile-build": options.profileBuild = true
            case "--profile-load": options.profileLoad = true
            case "--seconds": options.profileSeconds = Double(number(value()))
            case "--memory-latency": memoryLatency()
            case "--memory-breakdown": options.memoryBreakdown = true
            case "--floor": options.floor = true
            case "-h", "--help": print(usage); exit(0)
            default: fail("unknown option \(arguments[k])\n\(usage)")
            }
            k += 1
        }
        if quick {
            if !arguments.contains("--sizes") { options.sizes = [10, 1_000] }
            options.repetitions = 3
            options.buildBudgetNanoseconds = 200_000_000
        }
        return options
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(("error: " + message + "\n").data(using: .utf8)!)
    exit(1)
}

func log(_ message: String) {
    print(message)
    fflush(nil)
}

func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
}

// MARK: - One table size

struct Built {
    var subjects: [Subject] = []
    var retained: [String: Double] = [:]
    var buildSamples: [String: [Double]] = [:]
    var trieBytesPerRoute = 0.0
}

func build(_ workload: Workload, _ options: Options, timeBuilds: Bool) -> Built {
    var built = Built()
    let n = workload.routes.count
    let switchyardPatterns = workload.routes.map(\.switchyardPattern)
    let peerPatterns = workload.routes.map(\.peerPattern)
    // Each router's builds are timed in turns (issue #65): a round builds with every router once, in a rotating order,
    // so that a build ratio compares times taken under the same load, as the matches' ratios do.
    var timers: [BuildTimer] = []

    func record<T>(_ name: String, _ patterns: [String], _ make: @escaping ([String]) throws -> T) rethrows -> T {
        let measured = try measureBuild(patterns, make)
        built.retained[name] = Double(measured.retainedBytes) / Double(n)
        built.buildSamples[name] = [Double(measured.nanoseconds)]
        if timeBuilds { timers.append(BuildTimer(name: name, spent: measured.nanoseconds) { blackHole(try make(patterns)) }) }
        return measured.value
    }

    if !options.routers.isDisjoint(with: ["switchyard", "switchyard+read", "switchyard-compiled"]) {
        let table: RouteTable<Int>
        do {
            table = try record("switchyard", switchyardPatterns) { try SwitchyardSubject.build(patterns: $0) }
        } catch {
            fail("Switchyard refused the workload's routes: \(error)")
        }
        built.trieBytesPerRoute = Double(table.trieByteCount) / Double(n)
        let subject = SwitchyardSubject(table: table, routes: workload.routes)
        if options.routers.contains("switchyard") { built.subjects.append(Subject("switchyard", subject)) }
        if options.routers.contains("switchyard+read") {
            built.subjects.append(Subject("switchyard+read", SwitchyardReadingSubject(base: subject)))
        }
        if options.routers.contains("switchyard-compiled") {
            // The image as the app's generated source holds it (base64 text), made outside the timing; each
            // timed load decodes the text, checks the image and makes the table.
            let text = table.compiled.text
            let values = Array(0..<n)
            let loaded: RouteTable<Int>
            do {
                loaded = try record("switchyard-compiled", switchyardPatterns) { _ in
                    try RouteTable<Int>(compiled: CompiledRouteTable(text: text), values: values)
                }
            } catch {
                fail("Switchyard refused its own compiled table: \(error)")
            }
            built.subjects.append(Subject("switchyard-compiled", SwitchyardSubject(table: loaded, routes: workload.routes)))
        }
    }
    if options.routers.contains("routingkit") {
        let router = record("routingkit", peerPatterns) { RoutingKitSubject.build(patterns: $0) }
        built.subjects.append(Subject("routingkit", RoutingKitSubject(router: router, routes: workload.routes)))
    }
    if options.routers.contains("hummingbird") {
        let trie = record("hummingbird", peerPatterns) { HummingbirdSubject.build(patterns: $0) }
        built.subjects.append(Subject("hummingbird", HummingbirdSubject(trie: trie, routes: workload.routes)))
    }
    if options.routers.contains("linear-scan") {
        let routes = workload.routes
        let scan = record("linear-scan", switchyardPatterns) { _ in LinearScanSubject(routes: routes) }
        built.subjects.append(Subject("linear-scan", scan))
    }
    for (name, samples) in buildTimesInTurns(timers, budget: options.buildBudgetNanoseconds, maxSamples: 21) {
        built.buildSamples[name, default: []] += samples
    }
    return built
}

/// Every router must give every URL the expected answer (route index, captured values, wildcard segments).
func verify(_ workload: Workload, _ subjects: [Subject]) {
    var failures: [String] = []
    for subject in subjects {
        var wrong = 0
        for (url, expected) in zip(workload.urls, workload.expected) {
            let answer = subject.answer(url)
            if answer != expected {
                wrong += 1
                if wrong <= 5 { failures.append("  \(subject.name): \(url)\n      expected \(expected)\n      got      \(answer)") }
            }
        }
        if wrong > 5 { failures.append("  \(subject.name): … \(wrong) URLs in all") }
    }
    if !failures.isEmpty {
        fail("the routers disagree at \(count(workload.routes.count)) routes; nothing was timed:\n" + failures.joined(separator: "\n"))
    }
}

func runSize(_ n: Int, _ shape: WorkloadShape, _ options: Options) -> SizeResult {
    let started = wallNow()
    let workload = Workload.make(routeCount: n, urlCount: options.urls, seed: options.seed, shape: shape)
    log(
        "== \(count(n)) routes, \(shape.rawValue): \(workload.urls.count) URLs (\(workload.hitCount) hits, \(workload.missCount) misses, "
            + "\(workload.queryCount) with a query), generated in \(fmt(Double(wallNow() - started) / 1e6)) ms; load \(loadAverage())")

    let built = build(workload, options, timeBuilds: true)
    verify(workload, built.subjects)
    log("   every router agrees on all \(workload.urls.count) URLs")

    // Calibrate: one warm-up pass over all URLs; routers too slow for that time a prefix of the list.
    let passBudget = 25_000_000.0
    var plans: [(urls: Int, repeats: Int)] = []
    var samples = [[Double]](repeating: [], count: built.subjects.count)
    workload.urls.withUnsafeBufferPointer { all in
        for subject in built.subjects {
            let warm = subject.pass(all, 1)
            blackHole(warm.checksum)
            let perURL = max(Double(warm.nanoseconds) / Double(all.count), 1)
            var urls = all.count
            if Double(warm.nanoseconds) > passBudget { urls = min(all.count, max(64, Int(passBudget / perURL))) }
            let repeats = max(1, Int((options.repetitionMilliseconds * 1e6 / (perURL * Double(urls))).rounded(.up)))
            plans.append((urls, repeats))
        }
        for repetition in 0..<options.repetitions {
            // Rotate the order so that no router always runs right after the same one.
            for step in 0..<built.subjects.count {
                let k = (step + repetition) % built.subjects.count
                let plan = plans[k]
                let result = built.subjects[k].pass(UnsafeBufferPointer(rebasing: all[0..<plan.urls]), plan.repeats)
                blackHole(result.checksum)
                samples[k].append(Double(result.nanoseconds) / Double(plan.urls * plan.repeats))
            }
        }
    }

    var routers: [RouterResult] = []
    for (k, subject) in built.subjects.enumerated() {
        let urls = plans[k].urls
        let counts = subject.allocations(workload.urls[0..<urls])
        var hitTotal: UInt64 = 0, hits = 0, hitMax: UInt64 = 0, missTotal: UInt64 = 0, misses = 0, missMax: UInt64 = 0
        for (allocations, expected) in zip(counts, workload.expected[0..<urls]) {
            if expected.route != nil {
                hitTotal += allocations
                hits += 1
                if expected.captures.count + (expected.wildcard.isEmpty ? 0 : 1) <= 2 { hitMax = max(hitMax, allocations) }
            } else {
                missTotal += allocations
                misses += 1
                missMax = max(missMax, allocations)
            }
        }
        let buildSamples = built.buildSamples[subject.name]
        routers.append(
            RouterResult(
                router: subject.name, nsPerMatch: median(samples[k]), nsMin: samples[k].min() ?? .nan, nsMax: samples[k].max() ?? .nan,
                urlsTimed: urls,
                allocationsPerHit: Double(hitTotal) / Double(max(hits, 1)), maxAllocationsPerHitUpTo2: hitMax,
                allocationsPerMiss: Double(missTotal) / Double(max(misses, 1)), maxAllocationsPerMiss: missMax,
                buildMilliseconds: buildSamples.map { median($0) / 1e6 }, buildSamples: buildSamples?.count,
                retainedBytesPerRoute: built.retained[subject.name]))
        let r = routers.last!
        var line = "   " + subject.name.padding(toLength: 16, withPad: " ", startingAt: 0) + " " + fmt(r.nsPerMatch) + " ns/match"
        if urls < workload.urls.count { line += " (first \(urls) URLs)" }
        line += ", allocs/hit " + fmt(r.allocationsPerHit, 2) + ", allocs/miss " + fmt(r.allocationsPerMiss, 2)
        if let ms = r.buildMilliseconds { line += ", build " + fmt(ms, 2) + " ms" }
        if let bytes = r.retainedBytesPerRoute { line += ", " + fmt(bytes) + " B/route" }
        log(line)
    }
    var kinds: [String: Int] = [:]
    for route in workload.routes { kinds[route.kind.rawValue, default: 0] += 1 }
    withExtendedLifetime(built) {}
    return SizeResult(
        workload: shape == .modules ? nil : shape.rawValue, routes: n, urls: workload.urls.count, hits: workload.hitCount,
        misses: workload.missCount,
        withQuery: workload.queryCount, routeKinds: kinds, trieBytesPerRoute: built.trieBytesPerRoute, routers: routers)
}

// MARK: - Profile mode

func profile(_ name: String, _ options: Options) -> Never {
    let n = options.sizes.first ?? 10_000
    var profileOptions = options
    profileOptions.routers = [name]
    let workload = Workload.make(routeCount: n, urlCount: options.urls, seed: options.seed, shape: options.workloads[0])
    let built = build(workload, profileOptions, timeBuilds: false)
    guard let subject = built.subjects.first else { fail("unknown router \(name)") }
    verify(workload, built.subjects)
    log("profiling \(name) at \(count(n)) routes for \(fmt(options.profileSeconds)) s…")
    var matches = 0
    var elapsed: UInt64 = 0
    workload.urls.withUnsafeBufferPointer { all in
        while Double(elapsed) < options.profileSeconds * 1e9 {
            let result = subject.pass(all, 10)
            blackHole(result.checksum)
            elapsed += result.nanoseconds
            matches += 10 * all.count
        }
    }
    log("\(fmt(Double(elapsed) / Double(matches))) ns/match over \(count(matches)) matches")
    exit(0)
}

/// Builds Switchyard's table of `--sizes` routes from fresh pattern strings for `--seconds` seconds.
func profileBuild(_ options: Options) -> Never {
    let n = options.sizes.first ?? 10_000
    let workload = Workload.make(routeCount: n, urlCount: options.urls, seed: options.seed, shape: options.workloads[0])
    let patterns = workload.routes.map(\.switchyardPattern)
    log("profiling Switchyard's build of \(count(n)) routes for \(fmt(options.profileSeconds)) s…")
    var builds = 0
    var elapsed: UInt64 = 0
    while Double(elapsed) < options.profileSeconds * 1e9 {
        let start = now()
        do { blackHole(try buildSwitchyardForProfile(patterns)) } catch { fail("Switchyard refused the workload's routes: \(error)") }
        elapsed += now() - start
        builds += 1
    }
    log("\(fmt(Double(elapsed) / Double(builds) / 1e6, 3)) ms per build over \(builds) builds")
    exit(0)
}

/// One build, as its own function so that callgrind can collect it alone.
@inline(never)
func buildSwitchyardForProfile(_ patterns: [String]) throws -> RouteTable<Int> {
    try SwitchyardSubject.build(patterns: patterns)
}

// MARK: - Main

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
// Every timed build and load reuses pages the process already has (issue #65). With glibc's defaults, whether the
// memory the previous build freed went back to the kernel depended on which router was timed before: loading the
// compiled 10,000-route table took 1.7 ms after RoutingKit's build and 3.3 ms (800 page faults) after another.
let keepFreedMemory = !options.trimHeap && cmc_keep_freed_memory() != 0
if let name = options.profile { profile(name, options) }
if options.profileBuild { profileBuild(options) }
if options.profileLoad { profileLoad(options) }
if options.memoryBreakdown { memoryBreakdown(options) }
if options.floor { floorMode(options) }

let allocationsCounted = cmc_available() != 0
let thresholdsData: Data
do { thresholdsData = try Data(contentsOf: URL(fileURLWithPath: options.thresholds)) } catch {
    fail("cannot read the thresholds file \(options.thresholds): \(error)")
}
var thresholds: Thresholds
do { thresholds = try JSONDecoder().decode(Thresholds.self, from: thresholdsData) } catch {
    fail("cannot parse \(options.thresholds): \(error)")
}

log(
    "Switchyard benchmarks: sizes \(options.sizes.map(count).joined(separator: ", ")); routers \(routerNames.filter(options.routers.contains).joined(separator: ", "))"
)
let memoryNote =
    keepFreedMemory ? "freed memory kept for the next build to reuse" : "freed memory given back to the kernel as glibc decides"
log(
    "\(ProcessInfo.processInfo.activeProcessorCount) cores, load \(loadAverage()); allocations \(allocationsCounted ? "counted" : "NOT counted (needs glibc)")"
        + "; " + memoryNote
)
if !allocationsCounted { log("warning: allocation counts and heap figures read 0 on this platform") }

var sizes: [SizeResult] = []
for shape in options.workloads {
    for n in options.sizes { sizes.append(runSize(n, shape, options)) }
}
// The targets and the baseline are the modules workload's; the deep links are reported beside them.
let moduleSizes = sizes.filter { $0.workload == nil }

let targetChecks = Checks.targets(moduleSizes, thresholds.targets, thresholds.tolerances, allocationsCounted: allocationsCounted)
let goals = Checks.goals(moduleSizes, thresholds.targets, allocationsCounted: allocationsCounted)
let regressionChecks =
    Checks.regressions(moduleSizes, thresholds, allocationsCounted: allocationsCounted)
    + Checks.heapRegressions(sizes, thresholds, allocationsCounted: allocationsCounted)
let report =
    workloadSections(sizes, options) + [
        checkTable(
            "targets (issues #3 and #45) that --check enforces, Switchyard, modules workload: same-run ratios, counts and bytes",
            targetChecks),
        checkTable("goals (issue #3), reported and never enforced: absolute times, and ratios out of reach here", goals),
        checkTable(
            "regressions against the recorded baseline (\(thresholds.baselineRecorded ?? "none recorded")): the modules workload, "
                + "and heap per route on the others",
            regressionChecks),
    ]
print("")
for table in report { print(table.text) }
print("* = timed on a prefix of the URL list (a pass over all of them would take too long); load at the end \(loadAverage())")

let formatter = ISO8601DateFormatter()
let run = RunResult(
    date: formatter.string(from: Date()),
    host: "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)",
    seed: options.seed, repetitions: options.repetitions, allocationsCounted: allocationsCounted, sizes: sizes,
    targets: targetChecks, goals: goals, regressions: regressionChecks)

if let output = options.output {
    do {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(run).write(to: URL(fileURLWithPath: output).appendingPathComponent("latest.json"))
        let markdown =
            "# Switchyard benchmarks, \(run.date)\n\n\(run.host); load at the end \(loadAverage()); seed \(run.seed)\n\n"
            + report.map(\.markdown).joined(separator: "\n")
            + "\n\\* timed on a prefix of the URL list.\n"
        try markdown.write(toFile: URL(fileURLWithPath: output).appendingPathComponent("latest.md").path, atomically: true, encoding: .utf8)
        log("wrote \(output)/latest.json and latest.md")
    } catch {
        fail("cannot write the results: \(error)")
    }
}

if options.updateBaseline {
    var baseline = thresholds.baseline.filter { base in !moduleSizes.contains { $0.routes == base.routes } }
    for size in moduleSizes {
        guard let mine = size.result("switchyard") else { continue }
        let peer = size.result("routingkit")
        let compiled = size.result("switchyard-compiled")
        // A run without the compiled table keeps the compiled figures recorded before.
        let before = thresholds.baseline.first { $0.routes == size.routes }
        baseline.append(
            Thresholds.Baseline(
                routes: size.routes, nsPerMatch: mine.nsPerMatch.rounded(),
                allocationsPerHit: (mine.allocationsPerHit * 100).rounded() / 100,
                maxAllocationsPerHitUpTo2: mine.maxAllocationsPerHitUpTo2,
                allocationsPerMiss: (mine.allocationsPerMiss * 100).rounded() / 100,
                buildMilliseconds: ((mine.buildMilliseconds ?? 0) * 1000).rounded() / 1000,
                retainedBytesPerRoute: (mine.retainedBytesPerRoute ?? 0).rounded(),
                routingKitNsPerMatch: peer.map { $0.nsPerMatch.rounded() },
                routingKitBuildMilliseconds: peer?.buildMilliseconds.map { ($0 * 1000).rounded() / 1000 },
                compiledLoadMilliseconds: compiled?.buildMilliseconds.map { ($0 * 1000).rounded() / 1000 }
                    ?? before?.compiledLoadMilliseconds,
                compiledRetainedBytesPerRoute: compiled?.retainedBytesPerRoute.map { $0.rounded() }
                    ?? before?.compiledRetainedBytesPerRoute))
    }
    thresholds.baseline = baseline.sorted { $0.routes < $1.routes }
    recordHeapBaselines(sizes, into: &thresholds)
    // The date is the modules baseline's: a run of the other workloads alone records their heap only.
    if !moduleSizes.isEmpty { thresholds.baselineRecorded = run.date }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do { try encoder.encode(thresholds).write(to: URL(fileURLWithPath: options.thresholds)) } catch {
        fail("cannot write \(options.thresholds): \(error)")
    }
    log("recorded the baseline in \(options.thresholds)")
}

let failed = (targetChecks + regressionChecks).filter { $0.status == "fail" }
if options.check, !failed.isEmpty {
    log("\(failed.count) check(s) failed")
    exit(1)
}
log(
    failed.isEmpty
        ? "every check passed" : "\(failed.count) check(s) failed (not enforced without --check)")
