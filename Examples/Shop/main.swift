import Foundation
import Switchyard

// The Shop demo: a story of incoming links, replayed on a headless window. Run `swift run --package-path Examples shop-demo`.
// Each chapter prints the link, what the router decided (a dry run shows the route, rewrites and
// middleware before anything is called), what was opened, and the window afterwards.

let app: ShopApp
do {
    app = try ShopApp()
} catch {
    print("the Shop app could not start: \(error)")
    exit(1)
}
// `shop-demo --components` prints the app's component catalogue instead of the story: what
// Examples/Shop/components.json holds and `switchyard docs --components` reads (ShopDemoTests checks it is current).
if CommandLine.arguments.dropFirst().first == "--components" {
    print(app.host.componentCatalogueJSON(), terminator: "")
    exit(0)
}
var story = Narrator(app: app)
print("Shop demo: routes from \(ShopRouteTable.fileName), a headless window with the tabs Home, Shopping and Me.")

story.chapter("A push notification arrives while the app is still launching")
story.plan("shop://goods/42/reviews", from: .push)
async let coldLink = app.links.deliver("shop://goods/42/reviews", from: .push)
story.say("queued   the app is launching (held by: \(await app.links.heldBy.joined(separator: ", ")))")
story.say("launch finished: the UI is ready")
await app.links.ready()
await story.report(await coldLink)

story.chapter("A universal link from a web page shares a product")
story.plan("https://m.shop.example/product/7.html", from: .universalLink)
await story.report(await app.links.deliver("https://m.shop.example/product/7.html", from: .universalLink))

story.chapter("A web banner links to a campaign page that has no native screen")
story.plan("https://m.shop.example/campaign/black-friday", from: .universalLink)
await story.report(await app.links.deliver("https://m.shop.example/campaign/black-friday", from: .universalLink))

story.chapter("An in-app tap opens a user's profile")
// The app's own links are built from the table's typed routes: a misspelt route or parameter does not compile.
let profile = try ShopUserProfileRoute(uid: "ada").url()
story.plan(profile, from: .inApp)
await story.report(await app.links.deliver(profile, from: .inApp))

story.chapter("A push notification opens the cart, which needs a logged-in user")
story.plan("shop://cart", from: .push)
async let cart = app.links.deliver("shop://cart", from: .push)
await app.login.shown()
story.say("parked   the login gate shows the login screen")
await story.window()
story.say("meanwhile another universal link arrives: it waits for the login (held by: \(await app.links.heldBy.joined(separator: ", ")))")
async let during = app.links.deliver("https://m.shop.example/product/8.html", from: .universalLink)
story.say("the user logs in")
await app.login.respond(true)
story.outcome(await cart)
story.say("then the link that waited:")
await story.report(await during)

story.chapter("The checkout asks for an address (an in-app route that returns a value)")
let addressPicker = try ShopAddressPickRoute().url()
story.plan(addressPicker, from: .inApp)
let picking = Task { () async throws(RoutingError) -> Address in
    try await app.router.open(addressPicker, expecting: Address.self)
}
await app.addressPicker.shown()
await story.window()
story.say("the user picks an address")
await app.addressPicker.respond(Address(name: "Ada Lovelace", city: "London"))
switch await picking.result {
case .success(let address): story.say("returned \(address) to the checkout")
case .failure(let error): story.say("failed   \(error)")
}
await story.window()

story.chapter("Another app tries the internal address picker")
story.plan("shop://address/pick", from: .otherApp(bundleID: "com.example.other"))
await story.report(await app.links.deliver("shop://address/pick", from: .otherApp(bundleID: "com.example.other")))

story.chapter("A broken link: a product id that is not a number")
story.plan("shop://goods/abc", from: .otherApp(bundleID: nil))
await story.report(await app.links.deliver("shop://goods/abc", from: .otherApp(bundleID: nil)))

story.chapter("Links from another app try to show a foreign page inside the app")
for link in ["shop://web?url=https%3A%2F%2Fevil.example%2Flogin", "javascript:alert(document.cookie)"] {
    story.plan(link, from: .otherApp(bundleID: nil))
    story.outcome(await app.links.deliver(link, from: .otherApp(bundleID: nil)))
}
story.say("a page of the shop's own web origin still opens:")
story.plan("shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp", from: .otherApp(bundleID: nil))
await story.report(await app.links.deliver("shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp", from: .otherApp(bundleID: nil)))

story.chapter("Operations degrade the broken goods page to the web, without a release")
let operations = try Operations(app: app)
try await operations.publish(Operations.degradeGoods)
story.say("the release pipeline signs document 2 and publishes it on the CDN")
story.say(await operations.refresh())
story.say("it also sends the sale campaign's links to their product (a regex rule, then the app's own rewrite)")
story.plan("https://m.shop.example/sale/42-red-shoes", from: .universalLink)
await story.report(await app.links.deliver("https://m.shop.example/sale/42-red-shoes", from: .universalLink))

story.chapter("A tampered document is refused")
try await operations.publishTampered(Operations.degradeGoods.replacingOccurrences(of: "\"serial\": 2", with: "\"serial\": 3"))
story.say(await operations.refresh())
story.say("in force: \(await operations.inForce())")

story.chapter("A flash-sale module is loaded for the evening, then unloaded")
story.say("modules  \(app.host.modules.joined(separator: ", ")) (each after the modules it needs)")
try app.host.load(FlashSaleModule())
story.say("loaded   flash-sale: its route and its action arrive in one new router snapshot")
story.plan("shop://sale/black-friday", from: .push)
await story.report(await app.links.deliver("shop://sale/black-friday", from: .push))
await story.call(target: "sale", action: "discount", from: .push)
await story.call(target: "cart", action: "add", parameters: ["id": .string("42")], from: .otherApp(bundleID: "com.example.partner"))
await story.call(target: "cart", action: "clear", from: .otherApp(bundleID: "com.example.partner"))
await (try app.host.unload("flash-sale")).value
story.say("unloaded flash-sale: its route and its action left together")
story.plan("shop://sale/black-friday", from: .push)
await story.call(target: "sale", action: "discount", from: .push)

story.chapter("The app goes to the background")
story.say("delivered to \(await app.host.post(.background).value.joined(separator: ", ")), in module order; each acts on what it handles")
