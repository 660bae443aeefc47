"""The routers' differential fuzzer (issue #78; scripts/fuzz-routers.sh SEED COUNT): COUNT random `open` cases
(open_cases.py) through the Swift router's record mode (`swift test --filter OpenRecordTests` with
SWITCHYARD_OPEN_RECORD_IN/OUT) and the JVM router's (`dev.switchyard.router.OpenRecord`, from the classes
Android/build.sh built), both at once; every case's `trace`, `analytics` and `outcome`, and what `canOpen`
and `matches` answered for its link before the open (`plan`, `matches`), are compared field for field. Beside them,
COUNT random `call` cases (call_cases.py; issue #88 item 6: apps of modules, calls, lookups, loads, unloads and
events) through Swift's CallRecordTests (SWITCHYARD_CALL_RECORD_IN/OUT) and the JVM's
`dev.switchyard.modules.CallRecord`, their `start`, `results`, `trace` and `modules` compared. A difference prints
the case file (paste it into Conformance/cases/ once its `expect` is written from the rules) and both answers, goes
to .build-fuzz-routers/differences.txt, and fails the run."""

import argparse
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import open_known  # noqa: E402
import call_cases  # noqa: E402
from open_cases import make_cases  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, ".build-fuzz-routers")
FIELDS = ("trace", "analytics", "outcome", "plan", "matches", "runner")
CALL_FIELDS = ("start", "results", "trace", "modules", "runner")
LAUNCHER = "/usr/share/java/junit-platform-console-standalone.jar"
ANNOTATIONS = "/usr/share/java/jsr305.jar"


def read_answers(path):
    """A recorder's JSON lines, by case id."""
    answers = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                answer = json.loads(line)
                answers[answer["id"]] = answer
    return answers


def compare(files, swift, jvm, fields_of=FIELDS):
    """Every difference between the two recorders' answers: (case file, swift's answer, the JVM's, fields)."""
    differences = []
    for file in files:
        for case in file["cases"]:
            mine, theirs = swift.get(case["id"]), jvm.get(case["id"])
            if mine is None or theirs is None:
                differences.append((file, mine, theirs, ["missing"]))
                continue
            fields = [field for field in fields_of if mine.get(field) != theirs.get(field)]
            if fields:
                differences.append((file, mine, theirs, fields))
    return differences


def outcomes(answers):
    """How the JVM recorder's opens ended (each analytics event's outcome), for the summary line: which paths the
    seed exercised (a kind that is rare is a kind the fuzzer barely compares)."""
    counts = {}
    for answer in answers.values():
        events = answer.get("analytics")
        for event in events if isinstance(events, list) else [events] if events else []:
            if isinstance(event, dict) and "outcome" in event:
                counts[event["outcome"]] = counts.get(event["outcome"], 0) + 1
    return ", ".join("%s %d" % (name, counts[name]) for name in sorted(counts))


def report(difference):
    """A difference as the run prints it: the fields, the case file whole, and both answers."""
    file, mine, theirs, fields = difference
    lines = ["=== %s: %s differ" % (file["cases"][0]["id"], ", ".join(fields)),
             "case file (Conformance/cases/ form; write its expect from the rules):",
             json.dumps(file, indent=1, ensure_ascii=False)]
    for name, answer in (("swift", mine), ("jvm  ", theirs)):
        lines.append("%s: %s" % (name, json.dumps(answer, sort_keys=True, ensure_ascii=False)))
    for field in fields:
        if field != "missing":
            lines.append("  %s: swift %s" % (field, json.dumps((mine or {}).get(field), sort_keys=True)))
            lines.append("  %s  jvm   %s" % (" " * len(field), json.dumps((theirs or {}).get(field), sort_keys=True)))
    return "\n".join(lines)


def swift_recorder(cases, answers, calls, call_answers, build):
    env = dict(os.environ, SWITCHYARD_OPEN_RECORD_IN=cases, SWITCHYARD_OPEN_RECORD_OUT=answers,
               SWITCHYARD_CALL_RECORD_IN=calls, SWITCHYARD_CALL_RECORD_OUT=call_answers)
    command = ["swift", "test", "--filter", "OpenRecordTests|CallRecordTests"] + ([] if build else ["--skip-build"])
    log = open(os.path.join(OUT, "swift.log"), "w")
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)


def jvm_recorder(cases, answers, build_dir, recorder="dev.switchyard.router.OpenRecord", log_name="jvm.log"):
    parts = [os.path.join(build_dir, part) for part in ("classes", "testing-classes", "cli-classes", "test-classes")]
    classpath = ":".join(parts + [LAUNCHER, ANNOTATIONS])
    log = open(os.path.join(OUT, log_name), "w")
    return subprocess.Popen(["java", "-cp", classpath, recorder, cases, answers],
                            cwd=os.path.join(ROOT, "Android"), stdout=log, stderr=subprocess.STDOUT)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--only", type=int, help="case ONLY of the seed alone")
    parser.add_argument("--cases", help="run this file's case files (a JSON list, as open_findings.json) instead")
    parser.add_argument("--build", action="store_true", help="let swift test build first (default: --skip-build)")
    parser.add_argument("--android-build", default=os.path.join(ROOT, "Android", "build"))
    parser.add_argument("--include-known", default=os.environ.get("SWITCHYARD_FUZZ_KNOWN", ""),
                        help="NAME,NAME or all: let the shapes of these known differences through")
    args = parser.parse_args(argv)
    known = open_known.excluded(args.include_known)
    os.makedirs(OUT, exist_ok=True)
    started = time.time()
    files = make_cases(args.seed, args.count, known)
    if args.cases:
        with open(args.cases, encoding="utf-8") as given:
            files = json.load(given)
    elif args.only is not None:
        files = [files[args.only]] if args.only < len(files) else make_cases(args.seed, args.only + 1, known)[-1:]
    cases = os.path.join(OUT, "cases.json")
    with open(cases, "w", encoding="utf-8") as out:
        json.dump(files, out, indent=1, ensure_ascii=False)
    call_files = [] if (args.cases or args.only is not None) else call_cases.make_cases(args.seed, args.count)
    calls = os.path.join(OUT, "calls.json")
    with open(calls, "w", encoding="utf-8") as out:
        json.dump(call_files, out, indent=1, ensure_ascii=False)
    swift_answers, jvm_answers = os.path.join(OUT, "swift.jsonl"), os.path.join(OUT, "jvm.jsonl")
    swift_calls, jvm_calls = os.path.join(OUT, "swift-calls.jsonl"), os.path.join(OUT, "jvm-calls.jsonl")
    for path in (swift_answers, jvm_answers, swift_calls, jvm_calls):
        if os.path.exists(path):
            os.remove(path)
    runs = [("swift", swift_recorder(cases, swift_answers, calls, swift_calls, args.build), swift_answers),
            ("jvm", jvm_recorder(cases, jvm_answers, args.android_build), jvm_answers),
            ("jvm-calls", jvm_recorder(calls, jvm_calls, args.android_build, "dev.switchyard.modules.CallRecord",
                                       "jvm-calls.log"), jvm_calls)]
    for name, process, path in runs:
        if process.wait() != 0 or not os.path.exists(path):
            with open(os.path.join(OUT, name + ".log"), encoding="utf-8", errors="replace") as log:
                print(log.read()[-4000:], file=sys.stderr)
            print("fuzz-routers: the %s recorder failed (exit %s; its log: .build-fuzz-routers/%s.log)"
                  % (name, process.returncode, name), file=sys.stderr)
            return 1
    jvm = read_answers(jvm_answers)
    differences = compare(files, read_answers(swift_answers), jvm)
    if call_files:
        differences += compare(call_files, read_answers(swift_calls), read_answers(jvm_calls), CALL_FIELDS)
    text = "\n\n".join(report(difference) for difference in differences)
    with open(os.path.join(OUT, "differences.txt"), "w", encoding="utf-8") as out:
        out.write(text + ("\n" if text else ""))
    if differences:
        print(text)
    print("fuzz-routers: seed %d, %d open cases and %d call cases, %d differences, %.0f s (outcomes: %s)%s" % (
        args.seed, len(files), len(call_files), len(differences), time.time() - started, outcomes(jvm),
        " (known shapes left out: %s)" % ", ".join(sorted(known)) if known else ""))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
