// Hostile route tables through `switchyard gen web` and `switchyard docs` (issue #64; the tables are in
// hostile-tables.mjs): each table is refused with a located error and nothing written, or written as a module
// that imports in node and in headless Chromium, runs nothing a string held, reads its table file's name back
// intact, and answers every link and every urlFor without throwing. The catalogue page of each hostile string
// opens in Chromium and its try box still answers. Chromium loads the modules over HTTP from this process, as a
// web build serves them.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { needsTool, tool } from "./corpus.mjs";
import { chromium, folder, tryResult } from "./browser.mjs";
import { fileNames, freeText, links, places, strings } from "./hostile-tables.mjs";

const run = promisify(execFile);
const MINUTES = { timeout: 15 * 60 * 1000, skip: needsTool() };
const noChromium = needsTool() || (chromium ? false : "chromium is not installed");
/** What injected code leaves in a page: the attribute on <html> (the page shows the string itself as text). */
const PWNED = /<html[^>]*data-pwned/;

/** @typedef {{id: string, table: string, output: string, status: number, errors: string}} Job */

/**
 * Runs `jobs` with at most `width` at a time; their results in order.
 * @template T @param {(() => Promise<T>)[]} jobs @param {number} width @returns {Promise<T[]>}
 */
async function pooled(jobs, width) {
  /** @type {T[]} */
  const results = [];
  let next = 0;
  const worker = async () => { while (next < jobs.length) { const k = next++; results[k] = await jobs[k](); } };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/**
 * `switchyard` with `args`: its exit status and standard error (a signal or a missing tool fails the test).
 * @param {string[]} args
 */
async function tool$(args) {
  try {
    const done = await run(tool(), args, { maxBuffer: 64 << 20 });
    return { status: 0, errors: done.stderr };
  } catch (failure) {
    const f = /** @type {any} */ (failure);
    assert.equal(typeof f.code, "number", "switchyard " + args[0] + " did not exit: " + f.signal + " " + f.message);
    return { status: f.code, errors: String(f.stderr) };
  }
}

const work = folder();
/** @type {Job[]} */
const jobs = [];
for (const [place, make] of Object.entries(places)) {
  strings.forEach((s, k) => jobs.push({ id: place + "-" + k, table: JSON.stringify(make(s)), output: "", status: -1, errors: "" }));
}
fileNames.forEach((name, k) => jobs.push({ id: "file-" + k, table: JSON.stringify(places.handler("h")), output: "", status: -1,
  errors: "", file: name }));

/** Writes each job's table and runs gen web on it (about 450 runs of the tool). */
async function generateAll() {
  await pooled(jobs.map((job) => async () => {
    const dir = join(work, job.id);
    mkdirSync(dir);
    const table = join(dir, (/** @type {any} */ (job).file || "table") + ".json");
    writeFileSync(table, job.table);
    job.output = join(dir, "routes.mjs");
    Object.assign(job, await tool$(["gen", "web", "--table", table, "--output", job.output]), { path: table });
  }), 8);
}
const generated = needsTool() ? Promise.resolve() : generateAll();

test("gen web refuses a hostile table with a located error, or writes a module of it", MINUTES, async () => {
  await generated;
  let written = 0;
  for (const job of jobs) {
    assert.ok(job.status === 0 || job.status === 1, job.id + ": exit status " + job.status + "\n" + job.errors);
    if (job.status === 1) {
      assert.match(job.errors, /\.json:\d+:\d+: /, job.id + ": not located: " + job.errors.slice(0, 300));
      assert.ok(!existsSync(job.output), job.id + ": a refused table wrote a module");
    } else written++;
  }
  // Most places take most strings: a change that refused them all would test nothing.
  assert.ok(written > jobs.length / 3, written + " of " + jobs.length + " written");
});

test("each module imports in node, runs nothing a string held, and answers without throwing", MINUTES, async () => {
  await generated;
  for (const job of jobs.filter((j) => j.status === 0)) {
    const module = await import(pathToFileURL(job.output).href);
    assert.equal(/** @type {any} */ (globalThis).pwned, undefined, job.id + " ran injected code");
    assert.equal(basename(module.tableFile), basename(/** @type {any} */ (job).path), job.id + ": the table's file name read back");
    for (const link of links) {
      const answer = module.match(link);
      assert.equal(typeof answer.matched === "boolean" || answer.undetermined === true, true, job.id + " " + link);
      assert.ok(!String(answer.reason).startsWith("the web module could not"), job.id + ": " + answer.reason);
    }
    assert.equal(module.match("shop://goods/7").matched, true, job.id);
    for (const name of ["goods", "a", "q", JSON.parse(job.table).routes[1]?.name]) {
      const link = module.urlFor(name, { id: "7", x: "b" });
      assert.ok("url" in link || typeof link.error === "string", job.id + " " + name);
    }
  }
});

/**
 * The DOM Chromium prints after opening `url` (async, so that this process's server answers meanwhile).
 * @param {string} url @param {string} profile
 */
async function dumped(url, profile) {
  const done = await run(/** @type {string} */ (chromium), ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--virtual-time-budget=20000", "--user-data-dir=" + profile, "--dump-dom", url], { maxBuffer: 64 << 20, timeout: 300_000 });
  return done.stdout;
}

test("each module imports in headless Chromium and runs nothing a string held", { ...MINUTES, skip: noChromium }, async () => {
  await generated;
  const loaded = jobs.filter((j) => j.status === 0);
  // One module script per module (a module that fails to load fails alone), then one that writes the results.
  const scripts = loaded.map((job, k) => `<script type="module">import * as m from "./${job.id}/routes.mjs";
results[${k}] = [m.match("shop://goods/7").matched, m.match("shop://goods/\\uD800").matched, "url" in m.urlFor("goods", {id: "7"})];
</script>`).join("\n");
  writeFileSync(join(work, "index.html"), `<!doctype html><html><head><meta charset="utf-8"><script>var results = [];</script>
${scripts}
<script type="module">document.getElementById("out").textContent = JSON.stringify(results);</script></head>
<body><pre id="out"></pre></body></html>`);
  const server = createServer((request, response) => {
    const path = join(work, decodeURIComponent(new URL(request.url || "/", "http://x").pathname));
    if (!path.startsWith(work) || !existsSync(path)) { response.writeHead(404).end(); return; }
    response.writeHead(200, { "content-type": path.endsWith(".html") ? "text/html" : "text/javascript" }).end(readFileSync(path));
  });
  await new Promise((ready) => server.listen(0, "127.0.0.1", () => ready(null)));
  try {
    const address = /** @type {import("node:net").AddressInfo} */ (server.address());
    const page = await dumped("http://127.0.0.1:" + address.port + "/index.html", join(work, "profile"));
    assert.doesNotMatch(page, PWNED, "a module ran injected code");
    const results = JSON.parse(page.slice(page.indexOf('<pre id="out">') + 14, page.indexOf("</pre>")));
    assert.equal(results.length, loaded.length, "every module loaded");
    results.forEach((/** @type {any} */ r, /** @type {number} */ k) => assert.deepEqual(r, [true, false, true], loaded[k].id));
  } finally {
    server.close();
  }
});

test("the catalogue page of each hostile string opens, runs nothing it held, and its try box answers",
  { ...MINUTES, skip: noChromium }, async () => {
    const pages = await pooled(strings.map((s, k) => async () => {
      const dir = join(work, "page-" + k);
      mkdirSync(dir);
      writeFileSync(join(dir, "table.json"), JSON.stringify(freeText(s)));
      const made = await tool$(["docs", "--table", join(dir, "table.json"), "--output", join(dir, "page")]);
      if (made.status !== 0) return { k, made, page: "" };
      const url = pathToFileURL(join(dir, "page", "index.html")).href + "#try=" + encodeURIComponent("shop://goods/7");
      return { k, made, page: await dumped(url, join(dir, "profile")) };
    }), 3);
    let opened = 0;
    for (const { k, made, page } of pages) {
      assert.ok(made.status === 0 || made.status === 1, "string " + k + ": exit status " + made.status);
      if (made.status !== 0) { assert.match(made.errors, /\.json:\d+:\d+: /, "string " + k); continue; }
      opened++;
      assert.doesNotMatch(page, PWNED, "string " + k + " ran in the page");
      assert.match(page, /<body data-ready="true">/, "string " + k + ": the page's script did not finish");
      assert.match(tryResult(page), /data-state="matched"/, "string " + k);
    }
    assert.ok(opened > strings.length / 2, opened + " pages");
  });

test.after(() => rmSync(work, { recursive: true, force: true }));
