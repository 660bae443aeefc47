// Stand-ins for the names the migration guide's snippets use without declaring them: an
// app's session, login flow, address picker and so on. Only their types matter (the snippets are compiled,
// never run), so they are as small as the snippets allow. Add one here when a new snippet needs it.
import Foundation
import Switchyard

/// The screens of the migration guide (its first snippet declares the same enum, as an app would).
enum Screen: Hashable, Sendable { case user(Int), goods(Int), settings, picker, web(URL) }

/// The snippets' functions are methods of this type (see `SnippetExtractor`), so a snippet that goes on from
/// an earlier one finds `builder` and `router` here. Never made: `router` has no value.
struct SnippetStandIns {
    var builder = RouterBuilder<Screen>()
    let router: Router<Screen>

    /// Uses a variable a snippet made (and counts as mutating it), so that a snippet that only shows how a
    /// value is made compiles without a warning.
    func keep<Value>(_ value: inout Value) {}
}

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
enum AddressPicker {
    static func pick() async throws -> Address { Address(street: "1 Main St") }
}

/// Opens a URL outside the app (`UIApplication.shared.open` in an app).
func openExternally(_ url: String) async {}

// The migration guide's names.
let url = "myapp://user/10"
let values = RouteValues()
let loginGate = LoginGate<Screen>(isLoggedIn: { await session.isLoggedIn }, logIn: { _ in await loginFlow.run() })

/// A value an MGJRouter-style handler computes.
struct Receipt: Sendable {}

func work(_ request: RouteRequest) async throws -> Receipt { Receipt() }

/// The screen a link was opened from, passed as a typed value.
enum FromScreen: RouteValueKey { typealias Value = String }
