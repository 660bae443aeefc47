import SwitchyardConfig
import SwitchyardExplain
import SwitchyardMatching

/// A route's query conditions and parameter options as the page's matcher reads them
/// (Web/src/matcher-conditions.js): each condition by item name, a value pattern as the shape of the path
/// pattern it is read as (ValuePattern), and the `query` object `switchyard match` prints for the route.
enum CatalogueConditions {
    /// `conditions`, `query`, `lowercaseCaptures` and `queryOverridesPath`; `notPorted` when a value pattern does
    /// not parse here (it names a type the app registers in code).
    static func embed(_ query: [String: QueryCondition], lowercase: Bool, queryOverridesPath: Bool, into json: inout JSONLine) {
        var conditions: [String] = []
        var ported = true
        for (key, condition) in query.sorted(by: { $0.key < $1.key }) {
            var item = JSONLine()
            item.string("key", key)
            switch condition {
            case .present: item.string("test", "present")
            case .absent: item.string("test", "absent")
            case .equals(let text):
                item.string("test", "equals")
                item.string("text", text)
            case .matches(let text):
                item.string("test", "value")
                item.string("text", text)
                guard let shape = valueShape(text) else {
                    ported = false
                    continue
                }
                item.raw("shape", shape)
            }
            conditions.append(item.text)
        }
        json.raw("conditions", "[" + conditions.joined(separator: ",") + "]")
        if !query.isEmpty { json.raw("query", MatchReport.queryObject(query)) }
        json.raw("lowercaseCaptures", String(lowercase))
        json.raw("queryOverridesPath", String(queryOverridesPath))
        if !ported {
            json.string("notPorted", "a query condition of this route uses a type the app registers, which the page does not know")
        }
    }

    /// A value pattern read as a path pattern (`/` + the text, as ValuePattern reads it): its one expansion's
    /// segments, wildcard and capture names; `nil` when it does not parse without the app's types.
    static func valueShape(_ text: String) -> String? {
        guard let pattern = try? RoutePattern("/" + text, hostAsPath: .auto), let expansion = pattern.expansionShapes.first,
            pattern.expansionShapes.count == 1, expansion.fragment == nil
        else { return nil }
        var shape = JSONLine()
        shape.raw("path", CatalogueEmbedded.segments(expansion.path))
        shape.raw(
            "wildcard",
            expansion.hasWildcard
                ? "{\"name\":\(expansion.wildcardName.map(JSONLine.quote) ?? "null"),\"minimum\":\(expansion.wildcardMinimum)}" : "null")
        shape.raw("names", JSONLine.array(expansion.captureNames))
        return shape.text
    }
}
