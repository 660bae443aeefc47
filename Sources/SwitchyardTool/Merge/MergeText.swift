// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts `switchyard merge` prints for modules' route-table files that collide, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
enum MergeText {
    /// `module.registered-twice`
    static func moduleRegisteredTwice(module: some CustomStringConvertible) -> String { "module \"\(module)\" is registered twice" }
    /// `module.route-claimed-twice`
    static func moduleRouteClaimedTwice(route: some CustomStringConvertible, first: some CustomStringConvertible, second: some CustomStringConvertible) -> String { "route \(route) is claimed by module \"\(first)\" and by module \"\(second)\"" }
    /// `module.handler-registered-twice`
    static func moduleHandlerRegisteredTwice(handler: some CustomStringConvertible, first: some CustomStringConvertible, second: some CustomStringConvertible) -> String { "handler \(handler) is registered by module \"\(first)\" and by module \"\(second)\"" }
    /// `module.setting-conflict`
    static func moduleSettingConflict(setting: some CustomStringConvertible, first: some CustomStringConvertible, second: some CustomStringConvertible) -> String { "\(setting) is set by module \"\(first)\" and, differently, by module \"\(second)\"" }
}
