// The web module's benchmark (issue #73): on three shapes of table (bench-shapes.mjs) at 10, 100, 1,000 and
// 10,000 routes, the module `switchyard gen web` writes against a `RegExp` scan a web team writes and the same
// scan with path-to-regexp's regular expressions, on the same 200 URLs, after checking that all three give the
// same route and parameters for each, and beside them the platform's own parse of the same links (`new URL(u)`,
// a relative link given the rivals' origin beforehand: bench-shapes.mjs, urlParse), the floor a match is
// measured against (issue #80: a match ÷ its parse, the median of the rounds' ratios). Prints, per cell, after three warm-up rounds that are not counted
// (bench-shapes.mjs, timeEach), the median time of a match over interleaved rounds (in
// node CPU time, in Chromium wall-clock time) and the median of each round's ratio (the rival's time ÷ the
// module's in that round: above 1 the module is faster), the time to import each module and to answer its first
// match (which parses the table's routes and makes their trie; in node the CPU time of a fresh process, the
// median of 5), the module's size, and the machine's load average. A measurement, not a test: times vary with the
// machine and its load; the ratios are what to compare.
//
// Issue #92's cells follow (bench-app-links.mjs): absolute links of three kinds (custom-scheme deep links, https
// links on the app's host that rewrite rules turn into app links, misses and refused origins) on tables with every
// pattern feature and 20 rewrite rules, on the same three shapes and sizes, the module against `new URL(u)` and
// against the scan a page writes for such links without a `URL` object, after checking that the two agree.
//
//   node Web/bench/bench.mjs [--browser] [--sizes 10,100,1000,10000] [--rounds 5] [--cells paths,app]
//                            [--runtime FILE]
//
// --cells picks issue #73's cells (`paths`), issue #92's (`app`) or both (the default). --runtime FILE puts FILE
// (an esbuild bundle of Web/src, say) after the table's constants in place of the runtime the tool embeds: to
// measure the working tree's sources, or an earlier commit's dist/web-runtime.min.js, without building the tool.
//
// --browser runs issue #73's cells in headless Chromium too (Debian's `chromium`, as browser.mjs drives it), served
// from a local HTTP server. Needs the switchyard tool (as the tests do: $SWITCHYARD or the debug build) and
// path-to-regexp (Debian's node-path-to-regexp, under /usr/share/nodejs).

import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "../test/browser.mjs";
import { root, tool } from "../test/corpus.mjs";
import { SHAPES, SHAPE_TITLES, disagreement, pathToRegexpScan, regexScan, routesOf, tableOf, timeEach, urlParse, urlsOf } from "./bench-shapes.mjs";
import { LINK_KINDS, LINK_TITLES, absoluteParse, appLinksOf, appRoutesOf, appScan, appTableOf, rewritesOf } from "./bench-app-links.mjs";

const PTR = "/usr/share/nodejs/path-to-regexp/dist.es2015/index.js";
const argument = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : process.argv[at + 1];
};
const sizes = argument("--sizes", "10,100,1000,10000").split(",").map(Number);
const rounds = Number(argument("--rounds", "5"));
// Which cells: issue #73's (`paths`: mostly relative paths on four route shapes) and issue #92's (`app`: absolute
// links on tables with every pattern feature and 20 rewrites, bench-app-links.mjs), both by default.
const kinds = argument("--cells", "paths,app").split(",");
// A runtime other than the tool's (a bundle of the working tree's Web/src, say), put after the table's constants in
// place of the one `gen web` wrote: to measure a change to the sources before the tool is built again.
const runtime = argument("--runtime", "");
const browser = process.argv.includes("--browser");
if (!existsSync(PTR)) throw new Error("path-to-regexp is not installed: apt-get install -y node-path-to-regexp");

const work = mkdtempSync(join(tmpdir(), "switchyard-bench-"));
/**
 * The module `gen web` writes for `table` as NAME.mjs (its runtime replaced by --runtime's).
 * @param {string} name @param {object} table
 */
function generate(name, table) {
  writeFileSync(join(work, name + ".json"), JSON.stringify(table));
  execFileSync(tool(), ["gen", "web", "--table", join(work, name + ".json"), "--output", join(work, name + ".mjs")], { stdio: "pipe" });
  if (!runtime) return;
  // The tool writes the table's two constants, each on a line of its own, before the runtime (WebModule.swift).
  const constants = readFileSync(join(work, name + ".mjs"), "utf8").split("\n").filter((line) => /^const switchyard(Table|Routes)=/.test(line));
  writeFileSync(join(work, name + ".mjs"), constants.join("\n") + "\n" + readFileSync(runtime, "utf8"));
}
const cells = [];
for (const shape of kinds.includes("paths") ? SHAPES : []) {
  for (const count of sizes) {
    const routes = routesOf(shape, count), name = shape + "-" + count;
    generate(name, tableOf(routes));
    writeFileSync(join(work, name + ".cell.json"), JSON.stringify({ shape, count, routes, urls: urlsOf(shape, count) }));
    cells.push({ shape, count, name });
  }
}
const appCells = [];
for (const shape of kinds.includes("app") ? SHAPES : []) {
  for (const count of sizes) {
    const name = "app-" + shape + "-" + count;
    generate(name, appTableOf(shape, count));
    const links = Object.fromEntries(LINK_KINDS.map((kind) => [kind, appLinksOf(shape, count, kind)]));
    writeFileSync(join(work, name + ".cell.json"), JSON.stringify({ shape, count, routes: appRoutesOf(shape, count), rewrites: rewritesOf(shape, count), links }));
    appCells.push({ shape, count, name });
  }
}
writeFileSync(join(work, "empty.json"), JSON.stringify({ routes: [] }));
execFileSync(tool(), ["gen", "web", "--table", join(work, "empty.json"), "--output", join(work, "empty.mjs")], { stdio: "pipe" });

/** The process's CPU time (user and system) in milliseconds: what the machine's other work does not inflate. */
function cpuMilliseconds() {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * The median CPU time (ms) of importing a module in a fresh node process, and of its first match after that.
 * @param {string} file @param {string} url
 */
function importTime(file, url) {
  const imports = [], firsts = [];
  for (let k = 0; k < 5; k++) {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e",
      `const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const t = cpu(); const m = await import(${JSON.stringify(pathToFileURL(file).href)}); const i = cpu();
m.match(${JSON.stringify(url)}); console.log(i - t, cpu() - i);`],
    { encoding: "utf8" });
    const [imported, first] = run.stdout.trim().split(" ").map(Number);
    imports.push(imported);
    firsts.push(first);
  }
  const middle = (/** @type {number[]} */ list) => list.sort((a, b) => a - b)[2];
  return { importMs: middle(imports), firstMs: middle(firsts) };
}

const { match: ptrMatch } = await import(pathToFileURL(PTR).href);
/** @type {Record<string, any>} */
const nodeResults = {};
for (const cell of cells) {
  const { routes, urls } = JSON.parse(readFileSync(join(work, cell.name + ".cell.json"), "utf8"));
  const module = await import(pathToFileURL(join(work, cell.name + ".mjs")).href);
  const rivals = { scan: regexScan(routes), pathToRegexp: pathToRegexpScan(routes, ptrMatch) };
  const wrong = disagreement(urls, module.match, rivals);
  if (wrong) throw new Error(cell.name + ": " + wrong);
  const { median, ratios, samples } = timeEach({ module: module.match, ...rivals, parse: urlParse(urls) }, urls, cpuMilliseconds, { rounds });
  nodeResults[cell.name] = { median, ratios, samples, ...importTime(join(work, cell.name + ".mjs"), urls[0]),
    bytes: statSync(join(work, cell.name + ".mjs")).size };
}
if (cells.length) report("node " + process.version + " (CPU time)", nodeResults);
/** @type {Record<string, any>} */
const appResults = {};
for (const cell of appCells) {
  const { routes, rewrites, links } = JSON.parse(readFileSync(join(work, cell.name + ".cell.json"), "utf8"));
  const module = await import(pathToFileURL(join(work, cell.name + ".mjs")).href);
  const scan = appScan(routes, rewrites);
  for (const kind of LINK_KINDS) {
    const wrong = disagreement(links[kind], module.match, { scan });
    if (wrong) throw new Error(cell.name + " (" + kind + "): " + wrong);
    appResults[cell.name + "-" + kind] = timeEach({ module: module.match, scan, parse: absoluteParse() }, links[kind], cpuMilliseconds, { rounds });
  }
}
if (appCells.length) reportApp("node " + process.version + " (CPU time)", appResults);
console.log("\nthe module for an empty table: " + statSync(join(work, "empty.mjs")).size + " bytes");

if (browser) {
  if (!chromium) throw new Error("chromium is not installed: apt-get install -y chromium");
  report("headless Chromium (wall-clock time)", await inChromium());
}
// The CPU's model, so that figures from two machines are not read as one (2026-11-29: the same runtime read
// differently on two of this workplace's machines).
console.log("\nload average " + loadavg().map((l) => l.toFixed(1)).join(", ") + " on " + availableParallelism() + " cores ("
  + (cpus()[0]?.model ?? "an unknown CPU") + ")");
rmSync(work, { recursive: true, force: true });

/**
 * The median over the rounds of a match's time ÷ a parse's in the same round (below 1 a match costs less than
 * `new URL` of its link).
 * @param {Record<string, number[]>} samples
 */
function overParse(samples) {
  const list = samples.module.map((time, r) => time / samples.parse[r]).sort((a, b) => a - b);
  return list[Math.floor(list.length / 2)];
}

/** @param {string} title @param {Record<string, any>} results */
function report(title, results) {
  console.log("\n" + title + ", the median of " + rounds + " rounds; rival ÷ module (above 1 the module is faster): "
    + "the median of the rounds' ratios; load average " + loadavg().map((l) => l.toFixed(1)).join(", "));
  console.log("| routes | shape | module µs | scan µs | path-to-regexp µs | scan ÷ module | path-to-regexp ÷ module "
    + "| new URL ns | module ÷ new URL | import ms | first match ms | module bytes |");
  console.log("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const cell of [...cells].sort((a, b) => a.count - b.count)) {
    const r = results[cell.name];
    console.log("| " + cell.count + " | " + SHAPE_TITLES[/** @type {"own"} */ (cell.shape)] + " | " + r.median.module.toFixed(2)
      + " | " + r.median.scan.toFixed(2) + " | " + r.median.pathToRegexp.toFixed(2) + " | " + r.ratios.scan.toFixed(2) + " | "
      + r.ratios.pathToRegexp.toFixed(2) + " | " + (r.median.parse * 1000).toFixed(0) + " | " + overParse(r.samples).toFixed(2) + " | " + r.importMs.toFixed(1) + " | " + r.firstMs.toFixed(1) + " | "
      + (r.bytes || "") + " |");
  }
}

/**
 * Issue #92's cells: per table and kind of link, the match's time ÷ `new URL(u)`'s and the scan's ÷ the match's (the
 * medians of the rounds' ratios).
 * @param {string} title @param {Record<string, any>} results
 */
function reportApp(title, results) {
  console.log("\n" + title + ", absolute links on tables with every pattern feature and 20 rewrites (issue #92), the median of "
    + rounds + " rounds; load average " + loadavg().map((l) => l.toFixed(1)).join(", "));
  console.log("| routes | shape | links | module ns | scan ns | new URL ns | module ÷ new URL | scan ÷ module |");
  console.log("|---:|---|---|---:|---:|---:|---:|---:|");
  for (const cell of [...appCells].sort((a, b) => a.count - b.count)) {
    for (const kind of LINK_KINDS) {
      const r = results[cell.name + "-" + kind], over = (/** @type {string} */ a, /** @type {string} */ b) => {
        const list = r.samples[a].map((/** @type {number} */ time, /** @type {number} */ k) => time / r.samples[b][k]).sort((x, y) => x - y);
        return list[Math.floor(list.length / 2)];
      };
      console.log("| " + cell.count + " | " + SHAPE_TITLES[/** @type {"own"} */ (cell.shape)] + " | " + LINK_TITLES[/** @type {"deep"} */ (kind)]
        + " | " + (r.median.module * 1000).toFixed(0) + " | " + (r.median.scan * 1000).toFixed(0) + " | " + (r.median.parse * 1000).toFixed(0)
        + " | " + over("module", "parse").toFixed(2) + " | " + over("scan", "module").toFixed(2) + " |");
    }
  }
}

/** The same cells in headless Chromium: a page imports each module and posts its figures back. */
async function inChromium() {
  const page = `<!doctype html><meta charset="utf-8"><script type="module">
import { match as ptrMatch } from "/path-to-regexp.js";
import { disagreement, pathToRegexpScan, regexScan, timeEach, urlParse } from "/bench-shapes.mjs";
const results = {};
try {
  for (const cell of ${JSON.stringify(cells)}) {
    const { routes, urls } = await (await fetch("/" + cell.name + ".cell.json")).json();
    const start = performance.now();
    const module = await import("/" + cell.name + ".mjs");
    const importMs = performance.now() - start;
    module.match(urls[0]);
    const firstMs = performance.now() - start - importMs;
    const rivals = { scan: regexScan(routes), pathToRegexp: pathToRegexpScan(routes, ptrMatch) };
    const wrong = disagreement(urls, module.match, rivals);
    if (wrong) throw new Error(cell.name + ": " + wrong);
    const { median, ratios, samples } = timeEach({ module: module.match, ...rivals, parse: urlParse(urls) }, urls, () => performance.now(), { rounds: ${rounds} });
    results[cell.name] = { median, ratios, samples, importMs, firstMs, bytes: 0 };
  }
  await fetch("/results", { method: "POST", body: JSON.stringify({ results }) });
} catch (error) {
  await fetch("/results", { method: "POST", body: JSON.stringify({ error: String(error && error.stack || error) }) });
}
</script>`;
  const files = { "/index.html": page, "/bench-shapes.mjs": readFileSync(join(root, "Web", "bench", "bench-shapes.mjs"), "utf8"),
    "/path-to-regexp.js": readFileSync(PTR, "utf8") };
  /** @type {(value: any) => void} */
  let done = () => {};
  const posted = new Promise((resolve) => { done = resolve; });
  const server = createServer((request, response) => {
    if (request.method === "POST") {
      let body = "";
      request.on("data", (chunk) => { body += chunk; });
      request.on("end", () => { response.end("ok"); done(JSON.parse(body)); });
      return;
    }
    const path = (request.url || "/").split("?")[0];
    const known = /** @type {Record<string, string>} */ (files)[path];
    const file = join(work, path.slice(1));
    if (known === undefined && (path.includes("..") || !existsSync(file))) { response.statusCode = 404; response.end(); return; }
    const type = path.endsWith(".html") ? "text/html" : extname(path) === ".json" ? "application/json" : "text/javascript";
    response.setHeader("Content-Type", type + "; charset=utf-8");
    response.end(known !== undefined ? known : readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(null)));
  const port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
  // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
  const child = spawn(/** @type {string} */ (chromium), ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--user-data-dir=" + join(work, "profile"), "--remote-debugging-port=0", "http://127.0.0.1:" + port + "/index.html"],
  { stdio: "ignore" });
  try {
    const answer = await posted;
    if (answer.error) throw new Error("in Chromium: " + answer.error);
    return answer.results;
  } finally {
    // Chromium writes its profile until it exits: the folder is removed after that.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    }
    server.close();
  }
}
