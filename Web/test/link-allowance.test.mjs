// A link's regex allowance in the web module (DynamicRouting, "A link's regex allowance"; ADR 0057): the reason a
// link past it is refused with is Conformance/errors.json's `document.link-allowance`, filled as the router fills it,
// and the allowance is the way's, not a leg's. The corpus (document-budget.json) checks the outcomes; this, the words.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { folder } from "./browser.mjs";
import { needsTool, tool } from "./corpus.mjs";

const here = new URL(".", import.meta.url).pathname;
const errors = JSON.parse(readFileSync(join(here, "..", "..", "Conformance", "errors.json"), "utf8")).errors;
const template = errors.find((/** @type {{code: string}} */ e) => e.code === "document.link-allowance").message;

// A rule of weight 48 (literal beginning https://m.shop.example/c/, then 47 positions) and a redirect to it.
const documentText = JSON.stringify({ format: 1, serial: 12,
  rewrites: [{ regex: "^https://m\\.shop\\.example/c/(?<id>[a-z]*)[a-z]{0,46}$", to: "https://m.shop.example/p/{id}" }],
  redirects: [{ from: "shop://go/:id", to: "https://m.shop.example/c/{id}" }] });

/** The module gen web writes for the table and document above (the tool's, so both tests skip without it). */
const module = needsTool() ? null : await (async () => {
  const work = folder();
  try {
    writeFileSync(join(work, "table.json"), JSON.stringify({ routes: [{ pattern: "shop://goods/:id", handler: "goods" }],
      rewrites: [{ from: "https://m.shop.example/p/:id", to: "shop://goods/{id}" }] }));
    writeFileSync(join(work, "document.json"), documentText);
    execFileSync(tool(), ["gen", "web", "--table", join(work, "table.json"), "--document", join(work, "document.json"),
      "--output", join(work, "routes.mjs")], { stdio: "pipe" });
    return await import(pathToFileURL(join(work, "routes.mjs")).href);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
})();

test("a link past the allowance is refused with errors.json's words", { skip: needsTool() }, () => {
  // Leg 1 tries the rule on shop://go/… (10 + m bytes), leg 2 on …/c/… (25 + m) and shop://goods/… (13 + m):
  // with m = 5,446 the third try takes the way to 48 x 16,386.
  const letters = 5446, total = 48 * (48 + 3 * letters);
  const answer = module.match("shop://go/" + "a".repeat(letters));
  assert.equal(answer.matched, false);
  assert.equal(answer.refusal, "rewrite");
  const reason = template.replace("{rule}", "rewrite 1 of document 12").replace("{count}", String(total))
    .replace("{limit}", String(48 * 16384));
  assert.equal(answer.reason, reason + "; a router refuses the URL");
  assert.equal(answer.followed.length, 1, "the redirect before the refused leg is on the way");
});

test("within the allowance the way answers as without it", { skip: needsTool() }, () => {
  const letters = 5445;
  const answer = module.match("shop://go/" + "a".repeat(letters));
  assert.equal(answer.matched, true, answer.reason);
  assert.equal(answer.parameters.id, "a".repeat(letters));
});
