import Switchyard
import SwitchyardCompiledTables
import SwitchyardMatching

// RouterApp from a compiled table (issue #45): the same ten routes, compiled in TenRoutes.swift
// (`switchyard gen compiled`, which measure.sh runs first), each bound to its handler as the build plugin's
// generated code binds them; a fallback, the app's own navigator, one open of a URL from the command line.
enum Screen: Hashable, Sendable {
    case home, goods(Int), featured, cart, order(String), posts(String), help, privacy, search, docs(String)
    case notFound(String)
}

struct PrintingNavigator: Navigator {
    func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) { print(navigation) }
}

let routes: [BoundRoute<Screen>] = [
    BoundRoute { _ in .navigate(.push(.home)) },
    BoundRoute { request in .navigate(.push(.goods(try request.parameters.value("id", as: Int.self)))) },
    BoundRoute { _ in .navigate(.push(.featured)) },
    BoundRoute { _ in .navigate(.present(.cart)) },
    BoundRoute { request in .navigate(.push(.order(request.parameters["order"] ?? ""))) },
    BoundRoute { request in .navigate(.push(.posts(request.parameters["user"] ?? ""))) },
    BoundRoute { _ in .navigate(.push(.help)) },
    BoundRoute { _ in .navigate(.push(.privacy)) },
    BoundRoute { _ in .navigate(.push(.search)) },
    BoundRoute { request in .navigate(.push(.docs(request.parameters["rest"] ?? ""))) },
]
var builder = RouterBuilder(table: try RouteTable(compiled: CompiledRouteTable(image: tenRoutes), values: routes))
builder.unmatched { request in .navigate(.push(.notFound(request.url))) }
builder.navigator = PrintingNavigator()
let router = try builder.build()

let arguments = CommandLine.arguments
try await router.open(arguments.count > 1 ? arguments[1] : "shop://goods/42")
