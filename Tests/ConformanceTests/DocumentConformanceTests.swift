import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import SwitchyardTool
import Testing

/// The corpus's document cases (`Conformance/cases/document-*.json`) against the two Swift readers, every field
/// compared both ways (an extra key is a disagreement too):
///
/// - the app's path (``DocumentAppRun``): arrivals and the serial in force from `RemoteRoutingDocuments`; a link's
///   route, parameters, wildcard and refusal from `Router.open` (the unmatched handler reports a URL nothing took);
///   the way (`followed`) from the URLs the open went through, each leg's rewritten URL and route from the router's
///   dry run of that leg (a route the document's redirect made is named `redirect N`); `rewrittenTo` and `rewrites`
///   from the dry run of the last leg; `degrade` from the same open with the route's handler failing.
/// - `switchyard match --document`'s code (`DocumentArrivals`, `DocumentMatchReport`): each arrival, and each JSON
///   line read back into the corpus's terms.
@Suite("Conformance: document cases")
struct DocumentConformanceTests {
    @Test("the app's path: RemoteRoutingDocuments and Router.open", arguments: CaseFile.having("document"))
    func app(_ file: CaseFile) async throws {
        let table = try RouteTableFile.parse(file.table, file: file.name)
        for item in file.cases where item.kind == "document" {
            let run = try await DocumentAppRun(item, table: table)
            // A link under the app's rules (`policy`) runs on a router built with them, the same documents arriving.
            var judged: [String: DocumentAppRun] = [:]
            for link in item.expect["links"] as? [[String: Any]] ?? [] {
                guard let policy = link["policy"] as? [String: Any], judged[Self.canonical(policy)] == nil else { continue }
                judged[Self.canonical(policy)] = try await DocumentAppRun(item, table: table, policy: policy)
            }
            await Self.compare(item, arrivals: run.arrivals, inForce: run.inForce) { url, source, policy, fails in
                await (policy.flatMap { judged[Self.canonical($0)] } ?? run).outcome(url, from: source, every: run, handlerFails: fails)
            }
        }
    }

    @Test("switchyard match --document", arguments: CaseFile.having("document"))
    func tool(_ file: CaseFile) async throws {
        let table = try RouteTableFile.parse(file.table, file: file.name)
        for item in file.cases where item.kind == "document" {
            var arrivals = try DocumentArrivals(file: table, device: Self.device(of: item))
            var seen: [[String: Any]] = []
            for document in item.object["documents"] as? [[String: Any]] ?? [] {
                switch arrivals.arrive(Array((document["text"] as? String ?? "").utf8), label: "document") {
                case .applied(let serial): seen.append(["applied": serial])
                case .unchanged(let serial): seen.append(["unchanged": serial])
                case .refused(let error): seen.append(DocumentAppRun.refusal(error, label: "document"))
                }
            }
            let explain = try arrivals.inForce?.explain ?? DocumentExplain.tableAlone(file: table)
            let serial = arrivals.inForce?.serial
            await Self.compare(item, arrivals: seen, inForce: serial) { url, source, policy, fails in
                let line =
                    (try? DocumentMatchReport.line(
                        for: url, serial: serial, explain: explain, source: source, restrict: policy?["restrict"] as? [String] ?? [],
                        deny: policy?["deny"] as? [String] ?? [], handlerFails: fails)) ?? "{}"
                let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
                #expect(object["document"] as? Int == serial, "\(item.label) \(url): \"document\" in \(line)")
                return Self.outcome(line: object)
            }
        }
    }

    /// The device a case's documents arrive on: its `keys`, `context` and `handlers` (a jump case's too).
    static func device(of item: Case) -> DocumentArrivals.Device {
        let context = item.object["context"] as? [String: Any] ?? [:]
        return DocumentArrivals.Device(
            keys: (item.object["keys"] as? [String: String]).map(Array.init), appVersion: context["appVersion"] as? String,
            platform: context["platform"] as? String, userID: context["userId"] as? String,
            now: ISO8601DateFormatter().date(from: context["now"] as? String ?? "") ?? Date(),
            minimumSerial: context["minimumSerial"] as? Int ?? 1, handlers: (item.object["handlers"] as? [String]).map(Set.init))
    }

    /// Every document case file is read (a file that does not parse would drop its cases without a word).
    @Test("the corpus has its document cases") func count() {
        let files = CaseFile.having("document")
        #expect(files.count == 12, "\(files)")
        #expect(files.flatMap(\.cases).filter { $0.kind == "document" }.count >= 150)
    }

    /// Compares a reader's arrivals, serial in force and link outcomes with the case's.
    static func compare(
        _ item: Case, arrivals: [[String: Any]], inForce: Int?, outcome: (String, String?, [String: Any]?, Bool) async -> [String: Any]
    ) async {
        let expect = item.expect
        #expect(canonical(arrivals) == canonical(expect["documents"] ?? []), "\(item.label): arrivals")
        #expect(inForce == expect["inForce"] as? Int, "\(item.label): in force \(inForce.map(String.init) ?? "none")")
        for link in expect["links"] as? [[String: Any]] ?? [] {
            let url = link["url"] as? String ?? ""
            var actual = await outcome(
                url, link["source"] as? String, link["policy"] as? [String: Any], link["handlerFails"] as? Bool ?? false)
            let expected = link["expect"] as? [String: Any] ?? [:]
            // Rewrite steps are compared where a case states them (Conformance/README.md); every other field both ways.
            if expected["rewrites"] == nil { actual["rewrites"] = nil }
            #expect(canonical(actual) == canonical(expected), "\(item.label) \(url)")
        }
    }

    /// The JSON text of `value`, keys sorted: what two outcomes are compared by.
    static func canonical(_ value: Any) -> String {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }

    /// A `match --document` line in the corpus's terms: the route's pattern, handler and name, its scheme as the
    /// namespace; `rewrites` without a rewrite loop's steps.
    static func outcome(line: [String: Any]) -> [String: Any] {
        var out: [String: Any] = ["matched": line["matched"] as? Bool ?? false]
        if let route = line["route"] as? [String: Any] {
            out["route"] = route.filter { ["pattern", "handler", "name"].contains($0.key) }
            out["namespace"] = route["scheme"]
            out["parameters"] = line["parameters"]
            out["wildcard"] = line["wildcard"]
        }
        for key in ["refusal", "intake", "webDestination", "rewrittenTo", "followed", "degrade"] where line[key] != nil {
            out[key] = line[key]
        }
        if let refused = line["refused"] as? [[String: Any]] { out["refused"] = refused.map { $0.filter { $0.key != "why" } } }
        if let rewrites = line["rewrites"], line["refusal"] as? String != "rewrite" { out["rewrites"] = rewrites }
        return out
    }
}

extension DocumentAppRun {
    /// A link's outcome in the corpus's terms (see ``DocumentConformanceTests``). `every` is the same case's run
    /// under no rules of the app, which lists every candidate of the last leg's URL in-app.
    /// With `handlerFails`, the handler of the route the link opens fails: the outcome is the leg after its degrade.
    func outcome(_ url: String, from sourceText: String?, every: DocumentAppRun, handlerFails: Bool = false) async -> [String: Any] {
        let source = Self.source(sourceText)
        failing.withLock { $0 = handlerFails ? [true] : [] }
        var out: [String: Any]
        var chain = [url]
        // The URL the last leg matched (after its rewrites).
        var matched = url
        do {
            let opened = try await router.open(url, from: source)
            chain = opened.redirects
            matched = chain[chain.count - 1]
            if let unmatched = opened.value as? Unmatched {
                out = Self.refused(unmatched.error)
                matched = unmatched.url
                if unmatched.url != chain.last, out["refusal"] as? String != "rewrite" { out["rewrittenTo"] = unmatched.url }
                if let page = unmatched.webDestination { out["webDestination"] = page }
            } else {
                let route = opened.request.route
                var described: [String: Any] = ["pattern": route.pattern, "handler": opened.value as? String ?? NSNull()]
                if let name = route.name { described["name"] = name }
                var parameters: [String: Any] = [:]
                for (key, value) in opened.request.parameters.all {
                    switch value {
                    case .string(let text): parameters[key] = text
                    case .list(let list): parameters[key] = list
                    }
                }
                out = [
                    "matched": true, "route": described, "namespace": route.namespace ?? "global", "parameters": parameters,
                    "wildcard": opened.request.parameters.wildcard,
                ]
                if case .success(let plan) = router.canOpen(chain[chain.count - 1], from: legSources(chain, from: source).last ?? source),
                    let last = plan.rewriteSteps.last
                {
                    matched = last.to
                    out["rewrittenTo"] = last.to
                    if !plan.rewriteSteps.isEmpty {
                        out["rewrites"] = plan.rewriteSteps.map {
                            ["rule": $0.ruleIndex + 1, "from": $0.from, "to": $0.to] as [String: Any]
                        }
                    }
                }
            }
        } catch {
            out = Self.refused(error)
            // A leg's rewrites refused after redirects: the open says where it went before (`followed`).
            if case .rewriteLoop(let loop) = error.reason, !loop.redirectedTo.isEmpty { chain = [url] + loop.redirectedTo }
        }
        let legs = legSources(chain, from: source)
        let refused = passedOver(chain[chain.count - 1], matched: matched, from: legs.last ?? source, every: every)
        if sourceText != nil, !refused.isEmpty { out["refused"] = refused }
        if chain.count > 1, out["refusal"] as? String != "redirect" { out["followed"] = followed(chain, from: legs) }
        if out["matched"] as? Bool == true, let target = await degradeTarget(url, from: source, after: chain, handlerFails: handlerFails) {
            out["degrade"] = ["to": target, "when": "handlerFails"]
        }
        return out
    }

    /// The source each leg of `chain` starts from, as the router gives it: the link's, then the one the leg
    /// before ran with (a nested URL's after its rewrite; the router's dry run of that leg says which).
    func legSources(_ chain: [String], from source: RouteSource) -> [RouteSource] {
        var sources = [source]
        for leg in chain.dropLast() {
            let from = sources[sources.count - 1]
            guard case .success(let plan) = router.canOpen(leg, from: from) else { break }
            sources.append(plan.source)
        }
        return sources
    }

    /// The routes the source policy passes over for the last leg `url` (which matched `matched` after its
    /// rewrites), best first: every candidate of `matched` opened in-app under no rules (`every`'s router) before
    /// the first one the leg's source may reach (the router's dry runs).
    private func passedOver(_ url: String, matched: String, from source: RouteSource, every run: DocumentAppRun) -> [[String: String]] {
        guard case .success(let every) = run.router.matches(matched) else { return [] }
        let permitted = (try? router.matches(url, from: source).get()) ?? []
        let chosen = permitted.first.flatMap { first in every.firstIndex { $0.route.id == first.route.id } } ?? every.count
        return every[..<chosen].filter { plan in !permitted.contains { $0.route.id == plan.route.id } }.map {
            ["pattern": $0.route.pattern, "scheme": $0.route.namespace ?? "global"]
        }
    }

    /// Each redirect on the way: the leg's rewritten URL and whether its route is a redirect of the document.
    private func followed(_ chain: [String], from sources: [RouteSource]) -> [[String: String]] {
        zip(zip(chain, chain.dropFirst()), sources).map { pair, source in
            let (leg, next) = pair
            guard case .success(let plan) = router.canOpen(leg, from: source) else { return ["kind": "?", "from": leg, "to": next] }
            let kind = plan.route.name?.hasPrefix("redirect ") == true ? "redirect" : "degrade"
            return ["kind": kind, "from": plan.rewriteSteps.last?.to ?? leg, "to": next]
        }
    }

    /// Where the link goes when the route it opens fails: one URL further than `chain`, or `nil` (no such degrade).
    /// With `handlerFails` the route before the last failed too (the way to the last leg went through its degrade).
    private func degradeTarget(_ url: String, from source: RouteSource, after chain: [String], handlerFails: Bool) async -> String? {
        failing.withLock { $0 = handlerFails ? [true, true] : [true] }
        defer { failing.withLock { $0 = [] } }
        guard let failed = try? await router.open(url, from: source), failed.redirects.count == chain.count + 1 else { return nil }
        return failed.redirects.last
    }

    /// `{"matched": false, "refusal": KIND}` (and `intake`) for a router's error.
    static func refused(_ error: RoutingError) -> [String: Any] {
        var out: [String: Any] = ["matched": false]
        switch error.reason {
        case .refused(let intake):
            out["refusal"] = "intake"
            out["intake"] = MatchConformanceTests.refusal(.refused(intake)).1
        case .noRoute(let failure):
            let (refusal, intake) = MatchConformanceTests.refusal(failure)
            out["refusal"] = refusal
            if let intake { out["intake"] = intake }
        case .forbidden: out["refusal"] = "policy"
        case .rewriteLoop: out["refusal"] = "rewrite"
        case .tooManyRedirects: out["refusal"] = "redirect"
        default: out["refusal"] = "\(error)"
        }
        return out
    }

    /// A link's source as the corpus spells it (`push`, `other-app:com.example`, `web:https://…`); in-app when absent.
    static func source(_ text: String?) -> RouteSource {
        guard let text else { return .inApp }
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let detail = parts.count > 1 ? parts[1] : nil
        switch parts[0] {
        case "push": return .push
        case "universal-link": return .universalLink
        case "other-app": return .otherApp(bundleID: detail)
        case "web": return .webPage(detail)
        default: return .inApp
        }
    }
}
