import Switchyard

/// A module assembled from closures, for tests.
struct TestModule: AppModule {
    typealias Screen = SwitchyardTests.Screen
    let name: String
    var dependencies: [String] = []
    /// The events the module acts on, by description (`"background"`); it ignores the rest.
    var events: Set<String> = []
    var log: Log? = nil
    var body: @Sendable (inout ModuleDeclaration<Screen>) -> Void = { _ in }

    func declare(_ module: inout ModuleDeclaration<Screen>) { body(&module) }

    /// `"open URL"`, `"user activity"`, `"push token"` for the events with details; the description otherwise.
    static func kind(of event: LifecycleEvent) -> String {
        switch event {
        case .openURL: return "open URL"
        case .userActivity: return "user activity"
        case .pushToken: return "push token"
        default: return "\(event)"
        }
    }

    func receive(_ event: LifecycleEvent, router: Router<Screen>) async {
        if events.contains("\(event)") || events.contains(Self.kind(of: event)) { log?.append("\(name): \(event)") }
    }
}

/// A door a test opens once: everyone waiting at it, before or after, goes through.
final class Gate: Sendable {
    private let state = Locked<(open: Bool, waiting: [CheckedContinuation<Void, Never>], arrived: Int)>((false, [], 0))

    /// How many have reached the gate.
    var arrived: Int { state.withLock { $0.arrived } }

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let passNow = state.withLock { state -> Bool in
                state.arrived += 1
                if state.open { return true }
                state.waiting.append(continuation)
                return false
            }
            if passNow { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

/// A signal a test awaits: `reached()` is called by the code under test.
final class Signal: Sendable {
    private let gate = Gate()
    func reached() { gate.open() }
    func wait() async { await gate.wait() }
}

/// A shared store a module offers as a service.
final class CartStore: Sendable {
    private let items = Locked<[String]>([])
    func add(_ id: String) -> Int {
        items.withLock {
            $0.append(id); return $0.count
        }
    }
}

/// The module most tests use: a route, two actions (one external) and a service by type and by name.
func cartModule(name: String = "cart", dependencies: [String] = [], store: CartStore = CartStore()) -> TestModule {
    TestModule(name: name, dependencies: dependencies) { module in
        module.route("shop://cart") { _ in .navigate(.push(.cart)) }
        module.register(target: "cart", action: "add", visibility: .public) { call in store.add(call.parameters["id"]?.first ?? "?") }
        module.register(target: "cart", action: "clear", tags: ["risk"]) { _ in "cleared" }
        module.register(CartStore.self, name: "cart.store") { store }
    }
}

extension ComponentError {
    /// The routing error of a `.pipeline` error, for tests.
    var routing: RoutingError? { routingError }
}
