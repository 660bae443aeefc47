// @ts-check
// The answer `switchyard match` prints (MatchReport): the rewrite chain, the lookup, the source policy, and the
// JSON line's keys in its order.

import { EMPTY } from "./matcher-bytes.js";
import { Refusal, intake } from "./matcher-intake.js";
import { isAccepted, lookup, routeScheme } from "./matcher-matching.js";
import { rewriteChain } from "./matcher-rewrites.js";
import { routeIndex } from "./matcher-index.js";
import { Captures } from "./matcher-parameters.js";
import { allowedNote, decide, policyContext, sourceAfter, webDestination } from "./matcher-policy.js";
import { fillText, TEXT_INTAKE_NOT_TEXT, TEXT_MATCH_INTAKE_REFUSED, TEXT_MATCH_WEB_MODULE_FAILED, TEXT_MATCH_FORBIDDEN, TEXT_POLICY_NOTE_INTERNAL, TEXT_POLICY_NOTE_TAGS, TEXT_POLICY_NOT_APPLIED } from "./matcher-texts.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Route} Route */
/** @typedef {import("./matcher-types.js").Hit} Hit */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Step} Step */
/** @typedef {import("./matcher-types.js").Answer} Answer */
/** @typedef {import("./matcher-types.js").PolicyOptions} PolicyOptions */
/** @typedef {import("./matcher-types.js").QueryItem} QueryItem */

// What an answer without rewrites or refusals reads: constants, never changed (frozen), not lists made per match.
/** @type {{steps: Step[], loop?: string, last?: TakenURL | Refusal}} */
const NO_REWRITES = Object.freeze({ steps: /** @type {Step[]} */ (/** @type {unknown} */ (EMPTY)) });
/** @type {{pattern: string, scheme: string, why: string}[]} */
const NO_REFUSALS = /** @type {any[]} */ (/** @type {unknown} */ (EMPTY));

/** @param {Step[]} steps */
function stepsJSON(steps) { return steps.map((s) => ({ rule: s.rule + 1, from: s.from, to: s.to })); }

/**
 * What `match` notes without a source: what a router may still refuse.
 * @param {Route} route
 */
function policyNote(route) {
  if (!route.internal && !route.tags.length) return null;
  const parts = [];
  if (route.internal) parts.push(fillText(TEXT_POLICY_NOTE_INTERNAL));
  if (route.tags.length) parts.push(fillText(TEXT_POLICY_NOTE_TAGS, { tags: route.tags.join(", ") }));
  return fillText(TEXT_POLICY_NOT_APPLIED, { notes: parts.join("; ") });
}

/**
 * Parameter precedence (Normalization §6): query < fragment query < captures, or with `queryOverridesPath`
 * captures < query < fragment query. Keys sorted, as `match` prints them, in a plain object (a page's tests
 * compare it with `{id: "42"}`); a parameter named `__proto__` is an own property like any other.
 * @param {Hit} hit @param {TakenURL} url @returns {Record<string, string | string[]>}
 */
function parametersOf(hit, url) {
  const captures = hit.parameters, overrides = hit.route.queryOverridesPath;
  // Most links have no query, nor one in their fragment (the scan counted no item): the captures alone, and no
  // query read (a getter's call each).
  let merged = captures;
  if (url.layout.items) {
    const query = url.query, fragmentQuery = url.fragmentQuery;
    merged = new Captures(captures.size + query.length + fragmentQuery.length);
    if (overrides) captures.copyInto(merged);
    addLayer(merged, query);
    addLayer(merged, fragmentQuery);
    if (!overrides) captures.copyInto(merged);
  }
  // Sorted as they come (a few names; `sort` costs more), in code-unit order as `sort` orders them, from the first
  // out of order: in the merge's own lists, or in copies of the hit's captures' lists (left as they are). Most
  // routes capture one value, or name theirs in order: then their lists as they are.
  const count = merged.size;
  let names = merged.names, values = merged.values, k = 1;
  while (k < count && names[k - 1] < names[k]) k++;
  if (k < count && merged === captures) { names = names.slice(0, count); values = values.slice(0, count); }
  for (; k < count; k++) {
    const name = names[k], value = values[k];
    let j = k;
    while (j > 0 && names[j - 1] > name) { names[j] = names[j - 1]; values[j] = values[j - 1]; j--; }
    names[j] = name; values[j] = value;
  }
  /** @type {Record<string, string | string[]>} */
  const sorted = {};
  for (let k = 0; k < count; k++) {
    if (names[k] === "__proto__") Object.defineProperty(sorted, names[k], { value: values[k], enumerable: true, writable: true, configurable: true });
    else sorted[names[k]] = values[k];
  }
  return sorted;
}

/**
 * A query's items into `merged`: a name's one value, or the list of its values in their order.
 * @param {Captures} merged @param {QueryItem[]} items
 */
function addLayer(merged, items) {
  // An index loop: `items` may be the frozen NO_ITEMS, which V8's `for…of` runs without its fast path. Each name is
  // looked for among the items before it, a loop each, as `set` and the insertion sort of the names cost (no `Map`
  // made for a query that has a name twice, no test of every query for one).
  for (let k = 0; k < items.length; k++) {
    const name = items[k].name, value = items[k].value === null ? "" : /** @type {string} */ (items[k].value);
    let first = 0;
    while (items[first].name !== name) first++;
    if (first === k) { merged.set(name, value); continue; }
    // The name again in this layer: its first value (set at its first item) and those after it, in a list.
    const at = merged.at(name), before = merged.values[at];
    if (Array.isArray(before)) before.push(value);
    else merged.values[at] = [before, value];
  }
}

/**
 * The route as `match` prints it.
 * @param {Route} route @param {TakenURL} url
 */
function routeObject(route, url) {
  const scheme = routeScheme(route, url);
  /** @type {NonNullable<Answer["route"]>} */
  const object = route.name !== null ? { pattern: route.pattern, scheme, priority: route.priority, handler: route.handler, name: route.name }
    : { pattern: route.pattern, scheme, priority: route.priority, handler: route.handler };
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
  return answering(given, (string) => {
    const evaluation = evaluateIn(table, string, ctx);
    if (evaluation.hit) evaluation.answer.routeIndex = routeIndex(table).positions.get(evaluation.hit.route);
    return evaluation.answer;
  });
}

/**
 * `match` as the module `gen web` writes answers: without the page's `routeIndex` (added, then deleted, it cost a
 * tenth of a match).
 * @param {Table} table @param {unknown} given @param {PolicyOptions} [options] @returns {Answer}
 */
export function answerOf(table, given, options) {
  const ctx = policyContext(options);
  // A URL that is text, the usual case, answered without a function made for it.
  if (typeof given !== "string") return answering(given, (string) => evaluateIn(table, string, ctx).answer);
  try {
    return evaluateIn(table, given, ctx).answer;
  } catch (failure) {
    return failed(given, failure);
  }
}

/**
 * `answerFor`'s answer for the text of `given`, or one that refuses it: a URL that is not text, or one
 * `answerFor` throws on (a bug, or a resource a hostile link exhausts), is an answer that says why.
 * @param {unknown} given @param {(string: string) => Answer} answerFor @returns {Answer}
 */
export function answering(given, answerFor) {
  const string = textOf(given);
  if (string === null) {
    const refusal = fillText(TEXT_INTAKE_NOT_TEXT, { type: typeof given });
    return { url: "", matched: false, reason: fillText(TEXT_MATCH_INTAKE_REFUSED, { refusal }) };
  }
  try {
    return answerFor(string);
  } catch (failure) {
    return failed(string, failure);
  }
}

/**
 * The answer for a URL the matcher failed on: it refuses the URL and says why.
 * @param {string} string @param {unknown} failure @returns {Answer}
 */
function failed(string, failure) {
  const why = failure instanceof Error ? failure.name + ": " + failure.message : "an exception";
  return { url: string, matched: false, reason: fillText(TEXT_MATCH_WEB_MODULE_FAILED, { why }) };
}

/**
 * `match`'s answer, and what a routing document's way reads of it (matcher-document.js): the route that opens
 * with its captures and the URL it matched (after the rewrites), the source the leg ran with (`runsAs`, with a
 * policy), and the corpus's refusal kind when none opens (`rewrite`, `intake` with `intake` the intake's kind,
 * `origin`, `no-route`, `policy`). `allowance` is what the link's way has spent on a document's regex rules and
 * `judging` how the way judges a leg after its rewrites (matcher-document.js); without them (`match`) a way of one
 * leg, judged by the options' source alone.
 * @param {Table} table @param {string} string @param {PolicyOptions | undefined} options
 * @param {import("./matcher-rewrites.js").Allowance} [allowance] @param {Judging} [judging]
 * @returns {Evaluation}
 */
export function evaluate(table, string, options, allowance, judging) {
  return evaluateIn(table, string, policyContext(options), allowance, judging);
}

/** @typedef {import("./matcher-policy.js").LinkSource} LinkSource */
/** @typedef {import("./matcher-policy.js").PolicyContext} PolicyContext */
/**
 * How a document's way judges a leg after its rewrite steps: the source it runs as and the context that judges it.
 * @typedef {(table: Table, ctx: PolicyContext | null, steps: Step[]) => {runsAs?: LinkSource, judge: PolicyContext | null}} Judging
 */
/**
 * @typedef {{answer: Answer, steps?: Step[], hit?: Hit, url?: TakenURL, refusal?: string, intake?: string,
 *   runsAs?: LinkSource}} Evaluation
 */

/**
 * `evaluate` for a URL that is text, under the policy context `ctx` (null: none).
 * @param {Table} table @param {string} string @param {PolicyContext | null} ctx
 * @param {import("./matcher-rewrites.js").Allowance} [allowance] @param {Judging} [judging]
 * @returns {Evaluation}
 */
function evaluateIn(table, string, ctx, allowance, judging) {
  // `accept` is judged before any rewrite (file.rewrites.accept-first): a refused origin is matched as it is.
  const url = intake(string, table.options), refused = !(url instanceof Refusal) && !isAccepted(table, url);
  const rewrites = refused || !table.rewrites.length ? NO_REWRITES : rewriteChain(table, string, url, allowance);
  if ("unknown" in rewrites) return { answer: { url: string, undetermined: true, reason: rewrites.unknown } };
  if (rewrites.loop) {
    /** @type {Answer} */
    const loop = { url: string, matched: false, reason: rewrites.loop, rewrites: stepsJSON(rewrites.steps) };
    if (ctx) loop.source = ctx.source.text;
    return { answer: loop, refusal: "rewrite" };
  }
  const steps = rewrites.steps, rewritten = steps.length ? steps[steps.length - 1].to : null;
  const found = rewritten === null ? lookup(table, string, url) : lookup(table, rewritten, rewrites.last);
  if ("unknown" in found) return { answer: { url: string, undetermined: true, reason: found.unknown } };
  // Judged by the options' source (null: none), unless a document's way judges its legs.
  const judged = judging ? judging(table, ctx, steps) : null;
  const runsAs = judged ? judged.runsAs : ctx ? sourceAfter(table, ctx, steps) : undefined;
  const judge = judged ? judged.judge : ctx;
  const hit = "match" in found ? found : null;
  // Without a judge the best hit opens, and nothing is refused: no decision made (nor allocated) per match.
  const decision = hit && judge && runsAs ? decide(table, judge, runsAs, hit.url) : null;
  const chosen = decision ? decision.chosen : hit ? hit.match : null;
  // Each answer made with its keys in one literal, in `match`'s order: keys added one by one make V8 allocate
  // their room again as the object grows.
  /** @type {Answer} */
  let answer;
  if (chosen && hit) {
    answer = { url: string, matched: true, route: routeObject(chosen.route, hit.url), parameters: parametersOf(chosen, hit.url),
      wildcard: chosen.wildcard };
  } else {
    const refused = decision ? decision.refused : NO_REFUSALS;
    answer = { url: string, matched: false, reason: hit ? fillText(TEXT_MATCH_FORBIDDEN, { pattern: refused[0].pattern, why: refused[0].why })
      : /** @type {{reason: string}} */ (found).reason };
    // Only a URL taken in that nothing matched: one refused at intake or by `accept` reaches no handler, the
    // router's unmatched one included (file.options.web-destination-refusals).
    const page = hit || /** @type {{refusal: {refusal: string}}} */ (found).refusal.refusal !== "no-route" ? null
      : webDestination(table, rewritten === null ? string : rewritten);
    if (page !== null) answer.webDestination = page;
  }
  if (rewritten !== null) answer.rewrittenTo = rewritten;
  if (steps.length) answer.rewrites = stepsJSON(steps);
  if (ctx) {
    answer.source = ctx.source.text;
    if (decision && decision.refused.length) answer.refused = decision.refused;
  }
  const policy = chosen ? (ctx ? allowedNote(ctx, chosen.route) : policyNote(chosen.route)) : (hit && ctx ? "refused" : null);
  if (policy) answer.policy = policy;
  if (chosen && hit) return { answer, steps, hit: chosen, url: hit.url, runsAs };
  if (hit) return { answer, steps, runsAs, refusal: "policy" };
  const refusal = /** @type {{refusal: {refusal: string, intake?: string}}} */ (found).refusal;
  return { answer, steps, runsAs, refusal: refusal.refusal, intake: refusal.intake };
}
