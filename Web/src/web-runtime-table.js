// @ts-check
// The table of the module `switchyard gen web` writes, and the exports that do not depend on a routing document.
// The tool writes the table's JSON before the runtime, as two string constants (WebModule.swift):
// `switchyardTable`, the table without its routes (`"routes":[]` in their place), and `switchyardRoutes`, the
// routes' array, or null when they stay in the table. No module declares either name (web-runtime-globals.d.ts
// declares them for tsc), so esbuild's minifier leaves them as they are in dist/web-runtime.min.js and
// dist/web-runtime-document.min.js (build.sh).

import { completeTable } from "./matcher-index.js";
import { urlFor as linkFor } from "./matcher-links.js";

/** @typedef {import("./matcher-types.js").Table} Table */

/** The table without its routes, parsed at import (a browser reads JSON text faster than the same object as code). */
const tableHead = /** @type {Table} */ (JSON.parse(switchyardTable));

/** @type {Table | null} */
let parsedTable = null;

/**
 * The table as the matcher reads it: its routes parsed, and their default-valued keys put back, at the first
 * match or link (importing the module does no work that grows with the table).
 * @returns {Table}
 */
export function embeddedTable() {
  if (parsedTable === null) {
    const routes = switchyardRoutes === null ? tableHead.routes : JSON.parse(switchyardRoutes);
    parsedTable = completeTable({ ...tableHead, routes });
  }
  return parsedTable;
}

/** The table file the module was generated from, as the command line named it. */
export const tableFile = tableHead.file;

/** Each routing document's arrival, in order (empty without `--document`). */
export const documents = Object.freeze((tableHead.document ? tableHead.document.documents : []).map(Object.freeze));

/** The serial of the document in force, or null. */
export const documentInForce = tableHead.document ? tableHead.document.serial : null;

/**
 * url(for:) on the embedded table.
 * @param {unknown} name @param {Record<string, unknown>} [parameters] @param {import("./matcher-links.js").LinkOptions} [options]
 */
export function urlFor(name, parameters = {}, options = {}) {
  return linkFor(embeddedTable(), name, parameters, options);
}
