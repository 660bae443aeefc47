/// The routes and URLs every router is measured on: tables shaped like the deep links of real apps, and a
/// fixed list of URLs with about 70 % hits and 30 % misses, half of them with a query string.
///
/// A table is a list of *modules* (`app://shop/...`, `app://news3/...`: the custom-scheme host is the first
/// path segment), each with 6–16 routes in *sections* of the five kinds below, every kind once before any repeats:
///
/// | section  | routes                                                                  | route kinds                 |
/// |----------|-------------------------------------------------------------------------|-----------------------------|
/// | static   | `/shop/help`, sometimes `/shop/help/privacy`                             | static page                 |
/// | item     | `/shop/goods/:goodsId`, `/shop/goods/featured`, maybe `/shop/goods/:goodsId/reviews` | item, static sibling, item |
/// | nested   | `/shop/user/:userId/post/:postId`, maybe `/shop/user/:userId/post`        | nested captures             |
/// | typed    | `/shop/order/<int:orderId>`, maybe `/shop/order/<int:orderId>/receipt`, `/shop/order/latest` | typed, static sibling |
/// | wildcard | `/shop/docs/<path:rest>`, maybe `/shop/docs/index`                        | trailing wildcard, static sibling |
///
/// The shapes are chosen so that every router's semantics agree on every URL (RoutingKit does not
/// backtrack, Hummingbird does, Switchyard ranks): captured values and wildcard segments always hold a
/// digit, literal words never do, so a captured value never equals a static sibling; a typed placeholder
/// never has a plain capture or wildcard beside it. The harness checks that agreement before timing.
public struct Workload: Sendable {
    /// The seed everything was generated from.
    public let seed: UInt64
    /// The routes, in registration order; a route's value is its index here.
    public let routes: [RouteSpec]
    /// The URLs, in the order they are matched.
    public let urls: [String]
    /// What a correct router answers for each URL (computed by ``LinearScanRouter``).
    public let expected: [Answer]

    public var hitCount: Int { expected.filter { $0.route != nil }.count }
    public var missCount: Int { expected.count - hitCount }
    public var queryCount: Int { urls.filter { $0.utf8.contains(UInt8(ascii: "?")) }.count }

    public static let defaultSeed: UInt64 = 0x5357_4954_4348_5944  // "SWITCHYD"

    /// Generates a workload.
    ///
    /// - Parameters:
    ///   - routeCount: How many routes (exactly).
    ///   - urlCount: How many URLs; `hitPercent` of them hit.
    ///   - seed: The generator's seed; the same seed gives the same workload.
    ///   - shape: Which table: the app modules above (the default), or ``DeepLinkGenerator``'s short deep links.
    public static func make(
        routeCount: Int, urlCount: Int = 4096, hitPercent: Int = 70, seed: UInt64 = defaultSeed, shape: WorkloadShape = .modules
    ) -> Workload {
        var rng = SplitMix64(seed: seed ^ UInt64(routeCount) &* 0x2545_F491_4F6C_DD1D)
        let table: GeneratedTable
        switch shape {
        case .modules: table = TableGenerator.generate(routeCount: routeCount, rng: &rng)
        case .deepLinks: table = DeepLinkGenerator.generate(routeCount: routeCount, seed: seed)
        }
        let reference = LinearScanRouter(routes: table.routes)
        let urls = URLGenerator(table: table, reference: reference).generate(
            count: urlCount, hitPercent: hitPercent, rng: &rng)
        return Workload(
            seed: seed, routes: table.routes, urls: urls.map(\.string), expected: urls.map(\.answer))
    }
}

/// One segment of a route.
public enum SegmentSpec: Hashable, Sendable {
    /// Matches this word exactly.
    case literal(String)
    /// Any non-empty segment, captured under this name.
    case capture(String)
    /// A whole number that fits `Int`, captured under this name (`<int:name>`; peers get `:name` and check
    /// `Int(value) != nil` after the match).
    case int(String)
}

/// What kind of deep link a route is (for the README's description; routers never see it).
public enum RouteKind: String, Sendable, CaseIterable {
    case staticPage = "static page"
    case item = "item"
    case staticSibling = "static sibling"
    case nested = "nested captures"
    case typed = "typed placeholder"
    case wildcard = "trailing wildcard"
}

/// A route, with its pattern in each router's syntax.
public struct RouteSpec: Sendable {
    /// Registration index; the value every router returns for it.
    public let index: Int
    public let kind: RouteKind
    public let segments: [SegmentSpec]
    /// The name of a trailing wildcard that takes one or more segments, or `nil`.
    public let wildcard: String?

    public init(index: Int, kind: RouteKind, segments: [SegmentSpec], wildcard: String?) {
        self.index = index
        self.kind = kind
        self.segments = segments
        self.wildcard = wildcard
    }

    /// Capture names in pattern order (the wildcard not included).
    public var captureNames: [String] {
        segments.compactMap {
            switch $0 {
            case .literal: return nil
            case .capture(let name), .int(let name): return name
            }
        }
    }

    /// Names of the typed (`<int:…>`) captures.
    public var typedNames: [String] {
        segments.compactMap { if case .int(let name) = $0 { return name } else { return nil } }
    }

    /// Switchyard: `/shop/order/<int:orderId>`, `/shop/goods/:goodsId`, `/shop/docs/<path:rest>`.
    public var switchyardPattern: String {
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let word): text += "/" + word
            case .capture(let name): text += "/:" + name
            case .int(let name): text += "/<int:" + name + ">"
            }
        }
        if let wildcard { text += "/<path:" + wildcard + ">" }
        return text
    }

    /// RoutingKit and Hummingbird: `/shop/order/:orderId`, `/shop/docs/**` (both take `:name` and `**`).
    public var peerPattern: String {
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let word): text += "/" + word
            case .capture(let name), .int(let name): text += "/:" + name
            }
        }
        if wildcard != nil { text += "/**" }
        return text
    }

    /// Switchyard's ranking, segment by segment: literal 10, typed 11, plain capture 12, then 1 for the
    /// end or 13 for a wildcard that needs at least one segment (the leading 2 is "no host constraint").
    public var rankVector: [UInt8] {
        var vector: [UInt8] = [2]
        for segment in segments {
            switch segment {
            case .literal: vector.append(10)
            case .int: vector.append(11)
            case .capture: vector.append(12)
            }
        }
        vector.append(wildcard == nil ? 1 : 13)
        return vector
    }
}

/// A router's answer for one URL: which route (by index), the captured values in pattern order, and the
/// segments a trailing wildcard took.
public struct Answer: Equatable, Sendable, CustomStringConvertible {
    public var route: Int?
    public var captures: [String]
    public var wildcard: [String]

    public init(route: Int?, captures: [String] = [], wildcard: [String] = []) {
        self.route = route
        self.captures = captures
        self.wildcard = wildcard
    }

    public static let miss = Answer(route: nil)

    public var description: String {
        guard let route else { return "miss" }
        var text = "route \(route)"
        if !captures.isEmpty { text += " captures \(captures)" }
        if !wildcard.isEmpty { text += " wildcard \(wildcard)" }
        return text
    }
}

// MARK: - Routes

struct GeneratedTable {
    var routes: [RouteSpec] = []
    /// Module names, in order.
    var modules: [String] = []
    /// Section words used in each module.
    var sections: [[String]] = []
}

enum Vocabulary {
    static let modules = [
        "shop", "news", "video", "music", "maps", "mail", "chat", "wallet", "travel", "food", "health", "games",
        "photos", "books", "sports", "weather", "jobs", "events", "market", "learn", "social", "store", "bank",
        "cinema", "radio", "podcast", "forum", "deals", "auto", "home", "fashion", "kids", "pets", "garden",
        "tickets", "hotel", "flights", "rides", "fitness", "recipes", "dating", "crypto", "stocks", "insurance",
        "pharmacy", "grocery", "delivery", "parking", "energy", "telecom", "tv", "comics", "art", "crafts",
        "home-improvement", "realestate", "rentals", "charity", "church", "school", "campus", "library", "museum",
        "zoo",
    ]
    static let sections = [
        "goods", "item", "product", "user", "profile", "order", "cart", "checkout", "settings", "help", "about",
        "search", "category", "brand", "coupon", "review", "article", "channel", "playlist", "album", "artist",
        "track", "post", "comment", "topic", "thread", "message", "inbox", "notification", "account", "payment",
        "invoice", "ticket", "booking", "trip", "flight", "event", "venue", "team", "player", "match", "league",
        "recipe", "ingredient", "course", "lesson", "quiz", "job", "company", "listing", "photo", "gallery",
        "story", "live", "deal", "gift", "faq", "docs", "guide", "legal", "privacy", "terms", "support",
        "feedback", "survey", "wishlist", "address", "coupon-center", "rewards", "membership", "subscription",
        "episode", "season", "show", "movie", "station", "route", "stop", "driver", "vehicle", "store-locator",
        "catalog", "collection", "series", "author", "publisher", "chapter", "note", "task", "project",
    ]
    static let pages = [
        "reviews", "comments", "photos", "edit", "share", "details", "specs", "followers", "following",
        "history", "tracking", "receipt", "settings", "members", "schedule", "map", "related", "questions",
        "answers", "stats", "report", "invite", "preview", "download", "print", "overview", "contact",
        "shipping", "returns", "warranty", "sizes", "colors", "gallery", "lineup", "standings", "results",
        "lyrics", "credits", "cast", "transcript", "notifications", "security", "privacy", "billing",
    ]
    static let siblings = [
        "featured", "new", "popular", "latest", "top", "trending", "all", "random", "today", "recent",
        "recommended", "favorites", "upcoming", "archive", "mine",
    ]
    static let queryKeys = ["utm_source", "utm_medium", "utm_campaign", "ref", "from", "tab", "lang", "session", "sort"]
}

/// Values that never equal a vocabulary word: they always hold a digit.
enum Values {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)

    static func slug(_ rng: inout SplitMix64) -> String {
        let length = rng.int(in: 4...10)
        var bytes: [UInt8] = [UInt8(ascii: "a") + UInt8(rng.below(26))]
        for _ in 1..<length - 1 { bytes.append(alphabet[rng.below(alphabet.count)]) }
        bytes.append(UInt8(ascii: "0") + UInt8(rng.below(10)))
        return String(decoding: bytes, as: UTF8.self)
    }

    static func number(_ rng: inout SplitMix64) -> String {
        String(rng.int(in: 1...9_999_999))
    }

    /// An item id: a number or a slug.
    static func id(_ rng: inout SplitMix64) -> String {
        rng.chance(50) ? number(&rng) : slug(&rng)
    }
}

enum TableGenerator {
    enum SectionKind: CaseIterable { case staticPages, item, nested, typed, wildcard }

    static func moduleName(_ k: Int) -> String {
        let words = Vocabulary.modules
        return words[k % words.count] + (k < words.count ? "" : String(k / words.count))
    }

    static func generate(routeCount: Int, rng: inout SplitMix64) -> GeneratedTable {
        var table = GeneratedTable()
        var module = 0
        while table.routes.count < routeCount {
            let name = moduleName(module)
            module += 1
            // Every module cycles through the five section kinds (in a shuffled order) before repeating one.
            let budget = rng.int(in: 6...16)
            var words = Vocabulary.sections
            rng.shuffle(&words)
            var kinds: [SectionKind] = []
            var sections: [[(RouteKind, [SegmentSpec], String?)]] = []
            var planned = 0
            var used: [String] = []
            while planned < budget, let word = words.popLast() {
                if kinds.isEmpty {
                    kinds = SectionKind.allCases
                    rng.shuffle(&kinds)
                }
                let routes = section(kinds.removeLast(), module: name, word: word, rng: &rng)
                sections.append(routes)
                used.append(word)
                planned += routes.count
            }
            // Register round by round (every section's base route, with an item's static sibling, then every
            // section's next route, …), so a table cut short at N routes, N = 10 say, still has every kind.
            let rounds = sections.map { routes -> [[(RouteKind, [SegmentSpec], String?)]] in
                let core = routes.first?.0 == .item ? 2 : 1
                return [Array(routes.prefix(core))] + routes.dropFirst(core).map { [$0] }
            }
            var round = 0
            var added = true
            while added, table.routes.count < routeCount {
                added = false
                for k in rounds.indices where round < rounds[k].count {
                    for (kind, segments, wildcard) in rounds[k][round] where table.routes.count < routeCount {
                        table.routes.append(RouteSpec(index: table.routes.count, kind: kind, segments: segments, wildcard: wildcard))
                        added = true
                    }
                }
                round += 1
            }
            table.modules.append(name)
            table.sections.append(used)
        }
        return table
    }

    /// The routes of one section, base route first.
    static func section(_ kind: SectionKind, module: String, word: String, rng: inout SplitMix64) -> [(RouteKind, [SegmentSpec], String?)] {
        let base: [SegmentSpec] = [.literal(module), .literal(word)]
        let idName = camel(word) + "Id"
        var routes: [(RouteKind, [SegmentSpec], String?)] = []
        switch kind {
        case .staticPages:
            routes.append((.staticPage, base, nil))
            if rng.chance(50) { routes.append((.staticPage, base + [.literal(rng.pick(Vocabulary.pages))], nil)) }
        case .item:  // always with a static sibling, sometimes with a page below the item
            routes.append((.item, base + [.capture(idName)], nil))
            routes.append((.staticSibling, base + [.literal(rng.pick(Vocabulary.siblings))], nil))
            if rng.chance(40) { routes.append((.item, base + [.capture(idName), .literal(rng.pick(Vocabulary.pages))], nil)) }
        case .nested:
            let sub = rng.pick(Vocabulary.sections.filter { $0 != word })
            let nested: [SegmentSpec] = base + [.capture(idName), .literal(sub)]
            routes.append((.nested, nested + [.capture(camel(sub) + "Id")], nil))
            if rng.chance(40) { routes.append((.nested, nested, nil)) }
        case .typed:
            routes.append((.typed, base + [.int(idName)], nil))
            if rng.chance(40) { routes.append((.typed, base + [.int(idName), .literal(rng.pick(Vocabulary.pages))], nil)) }
            if rng.chance(30) { routes.append((.staticSibling, base + [.literal(rng.pick(Vocabulary.siblings))], nil)) }
        case .wildcard:
            routes.append((.wildcard, base, "rest"))
            if rng.chance(40) { routes.append((.staticSibling, base + [.literal(rng.pick(Vocabulary.siblings))], nil)) }
        }
        return routes
    }

    static func camel(_ word: String) -> String {
        var result = ""
        var upper = false
        for character in word {
            if character == "-" { upper = true; continue }
            result += upper ? character.uppercased() : String(character)
            upper = false
        }
        return result
    }
}

// MARK: - URLs

struct GeneratedURL {
    var string: String
    var answer: Answer
}

struct URLGenerator {
    let table: GeneratedTable
    let reference: LinearScanRouter

    func generate(count: Int, hitPercent: Int, rng: inout SplitMix64) -> [GeneratedURL] {
        let hitTarget = (count * hitPercent + 50) / 100
        var hits: [(path: String, answer: Answer)] = []
        var misses: [(path: String, answer: Answer)] = []
        var attempts = 0
        while hits.count < hitTarget {
            let path = hitPath(table.routes[rng.below(table.routes.count)], rng: &rng)
            let answer = reference.answer("app://" + path)
            if answer.route != nil { hits.append((path, answer)) }
            attempts += 1
            precondition(attempts < count * 100, "could not generate enough hits")
        }
        attempts = 0
        while misses.count < count - hitTarget {
            let path = missPath(rng: &rng)
            let answer = reference.answer("app://" + path)
            if answer.route == nil { misses.append((path, answer)) }
            attempts += 1
            precondition(attempts < count * 100, "could not generate enough misses")
        }
        var all = hits + misses
        rng.shuffle(&all)
        // Exactly half get a query string (which no router matches on).
        var withQuery = [Bool](repeating: false, count: all.count)
        for k in 0..<all.count / 2 { withQuery[k] = true }
        rng.shuffle(&withQuery)
        return zip(all, withQuery).map { item, query in
            var string = "app://" + item.path
            if query { string += "?" + queryString(rng: &rng) }
            return GeneratedURL(string: string, answer: item.answer)
        }
    }

    func queryString(rng: inout SplitMix64) -> String {
        (0..<rng.int(in: 1...3)).map { _ in rng.pick(Vocabulary.queryKeys) + "=" + Values.slug(&rng) }.joined(separator: "&")
    }

    func segments(_ route: RouteSpec, rng: inout SplitMix64, badInt: Bool = false) -> [String] {
        var parts: [String] = []
        for segment in route.segments {
            switch segment {
            case .literal(let word): parts.append(word)
            case .capture: parts.append(Values.id(&rng))
            case .int: parts.append(badInt ? Values.slug(&rng) : Values.number(&rng))
            }
        }
        if route.wildcard != nil {
            for _ in 0..<rng.int(in: 1...3) { parts.append(Values.slug(&rng)) }
        }
        return parts
    }

    func hitPath(_ route: RouteSpec, rng: inout SplitMix64) -> String {
        segments(route, rng: &rng).joined(separator: "/")
    }

    /// A URL that should miss; the caller keeps it only if the reference agrees.
    func missPath(rng: inout SplitMix64) -> String {
        let route = table.routes[rng.below(table.routes.count)]
        switch rng.below(6) {
        case 0:  // an unknown module
            return ([Values.slug(&rng)] + segments(route, rng: &rng).dropFirst()).joined(separator: "/")
        case 1:  // a known module, an unknown section
            return ([segments(route, rng: &rng)[0], Values.slug(&rng)] + segments(route, rng: &rng).dropFirst(2))
                .joined(separator: "/")
        case 2:  // one segment too many
            return (segments(route, rng: &rng) + [Values.slug(&rng)]).joined(separator: "/")
        case 3:  // a typed placeholder that does not convert (or one segment too few when there is none)
            if let typed = table.routes.first(where: { !$0.typedNames.isEmpty && $0.index >= route.index })
                ?? table.routes.first(where: { !$0.typedNames.isEmpty })
            {
                return segments(typed, rng: &rng, badInt: true).joined(separator: "/")
            }
            return segments(route, rng: &rng).dropLast().joined(separator: "/")
        case 4:  // one segment too few
            return segments(route, rng: &rng).dropLast().joined(separator: "/")
        default:  // the last literal misspelt: a miss deep in the trie
            var parts = segments(route, rng: &rng)
            if let last = route.segments.lastIndex(where: { if case .literal = $0 { return true } else { return false } }) {
                parts[last] += "x"
            }
            return parts.joined(separator: "/")
        }
    }
}
