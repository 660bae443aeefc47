/// A business module: one place that declares its routes, target-actions and services, the modules it
/// needs, and what it does on app lifecycle events (MGJRouter's module entries, BeeHive's modules).
///
/// ```swift
/// struct CartModule: AppModule {
///     let name = "cart"
///     let dependencies = ["user"]                  // started after "user"; missing or cyclic: an error at start
///     let items = CartItems()
///
///     func declare(_ module: inout ModuleDeclaration<Screen>) {
///         module.route("shop://cart", RouteOptions(tags: ["login"])) { _ in .navigate(.push(.cart)) }
///         let items = self.items
///         module.register(target: "cart", action: "add", visibility: .public) { call in
///             guard let id = call.parameters["id"].flatMap({ Int($0.first) }) else { throw NoProductID() }
///             return await items.add(id)
///         }
///         module.register(CartItems.self, name: "cart.items") { items }
///         module.requires(service: "user.session")     // declared by no module: an error at start
///     }
///
///     func receive(_ event: LifecycleEvent, router: Router<Screen>) async {
///         if event == .memoryWarning { await items.dropCaches() }
///     }
/// }
///
/// let host = try ModuleHost(modules: [UserModule(session: session), CartModule()], builder: builder)   // one line each
/// ```
///
/// Everything a module declares goes into the router with its name, so ``ModuleHost/unload(_:)``
/// removes it all in one new snapshot.
public protocol AppModule<Screen>: Sendable {
    /// The screens of the app's router.
    associatedtype Screen: Hashable & Sendable
    /// The module's name: unique in a host, used in errors, the catalogue and ``ModuleHost/unload(_:)``.
    var name: String { get }
    /// The names of the modules this one needs. They start (and receive events) before it, and cannot
    /// be unloaded while it is loaded. Default none.
    var dependencies: [String] { get }
    /// Declares the module's routes, handlers for a route table, actions and services.
    func declare(_ module: inout ModuleDeclaration<Screen>)
    /// Receives every lifecycle event, after the modules it depends on, with the app's router (to call
    /// other modules' actions and services through the pipeline). A module acts on the events it cares
    /// about and ignores the rest; the default ignores them all.
    ///
    /// ```swift
    /// func receive(_ event: LifecycleEvent, router: Router<Screen>) async {
    ///     guard event == .memoryWarning, let items = try? await router.service(CartItems.self) else { return }
    ///     await items.dropCaches()
    /// }
    /// ```
    func receive(_ event: LifecycleEvent, router: Router<Screen>) async
}

extension AppModule {
    /// No dependencies.
    public var dependencies: [String] { [] }
    /// Ignores events.
    public func receive(_ event: LifecycleEvent, router: Router<Screen>) async {}
}
