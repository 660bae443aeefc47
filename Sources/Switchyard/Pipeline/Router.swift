/// The router apps use: built once, `Sendable`, usable from any task or thread. Routes can be added and
/// removed later; each change swaps in a new frozen snapshot atomically, so a reader never sees a
/// half-applied change.
///
/// ```swift
/// let router = try builder.build()
/// let outcome = try await router.open("shop://goods/7?tab=reviews", from: .universalLink)
/// let address: Address = try await router.open("/address/pick", expecting: Address.self)
/// let plan = router.canOpen("shop://cart", from: .push)       // dry run: calls nothing
/// try router.update { $0.removeModule("live") }                  // atomic swap
/// ```
public final class Router<Screen: Hashable & Sendable>: Sendable {
    let current: Locked<RouterSnapshot<Screen>>
    // Not `Locked(())`: a zero-sized value shares its address with the mutex, which ThreadSanitizer reports as a race.
    private let updates = Locked(false)
    /// The snapshot the app built and the changes applied over it (``apply(_:)``), when there are any.
    let dynamic = Locked<AppliedChanges<Screen>?>(nil)

    init(snapshot: RouterSnapshot<Screen>) {
        current = Locked(snapshot)
    }

    var snapshot: RouterSnapshot<Screen> { current.value }

    /// The table the router matches with now: for the package's tests that check a route-table file's table is
    /// taken as it is (its trie shared, its patterns not parsed again).
    package var table: RouteTable<RouteBinding> { snapshot.table }

    /// The routes now registered.
    public var routes: [RouteInfo] {
        let snapshot = self.snapshot
        return snapshot.infos
    }

    /// What building the routes now registered found that does not stop them from working, as a route-table
    /// file's `warnings` and `switchyard lint` report it for a file: a route identical to an earlier one
    /// (`.identicalRoute`; the first registered wins, the next is tried when it declines), a route another
    /// always outranks (`.shadowedRoute`; reached only when that handler declines), a failed registration
    /// check (`.registration`). Each names both routes; the diagnostic's `route` holds their ids
    /// (``RouteInfo/id``), and its `lintSeverity` says what lint would fail on. Kept in step with ``update(_:)`` and applied routing changes.
    ///
    /// ```swift
    /// try builder.route("/goods/:id") { _ in .navigate(.push(.goods)) }
    /// try builder.route("/goods/:slug") { _ in .navigate(.push(.search)) }
    /// let router = try builder.build()
    /// for warning in router.warnings { logger.warning("\(warning)") }
    /// // warning: route "/goods/:slug" (global) is identical to route "/goods/:id" (global); it is reached only when that handler declines
    /// #expect(router.warnings.filter { $0.lintSeverity == .error }.isEmpty)   // what `switchyard lint` fails on
    /// ```
    public var warnings: [Diagnostic] {
        let snapshot = self.snapshot
        return snapshot.table.warnings
    }

    /// Whether the rewrite rules read the URL the router scanned, rather than scanning it again (they share
    /// the table's intake options).
    package var rewritesShareIntake: Bool { snapshot.rewritesShareIntake }

    /// Changes the routes (or anything else the builder holds) and swaps the result in atomically.
    /// Concurrent updates apply one after the other; opens in flight finish on the snapshot they started with.
    ///
    /// - Throws: What `body` throws, or `RouteTableError` when the new routes conflict; the router
    ///   then keeps its current routes.
    ///
    /// With a routing document applied (SwitchyardConfig's `RemoteRoutingDocuments`), `body` changes the app's own
    /// routes and the document is applied again over the result; when it no longer applies, the update
    /// throws and nothing changes.
    public func update(_ body: (inout RouterBuilder<Screen>) throws -> Void) throws {
        try updates.withLock { _ in
            let applied = dynamic.value
            var builder = RouterBuilder(snapshot: applied?.base ?? snapshot)
            try body(&builder)
            let base = try builder.snapshot()
            let next = try applied.map { try $0.changes.applied(to: base) } ?? base
            current.withLock { $0 = next }
            if let applied { dynamic.withLock { $0 = AppliedChanges(base: base, changes: applied.changes) } }
        }
    }

    /// Runs `body` while no other update, apply or revert runs.
    func serialised<T>(_ body: () throws -> T) rethrows -> T {
        try updates.withLock { _ in try body() }
    }
}
