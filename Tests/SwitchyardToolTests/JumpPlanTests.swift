import SwitchyardJump
import Testing

/// SwitchyardJump's public API as its catalogue shows it: a plan from identities given member by member, and the
/// error of a platform it does not know (the corpus's `jump` cases hold the rest, through `JumpConformanceTests`).
@Suite("SwitchyardJump: the plan")
struct JumpPlanTests {
    static let apps = JumpApps(
        hosts: ["m.shop.example"], ios: (appStoreId: "1234567890", storeURL: nil), android: (package: "com.shop.app", storeURL: nil))

    @Test func theCataloguesExampleOnAndroidAndOnIOS() {
        let link = "https://m.shop.example/goods/7"
        let android = JumpPlan(
            link: link, answer: JumpAnswer(), apps: Self.apps, platform: .androidChrome, pageURL: "https://www.shop.example/landing",
            referrer: nil)
        #expect(
            android
                == JumpPlan(
                    decision: .app, appLink: link,
                    intentHref:
                        "intent://m.shop.example/goods/7#Intent;scheme=https;package=com.shop.app;"
                        + "S.browser_fallback_url=https%3A%2F%2Fm.shop.example%2Fgoods%2F7;end",
                    storeURL: "https://play.google.com/store/apps/details?id=com.shop.app", webURL: link, sameHost: false, why: []))
        let sameHost = JumpPlan(
            link: link, answer: JumpAnswer(), apps: Self.apps, platform: .iosSafari, pageURL: "https://M.shop.example:443/a",
            referrer: nil)
        #expect(
            sameHost
                == JumpPlan(
                    decision: .store, appLink: link, intentHref: nil, storeURL: "https://apps.apple.com/app/id1234567890", webURL: link,
                    sameHost: true, why: ["same-host"]))
    }

    @Test func aRefusedLinkAndAnEnvironmentWithoutAppsStayOnTheWeb() {
        let refused = JumpPlan(
            link: "shop://nowhere", answer: JumpAnswer(refusal: "no-route"), apps: Self.apps, platform: .iosSafari,
            pageURL: "https://www.shop.example/", referrer: nil)
        #expect(refused.decision == .web && refused.why == ["no-route"] && refused.webURL == "https://www.shop.example/")
        let wechat = JumpPlan(
            link: "https://m.shop.example/goods/7", answer: JumpAnswer(), apps: Self.apps, platform: .wechat, pageURL: nil, referrer: nil)
        #expect(wechat.why == ["in-app-browser"] && wechat.storeURL == nil && wechat.appLink == nil)
    }

    @Test func aPlatformItDoesNotKnowIsAnErrorNamingIt() {
        #expect(throws: JumpError.self) { try JumpPlatform(named: "iOS-Safari") }
        let error = #expect(throws: JumpError.self) { try JumpPlatform(named: "blackberry") }
        #expect(error?.argument == "platform")
        #expect(error?.message.hasSuffix("found \"blackberry\"") == true)
    }
}
