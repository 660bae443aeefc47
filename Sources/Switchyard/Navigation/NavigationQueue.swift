/// Runs navigations one after another: each starts when the one before it has ended, so each is planned
/// against the window the one before it left, and no navigation's steps run on top of another's half-done
/// transition. `HeadlessNavigator`, `NavigationModel` and `UIKitNavigator` perform every navigation through
/// one.
///
/// Navigations take their turns in the order they asked for them (first come, first served). One waiting
/// for its turn is not cancelled with its task: it runs when its turn comes, as the link's sender expects.
///
/// ```swift
/// actor PrintingNavigator: Navigator {
///     let navigations = NavigationQueue()
///     var tree = NavigationTree<Screen>.tabs([.home, .cart])
///
///     func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) {
///         try await navigations.run(isolation: self) { () async throws(NavigationError) in
///             for step in try tree.plan(navigation) {
///                 try tree.apply(step)
///                 await animate(step)            // a second navigation waits here, unplanned
///             }
///         }
///     }
/// }
/// ```
///
/// A navigation must not perform another navigation on the same queue from inside its turn (from a step
/// runner or a transition): that one would wait for the turn it is part of, forever.
package final class NavigationQueue: Sendable {
    private struct State {
        /// Whether a navigation has the turn.
        var running = false
        /// The navigations waiting for their turn, oldest first.
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// An idle queue.
    package init() {}

    /// Runs `body` once every navigation that asked before it has ended, on the caller's actor.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor: `self` in an actor, `MainActor.shared` in a `@MainActor` type, `nil`
    ///     outside any actor. (Passed explicitly rather than defaulted with `#isolation`, a macro of the Swift
    ///     6 standard library, so that the interface also typechecks against an older one, as Apple's iOS 17 SDK
    ///     check does.)
    ///   - body: The navigation, run on `isolation`.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the next navigation gets its turn either way.
    package func run<Value, Failure: Error>(
        isolation: isolated (any Actor)?, _ body: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        // The turn is asked for on the caller's actor, before anything suspends: two navigations started in
        // order on one actor take their turns in that order.
        await takeTurn(isolation: isolation)
        defer { passTurn() }
        return try await body()
    }

    /// How many navigations wait for their turn (the one running is not counted).
    package var waiting: Int { state.withLock { $0.waiting.count } }

    private func takeTurn(isolation: isolated (any Actor)?) async {
        let free = state.withLock { state in
            if state.running { return false }
            state.running = true
            return true
        }
        if free { return }
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state in
                if state.running {
                    state.waiting.append(turn)
                    return false
                }
                state.running = true
                return true
            }
            if resumeNow { turn.resume() }
        }
    }

    /// Hands the turn to the oldest waiting navigation (the queue stays busy), or frees the queue.
    private func passTurn() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.waiting.isEmpty {
                state.running = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
