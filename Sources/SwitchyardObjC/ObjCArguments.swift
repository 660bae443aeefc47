import Foundation
package import Switchyard
package import SwitchyardRouteTable

/// What an Objective-C caller passes with a call (its `userInfo` or `params` dictionary), and what an
/// Objective-C handler block receives: one dictionary of strings, string lists and objects.
///
/// Objective-C callers hand over objects the router cannot type (a view, a callback block), so the
/// dictionary is kept as it came and only read on the way in and handed back to Objective-C blocks on the
/// way out. That is why the box is `@unchecked Sendable`: the router never reads the objects, it carries
/// them from one Objective-C caller to one Objective-C block.
///
/// ```swift
/// let arguments = ObjCArguments(["id": "7", "count": NSNumber(value: 2), "view": someView])
/// arguments.strings      // ["id": "7", "count": "2"]: what `Router.open(_:parameters:)` gets
/// arguments.values       // all three, for the handler block
/// ```
package struct ObjCArguments: @unchecked Sendable {
    /// The key under which a handler block finds the URL that was opened (MGJRouter's `MGJRouterParameterURL`,
    /// JLRoutes' `JLRouteURLKey`).
    package static let urlKey = "SYRouterURL"
    /// The key under which a handler block finds the pattern of the route that answered (JLRoutes' `JLRoutePatternKey`).
    package static let patternKey = "SYRouterPattern"

    /// Every entry, as the caller gave it.
    package let values: [String: Any]

    /// Arguments from a caller's dictionary (`nil`: none).
    package init(_ dictionary: [String: Any]?) {
        values = dictionary ?? [:]
    }

    /// The entries that are text: strings as they are, numbers as their `stringValue` (`@YES` is `"1"`, as
    /// `NSNumber` spells it). `NSNull`, lists and other objects are left out: they reach Objective-C
    /// handler blocks, but not string parameters (a URL's query has only text).
    package var strings: [String: String] {
        values.compactMapValues(Self.text)
    }

    /// The entries a target-action handler sees as parameters: text as ``strings``, and arrays whose
    /// elements are all text as lists.
    package var parameters: [String: ParameterValue] {
        values.compactMapValues { value in
            if let text = Self.text(value) { return .string(text) }
            if let list = value as? [Any] {
                let texts = list.compactMap(Self.text)
                return texts.count == list.count ? .list(texts) : nil
            }
            return nil
        }
    }

    /// The arguments a route's handler block receives: the request's parameters (strings, repeated query
    /// keys as arrays), then the caller's objects over them (the caller's `userInfo` wins, as the caller's
    /// parameters do in `Router.open`), then the URL and the route's pattern under ``urlKey`` and ``patternKey``.
    package init(request: RouteRequest) {
        var merged = Self.dictionary(request.parameters.all)
        if let objects = request.values[ObjCCallerObjects.self] { merged.merge(objects.values) { _, caller in caller } }
        merged[Self.urlKey] = request.originalURL
        merged[Self.patternKey] = request.route.pattern
        values = merged
    }

    /// The arguments an action's handler block receives: the call's parameters, then the Objective-C
    /// caller's objects over them (when the caller was Objective-C), then the URL the call arrived by.
    package init(parameters: [String: ParameterValue], url: String?, callerObjects: ObjCArguments?) {
        var merged = Self.dictionary(parameters)
        if let callerObjects { merged.merge(callerObjects.values) { _, caller in caller } }
        if let url { merged[Self.urlKey] = url }
        values = merged
    }

    private static func dictionary(_ parameters: [String: ParameterValue]) -> [String: Any] {
        parameters.mapValues { value -> Any in
            switch value {
            case .string(let text): return text
            case .list(let texts): return texts
            }
        }
    }

    private static func text(_ value: Any) -> String? {
        if let text = value as? String { return text }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }
}

/// Carries an Objective-C caller's objects to the handler blocks of the routes it opens.
package enum ObjCCallerObjects: RouteValueKey {
    package typealias Value = ObjCArguments

    /// The objects of the Objective-C call running in this task, for the action handler blocks it reaches:
    /// a target-action handler sees only the call's parameters, so the objects (a callback block, an image)
    /// travel beside the call. Bound only while a facade call runs (``ObjCBridge``), so nothing global changes.
    /// Spelled out instead of `@TaskLocal static var`: the iOS SDK's older standard library makes the
    /// attribute a property wrapper, and a `static var` global mutable state.
    package static let ofCurrentCall = TaskLocal<ObjCArguments?>(wrappedValue: nil)
}
