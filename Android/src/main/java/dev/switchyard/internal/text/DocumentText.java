package dev.switchyard.internal.text;

import dev.switchyard.NonnullByDefault;

/**
 * What a routing document's refusals say (its envelope, signature and keys, the floor, its
 * conditions, its format, applying it, its budget),
 * each with its code, the corpus's kind and its message template (holes in braces, filled in
 * order). Generated from {@code Conformance/errors.json} by {@code Conformance/gen/errors_java.py}:
 * edit the table, not this file.
 */
@NonnullByDefault
public enum DocumentText {
    DOCUMENT_BUDGET_RULES("document.budget-rules", "value",
        "a document can have at most {limit} rules (routes, rewrites, " +
        "redirects, degrades and removals together); this is rule {count}"),
    DOCUMENT_BUDGET_READINGS("document.budget-readings", "value",
        "a document's patterns can have at most {limit} readings of their " +
        "optional groups together; this one takes them to {count}"),
    DOCUMENT_BUDGET_REGEX("document.budget-regex", "value",
        "a document's regexes (its regex rewrites and its patterns' capture " +
        "regexes) can weigh at most {limit} together (each its positions past " +
        "its literal beginning, plus 1; a capture regex times its pattern's " +
        "readings); this one takes them to {count}"),
    DOCUMENT_LINK_ALLOWANCE("document.link-allowance", "document",
        "{rule} would take the link's regex work to {count}, past its " +
        "allowance of {limit} (a routing document's regex rewrites and capture " +
        "regexes spend their weight times the length of each URL they are " +
        "tried on, along the link's whole way)"),
    DOCUMENT_REDIRECT_LOOP("document.redirect-loop", "document",
        "a redirect loop: {loop}; a router stops it after {limit} redirects"),
    DOCUMENT_TOO_MANY_REDIRECTS("document.too-many-redirects", "document",
        "too many redirects: {path}"),
    DOCUMENT_REWRITES_REFUSED("document.rewrites-refused", "document",
        "{loop}; a router refuses the URL"),
    DOCUMENT_TOO_LARGE("document.too-large", "document", "{file}: over {limit} bytes; not read"),
    DOCUMENT_NOT_JSON("document.not-json", "document",
        "{file}: not JSON at {line}:{column}: {problem} ({count} bytes)"),
    DOCUMENT_NOT_JSON_UNPLACED("document.not-json-unplaced", "document",
        "{file}: not JSON: {problem} ({count} bytes)"),
    DOCUMENT_ENVELOPE_NOT_OBJECT("document.envelope-not-object", "document",
        "{file}: not a JSON object"),
    DOCUMENT_UNSIGNED("document.unsigned", "document",
        "{file}: a bare document; this app takes signed documents only"),
    DOCUMENT_NO_SIGNATURE("document.no-signature", "document", "{file}: no \"signature\""),
    DOCUMENT_ENVELOPE_NO_FORMAT("document.envelope-no-format", "document",
        "{file}: no \"format\"; this version reads envelope format {format}"),
    DOCUMENT_ENVELOPE_FORMAT("document.envelope-format", "document",
        "{file}: format {found} is not supported; this version reads envelope " +
        "format {format}"),
    DOCUMENT_ENVELOPE_FIELDS("document.envelope-fields", "document",
        "{file}: the envelope needs \"keyId\", and base64 \"signature\" and " +
        "\"document\""),
    DOCUMENT_KEY_NOT_PINNED("document.key-not-pinned", "document",
        "{file}: signed by key {key}, which this app does not pin (pinned: " +
        "{keys})"),
    DOCUMENT_BAD_SIGNATURE("document.bad-signature", "document",
        "{file}: the signature does not match the document for key {key}"),
    DOCUMENT_SIGNING_KEY("document.signing-key", "document",
        "the signing key is not a base64 Ed25519 private key"),
    DOCUMENT_KEY_NOT_BASE64("document.key-not-base64", "document",
        "pinned key {key} is not a base64 Ed25519 public key"),
    DOCUMENT_KEY_NOT_CANONICAL("document.key-not-canonical", "document",
        "pinned key {key} is not a canonical Ed25519 public key: its y is not " +
        "below 2^255 - 19"),
    DOCUMENT_KEY_NOT_ON_CURVE("document.key-not-on-curve", "document",
        "pinned key {key} is not an Ed25519 public key: no point of the curve " +
        "has its y"),
    DOCUMENT_KEY_SMALL_ORDER("document.key-small-order", "document",
        "pinned key {key} is a point of small order, for which anyone can make " +
        "a signature"),
    DOCUMENT_KEY_TWICE("document.key-twice", "document", "pinned key {key} is given twice"),
    DOCUMENT_BELOW_MINIMUM("document.below-minimum", "document",
        "document {serial} is older than document {minimum}, the oldest this " +
        "app takes"),
    DOCUMENT_BELOW_FLOOR_IN_FORCE("document.below-floor-in-force", "document",
        "document {serial} is older than document {floor}, which is in force"),
    DOCUMENT_BELOW_FLOOR("document.below-floor", "document",
        "document {serial} is older than document {floor}, which this app " +
        "already accepted"),
    DOCUMENT_SERIAL_REUSED("document.serial-reused", "document",
        "document {serial} is not the document {serial} this app accepted: a " +
        "changed document needs a higher serial"),
    DOCUMENT_NOT_YET_VALID("document.not-yet-valid", "document",
        "document {serial} is valid from {date}"),
    DOCUMENT_EXPIRED("document.expired", "document", "document {serial} expired at {date}"),
    DOCUMENT_OTHER_APP("document.other-app", "document",
        "document {serial} is for app versions {versions}; this is {device}"),
    DOCUMENT_NOT_IN_ROLLOUT("document.not-in-rollout", "document",
        "document {serial} reaches {percent}% of users; this user is in bucket " +
        "{bucket}"),
    DOCUMENT_FORMAT_UNSUPPORTED("document.format-unsupported", "document",
        "format {format} is not supported; this version reads format {current}"),
    DOCUMENT_MISSING_SERIAL("document.missing-serial", "document",
        "missing \"serial\" (a number that grows with every document)"),
    DOCUMENT_MISSING_FORMAT("document.missing-format", "document",
        "missing \"format\" ({current})"),
    DOCUMENT_EXPIRES_NOT_AFTER("document.expires-not-after", "document",
        "\"expires\" is not after \"notBefore\""),
    DOCUMENT_SERIAL_TYPE("document.serial-type", "document",
        "\"serial\" must be a whole number, 1 or more, found {type}"),
    DOCUMENT_SERIAL_VALUE("document.serial-value", "document",
        "\"serial\" must be 1 or more, found {value}"),
    DOCUMENT_NOT_A_DATE("document.not-a-date", "document",
        "{name} must be a date and time such as 2026-12-31T00:00:00Z, found " +
        "{value}"),
    DOCUMENT_DATE_OUT_OF_RANGE("document.date-out-of-range", "document",
        "{name} must be a date and time such as 2026-12-31T00:00:00Z, found " +
        "{value}: {why}"),
    DOCUMENT_DATE_MONTH("document.date-month", "document", "month {month} is not 01 to 12"),
    DOCUMENT_DATE_DAY("document.date-day", "document",
        "day {day} is not in {month} {year} ({days} days)"),
    DOCUMENT_DATE_HOUR("document.date-hour", "document", "hour {hour} is not 00 to 23"),
    DOCUMENT_DATE_MINUTE("document.date-minute", "document", "minute {minute} is not 00 to 59"),
    DOCUMENT_DATE_SECOND("document.date-second", "document", "second {second} is not 00 to 59"),
    DOCUMENT_DATE_LEAP_SECOND("document.date-leap-second", "document",
        "second {second} is not 00 to 59 (a leap second is not taken)"),
    DOCUMENT_DATE_OFFSET("document.date-offset", "document",
        "offset {offset} is not within ±23:59"),
    DOCUMENT_NOT_A_VERSION("document.not-a-version", "document",
        "{name} must be a version such as 2.10.1, found {value}"),
    DOCUMENT_PERCENT_TYPE("document.percent-type", "document",
        "\"percent\" must be a number, found {type}"),
    DOCUMENT_PERCENT_RANGE("document.percent-range", "document",
        "\"percent\" must be between 0 and 100"),
    DOCUMENT_ROLLOUT_NEEDS_PERCENT("document.rollout-needs-percent", "document",
        "\"rollout\" needs \"percent\""),
    DOCUMENT_REDIRECT_NEEDS("document.redirect-needs", "document",
        "a redirect needs \"from\" and \"to\""),
    DOCUMENT_DEGRADE_NEEDS("document.degrade-needs", "document",
        "a degrade needs \"route\" (or \"name\") and \"to\""),
    DOCUMENT_ROUTE_NEEDS("document.route-needs", "document",
        "a route needs \"pattern\" and \"handler\" (a handler the app registered " +
        "by name)"),
    DOCUMENT_REWRITE_NEEDS("document.rewrite-needs", "document",
        "a rewrite needs \"from\" (or \"regex\") and \"to\""),
    DOCUMENT_NO_HANDLER("document.no-handler", "document",
        "{place}: no handler named {handler} for {pattern}"),
    DOCUMENT_NOTHING_TO_REMOVE("document.nothing-to-remove", "document",
        "removal {index}: no {selector} to remove"),
    DOCUMENT_NOTHING_TO_DEGRADE("document.nothing-to-degrade", "document",
        "degrade {index}: no {route} to degrade"),
    DOCUMENT_ROUTES_CONFLICT("document.routes-conflict", "document",
        "the routes conflict: {conflict}");

    /** The stable code, such as {@code document.budget-rules}. */
    public final String code;
    /** The corpus's kind (errors.json's {@code kind}). */
    public final String kind;
    /** The message template, its holes named in braces. */
    public final String template;

    DocumentText(String code, String kind, String template) {
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
