import Testing
import Switchyard
import SwitchyardTesting

/// What becomes of queued links when the tasks around them are cancelled, and when links flood in while one
/// is being opened. Every wait here is on a signal; nothing is timed.
@Suite("PendingLinks: cancellation and floods", hangGuard)
struct PendingLinksCancellationTests {
    /// `/slow` waits for `flow` (through `cancellableWait`, so that a cancelled open lets go at once);
    /// `/goods/:id` opens at once. `opened` lists the handlers that finished.
    func router(_ flow: StubbornFlow, opened: Log) throws -> Router<Screen> {
        var builder = RouterBuilder<Screen>()
        try builder.route("/slow") { request in
            _ = try await request.cancellableWait { await flow.run() }
            opened.append(request.originalURL)
            return .handled
        }
        try builder.route("/goods/:id") { request in
            opened.append(request.originalURL)
            return .handled
        }
        return try builder.build()
    }

    /// The next `count` deliveries, as "url: opened", "url: failed: why" or "url: dropped: why".
    func collect(_ count: Int, from links: PendingLinks<Screen>) async -> [String] {
        var seen: [String] = []
        for await delivery in links.deliveries {
            seen.append("\(delivery.link.url): \(Self.describe(delivery))")
            if seen.count == count { break }
        }
        return seen
    }

    static func describe(_ delivery: PendingLinks<Screen>.Delivery) -> String {
        switch (delivery.result, delivery.dropped) {
        case (.success?, _): return "opened"
        case (.failure(let error)?, _): return "failed: \(error)"
        case (nil, let why?): return "dropped: \(why)"
        case (nil, nil): return "?"
        }
    }

    @Test func linksReleasedByACancelledTaskAreOpened() async throws {
        let opened = Log()
        let links = PendingLinks(router: try router(StubbornFlow(), opened: opened))
        links.receive("/goods/1", from: .push)
        links.receive("/goods/2", from: .push)
        let release = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await links.ready()
        }
        await release.value
        #expect(await collect(2, from: links) == ["/goods/1: opened", "/goods/2: opened"])
        #expect(opened.all == ["/goods/1", "/goods/2"])
    }

    @Test func aReleaseCancelledWhileLinksOpenStopsWaitingAndTheLinksStillOpen() async throws {
        let flow = StubbornFlow()
        let opened = Log()
        let links = PendingLinks(router: try router(flow, opened: opened))
        links.receive("/slow", from: .push)
        links.receive("/goods/2", from: .push)
        let release = Task { await links.ready() }
        await flow.untilStarted()
        release.cancel()
        await release.value
        #expect(!flow.released, "ready returned while /slow was still being opened")
        flow.release()
        #expect(await collect(2, from: links) == ["/slow: opened", "/goods/2: opened"])
    }

    @Test func aFloodWhileALinkOpensDropsTheOldestAtOnceAndStartsNoTasks() async throws {
        let flow = StubbornFlow()
        let links = PendingLinks(router: try router(flow, opened: Log()), capacity: 2)
        await links.ready()
        links.receive("/slow", from: .push)
        await flow.untilStarted()
        // Nothing reads the queue during the flood: each link must be placed, and the oldest pushed out,
        // by `receive` itself.
        for id in 2...201 { links.receive("/goods/\(id)", from: .otherApp(bundleID: nil)) }
        #expect(links.drainsStarted == 1, "one task opens the links of a busy spell, however many arrive")
        flow.release()
        // The links pushed out are reported as they are pushed out, before the link in flight ends.
        let dropped = (2...199).map { "/goods/\($0): dropped: more than 2 links were waiting" }
        #expect(await collect(201, from: links) == dropped + ["/slow: opened", "/goods/200: opened", "/goods/201: opened"])
    }

    @Test func theCapacityHoldsAtEveryLinkWhileOneOpens() async throws {
        let flow = StubbornFlow()
        let links = PendingLinks(router: try router(flow, opened: Log()), capacity: 3)
        await links.ready()
        links.receive("/slow", from: .push)
        await flow.untilStarted()
        for id in 2...100 {
            links.receive("/goods/\(id)", from: .otherApp(bundleID: nil))
            #expect(await links.pending.count == min(id - 1, 3), "after link \(id)")
        }
        #expect(await links.pending.map(\.sequence) == [98, 99, 100])
        flow.release()
    }

    @Test func aCancelledDeliverDropsItsWaitingLinkAtOnce() async throws {
        let opened = Log()
        let links = PendingLinks(router: try router(StubbornFlow(), opened: opened))
        let deliver = Task { await links.deliver("/goods/1", from: .push) }
        while await links.pending.isEmpty { await Task.yield() }
        deliver.cancel()
        #expect(await links.pending.isEmpty, "the link left the queue with the cancellation")
        #expect(await links.heldBy == ["launch"])
        await links.ready()
        let delivery = await deliver.value
        #expect(Self.describe(delivery) == "dropped: cancelled before it was opened")
        #expect(opened.all.isEmpty)
    }

    @Test func aDeliverFromACancelledTaskOpensNothing() async throws {
        let opened = Log()
        let links = PendingLinks(router: try router(StubbornFlow(), opened: opened))
        await links.ready()
        let deliver = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await links.deliver("/goods/1", from: .push)
        }
        let delivery = await deliver.value
        #expect(Self.describe(delivery) == "dropped: cancelled before it was opened")
        #expect(delivery.link.sequence == 1)
        links.receive("/goods/2", from: .push)
        #expect(await collect(2, from: links) == ["/goods/1: dropped: cancelled before it was opened", "/goods/2: opened"])
        #expect(opened.all == ["/goods/2"])
    }

    @Test func aCancelledDeliverCancelsTheOpenOfItsLink() async throws {
        let flow = StubbornFlow()
        let opened = Log()
        let links = PendingLinks(router: try router(flow, opened: opened))
        await links.ready()
        let deliver = Task { await links.deliver("/slow", from: .push) }
        await flow.untilStarted()
        deliver.cancel()
        // The open let go with the cancellation; the flow ending afterwards changes nothing.
        flow.release()
        let delivery = await deliver.value
        #expect(Self.describe(delivery) == "failed: /slow: cancelled")
        #expect(opened.all.isEmpty)
        // Only that open was cancelled: the queue goes on.
        links.receive("/goods/2", from: .push)
        #expect(await collect(2, from: links) == ["/slow: failed: /slow: cancelled", "/goods/2: opened"])
    }

    @Test func aDeliverWhoseLinkIsPushedOutLearnsWhy() async throws {
        let links = PendingLinks(router: try router(StubbornFlow(), opened: Log()), capacity: 1)
        let deliver = Task { await links.deliver("/goods/1", from: .push) }
        while await links.pending.isEmpty { await Task.yield() }
        links.receive("/goods/2", from: .push)
        let delivery = await deliver.value
        #expect(Self.describe(delivery) == "dropped: replaced by the newer link /goods/2")
        #expect(await links.pending.map(\.url) == ["/goods/2"])
    }

    @Test func aFlowInsideAQueuedOpenMayHoldAndReleaseTheQueue() async throws {
        // A login flow run by a queued link holds the queue and releases it before the link's open ends:
        // the release must not wait for the open it runs in.
        let queue = Locked<PendingLinks<Screen>?>(nil)
        let opened = Log()
        var builder = RouterBuilder<Screen>()
        try builder.route("/login") { request in
            if let links = queue.withLock({ $0 }) {
                let hold = await links.hold("login")
                await links.release(hold)
            }
            opened.append(request.originalURL)
            return .handled
        }
        try builder.route("/goods/:id") { request in
            opened.append(request.originalURL)
            return .handled
        }
        let links = PendingLinks(router: try builder.build())
        queue.withLock { $0 = links }
        links.receive("/login", from: .push)
        links.receive("/goods/2", from: .push)
        await links.ready()
        #expect(await collect(2, from: links) == ["/login: opened", "/goods/2: opened"])
        #expect(opened.all == ["/login", "/goods/2"])
    }
}
