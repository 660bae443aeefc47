import Switchyard

// A ten-route app as the README writes one: screens, routes (one typed parameter), a fallback, the app's own
// navigator, one open of a URL from the command line.
enum Screen: Hashable, Sendable {
    case home, goods(Int), featured, cart, order(String), posts(String), help, privacy, search, docs(String)
    case notFound(String)
}

struct PrintingNavigator: Navigator {
    func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) { print(navigation) }
}

var builder = RouterBuilder<Screen>()
try builder.route("shop://home") { _ in .navigate(.push(.home)) }
try builder.route("shop://goods/<int:id>") { request in
    .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
}
try builder.route("shop://goods/featured") { _ in .navigate(.push(.featured)) }
try builder.route("shop://cart") { _ in .navigate(.present(.cart)) }
try builder.route("shop://orders/:order") { request in .navigate(.push(.order(request.parameters["order"] ?? ""))) }
try builder.route("shop://user/:user/posts") { request in .navigate(.push(.posts(request.parameters["user"] ?? ""))) }
try builder.route("shop://help") { _ in .navigate(.push(.help)) }
try builder.route("shop://help/privacy") { _ in .navigate(.push(.privacy)) }
try builder.route("shop://search") { _ in .navigate(.push(.search)) }
try builder.route("shop://docs/<path:rest>") { request in .navigate(.push(.docs(request.parameters["rest"] ?? ""))) }
builder.unmatched { request in .navigate(.push(.notFound(request.url))) }
builder.navigator = PrintingNavigator()
let router = try builder.build()

let arguments = CommandLine.arguments
try await router.open(arguments.count > 1 ? arguments[1] : "shop://goods/42")
