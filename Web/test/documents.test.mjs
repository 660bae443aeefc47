// The corpus's document cases (Conformance/cases/document-*.json) against the table `switchyard gen web
// --document` embeds in the module it writes for each case (with the case's documents, keys, handlers and device;
// kept in Fixtures/documents.json, so that this runs under node alone: fixtures.mjs), run by the matcher's modules
// as the module runs it: its arrivals and serial in force compared with the case's, and
// each link's answer read in the corpus's terms as the Swift suite reads a `match --document` line
// (DocumentConformanceTests.outcome), every key compared both ways.

import { test } from "node:test";
import assert from "node:assert/strict";
import { completeTable, matchWithDocument } from "../src/matcher.js";
import { canonical, caseFiles, tool } from "./corpus.mjs";
import { compileDocumentCases, documentSource, fixtureDocumentTable, keyOf } from "./fixtures.mjs";
import { policyOptions } from "./outcomes.mjs";

/**
 * An arrival as the module reports it, in the corpus's terms: a malformed refusal's place and first problem read
 * from its message (`FILE:LINE:COLUMN: MESSAGE`), as DocumentAppRun.refusal reads the app's.
 * @param {{file: string, applied?: number, unchanged?: number, refused?: string, message?: string}} arrival
 */
function arrivalOutcome(arrival) {
  if (arrival.applied !== undefined) return { applied: arrival.applied };
  if (arrival.unchanged !== undefined) return { unchanged: arrival.unchanged };
  /** @type {Record<string, unknown>} */
  const out = { refused: arrival.refused };
  const message = arrival.message || "";
  if (arrival.refused !== "malformed" || !message.startsWith(arrival.file + ":")) return out;
  const place = /^(\d+):(\d+): (.*)$/s.exec(message.slice(arrival.file.length + 1));
  if (place) Object.assign(out, { line: Number(place[1]), column: Number(place[2]), message: place[3] });
  return out;
}

/**
 * A `match --document` answer in the corpus's terms (DocumentConformanceTests.outcome): the route's pattern,
 * handler and name, its scheme as the namespace; `refused` without `why`; `rewrites` without a loop's steps.
 * @param {any} line @returns {Record<string, unknown>}
 */
function linkOutcome(line) {
  /** @type {Record<string, unknown>} */
  const out = { matched: line.matched === true };
  if (line.route) {
    const route = /** @type {Record<string, unknown>} */ ({});
    for (const key of ["pattern", "handler", "name"]) if (key in line.route) route[key] = line.route[key];
    Object.assign(out, { route, namespace: line.route.scheme, parameters: line.parameters, wildcard: line.wildcard });
  }
  for (const key of ["refusal", "intake", "webDestination", "rewrittenTo", "followed", "degrade"]) if (key in line) out[key] = line[key];
  if (line.refused) out.refused = line.refused.map((/** @type {any} */ r) => ({ pattern: r.pattern, scheme: r.scheme }));
  if (line.rewrites && line.refusal !== "rewrite") out.rewrites = line.rewrites;
  return out;
}

const files = caseFiles("document");

test("every document case file is read", () => {
  assert.equal(files.length, 12);
  assert.ok(files.reduce((n, f) => n + f.cases.length, 0) >= 150);
});

for (const file of files) {
  test("documents: " + file.name, () => {
    // A case without a fixture (an edited case) is compiled by the tool, when there is one (fixtures.test.mjs
    // fails on it either way).
    const missing = file.cases.some((item) => fixtureDocumentTable(file.table, item) === undefined);
    const fresh = missing ? compileDocumentCases(tool(), file) : {};
    for (const item of file.cases) {
      const table = completeTable(fixtureDocumentTable(file.table, item) ?? fresh[keyOf(documentSource(file.table, item))]);
      const label = file.name + "#" + item.id + " [" + item.rule + "]";
      const arrivals = table.document ? table.document.documents : [];
      assert.equal(canonical(arrivals.map(arrivalOutcome)), canonical(item.expect.documents), label + ": arrivals");
      assert.equal(table.document ? table.document.serial : null, item.expect.inForce, label + ": in force");
      for (const link of item.expect.links) {
        const options = link.handlerFails ? { ...policyOptions(link), handlerFails: true } : policyOptions(link);
        const answer = matchWithDocument(table, link.url, options);
        const where = label + " " + JSON.stringify(link.url) + (link.source ? " from " + link.source : "");
        assert.notEqual(answer.undetermined, true, where + ": left open: " + answer.reason);
        assert.equal(answer.document, item.expect.inForce, where + ": document");
        const got = linkOutcome(answer);
        // Rewrite steps are compared where a case states them (Conformance/README.md); every other field both ways.
        if (link.expect.rewrites === undefined) delete got.rewrites;
        assert.equal(canonical(got), canonical(link.expect), where);
      }
    }
  });
}
