"""Compares the three readers' answers of a job, field by field, and writes each difference with its table, its
link and the three answers."""

import json
import os
import shlex

from masks import masked
from readers import read_json, read_lines, read_text

READERS = ("swift", "jvm", "web")


def parsed(line):
    if line is None:
        return {"missing": "no answer"}
    try:
        return json.loads(line)
    except ValueError:
        return {"unreadable": line}


def differing_fields(answers):
    keys = sorted(set().union(*(a.keys() for a in answers.values())))
    return [k for k in keys if len({json.dumps(a.get(k), sort_keys=True) for a in answers.values()}) > 1]


def describe(job, title, link, answers, fields):
    table = read_text(job["table"])
    args = read_json(os.path.join(job["folder"], "args.json"))
    lines = ["DIFFERENCE: %s" % title,
             "  table %s:" % job["table"]] + ["    " + line for line in table.rstrip("\n").split("\n")]
    for path in job.get("documents", []):
        lines.append("  document %s:" % path)
        lines.append("    " + read_text(path).rstrip("\n"))
        bare = path[:-len(".json")] + ".bare.json"
        if read_text(bare).strip() and read_text(bare).strip() != read_text(path).strip():
            lines.append("    (signed from %s: %s)" % (bare, read_text(bare).strip()))
    if link is not None:
        lines.append("  link: %s" % json.dumps(link, ensure_ascii=True))
    if job.get("options"):
        lines.append("  %s arguments: %s (web module options %s)" % (
            job.get("command", "match"), " ".join(args), json.dumps(job["options"])))
    for name in READERS:
        if name in answers:
            lines.append("  %-5s %s" % (name + ":", json.dumps(answers[name], ensure_ascii=True, sort_keys=True)))
    if fields:
        lines.append("  fields that differ: %s" % ", ".join(fields))
    if job.get("documents") and not job.get("options"):
        lines.append("  match arguments: %s" % " ".join(args))
    if link is not None and "\n" not in link:
        lines.append("  again: printf '%%s\\n' %s | switchyard %s --table %s %s" % (
            shlex.quote(link), job.get("command", "match"), shlex.quote(job["table"]),
            " ".join(shlex.quote(a) for a in args)))
    return "\n".join(lines)


def compare_job(job, known):
    """The differences of one job: exit statuses, then each link's three answers (less the masked known ones)."""
    folder = job["folder"]
    status = {name: read_text(os.path.join(folder, name + ".rc")).strip() for name in ("swift", "jvm")}
    if status["swift"] != "0" or status["jvm"] != "0":
        answers = {name: {"exit": status[name], "stderr": read_text(os.path.join(folder, name + ".err"))[:2000]}
                   for name in ("swift", "jvm")}
        return [describe(job, "%s: exit status differs or is not 0" % folder, None, answers, ["exit"])]
    outputs = {name: read_lines(os.path.join(folder, name + ".out")) for name in READERS}
    differences = []
    for name, lines in outputs.items():
        if lines is None or len(lines) != len(job["links"]):
            differences.append("DIFFERENCE: %s: the %s reader gave %s answers for %d links (%s)" % (
                folder, name, "no" if lines is None else len(lines), len(job["links"]),
                read_text(os.path.join(folder, name + ".err"))[:500]))
    for index, link in enumerate(job["links"]):
        answers = {name: parsed(lines[index] if lines is not None and index < len(lines) else None)
                   for name, lines in outputs.items()}
        fields = differing_fields(masked(job, answers, known))
        if fields:
            differences.append(describe(job, "%s link %d" % (folder, index + 1), link, answers, fields))
    return differences


def error_line(text):
    """The first diagnostic line of a reader's standard error."""
    for line in text.split("\n"):
        if ": error:" in line:
            return line.strip()
    return text.strip().split("\n")[0] if text.strip() else ""


def compare_load(job, known):
    """A table Swift refuses: the JVM must refuse it too, with the same status and diagnostic."""
    folder = job["folder"]
    jvm = {"exit": read_text(os.path.join(folder, "jvm.rc")).strip(),
           "error": error_line(read_text(os.path.join(folder, "jvm.err")))}
    swift = {"exit": read_text(os.path.join(folder, "swift.rc")).strip(),
             "error": error_line(read_text(os.path.join(folder, "swift.err")))}
    if swift != jvm:
        answers = {"swift": swift, "jvm": jvm}
        return [describe(job, "%s: the table's load refusal differs" % folder, None, answers,
                         differing_fields(answers))]
    return []


def arrival_lines(text, paths):
    """A reader's line for each document that arrived (`FILE: applied document N`, `FILE: refused (CODE): …`)."""
    return [line for line in text.split("\n") if any(line.startswith(path + ":") for path in paths)]


def web_arrival(arrival, path):
    """The module's arrival (`documents` of `gen web --document`) as `match --document` prints it, named by `path`
    (the module names the file as gen web was given it, relative to where it ran or to the module)."""
    given, message = arrival["file"], arrival.get("message", "")
    if message.startswith(given + ":"):
        message = path + message[len(given):]
    if "applied" in arrival:
        return "%s: applied document %s" % (path, arrival["applied"])
    if "unchanged" in arrival:
        return "%s: document %s is already in force" % (path, arrival["unchanged"])
    return "%s: refused (%s): %s" % (path, arrival.get("refused"), message)


def compare_arrivals(job, known):
    """A document job's arrivals: each document applied, unchanged or refused (code and located message) alike by
    the Swift tool, the JVM and the module `gen web --document` wrote."""
    folder, paths = job["folder"], job["documents"]
    answers = {name: {"documents": arrival_lines(read_text(os.path.join(folder, name + ".err")), paths)}
               for name in ("swift", "jvm")}
    if job.get("gen_web"):
        answers["web"] = {"documents": job["gen_web"]}
    else:
        written = read_text(os.path.join(folder, "web.documents.json"))
        arrivals = json.loads(written) if written else []
        answers["web"] = {"documents": [web_arrival(a, paths[i] if i < len(paths) else a["file"])
                                        for i, a in enumerate(arrivals)] if written else "no arrivals"}
    fields = differing_fields(answers)
    if fields:
        return [describe(job, "%s: the documents' arrivals differ" % folder, None, answers, fields)]
    return []
