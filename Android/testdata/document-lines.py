#!/usr/bin/env python3
"""Records the Swift tool's `switchyard match --document` answers on the corpus's document cases
(Conformance/cases/*.json, `"kind": "document"`), for the JVM tool's DocumentLinesTest to compare with, byte for byte.

Each link of each case is one run, in a folder of its own holding the case's table (`table.json`), its documents in
arrival order (`document-1.json`, ...), its pinned keys (`key-1.pub`, ...), its handler names (`handlers.txt`),
with the case's device and clock and the link's source, policy and `--handler-fails`:

    switchyard match --table table.json --document document-1.json ... [--key ID=key-1.pub ...]
        [--handlers handlers.txt] --app-version V --platform P --user-id U --at NOW [--minimum-serial N]
        [--source S [--restrict R ...] [--deny D ...]] [--handler-fails] -- URL

One JSON line per run goes to document-lines.jsonl: the case (`FILE#ID`), the link's index, `inputs` (the SHA-256
of what the case gives the run besides the table: DocumentLinesTest.inputs computes the same, so that a case
edited after the recording fails until it is recorded again), the arguments, the exit status, standard output and
standard error.

Usage: python3 Android/testdata/document-lines.py PATH/TO/switchyard   (swift build --product switchyard first)
"""

import glob
import hashlib
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "..", "..", "Conformance", "cases")
OUTPUT = os.path.join(HERE, "document-lines.jsonl")


def inputs(case, link):
    """What the run reads besides the table, one item a line (DocumentLinesTest.inputs)."""
    items = [document["text"] for document in case["documents"]]
    items += ["%s=%s" % (key, value) for key, value in sorted(case.get("keys", {}).items())]
    items += case.get("handlers", [])
    context = case.get("context", {})
    items += ["%s=%s" % (key, context[key]) for key in sorted(context)]
    policy = link.get("policy", {})
    items += [link["url"], link.get("source", ""), "restrict=" + ",".join(policy.get("restrict", [])),
              "deny=" + ",".join(policy.get("deny", [])), str(link.get("handlerFails", False)).lower()]
    return hashlib.sha256("\n".join(str(item) for item in items).encode("utf-8")).hexdigest()


def arguments(case, link):
    """The command line of one link's run, its files named relative to the run's folder."""
    args = ["match", "--table", "table.json"]
    for index, _ in enumerate(case["documents"]):
        args += ["--document", "document-%d.json" % (index + 1)]
    for index, key in enumerate(sorted(case.get("keys", {}))):
        args += ["--key", "%s=key-%d.pub" % (key, index + 1)]
    if "handlers" in case:
        args += ["--handlers", "handlers.txt"]
    context = case.get("context", {})
    for key, flag in (("appVersion", "--app-version"), ("platform", "--platform"), ("userId", "--user-id"),
                      ("now", "--at"), ("minimumSerial", "--minimum-serial")):
        if key in context:
            args += [flag, str(context[key])]
    if "source" in link:
        args += ["--source", link["source"]]
        for rule in link.get("policy", {}).get("restrict", []):
            args += ["--restrict", rule]
        for rule in link.get("policy", {}).get("deny", []):
            args += ["--deny", rule]
    if link.get("handlerFails"):
        args.append("--handler-fails")
    return args + ["--", link["url"]]


def write_files(folder, table, case):
    with open(os.path.join(folder, "table.json"), "w", encoding="utf-8") as file:
        json.dump(table, file, ensure_ascii=False)
    for index, document in enumerate(case["documents"]):
        with open(os.path.join(folder, "document-%d.json" % (index + 1)), "w", encoding="utf-8", newline="") as file:
            file.write(document["text"])
    for index, key in enumerate(sorted(case.get("keys", {}))):
        with open(os.path.join(folder, "key-%d.pub" % (index + 1)), "w", encoding="utf-8") as file:
            file.write(case["keys"][key] + "\n")
    if "handlers" in case:
        with open(os.path.join(folder, "handlers.txt"), "w", encoding="utf-8") as file:
            file.write("".join(name + "\n" for name in case["handlers"]))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    tool = os.path.abspath(sys.argv[1])
    lines = []
    for path in sorted(glob.glob(os.path.join(CASES, "*.json"))):
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as file:
            corpus = json.load(file)
        for case in corpus["cases"]:
            if case.get("kind") != "document":
                continue
            for index, link in enumerate(case["expect"]["links"]):
                with tempfile.TemporaryDirectory() as folder:
                    write_files(folder, corpus["table"], case)
                    args = arguments(case, link)
                    run = subprocess.run([tool] + args, cwd=folder, capture_output=True, timeout=60)
                lines.append(json.dumps({
                    "case": "%s#%s" % (name, case["id"]), "link": index, "inputs": inputs(case, link),
                    "args": args, "status": run.returncode, "stdout": run.stdout.decode("utf-8"),
                    "stderr": run.stderr.decode("utf-8")}, ensure_ascii=False))
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write("".join(line + "\n" for line in lines))
    print("document-lines.py: %d runs recorded in %s" % (len(lines), OUTPUT))


if __name__ == "__main__":
    main()
