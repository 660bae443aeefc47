// Issue #64 item 2: U+FEFF (a byte-order mark, or zero-width no-break space) is an ordinary character wherever a
// link has it (the Normalization article's normalization.path.nothing-dropped). A TextDecoder drops a leading
// U+FEFF from each text it decodes unless told not to, so the web module and the page's try box read
// `shop://user/%EF%BB%BF12345` as the user 12345, a link the app refuses. Here: the page's modules, the module
// `gen web` writes, and the try box in headless Chromium.

import { test } from "node:test";
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { match } from "../src/matcher.js";
import { embedded, needsTool } from "./corpus.mjs";
import { bomTable as table } from "./local-tables.mjs";
import { cataloguePage, chromium, dom, folder, tryResult, webModule } from "./browser.mjs";

const BOM = "\uFEFF";

/** Links no route takes: U+FEFF is part of the host or value, so the literal or the `<int>` does not fit. */
const misses = [
  "https://%EF%BB%BFm.shop.example/product/7.html",
  "https://m.shop.example/product/%EF%BB%BF7.html",
  "shop://user/%EF%BB%BF12345",
  "shop://%EF%BB%BFuser/12345",
  "shop://user/" + BOM + "12345",
  BOM + "shop://tag/x",
];

/** Links that match, each with the parameters they give: U+FEFF kept, as many as were written. */
const hits = [
  ["shop://tag/%EF%BB%BFx", { t: BOM + "x" }],
  ["shop://tag/%EF%BB%BF%EF%BB%BFx", { t: BOM + BOM + "x" }],
  ["shop://tag/%EF%BB%BF", { t: BOM }],
  ["shop://tag/" + BOM + "x", { t: BOM + "x" }],
  ["shop://tag/x?q=%EF%BB%BF", { t: "x", q: BOM }],
  ["shop://tag/x?%EF%BB%BFq=%EF%BB%BFa", { t: "x", [BOM + "q"]: BOM + "a" }],
  ["shop://tag/x#%EF%BB%BFf=%EF%BB%BFg", { t: "x", [BOM + "f"]: BOM + "g" }],
  ["shop://hash#/v/%EF%BB%BFv", { v: BOM + "v" }],
];

/** @param {(url: string) => any} run */
function check(run) {
  for (const url of misses) {
    const answer = run(url);
    assert.equal(answer.matched, false, JSON.stringify(url) + " matched " + JSON.stringify(answer.parameters));
    assert.match(answer.reason, /^no route matches /, JSON.stringify(url));
  }
  for (const [url, parameters] of hits) {
    const answer = run(/** @type {string} */ (url));
    assert.equal(answer.matched, true, JSON.stringify(url) + ": " + answer.reason);
    assert.deepEqual({ ...answer.parameters }, parameters, JSON.stringify(url));
  }
}

test("the page's matcher keeps U+FEFF in a host, a segment, a query and a fragment", () => {
  const compiled = embedded(table);
  check((url) => match(compiled, url));
});

test("the module gen web writes keeps U+FEFF", { skip: needsTool() }, async () => {
  const work = folder();
  try {
    const module = await webModule(work, table);
    check((url) => module.match(url));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test("the page's try box keeps U+FEFF (headless Chromium)", { skip: needsTool() || (chromium ? false : "chromium is not installed") }, () => {
  const work = folder();
  try {
    const page = cataloguePage(work, table);
    const cases = [["shop://user/%EF%BB%BF12345", "unmatched"], ["https://%EF%BB%BFm.shop.example/product/7.html", "unmatched"],
      ["shop://user/12345", "matched"], [BOM + "shop://user/12345", "unmatched"]];
    for (const [url, state] of cases) {
      const printed = dom(page + "#try=" + encodeURIComponent(url), work);
      assert.equal(printed.status, 0, printed.errors);
      assert.match(printed.output, /<body data-ready="true">/);
      assert.match(tryResult(printed.output), new RegExp('data-state="' + state + '"'), JSON.stringify(url));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
