extension RouterBuilder {
    /// Declares a module inline: its routes, target-actions, unmatched-action handlers and services go into
    /// this builder under `name`, with no ``ModuleHost`` (an app without module lifecycle, or a test).
    /// Calls reach them through the router as a host's modules' do:
    /// ``Router/perform(target:action:parameters:from:values:)``, ``Router/perform(url:from:)``,
    /// ``Router/service(_:from:)``, ``Router/service(named:as:from:)``, ``Router/canPerform(target:action:from:)``
    /// and ``Router/componentCatalogueJSON()``; ``removeModule(_:)`` removes them again.
    ///
    /// ```swift
    /// var builder = RouterBuilder<Screen>()
    /// try builder.module("cart") { module in
    ///     module.register(target: "cart", action: "add", visibility: .public) { call in
    ///         await cart.add(call.parameters["id"]?.first ?? "")
    ///     }
    ///     module.register(AddToCart.self, decode: { try RouteParameterDecoder().decode(AddToCart.Input.self, from: $0) }) { input, _ in
    ///         await cart.add(input.id)
    ///     }
    ///     module.register(CartStore.self, name: "cart.store") { cart }
    /// }
    /// let router = try builder.build()
    /// let count = try await router.perform(AddToCart.self, AddToCart.Input(id: 7))
    /// ```
    ///
    /// - Throws: ``ModuleError``: a route that does not parse, an action, service or unmatched-action handler
    ///   another module on this builder declared, a service or action the module requires
    ///   (``ModuleDeclaration/requires(_:)``) that neither it nor a module declared on the builder before it
    ///   declares, or route-table handlers (only a ``ModuleHost`` passes those to the table's builder). On an error
    ///   the builder is left as it was.
    public mutating func module(_ name: String, _ declare: (inout ModuleDeclaration<Screen>) -> Void) throws(ModuleError) {
        var declaration = ModuleDeclaration<Screen>(module: name)
        declare(&declaration)
        if !declaration.namedHandlers.isEmpty {
            throw .tableHandlersAfterStart(module: name, handlers: declaration.namedHandlers.map(\.name))
        }
        var staged = self
        // Never closed: a builder's module is removed with `removeModule`, which has no calls to wait for.
        try declaration.install(into: &staged, activity: ModuleActivity(module: name))
        if let missing = declaration.firstMissing(in: staged.components) { throw .missingRequirement(module: name, missing) }
        self = staged
    }
}
