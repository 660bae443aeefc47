import Switchyard
import SwiftUI
import UIKit
import UserNotifications

/// The SwiftUI variant: the module's one `@main`. The UIKit variant's entry point is
/// `ShopUIKitAppDelegate` (see README.md for building that one instead).
///
/// `@MainActor`: the iOS 17 SDK's `App` (and `View`) isolate only `body` to the main actor, while
/// `@UIApplicationDelegateAdaptor` and `NavigationModel` are main-actor types; the iOS 18 SDK isolates the
/// whole protocol, and the annotation is then redundant.
@main @MainActor
struct ShopSwiftUIApp: App {
    /// Launch, notifications, the push token and memory warnings still come through an app delegate.
    @UIApplicationDelegateAdaptor(ShopSwiftUIAppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            switch ShopServices.launch {
            case .success(let shop):
                // NavigationModel needs Observation (iOS 17); the package, and so this target, supports
                // iOS 16. An app that ships the SwiftUI variant sets its deployment target to 17 and drops this.
                if #available(iOS 17, *) {
                    ShopRootView(shop: shop)
                } else {
                    Text("This variant needs iOS 17; the UIKit variant runs on iOS 16.")
                }
            case .failure(let error):
                Text("The shop could not start: \(String(describing: error))")
            }
        }
    }
}

/// What SwiftUI's life cycle does not give a `View`: `didFinishLaunching` (the notification delegate must
/// be set before it returns, so that the tap that launched the app is delivered), the push token and
/// memory warnings. Foreground and background come from `scenePhase` in ``ShopRootView``.
final class ShopSwiftUIAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        guard case .success(let shop) = ShopServices.launch else { return true }
        UNUserNotificationCenter.current().delegate = shop.notificationTaps
        application.registerForRemoteNotifications()
        shop.send(.launchFinished)
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        guard case .success(let shop) = ShopServices.launch else { return }
        shop.send(.pushToken([UInt8](deviceToken)))
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        guard case .success(let shop) = ShopServices.launch else { return }
        shop.send(.memoryWarning)
    }
}
