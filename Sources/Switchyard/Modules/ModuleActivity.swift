/// The calls running in one loaded module, so that unloading it can wait for them: once closed, no new
/// call enters (it fails with ``ModuleError`` with code ``ModuleError/Code/unloaded``), and ``drained()`` returns when the last
/// running one has finished.
final class ModuleActivity: Sendable {
    private struct State {
        var running = 0
        var closed = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    let module: String
    private let state = Locked(State())

    init(module: String) {
        self.module = module
    }

    /// How many calls are running.
    var running: Int { state.withLock { $0.running } }

    /// Runs `body` as one call of the module, unless the module was unloaded.
    nonisolated(nonsending) func run<T>(_ body: nonisolated(nonsending) () async throws -> T) async throws -> T {
        let entered = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.running += 1
            return true
        }
        guard entered else { throw ModuleError.unloaded(module) }
        defer { leave() }
        return try await body()
    }

    /// Lets no new call in.
    func close() {
        state.withLock { $0.closed = true }
    }

    /// Returns when no call is running.
    func drained() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let idle = state.withLock { state -> Bool in
                if state.running == 0 { return true }
                state.waiters.append(waiter)
                return false
            }
            if idle { waiter.resume() }
        }
    }

    private func leave() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.running -= 1
            guard state.running == 0 else { return [] }
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
