// @ts-check
// Matching: every expansion of every route of a namespace checked one by one, as ReferenceMatcher does. An
// answer that depends on a route the matcher cannot evaluate (a custom parameter type) is "undetermined",
// never guessed.

import { EMPTY, asciiLower, text } from "./matcher-bytes.js";
import { Refusal, intake } from "./matcher-intake.js";
import { Captures, isDot } from "./matcher-parameters.js";
import { matchPath, matchSegments } from "./matcher-segments.js";
import { conditionParameters, lowercased } from "./matcher-conditions.js";
import { encoded, routeIndex } from "./matcher-index.js";
import { fillText, TEXT_MATCH_INTAKE_REFUSED, TEXT_MATCH_NO_ROUTE, TEXT_MATCH_NO_SCHEME, TEXT_MATCH_ORIGIN_NOT_ACCEPTED } from "./matcher-texts.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Route} Route */
/** @typedef {import("./matcher-types.js").Source} Source */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Hit} Hit */
/** @typedef {import("./matcher-types.js").Rank} Rank */
/** @typedef {import("./matcher-types.js").Unknown} Unknown */
/** @typedef {import("./matcher-index.js").Candidate} Candidate */
/** @typedef {import("./matcher-types.js").Segment} Segment */

/**
 * What matching reads of a URL is the taken URL's own (TakenURL): its path segments as text (most are plain,
 * compared and captured as text), and as bytes where a segment is not plain or a capture's check reads bytes,
 * each list made when first read and kept there. The host's forms are made only when a route that takes the host
 * is tried (most URLs meet none), and kept on the URL too (`hostForms`): a match makes no object of its own.
 * @param {TakenURL} url @returns {HostInput}
 */
function hostForms(url) {
  return url.hostForms || (url.hostForms = hostInput(url, url.segments(false, false), url.segments(url.options.decodePlus, false)));
}

/**
 * The host's segments as text, the host trie's keys (matcher-index.js).
 * @param {TakenURL} url @returns {string[]}
 */
function hostTexts(url) { return hostForms(url).texts; }

/**
 * @typedef {{dotHost: boolean, hostSegments: Uint8Array[], rawHostSegments: Uint8Array[],
 *   valueHostSegments: Uint8Array[], textHostSegments: Uint8Array[], texts: string[]}} HostInput
 */

/**
 * The segments a route that takes the host reads.
 * @param {TakenURL} url @param {Uint8Array[]} segments @param {Uint8Array[]} valueSegments @returns {HostInput}
 */
function hostInput(url, segments, valueSegments) {
  const withHost = url.segments(false, true);
  const takeHost = !url.layout.hostIsPath && url.host !== null;
  // Under hostAsPath always the host is a path segment for every route; a route that takes it still judges it
  // lowercased, as a host (issue #64): its first segment is lowered for those routes only.
  const lowerPathHost = url.layout.hostIsPath && url.host !== null && url.options.hostAsPath === "always";
  const first = withHost[0], plus = url.options.decodePlus;
  const hostSegments = takeHost ? lowerFirst(withHost) : lowerPathHost ? lowerFirst(segments) : segments;
  return {
    dotHost: takeHost && first !== undefined && isDot(first, 0, first.length),
    // A host kept as a host compares case-insensitively also where a pattern takes it (issue #59): matched
    // lowercased; a capture's value reads textHostSegments, in the case the URL wrote it.
    hostSegments,
    rawHostSegments: takeHost ? withHost : segments,
    valueHostSegments: takeHost ? lowerFirst(url.segments(plus, true)) : lowerPathHost ? lowerFirst(valueSegments) : valueSegments,
    textHostSegments: takeHost ? url.segments(plus, true) : valueSegments,
    texts: hostSegments.map(text),
  };
}

/** @param {Uint8Array[]} segments */
function lowerFirst(segments) {
  if (!segments.length) return segments;
  return [segments[0].map(asciiLower)].concat(segments.slice(1));
}

/** @param {Source[]} sources @param {string | null} scheme @param {string | null} host */
function acceptsSource(sources, scheme, host) {
  return sources.some((s) => s.scheme === scheme && (s.host === null || s.host === host));
}

/** @type {{miss: true}} */
const MISS = { miss: true };
/** No route the matcher cannot judge (a constant, never changed, not a list made per match). */
const NO_UNKNOWNS = /** @type {any[]} */ (/** @type {unknown} */ (EMPTY));
/** No captures' values: a pattern without captures writes none. */
const NO_VALUES = /** @type {string[]} */ (NO_UNKNOWNS);

/**
 * ReferenceMatcher.evaluate: the hit, MISS, or {unknown: why}.
 * @param {Candidate} candidate @param {TakenURL} x
 * @returns {Hit | {miss: true} | Unknown}
 */
function evaluateCandidate(candidate, x) {
  const route = candidate.route, expansion = candidate.expansion, hostIsPath = x.layout.hostIsPath;
  if (route.host !== null && (hostIsPath ? null : x.host) !== route.host) return MISS;
  const h = route.takesHost ? hostForms(x) : null;
  if (h && h.dotHost) return MISS;
  const pathCount = x.pathTexts().texts.length;
  const count = h ? h.hostSegments.length : pathCount, length = expansion.path.length;
  if (length > count) return MISS;
  const hostFirst = hostIsPath || (h !== null && h.hostSegments.length > pathCount);
  // One value a capture, in the pattern's order (`names`): the list made at its size (one grown from empty takes
  // room for 17).
  /** @type {string[]} */
  const values = expansion.names.length ? new Array(expansion.names.length) : NO_VALUES;
  const bytes = encoded(candidate);
  const inPath = h ? matchSegments(bytes.path, bytes.pathPieces, h.hostSegments, h.valueHostSegments, h.textHostSegments, hostFirst, values, 0)
    : matchPath(expansion.path, bytes, x, hostFirst, values);
  if (typeof inPath !== "number") return inPath === false ? MISS : { unknown: inPath };
  // A wildcard reports what the URL wrote, the host included: matched lowercased, taken as written.
  let tail = count - length;
  /** @type {Uint8Array[] | null} */
  let fragment = null;
  if (expansion.fragment !== null) {
    fragment = x.hasFragmentPath ? x.fragmentSegments(false) : null;
    const valueFragment = x.hasFragmentPath ? x.fragmentSegments(x.options.decodePlus) : null;
    if (tail || fragment === null || valueFragment === null) return MISS;
    const inFragment = matchSegments(bytes.fragment, bytes.fragmentPieces, fragment, valueFragment, valueFragment, false, values, inPath);
    if (typeof inFragment !== "number") return inFragment === false ? MISS : { unknown: inFragment };
    tail = fragment.length - expansion.fragment.length;
  }
  if (expansion.wildcard !== null ? tail < expansion.wildcard.minimum : tail > 0) return MISS;
  if (route.accept && x.scheme !== null && !acceptsSource(route.accept, x.scheme, x.host)) return MISS;
  if (route.notPorted) return { unknown: route.notPorted };
  // Room for the values below (a condition's are added where they come).
  const parameters = new Captures(expansion.names.length + (route.schemeParameter ? 1 : 0) + (expansion.wildcard ? 1 : 0));
  if (route.conditions && route.conditions.length) {
    const conditions = conditionParameters(route, x);
    if (conditions === null) return MISS;
    if ("unknown" in conditions) return conditions;
    conditions.parameters.forEach((value, name) => parameters.set(name, value));
  }
  /** @type {string[]} */
  let wildcard = [];
  if (expansion.wildcard) {
    wildcard = fragment ? fragment.slice(/** @type {Segment[]} */ (expansion.fragment).length).map(text)
      : h ? h.rawHostSegments.slice(length).map(text) : x.pathTexts().texts.slice(length);
  }
  const names = expansion.names;
  for (let k = 0; k < names.length; k++) if (names[k] !== "") parameters.set(names[k], values[k]);
  if (route.schemeParameter && x.scheme !== null) {
    parameters.set(route.schemeParameter.name, route.schemeParameter.values[x.scheme]);
  }
  if (expansion.wildcard && expansion.wildcard.name !== null) parameters.set(expansion.wildcard.name, joined(wildcard));
  /** @type {Hit} */
  const hit = { route, parameters, wildcard };
  return route.lowercaseCaptures ? lowercased(hit) : hit;
}

/**
 * Priority, then (by specificity) the rank vector and the number of query conditions (more first), then
 * registration (TrieBuilder.fullOrder).
 * @param {Rank} a @param {Rank} b
 */
function compareRank(a, b) {
  if (a.priority !== b.priority) return b.priority - a.priority;
  for (let k = 0; k < Math.min(a.vector.length, b.vector.length); k++) {
    if (a.vector[k] !== b.vector[k]) return a.vector[k] - b.vector[k];
  }
  if (a.vector.length !== b.vector.length) return a.vector.length - b.vector.length;
  if (a.conditions !== b.conditions) return b.conditions - a.conditions;
  return a.id !== b.id ? a.id - b.id : a.expansion - b.expansion;
}

/**
 * The best hit of one namespace, or {unknown} when a route the matcher cannot evaluate could outrank it: the
 * first of `ranked`'s hits, found without making its lists (a match allocates as little as it can).
 * @param {Table} table @param {TakenURL} url @param {string | null} namespace @param {Candidate[]} found the URL's candidates
 * @returns {Hit | Unknown | null}
 */
function best(table, url, namespace, found) {
  const specificity = table.options.matchOrder === "specificity";
  /** @type {Hit | null} */
  let top = null;
  /** @type {Candidate | null} */
  let topCandidate = null;
  /** @type {{route: Route, why: string, rank: Rank}[]} */
  let unknowns = NO_UNKNOWNS;
  // Index loops here and in `lookup`: V8 runs `for…of` over a frozen list (NONE, NO_UNKNOWNS, GLOBAL_ONLY) without
  // its fast path, at 10-20 ns a loop.
  for (let c = 0; c < found.length; c++) {
    const candidate = found[c], route = candidate.route;
    if (!registers(route, namespace)) continue;
    const result = evaluateCandidate(candidate, url);
    if (result === MISS) continue;
    if ("unknown" in result) {
      (unknowns === NO_UNKNOWNS ? (unknowns = []) : unknowns).push({ route, why: result.unknown, rank: rankOf(candidate, specificity) });
    } else if (!top || !topCandidate || compareRank(rankOf(candidate, specificity), rankOf(topCandidate, specificity)) < 0) {
      top = /** @type {Hit} */ (result);
      topCandidate = candidate;
    }
  }
  for (let u = 0; u < unknowns.length; u++) {
    const doubt = unknowns[u];
    if (topCandidate && compareRank(doubt.rank, rankOf(topCandidate, specificity)) >= 0) continue;
    return { unknown: "route \"" + doubt.route.pattern + "\" might match, and " + doubt.why };
  }
  return top;
}

/**
 * Every hit of one namespace, best first (routes the matcher cannot evaluate left out). Only the routes that can
 * take the URL's first segment are tried (RouteIndex); the others miss whatever they are.
 * @param {Table} table @param {TakenURL} url @param {string | null} namespace @returns {Hit[]}
 */
function ranked(table, url, namespace) {
  const specificity = table.options.matchOrder === "specificity";
  /** @type {Hit[]} */
  const hits = [];
  for (const candidate of routeIndex(table).candidates(url, hostTexts)) {
    if (!registers(candidate.route, namespace)) continue;
    const result = evaluateCandidate(candidate, url);
    if (result === MISS || "unknown" in result) continue;
    const hit = /** @type {Hit} */ (result);
    hit.rank = rankOf(candidate, specificity);
    hits.push(hit);
  }
  return hits.sort((a, b) => compareRank(/** @type {Rank} */ (a.rank), /** @type {Rank} */ (b.rank)));
}

/**
 * The candidate's place in the order matching prefers (compareRank).
 * @param {Candidate} candidate @param {boolean} specificity @returns {Rank}
 */
function rankOf(candidate, specificity) {
  const route = candidate.route;
  return { priority: route.priority, vector: specificity ? candidate.expansion.rank : [],
    conditions: specificity && route.conditions ? route.conditions.length : 0, id: route.id, expansion: candidate.index };
}

/**
 * RouteTable.candidates(for:): every hit, best first, the URL's namespace before the global one it falls back to.
 * @param {Table} table @param {TakenURL} url @returns {Hit[]}
 */
export function candidates(table, url) {
  return namespaces(table, url).flatMap((namespace) => ranked(table, url, namespace));
}

/**
 * Whether the route is in the namespace (a lowercased scheme, null for the global one): its scheme's, or one of
 * those a placeholder in its scheme makes.
 * @param {Route} route @param {string | null} namespace
 */
function registers(route, namespace) {
  if (route.schemeParameter && namespace !== null) {
    return Object.prototype.hasOwnProperty.call(route.schemeParameter.values, namespace);
  }
  return (route.scheme === null ? null : route.scheme.toLowerCase()) === namespace;
}

/** The global namespace alone (never changed: a constant, not a list made per match). */
const GLOBAL_ONLY = Object.freeze([null]);

/** @param {Table} table @param {TakenURL} url @returns {readonly (string | null)[]} */
function namespaces(table, url) {
  const index = routeIndex(table);
  // Most tables route no scheme: the link's is not read, nor hashed to be looked up (a `Map` hashes it even empty).
  const scheme = index.namespaces.size ? url.scheme : null;
  return (scheme !== null && index.chains.get(scheme)) || GLOBAL_ONLY;
}

/**
 * `list.join("/")`, its few texts joined by `+`: `join` cost a third of the rest of a link no route opens, and a
 * seventh of a link a wildcard route opens (its value).
 * @param {string[]} list
 */
function joined(list) {
  let out = list.length ? list[0] : "";
  for (let k = 1; k < list.length; k++) out += "/" + list[k];
  return out;
}

/** @param {TakenURL} url */
function displayPath(url) {
  const texts = url.pathTexts();
  let path = "/" + joined(texts.texts);
  // Plain segments are printable ASCII (intake refuses control characters): up to 100 of them shown as they are.
  const plain = texts.texts.length < 30 && texts.plain === (1 << texts.texts.length) - 1;
  if (plain && !url.hasFragmentPath && path.length <= 100) return path;
  if (url.hasFragmentPath) path += "#/" + url.fragmentSegments(false).map(text).join("/");
  return shortened(path);
}

/**
 * DiagnosticText's escape (issue #57, item 5): control characters, line and paragraph separators and format
 * characters (bidi controls, zero-width characters) written as \n, \r, \t or \u{HEX}, so that a reason reads
 * as `switchyard match` gives it.
 * @param {string} string
 */
export function escapeConcealing(string) {
  // Printable ASCII, the usual case, has none of them.
  let k = 0;
  while (k < string.length && string.charCodeAt(k) >= 0x20 && string.charCodeAt(k) < 0x7f) k++;
  if (k === string.length) return string;
  return string.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return "\\u{" + /** @type {number} */ (c.codePointAt(0)).toString(16).toUpperCase() + "}";
  });
}

/**
 * DiagnosticText.shortened: whole up to 100 characters (Unicode scalars), else the first 80, "…" and the length.
 * @param {string} text
 */
export function shortened(text) {
  if (text.length <= 100) return escapeConcealing(text);
  const scalars = Array.from(text);
  if (scalars.length <= 100) return escapeConcealing(text);
  return escapeConcealing(scalars.slice(0, 80).join("")) + "… (" + scalars.length + " characters)";
}

/**
 * Whether the table's `accept` takes the URL's origin (a URL without a scheme: only a path of the app's own).
 * @param {Table} table @param {TakenURL} url
 */
export function isAccepted(table, url) {
  const accept = table.options.accept;
  if (!accept) return true;
  if (url.scheme === null) return url.bytes[0] === "/" || url.bytes[0] === "?" || url.bytes[0] === "#";
  return acceptsSource(accept, url.scheme, url.host);
}

/**
 * The namespace the route matched in, "global" for the global one (`url`'s scheme for a placeholder in the
 * route's scheme).
 * @param {Route} route @param {TakenURL} url
 */
export function routeScheme(route, url) {
  const scheme = route.schemeParameter && url.scheme !== null ? url.scheme : route.scheme;
  return scheme === null ? "global" : scheme;
}

/** A lookup's refusal kind when no route matches (a constant, never changed). */
const NO_ROUTE = Object.freeze({ refusal: "no-route" });

/**
 * A namespace as messages name it: `global`, or its scheme as the table spells it.
 * @param {Table} table @param {string | null} key
 */
function namespaceName(table, key) {
  if (key === null) return "global";
  const spelled = table.routes.find((r) => r.scheme !== null && r.scheme.toLowerCase() === key);
  return spelled && spelled.scheme ? spelled.scheme : key;
}

/**
 * RouteTable.lookup: {match, url}, {reason, refusal} (refusal: the corpus's kind, and the intake's), or {unknown}.
 * `taken` is the string already taken in under the table's options, when the caller has it (one intake per answer).
 * @param {Table} table @param {string} string @param {TakenURL | Refusal} [taken]
 * @returns {{match: Hit, url: TakenURL} | {reason: string, refusal: {refusal: string, intake?: string}} | Unknown}
 */
export function lookup(table, string, taken) {
  // The rewrites' pattern table takes URLs in under the same limits and decoding as the table.
  const url = taken || intake(string, table.options);
  if (url instanceof Refusal) {
    return { reason: fillText(TEXT_MATCH_INTAKE_REFUSED, { refusal: url.message }), refusal: { refusal: "intake", intake: url.kind } };
  }
  if (!isAccepted(table, url)) {
    return { reason: url.origin === "(none)" ? fillText(TEXT_MATCH_NO_SCHEME)
      : fillText(TEXT_MATCH_ORIGIN_NOT_ACCEPTED, { origin: shortened(url.origin) }), refusal: { refusal: "origin" } };
  }
  const chain = namespaces(table, url), hit = firstHit(table, url, chain);
  if (hit) return "unknown" in hit ? hit : { match: hit, url };
  // The global namespace alone, most tables' chain, named at once (measured: about 5 % off bench.mjs's mix, where
  // a link in four opens no route).
  let names = chain === GLOBAL_ONLY ? "namespace global" : "";
  if (!names) {
    for (let k = 0; k < chain.length; k++) names += (k ? " and " : "") + namespaceName(table, chain[k]);
    names = (chain.length === 1 ? "namespace " : "namespaces ") + names;
  }
  return { refusal: NO_ROUTE, reason: fillText(TEXT_MATCH_NO_ROUTE, { path: displayPath(url), namespaces: names }) };
}

/**
 * The best hit of the first namespace of `chain` that has one, or {unknown}, or null. A chain where no route
 * registers (the rewrites' pattern table, whose rules are all `https://…`, for a `shop://` link) walks no trie.
 * @param {Table} table @param {TakenURL} url @param {readonly (string | null)[]} chain @returns {Hit | Unknown | null}
 */
function firstHit(table, url, chain) {
  const index = routeIndex(table);
  let routed = false;
  for (let k = 0; k < chain.length && !routed; k++) routed = chain[k] === null ? index.globalRoutes : index.namespaces.has(/** @type {string} */ (chain[k]));
  if (!routed) return null;
  const found = index.candidates(url, hostTexts);
  for (let k = 0; k < chain.length; k++) {
    const hit = best(table, url, chain[k], found);
    if (hit) return hit;
  }
  return null;
}

/**
 * `lookup`'s hit for a URL taken in and accepted, without the reason a miss gives (a rewrite step tries the
 * pattern rules on every link, and most links match none: issue #92).
 * @param {Table} table @param {TakenURL} url @returns {Hit | Unknown | null}
 */
export function hitFor(table, url) { return firstHit(table, url, namespaces(table, url)); }
