public import SwitchyardRouteTable

extension RouteTable {
    /// Loads a compiled table: reads its routes and its trie, checking every value, and binds each route
    /// to its value and each custom parameter type to the app's. Parses no pattern, compiles no regular
    /// expression and grows no trie.
    ///
    /// ```swift
    /// let compiled = try CompiledRouteTable(text: imageText)   // two routes: goods by id, goods by SKU
    /// let table = try RouteTable<Screen>(
    ///     compiled: compiled,
    ///     types: [.custom("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) }],
    ///     values: [.goodsDetail, .goodsBySKU])   // compiled.routeCount values, in the table's order
    /// ```
    ///
    /// - Parameters:
    ///   - compiled: The compiled table.
    ///   - types: The custom parameter types the table's patterns use, by name (built-in types need none).
    ///   - values: One value per route, in route order (registration order).
    /// - Throws: ``CompiledTableError``: a damaged payload, a custom type missing from `types`, or a number
    ///   of values other than the number of routes.
    public init(compiled: CompiledRouteTable, types: [ParameterType] = [], values: [Value]) throws(CompiledTableError) {
        var registered: [ParameterType] = []
        for (index, type) in types.enumerated() {
            var type = type
            type.registration = index + 1
            registered.removeAll { $0.name == type.name }
            registered.append(type)
        }
        let imageTypes = ImageTypes(custom: Dictionary(registered.map { ($0.name, $0) }) { _, last in last })
        var reader = ImageReader(compiled.bytes, at: compiled.payloadStart)
        let options = try reader.options()
        var namespaces: [String: NamespaceOptions] = [:]
        for _ in 0..<(try reader.count(elementSize: 5)) {
            namespaces[try reader.string()] = NamespaceOptions(fallbackToGlobal: try reader.bool())
        }
        let nextID = try reader.int()
        let registry = TypeRegistry(RoutePattern.registry(registered))
        let records = try reader.routes(registry: registry, hostAsPath: options.hostAsPath, types: imageTypes)
        guard records.count == values.count else { throw CompiledTableError.valueCount(routes: records.count, values: values.count) }
        let hasExtras = try reader.bool()
        let context = TrieImageContext(
            routeCount: records.count, routeAccept: records.accept, tableAccept: options.accept,
            routeExtras: hasExtras ? (records.extras.isEmpty ? Array(repeating: nil, count: records.count) : records.extras) : [],
            decodePlus: options.decodePlus, types: imageTypes)
        let storage = try reader.storage(context)
        guard reader.isAtEnd else {
            throw reader.failure(
                reader.image.count - reader.position == 1
                    ? "1 byte is left unread" : "\(reader.image.count - reader.position) bytes are left unread")
        }
        let routes = records.routes(values)
        self.init(
            options: options, types: registered, routes: routes, namespaces: namespaces, storage: storage, warnings: [],
            nextID: nextID)
    }
}
