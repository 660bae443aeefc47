// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// The texts a routing document's refusals and its way print, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
package enum DocumentText {
    /// `key.unknown`
    package static func keyUnknown(key: some CustomStringConvertible, context: some CustomStringConvertible, keys: some CustomStringConvertible) -> String { "unknown key \(key) in \(context); expected one of: \(keys)" }
    /// `value.not-object`
    package static func valueNotObject(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be an object, found \(type)" }
    /// `value.not-array`
    package static func valueNotArray(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be an array, found \(type)" }
    /// `value.not-string`
    package static func valueNotString(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be a string, found \(type)" }
    /// `value.not-boolean`
    package static func valueNotBoolean(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be a boolean, found \(type)" }
    /// `value.not-integer`
    package static func valueNotInteger(name: some CustomStringConvertible, type: some CustomStringConvertible) -> String { "\(name) must be an integer, found \(type)" }
    /// `value.not-choice`
    package static func valueNotChoice(name: some CustomStringConvertible, choices: some CustomStringConvertible, value: some CustomStringConvertible) -> String { "\(name) must be \(choices), found \(value)" }
    /// `rewrite.both-sources`
    package static let rewriteBothSources = "rewrite has both \"from\" and \"regex\"; give one"
    /// `rewrite.nested-needs-url`
    package static func rewriteNestedNeedsUrl(to: some CustomStringConvertible) -> String { "\"nested\" needs a \"to\" that is \"{url:query.NAME}\" (the URL a query item carries), found \(to)" }
    /// `nested.source-in-document`
    package static let nestedSourceInDocument = "\"source\" is not allowed in a routing document: a nested URL runs as a web page of the outer link's origin unless the app's own rule names its source"
    /// `document.budget-rules`
    package static func budgetRules(limit: some CustomStringConvertible, count: some CustomStringConvertible) -> String { "a document can have at most \(limit) rules (routes, rewrites, redirects, degrades and removals together); this is rule \(count)" }
    /// `document.budget-readings`
    package static func budgetReadings(limit: some CustomStringConvertible, count: some CustomStringConvertible) -> String { "a document's patterns can have at most \(limit) readings of their optional groups together; this one takes them to \(count)" }
    /// `document.budget-regex`
    package static func budgetRegex(limit: some CustomStringConvertible, count: some CustomStringConvertible) -> String { "a document's regexes (its regex rewrites and its patterns' capture regexes) can weigh at most \(limit) together (each its positions past its literal beginning, plus 1; a capture regex times its pattern's readings); this one takes them to \(count)" }
    /// `document.link-allowance`
    package static func linkAllowance(rule: some CustomStringConvertible, count: some CustomStringConvertible, limit: some CustomStringConvertible) -> String { "\(rule) would take the link's regex work to \(count), past its allowance of \(limit) (a routing document's regex rewrites and capture regexes spend their weight times the length of each URL they are tried on, along the link's whole way)" }
    /// `document.redirect-loop`
    package static func redirectLoop(loop: some CustomStringConvertible, limit: some CustomStringConvertible) -> String { "a redirect loop: \(loop); a router stops it after \(limit) redirects" }
    /// `document.too-many-redirects`
    package static func tooManyRedirects(path: some CustomStringConvertible) -> String { "too many redirects: \(path)" }
    /// `document.rewrites-refused`
    package static func rewritesRefused(loop: some CustomStringConvertible) -> String { "\(loop); a router refuses the URL" }
    /// `document.too-large`
    package static func tooLarge(file: some CustomStringConvertible, limit: some CustomStringConvertible) -> String { "\(file): over \(limit) bytes; not read" }
    /// `document.not-json`
    package static func notJson(file: some CustomStringConvertible, line: some CustomStringConvertible, column: some CustomStringConvertible, problem: some CustomStringConvertible, count: some CustomStringConvertible) -> String { "\(file): not JSON at \(line):\(column): \(problem) (\(count) bytes)" }
    /// `document.not-json-unplaced`
    package static func notJsonUnplaced(file: some CustomStringConvertible, problem: some CustomStringConvertible, count: some CustomStringConvertible) -> String { "\(file): not JSON: \(problem) (\(count) bytes)" }
    /// `document.envelope-not-object`
    package static func envelopeNotObject(file: some CustomStringConvertible) -> String { "\(file): not a JSON object" }
    /// `document.unsigned`
    package static func unsigned(file: some CustomStringConvertible) -> String { "\(file): a bare document; this app takes signed documents only" }
    /// `document.no-signature`
    package static func noSignature(file: some CustomStringConvertible) -> String { "\(file): no \"signature\"" }
    /// `document.envelope-no-format`
    package static func envelopeNoFormat(file: some CustomStringConvertible, format: some CustomStringConvertible) -> String { "\(file): no \"format\"; this version reads envelope format \(format)" }
    /// `document.envelope-format`
    package static func envelopeFormat(file: some CustomStringConvertible, found: some CustomStringConvertible, format: some CustomStringConvertible) -> String { "\(file): format \(found) is not supported; this version reads envelope format \(format)" }
    /// `document.envelope-fields`
    package static func envelopeFields(file: some CustomStringConvertible) -> String { "\(file): the envelope needs \"keyId\", and base64 \"signature\" and \"document\"" }
    /// `document.key-not-pinned`
    package static func keyNotPinned(file: some CustomStringConvertible, key: some CustomStringConvertible, keys: some CustomStringConvertible) -> String { "\(file): signed by key \(key), which this app does not pin (pinned: \(keys))" }
    /// `document.bad-signature`
    package static func badSignature(file: some CustomStringConvertible, key: some CustomStringConvertible) -> String { "\(file): the signature does not match the document for key \(key)" }
    /// `document.signing-key`
    package static let signingKey = "the signing key is not a base64 Ed25519 private key"
    /// `document.key-not-base64`
    package static func keyNotBase64(key: some CustomStringConvertible) -> String { "pinned key \(key) is not a base64 Ed25519 public key" }
    /// `document.key-not-canonical`
    package static func keyNotCanonical(key: some CustomStringConvertible) -> String { "pinned key \(key) is not a canonical Ed25519 public key: its y is not below 2^255 - 19" }
    /// `document.key-not-on-curve`
    package static func keyNotOnCurve(key: some CustomStringConvertible) -> String { "pinned key \(key) is not an Ed25519 public key: no point of the curve has its y" }
    /// `document.key-small-order`
    package static func keySmallOrder(key: some CustomStringConvertible) -> String { "pinned key \(key) is a point of small order, for which anyone can make a signature" }
    /// `document.key-twice`
    package static func keyTwice(key: some CustomStringConvertible) -> String { "pinned key \(key) is given twice" }
    /// `document.below-minimum`
    package static func belowMinimum(serial: some CustomStringConvertible, minimum: some CustomStringConvertible) -> String { "document \(serial) is older than document \(minimum), the oldest this app takes" }
    /// `document.below-floor-in-force`
    package static func belowFloorInForce(serial: some CustomStringConvertible, floor: some CustomStringConvertible) -> String { "document \(serial) is older than document \(floor), which is in force" }
    /// `document.below-floor`
    package static func belowFloor(serial: some CustomStringConvertible, floor: some CustomStringConvertible) -> String { "document \(serial) is older than document \(floor), which this app already accepted" }
    /// `document.serial-reused`
    package static func serialReused(serial: some CustomStringConvertible) -> String { "document \(serial) is not the document \(serial) this app accepted: a changed document needs a higher serial" }
    /// `document.not-yet-valid`
    package static func notYetValid(serial: some CustomStringConvertible, date: some CustomStringConvertible) -> String { "document \(serial) is valid from \(date)" }
    /// `document.expired`
    package static func expired(serial: some CustomStringConvertible, date: some CustomStringConvertible) -> String { "document \(serial) expired at \(date)" }
    /// `document.other-app`
    package static func otherApp(serial: some CustomStringConvertible, versions: some CustomStringConvertible, device: some CustomStringConvertible) -> String { "document \(serial) is for app versions \(versions); this is \(device)" }
    /// `document.not-in-rollout`
    package static func notInRollout(serial: some CustomStringConvertible, percent: some CustomStringConvertible, bucket: some CustomStringConvertible) -> String { "document \(serial) reaches \(percent)% of users; this user is in bucket \(bucket)" }
    /// `document.format-unsupported`
    package static func formatUnsupported(format: some CustomStringConvertible, current: some CustomStringConvertible) -> String { "format \(format) is not supported; this version reads format \(current)" }
    /// `document.missing-serial`
    package static let missingSerial = "missing \"serial\" (a number that grows with every document)"
    /// `document.missing-format`
    package static func missingFormat(current: some CustomStringConvertible) -> String { "missing \"format\" (\(current))" }
    /// `document.expires-not-after`
    package static let expiresNotAfter = "\"expires\" is not after \"notBefore\""
    /// `document.serial-type`
    package static func serialType(type: some CustomStringConvertible) -> String { "\"serial\" must be a whole number, 1 or more, found \(type)" }
    /// `document.serial-value`
    package static func serialValue(value: some CustomStringConvertible) -> String { "\"serial\" must be 1 or more, found \(value)" }
    /// `document.not-a-date`
    package static func notADate(name: some CustomStringConvertible, value: some CustomStringConvertible) -> String { "\(name) must be a date and time such as 2026-12-31T00:00:00Z, found \(value)" }
    /// `document.date-out-of-range`
    package static func dateOutOfRange(name: some CustomStringConvertible, value: some CustomStringConvertible, why: some CustomStringConvertible) -> String { "\(name) must be a date and time such as 2026-12-31T00:00:00Z, found \(value): \(why)" }
    /// `document.date-month`
    package static func dateMonth(month: some CustomStringConvertible) -> String { "month \(month) is not 01 to 12" }
    /// `document.date-day`
    package static func dateDay(day: some CustomStringConvertible, month: some CustomStringConvertible, year: some CustomStringConvertible, days: some CustomStringConvertible) -> String { "day \(day) is not in \(month) \(year) (\(days) days)" }
    /// `document.date-hour`
    package static func dateHour(hour: some CustomStringConvertible) -> String { "hour \(hour) is not 00 to 23" }
    /// `document.date-minute`
    package static func dateMinute(minute: some CustomStringConvertible) -> String { "minute \(minute) is not 00 to 59" }
    /// `document.date-second`
    package static func dateSecond(second: some CustomStringConvertible) -> String { "second \(second) is not 00 to 59" }
    /// `document.date-leap-second`
    package static func dateLeapSecond(second: some CustomStringConvertible) -> String { "second \(second) is not 00 to 59 (a leap second is not taken)" }
    /// `document.date-offset`
    package static func dateOffset(offset: some CustomStringConvertible) -> String { "offset \(offset) is not within ±23:59" }
    /// `document.not-a-version`
    package static func notAVersion(name: some CustomStringConvertible, value: some CustomStringConvertible) -> String { "\(name) must be a version such as 2.10.1, found \(value)" }
    /// `document.percent-type`
    package static func percentType(type: some CustomStringConvertible) -> String { "\"percent\" must be a number, found \(type)" }
    /// `document.percent-range`
    package static let percentRange = "\"percent\" must be between 0 and 100"
    /// `document.rollout-needs-percent`
    package static let rolloutNeedsPercent = "\"rollout\" needs \"percent\""
    /// `document.redirect-needs`
    package static let redirectNeeds = "a redirect needs \"from\" and \"to\""
    /// `document.degrade-needs`
    package static let degradeNeeds = "a degrade needs \"route\" (or \"name\") and \"to\""
    /// `document.route-needs`
    package static let routeNeeds = "a route needs \"pattern\" and \"handler\" (a handler the app registered by name)"
    /// `document.rewrite-needs`
    package static let rewriteNeeds = "a rewrite needs \"from\" (or \"regex\") and \"to\""
    /// `document.no-handler`
    package static func noHandler(place: some CustomStringConvertible, handler: some CustomStringConvertible, pattern: some CustomStringConvertible) -> String { "\(place): no handler named \(handler) for \(pattern)" }
    /// `document.nothing-to-remove`
    package static func nothingToRemove(index: some CustomStringConvertible, selector: some CustomStringConvertible) -> String { "removal \(index): no \(selector) to remove" }
    /// `document.nothing-to-degrade`
    package static func nothingToDegrade(index: some CustomStringConvertible, route: some CustomStringConvertible) -> String { "degrade \(index): no \(route) to degrade" }
    /// `document.routes-conflict`
    package static func routesConflict(conflict: some CustomStringConvertible) -> String { "the routes conflict: \(conflict)" }
}
