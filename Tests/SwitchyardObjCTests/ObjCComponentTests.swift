import Foundation
import Switchyard
import SwitchyardMatching
import SwitchyardObjC
import Testing

/// Target-actions and services through the facade: registered from Objective-C as modules, called
/// through the router's component calls, and completion delivered exactly once.
@Suite struct ObjCComponentTests {
    enum Screen: Hashable, Sendable { case home }
    final class Callback {}

    struct Services: AppModule {
        let name = "services"
        func declare(_ module: inout ModuleDeclaration<Screen>) {
            module.register(named: "greeting") { "hello" }
            module.register(named: "screen") { Screen.home }
        }
    }

    static func host() throws -> ModuleHost<Screen> {
        try ModuleHost(modules: [Services()], builder: RouterBuilder<Screen>())
    }

    @Test func anActionBlockGetsTheParamsAndTheCallersObjects() async throws {
        let bridge = ObjCBridge(host: try Self.host())
        let seen = Shared<ObjCArguments?>(nil)
        let registered = bridge.register(target: "cart", action: "add", external: false) { arguments in
            seen.withLock { $0 = arguments }
            return ObjCObject(NSNumber(value: 3))
        }
        #expect(registered == nil)
        let callback = Callback()
        let reply = await bridge.perform(
            target: "cart", action: "add", arguments: ObjCArguments(["id": "7", "done": callback]), from: .inApp)
        #expect(reply.object?.object as? NSNumber == NSNumber(value: 3))
        let arguments = try #require(seen.withLock { $0 })
        #expect(arguments.values["id"] as? String == "7")
        #expect(isSame(arguments.values["done"], callback))
    }

    @Test func swiftCallersReachObjectiveCActionsByParameters() async throws {
        let host = try Self.host()
        let bridge = ObjCBridge(host: host)
        _ = bridge.register(target: "cart", action: "count", external: true) { arguments in
            ObjCObject(NSString(string: "count \(arguments.values["id"] as? String ?? "")"))
        }
        let result = try await host.router.perform(target: "cart", action: "count", parameters: ["id": .string("5")])
        #expect((result.value as? ObjCObject)?.object as? NSString == NSString(string: "count 5"))
        let byURL = await bridge.perform(url: "app://cart/count?id=6", from: .otherApp(bundleID: nil))
        #expect(byURL.object?.object as? NSString == NSString(string: "count 6"))
    }

    @Test func anInternalActionRefusesOutsideSourcesAndBadCallsHaveTheirCodes() async throws {
        let bridge = ObjCBridge(host: try Self.host())
        _ = bridge.register(target: "cart", action: "clear", external: false) { _ in nil }
        let inside = await bridge.perform(target: "cart", action: "clear", arguments: ObjCArguments(nil), from: .inApp)
        #expect(inside.error == nil && inside.object == nil)
        let outside = await bridge.perform(url: "app://cart/clear", from: .otherApp(bundleID: nil))
        #expect(outside.error?.code == SYRouterErrorCode.forbidden.rawValue)
        let notAction = await bridge.perform(url: "app://cart", from: .inApp)
        #expect(notAction.error?.code == SYRouterErrorCode.invalidURL.rawValue)
        let missing = await bridge.perform(target: "cart", action: "nope", arguments: ObjCArguments(nil), from: .inApp)
        #expect(missing.error?.code == SYRouterErrorCode.actionNotFound.rawValue)
    }

    @Test func registeringTwiceOrWithoutAHostIsRefused() throws {
        let bridge = ObjCBridge(host: try Self.host())
        #expect(bridge.register(target: "a", action: "b", external: false) { _ in nil } == nil)
        #expect(bridge.register(target: "a", action: "b", external: false) { _ in nil }?.code == .registrationFailed)
        let routerOnly = ObjCBridge(router: try RouterBuilder<Screen>().build())
        let failure = routerOnly.register(target: "a", action: "b", external: false) { _ in nil }
        #expect(failure?.code == .registrationFailed)
        #expect(failure?.description.contains("module host") == true)
    }

    @Test func servicesAreFoundByNameAndConverted() async throws {
        let bridge = ObjCBridge(host: try Self.host())
        let greeting = await bridge.service(named: "greeting", from: .inApp)
        #expect(greeting.object?.object as? NSString == NSString(string: "hello"))
        let missing = await bridge.service(named: "nope", from: .inApp)
        #expect(missing.error?.code == SYRouterErrorCode.serviceNotFound.rawValue)
        let swiftOnly = await bridge.service(named: "screen", from: .inApp)
        #expect(swiftOnly.error?.code == SYRouterErrorCode.unexpectedResult.rawValue)
    }

    @Test func theStandaloneRouterTakesRoutesAndActionsFromObjectiveC() async {
        let bridge = ObjCBridge<Never>.standalone()
        #expect(bridge.register(pattern: "/hello") { _ in ObjCObject(NSString(string: "hi")) } == nil)
        #expect(bridge.register(target: "t", action: "a", external: false) { _ in nil } == nil)
        let reply = await bridge.open("/hello", from: .inApp, arguments: ObjCArguments(nil), wantsObject: true)
        #expect(reply.object?.object as? NSString == NSString(string: "hi"))
    }

    @Test func eachCallDeliversItsReplyExactlyOnce() async {
        let delivered = Shared<[String]>([])
        let success = ObjCDelivery.start({ ObjCReply(object: ObjCObject(NSString(string: "ok"))) }) { reply in
            delivered.withLock { $0.append("object \(reply.object?.description ?? "nil")") }
        }
        await success.value
        let failure = ObjCDelivery.start({ ObjCReply(failure: ObjCFailure(.cancelled, "cancelled")) }) { reply in
            delivered.withLock { $0.append("error \(reply.error?.code ?? 0)") }
        }
        await failure.value
        let empty = ObjCDelivery.start({ ObjCReply(object: nil) }) { reply in
            delivered.withLock { $0.append("nothing \(reply.object == nil && reply.error == nil)") }
        }
        await empty.value
        #expect(delivered.withLock { $0 } == ["object ok", "error 7", "nothing true"])
    }
}
