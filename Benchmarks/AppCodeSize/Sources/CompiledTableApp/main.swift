import SwitchyardCompiledTables
import SwitchyardRouteTable

// TableApp's ten patterns from a compiled table (issue #45): TenRoutes.swift holds them compiled
// (`switchyard gen compiled`, which measure.sh runs first), loaded without parsing a pattern; one match.
let table = try RouteTable(compiled: CompiledRouteTable(image: tenRoutes), values: Array(0..<10))
let arguments = CommandLine.arguments
if let match = table.match(arguments.count > 1 ? arguments[1] : "shop://goods/42") {
    print(match.route.value, match.parameters["id"] ?? "")
} else {
    print("no match")
}
