// The corpus's jump cases (Conformance/cases/jump-*.json; Docs/Rules/jump.md, issue #90) through the web module's
// `jump`: each plan compared key by key with the case's, each argument the case gets wrong thrown as a TypeError that
// names it. A case with documents runs on the table `gen web --document` embeds with them (Fixtures/documents.json.gz),
// the others on the table `switchyard docs` embeds (Fixtures/tables.json), as the match and document cases do.

import { test } from "node:test";
import assert from "node:assert/strict";
import { completeTable, jump, jumpWithDocument } from "../src/matcher.js";
import { canonical, caseFiles, embedded, tool } from "./corpus.mjs";
import { compileDocumentCases, documentSource, fixtureDocumentTable, keyOf } from "./fixtures.mjs";

/**
 * A case's arguments as `jump` takes them: each key the case states, its rules spread.
 * @param {any} item @returns {any}
 */
export function jumpOptions(item) {
  /** @type {Record<string, unknown>} */
  const options = { platform: item.platform };
  for (const key of ["pageURL", "source", "referrer"]) if (key in item) options[key] = item[key];
  if (item.policy) Object.assign(options, item.policy);
  return options;
}

const files = caseFiles("jump");

test("every jump case file is read, and every rule of jump.md has its cases", () => {
  assert.equal(files.length, 7);
  assert.ok(files.reduce((n, f) => n + f.cases.length, 0) >= 150);
});

for (const file of files) {
  test("jump: " + file.name, () => {
    const withDocuments = file.cases.filter((item) => item.documents);
    const missing = withDocuments.some((item) => fixtureDocumentTable(file.table, item) === undefined);
    const fresh = missing ? compileDocumentCases(tool(), { table: file.table, cases: withDocuments }) : {};
    const plain = withDocuments.length === file.cases.length ? null : embedded(file.table);
    for (const item of file.cases) {
      const table = item.documents
        ? completeTable(fixtureDocumentTable(file.table, item) ?? fresh[keyOf(documentSource(file.table, item))])
        : /** @type {any} */ (plain);
      // A case with documents reads the link's way as `gen web --document`'s module does; the others as the module
      // written without a document does.
      const plan = item.documents ? jumpWithDocument : jump;
      const label = file.name + "#" + item.id + " [" + item.rule + "] " + JSON.stringify(item.url) + " on " + item.platform;
      if ("error" in item.expect) {
        assert.throws(() => plan(table, item.url, jumpOptions(item)),
          (/** @type {any} */ e) => e instanceof TypeError && e.message.includes(item.expect.error), label);
        continue;
      }
      assert.equal(canonical(plan(table, item.url, jumpOptions(item))), canonical(item.expect), label);
    }
  });
}
