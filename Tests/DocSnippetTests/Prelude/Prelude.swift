// Stand-ins for the names the articles' snippets use without declaring them: an app's router, screens,
// session, login flow, modules and so on. This file is no part of the DocSnippetTests target: DocSnippetTests
// compiles it beside each article's snippets, as one more file of the same client program (SnippetProgram),
// so that a stand-in sees the API as an app does. Only the types matter (the snippets are typechecked, never
// run), so the stand-ins are as small as the snippets allow. Add one here when a new snippet needs it; the
// standalone documents (SnippetDocument.standalone) never get them.
import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardTesting

/// The screens of an app: the migration guide's first snippet declares its own, as an app would.
enum Screen: Hashable, Sendable, Codable {
    case home, cart, me, settings, picker, addressPicker, goodsList
    case user(Int), goods(Int), reviews(Int), web(URL)
}

/// The screens of the testing articles.
typealias Page = Screen

/// Where a stand-in that has no value stops (none runs).
func standIn<Value>() -> Value { fatalError("a stand-in: snippets are typechecked, never run") }

// The app's router, and the builder it was made with.
@MainActor var builder = RouterBuilder<Screen>()
var router: Router<Screen> { standIn() }
func makeRouter() throws -> Router<Screen> { standIn() }
var handlers: NamedHandlers<Screen> { standIn() }
var navigator: HeadlessNavigator<Screen> { standIn() }

/// A service a module registers.
final class CartStore: Sendable {}

/// A routing document's text, as a test reads it.
let documentText = #"{"format": 1, "serial": 1}"#

/// A request in a handler.
var request: RouteRequest { standIn() }

// The migration guide's names.
let url = "myapp://user/10"
let values = RouteValues()
let loginGate = LoginGate<Screen>(isLoggedIn: { await session.isLoggedIn }, logIn: { _ in await loginFlow.run() })

/// A logged-in state that is read asynchronously.
actor Session {
    var isLoggedIn = false
}

let session = Session()

/// A login screen.
struct LoginFlow: Sendable {
    /// Whether the user logged in.
    func run() async -> Bool { false }
}

let loginFlow = LoginFlow()

/// What the address picker returns.
struct Address: Sendable, Hashable {
    var street: String
}

/// A picker screen that returns the chosen address.
@MainActor final class AddressPicker {
    /// The address the user picks.
    func choice() async -> Address { Address(street: "1 Main St") }
    static func pick() async throws -> Address { Address(street: "1 Main St") }
}

/// Opens a URL outside the app (`UIApplication.shared.open` in an app).
func openExternally(_ url: String) async {}

/// A value an MGJRouter-style handler computes.
struct Receipt: Sendable {}

func work(_ request: RouteRequest) async throws -> Receipt { Receipt() }

/// The screen a link was opened from, passed as a typed value.
enum FromScreen: RouteValueKey { typealias Value = String }

// The modules article's names.

/// The cart's contents.
actor CartItems {
    func add(_ id: Int) -> Int { 1 }
    func clear() {}
    func dropCaches() {}
}

struct NoProductID: Error {}

/// The cart's typed action.
enum AddToCart: TypedAction {
    struct Input: Codable, Sendable { var id: Int }
    typealias Output = Int
    static let target = "cart"
    static let action = "add"
}

/// An app's modules, as the article declares `CartModule`.
struct GoodsModule: AppModule {
    let name = "goods"
    func declare(_ module: inout ModuleDeclaration<Screen>) {}
}

struct UserModule: AppModule {
    let name = "user"
    let session: Session
    func declare(_ module: inout ModuleDeclaration<Screen>) {}
}

struct CartModule: AppModule {
    let name = "cart"
    func declare(_ module: inout ModuleDeclaration<Screen>) {}
}

struct AddressModule: AppModule {
    let name = "address"
    func declare(_ module: inout ModuleDeclaration<Screen>) {}
}

struct FlashSaleModule: AppModule {
    let name = "flash-sale"
    func declare(_ module: inout ModuleDeclaration<Screen>) {}
}

var host: ModuleHost<Screen> { standIn() }

/// What `AppModule.declare(_:)` is given.
var module: ModuleDeclaration<Screen> {
    get { standIn() }
    set {}
}
let modules: [any AppModule<Screen>] = [GoodsModule(), CartModule()]
let path = "routes.json"

/// What the checkout does with the address picker's events.
struct Checkout: Sendable {
    func handle<Event>(_ event: Event) async {}
}

let checkout = Checkout()

// The dynamic-routing article's names.
let documentURL = URL(fileURLWithPath: "/")
let appVersion = "1.0"
let installID = "install"
let applicationSupport = URL(fileURLWithPath: "/")

/// Where the app sends what happened.
struct Analytics: Sendable {
    func log<Event>(_ event: Event) {}
}

let analytics = Analytics()
