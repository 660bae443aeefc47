#!/usr/bin/env python3
"""The differential fuzzer across the readers (issue #64): random route tables from the grammar and random and
mutated links, through the Swift tool's `switchyard match`, the JVM reader's and the web module `switchyard gen
web` writes (under node). Every answer field is compared; any difference fails the run and is printed with its
table file, its link and the three answers.

    python3 Tests/CrossReader/fuzz.py --seed 1 --count 200          (scripts/fuzz-readers.sh 1 200)

Table i of a seed is made from its own random stream ("SEED/i"), so `--only i` remakes exactly that table and its
links. Everything is written under --work (default .build-fuzz-readers/, git-ignored): table i is
tNNNN/table.json, its web module tNNNN/routes.mjs, and each job's links and answers tNNNN/plain/ (no source) and
tNNNN/source/ (a --source, with --restrict and --deny rules).
"""

import argparse
import json
import os
import random
import re
import shutil
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jumps  # noqa: E402
import known as known_issues  # noqa: E402
from compare import compare_arrivals, compare_job, compare_load  # noqa: E402
from document_jobs import prepare as prepare_documents  # noqa: E402
from documents import document_policy, make_documents  # noqa: E402
from links import links_for  # noqa: E402
from readers import gen_web, run_all  # noqa: E402
from tables import SOURCES, TAGS, make_table, entry_lines, write_table  # noqa: E402

REPAIRS = 6  # a table that does not load loses the route its error names, up to this many times


def policy_arguments(rng):
    """A source and the app's rules: the `match` arguments, and the web module's options."""
    source = rng.choice(SOURCES)
    args, options = ["--source", source], {"source": source}
    if rng.random() < 0.4:
        rule = "%s=%s" % (rng.choice(TAGS), ",".join(rng.sample(["in-app", "push", "universal-link", "web"], 2)))
        args += ["--restrict", rule]
        options["restrict"] = [rule]
    if rng.random() < 0.2:
        denied = rng.choice(["push", "web", "other-app:com.example.partner", "web:https://evil.example"])
        args += ["--deny", denied]
        options["deny"] = [denied]
    return args, options


def make_folder(work, index, rng, known, links_per_table, document_rng=None):
    """Table `index`, its links and its policy; with `document_rng` (its own stream, so that the table and links
    are those of a run without documents), its documents too."""
    folder = os.path.join(work, "t%04d" % index)
    os.makedirs(folder)
    table, shapes, rewrites = make_table(rng, known)
    links = links_for(rng, known, table, shapes, rewrites, links_per_table)
    policy = policy_arguments(rng)
    # The app's identities and a jump job's arguments, from a stream of their own (jumps.py).
    jump_rng = random.Random("%s/jump" % rng.random())
    table.setdefault("options", {})["apps"] = jumps.apps(jump_rng)
    item = {"index": index, "folder": folder, "table": table, "links": links, "policy": policy,
            "jump": jumps.arguments(jump_rng)}
    if document_rng is not None:
        item["documents"] = make_documents(document_rng, known, table, shapes, links)
        if item["documents"] is not None:
            item["documents"]["policy"] = document_policy(policy, item["documents"]["with_source"], known)
    return item


def load(swift, item):
    """Writes the table and its module; a table that does not load loses the route its error names and is tried
    again. Returns the load failures seen (each kept as tNNNN/load-K.json for the JVM's diagnostic)."""
    failures = []
    table = item["table"]
    for attempt in range(REPAIRS + 1):
        path = os.path.join(item["folder"], "table.json")
        with open(path, "w", encoding="utf-8") as file:
            file.write(write_table(table))
        status, err = gen_web(swift, path, os.path.join(item["folder"], "routes.mjs"))
        if status == 0:
            item["table"], item["module"] = table, os.path.join(item["folder"], "routes.mjs")
            return failures
        kept = os.path.join(item["folder"], "load-%d.json" % attempt)
        shutil.copy(path, kept)
        failures.append(kept)
        found = re.search(r"table\.json:(\d+):\d+: error:", err)  # not a warning's place
        entry = entry_lines(table).get(int(found.group(1))) if found else None
        if entry is None or attempt == REPAIRS:
            item["module"] = None
            return failures
        key, index = entry  # the route or rewrite the error names goes (a document may still name it)
        table = dict(table, **{key: [r for i, r in enumerate(table[key]) if i != index]})
        if not table.get("rewrites", True):
            del table["rewrites"]
    return failures


def jobs_of(item):
    jobs = [item["document_job"]] if item.get("document_job") else []
    if item.get("module") is None:
        return jobs
    for name, args, options in (("plain", [], None), ("source",) + item["policy"], ("jump",) + item["jump"]):
        folder = os.path.join(item["folder"], name)
        os.makedirs(folder)
        with open(os.path.join(folder, "links.txt"), "w", encoding="utf-8", newline="") as file:
            file.write("".join(link + "\n" for link in item["links"]))
        with open(os.path.join(folder, "args.json"), "w", encoding="utf-8") as file:
            json.dump(args, file)
        jobs.append({"folder": folder, "table": os.path.join(item["folder"], "table.json"), "module": item["module"],
                     "options": options, "links": item["links"], "kind": name,
                     "command": "jump" if name == "jump" else "match"})
    return jobs


def load_jobs(failures):
    """A job per table that did not load: the JVM must refuse it with Swift's diagnostic."""
    jobs = []
    for path in failures:
        folder = path[:-len(".json")]
        os.makedirs(folder)
        open(os.path.join(folder, "links.txt"), "w").close()
        with open(os.path.join(folder, "args.json"), "w") as file:
            json.dump([], file)
        jobs.append({"folder": folder, "table": path, "module": None, "options": None, "links": [], "kind": "load"})
    return jobs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=200, help="tables")
    parser.add_argument("--links", type=int, default=50, help="links per table")
    parser.add_argument("--documents", type=int, help="the first N tables also carry routing documents "
                        "(default: a quarter of --count)")
    parser.add_argument("--only", type=int, help="make and run table ONLY of the seed alone")
    parser.add_argument("--swift", default=os.environ.get("SWITCHYARD", ".build/debug/switchyard"))
    parser.add_argument("--jar", default="Android/build/switchyard-android-cli.jar")
    parser.add_argument("--work", default=".build-fuzz-readers")
    parser.add_argument("--workers", type=int, default=2, help="Swift processes at a time")
    parser.add_argument("--include-known", default=os.environ.get("SWITCHYARD_FUZZ_KNOWN", ""),
                        help="known differences to generate anyway: all, or names from known.py")
    parser.add_argument("--show", type=int, default=10, help="differences printed in full (all are in the log)")
    options = parser.parse_args()
    known = known_issues.parse(options.include_known)
    swift, jar, work = (os.path.abspath(p) for p in (options.swift, options.jar, options.work))
    started = time.time()
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    indexes = [options.only] if options.only is not None else range(options.count)
    documents = options.count // 4 if options.documents is None else options.documents
    items = [make_folder(work, i, random.Random("%d/%d" % (options.seed, i)), known, options.links,
                         random.Random("%d/%d/documents" % (options.seed, i)) if i < documents else None)
             for i in indexes]
    with ThreadPoolExecutor(max_workers=options.workers) as pool:
        failures = [path for found in pool.map(lambda item: load(swift, item), items) for path in found]
        list(pool.map(lambda item: prepare_documents(swift, item), items))
    jobs = [job for item in items for job in jobs_of(item)] + load_jobs(failures)
    statuses = run_all(swift, jar, jobs, work, options.workers)
    differences = [d for job in jobs for d in compare(job, known)]
    for name, status in statuses.items():
        if status != 0:
            differences.append("the %s batch ended with status %s: see %s/%s-batch.log" % (name, status, work, name))
    report(options, items, jobs, differences, known, work, time.time() - started)
    return 1 if differences else 0


def compare(job, known):
    if job["kind"] == "load":
        return compare_load(job, known)
    if job["kind"] == "document":  # links are compared once the documents arrived alike
        return compare_arrivals(job, known) or compare_job(job, known)
    return compare_job(job, known)


def shortened(text, limit=300):
    """`text` with each line cut to `limit` characters (the whole of it is in differences.txt)."""
    return "\n".join(line if len(line) <= limit else line[:limit] + " … (%d characters)" % len(line)
                     for line in text.split("\n"))


def report(options, items, jobs, differences, known, work, seconds):
    answers = sum(len(job["links"]) for job in jobs if job["kind"] != "load")
    with open(os.path.join(work, "differences.txt"), "w", encoding="utf-8") as file:
        file.write("\n\n".join(differences) + ("\n" if differences else ""))
    for text in differences[:options.show]:
        print(shortened(text) + "\n")
    loaded = sum(1 for item in items if item.get("module"))
    links = sum(len(item["links"]) for item in items if item.get("module"))
    documents = [job for job in jobs if job["kind"] == "document"]
    print("fuzz-readers: seed %d, %d tables (%d loaded, %d load refusals compared, %d with documents: %d documents, "
          "%d links), %d links without and with a source: %d answers from each of 3 readers, %d differences, "
          "%.0f s" % (options.seed, len(items), loaded, sum(1 for j in jobs if j["kind"] == "load"), len(documents),
                      sum(len(job["documents"]) for job in documents), sum(len(job["links"]) for job in documents),
                      links, answers, len(differences), seconds))
    print("known differences generated: %s" % (", ".join(sorted(known)) or "none (see Tests/CrossReader/known.py)"))
    if differences:
        print("all %d differences: %s/differences.txt; remake one table alone with --only N" % (len(differences), work))


if __name__ == "__main__":
    sys.exit(main())
