import Testing
import Switchyard
import SwitchyardMatching

/// Tasks open URLs while others add, remove and reload routes and rewrite rules. Bounded in iterations
/// (a few seconds in a debug build); run it under ThreadSanitizer and AddressSanitizer with
/// `scripts/sanitizers.sh`.
///
/// Invariants checked on every open:
/// - stable routes always answer, with their own parameters;
/// - a rewrite rule and the route it rewrites to are swapped together (one `update`), so the generation
///   the rule writes into the URL always equals the generation of the handler that answers;
/// - routes and rules that come and go either answer correctly or are reported as not found, never
///   anything else.
@Suite("Stress: opening while routes and rules change")
struct StressTests {
    static let openers = 4
    static let opensPerOpener = 300
    static let rounds = 100

    /// Routes `/dyn/:id` (module "dyn") answering with their generation, and the rule that sends
    /// `shop://alias/:id` to them with the same generation in the query.
    static func install(generation: Int, in builder: inout RouterBuilder<Screen>, promo: Bool) throws {
        builder.removeModule("dyn")
        try builder.route("/dyn/:id", RouteOptions(module: "dyn")) { request in
            await Task.yield()
            return .value("dyn \(generation) \(request.parameters["id"] ?? "") \(request.parameters["gen"] ?? "")")
        }
        try builder.route("/dyn/:id/detail", RouteOptions(module: "dyn")) { request in .value("detail \(generation)") }
        builder.rewrites = try rules(generation: generation, promo: promo)
    }

    static func rules(generation: Int, promo: Bool) throws -> RewriteRules {
        var list = [RewriteRule(from: "shop://alias/:id", to: "/dyn/{id}?gen=\(generation)")]
        if promo { list.append(RewriteRule(from: "shop://promo/:id", to: "/stable/1/{id}")) }
        return try RewriteRules(list)
    }

    static func generation(of rules: RewriteRules?) -> Int {
        guard let to = rules?.rules.first?.to, let equals = to.lastIndex(of: "=") else { return -1 }
        return Int(to[to.index(after: equals)...]) ?? -1
    }

    @Test func opensWhileRoutesAndRewriteRulesChange() async throws {
        var builder = RouterBuilder<Screen>()
        for index in 0..<40 {
            try builder.route("/stable/\(index)/:id", RouteOptions(module: "stable")) { request in
                .value("stable \(request.parameters["id"] ?? "")")
            }
        }
        try Self.install(generation: 0, in: &builder, promo: false)
        let router = try builder.build()
        let failures = Locked<[String]>([])
        let answered = Locked<[String: Int]>([:])
        @Sendable func fail(_ message: String) { failures.withLock { if $0.count < 20 { $0.append(message) } } }
        @Sendable func count(_ kind: String) { answered.withLock { $0[kind, default: 0] += 1 } }
        @Sendable func isNotFound(_ error: any Error) -> Bool {
            if let routing = error as? RoutingError, case .noRoute = routing.reason { return true }
            return false
        }

        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<Self.openers {
                group.addTask {
                    for step in 0..<Self.opensPerOpener {
                        let id = "w\(worker)s\(step)"
                        switch step % 5 {
                        case 0:
                            do {
                                let value = try await router.open("/stable/\(step % 40)/\(id)", from: .push, expecting: String.self)
                                if value != "stable \(id)" { fail("stable gave \(value)") } else { count("stable") }
                            } catch { fail("stable: \(error)") }
                        case 1:
                            do {
                                let value = try await router.open(
                                    "shop://alias/\(id)", from: .otherApp(bundleID: nil), expecting: String.self)
                                let parts = value.split(separator: " ")
                                if parts.count != 4 || parts[0] != "dyn" || parts[1] != parts[3] || parts[2] != id {
                                    fail("alias gave \(value): rule and route from different snapshots")
                                } else {
                                    count("alias")
                                }
                            } catch { fail("alias: \(error)") }
                        case 2:
                            do {
                                let value = try await router.open("/extra/\(step % 10)/\(id)", expecting: String.self)
                                if value != "extra \(id)" { fail("extra gave \(value)") } else { count("extra") }
                            } catch {
                                if !isNotFound(error) { fail("extra: \(error)") } else { count("extra.absent") }
                            }
                        case 3:
                            do {
                                let value = try await router.open("shop://promo/\(id)", from: .universalLink, expecting: String.self)
                                if value != "stable \(id)" { fail("promo gave \(value)") } else { count("promo") }
                            } catch {
                                if !isNotFound(error) { fail("promo: \(error)") } else { count("promo.absent") }
                            }
                        default:
                            switch router.canOpen("shop://alias/\(id)") {
                            case .success(let plan):
                                if plan.route.pattern != "/dyn/:id" || plan.parameters["id"] != id {
                                    fail("plan \(plan.route.pattern)")
                                } else {
                                    count("plan")
                                }
                            case .failure(let error):
                                fail("canOpen: \(error)")
                            }
                        }
                    }
                }
            }
            // Adds and removes a module of routes.
            group.addTask {
                for round in 0..<Self.rounds {
                    do {
                        try router.update { builder in
                            if round % 2 == 0 {
                                for index in 0..<10 {
                                    try builder.route("/extra/\(index)/:id", RouteOptions(module: "extra")) { request in
                                        .value("extra \(request.parameters["id"] ?? "")")
                                    }
                                }
                            } else {
                                builder.removeModule("extra")
                            }
                        }
                    } catch { fail("extra update: \(error)") }
                    await Task.yield()
                }
            }
            // Reloads the dynamic routes and their rewrite rule together, as a remote config would.
            group.addTask {
                for round in 1...Self.rounds {
                    do {
                        try router.update { builder in
                            let promo = builder.rewrites?.rules.count == 2
                            try Self.install(generation: round, in: &builder, promo: promo)
                        }
                    } catch { fail("reload: \(error)") }
                    await Task.yield()
                }
            }
            // Adds and removes a rewrite rule without touching the routes.
            group.addTask {
                for round in 0..<Self.rounds {
                    do {
                        try router.update { builder in
                            builder.rewrites = try Self.rules(generation: Self.generation(of: builder.rewrites), promo: round % 2 == 0)
                        }
                    } catch { fail("rules update: \(error)") }
                    await Task.yield()
                }
            }
            // A conflicting update is refused and changes nothing.
            group.addTask {
                for _ in 0..<20 {
                    do {
                        try router.update { builder in try builder.route("/stable/0/:other(/:a)(/:b)") { _ in .handled } }
                        fail("a conflicting update was applied")
                    } catch is RouteTableError {
                    } catch { fail("conflict: \(error)") }
                    await Task.yield()
                }
            }
        }

        #expect(failures.withLock { $0 } == [])
        let counts = answered.withLock { $0 }
        let perKind = Self.openers * Self.opensPerOpener / 5
        #expect(counts["stable"] == perKind)
        #expect(counts["alias"] == perKind)
        #expect(counts["plan"] == perKind)
        #expect((counts["extra"] ?? 0) + (counts["extra.absent"] ?? 0) == perKind)
        #expect((counts["promo"] ?? 0) + (counts["promo.absent"] ?? 0) == perKind)
        // After the last reload: generation `rounds`, 40 stable routes and the two dynamic ones.
        #expect(try await router.open("shop://alias/x", expecting: String.self) == "dyn \(Self.rounds) x \(Self.rounds)")
        #expect(router.routes.filter { $0.pattern.hasPrefix("/stable/") }.count == 40)
        #expect(router.routes.filter { $0.pattern.hasPrefix("/dyn/") }.count == 2)
    }

    /// Many readers share one frozen table while writers build new ones from it.
    @Test func tablesAreSharedWhileNewOnesAreBuilt() async throws {
        var builder = RouteTableBuilder<Int>()
        for index in 0..<100 { try builder.add("/t/\(index)/<int:id>", value: index) }
        let table = try builder.build()
        let failures = Locked<Int>(0)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for step in 0..<2_000 {
                        let index = (step * 7 + worker) % 100
                        let match = table.match("/t/\(index)/\(step)")
                        if match?.route.value != index || match?.parameters["id"] != "\(step)" { failures.withLock { $0 += 1 } }
                    }
                }
            }
            group.addTask {
                for round in 0..<50 {
                    var next = RouteTableBuilder(table)
                    next.removeRoutes { $0.value == round }
                    if let rebuilt = try? next.build(), rebuilt.match("/t/\(round)/1") != nil { failures.withLock { $0 += 1 } }
                }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
