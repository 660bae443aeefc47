// The module `switchyard gen web` writes and the catalogue page `switchyard docs` writes, made from a table
// object in a new folder, and the page opened in headless Chromium (Debian's `chromium`, which .ci/run
// installs), as Tests/SwitchyardToolTests/CatalogueBrowserTests does: its fragment types into the try box
// (`#try=…`) and the DOM Chromium prints after the scripts ran is read back.

import { execFile, execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { tool } from "./corpus.mjs";

/** Where Debian's package puts Chromium, or null where it is not installed. */
export const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p)) || null;

/** A new folder for one test's files. */
export function folder() { return mkdtempSync(join(tmpdir(), "switchyard-js-")); }

/**
 * Writes `table` to `work`/NAME.json and `gen web` of it to `work`/NAME.mjs; the module, imported.
 * @param {string} work @param {object | string} table (a string is written as it is) @param {string} [name]
 */
export async function webModule(work, table, name = "routes") {
  const path = join(work, name + ".json");
  writeFileSync(path, typeof table === "string" ? table : JSON.stringify(table));
  execFileSync(tool(), ["gen", "web", "--table", path, "--output", join(work, name + ".mjs")], { stdio: "pipe" });
  return import(pathToFileURL(join(work, name + ".mjs")).href);
}

/**
 * Writes `table` to `work`/table.json and its catalogue page to `work`/page: the page's file URL.
 * @param {string} work @param {object} table
 */
export function cataloguePage(work, table) {
  writeFileSync(join(work, "table.json"), JSON.stringify(table));
  execFileSync(tool(), ["docs", "--table", join(work, "table.json"), "--output", join(work, "page")], { stdio: "pipe" });
  return pathToFileURL(join(work, "page", "index.html")).href;
}

/**
 * The DOM of the page at `url` after its scripts ran (Chromium's --dump-dom), and what Chromium wrote to stderr.
 * @param {string} url @param {string} work (the profile goes there)
 */
export function dom(url, work) {
  // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
  const run = spawnSync(/** @type {string} */ (chromium), ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--virtual-time-budget=5000", "--user-data-dir=" + join(work, "profile"), "--enable-logging=stderr", "--v=0",
    "--dump-dom", url], { encoding: "utf8", timeout: 120000, maxBuffer: 64 << 20 });
  return { status: run.status, output: run.stdout, errors: run.stderr };
}

/**
 * The DOM of the page at `url` after its scripts ran, as `dom` gives it, without blocking this process (a test that
 * serves the page over HTTP answers Chromium meanwhile); `flags` go before the URL (`--user-agent=…`).
 * @param {string} url @param {string} work (the profile goes there) @param {string[]} [flags]
 */
export async function dumpedDOM(url, work, flags = []) {
  const run = await promisify(execFile)(/** @type {string} */ (chromium), ["--headless", "--no-sandbox", "--disable-gpu",
    "--no-first-run", "--virtual-time-budget=5000", "--user-data-dir=" + join(work, "profile"), ...flags, "--dump-dom", url],
  { encoding: "utf8", timeout: 120000, maxBuffer: 64 << 20 });
  return run.stdout;
}

/** The try box's result element's opening tag in a dumped DOM, or "" when there is none. @param {string} page */
export function tryResult(page) {
  const at = page.indexOf('<div id="try-result"');
  return at < 0 ? "" : page.slice(at, page.indexOf(">", at) + 1);
}
