// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts the matcher's patterns, table building and url(for:) print, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
enum MatchingText {
    /// `value.not-a-scheme`
    @inline(__always) static func valueNotAScheme(name: some CustomStringConvertible, value: some CustomStringConvertible) -> String { "\(name) must be a URL scheme (an ASCII letter, then ASCII letters, digits, '+', '-' or '.'), found \(value)" }
    /// `route.scheme-contradicts`
    @inline(__always) static func routeSchemeContradicts(pattern: some CustomStringConvertible, route: some CustomStringConvertible) -> String { "the pattern's scheme '\(pattern)' contradicts the route's scheme '\(route)'" }
    /// `pattern.empty`
    static var patternEmpty: String { "empty pattern; use \"/\" for the root" }
    /// `pattern.unbalanced-open`
    static var patternUnbalancedOpen: String { "unbalanced '(': this optional group is never closed" }
    /// `pattern.unbalanced-close`
    static var patternUnbalancedClose: String { "unbalanced ')': no optional group is open" }
    /// `pattern.group-start`
    static var patternGroupStart: String { "an optional group must start with '/'" }
    /// `pattern.group-end`
    static var patternGroupEnd: String { "an optional group must end at a segment boundary" }
    /// `pattern.name-after-colon`
    static var patternNameAfterColon: String { "expected a parameter name after ':'" }
    /// `pattern.unnamed-colon`
    static var patternUnnamedColon: String { "expected a parameter name after ':' (an unnamed ':' must be a whole segment)" }
    /// `pattern.name`
    static var patternName: String { "expected a parameter name" }
    /// `pattern.unterminated-placeholder`
    static var patternUnterminatedPlaceholder: String { "unterminated placeholder: expected '>'" }
    /// `pattern.placeholder-character`
    static var patternPlaceholderCharacter: String { "unexpected character in placeholder; expected '>'" }
    /// `pattern.unterminated-regex`
    static var patternUnterminatedRegex: String { "unterminated regular expression: expected ')'" }
    /// `pattern.regex`
    @inline(__always) static func patternRegex(problem: some CustomStringConvertible) -> String { "invalid regular expression: \(problem)" }
    /// `pattern.unknown-type`
    @inline(__always) static func patternUnknownType(type: some CustomStringConvertible, types: some CustomStringConvertible) -> String { "unknown parameter type '\(type)'; known types: \(types)" }
    /// `pattern.path-may-be-empty`
    static var patternPathMayBeEmpty: String { "<path:…> cannot be marked '?': a trailing '*' takes zero segments" }
    /// `pattern.typed-values`
    @inline(__always) static func patternTypedValues(name: some CustomStringConvertible) -> String { "allowed values are text: write <\(name)=…> without a type" }
    /// `pattern.value-character`
    static var patternValueCharacter: String { "an allowed value holds only letters, digits and '-._~+'" }
    /// `pattern.values-missing`
    static var patternValuesMissing: String { "expected allowed values after '=', such as <tld=com|de>" }
    /// `pattern.empty-alone`
    static var patternEmptyAlone: String { "a capture that may be empty needs literal text beside it in its segment; for a segment that may be absent, write an optional group such as (/:name)" }
    /// `pattern.query`
    static var patternQuery: String { "a pattern has no query: every query parameter reaches the route anyway" }
    /// `pattern.wildcard-last`
    static var patternWildcardLast: String { "a wildcard must be the last segment" }
    /// `pattern.wildcard-whole`
    static var patternWildcardWhole: String { "a wildcard must be a whole segment" }
    /// `pattern.duplicate-name`
    @inline(__always) static func patternDuplicateName(name: some CustomStringConvertible) -> String { "duplicate parameter name '\(name)'" }
    /// `pattern.adjacent-captures`
    static var patternAdjacentCaptures: String { "two captures in one segment need literal text between them" }
    /// `pattern.hash-in-group`
    static var patternHashInGroup: String { "'#' cannot be inside an optional group" }
    /// `pattern.two-hashes`
    static var patternTwoHashes: String { "a pattern can have only one '#'" }
    /// `pattern.hash-slash`
    static var patternHashSlash: String { "expected '/' after '#': a hash route matches a fragment path such as #/view/42" }
    /// `pattern.scheme-values`
    @inline(__always) static func patternSchemeValues(name: some CustomStringConvertible) -> String { "a placeholder in the scheme needs its values, such as <\(name)=|s>: a route is registered under each scheme" }
    /// `pattern.scheme-typed`
    static var patternSchemeTyped: String { "a placeholder in the scheme takes no type and may not be marked '?': list its values, such as <scheme=|s>" }
    /// `pattern.host-literal`
    static var patternHostLiteral: String { "a host constraint must be literal text" }
    /// `conflict.identical`
    @inline(__always) static func conflictIdentical(route: some CustomStringConvertible, other: some CustomStringConvertible) -> String { "route \(route) is identical to route \(other); it is reached only when that handler declines" }
    /// `pattern.too-many-groups`
    static var patternTooManyGroups: String { "too many optional-group combinations (more than 256)" }
    /// `pattern.too-long`
    @inline(__always) static func patternTooLong(limit: some CustomStringConvertible) -> String { "a pattern can be at most \(limit) characters long" }
    /// `pattern.too-many-segments`
    @inline(__always) static func patternTooManySegments(limit: some CustomStringConvertible) -> String { "a pattern can have at most \(limit) segments" }
    /// `pattern.unexpected-gt`
    static var patternUnexpectedGt: String { "unexpected '>' outside a placeholder" }
    /// `pattern.path-whole-segment`
    @inline(__always) static func patternPathWholeSegment(name: some CustomStringConvertible) -> String { "<path:\(name)> must be a whole segment" }
    /// `pattern.scheme-letter`
    @inline(__always) static func patternSchemeLetter(scheme: some CustomStringConvertible) -> String { "the scheme '\(scheme)' that this placeholder makes must start with a letter" }
    /// `pattern.scheme-twice`
    @inline(__always) static func patternSchemeTwice(scheme: some CustomStringConvertible) -> String { "the placeholder makes the scheme '\(scheme)' twice" }
    /// `regex.lookaround`
    static var regexLookaround: String { "lookaround assertions are not supported" }
    /// `regex.atomic-group`
    static var regexAtomicGroup: String { "atomic groups are not supported" }
    /// `regex.inline-option`
    static var regexInlineOption: String { "unsupported inline option" }
    /// `regex.case-option-not-first`
    static var regexCaseOptionNotFirst: String { "'(?i)' is only allowed at the start" }
    /// `regex.group-syntax`
    static var regexGroupSyntax: String { "unsupported group syntax" }
    /// `regex.backreference`
    static var regexBackreference: String { "backreferences are not supported" }
    /// `regex.word-boundary`
    static var regexWordBoundary: String { "word boundaries are not supported" }
    /// `regex.anchor`
    static var regexAnchor: String { "only '^' and '$' anchors are supported" }
    /// `regex.unicode-property`
    static var regexUnicodeProperty: String { "unicode properties are not supported" }
    /// `regex.unknown-escape`
    @inline(__always) static func regexUnknownEscape(character: some CustomStringConvertible) -> String { "unknown escape '\\\(character)'" }
    /// `regex.unbalanced-open`
    static var regexUnbalancedOpen: String { "unbalanced '('" }
    /// `regex.unbalanced-close`
    static var regexUnbalancedClose: String { "unbalanced ')'" }
    /// `regex.too-many-groups`
    @inline(__always) static func regexTooManyGroups(limit: some CustomStringConvertible) -> String { "a regex can have at most \(limit) named groups" }
    /// `regex.too-many-positions`
    @inline(__always) static func regexTooManyPositions(limit: some CustomStringConvertible, count: some CustomStringConvertible) -> String { "a regex can have at most \(limit) positions; it has \(count)" }
    /// `link.missing`
    @inline(__always) static func linkMissing(parameter: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "missing parameter \(parameter) for \(pattern)" }
    /// `link.does-not-fit`
    @inline(__always) static func linkDoesNotFit(parameter: some CustomStringConvertible, value: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "parameter \(parameter) is \(value) in \(pattern)" }
    /// `link.not-one-value`
    @inline(__always) static func linkNotOneValue(parameter: some CustomStringConvertible, count: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "parameter \(parameter) has \(count) in \(pattern) takes one" }
    /// `link.dot-segment`
    @inline(__always) static func linkDotSegment(parameter: some CustomStringConvertible, value: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "parameter \(parameter) is \(value), which cannot be a path segment of \(pattern): URLs refuse '.' and '..'" }
    /// `link.contains-nul`
    @inline(__always) static func linkContainsNul(parameter: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "parameter \(parameter) contains U+0000, which URLs refuse, for \(pattern)" }
    /// `link.invalid-scheme`
    @inline(__always) static func linkInvalidScheme(scheme: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "invalid scheme \(scheme) for \(pattern)" }
    /// `link.invalid-host`
    @inline(__always) static func linkInvalidHost(host: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "invalid host \(host) for \(pattern)" }
    /// `link.host-without-scheme`
    @inline(__always) static func linkHostWithoutScheme(host: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "host \(host) needs a scheme for \(pattern)" }
    /// `conflict.expansions`
    @inline(__always) static func conflictExpansions(route: some CustomStringConvertible, first: some CustomStringConvertible, second: some CustomStringConvertible) -> String { "route \(route) has optional-group expansions \(first) and \(second) that match the same URLs" }
    /// `regex.named-group-nested`
    static var regexNamedGroupNested: String { "a named group must stand at the top level of the regex, not inside another group" }
    /// `regex.named-group-repeated`
    @inline(__always) static func regexNamedGroupRepeated(name: some CustomStringConvertible, quantifier: some CustomStringConvertible) -> String { "a named group cannot be repeated; repeat what is inside it: (?<\(name)>(?:…)\(quantifier))" }
    /// `regex.group-name-twice`
    @inline(__always) static func regexGroupNameTwice(name: some CustomStringConvertible) -> String { "the group name '\(name)' is used twice" }
    /// `regex.named-group-alternation`
    static var regexNamedGroupAlternation: String { "a regex with named groups cannot have '|' at the top level; group the alternatives: (?:a|b)" }
}
