// Hostile links through the module `switchyard gen web` writes (issue #64): the package's own hostile-input cases
// (hostile-links.mjs) with the package's outcomes, and what only a JavaScript caller can pass: strings that are
// not valid Unicode, values that are not strings, links nested in links, huge values for urlFor, and random links
// from a fixed seed. Each asserts an answer or a refusal: match and urlFor never throw on what a link or a caller's
// data holds. No case asserts a time; node --test's timeout below is a hang guard.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { cases, hostileTable, render, ROOMY } from "./hostile-links.mjs";
import { folder, webModule } from "./browser.mjs";
import { needsTool } from "./corpus.mjs";

const TOOL = { skip: needsTool() };

const work = folder();
const modules = TOOL.skip ? null : await (async () => {
  try {
    return {
      plain: await webModule(work, hostileTable(), "default"),
      roomy: await webModule(work, hostileTable(ROOMY), "roomy"),
      nested: await webModule(work, { routes: [{ pattern: "shop://goods/:id", handler: "goods", name: "goods" },
        { pattern: "shop://files/<path:rest>", handler: "files", name: "files" },
        { pattern: "/u/:uid", handler: "user", name: "user" }, { pattern: "/any", handler: "any", name: "any" }],
      rewrites: [{ from: "shop://open", to: "{url:query.url}" }] }, "nested"),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
})();
const MINUTES = { timeout: 10 * 60 * 1000, ...TOOL };
const FAILED = "the web module could not answer";

/**
 * The answer of `module` for `url`, failing the test when match throws or answers that it failed.
 * @param {any} module @param {unknown} url @param {any} [options]
 */
function answer(module, url, options) {
  let result;
  assert.doesNotThrow(() => { result = module.match(url, options); }, typeof url === "string" ? url.slice(0, 200) : typeof url);
  const got = /** @type {any} */ (result);
  assert.equal(typeof got.url, "string");
  assert.ok(!String(got.reason).startsWith(FAILED), got.reason);
  return got;
}

test("the package's hostile links give the package's outcomes", MINUTES, () => {
  assert.ok(cases.length >= 100);
  for (const hostile of cases) {
    const got = render(answer(hostile.roomy ? modules.roomy : modules.plain, hostile.url));
    // Lengths first, so that a mismatch of 60 KB does not print two 60 KB strings.
    assert.equal(got.length, hostile.expected.length, hostile.name + ": " + got.slice(0, 300));
    assert.equal(got, hostile.expected, hostile.name);
  }
});

test("a link of 16 or 64 MiB is refused by its length", MINUTES, () => {
  for (const mib of [16, 64]) {
    const url = "shop://search/" + "q".repeat((mib << 20) - 14);
    assert.equal(answer(modules.plain, url).reason, "refused: URL is " + (mib << 20) + " bytes long; the limit is 16384");
    assert.equal(answer(modules.roomy, url).reason, "refused: URL is " + (mib << 20) + " bytes long; the limit is 65536");
  }
});

test("a link that is not valid Unicode is refused where its lone surrogate is", TOOL, () => {
  const refusals = [
    ["shop://goods/new\uD800x", "U+D800 at byte 16"], ["shop://goods/new\uDC00x", "U+DC00 at byte 16"],
    ["\uD800", "U+D800 at byte 0"], ["shop://search/x\uDBFF", "U+DBFF at byte 15"],
    ["shop://search/\u00E9\uDFFF\uD800", "U+DFFF at byte 16"], ["shop://web?q=\uD800", "U+D800 at byte 13"],
    ["shop://web#a=\uDC00", "U+DC00 at byte 13"], ["https://m.shop\uD800.example/goods/1", "U+D800 at byte 14"],
    ["shop://search/\uDE00\uD83D", "U+DE00 at byte 14"], ["shop://search/" + "q".repeat(16_000) + "\uD800", "U+D800 at byte 16014"],
  ];
  for (const [url, where] of refusals) {
    const got = answer(modules.plain, url);
    assert.equal(got.matched, false);
    assert.equal(got.reason, "refused: URL is not valid Unicode: unpaired surrogate " + where, JSON.stringify(url.slice(0, 40)));
    assert.equal(got.url, url);
  }
  // A pair is a character: 😀 is U+1F600.
  assert.equal(render(answer(modules.plain, "shop://search/\uD83D\uDE00")), "search q=\u{1F600}");
  // A rewrite never carries one further: the nested link is refused as the link itself is.
  assert.match(answer(modules.nested, "shop://open?url=shop%3A%2F%2Fgoods%2F7\uD800").reason, /^refused: URL is not valid Unicode/);
  // The length is checked first (Normalization §7), the lone surrogate counted as the 3 bytes of U+FFFD.
  assert.equal(answer(modules.plain, "shop://search/" + "q".repeat(16_400) + "\uD800").reason,
    "refused: URL is 16417 bytes long; the limit is 16384");
});

// String() reads a symbol as Symbol(…); only a value whose String() throws is refused as not text.
test("a URL that is not a string is read as String() reads it, or refused", TOOL, () => {
  const cases = /** @type {[unknown, string][]} */ ([
    [new URL("shop://goods/7"), "goods id=7"], [undefined, "✗ no route matches /undefined in namespace global"],
    [null, "✗ no route matches /null in namespace global"], [42, "✗ no route matches /42 in namespace global"],
    [{ toString: () => "shop://goods/8" }, "goods id=8"],
    [Symbol("shop://goods/7"), "✗ no route matches /Symbol(shop:/goods/7) in namespace global"],
    [{ toString() { throw new Error("no"); } }, "✗ refused: the URL is not text (object)"],
    [Object.create(null), "✗ refused: the URL is not text (object)"],
  ]);
  for (const [url, expected] of cases) assert.equal(render(answer(modules.nested, url)), expected, expected);
});

test("control, bidi and invisible characters are refused or kept, and reasons show them escaped", TOOL, () => {
  for (let c = 0; c < 0x20; c++) {
    const hex = c.toString(16).toUpperCase().padStart(4, "0");
    assert.equal(answer(modules.plain, "shop://search/a" + String.fromCharCode(c)).reason,
      "refused: URL contains control character U+" + hex + " at byte 15");
  }
  for (const c of ["\u0085", "\u00A0", "\u061C", "\u200B", "\u200E", "\u202A", "\u202E", "\u2066", "\u2069", "\u2028", "\uFEFF",
    "\uFFFE", "\u{E0001}", "\u{10FFFF}"]) {
    assert.equal(render(answer(modules.plain, "shop://search/" + c)), "search q=" + c, JSON.stringify(c));
    const reason = answer(modules.plain, "shop://nowhere/" + c).reason;
    assert.ok(reason.startsWith("no route matches /nowhere/"), reason);
    if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(c)) assert.ok(!reason.includes(c), JSON.stringify(reason) + " shows " + JSON.stringify(c));
  }
});

test("links in links, escapes in escapes and brackets in brackets: an answer at every depth", MINUTES, () => {
  // Each level carries the next as its url query item, encoded once more: the chain stops at 8 rewrites.
  let link = "shop://goods/7";
  for (let depth = 1; depth <= 200; depth++) {
    link = "shop://open?url=" + encodeURIComponent(link);
    const got = answer(modules.nested, link);
    if (depth <= 8) assert.equal(render(got), "goods id=7", "depth " + depth);
    else if (link.length <= 16_384) assert.match(got.reason, /^more than 8 rewrites: /, "depth " + depth);
    else assert.match(got.reason, /^refused: URL is \d+ bytes long/, "depth " + depth);
  }
  let escaped = "%2E%2E";
  for (let k = 0; k < 12; k++) escaped = escaped.replace(/%/g, "%25");
  assert.equal(render(answer(modules.plain, "shop://files/" + escaped.slice(0, 16_000))).slice(0, 14), "file name=%252");
  assert.match(answer(modules.plain, "https://" + "[".repeat(10_000) + "/x").reason, /^refused: URL has a malformed authority at byte 8/);
  assert.match(answer(modules.plain, "shop://" + "@".repeat(10_000) + "x/goods/1").reason, /^no route matches /);
  assert.equal(render(answer(modules.nested, "shop://files/" + "a/".repeat(250))).slice(0, 16), "files rest=a/a/a");
});

test("urlFor answers a link or an error for whatever it is given", TOOL, () => {
  const { urlFor } = modules.nested;
  /** @type {[unknown, unknown, string][]} */
  const cases = [
    ["goods", { id: "\uD800" }, "invalid-value"], ["goods", { id: ["7", "\uDC00"] }, "invalid-value"],
    ["goods", { id: Symbol("x") }, "url"], ["goods", { id: { toString() { throw new Error("no"); } } }, "invalid-value"],
    ["goods", { id: "7", ["\uD800"]: "x" }, "invalid-value"], ["goods", { id: "." }, "invalid-value"],
    ["goods", { id: "a\u0000b" }, "invalid-value"], ["goods", {}, "missing-parameter"], ["goods", null, "missing-parameter"],
    [Symbol("goods"), {}, "no-such-route"], [{ toString() { throw new Error("no"); } }, {}, "no-such-route"],
    ["__proto__", {}, "no-such-route"], ["constructor", {}, "no-such-route"], ["user", { uid: "7" }, "url"],
    ["goods", { id: "\u202Efdp.exe\u2066" }, "url"], ["goods", { id: "x".repeat(1 << 20) }, "url"],
    ["goods", JSON.parse('{"id": "7", "__proto__": "x"}'), "url"], ["files", { rest: "a/".repeat(10_000) }, "url"],
    ["any", { "\u0000": "x" }, "invalid-value"], ["any", { q: "\uD83D\uDE00" }, "url"],
  ];
  for (const [name, parameters, expected] of cases) {
    let link;
    assert.doesNotThrow(() => { link = urlFor(name, parameters); }, String(expected));
    const got = /** @type {any} */ (link);
    assert.equal("url" in got ? "url" : got.error, expected, JSON.stringify(got).slice(0, 300));
    if ("url" in got) assert.ok(!got.url.includes("%EF%BF%BD"), got.url.slice(0, 100));
  }
  assert.equal(/** @type {any} */ (urlFor("goods", { id: "7\uD800" })).message,
    "parameter \"id\" is not valid Unicode (unpaired surrogate U+D800), which URLs cannot carry, for \"shop://goods/:id\"");
  const getter = { get id() { throw new Error("a getter"); } };
  assert.equal(/** @type {any} */ (urlFor("goods", getter)).error, "invalid-value");
  assert.equal(/** @type {any} */ (urlFor("user", { uid: "7" }, { scheme: Symbol("s") })).error, "invalid-scheme");
  assert.equal(/** @type {any} */ (urlFor("user", { uid: "7" }, { scheme: { toString() { throw new Error("no"); } } })).error,
    "invalid-value");
  assert.equal(/** @type {any} */ (urlFor("user", { uid: "7" }, { scheme: "https", host: "a\uD800.example" })).error, "invalid-host");
});

test("urlFor's failures are errors.json's link texts, filled as the app's url(for:) fills them", TOOL, () => {
  const { urlFor } = modules.nested;
  const errors = JSON.parse(readFileSync(new URL("../../Conformance/errors.json", import.meta.url), "utf8")).errors;
  /** @param {string} code @param {Record<string, string>} holes */
  const text = (code, holes) => errors.find((/** @type {{code: string}} */ e) => e.code === code).message
    .replace(/\{([a-z]+)\}/g, (/** @type {string} */ _, /** @type {string} */ name) => holes[name]);
  const message = (/** @type {unknown[]} */ ...args) => /** @type {any} */ (urlFor(...args)).message;
  const user = { pattern: "\"/u/:uid\"" }, goods = { parameter: "\"id\"", pattern: "\"shop://goods/:id\"" };
  assert.equal(message("user", { uid: "7" }, { scheme: "1x" }), text("link.invalid-scheme", { scheme: "\"1x\"", ...user }));
  assert.equal(message("user", { uid: "7" }, { host: "h.example" }), text("link.host-without-scheme", { host: "\"h.example\"", ...user }));
  assert.equal(message("user", { uid: "7" }, { scheme: "https", host: "a b" }), text("link.invalid-host", { host: "\"a b\"", ...user }));
  assert.equal(message("goods", { id: ".." }), text("link.dot-segment", { value: "\"..\"", ...goods }));
  assert.equal(message("goods", { id: "\uD800" }), text("link.invalid-unicode", { character: "U+D800", ...goods }));
  assert.equal(message("goods", { id: "a\u0000b" }), text("link.contains-nul", goods));
  assert.equal(message("files", { rest: "a\u0000b" }),
    text("link.contains-nul", { parameter: "\"rest\"", pattern: "\"shop://files/<path:rest>\"" }));
});

test("a source's detail is any text; options the command line refuses throw the documented TypeError", TOOL, () => {
  for (const detail of ["https://evil.example/\u202Ex", "\uD800", "x".repeat(1 << 20), "\u0000\n"]) {
    const got = answer(modules.plain, "shop://goods/7", { source: "web:" + detail });
    assert.equal(render(got), "goods id=7");
  }
  for (const options of [{ source: "carrier-pigeon" }, { source: "web:" }, { restrict: ["x=push"] }, { source: "push", restrict: ["x"] }]) {
    assert.throws(() => modules.plain.match("shop://goods/7", options), TypeError);
  }
  for (const page of ["evil.example", "https://e.example:99999"]) {
    assert.throws(() => modules.plain.match("shop://goods/7", { source: "push", deny: ["web:" + page] }),
      { name: "TypeError", message: "--deny 'web:" + page + "': a web source is denied by its origin "
        + "(web:SCHEME://HOST[:PORT]), and this one has none" });
  }
});

/** A fixed-seed generator (mulberry32), so that a failure is the same on every run. @param {number} seed */
function random(seed) {
  return () => {
    seed = (seed + 0x6D2B79F5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("20,000 random links from a fixed seed: an answer each, never a throw", MINUTES, () => {
  const next = random(64);
  const pieces = ["shop://", "https://", "m.shop.example", "goods", "files", "search", "re", "/", "//", "?", "#", "&", "=", "%",
    "%2", "%2E", "%00", "%FF", "%C0%AE", "%ED%A0%80", "%EF%BB%BF", "..", ".", "@", ":", "[", "]", "\\", "+", "7", "-1", "a",
    "\u0000", "\n", "\u007F", "\u0085", "\u202E", "\u200B", "\uFEFF", "\uD800", "\uDC00", "\uD83D\uDE00", "\u00E9", "e\u0301",
    "<int:id>", "{url:query.x}", "\u641C\u7D22"];
  for (let k = 0; k < 20_000; k++) {
    let url = "";
    const length = Math.floor(next() * 24);
    for (let j = 0; j < length; j++) url += pieces[Math.floor(next() * pieces.length)];
    for (const module of [modules.plain, modules.nested]) {
      const got = answer(module, url);
      assert.equal(typeof got.matched, "boolean", JSON.stringify(url));
      if (!got.matched) assert.equal(typeof got.reason, "string", JSON.stringify(url));
      if (!url.isWellFormed()) assert.match(got.reason, /^refused: URL is not valid Unicode: unpaired surrogate U\+D[89A-F][0-9A-F]{2} at byte \d+$/, JSON.stringify(url));
    }
  }
});
