// @ts-check
// The web page's jump on a table with a routing document in force (`gen web --document`; Docs/Rules/jump.md,
// jump.decision.degrade): the link's way read as `switchyard match --document` reads it, redirects and degrades
// followed. Apart from jump.js so that the module written without a document does not bundle the document's way.

import { planFor } from "./jump.js";
import { matchWithDocument } from "./matcher-document.js";

/**
 * The plan for offering `url` on a page, with the table's document in force.
 * @param {import("./matcher-types.js").Table} table @param {unknown} url @param {import("./jump.js").JumpOptions} options
 * @returns {import("./jump.js").JumpPlan}
 */
export function jumpWithDocument(table, url, options) {
  return planFor(table, url, options, matchWithDocument);
}
