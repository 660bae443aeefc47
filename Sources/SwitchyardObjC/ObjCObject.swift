import Foundation

/// An object on its way to or from Objective-C: what a handler block returned, or a Swift value in the
/// form an Objective-C caller can use (`NSString`, `NSNumber`, `NSArray`, `NSDictionary`, `NSURL`,
/// `NSData`, `NSDate`, or a class instance as it is).
///
/// `@unchecked Sendable` for the reason ``ObjCArguments`` is: the router carries it from one Objective-C
/// block to one Objective-C caller and never touches it.
///
/// ```swift
/// try ObjCObject.converting("Hello")?.object     // an NSString
/// try ObjCObject.converting(())                   // nil: a handler that returned nothing
/// try ObjCObject.converting(Screen.cart)          // throws: an enum has no Objective-C form
/// ```
package struct ObjCObject: @unchecked Sendable, CustomStringConvertible {
    /// The object.
    package let object: AnyObject

    package init(_ object: AnyObject) {
        self.object = object
    }

    package var description: String { String(describing: object) }

    /// What a handler block's return value means: `nil` is "handled, nothing to return", an `NSError` is
    /// a failure (the handler's error, under `NSUnderlyingErrorKey` of the error the caller gets), anything
    /// else is the value.
    ///
    /// - Throws: The `NSError` the block returned.
    package static func answer(_ returned: Any?) throws -> ObjCObject? {
        guard let returned else { return nil }
        if let error = returned as? NSError { throw error }
        return ObjCObject(returned as AnyObject)
    }

    /// A value a Swift handler, action or service gave, in a form Objective-C can use.
    ///
    /// - Returns: `nil` for `()` (a handler that returned nothing) and `Optional.none`.
    /// - Throws: ``ObjCFailure`` (``SYRouterErrorCode/unexpectedResult``) for a Swift value that has no
    ///   Objective-C form (a struct, an enum): Objective-C would get an opaque box it cannot read.
    package static func converting(_ value: Any) throws(ObjCFailure) -> ObjCObject? {
        if let object = value as? ObjCObject { return object }
        if value is Void { return nil }
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrapped else { return nil }
            return try converting(wrapped)
        }
        return ObjCObject(try foundationObject(value))
    }

    private static func foundationObject(_ value: Any) throws(ObjCFailure) -> AnyObject {
        if let wrapped = value as? ObjCObject { return wrapped.object }
        switch value {
        case let text as String: return NSString(string: text)
        case let flag as Bool: return NSNumber(value: flag)
        case let number as Int: return NSNumber(value: number)
        case let number as Int64: return NSNumber(value: number)
        case let number as UInt: return NSNumber(value: number)
        case let number as Double: return NSNumber(value: number)
        case let number as Float: return NSNumber(value: number)
        case let url as URL: return NSURL(string: url.absoluteString) ?? NSString(string: url.absoluteString)
        case let data as Data: return NSData(data: data)
        case let date as Date: return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let list as [Any]:
            var objects: [AnyObject] = []
            for element in list { objects.append(try foundationObject(element)) }
            return NSArray(array: objects)
        case let table as [String: Any]:
            let dictionary = NSMutableDictionary()
            for (key, element) in table { dictionary[NSString(string: key)] = try foundationObject(element) }
            return dictionary
        default:
            if Swift.type(of: value) is AnyClass { return value as AnyObject }
            throw ObjCFailure(
                .unexpectedResult, "a value of type \(String(reflecting: Swift.type(of: value))) has no Objective-C form")
        }
    }
}

/// An optional seen through `Any`, to unwrap it whatever its wrapped type.
private protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { map { $0 as Any } }
}
