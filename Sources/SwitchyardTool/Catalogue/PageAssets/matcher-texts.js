// @ts-check
// Generated from Conformance/errors.json by Conformance/gen/errors_js.py: edit the table, not this file.
// The texts the web module prints for a link, each as every reader prints it: its holes named in braces.

export const ERROR_TEXTS = Object.freeze({
  "intake.empty": "URL is empty",
  "intake.too-long": "URL is {length} bytes long; the limit is {limit}",
  "intake.control-character": "URL contains control character {character} at byte {offset}",
  "intake.encoded-nul": "URL contains an encoded NUL (%00) at byte {offset}",
  "intake.malformed-authority": "URL has a malformed authority at byte {offset}: {problem}",
  "intake.bad-port": "URL has a malformed authority at byte {offset}: port is not a number",
  "intake.dot-segment": "URL contains a dot segment ('.' or '..') at byte {offset}",
  "intake.too-many-segments": "URL has more than {limit} path segments",
  "intake.too-many-query-items": "URL has more than {limit} query items",
  "intake.invalid-unicode": "URL is not valid Unicode: unpaired surrogate {character} at byte {offset}",
  "match.intake-refused": "refused: {refusal}",
  "intake.not-text": "the URL is not text ({type})",
  "match.at-url": "{url}: {reason}",
  "match.no-route": "no route matches {path} in {namespaces}",
  "match.origin-not-accepted": "origin {origin} is not accepted",
  "match.no-scheme": "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')",
  "match.rewrite-cycle": "rewrites form a cycle: {rules} ({urls})",
  "match.rewrite-too-many": "more than {limit} rewrites: {rules} ({urls})",
  "match.web-module-failed": "the web module could not answer for this URL ({why})",
  "policy.internal": "the route is internal and the link came from {source}",
  "policy.denied": "links from {source} are denied",
  "policy.tag": "routes tagged \"{tag}\" are not open to links from {source}",
  "policy.forbidden": "route \"{route}\" is forbidden: {why}",
  "policy.not-applied": "not applied: {notes}",
  "policy.note-internal": "the route is internal; a router opens it only from inside the app",
  "policy.note-tags": "the app's source policy and middleware may restrict routes tagged {tags}",
  "policy.allowed-unruled": "allowed; no --restrict rule for {tags}, which the app's policy and middleware may restrict",
  "document.redirect-loop": "a redirect loop: {loop}; a router stops it after {limit} redirects",
  "document.too-many-redirects": "too many redirects: {path}",
  "document.rewrites-refused": "{loop}; a router refuses the URL",
  "url-for.missing": "missing parameter {name} for {pattern}",
  "url-for.scheme-not-routed": "the table does not route {url} to {pattern}: {why}",
  "url-for.opens-other": "it opens {route}",
});

/**
 * The text of `code` with its holes filled from `values` (each inserted as it is).
 * @param {keyof typeof ERROR_TEXTS} code @param {Record<string, string | number>} [values] @returns {string}
 */
export function errorText(code, values = {}) {
  return ERROR_TEXTS[code].replace(/\{([a-z]+)\}/g, (_, name) => String(values[name]));
}
