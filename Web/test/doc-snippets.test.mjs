// Every JavaScript snippet of the docs that imports the module `gen web` writes (Tools.md, OneTable.md) is
// type-checked against the module's declarations with `tsc --strict` (issue #73): as a TypeScript page (.mts)
// and as a `// @ts-check` page (.mjs). The helpers the snippets call (`offerOpenInApp`, …) are declared as a page
// would have them. A snippet the declarations refuse fails with tsc's message.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { needsTool, root, tool } from "./corpus.mjs";

const DOCS = ["Sources/SwitchyardConfig/SwitchyardConfig.docc/Tools.md", "Sources/Switchyard/Switchyard.docc/OneTable.md"];
const HELPERS = "declare function offerOpenInApp(url: string): void;\ndeclare function showOpenInAppBanner(url: string): void;\n";

/** The docs' ```js blocks that import a module `./NAME.mjs`: {doc, index, code, modules}. */
function snippets() {
  return DOCS.flatMap((doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    return Array.from(text.matchAll(/```js\n([\s\S]*?)```/g), (m, index) => ({ doc, index, code: m[1],
      modules: Array.from(m[1].matchAll(/from "\.\/([\w-]+)\.mjs"/g), (i) => i[1]) }))
      .filter((s) => s.modules.length);
  });
}

/** tsc --strict on the files, as a web build that imports the module checks them. @param {string[]} files */
function typecheck(files) {
  const run = spawnSync("tsc", ["--noEmit", "--strict", "--allowJs", "--checkJs", "--module", "node16",
    "--moduleResolution", "node16", "--target", "es2022", "--lib", "es2022,dom", ...files], { encoding: "utf8" });
  assert.ok(run.error === undefined, "tsc is not installed: apt-get install -y node-typescript (.ci/run does)");
  return run;
}

test("the docs hold snippets that use the module", () => {
  assert.ok(snippets().length >= 5, "expected the snippets of Tools.md and OneTable.md, found " + snippets().length);
});

test("every docs snippet that uses the module type-checks with tsc --strict, as TypeScript and as // @ts-check", { skip: needsTool() }, () => {
  const folder = mkdtempSync(join(tmpdir(), "switchyard-snippets-"));
  try {
    const found = snippets(), names = new Set(found.flatMap((s) => s.modules));
    for (const name of names) {
      execFileSync(tool(), ["gen", "web", "--table", join(root, "Examples", "shop.json"), "--output", join(folder, name + ".mjs")],
        { stdio: "pipe" });
    }
    writeFileSync(join(folder, "helpers.d.ts"), HELPERS);
    const files = [join(folder, "helpers.d.ts")];
    found.forEach((s, k) => {
      const base = join(folder, "snippet-" + k + "-" + s.doc.split("/").pop().replace(".md", ""));
      writeFileSync(base + ".mts", s.code + "\nexport {};\n");
      writeFileSync(base + ".mjs", "// @ts-check\n" + s.code + "\nexport {};\n");
      files.push(base + ".mts", base + ".mjs");
    });
    const run = typecheck(files);
    assert.equal(run.status, 0, run.stdout + run.stderr);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

// Issue #79 item 8: a page reads any answer's field on the union `match` returns (`Answer | Undetermined`), as the
// Tools article's prose does (`refused`, `policy`), without a cast; and every member of the union declares every
// field some member has (a field added to one answer only fails here, naming it).
const UNION_PAGE = `import { match } from "./routes.mjs";
const answer = match("https://m.shop.example/product/42.html?from=ad", { source: "web:https://m.shop.example/a" });
const passedOver = (answer.refused ?? []).map((route) => route.pattern + ": " + route.why);
const policy = answer.policy ?? "not applied";
const read = [answer.url, answer.matched, answer.undetermined, answer.reason, answer.route?.pattern, answer.parameters?.id,
  answer.wildcard?.length, answer.rewrittenTo, answer.rewrites?.length, answer.source, answer.followed?.length,
  answer.document, answer.degrade?.to, answer.refusal, answer.intake, answer.webDestination];
console.log(passedOver, policy, read);
`;
const UNION_FIELDS = `import type { MatchedAnswer, RefusedAnswer, Undetermined } from "./routes.mjs";
type Field = keyof MatchedAnswer | keyof RefusedAnswer | keyof Undetermined;
// "declared" where T declares every field, else the fields T lacks (and tsc names them).
type Undeclared<T> = [Exclude<Field, keyof T>] extends [never] ? "declared" : Exclude<Field, keyof T>;
const onMatched: Undeclared<MatchedAnswer> = "declared";
const onRefused: Undeclared<RefusedAnswer> = "declared";
const onUndetermined: Undeclared<Undetermined> = "declared";
console.log(onMatched, onRefused, onUndetermined);
`;

test("a page that reads refused, policy and every other field of match's answer type-checks with tsc --strict", { skip: needsTool() }, () => {
  const folder = mkdtempSync(join(tmpdir(), "switchyard-snippets-"));
  try {
    execFileSync(tool(), ["gen", "web", "--table", join(root, "Examples", "shop.json"), "--output", join(folder, "routes.mjs")],
      { stdio: "pipe" });
    writeFileSync(join(folder, "page.mts"), UNION_PAGE + "export {};\n");
    writeFileSync(join(folder, "page.mjs"), "// @ts-check\n" + UNION_PAGE + "export {};\n");
    writeFileSync(join(folder, "fields.mts"), UNION_FIELDS + "export {};\n");
    const run = typecheck([join(folder, "page.mts"), join(folder, "page.mjs"), join(folder, "fields.mts")]);
    assert.equal(run.status, 0, run.stdout + run.stderr);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("the check refuses a snippet the declarations do not accept", { skip: needsTool() }, () => {
  const folder = mkdtempSync(join(tmpdir(), "switchyard-snippets-"));
  try {
    execFileSync(tool(), ["gen", "web", "--table", join(root, "Examples", "shop.json"), "--output", join(folder, "routes.mjs")],
      { stdio: "pipe" });
    writeFileSync(join(folder, "wrong.mts"), 'import { match } from "./routes.mjs";\nconst a = match("shop://goods/7");\n'
      + "if (!a.matched) { const p: string = a.route.pattern; }\nexport {};\n");
    const run = typecheck([join(folder, "wrong.mts")]);
    assert.notEqual(run.status, 0);
    assert.match(run.stdout, /TS2532|TS18048|TS2339/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
