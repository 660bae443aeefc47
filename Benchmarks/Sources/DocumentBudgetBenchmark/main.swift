// What a routing document costs the router (issue 71 item 9; DynamicRouting, "A document's budget"): the red team's
// shapes (a 1 MiB document of regex rewrites, 10,351 routes of 8 optional groups) and the worst document the budget
// accepts, signed, taken by `RemoteRoutingDocuments` from a transport of the benchmark's own, then 16 KB links opened
// by the router (`open`: every leg's rewrites and match, the handler that answers last; ADR 0057 bounds the whole
// way). Prints the time the refresh took (verify, check, apply), the peak resident memory of the process, and the
// median time per link (the process's CPU time). Each shape runs in a process of its own, so that its peak is its own. A measurement, not a test.
// Run: swift run -c release DocumentBudgetBenchmark [--quick]   (CI: --quick, one round per link)
import Crypto
import Foundation
import Switchyard
import SwitchyardRoutingDocuments

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Screen: Hashable, Sendable { case goods(String) }

struct Bytes: DocumentTransport {
    let body: [UInt8]
    func fetch(_ url: URL, etag: String?, timeout: Duration) async throws -> (body: [UInt8], etag: String?)? { (body, nil) }
}

func cpuMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

/// The process's peak resident memory, MB (Linux's VmHWM; macOS's ru_maxrss).
func peakMegabytes() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1e6
    #else
    return Double(usage.ru_maxrss) / 1e3
    #endif
}

let shapes: [(name: String, text: @Sendable () -> String)] = [
    ("red team: 1 MiB of regex rewrites", Shapes.redTeamRegex), ("red team: 10,351 routes x 8 groups", Shapes.redTeamGroups),
    ("worst accepted: one pass", { Shapes.worstAccepted(chain: false) }),
    ("worst accepted: a chain of 8", { Shapes.worstAccepted(chain: true) }),
    ("worst accepted: 9 legs", Shapes.worstLegs), ("pattern rules: 9 legs x 8 rewrites", Shapes.patternLegs),
    ("capture regexes: one pass", { Shapes.captureRoutes(legs: false) }),
    ("capture regexes: 9 legs", { Shapes.captureRoutes(legs: true) }),
    ("capture regex in a mixed segment", Shapes.captureInMixedSegment),
]

func processMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

func measure(_ index: Int, rounds: Int) async throws {
    var builder = RouterBuilder<Screen>()
    try builder.route("shop://goods/:id") { .value(Screen.goods($0.parameters["id"] ?? "")) }
    let router = try builder.build()
    var handlers = NamedHandlers<Screen>()
    handlers.register("goods") { .value(Screen.goods($0.parameters["id"] ?? "")) }
    let key = Curve25519.Signing.PrivateKey()
    let document = Array(shapes[index].text().utf8)
    let envelope: [String: Any] = [
        "format": 1, "keyId": "bench", "document": Data(document).base64EncodedString(),
        "signature": try key.signature(for: document).base64EncodedString(),
    ]
    let body = Array(try JSONSerialization.data(withJSONObject: envelope))
    let remote = try RemoteRoutingDocuments(
        url: URL(string: "https://cdn.example/routing.json")!, keys: ["bench": key.publicKey.rawRepresentation.base64EncodedString()],
        router: router, handlers: handlers, context: DeviceContext(appVersion: "1.0", platform: "ios", userID: "bench"),
        // The red team's megabyte is the document; its envelope (base64) is a third larger, so the transport's limit is
        // raised past it: the budget, not the size limit, is what this measures.
        cacheDirectory: nil, transport: Bytes(body: body), maximumSize: 2 << 20)
    let before = peakMegabytes()
    let start = cpuMilliseconds()
    let event = await remote.refresh()
    let offer = cpuMilliseconds() - start
    let peak = peakMegabytes()
    let prefix = "https://a.example/x0/"
    let run = String(repeating: "a", count: 16_384 - 16 - prefix.count - 1)
    // The mixed segment's links are `a-` repeated (as the JVM's benchmark makes them): no route takes the first.
    let dashes = String(repeating: "a-", count: (16_384 - 16 - prefix.count) / 2)
    let mixed = shapes[index].name.hasSuffix("mixed segment")
    var perLink: [Double] = []
    var answers: [String] = []
    for link in mixed ? [prefix + dashes + "!", prefix + dashes + "q"] : [prefix + run + "!", prefix + run + "a"] {
        answers.append(await answer(router, link))
        var times: [Double] = []
        for _ in 0..<rounds {
            let start = processMilliseconds()
            _ = try? await router.open(link, from: .universalLink)
            times.append(processMilliseconds() - start)
        }
        perLink.append(times.sorted()[rounds / 2])
    }
    let outcome = "\(event)".hasPrefix("applied") ? "applied" : "refused"
    let name = shapes[index].name.padding(toLength: 38, withPad: " ", startingAt: 0)
    print(
        name, String(document.count).leftPadded(8), String(format: "%10.1f %8.1f", offer, peak - before),
        " " + outcome.padding(toLength: 10, withPad: " ", startingAt: 0),
        String(format: "%12.2f %18.2f", perLink[0], perLink[1]))
    if case .refused(let error) = event { print("    " + String(error.message.prefix(160))) }
    if outcome == "applied" { print("    links: " + answers.joined(separator: "; ")) }
    fflush(nil)
    // The red team's shapes are past the budget, the worst accepted within it: anything else is a broken benchmark.
    if (outcome == "applied") == shapes[index].name.hasPrefix("red team") {
        print("error: \(shapes[index].name) was \(outcome)")
        exit(1)
    }
}

/// What an open of `link` gave, in a few words: the route, or why not (its first words).
func answer(_ router: Router<Screen>, _ link: String) async -> String {
    do {
        let outcome = try await router.open(link, from: .universalLink)
        return "opened \(outcome.request.route.pattern) after \(outcome.redirects.count - 1) redirects"
    } catch {
        let text = "\(error)"
        return String(text[(text.range(of: ": ")?.upperBound ?? text.startIndex)...].prefix(60))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

let arguments = CommandLine.arguments
let rounds = arguments.contains("--quick") ? 1 : 7
if let at = arguments.firstIndex(of: "--shape"), at + 1 < arguments.count, let index = Int(arguments[at + 1]) {
    try await measure(index, rounds: rounds)
} else {
    print("shape                                     bytes   offer ms  peak MB  outcome      link ms (no match)  link ms (match)")
    fflush(nil)
    for index in shapes.indices {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: arguments[0])
        child.arguments = ["--shape", String(index)] + (rounds == 1 ? ["--quick"] : [])
        try child.run()
        child.waitUntilExit()
        if child.terminationStatus != 0 { exit(1) }
    }
}
