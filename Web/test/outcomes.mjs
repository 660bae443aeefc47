// A match answer and a corpus outcome reduced to the fields both have (as the Swift suite's
// CatalogueConformanceTests reduces them): what matched, parameters, wildcard, the rewritten URL, the routes the
// source policy passed over, or the refusal's kind.

/**
 * The refusal kind of an answer's reason, in the corpus's terms.
 * @param {string} reason
 */
export function refusal(reason) {
  if (reason.startsWith("origin ") || reason.startsWith("a URL without a scheme")) return "origin";
  if (reason.startsWith("no route matches")) return "no-route";
  if (reason.startsWith("rewrites form a cycle") || reason.startsWith("more than 8 rewrites")) return "rewrite";
  if (reason.startsWith("route ") && reason.includes("is forbidden")) return "policy";
  return "intake";
}

/**
 * The fields of a corpus outcome the matcher's answer has too.
 * @param {any} expect @returns {Record<string, unknown>}
 */
export function comparable(expect) {
  /** @type {Record<string, unknown>} */
  const result = { matched: expect.matched === true };
  if (expect.rewrittenTo !== undefined) result.rewrittenTo = expect.rewrittenTo;
  if (expect.refused !== undefined) result.refused = expect.refused;
  // Rewrite steps are compared where a case states them (Conformance/README.md); a stated one-step chain too.
  if (expect.rewrites !== undefined) result.rewrites = expect.rewrites;
  if (expect.matched !== true) {
    result.refusal = expect.refusal;
    result.webDestination = expect.webDestination ?? null;
    return result;
  }
  const route = expect.route || {};
  result.route = { pattern: route.pattern, handler: route.handler ?? null, scheme: expect.namespace };
  result.parameters = expect.parameters;
  result.wildcard = expect.wildcard;
  return result;
}

/**
 * A matcher answer reduced to the fields `comparable` keeps (`rewrites` when the case `expect` states them).
 * @param {import("../src/matcher-types.js").Answer} answer
 * @param {any} [expect]
 * @returns {Record<string, unknown>}
 */
export function reduced(answer, expect) {
  /** @type {Record<string, unknown>} */
  const result = { matched: answer.matched === true };
  if (answer.rewrittenTo !== undefined) result.rewrittenTo = answer.rewrittenTo;
  if (answer.refused) result.refused = answer.refused.map((r) => ({ pattern: r.pattern, scheme: r.scheme }));
  if (expect && expect.rewrites !== undefined) result.rewrites = answer.rewrites ?? [];
  if (answer.matched !== true || !answer.route) {
    result.refusal = refusal(answer.reason || "");
    result.webDestination = answer.webDestination ?? null;
    return result;
  }
  result.route = { pattern: answer.route.pattern, handler: answer.route.handler, scheme: answer.route.scheme };
  result.parameters = answer.parameters;
  result.wildcard = answer.wildcard;
  return result;
}

/**
 * A case's source and rules as `match`'s options, or undefined.
 * @param {any} item
 */
export function policyOptions(item) {
  return item.source === undefined ? undefined : { source: item.source, ...(item.policy || {}) };
}
