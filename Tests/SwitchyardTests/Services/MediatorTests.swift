import Testing
@testable import Switchyard

/// Counts calls from any task.
private final class CallCounter: Sendable {
    private let state = Locked(0)
    var value: Int { state.withLock { $0 } }
    func increment() { state.withLock { $0 += 1 } }
}

/// Records the last call a handler saw.
private final class CallRecorder: Sendable {
    private let state = Locked<ActionCall?>(nil)
    var last: ActionCall? { state.withLock { $0 } }
    func record(_ call: ActionCall) { state.withLock { $0 = call } }
}

private struct OutOfStock: Error, Equatable, CustomStringConvertible {
    var description: String { "out of stock" }
}

private struct MissingParameter: Error, CustomStringConvertible {
    var name: String
    var description: String { "missing parameter \(name)" }
}

private enum AddToCart: MediatorAction {
    struct Input: Codable, Sendable, Equatable {
        var id: Int
        var quantity = 1
    }
    typealias Output = Int
    static let target = "cart"
    static let action = "add"
    static let exposure = ActionExposure.external

    /// A hand-written decoder from URL parameters.
    @Sendable static func decode(_ parameters: [String: ParameterValue]) throws -> Input {
        guard let id = parameters["id"].flatMap({ Int($0.first) }) else { throw MissingParameter(name: "id") }
        return Input(id: id, quantity: parameters["quantity"].flatMap { Int($0.first) } ?? 1)
    }
}

/// Internal by default: it does not say otherwise.
private enum ClearCart: MediatorAction {
    struct Input: Codable, Sendable {}
    typealias Output = Bool
    static let target = "cart"
    static let action = "clear"
}

/// Same names as AddToCart, another input type.
private enum AddByName: MediatorAction {
    typealias Input = String
    typealias Output = Int
    static let target = "cart"
    static let action = "add"
}

/// Same names as AddToCart, another output type.
private enum AddReturningText: MediatorAction {
    typealias Input = AddToCart.Input
    typealias Output = String
    static let target = "cart"
    static let action = "add"
}

@Suite("Mediator")
struct MediatorTests {
    /// A cart with an external `add` (counts the `id`s in a shared total), an internal `clear`, and
    /// counters for what ran.
    fileprivate struct Fixture {
        let added = CallCounter()
        let cleared = CallCounter()
        let fellBack = CallCounter()
        let recorder = CallRecorder()

        func builder(withFallback: Bool = false) -> MediatorBuilder {
            var mediator = MediatorBuilder()
            mediator.register(target: "cart", action: "add", exposure: .external) { [added, recorder] call in
                recorder.record(call)
                added.increment()
                return call.parameters["id"]?.all.count ?? 0
            }
            mediator.register(target: "cart", action: "clear", exposure: .internal) { [cleared] _ in
                cleared.increment()
                return true
            }
            if withFallback {
                mediator.notFound { [fellBack] call in
                    fellBack.increment()
                    return "fallback for \(call.target)/\(call.action)"
                }
            }
            return mediator
        }
    }

    // MARK: Calls by name

    @Test func aCallByNameRunsTheHandlerWithItsParameters() async throws {
        let fixture = Fixture()
        let calls = fixture.builder().build()
        let result = try await calls.perform(target: "cart", action: "add", parameters: ["id": .list(["7", "8"])])
        #expect(try result.value(as: Int.self) == 2)
        #expect(result.target == "cart" && result.action == "add" && !result.isFallback)
        #expect(result.valueType == "Int")
        let call = try #require(fixture.recorder.last)
        #expect(call.origin == .inApp)
        #expect(call.parameters == ["id": .list(["7", "8"])])
        #expect(call.url == nil && call.input == nil)
    }

    @Test func aResultOfAnotherTypeThrowsATypeMismatch() async throws {
        let calls = Fixture().builder().build()
        let result = try await calls.perform(target: "cart", action: "add")
        let error = #expect(throws: MediatorError.self) { try result.value(as: String.self) }
        #expect(error == .resultTypeMismatch("cart", "add", returned: "Int", expected: "String"))
        #expect(error?.description == "action \"add\" on target \"cart\" returned Int, not String")
        let inferred: Int = try result.value()
        #expect(inferred == 0)
    }

    @Test func aHandlerThatReturnsNothingGivesAnEmptyTuple() async throws {
        var mediator = MediatorBuilder()
        mediator.register(target: "log", action: "flush") { _ in () }
        let result = try await mediator.build().perform(target: "log", action: "flush")
        try result.value(as: Void.self)
        #expect(result.valueType == "()")
        #expect(throws: MediatorError.resultTypeMismatch("log", "flush", returned: "()", expected: "Int")) {
            try result.value(as: Int.self)
        }
    }

    @Test func aHandlersOwnErrorReachesTheCallerUnchanged() async throws {
        var mediator = MediatorBuilder()
        mediator.register(target: "cart", action: "add") { _ in throw OutOfStock() }
        await #expect(throws: OutOfStock()) { try await mediator.build().perform(target: "cart", action: "add") }
    }

    @Test func targetsMatchCaseInsensitivelyAndActionsCaseSensitively() async throws {
        let calls = Fixture().builder().build()
        let result = try await calls.perform(target: "CART", action: "add")
        #expect(result.target == "CART")
        await #expect(throws: MediatorError.actionNotFound("cart", "Add")) {
            try await calls.perform(target: "cart", action: "Add")
        }
    }

    // MARK: Not found

    @Test func anUnknownActionWithoutAFallbackThrowsActionNotFound() async throws {
        let calls = Fixture().builder().build()
        let error = await #expect(throws: MediatorError.self) { try await calls.perform(target: "cart", action: "remove") }
        #expect(error == .actionNotFound("cart", "remove"))
        #expect(error?.description == "no action \"remove\" on target \"cart\"")
        await #expect(throws: MediatorError.actionNotFound("wishlist", "add")) {
            try await calls.perform(target: "wishlist", action: "add")
        }
    }

    @Test func theFallbackRunsOnlyWhenNoActionMatches() async throws {
        let fixture = Fixture()
        let calls = fixture.builder(withFallback: true).build()

        let matched = try await calls.perform(target: "cart", action: "add")
        #expect(!matched.isFallback)
        #expect(fixture.fellBack.value == 0)
        #expect(fixture.added.value == 1)

        let missed = try await calls.perform(target: "cart", action: "remove")
        #expect(missed.isFallback)
        #expect(try missed.value(as: String.self) == "fallback for cart/remove")
        #expect(fixture.fellBack.value == 1)
        #expect(fixture.added.value == 1)
    }

    @Test func aTargetsFallbackComesBeforeTheGlobalOne() async throws {
        let fixture = Fixture()
        var mediator = fixture.builder(withFallback: true)
        mediator.notFound(target: "Cart") { call in "cart has no \(call.action)" }
        let calls = mediator.build()

        #expect(try await calls.perform(target: "cart", action: "remove").value(as: String.self) == "cart has no remove")
        #expect(try await calls.perform(target: "wishlist", action: "add").value(as: String.self) == "fallback for wishlist/add")
        #expect(try await calls.perform(target: "cart", action: "add").value(as: Int.self) == 0)
        #expect(fixture.fellBack.value == 1)
    }

    @Test func aTargetFallbackAloneLeavesOtherTargetsNotFound() async throws {
        var mediator = MediatorBuilder()
        mediator.notFound(target: "cart") { _ in "cart fallback" }
        let calls = mediator.build()
        #expect(try await calls.perform(target: "cart", action: "x").isFallback)
        await #expect(throws: MediatorError.actionNotFound("shop", "x")) { try await calls.perform(target: "shop", action: "x") }
    }

    @Test func aFallbackSeesTheOriginOfOutsideCalls() async throws {
        let seen = CallRecorder()
        var mediator = MediatorBuilder()
        mediator.notFound { call in
            seen.record(call); return call.origin == .inApp
        }
        let result = try await mediator.build().perform(url: "app://help/open?topic=a", origin: .otherApp(bundleID: nil))
        #expect(try result.value(as: Bool.self) == false)
        #expect(seen.last?.origin == .otherApp(bundleID: nil))
        #expect(seen.last?.parameters == ["topic": .string("a")])
    }

    // MARK: Exposure

    @Test func anInternalActionCannotBeCalledByNameFromOutside() async throws {
        let fixture = Fixture()
        let calls = fixture.builder(withFallback: true).build()
        let error = await #expect(throws: MediatorError.self) {
            try await calls.perform(target: "cart", action: "clear", origin: .otherApp(bundleID: nil))
        }
        #expect(error == .notCallableFromOutside("cart", "clear"))
        #expect(error?.description == "action \"clear\" on target \"cart\" is not callable from outside the app")
        #expect(fixture.cleared.value == 0)
        #expect(fixture.fellBack.value == 0)

        #expect(try await calls.perform(target: "cart", action: "clear").value(as: Bool.self))
        #expect(fixture.cleared.value == 1)
    }

    @Test func anInternalActionCannotBeCalledByURLFromOutside() async throws {
        let fixture = Fixture()
        let calls = fixture.builder(withFallback: true).build()
        await #expect(throws: MediatorError.notCallableFromOutside("cart", "clear")) {
            try await calls.perform(url: "app://cart/clear", origin: .otherApp(bundleID: nil))
        }
        await #expect(throws: MediatorError.notCallableFromOutside("cart", "clear")) {
            try await calls.perform(url: "https://shop.example/cart/clear?confirm=1", origin: .otherApp(bundleID: nil))
        }
        #expect(fixture.cleared.value == 0)
        #expect(fixture.fellBack.value == 0)

        // The app itself may use the same URL.
        _ = try await calls.perform(url: "app://cart/clear", origin: .inApp)
        #expect(fixture.cleared.value == 1)
    }

    @Test func anExternalActionCanBeCalledFromOutside() async throws {
        let fixture = Fixture()
        let calls = fixture.builder().build()
        let result = try await calls.perform(
            target: "cart", action: "add", parameters: ["id": .string("1")], origin: .otherApp(bundleID: nil))
        #expect(try result.value(as: Int.self) == 1)
        #expect(fixture.recorder.last?.origin == .otherApp(bundleID: nil))
    }

    @Test func canPerformAndExposureAnswerWithoutRunningAnything() {
        let fixture = Fixture()
        let calls = fixture.builder(withFallback: true).build()
        #expect(calls.canPerform(target: "cart", action: "add", origin: .otherApp(bundleID: nil)))
        #expect(calls.canPerform(target: "cart", action: "clear"))
        #expect(!calls.canPerform(target: "cart", action: "clear", origin: .otherApp(bundleID: nil)))
        #expect(!calls.canPerform(target: "cart", action: "remove"))
        #expect(calls.exposure(target: "Cart", action: "add") == .external)
        #expect(calls.exposure(target: "cart", action: "clear") == .internal)
        #expect(calls.exposure(target: "cart", action: "remove") == nil)
        #expect(fixture.added.value + fixture.cleared.value + fixture.fellBack.value == 0)
    }

    // MARK: URLs

    @Test func aURLNamesTargetActionAndParameters() async throws {
        let fixture = Fixture()
        let calls = fixture.builder().build()
        let result = try await calls.perform(url: "app://cart/add?id=7", origin: .otherApp(bundleID: nil))
        #expect(try result.value(as: Int.self) == 1)
        let call = try #require(fixture.recorder.last)
        #expect(call.target == "cart" && call.action == "add")
        #expect(call.parameters == ["id": .string("7")])
        #expect(call.origin == .otherApp(bundleID: nil))
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
        let fixture = Fixture()
        _ = try await fixture.builder().build().perform(url: row.url, origin: .otherApp(bundleID: nil))
        #expect(fixture.recorder.last?.parameters == row.parameters)
    }

    @Test func urlSegmentsArePercentDecodedBeforeLookup() async throws {
        let seen = CallRecorder()
        var mediator = MediatorBuilder()
        mediator.register(target: "购物车", action: "add item", exposure: .external) { call in
            seen.record(call); return 1
        }
        mediator.register(target: "files", action: "a/b", exposure: .external) { _ in 2 }
        let calls = mediator.build()
        #expect(
            try await calls.perform(url: "app://%E8%B4%AD%E7%89%A9%E8%BD%A6/add%20item", origin: .otherApp(bundleID: nil)).value(
                as: Int.self) == 1)
        #expect(seen.last?.target == "购物车")
        #expect(try await calls.perform(url: "app://files/a%2Fb", origin: .otherApp(bundleID: nil)).value(as: Int.self) == 2)
    }

    @Test func aHostWithADotIsNotTheTarget() async throws {
        let fixture = Fixture()
        _ = try await fixture.builder().build().perform(url: "https://shop.example/cart/add?id=3", origin: .otherApp(bundleID: nil))
        #expect(fixture.recorder.last?.parameters == ["id": .string("3")])
        #expect(fixture.added.value == 1)
    }

    @Test func intakeOptionsChangeHowURLsAreRead() async throws {
        let fixture = Fixture()
        var mediator = fixture.builder()
        mediator.intakeOptions.decodePlus = false
        mediator.intakeOptions.hostAsPath = .always
        let calls = mediator.build()
        #expect(calls.intakeOptions.decodePlus == false)
        _ = try await calls.perform(url: "https://cart/add?q=a+b", origin: .otherApp(bundleID: nil))
        #expect(fixture.recorder.last?.parameters == ["q": .string("a+b")])
    }

    @Test func aParsedURLCanBePerformedToo() async throws {
        let fixture = Fixture()
        let url = try RouteURL("app://cart/add?id=5")
        #expect(try await fixture.builder().build().perform(url: url, origin: .inApp).value(as: Int.self) == 1)
        #expect(fixture.recorder.last?.url == url)
    }

    @Test(arguments: [
        ("app://cart", "URL \"app://cart\" does not name a target and an action (scheme://target/action)"),
        ("app://cart/add/now", "URL \"app://cart/add/now\" does not name a target and an action (scheme://target/action)"),
        ("app://", "URL \"app://\" does not name a target and an action (scheme://target/action)"),
        ("/add", "URL \"/add\" does not name a target and an action (scheme://target/action)"),
    ])
    func aURLWithoutExactlyTargetAndActionIsRejected(_ url: String, _ text: String) async throws {
        let fixture = Fixture()
        let error = await #expect(throws: MediatorError.self) {
            try await fixture.builder(withFallback: true).build().perform(url: url, origin: .otherApp(bundleID: nil))
        }
        #expect(error == .notAnActionURL(url))
        #expect(error?.description == text)
        #expect(fixture.fellBack.value == 0)
    }

    @Test(arguments: [
        ("", URLIntakeError.empty, "URL is empty"),
        ("app://cart/../clear", URLIntakeError.dotSegment(offset: 11), "URL contains a dot segment ('.' or '..') at byte 11"),
        ("app://cart/add?id=%00", URLIntakeError.encodedNUL(offset: 18), "URL contains an encoded NUL (%00) at byte 18"),
        ("app://cart/add\u{7}", URLIntakeError.controlCharacter(7, offset: 14), "URL contains control character U+0007 at byte 14"),
    ])
    func aRefusedURLReportsTheRefusal(_ url: String, _ refusal: URLIntakeError, _ text: String) async throws {
        let fixture = Fixture()
        let error = await #expect(throws: MediatorError.self) {
            try await fixture.builder().build().perform(url: url, origin: .otherApp(bundleID: nil))
        }
        #expect(error == .refusedURL(refusal))
        #expect(error?.description == text)
        #expect(fixture.added.value + fixture.cleared.value == 0)
    }

    @Test func aURLPastTheIntakeLimitsIsRefused() async throws {
        var mediator = Fixture().builder()
        mediator.intakeOptions.maxURLLength = 20
        let calls = mediator.build()
        await #expect(throws: MediatorError.refusedURL(.tooLong(length: 28, limit: 20))) {
            try await calls.perform(url: "app://cart/add?id=1234567890", origin: .otherApp(bundleID: nil))
        }
    }

    // MARK: Typed actions

    @Test func aTypedActionRoundTripsItsInputAndOutput() async throws {
        let seen = CallRecorder()
        let inputs = Locked<[AddToCart.Input]>([])
        var mediator = MediatorBuilder()
        mediator.register(AddToCart.self) { input, call in
            seen.record(call)
            inputs.withLock { $0.append(input) }
            return input.id * input.quantity
        }
        let calls = mediator.build()

        let total: Int = try await calls.perform(AddToCart.self, AddToCart.Input(id: 7, quantity: 3))
        #expect(total == 21)
        #expect(inputs.withLock { $0 } == [AddToCart.Input(id: 7, quantity: 3)])
        let call = try #require(seen.last)
        #expect(call.input as? AddToCart.Input == AddToCart.Input(id: 7, quantity: 3))
        #expect(call.parameters.isEmpty)
        #expect(call.origin == .inApp)
        #expect(calls.exposure(target: "cart", action: "add") == .external)
    }

    @Test func aTypedActionWithoutADecoderCannotBeCalledByURL() async throws {
        let ran = CallCounter()
        var mediator = MediatorBuilder()
        mediator.register(AddToCart.self) { input, _ in
            ran.increment(); return input.id
        }
        let calls = mediator.build()

        let error = await #expect(throws: MediatorError.self) {
            try await calls.perform(url: "app://cart/add?id=7", origin: .otherApp(bundleID: nil))
        }
        #expect(error == .noParameterDecoder("cart", "add"))
        #expect(error?.description == "action \"add\" on target \"cart\" has no parameter decoder: call it with its typed input")
        await #expect(throws: MediatorError.noParameterDecoder("cart", "add")) {
            try await calls.perform(target: "cart", action: "add", parameters: ["id": .string("7")])
        }
        #expect(ran.value == 0)
        #expect(try await calls.perform(AddToCart.self, AddToCart.Input(id: 7)) == 7)
        #expect(ran.value == 1)
    }

    @Test func aTypedActionWithADecoderCanBeCalledByURLAndByName() async throws {
        var mediator = MediatorBuilder()
        mediator.register(AddToCart.self, decode: AddToCart.decode) { input, _ in input.id * input.quantity }
        let calls = mediator.build()
        #expect(try await calls.perform(url: "app://cart/add?id=7&quantity=2", origin: .otherApp(bundleID: nil)).value(as: Int.self) == 14)
        #expect(try await calls.perform(target: "cart", action: "add", parameters: ["id": .string("5")]).value(as: Int.self) == 5)
        #expect(try await calls.perform(AddToCart.self, AddToCart.Input(id: 4, quantity: 4)) == 16)
    }

    @Test func aDecoderErrorIsReportedAsInvalidParameters() async throws {
        let ran = CallCounter()
        var mediator = MediatorBuilder()
        mediator.register(AddToCart.self, decode: AddToCart.decode) { input, _ in
            ran.increment(); return input.id
        }
        let error = await #expect(throws: MediatorError.self) {
            try await mediator.build().perform(url: "app://cart/add?quantity=2", origin: .otherApp(bundleID: nil))
        }
        #expect(error == .invalidParameters("cart", "add", MissingParameter(name: "id")))
        #expect(error?.description == "invalid parameters for action \"add\" on target \"cart\": missing parameter id")
        #expect(ran.value == 0)
    }

    @Test func aTypedActionIsInternalUnlessItSaysOtherwise() async throws {
        let ran = CallCounter()
        var mediator = MediatorBuilder()
        mediator.register(ClearCart.self, decode: { _ in ClearCart.Input() }) { _, _ in
            ran.increment(); return true
        }
        let calls = mediator.build()
        #expect(calls.exposure(target: "cart", action: "clear") == .internal)
        await #expect(throws: MediatorError.notCallableFromOutside("cart", "clear")) {
            try await calls.perform(url: "app://cart/clear", origin: .otherApp(bundleID: nil))
        }
        await #expect(throws: MediatorError.notCallableFromOutside("cart", "clear")) {
            try await calls.perform(ClearCart.self, ClearCart.Input(), origin: .otherApp(bundleID: nil))
        }
        #expect(ran.value == 0)
        #expect(try await calls.perform(ClearCart.self, ClearCart.Input()))
        #expect(ran.value == 1)
    }

    @Test func aTypedCallToAnActionWithAnotherInputTypeThrows() async throws {
        var mediator = MediatorBuilder()
        mediator.register(AddToCart.self) { input, _ in input.id }
        let error = await #expect(throws: MediatorError.self) {
            try await mediator.build().perform(AddByName.self, "seven")
        }
        #expect(error == .inputTypeMismatch("cart", "add", expected: "AddToCart.Input", given: "String"))
        #expect(error?.description == "action \"add\" on target \"cart\" takes AddToCart.Input, not String")
    }

    @Test func aTypedCallToAnActionWithAnotherOutputTypeThrows() async throws {
        var mediator = MediatorBuilder()
        mediator.register(AddToCart.self) { input, _ in input.id }
        await #expect(throws: MediatorError.resultTypeMismatch("cart", "add", returned: "Int", expected: "String")) {
            try await mediator.build().perform(AddReturningText.self, AddToCart.Input(id: 1))
        }
    }

    @Test func anUntypedHandlerSeesTheTypedInput() async throws {
        var mediator = MediatorBuilder()
        mediator.register(target: "cart", action: "add", exposure: .external) { call in
            (call.input as? AddToCart.Input)?.id ?? -1
        }
        #expect(try await mediator.build().perform(AddToCart.self, AddToCart.Input(id: 9)) == 9)
    }

    @Test func aTypedCallToAnUnknownActionFallsBackOrThrows() async throws {
        await #expect(throws: MediatorError.actionNotFound("cart", "add")) {
            try await MediatorBuilder().build().perform(AddToCart.self, AddToCart.Input(id: 1))
        }
        var mediator = MediatorBuilder()
        mediator.notFound { _ in 0 }
        #expect(try await mediator.build().perform(AddToCart.self, AddToCart.Input(id: 1)) == 0)
    }

    // MARK: Registration

    @Test func registeringAgainKeepsTheLastAndReportsIt() async throws {
        var mediator = MediatorBuilder()
        mediator.register(target: "cart", action: "add") { _ in 1 }
        mediator.register(target: "cart", action: "clear") { _ in true }
        mediator.register(target: "Cart", action: "add", exposure: .external) { _ in 2 }
        #expect(mediator.replacedActions == ["Cart/add"])
        let calls = mediator.build()
        #expect(calls.registeredActions == ["Cart/add", "cart/clear"])
        #expect(try await calls.perform(target: "cart", action: "add", origin: .otherApp(bundleID: nil)).value(as: Int.self) == 2)
    }

    @Test func theDefaultExposureIsInternal() async throws {
        var mediator = MediatorBuilder()
        mediator.register(target: "debug", action: "reset") { _ in true }
        #expect(mediator.build().exposure(target: "debug", action: "reset") == .internal)
    }

    @Test func concurrentCallsAllRun() async throws {
        let fixture = Fixture()
        let calls = fixture.builder().build()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    _ = try await calls.perform(target: "cart", action: "add", parameters: ["id": .string("\(index)")])
                }
            }
            try await group.waitForAll()
        }
        #expect(fixture.added.value == 100)
    }

    // MARK: Descriptions

    @Test(
        arguments: [
            (MediatorError.actionNotFound("cart", "add"), "no action \"add\" on target \"cart\""),
            (
                MediatorError.notCallableFromOutside("cart", "clear"),
                "action \"clear\" on target \"cart\" is not callable from outside the app"
            ),
            (
                MediatorError.resultTypeMismatch("cart", "add", returned: "Int", expected: "String"),
                "action \"add\" on target \"cart\" returned Int, not String"
            ),
            (
                MediatorError.inputTypeMismatch("cart", "add", expected: "AddToCart.Input", given: "String"),
                "action \"add\" on target \"cart\" takes AddToCart.Input, not String"
            ),
            (
                MediatorError.noParameterDecoder("cart", "add"),
                "action \"add\" on target \"cart\" has no parameter decoder: call it with its typed input"
            ),
            (
                MediatorError.invalidParameters("cart", "add", MissingParameter(name: "id")),
                "invalid parameters for action \"add\" on target \"cart\": missing parameter id"
            ),
            (MediatorError.refusedURL(.empty), "URL is empty"),
            (MediatorError.refusedURL(.tooLong(length: 20_000, limit: 16_384)), "URL is 20000 bytes long; the limit is 16384"),
            (
                MediatorError.notAnActionURL("app://cart"),
                "URL \"app://cart\" does not name a target and an action (scheme://target/action)"
            ),
        ] as [(MediatorError, String)])
    func errorDescriptionsAreExact(_ error: MediatorError, _ text: String) {
        #expect(error.description == text)
        #expect("\(error)" == text)
    }

    @Test func errorsCompareByCaseAndNames() {
        #expect(MediatorError.actionNotFound("cart", "add") == .actionNotFound("cart", "add"))
        #expect(MediatorError.actionNotFound("cart", "add") != .notCallableFromOutside("cart", "add"))
        #expect(MediatorError.actionNotFound("cart", "add") != .actionNotFound("cart", "clear"))
        #expect(MediatorError.invalidParameters("a", "b", OutOfStock()) == .invalidParameters("a", "b", OutOfStock()))
        #expect(MediatorError.invalidParameters("a", "b", OutOfStock()) != .invalidParameters("a", "b", MissingParameter(name: "x")))
        #expect(MediatorError.refusedURL(.empty) != .notAnActionURL(""))
    }

    @Test func callsResultsAndNamesDescribeThemselves() {
        #expect(ActionCall(target: "cart", action: "add", origin: .otherApp(bundleID: nil)).description == "cart/add (another app)")
        #expect(ActionCall(target: "cart", action: "add", origin: .push).description == "cart/add (push notification)")
        #expect(ActionResult(target: "cart", action: "count", value: 3).description == "cart/count → 3")
        #expect(ActionExposure.allCases.map(\.description) == ["internal", "external"])
    }
}
