// Shim: Foundation as Apple ships it declares these; swift-corelibs-foundation does not. Only what the
// adapters use, with Apple's names and types. Never run: every body traps.
@_exported import Foundation

/// Apple: `class NSUserActivity : NSObject` (Foundation).
open class NSUserActivity: NSObject {
    /// Apple: `var activityType: String { get }`.
    open var activityType: String { fatalError("shim") }
    /// Apple: `var webpageURL: URL? { get set }`.
    open var webpageURL: URL? {
        get { fatalError("shim") }
        set { fatalError("shim") }
    }
}

/// Apple: `let NSUserActivityTypeBrowsingWeb: String`.
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
