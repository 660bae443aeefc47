#!/usr/bin/env python3
"""Rebuilds the seed corpora in Fuzz/Corpus/<harness>/ from the test suite's inputs and the examples.

Run from the repository root: python3 Fuzz/make-seed-corpus.py
Each seed is one file named by the SHA-1 of its contents (as libFuzzer names corpus files). The first
byte of every seed is the harness's selector byte (options; see each harness's header comment).
"""
import hashlib
import json
import os
import random
import re
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Fuzz", "Corpus")
random.seed(5)


def literals(paths):
    found = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for raw in re.findall(r'"((?:[^"\\\n]|\\.)*)"', text):
            if "\\(" in raw:
                continue  # interpolated
            value = raw.replace("\\\\", "\\").replace('\\"', '"').replace("\\n", "\n").replace("\\u{0}", "\0")
            value = re.sub(r"\\u\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), value)
            found.append(value)
    return sorted(set(found))


def tests(*folders):
    paths = []
    for folder in folders:
        base = os.path.join(ROOT, "Tests", folder)
        paths += [os.path.join(base, name) for name in sorted(os.listdir(base)) if name.endswith(".swift")]
    return paths


def write(harness, seeds, limit):
    folder = os.path.join(CORPUS, harness)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    seeds = list(dict.fromkeys(seeds))
    random.shuffle(seeds)
    for seed in seeds[:limit]:
        data = seed if isinstance(seed, bytes) else seed.encode("utf-8")
        with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as handle:
            handle.write(data)
    print(f"{harness}: {min(len(seeds), limit)} seeds")


strings = literals(tests("SwitchyardMatchingTests", "SwitchyardTests", "SwitchyardConfigTests"))
urls = [s for s in strings if ("://" in s or s.startswith("/") or re.match(r"^[a-z]+:", s)) and " " not in s and len(s) < 200]
patterns = [s for s in urls if any(c in s for c in ":<(*#")]
plain_urls = [s for s in urls if s not in patterns or "?" in s]

intake = []
for index, url in enumerate(urls):
    intake.append(bytes([index % 16]) + url.encode())
intake += [b"\x00app://a/b%00", b"\x01http://[::1]:8080/x", b"\x02https://user:pw@M.Example.com:8443/a/b/",
           b"\x08app://a/b/c/d/e?x=1&y=2&z=3&w=4&v=5", b"\x04app://a?q=a+b%20c", b"\x00app://a/%2e%2E/x"]
write("IntakeFuzzer", intake, 60)

pattern_seeds = []
for index, pattern in enumerate(patterns):
    sample = random.sample(plain_urls, 2)
    pattern_seeds.append(bytes([index % 32]) + "\n".join([pattern] + sample).encode())
write("PatternFuzzer", pattern_seeds, 60)

match_seeds = []
for index in range(48):
    routes = random.sample(patterns, random.randint(2, 6))
    routes = [("!" if random.random() < 0.15 else "") + ("~" if random.random() < 0.2 else "") + r for r in routes]
    probes = ["@" + u for u in random.sample(plain_urls, 4)]
    match_seeds.append(bytes([random.randrange(256)]) + "\n".join(routes + probes).encode())
write("MatchFuzzer", match_seeds, 48)

rewrite_seeds = [b"\x00>https://m.shop.example/product/:id.html\n>/legacy/<path:rest>\nhttps://m.shop.example/product/7.html?from=ad#x\n/legacy/a/b%2Fc"]
for index in range(40):
    froms = [">" + r for r in random.sample(patterns, random.randint(1, 3))]
    probes = random.sample(plain_urls, 3)
    rewrite_seeds.append(b"\x00" + "\n".join(froms + probes).encode())
write("RewriteFuzzer", rewrite_seeds, 41)

config_seeds = []
documents = [os.path.join(ROOT, "Examples", name) for name in sorted(os.listdir(os.path.join(ROOT, "Examples")))]
fixtures = os.path.join(ROOT, "Tests", "SwitchyardConfigTests", "Fixtures")
documents += [os.path.join(fixtures, name) for name in sorted(os.listdir(fixtures))]
selectors = {".json": 0, ".yaml": 1, ".yml": 1, ".plist": 2}
for path in documents:
    with open(path, "rb") as handle:
        config_seeds.append(bytes([selectors[os.path.splitext(path)[1]]]) + handle.read())
for text in literals(tests("SwitchyardConfigTests")):
    stripped = text.strip()
    if stripped.startswith("{") or stripped.startswith("["):
        config_seeds.append(b"\x00" + text.encode())
    elif stripped.startswith("<?xml") or stripped.startswith("<plist"):
        config_seeds.append(b"\x02" + text.encode())
    elif re.match(r"^(routes|options|rewrites|namespaces|version)\s*:", stripped):
        config_seeds.append(b"\x01" + text.encode())
write("ConfigFuzzer", config_seeds, 48)
