import Foundation
import Switchyard
import SwitchyardMatching
import SwitchyardObjC
import Testing

/// The facade's calls, end to end on a real router: every one goes through the pipeline (source policy,
/// middleware, rewrites), and each outcome reaches the Objective-C caller as an object or an `NSError`.
@Suite struct ObjCBridgeTests {
    enum Screen: Hashable, Sendable { case cart }
    final class Callback {}

    static func bridge(_ configure: (inout RouterBuilder<Screen>) throws -> Void = { _ in }) throws -> ObjCBridge<Screen> {
        var builder = RouterBuilder<Screen>()
        try configure(&builder)
        return ObjCBridge(host: try ModuleHost(modules: [], builder: builder))
    }

    @Test func aHandlerBlockGetsTheURLsParametersTheCallersUserInfoTheURLAndThePattern() async throws {
        let bridge = try Self.bridge()
        let callback = Callback()
        let seen = Shared<ObjCArguments?>(nil)
        #expect(
            bridge.register(pattern: "shop://goods/<int:id>") { arguments in
                seen.withLock { $0 = arguments }
                return ObjCObject(NSString(string: "goods"))
            } == nil)
        let reply = await bridge.open(
            "shop://goods/7?tab=reviews&note=text", from: .inApp,
            arguments: ObjCArguments(["tab": "photos", "callback": callback, "note": callback]),
            wantsObject: true)
        #expect(reply.error == nil)
        #expect(reply.object?.object as? NSString == NSString(string: "goods"))
        let arguments = try #require(seen.withLock { $0 })
        #expect(arguments.values["id"] as? String == "7")
        #expect(arguments.values["tab"] as? String == "photos")  // the caller's userInfo wins
        #expect(isSame(arguments.values["callback"], callback))
        #expect(isSame(arguments.values["note"], callback))  // an object over the query's text, too
        #expect(arguments.values[ObjCArguments.urlKey] as? String == "shop://goods/7?tab=reviews&note=text")
        #expect(arguments.values[ObjCArguments.patternKey] as? String == "shop://goods/<int:id>")
    }

    @Test func theCallersTextReachesSwiftHandlersAsParameters() async throws {
        let bridge = try Self.bridge { builder in
            try builder.route("/echo") { request in .value(request.parameters["ref"] ?? "none") }
        }
        let reply = await bridge.open("/echo", from: .inApp, arguments: ObjCArguments(["ref": "mail"]), wantsObject: true)
        #expect(reply.object?.object as? NSString == NSString(string: "mail"))
    }

    @Test func theSourcePolicyAppliesToObjectiveCCallers() async throws {
        let bridge = try Self.bridge { builder in
            try builder.route("/debug", RouteOptions(visibility: .internal)) { _ in .handled }
        }
        #expect(bridge.canOpen("/debug", from: .inApp))
        #expect(!bridge.canOpen("/debug", from: .otherApp(bundleID: nil)))
        let inside = await bridge.open("/debug", from: .inApp, arguments: ObjCArguments(nil), wantsObject: false)
        #expect(inside.error == nil && inside.object == nil)
        let outside = await bridge.open("/debug", from: .push, arguments: ObjCArguments(nil), wantsObject: false)
        #expect(outside.error?.code == SYRouterErrorCode.forbidden.rawValue)
    }

    @Test func middlewareSeesObjectiveCOpensAndCanRejectThem() async throws {
        let order = Shared<[String]>([])
        let bridge = try Self.bridge { builder in
            builder.use(
                AnyMiddleware(name: "gate") { request, next in
                    order.withLock { $0.append("gate \(request.originalURL)") }
                    if request.parameters["token"] == nil { throw RejectionError(.unauthorized, message: "log in") }
                    return try await next(request)
                })
            try builder.route("/orders") { _ in .value("orders") }
        }
        _ = bridge.register(pattern: "/blocked") { _ in ObjCObject(NSString(string: "never")) }
        let refused = await bridge.open("/blocked", from: .inApp, arguments: ObjCArguments(nil), wantsObject: true)
        #expect(refused.error?.code == SYRouterErrorCode.rejected.rawValue)
        let allowed = await bridge.open("/orders", from: .inApp, arguments: ObjCArguments(["token": "t"]), wantsObject: true)
        #expect(allowed.object?.object as? NSString == NSString(string: "orders"))
        #expect(order.withLock { $0 } == ["gate /blocked", "gate /orders"])
    }

    @Test func rewriteRulesApplyBeforeAnObjectiveCOpenMatches() async throws {
        let bridge = try Self.bridge { builder in
            builder.rewrites = try RewriteRules([RewriteRule(from: "/old/:id", to: "/new/{id}")])
            try builder.route("/new/:id") { request in .value("new \(request.parameters["id"] ?? "")") }
        }
        let reply = await bridge.open("/old/3", from: .inApp, arguments: ObjCArguments(nil), wantsObject: true)
        #expect(reply.object?.object as? NSString == NSString(string: "new 3"))
        #expect(bridge.canOpen("/old/3", from: .inApp))
    }

    @Test func anObjectIsWantedOnlyByObjectForURL() async throws {
        let bridge = try Self.bridge { builder in
            try builder.route("/done") { _ in .handled }
            try builder.route("/screen") { _ in .value(Screen.cart) }
            try builder.route("/push") { _ in .navigate(.push(.cart)) }
        }
        let opened = await bridge.open("/done", from: .inApp, arguments: ObjCArguments(nil), wantsObject: false)
        #expect(opened.error == nil && opened.object == nil)
        let wanted = await bridge.open("/done", from: .inApp, arguments: ObjCArguments(nil), wantsObject: true)
        #expect(wanted.error?.code == SYRouterErrorCode.unexpectedResult.rawValue)
        let unrepresentable = await bridge.open("/screen", from: .inApp, arguments: ObjCArguments(nil), wantsObject: false)
        #expect(unrepresentable.error?.code == SYRouterErrorCode.unexpectedResult.rawValue)
        let noNavigator = await bridge.open("/push", from: .inApp, arguments: ObjCArguments(nil), wantsObject: false)
        #expect(noNavigator.error?.code == SYRouterErrorCode.navigationFailed.rawValue)
        #expect(noNavigator.error?.userInfo[NSUnderlyingErrorKey] != nil)
    }

    @Test func aBlockThatReturnsAnErrorFailsTheOpenWithThatErrorAsTheCause() async throws {
        let bridge = try Self.bridge()
        _ = bridge.register(pattern: "/fail") { _ in try ObjCObject.answer(NSError(domain: "Shop", code: 9)) }
        let reply = await bridge.open("/fail", from: .inApp, arguments: ObjCArguments(nil), wantsObject: false)
        #expect(reply.error?.code == SYRouterErrorCode.handlerFailed.rawValue)
        let cause = reply.error?.userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(cause?.domain == "Shop" && cause?.code == 9)
    }

    @Test func anUnknownURLIsNoRouteWithTheURL() async throws {
        let reply = await (try Self.bridge()).open("shop://nowhere", from: .inApp, arguments: ObjCArguments(nil), wantsObject: false)
        #expect(reply.error?.code == SYRouterErrorCode.noRoute.rawValue)
        #expect(reply.error?.userInfo[ObjCArguments.urlKey] as? String == "shop://nowhere")
        #expect(reply.object == nil)
    }

    @Test func aPatternThatDoesNotParseIsRefusedAndDeregisteringRemovesRoutes() async throws {
        let bridge = try Self.bridge()
        let refused = bridge.register(pattern: "/goods/<int:id") { _ in nil }
        #expect(refused?.code == .registrationFailed)
        #expect(bridge.register(pattern: "/a") { _ in nil } == nil)
        #expect(bridge.canOpen("/a", from: .inApp))
        #expect(bridge.removeRoutes(pattern: "/a") == 1)
        #expect(!bridge.canOpen("/a", from: .inApp))
        #expect(bridge.removeRoutes(pattern: "/a") == 0)
    }
}
