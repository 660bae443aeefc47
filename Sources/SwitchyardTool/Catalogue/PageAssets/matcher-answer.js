// @ts-check
// The answer `switchyard match` prints (MatchReport): the rewrite chain, the lookup, the source policy, and the
// JSON line's keys in its order.

import { Refusal, intake } from "./matcher-intake.js";
import { isAccepted, lookup, routeScheme } from "./matcher-matching.js";
import { rewriteChain } from "./matcher-rewrites.js";
import { routeIndex } from "./matcher-index.js";
import { allowedNote, decide, policyContext, sourceAfter, webDestination } from "./matcher-policy.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Route} Route */
/** @typedef {import("./matcher-types.js").Hit} Hit */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Step} Step */
/** @typedef {import("./matcher-types.js").Answer} Answer */
/** @typedef {import("./matcher-types.js").PolicyOptions} PolicyOptions */

/** @param {Step[]} steps */
function stepsJSON(steps) { return steps.map((s) => ({ rule: s.rule + 1, from: s.from, to: s.to })); }

/**
 * What `match` notes without a source: what a router may still refuse.
 * @param {Route} route
 */
function policyNote(route) {
  const parts = [];
  if (route.internal) parts.push("the route is internal; a router opens it only from inside the app");
  if (route.tags.length) {
    parts.push("the app's source policy and middleware may restrict routes tagged " + route.tags.join(", "));
  }
  return parts.length ? "not applied: " + parts.join("; ") : null;
}

/**
 * Parameter precedence (Normalization §6): query < fragment query < captures, or with `queryOverridesPath`
 * captures < query < fragment query. Keys sorted, as `match` prints them, in a plain object (a page's tests
 * compare it with `{id: "42"}`); a parameter named `__proto__` is an own property like any other.
 * @param {Hit} hit @param {TakenURL} url @returns {Record<string, string | string[]>}
 */
function parametersOf(hit, url) {
  const captures = hit.parameters, overrides = hit.route.queryOverridesPath;
  /** @type {Map<string, string | string[]>} */
  const result = new Map();
  if (overrides) for (const name of Object.keys(captures)) result.set(name, captures[name]);
  for (const items of [url.query, url.fragmentQuery]) {
    if (!items.length) continue;
    /** @type {Map<string, string[]>} */
    const layer = new Map();
    for (const item of items) {
      const values = layer.get(item.name) || [];
      values.push(item.value === null ? "" : item.value);
      layer.set(item.name, values);
    }
    for (const [name, values] of layer) result.set(name, values.length === 1 ? values[0] : values);
  }
  if (!overrides) for (const name of Object.keys(captures)) result.set(name, captures[name]);
  /** @type {Record<string, string | string[]>} */
  const sorted = {};
  for (const name of Array.from(result.keys()).sort()) {
    if (name === "__proto__") Object.defineProperty(sorted, name, { value: result.get(name), enumerable: true, writable: true, configurable: true });
    else sorted[name] = /** @type {string | string[]} */ (result.get(name));
  }
  return sorted;
}

/**
 * The route as `match` prints it.
 * @param {Route} route @param {TakenURL} url
 */
function routeObject(route, url) {
  /** @type {NonNullable<Answer["route"]>} */
  const object = { pattern: route.pattern, scheme: routeScheme(route, url), priority: route.priority,
    handler: route.handler };
  if (route.name !== null) object.name = route.name;
  if (route.internal) object.visibility = "internal";
  if (route.tags.length) object.tags = route.tags;
  if (route.query) object.query = route.query;
  if (route.lowercaseCaptures) object.lowercaseCaptures = true;
  if (route.queryOverridesPath) object.queryOverridesPath = true;
  return object;
}

/**
 * The text of what a caller passed as a URL: a string as it is, anything else as String() gives it (a URL
 * object gives its href), or null when String() throws (a symbol, an object whose toString throws).
 * @param {unknown} given @returns {string | null}
 */
function textOf(given) {
  if (typeof given === "string") return given;
  try { return String(given); } catch { return null; }
}

/**
 * One answer: the keys of `switchyard match`'s JSON line in its order (url, matched, route, parameters, wildcard
 * or reason, rewrittenTo, rewrites, source, refused, policy), or {url, undetermined: true, reason} when the
 * matcher cannot decide. A loop is refused before matching, with its steps. With `options.source` (and
 * `restrict`, `deny`), the source policy decides as `switchyard match --source` does. `routeIndex` is the
 * route's index in `table.routes` (the page's cards use it).
 *
 * Nothing a link holds makes it throw: a URL that is not text, or one the matcher fails on (a bug, or a
 * resource a hostile link exhausts), is an answer that refuses it and says why. Only options the command line
 * refuses (an unknown source, a malformed rule) throw, a TypeError in its words: they are the caller's code.
 * @param {Table} table @param {unknown} given @param {PolicyOptions} [options] @returns {Answer}
 */
export function match(table, given, options) {
  const ctx = policyContext(options);
  return answering(given, (string) => evaluateIn(table, string, ctx).answer);
}

/**
 * `answerFor`'s answer for the text of `given`, or one that refuses it: a URL that is not text, or one
 * `answerFor` throws on (a bug, or a resource a hostile link exhausts), is an answer that says why.
 * @param {unknown} given @param {(string: string) => Answer} answerFor @returns {Answer}
 */
export function answering(given, answerFor) {
  const string = textOf(given);
  if (string === null) return { url: "", matched: false, reason: "refused: the URL is not text (" + typeof given + ")" };
  try {
    return answerFor(string);
  } catch (failure) {
    const why = failure instanceof Error ? failure.name + ": " + failure.message : "an exception";
    return { url: string, matched: false, reason: "the web module could not answer for this URL (" + why + ")" };
  }
}

/**
 * `match`'s answer, and what a routing document's way reads of it (matcher-document.js): the route that opens
 * with its captures and the URL it matched (after the rewrites), the source the leg ran with (`runsAs`, with a
 * policy), and the corpus's refusal kind when none opens (`rewrite`, `intake` with `intake` the intake's kind,
 * `origin`, `no-route`, `policy`). `start` is the source the leg starts from (default: the options' source);
 * `allowance` what the link's way has spent on a document's regex rules (default: nothing, a way of one leg).
 * @param {Table} table @param {string} string @param {PolicyOptions} [options] @param {LinkSource} [start]
 * @param {import("./matcher-rewrites.js").Allowance} [allowance]
 * @returns {Evaluation}
 */
export function evaluate(table, string, options, start, allowance) {
  return evaluateIn(table, string, policyContext(options), start, allowance);
}

/** @typedef {import("./matcher-policy.js").LinkSource} LinkSource */
/**
 * @typedef {{answer: Answer, steps?: Step[], hit?: Hit, url?: TakenURL, refusal?: string, intake?: string,
 *   runsAs?: LinkSource}} Evaluation
 */

/**
 * `evaluate` for a URL that is text, under the policy context `ctx` (null: none), from `start` (default: the
 * context's source).
 * @param {Table} table @param {string} string @param {import("./matcher-policy.js").PolicyContext | null} ctx
 * @param {LinkSource} [start] @param {import("./matcher-rewrites.js").Allowance} [allowance]
 * @returns {Evaluation}
 */
function evaluateIn(table, string, ctx, start, allowance) {
  // `accept` is judged before any rewrite (file.rewrites.accept-first): a refused origin is matched as it is.
  const url = intake(string, table.options), refused = !(url instanceof Refusal) && !isAccepted(table, url);
  const rewrites = refused ? { steps: [] } : rewriteChain(table, string, url, allowance);
  if ("unknown" in rewrites) return { answer: { url: string, undetermined: true, reason: rewrites.unknown } };
  if (rewrites.loop) {
    /** @type {Answer} */
    const loop = { url: string, matched: false, reason: rewrites.loop, rewrites: stepsJSON(rewrites.steps) };
    if (ctx) loop.source = ctx.source.text;
    return { answer: loop, refusal: "rewrite" };
  }
  const steps = rewrites.steps, rewritten = steps.length ? steps[steps.length - 1].to : null;
  const found = rewritten === null ? lookup(table, string, url) : lookup(table, rewritten);
  if ("unknown" in found) return { answer: { url: string, undetermined: true, reason: found.unknown } };
  const runsAs = ctx ? sourceAfter(table, ctx, steps, start) : undefined;
  const decision = "match" in found && ctx && runsAs ? decide(table, ctx, runsAs, found.url)
    : { chosen: "match" in found ? found.match : null, refused: [] };
  /** @type {Answer} */
  const answer = { url: string };
  if (decision.chosen && "match" in found) {
    const chosen = decision.chosen;
    answer.matched = true;
    answer.route = routeObject(chosen.route, found.url);
    answer.parameters = parametersOf(chosen, found.url);
    answer.wildcard = chosen.wildcard;
    answer.routeIndex = /** @type {number} */ (routeIndex(table).positions.get(chosen.route));
  } else {
    answer.matched = false;
    answer.reason = "match" in found
      ? "route \"" + decision.refused[0].pattern + "\" is forbidden: " + decision.refused[0].why : found.reason;
    const page = "match" in found || found.refusal.refusal === "origin" ? null
      : webDestination(table, rewritten === null ? string : rewritten);
    if (page !== null) answer.webDestination = page;
  }
  if (rewritten !== null) answer.rewrittenTo = rewritten;
  if (steps.length) answer.rewrites = stepsJSON(steps);
  if (ctx) {
    answer.source = ctx.source.text;
    if (decision.refused.length) answer.refused = decision.refused;
  }
  const chosenRoute = decision.chosen ? decision.chosen.route : null;
  const policy = chosenRoute ? (ctx ? allowedNote(ctx, chosenRoute) : policyNote(chosenRoute))
    : ("match" in found ? "refused" : null);
  if (policy) answer.policy = policy;
  if (decision.chosen && "match" in found) return { answer, steps, hit: decision.chosen, url: found.url, runsAs };
  return { answer, steps, runsAs, ...("match" in found ? { refusal: "policy" } : found.refusal) };
}
