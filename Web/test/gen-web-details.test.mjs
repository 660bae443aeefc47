// What `switchyard gen web` prints and writes beside the module, and the links urlFor refuses to print (issue #73,
// item 3): paths printed as `--output` spells them, one package.json naming every module a batch writes into a
// folder, an `unboundHandler` refusal that names its file, a preview's intake reason cut as `match --document`
// cuts it, and `urlFor`'s scheme option only where the table routes the link.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { needsTool, tool } from "./corpus.mjs";

const TOOL = { skip: needsTool() };
const TABLE = { routes: [{ pattern: "shop://goods/:id", handler: "goods", name: "goods" },
  { pattern: "/g/:id", handler: "g", name: "g" }, { pattern: "/near", handler: "near", name: "nearby" }] };

/** A new folder with TABLE as table.json. */
function folder() {
  const work = mkdtempSync(join(tmpdir(), "switchyard-gen-web-"));
  writeFileSync(join(work, "table.json"), JSON.stringify(TABLE));
  return work;
}

/** gen web in `cwd` with `args` (and `input` on stdin). @param {string} cwd @param {string[]} args @param {string} [input] */
function gen(cwd, args, input) {
  return spawnSync(tool(), ["gen", "web", "--table", "table.json", ...args], { cwd, encoding: "utf8", input });
}

test("gen web prints the module, its declarations and package.json as --output spells them", TOOL, () => {
  const work = folder();
  try {
    const run = gen(work, ["--output", "web/routes.mjs"]);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(run.stdout.trim().split("\n"), ["web/routes.mjs", "web/routes.d.mts", "web/package.json"]);
    const bare = gen(work, ["--output", "alone.js"]);
    assert.deepEqual(bare.stdout.trim().split("\n"), ["alone.js", "alone.d.ts", "package.json"]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test("a batch into one folder writes one package.json naming every module", TOOL, async () => {
  const work = folder();
  try {
    const lines = [["--output", "web/ios.mjs"], ["--output", "web/android.mjs"], ["--output", "other/one.mjs"]];
    const run = gen(work, ["--batch", "-"], lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(run.stdout.trim().split("\n").filter((l) => l.endsWith("package.json")), ["web/package.json", "other/package.json"]);
    const pkg = JSON.parse(readFileSync(join(work, "web", "package.json"), "utf8"));
    assert.deepEqual(pkg.exports, { "./ios.mjs": { types: "./ios.d.mts", default: "./ios.mjs" },
      "./android.mjs": { types: "./android.d.mts", default: "./android.mjs" } });
    assert.equal(pkg.name, "web");
    const one = JSON.parse(readFileSync(join(work, "other", "package.json"), "utf8"));
    assert.deepEqual(one.exports, { ".": { types: "./one.d.mts", default: "./one.mjs" } });
    // Each subpath resolves to its module through the package (node reads the exports map).
    const android = await import(pathToFileURL(join(work, "web", "android.mjs")).href);
    assert.equal(android.match("shop://goods/7").matched, true);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test("an unboundHandler refusal names the document's file, as a malformed one does", TOOL, async () => {
  const work = folder();
  try {
    writeFileSync(join(work, "hotfix.json"), '{"format": 1, "serial": 4,\n "routes": [{"pattern": "shop://new/:x", "handler": "nowhere"}]}');
    writeFileSync(join(work, "handlers.txt"), "goods\ng\nnear\n");
    const run = gen(work, ["--output", "p.mjs", "--document", "hotfix.json", "--handlers", "handlers.txt"]);
    assert.equal(run.status, 0, run.stderr);
    const line = 'hotfix.json:2:13: no handler named "nowhere" for "shop://new/:x"';
    assert.equal(run.stderr, "hotfix.json: refused (unboundHandler): " + line + "\n");
    const preview = await import(pathToFileURL(join(work, "p.mjs")).href);
    assert.deepEqual(preview.documents, [{ file: "hotfix.json", refused: "unboundHandler", message: line }]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test("urlFor prints a caller's scheme only where the table opens the route at it", TOOL, async () => {
  const work = folder();
  try {
    assert.equal(gen(work, ["--output", "m.mjs"]).status, 0);
    const module = await import(pathToFileURL(join(work, "m.mjs")).href);
    // The shop namespace does not fall back to the global routes: shop://g/7 opens nothing.
    assert.deepEqual(module.urlFor("g", { id: "7" }, { scheme: "shop" }), { error: "scheme-not-routed", parameter: null,
      message: 'the table does not route shop://g/7 to "/g/:id": no route matches /g/7 in namespace shop' });
    assert.equal(module.match("shop://g/7").matched, false);
    // A scheme with no namespace of its own reaches the global routes.
    assert.deepEqual(module.urlFor("g", { id: "7" }, { scheme: "web" }), { url: "web://g/7" });
    assert.equal(module.match("web://g/7").route.name, "g");
    assert.deepEqual(module.urlFor("g", { id: "7" }), { url: "/g/7" });
    // A value's `,` is percent-encoded (RFC 3986's unreserved characters only stay), and reads back.
    const near = module.urlFor("nearby", { ll: "52.52,13.40" });
    assert.deepEqual(near, { url: "/near?ll=52.52%2C13.40" });
    assert.equal(module.match(near.url).parameters.ll, "52.52,13.40");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
