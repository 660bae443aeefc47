public import Switchyard

// What SwiftUI binds to. Every getter reads `tree`, so Observation tracks it; every setter mirrors a change
// the user made on screen back into `tree` (through `NavigationTree.apply`, which refuses what does not fit
// and leaves the reason in `lastError`). Setters ignore values equal to the current ones: SwiftUI writes
// bindings back often, and each write would otherwise notify every observer.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    // MARK: Stacks

    /// The screen at the bottom of a stack: the root view of its `NavigationStack`, which is not part of
    /// the stack's path.
    public func root(of container: ContainerID) -> Screen? {
        tree[container]?.screens.first
    }

    /// A stack's path as `NavigationStack(path:)` wants it: its screens above the root. Empty when the
    /// stack does not exist.
    package func path(for container: ContainerID) -> [Screen] {
        Array(tree[container]?.screens.dropFirst() ?? [])
    }

    /// Mirrors a path SwiftUI changed (a swipe back, a `NavigationLink(value:)`) into the stack; the root
    /// is kept.
    package func setPath(_ path: [Screen], for container: ContainerID) {
        guard let root = root(of: container) else {
            lastError = NavigationError(.unavailable, "cannot set the path of \(container): it does not exist")
            return
        }
        let screens = [root] + path
        guard screens != tree[container]?.screens else { return }
        mirror(.setStack(screens, in: container, animation: .none))
    }

    /// A stack's path, for a binding: `NavigationStack(path: $model[path: .tab(1)])`.
    public subscript(path container: ContainerID) -> [Screen] {
        get { path(for: container) }
        set { setPath(newValue, for: container) }
    }

    /// The stack under any presented containers: the root stack, or the selected tab's.
    public var mainContainer: ContainerID {
        switch tree.root {
        case .stack: return .root
        case .tabs(_, let selected): return .tab(selected)
        }
    }

    /// The path of ``mainContainer``, for an app with one `NavigationStack` at its root. It is not the
    /// top-most stack: while a sheet is up, the stack beneath keeps its own path (binding the sheet's
    /// path here would show the sheet's screens beneath it).
    public var path: [Screen] {
        get { path(for: mainContainer) }
        set { setPath(newValue, for: mainContainer) }
    }

    // MARK: Tabs

    /// The tabs' names (`NavigationTree.Tab.id`), in order; empty when the window has no tab bar. A
    /// navigation never changes them: replacing a tab's screens does not rename it.
    public var tabs: [Screen] {
        guard case .tabs(let tabs, _) = tree.root else { return [] }
        return tabs.map(\.id)
    }

    /// The stack of the tab named `tab` (`.tab(index)`), or the root stack when there is none.
    public func container(ofTab tab: Screen) -> ContainerID {
        tabs.firstIndex(of: tab).map(ContainerID.tab) ?? .root
    }

    /// The selected tab's index, for `TabView(selection:)` tagged by index; `nil` without a tab bar.
    public var selectedTabIndex: Int? {
        get {
            guard case .tabs(_, let selected) = tree.root else { return nil }
            return selected
        }
        set {
            guard let newValue, newValue != selectedTabIndex else { return }
            mirror(.selectTab(newValue))
        }
    }

    /// The selected tab's name, for `TabView(selection:)` tagged by tab name; `nil` without a tab bar.
    public var selectedTab: Screen? {
        get { selectedTabIndex.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil } }
        set {
            guard let newValue else { return }
            guard let index = tabs.firstIndex(of: newValue) else {
                lastError = NavigationError(.tabNotFound, "cannot select \(newValue): " + tabList)
                return
            }
            selectedTabIndex = index
        }
    }

    private var tabList: String {
        tabs.isEmpty ? "the window has no tab bar" : "the tabs are " + tabs.map { "\($0)" }.joined(separator: ", ")
    }

    // MARK: Presented containers

    /// The container presented at `level` (0 is the lowest), or `nil`.
    package func presentation(at level: Int) -> Presentation? {
        guard tree.modals.indices.contains(level) else { return nil }
        return Presentation(level: level, modal: tree.modals[level])
    }

    /// The container at `level` when SwiftUI shows it as a sheet, for `.sheet(item: $model[sheet: 1])`
    /// inside the content of level 0. Setting `nil` (the sheet was dragged away) dismisses it and what is
    /// above it.
    public subscript(sheet level: Int) -> Presentation? {
        get { presentation(at: level).flatMap { $0.isFullScreenCover ? nil : $0 } }
        set { setPresentation(newValue, at: level, asCover: false) }
    }

    /// The container at `level` when SwiftUI shows it as a full-screen cover; see ``subscript(sheet:)``.
    public subscript(fullScreenCover level: Int) -> Presentation? {
        get { presentation(at: level).flatMap { $0.isFullScreenCover ? $0 : nil } }
        set { setPresentation(newValue, at: level, asCover: true) }
    }

    /// The lowest presented container when it is a sheet: `.sheet(item: $model.sheet)`.
    public var sheet: Presentation? {
        get { self[sheet: 0] }
        set { self[sheet: 0] = newValue }
    }

    /// The lowest presented container when it is a full-screen cover: `.fullScreenCover(item: $model.fullScreenCover)`.
    public var fullScreenCover: Presentation? {
        get { self[fullScreenCover: 0] }
        set { self[fullScreenCover: 0] = newValue }
    }

    /// `nil` mirrors a dismissal of the container at `level` shown as this kind (a binding of the other
    /// kind writing `nil` is not about this container and is ignored). A value presents it at `level`,
    /// dismissing what is there first.
    private func setPresentation(_ presentation: Presentation?, at level: Int, asCover: Bool) {
        let current = self.presentation(at: level)
        guard let presentation else {
            if let current, current.isFullScreenCover == asCover { mirror(.dismiss(keeping: level, animated: true)) }
            return
        }
        guard presentation != current else { return }
        if current != nil { mirror(.dismiss(keeping: level, animated: true)) }
        guard tree.modals.count == level else {
            lastError = NavigationError(.unavailable, "cannot present at level \(level): \(tree.modals.count) container(s) are presented")
            return
        }
        mirror(.present(presentation.stack, style: presentation.style, animation: .standard))
    }
}
