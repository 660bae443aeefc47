// The module `switchyard gen web` writes, under node as a web build takes it: one ES module with the table
// embedded, its TypeScript declarations beside it (checked with tsc against a TypeScript caller), a package.json,
// and urlFor's errors naming the parameter at fault.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root, tool } from "./corpus.mjs";

/**
 * Writes the module of `table` (a path, or a table object) as `name` in a new folder: the folder and what the
 * tool printed.
 * @param {string | object} table @param {string} name @param {string[]} [extra]
 */
function generate(table, name, extra = []) {
  const folder = mkdtempSync(join(tmpdir(), "switchyard-web-"));
  const path = typeof table === "string" ? join(root, table) : join(folder, "table.json");
  if (typeof table !== "string") writeFileSync(path, JSON.stringify(table));
  const printed = execFileSync(tool(), ["gen", "web", "--table", path, "--output", join(folder, name), ...extra],
    { encoding: "utf8", cwd: root });
  return { folder, printed: printed.trim().split("\n") };
}

/** tsc on one TypeScript file, as a web build that imports the module checks it. @param {string} file */
function typecheck(file) {
  const run = spawnSync("tsc", ["--noEmit", "--strict", "--module", "node16", "--moduleResolution", "node16",
    "--target", "es2022", file], { encoding: "utf8" });
  assert.ok(run.error === undefined, "tsc is not installed: apt-get install -y node-typescript (.ci/run does)");
  return run;
}

test("gen web writes the module, its declarations and a package.json, and the module answers", async () => {
  const { folder, printed } = generate("Examples/shop.json", "routes.mjs");
  try {
    assert.deepEqual(printed, ["routes.mjs", "routes.d.mts", "package.json"].map((f) => join(folder, f)));
    const pkg = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    assert.equal(pkg.type, "module");
    assert.deepEqual(pkg.exports, { ".": { types: "./routes.d.mts", default: "./routes.mjs" } });
    const module = await import(pathToFileURL(join(folder, "routes.mjs")).href);
    const answer = module.match("https://m.shop.example/product/42.html?from=ad", { source: "universal-link" });
    assert.equal(answer.matched, true);
    assert.equal(answer.rewrittenTo, "shop://goods/42?from=ad");
    assert.equal(answer.policy, "allowed");
    assert.deepEqual(module.urlFor("goods", { id: "7" }), { url: "shop://goods/7" });
    assert.equal(module.tableFile, "Examples/shop.json");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("the declarations type-check a TypeScript caller, and refuse a wrong one", () => {
  const { folder } = generate("Examples/shop.json", "routes.mjs");
  try {
    const caller = join(folder, "caller.mts");
    writeFileSync(caller, `import { match, urlFor, tableFile, type Answer, type LinkError } from "./routes.mjs";
const answer = match("shop://goods/7", { source: "web:https://m.shop.example/a", restrict: ["pay=in-app"] });
let handler: string | null = null;
if (!("undetermined" in answer) && answer.matched && answer.route) handler = answer.route.handler;
const refused: Answer["refused"] = "undetermined" in answer ? undefined : answer.refused;
const link = urlFor("goods", { id: 7 });
const error: LinkError | null = "url" in link ? null : link.error;
const text: string = "url" in link ? link.url : link.message;
export const used = [handler, refused, error, text, tableFile];
`);
    const good = typecheck(caller);
    assert.equal(good.status, 0, good.stdout + good.stderr);
    writeFileSync(caller, `import { match } from "./routes.mjs";\nexport const wrong: number = match("shop://goods/7").url;\n`);
    const bad = typecheck(caller);
    assert.notEqual(bad.status, 0);
    assert.match(bad.stdout, /Type 'string' is not assignable to type 'number'/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("a module FILE.js gets FILE.d.ts", () => {
  const { folder, printed } = generate("Examples/shop.json", "routes.js");
  try {
    assert.deepEqual(printed, ["routes.js", "routes.d.ts", "package.json"].map((f) => join(folder, f)));
    assert.match(readFileSync(join(folder, "routes.d.ts"), "utf8"), /export function urlFor\(/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("urlFor names the parameter at fault, and says unknown-type and host-without-scheme", async () => {
  const table = { types: { color: { description: "A color the app knows." } }, routes: [
    { pattern: "/u/:uid", handler: "profile", name: "profile" },
    { pattern: "/pair/:a-:b", handler: "pair", name: "pair" },
    { pattern: "/c/<color:c>", handler: "color", name: "color" },
  ] };
  const { folder } = generate(table, "routes.mjs");
  try {
    const { urlFor } = await import(pathToFileURL(join(folder, "routes.mjs")).href);
    const dot = urlFor("profile", { uid: ".." });
    assert.equal(dot.error, "invalid-value");
    assert.equal(dot.parameter, "uid");
    const misread = urlFor("pair", { a: "x-y", b: "z" });
    assert.equal(misread.error, "invalid-value");
    assert.equal(misread.parameter, "a");
    const custom = urlFor("color", { c: "red" });
    assert.deepEqual([custom.error, custom.parameter], ["unknown-type", "c"]);
    assert.equal(urlFor("profile", { uid: "7" }, { host: "example.com" }).error, "host-without-scheme");
    assert.deepEqual(urlFor("profile", { uid: "7" }, { scheme: "https", host: "example.com" }),
      { url: "https://example.com/u/7" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
