extension NavigationTree {
    /// Decides how `navigation` is performed from this state: the steps, in order, that an adapter
    /// executes. Nothing is decided anywhere else, so a headless test, UIKit and SwiftUI behave the same.
    ///
    /// The decisions:
    /// - the source is the visible screen, or the top-most stack showing `from:` (its tab is selected and
    ///   what is presented above it dismissed first);
    /// - ``Transition/automatic`` pushes when the source sits in a navigation container and presents
    ///   otherwise; ``Transition/push`` without one is an error, never a silent present;
    /// - a navigation into a tab dismisses what is presented and selects the tab; a tab is found by its
    ///   name (``NavigationTree/Tab/id``), which no navigation changes;
    /// - replacing a tab's stack keeps the tab's root screen at the bottom;
    /// - automatic presentation presents the screen alone (no navigation container of its own), so a later
    ///   automatic `show` presents over it;
    /// - `dismiss(all: true)` with nothing presented does nothing (`dismiss()` then is an error);
    /// - ``Navigation/sequence(_:)`` is planned whole before anything happens.
    ///
    /// ```swift
    /// let tree = NavigationTree<Screen>.screen(.onboarding)
    /// try tree.plan(.show(.terms))   // [.present(terms, style: .automatic, …)]: no stack to push onto
    /// try tree.plan(.push(.terms))   // throws: cannot push terms: the root stack (onboarding) has no navigation container
    /// ```
    ///
    /// - Throws: ``NavigationError`` when a step is impossible; the tree is not changed.
    package func plan(_ navigation: Navigation<Screen>) throws(NavigationError) -> [NavigationStep<Screen>] {
        var planner = NavigationPlanner(tree: self)
        try planner.add(navigation)
        return planner.steps
    }

    /// Plans `navigation` and performs its steps on this tree; on an error the tree is unchanged.
    ///
    /// - Returns: The steps performed.
    @discardableResult
    package mutating func perform(_ navigation: Navigation<Screen>) throws(NavigationError) -> [NavigationStep<Screen>] {
        var planner = NavigationPlanner(tree: self)
        try planner.add(navigation)
        self = planner.tree
        return planner.steps
    }
}

/// Turns navigations into steps, applying each to a working copy of the tree so that every later
/// decision sees the state the earlier steps leave.
struct NavigationPlanner<Screen: Hashable & Sendable> {
    var tree: NavigationTree<Screen>
    var steps: [NavigationStep<Screen>] = []

    mutating func emit(_ step: NavigationStep<Screen>) throws(NavigationError) {
        try tree.apply(step)
        steps.append(step)
    }

    mutating func add(_ navigation: Navigation<Screen>) throws(NavigationError) {
        switch navigation {
        case let .show(screen, transition, from, animated):
            try show(screen, transition: transition, from: from, animated: animated)
        case let .presentStack(screens, style, animated):
            try emit(.present(ScreenStack(screens), style: style, animation: animated ? .standard : .none))
        case let .replaceStack(screens, tab, animated):
            try replaceStack(screens, inTab: tab, animated: animated)
        case let .pop(target, animated):
            try pop(to: target, animated: animated)
        case .popToRoot(let animated):
            let id = tree.topContainer
            if try tree.existing(id).screens.count > 1 { try emit(.pop(toDepth: 1, in: id, animated: animated)) }
        case let .dismiss(all, animated):
            // "Close whatever is up" holds with nothing up; dismissing the top one needs one.
            if all { try dismissAll(animated: animated) } else { try emit(.dismiss(keeping: tree.modals.count - 1, animated: animated)) }
        case let .selectTab(tab, then):
            let index = try reveal(tab: tab, animated: true)
            for screen in then { try emit(.push(screen, onto: .tab(index), animation: .standard)) }
        case let .openExternally(url, fallback):
            try emit(.openExternally(url, fallback: fallback))
        case .restore(let saved):
            try dismissAll(animated: false)
            try emit(.setRoot(saved.root))
            for modal in saved.modals { try emit(.present(modal.stack, style: modal.style, animation: .none)) }
        case .sequence(let navigations):
            for next in navigations { try add(next) }
        }
    }

    mutating func show(_ screen: Screen, transition: Transition, from: Screen?, animated: Bool) throws(NavigationError) {
        var source = tree.topContainer
        if let from {
            guard let found = tree.container(of: from) else {
                throw NavigationError(.screenNotFound, "cannot show \(screen) from \(from): \(from) is not shown")
            }
            try reveal(found, animated: animated)
            source = found
        }
        let stack = try tree.existing(source)
        let animation = TransitionAnimation(animated: animated, transition: transition)
        switch transition {
        case .automatic, .custom:
            if stack.isNavigationContainer {
                try emit(.push(screen, onto: source, animation: animation))
            } else {
                try emit(.present(ScreenStack([screen], isNavigationContainer: false), style: .automatic, animation: animation))
            }
        case .push:
            try emit(.push(screen, onto: source, animation: animation))
        case let .present(style, wrapped):
            try emit(.present(ScreenStack([screen], isNavigationContainer: wrapped), style: style, animation: animation))
        case .replaceRoot:
            try emit(.setStack([screen], in: source, animation: animation))
        }
    }

    mutating func replaceStack(_ screens: [Screen], inTab tab: Screen?, animated: Bool) throws(NavigationError) {
        guard !screens.isEmpty else { throw NavigationError(.emptyStack, "cannot replace a stack with no screens") }
        let id: ContainerID
        if let tab {
            id = .tab(try reveal(tab: tab, animated: animated))
        } else {
            id = tree.topContainer
        }
        let stack = try tree.existing(id)
        let current = stack.screens
        var target = screens
        // A tab's navigation container keeps its root screen (what tapping the tab again shows), whether the
        // tab is named or merely visible: a link's stack goes above it.
        if case .tab = id, stack.isNavigationContainer, let root = current.first, target.first != root {
            target.insert(root, at: 0)
        }
        if current == target { return }
        if target.count < current.count, Array(current.prefix(target.count)) == target {
            try emit(.pop(toDepth: target.count, in: id, animated: animated))
        } else {
            try emit(.setStack(target, in: id, animation: animated ? .standard : .none))
        }
    }

    mutating func pop(to target: Screen?, animated: Bool) throws(NavigationError) {
        let id = tree.topContainer
        let screens = try tree.existing(id).screens
        guard let target else {
            try emit(.pop(toDepth: screens.count - 1, in: id, animated: animated))
            return
        }
        guard let index = screens.lastIndex(of: target) else {
            throw NavigationError(
                .screenNotFound, "cannot pop to \(target): \(id) holds \(NavigationTree.list(screens))")
        }
        if index < screens.count - 1 { try emit(.pop(toDepth: index + 1, in: id, animated: animated)) }
    }

    /// Makes the stack `id` visible: dismisses what is presented above it and selects its tab.
    mutating func reveal(_ id: ContainerID, animated: Bool) throws(NavigationError) {
        switch id {
        case .root:
            try dismissAll(animated: animated)
        case .tab(let index):
            try dismissAll(animated: animated)
            if case .tabs(_, let selected) = tree.root, selected != index { try emit(.selectTab(index)) }
        case .modal(let index):
            if index < tree.modals.count - 1 { try emit(.dismiss(keeping: index + 1, animated: animated)) }
        }
    }

    /// Makes the tab named `tab` visible, and returns its index.
    mutating func reveal(tab: Screen, animated: Bool) throws(NavigationError) -> Int {
        guard let index = tree.tabIndex(of: tab) else {
            throw NavigationError(.tabNotFound, "no tab is named \(tab): " + tree.tabBarDescription)
        }
        try reveal(.tab(index), animated: animated)
        return index
    }

    mutating func dismissAll(animated: Bool) throws(NavigationError) {
        if !tree.modals.isEmpty { try emit(.dismiss(keeping: 0, animated: animated)) }
    }
}
