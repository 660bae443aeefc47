@testable import SwitchyardMatching

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

/// SplitMix64: a seeded generator, so random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
