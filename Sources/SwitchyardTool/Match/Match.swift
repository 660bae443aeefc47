import ArgumentParser
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import SwitchyardToolCore

struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Match URLs against a route table; print one JSON object per URL.",
        discussion: """
            URLs come from the arguments, or one per line from standard input when there are none. \
            Exit status: 0 when the table loaded (whatever matched), 1 with file:line:column diagnostics when it did not. \
            The table's own rules (accepted origins, rewrites) are applied; the router's source policy is not, \
            since match does not know where a link comes from: a matched internal or tagged route says so in \
            "visibility", "tags" and "policy". With --source it is applied as a router applies it: a route the \
            source may not reach is passed over for the next candidate it may reach, or the URL is refused \
            ("refused" lists the routes passed over and why; "source" echoes the source; "policy" says \
            "allowed" or "refused", and names tags the app may restrict that no --restrict rule covers).

            With --document, the documents arrive in the order given, on one fresh install (no floor, nothing \
            cached), and are verified (with --key), checked (floor, --minimum-serial, time window at --at, app range \
            with --app-version and --platform, rollout with --user-id) and applied as the app does; a condition whose \
            value is not given is not checked. Standard error gets one line per document: "FILE: applied document N", \
            "FILE: document N is already in force" or "FILE: refused (CODE): MESSAGE". Each URL is then opened with \
            the document in force: its rewrites before the table's, its redirects and "always" degrades followed to \
            their URLs, the last match printed, with "refusal" (intake, origin, policy, no-route, rewrite, redirect) \
            when nothing opens, and at the end of each line "followed" (each redirect or degrade: kind, from, to), \
            "degrade" (the route's handlerFails degrade: to, when) and "document" (the serial in force, or null). With \
            --source, every leg is judged by the source policy (--restrict and --deny included), as a router judges \
            it: a route the source may not reach sends the link nowhere. With --handler-fails, each line is where the \
            link goes when the handler of the route it opens fails: the leg after that route's handlerFails degrade \
            (listed last in "followed"), run with the source of the leg before it. Exit status 0 also when a document was \
            refused; 1 when a document or key file cannot \
            be read. Conformance/README.md describes the format.
            """
    )

    @OptionGroup var table: TableOption

    @Option(
        name: .customLong("param"), help: ArgumentHelp("A value the caller passes (overrides every URL parameter).", valueName: "KEY=VALUE")
    )
    var parameters: [String] = []

    @OptionGroup var sourceOptions: SourceOptions

    @OptionGroup var documentOptions: DocumentOptions

    @Flag(
        name: .customLong("handler-fails"),
        help: "With --document: answer as if the handler of the route each URL opens failed (the leg after its handlerFails degrade).")
    var handlerFails = false

    @Argument(help: "URLs to match.")
    var urls: [String] = []

    func validate() throws {
        if handlerFails, documentOptions.isEmpty { throw ValidationError("--handler-fails goes with --document") }
        for parameter in parameters where !parameter.contains("=") || parameter.hasPrefix("=") {
            throw ValidationError("--param expects KEY=VALUE, got '\(parameter)'")
        }
    }

    func run() throws {
        let file = try table.load()
        let policy = try sourceOptions.context()
        var callerValues: [String: String] = [:]
        for parameter in parameters {
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            callerValues[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        var report = { (url: String) in MatchReport.line(for: url, in: file, callerValues: callerValues, policy: policy) }
        if !documentOptions.isEmpty {
            // Every leg of a link (a redirect's, a degrade's) is judged by the source's rules, as the app's router judges it.
            let arrivals = try documentOptions.arrive(over: file, policy: policy?.policy)
            let (serial, explain) =
                try arrivals.inForce ?? (nil, DocumentExplain.tableAlone(file: file, policy: policy?.policy))
            report = { url in
                DocumentMatchReport.line(
                    for: url, serial: serial, explain: explain, callerValues: callerValues, policy: policy,
                    handlerFails: handlerFails)
            }
        }
        if urls.isEmpty {
            while let line = readLine(strippingNewline: true) { print(report(line.hasSuffix("\r") ? String(line.dropLast()) : line)) }
        } else {
            for url in urls { print(report(url)) }
        }
    }
}

/// The JSON line `switchyard match` prints for one URL (the format is fixed by DESIGN.md; keys are only
/// ever added: `route.visibility` and `route.tags` for internal and tagged routes; `webDestination` after `reason`
/// when no route opens a web link of the table's `webOrigins`; `rewrites` for every chain, one step included; with `--source`,
/// `source` and `refused` after `rewrittenTo`; and `policy` last, saying whether the router's source policy
/// was applied and what it decided).
enum MatchReport {
    static func line(
        for url: String, in file: RouteTableFile, callerValues: [String: String], policy context: PolicyContext? = nil
    ) -> String {
        json(for: url, in: file, callerValues: callerValues, policy: context).text
    }

    /// ``line(for:in:callerValues:policy:)``'s members, for `match --document` to add its own.
    static func json(
        for url: String, in file: RouteTableFile, callerValues: [String: String], policy context: PolicyContext? = nil
    ) -> JSONLine {
        var json = JSONLine()
        json.string("url", url)
        let steps: [RewriteStep]
        var loop: RewriteError?
        do throws(RewriteError) { steps = try file.rewriteSteps(url) } catch { steps = error.steps; loop = error }
        let rewritten = loop == nil ? steps.last?.to : nil
        let target = rewritten ?? url
        var policy: String?
        var refused: [PolicyContext.Refusal] = []
        if let loop {
            // The rewrites never end: a router refuses the URL before matching.
            json.raw("matched", "false")
            json.string("reason", "\(loop)")
            json.raw("rewrites", rewriteSteps(steps))
            if let context { json.string("source", context.label) }
            return json
        }
        switch file.table.lookup(target) {
        case .success(let best):
            let decision =
                context?.after(steps, of: file.rewrites).decide(best, in: file.table) ?? PolicyContext.Decision(chosen: best, refused: [])
            refused = decision.refused
            if var match = decision.chosen {
                match.parameters.callerValues = callerValues
                appendMatch(match, to: &json)
                policy = context.map { allowedNote(match.route.value, $0) } ?? policyNote(match.route.value)
            } else {
                let first = decision.refused[0]
                json.raw("matched", "false")
                json.string("reason", PolicyText.matchForbidden(pattern: first.match.route.pattern.text, why: first.why))
                policy = "refused"
            }
        case .failure(let failure):
            json.raw("matched", "false")
            json.string("reason", failure.description)
            // What the router's unmatched handler is offered: only a URL it took in and nothing matched; a link the
            // intake contract or `accept` refuses reaches no handler (file.options.web-destination-refusals).
            switch failure {
            case .originNotAccepted, .refused: break
            default:
                if let page = webDestination(target, file.table.options.webOrigins) { json.string("webDestination", page) }
            }
        }
        if let rewritten { json.string("rewrittenTo", rewritten) }
        if !steps.isEmpty { json.raw("rewrites", rewriteSteps(steps)) }
        if let context {
            json.string("source", context.label)
            if !refused.isEmpty { json.raw("refused", refusedArray(refused)) }
        }
        if let policy { json.string("policy", policy) }
        return json
    }

    /// The page the router's unmatched handler is offered for `url`, the URL after the rewrites
    /// (`UnmatchedRequest.webDestination`): an http(s) URL of one of the table's web origins, else `nil`.
    static func webDestination(_ url: String, _ webOrigins: [LinkSource]) -> String? {
        try? WebDestination.check(url, allowed: webOrigins).get().url
    }

    /// `"matched":true`, the route, the parameters (decoded strings, or lists for repeated keys) and the wildcard.
    static func appendMatch(_ match: RouteMatch<RouteEntry>, to json: inout JSONLine) {
        json.raw("matched", "true")
        json.raw("route", routeObject(match).text)
        var parameters = JSONLine()
        for (key, value) in match.parameters.all.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .string(let text): parameters.string(key, text)
            case .list(let list): parameters.raw(key, JSONLine.array(list))
            }
        }
        json.raw("parameters", parameters.text)
        json.raw("wildcard", JSONLine.array(match.wildcard))
    }

    /// `[{"pattern":"…","scheme":"…","why":"…"},…]`: the routes the source policy refused, best first.
    static func refusedArray(_ refused: [PolicyContext.Refusal]) -> String {
        let items = refused.map { refusal in
            var item = JSONLine()
            item.string("pattern", refusal.match.route.pattern.text)
            item.string("scheme", refusal.match.namespace ?? "global")
            item.string("why", refusal.why)
            return item.text
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// `[{"rule":1,"from":"…","to":"…"},…]`: each rewrite applied, with the rule's number.
    static func rewriteSteps(_ steps: [RewriteStep]) -> String {
        "["
            + steps.map { step in
                var item = JSONLine()
                item.raw("rule", String(step.ruleIndex + 1))
                item.string("from", step.from)
                item.string("to", step.to)
                return item.text
            }.joined(separator: ",") + "]"
    }

    /// The `route` object: pattern, scheme, priority, handler, then name, visibility, tags, query conditions,
    /// `lowercaseCaptures` and `queryOverridesPath` when set (a condition as the file writes it: `true`,
    /// `false` or the value pattern).
    static func routeObject(_ match: RouteMatch<RouteEntry>) -> JSONLine {
        routeObject(match.route, namespace: match.namespace)
    }

    /// ``routeObject(_:)`` of `entry`, matched in `namespace` (`nil`: the global one).
    static func routeObject(_ entry: Route<RouteEntry>, namespace: String?) -> JSONLine {
        var route = JSONLine()
        route.string("pattern", entry.pattern.text)
        route.string("scheme", namespace ?? "global")
        route.raw("priority", String(entry.priority))
        if let handler = entry.value.handler { route.string("handler", handler) } else { route.raw("handler", "null") }
        if let name = entry.value.name { route.string("name", name) }
        if entry.value.isInternal { route.string("visibility", "internal") }
        if !entry.value.tags.isEmpty { route.raw("tags", JSONLine.array(entry.value.tags)) }
        if !entry.query.isEmpty { route.raw("query", queryObject(entry.query)) }
        if entry.lowercaseCaptures { route.raw("lowercaseCaptures", "true") }
        if entry.queryOverridesPath { route.raw("queryOverridesPath", "true") }
        return route
    }

    /// `{"token":false,"url":"<path:target>"}`: a route's conditions by item name, as a file writes them.
    static func queryObject(_ query: [String: QueryCondition]) -> String {
        var object = JSONLine()
        for (key, condition) in query.sorted(by: { $0.key < $1.key }) {
            switch condition {
            case .present: object.raw(key, "true")
            case .absent: object.raw(key, "false")
            case .equals, .matches: object.string(key, condition.description)
            }
        }
        return object.text
    }

    /// What the router's source policy would decide and `match` cannot (it does not know where a link
    /// comes from): said for internal and tagged routes; `nil` for other routes.
    static func policyNote(_ entry: RouteEntry) -> String? { policyNote(isInternal: entry.isInternal, tags: entry.tags) }

    /// ``policyNote(_:)`` for a route's visibility and tags.
    static func policyNote(isInternal: Bool, tags entryTags: [String]) -> String? {
        var parts: [String] = []
        if isInternal { parts.append(PolicyText.policyNoteInternal) }
        if !entryTags.isEmpty { parts.append(PolicyText.policyNoteTags(tags: entryTags.joined(separator: ", "))) }
        return parts.isEmpty ? nil : PolicyText.policyNotApplied(notes: parts.joined(separator: "; "))
    }

    /// `allowed`, naming the route's tags that no `--restrict` rule covers (the app may restrict them).
    static func allowedNote(_ entry: RouteEntry, _ context: PolicyContext) -> String { allowedNote(tags: entry.tags, context) }

    /// ``allowedNote(_:_:)`` for a route's tags.
    static func allowedNote(tags: [String], _ context: PolicyContext) -> String {
        let unruled = tags.filter { !context.restrictedTags.contains($0) }
        guard !unruled.isEmpty else { return "allowed" }
        return PolicyText.policyAllowedUnruled(tags: "tag\(unruled.count == 1 ? "" : "s") \(unruled.joined(separator: ", "))")
    }
}
