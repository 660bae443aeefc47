// The conformance corpus (Conformance/cases) as the matcher's node tests read it: each case file's cases of a
// kind, and its table as the page embeds it. Patterns are parsed by the package, never by the matcher, so a table
// is compiled by the switchyard tool (`switchyard docs`, whose page embeds it as JSON). The tables the tests read
// are kept compiled in Fixtures/ (fixtures.mjs; written by `node Web/test/write-fixtures.mjs`), so that the
// corpus runs under node alone; a table that is not there is compiled by the tool: $SWITCHYARD, else the debug
// build's .build/debug/switchyard (`swift build --product switchyard`).

import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { corpusFiles, fixtureTable } from "./fixtures.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Where the tool is looked for: $SWITCHYARD, else the debug build's. */
function toolPath() { return process.env.SWITCHYARD || join(root, ".build", "debug", "switchyard"); }

/** The tool that compiles tables: $SWITCHYARD or the debug build's; an Error saying how to get it otherwise. */
export function tool() {
  const path = toolPath();
  if (!existsSync(path)) {
    throw new Error("no switchyard tool at " + path + ": run `swift build --product switchyard` first, or set SWITCHYARD");
  }
  return path;
}

/**
 * A test's `skip` option when it needs the switchyard tool: false when the tool is here, or when
 * SWITCHYARD_TESTS_NEED_TOOL=1 (scripts/check-js.sh, CI: a missing tool then fails the test rather than skip it);
 * else why the test is skipped, so that `node --test` passes on a machine without Swift.
 * @returns {false | string}
 */
export function needsTool() {
  if (process.env.SWITCHYARD_TESTS_NEED_TOOL === "1" || existsSync(toolPath())) return false;
  return "needs the switchyard tool (swift build --product switchyard, or SWITCHYARD=PATH)";
}

/**
 * The corpus's case files, each with its table (as written) and its cases of `kind`; files without any are left out.
 * @param {string} kind @returns {{name: string, table: object, cases: any[]}[]}
 */
export function caseFiles(kind) {
  return corpusFiles().flatMap((file) => {
    const cases = file.cases.filter((item) => item.kind === kind);
    return cases.length ? [{ name: file.name, table: file.table, cases }] : [];
  });
}

/**
 * A table (as a table file writes it) as the page embeds it: the fixture kept for it (Fixtures/tables.json),
 * else what the tool compiles now (`compiled`).
 * @param {object} table @returns {import("../src/matcher-types.js").Table}
 */
export function embedded(table) {
  const kept = fixtureTable(table);
  if (kept !== undefined) return kept;
  if (needsTool()) {
    throw new Error("this table has no fixture in Web/test/Fixtures and there is no switchyard tool to compile it: "
      + "run `node Web/test/write-fixtures.mjs` where the tool is built");
  }
  return compiled(table);
}

/**
 * A table as `switchyard docs` embeds it now: the page's `switchyard-table` script element holds the JSON the
 * matcher reads.
 * @param {object} table @returns {import("../src/matcher-types.js").Table}
 */
export function compiled(table) {
  const work = mkdtempSync(join(tmpdir(), "switchyard-js-"));
  try {
    writeFileSync(join(work, "table.json"), JSON.stringify(table));
    execFileSync(tool(), ["docs", "--table", join(work, "table.json"), "--output", join(work, "page")], { stdio: "pipe" });
    const page = readFileSync(join(work, "page", "index.html"), "utf8");
    const start = '<script type="application/json" id="switchyard-table">';
    const at = page.indexOf(start) + start.length;
    return JSON.parse(page.slice(at, page.indexOf("</script>", at)));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A JSON value as text with sorted keys, so that equal values compare equal.
 * @param {unknown} value @returns {string}
 */
export function canonical(value) {
  return JSON.stringify(value, (_, v) => (v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}
