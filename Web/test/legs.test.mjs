// Issue #71, item 1: a leg runs with the source of the leg before it. The web preview of a document that redirects
// a login page's nested URL: the nested URL's source (a web page of the login page's origin, or the source the
// table's own rule names) stays with the link through the redirect, and each answer is the line
// `switchyard match --document` prints, byte for byte.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { needsTool, tool } from "./corpus.mjs";

const TOOL = { skip: needsTool() };

const TABLE = {
  options: { accept: ["shop", "https://m.shop.example"] },
  routes: [
    { pattern: "shop://pay/<int:order>", handler: "pay", name: "pay", tags: ["payment"] },
    { pattern: "shop://address/pick", handler: "address.pick", internal: true },
  ],
  rewrites: [
    { from: "https://m.shop.example/login", to: "{url:query.redirect_to}" },
    { from: "https://m.shop.example/sso", to: "{url:query.next}", nested: { source: "universal-link" } },
  ],
};

const DOCUMENT = {
  format: 1, serial: 3,
  redirects: [{ from: "shop://checkout/<int:order>", to: "shop://pay/{order}" },
    { from: "shop://old/address", to: "shop://address/pick" }],
};

test("a nested URL's source stays with the link through a document's redirect", TOOL, async () => {
  const folder = mkdtempSync(join(tmpdir(), "switchyard-legs-"));
  try {
    const table = join(folder, "table.json"), document = join(folder, "document.json");
    writeFileSync(table, JSON.stringify(TABLE));
    writeFileSync(document, JSON.stringify(DOCUMENT));
    const run = spawnSync(tool(), ["gen", "web", "--table", table, "--output", join(folder, "preview.mjs"),
      "--document", document], { encoding: "utf8", cwd: folder });
    assert.equal(run.status, 0, run.stderr);
    const preview = await import(pathToFileURL(join(folder, "preview.mjs")).href);
    const login = "https://m.shop.example/login?redirect_to=shop%3A%2F%2Fcheckout%2F42";
    const sso = "https://m.shop.example/sso?next=shop%3A%2F%2Fcheckout%2F42";
    const address = "https://m.shop.example/login?redirect_to=shop%3A%2F%2Fold%2Faddress";
    const payment = ["payment=in-app,universal-link"];

    const attack = preview.match(login, { source: "universal-link", restrict: payment });
    assert.equal(attack.matched, false);
    assert.equal(attack.refusal, "policy");
    assert.deepEqual(attack.refused.map((/** @type {any} */ r) => r.pattern), ["shop://pay/<int:order>"]);
    assert.match(attack.refused[0].why, /web page \(https:\/\/m\.shop\.example\)/);
    assert.deepEqual(attack.followed, [{ kind: "redirect", from: "shop://checkout/42", to: "shop://pay/42" }]);
    // The table's own rule vouches for its nested URL, on the redirected leg too: pay opens from a push.
    const vouched = preview.match(sso, { source: "push", restrict: payment });
    assert.equal(vouched.matched, true);
    assert.equal(vouched.route.handler, "pay");
    // An in-app link's nested URL is no in-app link after the redirect either.
    const internal = preview.match(address, { source: "in-app" });
    assert.deepEqual([internal.matched, internal.refusal], [false, "policy"]);
    assert.equal(preview.match("shop://old/address", { source: "in-app" }).matched, true);

    /** @type {[string, string, string[]][]} */
    const lines = [[login, "universal-link", payment], [sso, "push", payment], [address, "in-app", []],
      [login, "in-app", payment]];
    for (const [url, source, rules] of lines) {
      const printed = execFileSync(tool(), ["match", "--table", table, "--document", document, "--source", source,
        ...rules.flatMap((rule) => ["--restrict", rule]), url], { encoding: "utf8", cwd: folder, stdio: "pipe" });
      assert.equal(JSON.stringify(preview.match(url, { source, restrict: rules })), printed.trim(), url + " from " + source);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
