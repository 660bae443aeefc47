public import SwitchyardMatching

extension RouteTable {
    /// A readable account of how a URL is matched: intake, the namespaces consulted, every candidate
    /// tried and why it did or did not match, and the winner with its parameters. This is what
    /// `switchyard explain` prints.
    ///
    /// ```swift
    /// print(table.explain("shop://goods/x"))
    /// // ...
    /// //   ✗ "/goods/<int:id>": path segment 2 'x' does not match <int>
    /// // result: no route matches /goods/x in namespace shop
    /// ```
    ///
    /// - Parameters:
    ///   - string: The URL, as it arrived.
    ///   - limit: How many non-matching routes to list per namespace, nearest first.
    public func explain(_ string: String, limit: Int = 10) -> String {
        var lines = ["url: \(string)"]
        let url: RouteURL
        do {
            url = try self.scan(string)
        } catch {
            lines.append("result: refused: \(error)")
            return lines.joined(separator: "\n")
        }
        lines += intakeLines(url)
        if !isAccepted(url) {
            lines.append(
                "result: origin \(url.origin) is not accepted; the table accepts "
                    + (options.accept ?? []).map(\.description).joined(separator: ", "))
            return lines.joined(separator: "\n")
        }
        lines += candidateLines(url, limit: limit)
        lines += resultLines(url)
        return lines.joined(separator: "\n")
    }

    /// How the URL was taken in: its scheme, host, path segments, query and fragment.
    private func intakeLines(_ url: RouteURL) -> [String] {
        var lines = ["intake:"]
        lines.append("  scheme: \(url.scheme ?? "(none: a relative URL, from inside the app)")")
        if let host = url.host {
            let why: String
            switch options.intake.hostAsPath {
            case .always: why = "matched as the first path segment (hostAsPath: always)"
            case .never: why = "a host, not a path segment (hostAsPath: never)"
            case .auto:
                why =
                    url.hostIsPath
                    ? "matched as the first path segment (no dot, not localhost)"
                    : "a host, not a path segment (it has a dot, is localhost or an IP literal)"
            }
            lines.append("  host: \(host), \(why)")
        }
        lines.append("  path segments: \(Self.quoted(url.pathSegments))")
        let query = url.queryItems
        if !query.isEmpty { lines.append("  query: " + query.map(\.description).joined(separator: ", ")) }
        if let fragment = url.fragment {
            let kind: String
            if url.layout.hasFragmentPath {
                kind = "a fragment path \(Self.quoted(url.fragmentPathSegments)), matched by hash routes"
            } else if url.layout.fragmentQueryStart >= 0 {
                kind = "fragment parameters, merged over the query"
            } else {
                kind = "an anchor, ignored for matching"
            }
            lines.append("  fragment: #\(fragment): \(kind)")
        }
        return lines
    }

    /// Each namespace consulted, in order, with the routes that match and the nearest that do not; stops
    /// after the first namespace with a match.
    private func candidateLines(_ url: RouteURL, limit: Int) -> [String] {
        var lines: [String] = []
        let reference = ReferenceMatcher(table: self)
        for namespace in reference.namespaces(url) {
            let members = routes.filter { ReferenceMatcher<Value>.registers($0, in: namespace) }
            // Spelled as its first route registered it (lowercased when only placeholders in schemes make it).
            let name = namespace == nil ? "global" : members.first { $0.scheme?.lowercased() == namespace }?.scheme ?? namespace ?? "global"
            let count = members.count
            lines.append("namespace \(name) (\(count) route\(count == 1 ? "" : "s")):")
            let (hits, misses) = reference.run(url, namespace: namespace)
            for (rank, hit) in hits.enumerated() {
                let parameters = Self.listed(hit.parameters)
                lines.append("  ✓ #\(rank + 1) \(describe(hit.route, hit.expansionIndex))\(parameters.isEmpty ? "" : ": " + parameters)")
            }
            let nearest = misses.stablySorted { $0.depth != $1.depth ? $0.depth > $1.depth : $0.route.id < $1.route.id }
            for miss in nearest.prefix(limit) {
                lines.append("  ✗ \(describe(miss.route, miss.expansionIndex)): \(miss.reason)")
            }
            if nearest.count > limit { lines.append("  … and \(nearest.count - limit) more that match less of the URL") }
            if !hits.isEmpty { break }
        }
        return lines
    }

    /// What the table itself returns for the URL.
    private func resultLines(_ url: RouteURL) -> [String] {
        switch lookup(url) {
        case .success(let match):
            let parameters = Self.listed(match.parameters.all)
            let conditions = match.route.extras.map { $0.conditions.isEmpty ? "" : " if " + $0.conditionText } ?? ""
            var lines = ["result: \"\(match.route.pattern.text)\" (\(match.route.namespaceName))\(conditions) → \(match.route.value)"]
            lines.append("  parameters: \(parameters.isEmpty ? "(none)" : parameters)")
            if !match.wildcard.isEmpty { lines.append("  wildcard: \(Self.quoted(match.wildcard))") }
            return lines
        case .failure(let failure):
            return ["result: \(failure)"]
        }
    }

    private func describe(_ route: Route<Value>, _ expansionIndex: Int) -> String {
        var text = "\"\(route.pattern.text)\""
        if route.pattern.expansionCount > 1 { text += " as \"\(route.pattern.expansionText(expansionIndex))\"" }
        if route.priority != 0 { text += " priority \(route.priority)" }
        if let extras = route.extras, !extras.conditions.isEmpty { text += " if " + extras.conditionText }
        return text
    }

    /// `name=value` for each parameter, sorted by name. The names are sorted as an array of strings: that sort
    /// is shared with the other string sorts, where a sort of the pairs was a copy of its own (ADR 0031).
    static func listed<Parameter: CustomStringConvertible>(_ parameters: [String: Parameter]) -> String {
        Array(parameters.keys).sorted().map { "\($0)=\(parameters[$0]?.description ?? "")" }.joined(separator: " ")
    }

    static func quoted(_ values: [String]) -> String {
        "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
