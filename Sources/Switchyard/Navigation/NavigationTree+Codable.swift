// State restoration: a tree is saved as plain JSON, e.g.
// {"root":{"tabs":[{"id":…,"screens":[…],"isNavigationContainer":true}],"selected":0},"modals":[]}
// or {"root":{"stack":{…}},"modals":[…]}. A tab is its stack's fields and its identity; a tab saved before tabs
// had an identity (no "id") is named by its root screen, as it was then, so saved windows keep restoring.

extension NavigationTree.Tab: Codable where Screen: Codable {
    private enum Key: String, CodingKey { case id, screens, isNavigationContainer }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let screens = try container.decode([Screen].self, forKey: .screens)
        let isNavigationContainer = try container.decode(Bool.self, forKey: .isNavigationContainer)
        guard let id = try container.decodeIfPresent(Screen.self, forKey: .id) ?? screens.first else {
            throw DecodingError.dataCorruptedError(
                forKey: .screens, in: container, debugDescription: "a tab without an id must show at least one screen")
        }
        self.init(id, stack: ScreenStack(screens, isNavigationContainer: isNavigationContainer))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        try container.encode(stack.screens, forKey: .screens)
        try container.encode(stack.isNavigationContainer, forKey: .isNavigationContainer)
    }
}

extension NavigationTree.Root: Codable where Screen: Codable {
    private enum Key: String, CodingKey { case stack, tabs, selected }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let stack = try container.decodeIfPresent(ScreenStack<Screen>.self, forKey: .stack) {
            self = .stack(stack)
            return
        }
        let tabs = try container.decode([NavigationTree.Tab].self, forKey: .tabs)
        let selected = try container.decode(Int.self, forKey: .selected)
        guard tabs.indices.contains(selected) else {
            throw DecodingError.dataCorruptedError(
                forKey: .selected, in: container, debugDescription: "tab \(selected) does not exist; there are \(tabs.count)")
        }
        // Two tabs of one name would make every navigation naming it ambiguous.
        var names = Set<Screen>()
        for tab in tabs where !names.insert(tab.id).inserted {
            throw DecodingError.dataCorruptedError(
                forKey: .tabs, in: container, debugDescription: "two tabs are named \(tab.id)")
        }
        self = .tabs(tabs, selected: selected)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .stack(let stack):
            try container.encode(stack, forKey: .stack)
        case let .tabs(tabs, selected):
            try container.encode(tabs, forKey: .tabs)
            try container.encode(selected, forKey: .selected)
        }
    }
}

extension NavigationTree: CustomStringConvertible {
    /// The window as a tree, one stack a line, e.g.
    ///
    /// ```text
    /// tab bar
    /// ├─ home (selected): home → goods(7) → reviews(7)
    /// └─ cart: cart
    /// presented (formSheet): navigation: login
    /// ```
    public var description: String {
        var lines: [String] = []
        switch root {
        case .stack(let stack):
            lines.append("window: " + Self.line(stack))
        case let .tabs(tabs, selected):
            lines.append("tab bar")
            for (index, tab) in tabs.enumerated() {
                let branch = index == tabs.count - 1 ? "└─ " : "├─ "
                lines.append(branch + "\(tab.id)" + (index == selected ? " (selected)" : "") + ": " + Self.list(tab.stack.screens))
            }
        }
        for (level, modal) in modals.enumerated() {
            let indent = String(repeating: "  ", count: level)
            lines.append(indent + "presented (\(modal.style.rawValue)): " + Self.line(modal.stack))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ stack: ScreenStack<Screen>) -> String {
        (stack.isNavigationContainer ? "navigation: " : "") + list(stack.screens)
    }
}
