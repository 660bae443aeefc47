import Testing
import Switchyard

@Suite("Modules: loading late and unloading")
struct ModuleUnloadTests {
    /// A module whose action and route wait at `gate` after signalling `started`.
    func slowModule(started: Signal, gate: Gate) -> TestModule {
        TestModule(name: "live") { module in
            module.route("shop://live/<int:room>") { request in
                started.reached()
                await gate.wait()
                return .value(try request.parameters.value("room", as: Int.self))
            }
            module.register(target: "live", action: "join") { _ in
                started.reached()
                await gate.wait()
                return "joined"
            }
            module.register(named: "live.rooms") { [1, 2, 3] }
        }
    }

    /// Whether the router still has anything of the module: a route, an action, a service.
    func leftovers(_ router: Router<Screen>) async -> [String] {
        var found = router.routes.map(\.pattern) + router.components.map(\.description)
        if (try? await router.open("shop://live/1")) != nil { found.append("open shop://live/1") }
        if (try? await router.perform(target: "live", action: "join")) != nil { found.append("perform live/join") }
        if (try? await router.service(named: "live.rooms", as: [Int].self)) != nil { found.append("service live.rooms") }
        return found
    }

    @Test func aLateModuleAppearsAndGoesAsAWhole() async throws {
        let host = try ModuleHost(modules: [cartModule()], builder: RouterBuilder<Screen>())
        let gate = Gate()
        gate.open()
        try host.load(slowModule(started: Signal(), gate: gate))
        #expect(host.router.routes.map(\.pattern) == ["shop://cart", "shop://live/<int:room>"])
        #expect(try await host.router.open("shop://live/4", expecting: Int.self) == 4)
        #expect(try await host.router.perform(target: "live", action: "join").value(as: String.self) == "joined")
        #expect(try await host.router.service(named: "live.rooms", as: [Int].self) == [1, 2, 3])
        await (try host.unload("live")).value
        #expect(
            await leftovers(host.router) == [
                "shop://cart", "action cart/add (public, module cart)", "action cart/clear (internal, module cart)",
                "service cart.store (internal, module cart)",
            ])
        try host.load(slowModule(started: Signal(), gate: gate))  // and back again
        #expect(try await host.router.perform(target: "live", action: "join").value(as: String.self) == "joined")
    }

    @Test func aCallRunningWhenItsModuleUnloadsCompletesAndLeavesNothingBehind() async throws {
        let started = Signal()
        let gate = Gate()
        let host = try ModuleHost(modules: [slowModule(started: started, gate: gate)], builder: RouterBuilder<Screen>())
        let router = host.router
        let call = Task { try await router.perform(target: "live", action: "join").value(as: String.self) }
        await started.wait()  // the handler runs, and waits at the gate

        let unloading = try host.unloading("live")
        #expect(await leftovers(router).isEmpty)  // nothing of the module answers any more…
        #expect(unloading.callsInFlight == 1)  // …but the call that was running still is
        #expect(host.modules.isEmpty)

        gate.open()
        #expect(try await call.value == "joined")  // served whole, not cut off
        await unloading.finished()
        #expect(unloading.callsInFlight == 0)
    }

    @Test func theTaskUnloadReturnsEndsAfterTheCallsThatWereRunning() async throws {
        let started = Signal()
        let gate = Gate()
        let log = Log()
        let module = TestModule(name: "live") { module in
            module.register(target: "live", action: "join") { _ in
                started.reached()
                await gate.wait()
                log.append("handler done")
                return "joined"
            }
        }
        let host = try ModuleHost(modules: [module], builder: RouterBuilder<Screen>())
        let router = host.router
        let call = Task { try await router.perform(target: "live", action: "join").value(as: String.self) }
        await started.wait()
        let unloading = try host.unload("live")  // synchronous: the module is gone at once…
        #expect(host.modules.isEmpty)
        #expect(!router.canPerform(target: "live", action: "join"))
        let waiter = Task {
            await unloading.value  // …and the task ends once the running call has
            log.append("unload finished")
        }
        gate.open()
        #expect(try await call.value == "joined")
        await waiter.value
        #expect(log.all == ["handler done", "unload finished"])
    }

    @Test func anOpenRunningWhenItsModuleUnloadsCompletes() async throws {
        let started = Signal()
        let gate = Gate()
        let host = try ModuleHost(modules: [slowModule(started: started, gate: gate)], builder: RouterBuilder<Screen>())
        let router = host.router
        let open = Task { try await router.open("shop://live/9", expecting: Int.self) }
        await started.wait()
        let unloading = try host.unloading("live")
        #expect(router.routes.isEmpty)
        gate.open()
        #expect(try await open.value == 9)
        await unloading.finished()
    }

    @Test func aCallThatHadNotReachedItsModuleFailsCleanly() async throws {
        // The call took the old snapshot and waits in a middleware while the module unloads: the handler
        // never runs, and the caller gets a clear error.
        let inMiddleware = Signal()
        let gate = Gate()
        let ran = Locked(false)
        var builder = RouterBuilder<Screen>()
        builder.use(
            AnyMiddleware<Screen>(name: "slow audit") { request, next in
                inMiddleware.reached()
                await gate.wait()
                return try await next(request)
            })
        let module = TestModule(name: "live") {
            $0.register(target: "live", action: "join") { _ in
                ran.withLock { $0 = true }; return "joined"
            }
        }
        let host = try ModuleHost(modules: [module], builder: builder)
        let router = host.router
        let call = Task { () async throws(ComponentError) -> ActionResult in try await router.perform(target: "live", action: "join") }
        await inMiddleware.wait()
        let unloading = try host.unloading("live")
        gate.open()
        guard case .failure(let error) = await call.result else {
            Issue.record("the call should have failed")
            return
        }
        // The caller catches it as it is documented: a ComponentError whose code says the module went.
        let component = error as? ComponentError
        #expect(component?.code == .unloaded)
        #expect(component?.call == .action(target: "live", action: "join"))
        #expect("\(error)" == "module \"live\" was unloaded before the call reached it")
        #expect(!ran.withLock { $0 })
        await unloading.finished()
    }

    @Test func unloadingKeepsRoutingChangesAppliedOverTheApp() async throws {
        var builder = RouterBuilder<Screen>()
        try builder.route("shop://goods/<int:id>", RouteOptions(name: "goods.detail")) { _ in .navigate(.push(.goods("native"))) }
        let host = try ModuleHost(modules: [cartModule()], builder: builder)
        var changes = RoutingChanges<Screen>(label: "hotfix")
        changes.degrades = [Degrade(route: .name("goods.detail"), to: "https://m.shop.example/{id}")]
        try host.router.apply(changes)
        _ = try host.unload("cart")
        #expect(host.router.appliedChanges == "hotfix")
        #expect(host.router.routes.map(\.pattern) == ["shop://goods/<int:id>"])
        #expect(host.router.components.isEmpty)
    }

    @Test func callsDuringRepeatedLoadsAndUnloadsAreServedWholeOrNotAtAll() async throws {
        // Whatever the interleaving, a call either gets the module's full answer or a clean "not there":
        // never a half-installed module (an action without its service, a route without its action).
        let host = try ModuleHost(modules: [cartModule()], builder: RouterBuilder<Screen>())
        let router = host.router
        let module = TestModule(name: "live") { module in
            module.register(target: "live", action: "join") { _ in "joined" }
            module.register(named: "live.rooms") { [1, 2, 3] }
        }
        let outcomes = try await withThrowingTaskGroup(of: [String].self) { group in
            group.addTask {
                for _ in 0..<50 {
                    try host.load(module)
                    await (try host.unload("live")).value
                }
                return []
            }
            for _ in 0..<4 {
                group.addTask {
                    var seen: [String] = []
                    for _ in 0..<50 {
                        do {
                            seen.append(try await router.perform(target: "live", action: "join").value(as: String.self))
                        } catch let error as ComponentError where error.code == .actionNotFound || error.code == .unloaded {
                            seen.append("absent")
                        } catch let error as ComponentError {
                            seen.append("\(error)")
                        }
                        let components = Set(router.components.filter { $0.module == "live" }.map(\.description))
                        if !components.isEmpty, components.count != 2 { seen.append("half: \(components)") }
                    }
                    return seen
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outcomes.count == 200)
        #expect(Set(outcomes).isSubset(of: ["joined", "absent"]))
        #expect(host.modules == ["cart"])
    }
}
