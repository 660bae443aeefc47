import SwitchyardMatching

/// Builds a table whose values are the patterns themselves (suffixed with "@scheme" for scheme routes).
func makeTable(
    _ routes: [String], options: RouteTableOptions = RouteTableOptions(),
    configure: (inout RouteTableBuilder<String>) throws -> Void = { _ in }
) throws -> RouteTable<String> {
    var builder = RouteTableBuilder<String>(options: options)
    try configure(&builder)
    for route in routes {
        try builder.add(route, value: route)
    }
    return try builder.build()
}

/// A compact, comparable rendering of a match: "value id=7 tab=[a, b] *=[x, y]".
func render(_ match: RouteMatch<String>?) -> String {
    guard let match else { return "-" }
    var text = match.route.value
    for (name, value) in match.parameters.all.sorted(by: { $0.key < $1.key }) { text += " \(name)=\(value)" }
    if !match.wildcard.isEmpty { text += " *=\(match.wildcard)" }
    return text
}
