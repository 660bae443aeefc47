public import SwitchyardRouteTable

extension RouteTable {
    /// Problems that do not stop the table from working, such as a route that can never win: what the builder
    /// found. A table loaded from a compiled image has none (the compiler reported them when it built the table).
    ///
    /// ```swift
    /// for warning in try builder.build().warnings { print(warning) }   // warning: route "/goods/:gid" (shop) is identical …
    /// ```
    public var warnings: [Diagnostic] {
        // The run half holds them as errors (RouteTable.swift says why); the builder put only diagnostics there.
        warningValues.compactMap { $0 as? Diagnostic }
    }
}
