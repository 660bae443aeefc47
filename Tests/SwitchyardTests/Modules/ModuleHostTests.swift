import Testing
import Switchyard

@Suite("Modules: start, order, lifecycle")
struct ModuleHostTests {
    @Test func lifecycleEventsReachEveryModuleInDependencyOrder() async throws {
        let log = Log()
        let modules: [any AppModule<Screen>] = [
            TestModule(name: "cart", dependencies: ["user"], events: ["background", "launch finished"], log: log),
            TestModule(name: "goods", events: ["background", "memory warning"], log: log),
            TestModule(name: "user", dependencies: ["session"], events: ["background", "push token"], log: log),
            TestModule(name: "session", events: [], log: log),
        ]
        let host = try ModuleHost(modules: modules, builder: RouterBuilder<Screen>())
        #expect(host.modules == ["session", "user", "cart", "goods"])
        let everyModule = ["session", "user", "cart", "goods"]
        #expect(await host.post(.background).value == everyModule)
        #expect(await host.post(.memoryWarning).value == everyModule)
        #expect(await host.post(.pushToken([0x0A, 0xFF])).value == everyModule)
        #expect(await host.post(.openURL("shop://cart", from: .push)).value == everyModule)
        #expect(log.all == ["user: background", "cart: background", "goods: background", "goods: memory warning", "user: push token 0aff"])
    }

    @Test func postedEventsArriveOneAtATimeInTheOrderPosted() async throws {
        let log = Log()
        // Each module suspends while it handles an event: a second event delivered meanwhile would show
        // up between its "start" and its "end".
        let modules: [any AppModule<Screen>] = [
            SuspendingModule(name: "user", log: log), SuspendingModule(name: "cart", dependencies: ["user"], log: log),
        ]
        let host = try ModuleHost(modules: modules, builder: RouterBuilder<Screen>())
        let links = (0..<40).map { "shop://goods/\($0)" }
        // Posted synchronously, as a delegate callback does; only the last one is awaited.
        var last: Task<[String], Never>?
        for link in links { last = host.post(.openURL(link, from: .push)) }
        host.post(.background)
        #expect(await last?.value == ["user", "cart"])
        let delivered = await host.post(.foreground).value
        #expect(delivered == ["user", "cart"])
        let expected =
            links.flatMap { link in ["user", "cart"].flatMap { ["\($0) start \(link)", "\($0) end \(link)"] } }
            + ["background", "foreground"].flatMap { kind in ["user", "cart"].flatMap { ["\($0) start \(kind)", "\($0) end \(kind)"] } }
        #expect(log.all == expected)
    }

    @Test func aMissingDependencyIsAnErrorAtStart() {
        let modules: [any AppModule<Screen>] = [TestModule(name: "goods"), TestModule(name: "cart", dependencies: ["user"])]
        let error = #expect(throws: ModuleError.self) { try ModuleHost(modules: modules, builder: RouterBuilder<Screen>()) }
        #expect(error?.description == "module \"cart\" depends on \"user\", which is not loaded")
    }

    @Test func aDependencyCycleIsAnErrorAtStartNamingTheModules() {
        let modules: [any AppModule<Screen>] = [
            TestModule(name: "goods"),
            TestModule(name: "cart", dependencies: ["user"]),
            TestModule(name: "user", dependencies: ["address"]),
            TestModule(name: "address", dependencies: ["cart"]),
        ]
        let error = #expect(throws: ModuleError.self) { try ModuleHost(modules: modules, builder: RouterBuilder<Screen>()) }
        #expect(error?.description == "modules depend on each other in a cycle: cart → user → address → cart")
        let selfCycle = #expect(throws: ModuleError.self) {
            try ModuleHost(modules: [TestModule(name: "cart", dependencies: ["cart"])], builder: RouterBuilder<Screen>())
        }
        #expect(selfCycle?.description == "modules depend on each other in a cycle: cart → cart")
    }

    @Test func duplicateNamesAndComponentsAreErrorsAtStart() {
        let twice = #expect(throws: ModuleError.self) {
            try ModuleHost(modules: [TestModule(name: "cart"), TestModule(name: "cart")], builder: RouterBuilder<Screen>())
        }
        #expect(twice?.description == "module \"cart\" is registered twice")
        let action = #expect(throws: ModuleError.self) {
            try ModuleHost(
                modules: [cartModule(), TestModule(name: "promo") { $0.register(target: "Cart", action: "add") { _ in 0 } }],
                builder: RouterBuilder<Screen>())
        }
        #expect(action?.description == "action Cart/add is declared by module \"cart\" and by module \"promo\"")
        let service = #expect(throws: ModuleError.self) {
            try ModuleHost(
                modules: [cartModule(), TestModule(name: "promo") { $0.register(named: "cart.store") { 1 } }],
                builder: RouterBuilder<Screen>())
        }
        #expect(service?.description == "service cart.store is declared by module \"cart\" and by module \"promo\"")
        // The same type under another name: a lookup by type would find one of them (module.start.declared-twice).
        let type = #expect(throws: ModuleError.self) {
            try ModuleHost(
                modules: [
                    TestModule(name: "cart") { $0.register(Int.self, name: "cart.count") { 1 } },
                    TestModule(name: "promo") { $0.register(Int.self, name: "promo.count") { 2 } },
                ],
                builder: RouterBuilder<Screen>())
        }
        #expect(type?.description == "service of type Int is declared by module \"cart\" and by module \"promo\"")
        #expect(type?.code == .duplicateComponent)
    }

    @Test func aBadRouteIsAnErrorNamingItsModule() {
        let error = #expect(throws: ModuleError.self) {
            try ModuleHost(
                modules: [TestModule(name: "goods") { $0.route("shop://goods/<int:id") { _ in .handled } }],
                builder: RouterBuilder<Screen>())
        }
        #expect(error?.code == .invalidRoute)
        #expect(error?.module == "goods")
        #expect(error?.description.hasPrefix("module \"goods\": ") == true)
    }

    @Test func tableHandlersNeedATableBuilder() {
        let module = TestModule(name: "goods") { $0.register("goods.detail") { _ in .handled } }
        let error = #expect(throws: ModuleError.self) { try ModuleHost(modules: [module], builder: RouterBuilder<Screen>()) }
        #expect(
            error?.description == "module \"goods\" declares route-table handlers (goods.detail); only modules the host starts with may")
    }

    @Test func tableHandlersReachTheBuilderWithTheirModule() throws {
        let module = TestModule(name: "goods") { $0.register("goods.detail") { _ in .handled } }
        var seen: [String] = []
        _ = try ModuleHost(modules: [module]) { handlers in
            seen = handlers.names + handlers.names.compactMap(handlers.module(of:))
            #expect(handlers.handler(named: "goods.detail") != nil)
            #expect(handlers.handler(named: "cart") == nil)
            return RouterBuilder<Screen>()
        }
        #expect(seen == ["goods.detail", "goods"])
    }

    @Test func lateModulesCheckTheirDependenciesAndUnloadChecksDependents() throws {
        let host = try ModuleHost(modules: [TestModule(name: "user")], builder: RouterBuilder<Screen>())
        let missing = #expect(throws: ModuleError.self) { try host.load(TestModule(name: "cart", dependencies: ["address"])) }
        #expect(missing?.description == "module \"cart\" depends on \"address\", which is not loaded")
        let again = #expect(throws: ModuleError.self) { try host.load(TestModule(name: "user")) }
        #expect(again?.description == "module \"user\" is registered twice")
        let late = #expect(throws: ModuleError.self) {
            try host.load(TestModule(name: "live") { $0.register("live.page") { _ in .handled } })
        }
        #expect(late?.description == "module \"live\" declares route-table handlers (live.page); only modules the host starts with may")
        try host.load(TestModule(name: "cart", dependencies: ["user"]))
        #expect(host.modules == ["user", "cart"])
        let needed = #expect(throws: ModuleError.self) { try host.unload("user") }
        #expect(needed?.description == "module \"user\" cannot be unloaded: \"cart\" depends on it")
        let unknown = #expect(throws: ModuleError.self) { try host.unload("address") }
        #expect(unknown?.description == "no module \"address\" is loaded")
        _ = try host.unload("cart")
        _ = try host.unload("user")
        #expect(host.modules.isEmpty)
    }

    @Test func eventsDescribeThemselves() {
        #expect(LifecycleEvent.openURL("shop://cart", from: .push).description == "open URL shop://cart from push notification")
        #expect(
            LifecycleEvent.userActivity(type: "NSUserActivityTypeBrowsingWeb", url: "https://shop.example/a").description
                == "user activity NSUserActivityTypeBrowsingWeb https://shop.example/a")
        #expect(LifecycleEvent.pushToken([0x0A, 0xFF]).description == "push token 0aff")
        #expect(LifecycleEvent.memoryWarning.description == "memory warning")
    }
}

/// A module that suspends in the middle of handling every event, logging when it starts and ends.
private struct SuspendingModule: AppModule {
    typealias Screen = SwitchyardTests.Screen
    let name: String
    var dependencies: [String] = []
    let log: Log
    func declare(_ module: inout ModuleDeclaration<Screen>) {}

    func receive(_ event: LifecycleEvent, router: Router<Screen>) async {
        let label: String
        if case .openURL(let url, _) = event { label = url } else { label = "\(event)" }
        log.append("\(name) start \(label)")
        for _ in 0..<3 { await Task.yield() }
        log.append("\(name) end \(label)")
    }
}
