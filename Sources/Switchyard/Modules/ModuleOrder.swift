/// Orders modules so that each comes after the modules it depends on, keeping registration order where
/// dependencies allow it, or says which dependency is missing or which modules form a cycle (named from its
/// module registered first, so that the same modules give the same text on every platform).
enum ModuleOrder {
    /// `modules` ordered, given their names and dependencies (`loaded` names count as present and
    /// already started).
    static func sorted<Item>(
        _ modules: [Item], name: (Item) -> String, dependencies: (Item) -> [String], loaded: Set<String> = []
    ) throws(ModuleError) -> [Item] {
        var byName: [String: Item] = [:]
        var registered: [String: Int] = [:]
        for (index, module) in modules.enumerated() {
            let key = name(module)
            guard byName[key] == nil, !loaded.contains(key) else { throw .duplicateModule(key) }
            byName[key] = module
            registered[key] = index
        }
        var ordered: [Item] = []
        var done = loaded
        var path: [String] = []

        func visit(_ key: String) throws(ModuleError) {
            if done.contains(key) { return }
            if let start = path.firstIndex(of: key) { throw .dependencyCycle(cycle(Array(path[start...]), registered)) }
            guard let module = byName[key] else { return }
            path.append(key)
            for needed in dependencies(module) {
                guard byName[needed] != nil || loaded.contains(needed) else {
                    throw .missingDependency(module: key, needs: needed)
                }
                try visit(needed)
            }
            path.removeLast()
            done.insert(key)
            ordered.append(module)
        }

        for module in modules { try visit(name(module)) }
        return ordered
    }

    /// The cycle whose members are `members`, each depending on the next and the last on the first, as
    /// ``ModuleError/Code/dependencyCycle`` names it: from its member registered first, back to it, whichever
    /// member the walk entered it by.
    static func cycle(_ members: [String], _ registered: [String: Int]) -> [String] {
        let firstRegistered = members.indices.min { (registered[members[$0]] ?? .max) < (registered[members[$1]] ?? .max) } ?? 0
        let rotated = Array(members[firstRegistered...] + members[..<firstRegistered])
        return rotated + rotated.prefix(1)
    }
}
