import Synchronization
import Testing
import Switchyard

private struct MissingParameter: Error, CustomStringConvertible {
    var name: String
    var description: String { "missing parameter \(name)" }
}

private enum AddToCart: TypedAction {
    struct Input: Codable, Sendable, Equatable {
        var id: Int
        var quantity = 1
    }
    typealias Output = Int
    static let target = "cart"
    static let action = "add"
    static let visibility = RouteVisibility.public

    /// A hand-written decoder from URL parameters.
    @Sendable static func decode(_ parameters: [String: ParameterValue]) throws -> Input {
        guard let id = parameters["id"].flatMap({ Int($0.first) }) else { throw MissingParameter(name: "id") }
        return Input(id: id, quantity: parameters["quantity"].flatMap { Int($0.first) } ?? 1)
    }
}

/// Internal by default: it does not say otherwise.
private enum ClearCart: TypedAction {
    struct Input: Codable, Sendable {}
    typealias Output = Bool
    static let target = "cart"
    static let action = "clear"
}

/// Same names as AddToCart, another input type.
private enum AddByName: TypedAction {
    typealias Input = String
    typealias Output = Int
    static let target = "cart"
    static let action = "add"
}

/// Same names as AddToCart, another output type.
private enum AddReturningText: TypedAction {
    typealias Input = AddToCart.Input
    typealias Output = String
    static let target = "cart"
    static let action = "add"
}

@Suite("Component calls by URL")
struct ComponentURLTests {
    @Test func aURLNamesTargetActionAndParameters() async throws {
        let cart = CartCalls()
        let result = try await cart.router().perform(url: "app://cart/add?id=7", from: .otherApp(bundleID: nil))
        #expect(try result.value(as: Int.self) == 1)
        let call = try #require(cart.recorder.last)
        #expect(call.target == "cart" && call.action == "add")
        #expect(call.parameters == ["id": .string("7")])
        #expect(call.source == .otherApp(bundleID: nil))
        #expect(call.url?.string == "app://cart/add?id=7")
    }

    struct URLRow: Sendable, CustomTestStringConvertible {
        let url: String
        let parameters: [String: ParameterValue]
        var testDescription: String { url }
    }

    @Test(arguments: [
        URLRow(url: "app://cart/add?id=7&id=8&id=9", parameters: ["id": .list(["7", "8", "9"])]),
        URLRow(
            url: "app://cart/add?name=%E4%B8%AD%E6%96%87&note=a%26b%3Dc", parameters: ["name": .string("中文"), "note": .string("a&b=c")]),
        URLRow(url: "app://cart/add?q=red+shoes&p=50%25", parameters: ["q": .string("red shoes"), "p": .string("50%")]),
        URLRow(url: "app://cart/add?gift&id=1", parameters: ["gift": .string(""), "id": .string("1")]),
        URLRow(url: "app://cart/add?id=1#id=2&ref=push", parameters: ["id": .string("2"), "ref": .string("push")]),
        URLRow(url: "app://cart/add?back=app%3A%2F%2Fhome%3Ftab%3D1", parameters: ["back": .string("app://home?tab=1")]),
        URLRow(url: "app://cart/add", parameters: [:]),
        URLRow(url: "app://cart/add/", parameters: [:]),
        URLRow(url: "APP://CART/add?x=%zz", parameters: ["x": .string("%zz")]),
    ])
    func urlQueriesBecomeParameters(_ row: URLRow) async throws {
        let cart = CartCalls()
        _ = try await cart.router().perform(url: row.url, from: .otherApp(bundleID: nil))
        #expect(cart.recorder.last?.parameters == row.parameters)
    }

    @Test func urlSegmentsArePercentDecodedBeforeLookup() async throws {
        let seen = CallRecorder()
        let router = try routerWith { module in
            module.register(target: "购物车", action: "add item", visibility: .public) { call in
                seen.record(call); return 1
            }
            module.register(target: "files", action: "a/b", visibility: .public) { _ in 2 }
        }
        let first = try await router.perform(url: "app://%E8%B4%AD%E7%89%A9%E8%BD%A6/add%20item", from: .otherApp(bundleID: nil))
        #expect(try first.value(as: Int.self) == 1)
        #expect(seen.last?.target == "购物车")
        #expect(try await router.perform(url: "app://files/a%2Fb", from: .otherApp(bundleID: nil)).value(as: Int.self) == 2)
    }

    @Test func aHostWithADotIsNotTheTarget() async throws {
        let cart = CartCalls()
        _ = try await cart.router().perform(url: "https://shop.example/cart/add?id=3", from: .otherApp(bundleID: nil))
        #expect(cart.recorder.last?.parameters == ["id": .string("3")])
        #expect(cart.added.value == 1)
    }

    /// The router's intake options (the builder's) decide how an action URL is read.
    @Test func theRoutersIntakeOptionsChangeHowURLsAreRead() async throws {
        let cart = CartCalls()
        _ = try await cart.router(options: RouteTableOptions(hostAsPath: .always, decodePlus: false)).perform(
            url: "https://cart/add?q=a+b", from: .otherApp(bundleID: nil))
        #expect(cart.recorder.last?.parameters == ["q": .string("a+b")])
    }

    @Test func aParsedURLIsPerformedByItsText() async throws {
        let cart = CartCalls()
        let url = try RouteURL("app://cart/add?id=5")
        #expect(try await cart.router().perform(url: url.string, from: .inApp).value(as: Int.self) == 1)
        #expect(cart.recorder.last?.url == url)
    }

    @Test(arguments: ["app://cart", "app://cart/add/now", "app://", "/add"])
    func aURLWithoutExactlyTargetAndActionIsRejected(_ url: String) async throws {
        let cart = CartCalls()
        let error = await #expect(throws: ComponentError.self) {
            try await cart.router(withFallback: true).perform(url: url, from: .otherApp(bundleID: nil))
        }
        #expect(error?.code == .notAnActionURL)
        #expect(error?.description == "\"\(url)\" does not name a target and an action")
        #expect(cart.fellBack.value == 0)
    }

    @Test(arguments: [
        ("", "URL is empty"),
        ("app://cart/../clear", "URL contains a dot segment ('.' or '..') at byte 11"),
        ("app://cart/add?id=%00", "URL contains an encoded NUL (%00) at byte 18"),
        ("app://cart/add\u{7}", "URL contains control character U+0007 at byte 14"),
    ])
    func aRefusedURLReportsTheRefusal(_ url: String, _ text: String) async throws {
        let cart = CartCalls()
        let error = await #expect(throws: ComponentError.self) { try await cart.router().perform(url: url, from: .otherApp(bundleID: nil)) }
        #expect(error?.code == .notAnActionURL)
        #expect(error?.description == text)
        #expect(cart.added.value + cart.cleared.value == 0)
    }

    @Test func aURLPastTheIntakeLimitsIsRefused() async throws {
        let router = try CartCalls().router(options: RouteTableOptions(maxURLLength: 20))
        let error = await #expect(throws: ComponentError.self) {
            try await router.perform(url: "app://cart/add?id=1234567890", from: .otherApp(bundleID: nil))
        }
        #expect(error?.description == "URL is 28 bytes long; the limit is 20")
    }
}

@Suite("Typed actions")
struct TypedActionTests {
    @Test func aTypedActionRoundTripsItsInputAndOutput() async throws {
        let seen = CallRecorder()
        let inputs = Mutex<[AddToCart.Input]>([])
        let router = try routerWith { module in
            module.register(AddToCart.self) { input, call in
                seen.record(call)
                inputs.withLock { $0.append(input) }
                return input.id * input.quantity
            }
        }
        let total: Int = try await router.perform(AddToCart.self, AddToCart.Input(id: 7, quantity: 3))
        #expect(total == 21)
        #expect(inputs.withLock { $0 } == [AddToCart.Input(id: 7, quantity: 3)])
        let call = try #require(seen.last)
        #expect(call.input as? AddToCart.Input == AddToCart.Input(id: 7, quantity: 3))
        #expect(call.parameters.isEmpty)
        #expect(call.source == .inApp)
        #expect(router.components.first?.visibility == .public)
    }

    @Test func aTypedActionWithoutADecoderCannotBeCalledByURL() async throws {
        let ran = ActionRunCounter()
        let router = try routerWith { module in
            module.register(AddToCart.self) { input, _ in
                ran.increment(); return input.id
            }
        }
        let error = await #expect(throws: ComponentError.self) {
            try await router.perform(url: "app://cart/add?id=7", from: .otherApp(bundleID: nil))
        }
        #expect(error?.code == .invalidParameters)
        #expect(error?.description == "action cart/add has no parameter decoder: call it with its typed input")
        let byName = await #expect(throws: ComponentError.self) {
            try await router.perform(target: "cart", action: "add", parameters: ["id": .string("7")])
        }
        #expect(byName?.code == .invalidParameters)
        #expect(ran.value == 0)
        #expect(try await router.perform(AddToCart.self, AddToCart.Input(id: 7)) == 7)
        #expect(ran.value == 1)
    }

    @Test func aTypedActionWithADecoderCanBeCalledByURLAndByName() async throws {
        let router = try routerWith { $0.register(AddToCart.self, decode: AddToCart.decode) { input, _ in input.id * input.quantity } }
        #expect(try await router.perform(url: "app://cart/add?id=7&quantity=2", from: .otherApp(bundleID: nil)).value(as: Int.self) == 14)
        #expect(try await router.perform(target: "cart", action: "add", parameters: ["id": .string("5")]).value(as: Int.self) == 5)
        #expect(try await router.perform(AddToCart.self, AddToCart.Input(id: 4, quantity: 4)) == 16)
    }

    @Test func aDecoderErrorIsReportedAsInvalidParameters() async throws {
        let ran = ActionRunCounter()
        let router = try routerWith { module in
            module.register(AddToCart.self, decode: AddToCart.decode) { input, _ in
                ran.increment(); return input.id
            }
        }
        let error = await #expect(throws: ComponentError.self) {
            try await router.perform(url: "app://cart/add?quantity=2", from: .otherApp(bundleID: nil))
        }
        #expect(error?.code == .invalidParameters)
        #expect(error?.description == "invalid parameters for action cart/add: missing parameter id")
        #expect(ran.value == 0)
    }

    @Test func aTypedActionIsInternalUnlessItSaysOtherwise() async throws {
        let ran = ActionRunCounter()
        let router = try routerWith { module in
            module.register(ClearCart.self, decode: { _ in ClearCart.Input() }) { _, _ in
                ran.increment(); return true
            }
        }
        #expect(router.components.first?.visibility == .internal)
        let byURL = await #expect(throws: ComponentError.self) {
            try await router.perform(url: "app://cart/clear", from: .otherApp(bundleID: nil))
        }
        #expect(byURL?.code == .pipeline)
        let typed = await #expect(throws: ComponentError.self) {
            try await router.perform(ClearCart.self, ClearCart.Input(), from: .otherApp(bundleID: nil))
        }
        #expect(typed?.code == .pipeline)
        #expect(ran.value == 0)
        #expect(try await router.perform(ClearCart.self, ClearCart.Input()))
        #expect(ran.value == 1)
    }

    @Test func aTypedCallToAnActionWithAnotherInputTypeThrows() async throws {
        let router = try routerWith { $0.register(AddToCart.self) { input, _ in input.id } }
        let error = await #expect(throws: ComponentError.self) { try await router.perform(AddByName.self, "seven") }
        #expect(error?.code == .typeMismatch)
        #expect(error?.description == "action cart/add takes AddToCart.Input, not String")
    }

    @Test func aTypedCallToAnActionWithAnotherOutputTypeThrows() async throws {
        let router = try routerWith { $0.register(AddToCart.self) { input, _ in input.id } }
        let error = await #expect(throws: ComponentError.self) { try await router.perform(AddReturningText.self, AddToCart.Input(id: 1)) }
        #expect(error?.code == .typeMismatch)
        #expect(error?.description == "action cart/add gave Int, not String")
    }

    @Test func anUntypedHandlerSeesTheTypedInput() async throws {
        let router = try routerWith { module in
            module.register(target: "cart", action: "add", visibility: .public) { call in (call.input as? AddToCart.Input)?.id ?? -1 }
        }
        #expect(try await router.perform(AddToCart.self, AddToCart.Input(id: 9)) == 9)
    }

    @Test func aTypedCallToAnUnknownActionFallsBackOrThrows() async throws {
        let empty = try RouterBuilder<Screen>().build()
        let error = await #expect(throws: ComponentError.self) { try await empty.perform(AddToCart.self, AddToCart.Input(id: 1)) }
        #expect(error?.code == .actionNotFound)
        let router = try routerWith { $0.unmatched { _ in 0 } }
        #expect(try await router.perform(AddToCart.self, AddToCart.Input(id: 1)) == 0)
    }
}
