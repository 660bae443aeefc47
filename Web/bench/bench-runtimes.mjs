// The web runtime of an earlier commit against the working tree's, interleaved in one node process (issue #80), so
// that a change's gain is one run's ratio, not two runs' figures on a machine whose load moves between them. Each
// side is the runtime's readable sources (src/web-runtime.js; the earlier commit's copied into a temporary folder), reading the same table: the constants `switchyard gen web` writes for bench.mjs's shapes
// (bench-shapes.mjs). Before anything is timed, both must give the same answer, as JSON, for each of the 200 URLs.
// Prints, per cell, the median time of a match on each side, the median of the rounds' ratios of the earlier's time
// ÷ the working tree's (above 1 the working tree is faster), and each side's time ÷ `new URL(u)`'s over the same
// links (bench-shapes.mjs, urlParse). Each cell runs in a node process of its own (`--cell SHAPE COUNT`): in one
// process, a runtime imported again for the next cell ran faster than at its first import (V8 reuses what it
// made of the same source), and the earlier side's did not as much. A measurement, not a test.
//
//   node Web/bench/bench-runtimes.mjs COMMIT [--sizes 10,100,1000] [--rounds 21]

import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { root, tool } from "../test/corpus.mjs";
import { SHAPES, SHAPE_TITLES, routesOf, tableOf, timeEach, urlParse, urlsOf } from "./bench-shapes.mjs";

const commit = process.argv[2];
if (!commit || commit.startsWith("--")) throw new Error("usage: node Web/bench/bench-runtimes.mjs COMMIT [--sizes 10,100,1000] [--rounds 21]");
const argument = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : process.argv[at + 1];
};
const sizes = argument("--sizes", "10,100,1000").split(",").map(Number);
const rounds = Number(argument("--rounds", "21"));
// Where a commit holds the runtime's sources: Web/src, or before they had a folder of their own (issue #89) the
// Swift tool's resources.
const SOURCES = ["Web/src", "Sources/SwitchyardTool/Catalogue/PageAssets"];

const cell = process.argv.indexOf("--cell");
if (cell < 0) {
  console.log("the runtime at " + commit + " (before) against the working tree's (now), node " + process.version
    + " (CPU time), the median of " + rounds + " interleaved rounds; load average " + loadavg().map((l) => l.toFixed(1)).join(", "));
  console.log("| routes | shape | before ns | now ns | before ÷ now | before ÷ new URL | now ÷ new URL |");
  console.log("|---:|---|---:|---:|---:|---:|---:|");
  for (const count of sizes) {
    for (const shape of SHAPES) {
      const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), commit, "--cell", shape, String(count), "--rounds", String(rounds)],
        { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
      if (run.status !== 0) throw new Error(shape + "-" + count + " failed");
      process.stdout.write(run.stdout);
    }
  }
  console.log("\nload average " + loadavg().map((l) => l.toFixed(1)).join(", "));
} else {
  await measure(process.argv[cell + 1], Number(process.argv[cell + 2]));
}

/**
 * One cell's line of the table.
 * @param {string} shape @param {number} count
 */
async function measure(shape, count) {
  const work = mkdtempSync(join(tmpdir(), "switchyard-runtimes-"));
  const earlier = join(work, "earlier");
  mkdirSync(earlier);
  const git = (/** @type {string[]} */ args) => execFileSync("git", ["-C", root, ...args]);
  const listed = SOURCES.map((folder) => git(["ls-tree", "--name-only", commit, folder + "/"]).toString().trim()).find((l) => l);
  if (!listed) throw new Error("no runtime sources at " + commit + " (" + SOURCES.join(", ") + ")");
  for (const file of listed.split("\n")) {
    if (file.endsWith(".js")) writeFileSync(join(earlier, file.split("/").pop() || ""), git(["show", commit + ":" + file]));
  }
  // The runtime's sources say their folder's .js files are ES modules; so must the copy's.
  writeFileSync(join(earlier, "package.json"), JSON.stringify({ type: "module" }));

  const name = join(work, shape + "-" + count);
  writeFileSync(name + ".json", JSON.stringify(tableOf(routesOf(shape, count))));
  execFileSync(tool(), ["gen", "web", "--table", name + ".json", "--output", name + ".mjs"], { stdio: "pipe" });
  // The two constants the runtime reads (web-runtime-table.js), as the module declares them.
  const module = readFileSync(name + ".mjs", "utf8");
  const constant = (/** @type {string} */ key) => {
    const found = new RegExp("^const " + key + "=(.*);$", "m").exec(module);
    if (!found) throw new Error("no " + key + " in " + name + ".mjs");
    // A JavaScript string literal (or null), as the tool quotes it (WebModule.quotedForParse): the tool's own output.
    return new Function("return " + found[1])();
  };
  Object.assign(globalThis, { switchyardTable: constant("switchyardTable"), switchyardRoutes: constant("switchyardRoutes") });
  const now = await import(pathToFileURL(join(root, "Web", "src", "web-runtime.js")).href);
  const before = await import(pathToFileURL(join(earlier, "web-runtime.js")).href);
  const urls = urlsOf(shape, count);
  for (const url of urls) {
    if (JSON.stringify(now.match(url)) !== JSON.stringify(before.match(url))) throw new Error(shape + "-" + count + ": the answers differ on " + url);
  }
  const { median, samples } = timeEach({ now: now.match, before: before.match, parse: urlParse(urls) }, urls, () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  }, { rounds, budget: 30 });
  const middle = (/** @type {number[]} */ list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const over = (/** @type {string} */ a, /** @type {string} */ b) => middle(samples[a].map((time, r) => time / samples[b][r]));
  console.log("| " + count + " | " + SHAPE_TITLES[/** @type {"own"} */ (shape)] + " | " + (median.before * 1000).toFixed(0) + " | "
    + (median.now * 1000).toFixed(0) + " | " + over("before", "now").toFixed(2) + " | " + over("before", "parse").toFixed(2) + " | "
    + over("now", "parse").toFixed(2) + " |");
  rmSync(work, { recursive: true, force: true });
}
