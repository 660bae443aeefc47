/// What a rewrite does to the query it carries over (when its target writes no query of its own):
/// keep only some keys, drop some, rename some, add some. Keys are named as they arrive; `rename` then
/// gives them their new names; `add` sets keys last, replacing any of the same name.
///
/// ```swift
/// RewriteRule(from: "https://m.shop.example/p/:id", to: "shop://goods/{id}",
///             query: QueryRewrite(drop: ["utm_medium"], rename: ["utm_source": "from"], add: ["via": "web"]))
/// // https://m.shop.example/p/7?utm_source=ad&utm_medium=cpc&tab=2  →  shop://goods/7?from=ad&tab=2&via=web
/// ```
public struct QueryRewrite: Sendable, Hashable {
    /// When set, only these keys are carried over.
    package var keep: [String]?
    /// Keys not carried over.
    package var drop: [String]
    /// Keys carried over under another name.
    package var rename: [String: String]
    /// Keys set on the result, in key order.
    package var add: [String: String]

    /// A mapping; the default carries the query over as it is.
    ///
    /// - Parameters:
    ///   - keep: When set, only these keys are carried over.
    ///   - drop: Keys not carried over.
    ///   - rename: Keys carried over under another name.
    ///   - add: Keys set on the result, in key order.
    public init(keep: [String]? = nil, drop: [String] = [], rename: [String: String] = [:], add: [String: String] = [:]) {
        self.keep = keep
        self.drop = drop
        self.rename = rename
        self.add = add
    }

    /// Whether the query is carried over untouched.
    package var isIdentity: Bool { keep == nil && drop.isEmpty && rename.isEmpty && add.isEmpty }

    /// The query to carry over, percent-encoded, or `nil` when nothing is left.
    func apply(_ items: [QueryItem]) -> String? {
        var result: [(name: String, value: String?)] = []
        for item in items {
            if let keep, !keep.contains(item.name) { continue }
            if drop.contains(item.name) { continue }
            let name = rename[item.name] ?? item.name
            if add[name] != nil { continue }
            result.append((name, item.value))
        }
        for key in Array(add.keys).sorted() { result.append((key, add[key])) }
        guard !result.isEmpty else { return nil }
        return result.map { item in
            Template.encode(item.name) + (item.value.map { "=" + Template.encode($0) } ?? "")
        }.joined(separator: "&")
    }
}
