// The tables the node tests read, kept compiled in Fixtures/ so that `npm test` (in Web/) runs the
// conformance corpus without the Swift tool (issue #73, item 4). They are generated, never edited:
// - Fixtures/tables.json: each table the tests compile (every corpus case file's with match or urlFor cases, and
//   local-tables.mjs's) as `switchyard docs` embeds it in the page;
// - Fixtures/documents.json.gz: for each document case, the table `switchyard gen web --document` embeds in the
//   module it writes with the case's documents, keys, handlers and device (gzip: the budget cases' tables hold
//   thousands of expansions, 6 MB of JSON in all, 0.2 MB compressed).
// Each is keyed by a SHA-256 of what it was made from, so an edited case or table has no fixture (a test then says
// to regenerate) rather than a stale one. `node Web/test/write-fixtures.mjs` writes them with the tool;
// fixtures.test.mjs checks, where the tool is, that they are what it writes today (scripts/check-js.sh, CI).

import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const fixtureFolder = join(here, "Fixtures");
export const FIXTURE_FILES = ["tables.json", "documents.json.gz"];

/** @param {unknown} value the key of what a fixture was made from */
export function keyOf(value) { return createHash("sha256").update(JSON.stringify(value)).digest("hex"); }

/** @type {Map<string, Record<string, any>>} */
const loaded = new Map();

/** @param {string} name @returns {Record<string, any>} */
function entries(name) {
  let known = loaded.get(name);
  if (!known) {
    const path = join(fixtureFolder, name);
    known = existsSync(path) ? JSON.parse(fixtureFileText(name)).entries : {};
    loaded.set(name, /** @type {Record<string, any>} */ (known));
  }
  return /** @type {Record<string, any>} */ (known);
}

/**
 * The compiled table kept for `table`, a copy (the matcher keeps what it derives beside a table), or undefined.
 * @param {object} table @returns {any}
 */
export function fixtureTable(table) {
  const kept = entries("tables.json")[keyOf(table)];
  return kept === undefined ? undefined : structuredClone(kept);
}

/**
 * What a document case's module is made from: the table and the case's documents, keys, handlers and device.
 * @param {object} table @param {any} item
 */
export function documentSource(table, item) {
  return { table, documents: item.documents, keys: item.keys ?? null, handlers: item.handlers ?? null,
    context: item.context ?? null };
}

/**
 * The table embedded in the module of a document case (not yet completed), a copy, or undefined.
 * @param {object} table @param {any} item @returns {any}
 */
export function fixtureDocumentTable(table, item) {
  const kept = entries("documents.json.gz")[keyOf(documentSource(table, item))];
  return kept === undefined ? undefined : structuredClone(kept);
}

/**
 * A case's `gen web` options: its documents, keys and handlers written as files in `folder`, its device.
 * @param {any} item @param {string} folder @returns {string[]}
 */
export function documentOptions(item, folder) {
  mkdirSync(folder, { recursive: true });
  const args = ["--output", join(folder, "routes.mjs")];
  item.documents.forEach((/** @type {{text: string}} */ document, /** @type {number} */ index) => {
    const path = join(folder, "document-" + (index + 1) + ".json");
    writeFileSync(path, document.text);
    args.push("--document", path);
  });
  for (const [id, key] of Object.entries(item.keys || {})) {
    const path = join(folder, id + ".pub");
    writeFileSync(path, key + "\n");
    args.push("--key", id + "=" + path);
  }
  if (item.handlers) {
    const path = join(folder, "handlers.txt");
    writeFileSync(path, item.handlers.map((/** @type {string} */ name) => name + "\n").join(""));
    args.push("--handlers", path);
  }
  const context = item.context || {};
  if (context.appVersion !== undefined) {
    args.push("--app-version", context.appVersion);
    if (context.platform !== undefined) args.push("--platform", context.platform);
  }
  if (context.userId !== undefined) args.push("--user-id", context.userId);
  if (context.now !== undefined) args.push("--at", context.now);
  if (context.minimumSerial !== undefined) args.push("--minimum-serial", String(context.minimumSerial));
  return args;
}

/**
 * The table a module `gen web` wrote embeds, as JSON (read from its two string constants).
 * @param {string} source the module's text @returns {any}
 */
export function moduleTable(source) {
  // WebModule.swift writes the table without its routes (`switchyardTable`) and the routes apart (`switchyardRoutes`,
  // null when they stay in the table), each a JSON string literal, before the runtime.
  const head = /^const switchyardTable=('(?:[^'\\]|\\.)*');$/m.exec(source);
  const routes = /^const switchyardRoutes=('(?:[^'\\]|\\.)*'|null);$/m.exec(source);
  if (!head || !routes) {
    throw new Error("the module gen web wrote has no switchyardTable and switchyardRoutes: fixtures.mjs reads them so");
  }
  /** @param {string} literal */
  const parsed = (literal) => JSON.parse(Function('"use strict"; return ' + literal)());
  const table = parsed(head[1]);
  if (routes[1] !== "null") table.routes = parsed(routes[1]);
  return table;
}

/**
 * Each document case of `file` as `gen web --document` embeds it now (one `--batch` run for the file), by key.
 * @param {string} tool @param {{table: object, cases: any[]}} file @returns {Record<string, any>}
 */
export function compileDocumentCases(tool, file) {
  const work = mkdtempSync(join(tmpdir(), "switchyard-fixtures-"));
  try {
    writeFileSync(join(work, "table.json"), JSON.stringify(file.table));
    const folders = file.cases.map((_, index) => join(work, "case-" + (index + 1)));
    const batch = file.cases.map((item, index) => JSON.stringify(documentOptions(item, folders[index]))).join("\n");
    execFileSync(tool, ["gen", "web", "--table", join(work, "table.json"), "--batch", "-"],
      { input: batch, stdio: ["pipe", "pipe", "pipe"], maxBuffer: 64 << 20 });
    /** @type {Record<string, any>} */
    const out = {};
    file.cases.forEach((item, index) => {
      out[keyOf(documentSource(file.table, item))] = moduleTable(readFileSync(join(folders[index], "routes.mjs"), "utf8"));
    });
    return out;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The text of the fixture file `name` (a `.gz` one uncompressed), or "" when there is none.
 * @param {string} name
 */
export function fixtureFileText(name) {
  const path = join(fixtureFolder, name);
  if (!existsSync(path)) return "";
  const bytes = readFileSync(path);
  return (name.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

/**
 * Writes the fixture file `name` with `text` (gzip for a `.gz` one), unless it holds that text already: the bytes
 * gzip gives may differ between zlib versions, the text may not.
 * @param {string} name @param {string} text @returns {boolean} whether it was written
 */
export function writeFixtureFile(name, text) {
  if (fixtureFileText(name) === text) return false;
  mkdirSync(fixtureFolder, { recursive: true });
  writeFileSync(join(fixtureFolder, name), name.endsWith(".gz") ? gzipSync(text, { level: 9 }) : text);
  return true;
}

/**
 * A fixture file's text: one entry a line, keys sorted, so that a change shows as the lines it changed.
 * @param {string} about @param {Record<string, any>} map
 */
export function fixtureText(about, map) {
  const lines = Object.keys(map).sort().map((key) => JSON.stringify(key) + ": " + JSON.stringify(map[key]));
  return "{\"about\": " + JSON.stringify(about) + ",\n\"entries\": {\n" + lines.join(",\n") + "\n}}\n";
}

/** The corpus's case files that have a table, each with its name, table and cases: the one loader of the web tests. */
export function corpusFiles() {
  const folder = join(here, "..", "..", "Conformance", "cases");
  return readdirSync(folder).filter((name) => name.endsWith(".json")).sort().flatMap((name) => {
    const file = JSON.parse(readFileSync(join(folder, name), "utf8"));
    return file.table ? [{ name, table: file.table, cases: /** @type {any[]} */ (file.cases || []) }] : [];
  });
}
