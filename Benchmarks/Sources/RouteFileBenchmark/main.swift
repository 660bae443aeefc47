// Times loading a generated route-table file of N routes (default 10,000) and making a router from it, two ways:
// `RouterBuilder(file:handlers:)`, which binds the file's compiled table (its routes and trie are used as they are),
// and the way it worked before issue #24's config step, re-added here with public API: every route of the file
// added to a new builder again (each pattern parsed a second time) and the table built a second time.
// Prints the median CPU time of each over interleaved repetitions. `RouteFileBenchmark 1000 21` sets N and the
// repetitions.
import Foundation
import Switchyard
import SwitchyardConfig
import Workload

enum Screen: Hashable, Sendable { case named(String) }

/// CPU time of the process: other load on the shared machine does not count.
func cpuNow() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let routeCount = arguments.first ?? 10_000
let repetitions = arguments.dropFirst().first ?? 11
let handlerNames = (0..<20).map { "handler\($0)" }
let knownHandlers = Set(handlerNames)

/// The workload's routes as a JSON route-table file, each naming one of 20 handlers.
func writeFile(routeCount: Int) throws -> String {
    let routes = Workload.make(routeCount: routeCount, urlCount: 16).routes
    var lines: [String] = []
    for (index, route) in routes.enumerated() {
        let handler = handlerNames[index % handlerNames.count]
        lines.append("    { \"pattern\": \"\(route.switchyardPattern)\", \"scheme\": \"app\", \"handler\": \"\(handler)\" }")
    }
    let text = "{\n  \"routes\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
    let path = NSTemporaryDirectory() + "switchyard-route-file-\(routeCount).json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

let factories: NamedHandlers<Screen> = {
    var factories = NamedHandlers<Screen>()
    for name in handlerNames { factories.register(name) { _ in .navigate(.push(.named(name))) } }
    return factories
}()

struct UnboundRoute: Error { let pattern: String }

/// The router as `RouterBuilder(file:handlers:)` made it before: the file's routes added again, then built.
func routerAddingEveryRouteAgain(_ file: RouteTableFile) throws -> Router<Screen> {
    var builder = RouterBuilder<Screen>(options: file.table.options)
    // The generated file declares no `types`, `namespaces` (every route is in "app", without a fallback) or
    // `rewrites`: none to register, add or install.
    for route in file.table.routes {
        let entry = route.value
        // What the registered factories make: one handler a route.
        guard let name = entry.handler, knownHandlers.contains(name) else { throw UnboundRoute(pattern: route.pattern.text) }
        let handler: @Sendable (RouteRequest) async throws -> RouteResponse<Screen> = { _ in .navigate(.push(.named(name))) }
        try builder.route(
            route.pattern.text,
            RouteOptions(
                scheme: route.scheme, priority: route.priority, name: entry.name, tags: entry.tags,
                visibility: entry.isInternal ? .internal : .public, accept: route.accept),
            handler: handler)
    }
    return try builder.build()
}

let path = try writeFile(routeCount: routeCount)
var load: [Double] = [], before: [Double] = [], after: [Double] = []
var routeCounts: Set<Int> = []
for repetition in 0..<(repetitions + 1) {
    let start = cpuNow()
    let file = try RouteTableFile.load(contentsOf: path)
    let loaded = cpuNow()
    // Alternate which way goes first, so that neither always runs on a warmer heap.
    var timings: [String: Double] = [:]
    for way in (repetition % 2 == 0 ? ["before", "after"] : ["after", "before"]) {
        let begin = cpuNow()
        let router =
            way == "before" ? try routerAddingEveryRouteAgain(file) : try RouterBuilder<Screen>(file: file, handlers: factories).build()
        timings[way] = Double(cpuNow() - begin) / 1e6
        routeCounts.insert(router.routes.count)
    }
    guard repetition > 0 else { continue }  // the first is a warm-up
    load.append(Double(loaded - start) / 1e6)
    before.append(timings["before"] ?? 0)
    after.append(timings["after"] ?? 0)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func format(_ value: Double) -> String { String(format: "%8.2f ms", value) }
print("route-table file of \(routeCount) routes (\(path)), median CPU time of \(repetitions) repetitions")
print("RouteTableFile.load (read, parse, compile, build):      \(format(median(load)))")
print(
    "router, every route added again and built (before):     \(format(median(before)))   load + router \(format(median(load) + median(before)))"
)
print(
    "router from the file's table, RouterBuilder(file:):     \(format(median(after)))   load + router \(format(median(load) + median(after)))"
)
if routeCounts != [routeCount] { print("routers disagree on the route count: \(routeCounts.sorted())"); exit(1) }
