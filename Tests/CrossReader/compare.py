"""Compares the three readers' answers of a job, field by field, and writes each difference with its table, its
link and the three answers."""

import json
import os
import re
import shlex
import unicodedata

from readers import read_json, read_lines, read_text

READERS = ("swift", "jvm", "web")


def parsed(line):
    if line is None:
        return {"missing": "no answer"}
    try:
        return json.loads(line)
    except ValueError:
        return {"unreadable": line}


SHORTENED = re.compile(r"\u2026 \((\d+) characters\)")  # the group keeps split()'s pieces at even places


def escaped(text):
    """DiagnosticText's escape: control, format and separator characters as \\n, \\r, \\t or \\u{HEX}."""
    names = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
    return "".join(names.get(ch) or ("\\u{%X}" % ord(ch) if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp")
                                     else ch) for ch in text)


def known_reason_only(answers, fields, known):
    """Whether the answers differ only in the web module's reason, by a known difference that is masked
    (known.py: web-long-reason, web-reason-escapes)."""
    if fields != ["reason"] or answers["swift"].get("reason") != answers["jvm"].get("reason"):
        return False
    swift, web = answers["swift"].get("reason", ""), answers["web"].get("reason", "")
    if "web-reason-escapes" not in known:
        web = escaped(web)
    if web == swift:
        return True
    pieces = SHORTENED.split(swift)[::2]
    if "web-long-reason" in known or len(pieces) < 2:
        return False
    pattern = ".+?".join(re.escape(piece) for piece in pieces)
    return re.fullmatch(pattern, web, re.S) is not None


def differing_fields(answers):
    keys = sorted(set().union(*(a.keys() for a in answers.values())))
    return [k for k in keys if len({json.dumps(a.get(k), sort_keys=True) for a in answers.values()}) > 1]


def describe(job, title, link, answers, fields):
    table = read_text(job["table"])
    args = read_json(os.path.join(job["folder"], "args.json"))
    lines = ["DIFFERENCE: %s" % title,
             "  table %s:" % job["table"]] + ["    " + line for line in table.rstrip("\n").split("\n")]
    if link is not None:
        lines.append("  link: %s" % json.dumps(link, ensure_ascii=True))
    if job.get("options"):
        lines.append("  match arguments: %s (web module options %s)" % (" ".join(args), json.dumps(job["options"])))
    for name in READERS:
        if name in answers:
            lines.append("  %-5s %s" % (name + ":", json.dumps(answers[name], ensure_ascii=True, sort_keys=True)))
    if fields:
        lines.append("  fields that differ: %s" % ", ".join(fields))
    if link is not None and "\n" not in link:
        lines.append("  again: printf '%%s\\n' %s | switchyard match --table %s %s" % (
            shlex.quote(link), shlex.quote(job["table"]), " ".join(shlex.quote(a) for a in args)))
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
        fields = differing_fields(answers)
        if fields and known_reason_only(answers, fields, known):
            continue
        if fields == ["reason"] and "intake-refusal-order" not in known and \
                all(a.get("reason", "").startswith("refused: URL ") for a in answers.values()):
            continue
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
    if "jvm-rewrite-conflict" not in known and "matches the same URLs as rewrite" in swift["error"] \
            and jvm["exit"] == "0":
        return []
    if swift != jvm:
        answers = {"swift": swift, "jvm": jvm}
        return [describe(job, "%s: the table's load refusal differs" % folder, None, answers,
                         differing_fields(answers))]
    return []
