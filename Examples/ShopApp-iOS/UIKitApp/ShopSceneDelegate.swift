import Switchyard
import SwitchyardUIKit
import UIKit

/// The window scene: makes the window and its `UIKitNavigator`, attaches the navigator to the router,
/// hands every link the scene receives to the queue through `SceneLinks`, releases the queue once the
/// window is up, and forwards the scene's life to the modules.
///
/// One scene: the router has one navigator (`router.attach` replaces it), so Info.plist says
/// `UIApplicationSupportsMultipleScenes` = NO.
final class ShopSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var intake: SceneLinks<Screen>?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        self.window = window
        defer { window.makeKeyAndVisible() }
        let shop: ShopServices
        switch ShopServices.launch {
        case .success(let started): shop = started
        case .failure(let error):
            window.rootViewController = MessageViewController(String(describing: error))
            return
        }
        let navigator = UIKitNavigator<Screen>(window: window) { screen in
            ScreenViewController(screen: screen, content: shop.content(of: screen))
        }
        do {
            window.rootViewController = try navigator.makeRoot(ShopServices.startTree.root)
        } catch {
            window.rootViewController = MessageViewController(error.message)
            return
        }
        shop.router.attach(navigator)
        let intake = SceneLinks(shop.links, notificationURLKey: NotificationTaps.urlKey)
        self.intake = intake
        // The links the scene was launched with. A notification tap that launched the app may reach the
        // notification delegate (NotificationTaps) too: the queue takes each notification request once.
        intake.connect(connectionOptions)
        Task {
            await shop.window.attach(navigator)
            // The window is up: the launch links open now, in the order they arrived.
            await shop.links.ready()
        }
    }

    /// Custom-scheme URLs while the app runs (the sending app's bundle ID when iOS says).
    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        intake?.open(contexts)
        guard case .success(let shop) = ShopServices.launch else { return }
        for context in contexts {
            shop.send(.openURL(context.url.absoluteString, from: .otherApp(bundleID: context.options.sourceApplication)))
        }
    }

    /// Universal links while the app runs (`NSUserActivityTypeBrowsingWeb`).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        intake?.continue(userActivity)
        guard case .success(let shop) = ShopServices.launch else { return }
        shop.send(.userActivity(type: userActivity.activityType, url: userActivity.webpageURL?.absoluteString))
    }

    /// Home-screen quick actions whose `userInfo` has a `url`.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(intake?.perform(shortcutItem) ?? false)
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        guard case .success(let shop) = ShopServices.launch else { return }
        shop.send(.foreground)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        guard case .success(let shop) = ShopServices.launch else { return }
        shop.send(.background)
    }
}
