#!/usr/bin/env python3
"""The JDK classes, methods, fields and security algorithms the library's class files use, against
the Android API level each was added in (Android/api/android-api-levels.txt).

Usage: jdk_references.py JAVAP_OUTPUT LEVELS_FILE MIN_API
  JAVAP_OUTPUT  the output of `javap -v -c -p` over every class of the library
  LEVELS_FILE   one reference a line: `LEVEL REFERENCE` (`#` starts a comment); a line ending in
                `waived: WHY` is reported, not failed (a use being removed)
  MIN_API       the minimum API level (26)

Exits 1 when a reference is not in the list (look its "Added in API level" up on
developer.android.com/reference and add it) or is listed above MIN_API; 0 otherwise.
Called by Android/check-api-level.sh.
"""
import re
import sys

JDK = re.compile(r"^(java|javax)/")
BASE = {"B": "byte", "C": "char", "D": "double", "F": "float", "I": "int", "J": "long",
        "S": "short", "Z": "boolean", "V": "void"}


def type_name(descriptor, i):
    """The simple Java name of the type at descriptor[i:], and the index after it."""
    dims = 0
    while descriptor[i] == "[":
        dims += 1
        i += 1
    if descriptor[i] == "L":
        end = descriptor.index(";", i)
        name = descriptor[i + 1:end].rsplit("/", 1)[-1].replace("$", ".")
        i = end + 1
    else:
        name = BASE[descriptor[i]]
        i += 1
    return name + "[]" * dims, i


def member(owner, name, descriptor):
    """`java.util.Map.getOrDefault(Object, Object)`, `java.lang.System.out`, `java.util.ArrayList(int)`."""
    cls = owner.replace("/", ".").replace("$", ".")
    name = name.strip('"')
    if not descriptor.startswith("("):
        return cls + "." + name
    params = []
    i = 1
    while descriptor[i] != ")":
        param, i = type_name(descriptor, i)
        params.append(param)
    called = cls if name == "<init>" else cls + "." + name
    return called + "(" + ", ".join(params) + ")"


def references(javap_text):
    """Every JDK class, member and (class, algorithm) pair the classes name."""
    found = set()
    ref = re.compile(r"= (Methodref|InterfaceMethodref|Fieldref)\s+\S+\s+// (\S+?)\.(\S+?):(\S+)$")
    cls = re.compile(r"= Class\s+\S+\s+// (\S+)$")
    algorithm_call = re.compile(r"invokestatic .*// Method (java/security/\S+|javax/crypto/\S+)"
                                r"\.getInstance:\(Ljava/lang/String;\)")
    previous = ""   # the instruction before, for the constant an algorithm's getInstance is given
    for line in javap_text.splitlines():
        line = line.rstrip()
        m = ref.search(line)
        if m:
            owner = m.group(2).strip('"')
            if JDK.match(owner):
                found.add(member(owner, m.group(3), m.group(4)))
        m = cls.search(line)
        if m:
            name = m.group(1).strip('"').lstrip("[")
            if name.startswith("L"):
                name = name[1:].rstrip(";")
            if JDK.match(name):
                found.add(name.replace("/", ".").replace("$", "."))
        for t in re.findall(r"L((?:java|javax)/[A-Za-z0-9_/$]+);", line):
            found.add(t.replace("/", ".").replace("$", "."))
        if not re.match(r"^\s*\d+: ", line):
            continue
        m = algorithm_call.search(line)
        if m:
            constant = re.search(r"\bldc(?:_w)? .*// String (.*)$", previous)
            name = constant.group(1) if constant else "(not a constant)"
            found.add("algorithm " + m.group(1).replace("/", ".") + " " + name)
        previous = line
    return found


def levels(path):
    known = {}
    for number, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        waived = None
        if " waived: " in line:
            line, waived = line.split(" waived: ", 1)
        level, reference = line.split(None, 1)
        known[reference.strip()] = (int(level), waived, number)
    return known


def main():
    javap_output, levels_file, minimum = sys.argv[1], sys.argv[2], int(sys.argv[3])
    used = references(open(javap_output, encoding="utf-8").read())
    known = levels(levels_file)
    missing = sorted(used - known.keys())
    too_new = []
    waived = []
    for reference in sorted(used & known.keys()):
        level, why, number = known[reference]
        if level > minimum:
            (waived if why else too_new).append((reference, level, why, number))
    for reference, level, why, number in waived:
        print(f"check-api-level: waived: {reference} needs API {level} ({why}; "
              f"{levels_file}:{number})")
    unused = sorted(known.keys() - used)
    if unused:
        print(f"check-api-level: {len(unused)} listed references are no longer used (remove them): "
              + ", ".join(unused))
    for reference, level, _, number in too_new:
        print(f"check-api-level: error: {reference} needs Android API {level}, above the minimum "
              f"{minimum} ({levels_file}:{number})")
    for reference in missing:
        print(f"check-api-level: error: {reference} is not in {levels_file}: look up its 'Added in "
              f"API level' on developer.android.com/reference and add it")
    print(f"check-api-level: {len(used)} JDK references, {len(missing)} unlisted, "
          f"{len(too_new)} above API {minimum}, {len(waived)} waived")
    return 1 if missing or too_new else 0


if __name__ == "__main__":
    sys.exit(main())
