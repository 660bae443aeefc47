// A rewrite loop's reason names the URLs of the loop as `switchyard match` does (RewriteError's message through
// DiagnosticText.shortened): a URL past 100 characters is cut to its first 80, "…" and its length, and control
// and format characters are escaped. Found by the cross-reader fuzzer (issue #64): the module wrote them whole.

import { test } from "node:test";
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { folder, webModule } from "./browser.mjs";
import { needsTool } from "./corpus.mjs";

const TOOL = { skip: needsTool() };

const work = folder();
const module = TOOL.skip ? null : await (async () => {
  try {
    return await webModule(work, { routes: [{ pattern: "/x", handler: "x" }],
      rewrites: [{ from: "/a", to: "app://b" }, { from: "/b", to: "app://a" }] }, "loop");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
})();

test("a loop's reason escapes a URL's format characters", TOOL, () => {
  if (!module) return;
  const answer = module.match("app://a?x=\u200F");
  assert.equal(answer.matched, false);
  assert.match(answer.reason, /^rewrites form a cycle: rewrite 1 → rewrite 2 → rewrite 1 \(/);
  assert.ok(answer.reason.includes("app://a?x=\\u{200F}"), answer.reason);
  assert.ok(!answer.reason.includes("\u200F"), answer.reason);
});

test("a loop's reason cuts a long URL as switchyard match does", TOOL, () => {
  if (!module) return;
  const link = "app://a?x=" + "y".repeat(200);
  const answer = module.match(link);
  assert.equal(answer.matched, false);
  const cut = link.slice(0, 80) + "… (" + link.length + " characters)";
  assert.ok(answer.reason.includes("(" + cut + " → "), answer.reason);
  assert.ok(!answer.reason.includes(link), "the whole URL is not written");
});
