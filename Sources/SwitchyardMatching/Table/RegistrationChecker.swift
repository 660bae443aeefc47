import SwitchyardRouteTable

/// Crossroad's registration checks, run when a table is built (warnings there; errors to
/// `switchyard lint`, see `Diagnostic.lintSeverity`): link sources that cannot be what they say,
/// routes that no accepted source can reach, and patterns with an empty segment.
struct RegistrationChecker {
    let routes: [RouteShape]
    /// The table's link sources; `nil` accepts every origin.
    let accept: [LinkSource]?

    /// Schemes that belong to the system, never to one app (Crossroad refuses them as custom schemes).
    static let wellKnownSchemes: Set<String> = ["http", "https", "tel", "facetime", "mailto", "sms", "file"]

    func check() -> [Diagnostic] {
        var result = sourceProblems(accept, routeID: nil, owner: "in the table's options")
        for index in routes.indices {
            // Read once, and named only when something is wrong: a table's patterns are kept as text and made
            // into a String on access, and this runs for every route of every build. The shape is copied only
            // for a route with something to check (a copy retains each of its references).
            let text = routes[index].parsed.text
            let emptySegment = Self.emptySegmentOffset(in: text)
            let swallowing = Self.swallowingHostPlaceholder(in: text)
            guard accept != nil || routes[index].accept != nil || emptySegment != nil || swallowing != nil else { continue }
            let route = routes[index]
            func name() -> String { "route \(DiagnosticText.quoted(text, escaped: false)) (\(route.namespaceName))" }
            if route.accept != nil {
                result += sourceProblems(route.accept, routeID: route.id, owner: "of \(name())")
                result += unacceptedSources(of: route, named: name())
            }
            if accept != nil || route.accept != nil, let problem = unreachableScheme(of: route, named: name) { result.append(problem) }
            if let offset = emptySegment {
                result.append(
                    warning(
                        route.id,
                        "\(name()) has an empty segment ('//' at offset \(offset)); URLs never have one, so it matches as if written with one '/'"
                    ))
            }
            if let swallowing {
                result.append(
                    warning(
                        route.id,
                        "\(name()): the host placeholder \(DiagnosticText.quoted(String(swallowing), escaped: false)) can take part of the "
                            + "registrable domain (another site's host matches); list its values (<sub=|www.|m.>example.com) or end it at a dot "
                            + "before the domain (<sub>.example.com)"))
            }
        }
        return result
    }

    /// A registration warning, which lint reports as an error unless `lint` says otherwise.
    private func warning(_ routeID: Int?, _ message: String, source: Int? = nil, lint: Diagnostic.Severity? = nil) -> Diagnostic {
        var diagnostic = Diagnostic(
            severity: .warning, message: message, code: .registration,
            route: Diagnostic.RouteReference(routeID: routeID, sourceIndex: source))
        diagnostic.lintOverride = lint
        return diagnostic
    }

    /// A well-known scheme accepted as an app's own, or a universal-link source (a source with a host)
    /// of a web or file scheme that is not https. An `http://host` source is a warning to lint too: an app
    /// routes the http links of its own web views and code through its router, and that is what it is for.
    private func sourceProblems(_ sources: [LinkSource]?, routeID: Int?, owner: String) -> [Diagnostic] {
        guard let sources else { return [] }
        var result: [Diagnostic] = []
        for (index, source) in sources.enumerated() where source.parseError == nil {
            let named = "link source \(DiagnosticText.quoted(source.description, escaped: false)) \(owner)"
            if source.host == nil, Self.wellKnownSchemes.contains(source.scheme) {
                result.append(
                    warning(
                        routeID,
                        "\(named) is the well-known scheme '\(source.scheme)', not an app's own: accept a universal link as \"https://<host>\"",
                        source: index))
            } else if source.host != nil, source.scheme == "http" {
                result.append(
                    warning(
                        routeID,
                        "\(named) is not https: universal links are https only, so http links come only from the app's own web views and code (https://<host> accepts universal links)",
                        source: index, lint: .warning))
            } else if source.host != nil, source.scheme != "https", Self.wellKnownSchemes.contains(source.scheme) {
                result.append(
                    warning(routeID, "\(named) is not an https URL: a universal-link source is \"https://<host>\"", source: index))
            }
        }
        return result
    }

    /// A route's own link sources that the table does not accept: they narrow nothing, and match nothing.
    private func unacceptedSources(of route: RouteShape, named name: String) -> [Diagnostic] {
        guard let accept, let own = route.accept else { return [] }
        var result: [Diagnostic] = []
        for (index, source) in own.enumerated() where source.parseError == nil {
            let covered = accept.contains { $0.covers(source) }
            if !covered {
                result.append(
                    warning(
                        route.id,
                        "\(name) accepts link source \(DiagnosticText.quoted(source.description, escaped: false)), which the table does not accept (\(Self.list(accept)))",
                        source: index))
            }
        }
        return result
    }

    /// A full-URL pattern whose scheme (and host) no accepted source takes, table-wide or the route's own; for
    /// a placeholder in the scheme, the first of its schemes that none takes.
    private func unreachableScheme(of route: RouteShape, named name: () -> String) -> Diagnostic? {
        if let scheme = route.scheme, let unreachable = unreachableScheme(scheme, of: route, named: name) { return unreachable }
        for scheme in route.otherSchemes {
            if let unreachable = unreachableScheme(scheme, of: route, named: name) { return unreachable }
        }
        return nil
    }

    private func unreachableScheme(_ scheme: String, of route: RouteShape, named name: () -> String) -> Diagnostic? {
        let host = route.host
        for (sources, whose) in [(accept, "the table's"), (route.accept, "the route's")] {
            guard let sources, sources.allSatisfy({ $0.parseError == nil }) else { continue }
            let reachable = sources.contains { $0.takes(scheme: scheme) && ($0.host == nil || host == nil || $0.host == host) }
            if !reachable {
                let origin = host.map { "\(scheme)://\($0)" } ?? scheme
                return warning(
                    route.id, "\(name()) can never match: its origin \(origin) is not among \(whose) link sources (\(Self.list(sources)))")
            }
        }
        return nil
    }

    static func list(_ sources: [LinkSource]) -> String {
        sources.isEmpty ? "none" : sources.map { DiagnosticText.shortened($0.description) }.joined(separator: ", ")
    }

    /// The scalar offset of the first `//` in a pattern's path (after `scheme://`), outside a regular
    /// expression; `nil` when there is none.
    static func emptySegmentOffset(in text: String) -> Int? {
        // Most patterns have no "//" but their scheme's: look at the bytes, in place, before decoding any scalar
        // (this runs for every route of every build; iterating the String's UTF-8 view cost ~1,000 instructions
        // a route).
        var copy = text
        guard copy.withUTF8(Self.holdsOtherThanSchemeSlashes) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var k = 0
        if let schemeEnd = scalars.firstIndex(of: ":"), schemeEnd + 2 < scalars.count,
            scalars[schemeEnd + 1] == "/", scalars[schemeEnd + 2] == "/",
            scalars[..<schemeEnd].allSatisfy({ $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
        {
            k = schemeEnd + 3
        }
        var regexDepth = 0
        while k < scalars.count {
            let c = scalars[k]
            if c == "\\" { k += 2; continue }
            if regexDepth > 0 {
                if c == "(" { regexDepth += 1 } else if c == ")" { regexDepth -= 1 }
            } else if c == "(", k > 0, scalars[k - 1].isASCIILetter || scalars[k - 1] == "_" || ("0"..."9").contains(scalars[k - 1]),
                k + 1 < scalars.count, scalars[k + 1] != "/"
            {
                regexDepth = 1  // `:name(` opens a regular expression
            } else if c == "/", k + 1 < scalars.count, scalars[k + 1] == "/" {
                return k
            }
            k += 1
        }
        return nil
    }

    /// Whether a pattern's bytes hold a `//` other than one scheme's `://`: without one, no segment is empty.
    private static func holdsOtherThanSchemeSlashes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var slashPairs = 0
        var schemePairs = 0
        for k in bytes.indices.dropFirst() where bytes[k] == UInt8(ascii: "/") && bytes[k - 1] == UInt8(ascii: "/") {
            slashPairs += 1
            if k >= 2, bytes[k - 2] == UInt8(ascii: ":") { schemePairs += 1 }
        }
        return slashPairs != schemePairs || schemePairs > 1
    }
}
