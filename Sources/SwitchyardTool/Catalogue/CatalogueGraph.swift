/// The modules' dependency graph that `docs --components` draws (issue #88 item 8): each module in a layer, the
/// longest chain of dependencies beneath it (a module with none is in layer 0), so that a module sits below every
/// module it needs; within a layer, modules in the file's order, then moved towards the modules they need. The
/// layout is computed from the file alone, without floating point, so the same file gives the same bytes.
///
/// A components file is what an app wrote, but it can be edited or stale: a dependency no module provides and a
/// cycle are drawn as far as they can be (a missing module as a dashed box, the arrow that closes a cycle dashed)
/// and named in ``problems``, never a crash.
package struct CatalogueGraph: Equatable {
    package struct Node: Equatable {
        package var name: String
        /// `false` for a dependency that no module in the file provides (drawn dashed, with no link).
        package var isListed: Bool
        /// The longest chain of dependencies beneath the module (arrows that close a cycle left out).
        package var layer: Int
        /// The module's place in its layer, from the left.
        package var column: Int
        /// What the module owns, for its box: `1 route · 2 actions`.
        package var summary: String
    }

    /// An arrow from a module to a module it depends on.
    package struct Edge: Equatable {
        package var from: Int
        package var to: Int
        /// The arrow that closes a cycle: it points to a module that is not above.
        package var closesCycle: Bool
    }

    package enum Problem: Equatable {
        /// `module` depends on `dependency`, which no module in the file provides.
        case missing(module: String, dependency: String)
        /// Each module depends on the next, and the last on the first.
        case cycle([String])
        /// A module the file lists more than once: the graph shows the first.
        case repeated(String)

        /// The problem in words, each module name formatted by `name` (a code span or element).
        package func text(_ name: (String) -> String) -> String {
            switch self {
            case let .missing(module, dependency):
                return "\(name(module)) depends on \(name(dependency)), which no module in the file provides."
            case .cycle(let names):
                let chain = (names + names.prefix(1)).map(name).joined(separator: " → ")
                return names.count == 1
                    ? "\(name(names[0])) depends on itself."
                    : "Dependency cycle: \(chain) (each depends on the next): no order can start them; the arrow that closes it is dashed."
            case .repeated(let module): return "\(name(module)) is listed more than once; the graph shows its first entry."
            }
        }
    }

    package var nodes: [Node]
    package var edges: [Edge]
    package var problems: [Problem]

    /// The graph of `modules` (name and dependencies, in the file's order); `summaries` by module name.
    package init(_ modules: [(name: String, dependencies: [String])], summaries: [String: String] = [:]) {
        var problems: [Problem] = []
        var index: [String: Int] = [:]
        var names: [String] = []
        var needs: [[String]] = []
        for module in modules {
            guard index[module.name] == nil else {
                problems.append(.repeated(module.name))
                continue
            }
            index[module.name] = names.count
            names.append(module.name)
            needs.append(module.dependencies)
        }
        let listed = names.count
        var dependencies: [[Int]] = Array(repeating: [], count: listed)
        for node in 0..<listed {
            var seen: Set<Int> = []
            for dependency in needs[node] {
                if index[dependency] == nil {
                    index[dependency] = names.count
                    names.append(dependency)
                    dependencies.append([])
                }
                guard let target = index[dependency], seen.insert(target).inserted else { continue }
                if target >= listed { problems.append(.missing(module: names[node], dependency: dependency)) }
                dependencies[node].append(target)
            }
        }
        let walk = Self.layers(dependencies)
        problems += walk.cycles.map { .cycle($0.map { names[$0] }) }
        let columns = Self.columns(layers: walk.layers, dependencies: dependencies, backEdges: walk.backEdges)
        nodes = names.indices.map { node in
            Node(
                name: names[node], isListed: node < listed, layer: walk.layers[node], column: columns[node],
                summary: node < listed ? summaries[names[node]] ?? "" : "not in the file")
        }
        edges = dependencies.indices.flatMap { node in
            dependencies[node].compactMap { target in
                // A module that depends on itself gets no arrow (the text says so).
                target == node ? nil : Edge(from: node, to: target, closesCycle: walk.backEdges.contains([node, target]))
            }
        }
        self.problems = problems
    }

    /// Each node's layer, the arrows that close a cycle, and each cycle's nodes, from a depth-first walk in the
    /// file's order (iterative: a long chain in a file cannot exhaust the stack). A node's layer is set when its
    /// walk ends, after every dependency's that does not close a cycle.
    static func layers(_ dependencies: [[Int]]) -> (layers: [Int], backEdges: Set<[Int]>, cycles: [[Int]]) {
        enum State { case new, open, done }
        var state = Array(repeating: State.new, count: dependencies.count)
        var layers = Array(repeating: 0, count: dependencies.count)
        var backEdges: Set<[Int]> = []
        var cycles: [[Int]] = []
        for root in dependencies.indices where state[root] == .new {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = .open
            while let top = stack.last {
                let (node, next) = (top.node, top.next)
                guard next < dependencies[node].count else {
                    stack.removeLast()
                    state[node] = .done
                    let above = dependencies[node].filter { !backEdges.contains([node, $0]) }
                    layers[node] = above.map { layers[$0] + 1 }.max() ?? 0
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = dependencies[node][next]
                switch state[target] {
                case .new:
                    state[target] = .open
                    stack.append((target, 0))
                case .open:
                    backEdges.insert([node, target])
                    let start = stack.firstIndex { $0.node == target } ?? 0
                    cycles.append(stack[start...].map(\.node))
                case .done: break
                }
            }
        }
        return (layers, backEdges, cycles)
    }

    /// Each node's column in its layer: layer 0 in the file's order; each later layer by the mean column of the
    /// dependencies it points up to (compared as fractions), ties in the file's order.
    static func columns(layers: [Int], dependencies: [[Int]], backEdges: Set<[Int]>) -> [Int] {
        var columns = Array(repeating: 0, count: layers.count)
        let byLayer = Dictionary(grouping: layers.indices, by: { layers[$0] })
        // A column's position is centred in its layer: scale by the widest layer so that layers compare.
        let widest = byLayer.values.map(\.count).max() ?? 0
        var position = Array(repeating: 0, count: layers.count)
        for layer in 0...(layers.max() ?? 0) {
            let members = byLayer[layer] ?? []
            let keys = members.map { node -> (sum: Int, count: Int) in
                let above = dependencies[node].filter { !backEdges.contains([node, $0]) && layers[$0] < layer }
                return (above.reduce(0) { $0 + position[$1] }, above.count)
            }
            let order = members.indices.sorted { a, b in
                let (x, y) = (keys[a], keys[b])
                guard x.count > 0, y.count > 0 else { return x.count == y.count ? a < b : x.count == 0 }
                let (left, right) = (x.sum * y.count, y.sum * x.count)
                return left == right ? a < b : left < right
            }
            for (column, member) in order.enumerated() {
                columns[members[member]] = column
                position[members[member]] = 2 * column + widest - members.count
            }
        }
        return columns
    }
}
