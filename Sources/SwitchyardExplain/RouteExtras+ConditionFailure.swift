import SwitchyardMatching

// Why a query condition fails, in the reference matcher's words: the oracle's own reading of the rule, kept
// apart from the walk's (`QueryView` in SwitchyardRouteTable's `Trie/Walk/TrieStorage+Query.swift`, the one
// production home of the rule), so that the differential tests compare two independent readings (ADR 0041).
extension RouteExtras.Condition {
    /// Why the item read for this condition (`value`: `nil` when the URL does not have it; `""` for a flag)
    /// fails it, or `nil` when it holds.
    package func failure(_ value: String?) -> String? {
        switch test {
        case .present:
            return value == nil ? "query item \"\(key)\" is absent; the route needs it present" : nil
        case .absent:
            return value == nil ? nil : "query item \"\(key)\" is present; the route needs it absent"
        case .equals(let bytes):
            guard let value else { return "query item \"\(key)\" is absent; the route needs it to be \"\(written)\"" }
            return value.utf8.elementsEqual(bytes) ? nil : "query item \"\(key)\" is \"\(value)\", not \"\(written)\""
        case .value(let pattern):
            guard let value else { return "query item \"\(key)\" is absent; the route needs it to match \(pattern.text)" }
            return pattern.parameters(Array(value.utf8)) == nil ? "query item \"\(key)\" \"\(value)\" does not match \(pattern.text)" : nil
        }
    }
}
