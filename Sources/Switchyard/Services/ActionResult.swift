/// What an action returned, with a typed accessor.
///
/// Handlers return any `Sendable` value; the caller states the type it expects and gets a clear error
/// when the action returned something else, instead of CTMediator's `id` and an `isKindOfClass:` check.
///
/// ```swift
/// let result = try await router.perform(target: "cart", action: "count")
/// let count = try result.value(as: Int.self)   // or: ComponentError with code .typeMismatch
/// ```
public struct ActionResult: Sendable, CustomStringConvertible {
    /// The target that was called, as the caller spelled it.
    package let target: String
    /// The action that was called, as the caller spelled it.
    package let action: String
    /// The value the handler returned (`()` for a handler that returns nothing); callers read it with
    /// ``value(as:)``.
    package let value: any Sendable
    /// Whether an unmatched-action handler produced the value, because no action matched
    /// (``ModuleDeclaration/unmatched(target:visibility:handler:)``).
    ///
    /// ```swift
    /// let result = try await router.perform(target: "cart", action: "remove")   // not declared
    /// result.isFallback   // true when the cart's unmatched handler answered
    /// ```
    public let isFallback: Bool

    /// A result.
    package init(target: String, action: String, value: any Sendable, isFallback: Bool = false) {
        self.target = target
        self.action = action
        self.value = value
        self.isFallback = isFallback
    }

    /// The value as `type`.
    ///
    /// ```swift
    /// let count = try result.value(as: Int.self)
    /// let title: String = try result.value()        // the type from context
    /// let any = try result.value(as: (any Sendable).self)   // whatever it is (never throws)
    /// ```
    ///
    /// - Throws: ``ComponentError`` with code ``ComponentError/Code/typeMismatch``, for example
    ///   `action cart/add gave Int, not String`.
    public func value<T>(as type: T.Type = T.self) throws(ComponentError) -> T {
        guard let typed = value as? T else {
            throw .typeMismatch(.action(target: target, action: action), gave: valueType, expected: switchyardTypeName(type))
        }
        return typed
    }

    /// The name of the value's type, as errors report it: `Int`, `String`, `()`.
    var valueType: String { switchyardTypeName(Swift.type(of: value)) }

    /// `target/action → value`, for logs: `cart/count → 3`.
    public var description: String { "\(target)/\(action) → \(value)" }
}
