package dev.switchyard.internal.text;

import dev.switchyard.NonnullByDefault;

/**
 * The errors a route-table file and a link can give,
 * each with its code, the corpus's kind and its message template (holes in braces, filled in
 * order). Generated from {@code Conformance/errors.json} by {@code Conformance/gen/errors_java.py}:
 * edit the table, not this file.
 */
@NonnullByDefault
public enum ErrorText {
    JSON_END_OF_INPUT("json.end-of-input", "syntax", "unexpected end of input"),
    JSON_END_OF_INPUT_OPEN("json.end-of-input-open", "syntax",
        "unexpected end of input; '{opener}' at {place} is not closed"),
    JSON_TRAILING_CHARACTERS("json.trailing-characters", "syntax",
        "trailing characters after the JSON value"),
    JSON_NESTING("json.nesting", "syntax", "nesting deeper than {depth} levels"),
    JSON_EXPECTED_COMMA_OR_BRACE("json.expected-comma-or-brace", "syntax",
        "expected ',' or '}' after object member"),
    JSON_EXPECTED_COMMA_OR_BRACKET("json.expected-comma-or-bracket", "syntax",
        "expected ',' or ']' after array element"),
    JSON_TRAILING_COMMA("json.trailing-comma", "syntax", "trailing comma is not allowed"),
    JSON_DUPLICATE_KEY("json.duplicate-key", "syntax", "duplicate key {key}"),
    JSON_EXPECTED_KEY("json.expected-key", "syntax", "expected a string key"),
    JSON_EXPECTED_COLON("json.expected-colon", "syntax", "expected ':' after object key"),
    JSON_UNTERMINATED_STRING("json.unterminated-string", "syntax", "unterminated string"),
    JSON_CONTROL_CHARACTER("json.control-character", "syntax",
        "unescaped control character {character} in string"),
    JSON_INVALID_ESCAPE("json.invalid-escape", "syntax", "invalid escape '\\{character}'"),
    JSON_INVALID_ESCAPE_UNPRINTABLE("json.invalid-escape-unprintable", "syntax",
        "invalid escape: '\\' followed by {character}"),
    JSON_SHORT_UNICODE_ESCAPE("json.short-unicode-escape", "syntax",
        "invalid escape '\\u{digits}'; expected four hex digits"),
    JSON_UNPAIRED_SURROGATE("json.unpaired-surrogate", "syntax",
        "unpaired surrogate '\\u{digits}'"),
    JSON_DIGIT_AFTER_MINUS("json.digit-after-minus", "syntax", "expected a digit after '-'"),
    JSON_DIGIT_AFTER_POINT("json.digit-after-point", "syntax", "expected a digit after '.'"),
    JSON_DIGIT_IN_EXPONENT("json.digit-in-exponent", "syntax", "expected a digit in the exponent"),
    JSON_LEADING_ZERO("json.leading-zero", "syntax", "leading zeros are not allowed in numbers"),
    JSON_NUMBER_OUT_OF_RANGE("json.number-out-of-range", "syntax",
        "number {number} is out of range"),
    JSON_INVALID_LITERAL("json.invalid-literal", "syntax", "invalid literal '{word}'"),
    JSON_INVALID_LITERAL_CASE("json.invalid-literal-case", "syntax",
        "invalid literal '{word}'; did you mean '{literal}'?"),
    JSON_UNEXPECTED_CHARACTER("json.unexpected-character", "syntax",
        "unexpected character {character}"),
    JSON_INVALID_UTF8("json.invalid-utf8", "syntax", "invalid UTF-8 byte {byte}"),
    JSON_INVALID_UTF8_IN_STRING("json.invalid-utf8-in-string", "syntax",
        "invalid UTF-8 byte {byte} in string"),
    FILE_TOO_LARGE("file.too-large", "syntax", "cannot read file (over {limit} bytes)"),
    TABLE_NOT_OBJECT("table.not-object", "type", "route table must be an object, found {type}"),
    TABLE_MISSING_ROUTES("table.missing-routes", "missing-key", "missing key \"routes\""),
    KEY_UNKNOWN_SUGGESTED("key.unknown-suggested", "unknown-key",
        "unknown key {key} in {context}; did you mean {suggestion}?"),
    KEY_UNKNOWN("key.unknown", "unknown-key",
        "unknown key {key} in {context}; expected one of: {keys}"),
    VALUE_NOT_OBJECT("value.not-object", "type", "{name} must be an object, found {type}"),
    VALUE_NOT_ARRAY("value.not-array", "type", "{name} must be an array, found {type}"),
    VALUE_NOT_STRING("value.not-string", "type", "{name} must be a string, found {type}"),
    VALUE_NOT_BOOLEAN("value.not-boolean", "type", "{name} must be a boolean, found {type}"),
    VALUE_NOT_INTEGER("value.not-integer", "type", "{name} must be an integer, found {type}"),
    VALUE_NOT_STRING_ARRAY("value.not-string-array", "type",
        "{name} must be an array of strings, found {type}"),
    VALUE_NOT_POSITIVE_INTEGER("value.not-positive-integer", "type",
        "{name} must be a positive integer, found {type}"),
    VALUE_NOT_POSITIVE("value.not-positive", "value",
        "{name} must be a positive integer, found {value}"),
    VALUE_TOO_LARGE("value.too-large", "value", "{name} must be at most {limit}, found {value}"),
    VALUE_NOT_CHOICE_TYPE("value.not-choice-type", "type",
        "{name} must be {choices}, found {type}"),
    VALUE_NOT_CHOICE("value.not-choice", "value", "{name} must be {choices}, found {value}"),
    VALUE_EMPTY("value.empty", "value", "{name} must not be empty"),
    VALUE_EMPTY_NAME("value.empty-name", "value", "{what} name must not be empty"),
    VALUE_NOT_A_SCHEME("value.not-a-scheme", "value",
        "{name} must be a URL scheme (an ASCII letter, then ASCII letters, " +
        "digits, '+', '-' or '.'), found {value}"),
    QUERY_CONDITION_TYPE("query.condition-type", "type",
        "query item {name} must be true (present), false (absent) or a string " +
        "(a value pattern), found {type}"),
    ROUTE_MISSING_PATTERN("route.missing-pattern", "missing-key",
        "route is missing required key \"pattern\""),
    REWRITE_MISSING_FROM("rewrite.missing-from", "missing-key",
        "rewrite is missing required key \"from\" (or \"regex\")"),
    REWRITE_MISSING_TO("rewrite.missing-to", "missing-key",
        "rewrite is missing required key \"to\""),
    REWRITE_BOTH_SOURCES("rewrite.both-sources", "value",
        "rewrite has both \"from\" and \"regex\"; give one"),
    TYPES_NOT_A_NAME("types.not-a-name", "value",
        "parameter type {name} is not a type name: use ASCII letters, digits " +
        "and '_', not a digit first"),
    TYPES_BUILT_IN("types.built-in", "value",
        "parameter type {name} is built in; declare only the app's own types"),
    ROUTE_SCHEME_CONTRADICTS("route.scheme-contradicts", "pattern",
        "the pattern's scheme '{pattern}' contradicts the route's scheme " +
        "'{route}'"),
    ROUTE_PARAMETER_NOT_CAPTURED("route.parameter-not-captured", "value",
        "parameter {name} is described but {pattern} does not capture it; it " +
        "captures {captured}"),
    ROUTE_PARAMETER_NONE_CAPTURED("route.parameter-none-captured", "value",
        "parameter {name} is described but {pattern} does not capture it; it " +
        "captures none"),
    QUERY_PATTERN("query.pattern", "pattern", "query item {name}: {problem}"),
    OPTIONS_WEB_ORIGIN("options.web-origin", "value",
        "web origin \"{origin}\" is not an http or https scheme with a host, " +
        "such as \"https://m.shop.example\""),
    SOURCE_HTTPS_NEEDS_HOST("source.https-needs-host", "value",
        "\"https?\" needs a host: \"https?://example.com\""),
    SOURCE_SEPARATOR("source.separator", "value",
        "expected \"://\" after the scheme of a link source"),
    SOURCE_PATH("source.path", "value", "a link source is a scheme and a host, with no path"),
    SOURCE_NO_SCHEME("source.no-scheme", "value",
        "a link source must start with a scheme such as \"myapp\" or " +
        "\"https://example.com\""),
    PATTERN_EMPTY("pattern.empty", "pattern", "empty pattern; use \"/\" for the root"),
    PATTERN_UNBALANCED_OPEN("pattern.unbalanced-open", "pattern",
        "unbalanced '(': this optional group is never closed"),
    PATTERN_UNBALANCED_CLOSE("pattern.unbalanced-close", "pattern",
        "unbalanced ')': no optional group is open"),
    PATTERN_GROUP_START("pattern.group-start", "pattern", "an optional group must start with '/'"),
    PATTERN_GROUP_END("pattern.group-end", "pattern",
        "an optional group must end at a segment boundary"),
    PATTERN_NAME_AFTER_COLON("pattern.name-after-colon", "pattern",
        "expected a parameter name after ':'"),
    PATTERN_UNNAMED_COLON("pattern.unnamed-colon", "pattern",
        "expected a parameter name after ':' (an unnamed ':' must be a whole " +
        "segment)"),
    PATTERN_NAME("pattern.name", "pattern", "expected a parameter name"),
    PATTERN_UNTERMINATED_PLACEHOLDER("pattern.unterminated-placeholder", "pattern",
        "unterminated placeholder: expected '>'"),
    PATTERN_PLACEHOLDER_CHARACTER("pattern.placeholder-character", "pattern",
        "unexpected character in placeholder; expected '>'"),
    PATTERN_UNTERMINATED_REGEX("pattern.unterminated-regex", "pattern",
        "unterminated regular expression: expected ')'"),
    PATTERN_REGEX("pattern.regex", "pattern", "invalid regular expression: {problem}"),
    PATTERN_UNKNOWN_TYPE("pattern.unknown-type", "pattern",
        "unknown parameter type '{type}'; known types: {types}"),
    PATTERN_PATH_MAY_BE_EMPTY("pattern.path-may-be-empty", "pattern",
        "<path:…> cannot be marked '?': a trailing '*' takes zero segments"),
    PATTERN_TYPED_VALUES("pattern.typed-values", "pattern",
        "allowed values are text: write <{name}=…> without a type"),
    PATTERN_VALUE_CHARACTER("pattern.value-character", "pattern",
        "an allowed value holds only letters, digits and '-._~+'"),
    PATTERN_VALUES_MISSING("pattern.values-missing", "pattern",
        "expected allowed values after '=', such as <tld=com|de>"),
    PATTERN_EMPTY_ALONE("pattern.empty-alone", "pattern",
        "a capture that may be empty needs literal text beside it in its " +
        "segment; for a segment that may be absent, write an optional group " +
        "such as (/:name)"),
    PATTERN_QUERY("pattern.query", "pattern",
        "a pattern has no query: every query parameter reaches the route anyway"),
    PATTERN_WILDCARD_LAST("pattern.wildcard-last", "pattern",
        "a wildcard must be the last segment"),
    PATTERN_WILDCARD_WHOLE("pattern.wildcard-whole", "pattern",
        "a wildcard must be a whole segment"),
    PATTERN_DUPLICATE_NAME("pattern.duplicate-name", "pattern",
        "duplicate parameter name '{name}'"),
    PATTERN_ADJACENT_CAPTURES("pattern.adjacent-captures", "pattern",
        "two captures in one segment need literal text between them"),
    PATTERN_HASH_IN_GROUP("pattern.hash-in-group", "pattern",
        "'#' cannot be inside an optional group"),
    PATTERN_TWO_HASHES("pattern.two-hashes", "pattern", "a pattern can have only one '#'"),
    PATTERN_HASH_SLASH("pattern.hash-slash", "pattern",
        "expected '/' after '#': a hash route matches a fragment path such as " +
        "#/view/42"),
    PATTERN_SCHEME_VALUES("pattern.scheme-values", "pattern",
        "a placeholder in the scheme needs its values, such as <{name}=|s>: a " +
        "route is registered under each scheme"),
    PATTERN_SCHEME_TYPED("pattern.scheme-typed", "pattern",
        "a placeholder in the scheme takes no type and may not be marked '?': " +
        "list its values, such as <scheme=|s>"),
    PATTERN_HOST_LITERAL("pattern.host-literal", "pattern",
        "a host constraint must be literal text"),
    CONFLICT_IDENTICAL("conflict.identical", "conflict",
        "route {route} is identical to route {other}; it is reached only when " +
        "that handler declines"),
    PATTERN_TOO_MANY_GROUPS("pattern.too-many-groups", "pattern",
        "too many optional-group combinations (more than 256)"),
    PATTERN_TOO_LONG("pattern.too-long", "pattern",
        "a pattern can be at most {limit} characters long"),
    PATTERN_TOO_MANY_SEGMENTS("pattern.too-many-segments", "pattern",
        "a pattern can have at most {limit} segments"),
    PATTERN_UNEXPECTED_GT("pattern.unexpected-gt", "pattern",
        "unexpected '>' outside a placeholder"),
    PATTERN_PATH_WHOLE_SEGMENT("pattern.path-whole-segment", "pattern",
        "<path:{name}> must be a whole segment"),
    PATTERN_SCHEME_LETTER("pattern.scheme-letter", "pattern",
        "the scheme '{scheme}' that this placeholder makes must start with a " +
        "letter"),
    PATTERN_SCHEME_TWICE("pattern.scheme-twice", "pattern",
        "the placeholder makes the scheme '{scheme}' twice"),
    REWRITE_UNTERMINATED_PLACEHOLDER("rewrite.unterminated-placeholder", "pattern",
        "unterminated placeholder: expected '}'"),
    REWRITE_UNEXPECTED_BRACE("rewrite.unexpected-brace", "pattern", "unexpected '}'"),
    REWRITE_NOT_A_PARAMETER("rewrite.not-a-parameter", "pattern",
        "'{{name}}' is not a parameter of \"from\"; it has {known}"),
    REWRITE_NOT_A_GROUP("rewrite.not-a-group", "pattern",
        "'{{name}}' is not a named group of \"regex\"; it has {known}"),
    REWRITE_NESTED_URL_WHOLE("rewrite.nested-url-whole", "pattern",
        "'{url:query.NAME}' must be the whole target: it is the URL the query " +
        "item carries"),
    REWRITE_NESTED_NEEDS_URL("rewrite.nested-needs-url", "value",
        "\"nested\" needs a \"to\" that is \"{url:query.NAME}\" (the URL a query " +
        "item carries), found {to}"),
    NESTED_SOURCE("nested.source", "value", "\"source\" must be {spellings}, found {value}"),
    NESTED_SOURCE_IN_DOCUMENT("nested.source-in-document", "value",
        "\"source\" is not allowed in a routing document: a nested URL runs as a " +
        "web page of the outer link's origin unless the app's own rule names " +
        "its source"),
    REGEX_LOOKAROUND("regex.lookaround", "pattern", "lookaround assertions are not supported"),
    REGEX_ATOMIC_GROUP("regex.atomic-group", "pattern", "atomic groups are not supported"),
    REGEX_INLINE_OPTION("regex.inline-option", "pattern", "unsupported inline option"),
    REGEX_CASE_OPTION_NOT_FIRST("regex.case-option-not-first", "pattern",
        "'(?i)' is only allowed at the start"),
    REGEX_GROUP_SYNTAX("regex.group-syntax", "pattern", "unsupported group syntax"),
    REGEX_BACKREFERENCE("regex.backreference", "pattern", "backreferences are not supported"),
    REGEX_WORD_BOUNDARY("regex.word-boundary", "pattern", "word boundaries are not supported"),
    REGEX_ANCHOR("regex.anchor", "pattern", "only '^' and '$' anchors are supported"),
    REGEX_UNICODE_PROPERTY("regex.unicode-property", "pattern",
        "unicode properties are not supported"),
    REGEX_UNKNOWN_ESCAPE("regex.unknown-escape", "pattern", "unknown escape '\\{character}'"),
    REGEX_UNBALANCED_OPEN("regex.unbalanced-open", "pattern", "unbalanced '('"),
    REGEX_UNBALANCED_CLOSE("regex.unbalanced-close", "pattern", "unbalanced ')'"),
    REGEX_TOO_MANY_GROUPS("regex.too-many-groups", "pattern",
        "a regex can have at most {limit} named groups"),
    REGEX_TOO_MANY_POSITIONS("regex.too-many-positions", "pattern",
        "a regex can have at most {limit} positions; it has {count}"),
    INTAKE_EMPTY("intake.empty", "intake", "URL is empty"),
    INTAKE_TOO_LONG("intake.too-long", "intake",
        "URL is {length} bytes long; the limit is {limit}"),
    INTAKE_CONTROL_CHARACTER("intake.control-character", "intake",
        "URL contains control character {character} at byte {offset}"),
    INTAKE_ENCODED_NUL("intake.encoded-nul", "intake",
        "URL contains an encoded NUL (%00) at byte {offset}"),
    INTAKE_MALFORMED_AUTHORITY("intake.malformed-authority", "intake",
        "URL has a malformed authority at byte {offset}: {problem}"),
    INTAKE_BAD_PORT("intake.bad-port", "intake",
        "URL has a malformed authority at byte {offset}: port is not a number"),
    INTAKE_DOT_SEGMENT("intake.dot-segment", "intake",
        "URL contains a dot segment ('.' or '..') at byte {offset}"),
    INTAKE_TOO_MANY_SEGMENTS("intake.too-many-segments", "intake",
        "URL has more than {limit} path segments"),
    INTAKE_TOO_MANY_QUERY_ITEMS("intake.too-many-query-items", "intake",
        "URL has more than {limit} query items"),
    INTAKE_INVALID_UNICODE("intake.invalid-unicode", "intake",
        "URL is not valid Unicode: unpaired surrogate {character} at byte " +
        "{offset}"),
    MATCH_INTAKE_REFUSED("match.intake-refused", "intake", "refused: {refusal}"),
    MATCH_NO_ROUTE("match.no-route", "match", "no route matches {path} in {namespaces}"),
    MATCH_FORBIDDEN("match.forbidden", "policy", "route \"{pattern}\" is forbidden: {why}"),
    POLICY_INTERNAL("policy.internal", "policy",
        "the route is internal and the link came from {source}"),
    POLICY_DENIED("policy.denied", "policy", "links from {source} are denied"),
    POLICY_TAG_RESTRICTED("policy.tag-restricted", "policy",
        "routes tagged \"{tag}\" are not open to links from {source}"),
    LINK_MISSING("link.missing", "link", "missing parameter {parameter} for {pattern}"),
    LINK_DOES_NOT_FIT("link.does-not-fit", "link", "parameter {parameter} is {value} in {pattern}"),
    LINK_NOT_ONE_VALUE("link.not-one-value", "link",
        "parameter {parameter} has {count} in {pattern} takes one"),
    LINK_DOT_SEGMENT("link.dot-segment", "link",
        "parameter {parameter} is {value}, which cannot be a path segment of " +
        "{pattern}: URLs refuse '.' and '..'"),
    LINK_CONTAINS_NUL("link.contains-nul", "link",
        "parameter {parameter} contains U+0000, which URLs refuse, for " +
        "{pattern}"),
    LINK_INVALID_UNICODE("link.invalid-unicode", "link",
        "parameter {parameter} is not valid Unicode (unpaired surrogate " +
        "{character}), which URLs cannot carry, for {pattern}"),
    LINK_INVALID_SCHEME("link.invalid-scheme", "link", "invalid scheme {scheme} for {pattern}"),
    LINK_INVALID_HOST("link.invalid-host", "link", "invalid host {host} for {pattern}"),
    LINK_HOST_WITHOUT_SCHEME("link.host-without-scheme", "link",
        "host {host} needs a scheme for {pattern}"),
    CONFLICT_EXPANSIONS("conflict.expansions", "conflict",
        "route {route} has optional-group expansions {first} and {second} that " +
        "match the same URLs"),
    REGEX_NAMED_GROUP_NESTED("regex.named-group-nested", "pattern",
        "a named group must stand at the top level of the regex, not inside " +
        "another group"),
    REGEX_NAMED_GROUP_REPEATED("regex.named-group-repeated", "pattern",
        "a named group cannot be repeated; repeat what is inside it: " +
        "(?<{name}>(?:…){quantifier})"),
    REGEX_GROUP_NAME_TWICE("regex.group-name-twice", "pattern",
        "the group name '{name}' is used twice"),
    REGEX_NAMED_GROUP_ALTERNATION("regex.named-group-alternation", "pattern",
        "a regex with named groups cannot have '|' at the top level; group the " +
        "alternatives: (?:a|b)"),
    REWRITE_SAME_URLS("rewrite.same-urls", "conflict",
        "matches the same URLs as {earlier}, which comes first"),
    REWRITE_EXPANSIONS("rewrite.expansions", "conflict",
        "has optional-group expansions that match the same URLs"),
    INTAKE_NOT_TEXT("intake.not-text", "intake", "the URL is not text ({type})"),
    MATCH_AT_URL("match.at-url", "match", "{url}: {reason}"),
    MATCH_ORIGIN_NOT_ACCEPTED("match.origin-not-accepted", "match",
        "origin {origin} is not accepted"),
    MATCH_NO_SCHEME("match.no-scheme", "match",
        "a URL without a scheme is not from an accepted link source (a path of " +
        "the app's own starts with '/')"),
    MATCH_REWRITE_CYCLE("match.rewrite-cycle", "match", "rewrites form a cycle: {rules} ({urls})"),
    MATCH_REWRITE_TOO_MANY("match.rewrite-too-many", "match",
        "more than {limit} rewrites: {rules} ({urls})"),
    MATCH_WEB_MODULE_FAILED("match.web-module-failed", "match",
        "the web module could not answer for this URL ({why})"),
    POLICY_NOT_APPLIED("policy.not-applied", "policy", "not applied: {notes}"),
    POLICY_NOTE_INTERNAL("policy.note-internal", "policy",
        "the route is internal; a router opens it only from inside the app"),
    POLICY_NOTE_TAGS("policy.note-tags", "policy",
        "the app's source policy and middleware may restrict routes tagged " +
        "{tags}"),
    POLICY_ALLOWED_UNRULED("policy.allowed-unruled", "policy",
        "allowed; no --restrict rule for {tags}, which the app's policy and " +
        "middleware may restrict"),
    LINK_SCHEME_NOT_ROUTED("link.scheme-not-routed", "link",
        "the table does not route {url} to {pattern}: {why}"),
    LINK_OPENS_OTHER("link.opens-other", "link", "it opens {route}");

    /** The stable code, such as {@code json.end-of-input}. */
    public final String code;
    /** The corpus's kind (errors.json's {@code kind}). */
    public final String kind;
    /** The message template, its holes named in braces. */
    public final String template;

    ErrorText(String code, String kind, String template) {
        this.code = code;
        this.kind = kind;
        this.template = template;
    }

    /**
     * The message with its holes filled, in the order they appear in the template.
     *
     * @param values the text of each hole, as the message shows it
     * @return the message
     */
    public String format(String... values) {
        return TextTemplate.fill(template, values);
    }
}
