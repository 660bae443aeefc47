// Shim of SwiftUI: only what the adapters use, with Apple's names, signatures and isolation. Never run:
// every body traps. `ShimModifiedView` stands for SwiftUI's opaque modifier results (`some View`).
@_exported import AppleFoundationAdditions
@_exported import Foundation

/// Apple: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilderShim var body: Self.Body { get }
}

/// Stands for `@ViewBuilder` on `View.body`; the adapters build no views.
@resultBuilder
public enum ViewBuilderShim {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("shim") }
}

/// What the modifiers below return in this shim (SwiftUI returns an opaque `some View`).
public struct ShimModifiedView: View {
    public var body: Never { fatalError("shim") }
}

extension View {
    /// Apple: `nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View`.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        ShimModifiedView()
    }

    /// Apple: `nonisolated func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View`.
    nonisolated public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View {
        ShimModifiedView()
    }
}

/// Apple: `struct Animation : Equatable, Sendable`.
public struct Animation: Equatable, Sendable {
    /// Apple: `static let default: Animation`.
    public static let `default` = Animation()
}

/// Apple: `struct AnimationCompletionCriteria : Hashable, Sendable`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    /// Apple: `static let logicallyComplete: AnimationCompletionCriteria`.
    public static let logicallyComplete = AnimationCompletionCriteria()
}

/// Apple: `func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria:
/// AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result,
/// completion: @escaping () -> Void) rethrows -> Result`.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    fatalError("shim")
}

/// Apple: `@frozen struct Transaction`.
public struct Transaction {
    /// Apple: `init()`.
    public init() {}
    /// Apple: `var disablesAnimations: Bool { get set }`.
    public var disablesAnimations: Bool {
        get { fatalError("shim") }
        set { fatalError("shim") }
    }
}

/// Apple: `func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    fatalError("shim")
}

/// Apple: `@MainActor @preconcurrency struct OpenURLAction`.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// Apple: `func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void)`.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        fatalError("shim")
    }
}
