// @ts-check
// The table's routes by the first segment they can take, made once per table, so that a match tries only the
// routes that can take the URL's first segment (and those whose first segment is a capture, or that have
// none), not every route. What a route answers is unchanged: a route left out has a literal first segment
// other than the URL's, so it misses whatever else it says (ReferenceMatcher.evaluate compares it first).

import { text } from "./matcher-bytes.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Route} Route */

/**
 * The index: the namespaces (lowercased schemes) some route registers in, and the routes for a URL's first
 * segments (its path's, and its host's for routes that take the host), in the table's order.
 * @typedef {object} RouteIndex
 * @property {Set<string>} namespaces
 * @property {(first: Uint8Array | undefined, hostFirst: Uint8Array | undefined) => Route[]} candidates
 */

/** @type {WeakMap<Table, RouteIndex>} */
const made = new WeakMap();

/**
 * ASCII letters lowercased: a first segment compares case-insensitively where it is the host.
 * @param {string} key
 */
function folded(key) { return key.replace(/[A-Z]/g, (c) => c.toLowerCase()); }

/**
 * The keys a route can be found under: each expansion's first literal segment (folded), or null when an
 * expansion's first segment is a capture or it has none (the route is then tried for every URL).
 * @param {Route} route @returns {(string | null)[]}
 */
function keys(route) {
  return route.expansions.map((expansion) => {
    const first = expansion.path[0];
    return first !== undefined && first.l !== undefined ? folded(first.l) : null;
  });
}

/**
 * The table's index, made on first use.
 * @param {Table} table @returns {RouteIndex}
 */
export function routeIndex(table) {
  const known = made.get(table);
  if (known) return known;
  /** @type {Map<string, Set<number>>} */
  const byFirst = new Map();
  /** @type {number[]} */
  const anywhere = [];
  /** @type {Set<string>} */
  const namespaces = new Set();
  table.routes.forEach((route, position) => {
    if (route.schemeParameter) Object.keys(route.schemeParameter.values).forEach((s) => namespaces.add(s));
    else if (route.scheme !== null) namespaces.add(route.scheme.toLowerCase());
    const found = keys(route);
    if (found.includes(null)) { anywhere.push(position); return; }
    for (const key of found) {
      const list = byFirst.get(/** @type {string} */ (key)) || new Set();
      list.add(position);
      byFirst.set(/** @type {string} */ (key), list);
    }
  });
  /** @type {RouteIndex} */
  const index = {
    namespaces,
    candidates(first, hostFirst) {
      const positions = new Set(anywhere);
      for (const segment of [first, hostFirst]) {
        const list = segment === undefined ? undefined : byFirst.get(folded(text(segment)));
        if (list) list.forEach((p) => positions.add(p));
      }
      return Array.from(positions).sort((a, b) => a - b).map((p) => table.routes[p]);
    },
  };
  made.set(table, index);
  return index;
}
