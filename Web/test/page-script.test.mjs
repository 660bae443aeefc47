// The catalogue page's matcher as `switchyard docs` inlines it: dist/catalogue-matcher.js, esbuild's bundle of
// src/matcher.js as one classic script (build.sh), since the page opens from disk, where a browser loads no module.
// It runs strict, as the modules do, declares one global, SwitchyardMatcher, holding matcher.js's exports, and
// answers as the modules do. That the page inlines it as built, and answers as `switchyard match`, the Swift tool's
// tests check (CatalogueScriptSyntaxTests, CatalogueMatcherTests, CatalogueBrowserTests).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as modules from "../src/matcher.js";
import { canonical, caseFiles, embedded } from "./corpus.mjs";
import { policyOptions } from "./outcomes.mjs";

const script = readFileSync(new URL("../dist/catalogue-matcher.js", import.meta.url), "utf8");

/** The script run in a scope of its own, as the page's script element runs it; its SwitchyardMatcher. */
function pageMatcher() { return new Function(script + "\nreturn SwitchyardMatcher;")(); }

test("the page's script is strict and declares only SwitchyardMatcher, holding matcher.js's exports", () => {
  assert.ok(script.startsWith('"use strict";\n'), "the page's script does not start \"use strict\"");
  const globals = [...script.matchAll(/^(?:var|let|const|function|class) ([\w$]+)/gm)].map((found) => found[1]);
  assert.deepEqual(globals, ["SwitchyardMatcher"]);
  assert.deepEqual(Object.keys(pageMatcher()).sort(), Object.keys(modules).sort());
});

test("the page's script answers the corpus's match cases as the modules do", () => {
  const page = pageMatcher();
  let compared = 0;
  for (const file of caseFiles("match")) {
    // A table of its own for each side: the matcher keeps what it derives from a table on it.
    const [mine, theirs] = [embedded(file.table), embedded(file.table)].map((table) => structuredClone(table));
    for (const item of file.cases.filter((c) => c.params === undefined)) {
      const label = file.name + "#" + item.id + " " + JSON.stringify(item.url);
      assert.equal(canonical(page.match(mine, item.url, policyOptions(item))),
        canonical(modules.match(theirs, item.url, policyOptions(item))), label);
      compared += 1;
    }
  }
  assert.ok(compared > 500, "only " + compared + " cases compared");
});
