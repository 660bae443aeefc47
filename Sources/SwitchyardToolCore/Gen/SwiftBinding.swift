import Foundation

/// What the build plugin's compiler writes after the typed routes (``SwiftSource``): a protocol with one
/// method per handler the table names (one per route type when routes share a handler), each given its
/// route's typed value; the table's text; and the function that binds every route to its method. An app
/// type that lacks a method, or reads a parameter its route does not have (or with another type), does not
/// compile.
struct SwiftBinding {
    let source: SwiftSource
    /// The table's file name, as the generated code and its run-time diagnostics name it.
    let fileName: String
    /// The table as written.
    let bytes: [UInt8]
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
        out += "protocol \(protocolName): Sendable {\n"
        out += "    /// What the app's navigator shows.\n    associatedtype Screen: Hashable & Sendable\n"
        for (constant, types) in handlerRoutes {
            for type in types {
                let scheme = type.scheme.map { " (\(SwiftSource.comment($0)))" } ?? ""
                out += "\n    /// `\(SwiftSource.comment(type.pattern))`\(scheme) → `\(SwiftSource.comment(handlerName(constant)))`\n"
                out += "    func \(SwiftSource.identifier(constant))(_ route: \(type.name), request: RouteRequest) async throws"
                out += " -> RouteResponse<Screen>\n"
            }
        }
        return out + "}\n"
    }

    private func handlerName(_ constant: String) -> String {
        source.handlers.first { $0.constant == constant }?.name ?? constant
    }

    private func tableText() -> String {
        var out = "/// `\(SwiftSource.comment(fileName))`, compiled with the app: its text and the builder that binds its routes to\n"
        out += "/// a `\(protocolName)`. The app neither ships nor reads the file; its patterns are parsed when the builder is made.\n"
        out += "enum \(tableName) {\n"
        out += "    /// The table's file name, as its diagnostics name it.\n"
        out += "    static let fileName = \(SwiftSource.literal(fileName))\n\n"
        out += "    /// The table as written.\n"
        out += embedded()
        out += "\n    /// The table, loaded from its text.\n"
        out += "    static func file() throws(RouteTableError) -> RouteTableFile {\n"
        out += "        try RouteTableFile.parse(bytes, file: fileName)\n    }\n\n"
        out += "    /// A builder holding every route of the table, each bound to its method of `handlers`.\n"
        out += "    static func builder<Handlers: \(protocolName)>(_ handlers: Handlers) throws(RouteTableError)"
        out += " -> RouterBuilder<Handlers.Screen> {\n"
        out += "        var named = NamedHandlers<Handlers.Screen>()\n"
        for (constant, types) in handlerRoutes { out += registration(constant, types) }
        out += "        return try RouterBuilder(file: file(), handlers: named)\n    }\n}\n"
        return out
    }

    /// One handler's registration: its method with the route's typed value (chosen by the route's id when
    /// routes share the handler).
    private func registration(_ constant: String, _ types: [SwiftSource.RouteType]) -> String {
        let method = SwiftSource.identifier(constant)
        func call(_ type: SwiftSource.RouteType) -> String {
            "try await handlers.\(method)(try typedRoute(\(type.name).self, request), request: request)"
        }
        var out = "        named.register(\(source.handlersName).\(method)) { request in\n"
        guard let last = types.last else { return "" }
        if types.count == 1 {
            out += "            \(call(last))\n"
        } else {
            out += "            switch request.route.id {\n"
            for type in types.dropLast() { out += "            case \(type.routeID): return \(call(type))\n" }
            out += "            default: return \(call(last))\n            }\n"
        }
        return out + "        }\n"
    }

    /// The table's bytes: its text as a raw string literal, or in base64 when it is not plain text (a binary
    /// property list).
    private func embedded() -> String {
        let plain = String(validating: bytes, as: UTF8.self).flatMap { text in
            text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F || $0 == "\n" || $0 == "\t" || $0 == "\r" } ? text : nil
        }
        guard let text = plain else {
            let base64 = Data(bytes).base64EncodedString()
            return "    static let bytes = [UInt8](Data(base64Encoded: \(SwiftSource.literal(base64))) ?? Data())\n"
        }
        var longest = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return "    static let text = \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)\n\n    static var bytes: [UInt8] { Array(text.utf8) }\n"
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
