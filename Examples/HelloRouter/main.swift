import Switchyard
import SwitchyardTesting
enum Screen: Hashable, Sendable { case home, goods(Int), notFound(String) }

var builder = RouterBuilder<Screen>(options: RouteTableOptions(accept: ["shop", "https://shop.example"]))
try builder.route("shop://goods/<int:id>") { request in  // typed: /goods/abc does not match
    .navigate(.push(.goods(try request.parameters.value("id", as: Int.self))))
}
builder.unmatched { request in .navigate(.push(.notFound(request.url))) }  // the fallback
let navigator = HeadlessNavigator<Screen>(.stack([.home]))  // in an app: UIKitNavigator or NavigationModel
builder.navigator = navigator
let router = try builder.build()
try await router.open("shop://goods/42", from: .universalLink)
try await router.open("shop://goods/abc")
print(await navigator.rendered)
