package import Switchyard

/// A handler block as the router runs it: it receives the call's arguments and answers an object, `nil`
/// ("handled, nothing to return"), or throws (the block returned an `NSError`).
package typealias ObjCHandler = nonisolated(nonsending) @Sendable (ObjCArguments) async throws -> ObjCObject?

/// What the Objective-C facade asks of a router, whatever its screen type (the `@objc` class cannot be
/// generic). Every call goes through the router's own API, so the source policy, the middleware and the
/// rewrite rules apply to Objective-C callers as to Swift ones.
package protocol ObjCRouting: Sendable {
    nonisolated(nonsending) func open(_ url: String, from source: RouteSource, arguments: ObjCArguments, wantsObject: Bool) async
        -> ObjCReply
    func canOpen(_ url: String, from source: RouteSource) -> Bool
    func register(pattern: String, handler: @escaping ObjCHandler) -> ObjCFailure?
    func removeRoutes(pattern: String) -> Int
    nonisolated(nonsending) func perform(target: String, action: String, arguments: ObjCArguments, from source: RouteSource) async
        -> ObjCReply
    nonisolated(nonsending) func perform(url: String, from source: RouteSource) async -> ObjCReply
    nonisolated(nonsending) func service(named name: String, from source: RouteSource) async -> ObjCReply
    func register(target: String, action: String, external: Bool, handler: @escaping ObjCHandler) -> ObjCFailure?
}

/// The facade's decisions over one router (and, to register target-actions, the module host that owns
/// it): arguments in, objects and errors out. Platform-neutral, tested on Linux.
///
/// ```swift
/// let bridge = ObjCBridge(host: host)
/// let reply = await bridge.open("shop://goods/7", from: .inApp, arguments: ObjCArguments(["ref": "mail"]), wantsObject: false)
/// ```
package struct ObjCBridge<Screen: Hashable & Sendable>: ObjCRouting {
    package let router: Router<Screen>
    /// Registers target-actions (as modules); without one, ``register(target:action:external:handler:)`` fails.
    package let host: ModuleHost<Screen>?

    package init(router: Router<Screen>) {
        self.router = router
        host = nil
    }

    package init(host: ModuleHost<Screen>) {
        router = host.router
        self.host = host
    }

    /// Opens the URL. The caller's text arguments become the open's parameters (over the URL's); all of
    /// them, objects included, reach Objective-C handler blocks. A value answer becomes the object; a
    /// navigation or `handled` gives `nil`, or, when the caller wants an object (`objectForURL:`),
    /// ``SYRouterErrorCode/unexpectedResult``.
    package nonisolated(nonsending) func open(_ url: String, from source: RouteSource, arguments: ObjCArguments, wantsObject: Bool) async
        -> ObjCReply
    {
        var values = RouteValues()
        values[ObjCCallerObjects.self] = arguments
        let outcome: RouteOutcome<Screen>
        do {
            outcome = try await router.open(url, from: source, parameters: arguments.strings, values: values)
        } catch {
            return ObjCReply(failure: ObjCFailure(routing: error))
        }
        if case .value(let value) = outcome.response {
            do { return ObjCReply(object: try ObjCObject.converting(value)) } catch { return ObjCReply(failure: error) }
        }
        guard wantsObject else { return ObjCReply(object: nil) }
        return ObjCReply(
            failure: ObjCFailure(
                .unexpectedResult, "\(DiagnosticText.shortened(url)): expected an object, the handler answered \(outcome.response)",
                url: url))
    }

    /// Whether the URL would open from `source` (``Router/canOpen(_:from:parameters:)``: nothing runs).
    package func canOpen(_ url: String, from source: RouteSource) -> Bool {
        if case .success = router.canOpen(url, from: source) { return true }
        return false
    }

    /// Adds a route whose handler is the block, through ``Router/update(_:)``.
    package func register(pattern: String, handler: @escaping ObjCHandler) -> ObjCFailure? {
        do {
            try router.update { builder in
                try builder.route(pattern) { request in
                    let object = try await handler(ObjCArguments(request: request))
                    return object.map { .value($0) } ?? .handled
                }
            }
            return nil
        } catch {
            return ObjCFailure(registering: error)
        }
    }

    /// Removes every route registered with exactly this pattern (MGJRouter's `deregisterURLPattern:`).
    package func removeRoutes(pattern: String) -> Int {
        var removed = 0
        do {
            try router.update { builder in removed = builder.removeRoutes { $0.pattern == pattern } }
        } catch {
            return 0  // The table without these routes still failed to build: nothing was removed.
        }
        return removed
    }

    /// Calls a target-action (``Router/perform(target:action:parameters:from:values:)``). Text arguments
    /// become the action's parameters; objects reach Objective-C action blocks only.
    package nonisolated(nonsending) func perform(target: String, action: String, arguments: ObjCArguments, from source: RouteSource) async
        -> ObjCReply
    {
        await ObjCCallerObjects.ofCurrentCall.withValue(arguments) {
            do throws(ComponentError) {
                let result = try await router.perform(target: target, action: action, parameters: arguments.parameters, from: source)
                return Self.reply(result.value)
            } catch {
                return ObjCReply(failure: ObjCFailure(component: error))
            }
        }
    }

    /// Calls the action a URL names (``Router/perform(url:from:)``).
    package nonisolated(nonsending) func perform(url: String, from source: RouteSource) async -> ObjCReply {
        do {
            let result = try await router.perform(url: url, from: source)
            return Self.reply(result.value)
        } catch {
            return ObjCReply(failure: ObjCFailure(component: error))
        }
    }

    /// Looks up a service by name (``Router/service(named:as:from:)``).
    package nonisolated(nonsending) func service(named name: String, from source: RouteSource) async -> ObjCReply {
        do {
            let service = try await router.service(named: name, as: (any Sendable).self, from: source)
            return Self.reply(service)
        } catch {
            return ObjCReply(failure: ObjCFailure(component: error))
        }
    }

    /// Declares a target-action whose handler is the block, as a module of its own (`objc:target/action`)
    /// loaded into the host, so that it can be found, listed and unloaded as any module's action.
    package func register(target: String, action: String, external: Bool, handler: @escaping ObjCHandler) -> ObjCFailure? {
        guard let host else {
            return ObjCFailure(
                .registrationFailed, "target-actions are registered with a module host: make the facade with one (SYRouter(host:))")
        }
        do {
            try host.load(ObjCActionModule<Screen>(target: target, action: action, external: external, handler: handler))
            return nil
        } catch {
            return ObjCFailure(registering: error)
        }
    }

    private static func reply(_ value: any Sendable) -> ObjCReply {
        do { return ObjCReply(object: try ObjCObject.converting(value)) } catch { return ObjCReply(failure: error) }
    }
}

/// One Objective-C target-action as a module.
struct ObjCActionModule<Screen: Hashable & Sendable>: AppModule {
    let target: String, action: String, external: Bool
    let handler: ObjCHandler

    var name: String { "objc:\(target)/\(action)" }

    func declare(_ module: inout ModuleDeclaration<Screen>) {
        let handler = self.handler
        module.register(target: target, action: action, visibility: external ? .public : .internal) { call in
            let arguments = ObjCArguments(
                parameters: call.parameters, url: call.url?.string, callerObjects: ObjCCallerObjects.ofCurrentCall.get())
            return try await handler(arguments) ?? ObjCObject.none
        }
    }
}

extension ObjCObject {
    /// What an action block that returned `nil` gives: nothing (`()`), which Objective-C callers get as `nil`.
    static let none: any Sendable = ()
}

extension ObjCBridge where Screen == Never {
    /// A bridge over a router and module host of its own, for an app whose routes and actions all come
    /// from Objective-C (nothing navigates: handler blocks present what they open themselves).
    package static func standalone() -> ObjCBridge<Never> {
        do {
            return ObjCBridge(host: try ModuleHost(modules: [], builder: RouterBuilder<Never>()))
        } catch {
            // No modules and no routes: nothing the caller gives can make this fail.
            fatalError("an empty module host failed to start: \(error)")
        }
    }
}
