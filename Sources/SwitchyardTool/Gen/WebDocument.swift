import Switchyard
import SwitchyardConfig
import SwitchyardMatching
import SwitchyardRoutingDocuments

/// `gen web --document`: the table as the routing document in force makes it, embedded for the module's matcher
/// (ADR 0045). The document is read, verified, checked and applied here, by the code `match --document` runs
/// (`DocumentArrivals`, `DocumentExplain`); the module gets what applying it gave, already parsed: the router's
/// routes (the table's less those removed, then a route per redirect and per added route, in the router's order
/// and ids), the document's rewrites before the table's, and on each route that sends a link on, where to (its
/// redirect, or the first degrade that selects it on this device) as a template and the names it fills. The
/// module's matcher follows those, leg by leg (matcher-document.js), as `match --document` does.
enum WebDocument {
    /// The embedded table's JSON with `inForce` applied over `file`, and `"document"`: the serial in force (or
    /// `null`) and each document's arrival (`arrivals`, in order).
    static func json(
        _ file: RouteTableFile, tablePath: String, inForce: (serial: Int, explain: DocumentExplain)?,
        arrivals: [(file: String, arrival: DocumentArrivals.Arrival)], redactInternal: Bool
    ) -> String {
        let options = file.table.options
        var routes: [String] = []
        var rewrites = file.spec.rewrites.map { CatalogueEmbedded.rewrite($0, options: options) }
        if let explain = inForce?.explain {
            let document = explain.document
            rewrites = document.rewrites.map { rule(of: $0, options: options) } + rewrites
            routes = appliedRoutes(explain).enumerated().map { index, route in
                let entry = Catalogue.Entry(
                    index: index, route: route, description: nil, parameters: [], samples: [], leads: [], accept: nil, module: nil)
                let json = CatalogueEmbedded.route(entry, samples: false, redactInternal: redactInternal)
                guard let sends = sends(route, document: document, context: explain.context) else { return json }
                return String(json.dropLast()) + ",\"sends\":\(sends)}"
            }
        } else {
            routes = Catalogue(file, tablePath: tablePath).entries.map {
                CatalogueEmbedded.route($0, samples: false, redactInternal: redactInternal)
            }
        }
        var document = JSONLine()
        document.raw("serial", inForce.map { String($0.serial) } ?? "null")
        document.raw("documents", "[" + arrivals.map { arrival($0.file, $0.arrival) }.joined(separator: ",") + "]")
        // How messages name the rules (RewriteRules.name): the document's first, then the app's.
        document.raw("leadingRewrites", String(inForce?.explain.document.rewrites.count ?? 0))
        document.string("rewriteLabel", "document \(inForce?.serial ?? 1)")
        // What a match spends on the document's capture regexes (ADR 0051, decision 6), as the router spends it.
        if let weights = inForce?.explain.document.captureWeights {
            document.raw("captureWeights", "{\"rewrites\":\(weights.rewrites),\"routes\":\(weights.routes)}")
        }
        return CatalogueEmbedded.json(file, tablePath: tablePath, routes: routes, rewrites: rewrites, extra: [("document", document.text)])
    }

    /// `{"file":…,"applied":N}`, `{"file":…,"unchanged":N}` or `{"file":…,"refused":CODE,"message":…}` (the
    /// message's first line, as `match --document` prints it).
    static func arrival(_ file: String, _ arrival: DocumentArrivals.Arrival) -> String {
        var json = JSONLine()
        json.string("file", file)
        switch arrival {
        case .applied(let serial): json.raw("applied", String(serial))
        case .unchanged(let serial): json.raw("unchanged", String(serial))
        case .refused(let error):
            json.string("refused", error.code.rawValue)
            json.string("message", String(error.message.split(separator: "\n", omittingEmptySubsequences: false)[0]))
        }
        return json.text
    }

    /// A document's rewrite as the module reads it; one that maps the query it carries over (`"query"`), which the
    /// module's matcher does not port, is marked so that a link it takes is answered as undetermined.
    /// A regex rule carries its weight (`"weight"`), what a try of it spends per byte of a link's allowance (ADR 0057).
    static func rule(of rule: RewriteRule, options: RouteTableOptions) -> String {
        let nested = rule.nested == RewriteRule.NestedURL() ? nil : rule.nested
        var json = CatalogueEmbedded.rewrite(kind: rule.kind, from: rule.from, to: rule.to, nested: nested, options: options)
        if rule.kind == .regex { json = String(json.dropLast()) + ",\"weight\":\(CapturingRegex.weight(of: rule.from))}" }
        guard !rule.query.isIdentity else { return json }
        let why = "document rewrite \(JSONLine.quote(rule.from)) maps the query it carries over (\"query\"), which the module does not"
        return String(json.dropLast()) + ",\"notPorted\":\(JSONLine.quote(why))}"
    }

    /// The explain's router's routes, in its order and with its ids, each with the entry it prints: a table route's
    /// own, a redirect's (`redirect N`, no handler), or an added route's as the document writes it (the first of
    /// the document's routes with its pattern and name, as `match --document` prints it).
    static func appliedRoutes(_ explain: DocumentExplain) -> [Route<RouteEntry>] {
        let table = Dictionary(explain.file.table.routes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let routes = explain.router.table.routes
        // Routes the document adds get ids after the table's, in the order it adds them: its redirects, then its routes.
        let added = routes.filter { table[$0.id] == nil }.map(\.id).sorted()
        let place = Dictionary(added.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let document = explain.document
        return routes.map { route in
            if let own = table[route.id] { return own }
            let index = place[route.id] ?? 0
            let somewhere = TextLocation(line: 1, column: 1)
            guard index >= document.redirects.count, document.routes.indices.contains(index - document.redirects.count) else {
                return route.with(
                    value: RouteEntry(handler: nil, name: "redirect \(index + 1)", tags: [], isInternal: false, location: somewhere))
            }
            let written = document.routes[index - document.redirects.count]
            let shown = document.routes.first { $0.pattern == written.pattern && $0.name == written.name } ?? written
            // The reach the router gives it (document.apply.route-inherits): that of the table's routes bound to its handler.
            let same = explain.file.table.routes.filter { $0.value.handler == shown.handler }
            var tags = shown.tags
            for tag in same.flatMap(\.value.tags) where !tags.contains(tag) { tags.append(tag) }
            let isInternal = shown.isInternal || same.contains { $0.value.isInternal }
            return route.with(
                value: RouteEntry(handler: shown.handler, name: shown.name, tags: tags, isInternal: isInternal, location: shown.location))
        }
    }

    /// Where a link that opens `route` goes on to (`DocumentExplain.sentElsewhere`): `{"kind":"redirect"|"degrade",
    /// "to":TEMPLATE,"names":[…],"always":BOOL}`, or `nil` when it opens there.
    static func sends(_ route: Route<RouteEntry>, document: RoutingDocument, context: DeviceContext?) -> String? {
        if let name = route.value.name, name.hasPrefix("redirect "), let index = Int(name.dropFirst(9)),
            document.redirects.indices.contains(index - 1)
        {
            let redirect = document.redirects[index - 1]
            guard (try? RouteTemplate(redirect.to, for: redirect.from)) != nil, let names = names(of: redirect.from) else { return nil }
            return sendsObject("redirect", to: redirect.to, names: names, always: true)
        }
        let applies = { (degrade: RoutingDocument.DocumentDegrade) in degrade.app.flatMap { app in context.map { $0.isIn(app) } } ?? true }
        let pattern = route.pattern.text
        guard
            let found = document.degrades.first(where: {
                applies($0) && $0.degrade.route.selects(pattern: pattern, namespace: route.scheme, name: route.value.name)
            })?.degrade,
            (try? RouteTemplate(found.to, for: pattern)) != nil, let names = names(of: pattern)
        else { return nil }
        return sendsObject("degrade", to: found.to, names: names, always: found.when == .always)
    }

    private static func sendsObject(_ kind: String, to: String, names: [String], always: Bool) -> String {
        var json = JSONLine()
        json.string("kind", kind)
        json.string("to", to)
        json.raw("names", JSONLine.array(names))
        json.raw("always", String(always))
        return json.text
    }

    /// The captures a template for `pattern` may name, as `RouteTemplate(_:for:)` reads them.
    private static func names(of pattern: String) -> [String]? {
        var builder = RouteTableBuilder<Int>()
        guard (try? builder.add(pattern, value: 0)) != nil else { return nil }
        return builder.registeredRoutes.first?.pattern.parameterNames
    }
}
