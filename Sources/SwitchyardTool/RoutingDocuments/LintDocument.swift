import Switchyard
import SwitchyardRoutingDocuments
import SwitchyardToolCore

/// `lint --document`: a routing document checked against the table it will be applied over. The checks
/// are the app's own: the table becomes a router (every handler a placeholder) and each rule of the
/// document is applied to it with `router.apply`, alone (so that every problem is found, each at its
/// rule), then the whole document; its rewrites are then followed from sample URLs, as `lint` does for
/// the table's own.
struct DocumentLint {
    let file: RouteTableFile
    let document: RoutingDocument
    let path: String
    let handlers: HandlerList?
    private(set) var findings: [Diagnostic] = []

    init(file: RouteTableFile, document: RoutingDocument, path: String, handlers: HandlerList?) {
        self.file = file
        self.document = document
        self.path = path
        self.handlers = handlers
    }

    /// Runs every check.
    mutating func run() -> [Diagnostic] {
        let base: Router<String>
        do {
            base = try Self.router(file, handlers: [])
        } catch {
            add(
                .error, TextLocation(line: 1, column: 1), "not checked against \(file.path): the table does not build a router (\(error))"
            )
            return findings
        }
        let passing = checkEachRule(on: base)
        guard let rules = checkRewriteRules() else { return findings }
        let whole = apply(passing, to: base, at: TextLocation(line: 1, column: 1), as: nil, keep: true)
        checkReached(on: base, passing: passing)
        checkRewriteTargets(rules, on: base)
        if whole, passing.redirects.count == document.redirects.count, let explain = try? DocumentExplain(file: file, document: document) {
            checkRedirectLoops(explain)
        }
        return findings
    }

    /// Each removal, degrade, redirect and added route applied alone, located at its rule; the ones that
    /// apply, as one set of changes.
    private mutating func checkEachRule(on router: Router<String>) -> RoutingChanges<String> {
        var passing = RoutingChanges<String>(label: path)
        checkEach(document.removals, as: "removal", at: document.locations.removals, in: \.removals, on: router, into: &passing)
        let degrades = document.degrades.map(\.degrade)
        checkEach(degrades, as: "degrade", at: document.locations.degrades, in: \.degrades, on: router, into: &passing)
        checkEach(document.redirects, as: "redirect", at: document.locations.redirects, in: \.redirects, on: router, into: &passing)
        for (index, route) in document.routes.enumerated() {
            if let handlers, handlers.names[route.handler] == nil {
                add(
                    .error, route.location,
                    "route \(index + 1) \(LintChecks.quoted(route.pattern)): handler \(LintChecks.quoted(route.handler)) is not bound by the app (not in \(handlers.path))"
                )
            }
            var changes = RoutingChanges<String>(label: path)
            changes.routes = [
                AddedRoute(
                    pattern: route.pattern, name: "route \(index + 1)", tags: route.tags,
                    visibility: route.isInternal ? .internal : .public,
                    handler: AnyRouteHandler { _ in .handled })
            ]
            if apply(changes, to: router, at: route.location, as: "route \(index + 1)") { passing.routes += changes.routes }
        }
        return passing
    }

    /// Each of `rules` applied alone, as the one rule of its kind in a set of changes (`field`), an error reported at
    /// its location and named `kind N`; the ones that apply are added to `passing`.
    private mutating func checkEach<Rule>(
        _ rules: [Rule], as kind: String, at locations: [TextLocation], in field: WritableKeyPath<RoutingChanges<String>, [Rule]>,
        on router: Router<String>, into passing: inout RoutingChanges<String>
    ) {
        for (index, rule) in rules.enumerated() {
            var changes = RoutingChanges<String>(label: path)
            changes[keyPath: field] = [rule]
            if apply(changes, to: router, at: locations[index], as: "\(kind) \(index + 1)") { passing[keyPath: field].append(rule) }
        }
    }

    /// A redirect or added route that a route of the table shadows: its sample URL opens another route.
    private mutating func checkReached(on router: Router<String>, passing: RoutingChanges<String>) {
        // A redirect's route is named after its place among the redirects applied.
        let redirects = document.redirects.enumerated().compactMap { index, redirect in
            passing.redirects.firstIndex(of: redirect).map {
                ("redirect \(index + 1)", "redirect \($0 + 1)", redirect.from, document.locations.redirects[index])
            }
        }
        let added =
            redirects
            + document.routes.enumerated().map {
                ("route \($0.offset + 1)", "route \($0.offset + 1)", $0.element.pattern, $0.element.location)
            }
        for (name, routeName, pattern, location) in added {
            guard let url = Samples.url(pattern, scheme: nil, table: file.table), case .success(let plan) = router.canOpen(url),
                plan.rewrittenTo == nil, plan.route.name != routeName
            else { continue }
            add(
                .warning, location,
                "\(name) \(LintChecks.quoted(pattern)) is never reached: \(url) opens route \(LintChecks.quoted(plan.route.pattern)) of the table, which comes first"
            )
        }
    }

    /// Applies `changes` and goes back (unless `keep`); an error is reported at `location`, named `label`
    /// (the app's message names the rule's index among the changes applied, which is 1 when it is alone).
    @discardableResult
    private mutating func apply(
        _ changes: RoutingChanges<String>, to router: Router<String>, at location: TextLocation, as label: String?, keep: Bool = false
    ) -> Bool {
        do {
            try router.apply(changes)
            if !keep { router.revertChanges() }
            return true
        } catch {
            let kind = label?.split(separator: " ").first.map { "\($0) 1: " } ?? ""
            let message = error.message.hasPrefix(kind) ? String(error.message.dropFirst(kind.count)) : error.message
            add(.error, location, label.map { "\($0): \(message)" } ?? "the document's rules do not apply together: \(message)")
            return false
        }
    }

    /// How messages name the rule at `index` of the document's rewrites before the table's.
    private func ruleName(_ index: Int) -> String {
        RewriteRules.name(ofRule: index, leadingCount: document.rewrites.count, leadingLabel: "document \(document.serial)")
    }

    /// The document's rewrites before the table's, compiled as `router.apply` compiles them; `nil` (and
    /// an error at the rule) when one does not compile.
    private mutating func checkRewriteRules() -> RewriteRules? {
        do {
            return try RewriteRules(
                document.rewrites, over: file.rewrites, label: "document \(document.serial)", options: file.table.options)
        } catch {
            let location =
                document.locations.rewrites.indices.contains(error.ruleIndex)
                ? document.locations.rewrites[error.ruleIndex] : TextLocation(line: 1, column: 1)
            add(.error, location, "\(error)")
            return nil
        }
    }

    /// Each pattern rewrite of the document followed from its sample URLs on the router with the document
    /// applied: a chain that loops, or that ends at no route, is an error.
    private mutating func checkRewriteTargets(_ rules: RewriteRules, on router: Router<String>) {
        var loops: Set<[Int]> = []
        // A `{url:query.NAME}` rule's target is the URL its link carries, which no sample has: a sample without one
        // is matched as it is, not led anywhere (the table's lint says nothing of it either).
        for (index, rule) in document.rewrites.enumerated() where rule.kind == .pattern && !RewriteRule.opensNestedURL(rule.to) {
            let samples = Samples.rewriteURLs(rule, index: index, rules: rules, table: file.table)
            var nowhere: (url: String, target: String, failure: MatchError)?
            var reached = false
            for url in samples {
                do throws(RewriteError) {
                    let target = try rules.resolve(url)
                    switch router.canOpen(target) {
                    case .failure(let error):
                        guard case .noRoute(let failure) = error.reason else { reached = true; continue }
                        nowhere = nowhere ?? (url, target, failure)
                    case .success: reached = true
                    }
                } catch {
                    guard loops.insert(LintChecks.rotated(error.rules)).inserted else { continue }
                    add(.error, document.locations.rewrites[index], LintChecks.loopMessage(error, url: url, rules: rules, name: ruleName))
                }
            }
            if !reached, let nowhere {
                add(
                    .error, document.locations.rewrites[index],
                    "rewrite \(LintChecks.quoted(rule.from)) → \(LintChecks.quoted(rule.to)) leads nowhere: \(nowhere.url) becomes \(nowhere.target), and \(nowhere.failure)"
                )
            }
        }
    }

    /// Redirects and `always` degrades whose URL comes back to them (through rewrites, other redirects
    /// and degrades): a router stops such a link after 8 redirects.
    private mutating func checkRedirectLoops(_ explain: DocumentExplain) {
        let redirects = document.redirects.enumerated().map {
            (
                "redirect \($0.offset + 1)", Samples.url($0.element.from, scheme: nil, table: file.table),
                document.locations.redirects[$0.offset]
            )
        }
        let degrades = document.degrades.enumerated().filter { $0.element.degrade.when == .always }.map { index, degrade in
            ("degrade \(index + 1)", sample(of: degrade.degrade.route), document.locations.degrades[index])
        }
        for (label, url, location) in redirects + degrades {
            guard let url, let stopped = explain.follow(url).stopped, stopped.redirects else { continue }
            add(
                .error, location,
                "\(label) never ends: \(stopped.message); send it to a URL that no rewrite, redirect or degrade takes back")
        }
    }

    /// A URL of the table's route that `selector` names.
    private func sample(of selector: RouteSelector) -> String? {
        switch selector {
        case .pattern(let pattern): return Samples.url(pattern, scheme: nil, table: file.table)
        case .name(let name):
            return file.table.routes.first { $0.value.name == name }.flatMap {
                Samples.url($0.pattern.text, scheme: $0.scheme, table: file.table, query: $0.query)
            }
        }
    }

    /// The table as a router whose every handler (the table's, and `handlers`) answers `.handled`, under `policy`
    /// (`match --document --source`'s rules, so that a router's dry run judges every leg of a link by them; `nil`:
    /// the router's default).
    static func router(_ file: RouteTableFile, handlers: [String], policy: SourcePolicy? = nil) throws -> Router<String> {
        var placeholders = NamedHandlers<String>()
        for name in Set(file.table.routes.compactMap(\.value.handler) + handlers) {
            placeholders.register(name) { _ in .handled }
        }
        var builder = try RouterBuilder<String>(file: file, handlers: placeholders)
        if let policy { builder.policy = policy }
        return try builder.build()
    }

    private mutating func add(_ severity: Diagnostic.Severity, _ location: TextLocation, _ message: String) {
        findings.append(Diagnostic(severity: severity, file: path, location: location, message: message))
    }
}

extension DocumentLint {
    /// `lint --document PATH`'s checks, for `LintReport.make`: the document's own problems (it does not parse), or
    /// what applying it over the table finds.
    static func checks(_ path: String) -> LintReport.DocumentChecks {
        (
            path,
            { file, handlers in
                let bytes: [UInt8]
                switch RegularFile.contents(path, acceptingPipes: true) {
                case .success(let read): bytes = read
                case .failure(let why): return [LintReport.unreadable(path, "the document (\(why))")]
                }
                do throws(ConfigDocumentError) {
                    let document = try RoutingDocument.parse(bytes, file: path)
                    var lint = DocumentLint(file: file, document: document, path: path, handlers: handlers)
                    return lint.run()
                } catch {
                    return error.diagnostics.map { $0.reported(as: .error) }
                }
            }
        )
    }
}
