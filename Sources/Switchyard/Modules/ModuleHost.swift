/// Starts an app's modules on one router: checks their dependencies, orders them (dependencies first),
/// installs what each declares, delivers lifecycle events in that order, and loads or unloads a module
/// later as one new router snapshot.
///
/// ```swift
/// let host = try ModuleHost(modules: [UserModule(session: session), GoodsModule(), CartModule()], builder: builder)
/// host.post(.launchFinished)                             // to every module, dependencies first, in order
/// _ = try await host.router.perform(target: "cart", action: "add", parameters: ["id": .string("7")])
///
/// try host.load(FlashSaleModule())                       // routes, actions and services appear together
/// try await host.unload("flash-sale").value              // …and go together; waits for calls in flight
/// ```
public final class ModuleHost<Screen: Hashable & Sendable>: Sendable {
    /// The router every module's routes, actions and services are in.
    public let router: Router<Screen>
    private let loaded: Locked<[LoadedModule<Screen>]>
    private let mailbox: LifecycleMailbox

    /// Starts `modules` on a router built from `builder`.
    ///
    /// - Throws: ``ModuleError``: a duplicate name, a missing dependency, a cycle, a route that does not
    ///   parse, an action or service declared twice, a service or action a module requires that none declares,
    ///   conflicting routes, or a module declaring route-table handlers (use ``init(modules:makeBuilder:)`` for
    ///   those).
    public convenience init(modules: [any AppModule<Screen>], builder: RouterBuilder<Screen>) throws(ModuleError) {
        let prepared = try Self.prepare(modules)
        if let first = prepared.first(where: { !$0.declaration.namedHandlers.isEmpty }) {
            throw .tableHandlersAfterStart(module: first.module.name, handlers: first.declaration.namedHandlers.map(\.name))
        }
        try self.init(prepared, builder: builder)
    }

    /// Starts `modules` on a router whose builder `makeBuilder` makes from the modules' route-table
    /// handlers (with SwitchyardConfig: `RouterBuilder(file:handlers:)`).
    ///
    /// ```swift
    /// import SwitchyardConfig   // RouteTableFile
    ///
    /// let host = try ModuleHost(modules: [GoodsModule(), CartModule()]) { handlers in
    ///     var handlers = handlers
    ///     handlers.register("goods.list") { _ in .navigate(.push(.goodsList)) }  // the app's own, beside the modules
    ///     return try RouterBuilder<Screen>(file: RouteTableFile.load(contentsOf: path), handlers: handlers)
    /// }
    /// ```
    ///
    /// - Throws: ``ModuleError`` (as ``init(modules:builder:)``, and a route-table handler name two modules
    ///   declare: `route-table handler goods.detail is declared by module "goods" and by module "promo"`), or what
    ///   `makeBuilder` throws (SwitchyardConfig's `RouteTableError` for a route of the table that names a handler
    ///   nobody registered: `no handler named "goods.detail"; known: cart, search`).
    public convenience init(
        modules: [any AppModule<Screen>], makeBuilder: (NamedHandlers<Screen>) throws -> RouterBuilder<Screen>
    ) throws {
        let prepared = try Self.prepare(modules)
        try self.init(prepared, builder: makeBuilder(Self.tableHandlers(of: prepared)))
    }

    /// The route-table handlers the modules declare, each remembering its module; a name declared twice is an error.
    private static func tableHandlers(of prepared: [LoadedModule<Screen>]) throws(ModuleError) -> NamedHandlers<Screen> {
        var handlers = NamedHandlers<Screen>()
        for item in prepared {
            for declared in item.declaration.namedHandlers {
                if let owner = handlers.module(of: declared.name) {
                    throw .duplicateComponent("route-table handler \(declared.name)", first: owner, second: item.module.name)
                }
                handlers.register(declared.name, declared.handler.running(in: item.activity), module: item.module.name)
            }
        }
        return handlers
    }

    private convenience init(_ prepared: [LoadedModule<Screen>], builder: RouterBuilder<Screen>) throws(ModuleError) {
        self.init(router: try Self.start(prepared, builder: builder), prepared)
    }

    /// The router with every prepared module installed.
    ///
    /// A static function, not the designated initialiser: a class's type descriptor names its designated
    /// initialisers, and every descriptor stays in the app, so what they call does too (ADR 0040).
    private static func start(_ prepared: [LoadedModule<Screen>], builder: RouterBuilder<Screen>) throws(ModuleError) -> Router<Screen> {
        var builder = builder
        for item in prepared { try item.declaration.install(into: &builder, activity: item.activity) }
        for item in prepared {
            if let missing = item.declaration.firstMissing(in: builder.components) {
                throw .missingRequirement(module: item.module.name, missing)
            }
        }
        do {
            return try builder.build()
        } catch {
            throw .routerRefused(module: prepared.map(\.module.name).joined(separator: ", "), "\(error)")
        }
    }

    private init(router: Router<Screen>, _ prepared: [LoadedModule<Screen>]) {
        let loaded = Locked(prepared)
        self.router = router
        self.loaded = loaded
        // The mailbox's task holds what delivery needs, not the host: the host can go, and its task with it.
        mailbox = LifecycleMailbox { event in
            let receivers = loaded.value
            for receiver in receivers {
                await receiver.module.receive(event, router: router)
            }
            return receivers.map(\.module.name)
        }
    }

    /// The loaded modules' names, in the order they start and receive events.
    ///
    /// ```swift
    /// print(host.modules)   // ["user", "goods", "cart"]
    /// ```
    public var modules: [String] { loaded.withLock { $0.map(\.module.name) } }

    /// The loaded modules with what they declared, in start order (for the catalogue).
    var loadedModules: [LoadedModule<Screen>] { loaded.value }

    /// Posts a lifecycle event to every loaded module, and returns at once:
    /// call it from a synchronous delegate callback. One task delivers the events in the order they were
    /// posted, each to its receivers one after the other, in module order (a module after those it
    /// depends on); a module hears an event only after every module has heard the events posted before it.
    ///
    /// ```swift
    /// host.post(.background)      // in applicationDidEnterBackground: delivered after every event posted before it
    /// let receivers = await host.post(.openURL("shop://cart", from: .push)).value   // every module, once delivered
    /// ```
    ///
    /// At most 1,000 events wait to be delivered (behind a module that takes long to receive one): a post
    /// beyond that is dropped, no module receives it, and its task answers `[]` at once. A dropped post is
    /// told apart from an event no module heard by ``droppedEvents``, which counts them, and it is logged
    /// through the host's logging hook (``onDroppedEvent(_:)``; SwitchyardLogging's
    /// `logDroppedEvents(to:)` sends it to swift-log).
    ///
    /// - Returns: A task whose value is the names of the modules that received the event, in order, once
    ///   they all have. Cancelling the task does not change the answer: it still comes once the event is
    ///   delivered, and names every module that received it.
    @discardableResult
    public func post(_ event: LifecycleEvent) -> Task<[String], Never> {
        mailbox.post(event)
    }

    /// How many posted events were dropped because 1,000 already waited (``post(_:)``): `0` unless a module
    /// is slow to receive events. A post that answered `[]` was dropped when this count went up.
    ///
    /// ```swift
    /// let before = host.droppedEvents
    /// let receivers = await host.post(.memoryWarning).value
    /// if receivers.isEmpty, host.droppedEvents > before { print("dropped") }   // not just unheard
    /// ```
    public var droppedEvents: Int { mailbox.dropped }

    /// Sets the host's logging hook for dropped posts: `report` is called, on the posting thread, with each
    /// event ``post(_:)`` drops. It replaces the hook set before; `nil` removes it.
    ///
    /// ```swift
    /// host.onDroppedEvent { event in print("lifecycle event \(event) dropped") }
    /// ```
    public func onDroppedEvent(_ report: (@Sendable (LifecycleEvent) -> Void)?) {
        mailbox.onDrop = report
    }

    /// Loads a module into the running app: its routes, actions and services appear in one new router
    /// snapshot (``Router/update(_:)``, which keeps routing documents applied over the app's routes).
    ///
    /// ```swift
    /// try host.load(FlashSaleModule())
    /// ```
    ///
    /// - Throws: ``ModuleError``: the name is taken, a dependency is not loaded, a service or action it
    ///   requires is declared by no loaded module, the module declares route-table handlers, or what it declares
    ///   does not install; the router then keeps what it had.
    public func load(_ module: some AppModule<Screen>) throws(ModuleError) {
        // The module declares itself outside the lock: its code may ask the host for its modules.
        let item = try Self.prepare([module], loaded: Set(modules))[0]
        if !item.declaration.namedHandlers.isEmpty {
            throw .tableHandlersAfterStart(module: module.name, handlers: item.declaration.namedHandlers.map(\.name))
        }
        let result: Result<Void, ModuleError> = loaded.withLock { modules in
            do throws(ModuleError) {
                // Checked again under the lock: another load or unload may have run meanwhile.
                _ = try ModuleOrder.sorted(
                    [item], name: { $0.module.name }, dependencies: { $0.module.dependencies },
                    loaded: Set(modules.map(\.module.name)))
                try update(module.name) { builder throws(ModuleError) in
                    try item.declaration.install(into: &builder, activity: item.activity)
                    if let missing = item.declaration.firstMissing(in: builder.components) {
                        throw .missingRequirement(module: module.name, missing)
                    }
                }
                modules.append(item)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Unloads a module: its routes, actions and services go in one new router snapshot before this
    /// returns, and calls that have not reached it yet fail with ``ModuleError`` with code
    /// ``ModuleError/Code/unloaded``. Calls already running finish; the task this returns ends when they
    /// have, after which the module's resources may go. (A module may unload itself from one of its own
    /// calls: that call must not await the task, which waits for it.)
    ///
    /// ```swift
    /// try await host.unload("flash-sale").value    // removed, and its running calls done
    /// try host.unload("flash-sale")                // removed; its running calls finish on their own
    /// ```
    ///
    /// - Returns: A task that ends when every call that was running in the module has finished.
    ///
    /// - Throws: ``ModuleError`` with code ``ModuleError/Code/notLoaded``, ``ModuleError/Code/stillNeeded`` (a
    ///   loaded module depends on it, or requires a service or action only it declares), or
    ///   ``ModuleError/Code/routerRefused`` when routing changes applied to the router no longer
    ///   apply without the module; the module then stays.
    @discardableResult
    public func unload(_ name: String) throws(ModuleError) -> Task<Void, Never> {
        let unloading = try unloading(name)
        return Task { await unloading.finished() }
    }

    /// Unloads a module (``unload(_:)``), answering what tests watch: the calls still running in it.
    package func unloading(_ name: String) throws(ModuleError) -> ModuleUnload {
        let result: Result<ModuleUnload, ModuleError> = loaded.withLock { modules in
            do throws(ModuleError) {
                guard let index = modules.firstIndex(where: { $0.module.name == name }) else { throw .notLoaded(name) }
                let dependents = modules.filter { $0.module.dependencies.contains(name) }.map(\.module.name)
                if !dependents.isEmpty { throw .stillNeeded(name, by: dependents) }
                try update(name) { builder throws(ModuleError) in
                    builder.removeModule(name)
                    // A module that requires a service or action only this one declares depends on it too.
                    let requiring = modules.filter { $0.module.name != name && $0.declaration.firstMissing(in: builder.components) != nil }
                    if !requiring.isEmpty { throw .stillNeeded(name, by: requiring.map(\.module.name)) }
                }
                let activity = modules.remove(at: index).activity
                activity.close()
                return .success(ModuleUnload(module: name, activity: activity))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` as one router update, its errors as ``ModuleError``.
    private func update(_ module: String, _ body: (inout RouterBuilder<Screen>) throws(ModuleError) -> Void) throws(ModuleError) {
        do {
            try router.update { builder in try body(&builder) }
        } catch let error as ModuleError {
            throw error
        } catch {
            throw .routerRefused(module: module, "\(error)")
        }
    }

    /// Modules checked, ordered and declared, each with a fresh activity.
    private static func prepare(
        _ modules: [any AppModule<Screen>], loaded: Set<String> = []
    ) throws(ModuleError) -> [LoadedModule<Screen>] {
        let ordered = try ModuleOrder.sorted(modules, name: { $0.name }, dependencies: { $0.dependencies }, loaded: loaded)
        return ordered.map { module in
            var declaration = ModuleDeclaration<Screen>(module: module.name)
            module.declare(&declaration)
            return LoadedModule(module: module, declaration: declaration, activity: ModuleActivity(module: module.name))
        }
    }
}

/// A module being unloaded: what it declared is gone from the router; calls that were running in it
/// may still be finishing.
package struct ModuleUnload: Sendable {
    /// The module's name.
    package let module: String
    let activity: ModuleActivity

    /// How many calls of the module are still running.
    package var callsInFlight: Int { activity.running }

    /// Returns when every call that was running in the module has finished.
    package func finished() async { await activity.drained() }
}

/// A loaded module, what it declared and its running calls.
struct LoadedModule<Screen: Hashable & Sendable>: Sendable {
    let module: any AppModule<Screen>
    let declaration: ModuleDeclaration<Screen>
    let activity: ModuleActivity
}
