/// A placeholder in a full-URL pattern's scheme (ADR 0034): `http<scheme=|s>://…` registers the route under
/// `http` and `https`, and its `scheme` parameter is `""` or `"s"`; `<app=shop|shop-beta>://…` under both
/// apps' schemes. Its values are listed in the pattern: a route must know every namespace it belongs to.
package struct SchemeCapture: Sendable, Hashable {
    /// The parameter's name.
    package let name: String
    /// The literal text before and after the placeholder, lowercased.
    package let prefix: String
    package let suffix: String
    /// The values the placeholder may take, lowercased, in the order written (an empty one included).
    package let values: [String]

    package init(name: String, prefix: String, suffix: String, values: [String]) {
        self.name = name
        self.prefix = prefix
        self.suffix = suffix
        self.values = values
    }

    /// The schemes the route is registered under, one per value, in the order written.
    package var schemes: [String] { values.map { prefix + $0 + suffix } }

    /// The placeholder as written in a message: `<scheme=|s>`.
    package var text: String { "<\(name)=\(values.joined(separator: "|"))>" }

    /// The parameter's value for a URL of `scheme` (compared lowercased): the part the placeholder stands
    /// for, or `nil` when the scheme is not one of the route's.
    func value(ofScheme scheme: String) -> String? {
        let lowered = scheme.lowercased()
        guard lowered.count >= prefix.count + suffix.count, lowered.hasPrefix(prefix), lowered.hasSuffix(suffix) else {
            return nil
        }
        let value = String(lowered.dropFirst(prefix.count).dropLast(suffix.count))
        return values.contains(value) ? value : nil
    }
}

extension Unicode.Scalar {
    /// `a`–`z` or `A`–`Z`: how a scheme starts (a pattern's, a link source's).
    package var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
