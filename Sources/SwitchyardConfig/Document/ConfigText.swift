// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts the route-table file reader prints: the file's JSON, its structure, keys and values, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
enum ConfigText {
    /// `json.end-of-input`
    static let jsonEndOfInput = "unexpected end of input"
    /// `json.end-of-input-open`
    static func jsonEndOfInputOpen(opener: some CustomStringConvertible, place: some CustomStringConvertible) -> String { "unexpected end of input; '\(opener)' at \(place) is not closed" }
    /// `json.trailing-characters`
    static let jsonTrailingCharacters = "trailing characters after the JSON value"
    /// `json.nesting`
    static func jsonNesting(depth: some CustomStringConvertible) -> String { "nesting deeper than \(depth) levels" }
    /// `json.expected-comma-or-brace`
    static let jsonExpectedCommaOrBrace = "expected ',' or '}' after object member"
    /// `json.expected-comma-or-bracket`
    static let jsonExpectedCommaOrBracket = "expected ',' or ']' after array element"
    /// `json.trailing-comma`
    static let jsonTrailingComma = "trailing comma is not allowed"
    /// `json.duplicate-key`
    static func jsonDuplicateKey(key: some CustomStringConvertible) -> String { "duplicate key \(key)" }
    /// `json.expected-key`
    static let jsonExpectedKey = "expected a string key"
    /// `json.expected-colon`
    static let jsonExpectedColon = "expected ':' after object key"
    /// `json.unterminated-string`
    static let jsonUnterminatedString = "unterminated string"
    /// `json.control-character`
    static func jsonControlCharacter(character: some CustomStringConvertible) -> String { "unescaped control character \(character) in string" }
    /// `json.invalid-escape`
    static func jsonInvalidEscape(character: some CustomStringConvertible) -> String { "invalid escape '\\\(character)'" }
    /// `json.invalid-escape-unprintable`
    static func jsonInvalidEscapeUnprintable(character: some CustomStringConvertible) -> String { "invalid escape: '\\' followed by \(character)" }
    /// `json.short-unicode-escape`
    static func jsonShortUnicodeEscape(digits: some CustomStringConvertible) -> String { "invalid escape '\\u\(digits)'; expected four hex digits" }
    /// `json.unpaired-surrogate`
    static func jsonUnpairedSurrogate(digits: some CustomStringConvertible) -> String { "unpaired surrogate '\\u\(digits)'" }
    /// `json.digit-after-minus`
    static let jsonDigitAfterMinus = "expected a digit after '-'"
    /// `json.digit-after-point`
    static let jsonDigitAfterPoint = "expected a digit after '.'"
    /// `json.digit-in-exponent`
    static let jsonDigitInExponent = "expected a digit in the exponent"
    /// `json.leading-zero`
    static let jsonLeadingZero = "leading zeros are not allowed in numbers"
    /// `json.number-out-of-range`
    static func jsonNumberOutOfRange(number: some CustomStringConvertible) -> String { "number \(number) is out of range" }
    /// `json.invalid-literal`
    static func jsonInvalidLiteral(word: some CustomStringConvertible) -> String { "invalid literal '\(word)'" }
    /// `json.invalid-literal-case`
    static func jsonInvalidLiteralCase(word: some CustomStringConvertible, literal: some CustomStringConvertible) -> String { "invalid literal '\(word)'; did you mean '\(literal)'?" }
    /// `json.unexpected-character`
    static func jsonUnexpectedCharacter(character: some CustomStringConvertible) -> String { "unexpected character \(character)" }
    /// `json.invalid-utf8`
    static func jsonInvalidUtf8(byte: some CustomStringConvertible) -> String { "invalid UTF-8 byte \(byte)" }
    /// `json.invalid-utf8-in-string`
    static func jsonInvalidUtf8InString(byte: some CustomStringConvertible) -> String { "invalid UTF-8 byte \(byte) in string" }
    /// `file.too-large`
    static func fileTooLarge(limit: some CustomStringConvertible) -> String { "cannot read file (over \(limit) bytes)" }
    /// `table.not-object`
    static func tableNotObject(type: some CustomStringConvertible) -> String { "route table must be an object, found \(type)" }
    /// `table.missing-routes`
    static let tableMissingRoutes = "missing key \"routes\""
    /// `key.unknown-suggested`
    static func keyUnknownSuggested(key: some CustomStringConvertible, context: some CustomStringConvertible, suggestion: some CustomStringConvertible) -> String { "unknown key \(key) in \(context); did you mean \(suggestion)?" }
    /// `key.unknown`
    static func keyUnknown(key: some CustomStringConvertible, context: some CustomStringConvertible, keys: some CustomStringConvertible) -> String { "unknown key \(key) in \(context); expected one of: \(keys)" }
    /// `value.not-object`
    static func valueNotObject(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be an object, found \(type)" }
    /// `value.not-array`
    static func valueNotArray(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be an array, found \(type)" }
    /// `value.not-string`
    static func valueNotString(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be a string, found \(type)" }
    /// `value.not-boolean`
    static func valueNotBoolean(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be a boolean, found \(type)" }
    /// `value.not-integer`
    static func valueNotInteger(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be an integer, found \(type)" }
    /// `value.not-string-array`
    static func valueNotStringArray(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be an array of strings, found \(type)" }
    /// `value.not-positive-integer`
    static func valueNotPositiveInteger(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be a positive integer, found \(type)" }
    /// `value.not-positive`
    static func valueNotPositive(name: some CustomStringConvertible, value: some CustomStringConvertible) -> String { "\(name) must be a positive integer, found \(value)" }
    /// `value.too-large`
    static func valueTooLarge(name: some CustomStringConvertible, limit: some CustomStringConvertible, value: some CustomStringConvertible) -> String { "\(name) must be at most \(limit), found \(value)" }
    /// `value.not-choice-type`
    static func valueNotChoiceType(name: some CustomStringConvertible, choices: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be \(choices), found \(type)" }
    /// `value.not-choice`
    static func valueNotChoice(name: some CustomStringConvertible, choices: some CustomStringConvertible, value: some CustomStringConvertible) -> String { "\(name) must be \(choices), found \(value)" }
    /// `value.empty`
    static func valueEmpty(name: some CustomStringConvertible) -> String { "\(name) must not be empty" }
    /// `value.empty-name`
    static func valueEmptyName(what: some CustomStringConvertible) -> String { "\(what) name must not be empty" }
    /// `query.condition-type`
    static func queryConditionType(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "query item \(name) must be true (present), false (absent) or a string (a value pattern), found \(type)" }
    /// `route.missing-pattern`
    static let routeMissingPattern = "route is missing required key \"pattern\""
    /// `rewrite.missing-from`
    static let rewriteMissingFrom = "rewrite is missing required key \"from\" (or \"regex\")"
    /// `rewrite.missing-to`
    static let rewriteMissingTo = "rewrite is missing required key \"to\""
    /// `rewrite.both-sources`
    static let rewriteBothSources = "rewrite has both \"from\" and \"regex\"; give one"
    /// `types.not-a-name`
    static func typesNotAName(name: some CustomStringConvertible) -> String { "parameter type \(name) is not a type name: use ASCII letters, digits and '_', not a digit first" }
    /// `types.built-in`
    static func typesBuiltIn(name: some CustomStringConvertible) -> String { "parameter type \(name) is built in; declare only the app's own types" }
    /// `apps.value`
    static func appsValue(name: some CustomStringConvertible, what: some CustomStringConvertible, value: some CustomStringConvertible) -> String { "\(name) must be \(what), found \(value)" }
    /// `apps.missing-key`
    static func appsMissingKey(name: some CustomStringConvertible, key: some CustomStringConvertible) -> String { "\(name) is missing required key \(key)" }
    /// `options.web-origin`
    static func optionsWebOrigin(origin: some CustomStringConvertible) -> String { "web origin \"\(origin)\" is not an http or https scheme with a host, such as \"https://m.shop.example\"" }
    /// `rewrite.nested-needs-url`
    static func rewriteNestedNeedsUrl(to: some CustomStringConvertible) -> String { "\"nested\" needs a \"to\" that is \"{url:query.NAME}\" (the URL a query item carries), found \(to)" }
    /// `module.handler-not-registered`
    static func moduleHandlerNotRegistered(handler: some CustomStringConvertible, known: some CustomStringConvertible) -> String { "no handler named \(handler); known: \(known)" }
    /// `module.handler-not-registered-none`
    static func moduleHandlerNotRegisteredNone(handler: some CustomStringConvertible) -> String { "no handler named \(handler); none are registered" }
}
