// @ts-check
// A routing document in force, for the module `switchyard gen web --document` writes (ADR 0045): the way of a
// link as DocumentExplain.way follows it, and the answer `switchyard match --document` prints
// (DocumentMatchReport). The document was read, verified, checked and applied by the package when the module was
// built; the table embedded is what that gave (its routes, the document's rewrites before the table's, and on
// each route that sends a link on its `sends`), so that this file only follows it: each leg is matched as
// `match` matches a URL, source policy included (document.apply.policy-every-leg), and a redirect or `always`
// degrade of the route that opens is filled in and opened next.

import { answering, evaluate } from "./matcher-answer.js";
import { shortened } from "./matcher-matching.js";
import { fillText, TEXT_DOCUMENT_LINK_ALLOWANCE, TEXT_DOCUMENT_REDIRECT_LOOP, TEXT_DOCUMENT_REWRITES_REFUSED, TEXT_DOCUMENT_TOO_MANY_REDIRECTS, TEXT_MATCH_AT_URL } from "./matcher-texts.js";
import { policyContext, sourceAfter } from "./matcher-policy.js";
import { encoder } from "./matcher-bytes.js";
import { renderTemplate } from "./matcher-rewrites.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Answer} Answer */
/** @typedef {import("./matcher-types.js").Followed} Followed */
/** @typedef {import("./matcher-types.js").PolicyOptions} PolicyOptions */

/** A router stops a link after this many redirects and `always` degrades (document.apply.redirect-loop). */
const MAXIMUM_REDIRECTS = 8;

/**
 * What one link's whole way may spend on a routing document's regex rules (RegexAllowance, ADR 0057): 48 x 16,384.
 * Each try of one spends its `weight` (embedded by `gen web --document`) times the UTF-8 length of the URL before
 * its query and fragment; every leg and step of the way shares it, and a try that would pass it is not run.
 */
const REGEX_ALLOWANCE = 48 * 16384;

/**
 * What `switchyard match --document` prints for `string` with the table's document in force: the last leg's
 * answer with `refusal` (and `intake`) after `matched` when nothing opens, then `followed`, `degrade` and
 * `document`; or {url, undetermined: true, reason} when a leg cannot be decided. Never throws on the URL (as
 * `match`); options the command line refuses throw a TypeError.
 * @param {Table} table @param {unknown} given @param {PolicyOptions} [options] @returns {Answer}
 */
export function matchWithDocument(table, given, options) {
  policyContext(options);
  return answering(given, (string) => wayOf(table, string, options));
}

/**
 * `matchWithDocument` for a URL that is text.
 * @param {Table} table @param {string} string @param {PolicyOptions} [options] @returns {Answer}
 */
function wayOf(table, string, options) {
  const serial = table.document ? table.document.serial : null;
  /** @type {Followed[]} */
  const followed = [];
  const path = [string];
  let target = string;
  // `handlerFails` (--handler-fails): the handler of the route the link opens fails once, so its handlerFails
  // degrade is followed as an `always` one is (the router opens the URL the failing handler redirects to).
  let failing = !!(options && options.handlerFails);
  // Each leg starts from the source the leg before it ran with (the link's for the first): a nested URL's source
  // stays through every redirect and degrade after it (document.apply.policy-every-leg).
  /** @type {import("./matcher-policy.js").LinkSource | undefined} */
  let legSource;
  // What the way has spent on the document's regex rules, shared by every leg (ADR 0057), its capture regexes too.
  /** @type {import("./matcher-rewrites.js").Allowance} */
  const allowance = { spent: 0, refused: null, ruleName: documentRuleName,
    captures: (routes, url) => spendCaptures(table, allowance, routes, url),
    regex: (_, index, url) => spendRegex(table, allowance, index, url) };
  for (;;) {
    const from = legSource;
    const leg = evaluate(table, target, options, allowance, (_, ctx, steps) => judgeLeg(table, ctx, steps, from)), answer = leg.answer;
    if (answer.undetermined) return { url: string, undetermined: true, reason: answer.reason || "" };
    // The leg's match spends its routes' capture weight, charged once it has run (the module's match is the
    // document-less one): a way past the allowance is refused as the router refuses it before the match.
    if (leg.refusal !== "rewrite" && !spendCaptures(table, allowance, true, answer.rewrittenTo || target)) {
      answer.reason = allowance.refused || "";
      answer.rewrites = answer.rewrites || [];
      leg.refusal = "rewrite";
    }
    if (leg.refusal === "rewrite") {
      const reason = fillText(TEXT_DOCUMENT_REWRITES_REFUSED, { loop: answer.reason || "" });
      /** @type {Answer} */
      const stopped = { url: string, matched: false, refusal: "rewrite", reason, rewrites: answer.rewrites };
      if (answer.source !== undefined) stopped.source = answer.source;
      return ended(stopped, followed, serial);
    }
    for (const step of leg.steps || []) path.push(step.to);
    const hit = leg.hit, sends = hit ? hit.route.sends : undefined;
    if (!hit || !leg.url || !sends) return finish(string, target, leg, followed, null, serial, options);
    const captures = hit.parameters;
    const to = renderTemplate(sends.to, sends.names, leg.url, (name) => captures.get(name));
    if (!sends.always && !failing) return finish(string, target, leg, followed, to, serial, options);
    if (!sends.always) failing = false;
    followed.push({ kind: sends.kind, from: answer.rewrittenTo !== undefined ? answer.rewrittenTo : target, to });
    const start = path.indexOf(to);
    if (start >= 0) {
      const loop = path.slice(start).concat([to]).join(" → ");
      return redirectRefusal(string, answer, fillText(TEXT_DOCUMENT_REDIRECT_LOOP, { loop, limit: MAXIMUM_REDIRECTS }), serial);
    }
    if (followed.length > MAXIMUM_REDIRECTS) {
      return redirectRefusal(string, answer, fillText(TEXT_DOCUMENT_TOO_MANY_REDIRECTS, { path: path.join(" → ") }), serial);
    }
    path.push(to);
    target = to;
    legSource = leg.runsAs;
  }
}

/** @typedef {import("./matcher-policy.js").LinkSource} LinkSource */
/** A leg of a way without --source that no nested URL gave a source: judged by nothing. */
/** @type {LinkSource} */
const UNSAID = { kind: "in-app", detail: null, text: "in-app" };

/**
 * How the way judges a leg after its rewrite `steps`, from `start` (the source the leg before it ran with; the
 * link's for the first): with a source, by the app's rules; without one, a leg a nested URL opened, and every leg
 * after it, from the nested source under no rules of the app, as the router runs a nested URL whoever asked
 * (`match --document` without `--source`), and the others by nothing.
 * @param {Table} table @param {import("./matcher-policy.js").PolicyContext | null} ctx
 * @param {import("./matcher-types.js").Step[]} steps @param {LinkSource | undefined} start
 */
function judgeLeg(table, ctx, steps, start) {
  if (ctx) return { runsAs: sourceAfter(table, ctx, steps, start), judge: ctx };
  const bare = { source: start || UNSAID, rules: [], denied: [] };
  const runsAs = sourceAfter(table, bare, steps, start);
  return runsAs === UNSAID ? { runsAs: undefined, judge: null } : { runsAs, judge: bare };
}

/**
 * Spends a try of the regex rule `index` on `url` (the URL before its query and fragment): its weight times the
 * URL's UTF-8 length. False, with `allowance.refused` its message, when that would pass the allowance (the try is
 * not run).
 * @param {Table} table @param {import("./matcher-rewrites.js").Allowance} allowance @param {number} index @param {string} url
 */
function spendRegex(table, allowance, index, url) {
  const weight = table.rewrites[index].weight;
  if (!weight) return true;
  const cost = weight * encoder.encode(url).length;
  if (cost <= REGEX_ALLOWANCE - allowance.spent) {
    allowance.spent += cost;
    return true;
  }
  allowance.refused = fillText(TEXT_DOCUMENT_LINK_ALLOWANCE,
    { rule: documentRuleName(table, index), count: String(allowance.spent + cost), limit: String(REGEX_ALLOWANCE) });
  return false;
}

/**
 * How messages name a rule (RewriteRules.name): `rewrite N`; with a routing document in force, `rewrite N of
 * document S` for its rules and `the app's rewrite N` for the table's (every document refused: the table alone).
 * @param {Table} table @param {number} index
 */
function documentRuleName(table, index) {
  const document = table.document;
  if (!document || document.serial === null) return "rewrite " + (index + 1);
  return index < document.leadingRewrites ? "rewrite " + (index + 1) + " of " + document.rewriteLabel
    : "the app's rewrite " + (index - document.leadingRewrites + 1);
}

/**
 * Spends a match of `url` against the document's pattern rewrites (`routes` false) or its routes and redirects
 * (`routes` true): their capture weight (`captureWeights`, written by `gen web --document`) times the URL's UTF-8
 * length without its query (ADR 0051, decision 6). False, with `allowance.refused` its message, past the allowance.
 * @param {Table} table @param {import("./matcher-rewrites.js").Allowance} allowance @param {boolean} routes
 * @param {string} url @returns {boolean}
 */
function spendCaptures(table, allowance, routes, url) {
  const document = table.document, weights = document ? document.captureWeights : undefined;
  const weight = weights ? (routes ? weights.routes : weights.rewrites) : 0;
  if (!document || !weight) return true;
  const hash = url.indexOf("#"), question = url.indexOf("?");
  // A pattern reads the host, the path and the fragment's path: the query (a `?` before any `#`) is left out.
  const read = question < 0 || (hash >= 0 && hash < question) ? url : url.slice(0, question) + (hash < 0 ? "" : url.slice(hash));
  const cost = weight * encoder.encode(read).length;
  if (cost <= REGEX_ALLOWANCE - allowance.spent) {
    allowance.spent += cost;
    return true;
  }
  const rule = "the capture regexes of the " + (routes ? "routes and redirects" : "pattern rewrites") + " of " + document.rewriteLabel;
  allowance.refused = fillText(TEXT_DOCUMENT_LINK_ALLOWANCE, { rule, count: String(allowance.spent + cost), limit: String(REGEX_ALLOWANCE) });
  return false;
}

/**
 * The last leg's answer in `match --document`'s order: url (the link's), matched, refusal and intake, the rest; a
 * refusal before any route is said of the leg's URL, as the router says it (`LEG: no route matches …`), and so is
 * a nested URL's policy refusal without a source (the router's error: no `refused` list).
 * @param {string} url @param {string} legURL @param {ReturnType<typeof evaluate>} leg @param {Followed[]} followed
 * @param {string | null} degrade @param {number | null} serial @param {PolicyOptions} [options] @returns {Answer}
 */
function finish(url, legURL, leg, followed, degrade, serial, options) {
  /** @type {Partial<Answer>} */
  const rest = { ...leg.answer };
  delete rest.url;
  delete rest.matched;
  delete rest.routeIndex;
  /** @type {Answer} */
  const out = { url, matched: leg.answer.matched === true };
  if (!out.matched) {
    out.refusal = leg.refusal;
    if (leg.intake !== undefined) out.intake = leg.intake;
  }
  Object.assign(out, rest);
  const sourceless = !options || options.source === undefined || options.source === null;
  if (leg.refusal === "intake" || leg.refusal === "origin" || leg.refusal === "no-route"
    || (leg.refusal === "policy" && sourceless)) {
    // The leg's URL as RoutingError.description quotes it (DiagnosticText.shortened: cut and escaped).
    out.reason = fillText(TEXT_MATCH_AT_URL, { url: shortened(legURL), reason: out.reason || "" });
  }
  if (degrade !== null) out.degrade = { to: degrade, when: "handlerFails" };
  return ended(out, followed, serial);
}

/**
 * `followed` (when any) and `document`, last.
 * @param {Answer} answer @param {Followed[]} followed @param {number | null} serial @returns {Answer}
 */
function ended(answer, followed, serial) {
  const degrade = answer.degrade;
  delete answer.degrade;
  if (followed.length) answer.followed = followed;
  if (degrade) answer.degrade = degrade;
  answer.document = serial;
  return answer;
}

/**
 * A way whose redirects come back or run too long: refused, without `followed` (a router stops it later).
 * @param {string} url @param {Answer} last @param {string} reason @param {number | null} serial @returns {Answer}
 */
function redirectRefusal(url, last, reason, serial) {
  /** @type {Answer} */
  const out = { url, matched: false, refusal: "redirect", reason };
  if (last.source !== undefined) out.source = last.source;
  out.document = serial;
  return out;
}
