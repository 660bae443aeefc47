import SwitchyardMatching

// The router app's ten patterns in a table of route indices, and one match of a URL from the command line.
let patterns = [
    "shop://home", "shop://goods/<int:id>", "shop://goods/featured", "shop://cart", "shop://orders/:order",
    "shop://user/:user/posts", "shop://help", "shop://help/privacy", "shop://search", "shop://docs/<path:rest>",
]
var builder = RouteTableBuilder<Int>()
for (index, pattern) in patterns.enumerated() { try builder.add(pattern, value: index) }
let table = try builder.build()
let arguments = CommandLine.arguments
if let match = table.match(arguments.count > 1 ? arguments[1] : "shop://goods/42") {
    print(match.route.value, match.parameters["id"] ?? "")
} else {
    print("no match")
}
