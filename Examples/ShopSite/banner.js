// @ts-check
// The Smart App Banner's meta (`<meta name="apple-itunes-app">`) from the jump plan (issue #90): the banner Safari on
// iOS shows above the page, whose "Open" hands `app-argument` to the app. Its `app-argument` is the plan's app link,
// never anything else, so the banner offers no more than the button does: no banner where the plan is `web` (an
// internal, refused or degraded route, an in-app browser, a desktop), none where the plan names no App Store page.

/** @typedef {import("./shop-routes.mjs").JumpPlan} JumpPlan */

/**
 * The meta's content for the plan on `platform`, or null where the page writes no banner.
 * @param {JumpPlan} plan @param {string} platform @returns {string | null}
 */
export function bannerContent(plan, platform) {
  // Only Safari reads the meta; SFSafariViewController cannot be told from it, so it gets the same.
  if (platform !== "ios-safari" && platform !== "ios-safari-view") return null;
  if (plan.decision === "web" || plan.storeURL === null) return null;
  const appStoreId = /\/id([0-9]{1,20})(?:[/?#]|$)/.exec(plan.storeURL);
  if (appStoreId === null) return null;  // a store page the table wrote that names no App Store id
  // The content's items are split at commas: a link that holds one is left out rather than cut.
  const argument = plan.appLink !== null && !plan.appLink.includes(",") ? ", app-argument=" + plan.appLink : "";
  return "app-id=" + appStoreId[1] + argument;
}
