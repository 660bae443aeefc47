// The Shop landing page (Examples/ShopSite; issue #90 item 6) in headless Chromium, once per environment the jump
// plan names (Docs/Rules/jump.md, jump.environment.platforms), told by Chromium's --user-agent as a phone's browser
// sends it (SFSafariViewController, which sends Safari's, by the page's ?platform= parameter), and once on the app's
// own host (Chromium's --host-resolver-rules). The hrefs and the banner meta the page shows must be what the plan the
// same module gives in node for the same arguments says, and the probe (landing-site.mjs) must see no timer,
// listener, iframe or window. The page's script type-checks against the module's declarations.
// Run: npm test in Web/ (needs the switchyard tool and Chromium; skipped, saying so, without them).

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { needsTool } from "./corpus.mjs";
import { chromium, dumpedDOM, folder } from "./browser.mjs";
import { serve, shopModule, shown, siteScripts, SITE, TABLE } from "./landing-site.mjs";

const noChromium = { timeout: 10 * 60 * 1000, skip: needsTool() || (chromium ? false : "chromium is not installed") };
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
  + "Version/17.5 Mobile/15E148 Safari/604.1";
const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 "
  + "Mobile Safari/537.36";
const WECHAT = "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) "
  + "Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) "
  + "WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";
const INSTAGRAM = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
  + "Mobile/15E148 Instagram 334.0.4.32.98 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556; 606778431)";

/**
 * Each visit: the environment the page must see, Chromium's user agent (null: headless Chromium's own, a desktop's),
 * the page's query, and whether the page is served as the app's own host.
 * @type {{platform: string, agent: string | null, query: string, appHost: boolean}[]}
 */
const VISITS = [
  { platform: "ios-safari", agent: IPHONE, query: "", appHost: false },
  { platform: "ios-safari-view", agent: IPHONE, query: "?platform=ios-safari-view", appHost: false },
  { platform: "android-chrome", agent: PIXEL, query: "", appHost: false },
  { platform: "wechat", agent: WECHAT, query: "", appHost: false },
  { platform: "in-app", agent: INSTAGRAM, query: "", appHost: false },
  { platform: "desktop", agent: null, query: "", appHost: false },
  { platform: "ios-safari", agent: IPHONE, query: "", appHost: true },
];

/** The product link the page offers, as its HTML names it. */
const LINK = /** @type {string} */ (/data-link="([^"]*)"/.exec(readFileSync(join(SITE, "index.html"), "utf8")))[1];
const apps = JSON.parse(readFileSync(TABLE, "utf8")).options.apps;

/**
 * What the page must show for `plan`, said from the rules, not from the page's code: the button is the plan's link
 * into the app (the intent: link where there is one), the store page on `store`, nothing on `web`; the store link
 * only beside an app button; the web link always the plan's; the banner on iOS when the plan is not `web`, with the
 * table's App Store id and the plan's app link.
 * @param {import("../src/jump.js").JumpPlan} plan @param {string} platform
 */
function expected(plan, platform) {
  const ios = platform === "ios-safari" || platform === "ios-safari-view";
  return {
    button: plan.decision === "app" ? plan.intentHref ?? plan.appLink : plan.decision === "store" ? plan.storeURL : null,
    store: plan.decision === "app" ? plan.storeURL : null,
    web: plan.webURL,
    banner: ios && plan.decision !== "web"
      ? "app-id=" + apps.ios.appStoreId + (plan.appLink === null ? "" : ", app-argument=" + plan.appLink) : null,
  };
}

test("the landing page shows, in each environment, the links the jump plan gives (headless Chromium)", noChromium, async () => {
  const work = folder();
  const shop = await shopModule(work);
  const server = await serve(work);
  try {
    const open = async (/** @type {typeof VISITS[number]} */ visit, /** @type {number} */ index) => {
      const host = visit.appHost ? apps.hosts[0] : "127.0.0.1";
      const url = "http://" + host + ":" + server.port + "/index.html" + visit.query;
      const flags = [...(visit.agent === null ? [] : ["--user-agent=" + visit.agent]),
        ...(visit.appHost ? ["--host-resolver-rules=MAP " + host + " 127.0.0.1"] : [])];
      return { visit, url, page: shown(await dumpedDOM(url, join(work, "visit" + index), flags)) };
    };
    // Three Chromiums at a time: the suite's other files run beside this one on CI's two cores.
    const pages = [];
    for (let first = 0; first < VISITS.length; first += 3) {
      pages.push(...await Promise.all(VISITS.slice(first, first + 3).map((visit, k) => open(visit, first + k))));
    }
    const decisions = new Set();
    for (const { visit, url, page } of pages) {
      const what = visit.platform + (visit.appHost ? " on the app's host" : "");
      assert.equal(page.platform, visit.platform, what + ": the environment the page saw");
      assert.equal(page.pageURL, url, what + ": the page's URL");
      const plan = shop.jump(LINK, { platform: visit.platform, pageURL: url });
      assert.equal(page.decision, plan.decision, what);
      assert.deepEqual({ button: page.button, store: page.store, web: page.web, banner: page.banner },
        expected(plan, visit.platform), what);
      assert.equal(page.probed, "", what + ": the probe saw the page start something");
      // A button that opens the app needs no word; a page without one says why.
      assert.equal(page.reason === "", plan.decision === "app", what + ": " + page.reason);
      decisions.add(plan.decision + (plan.intentHref ? " intent" : ""));
    }
    // The visits reach each decision and each kind of button: the comparisons above are not all of empty pages.
    assert.deepEqual([...decisions].sort(), ["app", "app intent", "store", "web"]);
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
});

test("the probe sees a timer, a visibility listener, an iframe and a window in a page that starts them", noChromium, async () => {
  const work = folder();
  await shopModule(work);
  const starts = `<!doctype html><html><head><script>setTimeout(() => {}, 0);
document.addEventListener("visibilitychange", () => {}); window.onpagehide = () => {};
document.createElement("iframe"); window.open("about:blank");</script></head><body></body></html>`;
  const server = await serve(work, { "starts.html": starts });
  try {
    const page = shown(await dumpedDOM("http://127.0.0.1:" + server.port + "/starts.html", work));
    assert.equal(page.probed, "setTimeout listener:visibilitychange onpagehide iframe open");
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
});

test("a plan the module cannot give: the page offers no link and says why", noChromium, async () => {
  const work = folder();
  await shopModule(work);
  const refusing = 'export function jump() { throw new TypeError("options.apps.ios.teamId: not a team id"); }\n';
  const server = await serve(work, { "shop-routes.mjs": refusing });
  try {
    const page = shown(await dumpedDOM("http://127.0.0.1:" + server.port + "/index.html", work));
    assert.deepEqual([page.button, page.store, page.web, page.banner], [null, null, null, null]);
    assert.equal(page.reason, "No plan for this link: options.apps.ios.teamId: not a team id");
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
});

test("the page's script type-checks against the declarations gen web writes (tsc --strict)", { skip: needsTool() }, async () => {
  const work = folder();
  try {
    await shopModule(work);
    for (const name of siteScripts()) copyFileSync(join(SITE, name), join(work, name));
    // node16: the folder's package.json (gen web writes it) makes the scripts ES modules, and shop-routes.mjs's
    // declarations are shop-routes.d.mts beside it.
    const run = spawnSync("tsc", ["--noEmit", "--strict", "--allowJs", "--checkJs", "--target", "es2022", "--module",
      "node16", "--moduleResolution", "node16", "--lib", "es2022,dom", ...siteScripts().map((n) => join(work, n))],
    { encoding: "utf8" });
    assert.ok(run.error === undefined, "tsc is not installed: apt-get install -y node-typescript (.ci/run does)");
    assert.equal(run.status, 0, run.stdout + run.stderr);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
