// The web page's jump (src/jump.js, src/jump-apps.js; Docs/Rules/jump.md, issue #90) beyond the corpus's cases: the
// exact texts of every error a caller or a table can cause, and inputs no case file can hold (links that are not
// text, lone surrogates, long links), each a plan or a TypeError, never another failure.
// Run: npm test in Web/ (the table is the corpus's jump-plans.json, kept compiled in Fixtures/).

import { test } from "node:test";
import assert from "node:assert/strict";
import { jump } from "../src/matcher.js";
import { caseFiles, embedded } from "./corpus.mjs";

const file = caseFiles("jump").find((f) => f.name === "jump-plans.json");
const table = () => embedded(/** @type {any} */ (file).table);
const PAGE = "https://www.shop.example/landing";

/** The table with `apps` in place of its identities. @param {unknown} apps */
function withApps(apps) {
  const t = table();
  return { ...t, options: { ...t.options, apps } };
}

const IOS = { appStoreId: "1234567890", teamId: "ABCDE12345", bundleId: "com.shop.app" };

test("a table's identities that break the format: the key's path and the file's text", () => {
  const cases = [
    [[], 'options.apps: "apps" must be an object, found array'],
    ["shop", 'options.apps: "apps" must be an object, found string'],
    [{ host: [] }, 'options.apps.host: unknown key "host" in "apps"; expected one of: hosts, ios, android'],
    [{ hosts: "m.shop.example" }, 'options.apps.hosts: "hosts" must be an array of strings, found string'],
    [{ hosts: ["m.shop.example", 7] }, 'options.apps.hosts[1]: "hosts[1]" must be a string, found integer'],
    [{ hosts: [1.5] }, 'options.apps.hosts[0]: "hosts[0]" must be a string, found number'],
    [{ hosts: ["m.shop.example", "M.shop.example"] }, 'options.apps.hosts[1]: "hosts[1]" must be a host name: '
      + "lowercase ASCII letters, digits, '-' and '.', found \"M.shop.example\""],
    [{ hosts: [""] }, 'options.apps.hosts[0]: "hosts[0]" must not be empty'],
    [{ ios: null }, 'options.apps.ios: "ios" must be an object, found null'],
    [{ ios: { appStoreId: "1", teamId: "ABCDE12345" } }, 'options.apps.ios: "ios" is missing required key "bundleId"'],
    [{ ios: { ...IOS, teamID: "x" } }, 'options.apps.ios.teamID: unknown key "teamID" in "ios"; expected one of: '
      + "appStoreId, teamId, bundleId, appClipBundleId, storeURL"],
    [{ ios: { ...IOS, teamId: "abcde12345" } }, 'options.apps.ios.teamId: "teamId" must be 10 ASCII capital letters '
      + 'or digits, found "abcde12345"'],
    [{ ios: { ...IOS, appStoreId: "id123" } }, 'options.apps.ios.appStoreId: "appStoreId" must be the App Store id, '
      + 'ASCII digits, found "id123"'],
    [{ ios: { ...IOS, appStoreId: 123 } }, 'options.apps.ios.appStoreId: "appStoreId" must be a string, found integer'],
    [{ ios: { ...IOS, bundleId: "com shop" } }, "options.apps.ios.bundleId: \"bundleId\" must be a bundle id: ASCII "
      + "letters, digits, '-' and '.', found \"com shop\""],
    [{ ios: { ...IOS, appClipBundleId: "com.other.Clip" } }, 'options.apps.ios.appClipBundleId: "appClipBundleId" '
      + "must be the app's bundle id, '.' and a name, found \"com.other.Clip\""],
    [{ ios: { ...IOS, storeURL: "http://apps.apple.com/app/id1" } }, 'options.apps.ios.storeURL: "storeURL" must be '
      + 'an https URL, found "http://apps.apple.com/app/id1"'],
    [{ android: {} }, 'options.apps.android: "android" is missing required key "package"'],
    [{ android: { package: "" } }, 'options.apps.android.package: "package" must not be empty'],
    [{ android: { package: "shop" } }, "options.apps.android.package: \"package\" must be an Android package: two or "
      + "more names of ASCII letters, digits and '_', each starting with a letter, joined by '.', found \"shop\""],
    [{ android: { package: "com.shop.app", storeURL: "https:// play" } }, 'options.apps.android.storeURL: "storeURL" '
      + 'must be an https URL, found "https:// play"'],
    // Unicode's White_Space, as the other readers: NEL is one.
    [{ android: { package: "com.shop.app", storeURL: "https://p.example/\u0085x" } }, 'options.apps.android.storeURL: '
      + '"storeURL" must be an https URL, found "https://p.example/\u0085x"'],
  ];
  for (const [apps, message] of cases) {
    assert.throws(() => jump(withApps(apps), "shop://goods/7", { platform: "ios-safari" }),
      (/** @type {any} */ e) => e instanceof TypeError && e.message === message, JSON.stringify(apps));
  }
});

test("a store URL's white space is Unicode's White_Space: U+FEFF is none", () => {
  const apps = { android: { package: "com.shop.app", storeURL: "https://p.example/\ufeffx" } };
  assert.equal(jump(withApps(apps), "shop://goods/7", { platform: "android-chrome" }).storeURL, "https://p.example/\ufeffx");
});

test("identities the format accepts: x- keys ignored, every optional key given", () => {
  const apps = { "x-owner": "growth", hosts: [], ios: { ...IOS, "x-note": 1, appClipBundleId: "com.shop.app.Clip",
    storeURL: "https://apps.apple.com/app/id1234567890" }, android: { package: "com.shop_2.app", storeURL: "https://p.example/x" } };
  assert.equal(jump(withApps(apps), "shop://goods/7", { platform: "android-chrome" }).storeURL, "https://p.example/x");
  assert.equal(jump(withApps(null), "shop://goods/7", { platform: "ios-safari" }).why[0], "no-app");
});

test("arguments a plan cannot be read from: the caller's TypeError, in these words", () => {
  const cases = [
    [undefined, "jump: options must be an object with a platform"],
    [{}, 'jump: platform must be one of "ios-safari", "ios-safari-view", "android-chrome", "wechat", "in-app", '
      + '"desktop", found undefined'],
    [{ platform: "ios" }, 'jump: platform must be one of "ios-safari", "ios-safari-view", "android-chrome", "wechat", '
      + '"in-app", "desktop", found "ios"'],
    [{ platform: "ios-safari", pageURL: null }, "jump: pageURL must be a string, found null"],
    [{ platform: "ios-safari", referrer: 7 }, "jump: referrer must be a string, found number"],
    [{ platform: "ios-safari", source: "in-app" }, 'jump: source cannot be "in-app": a web page is never inside the app'],
    [{ platform: "ios-safari", source: "tv" }, "unknown source 'tv'; known: in-app, push, universal-link, "
      + "other-app[:BUNDLE_ID], web[:PAGE_URL]"],
    [{ platform: "ios-safari", restrict: ["pay"] }, "--restrict expects TAG=KIND,KIND, got 'pay'"],
  ];
  for (const [options, message] of cases) {
    assert.throws(() => jump(table(), "shop://goods/7", /** @type {any} */ (options)),
      (/** @type {any} */ e) => e instanceof TypeError && e.message === message, JSON.stringify(options));
  }
});

test("links that are not text, or that no reader could take in: a web plan, never a throw", () => {
  for (const url of [undefined, null, 42, {}, ["shop://goods/7"], "\uD800", "shop://goods/\uDC00", "x".repeat(70000),
    "shop://goods/" + "a/".repeat(5000), "javascript:alert(1)", "intent://goods/7#Intent;end"]) {
    const plan = jump(table(), url, { platform: "android-chrome", pageURL: PAGE });
    assert.equal(plan.decision, "web", String(url).slice(0, 40));
    assert.deepEqual([plan.appLink, plan.intentHref, plan.storeURL], [null, null, null]);
  }
});

test("a referrer or page with a lone surrogate is encoded as U+FFFD, not thrown on", () => {
  const plan = jump(table(), "shop://goods/7", { platform: "android-chrome", referrer: "a\uD800b" });
  assert.equal(plan.intentHref, "intent://goods/7#Intent;scheme=shop;package=com.shop.app;S.market_referrer=a%EF%BF%BDb;end");
  const page = jump(table(), "shop://goods/7", { platform: "android-chrome", pageURL: "https://p.example/\uDFFF" });
  assert.match(/** @type {string} */ (page.intentHref), /S\.browser_fallback_url=https%3A%2F%2Fp\.example%2F%EF%BF%BD;end$/);
});

test("a plan is data: the seven keys, the same for the same arguments, and nothing a page would run", () => {
  const options = { platform: "ios-safari", pageURL: PAGE };
  const first = jump(table(), "https://m.shop.example/goods/7", options);
  assert.deepEqual(Object.keys(first).sort(), ["appLink", "decision", "intentHref", "sameHost", "storeURL", "webURL", "why"]);
  assert.deepEqual(jump(table(), "https://m.shop.example/goods/7", options), first);
  for (const value of Object.values(first)) assert.notEqual(typeof value, "function");
});
