// @ts-check
// Which of the jump plan's environments (Docs/Rules/jump.md, jump.environment.platforms) the landing page runs in,
// read from the user agent. The plan never detects anything by trying (ADR 0078): this is the page's guess from
// what the browser says of itself, made once, and the plan's answer for it is shown for a tap.
//
// SFSafariViewController (`ios-safari-view`) sends Safari's user agent, byte for byte, so no page can tell it from
// Safari: the page takes it for `ios-safari`. Both open a universal link on a tap, so the button is the same; only a
// `?platform=` parameter names `ios-safari-view` (for testing, and for an app that opens the page with it).

/** @typedef {import("./shop-routes.mjs").JumpPlatform} Platform */

/**
 * The environments the plan names, in the rules' order.
 * @type {readonly Platform[]}
 */
export const PLATFORMS = Object.freeze(["ios-safari", "ios-safari-view", "android-chrome", "wechat", "in-app", "desktop"]);

/**
 * Other apps' web views that say who they are: Facebook, Instagram, LINE, LinkedIn, Snapchat, TikTok, X (Twitter),
 * Weibo, DingTalk and Alipay. No app link is known to open from them (jump.environment.platforms, `in-app`).
 */
const IN_APP_MARKERS = /\b(FBAN|FBAV|FB_IAB|Instagram|Line\/|LinkedInApp|Snapchat|musical_ly|BytedanceWebview|Twitter|Weibo|DingTalk|AlipayClient)\b/;

/**
 * @typedef {object} Environment
 * @property {Platform} platform
 * @property {"parameter" | "user-agent"} from  what named it
 */

/**
 * The page's environment: a `platform` query item that names one of PLATFORMS, else the user agent's.
 * @param {string} userAgent  navigator.userAgent
 * @param {number} touchPoints  navigator.maxTouchPoints (an iPad's Safari says "Macintosh" and has a touch screen)
 * @param {string} search  location.search
 * @returns {Environment}
 */
export function environmentOf(userAgent, touchPoints, search) {
  const named = new URLSearchParams(search).get("platform");
  const platform = PLATFORMS.find((known) => known === named);
  if (platform !== undefined) return { platform, from: "parameter" };
  return { platform: platformOf(userAgent, touchPoints), from: "user-agent" };
}

/**
 * The environment a user agent says it is.
 * @param {string} userAgent @param {number} touchPoints @returns {Platform}
 */
export function platformOf(userAgent, touchPoints) {
  if (/\bMicroMessenger\//i.test(userAgent)) return "wechat";
  if (IN_APP_MARKERS.test(userAgent)) return "in-app";
  const ios = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && touchPoints > 1);
  // An app's WKWebView leaves out the "Safari/" token that Safari, and every iOS browser built on it, writes.
  if (ios) return /\bSafari\//.test(userAgent) ? "ios-safari" : "in-app";
  if (/\bAndroid\b/.test(userAgent)) {
    // An Android WebView writes "; wv)" (and, before Android 5, "Version/4.0 … Chrome"): another app's web view.
    // Other Android browsers are taken as Chrome: the plan's intent: link carries its own fallback.
    return /; wv\)|\bVersion\/[0-9.]+ .*\bChrome\//.test(userAgent) ? "in-app" : "android-chrome";
  }
  return "desktop";
}
