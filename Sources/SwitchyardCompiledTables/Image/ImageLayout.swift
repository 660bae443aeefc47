package import SwitchyardRouteTable

/// The constants of the image format that its reader (here) and its writer (SwitchyardCompiledTableWriter, a module of
/// the tools' own, ADR 0040) must agree on: `package`, so that both read the one definition.
package enum ImageLayout {
    /// The magic bytes every image starts with.
    package static let magic: [UInt8] = Array("SWYD".utf8)
    /// A segment regex's strategy, by its index in the image.
    package static let regexStrategies: [SegmentRegex.Strategy] = [.literal, .sequence, .dfa, .automaton]
    /// A route record's flags (``RouteRecords``): the route has link sources of its own, has extras.
    package static let acceptFlag: UInt8 = 1
    package static let extrasFlag: UInt8 = 2
}
