import Foundation
import Observation
import Switchyard
import SwitchyardSwiftUI

/// Screens of a small shop.
enum Shop: Hashable, Sendable, Codable {
    case home, goods(Int), reviews(Int), cart, me, login, terms, onboarding
}

typealias Model = NavigationModel<Shop>
typealias Tree = NavigationTree<Shop>

extension NavigationTree where Screen == Shop {
    /// Three tabs, home selected.
    static var shopTabs: Tree { .tabs([.home, .cart, .me]) }

    /// A tab named by its first screen, showing `screens` in a navigation container.
    static func tab(_ screens: Shop...) -> Tab {
        Tab(screens.first ?? .home, stack: ScreenStack(screens))
    }

    /// This tree with `navigation` performed by the core (what the model must arrive at).
    func after(_ navigation: Navigation<Shop>) throws -> Tree {
        var copy = self
        try copy.perform(navigation)
        return copy
    }

    /// The windows `steps` leave after each of their animated steps, applied in order from this tree: what
    /// a simulated transition or a step runner sees, one window per transition.
    func windowsAfterAnimatedSteps(_ steps: [NavigationStep<Shop>]) throws -> [Tree] {
        var window = self
        var windows: [Tree] = []
        for step in steps {
            try window.apply(step)
            if step.animates { windows.append(window) }
        }
        return windows
    }
}

/// Counts calls from any thread (Observation's onChange is `@Sendable`).
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Whether reading `read` and then running `change` makes Observation report a change.
@MainActor
func notifies(_ read: () -> Void, when change: () -> Void) -> Bool {
    let counter = Counter()
    withObservationTracking(read, onChange: { counter.increment() })
    change()
    return counter.value > 0
}
