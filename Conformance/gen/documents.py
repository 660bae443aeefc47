"""Routing documents: a table, the documents that arrive for it, the device, and what each arrival gives and where
links go afterwards (rules `document.*`, Docs/Rules/document.md; Conformance/README.md,
"`document` cases").

Every expected outcome is worked out here from the rule named beside it: the rollout bucket with hashlib as the
article says, versions compared number by number, places counted in the text this script writes. Signed vectors are
made by the built `switchyard sign` with the test keys in Conformance/keys (`generate.py --switchyard PATH`); without
a tool, the envelopes already in the committed case files are reused (Ed25519 signatures are deterministic, so the
tool gives the same bytes), and a document never signed before stops the script.
"""
import base64
import glob
import hashlib
import json
import os
import subprocess
import sys
import tempfile

from corpus import CaseFile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = os.path.join(HERE, "keys")
TOOL = None  # set by generate.py from --switchyard
NOW = "2026-12-01T00:00:00Z"
DEVICE = {"appVersion": "2.4.0", "platform": "ios", "userId": "u-1", "now": NOW}


def public_key(key_id):
    with open(os.path.join(KEYS, key_id + ".pub"), encoding="utf-8") as f:
        return f.read().strip()


# --- The rules, in Python -------------------------------------------------------------------------------------------

def bucket(salt, user):
    """document.rollout.bucket: the first four bytes of SHA-256(salt ":" user id), big-endian, mod 10,000, / 100."""
    digest = hashlib.sha256(("%s:%s" % (salt, user)).encode("utf-8")).digest()
    return (int.from_bytes(digest[:4], "big") % 10000) / 100


def in_rollout(document, user):
    rollout = document.get("rollout")
    if rollout is None:
        return True
    return bucket(rollout.get("salt", str(document["serial"])), user) < rollout["percent"]


def version(text):
    """document.app.range: dotted numbers (1 to 4), or None."""
    parts = text.split(".")
    if not 1 <= len(parts) <= 4 or not all(p.isdigit() and p.isascii() for p in parts):
        return None
    return [int(p) for p in parts]


def compare(a, b):
    n = max(len(a), len(b))
    a, b = a + [0] * (n - len(a)), b + [0] * (n - len(b))
    return (a > b) - (a < b)


def in_app(app, device):
    """document.app.range and document.app.platforms."""
    platforms = [p.lower() for p in app.get("platforms", [])]
    if platforms and device["platform"].lower() not in platforms:
        return False
    mine = version(device["appVersion"])
    if mine is None:
        return "minVersion" not in app and "maxVersion" not in app
    if "minVersion" in app and compare(mine, version(app["minVersion"])) < 0:
        return False
    if "maxVersion" in app and compare(version(app["maxVersion"]), mine) < 0:
        return False
    return True


def place(text, needle, nth=1):
    """The line and column (from 1, in characters) where the nth `needle` starts in `text`."""
    index = -1
    for _ in range(nth):
        index = text.index(needle, index + 1)
    before = text[:index]
    return before.count("\n") + 1, index - (before.rfind("\n") + 1) + 1


def end_place(text):
    return place(text + "\0", "\0")


# --- Documents and envelopes ----------------------------------------------------------------------------------------

def doc(serial, **fields):
    """A document's text: format 1, the serial, then the fields as given (JSON, one line)."""
    obj = {"format": 1, "serial": serial}
    obj.update(fields)
    return json.dumps(obj)


class Signer:
    """`switchyard sign --key Conformance/keys/ID.key --key-id ID`, or the envelopes the case files already hold."""

    def __init__(self):
        self.known = {}
        for path in glob.glob(os.path.join(HERE, "cases", "document-*.json")):
            for case in json.load(open(path, encoding="utf-8"))["cases"]:
                arrivals = case.get("expect", {}).get("documents", [])
                for item, arrival in zip(case.get("documents", []), arrivals):
                    if "refused" in arrival and arrival["refused"] not in ("expired", "notYetValid", "otherApp",
                                                                            "notInRollout", "downgrade", "doesNotApply",
                                                                            "unboundHandler"):
                        continue
                    try:
                        envelope = json.loads(item["text"])
                        payload = base64.b64decode(envelope["document"], validate=True).decode("utf-8")
                        self.known[(envelope["keyId"], payload)] = item["text"]
                    except (ValueError, KeyError, TypeError):
                        continue

    def sign(self, text, key_id="conformance-1"):
        if (key_id, text) in self.known:
            return self.known[(key_id, text)]
        if TOOL is None:
            sys.exit("documents.py: %r is not signed yet; run generate.py --switchyard PATH/TO/switchyard" % text[:60])
        with tempfile.TemporaryDirectory() as folder:
            source, output = os.path.join(folder, "document.json"), os.path.join(folder, "signed.json")
            with open(source, "w", encoding="utf-8") as f:
                f.write(text)
            subprocess.run([TOOL, "sign", "--key", os.path.join(KEYS, key_id + ".key"), "--key-id", key_id,
                            "--output", output, source], check=True, stderr=subprocess.DEVNULL)
            signed = open(output, encoding="utf-8").read()
        self.known[(key_id, text)] = signed
        return signed


SIGNER = None


def signed(text, key_id="conformance-1"):
    return SIGNER.sign(text, key_id)


def rewrap(envelope, **changes):
    """An envelope with fields changed (a damaged vector), written as `sign` writes one: sorted keys, no spaces."""
    fields = json.loads(envelope)
    fields.update(changes)
    return json.dumps({k: fields[k] for k in sorted(fields) if fields[k] is not None}, separators=(",", ":"))


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


# --- Outcomes -------------------------------------------------------------------------------------------------------

def applied(serial):
    return {"applied": serial}


def unchanged(serial):
    return {"unchanged": serial}


def refused(code, text=None, needle=None, message=None, nth=1, at_end=False):
    """A refusal; a malformed one with the place of `needle` in `text` (or its end) and the message."""
    out = {"refused": code}
    if message is not None:
        line, column = end_place(text) if at_end else place(text, needle, nth)
        out.update({"line": line, "column": column, "message": message})
    return out


class DocumentFile(CaseFile):
    """A case file of `document` cases over one table."""

    def route_outcome(self, handler, params=None, ns=None, rewritten=None, followed=None, degrade=None, rewrites=None):
        """A link that opens the table route whose handler is `handler` (or a route a document adds: pass `added`)."""
        r = self.route(handler)
        route = {"pattern": r["pattern"], "handler": handler}
        if "name" in r:
            route["name"] = r["name"]
        return outcome(route, params, ns or r["pattern"].split("://")[0], rewritten, followed, degrade, rewrites)

    def document(self, rule, documents, arrivals, in_force, links, keys=None, device=None, handlers=None, **extra):
        case = {"documents": [{"text": t} for t in documents]}
        if isinstance(keys, dict):  # an id the app pins to a key file's public key
            case["keys"] = {k: public_key(v) for k, v in keys.items()}
        elif keys:
            case["keys"] = {k: public_key(k) for k in keys}
        if handlers is not None:
            case["handlers"] = handlers
        context = dict(DEVICE)
        context.update(device or {})
        case["context"] = context
        case["expect"] = {"documents": arrivals, "inForce": in_force, "links": [link(url, expect) for url, expect in links]}
        assert len(arrivals) == len(documents), (self.name, rule)
        return self._add("document", rule, **extra, **case)


def link(url, expect):
    """A link: a URL, or (URL, source), (URL, source, policy) or (URL, source, policy, HANDLER_FAILS), the policy as
    match cases spell it (None: no rules) and HANDLER_FAILS true for a link opened with its route's handler failing."""
    if not isinstance(url, tuple):
        return {"url": url, "expect": expect}
    out = {"url": url[0], "source": url[1]}
    if len(url) > 2 and url[2] is not None:
        out["policy"] = url[2]
    if len(url) > 3 and url[3]:
        out["handlerFails"] = True
    out["expect"] = expect
    return out


def outcome(route, params=None, ns="shop", rewritten=None, followed=None, degrade=None, rewrites=None):
    out = {"matched": True, "route": route, "namespace": ns, "parameters": params or {}, "wildcard": []}
    if rewritten:
        out["rewrittenTo"] = rewritten
    if rewrites:
        out["rewrites"] = rewrites
    if followed:
        out["followed"] = followed
    if degrade:
        out["degrade"] = {"to": degrade, "when": "handlerFails"}
    return out


def nothing(refusal="no-route", followed=None, rewritten=None):
    out = {"matched": False, "refusal": refusal}
    if rewritten:
        out["rewrittenTo"] = rewritten
    if followed:
        out["followed"] = followed
    return out


def step(kind, source, target):
    return {"kind": kind, "from": source, "to": target}


# The table most files use: a shop app with one legacy rewrite.
SHOP = {
    "routes": [
        {"pattern": "shop://goods/:id", "handler": "goods.detail", "name": "goods.detail"},
        {"pattern": "shop://cart", "handler": "cart", "name": "cart"},
        {"pattern": "shop://legacy", "handler": "legacy", "name": "legacy"},
        {"pattern": "shop://user/:uid", "handler": "user"},
        {"pattern": "shop://error", "handler": "error"},
    ],
    "rewrites": [{"from": "https://m.shop.example/p/:id", "to": "shop://goods/{id}"}],
}

# The hot fix most cases send: goods.detail degraded to the web.
HOTFIX = {"degrades": [{"name": "goods.detail", "to": "https://m.shop.example/item/{id}"}]}


def hotfix_links(f, in_force):
    """shop://goods/7 with the hot fix in force (document.apply.degrade-always), or the table alone."""
    if in_force:
        return [("shop://goods/7", nothing(followed=[step("degrade", "shop://goods/7", "https://m.shop.example/item/7")]))]
    return [("shop://goods/7", f.route_outcome("goods.detail", {"id": "7"}))]


def generate():
    """Readies the signer; generate.py then runs documents_checks, _dates, _apply, _policy and _legs, which import
    this module's helpers (this module imports none of them)."""
    global SIGNER
    SIGNER = Signer()
