/// The text of a plan's links (`jump.links.*`, Docs/Rules/jump.md): a link's scheme and host, the `intent:` link, the
/// stores' pages, the percent-encoding of a fallback and a referrer.
enum JumpLinks {
    /// `SCHEME://` and the rest, or `nil` when the link has no `//` after a scheme. Read scalar by scalar, as the
    /// web module and the JVM read code units: a combining mark after `//` is no part of the slash
    /// (`https://\u{301}x` is an https link).
    static func split(_ url: String) -> (scheme: Substring, rest: Substring)? {
        let scalars = url.unicodeScalars
        guard let colon = scalars.firstIndex(of: ":"), scalars[colon...].starts(with: "://".unicodeScalars) else { return nil }
        let scheme = Substring(scalars[..<colon])
        guard let first = scheme.unicodeScalars.first, isAlpha(first),
            scheme.unicodeScalars.allSatisfy({ isAlpha($0) || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0) })
        else { return nil }
        return (scheme, Substring(scalars[scalars.index(colon, offsetBy: 3)...]))
    }

    /// Whether `url` is an `http` or `https` link (the scheme in any case).
    static func isWeb(_ url: String) -> Bool {
        guard let parts = split(url) else { return false }
        let scheme = parts.scheme.lowercased()
        return scheme == "http" || scheme == "https"
    }

    /// The host of a `SCHEME://` link, lowercased, without userinfo or port; "" when there is none.
    static func host(_ url: String) -> String {
        guard let parts = split(url) else { return "" }
        let authority = parts.rest.unicodeScalars.prefix { !"/?#\\".unicodeScalars.contains($0) }
        var host = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        // A port is `:` and digits (none too) at the end.
        if let colon = host.lastIndex(of: ":"), host[host.index(after: colon)...].allSatisfy({ ("0"..."9").contains($0) }) {
            host = host[..<colon]
        }
        return Substring(host).lowercased()
    }

    /// `jump.links.app-link`: the link, when it is `https` on one of the app's hosts.
    static func appLink(_ link: String, hosts: [String]) -> String? {
        guard let parts = split(link), parts.scheme.lowercased() == "https", hosts.contains(host(link)) else { return nil }
        return link
    }

    /// Every byte of the text's UTF-8 but the unreserved ones (letters, digits, `-`, `.`, `_`, `~`), percent-encoded
    /// in capitals (`jump.links.intent-fallback`).
    static func encoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if isAlpha(scalar) || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return out
    }

    /// `jump.links.intent` and `.intent-fallback`: the link as an `intent:` link for the Android app's `package`, or
    /// `nil`, with `fragment` in `why` when the link has one.
    static func intent(_ link: String, package: String, webURL: String?, referrer: String?, why: inout [String]) -> String? {
        guard let parts = split(link) else { return nil }
        if parts.rest.unicodeScalars.contains("#") {
            why.append("fragment")
            return nil
        }
        let fallback =
            webURL.map { "S.browser_fallback_url=" + encoded($0) + ";" }
            ?? referrer.map { "S.market_referrer=" + encoded($0) + ";" } ?? ""
        return "intent://\(parts.rest)#Intent;scheme=\(parts.scheme);package=\(package);\(fallback)end"
    }

    /// `jump.links.store` on iOS: the table's page, else the App Store's page of the id.
    static func iosStore(appStoreId: String, storeURL: String?) -> String {
        storeURL ?? "https://apps.apple.com/app/id" + appStoreId
    }

    /// `jump.links.store` on Android: the table's page, else Google Play's page of the package, with the referrer.
    static func androidStore(package: String, storeURL: String?, referrer: String?) -> String {
        if let storeURL { return storeURL }
        let page = "https://play.google.com/store/apps/details?id=" + package
        return referrer.map { page + "&referrer=" + encoded($0) } ?? page
    }

    private static func isAlpha(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
}
