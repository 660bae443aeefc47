"""The three readers, each run once per job or once for all jobs: the Swift tool's `switchyard match` (one process
a job, links on standard input), the JVM reader's `match` (JvmBatch.java: every job in one JVM) and the module
`switchyard gen web` writes (web-batch.mjs: every job in one node process). A job whose `command` is `jump` asks
each reader for the web page's jump plan instead (`switchyard jump`, the module's `jump`).

A job is a folder holding `links.txt` (one link a line) and `args.json` (the `match` arguments after `--table`);
each reader leaves its answers there: `swift.out`, `jvm.out`, `web.out` (one JSON line a link), with `.err` and
`.rc` beside the first two.
"""

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
HANG_GUARD = 600  # seconds: a reader that takes longer on one job is stopped and the job reported as a hang


def gen_web(swift, table, module, document_args=()):
    """Writes the table's web module (with `--document` and the device's flags, its documents applied); (exit
    status, standard error)."""
    try:
        run = subprocess.run([swift, "gen", "web", "--table", table, "--output", module] + list(document_args),
                             capture_output=True, timeout=HANG_GUARD)
    except subprocess.TimeoutExpired:
        return 124, "gen web did not finish in %d s" % HANG_GUARD
    return run.returncode, run.stderr.decode("utf-8", "replace")


def swift_match(swift, job):
    """`switchyard match` (or the job's `command`, `jump`) for one job, its links on standard input."""
    args = read_json(os.path.join(job["folder"], "args.json"))
    with open(os.path.join(job["folder"], "links.txt"), "rb") as links:
        try:
            run = subprocess.run([swift, job.get("command", "match"), "--table", job["table"]] + args, stdin=links,
                                 capture_output=True,
                                 timeout=HANG_GUARD)
            out, err, status = run.stdout, run.stderr, run.returncode
        except subprocess.TimeoutExpired:
            out, err, status = b"", b"hang: no answer in %d s" % HANG_GUARD, 124
    for name, data in (("swift.out", out), ("swift.err", err), ("swift.rc", str(status).encode())):
        with open(os.path.join(job["folder"], name), "wb") as file:
            file.write(data)


def jvm_batch(jar, jobs, work):
    """Every job through the JVM reader in one JVM; a Popen to wait for."""
    manifest = os.path.join(work, "jvm-manifest.tsv")
    with open(manifest, "w", encoding="utf-8") as file:
        for job in jobs:
            args = read_json(os.path.join(job["folder"], "args.json"))
            fields = [job["folder"], os.path.join(job["folder"], "links.txt"), job.get("command", "match"),
                      "--table", job["table"]] + args
            file.write("\t".join(fields) + "\n")
    log = open(os.path.join(work, "jvm-batch.log"), "wb")
    return subprocess.Popen(["java", "-Xss8m", "-cp", jar, os.path.join(HERE, "JvmBatch.java"), manifest],
                            stdout=log, stderr=subprocess.STDOUT)


def web_batch(jobs, work):
    """Every job with a module through the web module in one node process; a Popen to wait for."""
    entries = []
    for job in jobs:
        if not job.get("module"):
            continue
        links = read_lines(os.path.join(job["folder"], "links.txt"))
        entries.append({"folder": job["folder"], "module": job["module"], "links": links, "call": job.get("command"),
                        "options": job.get("options"), "documents": job["kind"] == "document"})
    manifest = os.path.join(work, "web-manifest.json")
    with open(manifest, "w", encoding="utf-8") as file:
        json.dump(entries, file, ensure_ascii=False)
    log = open(os.path.join(work, "web-batch.log"), "wb")
    return subprocess.Popen(["node", os.path.join(HERE, "web-batch.mjs"), manifest], stdout=log,
                            stderr=subprocess.STDOUT)


def run_all(swift, jar, jobs, work, workers):
    """Runs every job through the three readers: the JVM and node batches beside a pool of Swift processes."""
    jvm = jvm_batch(jar, jobs, work)
    web = web_batch(jobs, work)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(lambda job: swift_match(swift, job), jobs))
    statuses = {}
    for name, process in (("jvm", jvm), ("web", web)):
        try:
            statuses[name] = process.wait(timeout=HANG_GUARD * 4)
        except subprocess.TimeoutExpired:
            process.kill()
            statuses[name] = "hang"
    return statuses


def read_lines(path):
    """The lines of a file (None when there is none)."""
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8", errors="replace", newline="") as file:
        return file.read().split("\n")[:-1]


def read_text(path):
    if not os.path.exists(path):
        return ""
    with open(path, encoding="utf-8", errors="replace") as file:
        return file.read()


def read_json(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)
