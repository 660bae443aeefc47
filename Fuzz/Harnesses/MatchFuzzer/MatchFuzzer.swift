// Matching against random tables. The input is lines: a line starting with '@' is a URL to match,
// any other line is a route pattern ('!' first: priority 1; '~' first: in the scheme namespace "s").
// The selector byte picks the match order, host-as-path mode, whether "s" falls back to the global
// routes, and whether the table accepts only some origins.
// Checks, for every URL: `match` is the first of `candidates(for:)` and agrees with `lookup`; the
// candidates equal the reference matcher's (same routes, order and parameters); parameters decode;
// after removing a route and rebuilding, that route never matches again.
import FuzzSupport
@testable import SwitchyardMatching
@testable import SwitchyardRouteTable

private let modes: [HostAsPath] = [.auto, .always, .never]
private let acceptList = [try! LinkSource(parsing: "s"), try! LinkSource(parsing: "https://m.shop.example")]

@_cdecl("LLVMFuzzerTestOneInput")
public func matchFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let selector = input.selector
    var options = RouteTableOptions()
    options.matchOrder = selector & 0x01 == 0 ? .specificity : .registration
    options.hostAsPath = modes[Int((selector >> 1) & 0x03) % 3]
    if selector & 0x08 != 0 { options.accept = acceptList }

    var routes: [(pattern: String, scheme: String?, priority: Int)] = []
    var urls: [String] = []
    for line in input.lines {
        if line.first == "@" {
            if urls.count < 6 { urls.append(String(line.dropFirst())) }
            continue
        }
        guard routes.count < 8, !line.isEmpty else { continue }
        var text = line
        var priority = 0
        var scheme: String?
        if text.first == "!" { priority = 1; text = text.dropFirst() }
        if text.first == "~" { scheme = "s"; text = text.dropFirst() }
        routes.append((String(text), scheme, priority))
    }

    // Each pattern is parsed once, by the builder (a refused one leaves it untouched); the value is the
    // route's line index.
    var all = RouteTableBuilder<Int>(options: options)
    all.namespace("s", fallbackToGlobal: selector & 0x10 != 0)
    var added: [Int] = []
    for (index, route) in routes.enumerated() {
        if !fuzzRegexes {
            guard let parsed = try? RoutePattern(route.pattern, hostAsPath: options.hostAsPath), !hasRegex(parsed) else { continue }
        }
        let scheme = namespace(route.scheme, route.pattern)
        guard (try? all.add(route.pattern, scheme: scheme, priority: route.priority, value: index)) != nil else { continue }
        added.append(index)
    }
    // All routes at once; when they conflict (a build error), keep those that build together, in order,
    // by removing routes from the parsed set instead of parsing them again.
    var table: RouteTable<Int>?
    if let built = try? all.build() {
        table = built
    } else {
        var kept = Set<Int>()
        for index in added {
            var attempt = all
            attempt.removeRoutes { !kept.contains($0.value) && $0.value != index }
            guard let built = try? attempt.build() else { continue }
            kept.insert(index)
            table = built
        }
    }
    guard let table else { return 0 }
    let explain = selector & 0x60 == 0x60
    for url in urls {
        checkAgainstReference(table, url, explain: explain)
    }
    // Remove the first route and rebuild: it must never match again, ids must stay the same.
    if selector & 0x40 != 0, let first = table.routes.first {
        var next = RouteTableBuilder(table)
        let removed = next.removeRoutes { $0.id == first.id }
        require(removed == 1, "removed \(removed) routes")
        if let rebuilt = try? next.build() {
            require(rebuilt.routes.map(\.id) == table.routes.dropFirst().map(\.id), "ids changed after a removal")
            for url in urls {
                require(!rebuilt.candidates(for: url).contains { $0.route.id == first.id }, "a removed route still matches")
                checkAgainstReference(rebuilt, url)
            }
        }
    }
    return 0
}

/// A full-URL pattern names its own scheme; "~" is ignored for it rather than contradicting it.
private func namespace(_ scheme: String?, _ text: String) -> String? {
    guard let scheme else { return nil }
    return text.contains("://") ? nil : scheme
}

/// Builds the lazily initialised statics (the harness's and the package's) before fuzzing starts,
/// with leak tracking off (see Harnesses/FuzzDriver/driver.c).
@_cdecl("switchyard_fuzz_warm_up")
public func warmUp() {
    for seed in ["\u{78}/a/:b\n!~/c/<int:d>(/e)\nhttps://m.shop.example/x/*\n@s://a/1\n@/c/2/e", "\u{0}/x/:y([0-9]+)\n@/x/1"] {
        var bytes = Array(seed.utf8); _ = matchFuzzer(&bytes, bytes.count)
    }
}
