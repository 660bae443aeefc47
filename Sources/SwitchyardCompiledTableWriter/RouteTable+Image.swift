public import SwitchyardCompiledTables
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
}
