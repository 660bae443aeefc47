public import Switchyard

extension RouterBuilder {
    /// A builder holding every route of a route-table file, each bound to the handler it names, with the
    /// file's options, namespaces and rewrite rules. `"internal": true` makes a route internal; `tags` select
    /// per-tag middleware and source rules. The file's table is not built again: the router takes its
    /// routes, ids and trie as they are (until a route, type or namespace changes).
    ///
    /// ```swift
    /// var handlers = NamedHandlers<Screen>()
    /// handlers.register("goods.detail") { request in .navigate(.push(.goods(try request.parameters.value("id", as: Int.self)))) }
    /// let builder = try RouterBuilder<Screen>(file: RouteTableFile.load(contentsOf: "routes.json"), handlers: handlers)
    /// ```
    ///
    /// - Throws: `RouteTableError` naming, with its location, every route whose handler is missing or
    ///   unknown.
    public init(file: RouteTableFile, handlers: NamedHandlers<Screen>) throws(RouteTableError) {
        var diagnostics: [Diagnostic] = []
        self.init(table: file.table) { route in
            do throws(BindingFailure) {
                return try Self.binding(of: route, handlers: handlers)
            } catch {
                diagnostics.append(Diagnostic(severity: .error, file: file.path, location: route.value.location, message: error.message))
                // Never opened: the initializer throws below.
                return (AnyRouteHandler { _ in .declined }, nil, [], .internal, nil)
            }
        }
        if !diagnostics.isEmpty { throw RouteTableError(diagnostics: diagnostics) }
        rewrites = file.rewrites
    }

    /// Why a route of a file could not be bound to a handler.
    private struct BindingFailure: Error {
        let message: String
    }

    /// A file route's handler, the one it names, with the route's name, tags, visibility and the module
    /// that declared the handler.
    private static func binding(
        of route: Route<RouteEntry>, handlers: NamedHandlers<Screen>
    ) throws(BindingFailure) -> TableBinding {
        let entry = route.value
        guard let name = entry.handler else {
            throw BindingFailure(message: "route \(DiagnosticText.quoted(route.pattern.text, escaped: false)) has no \"handler\"")
        }
        guard let handler = handlers.handler(named: name) else {
            let quoted = TextScanning.quoted(name), known = handlers.names
            throw BindingFailure(
                message: known.isEmpty
                    ? ConfigText.moduleHandlerNotRegisteredNone(handler: quoted)
                    : ConfigText.moduleHandlerNotRegistered(handler: quoted, known: known.joined(separator: ", ")))
        }
        return (handler, entry.name, entry.tags, entry.isInternal ? .internal : .public, handlers.module(of: name))
    }
}
