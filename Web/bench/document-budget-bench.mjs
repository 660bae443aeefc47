// What a routing document costs the web preview (issue 71 item 9; DynamicRouting, "A document's budget"): the red
// team's shapes (a 1 MiB document of regex rewrites, 10,351 routes of 8 optional groups) and the worst document the
// budget accepts, built from the recipes of Benchmarks/README.md ("A document's budget"), applied by `switchyard gen
// web --document` and matched by the module with 16 KB links. Prints the time `gen web` took (the tool reads,
// checks and applies the document; process start included; wall time) and the median time per link, its whole way
// (every leg; ADR 0057), the process's CPU time, which other load on the machine changes least. A measurement, not a test.
// Run: node Web/bench/document-budget-bench.mjs [--quick] [SHAPE]   (SHAPE: 0 to 8, one shape only)   (needs the switchyard tool, as the tests do)

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tool } from "../test/corpus.mjs";

const rounds = process.argv.includes("--quick") ? 1 : 7;
const only = process.argv.find((argument) => /^[0-9]$/.test(argument));
const LINK = 16384 - 16;

/** A regex of 16 named groups of [a-z]* and `extra` more [a-z]*, after the literal beginning https://a.example/x0/. */
function regex(extra) {
  let source = "^https://a\\.example/x0/";
  for (let g = 0; g < 16; g++) source += "(?<g" + g + ">[a-z]*)";
  return source + "[a-z]*".repeat(extra) + "$";
}

function groupsRoute(k) {
  return { pattern: "shop://r" + k + "(/s0)(/s1)(/s2)(/s3)(/s4)(/s5)(/s6)(/s7)", handler: "goods" };
}

function redTeamRegex() {
  const rule = JSON.stringify({ regex: regex(0), to: "shop://goods/{g0}" });
  const rules = [];
  let size = '{"format":1,"serial":1,"rewrites":[]}'.length;
  while (size + rule.length + 1 <= 1 << 20) { rules.push(rule); size += rule.length + 1; }
  return '{"format":1,"serial":1,"rewrites":[' + rules.join(",") + "]}";
}

function redTeamGroups() {
  return JSON.stringify({ format: 1, serial: 1, routes: Array.from({ length: 10351 }, (_, k) => groupsRoute(k)) });
}

function worstAccepted(chain) {
  const rewrites = [{ regex: regex(31), to: chain ? "https://a.example/x0/{g0}a" : "shop://goods/{g0}" }];
  for (let k = 0; k < 1943; k++) rewrites.push({ from: "https://a.example/p" + k + "/:id", to: "shop://goods/{id}" });
  return JSON.stringify({ format: 1, serial: 1, rewrites, routes: Array.from({ length: 56 }, (_, k) => groupsRoute(k)) });
}

/** The worst accepted over 9 legs: the regex rule, 1,942 pattern rewrites, a redirect /x0/:id → /x0/{id}b, the routes. */
function worstLegs() {
  const rewrites = [{ regex: regex(31), to: "shop://goods/{g0}" }];
  for (let k = 0; k < 1942; k++) rewrites.push({ from: "https://a.example/p" + k + "/:id", to: "shop://goods/{id}" });
  const redirects = [{ from: "https://a.example/x0/:id", to: "https://a.example/x0/{id}b" }];
  return JSON.stringify({ format: 1, serial: 1, rewrites, redirects, routes: Array.from({ length: 56 }, (_, k) => groupsRoute(k)) });
}

/** Pattern rules only: /xK/:id → /x(K+1)/{id} for K from 0 to 7 and a redirect /x8/:id → /x0/{id}b: 9 legs of 8 rewrites. */
function patternLegs() {
  const rewrites = Array.from({ length: 8 }, (_, k) => ({ from: "https://a.example/x" + k + "/:id", to: "https://a.example/x" + (k + 1) + "/{id}" }));
  return JSON.stringify({ format: 1, serial: 1, rewrites, redirects: [{ from: "https://a.example/x8/:id", to: "https://a.example/x0/{id}b" }] });
}

/**
 * Through capture regexes: a rewrite /x0/:id → shop://cap/{id}, three routes shop://cap/:id([a-z]*…x) of weight 16
 * (48), 1,942 pattern rewrites and routes of 256 readings; with `legs`, a redirect shop://cap/:id → /x0/{id}b, so a
 * link no route takes comes round (the allowance stops it at the second leg's match).
 */
function captureRoutes(legs) {
  const rewrites = [{ from: "https://a.example/x0/:id", to: "shop://cap/{id}" }];
  for (let k = 0; k < 1942; k++) rewrites.push({ from: "https://a.example/p" + k + "/:id", to: "shop://goods/{id}" });
  const captures = ["c", "d", "a"].map((last) => ({ pattern: "shop://cap/:id(" + "[a-z]*".repeat(14) + last + ")", handler: "goods" }));
  const routes = captures.concat(Array.from({ length: legs ? 53 : 54 }, (_, k) => groupsRoute(k)));
  const document = { format: 1, serial: 1, rewrites, routes };
  if (legs) document.redirects = [{ from: "shop://cap/:id", to: "https://a.example/x0/{id}b" }];
  return JSON.stringify(document);
}

/** One capture regex of weight 48 after a capture in its segment: shop://mix/:a-:z([a-z-]* x 46, q), links of `a-`. */
function captureInMixedSegment() {
  const routes = [{ pattern: "shop://mix/:a-:z(" + "[a-z-]*".repeat(46) + "q)", handler: "goods" }];
  return JSON.stringify({ format: 1, serial: 1, rewrites: [{ from: "https://a.example/x0/:id", to: "shop://mix/{id}" }], routes });
}

const prefix = "https://a.example/x0/";
const as = "a".repeat(LINK - prefix.length - 1);
const links = [prefix + as + "!", prefix + as + "a"];
const dashes = "a-".repeat((LINK - prefix.length) / 2);
const mixedLinks = [prefix + dashes + "!", prefix + dashes + "q"];

/** What a link's answer says, in a few words. @param {any} answer */
function said(answer) {
  if (answer.matched) return "opened after " + (answer.followed ? answer.followed.length : 0) + " redirects";
  return String(answer.reason).replace(/^\S+: /, "").slice(0, 90);
}

/** @param {any} module @param {string} link */
function median(module, link) {
  for (let warm = 0; warm < 3; warm++) module.match(link);
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.cpuUsage();
    module.match(link);
    const spent = process.cpuUsage(start);
    times.push((spent.user + spent.system) / 1e3);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)];
}

const work = mkdtempSync(join(tmpdir(), "switchyard-budget-"));
try {
  writeFileSync(join(work, "table.json"), JSON.stringify({ routes: [{ pattern: "shop://goods/:id", handler: "goods" }] }));
  console.log("shape                                   bytes   gen web ms  outcome     link ms (no match)  link ms (match)");
  const shapes = [["red team: 1 MiB of regex rewrites", redTeamRegex()], ["red team: 10,351 routes x 8 groups", redTeamGroups()],
    ["worst accepted: one pass", worstAccepted(false)], ["worst accepted: a chain of 8", worstAccepted(true)],
    ["worst accepted: 9 legs", worstLegs()], ["pattern rules: 9 legs x 8 rewrites", patternLegs()],
    ["capture regexes: one pass", captureRoutes(false)], ["capture regexes: 9 legs", captureRoutes(true)],
    ["capture regex in a mixed segment", captureInMixedSegment()]];
  for (const [index, [name, text]] of shapes.entries()) {
    if (only !== undefined && String(index) !== only) continue;
    const document = join(work, "document-" + index + ".json"), output = join(work, "routes-" + index + ".mjs");
    writeFileSync(document, text);
    const start = process.hrtime.bigint();
    execFileSync(tool(), ["gen", "web", "--table", join(work, "table.json"), "--document", document, "--output", output],
      { stdio: "pipe" });
    const generation = Number(process.hrtime.bigint() - start) / 1e6;
    const module = await import(pathToFileURL(output).href);
    const arrival = module.documents[0];
    const outcome = arrival.applied !== undefined ? "applied" : "refused";
    const shapeLinks = name.endsWith("mixed segment") ? mixedLinks : links;
    const times = shapeLinks.map((link) => median(module, link));
    console.log(name.padEnd(38) + String(text.length).padStart(9) + generation.toFixed(0).padStart(12) + "  "
      + outcome.padEnd(10) + times[0].toFixed(2).padStart(12) + times[1].toFixed(2).padStart(19));
    if (arrival.message) console.log("    " + arrival.message.slice(0, 160));
    else console.log("    links: " + shapeLinks.map((link) => said(module.match(link))).join("; "));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
