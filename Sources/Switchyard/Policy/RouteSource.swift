/// Where a URL or a component call came from. Every open and every call
/// (``Router/perform(target:action:parameters:from:values:)``, ``Router/service(_:from:)``) says it, and the
/// builder's source rules (``RouterBuilder/restrict(tag:to:)``) decide what each source may reach.
///
/// ```swift
/// try await router.open(url, from: .otherApp(bundleID: "com.example.partner"))
/// try await router.open("/cart", from: .inApp)
/// ```
public enum RouteSource: Sendable, Hashable, CustomStringConvertible {
    /// Code inside the app. The only trusted source: it alone reaches internal routes.
    case inApp
    /// Another app opened a custom-scheme URL; any app can claim any scheme, so this is untrusted.
    case otherApp(bundleID: String?)
    /// A universal link. The domain is verified, but the content is still attacker-crafted.
    case universalLink
    /// A push notification's payload.
    case push
    /// A web page (an in-app web view or a JavaScript bridge), with the page's URL when known.
    case webPage(String?)

    /// Whether the source is the app itself.
    package var isInApp: Bool { self == .inApp }

    /// The kind without its details, for policy rules.
    public var kind: Kind {
        switch self {
        case .inApp: return .inApp
        case .otherApp: return .otherApp
        case .universalLink: return .universalLink
        case .push: return .push
        case .webPage: return .webPage
        }
    }

    /// A source's kind, for source rules (``RouterBuilder/restrict(tag:to:)``).
    ///
    /// ```swift
    /// builder.restrict(tag: "payment", to: [.inApp, .universalLink])
    /// RouteSource.otherApp(bundleID: "com.example").kind   // .otherApp
    /// ```
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case inApp, otherApp, universalLink, push, webPage
    }

    public var description: String {
        switch self {
        case .inApp: return "in-app"
        case .otherApp(let bundleID): return "another app" + (bundleID.map { " (\(DiagnosticText.shortened($0)))" } ?? "")
        case .universalLink: return "universal link"
        case .push: return "push notification"
        case .webPage(let page): return "web page" + (page.map { " (\(DiagnosticText.shortened($0)))" } ?? "")
        }
    }
}

/// Who may open a route.
///
/// ```swift
/// try builder.route("shop://debug/reset", RouteOptions(visibility: .internal)) { _ in .handled }
/// try await router.open("shop://debug/reset", from: .push)     // throws .forbidden
/// try await router.open("shop://debug/reset")                  // from: .inApp, opens
/// ```
public enum RouteVisibility: String, Sendable, Hashable {
    /// Any source the policy lets through.
    case `public`
    /// Only the app itself (CTMediator's native-only actions). No policy rule can open it to another source.
    case `internal`
}

/// Which sources reach which routes: the rules ``RouterBuilder/restrict(tag:to:)``,
/// ``RouterBuilder/deny(_:)`` and ``RouterBuilder/deny(kind:)`` set. Internal routes are reachable only from
/// ``RouteSource/inApp`` whatever the rules say.
package struct SourcePolicy: Sendable {
    struct TagRule: Sendable {
        var tag: String
        var kinds: Set<RouteSource.Kind>
    }

    var tagRules: [TagRule] = []
    var deniedSources: [DeniedSource] = []
    var deniedKinds: Set<RouteSource.Kind> = []

    /// A policy that lets every source reach every public route.
    package init() {}

    /// Routes with `tag` are reachable only from sources of the given kinds.
    package mutating func restrict(tag: String, to kinds: Set<RouteSource.Kind>) {
        tagRules.append(TagRule(tag: tag, kinds: kinds))
    }

    /// This source reaches nothing, in every spelling its platform gives it, and so does a sender of its kind that
    /// does not name itself (``DeniedSource``). A web page with no origin denies every web page: the rule cannot
    /// say which it meant, and a deny fails closed.
    package mutating func deny(_ source: RouteSource) {
        if let rule = DeniedSource(source) { deniedSources.append(rule) } else { deniedKinds.insert(source.kind) }
    }

    /// Sources of this kind reach nothing (for example, turn off push links).
    package mutating func deny(kind: RouteSource.Kind) {
        deniedKinds.insert(kind)
    }

    /// Why `source` may not open a route with this visibility and these tags, or `nil` when it may.
    package func refusal(source: RouteSource, visibility: RouteVisibility, tags: [String]) -> String? {
        if visibility == .internal, !source.isInApp {
            return RouterText.policyInternal(source: source)
        }
        // The emptiness checks skip hashing the source on every open under the default policy.
        if (!deniedKinds.isEmpty && deniedKinds.contains(source.kind)) || (!deniedSources.isEmpty && denies(source)) {
            return RouterText.policyDenied(source: source)
        }
        for rule in tagRules where tags.contains(rule.tag) && !rule.kinds.contains(source.kind) {
            return RouterText.policyTagRestricted(tag: rule.tag, source: source)
        }
        return nil
    }

    /// Whether some exact source is denied (``deny(_:)``): then every open asks whether it is this one.
    var deniesSources: Bool { !deniedSources.isEmpty }

    /// Whether `source` is one of the sources ``deny(_:)`` denies.
    func denies(_ source: RouteSource) -> Bool { deniedSources.contains { $0.denies(source) } }

    /// Whether the app denies `source` outright (its kind, or that very source): such a source reaches no
    /// route, also through a URL its link carries (`policy.nested-url`).
    package func deniesOutright(_ source: RouteSource) -> Bool {
        (!deniedKinds.isEmpty && deniedKinds.contains(source.kind)) || (!deniedSources.isEmpty && denies(source))
    }

    /// The source the policy judges a URL by after a rewrite chain that ran it as `nested` (a URL a query item
    /// carried): `nested`, unless the app denies the source the link came from outright, which stays denied.
    package func judged(_ source: RouteSource, nested: RouteSource) -> RouteSource {
        nested != source && deniesOutright(source) ? source : nested
    }
}
