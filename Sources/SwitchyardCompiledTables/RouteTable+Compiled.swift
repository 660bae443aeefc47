public import SwitchyardRouteTable

extension RouteTable {
    /// The table compiled: everything a working table needs but its route values (which an app supplies
    /// when it loads it), with a header that ties it to this library's format.
    ///
    /// The table's warnings are not kept (the compiler reported them), nor its route values; a custom
    /// parameter type is kept by its name and bound again at load.
    ///
    /// ```swift
    /// var builder = RouteTableBuilder<String>()
    /// try builder.add("shop://goods/<int:id>", value: "goods.detail")
    /// let compiled = try builder.build().compiled
    /// let table = try RouteTable<String>(compiled: compiled, values: ["goods.detail"])
    /// table.match("shop://goods/7")?.parameters["id"]   // "7"
    /// ```
    public var compiled: CompiledRouteTable {
        var writer = ImageWriter()
        writer.options(options)
        writer.count(namespaces.count)
        for (key, namespace) in namespaces.sorted(by: { $0.key < $1.key }) {
            writer.string(key)
            writer.bool(namespace.fallbackToGlobal)
        }
        writer.int(nextID)
        writer.routes(routes.map { RouteShapeImage($0) })
        writer.bool(!storage.routeExtras.isEmpty)
        var extrasOwner: [ObjectIdentifier: Int] = [:]
        for (index, route) in routes.enumerated() {
            if let extras = route.extras { extrasOwner[ObjectIdentifier(extras)] = index }
        }
        writer.storage(storage, extrasOwner: extrasOwner)
        return CompiledRouteTable(payload: writer.bytes)
    }

    /// Loads a compiled table: reads its routes and its trie, checking every value, and binds each route
    /// to its value and each custom parameter type to the app's. Parses no pattern, compiles no regular
    /// expression and grows no trie.
    ///
    /// ```swift
    /// let table = try RouteTable<Screen>(
    ///     compiled: CompiledRouteTable(image: GeneratedRoutes.image),
    ///     types: [.custom("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) }],
    ///     values: [.goodsDetail, .goodsBySKU])
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
