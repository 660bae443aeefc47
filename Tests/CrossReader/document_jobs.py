"""A table's document job (issue #71): its documents written and signed (`switchyard sign` with the test keys in
Conformance/keys), its web module written with them (`switchyard gen web --document`, which applies them as `match
--document` does), and the job: `match --table T --document D... [--key] DEVICE [--source ...]` on the Swift tool
and the JVM, the module's `match(link, { source, restrict, deny })` under node.

Everything goes to tNNNN/document/: document-K.json (as it arrives), document-K.bare.json (before signing),
routes.mjs, and the job's links, arguments and answers; web.documents.json holds the module's arrivals.
"""

import json
import os
import subprocess

from documents import KEY_ID, damaged
from readers import HANG_GUARD

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KEYS = os.path.join(ROOT, "Conformance", "keys")


def sign(swift, bare, output, key_file):
    """`switchyard sign` under conformance-1's id; the envelope's text, or None when sign refuses the document."""
    try:
        run = subprocess.run([swift, "sign", "--key", key_file, "--key-id", KEY_ID, "--output", output, bare],
                             capture_output=True, timeout=HANG_GUARD)
    except subprocess.TimeoutExpired:
        return None
    if run.returncode != 0:
        return None
    with open(output, encoding="utf-8") as file:
        return file.read()


def arriving(swift, folder, index, spec):
    """Writes document `index` as it arrives: signed (maybe damaged) or bare. Its path."""
    bare = os.path.join(folder, "document-%d.bare.json" % index)
    path = os.path.join(folder, "document-%d.json" % index)
    with open(bare, "w", encoding="utf-8") as file:
        file.write(spec["text"])
    text = spec["text"]
    if spec["sign"]:
        key = "conformance-2" if spec["damage"] == "other" else KEY_ID
        envelope = sign(swift, bare, path, os.path.join(KEYS, key + ".key"))
        if envelope is not None:  # else the bare text arrives where a signed one is due: `unsigned`
            text = damaged(envelope, spec["damage"]) if spec["damage"] else envelope
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return path


def prepare(swift, item):
    """Writes, signs and builds the web module of a loaded table's documents; sets item["document_job"]."""
    spec = item.get("documents")
    if spec is None or item.get("module") is None:
        return
    folder = os.path.join(item["folder"], "document")
    os.makedirs(folder)
    paths = [arriving(swift, folder, i + 1, doc) for i, doc in enumerate(spec["documents"])]
    arguments = [a for path in paths for a in ("--document", path)]
    if spec["keyed"]:
        arguments += ["--key", "%s=%s" % (KEY_ID, os.path.join(KEYS, KEY_ID + ".pub"))]
    arguments += spec["device"]
    table = os.path.join(item["folder"], "table.json")
    module = os.path.join(folder, "routes.mjs")
    try:
        run = subprocess.run([swift, "gen", "web", "--table", table, "--output", module] + arguments,
                             capture_output=True, timeout=HANG_GUARD)
        error = None if run.returncode == 0 else "gen web --document ended with status %s: %s" % (
            run.returncode, run.stderr.decode("utf-8", "replace")[:500])
    except subprocess.TimeoutExpired:
        error = "gen web --document did not finish in %d s" % HANG_GUARD
    policy_args, options = spec["policy"]
    with open(os.path.join(folder, "links.txt"), "w", encoding="utf-8", newline="") as file:
        file.write("".join(link + "\n" for link in spec["links"]))
    with open(os.path.join(folder, "args.json"), "w", encoding="utf-8") as file:
        json.dump(arguments + policy_args, file)
    item["document_job"] = {"folder": folder, "table": table, "module": None if error else module,
                            "options": options, "links": spec["links"], "kind": "document", "documents": paths,
                            "gen_web": error}
