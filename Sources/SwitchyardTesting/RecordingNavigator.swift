public import Switchyard

/// A navigator for tests and headless use: it records every navigation instead of performing it.
///
/// ```swift
/// let navigator = RecordingNavigator<Screen>()
/// builder.navigator = navigator
/// try await router.open("shop://goods/7")
/// #expect(await navigator.performed == [.push(.goods(7))])
/// ```
public final actor RecordingNavigator<Screen: Hashable & Sendable>: Navigator {
    /// Every navigation performed, in order.
    public private(set) var performed: [Navigation<Screen>] = []

    /// Creates an empty recorder.
    public init() {}

    public func perform(_ navigation: Navigation<Screen>) async {
        performed.append(navigation)
    }

    /// Forgets what was recorded.
    public func reset() {
        performed.removeAll()
    }
}

/// Counts calls, for tests that prove something was (or was never) called.
package final class CallCounter: Sendable {
    private let state = Locked(0)

    /// A counter at zero.
    package init() {}

    /// Adds one.
    package func increment() { state.withLock { $0 += 1 } }

    /// The count.
    package var count: Int { state.value }
}
