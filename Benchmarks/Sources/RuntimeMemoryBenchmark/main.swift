// Resident memory of the parts of the router that live as long as the app: opens through a middleware with
// a timeout (and through a `LoginGate` with one), and a flood of links into a `PendingLinks` queue while one
// open is in flight. Prints RSS before and after each run and exits 1 when one grew by more than 10 MiB.
//
//     swift run -c release RuntimeMemoryBenchmark              # every run, 100,000 each
//     swift run -c release RuntimeMemoryBenchmark links 20000  # one run, another count
import Switchyard

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Screen: Hashable, Sendable { case page }

/// Resident set size in MiB, from /proc/self/statm (Linux); 0 where there is none.
func residentMiB() -> Double {
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 128)
    let count = read(descriptor, &bytes, bytes.count)
    guard count > 0 else { return 0 }
    // "size resident shared …", in pages.
    let fields = String(decoding: bytes[..<count], as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return Double(pages * Int(sysconf(Int32(_SC_PAGESIZE)))) / 1_048_576
}

/// CPU time of the whole process, in nanoseconds (every thread the opens ran on).
func cpuNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// A one-shot gate a handler waits on; the flood starts once the handler is waiting.
actor Gate {
    private var waiter: CheckedContinuation<Void, Never>?
    private var watcher: CheckedContinuation<Void, Never>?
    private var opened = false
    private var waiting = false

    func wait() async {
        guard !opened else { return }
        waiting = true
        watcher?.resume()
        watcher = nil
        await withCheckedContinuation { waiter = $0 }
    }

    func untilWaiting() async {
        guard !waiting else { return }
        await withCheckedContinuation { watcher = $0 }
    }

    func open() {
        opened = true
        waiter?.resume()
        waiter = nil
    }
}

/// Opens `count` URLs through a router whose only middleware has a 120-second timeout.
func opensThroughATimeout(_ count: Int) async throws {
    var builder = RouterBuilder<Screen>()
    builder.use(AnyMiddleware<Screen>(name: "timed", timeout: .seconds(120)) { request, next in try await next(request) })
    try builder.route("app://goods/:id") { _ in .handled }
    let router = try builder.build()
    for index in 0..<count { try await router.open("app://goods/\(index)") }
}

/// A session that each open starts logged out, so that every open goes through the login flow.
actor Session {
    var isLoggedIn = false
    func set(_ loggedIn: Bool) { isLoggedIn = loggedIn }
}

/// Opens `count` URLs through a `LoginGate` with a 120-second timeout whose login flow succeeds at once.
func opensThroughALoginGate(_ count: Int) async throws {
    let session = Session()
    var builder = RouterBuilder<Screen>()
    builder.use(
        LoginGate<Screen>(
            isLoggedIn: { await session.isLoggedIn },
            logIn: { _ in
                await session.set(true)
                return true
            },
            timeout: .seconds(120)))
    try builder.route("app://goods/:id") { _ in .handled }
    let router = try builder.build()
    for index in 0..<count {
        await session.set(false)
        try await router.open("app://goods/\(index)")
    }
}

/// Receives `count` links of 10 KB while the first one is being opened (its handler waits on a gate).
func linksWhileOneOpens(_ count: Int) async throws {
    let gate = Gate()
    var builder = RouterBuilder<Screen>()
    try builder.route("app://slow") { _ in
        await gate.wait()
        return .handled
    }
    try builder.route("app://goods/*rest") { _ in .handled }
    let links = PendingLinks(router: try builder.build())
    await links.ready()
    let padding = String(repeating: "x", count: 10_000)
    links.receive("app://slow", from: .push)
    await gate.untilWaiting()
    for index in 0..<count { links.receive("app://goods/\(index)/\(padding)", from: .push) }
    let pending = await links.pending.count
    print("  waiting while the first link opens: \(pending)")
    await gate.open()
}

/// `value` with one decimal.
func tenths(_ value: Double) -> String {
    let scaled = Int((value * 10).rounded())
    return "\(scaled / 10).\(scaled % 10)"
}

let runs: [(String, (Int) async throws -> Void)] = [
    ("timeout", opensThroughATimeout), ("login", opensThroughALoginGate), ("links", linksWhileOneOpens),
]
let only = CommandLine.arguments.dropFirst().first
let count = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 100_000
var grew = false
for (name, run) in runs where only == nil || only == name {
    try await run(1_000)  // warm up: the runtime's first allocations are not what is measured
    let before = residentMiB()
    let started = cpuNow()
    try await run(count)
    let cpu = Double(cpuNow() - started) / Double(count)
    let after = residentMiB()
    let growth = after - before
    grew = grew || growth > 10
    print(
        "\(name): \(count) — RSS \(tenths(before)) → \(tenths(after)) MiB (\(growth > 10 ? "GREW" : "flat")),"
            + " \(Int(cpu.rounded())) ns of CPU each")
}
exit(grew ? 1 : 0)
