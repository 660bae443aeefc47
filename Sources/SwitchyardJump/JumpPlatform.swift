/// The environment a web page runs in (`jump.environment.platforms`, Docs/Rules/jump.md): what it can open from a tap
/// is this table's, never detected by trying.
public enum JumpPlatform: String, CaseIterable, Sendable {
    /// Safari on iOS: universal links open the app on a tap.
    case iosSafari = "ios-safari"
    /// SFSafariViewController, which an app shows a page in: universal links open from it on a tap as from Safari.
    case iosSafariView = "ios-safari-view"
    /// Chrome on Android: App Links on a tap, and `intent:` links.
    case androidChrome = "android-chrome"
    /// WeChat's browser, on either system: it opens neither universal links, App Links, `intent:` links nor the stores.
    case wechat
    /// Any other app's web view: no app link is known to open from it.
    case inApp = "in-app"
    /// A desktop browser: no app to open.
    case desktop

    /// The platform `name` spells (`ios-safari`, …).
    ///
    /// - Throws: ``JumpError`` naming `platform` when `name` is none of them (names are compared exactly).
    public init(named name: String) throws(JumpError) {
        guard let platform = JumpPlatform(rawValue: name) else {
            let known = Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw JumpError(argument: "platform", message: "platform must be one of \(known), found \"\(name)\"")
        }
        self = platform
    }

    /// The system whose app a tap here can open, or `nil` when none can be.
    enum System { case ios, android }

    var system: System? {
        switch self {
        case .iosSafari, .iosSafariView: .ios
        case .androidChrome: .android
        case .wechat, .inApp, .desktop: nil
        }
    }

    /// Why a page here opens no app (`jump.decision.environment`), or `nil` when it may.
    var refusal: String? {
        switch self {
        case .wechat, .inApp: "in-app-browser"
        case .desktop: "desktop"
        case .iosSafari, .iosSafariView, .androidChrome: nil
        }
    }
}

/// An argument a jump plan cannot be read from (`jump.input.errors`): the caller's error, never a plan.
public struct JumpError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The argument's name as the rules spell it: `platform`, `pageURL`, `referrer`, `source`, `policy` or `table`.
    public let argument: String
    /// Why, naming the argument.
    public let message: String

    /// An error naming `argument`, with the message a caller reads (`platform must be one of …`).
    public init(argument: String, message: String) {
        self.argument = argument
        self.message = message
    }

    /// `jump: ` and the message, as the command line prints it.
    public var description: String { "jump: \(message)" }
}
