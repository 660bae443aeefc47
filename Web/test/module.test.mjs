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
import { needsTool, root, tool } from "./corpus.mjs";

const TOOL = { skip: needsTool() };

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

test("gen web writes the module, its declarations and a package.json, and the module answers", TOOL, async () => {
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

test("the declarations type-check a TypeScript caller, and refuse a wrong one", TOOL, () => {
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

test("a module FILE.js gets FILE.d.ts", TOOL, () => {
  const { folder, printed } = generate("Examples/shop.json", "routes.js");
  try {
    assert.deepEqual(printed, ["routes.js", "routes.d.ts", "package.json"].map((f) => join(folder, f)));
    assert.match(readFileSync(join(folder, "routes.d.ts"), "utf8"), /export function urlFor\(/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("urlFor names the parameter at fault, and says unknown-type and host-without-scheme", TOOL, async () => {
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

test("gen web --document answers as match --document prints, and a refused document leaves the table alone", TOOL, async () => {
  const folder = mkdtempSync(join(tmpdir(), "switchyard-web-"));
  try {
    const table = join(folder, "table.json"), hotfix = join(folder, "hotfix.json"), broken = join(folder, "broken.json");
    writeFileSync(table, JSON.stringify({ routes: [
      { pattern: "shop://goods/:id", handler: "goods.detail", name: "goods.detail" },
      { pattern: "shop://pay/:order", handler: "pay", tags: ["pay"] },
      { pattern: "shop://cart", handler: "cart", name: "cart" },
      { pattern: "shop://user/:uid", handler: "user" },
    ], rewrites: [{ from: "https://m.shop.example/p/:id", to: "shop://goods/{id}" },
      { from: "shop://a/:x", to: "shop://b/{x}" }, { from: "shop://b/:x", to: "shop://a/{x}" }] }));
    writeFileSync(hotfix, JSON.stringify({ format: 1, serial: 12,
      rewrites: [{ from: "https://m.shop.example/promo/:slug", to: "shop://campaign/{slug}" }],
      redirects: [{ from: "shop://item/:id", to: "shop://goods/{id}" }, { from: "shop://loop/:x", to: "shop://back/{x}" },
        { from: "shop://back/:x", to: "shop://loop/{x}" }],
      degrades: [{ name: "goods.detail", to: "https://m.shop.example/item/{id}", when: "handlerFails" },
        { route: "shop://pay/:order", to: "https://m.shop.example/pay/{order}" }],
      routes: [{ pattern: "shop://campaign/:slug", handler: "web.container", name: "campaign" }],
      remove: ["shop://cart"] }));
    writeFileSync(broken, "{\"format\": 1}");
    const device = ["--app-version", "2.4.0", "--platform", "ios", "--at", "2026-12-01"];
    const run = spawnSync(tool(), ["gen", "web", "--table", table, "--output", join(folder, "preview.mjs"),
      "--document", hotfix, "--document", broken, ...device], { encoding: "utf8", cwd: folder });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, "hotfix.json: applied document 12\nbroken.json: refused (malformed): broken.json:1:1: " +
      "missing \"serial\" (a number that grows with every document)\n");
    const preview = await import(pathToFileURL(join(folder, "preview.mjs")).href);
    assert.equal(preview.documentInForce, 12);
    assert.deepEqual(preview.documents.map((/** @type {any} */ d) => d.applied ?? d.refused), [12, "malformed"]);
    const urls = ["shop://goods/7", "shop://item/7?from=mail", "https://m.shop.example/promo/xmas", "shop://cart",
      "shop://pay/9", "https://m.shop.example/p/3", "shop://nothing", "shop://a/../b", "shop://a/1", "shop://loop/1", "",
      // An intake refusal's reason names the URL cut and escaped, as the router's description quotes it (issue #73).
      "shop://item/" + "7".repeat(20000), "shop://goods/7\nx", "shop://nothing/" + "\u202E".repeat(120)];
    for (const [source, rules] of [[null, []], ["push", ["--restrict", "pay=in-app"]], ["push", ["--deny", "push"]]]) {
      const options = source === null ? undefined
        : { source, restrict: rules[0] === "--restrict" ? [rules[1]] : [], deny: rules[0] === "--deny" ? [rules[1]] : [] };
      const printed = execFileSync(tool(), ["match", "--table", table, "--document", hotfix, ...device,
        ...(source === null ? [] : ["--source", source, ...rules]), ...urls], { encoding: "utf8", cwd: folder });
      printed.trim().split("\n").forEach((line, index) => {
        // The same line, byte for byte: the same keys in the same order, the same values.
        assert.equal(JSON.stringify(preview.match(urls[index], options)), line, urls[index] + " from " + source);
      });
    }
    const alone = spawnSync(tool(), ["gen", "web", "--table", table, "--output", join(folder, "alone.mjs"),
      "--document", broken], { encoding: "utf8", cwd: folder });
    assert.equal(alone.status, 0);
    const tableOnly = await import(pathToFileURL(join(folder, "alone.mjs")).href);
    assert.equal(tableOnly.documentInForce, null);
    const cart = tableOnly.match("shop://cart");
    assert.deepEqual([cart.matched, cart.route.handler, cart.document], [true, "cart", null]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("gen web refuses a bad command line (64) and an unreadable document (1)", TOOL, () => {
  const folder = mkdtempSync(join(tmpdir(), "switchyard-web-"));
  try {
    const table = join(root, "Examples/shop.json"), output = join(folder, "m.mjs");
    /** @param {string[]} args @param {string} [input] */
    const gen = (args, input) => spawnSync(tool(), ["gen", "web", "--table", table, ...args], { encoding: "utf8", input });
    assert.equal(gen([]).status, 64);
    assert.equal(gen(["--batch", "-", "--output", output], "").status, 64);
    const notArray = gen(["--batch", "-"], "--output m.mjs\n");
    assert.equal(notArray.status, 64);
    assert.match(notArray.stderr, /<stdin>:1: expected a JSON array of strings/);
    const badOption = gen(["--batch", "-"], JSON.stringify(["--output", output, "--platform", "ios", "--document", "d.json"]));
    assert.equal(badOption.status, 64);
    assert.match(badOption.stderr, /<stdin>:1: --platform goes with --app-version/);
    const otherTable = gen(["--batch", "-"], JSON.stringify(["--output", output, "--table", "other.json"]));
    assert.equal(otherTable.status, 64);
    assert.match(otherTable.stderr, /<stdin>:1: a batch line names neither --batch nor --table/);
    const missing = gen(["--output", output, "--document", join(folder, "nothing.json")]);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /nothing\.json: cannot read the file/);
    // One bad line fails only itself: the others are written, the line is named, the status is the worst line's.
    const [good1, good2] = [join(folder, "one.mjs"), join(folder, "two.mjs")];
    const mixed = gen(["--batch", "-"], [JSON.stringify(["--output", good1]), "not json",
      JSON.stringify(["--output", join(folder, "three.mjs"), "--document", join(folder, "nothing.json")]),
      JSON.stringify(["--output", good2])].join("\n") + "\n");
    assert.equal(mixed.status, 64, mixed.stderr);
    assert.match(mixed.stderr, /<stdin>:2: expected a JSON array of strings/);
    assert.match(mixed.stderr, /<stdin>:3: this line's module was not written \(exit status 1\)/);
    assert.deepEqual(mixed.stdout.split("\n").filter((l) => l.endsWith(".mjs")), [good1, good2]);
    const unreadable = gen(["--batch", "-"], JSON.stringify(["--output", join(folder, "four.mjs"), "--document",
      join(folder, "nothing.json")]) + "\n" + JSON.stringify(["--output", good1]));
    assert.equal(unreadable.status, 1, unreadable.stderr);
    assert.match(unreadable.stdout, /one\.mjs/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
