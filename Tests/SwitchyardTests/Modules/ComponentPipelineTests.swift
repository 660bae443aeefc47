import Testing
import Switchyard
import SwitchyardTesting

/// A typed action the cart module declares.
private enum AddByName: TypedAction {
    struct Input: Codable, Sendable { var id: String }
    typealias Output = Int
    static let target = "cart"
    static let action = "addTyped"
}

@Suite("Modules: component calls under the router's pipeline")
struct ComponentPipelineTests {
    /// A router with the cart module and an audit middleware that records what it sees.
    func cartHost(log: Log, configure: (inout RouterBuilder<Screen>) -> Void = { _ in }) throws -> ModuleHost<Screen> {
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware<Screen>(name: "audit") { request, next in
                let kind = request.component.map { "\($0)" } ?? "url"
                log.append("\(kind) from \(request.source): \(request.originalURL)")
                return try await next(request)
            })
        configure(&builder)
        builder.navigator = RecordingNavigator()  // shop://cart navigates
        return try ModuleHost(modules: [cartModule()], builder: builder)
    }

    @Test func middlewareSeesComponentCallsWithTheirOrigin() async throws {
        let log = Log()
        let router = try cartHost(log: log).router
        let added = try await router.perform(target: "cart", action: "add", parameters: ["id": .string("7")])
        #expect(try added.value(as: Int.self) == 1)
        _ = try await router.perform(target: "CART", action: "add", parameters: ["id": .list(["8", "9"])], from: .push)
        let store = try await router.service(CartStore.self)
        let named = try await router.service(named: "cart.store", as: CartStore.self)
        #expect(store === named)
        _ = try await router.open("shop://cart", from: .universalLink)
        _ = try await router.perform(url: "shop://cart/add?id=3", from: .otherApp(bundleID: "com.example.partner"))
        #expect(
            log.all == [
                "action cart/add from in-app: action://cart/add?id=7",
                "action cart/add from push notification: action://CART/add?id=8&id=9",
                "service cart.store from in-app: service://cart.store",
                "service cart.store from in-app: service://cart.store",
                "url from universal link: shop://cart",
                "action cart/add from another app (com.example.partner): shop://cart/add?id=3",
            ])
    }

    @Test func anInternalActionIsOutOfReachOfURLsAndOtherSources() async throws {
        let log = Log()
        let router = try cartHost(log: log).router
        let byURL = await #expect(throws: ComponentError.self) {
            try await router.perform(url: "shop://cart/clear", from: .otherApp(bundleID: nil))
        }
        #expect(
            byURL?.description
                == "shop://cart/clear: route \"action://cart/clear\" is forbidden: the route is internal and the link came from another app"
        )
        let byPush = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "clear", from: .push) }
        guard case .forbidden = byPush?.routing?.reason else {
            Issue.record("expected forbidden, got \(String(describing: byPush))")
            return
        }
        let service = await #expect(throws: ComponentError.self) { try await router.service(CartStore.self, from: .universalLink) }
        #expect(
            service?.description
                == "service://cart.store: route \"service://cart.store\" is forbidden: the route is internal and the link came from universal link"
        )
        #expect(try await router.perform(target: "cart", action: "clear").value(as: String.self) == "cleared")
        #expect(log.all == ["action cart/clear from in-app: action://cart/clear"])  // refused calls never reach middleware
        #expect(router.canPerform(target: "cart", action: "add", from: .push))
        #expect(!router.canPerform(target: "cart", action: "clear", from: .push))
        #expect(!router.canPerform(target: "cart", action: "nothing"))
    }

    @Test func tagRulesAndTagMiddlewareApplyToActions() async throws {
        let log = Log()
        let router = try cartHost(log: log) { builder in
            builder.restrict(tag: "risk", to: [.inApp])
            builder.use(
                AnyMiddleware<Screen>(name: "risk control") { request, next in
                    if request.parameters["confirm"] != "yes" { throw RejectionError(.forbidden, message: "clearing needs confirmation") }
                    return try await next(request)
                }, forTag: "risk")
        }.router
        let unconfirmed = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "clear") }
        #expect(unconfirmed?.description == "action://cart/clear: rejected by risk control: clearing needs confirmation")
        let confirmed = try await router.perform(target: "cart", action: "clear", parameters: ["confirm": .string("yes")])
        #expect(try confirmed.value(as: String.self) == "cleared")
    }

    @Test func missingComponentsAndWrongTypesAreTypedErrors() async throws {
        let router = try cartHost(log: Log()).router
        let action = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "remove") }
        #expect(action?.description == "no action \"remove\" on target \"cart\"")
        let service = await #expect(throws: ComponentError.self) { try await router.service(Int.self) }
        #expect(service?.description == "no service \"Int\" in the loaded modules (cart)")
        let wrongType = await #expect(throws: ComponentError.self) { try await router.service(named: "cart.store", as: String.self) }
        #expect(wrongType?.description == "service cart.store gave CartStore, not String")
        let url = await #expect(throws: ComponentError.self) { try await router.perform(url: "shop://cart", from: .push) }
        #expect(url?.description == "\"shop://cart\" does not name a target and an action")
    }

    @Test func typedActionsAndServiceLifetimes() async throws {
        let made = Locked(0)
        let module = TestModule(name: "cart") { module in
            module.register(AddByName.self, decode: { try RouteParameterDecoder().decode(AddByName.Input.self, from: $0) }) { input, _ in
                input.id.count
            }
            module.register(named: "cart.session", lifetime: .perCall) {
                made.withLock {
                    $0 += 1; return $0
                }
            }
        }
        let router = try ModuleHost(modules: [module], builder: RouterBuilder<Screen>()).router
        #expect(try await router.perform(AddByName.self, AddByName.Input(id: "abc")) == 3)
        #expect(try await router.perform(target: "cart", action: "addTyped", parameters: ["id": .string("abcd")]).value(as: Int.self) == 4)
        #expect(try await router.service(named: "cart.session", as: Int.self) == 1)
        #expect(try await router.service(named: "cart.session", as: Int.self) == 2)
        #expect(
            router.components.map(\.description) == [
                "action cart/addTyped (internal, module cart)", "service cart.session (internal, module cart)",
            ])
    }

    @Test func aListenerHearsSeveralEventsBeforeTheResult() async throws {
        enum PickerEvents: RouteValueKey { typealias Value = String }
        var builder = RouterBuilder<Screen>()
        try builder.route("/address/pick") { request in
            await request.report(PickerEvents.self, "opened")
            await request.report(PickerEvents.self, "typing Lon")
            return .value("London")
        }
        try builder.route("/silent") { request in .value(await request.report(PickerEvents.self, "nobody") ? "heard" : "unheard") }
        let router = try builder.build()
        let heard = Log()
        var values = RouteValues()
        values.listen(PickerEvents.self) { event in heard.append(event) }
        let city = try await router.open("/address/pick", values: values, expecting: String.self)
        #expect(heard.all == ["opened", "typing Lon"])
        #expect(city == "London")
        #expect(try await router.open("/silent", expecting: String.self) == "unheard")
    }

    @Test func aKeysValueAndItsListenerAreCarriedApart() async throws {
        enum Note: RouteValueKey { typealias Value = String }
        var builder = RouterBuilder<Screen>()
        try builder.route("/note") { request in
            let given = request.values[Note.self] ?? "none"
            let heard = await request.report(Note.self, "reported")
            return .value("\(given), \(heard ? "heard" : "unheard")")
        }
        let router = try builder.build()
        let heard = Log()
        var both = RouteValues()
        both[Note.self] = "given"
        both.listen(Note.self) { event in heard.append(event) }
        #expect(try await router.open("/note", values: both, expecting: String.self) == "given, heard")
        #expect(heard.all == ["reported"], "the listener heard the event, not the value")

        var valueOnly = RouteValues()
        valueOnly[Note.self] = "given"
        #expect(try await router.open("/note", values: valueOnly, expecting: String.self) == "given, unheard")
        var listenerOnly = RouteValues()
        listenerOnly.listen(Note.self) { _ in }
        #expect(try await router.open("/note", values: listenerOnly, expecting: String.self) == "none, heard")
    }

    @Test func namesOutsideTheURLAlphabetStillCallTheirAction() async throws {
        let log = Log()
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware<Screen>(name: "audit") { request, next in
                log.append("\(request.originalURL) \(request.parameters["note"] ?? "-")")
                return try await next(request)
            })
        let module = TestModule(name: "cart") {
            $0.register(target: "购物车", action: "add item") { call in call.parameters["note"]?.first ?? "" }
        }
        let router = try ModuleHost(modules: [module], builder: builder).router
        let result = try await router.perform(target: "购物车", action: "add item", parameters: ["note": .string("a&b=c")])
        #expect(try result.value(as: String.self) == "a&b=c")
        #expect(log.all == ["action://%E8%B4%AD%E7%89%A9%E8%BD%A6/add%20item?note=a%26b%3Dc a&b=c"])
    }

    @Test func aMiddlewareThatRedirectsACallMakesItFail() async throws {
        var builder = RouterBuilder<Screen>()
        builder.use(AnyMiddleware<Screen>(name: "detour") { _, _ in .redirect("shop://elsewhere") })
        let router = try ModuleHost(modules: [cartModule()], builder: builder).router
        let error = await #expect(throws: ComponentError.self) { try await router.perform(target: "cart", action: "clear") }
        #expect(error?.description == "action://cart/clear: expected a value, the handler answered redirect to shop://elsewhere")
    }
}
