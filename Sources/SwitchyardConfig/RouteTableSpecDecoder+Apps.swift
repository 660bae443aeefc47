// The `options.apps` object: the app's identities (RouteTableFileFormat, "The app's identities"; ADR 0078). Each
// value is checked where it is written, with the file's texts, so that a team id of nine characters is an error at
// its quote, not a jump that sends users to a store page that does not exist. The web module's jump-apps.js checks
// the same shapes with the same words.
extension RouteTableSpecDecoder {
    package static let appsKeys = ["hosts", "ios", "android"]
    package static let iosKeys = ["appStoreId", "teamId", "bundleId", "appClipBundleId", "storeURL"]
    package static let androidKeys = ["package", "storeURL"]

    /// What each string must be, as the message says it, and whether a value is one.
    private static let shapes: [String: (what: String, fits: @Sendable (String) -> Bool)] = [
        "appStoreId": ("the App Store id, ASCII digits", { $0.count <= 20 && $0.utf8.allSatisfy(isDigit) }),
        "teamId": (
            "10 ASCII capital letters or digits", { $0.utf8.count == 10 && $0.utf8.allSatisfy { isDigit($0) || (65...90).contains($0) } }
        ),
        "bundleId": ("a bundle id: ASCII letters, digits, '-' and '.'", isBundleId),
        "appClipBundleId": ("a bundle id: ASCII letters, digits, '-' and '.'", isBundleId),
        "package": (
            "an Android package: two or more names of ASCII letters, digits and '_', each starting with a letter, joined by '.'",
            isPackage
        ),
        "storeURL": ("an https URL", isHTTPSURL),
        "host": ("a host name: lowercase ASCII letters, digits, '-' and '.'", isHost),
    ]

    mutating func decodeApps(_ node: ConfigNode) -> AppIdentities? {
        guard let members = object(node, named: "apps") else { return nil }
        var apps = AppIdentities()
        var valid = true
        for member in members where !Self.isExtensionKey(member.key) {
            switch member.key {
            case "hosts":
                if let hosts = stringArray(member) {
                    for (offset, host) in hosts.enumerated() {
                        valid = shaped(host, name: "hosts[\(offset)]", shape: "host") && valid
                    }
                    apps.hosts = hosts.map(\.value)
                } else {
                    valid = false
                }
            case "ios": apps.ios = decodeIOS(member.value)
            case "android": apps.android = decodeAndroid(member.value)
            default: unknownKey(member, in: TextScanning.quoted("apps"), expected: Self.appsKeys)
            }
        }
        return valid ? apps : nil
    }

    private mutating func decodeIOS(_ node: ConfigNode) -> AppIdentities.IOS? {
        guard let values = strings(node, named: "ios", keys: Self.iosKeys, required: 3) else { return nil }
        guard let store = values["appStoreId"], let team = values["teamId"], let bundle = values["bundleId"] else { return nil }
        if let clip = values["appClipBundleId"], !clip.value.hasPrefix(bundle.value + ".") {
            report(
                clip.location,
                ConfigText.appsValue(
                    name: TextScanning.quoted("appClipBundleId"), what: "the app's bundle id, '.' and a name",
                    value: TextScanning.quoted(clip.value)))
            return nil
        }
        return AppIdentities.IOS(
            appStoreId: store.value, teamId: team.value, bundleId: bundle.value, appClipBundleId: values["appClipBundleId"]?.value,
            storeURL: values["storeURL"]?.value)
    }

    private mutating func decodeAndroid(_ node: ConfigNode) -> AppIdentities.Android? {
        guard let values = strings(node, named: "android", keys: Self.androidKeys, required: 1) else { return nil }
        guard let package = values["package"] else { return nil }
        return AppIdentities.Android(package: package.value, storeURL: values["storeURL"]?.value)
    }

    /// The object's string members, each of its shape; the first `required` keys must be there (a missing one is an
    /// error at the object's `{`). `nil` when anything is wrong, every problem reported.
    private mutating func strings(_ node: ConfigNode, named name: String, keys: [String], required: Int) -> [String: Located<String>]? {
        guard let members = object(node, named: name) else { return nil }
        var values: [String: Located<String>] = [:]
        var valid = true
        for member in members where !Self.isExtensionKey(member.key) {
            guard keys.contains(member.key) else {
                unknownKey(member, in: TextScanning.quoted(name), expected: keys)
                valid = false
                continue
            }
            guard let text = string(member), shaped(text, name: member.key, shape: member.key) else {
                valid = false
                continue
            }
            values[member.key] = text
        }
        for key in keys.prefix(required) where !members.contains(where: { $0.key == key }) {
            report(node.location, ConfigText.appsMissingKey(name: TextScanning.quoted(name), key: TextScanning.quoted(key)))
            valid = false
        }
        return valid ? values : nil
    }

    /// Whether `text` has its shape; an error at its value when not.
    private mutating func shaped(_ text: Located<String>, name: String, shape: String) -> Bool {
        guard let (what, fits) = Self.shapes[shape], !fits(text.value) else { return true }
        report(text.location, ConfigText.appsValue(name: TextScanning.quoted(name), what: what, value: TextScanning.quoted(text.value)))
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }

    private static func isBundleId(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") } }
    }

    private static func isPackage(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                guard let first = part.utf8.first, isLetter(first) else { return false }
                return part.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
            }
    }

    private static func isHost(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { (97...122).contains($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// `https://`, then a host (no space, `/`, `?` or `#` in it), then anything without a space.
    private static func isHTTPSURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://") else { return false }
        let rest = text.dropFirst(8).unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
        guard let first = rest.first, !["/", "?", "#"].contains(first), !isSpace(first) else { return false }
        return !rest.contains(where: isSpace)
    }
}
