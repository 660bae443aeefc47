// @ts-check
// The runtime of the module `switchyard gen web --document` writes: `match` answers as `switchyard match
// --document` does, on the table with the document in force. build.sh bundles and minifies it with esbuild into
// dist/web-runtime-document.min.js, which the tool embeds after the table (web-runtime-table.js).

import { matchWithDocument } from "./matcher-document.js";
import { jumpWithDocument } from "./jump-document.js";
import { embeddedTable } from "./web-runtime-table.js";

export { documentInForce, documents, tableFile, urlFor } from "./web-runtime-table.js";

/**
 * `switchyard match --document`'s answer for `url` on the embedded table and its documents.
 * @param {unknown} url @param {import("./matcher-types.js").PolicyOptions} [options]
 */
export function match(url, options) {
  return matchWithDocument(embeddedTable(), url, options);
}

/**
 * The web page's jump for `url` on the embedded table (and the document in force): the links a page offers under
 * "Open in app", computed, never probed (Docs/Rules/jump.md).
 * @param {unknown} url @param {import("./jump.js").JumpOptions} options
 */
export function jump(url, options) {
  return jumpWithDocument(embeddedTable(), url, options);
}
