// TEMPORARY STUB — replaced by the linear-time engine.
public struct SegmentRegex: Sendable, Hashable, CustomStringConvertible {
    public let source: String
    public init(_ source: String) throws(RegexSyntaxError) {
        if source.contains("\\1") { throw RegexSyntaxError(offset: 0, message: "backreferences are not supported") }
        self.source = source
    }
    public func wholeMatch(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        wholeMatch(String(decoding: utf8, as: UTF8.self))
    }
    public func wholeMatch(_ string: some StringProtocol) -> Bool {
        guard let regex = try? Regex(source) else { return false }
        return (try? regex.wholeMatch(in: String(string))) != nil
    }
    public var description: String { source }
}
public struct RegexSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public let offset: Int
    public let message: String
    public var description: String { message }
}
