import Switchyard
import SwitchyardTesting
import Testing

/// Links that arrive before the UI is ready wait, in order, and are delivered once.
@Suite struct PendingLinksTests {
    func shop() throws -> Router<Shop> {
        var builder = RouterBuilder<Shop>()
        try builder.route("shop://goods/<int:id>") { .navigate(.push(.goods(try $0.parameters.value("id", as: Int.self)))) }
        try builder.route("shop://cart") { _ in .navigate(.selectTab(.cart)) }
        return try builder.build()
    }

    /// The next `count` deliveries, as "url: what happened".
    func collect(_ count: Int, from links: PendingLinks<Shop>) async -> [String] {
        var seen: [String] = []
        for await delivery in links.deliveries {
            switch (delivery.result, delivery.dropped) {
            case (.success(let outcome)?, _): seen.append("\(delivery.link.url): \(outcome.navigation.map { "\($0)" } ?? "no navigation")")
            case (.failure(let error)?, _): seen.append("\(delivery.link.url): failed: \(error.reason)")
            case (nil, let why?): seen.append("\(delivery.link.url): dropped: \(why)")
            case (nil, nil): seen.append("\(delivery.link.url): ?")
            }
            if seen.count == count { break }
        }
        return seen
    }

    @Test func linksBeforeLaunchWaitInOrderAndAreDeliveredOnceWhenReady() async throws {
        let router = try shop()
        let links = PendingLinks(router: router)
        links.receive("shop://goods/1", from: .push)
        links.receive("shop://goods/2", from: .universalLink)
        links.receive("shop://nowhere", from: .otherApp(bundleID: nil))
        #expect(await links.pending.map(\.url) == ["shop://goods/1", "shop://goods/2", "shop://nowhere"])
        #expect(await links.heldBy == ["launch"])

        let navigator = HeadlessNavigator<Shop>(.shopTabs)
        router.attach(navigator)
        await links.ready()
        #expect(
            await collect(3, from: links) == [
                "shop://goods/1: push goods(1)",
                "shop://goods/2: push goods(2)",
                "shop://nowhere: failed: noRoute(no route matches /nowhere in namespace shop)",
            ])
        #expect(await navigator.tree.modals.isEmpty)
        #expect(
            await navigator.tree.root
                == .tabs([Tree.tab(.home, .goods(1), .goods(2)), Tree.tab(.cart), Tree.tab(.me)], selected: 0))
        #expect(await links.pending.isEmpty)
        await links.ready()
        #expect(await navigator.performed.count == 2, "ready twice delivers nothing twice")
    }

    @Test func aHoldKeepsLinksWaitingUntilReleased() async throws {
        let router = try shop()
        router.attach(HeadlessNavigator<Shop>(.shopTabs))
        let links = PendingLinks(router: router)
        await links.ready()
        let login = await links.hold("login")
        links.receive("shop://cart", from: .push)
        #expect(await links.pending.map(\.url) == ["shop://cart"])
        #expect(await links.heldBy == ["login"])
        await links.release(login)
        #expect(await collect(1, from: links) == ["shop://cart: select tab cart"])
    }

    @Test func aCapacityOfOneKeepsTheNewestLink() async throws {
        let router = try shop()
        router.attach(HeadlessNavigator<Shop>(.shopTabs))
        let links = PendingLinks(router: router, capacity: 1)
        links.receive("shop://goods/1", from: .push)
        links.receive("shop://goods/2", from: .push)
        #expect(await links.pending.map(\.url) == ["shop://goods/2"])
        await links.ready()
        #expect(
            await collect(2, from: links) == [
                "shop://goods/1: dropped: replaced by the newer link shop://goods/2",
                "shop://goods/2: push goods(2)",
            ])
    }

    @Test func aFloodKeepsOnlyTheNewestUpToCapacity() async throws {
        let links = PendingLinks(router: try shop(), capacity: 2)
        for id in 1...4 { links.receive("shop://goods/\(id)", from: .otherApp(bundleID: nil)) }
        #expect(await links.pending.map(\.sequence) == [3, 4])
        #expect(
            await collect(2, from: links) == [
                "shop://goods/1: dropped: more than 2 links were waiting",
                "shop://goods/2: dropped: more than 2 links were waiting",
            ])
    }

    @Test func deliverWaitsForItsOwnLink() async throws {
        let router = try shop()
        router.attach(HeadlessNavigator<Shop>(.shopTabs))
        let links = PendingLinks(router: router)
        async let delivery = links.deliver("shop://goods/5", from: .universalLink)
        await links.ready()
        let delivered = await delivery
        #expect(delivered.link.url == "shop://goods/5")
        #expect(try delivered.result?.get().navigation == .push(.goods(5)))
    }

    @Test func aLinkWithAnIDSeenBeforeIsTakenOnce() async throws {
        let router = try shop()
        router.attach(HeadlessNavigator<Shop>(.shopTabs))
        let links = PendingLinks(router: router)
        #expect(links.receive("shop://goods/1", from: .push, id: "tap-1")?.sequence == 1)
        #expect(links.receive("shop://goods/1", from: .push, id: "tap-1") == nil, "the same tap through a second path")
        #expect(links.receive("shop://goods/2", from: .push, id: "tap-2")?.sequence == 2)
        links.receive("shop://goods/1", from: .push)
        #expect(await links.pending.map(\.url) == ["shop://goods/1", "shop://goods/2", "shop://goods/1"])
        await links.ready()
        #expect(
            await collect(3, from: links) == [
                "shop://goods/1: push goods(1)", "shop://goods/2: push goods(2)", "shop://goods/1: push goods(1)",
            ])
        #expect(links.receive("shop://goods/1", from: .push, id: "tap-1") == nil, "still remembered after it opened")
    }

    @Test func theQueueRemembersOnlyTheLast64IDs() async throws {
        let links = PendingLinks(router: try shop(), capacity: 1)
        for tap in 0...64 { links.receive("shop://goods/\(tap)", from: .push, id: "tap-\(tap)") }
        #expect(links.receive("shop://goods/64", from: .push, id: "tap-64") == nil, "a recent id")
        #expect(links.receive("shop://goods/0", from: .push, id: "tap-0") != nil, "the oldest id, forgotten after 64 newer")
        #expect(links.receive("shop://goods/2", from: .push, id: "tap-2") == nil, "still among the last 64")
    }
}
