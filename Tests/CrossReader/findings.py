#!/usr/bin/env python3
"""The differences the fuzzer found, cut down to a table and a link each (findings.json, one per known.py flag it
belongs to), run again through the three readers: prints which still differ and which agree now.

    python3 Tests/CrossReader/findings.py [--swift PATH] [--jar PATH]

Exit status 1 while any still differs. When a finding agrees, its flag can go from known.py and the case stays,
under the old flag's name, as a regression check (and a finding that a written rule decides becomes a conformance
case, Tests/CrossReader/README.md).
"""

import argparse
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import known as known_issues  # noqa: E402
from compare import compare_arrivals, compare_job, compare_load  # noqa: E402
from document_jobs import KEYS  # noqa: E402
from documents import AT, KEY_ID  # noqa: E402
from readers import gen_web, run_all  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def job_for(work, index, finding, swift):
    """A finding's job; one with "documents" (texts read at AT: bare, or with "keyed" envelopes verified with the
    test key) is a document job: `args` are its policy arguments, `options` the web module's."""
    folder = os.path.join(work, "f%02d" % index)
    os.makedirs(folder)
    table = os.path.join(folder, "table.json")
    with open(table, "w", encoding="utf-8") as file:
        json.dump(finding["table"], file)
    documents = []
    for number, text in enumerate(finding.get("documents", []), 1):
        documents.append(os.path.join(folder, "document-%d.json" % number))
        with open(documents[-1], "w", encoding="utf-8") as file:
            file.write(text)
    device = [a for path in documents for a in ("--document", path)] + (["--at", AT] if documents else [])
    if finding.get("keyed"):  # the documents are envelopes signed with the test key conformance-1
        device += ["--key", "%s=%s" % (KEY_ID, os.path.join(KEYS, KEY_ID + ".pub"))]
    module = os.path.join(folder, "routes.mjs")
    loaded = gen_web(swift, table, module, device)[0] == 0
    links = finding.get("links", [])
    with open(os.path.join(folder, "links.txt"), "w", encoding="utf-8", newline="") as file:
        file.write("".join(link + "\n" for link in links))
    with open(os.path.join(folder, "args.json"), "w", encoding="utf-8") as file:
        json.dump(device + finding.get("args", []), file)
    kind = "load" if "load" in finding else "document" if documents else "plain"
    return {"folder": folder, "table": table, "module": module if loaded else None, "options": finding.get("options"),
            "links": links, "kind": kind, "flag": finding["flag"], "documents": documents}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--swift", default=os.environ.get("SWITCHYARD", ".build/debug/switchyard"))
    parser.add_argument("--jar", default="Android/build/switchyard-android-cli.jar")
    parser.add_argument("--work", default=".build-fuzz-readers-findings")
    options = parser.parse_args()
    swift, jar, work = (os.path.abspath(p) for p in (options.swift, options.jar, options.work))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    with open(os.path.join(HERE, "findings.json"), encoding="utf-8") as file:
        findings = json.load(file)
    jobs = [job_for(work, i, finding, swift) for i, finding in enumerate(findings)]
    run_all(swift, jar, jobs, work, 2)
    unmasked = set(known_issues.KNOWN)  # every flag on: nothing masked
    still = 0
    for job in jobs:
        if job["kind"] == "load":
            differences = compare_load(job, unmasked)
        elif job["kind"] == "document":
            differences = compare_arrivals(job, unmasked) or compare_job(job, unmasked)
        else:
            differences = compare_job(job, unmasked)
        still += bool(differences)
        print("%-32s %s" % (job["flag"], "still differs" if differences else "agrees now"))
        for text in differences:
            print("\n".join("    " + line[:300] for line in text.split("\n")))
    print("findings: %d of %d still differ" % (still, len(jobs)))
    return 1 if still else 0


if __name__ == "__main__":
    sys.exit(main())
