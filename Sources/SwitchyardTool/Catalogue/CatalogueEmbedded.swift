import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardExplain
import SwitchyardMatching

/// The table as the page's matcher reads it (Web/src/matcher-*.js): options, namespaces, and each route's
/// and rewrite's expansions already parsed by the package's own parser, so the script ports matching and
/// intake, not the pattern grammar. One JSON object, safe inside a `<script>` element.
enum CatalogueEmbedded {
    /// The table's JSON. `forPage`: with each route's sample URLs (the page's try box and tests read them; the
    /// web module leaves them out). `redactInternal`: internal routes without their handler names and names
    /// (`switchyard gen web --redact-internal`); their patterns and tags stay, so that answers stay the same.
    static func json(_ catalogue: Catalogue, forPage: Bool = true, redactInternal: Bool = false) -> String {
        let options = catalogue.file.table.options
        return json(
            catalogue.file, tablePath: catalogue.tablePath,
            routes: catalogue.entries.map { route($0, samples: forPage, redactInternal: redactInternal) },
            rewrites: catalogue.file.spec.rewrites.map { rewrite($0, options: options) })
    }

    /// The JSON of `file`'s options and namespaces with these routes and rules (each as ``route(_:samples:redactInternal:)``
    /// and ``rewrite(_:options:)`` write one), then the `extra` members (already JSON).
    static func json(
        _ file: RouteTableFile, tablePath: String, routes: [String], rewrites: [String], extra: [(String, String)] = []
    ) -> String {
        let options = file.table.options
        var json = JSONLine()
        json.string("file", tablePath)
        var settings = JSONLine()
        settings.string("matchOrder", options.matchOrder.rawValue)
        settings.string("hostAsPath", options.intake.hostAsPath.rawValue)
        settings.raw("decodePlus", String(options.intake.decodePlus))
        settings.raw("accept", options.accept.map(sources) ?? "null")
        settings.raw("webOrigins", sources(options.webOrigins.filter(\.isWebOrigin)))
        settings.raw("maxURLLength", String(options.intake.maxURLLength))
        settings.raw("maxSegments", String(options.intake.maxSegments))
        settings.raw("maxQueryItems", String(options.intake.maxQueryItems))
        // Only when the file names them, so that a table without them embeds the same text as before (issue #90).
        if let apps = file.spec.options.apps { settings.raw("apps", apps.json) }
        json.raw("options", settings.text)
        var namespaces = JSONLine()
        for namespace in file.spec.namespaces {
            namespaces.raw(namespace.scheme.value.lowercased(), "{\"fallbackToGlobal\":\(namespace.fallbackToGlobal?.value ?? false)}")
        }
        json.raw("namespaces", namespaces.text)
        json.raw("routes", "[" + routes.joined(separator: ",") + "]")
        json.raw("rewrites", "[" + rewrites.joined(separator: ",") + "]")
        for (key, value) in extra { json.raw(key, value) }
        return scriptSafe(json.text)
    }

    /// `<`, `>` and `&` as `\u` escapes (they only occur inside JSON strings), so that no text of the table
    /// can close the script element or start a comment in it.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }

    /// The sources as the page's script reads them; `https?://host` as two, its `https` and `http` sources.
    static func sources(_ list: [LinkSource]) -> String {
        "["
            + list.flatMap { source in
                (source.acceptsHTTP ? [source.scheme, "http"] : [source.scheme]).map { scheme in
                    "{\"scheme\":\(JSONLine.quote(scheme)),\"host\":\(source.host.map(JSONLine.quote) ?? "null")}"
                }
            }.joined(separator: ",") + "]"
    }

    /// A route's members that `completeTable` (matcher-index.js) puts back when they are left out, with their value.
    static let routeDefaults = [
        "scheme": "null", "accept": "null", "schemeParameter": "null", "host": "null", "handler": "null", "name": "null",
        "internal": "false", "lowercaseCaptures": "false", "queryOverridesPath": "false", "takesHost": "false", "tags": "[]",
        "conditions": "[]", "priority": "0",
    ]
    /// An expansion's members that `completeTable` puts back.
    static let expansionDefaults = ["fragment": "null", "wildcard": "null"]

    /// One route as the script reads it. Without samples (the web module's table, `gen web`) its default-valued
    /// members are left out (`routeDefaults`, `expansionDefaults`): about half the text, so half the bytes a page
    /// loads and parses; the module's `completeTable` puts them back.
    static func route(_ entry: Catalogue.Entry, samples: Bool, redactInternal: Bool) -> String {
        let route = entry.route
        var json = JSONLine()
        json.raw("id", String(route.id))
        json.string("pattern", route.pattern.text)
        json.raw("scheme", route.scheme.map(JSONLine.quote) ?? "null")
        json.raw("priority", String(route.priority))
        let redacted = redactInternal && route.value.isInternal
        json.raw("handler", redacted ? "null" : route.value.handler.map(JSONLine.quote) ?? "null")
        json.raw("name", redacted ? "null" : route.value.name.map(JSONLine.quote) ?? "null")
        json.raw("internal", String(route.value.isInternal))
        json.raw("tags", JSONLine.array(route.value.tags))
        json.raw("accept", route.accept.map(sources) ?? "null")
        json.raw("schemeParameter", schemeParameter(route.pattern))
        CatalogueConditions.embed(
            route.query, lowercase: route.lowercaseCaptures, queryOverridesPath: route.queryOverridesPath, into: &json)
        shape(route.pattern, into: &json, compact: !samples)
        if samples { json.raw("samples", JSONLine.array(entry.samples)) }
        return samples ? json.text : json.omitting(routeDefaults).text
    }

    /// A placeholder in the pattern's scheme as the script reads it: its name and its value for each scheme
    /// (lowercased) the route is registered under; `null` without one.
    static func schemeParameter(_ pattern: RoutePattern) -> String {
        guard let (name, values) = pattern.schemeParameter else { return "null" }
        let map = values.map { "\(JSONLine.quote($0.scheme)):\(JSONLine.quote($0.value))" }.joined(separator: ",")
        return "{\"name\":\(JSONLine.quote(name)),\"values\":{\(map)}}"
    }

    /// A rule as the script's chain reads it: `kind`, `from`, `to`, the names the template may use, and
    /// for a pattern rule its scheme placeholder (registered as a route's is) and expansions; for a regex rule its program and the pieces the package cuts it into
    /// (RegexLayout, each compiled with the regex's `(?i)`, as CapturingRegex matches them).
    static func rewrite(_ rule: RouteTableSpec.Rewrite, options: RouteTableOptions) -> String {
        rewrite(kind: rule.kind, from: rule.from.value, to: rule.to.value, nested: rule.nested?.value, options: options)
    }

    /// ``rewrite(_:options:)`` for a rule of its parts (a routing document's, `gen web --document`).
    static func rewrite(
        kind: RewriteRule.Kind, from: String, to: String, nested: RewriteRule.NestedURL?, options: RouteTableOptions
    ) -> String {
        var json = JSONLine()
        json.string("kind", kind.rawValue)
        json.string("from", from)
        json.string("to", to)
        if let nested { json.raw("nested", nestedObject(nested)) }
        switch kind {
        case .pattern:
            if let pattern = try? RoutePattern(from, hostAsPath: options.intake.hostAsPath) {
                json.raw("scheme", pattern.scheme.map(JSONLine.quote) ?? "null")
                json.raw("schemeParameter", schemeParameter(pattern))
                json.raw("names", JSONLine.array(pattern.parameterNames))
                shape(pattern, into: &json)
            }
        case .regex:
            // The table loaded, so the regex compiled; a layout that fails anyway leaves the rule without
            // pieces, which the script answers as undetermined.
            if let layout = try? RegexLayout(from), let whole = CatalogueRegexProgram.json(from) {
                let option = layout.caseInsensitive ? "(?i)" : ""
                let pieces = layout.pieces.compactMap { piece in
                    CatalogueRegexProgram.json(option + piece.text).map { program in
                        "{\"r\":\(JSONLine.quote(piece.text)),\"program\":\(program),\"name\":\(piece.name.map(JSONLine.quote) ?? "null")}"
                    }
                }
                if pieces.count == layout.pieces.count {
                    json.raw("names", JSONLine.array(layout.pieces.compactMap(\.name)))
                    json.raw("caseInsensitive", String(layout.caseInsensitive))
                    json.raw("program", whole)
                    json.raw("pieces", "[" + pieces.joined(separator: ",") + "]")
                }
            }
        }
        return json.text
    }

    /// `host`, `takesHost` and `expansions` (path, fragment, wildcard, capture names, rank vector).
    /// A `{url:query.NAME}` rule's `nested` options as the script's `nestedStep` and `sourceAfter` read them:
    /// `{"resolvesRelative":…,"carriedQueryItems":[…],"source":"in-app"|null}`, the source spelled as `--source`.
    static func nestedObject(_ nested: RewriteRule.NestedURL) -> String {
        var json = JSONLine()
        json.raw("resolvesRelative", String(nested.resolvesRelative))
        json.raw("carriedQueryItems", JSONLine.array(nested.carriedQueryItems))
        json.raw("source", nested.source.map { JSONLine.quote($0.spelling) } ?? "null")
        return json.text
    }

    static func shape(_ pattern: RoutePattern, into json: inout JSONLine, compact: Bool = false) {
        json.raw("host", pattern.host.map(JSONLine.quote) ?? "null")
        json.raw("takesHost", String(pattern.takesHost))
        let expansions = pattern.expansionShapes.map { expansion in
            var item = JSONLine()
            item.raw("path", segments(expansion.path))
            item.raw("fragment", expansion.fragment.map(segments) ?? "null")
            item.raw(
                "wildcard",
                expansion.hasWildcard
                    ? "{\"name\":\(expansion.wildcardName.map(JSONLine.quote) ?? "null"),\"minimum\":\(expansion.wildcardMinimum)}" : "null"
            )
            item.raw("names", JSONLine.array(expansion.captureNames))
            item.raw("rank", "[" + expansion.rank.map(String.init).joined(separator: ",") + "]")
            return compact ? item.omitting(expansionDefaults).text : item.text
        }
        json.raw("expansions", "[" + expansions.joined(separator: ",") + "]")
    }

    /// A literal segment is `{"l":TEXT}`; a dynamic one `{"p":[…]}` of `{"l":TEXT}`, `{"c":"any"}`,
    /// `{"c":"type","t":NAME}` and `{"c":"regex","r":SOURCE,"program":PROGRAM}` (CatalogueRegexProgram), with
    /// `"e":true` when the capture may be empty.
    /// A part of a dynamic segment; a capture that may be empty has `"e":true`.
    static func part(_ part: ExpansionShape.Part) -> String {
        switch part {
        case .literal(let text): return "{\"l\":\(JSONLine.quote(text))}"
        case .any: return "{\"c\":\"any\"}"
        case .type(let name): return "{\"c\":\"type\",\"t\":\(JSONLine.quote(name))}"
        case .regex(let source):
            let program = CatalogueRegexProgram.json(source) ?? "null"
            return "{\"c\":\"regex\",\"r\":\(JSONLine.quote(source)),\"program\":\(program)}"
        case .orEmpty(let inner): return String(self.part(inner).dropLast()) + ",\"e\":true}"
        }
    }

    static func segments(_ list: [ExpansionShape.Segment]) -> String {
        let items: [String] = list.map { (segment: ExpansionShape.Segment) -> String in
            switch segment {
            case .literal(let text): return "{\"l\":\(JSONLine.quote(text))}"
            case .dynamic(let parts):
                let inner: [String] = parts.map { Self.part($0) }
                return "{\"p\":[" + inner.joined(separator: ",") + "]}"
            }
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}
