import Switchyard
import UIKit
import UserNotifications

/// The UIKit variant's entry point. This module's `@main` is the SwiftUI variant's `ShopSwiftUIApp`: an
/// Xcode target for the UIKit variant leaves `SwiftUIApp/` out and marks this class `@main` (README.md).
///
/// It makes the shared services at launch, before any scene: links that arrive with the launch wait in
/// their queue until the scene's window is up.
final class ShopUIKitAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        guard case .success(let shop) = ShopServices.launch else { return true }
        // Before returning, so that the tap that launched the app reaches the delegate.
        UNUserNotificationCenter.current().delegate = shop.notificationTaps
        application.registerForRemoteNotifications()
        shop.send(.launchFinished)
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ShopSceneDelegate.self
        return configuration
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
