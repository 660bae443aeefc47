// @ts-check
// Generated from Conformance/errors.json by Conformance/gen/errors_js.py: edit the table, not this file.
// The texts the web module prints for a link, each as every reader prints it, its holes named in braces: one
// constant a text, so that a web build keeps only those it prints (importing only `match` leaves out urlFor's and
// the document preview's).

/** key.unknown */
export const TEXT_KEY_UNKNOWN = "unknown key {key} in {context}; expected one of: {keys}";
/** value.not-object */
export const TEXT_VALUE_NOT_OBJECT = "{name} must be an object, found {type}";
/** value.not-string */
export const TEXT_VALUE_NOT_STRING = "{name} must be a string, found {type}";
/** value.not-string-array */
export const TEXT_VALUE_NOT_STRING_ARRAY = "{name} must be an array of strings, found {type}";
/** value.empty */
export const TEXT_VALUE_EMPTY = "{name} must not be empty";
/** apps.value */
export const TEXT_APPS_VALUE = "{name} must be {what}, found {value}";
/** apps.missing-key */
export const TEXT_APPS_MISSING_KEY = "{name} is missing required key {key}";
/** document.link-allowance */
export const TEXT_DOCUMENT_LINK_ALLOWANCE = "{rule} would take the link's regex work to {count}, past its allowance of {limit} (a routing document's regex rewrites and capture regexes spend their weight times the length of each URL they are tried on, along the link's whole way)";
/** intake.empty */
export const TEXT_INTAKE_EMPTY = "URL is empty";
/** intake.too-long */
export const TEXT_INTAKE_TOO_LONG = "URL is {length} bytes long; the limit is {limit}";
/** intake.control-character */
export const TEXT_INTAKE_CONTROL_CHARACTER = "URL contains control character {character} at byte {offset}";
/** intake.encoded-nul */
export const TEXT_INTAKE_ENCODED_NUL = "URL contains an encoded NUL (%00) at byte {offset}";
/** intake.malformed-authority */
export const TEXT_INTAKE_MALFORMED_AUTHORITY = "URL has a malformed authority at byte {offset}: {problem}";
/** intake.dot-segment */
export const TEXT_INTAKE_DOT_SEGMENT = "URL contains a dot segment ('.' or '..') at byte {offset}";
/** intake.too-many-segments */
export const TEXT_INTAKE_TOO_MANY_SEGMENTS = "URL has more than {limit} path segments";
/** intake.too-many-query-items */
export const TEXT_INTAKE_TOO_MANY_QUERY_ITEMS = "URL has more than {limit} query items";
/** intake.invalid-unicode */
export const TEXT_INTAKE_INVALID_UNICODE = "URL is not valid Unicode: unpaired surrogate {character} at byte {offset}";
/** match.intake-refused */
export const TEXT_MATCH_INTAKE_REFUSED = "refused: {refusal}";
/** match.no-route */
export const TEXT_MATCH_NO_ROUTE = "no route matches {path} in {namespaces}";
/** match.forbidden */
export const TEXT_MATCH_FORBIDDEN = "route \"{pattern}\" is forbidden: {why}";
/** policy.internal */
export const TEXT_POLICY_INTERNAL = "the route is internal and the link came from {source}";
/** policy.denied */
export const TEXT_POLICY_DENIED = "links from {source} are denied";
/** policy.tag-restricted */
export const TEXT_POLICY_TAG_RESTRICTED = "routes tagged \"{tag}\" are not open to links from {source}";
/** link.missing */
export const TEXT_LINK_MISSING = "missing parameter {parameter} for {pattern}";
/** link.does-not-fit */
export const TEXT_LINK_DOES_NOT_FIT = "parameter {parameter} is {value} in {pattern}";
/** link.dot-segment */
export const TEXT_LINK_DOT_SEGMENT = "parameter {parameter} is {value}, which cannot be a path segment of {pattern}: URLs refuse '.' and '..'";
/** link.contains-nul */
export const TEXT_LINK_CONTAINS_NUL = "parameter {parameter} contains U+0000, which URLs refuse, for {pattern}";
/** link.invalid-unicode */
export const TEXT_LINK_INVALID_UNICODE = "parameter {parameter} is not valid Unicode (unpaired surrogate {character}), which URLs cannot carry, for {pattern}";
/** link.invalid-scheme */
export const TEXT_LINK_INVALID_SCHEME = "invalid scheme {scheme} for {pattern}";
/** link.invalid-host */
export const TEXT_LINK_INVALID_HOST = "invalid host {host} for {pattern}";
/** link.host-without-scheme */
export const TEXT_LINK_HOST_WITHOUT_SCHEME = "host {host} needs a scheme for {pattern}";
/** intake.not-text */
export const TEXT_INTAKE_NOT_TEXT = "the URL is not text ({type})";
/** match.at-url */
export const TEXT_MATCH_AT_URL = "{url}: {reason}";
/** match.origin-not-accepted */
export const TEXT_MATCH_ORIGIN_NOT_ACCEPTED = "origin {origin} is not accepted";
/** match.no-scheme */
export const TEXT_MATCH_NO_SCHEME = "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')";
/** match.rewrite-cycle */
export const TEXT_MATCH_REWRITE_CYCLE = "rewrites form a cycle: {rules} ({urls})";
/** match.rewrite-too-many */
export const TEXT_MATCH_REWRITE_TOO_MANY = "more than {limit} rewrites: {rules} ({urls})";
/** match.web-module-failed */
export const TEXT_MATCH_WEB_MODULE_FAILED = "the web module could not answer for this URL ({why})";
/** policy.not-applied */
export const TEXT_POLICY_NOT_APPLIED = "not applied: {notes}";
/** policy.note-internal */
export const TEXT_POLICY_NOTE_INTERNAL = "the route is internal; a router opens it only from inside the app";
/** policy.note-tags */
export const TEXT_POLICY_NOTE_TAGS = "the app's source policy and middleware may restrict routes tagged {tags}";
/** policy.allowed-unruled */
export const TEXT_POLICY_ALLOWED_UNRULED = "allowed; no --restrict rule for {tags}, which the app's policy and middleware may restrict";
/** document.redirect-loop */
export const TEXT_DOCUMENT_REDIRECT_LOOP = "a redirect loop: {loop}; a router stops it after {limit} redirects";
/** document.too-many-redirects */
export const TEXT_DOCUMENT_TOO_MANY_REDIRECTS = "too many redirects: {path}";
/** document.rewrites-refused */
export const TEXT_DOCUMENT_REWRITES_REFUSED = "{loop}; a router refuses the URL";
/** link.scheme-not-routed */
export const TEXT_LINK_SCHEME_NOT_ROUTED = "the table does not route {url} to {pattern}: {why}";
/** link.opens-other */
export const TEXT_LINK_OPENS_OTHER = "it opens {route}";

/** Each template's literal text and holes' names, in turn (text, name, text, …, text), split when first filled. */
/** @type {Map<string, string[]>} */
const splitTemplates = new Map();

/**
 * `template` (one of the texts above) with its holes filled from `values`, each inserted as it is.
 * @param {string} template @param {Record<string, string | number>} [values] @returns {string}
 */
export function fillText(template, values = {}) {
  // The template split once, not at every call: a hole's name sliced afresh is a new string the property lookup
  // must find in V8's string table, and that took two thirds of the time of filling in a link's reason.
  let parts = splitTemplates.get(template);
  if (!parts) splitTemplates.set(template, (parts = template.split(/\{([a-z]+)\}/)));
  let out = parts[0];
  for (let k = 1; k < parts.length; k += 2) out += String(values[parts[k]]) + parts[k + 1];
  return out;
}
