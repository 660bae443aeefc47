import SwitchyardConfig
import SwitchyardRouteTable
import Testing

/// `switchyard gen links` against the corpus (RouteTableFileFormat, rules `file.links.*`): the claims it writes for
/// each host of an `association` case, and, for every table with `match` cases, a sampled check that what it claims
/// on a host is what the matcher routes there. A disagreement fails with the case (`FILE#ID`), the rule and the URL.
@Suite("Conformance: gen links")
struct LinksConformanceTests {
    /// The written claims of each host must be the case's, exactly: in `apple-app-site-association` (components that
    /// are not excluded) and in the intent filters (the same paths, without a hash route's fragment).
    @Test("association cases", arguments: CaseFile.having("association"))
    func association(_ file: CaseFile) throws {
        let loaded = try MatchConformanceTests.load(file)
        for item in file.cases where item.kind == "association" {
            let hosts = item.object["hosts"] as? [String] ?? []
            let written = try WrittenClaims(loaded, hosts: hosts)
            let label = "\(item.file)#\(item.id) [\(item.rule)]"
            for host in hosts {
                let expected = Set((item.expect[host] as? [String: Any])?["paths"] as? [String] ?? [])
                let claims = written.claims(host)
                #expect(
                    claims == expected,
                    "\(label) host \(host): claims \(claims.sorted()), the case says \(expected.sorted()) (extra: \(claims.subtracting(expected).sorted()), missing: \(expected.subtracting(claims).sorted()))"
                )
                let android = Set(expected.map(Self.androidForm))
                #expect(
                    Set(written.android[host] ?? []) == android,
                    "\(label) host \(host): intent filters \((written.android[host] ?? []).sorted()), expected \(android.sorted())")
            }
        }
    }

    /// An association case's claim as Android's `pathPattern` reads it: no fragment, `*` as `.*`, a literal `.` or `\`
    /// escaped.
    static func androidForm(_ claim: String) -> String {
        var result = ""
        for c in claim.prefix(while: { $0 != "#" }) {
            switch c {
            case "*": result += ".*"
            case ".", "\\": result += "\\" + String(c)
            default: result.append(c)
            }
        }
        return result
    }

    /// For each table with `match` cases: `gen links` for the https hosts its cases name. Every case that routes an
    /// https link of such a host to a public route must be claimed (Apple's first matching component is not an
    /// exclusion, and an intent filter takes its path); one that routes to an internal route must not open the app
    /// on iOS. Every component must be one some route matches on that host: among its sampled links (the case links
    /// of the host it covers, then its `*` filled with sample values) one routes. Paths are compared as the router
    /// reads them (decoded segments, empty ones dropped).
    @Test("claims agree with the matcher, sampled", arguments: CaseFile.having("match"))
    func sampled(_ file: CaseFile) throws {
        let loaded = try MatchConformanceTests.load(file)
        // What a table claims does not depend on who opens a link: the cases without a source (`policy.unapplied`).
        let links = file.cases.filter { $0.kind == "match" && $0.source == nil }.compactMap { item in
            (try? loaded.table.scan(item.url)).flatMap { $0.scheme == "https" && $0.host != nil ? (item, $0) : nil }
        }
        var hosts: [String] = []
        for (_, url) in links where !hosts.contains(url.host ?? "") { hosts.append(url.host ?? "") }
        guard !hosts.isEmpty else { return }
        let written = try WrittenClaims(loaded, hosts: hosts)
        for (item, url) in links where item.expect["matched"] as? Bool == true {
            checkClaimed(item, url, written, loaded)
        }
        for host in hosts {
            let routed = links.filter { $0.1.host == host && $0.0.expect["matched"] as? Bool == true }
            for component in written.components[host] ?? [] {
                let samples = Self.samples(component, host: host, witnesses: routed.map { ($0.0.url, $0.1) })
                let reached = samples.first {
                    MatchConformanceTests.outcome($0, loaded.table, rewrites: loaded.rewrites, caller: [:]).matched
                }
                #expect(
                    reached != nil,
                    "\(file.name) host \(host) [file.links.hosts]: gen links claims \(component.text)\(component.excluded ? " (excluded)" : ""), and no sampled link of it routes: \(samples.prefix(4))"
                )
            }
        }
    }

    /// A case that routes `url`: claimed on both platforms when its route is public, not opened on iOS when internal.
    func checkClaimed(_ item: Case, _ url: RouteURL, _ written: WrittenClaims, _ loaded: RouteTableFile) {
        let host = url.host ?? ""
        let expected = Outcome(expected: item.expect)
        let route = loaded.table.routes.first { $0.pattern.text == expected.pattern && $0.value.handler == expected.handler }
        let isInternal = route?.value.isInternal ?? false
        let (path, fragment) = WrittenClaims.platformParts(url)
        let claims = (written.components[host] ?? []).map { $0.text + ($0.excluded ? " (excluded)" : "") }
        #expect(
            written.appleOpens(host, path: path, fragment: fragment) == !isInternal,
            "\(item.label): routes to \(expected.pattern ?? "?") (\(isInternal ? "internal" : "public")) on \(host); apple-app-site-association \(isInternal ? "opens" : "does not claim") \(path)\(fragment.map { "#" + $0 } ?? "") (components: \(claims))"
        )
        if !isInternal {
            #expect(
                written.androidOpens(host, path: path),
                "\(item.label): routes to \(expected.pattern ?? "?") on \(host); no intent filter takes \(path) (\(written.android[host] ?? []))"
            )
        }
    }

    /// Values a component's `*` is filled with, each `*` on its own (at most 4 `*` are varied; the rest take the first).
    static let values = [
        "1", "x", "a1", "abc", "7", "1.5", "6F9619FF-8B86-D011-B42D-00C04FC964FF", "en", "de", "a-b", "AB12", "", "a/b",
    ]

    /// Sample links of a component on `host`: first the case links of the host whose path (and fragment) it covers,
    /// then its path with each `*` filled from ``values`` (every combination for up to 4 of them).
    static func samples(_ component: WrittenClaims.Component, host: String, witnesses: [(String, RouteURL)]) -> [String] {
        var result: [String] = []
        for (link, url) in witnesses {
            let (path, fragment) = WrittenClaims.platformParts(url)
            if component.matches(path: path, fragment: fragment) { result.append(link) }
        }
        let text = component.path + (component.fragment.map { "#" + $0 } ?? "")
        let pieces = text.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        let varied = min(pieces.count - 1, 4)
        var combination = [Int](repeating: 0, count: pieces.count - 1)
        while true {
            var link = "https://" + host + pieces[0]
            for k in 1..<pieces.count { link += values[combination[k - 1]] + pieces[k] }
            result.append(link)
            // The next combination of the varied `*`s, or the end.
            var k = 0
            while k < varied {
                combination[k] += 1
                if combination[k] < values.count { break }
                combination[k] = 0
                k += 1
            }
            if k == varied { break }
        }
        return result
    }
}
