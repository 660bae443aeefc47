// @ts-check
// The table's routes in a trie of their literal segments, made once per table, so that a match tries only the
// expansions whose every literal segment is the URL's segment at its place (and whose length fits), not every
// route: its cost grows with the URL's segments, not with the table (issue #73). What a route answers is
// unchanged: an expansion left out has a literal segment other than the URL's there, or more segments than the
// URL, so it misses whatever else it says (ReferenceMatcher.evaluate compares every literal). The candidates are
// a superset, compared in full by matcher-matching.js, in the table's order. Each literal's UTF-8 bytes and each
// dynamic segment's literal pieces are encoded here once, not on every match.

import { EMPTY, encoder } from "./matcher-bytes.js";
import { piecesOf } from "./matcher-parameters.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Route} Route */
/** @typedef {import("./matcher-types.js").Expansion} Expansion */
/** @typedef {import("./matcher-types.js").Segment} Segment */
/** @typedef {import("./matcher-types.js").Part} Part */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */

/**
 * One expansion as matching compares it: its route, its place in the table's order, and its segments' bytes.
 * @typedef {object} Candidate
 * @property {Route} route
 * @property {Expansion} expansion
 * @property {number} index  the expansion's index in its route
 * @property {number} order  its place among all expansions, in the table's order
 * @property {Encoded | null} encoded  its segments' bytes, made when it is first tried (`encoded`)
 */

/**
 * An expansion's segments as matching compares them.
 * @typedef {object} Encoded
 * @property {(Uint8Array | null)[]} path  each path segment's literal bytes (null: dynamic)
 * @property {(Uint8Array | null)[]} fragment  each fragment segment's literal bytes
 * @property {(Piece[] | null)[]} pathPieces  each dynamic path segment's pieces (null: literal)
 * @property {(Piece[] | null)[]} fragmentPieces
 */

/**
 * The candidate's segments' bytes, encoded the first time it is tried and kept (not at import: most routes of
 * a large table are never tried by a page).
 * @param {Candidate} candidate @returns {Encoded}
 */
export function encoded(candidate) {
  if (candidate.encoded) return candidate.encoded;
  const expansion = candidate.expansion;
  return (candidate.encoded = { path: literalBytes(expansion.path), fragment: literalBytes(expansion.fragment || []),
    pathPieces: dynamicPieces(expansion.path), fragmentPieces: dynamicPieces(expansion.fragment || []) });
}

/** @typedef {import("./matcher-types.js").Piece} Piece */

/**
 * A trie node: the expansions whose path ends here, those with a wildcard from here, and the next segment's
 * nodes by literal (the first segment's ASCII-folded) and for a dynamic segment. A node with one literal way on
 * also keeps that literal and its node apart (`only`, `onlyNext`), so that a URL's segment is compared with it, not hashed to look it up
 * in the Map: a segment is a string the match made, whose hash V8 computes at its first lookup.
 * @typedef {object} TrieNode
 * @property {Candidate[]} ends
 * @property {Candidate[]} rest
 * @property {Map<string, TrieNode> | null} literal
 * @property {string | null} only  the one key of `literal`, when it has one
 * @property {TrieNode | null} onlyNext  its node
 * @property {TrieNode | null} dynamic
 */

/**
 * The index: the namespaces (lowercased schemes) some route registers in, each route's place in the table,
 * and the candidates for a URL's segments (a route that takes the host is looked up with the host's).
 * @typedef {object} RouteIndex
 * @property {Set<string>} namespaces
 * @property {boolean} globalRoutes  whether some route registers in the global namespace
 * @property {Map<string, readonly (string | null)[]>} chains  for each namespace of `namespaces`, the namespaces a
 *   link of that scheme is looked up in: its own, then the global one where it falls back (made once, not per match)
 * @property {Map<Route, number>} positions
 * @property {(url: TakenURL, hostTexts: (url: TakenURL) => string[]) => Candidate[]} candidates  the
 *   candidates for the URL's path texts and, where a route takes the host, for `hostTexts(url)`, in the table's
 *   order (a list no caller changes)
 */

/** @type {WeakMap<Table, RouteIndex>} */
const made = new WeakMap();
/** The table last asked for and its index: a match asks twice, and a page or module matches on one table. */
let lastTable = /** @type {Table | null} */ (null), lastIndex = /** @type {RouteIndex | null} */ (null);

/**
 * ASCII letters lowercased: a first segment compares case-insensitively where it is the host.
 * @param {string} key
 */
export function folded(key) {
  for (let k = 0; k < key.length; k++) {
    const c = key.charCodeAt(k);
    if (c >= 65 && c <= 90) return key.replace(/[A-Z]/g, (l) => l.toLowerCase());
  }
  return key;
}

/** @returns {TrieNode} */
function node() { return { ends: [], rest: [], literal: null, only: null, onlyNext: null, dynamic: null }; }

/** @param {Segment[]} segments */
function literalBytes(segments) { return segments.map((s) => (s.l !== undefined ? encoder.encode(s.l) : null)); }
/** @param {Segment[]} segments */
function dynamicPieces(segments) { return segments.map((s) => (s.l !== undefined ? null : piecesOf(s.p || []))); }

/**
 * Adds the candidate under its path's literals.
 * @param {TrieNode} root @param {Candidate} candidate
 */
function insert(root, candidate) {
  let at = root;
  candidate.expansion.path.forEach((segment, depth) => {
    if (segment.l === undefined) {
      at = at.dynamic || (at.dynamic = node());
      return;
    }
    const key = depth === 0 ? folded(segment.l) : segment.l;
    const literal = at.literal || (at.literal = new Map());
    let next = literal.get(key);
    if (!next) { next = node(); literal.set(key, next); }
    at.only = literal.size === 1 ? key : null;
    at.onlyNext = literal.size === 1 ? next : null;
    at = next;
  });
  (candidate.expansion.wildcard !== null ? at.rest : at.ends).push(candidate);
}

/** No candidates (never changed: a constant, not a list made per match). */
const NONE = /** @type {Candidate[]} */ (/** @type {unknown} */ (EMPTY));

/**
 * `list` and `more`, both in the table's order, as one list in that order: one of them when the other is empty
 * (a trie node's own list: no reader changes one), else a new list. Most URLs reach one trie node's list, and a
 * match allocates nothing for it (a match's allocations cost the most of its time, in V8's garbage collector).
 * @param {Candidate[]} list @param {Candidate[]} more
 */
function adding(list, more) {
  if (!more.length) return list;
  if (!list.length) return more;
  const out = [];
  for (let i = 0, j = 0; i < list.length || j < more.length;) {
    out.push(j === more.length || (i < list.length && list[i].order < more[j].order) ? list[i++] : more[j++]);
  }
  return out;
}

/**
 * The node after `at` for a literal segment `key`, if there is one.
 * @param {TrieNode} at @param {string} key
 */
function literalNext(at, key) {
  return at.only !== null ? (key === at.only ? at.onlyNext : null) : at.literal && at.literal.get(key);
}

/**
 * `out` with the candidates under `at` for segments[depth…] added.
 * @param {TrieNode} at @param {string[]} segments @param {number} depth @param {Candidate[]} out
 * @returns {Candidate[]}
 */
function walk(at, segments, depth, out) {
  out = adding(out, at.rest);
  if (depth === segments.length) return adding(out, at.ends);
  // The first segment's keys are folded (it compares case-insensitively where it is the host): it is looked up as it
  // is written first, most often in lowercase, and folded only when that finds nothing (its fold cost 2 % a match).
  const next = literalNext(at, segments[depth]) || (depth === 0 && literalNext(at, folded(segments[0])));
  if (next) out = walk(next, segments, depth + 1, out);
  return at.dynamic ? walk(at.dynamic, segments, depth + 1, out) : out;
}

/**
 * The table `gen web` embeds with each route's default-valued keys left out (CatalogueEmbedded.routeDefaults and
 * expansionDefaults), as the matcher reads it: those keys put back, in place.
 * @param {Table} table @returns {Table}
 */
export function completeTable(table) {
  // New objects of one shape (the defaults first, then what the route says), not keys added one by one: at
  // 10,000 routes the added keys made most of an import's time.
  /** @param {unknown} given @returns {Record<string, unknown>} */
  const keys = (given) => /** @type {Record<string, unknown>} */ (given);
  table.routes = table.routes.map((route) => /** @type {Route} */ (/** @type {unknown} */ ({ scheme: null, accept: null,
    schemeParameter: null, host: null, handler: null, name: null, internal: false, lowercaseCaptures: false, queryOverridesPath: false,
    takesHost: false, tags: [], conditions: [], priority: 0, ...keys(route),
    expansions: route.expansions.map((expansion) => ({ fragment: null, wildcard: null, ...keys(expansion) })) })));
  return table;
}

/**
 * The table's index, made on first use.
 * @param {Table} table @returns {RouteIndex}
 */
export function routeIndex(table) {
  if (table === lastTable && lastIndex) return lastIndex;
  const known = made.get(table);
  if (known) { lastTable = table; lastIndex = known; return known; }
  const pathTrie = node(), hostTrie = node();
  /** @type {Set<string>} */
  const namespaces = new Set();
  /** @type {Map<Route, number>} */
  const positions = new Map();
  let order = 0, hasPathRoutes = false, hasHostRoutes = false, globalRoutes = false;
  table.routes.forEach((route, position) => {
    positions.set(route, position);
    if (route.schemeParameter) Object.keys(route.schemeParameter.values).forEach((s) => namespaces.add(s));
    else if (route.scheme !== null) namespaces.add(route.scheme.toLowerCase());
    // As matching's `registers` reads it: a route without a scheme is global (a placeholder's too).
    if (route.scheme === null) globalRoutes = true;
    if (route.takesHost) hasHostRoutes = true; else hasPathRoutes = true;
    route.expansions.forEach((expansion, index) => {
      insert(route.takesHost ? hostTrie : pathTrie, { route, expansion, index, order: order++, encoded: null });
    });
  });
  /** @type {Map<string, readonly (string | null)[]>} */
  const chains = new Map();
  for (const scheme of namespaces) {
    chains.set(scheme, Object.freeze((table.namespaces[scheme] || {}).fallbackToGlobal ? [scheme, null] : [scheme]));
  }
  /** @type {RouteIndex} */
  const index = {
    namespaces, positions, globalRoutes, chains,
    candidates(url, hostTexts) {
      // In the table's order, as ReferenceMatcher tries them (the first undecidable route is the one named): each
      // node's lists are, and `adding` keeps it.
      const out = hasPathRoutes ? walk(pathTrie, url.pathTexts().texts, 0, NONE) : NONE;
      return hasHostRoutes ? walk(hostTrie, hostTexts(url), 0, out) : out;
    },
  };
  made.set(table, index);
  lastTable = table; lastIndex = index;
  return index;
}
