// What a match costs at N routes (default 1,000): a table like an app's (ten sections of N/10 routes, literal
// and typed segments, a few with query conditions), matched against URLs that hit and miss. Prints the mean
// time per match; a measurement to quote in the docs, not a test (timings vary from run to run).
// Run: node Tests/JavaScript/bench.mjs [N]   (needs the switchyard tool, as the tests do)

import { match } from "../../Sources/SwitchyardTool/Catalogue/PageAssets/matcher.js";
import { embedded } from "./corpus.mjs";

const count = Number(process.argv[2] || 1000);
const routes = [];
for (let k = 0; k < count; k++) {
  const section = "s" + (k % 10), kind = k % 4;
  const pattern = kind === 0 ? "/" + section + "/item" + k + "/:id"
    : kind === 1 ? "/" + section + "/<int:n>/page" + k
      : kind === 2 ? "/area" + k + "/:a/:b" : "/" + section + "/x" + k + "/*rest";
  routes.push({ pattern, handler: "handler" + k, name: "route" + k, ...(k % 50 === 0 ? { query: { q: true } } : {}) });
}
const table = embedded({ routes });
const urls = [];
for (let k = 0; k < count; k += 7) {
  const section = "s" + (k % 10);
  urls.push("app://" + section + "/item" + k + "/7", "app://area" + k + "/a/b", "app://nowhere/" + k, "/" + section + "/12/page" + k);
}
for (const url of urls.slice(0, 50)) match(table, url);
const rounds = Math.max(1, Math.round(20000 / urls.length));
const start = process.hrtime.bigint();
for (let r = 0; r < rounds; r++) for (const url of urls) match(table, url);
const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
const matched = urls.filter((url) => match(table, url).matched).length;
console.log(count + " routes: " + (elapsed / (rounds * urls.length)).toFixed(4) + " ms a match (" + rounds * urls.length
  + " matches, " + matched + " of " + urls.length + " URLs match); the table embeds in "
  + JSON.stringify(table).length + " bytes");
