import Foundation
import Switchyard
import UserNotifications

/// The notification center's delegate: a tapped notification whose payload has a `url` goes to the link
/// queue as a push link, once.
///
/// Once: iOS can report the tap that launched the app twice, to this delegate (set before
/// `didFinishLaunching` returns, as Apple requires) and in the scene's `UIScene.ConnectionOptions`
/// (`notificationResponse`, which the UIKit variant hands over with `SceneLinks.connect(_:)`). Both paths
/// give the queue the notification request's identifier as the link's id, and the queue takes each id once.
final class NotificationTaps: NSObject, UNUserNotificationCenterDelegate, Sendable {
    /// The payload key of the link (the same key `SceneLinks.notificationURLKey` defaults to).
    static let urlKey = "url"
    let links: PendingLinks<Screen>

    init(_ links: PendingLinks<Screen>) {
        self.links = links
    }

    /// Hands the link of a tapped notification to the queue, unless this request was handed over before
    /// (here or through `SceneLinks`).
    /// Returns whether a link was handed over.
    @discardableResult
    func take(_ response: UNNotificationResponse) -> Bool {
        // A custom action (a "Mark as read" button) is the app's business, not a link.
        guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else { return false }
        let payload = response.notification.request.content.userInfo
        let url = (payload[Self.urlKey] as? String) ?? (payload[Self.urlKey] as? URL)?.absoluteString
        guard let url else { return false }
        return links.receive(url, from: .push, id: response.notification.request.identifier) != nil
    }

    // The completion-handler forms: they run on whatever queue the center uses, and need no actor,
    // because `PendingLinks.receive` is nonisolated and returns at once.

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        take(response)
        completionHandler()
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        // In the foreground, show the banner; the link opens only if the user taps it.
        completionHandler([.banner, .list, .sound])
    }
}
