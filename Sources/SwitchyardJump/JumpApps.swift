import Foundation
public import SwitchyardConfig

/// The app's identities a jump reads from a table's `options.apps` (the route-table file article, "The app's
/// identities"; ADR 0078): its associated hosts, the iOS app's App Store id and store page, the Android package and
/// its store page. The table's reader has already checked each value with the file's words.
public struct JumpApps: Sendable, Hashable {
    /// The app's associated domains, lowercase.
    public var hosts: [String]
    /// The iOS app's App Store id and store page (`storeURL`, `nil`: the App Store's page of the id); `nil`: no iOS app.
    public var ios: (appStoreId: String, storeURL: String?)? {
        iosApp.map { ($0.id, $0.storeURL) }
    }
    /// The Android app's package and store page (`nil`: Google Play's page of the package); `nil`: no Android app.
    public var android: (package: String, storeURL: String?)? {
        androidApp.map { ($0.id, $0.storeURL) }
    }

    /// One app: its App Store id or package, and its store page as the table writes it.
    struct App: Sendable, Hashable {
        var id: String
        var storeURL: String?
    }

    var iosApp: App?
    var androidApp: App?

    /// The identities of `file`'s `options.apps`, or `nil` when it names none.
    public init?(file: RouteTableFile) {
        // The checked identities, read back from the shape the web module's table holds them in: SwitchyardConfig
        // keeps its fields to itself, so that the router app, which links it, pays for no accessor it never calls.
        guard let text = file.spec.options.apps?.json,
            let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        else { return nil }
        hosts = object["hosts"] as? [String] ?? []
        iosApp = Self.app(object["ios"], id: "appStoreId")
        androidApp = Self.app(object["android"], id: "package")
    }

    /// The identities given member by member (a table's, or a test's).
    public init(hosts: [String], ios: (appStoreId: String, storeURL: String?)?, android: (package: String, storeURL: String?)?) {
        self.hosts = hosts
        iosApp = ios.map { App(id: $0.appStoreId, storeURL: $0.storeURL) }
        androidApp = android.map { App(id: $0.package, storeURL: $0.storeURL) }
    }

    private static func app(_ value: Any?, id key: String) -> App? {
        guard let members = value as? [String: Any], let id = members[key] as? String else { return nil }
        return App(id: id, storeURL: members["storeURL"] as? String)
    }
}
