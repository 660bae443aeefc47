/// The app's identities in a table's options (`options.apps`; RouteTableFileFormat, "The app's identities"; ADR 0078):
/// the associated hosts, the App Store and Apple ids, the Android package and the stores' pages, beside the flags
/// `switchyard gen links` reads them from. A web page's jump reads them (Docs/Rules/jump.md); matching never does.
package struct AppIdentities: Sendable, Hashable {
    /// The iOS app: its App Store id, its Apple team and bundle id, its App Clip's bundle id, its store page.
    struct IOS: Sendable, Hashable {
        var appStoreId: String
        var teamId: String
        var bundleId: String
        var appClipBundleId: String?
        var storeURL: String?
    }

    /// The Android app: its package and its store page.
    struct Android: Sendable, Hashable {
        var package: String
        var storeURL: String?
    }

    /// The app's associated domains (lowercase host names), as `gen links --host` names them.
    // Internal: the tool reads the identities as the web module's JSON (`json`), nothing else of them yet.
    var hosts: [String] = []
    var ios: IOS?
    var android: Android?

    /// The identities as the web module's table holds them (Web/src/jump-apps.js reads it): the file's shape, each
    /// optional key that is absent left out.
    package var json: String {
        var json = JSONObjectText()
        json.member("hosts", "[" + hosts.map(Self.quote).joined(separator: ",") + "]")
        if let ios {
            var app = JSONObjectText()
            app.string("appStoreId", ios.appStoreId)
            app.string("teamId", ios.teamId)
            app.string("bundleId", ios.bundleId)
            if let clip = ios.appClipBundleId { app.string("appClipBundleId", clip) }
            if let store = ios.storeURL { app.string("storeURL", store) }
            json.member("ios", app.text)
        }
        if let android {
            var app = JSONObjectText()
            app.string("package", android.package)
            if let store = android.storeURL { app.string("storeURL", store) }
            json.member("android", app.text)
        }
        return json.text
    }

    /// A JSON string of `text` (the checked values are ASCII without quotes or backslashes; escaped anyway).
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<", ">", "&": out += escaped(scalar)
            default:
                if scalar.value < 0x20 { out += escaped(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `\u00XX` for a scalar below U+0100, so that no text of the table closes a script element or starts a comment.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// A JSON object's text, member by member.
struct JSONObjectText {
    private var members: [String] = []

    mutating func member(_ key: String, _ raw: String) { members.append(AppIdentities.quote(key) + ":" + raw) }
    mutating func string(_ key: String, _ value: String) { member(key, AppIdentities.quote(value)) }
    var text: String { "{" + members.joined(separator: ",") + "}" }
}
