// The corpus's document cases (Conformance/cases/document-*.json) against the module `switchyard gen web
// --document` writes: for each case, one module built with the case's documents, keys, handlers and device
// (one `gen web --batch` run per case file), its arrivals and serial in force compared with the case's, and
// each link's answer read in the corpus's terms as the Swift suite reads a `match --document` line
// (DocumentConformanceTests.outcome), every key compared both ways.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { canonical, caseFiles, tool } from "./corpus.mjs";
import { policyOptions } from "./outcomes.mjs";

/**
 * A case's `gen web` options: its documents, keys and handlers written as files in `folder`, its device.
 * @param {any} item @param {string} folder @returns {string[]}
 */
function options(item, folder) {
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
  test("documents: " + file.name, async () => {
    const work = mkdtempSync(join(tmpdir(), "switchyard-documents-"));
    try {
      writeFileSync(join(work, "table.json"), JSON.stringify(file.table));
      const folders = file.cases.map((_, index) => join(work, "case-" + (index + 1)));
      const batch = file.cases.map((item, index) => JSON.stringify(options(item, folders[index]))).join("\n");
      execFileSync(tool(), ["gen", "web", "--table", join(work, "table.json"), "--batch", "-"],
        { input: batch, stdio: ["pipe", "pipe", "pipe"] });
      for (const [index, item] of file.cases.entries()) {
        const module = await import(pathToFileURL(join(folders[index], "routes.mjs")).href);
        const label = file.name + "#" + item.id + " [" + item.rule + "]";
        assert.equal(canonical(module.documents.map(arrivalOutcome)), canonical(item.expect.documents), label + ": arrivals");
        assert.equal(module.documentInForce, item.expect.inForce, label + ": in force");
        for (const link of item.expect.links) {
          const options = link.handlerFails ? { ...policyOptions(link), handlerFails: true } : policyOptions(link);
          const answer = module.match(link.url, options);
          const where = label + " " + JSON.stringify(link.url) + (link.source ? " from " + link.source : "");
          assert.notEqual(answer.undetermined, true, where + ": left open: " + answer.reason);
          assert.equal(answer.document, item.expect.inForce, where + ": document");
          const got = linkOutcome(answer);
          // Rewrite steps are compared where a case states them (Conformance/README.md); every other field both ways.
          if (link.expect.rewrites === undefined) delete got.rewrites;
          assert.equal(canonical(got), canonical(link.expect), where);
        }
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
}
