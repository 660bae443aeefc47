extension Router {
    /// Applies changes over the routes the app built, as one new snapshot: opens in flight finish on the
    /// old one, and no open sees a half-applied change. Middleware, policy, navigator and callbacks are
    /// kept. Changes replace the ones applied before (they are not stacked): applying document 13 after
    /// document 12 gives the app's routes plus document 13.
    ///
    /// ```swift
    /// try router.apply(changes)
    /// router.appliedChanges     // "hotfix 12"
    /// ```
    ///
    /// - Throws: ``RoutingChangesError`` naming the first change that does not apply (a degrade or removal
    ///   of a route that does not exist, a pattern or template that does not parse, a conflict); the router
    ///   then keeps what it had.
    package func apply(_ changes: RoutingChanges<Screen>) throws(RoutingChangesError) {
        let result: Result<Void, RoutingChangesError> = serialised {
            let base = dynamic.withLock { $0?.base } ?? snapshot
            do throws(RoutingChangesError) {
                let next = try changes.applied(to: base)
                current.withLock { $0 = next }
                dynamic.withLock { $0 = AppliedChanges(base: base, changes: changes) }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Goes back to the routes the app built, without any applied changes.
    package func revertChanges() {
        serialised {
            guard let base = dynamic.withLock({ $0?.base }) else { return }
            current.withLock { $0 = base }
            dynamic.withLock { $0 = nil }
        }
    }

    /// The label of the changes in force, or `nil` when the router runs the routes the app built.
    package var appliedChanges: String? { dynamic.withLock { $0?.changes.label } }

    /// `snapshot`, or the app's own routes when the changes in it have run out (``RoutingChanges/hasExpired``).
    /// Changes applied since `snapshot` was read stay, unless they have run out too.
    @inline(never)
    func endingExpiredChanges(_ snapshot: RouterSnapshot<Screen>) -> RouterSnapshot<Screen> {
        guard let hasExpired = snapshot.hasExpired, hasExpired() else { return snapshot }
        return serialised {
            let now = current.value
            guard let nowExpired = now.hasExpired, now === snapshot || nowExpired(), let base = dynamic.withLock({ $0?.base })
            else { return now }
            current.withLock { $0 = base }
            dynamic.withLock { $0 = nil }
            return base
        }
    }
}

/// The snapshot the app built, and the changes applied over it.
struct AppliedChanges<Screen: Hashable & Sendable>: Sendable {
    let base: RouterSnapshot<Screen>
    let changes: RoutingChanges<Screen>
}

extension RoutingChanges {
    /// A new snapshot: `base` with these changes, or the first reason they do not apply.
    func applied(to base: RouterSnapshot<Screen>) throws(RoutingChangesError) -> RouterSnapshot<Screen> {
        func fail(_ message: String) -> RoutingChangesError { RoutingChangesError(label: label, message: message) }
        var builder = RouterBuilder(snapshot: base)
        for (index, selector) in removals.enumerated() where builder.removeRoutes(where: selector.selects) == 0 {
            throw fail(RouterText.nothingToRemove(index: index + 1, selector: selector))
        }
        for (index, degrade) in degrades.enumerated() {
            let count = try builder.degrade(degrade, index: index, label: label)
            if count == 0 { throw fail(RouterText.nothingToDegrade(index: index + 1, route: degrade.route)) }
        }
        for (index, redirect) in redirects.enumerated() {
            do {
                let template = try RouteTemplate(redirect.to, for: redirect.from)
                try builder.route(redirect.from, RouteOptions(name: "redirect \(index + 1)")) { request in
                    .redirect(template.render(request))
                }
            } catch let error as RouteTemplateError {
                throw fail("redirect \(index + 1): \(error)")
            } catch {
                throw fail("redirect \(index + 1) \"from\": \(error)")
            }
        }
        for (index, route) in routes.enumerated() {
            let reach = base.reach(of: route)
            do {
                try builder.route(
                    route.pattern, RouteOptions(priority: route.priority, name: route.name, tags: reach.tags, visibility: reach.visibility),
                    handler: route.handler)
            } catch {
                throw fail("route \(index + 1): \(error.message)\n\(error.excerpt)")
            }
        }
        if !rewrites.isEmpty {
            do {
                builder.rewrites = try RewriteRules(rewrites, over: base.rewrites, label: label, options: base.table.options)
            } catch {
                throw fail("\(error)")
            }
        }
        do {
            return try builder.snapshot().expiring(hasExpired, captureWeights: captureWeights)
        } catch {
            throw fail(RouterText.routesConflict(conflict: "\(error)"))
        }
    }
}

extension RouterBuilder {
    /// Re-binds the routes `degrade` selects: each keeps its place in the ranking.
    mutating func degrade(_ degrade: Degrade, index: Int, label: String) throws(RoutingChangesError) -> Int {
        var failure: RoutingChangesError?
        let count = table.replaceValues { route -> RouteBinding? in
            guard failure == nil, degrade.route.selects(RouterSnapshot<Screen>.info(route)) else { return nil }
            let template: RouteTemplate
            do {
                template = try RouteTemplate(degrade.to, names: route.pattern.parameterNames)
            } catch {
                failure = RoutingChangesError(label: label, message: "degrade \(index + 1): \(error)")
                return nil
            }
            // Every binding the builder makes is typed with its screen (a binding of another one is left as it is).
            guard let binding = route.value as? TypedBinding<Screen> else { return nil }
            return TypedBinding(
                handler: binding.handler.degraded(to: template, when: degrade.when), name: binding.name, tags: binding.tags,
                visibility: binding.visibility, middleware: binding.middleware, module: binding.module)
        }
        if let failure { throw failure }
        return count
    }
}

extension AnyRouteHandler {
    init(
        shouldHandle: (nonisolated(nonsending) @Sendable (RouteRequest) async -> Bool)?,
        handle: nonisolated(nonsending) @escaping @Sendable (RouteRequest) async throws -> RouteResponse<Screen>
    ) {
        self.shouldHandle = shouldHandle
        self.handle = handle
    }

    /// This handler sent to `template`: always, or when it throws. Each redirect it answers marks the open as
    /// degraded (its ledger, when the router keeps one: what the analytics event reports as `degraded`).
    func degraded(to template: RouteTemplate, when condition: Degrade.Condition) -> AnyRouteHandler {
        switch condition {
        case .always:
            return AnyRouteHandler { request in
                if let ledger = request.storage.ledger { ledger.record { $0.degraded = true } }
                return .redirect(template.render(request))
            }
        case .handlerFails:
            let original = handle
            return AnyRouteHandler(shouldHandle: shouldHandle) { request in
                do {
                    return try await original(request)
                } catch let error as RoutingError {
                    throw error
                } catch let rejection as RejectionError {
                    throw rejection
                } catch {
                    if Router<Screen>.isCancellation(error) { throw error }
                    if let ledger = request.storage.ledger { ledger.record { $0.degraded = true } }
                    return .redirect(template.render(request))
                }
            }
        }
    }
}
