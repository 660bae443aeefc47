import Foundation

/// A value the tests' handler blocks and middleware record into, read after the call (NSLock: `Mutex`
/// needs macOS 15, the package supports 13).
final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// Whether `value` is `object` itself. A function, not `===` inside `#expect`: Swift 6.3.1 crashes lowering
/// the macro's expansion of `===` between `AnyObject` and a class (an invalid conformance in SILGen).
func isSame(_ value: Any?, _ object: AnyObject) -> Bool {
    guard let value else { return false }
    return (value as AnyObject) === object
}
