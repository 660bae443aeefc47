import ArgumentParser
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments

/// The JSON line `match --document` prints for one URL: `match`'s line for the URL the link ends at, with the
/// document in force applied, then `followed`, `degrade` and `document` (Conformance/README.md).
package enum DocumentMatchReport {
    /// ``line(for:serial:explain:callerValues:policy:)`` without caller values, from `source`, `restrict` and `deny`
    /// as `--source`, `--restrict` and `--deny` spell them (`nil`: no source policy applied), for the conformance
    /// tests: the explain's router is judged by the same rules, as `match --document --source` builds it.
    package static func line(
        for url: String, serial: Int?, explain: DocumentExplain, source: String?, restrict: [String] = [], deny: [String] = [],
        handlerFails: Bool = false
    ) throws -> String {
        let policy = try source.map { try PolicyContext.parse(source: $0, restrict: restrict, deny: deny) }
        let judged = policy == nil ? explain : try explain.judged(by: policy?.policy)
        return line(for: url, serial: serial, explain: judged, callerValues: [:], policy: policy, handlerFails: handlerFails)
    }

    /// - Parameters:
    ///   - serial: The document in force, `nil` for the table alone.
    ///   - explain: Its way through the table (for the table alone, an empty document's).
    ///   - handlerFails: Whether the handler of the route the link opens fails (`--handler-fails`): the line is then
    ///     the leg's after that route's `handlerFails` degrade.
    static func line(
        for url: String, serial: Int?, explain: DocumentExplain, callerValues: [String: String], policy context: PolicyContext?,
        handlerFails: Bool = false
    ) -> String {
        var json = JSONLine()
        json.string("url", url)
        let way = explain.way(url, from: context?.source ?? .inApp, handlerFails: handlerFails)
        if let stopped = way.stopped {
            json.raw("matched", "false")
            json.string("refusal", stopped.redirects ? "redirect" : "rewrite")
            json.string("reason", stopped.message)
            if !stopped.redirects { json.raw("rewrites", MatchReport.rewriteSteps(way.lastLeg)) }
            if let context { json.string("source", context.label) }
        } else {
            appendOutcome(of: way, explain, callerValues: callerValues, context: context, to: &json)
        }
        if way.stopped?.redirects != true, !way.followed.isEmpty { json.raw("followed", followed(way.followed)) }
        if way.stopped == nil, let degrade = way.degrade {
            var object = JSONLine()
            object.string("to", degrade.to)
            object.string("when", "handlerFails")
            json.raw("degrade", object.text)
        }
        json.raw("document", serial.map(String.init) ?? "null")
        return json.text
    }

    /// The last leg's match, as the router decides it (the source policy as `match --source` applies it).
    private static func appendOutcome(
        of way: DocumentExplain.Way, _ explain: DocumentExplain, callerValues: [String: String], context outer: PolicyContext?,
        to json: inout JSONLine
    ) {
        // The last leg starts from the source the leg before it ran with (the link's for the first), and a URL a
        // `{url:query.NAME}` rule opened runs with the source the rule gives it (policy.nested-url,
        // document.apply.nested, document.apply.policy-every-leg), as in `match`.
        let context = outer.map { link in
            var leg = link
            leg.source = way.source
            return leg.after(way.lastLeg, of: explain.rules)
        }
        var policy: String?
        var refused: [(RoutePlan, String)] = []
        switch candidates(of: way, explain, judged: context != nil, callerValues: callerValues) {
        case .success(let plans):
            let chosen = plans.firstIndex { plan in
                context?.refusal(isInternal: plan.route.visibility == .internal, tags: plan.route.tags) == nil
            }
            refused = plans[..<(chosen ?? plans.count)].compactMap { plan in
                context?.refusal(isInternal: plan.route.visibility == .internal, tags: plan.route.tags).map { (plan, $0) }
            }
            if let chosen {
                let plan = plans[chosen]
                appendRoute(plan, explain, target: way.target, callerValues: callerValues, to: &json)
                let tags = plan.route.tags
                policy =
                    context.map { MatchReport.allowedNote(tags: tags, $0) }
                    ?? MatchReport.policyNote(isInternal: plan.route.visibility == .internal, tags: tags)
            } else {
                json.raw("matched", "false")
                json.string("refusal", "policy")
                json.string("reason", PolicyText.matchForbidden(pattern: refused[0].0.route.pattern, why: refused[0].1))
                policy = "refused"
            }
        case .failure(let error):
            json.raw("matched", "false")
            let (refusal, intake) = refusal(error)
            json.string("refusal", refusal)
            if let intake { json.string("intake", intake) }
            json.string("reason", "\(error)")
            // The page the router's unmatched handler is offered: the last leg's URL after its rewrites, when nothing
            // matched it (a link refused at intake or by `accept` reaches no handler: file.options.web-destination-refusals).
            if refusal == "no-route",
                let page = MatchReport.webDestination(way.lastLeg.last?.to ?? way.target, explain.file.table.options.webOrigins)
            {
                json.string("webDestination", page)
            }
        }
        if let rewritten = way.lastLeg.last?.to { json.string("rewrittenTo", rewritten) }
        if !way.lastLeg.isEmpty { json.raw("rewrites", MatchReport.rewriteSteps(way.lastLeg)) }
        if let context {
            json.string("source", context.label)
            if !refused.isEmpty { json.raw("refused", Self.refused(refused)) }
        }
        if let policy { json.string("policy", policy) }
    }

    /// The last leg's candidates. Judged by the tool (`judged`, with `--source`): every candidate of the URL the
    /// leg matched, opened in-app under no rules, so that the routes the leg's source may not reach are listed;
    /// else the router's answer from the leg's source. A failure is the router's for the leg's URL before its
    /// rewrites (its words name that URL, as every reader's do).
    private static func candidates(
        of way: DocumentExplain.Way, _ explain: DocumentExplain, judged: Bool, callerValues: [String: String]
    ) -> Result<[RoutePlan], RoutingError> {
        let legStart = way.lastLeg.first?.from ?? way.target
        guard judged else { return explain.router.matches(legStart, from: way.source, parameters: callerValues) }
        let plans = explain.unpoliced.matches(way.target, parameters: callerValues)
        if case .failure = plans, legStart != way.target { return explain.unpoliced.matches(legStart, parameters: callerValues) }
        return plans
    }

    /// `[{"pattern":"…","scheme":"…","why":"…"},…]`: the routes passed over, best first.
    private static func refused(_ refused: [(RoutePlan, String)]) -> String {
        let items = refused.map { plan, why in
            var item = JSONLine()
            item.string("pattern", plan.route.pattern)
            item.string("scheme", plan.route.namespace ?? "global")
            item.string("why", why)
            return item.text
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// `"matched":true`, the route, parameters and wildcard: a table route as `match` prints it, a route the
    /// document added with its handler and priority 0.
    private static func appendRoute(
        _ plan: RoutePlan, _ explain: DocumentExplain, target: String, callerValues: [String: String], to json: inout JSONLine
    ) {
        let namespace = plan.route.namespace ?? "global"
        // The table's route first, by pattern, name, tags and visibility: a document's route of the same pattern as a
        // table route is shadowed by it (lint warns), and the router opens the table's; of two table routes of one
        // pattern, the one the source policy did not pass over.
        let table = explain.file.table
        let isPlanned = { (route: Route<RouteEntry>) in
            route.pattern.text == plan.route.pattern && route.value.name == plan.route.name && route.value.tags == plan.route.tags
                && route.value.isInternal == (plan.route.visibility == .internal)
        }
        if case .success(let best) = table.lookup(target),
            var match = table.candidates(for: best.url).first(where: { isPlanned($0.route) && ($0.namespace ?? "global") == namespace })
        {
            match.parameters.callerValues = callerValues
            MatchReport.appendMatch(match, to: &json)
            return
        }
        json.raw("matched", "true")
        // A table route the table alone would not reach there: the document removed every route of the URL's
        // namespace, so the router's lookup falls to the global one.
        if let route = table.routes.first(where: { isPlanned($0) && $0.namespaceName == namespace }) {
            json.raw("route", MatchReport.routeObject(route, namespace: route.scheme).text)
            appendParameters(plan, to: &json)
            return
        }
        guard let added = explain.document.routes.first(where: { $0.pattern == plan.route.pattern && $0.name == plan.route.name })
        else {
            var route = JSONLine()
            route.string("pattern", plan.route.pattern)
            route.string("scheme", namespace)
            json.raw("route", route.text)
            return
        }
        var route = JSONLine()
        route.string("pattern", added.pattern)
        route.string("scheme", namespace)
        route.raw("priority", "0")
        route.string("handler", added.handler)
        if let name = added.name { route.string("name", name) }
        // The reach it opens under, its handler's table routes' included (document.apply.route-inherits).
        if plan.route.visibility == .internal { route.string("visibility", "internal") }
        if !plan.route.tags.isEmpty { route.raw("tags", JSONLine.array(plan.route.tags)) }
        json.raw("route", route.text)
        appendParameters(plan, to: &json)
    }

    /// `"parameters"` and `"wildcard"` as the router gives them.
    private static func appendParameters(_ plan: RoutePlan, to json: inout JSONLine) {
        var parameters = JSONLine()
        for (key, value) in plan.parameters.all.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .string(let text): parameters.string(key, text)
            case .list(let list): parameters.raw(key, JSONLine.array(list))
            }
        }
        json.raw("parameters", parameters.text)
        json.raw("wildcard", JSONLine.array(plan.parameters.wildcard))
    }

    /// The corpus's refusal kind of a router's failure, and the intake kind (Conformance/README.md).
    static func refusal(_ error: RoutingError) -> (String, String?) {
        switch error.reason {
        case .refused(let intake): return ("intake", intake.reason.kind)
        case .noRoute(.refused(let intake)): return ("intake", intake.reason.kind)
        case .noRoute(.originNotAccepted): return ("origin", nil)
        case .forbidden: return ("policy", nil)
        case .rewriteLoop: return ("rewrite", nil)
        case .tooManyRedirects: return ("redirect", nil)
        default: return ("no-route", nil)
        }
    }

    /// `[{"kind":"redirect","from":"…","to":"…"},…]`.
    private static func followed(_ sent: [DocumentExplain.Sent]) -> String {
        "["
            + sent.map { step in
                var item = JSONLine()
                item.string("kind", step.kind.rawValue)
                item.string("from", step.from)
                item.string("to", step.to)
                return item.text
            }.joined(separator: ",") + "]"
    }
}

extension URLIntakeError.Reason {
    /// The corpus's name of an intake refusal: `too-long`, `dot-segment`, …
    var kind: String {
        switch self {
        case .empty: "empty"
        case .tooLong: "too-long"
        case .tooManySegments: "too-many-segments"
        case .tooManyQueryItems: "too-many-query-items"
        case .controlCharacter: "control-character"
        case .encodedNUL: "encoded-nul"
        case .dotSegment: "dot-segment"
        case .portNotANumber: "bad-port"
        case .unterminatedBracket, .characterAfterBracket, .backslashInAuthority: "malformed-authority"
        }
    }
}

extension PolicyContext {
    /// Why the source may not reach a route of this visibility and these tags, or `nil`.
    func refusal(isInternal: Bool, tags: [String]) -> String? {
        policy.refusal(source: source, visibility: isInternal ? .internal : .public, tags: tags)
    }
}
