// @ts-check
// The Shop's landing page (issue #90): asks the jump plan (`jump` of the module `switchyard gen web` writes from
// Examples/Shop/shop.routes.json) for the page's product link and shows what it holds, each a link for a tap:
// "Open in app" (the app link, or on Android the intent: link), the store page, "Continue on the web", and the Smart
// App Banner's meta where the plan allows one. Nothing is probed (Docs/Rules/jump.md, jump.plan.computed): no timer,
// no visibility or focus listener, no iframe, no change of location. A link the page does not show is removed.

import { bannerContent } from "./banner.js";
import { environmentOf } from "./environment.js";
import { jump } from "./shop-routes.mjs";

/** @typedef {import("./shop-routes.mjs").JumpPlan} JumpPlan */

/** What each environment is called on the page. @type {Record<string, string>} */
const PLATFORM_NAMES = {
  "ios-safari": "Safari on iOS", "ios-safari-view": "a Safari view in an iOS app", "android-chrome": "Chrome on Android",
  wechat: "WeChat", "in-app": "another app's browser", desktop: "a computer",
};

/** What the page tells the user for a reason of the plan's (`why`); a reason not here gets the generic line. */
/** @type {Record<string, string>} */
const REASONS = {
  "in-app-browser": "To open the Shop app, open this page in your browser first (the ⋯ menu, then Open in Browser).",
  desktop: "The Shop app is for iPhone and Android: open this page on your phone.",
  "no-app": "The Shop app is not available for this device.",
  "same-host": "This page is on the app's own site, where a tap stays in the browser: the button goes to the store.",
};

/** @param {string} id @returns {HTMLElement} */
function element(id) {
  const found = document.getElementById(id);
  if (found === null) throw new Error("the landing page has no #" + id);
  return found;
}

/**
 * The link `id` with `href`, or removed when there is none.
 * @param {string} id @param {string | null} href
 */
function offer(id, href) {
  const link = /** @type {HTMLAnchorElement} */ (element(id));
  if (href === null) link.remove();
  else link.href = href;
}

/**
 * The "Open in app" button's link: on `app` the link that opens the app here (on Android the intent: link, whose
 * fallback is in it), on `store` the store page (which opens the app when it is installed), on `web` none.
 * @param {JumpPlan} plan
 */
function buttonHref(plan) {
  if (plan.decision === "app") return plan.intentHref !== null ? plan.intentHref : plan.appLink;
  return plan.decision === "store" ? plan.storeURL : null;
}

/** @param {JumpPlan} plan @param {string} platform */
function show(plan, platform) {
  const button = buttonHref(plan);
  offer("open-in-app", button);
  if (plan.decision === "store") element("open-in-app").textContent = "Get the app";
  offer("store", plan.decision === "app" ? plan.storeURL : null);
  offer("web", plan.webURL);
  const banner = bannerContent(plan, platform);
  if (banner !== null) {
    const meta = document.createElement("meta");
    meta.name = "apple-itunes-app";
    meta.content = banner;
    document.head.append(meta);
  }
  const said = plan.why.map((reason) => REASONS[reason]).filter((text) => text !== undefined);
  if (said.length === 0 && plan.decision === "web") said.push("This page opens on the web.");
  element("reason").textContent = said.join(" ");
}

const product = element("product");
const link = product.dataset.link || "";
const environment = environmentOf(navigator.userAgent, navigator.maxTouchPoints, location.search);
// What the page asked, for a reader of the page (and its test) to ask the plan the same.
product.dataset.platform = environment.platform;
product.dataset.pageUrl = location.href;
element("environment").textContent = "Seen as " + PLATFORM_NAMES[environment.platform]
  + (environment.from === "parameter" ? " (named by the page's link)." : " (from the browser's user agent).");
try {
  const plan = jump(link, { platform: environment.platform, pageURL: location.href });
  product.dataset.decision = plan.decision;
  product.dataset.why = plan.why.join(" ");
  show(plan, environment.platform);
} catch (error) {
  // A table whose identities break the format: say so, and offer nothing rather than a guess.
  for (const id of ["open-in-app", "store", "web"]) element(id).remove();
  element("reason").textContent = "No plan for this link: " + String(error instanceof Error ? error.message : error);
}
