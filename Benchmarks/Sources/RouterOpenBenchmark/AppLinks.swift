import Switchyard

/// The links and tables apps route (issue #92 item 1), for the open against its floor: the web module's workload
/// (`Web/bench/bench-app-links.mjs`), the same table and links, so that the three benchmarks read one workload.
///
/// A table of any size on three shapes (each route its own first segment, ten, one), six kinds of route in turn: a
/// capture, an optional group, a regex capture, a query condition (an item present, or equal to a value), a web-host
/// route (`https://m.shop.example/…` with a typed capture) and a wildcard; 20 rewrite rules (17 pattern rules, 3 regex
/// rules) that move the web site's old URLs to app links; `accept` takes the app's scheme and its web host only.
/// Links of three kinds, 200 of each, all absolute: custom-scheme deep links, https links on the app's host (three in
/// four rewritten), and misses and refused origins.
enum AppLinks {
    static let host = "https://m.shop.example"
    static let patternRules = 17, rules = 20

    enum Shape: String, CaseIterable {
        case own, ten, one
    }

    enum Kind: String, CaseIterable {
        case deep, web, miss

        var title: String {
            switch self {
            case .deep: "custom-scheme deep links"
            case .web: "https links on the app's host (3 in 4 rewritten)"
            case .miss: "misses and refused origins"
            }
        }
    }

    /// A route of the table: its pattern, its query conditions and the parameter its handler reads.
    struct AppRoute {
        let pattern: String
        let query: [String: QueryCondition]
        let key: String
    }

    static func prefix(_ shape: Shape, _ k: Int) -> String {
        switch shape {
        case .own: "r\(k)"
        case .ten: "s\(k % 10)"
        case .one: "shop"
        }
    }

    static func routes(_ shape: Shape, _ count: Int) -> [AppRoute] {
        (0..<count).map { k in
            let p = prefix(shape, k), app = "shop://" + p
            switch k % 6 {
            case 0: return AppRoute(pattern: "\(app)/item\(k)/:id", query: [:], key: "id")
            case 1: return AppRoute(pattern: "\(app)/goods\(k)/:id(/reviews)", query: [:], key: "id")
            case 2: return AppRoute(pattern: "\(app)/code\(k)/:c([A-Z]{2}[0-9]+)", query: [:], key: "c")
            case 3: return AppRoute(pattern: "\(app)/search\(k)", query: k % 12 == 3 ? ["q": .present] : ["mode": "dark"], key: "q")
            case 4: return AppRoute(pattern: "\(host)/\(p)/page\(k)/<int:n>", query: [:], key: "n")
            default: return AppRoute(pattern: "\(app)/x\(k)/*rest", query: [:], key: "rest")
            }
        }
    }

    /// The rules, each leading to a route of kind 0 (a plain capture).
    static func rewrites(_ shape: Shape, _ count: Int) -> [RewriteRule] {
        (0..<rules).map { j in
            let t = 6 * (j % ((count + 5) / 6)), to = "shop://\(prefix(shape, t))/item\(t)/{id}"
            return j < patternRules
                ? RewriteRule(from: "\(host)/old\(j)/:id.html", to: to)
                : RewriteRule(regex: "^" + host.replacingDots() + "/legacy\(j)/(?<id>[0-9]+)$", to: to)
        }
    }

    static var options: RouteTableOptions { RouteTableOptions(accept: ["shop", LinkSource(stringLiteral: host)]) }

    /// 200 links of `kind` spread over the table.
    static func links(_ shape: Shape, _ count: Int, _ kind: Kind) -> [String] {
        (0..<200).map { j in
            let k = (j * 7919) % count, p = prefix(shape, k), app = "shop://" + p
            switch kind {
            case .deep:
                // A route of every kind but the web host's: the nearest one below k.
                let d = k % 6 == 4 ? k - 1 : k
                let at = "shop://" + prefix(shape, d), query = j % 5 == 0 ? "?ref=mail" : ""
                return [
                    "\(at)/item\(d)/\(d * 7)\(query)", "\(at)/goods\(d)/\(d)\(j % 2 == 1 ? "/reviews" : "")\(query)",
                    "\(at)/code\(d)/AB\(d)\(query)", "\(at)/search\(d)" + (d % 12 == 3 ? "?q=shoes&page=2" : "?mode=dark&q=caf%C3%A9"),
                    "", "\(at)/x\(d)/a/b/c\(query)",
                ][d % 6]
            case .web:
                let rule = j % 4 == 2 ? patternRules + (j % (rules - patternRules)) : j % patternRules
                let w = k - (k % 6) + 4 < count ? k - (k % 6) + 4 : -1
                if j % 4 == 3 && w >= 0 { return "\(host)/\(prefix(shape, w))/page\(w)/\(j)?from=ad" }
                if rule >= patternRules { return "\(host)/legacy\(rule)/\(j + 1)" }
                return "\(host)/old\(rule)/\(j + 1).html?from=ad"
            case .miss:
                return [
                    "shop://nowhere\(k)/item\(k)/7", "\(app)/item\(k)/7/extra", "\(host)/\(p)/nothing/\(k)",
                    "https://evil.example/old3/5.html?from=ad", "http://m.shop.example/old3/5.html", "other://\(p)/item\(k)/7",
                ][j % 6]
            }
        }
    }

    /// The router: the table, the rules, three pass-through middleware and a navigator that does nothing; every
    /// route navigates.
    static func router(_ shape: Shape, _ count: Int) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>(options: options)
        builder.navigator = NoWindow()
        for index in 0..<3 { builder.use(PassThrough(label: "m\(index)")) }
        for route in routes(shape, count) {
            let key = route.key
            try builder.route(route.pattern, RouteOptions(query: route.query)) { request in
                .navigate(.push(.goods(request.parameters[key] ?? "")))
            }
        }
        builder.rewrites = try RewriteRules(rewrites(shape, count), options: options)
        return try builder.build()
    }
}

extension String {
    /// The host as a regex matches it literally (its dots escaped).
    fileprivate func replacingDots() -> String {
        var escaped = ""
        for character in self { escaped += character == "." ? "\\." : String(character) }
        return escaped
    }
}

/// What an open of the app-links table cannot cost less than: the rules' rewrite of a link on the app's web host, the
/// same routes' match, the handler as one async closure call and one async navigator call (``OpenFloor``'s, with the
/// rewrite the table needs).
struct AppLinksFloor: Sendable {
    let table: RouteTable<String>
    let rules: RewriteRules
    let navigator: any Navigator<Screen>

    init(_ shape: AppLinks.Shape, _ count: Int) throws {
        var builder = RouteTableBuilder<String>(options: AppLinks.options)
        for route in AppLinks.routes(shape, count) { try builder.add(route.pattern, query: route.query, value: route.key) }
        table = try builder.build()
        rules = try RewriteRules(AppLinks.rewrites(shape, count), options: AppLinks.options)
        navigator = NoWindow()
    }

    /// The floor's open of `url`: `false` when no route matches.
    func open(_ url: String) async throws -> Bool {
        // The rules are tried on an https link of the app's host only, as a page's own scan of such links does
        // (`bench-app-links.mjs`): no rule can take another origin's link.
        let target = url.hasPrefix(AppLinks.host + "/") ? (try? rules.resolve(url)) ?? url : url
        guard let match = table.match(target) else { return false }
        let key = match.value
        let handler: @Sendable (String) async -> Navigation<Screen>? = { value in .push(.goods(value)) }
        if let navigation = await handler(match.parameters[key] ?? "") { try await navigator.perform(navigation) }
        return true
    }
}

/// Every app-links cell (sizes × shapes × kinds): the open through three middleware and its floor, timed in turns
/// (``measureInTurns(_:_:urls:repetitions:)``'s order), each link opened `passes` times a repetition. Prints the
/// table and whether issue #92's goal (every cell ≤ 3× its floor) is met; never fails on a figure.
func measureAppLinks(sizes: [Int], repetitions: Int, passes: Int) async throws {
    print("| routes | shape | links | floor ns | open ns | open / floor |")
    print("|---:|---|---|---:|---:|---:|")
    var worst = 0.0
    for count in sizes {
        for shape in AppLinks.Shape.allCases {
            let router = try AppLinks.router(shape, count)
            let floor = try AppLinksFloor(shape, count)
            for kind in AppLinks.Kind.allCases {
                let links = AppLinks.links(shape, count, kind)
                let urls = Array((0..<passes).map { _ in links }.joined())
                _ = try await appLinksInTurns(router, floor, urls: links, repetitions: 1)  // warm up
                let (open, floorNs) = try await appLinksInTurns(router, floor, urls: urls, repetitions: repetitions)
                worst = max(worst, open / floorNs)
                let ratio = (open / floorNs * 100).rounded() / 100
                print("| \(count) | \(shape.rawValue) | \(kind.title) | \(Int(floorNs.rounded())) | \(Int(open.rounded())) | \(ratio)× |")
            }
        }
    }
    let verdict = "\(worst <= 3 ? "met" : "not met") (worst \((worst * 100).rounded() / 100)×)"
    print("goal (issue #92 item 4: every cell ≤ 3× its floor; reported, not enforced): \(verdict)")
}

/// ``measureInTurns(_:_:urls:repetitions:)`` for links some of which open nothing: a refused open is an answer here.
func appLinksInTurns(
    _ router: Router<Screen>, _ floor: AppLinksFloor, urls: [String], repetitions: Int
) async throws -> (open: Double, floor: Double) {
    var opens: [Double] = []
    var floors: [Double] = []
    for repetition in 0..<repetitions {
        for step in 0..<2 {
            let start = cpuNow()
            if (step + repetition) % 2 == 0 {
                for url in urls { _ = try? await router.open(url, from: .inApp) }
                opens.append(Double(cpuNow() - start) / Double(urls.count))
            } else {
                for url in urls { _ = try await floor.open(url) }
                floors.append(Double(cpuNow() - start) / Double(urls.count))
            }
        }
    }
    return (opens.sorted()[opens.count / 2], floors.sorted()[floors.count / 2])
}
