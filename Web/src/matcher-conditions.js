// @ts-check
// Query conditions (RouteExtras.Condition, ValuePattern) and parameter options. The tool embeds each
// condition by item name (CatalogueConditions.swift), a value pattern as the path pattern it is read as.

import { encoder, lowercasedText, sameBytes, text } from "./matcher-bytes.js";
import { isDot, matchDynamic } from "./matcher-parameters.js";

/** @typedef {import("./matcher-types.js").Route} Route */
/** @typedef {import("./matcher-types.js").Shape} Shape */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Hit} Hit */
/** @typedef {import("./matcher-types.js").Unknown} Unknown */

/**
 * The value a request reads for `name`: the fragment query's first item of the name, else the query's; ""
 * for a flag; undefined when there is none.
 * @param {TakenURL} url @param {string} name
 */
function queryValue(url, name) {
  // The fragment's items read only when the scan counted some (most links have none): no list made for them.
  const L = url.layout;
  const item = (L.items > L.queryItems ? url.fragmentQuery.find((i) => i.name === name) : undefined)
    || (L.queryItems ? url.query.find((i) => i.name === name) : undefined);
  return item ? (item.value === null ? "" : item.value) : undefined;
}

/**
 * Whether the shape is one literal segment (`{"mode": "dark"}`, the route's wanted value): matched by comparing
 * text, not by reading the value as a path. The value alone, with no `/` and not a dot piece, reads as that path.
 * @param {Shape} shape @param {string} value
 */
function isTheLiteral(shape, value) {
  const only = shape.path.length === 1 && !shape.wildcard ? shape.path[0].l : undefined;
  return only !== undefined && value === only && value !== "" && value.indexOf("/") < 0 && value !== "." && value !== "..";
}

/**
 * ValuePattern.parameters: the value read as a path (split at '/', empty pieces ignored, a dot piece never
 * matches) against the shape's segments and wildcard. [[name, value], …], null, or {unknown}.
 * @param {Shape} shape @param {string} value @returns {string[][] | null | Unknown}
 */
export function valueParameters(shape, value) {
  const b = encoder.encode(value), pieces = [];
  let start = 0;
  for (let k = 0; k <= b.length; k++) {
    if (k < b.length && b[k] !== 47) continue;
    if (k > start) pieces.push(b.subarray(start, k));
    start = k + 1;
  }
  if (pieces.length < shape.path.length || (!shape.wildcard && pieces.length > shape.path.length)) return null;
  const result = [];
  let captured = 0;
  for (let p = 0; p < pieces.length; p++) {
    const piece = pieces[p], segment = shape.path[p];
    if (isDot(piece, 0, piece.length)) return null;
    if (segment === undefined) continue;
    if (segment.l !== undefined) {
      if (!sameBytes(piece, encoder.encode(segment.l))) return null;
      continue;
    }
    const slots = matchDynamic(segment.p || [], piece, piece);
    if (slots === false) return null;
    if (!Array.isArray(slots)) return slots;
    for (const range of slots) {
      const name = shape.names[captured++];
      if (name !== "") result.push([name, text(piece.subarray(range[0], range[1]))]);
    }
  }
  const extra = pieces.slice(shape.path.length);
  if (shape.wildcard && extra.length < shape.wildcard.minimum) return null;
  if (shape.wildcard && shape.wildcard.name !== null) result.push([shape.wildcard.name, extra.map(text).join("/")]);
  return result;
}

/** No parameters from a route's conditions (never changed: its readers only read it). */
const NO_PARAMETERS = /** @type {Map<string, string>} */ (new Map());

/**
 * The route's conditions on `url`: {parameters} (what value patterns capture), null when one fails, or {unknown}.
 * @param {Route} route @param {TakenURL} url @returns {{parameters: Map<string, string>} | null | Unknown}
 */
export function conditionParameters(route, url) {
  /** @type {Map<string, string>} */
  let parameters = NO_PARAMETERS;
  for (const condition of route.conditions || []) {
    const value = queryValue(url, condition.key);
    if (condition.test === "absent") {
      if (value !== undefined) return null;
      continue;
    }
    if (value === undefined) return null;
    if (condition.test === "equals" && value !== condition.text) return null;
    if (condition.test !== "value" || isTheLiteral(/** @type {Shape} */ (condition.shape), value)) continue;
    const found = valueParameters(/** @type {Shape} */ (condition.shape), value);
    if (found === null || !Array.isArray(found)) return found;
    if (found.length && parameters === NO_PARAMETERS) parameters = new Map();
    for (const [name, captured] of found) parameters.set(name, captured);
  }
  return { parameters };
}

/**
 * `lowercaseCaptures`: every value the route captured, and its wildcard, lowercased.
 * @param {Hit} hit
 */
export function lowercased(hit) {
  const values = hit.parameters.values;
  for (let k = 0; k < hit.parameters.size; k++) values[k] = lowercasedText(/** @type {string} */ (values[k]));
  hit.wildcard = hit.wildcard.map(lowercasedText);
  return hit;
}
