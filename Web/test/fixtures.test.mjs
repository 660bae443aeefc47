// The compiled tables kept in Fixtures/ (fixtures.mjs): every table and document case the tests read has one
// (under node alone), and each is what the switchyard tool writes today (where the tool is: scripts/check-js.sh
// and CI), as Conformance/generate.py is checked for its output.

import { test } from "node:test";
import assert from "node:assert/strict";
import { needsTool } from "./corpus.mjs";
import { FIXTURE_FILES, corpusFiles, fixtureDocumentTable, fixtureFileText, fixtureTable } from "./fixtures.mjs";
import { LOCAL_TABLES } from "./local-tables.mjs";
import { buildFixtures } from "./write-fixtures.mjs";

const REGENERATE = ": run `node Web/test/write-fixtures.mjs` (with the switchyard tool built) and commit Fixtures/";

test("every table and document case the tests read has a fixture", () => {
  let tables = 0, documents = 0;
  for (const file of corpusFiles()) {
    if (file.cases.some((c) => c.kind === "match" || c.kind === "urlFor")) {
      assert.notEqual(fixtureTable(file.table), undefined, file.name + "'s table has no fixture" + REGENERATE);
      tables++;
    }
    for (const item of file.cases.filter((c) => c.kind === "document")) {
      assert.notEqual(fixtureDocumentTable(file.table, item), undefined, file.name + "#" + item.id + " has no fixture" + REGENERATE);
      documents++;
    }
  }
  LOCAL_TABLES.forEach((table, index) => assert.notEqual(fixtureTable(table), undefined, "local table " + index + REGENERATE));
  assert.ok(tables > 50 && documents > 150, tables + " tables, " + documents + " document cases");
});

test("the fixtures are what the switchyard tool writes today", { skip: needsTool() }, () => {
  const built = buildFixtures();
  assert.deepEqual(Object.keys(built).sort(), [...FIXTURE_FILES].sort());
  for (const name of FIXTURE_FILES) {
    assert.ok(fixtureFileText(name) === built[name], "Fixtures/" + name + " differs from what the tool writes" + REGENERATE);
  }
});
