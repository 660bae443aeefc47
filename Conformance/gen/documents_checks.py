"""Document cases for one arrival's checks: the envelope and signature, the form, the time window, the app range and
platforms, the rollout (DynamicRouting article, "Conformance": `document.signature.*`, `document.format.*`,
`document.window.*`, `document.app.*`, `document.rollout.*`, `document.order`).

Each case sends the hot fix (goods.detail degraded to the web) under the condition it checks, so its link says whether
the document is in force: `shop://goods/7` goes to the web when it is, opens goods.detail when it is not.
"""
import base64
import json

from documents import (DocumentFile, HOTFIX, SHOP, applied, b64, bucket, doc, hotfix_links, in_app, in_rollout,
                       place, refused, rewrap, signed)

KEY = ["conformance-1"]


def arrive(f, rule, text, arrival, keys=KEY, device=None, **extra):
    """One document; the hot fix's link with it in force when `arrival` applied it, else the table alone."""
    serial = arrival.get("applied")
    f.document(rule, [text], [arrival], serial, hotfix_links(f, serial is not None), keys=keys, device=device, **extra)


def signature():
    f = DocumentFile("document-signature", "DynamicRouting article: a signed envelope, verified against the pinned "
                     "keys (document.signature.*); damaged, unknown and unsigned vectors.", SHOP)
    text = doc(10, **HOTFIX)
    good = signed(text)
    fields = json.loads(good)
    arrive(f, "document.signature.verify", good, applied(10), idea="a vector switchyard sign made with conformance-1")
    tampered = rewrap(good, document=b64(text.replace('"serial": 10', '"serial": 11')))
    arrive(f, "document.signature.verify", tampered, refused("badSignature"), note="the document's bytes changed: serial 11")
    tampered = rewrap(good, document=b64(text.replace("item", "itex")))
    arrive(f, "document.signature.verify", tampered, refused("badSignature"), note="one byte of the degrade's target changed")
    signature_bytes = bytearray(base64.b64decode(fields["signature"]))
    signature_bytes[0] ^= 1
    flipped = rewrap(good, signature=base64.b64encode(bytes(signature_bytes)).decode("ascii"))
    arrive(f, "document.signature.verify", flipped, refused("badSignature"), note="one bit of the signature flipped")
    short = base64.b64encode(bytes(signature_bytes[:32])).decode("ascii")
    arrive(f, "document.signature.verify", rewrap(good, signature=short), refused("badSignature"),
           note="base64 of 32 bytes, not an Ed25519 signature's 64")
    arrive(f, "document.signature.verify", json.dumps(fields, indent=2), applied(10),
           note="the envelope written again with other spacing: the signature is over the document's bytes only")
    arrive(f, "document.signature.envelope", rewrap(good, comment="published by the release pipeline"), applied(10),
           note="a field the envelope format does not name is ignored")
    arrive(f, "document.signature.envelope", rewrap(good, keyId=1), refused("malformed"), note="keyId is not a string")
    other = signed(text, "conformance-2")
    arrive(f, "document.signature.verify", rewrap(other, keyId="conformance-1"), refused("badSignature"),
           keys=["conformance-1", "conformance-2"], note="signed by conformance-2, labelled conformance-1")
    arrive(f, "document.signature.key", other, refused("unknownKey"), note="conformance-2 is not pinned")
    arrive(f, "document.signature.key", rewrap(good, keyId="release-2099"), refused("unknownKey"))
    arrive(f, "document.signature.key", other, applied(10), keys=["conformance-1", "conformance-2"],
           note="a key rotation: both keys pinned, the document signed by the new one")
    signature_65 = base64.b64encode(base64.b64decode(fields["signature"]) + b"\x00").decode("ascii")
    arrive(f, "document.signature.verify", rewrap(good, signature=signature_65), refused("badSignature"),
           note="the valid 64 bytes and a 0x00: a signature is exactly 64 bytes (issue #71, item 10)")
    order = 2**252 + 27742317777372353535851937790883648493
    raw = base64.b64decode(fields["signature"])
    s_plus_l = raw[:32] + (int.from_bytes(raw[32:], "little") + order).to_bytes(32, "little")
    arrive(f, "document.signature.verify", rewrap(good, signature=base64.b64encode(s_plus_l).decode("ascii")),
           refused("badSignature"), note="S + L: the same point, S not below L (Security: which signatures verify)")
    arrive(f, "document.signature.key", rewrap(good, keyId="cle\u0301"), refused("unknownKey"),
           keys={"cl\u00e9": "conformance-1"},
           note="pinned as cl\u00e9 (composed), signed as cle + U+0301 (decomposed): ids are compared by their "
                "Unicode scalars, as written, not as canonically equivalent text (issue #71, item 12)")
    arrive(f, "document.signature.key", rewrap(good, keyId="cl\u00e9"), applied(10), keys={"cl\u00e9": "conformance-1"},
           note="the same id, composed on both sides")
    arrive(f, "document.signature.envelope", rewrap(good, document="%%%%"), refused("malformed"), note="not base64")
    arrive(f, "document.signature.envelope", rewrap(good, signature="%%%%"), refused("malformed"), note="not base64")
    arrive(f, "document.signature.envelope", rewrap(good, keyId=None), refused("malformed"), note="no keyId")
    arrive(f, "document.signature.envelope", rewrap(good, format=2), refused("malformed"))
    arrive(f, "document.signature.envelope", rewrap(good, format="1"), refused("malformed"))
    arrive(f, "document.signature.envelope", rewrap(good, format=True), refused("malformed"), note="true is not the format 1")
    arrive(f, "document.signature.envelope", rewrap(good, format=1.0), refused("malformed"),
           note="1.0: the format is the integer 1, as a document's serial is an integer")
    arrive(f, "document.signature.envelope", good.replace(',"keyId"', ',"keyId":"release-2099","keyId"', 1),
           refused("malformed"), note="keyId twice: a duplicate key is not JSON any reader reads")
    arrive(f, "document.signature.key", rewrap(good, keyId="conformance-1\ufeff").replace("\\ufeff", "\ufeff"),
           refused("unknownKey"), note="the pinned id and a raw U+FEFF: a different id (no reader drops the character)")
    arrive(f, "document.signature.envelope", good[:len(good) // 2], refused("malformed"), note="a truncated download")
    arrive(f, "document.signature.envelope", "", refused("malformed"), note="an empty body")
    arrive(f, "document.signature.envelope", "[]", refused("malformed"), note="not an object")
    arrive(f, "document.signature.envelope", '{"format": 1}', refused("malformed"), note="no signature, no serial")
    arrive(f, "document.signature.envelope", text, refused("unsigned"), note="a bare document where keys are pinned")
    arrive(f, "document.signature.unsigned", text, applied(10), keys=None)
    arrive(f, "document.signature.unsigned", good,
           refused("malformed", good, "{", 'missing "serial" (a number that grows with every document)'), keys=None,
           note="without keys an envelope is read as a document: it has no serial (its unknown keys come after 1:1)")
    f.document("document.keep-last-good", [good, tampered], [applied(10), refused("badSignature")], 10,
               hotfix_links(f, True), keys=KEY, rules=["document.signature.verify"])


MALFORMED = [
    # (text, the place's needle (None: the end), its occurrence, the message)
    ('{"format": 1, "serial": 0}', "0}", 1, '"serial" must be 1 or more, found 0'),
    ('{"format": 1}', "{", 1, 'missing "serial" (a number that grows with every document)'),
    # A serial or a percent that is there but wrong is placed at its value's first character (issue 71, item 16).
    ('{"format": 1, "serial": "3"}', '"3"', 1, '"serial" must be a whole number, 1 or more, found a string'),
    ('{\n  "format": 1,\n  "serial": 3.5\n}', "3.5", 1,
     '"serial" must be a whole number, 1 or more, found a number with a fraction or an exponent'),
    ('{"format": 1, "serial": 3e2}', "3e2", 1,
     '"serial" must be a whole number, 1 or more, found a number with a fraction or an exponent'),
    ('{"format": 1, "serial": null}', "null", 1, '"serial" must be a whole number, 1 or more, found null'),
    ('{"format": 1, "serial": [3]}', "[3]", 1, '"serial" must be a whole number, 1 or more, found an array'),
    ('{"format": 1, "serial": -2}', "-2", 1, '"serial" must be 1 or more, found -2'),
    ('{"format": 1, "serial": 3, "rollout": {"percent": 150}}', "150", 1, '"percent" must be between 0 and 100'),
    ('{"format": 1,\n "serial": 3,\n "rollout": {"salt": "s", "percent": -0.5}}', "-0.5", 1,
     '"percent" must be between 0 and 100'),
    ('{"format": 1, "serial": 3, "rollout": {"percent": "5"}}', '"5"', 1, '"percent" must be a number, found string'),
    ('{"serial": 3}', "{", 1, 'missing "format" (1)'),
    ('{"format": 2, "serial": 3}', "{", 1, "format 2 is not supported; this version reads format 1"),
    ('{"format": 1, "serial": 3, "redirect": []}', '"redirect"', 1,
     'unknown key "redirect" in routing document; expected one of: format, serial, app, notBefore, expires, rollout, '
     'rewrites, redirects, degrades, routes, remove'),
    ('{\n  "format": 1,\n  "serial": 3,\n  "notBefore": "tomorrow"\n}', '"tomorrow"', 1,
     '"notBefore" must be a date and time such as 2026-12-31T00:00:00Z, found "tomorrow"'),
    ('{"format": 1, "serial": 3, "expires": 20261231}', "2026", 1, '"expires" must be a string, found integer'),
    ('{"format": 1, "serial": 3, "notBefore": "2026-12-02T00:00:00Z", "expires": "2026-12-01T00:00:00Z"}', "{", 1,
     '"expires" is not after "notBefore"'),
    ('{"format": 1, "serial": 3, "app": {"min": "2.0"}}', '"min"', 1,
     'unknown key "min" in "app"; expected one of: minVersion, maxVersion, platforms'),
    ('{"format": 1, "serial": 3, "app": {"minVersion": "2.x"}}', '"2.x"', 1,
     '"minVersion" must be a version such as 2.10.1, found "2.x"'),
    ('{"format": 1, "serial": 3, "app": {"maxVersion": "2..1"}}', '"2..1"', 1,
     '"maxVersion" must be a version such as 2.10.1, found "2..1"'),
    ('{"format": 1, "serial": 3, "app": {"platforms": "ios"}}', '"ios"', 1, '"platforms" must be an array, found string'),
    ('{"format": 1, "serial": 3, "app": []}', "[]", 1, '"app" must be an object, found array'),
    ('{"format": 1, "serial": 3, "rollout": {}}', "{}", 1, '"rollout" needs "percent"'),
    ('{"format": 1, "serial": 3, "rollout": {"percent": 5, "seed": "x"}}', '"seed"', 1,
     'unknown key "seed" in "rollout"; expected one of: percent, salt'),
    ('{"format": 1, "serial": 3, "rollout": {"percent": 5, "salt": 7}}', "7}", 1, '"salt" must be a string, found integer'),
    ('{"format": 1, "serial": 3, "redirects": [{"from": "shop://a"}]}', '{"from"', 1, 'a redirect needs "from" and "to"'),
    ('{"format": 1, "serial": 3, "redirects": [{"from": "shop://a", "to": "shop://b", "via": "c"}]}', '"via"', 1,
     'unknown key "via" in a redirect; expected one of: from, to'),
    ('{"format": 1, "serial": 3, "degrades": [{"name": "cart", "to": "shop://error", "when": "sometimes"}]}',
     '"sometimes"', 1, '"when" must be "always" or "handlerFails", found "sometimes"'),
    ('{"format": 1, "serial": 3, "degrades": [{"name": "cart", "to": "shop://error", "url": "x"}]}', '"url"', 1,
     'unknown key "url" in a degrade; expected one of: route or name, to, when, app'),
    ('{"format": 1, "serial": 3, "degrades": [{"to": "shop://error"}]}', '{"to"', 1,
     'a degrade needs "route" (or "name") and "to"'),
    ('{"format": 1, "serial": 3, "routes": [{"pattern": "shop://x", "handler": "h", "target": "y"}]}', '"target"', 1,
     'unknown key "target" in a route; expected one of: pattern, handler, name, tags, internal'),
    ('{"format": 1, "serial": 3, "rewrites": {}}', "{}", 1, '"rewrites" must be an array, found object'),
    ('{"format": 1, "serial": 3, "remove": [3]}', "3]", 1,
     'a removal (a pattern, or {"name": \u2026}) must be a string, found integer'),
    ('{"format": 1, "serial": 3,}', ",}", 1, "trailing comma is not allowed"),
    ('{"format": 1, "serial": 3, "serial": 4}', '"serial"', 2, 'duplicate key "serial"'),
    ('{"format": 1, "serial": 3, "degrades": [', None, 1, "unexpected end of input; '[' at %s is not closed"),
    ('{"format": 1,\n "serial": 3,\n "rollout": {"percent": 5, "salt": "gr\u00f6\u00dfe", "x": 1}}', '"x"', 1,
     'unknown key "x" in "rollout"; expected one of: percent, salt'),
    ('{"format": 1, "serial": 3, "rewrites": [{"from": "shop://a", "regex": "^shop://b", "to": "shop://c"}]}', '{"from"', 1,
     'rewrite has both "from" and "regex"; give one'),
]


def form():
    f = DocumentFile("document-format", "DynamicRouting article: a malformed document is refused with the first "
                     "problem's line, column and message (document.format.malformed); read unsigned.", SHOP)
    for text, needle, nth, message in MALFORMED:
        if "%s" in message:  # the end of input names where the container left open starts
            message = message % ("%d:%d" % place(text, "["))
        arrival = refused("malformed", text, needle, message, nth=nth, at_end=needle is None)
        arrive(f, "document.format.malformed", text, arrival, keys=None)
    good = doc(10, **HOTFIX)
    broken = MALFORMED[0][0]
    f.document("document.keep-last-good", [good, broken], [applied(10), refused("malformed", broken, "0}", MALFORMED[0][3])],
               10, hotfix_links(f, True), rules=["document.format.malformed"])


def window():
    f = DocumentFile("document-window", "DynamicRouting article: the time window (document.window.*) at the device's "
                     "clock, 2026-12-01T00:00:00Z unless a case says otherwise.", SHOP)
    for i, (field, when, code) in enumerate([
            ("notBefore", "2026-12-01T00:00:00Z", None), ("notBefore", "2026-12-01T00:00:01Z", "notYetValid"),
            ("notBefore", "2026-11-30T23:59:59Z", None), ("notBefore", "2027-01-01T00:00:00Z", "notYetValid"),
            ("expires", "2026-12-01T00:00:00Z", "expired"), ("expires", "2026-12-01T00:00:01Z", None),
            ("expires", "2026-11-30T23:59:59Z", "expired"), ("expires", "2026-01-01T00:00:00Z", "expired")]):
        rule = "document.window.not-before" if field == "notBefore" else "document.window.expires"
        text = doc(20 + i, **{field: when}, **HOTFIX)
        arrival = refused(code) if code else applied(20 + i)
        arrive(f, rule, signed(text) if i % 2 else text, arrival, keys=KEY if i % 2 else None)
    inside = doc(30, notBefore="2026-11-01T00:00:00Z", expires="2026-12-31T00:00:00Z", **HOTFIX)
    arrive(f, "document.window.expires", signed(inside), applied(30))
    arrive(f, "document.window.expires", signed(inside), refused("expired"), device={"now": "2027-01-01T00:00:00Z"})
    arrive(f, "document.window.not-before", signed(inside), refused("notYetValid"), device={"now": "2026-10-31T23:59:59Z"})
    both = doc(31, expires="2026-11-01T00:00:00Z", app={"platforms": ["android"]}, **HOTFIX)
    arrive(f, "document.order", signed(both), refused("expired"), rules=["document.window.expires"],
           note="expired and for another platform: the window is checked first")
    late = doc(32, notBefore="2026-12-02T00:00:00Z", rollout={"percent": 0}, **HOTFIX)
    arrive(f, "document.order", late, refused("notYetValid"), keys=None, note="the window before the rollout")


DEVICES = ["2.4.0", "2.10", "2.9", "2.9.0", "2.9.1", "1.9.9", "2", "2.0.0.0", "3.0", "beta", "2.4.1"]
RANGES = [{"minVersion": "2.0", "maxVersion": "2.9"}, {"minVersion": "2.4.1"}, {"maxVersion": "2"},
          {"minVersion": "2.9", "maxVersion": "2.9"}, {"platforms": ["ios"]}]


def app():
    f = DocumentFile("document-app", "DynamicRouting article: the app range, versions compared number by number, "
                     "and the platforms (document.app.*).", SHOP)
    serial = 40
    for app_range in RANGES:
        for version in DEVICES:
            device = {"appVersion": version}
            if app_range == RANGES[4] and version not in ("beta", "2.4.0"):
                continue
            if app_range in RANGES[1:4] and version not in ("2.4.0", "2.4.1", "2.9", "2.9.0", "2.9.1", "2", "2.0.0.0", "3.0"):
                continue
            serial += 1
            text = doc(serial, app=app_range, **HOTFIX)
            arrival = applied(serial) if in_app(app_range, device_of(device)) else refused("otherApp")
            arrive(f, "document.app.range", signed(text) if serial % 3 == 0 else text, arrival,
                   keys=KEY if serial % 3 == 0 else None, device=device)
    for platforms, platform in [(["ios"], "ios"), (["ios"], "android"), (["android"], "android"), (["Android"], "android"),
                                (["ios", "android"], "android"), (["web"], "ios"), ([], "android"), (["ios"], "iOS")]:
        serial += 1
        app_range = {"platforms": platforms}
        text = doc(serial, app=app_range, **HOTFIX)
        device = {"platform": platform}
        arrival = applied(serial) if in_app(app_range, device_of(device)) else refused("otherApp")
        arrive(f, "document.app.platforms", signed(text) if serial % 2 else text, arrival, keys=KEY if serial % 2 else None,
               device=device)
    serial += 1
    text = doc(serial, app={"maxVersion": "2.0"}, rollout={"percent": 0}, **HOTFIX)
    arrive(f, "document.order", text, refused("otherApp"), keys=None, note="another app and no rollout: the app range first")


def device_of(changes):
    from documents import DEVICE
    device = dict(DEVICE)
    device.update(changes)
    return device


USERS = ["u-%d" % n for n in range(1, 21)] + ["7F3A-19C2", "install-\u00e9t\u00e9", ""]


def rollout():
    f = DocumentFile("document-rollout", "DynamicRouting article: the rollout bucket, SHA-256 of the salt and the user "
                     "id (document.rollout.bucket), worked out here with hashlib.", SHOP)
    serial = 60
    for user in USERS:
        serial += 1
        body = doc(serial, rollout={"percent": 50, "salt": "goods-web"}, **HOTFIX)
        into = bucket("goods-web", user) < 50
        arrive(f, "document.rollout.bucket", signed(body) if serial % 2 else body, applied(serial) if into else
               refused("notInRollout"), keys=KEY if serial % 2 else None, device={"userId": user},
               note="bucket %.2f" % bucket("goods-web", user))
    for percent, salt, user in [(0, "goods-web", "u-1"), (100, "goods-web", "u-2"), (12.5, "cart", "u-3"),
                                (12.5, "cart", "u-4"), (5, None, "u-5"), (5, None, "u-6"), (99.99, "x", "u-7"),
                                (0.01, "y", "u-8")]:
        serial += 1
        spec = {"percent": percent} if salt is None else {"percent": percent, "salt": salt}
        document = json.loads(doc(serial, rollout=spec))
        body = doc(serial, rollout=spec, **HOTFIX)
        into = in_rollout(document, user)
        arrive(f, "document.rollout.bucket", signed(body), applied(serial) if into else refused("notInRollout"),
               device={"userId": user}, note="bucket %.2f (salt %s)" % (bucket(salt or str(serial), user), salt or serial))
    # Widening with the same salt keeps the users who had it (buckets do not move).
    user = next(u for u in USERS if 10 <= bucket("goods-web", u) < 50)
    first, wider = doc(90, rollout={"percent": 10, "salt": "goods-web"}, **HOTFIX), doc(91, rollout={
        "percent": 50, "salt": "goods-web"}, **HOTFIX)
    f.document("document.rollout.bucket", [signed(first), signed(wider)], [refused("notInRollout"), applied(91)], 91,
               hotfix_links(f, True), keys=KEY, device={"userId": user}, rules=["document.keep-last-good"],
               note="bucket %.2f: out at 10%%, in at 50%%" % bucket("goods-web", user))


def generate():
    signature()
    form()
    window()
    app()
    rollout()
