// State restoration: a tree is saved as plain JSON, e.g.
// {"root":{"tabs":[{"screens":[…],"isNavigationContainer":true}],"selected":0},"modals":[]}
// or {"root":{"stack":{…}},"modals":[…]}.

extension NavigationTree.Root: Codable where Screen: Codable {
    private enum Key: String, CodingKey { case stack, tabs, selected }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let stack = try container.decodeIfPresent(ScreenStack<Screen>.self, forKey: .stack) {
            self = .stack(stack)
            return
        }
        let tabs = try container.decode([ScreenStack<Screen>].self, forKey: .tabs)
        let selected = try container.decode(Int.self, forKey: .selected)
        guard tabs.indices.contains(selected) else {
            throw DecodingError.dataCorruptedError(
                forKey: .selected, in: container, debugDescription: "tab \(selected) does not exist; there are \(tabs.count)")
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
                let name = tab.screens.first.map { "\($0)" } ?? "tab \(index)"
                lines.append(branch + name + (index == selected ? " (selected)" : "") + ": " + Self.list(tab.screens))
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
