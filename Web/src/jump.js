// @ts-check
// The web page's jump (Docs/Rules/jump.md, the `jump.*` rules; ADR 0078): which link a page puts under "Open in app"
// and where a user without the app goes, computed from the table, the document in force and the page's
// environment. Nothing here is probed: no timer, no visibility, no iframe, no change of location. A plan holds links
// for a tap, and nothing else.

import { appsOf } from "./jump-apps.js";
import { answering, evaluate } from "./matcher-answer.js";
import { isAlpha, isDigit } from "./matcher-bytes.js";
import { policyContext } from "./matcher-policy.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./jump-apps.js").Apps} Apps */
/**
 * @typedef {object} JumpOptions
 * @property {string} platform  one of PLATFORMS
 * @property {string} [pageURL]  the page the jump is offered on
 * @property {string} [source]  how the app will judge the link, as `switchyard match --source` (default universal-link)
 * @property {string[]} [restrict] @property {string[]} [deny]
 * @property {string} [referrer]  a store referrer the install keeps (a signed token, never a fingerprint)
 */
/**
 * @typedef {object} JumpPlan
 * @property {"app" | "store" | "web"} decision
 * @property {string | null} appLink @property {string | null} intentHref @property {string | null} storeURL
 * @property {string | null} webURL @property {boolean} sameHost @property {string[]} why
 */

/**
 * What each environment can do (jump.environment.platforms): its system, or why it opens no app. Never detected
 * by trying.
 * @type {Record<string, {system: "ios" | "android" | null, refusal: string | null}>}
 */
const PLATFORMS = {
  "ios-safari": { system: "ios", refusal: null },
  "ios-safari-view": { system: "ios", refusal: null },
  "android-chrome": { system: "android", refusal: null },
  wechat: { system: null, refusal: "in-app-browser" },
  "in-app": { system: null, refusal: "in-app-browser" },
  desktop: { system: null, refusal: "desktop" },
};

/**
 * How a plan reads a link's way: `match`'s answer with the corpus's `refusal` kind when nothing opens
 * (`matchWithDocument`, or `plainAnswer` for a table without a document).
 * @typedef {(table: Table, url: unknown, options: import("./matcher-types.js").PolicyOptions) => Answer} Answering
 */
/** @typedef {import("./matcher-types.js").Answer} Answer */

/**
 * The plan for offering `url` on a page (jump.md), on a table without a routing document: the module `gen web`
 * writes without one bundles this alone, not the document's way (jump-document.js).
 * @param {Table} table @param {unknown} url @param {JumpOptions} options @returns {JumpPlan}
 */
export function jump(table, url, options) {
  return planFor(table, url, options, plainAnswer);
}

/**
 * The plan for offering `url` on a page, the link's way read by `answerFor`. Arguments it cannot read throw a
 * TypeError that names them (jump.input.errors); a link that is not text, or that no route opens, is a `web` plan.
 * @param {Table} table @param {unknown} url @param {JumpOptions} options @param {Answering} answerFor
 * @returns {JumpPlan}
 */
export function planFor(table, url, options, answerFor) {
  const given = readOptions(options);
  const apps = appsOf(table);
  if (typeof url !== "string") return webPlan(webPage(null, undefined, "", given.pageURL), ["intake"]);
  const answer = answerFor(table, url, { source: given.source, restrict: given.restrict, deny: given.deny });
  const link = url;
  const degrade = (answer.followed || []).find((step) => step.kind === "degrade");
  const webURL = webPage(degrade ? degrade.to : null, answer.webDestination, link, given.pageURL);
  const refusal = routeRefusal(table, answer, degrade !== undefined);
  if (refusal !== null) return webPlan(webURL, [refusal]);
  const platform = PLATFORMS[given.platform];
  if (platform.refusal !== null) return webPlan(webURL, [platform.refusal]);
  const app = platform.system === "ios" ? apps && apps.ios : apps && apps.android;
  if (!apps || !app) return webPlan(webURL, ["no-app"]);
  /** @type {string[]} */
  const why = [];
  const appLink = appLinkOf(link, apps);
  if (appLink === null && platform.system === "ios") why.push("no-app-link");
  const sameHost = appLink !== null && given.pageURL !== undefined && hostOf(given.pageURL) === hostOf(appLink);
  if (sameHost) why.push("same-host");
  const intentHref = platform.system === "android" ? intentOf(link, apps, webURL, given.referrer, why) : null;
  const storeURL = platform.system === "ios" ? iosStore(/** @type {import("./jump-apps.js").IosApp} */ (app))
    : androidStore(/** @type {import("./jump-apps.js").AndroidApp} */ (app), given.referrer);
  const opens = intentHref !== null || (appLink !== null && !sameHost);
  return { decision: opens ? /** @type {"app"} */ ("app") : /** @type {"store"} */ ("store"), appLink, intentHref, storeURL, webURL, sameHost, why };
}

/**
 * `match`'s answer for a link with its corpus refusal kind, on a table whose document (if any) is not read.
 * @param {Table} table @param {unknown} url @param {import("./matcher-types.js").PolicyOptions} options @returns {Answer}
 */
function plainAnswer(table, url, options) {
  return answering(url, (string) => {
    const evaluation = evaluate(table, string, options);
    return evaluation.refusal ? { ...evaluation.answer, refusal: evaluation.refusal } : evaluation.answer;
  });
}

/**
 * The options, checked (jump.input.errors).
 * @param {unknown} options
 * @returns {{platform: string, pageURL?: string, source: string, restrict?: string[], deny?: string[], referrer?: string}}
 */
function readOptions(options) {
  if (!options || typeof options !== "object") throw new TypeError("jump: options must be an object with a platform");
  const o = /** @type {Record<string, any>} */ (options);
  if (typeof o.platform !== "string" || !Object.hasOwn(PLATFORMS, o.platform)) {
    throw new TypeError("jump: platform must be one of " + Object.keys(PLATFORMS).map((p) => JSON.stringify(p)).join(", ")
      + ", found " + (typeof o.platform === "string" ? JSON.stringify(o.platform) : typeof o.platform));
  }
  for (const key of ["pageURL", "referrer"]) {
    if (o[key] !== undefined && typeof o[key] !== "string") {
      throw new TypeError("jump: " + key + " must be a string, found " + (o[key] === null ? "null" : typeof o[key]));
    }
  }
  const source = o.source === undefined ? "universal-link" : o.source;
  if (source === "in-app") throw new TypeError("jump: source cannot be \"in-app\": a web page is never inside the app");
  const read = { platform: o.platform, pageURL: o.pageURL, source, restrict: o.restrict, deny: o.deny, referrer: o.referrer };
  policyContext(read);  // a source or rule `switchyard match` refuses throws here, in its words
  return read;
}

/**
 * Why no route opens the link in the app, or null when one does (jump.decision.refused, .internal, .policy,
 * .degrade).
 * @param {Table} table @param {Answer} answer @param {boolean} degraded
 */
function routeRefusal(table, answer, degraded) {
  if (degraded) return "degrade";
  if (answer.matched) return null;
  const refusal = /** @type {{refusal?: string}} */ (answer).refusal;
  if (refusal === "policy") {
    const first = (answer.refused || [])[0];
    return first && isInternal(table, first.pattern, first.scheme) ? "internal" : "policy";
  }
  return refusal || "intake";
}

/**
 * Whether the route of this pattern (as written) and namespace is internal. An absolute pattern (`https://…`,
 * `http<s=|s>://…`) is in the namespaces it names, the refused entry naming the one the link reached; any other is
 * in its `scheme`'s, else the global one.
 * @param {Table} table @param {string} pattern @param {string} scheme
 */
function isInternal(table, pattern, scheme) {
  return table.routes.some((route) => route.pattern === pattern && route.internal
    && (isAbsolutePattern(pattern) || (route.scheme || "global").toLowerCase() === scheme.toLowerCase()));
}

/**
 * A pattern that names its scheme (anything before `://` ahead of its first `/`).
 * @param {string} pattern
 */
function isAbsolutePattern(pattern) {
  const slashes = pattern.indexOf("://");
  return slashes > 0 && !pattern.slice(0, slashes).includes("/");
}

/**
 * A `web` plan: no link into the app or the store (jump.plan.tap-only).
 * @param {string | null} webURL @param {string[]} why @returns {JumpPlan}
 */
function webPlan(webURL, why) {
  return { decision: /** @type {"web"} */ ("web"), appLink: null, intentHref: null, storeURL: null, webURL, sameHost: false, why };
}

/**
 * jump.links.web: the degrade's web target, the web destination, the link when it is a web page, the page.
 * @param {string | null} degradedTo @param {string | undefined} destination @param {string} link @param {string | undefined} page
 */
function webPage(degradedTo, destination, link, page) {
  if (degradedTo !== null && isWeb(degradedTo)) return degradedTo;
  if (destination !== undefined) return destination;
  if (isWeb(link)) return link;
  return page === undefined ? null : page;
}

/** @param {string} url */
function isWeb(url) { return /^https?:\/\//i.test(url); }

/**
 * `SCHEME://` and the rest, or null.
 * @param {string} url
 */
function split(url) {
  const found = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/s.exec(url);
  return found ? { scheme: found[1], rest: found[2] } : null;
}

/**
 * The host of a `SCHEME://` URL, lowercased, without userinfo or port; "" when there is none.
 * @param {string} url
 */
function hostOf(url) {
  const parts = split(url);
  if (!parts) return "";
  const authority = parts.rest.split(/[/?#\\]/, 1)[0];
  return authority.slice(authority.lastIndexOf("@") + 1).replace(/:[0-9]*$/, "").toLowerCase();
}

/**
 * jump.links.app-link: the link, when it is https on one of the app's hosts.
 * @param {string} link @param {Apps} apps
 */
function appLinkOf(link, apps) {
  const parts = split(link);
  return parts && parts.scheme.toLowerCase() === "https" && apps.hosts.includes(hostOf(link)) ? link : null;
}

/**
 * Every byte but the unreserved ones, percent-encoded (jump.links.intent-fallback), of the text's UTF-8 (a lone
 * surrogate is U+FFFD, as TextEncoder writes it: encodeURIComponent would throw on it).
 * @param {string} text
 */
function encoded(text) {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    const unreserved = isAlpha(byte) || isDigit(byte) || byte === 45 || byte === 46 || byte === 95 || byte === 126;
    out += unreserved ? String.fromCharCode(byte) : "%" + byte.toString(16).toUpperCase().padStart(2, "0");
  }
  return out;
}

/**
 * jump.links.intent and .intent-fallback: the link as an `intent:` link for the Android app, or null.
 * @param {string} link @param {Apps} apps @param {string | null} webURL @param {string | undefined} referrer @param {string[]} why
 */
function intentOf(link, apps, webURL, referrer, why) {
  const parts = split(link);
  if (!parts || !apps.android) return null;
  if (parts.rest.includes("#")) {
    why.push("fragment");
    return null;
  }
  const fallback = webURL !== null ? "S.browser_fallback_url=" + encoded(webURL) + ";"
    : referrer !== undefined ? "S.market_referrer=" + encoded(referrer) + ";" : "";
  return "intent://" + parts.rest + "#Intent;scheme=" + parts.scheme + ";package=" + apps.android.package + ";" + fallback + "end";
}

/**
 * jump.links.store on iOS.
 * @param {import("./jump-apps.js").IosApp} app
 */
function iosStore(app) { return app.storeURL || "https://apps.apple.com/app/id" + app.appStoreId; }

/**
 * jump.links.store on Android.
 * @param {import("./jump-apps.js").AndroidApp} app @param {string | undefined} referrer
 */
function androidStore(app, referrer) {
  if (app.storeURL) return app.storeURL;
  const page = "https://play.google.com/store/apps/details?id=" + app.package;
  return referrer === undefined ? page : page + "&referrer=" + encoded(referrer);
}
