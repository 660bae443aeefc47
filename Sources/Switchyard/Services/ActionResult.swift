/// What an action returned, with a typed accessor.
///
/// Handlers return any `Sendable` value; the caller states the type it expects and gets a clear error
/// when the action returned something else, instead of CTMediator's `id` and an `isKindOfClass:` check.
///
/// ```swift
/// let result = try await calls.perform(target: "cart", action: "count")
/// let count = try result.value(as: Int.self)   // or: MediatorError.resultTypeMismatch
/// ```
public struct ActionResult: Sendable, CustomStringConvertible {
    /// The target that was called, as the caller spelled it.
    public let target: String
    /// The action that was called, as the caller spelled it.
    public let action: String
    /// The value the handler returned (`()` for a handler that returns nothing).
    public let value: any Sendable
    /// Whether a not-found fallback produced the value, because no action matched.
    ///
    /// ```swift
    /// let result = try await calls.perform(target: "cart", action: "remove")   // not registered
    /// result.isFallback   // true when `notFound` answered
    /// ```
    public let isFallback: Bool

    /// Creates a result, for example to stand in for a mediator in tests.
    ///
    /// ```swift
    /// let result = ActionResult(target: "cart", action: "count", value: 3)
    /// ```
    ///
    /// - Parameters:
    ///   - target: The target that was called.
    ///   - action: The action that was called.
    ///   - value: The value the handler returned.
    ///   - isFallback: Whether a not-found fallback produced it. Default `false`.
    public init(target: String, action: String, value: any Sendable, isFallback: Bool = false) {
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
    /// ```
    ///
    /// - Parameter type: The type the caller expects.
    /// - Returns: The value, cast to `type`.
    /// - Throws: ``MediatorError/resultTypeMismatch(_:_:returned:expected:)``, for example
    ///   `action "add" on target "cart" returned Int, not String`.
    public func value<T>(as type: T.Type = T.self) throws(MediatorError) -> T {
        guard let typed = value as? T else {
            throw .resultTypeMismatch(target, action, returned: valueType, expected: switchyardTypeName(type))
        }
        return typed
    }

    /// The name of the value's type, as errors report it: `Int`, `String`, `()`.
    ///
    /// ```swift
    /// ActionResult(target: "cart", action: "count", value: 3).valueType   // "Int"
    /// ```
    public var valueType: String {
        switchyardTypeName(Swift.type(of: value))
    }

    /// `target/action → value`, for logs: `cart/count → 3`.
    public var description: String { "\(target)/\(action) → \(value)" }
}
