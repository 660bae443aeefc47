import Synchronization
import Testing
import Switchyard

/// Issue #88: a module loaded and unloaded 10,000 times, with calls and opens in flight on other tasks, leaves
/// nothing behind (every instance its services made is freed, the router holds only what was there before), and
/// no call or open sees half of it: each is answered whole, or finds nothing, or was cut off by the unload with
/// its own error (`module.load.snapshot`, `module.unload.in-flight`).
@Suite("Modules: 10,000 loads and unloads under calls")
struct ModuleChurnTests {
    /// How many of the service's instances are alive.
    final class Census: Sendable {
        let alive = Atomic<Int>(0)
        let made = Atomic<Int>(0)
    }

    /// What the callers saw while the module came and went.
    final class Tally: Sendable {
        let unexpected = Mutex<[String]>([])
        let probes = Atomic<Int>(0)
        let churning = Atomic<Bool>(true)
    }

    /// An instance of the flash-sale module's shared service, counted while it lives.
    final class Stock: Sendable {
        let census: Census
        init(_ census: Census) {
            self.census = census
            census.alive.add(1, ordering: .relaxed)
            census.made.add(1, ordering: .relaxed)
        }
        deinit { census.alive.subtract(1, ordering: .relaxed) }
    }

    func flashSale(_ census: Census) -> TestModule {
        TestModule(name: "flash-sale") { module in
            module.route("shop://sale/<int:id>") { request in .value(try request.parameters.value("id", as: Int.self)) }
            module.register(target: "sale", action: "join", visibility: .public) { _ in "joined" }
            module.register(Stock.self, name: "sale.stock") { Stock(census) }
        }
    }

    /// One call, one open and one lookup: what each gave, in words that say whether it saw the module whole.
    static func probe(_ router: Router<Screen>) async -> [String] {
        var seen: [String] = []
        do {
            seen.append(try await router.perform(target: "sale", action: "join").value(as: String.self))
        } catch {
            seen.append(error.code == .actionNotFound || error.code == .unloaded ? "no action" : "call: \(error)")
        }
        do {
            let opened = try await router.open("shop://sale/7")
            seen.append(opened.value as? Int == 7 ? "opened" : "open answered \(opened.response)")
        } catch {
            let gone = error.description.contains("no route") || error.description.contains("was unloaded")
            seen.append(gone ? "no route" : "open: \(error)")
        }
        do {
            _ = try await router.service(named: "sale.stock", as: Stock.self)
            seen.append("stock")
        } catch {
            seen.append(error.code == .serviceNotFound || error.code == .unloaded ? "no stock" : "service: \(error)")
        }
        return seen
    }

    @Test func tenThousandLoadsUnderCallsLeaveNothingAndShowNoHalfModule() async throws {
        let census = Census()
        let host = try ModuleHost(modules: [cartModule()], builder: RouterBuilder<Screen>())
        let router = host.router
        let before = router.routes.map(\.pattern) + router.components.map(\.description)
        let tally = Tally()
        let callers = (0..<1).map { _ in
            Task { [router, tally] in
                repeat {
                    let seen = await Self.probe(router)
                    tally.probes.add(1, ordering: .relaxed)
                    let known: Set<String> = ["joined", "no action", "opened", "no route", "stock", "no stock"]
                    let odd = seen.filter { !known.contains($0) }
                    if !odd.isEmpty { tally.unexpected.withLock { $0 += odd } }
                    // A call that never suspends keeps its thread: on a two-thread pool, two such loops would
                    // starve the loads and unloads.
                    await Task.yield()
                } while tally.churning.load(ordering: .relaxed)
            }
        }
        for _ in 0..<10_000 {
            try host.load(flashSale(census))
            _ = try await router.service(named: "sale.stock", as: Stock.self)  // made while loaded
            await (try host.unload("flash-sale")).value
        }
        tally.churning.store(false, ordering: .relaxed)
        for caller in callers { await caller.value }

        #expect(tally.unexpected.withLock { $0 }.isEmpty)
        #expect(tally.probes.load(ordering: .relaxed) > 0)
        #expect(census.made.load(ordering: .relaxed) >= 10_000, "one instance for each load at least")
        #expect(census.alive.load(ordering: .relaxed) == 0, "every instance freed once its module is gone")
        #expect(router.routes.map(\.pattern) + router.components.map(\.description) == before)
        #expect(await Self.probe(router) == ["no action", "no route", "no stock"])
    }
}
