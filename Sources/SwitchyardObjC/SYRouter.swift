#if canImport(ObjectiveC)
public import Foundation
public import Switchyard

/// The router, for Objective-C: open a URL, ask whether one opens, register a handler block for a pattern,
/// get an object for a URL, call a target-action, look up a service. Every call goes through the same
/// router as Swift's (source policy, middleware, rewrite rules); errors are `NSError`s in
/// ``SYRouter/errorDomain`` with a ``SYRouterErrorCode``.
///
/// Make it in Swift around the app's router (or its module host, to register target-actions from
/// Objective-C) and hand it to Objective-C code:
///
/// ```swift
/// let objcRouter = SYRouter(host: host)          // or SYRouter(router: router)
/// ```
///
/// ```objc
/// [router openURL:@"shop://goods/7" withUserInfo:@{@"ref": @"mail"} completion:^(id result, NSError *error) { … }];
/// ```
///
/// Handler blocks run on the main queue; completion blocks are called exactly once, on the main queue.
@objc(SYRouter)
public final class SYRouter: NSObject, Sendable {
    let core: any ObjCRouting

    /// A router of its own, for an app whose routes are all registered from Objective-C.
    ///
    /// ```objc
    /// SYRouter *router = [[SYRouter alloc] init];
    /// ```
    @objc override public convenience init() {
        self.init(core: ObjCBridge<Never>.standalone())
    }

    /// The facade over a Swift router: opens, handler blocks and lookups go through it. Target-actions
    /// cannot be registered from Objective-C without a module host (``init(host:)``).
    ///
    /// ```swift
    /// let objcRouter = SYRouter(router: router)
    /// ```
    public convenience init<Screen>(router: Router<Screen>) {
        self.init(core: ObjCBridge(router: router))
    }

    /// The facade over a module host's router; target-actions registered from Objective-C load as modules.
    ///
    /// ```swift
    /// let objcRouter = SYRouter(host: host)
    /// ```
    public convenience init<Screen>(host: ModuleHost<Screen>) {
        self.init(core: ObjCBridge(host: host))
    }

    init(core: any ObjCRouting) {
        self.core = core
        super.init()
    }

    /// The domain of the errors the router reports: `SYRouterErrorDomain`.
    @objc public static let errorDomain = ObjCFailure.domain
    /// The key of the opened URL in a handler block's parameters.
    @objc(URLKey) public static let urlKey = ObjCArguments.urlKey
    /// The key of the route's pattern in a handler block's parameters.
    @objc public static let patternKey = ObjCArguments.patternKey

    /// Opens a URL from inside the app. `userInfo`'s text values override the URL's parameters; all its
    /// values reach handler blocks. The completion receives the handler's object (or `nil`) or the error.
    ///
    /// ```objc
    /// [router openURL:@"mgj://goods/7" withUserInfo:@{@"from": @"banner"} completion:^(id result, NSError *error) { … }];
    /// ```
    @objc(openURL:withUserInfo:completion:)
    public func open(
        _ url: String, userInfo: [String: Any]?, completion: (@MainActor @Sendable (Any?, (any Error)?) -> Void)?
    ) {
        open(url, from: .inApp, userInfo: userInfo, completion: completion)
    }

    /// Opens a URL that came from `source` (a push, another app): the source policy applies.
    ///
    /// ```objc
    /// [router openURL:link from:SYRouteSourceOtherApp withUserInfo:nil completion:nil];
    /// ```
    @objc(openURL:from:withUserInfo:completion:)
    public func open(
        _ url: String, from source: SYRouteSource, userInfo: [String: Any]?,
        completion: (@MainActor @Sendable (Any?, (any Error)?) -> Void)?
    ) {
        let core = self.core
        let arguments = ObjCArguments(userInfo)
        let from = ObjCSource.routeSource(rawValue: source.rawValue)
        ObjCDelivery.start(
            { await core.open(url, from: from, arguments: arguments, wantsObject: false) }, deliver: Self.deliver(completion))
    }

    /// Gets the object a URL's handler returns (MGJRouter's `objectForURL:`); a handler that returns no
    /// object is an error (`SYRouterErrorCodeUnexpectedResult`).
    ///
    /// ```objc
    /// [router objectForURL:@"mgj://search/hats" withUserInfo:nil completion:^(id object, NSError *error) { … }];
    /// ```
    @objc(objectForURL:withUserInfo:completion:)
    public func object(
        for url: String, userInfo: [String: Any]?, completion: @escaping @MainActor @Sendable (Any?, (any Error)?) -> Void
    ) {
        let core = self.core
        let arguments = ObjCArguments(userInfo)
        ObjCDelivery.start(
            { await core.open(url, from: .inApp, arguments: arguments, wantsObject: true) }, deliver: Self.deliver(completion))
    }

    /// Whether a URL from inside the app would open. Runs nothing.
    ///
    /// ```objc
    /// if ([router canOpenURL:@"mgj://goods/7"]) { … }
    /// ```
    @objc(canOpenURL:)
    public func canOpen(_ url: String) -> Bool {
        core.canOpen(url, from: .inApp)
    }

    /// Whether a URL from `source` would open. Runs nothing.
    ///
    /// ```objc
    /// BOOL opens = [router canOpenURL:link from:SYRouteSourceOtherApp];
    /// ```
    @objc(canOpenURL:from:)
    public func canOpen(_ url: String, from source: SYRouteSource) -> Bool {
        core.canOpen(url, from: ObjCSource.routeSource(rawValue: source.rawValue))
    }

    /// Registers a handler block for a pattern. The block receives the URL's parameters and the caller's
    /// `userInfo` (and the URL under ``urlKey``), on the main queue, and returns an object, `nil`, or an
    /// `NSError` to fail the open.
    ///
    /// ```objc
    /// [router registerURLPattern:@"mgj://search/:query" toHandler:^id(NSDictionary<NSString *, id> *parameters) {
    ///     return [[SearchViewController alloc] initWithQuery:parameters[@"query"]];
    /// } error:&error];
    /// ```
    @objc(registerURLPattern:toHandler:error:)
    public func register(pattern: String, handler: @escaping @MainActor @Sendable ([String: Any]) -> Any?) throws {
        if let failure = core.register(pattern: pattern, handler: Self.handler(handler)) { throw failure.nsError }
    }

    /// Removes the routes registered with this pattern; returns how many.
    ///
    /// ```objc
    /// [router deregisterURLPattern:@"mgj://goods/:id"];
    /// ```
    @objc(deregisterURLPattern:)
    @discardableResult
    public func deregister(pattern: String) -> Int {
        core.removeRoutes(pattern: pattern)
    }

    /// Registers a target-action whose handler is the block (CTMediator's `Target_…`/`Action_…`). An
    /// external action may be called from outside the app; an internal one only from inside it.
    ///
    /// ```objc
    /// [router registerTarget:@"A" action:@"show" external:YES handler:^id(NSDictionary<NSString *, id> *params) {
    ///     return [NSString stringWithFormat:@"shown %@", params[@"key"]];
    /// } error:&error];
    /// ```
    @objc(registerTarget:action:external:handler:error:)
    public func register(
        target: String, action: String, external: Bool, handler: @escaping @MainActor @Sendable ([String: Any]) -> Any?
    ) throws {
        if let failure = core.register(target: target, action: action, external: external, handler: Self.handler(handler)) {
            throw failure.nsError
        }
    }

    /// Calls a target-action from inside the app (CTMediator's `performTarget:action:params:`).
    ///
    /// ```objc
    /// [router performTarget:@"A" action:@"show" params:@{@"key": @"value"} completion:^(id result, NSError *error) { … }];
    /// ```
    @objc(performTarget:action:params:completion:)
    public func perform(
        target: String, action: String, params: [String: Any]?, completion: (@MainActor @Sendable (Any?, (any Error)?) -> Void)?
    ) {
        let core = self.core
        let arguments = ObjCArguments(params)
        ObjCDelivery.start(
            { await core.perform(target: target, action: action, arguments: arguments, from: .inApp) }, deliver: Self.deliver(completion))
    }

    /// Calls the action a URL names (`scheme://target/action?params`) for `source` (CTMediator's
    /// `performActionWithUrl:completion:`): only external actions answer sources outside the app.
    ///
    /// ```objc
    /// [router performActionWithURL:@"app://A/show?key=value" from:SYRouteSourceOtherApp completion:nil];
    /// ```
    @objc(performActionWithURL:from:completion:)
    public func perform(url: String, from source: SYRouteSource, completion: (@MainActor @Sendable (Any?, (any Error)?) -> Void)?) {
        let core = self.core
        let from = ObjCSource.routeSource(rawValue: source.rawValue)
        ObjCDelivery.start({ await core.perform(url: url, from: from) }, deliver: Self.deliver(completion))
    }

    /// Looks up a service a module declared by name.
    ///
    /// ```objc
    /// [router serviceNamed:@"cart.store" completion:^(id service, NSError *error) { … }];
    /// ```
    @objc(serviceNamed:completion:)
    public func service(named name: String, completion: @escaping @MainActor @Sendable (Any?, (any Error)?) -> Void) {
        let core = self.core
        ObjCDelivery.start({ await core.service(named: name, from: .inApp) }, deliver: Self.deliver(completion))
    }

    private static func deliver(
        _ completion: (@MainActor @Sendable (Any?, (any Error)?) -> Void)?
    ) -> nonisolated(nonsending) @Sendable (ObjCReply) async -> Void {
        { reply in
            guard let completion else { return }
            await MainActor.run { completion(reply.object?.object, reply.error) }
        }
    }

    private static func handler(_ block: @escaping @MainActor @Sendable ([String: Any]) -> Any?) -> ObjCHandler {
        { arguments in try await MainActor.run { try ObjCObject.answer(block(arguments.values)) } }
    }
}

/// Where a URL or call comes from, for the source policy (Swift's `RouteSource`). A number the facade does
/// not know counts as ``otherApp``, the least trusted source.
///
/// ```objc
/// [router openURL:link from:SYRouteSourcePush withUserInfo:nil completion:nil];
/// ```
@objc(SYRouteSource)
public enum SYRouteSource: Int, Sendable {
    case inApp = 0
    case otherApp = 1
    case universalLink = 2
    case push = 3
    case webPage = 4
}
#endif
