/// What a web page puts under "Open in app" for a link, and where a user without the app goes: the web page's jump
/// (Docs/Rules/jump.md, the `jump.*` rules; ADR 0078), the same plan the web module's `jump` computes.
///
/// The plan is computed, never probed: the same link, answer, identities and environment give the same plan, and it
/// holds links for a tap and nothing else. A `web` plan holds no link into the app or the store.
///
/// ```swift
/// let apps = JumpApps(
///     hosts: ["m.shop.example"], ios: (appStoreId: "1234567890", storeURL: nil), android: (package: "com.shop.app", storeURL: nil))
/// let plan = JumpPlan(
///     link: "https://m.shop.example/goods/7", answer: JumpAnswer(), apps: apps, platform: .iosSafari,
///     pageURL: "https://www.shop.example/landing", referrer: nil)
/// // plan.decision == .app, plan.appLink == "https://m.shop.example/goods/7",
/// // plan.storeURL == "https://apps.apple.com/app/id1234567890"
/// ```
public struct JumpPlan: Sendable, Hashable {
    /// What the page's button does: open the app, go to the store, or stay on the web.
    public enum Decision: String, Sendable, Hashable {
        case app, store, web
    }

    /// What the page's button does (`jump.decision.*`): `app` when a tap opens the app, `store` when it goes to the
    /// store, `web` when the page offers no link into the app or the store.
    public var decision: Decision
    /// The link as an app link (`https` on one of the app's hosts), or `nil`.
    public var appLink: String?
    /// On `android-chrome`, the link as an `intent:` link, or `nil`.
    public var intentHref: String?
    /// The platform's store page for the app, or `nil`.
    public var storeURL: String?
    /// Where a user without the app goes, and where a `web` plan sends everyone, or `nil`.
    public var webURL: String?
    /// Whether the app link's host is the page's own, where a tap on it stays in the browser.
    public var sameHost: Bool
    /// Reason codes, in the rules' order (`intake`, …, `no-app`, `no-app-link`, `same-host`, `fragment`).
    public var why: [String]

    /// The plan for offering `link` on a page of `platform`, the app taking it as `answer` says.
    ///
    /// - Parameters:
    ///   - link: The link the page would offer.
    ///   - answer: How the app takes the link from the plan's source (`switchyard match`'s answer).
    ///   - apps: The table's `options.apps` (``JumpApps/init(file:)``), `nil` when it names no app.
    ///   - platform: The environment the page runs in.
    ///   - pageURL: The page the jump is offered on, if known.
    ///   - referrer: A store referrer the install keeps (a signed token, never a fingerprint).
    public init(link: String, answer: JumpAnswer, apps: JumpApps?, platform: JumpPlatform, pageURL: String?, referrer: String?) {
        let webURL = Self.webPage(degradedTo: answer.degradedTo, destination: answer.webDestination, link: link, page: pageURL)
        if let refusal = answer.degradedTo != nil ? "degrade" : answer.refusal {
            self = .web(webURL, why: [refusal])
            return
        }
        if let refusal = platform.refusal {
            self = .web(webURL, why: [refusal])
            return
        }
        let app = platform.system == .ios ? apps?.iosApp : apps?.androidApp
        guard let apps, let app else {
            self = .web(webURL, why: ["no-app"])
            return
        }
        var why: [String] = []
        let appLink = JumpLinks.appLink(link, hosts: apps.hosts)
        if appLink == nil, platform.system == .ios { why.append("no-app-link") }
        let sameHost = appLink.map { link in pageURL.map { JumpLinks.host($0) == JumpLinks.host(link) } ?? false } ?? false
        if sameHost { why.append("same-host") }
        let intentHref: String?
        let storeURL: String
        if platform.system == .android {
            intentHref = JumpLinks.intent(link, package: app.id, webURL: webURL, referrer: referrer, why: &why)
            storeURL = JumpLinks.androidStore(package: app.id, storeURL: app.storeURL, referrer: referrer)
        } else {
            intentHref = nil
            storeURL = JumpLinks.iosStore(appStoreId: app.id, storeURL: app.storeURL)
        }
        let opens = intentHref != nil || (appLink != nil && !sameHost)
        self.init(
            decision: opens ? .app : .store, appLink: appLink, intentHref: intentHref, storeURL: storeURL, webURL: webURL,
            sameHost: sameHost, why: why)
    }

    /// A plan given key by key.
    public init(
        decision: Decision, appLink: String?, intentHref: String?, storeURL: String?, webURL: String?, sameHost: Bool, why: [String]
    ) {
        (self.decision, self.appLink, self.intentHref, self.storeURL) = (decision, appLink, intentHref, storeURL)
        (self.webURL, self.sameHost, self.why) = (webURL, sameHost, why)
    }

    /// A `web` plan: no link into the app or the store (`jump.plan.tap-only`).
    static func web(_ webURL: String?, why: [String]) -> JumpPlan {
        JumpPlan(decision: .web, appLink: nil, intentHref: nil, storeURL: nil, webURL: webURL, sameHost: false, why: why)
    }

    /// `jump.links.web`: the degrade's web target, the web destination, the link when it is a web page, the page.
    static func webPage(degradedTo: String?, destination: String?, link: String, page: String?) -> String? {
        if let degradedTo, JumpLinks.isWeb(degradedTo) { return degradedTo }
        if let destination { return destination }
        return JumpLinks.isWeb(link) ? link : page
    }
}
