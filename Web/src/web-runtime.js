// @ts-check
// The runtime of the module `switchyard gen web` writes without a routing document: `match` answers as
// `switchyard match` does. build.sh bundles and minifies it with esbuild into dist/web-runtime.min.js, which the
// tool embeds after the table (web-runtime-table.js).

import { answerOf } from "./matcher-answer.js";
import { jump as jumpOn } from "./jump.js";
import { embeddedTable } from "./web-runtime-table.js";

export { documentInForce, documents, tableFile, urlFor } from "./web-runtime-table.js";

/**
 * `switchyard match`'s answer for `url` on the embedded table.
 * @param {unknown} url @param {import("./matcher-types.js").PolicyOptions} [options]
 */
export function match(url, options) {
  return answerOf(embeddedTable(), url, options);
}

/**
 * The web page's jump for `url` on the embedded table (and the document in force): the links a page offers under
 * "Open in app", computed, never probed (Docs/Rules/jump.md).
 * @param {unknown} url @param {import("./jump.js").JumpOptions} options
 */
export function jump(url, options) {
  return jumpOn(embeddedTable(), url, options);
}
