import Synchronization
import Testing
import Switchyard

// Target-action calls through the router (ported from the former `Mediator` suite: what each test
// asserts is kept; where the router's pipeline answers differently, the test says so).

/// Counts calls from any task.
final class ActionRunCounter: Sendable {
    private let state = Mutex(0)
    var value: Int { state.withLock { $0 } }
    func increment() { state.withLock { $0 += 1 } }
}

/// Records the last call a handler saw.
final class CallRecorder: Sendable {
    private let state = Mutex<ActionCall?>(nil)
    var last: ActionCall? { state.withLock { $0 } }
    func record(_ call: ActionCall) { state.withLock { $0 = call } }
}

struct OutOfStock: Error, Equatable, CustomStringConvertible {
    var description: String { "out of stock" }
}

/// A cart with a public `add` (counts the `id`s it is given), an internal `clear`, an optional
/// unmatched-action handler for every target, and counters for what ran.
struct CartCalls {
    let added = ActionRunCounter()
    let cleared = ActionRunCounter()
    let fellBack = ActionRunCounter()
    let recorder = CallRecorder()

    func declare(_ module: inout ModuleDeclaration<Screen>, withFallback: Bool = false) {
        module.register(target: "cart", action: "add", visibility: .public) { [added, recorder] call in
            recorder.record(call)
            added.increment()
            return call.parameters["id"]?.all.count ?? 0
        }
        module.register(target: "cart", action: "clear", visibility: .internal) { [cleared] _ in
            cleared.increment()
            return true
        }
        if withFallback {
            module.unmatched(visibility: .public) { [fellBack] call in
                fellBack.increment()
                return "fallback for \(call.target)/\(call.action)"
            }
        }
    }

    func router(withFallback: Bool = false, options: RouteTableOptions = RouteTableOptions()) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>(options: options)
        try builder.module("cart") { declare(&$0, withFallback: withFallback) }
        return try builder.build()
    }
}

/// A router with one inline module declared by `body`.
func routerWith(_ body: (inout ModuleDeclaration<Screen>) -> Void) throws -> Router<Screen> {
    var builder = RouterBuilder<Screen>()
    try builder.module("test", body)
    return try builder.build()
}

@Suite("Component calls by name")
struct ComponentCallTests {
    @Test func aCallByNameRunsTheHandlerWithItsParameters() async throws {
        let cart = CartCalls()
        let result = try await cart.router().perform(target: "cart", action: "add", parameters: ["id": .list(["7", "8"])])
        #expect(try result.value(as: Int.self) == 2)
        #expect(result.target == "cart" && result.action == "add" && !result.isFallback)
        let call = try #require(cart.recorder.last)
        #expect(call.source == .inApp)
        #expect(call.parameters == ["id": .list(["7", "8"])])
        #expect(call.url == nil && call.input == nil)
    }

    @Test func aResultOfAnotherTypeThrowsATypeMismatch() async throws {
        let result = try await CartCalls().router().perform(target: "cart", action: "add")
        let error = #expect(throws: ComponentError.self) { try result.value(as: String.self) }
        #expect(error?.code == .typeMismatch)
        #expect(error?.call == .action(target: "cart", action: "add"))
        #expect(error?.description == "action cart/add gave Int, not String")
        let inferred: Int = try result.value()
        #expect(inferred == 0)
    }

    @Test func aHandlerThatReturnsNothingGivesAnEmptyTuple() async throws {
        let router = try routerWith { $0.register(target: "log", action: "flush") { _ in () } }
        let result = try await router.perform(target: "log", action: "flush")
        try result.value(as: Void.self)
        let error = #expect(throws: ComponentError.self) { try result.value(as: Int.self) }
        #expect(error?.description == "action log/flush gave (), not Int")
    }

    /// The pipeline wraps a handler's error (as it does a route handler's): the handler's own error is inside.
    @Test func aHandlersOwnErrorReachesTheCallerInsideThePipelineError() async throws {
        let router = try routerWith { $0.register(target: "cart", action: "add") { _ in throw OutOfStock() } }
        let error = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "add") }
        #expect(error?.code == .pipeline)
        guard case .handlerFailed(_, let inner) = error?.routingError?.reason else {
            Issue.record("expected handlerFailed, got \(String(describing: error))")
            return
        }
        #expect(inner as? OutOfStock == OutOfStock())
    }

    @Test func targetsMatchCaseInsensitivelyAndActionsCaseSensitively() async throws {
        let router = try CartCalls().router()
        let result = try await router.perform(target: "CART", action: "add")
        #expect(result.target == "CART")
        let error = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "Add") }
        #expect(error?.code == .actionNotFound)
        #expect(error?.call == .action(target: "cart", action: "Add"))
    }

    // MARK: Not found

    @Test func anUnknownActionWithoutAFallbackThrowsActionNotFound() async throws {
        let router = try CartCalls().router()
        let error = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "remove") }
        #expect(error?.code == .actionNotFound)
        #expect(error?.description == "no action \"remove\" on target \"cart\"")
        let other = await #expect(throws: ComponentError.self) { try await router.perform(target: "wishlist", action: "add") }
        #expect(other?.call == .action(target: "wishlist", action: "add"))
    }

    @Test func theFallbackRunsOnlyWhenNoActionMatches() async throws {
        let cart = CartCalls()
        let router = try cart.router(withFallback: true)

        let matched = try await router.perform(target: "cart", action: "add")
        #expect(!matched.isFallback)
        #expect(cart.fellBack.value == 0)
        #expect(cart.added.value == 1)

        let missed = try await router.perform(target: "cart", action: "remove")
        #expect(missed.isFallback)
        #expect(try missed.value(as: String.self) == "fallback for cart/remove")
        #expect(cart.fellBack.value == 1)
        #expect(cart.added.value == 1)
    }

    @Test func aTargetsFallbackComesBeforeTheGlobalOne() async throws {
        let cart = CartCalls()
        var builder = RouterBuilder<Screen>()
        try builder.module("cart") { cart.declare(&$0, withFallback: true) }
        try builder.module("cart-help") { $0.unmatched(target: "Cart") { call in "cart has no \(call.action)" } }
        let router = try builder.build()

        #expect(try await router.perform(target: "cart", action: "remove").value(as: String.self) == "cart has no remove")
        #expect(try await router.perform(target: "wishlist", action: "add").value(as: String.self) == "fallback for wishlist/add")
        #expect(try await router.perform(target: "cart", action: "add").value(as: Int.self) == 0)
        #expect(cart.fellBack.value == 1)
    }

    @Test func aTargetFallbackAloneLeavesOtherTargetsNotFound() async throws {
        let router = try routerWith { $0.unmatched(target: "cart") { _ in "cart fallback" } }
        #expect(try await router.perform(target: "cart", action: "x").isFallback)
        let error = await #expect(throws: ComponentError.self) { try await router.perform(target: "shop", action: "x") }
        #expect(error?.code == .actionNotFound)
    }

    @Test func aFallbackSeesTheSourceOfOutsideCalls() async throws {
        let seen = CallRecorder()
        let router = try routerWith { module in
            module.unmatched(visibility: .public) { call in
                seen.record(call); return call.source == .inApp
            }
        }
        let result = try await router.perform(url: "app://help/open?topic=a", from: .otherApp(bundleID: nil))
        #expect(try result.value(as: Bool.self) == false)
        #expect(seen.last?.source == .otherApp(bundleID: nil))
        #expect(seen.last?.parameters == ["topic": .string("a")])
    }

    @Test func anInternalFallbackIsNotReachedFromOutside() async throws {
        let ran = ActionRunCounter()
        let router = try routerWith { module in module.unmatched { _ in ran.increment() } }
        let error = await #expect(throws: ComponentError.self) {
            try await router.perform(target: "cart", action: "x", from: .push)
        }
        #expect(error?.code == .pipeline)
        #expect(ran.value == 0)
    }

    @Test func twoModulesCannotBothTakeTheUnmatchedCalls() throws {
        var builder = RouterBuilder<Screen>()
        try builder.module("a") { $0.unmatched { _ in 1 } }
        let error = #expect(throws: ModuleError.self) { try builder.module("b") { $0.unmatched { _ in 2 } } }
        #expect(error?.code == .duplicateComponent)
        #expect(error?.description == "action */* is declared by module \"a\" and by module \"b\"")
    }

    // MARK: Visibility

    @Test func anInternalActionCannotBeCalledByNameFromOutside() async throws {
        let cart = CartCalls()
        let router = try cart.router(withFallback: true)
        let error = await #expect(throws: ComponentError.self) {
            try await router.perform(target: "cart", action: "clear", from: .otherApp(bundleID: nil))
        }
        #expect(error?.code == .pipeline)
        guard case .forbidden = error?.routingError?.reason else {
            Issue.record("expected forbidden, got \(String(describing: error))")
            return
        }
        #expect(cart.cleared.value == 0)
        #expect(cart.fellBack.value == 0)

        #expect(try await router.perform(target: "cart", action: "clear").value(as: Bool.self))
        #expect(cart.cleared.value == 1)
    }

    @Test func anInternalActionCannotBeCalledByURLFromOutside() async throws {
        let cart = CartCalls()
        let router = try cart.router(withFallback: true)
        for url in ["app://cart/clear", "https://shop.example/cart/clear?confirm=1"] {
            let error = await #expect(throws: ComponentError.self) { try await router.perform(url: url, from: .otherApp(bundleID: nil)) }
            #expect(error?.code == .pipeline)
            #expect(error?.call == .action(target: "cart", action: "clear"))
        }
        #expect(cart.cleared.value == 0)
        #expect(cart.fellBack.value == 0)

        // The app itself may use the same URL.
        _ = try await router.perform(url: "app://cart/clear", from: .inApp)
        #expect(cart.cleared.value == 1)
    }

    @Test func aPublicActionCanBeCalledFromOutside() async throws {
        let cart = CartCalls()
        let result = try await cart.router().perform(
            target: "cart", action: "add", parameters: ["id": .string("1")], from: .otherApp(bundleID: nil))
        #expect(try result.value(as: Int.self) == 1)
        #expect(cart.recorder.last?.source == .otherApp(bundleID: nil))
    }

    @Test func canPerformAndTheCatalogueAnswerWithoutRunningAnything() throws {
        let cart = CartCalls()
        let router = try cart.router(withFallback: true)
        #expect(router.canPerform(target: "cart", action: "add", from: .otherApp(bundleID: nil)))
        #expect(router.canPerform(target: "cart", action: "clear"))
        #expect(!router.canPerform(target: "cart", action: "clear", from: .otherApp(bundleID: nil)))
        #expect(!router.canPerform(target: "cart", action: "remove"))
        func visibility(_ action: String) -> RouteVisibility? {
            router.components.first { $0.call == .action(target: "cart", action: action) }?.visibility
        }
        #expect(visibility("add") == .public)
        #expect(visibility("clear") == .internal)
        #expect(visibility("remove") == nil)
        #expect(cart.added.value + cart.cleared.value + cart.fellBack.value == 0)
    }

    // MARK: Registration

    /// The former mediator let the last registration win and listed it; on a router a second declaration
    /// of the same action is an error naming both modules, and the router keeps the first.
    @Test func declaringAnActionAgainIsAnErrorAndKeepsTheFirst() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.module("cart") { module in
            module.register(target: "cart", action: "add") { _ in 1 }
            module.register(target: "cart", action: "clear") { _ in true }
        }
        let error = #expect(throws: ModuleError.self) {
            try builder.module("promo") { $0.register(target: "Cart", action: "add", visibility: .public) { _ in 2 } }
        }
        #expect(error?.code == .duplicateComponent)
        #expect(error?.description == "action Cart/add is declared by module \"cart\" and by module \"promo\"")
        let router = try builder.build()
        #expect(
            router.components.map(\.description) == [
                "action cart/add (internal, module cart)", "action cart/clear (internal, module cart)",
            ])
        #expect(try await router.perform(target: "cart", action: "add").value(as: Int.self) == 1)
    }

    @Test func theDefaultVisibilityIsInternal() throws {
        let router = try routerWith { $0.register(target: "debug", action: "reset") { _ in true } }
        #expect(router.components.first?.visibility == .internal)
        #expect(!router.canPerform(target: "debug", action: "reset", from: .push))
    }

    @Test func removeModuleTakesAnInlineModulesActionsAway() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.module("cart") { CartCalls().declare(&$0, withFallback: true) }
        #expect(try builder.build().components.count == 2)
        #expect(builder.removeModule("cart") == 0)  // routes removed: it declared none
        let router = try builder.build()
        #expect(router.components.isEmpty)
        let error = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "x") }
        #expect(error?.code == .actionNotFound)  // its unmatched-action handler went too
    }

    @Test func concurrentCallsAllRun() async throws {
        let cart = CartCalls()
        let router = try cart.router()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask { _ = try await router.perform(target: "cart", action: "add", parameters: ["id": .string("\(index)")]) }
            }
            try await group.waitForAll()
        }
        #expect(cart.added.value == 100)
    }

    @Test func errorCodesCompareByName() {
        #expect(ComponentError.Code.actionNotFound == .actionNotFound)
        #expect(ComponentError.Code.actionNotFound != .serviceNotFound)
        #expect(ComponentError.Code.invalidParameters.description == "invalidParameters")
        #expect(ModuleError.Code.duplicateComponent.description == "duplicateComponent")
    }

    @Test func callsAndResultsDescribeThemselves() {
        #expect(ActionCall(target: "cart", action: "add", from: .otherApp(bundleID: nil)).description == "cart/add (another app)")
        #expect(ActionCall(target: "cart", action: "add", from: .push).description == "cart/add (push notification)")
        #expect(ActionResult(target: "cart", action: "count", value: 3).description == "cart/count → 3")
        #expect(ServiceLifetime.allCases.map { "\($0)" } == ["shared", "perCall"])
    }
}
