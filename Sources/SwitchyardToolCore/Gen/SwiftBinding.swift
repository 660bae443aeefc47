import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardCompiledTableWriter
import SwitchyardCompiledTables
import SwitchyardMatching

/// What the build plugin's compiler writes after the typed routes (``SwiftSource``): a protocol with one
/// method per handler the table names (one per route type when routes share a handler), each given its
/// route's typed value; the table compiled (``CompiledRouteTable``: patterns parsed, regular expressions
/// compiled, trie grown and checked); and the function that binds every route to its method. An app type that
/// lacks a method, or reads a parameter its route does not have (or with another type), does not compile.
struct SwiftBinding {
    let source: SwiftSource
    /// The table's file name, as the generated code names it.
    let fileName: String
    /// The table, compiled.
    let compiled: CompiledRouteTable
    /// Each route's name, tags and visibility, in route order.
    let entries: [RouteEntry]
    /// The table's rewrite rules, as written.
    let rewrites: [RewriteRule]
    /// The custom parameter types the table declares (its `types`), each a method of the protocol.
    let types: [RouteTableSpec.TypeDeclaration]
    let prefix: String

    var protocolName: String { prefix + "RouteHandling" }
    var tableName: String { prefix + "RouteTable" }

    /// The protocol, the table's enum and the decoding function.
    func render() -> String {
        protocolText() + "\n" + tableText() + Self.typedRouteFunction
    }

    /// The routes bound to each handler, in table order: the handler's constant and its route types.
    var handlerRoutes: [(constant: String, types: [SwiftSource.RouteType])] {
        source.handlers.map { handler in (handler.constant, source.types.filter { $0.handler == handler.constant }) }
    }

    private func protocolText() -> String {
        var out = "/// What the app implements for the routes of `\(SwiftSource.comment(fileName))`: one method per handler the table\n"
        out += "/// names (one per route type when routes share a handler), given its route's typed parameters. Bind it with\n"
        out += "/// `\(tableName).builder(_:)`.\n"
        if !types.isEmpty { out += "/// It also checks the values of the parameter types the table declares: one method per type.\n" }
        out += "\(source.access)protocol \(protocolName): Sendable {\n"
        out += "    /// What the app's navigator shows.\n    associatedtype Screen: Hashable & Sendable\n"
        for (constant, types) in handlerRoutes {
            for type in types {
                let scheme = type.scheme.map { " (\(SwiftSource.comment($0)))" } ?? ""
                out += "\n    /// `\(SwiftSource.comment(type.pattern))`\(scheme) → `\(SwiftSource.comment(handlerName(constant)))`\n"
                out += "    func \(SwiftSource.identifier(constant))(_ route: \(type.name), request: RouteRequest) async throws"
                out += " -> RouteResponse<Screen>\n"
            }
        }
        for declaration in types { out += typeRequirement(declaration) }
        return out + "}\n"
    }

    /// The method that checks a value of a declared parameter type: `func accepts(sku value: Substring) -> Bool`.
    private func typeRequirement(_ declaration: RouteTableSpec.TypeDeclaration) -> String {
        let name = declaration.name.value
        var out = "\n    /// Whether a percent-decoded value is a `<\(SwiftSource.comment(name)):…>` (the table's parameter type"
        out += declaration.description.map { ": \(SwiftSource.comment($0.value)))." } ?? ")."
        out += "\n    func accepts(\(SwiftSource.identifier(name)) value: Substring) -> Bool\n"
        return out
    }

    /// The declared parameter types, each checked by its method of `handlers`.
    private var typesArgument: String {
        guard !types.isEmpty else { return "" }
        let list = types.map { declaration in
            let name = declaration.name.value
            return ".custom(\(SwiftSource.literal(name))) { handlers.accepts(\(SwiftSource.identifier(name)): $0) }"
        }
        return "types: [" + list.joined(separator: ", ") + "], "
    }

    private func handlerName(_ constant: String) -> String {
        source.handlers.first { $0.constant == constant }?.name ?? constant
    }

    private func tableText() -> String {
        var out = "/// `\(SwiftSource.comment(fileName))`, compiled with the app, and the builder that binds its routes to a\n"
        out += "/// `\(protocolName)`. The app neither ships nor reads the file, and parses none of its patterns.\n"
        out += "\(source.access)enum \(tableName) {\n"
        out += "    /// The table's file name.\n"
        out += "    \(source.access)static let fileName = \(SwiftSource.literal(fileName))\n\n"
        out += "    /// The table compiled: its patterns parsed, its regular expressions compiled, its trie grown and checked.\n"
        out += "    \(source.access)static let image: StaticString = \(compiled.swiftLiteral(indent: 8))\n\n"
        out += "    /// A builder holding every route of the table, each bound to its method of `handlers`; rewrite rules\n"
        out += "    /// included. Throws `CompiledTableError` for an image another library version wrote, and `RewriteError`\n"
        out += "    /// for a rewrite rule that does not compile.\n"
        out +=
            "    \(source.access)static func builder<Handlers: \(protocolName)>(_ handlers: Handlers) throws -> RouterBuilder<Handlers.Screen> {\n"
        out += "        let routes: [BoundRoute<Handlers.Screen>] = [\n"
        for (index, entry) in entries.enumerated() { out += bound(index, entry) }
        out += "        ]\n"
        out += "        let table = try RouteTable(compiled: CompiledRouteTable(image: image), \(typesArgument)values: routes)\n"
        guard !rewrites.isEmpty else { return out + "        return RouterBuilder(table: table)\n    }\n}\n" }
        out += "        var builder = RouterBuilder(table: table)\n"
        out += "        builder.rewrites = try RewriteRules(\n            [\n"
        for rule in rewrites {
            let from = rule.kind == .regex ? "regex: " : "from: "
            out += "                RewriteRule(\(from)\(SwiftSource.literal(rule.from)), to: \(SwiftSource.literal(rule.to))),\n"
        }
        out += "            ], options: table.options)\n"
        return out + "        return builder\n    }\n}\n"
    }

    /// Route `index` bound to its handler's method with its route's typed value.
    private func bound(_ index: Int, _ entry: RouteEntry) -> String {
        guard let type = source.types.first(where: { $0.routeID == index }), let constant = type.handler else {
            // The compiler refuses a table with a route without a handler before it writes anything.
            return "            BoundRoute { _ in .declined },\n"
        }
        var arguments: [String] = []
        if let name = entry.name { arguments.append("name: \(SwiftSource.literal(name))") }
        if !entry.tags.isEmpty { arguments.append("tags: [\(entry.tags.map(SwiftSource.literal).joined(separator: ", "))]") }
        if entry.isInternal { arguments.append("visibility: .internal") }
        let call = "try await handlers.\(SwiftSource.identifier(constant))(try typedRoute(\(type.name).self, request), request: request)"
        let list = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
        return "            BoundRoute\(list) { request in \(call) },\n"
    }

    /// Decoding as `RouterBuilder.route(_:handler:)` does: parameters that do not decode reject the request.
    static let typedRouteFunction = """

        /// A request's parameters as a route type; parameters that do not decode reject the request, as
        /// `RouterBuilder.route(_:handler:)` rejects them (`.invalidParameters`, naming the parameter).
        private func typedRoute<Route: TypedRoute>(_ type: Route.Type, _ request: RouteRequest) throws -> Route {
            do throws(ParameterError) {
                return try request.parameters.decode(Route.self)
            } catch {
                throw RejectionError(.invalidParameters(error.parameter.map { [$0] } ?? []), problems: [error.description])
            }
        }

        """
}
