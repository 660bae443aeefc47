// The Shop landing page's script (Examples/ShopSite; issue #90 item 6) without a browser: the static check that it
// starts nothing the jump plan forbids (landing-script-check.mjs; jump.plan.computed), shown to catch each forbidden
// use when one is added, and the page's two pure parts: the environment a user agent names and the banner's content.
// Run: npm test in Web/ (node alone).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { forbiddenMarkup, forbiddenUses, withoutComments } from "./landing-script-check.mjs";
import { SITE, siteScripts } from "./landing-site.mjs";
import { environmentOf, platformOf, PLATFORMS } from "../../Examples/ShopSite/environment.js";
import { bannerContent } from "../../Examples/ShopSite/banner.js";

const read = (/** @type {string} */ name) => readFileSync(join(SITE, name), "utf8");

test("the page's scripts name no timer, listener, iframe, location change, window or click", () => {
  assert.ok(siteScripts().includes("landing.js"), "the page's scripts: " + siteScripts().join(", "));
  for (const name of siteScripts()) assert.deepEqual(forbiddenUses(read(name)), [], name);
  assert.deepEqual(forbiddenMarkup(read("index.html")), []);
});

test("the static check finds each forbidden use added to the page's script, and none in comments", () => {
  const script = read("landing.js");
  const added = [
    ["setTimeout(() => {}, 2000);", "a timer"],
    ["window.setInterval(check, 100);", "a timer"],
    ["requestAnimationFrame(step);", "a timer"],
    ['document.addEventListener("visibilitychange", left);', "a visibility, page or focus event"],
    ["window.onpagehide = left;", "a visibility, page or focus event"],
    ['window.addEventListener("blur", left);', "a visibility, page or focus event"],
    ['if (document.visibilityState === "hidden") return;', "a visibility, page or focus event"],
    ["if (document.hidden) return;", "a visibility, page or focus event"],
    ["window.onfocus = back;", "a visibility, page or focus event"],
    ['const frame = document.createElement("iframe");', "an iframe"],
    ["location.href = plan.appLink;", "a change of location"],
    ["window.location = plan.appLink;", "a change of location"],
    ["location.replace(plan.storeURL);", "a change of location"],
    ['window.open(plan.appLink, "_self");', "a window opened"],
    ['element("open-in-app").click();', "a click the page makes"],
  ];
  for (const [line, what] of added) {
    const found = forbiddenUses(script + "\n" + line + "\n");
    assert.ok(found.some((use) => use.what === what && use.text === line), line + " → " + JSON.stringify(found));
  }
  assert.deepEqual(forbiddenUses("// setTimeout(go, 1)\n/* an iframe,\n location.href = x */ const a = 1;\n"), []);
  assert.equal(withoutComments('const u = "https://a.example/x"; // c\nconst r = /\\/id[/]/; /* d */'),
    'const u = "https://a.example/x"; \nconst r = /\\/id[/]/;  ');
});

test("the static check of the HTML finds an inline script, a handler attribute, an iframe and a refresh", () => {
  const html = read("index.html");
  const added = [
    ['<script>go()</script>', "a script that is not a module file: <script>"],
    ['<a href="x" onclick="go()">x</a>', "an event handler attribute"],
    ['<iframe src="shop://goods/7"></iframe>', "an iframe"],
    ['<meta http-equiv="refresh" content="0;url=shop://goods/7">', "a refresh"],
  ];
  for (const [markup, what] of added) {
    assert.ok(forbiddenMarkup(html.replace("</body>", markup + "</body>")).includes(what), markup);
  }
});

test("the environment a user agent names; ?platform= names any of the plan's, and nothing else", () => {
  const agents = [
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", 0, "ios-safari"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1", 0, "ios-safari"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", 5, "ios-safari"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", 0, "desktop"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148", 0, "in-app"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0]", 0, "in-app"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI", 0, "wechat"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36", 0, "android-chrome"],
    ["Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36", 0, "android-chrome"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36", 0, "in-app"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 Instagram 334.0", 0, "in-app"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36", 0, "desktop"],
    ["", 0, "desktop"],
  ];
  for (const [agent, touch, platform] of agents) assert.equal(platformOf(String(agent), Number(touch)), platform, String(agent));
  for (const platform of PLATFORMS) {
    assert.deepEqual(environmentOf("", 0, "?platform=" + platform), { platform, from: "parameter" });
  }
  assert.deepEqual(environmentOf("", 0, "?platform=android"), { platform: "desktop", from: "user-agent" });
  assert.deepEqual(environmentOf("", 0, "?x=1&platform=IOS-SAFARI"), { platform: "desktop", from: "user-agent" });
});

test("the banner: the App Store id and the plan's app link, only on iOS, only when the plan is not web", () => {
  /** @type {import("../src/jump.js").JumpPlan} */
  const plan = { decision: "app", appLink: "https://m.shop.example/product/7.html", intentHref: null,
    storeURL: "https://apps.apple.com/app/id1234567890", webURL: "https://m.shop.example/product/7.html", sameHost: false, why: [] };
  const full = "app-id=1234567890, app-argument=https://m.shop.example/product/7.html";
  assert.equal(bannerContent(plan, "ios-safari"), full);
  assert.equal(bannerContent(plan, "ios-safari-view"), full);
  assert.equal(bannerContent({ ...plan, decision: "store", sameHost: true }, "ios-safari"), full);
  assert.equal(bannerContent({ ...plan, decision: "store", appLink: null }, "ios-safari"), "app-id=1234567890");
  assert.equal(bannerContent({ ...plan, appLink: "https://m.shop.example/a,b" }, "ios-safari"), "app-id=1234567890");
  assert.equal(bannerContent({ ...plan, storeURL: "https://apps.apple.com/us/app/shop/id42?mt=8" }, "ios-safari"),
    "app-id=42, app-argument=https://m.shop.example/product/7.html");
  assert.equal(bannerContent({ ...plan, storeURL: "https://store.example/shop" }, "ios-safari"), null);
  for (const platform of ["android-chrome", "wechat", "in-app", "desktop"]) assert.equal(bannerContent(plan, platform), null);
  assert.equal(bannerContent({ ...plan, decision: "web", appLink: null, storeURL: null, why: ["internal"] }, "ios-safari"), null);
});
