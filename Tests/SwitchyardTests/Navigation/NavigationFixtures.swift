import Switchyard

/// Screens of a small shop, for the navigation tests.
enum Shop: Hashable, Sendable, Codable, CustomStringConvertible {
    case home, goodsList, goods(Int), reviews(Int), cart, me, login, picker, onboarding, terms

    var description: String {
        switch self {
        case .goods(let id): return "goods(\(id))"
        case .reviews(let id): return "reviews(\(id))"
        default:
            switch self {
            case .home: return "home"
            case .goodsList: return "goodsList"
            case .cart: return "cart"
            case .me: return "me"
            case .login: return "login"
            case .picker: return "picker"
            case .onboarding: return "onboarding"
            default: return "terms"
            }
        }
    }
}

typealias Tree = NavigationTree<Shop>

extension NavigationTree where Screen == Shop {
    /// Three tabs, home selected.
    static var shopTabs: Tree { .tabs([.home, .cart, .me]) }

    /// A tab named by its first screen, showing `screens` in a navigation container.
    static func tab(_ screens: Shop...) -> Tab {
        Tab(screens.first ?? .home, stack: ScreenStack(screens))
    }

    /// `tree` with `navigation` performed, or the error.
    func after(_ navigation: Navigation<Shop>) -> Result<Tree, NavigationError> {
        var copy = self
        do { try copy.perform(navigation) } catch { return .failure(error) }
        return .success(copy)
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
