// The web module (`switchyard gen web`) over many jobs in one node process, for the cross-reader fuzzer
// (Tests/CrossReader/fuzz.py). Usage: node Tests/CrossReader/web-batch.mjs MANIFEST.json, where the manifest is a
// list of jobs { folder, module, links, options, call }: each job's answers, one JSON line a link (the object `match`
// returns, as `switchyard match` prints it, or with `call` "jump" the plan `jump` returns, as `switchyard jump`
// prints it), go to FOLDER/web.out. A throw out of `match` is written as
// {"thrown": "..."} in the link's place (a finding: match returns refusals, it does not throw). A job with
// `documents` (a module `gen web --document` wrote) also gets the module's arrivals in FOLDER/web.documents.json.

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const jobs = JSON.parse(readFileSync(process.argv[2], "utf8"));
for (const job of jobs) {
  const module = await import(pathToFileURL(job.module).href);
  const lines = job.links.map((/** @type {string} */ link) => {
    try {
      return JSON.stringify(job.call === "jump" ? module.jump(link, job.options) : module.match(link, job.options));
    } catch (error) {
      return JSON.stringify({ thrown: String(error) });
    }
  });
  writeFileSync(job.folder + "/web.out", lines.map((line) => line + "\n").join(""));
  if (job.documents) writeFileSync(job.folder + "/web.documents.json", JSON.stringify(module.documents));
}
