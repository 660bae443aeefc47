// @ts-check
// The source policy (SourcePolicy, PolicyContext; the policy.* rules, Docs/Rules/policy.md): where a link comes
// from and the app's rules decide which candidate opens, as `switchyard match --source` decides.

import { folded } from "./matcher-index.js";
import { candidates, routeScheme, shortened } from "./matcher-matching.js";
import { nestedKey, originOf } from "./matcher-rewrites.js";
import { fillText, TEXT_POLICY_ALLOWED_UNRULED, TEXT_POLICY_DENIED, TEXT_POLICY_INTERNAL, TEXT_POLICY_TAG_RESTRICTED } from "./matcher-texts.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Route} Route */
/** @typedef {import("./matcher-types.js").Hit} Hit */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Step} Step */
/** @typedef {import("./matcher-types.js").PolicyOptions} PolicyOptions */

/** @typedef {{kind: string, detail: string | null, text: string}} LinkSource */
/** @typedef {{source: LinkSource, rules: {tag: string, kinds: string[]}[], denied: LinkSource[]}} PolicyContext */

const KINDS = ["in-app", "push", "universal-link", "other-app", "web"];

/**
 * A source spelled as `--source`; a TypeError with the tool's words otherwise.
 * @param {string} spelled @returns {LinkSource}
 */
function parseSource(spelled) {
  const text = String(spelled), colon = text.indexOf(":");
  const kind = colon < 0 ? text : text.slice(0, colon), detail = colon < 0 ? null : text.slice(colon + 1);
  if (KINDS.indexOf(kind) < 0) {
    throw new TypeError("unknown source '" + text
      + "'; known: in-app, push, universal-link, other-app[:BUNDLE_ID], web[:PAGE_URL]");
  }
  if (detail === "") throw new TypeError("source '" + text + "': nothing after ':'");
  if (detail !== null && kind !== "other-app" && kind !== "web") {
    throw new TypeError("source '" + kind + "' takes no detail after ':'");
  }
  return { kind, detail, text };
}

/**
 * RouteSource.description.
 * @param {LinkSource} source
 */
function describe(source) {
  const detail = source.detail === null ? "" : " (" + shortened(source.detail) + ")";
  switch (source.kind) {
    case "in-app": return "in-app";
    case "other-app": return "another app" + detail;
    case "universal-link": return "universal link";
    case "push": return "push notification";
    default: return "web page" + detail;
  }
}

/**
 * `{source, restrict: ["TAG=KIND,KIND"], deny: ["SOURCE"]}` as the tool's PolicyContext; null without a source.
 * A source or rule the command line would refuse throws a TypeError with the tool's words.
 * @param {PolicyOptions | undefined} options @returns {PolicyContext | null}
 */
export function policyContext(options) {
  if (!options || options.source === undefined || options.source === null) {
    if (options && ((options.restrict || []).length || (options.deny || []).length)) {
      throw new TypeError("--restrict and --deny need --source");
    }
    return null;
  }
  const rules = (options.restrict || []).map((spelled) => {
    const text = String(spelled), cut = text.indexOf("=");
    const tag = cut < 0 ? "" : text.slice(0, cut), kinds = cut < 0 ? "" : text.slice(cut + 1);
    if (!tag || !kinds) throw new TypeError("--restrict expects TAG=KIND,KIND, got '" + text + "'");
    return { tag, kinds: kinds.split(",").filter((k) => k !== "").map((k) => {
      if (KINDS.indexOf(k) < 0) throw new TypeError("--restrict: unknown source kind '" + k + "'; known: " + KINDS.join(", "));
      return k;
    }) };
  });
  const denied = (options.deny || []).map(parseSource);
  for (const rule of denied) {
    if (rule.kind === "web" && rule.detail !== null && webOrigin(rule.detail) === null) {
      throw new TypeError("--deny '" + rule.text + "': a web source is denied by its origin "
        + "(web:SCHEME://HOST[:PORT]), and this one has none");
    }
  }
  return { source: parseSource(options.source), rules, denied };
}

/**
 * WebOrigin (Swift): `scheme://host[:port]` with scheme and host ASCII-lowercased, userinfo dropped and a default
 * port (443 for https, 80 for http) left out; null when the URL has no origin.
 * @param {string} url @returns {string | null}
 */
function webOrigin(url) {
  const head = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#\\]*)/.exec(url);
  if (head === null) return null;
  const scheme = folded(head[1]);
  let authority = head[2];
  authority = authority.slice(authority.lastIndexOf("@") + 1);
  const bracketEnd = authority.startsWith("[") ? authority.indexOf("]") : 0;
  if (bracketEnd < 0) return null;
  const colon = authority.lastIndexOf(":");
  let host = authority, port = "";
  if (colon >= 0 && colon >= bracketEnd) {
    host = authority.slice(0, colon);
    const digits = authority.slice(colon + 1);
    if (digits !== "") {
      if (!/^[0-9]{1,5}$/.test(digits) || Number(digits) > 65535) return null;
      const number = Number(digits), fallback = scheme === "https" ? 443 : scheme === "http" ? 80 : -1;
      port = number === fallback ? "" : ":" + number;
    }
  }
  if (host === "") return null;
  return scheme + "://" + folded(host) + port;
}

/**
 * DeniedSource.denies (rule policy.deny-source, Docs/Rules/policy.md): an app's ID ignoring ASCII case, a page by its
 * origin; a sender of the rule's kind that names nothing (no ID, no page, a page with no origin) is denied too.
 * @param {LinkSource} rule @param {LinkSource} source
 */
function deniedBy(rule, source) {
  if (rule.kind !== source.kind) return false;
  if (rule.detail === null) return source.detail === null || (rule.kind !== "other-app" && rule.kind !== "web");
  if (source.detail === null) return true;
  if (rule.kind === "other-app") return folded(rule.detail) === folded(source.detail);
  const page = webOrigin(source.detail);
  return page === null || page === webOrigin(rule.detail);
}

/**
 * SourcePolicy.refusal: why `source` may not open `route`, or null.
 * @param {PolicyContext} ctx @param {LinkSource} source @param {Route} route
 */
function refusal(ctx, source, route) {
  if (route.internal && source.kind !== "in-app") return fillText(TEXT_POLICY_INTERNAL, { source: describe(source) });
  if (deniesOutright(ctx, source)) return fillText(TEXT_POLICY_DENIED, { source: describe(source) });
  for (const rule of ctx.rules) {
    if (route.tags.indexOf(rule.tag) >= 0 && rule.kinds.indexOf(source.kind) < 0) {
      return fillText(TEXT_POLICY_TAG_RESTRICTED, { tag: rule.tag, source: describe(source) });
    }
  }
  return null;
}

/**
 * RewriteRules.source(_:after:): after a `{url:query.NAME}` step the link runs as the source the rule's `nested`
 * names (file.rewrites.nested-source), else as a web page of the origin (scheme and authority, as written) of
 * the URL that carried it (policy.nested-url). `start` is the source the leg started from: the link's, or the one
 * the leg before it ran with (document.apply.policy-every-leg).
 * @param {Table} table @param {PolicyContext} ctx @param {Step[]} steps @param {LinkSource} [start]
 */
export function sourceAfter(table, ctx, steps, start) {
  const entry = start || ctx.source;
  let source = entry;
  for (const step of steps) {
    const rule = table.rewrites[step.rule];
    if (nestedKey(rule) === null) continue;
    if (rule.nested && rule.nested.source !== null) { source = parseSource(rule.nested.source); continue; }
    source = { kind: "web", detail: originOf(step.from), text: "web" };
  }
  // SourcePolicy.judged: a source the app denies outright stays denied; it reaches nothing by carrying a link.
  return source !== entry && deniesOutright(ctx, entry) ? entry : source;
}

/**
 * Whether the app denies `source` outright: its kind, or that very source (SourcePolicy.deniesOutright).
 * @param {PolicyContext} ctx @param {LinkSource} source @returns {boolean}
 */
function deniesOutright(ctx, source) {
  return ctx.denied.some((d) => (d.detail === null ? d.kind === source.kind : deniedBy(d, source)));
}

/**
 * PolicyContext.decide: the candidate that opens (null: none may) and the routes passed over, in the order a
 * router tries them (the URL's namespace, then the global one when it falls back).
 * @param {Table} table @param {PolicyContext} ctx @param {LinkSource} source @param {TakenURL} url
 * @returns {{chosen: Hit | null, refused: {pattern: string, scheme: string, why: string}[]}}
 */
export function decide(table, ctx, source, url) {
  const refused = [];
  for (const candidate of candidates(table, url)) {
    const why = refusal(ctx, source, candidate.route);
    if (why === null) return { chosen: candidate, refused };
    refused.push({ pattern: candidate.route.pattern, scheme: routeScheme(candidate.route, url), why });
  }
  return { chosen: null, refused };
}

/**
 * WebDestination.check (Security T4): `url` when it is an http(s) URL with a plain host (ASCII letters, digits, `-`,
 * `.`: no userinfo, port or escape) of one of the table's web origins, else null. The page the router's unmatched
 * handler is offered for a link no route opened.
 * @param {Table} table @param {string} url @returns {string | null}
 */
export function webDestination(table, url) {
  const origins = table.options.webOrigins || [];
  if (!origins.length || /[\u0000-\u0020\u007F\\]/.test(url)) return null;
  const head = /^([A-Za-z0-9]*):\/\/([^/?#]*)/.exec(url);
  if (head === null || !/^[A-Za-z0-9.-]+$/.test(head[2])) return null;
  const scheme = head[1].toLowerCase(), host = head[2].toLowerCase();
  if (scheme !== "https" && scheme !== "http") return null;
  return origins.some((o) => o.scheme === scheme && o.host !== null && o.host.toLowerCase() === host) ? url : null;
}

/**
 * MatchReport.allowedNote: `allowed`, naming the route's tags no `--restrict` rule covers.
 * @param {PolicyContext} ctx @param {Route} route
 */
export function allowedNote(ctx, route) {
  const ruled = ctx.rules.map((r) => r.tag);
  const unruled = route.tags.filter((t) => ruled.indexOf(t) < 0);
  if (!unruled.length) return "allowed";
  return fillText(TEXT_POLICY_ALLOWED_UNRULED, { tags: (unruled.length === 1 ? "tag " : "tags ") + unruled.join(", ") });
}
