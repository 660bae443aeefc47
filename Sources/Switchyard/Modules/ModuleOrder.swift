/// Orders modules so that each comes after the modules it depends on, keeping registration order where
/// dependencies allow it, or says which dependency is missing or which modules form a cycle.
enum ModuleOrder {
    /// `modules` ordered, given their names and dependencies (`loaded` names count as present and
    /// already started).
    static func sorted<Item>(
        _ modules: [Item], name: (Item) -> String, dependencies: (Item) -> [String], loaded: Set<String> = []
    ) throws(ModuleError) -> [Item] {
        var byName: [String: Item] = [:]
        for module in modules {
            let key = name(module)
            guard byName[key] == nil, !loaded.contains(key) else { throw .duplicateModule(key) }
            byName[key] = module
        }
        var ordered: [Item] = []
        var done = loaded
        var path: [String] = []

        func visit(_ key: String) throws(ModuleError) {
            if done.contains(key) { return }
            if let start = path.firstIndex(of: key) { throw .dependencyCycle(Array(path[start...]) + [key]) }
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
}
