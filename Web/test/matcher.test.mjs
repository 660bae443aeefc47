// The matcher's modules (src/) under node's test runner, against the conformance corpus: every match case (policy
// cases with their source and rules) and every urlFor case.
// Run: npm test in Web/ (the tables are kept compiled in Fixtures/).

import { test } from "node:test";
import assert from "node:assert/strict";
import { match, urlFor } from "../src/matcher.js";
import { canonical, caseFiles, embedded } from "./corpus.mjs";
import { comparable, policyOptions, reduced } from "./outcomes.mjs";

for (const file of caseFiles("match")) {
  const cases = file.cases.filter((item) => item.params === undefined);
  if (!cases.length) continue;
  test("match: " + file.name, () => {
    const table = embedded(file.table);
    for (const item of cases) {
      const answer = match(table, item.url, policyOptions(item));
      const label = file.name + "#" + item.id + " [" + item.rule + "] " + JSON.stringify(item.url);
      assert.notEqual(answer.undetermined, true, label + ": left open: " + answer.reason);
      assert.equal(canonical(reduced(answer, item.expect)), canonical(comparable(item.expect)), label);
    }
  });
}

for (const file of caseFiles("urlFor")) {
  test("urlFor: " + file.name, () => {
    const table = embedded(file.table);
    for (const item of file.cases) {
      const answer = urlFor(table, item.route, item.parameters || {}, { scheme: item.scheme });
      const label = file.name + "#" + item.id + " [" + item.rule + "]";
      assert.deepEqual("url" in answer ? { url: answer.url } : { error: answer.error }, item.expect, label);
    }
  });
}
