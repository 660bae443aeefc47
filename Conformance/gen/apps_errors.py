"""Table errors of the app's identities (cases/errors-apps.json; issue #90): `options.apps` breaking the format
(RouteTableFileFormat, "The app's identities"), its first problem located, with the message of Conformance/errors.json
filled in. Every reader that loads a table runs them (Swift's and the JVM's), so the three readers' checks of the
identities (RouteTableSpecDecoder+Apps.swift, AppsSchema.java, the web module's jump-apps.js) say the same.
"""
import corpus
from table_errors import add_at

IOS = '"appStoreId": "1234567890", "teamId": "ABCDE12345", "bundleId": "com.shop.app"'
HOST = "a host name: lowercase ASCII letters, digits, '-' and '.'"
PACKAGE = ("an Android package: two or more names of ASCII letters, digits and '_', each starting with a letter, "
           "joined by '.'")


def table(apps):
    """A table whose `options.apps` is `apps`, on its own line (line 2)."""
    return '{"options": {"apps":\n  %s},\n "routes": []}\n' % apps


def generate():
    f = corpus.CaseFile("errors-apps", "Route-table file article, The app's identities: values options.apps refuses.",
                        {"routes": []})
    v, t, k, m = "file.errors.value", "file.errors.type", "file.errors.unknown-key", "file.errors.missing-key"
    q = '"%s"'.__mod__
    cases = [
        (t, "[]", "value.not-object", "[]", dict(name=q("apps"), type="array")),
        (k, '{"hosts": [], "host": []}', "key.unknown-suggested", '"host"', dict(key=q("host"), context=q("apps"),
                                                                                 suggestion=q("hosts"))),
        (k, '{"iphone": {}}', "key.unknown", '"iphone"', dict(key=q("iphone"), context=q("apps"),
                                                             keys="hosts, ios, android")),
        (t, '{"hosts": "m.shop.example"}', "value.not-string-array", '"m.shop', dict(name=q("hosts"), type="string")),
        (t, '{"hosts": ["m.shop.example", 7]}', "value.not-string", "7", dict(name=q("hosts[1]"), type="integer")),
        (v, '{"hosts": ["m.shop.example", ""]}', "value.empty", '""', dict(name=q("hosts[1]"))),
        (v, '{"hosts": ["m.shop.example", "M.Shop.example"]}', "apps.value", '"M.', dict(
            name=q("hosts[1]"), what=HOST, value=q("M.Shop.example"))),
        (v, '{"hosts": ["https://m.shop.example"]}', "apps.value", '"https', dict(
            name=q("hosts[0]"), what=HOST, value=q("https://m.shop.example"))),
        (t, '{"ios": true}', "value.not-object", "true", dict(name=q("ios"), type="boolean")),
        (m, '{"ios": {"appStoreId": "1234567890", "bundleId": "com.shop.app"}}', "apps.missing-key", '{"appStoreId',
         dict(name=q("ios"), key=q("teamId"))),
        (m, '{"android": {"storeURL": "https://p.example/app"}}', "apps.missing-key", '{"storeURL',
         dict(name=q("android"), key=q("package"))),
        (k, '{"ios": {%s, "teamID": "ABCDE12345"}}' % IOS, "key.unknown-suggested", '"teamID"', dict(
            key=q("teamID"), context=q("ios"), suggestion=q("teamId"))),
        (v, '{"ios": {"appStoreId": "1234567890", "teamId": "ABCDE1234", "bundleId": "com.shop.app"}}', "apps.value",
         '"ABCDE1234"', dict(name=q("teamId"), what="10 ASCII capital letters or digits", value=q("ABCDE1234"))),
        (v, '{"ios": {"appStoreId": "id1234567890", "teamId": "ABCDE12345", "bundleId": "com.shop.app"}}', "apps.value",
         '"id1', dict(name=q("appStoreId"), what="the App Store id, ASCII digits", value=q("id1234567890"))),
        (t, '{"ios": {"appStoreId": 1234567890, "teamId": "ABCDE12345", "bundleId": "com.shop.app"}}',
         "value.not-string", "1234567890", dict(name=q("appStoreId"), type="integer")),
        (v, '{"ios": {"appStoreId": "1234567890", "teamId": "ABCDE12345", "bundleId": "com.shop app"}}', "apps.value",
         '"com.shop app"', dict(name=q("bundleId"), what="a bundle id: ASCII letters, digits, '-' and '.'",
                                value=q("com.shop app"))),
        (v, '{"ios": {%s, "appClipBundleId": "com.shop.appClip"}}' % IOS, "apps.value", '"com.shop.appClip"', dict(
            name=q("appClipBundleId"), what="the app's bundle id, '.' and a name", value=q("com.shop.appClip"))),
        (v, '{"ios": {%s, "storeURL": "itms-apps://apps.apple.com/app/id1"}}' % IOS, "apps.value", '"itms', dict(
            name=q("storeURL"), what="an https URL", value=q("itms-apps://apps.apple.com/app/id1"))),
        # White space is Unicode's White_Space on every reader (an em space here), not an ASCII class.
        (v, '{"ios": {%s, "storeURL": "https://apps.apple.com/app\\u2003id1"}}' % IOS, "apps.value", '"https://apps',
         dict(name=q("storeURL"), what="an https URL", value=q("https://apps.apple.com/app\u2003id1"))),
        (v, '{"android": {"package": "com.shop.app", "storeURL": "https://"}}', "apps.value", '"https://"', dict(
            name=q("storeURL"), what="an https URL", value=q("https://"))),
        (v, '{"android": {"package": "shop"}}', "apps.value", '"shop"', dict(
            name=q("package"), what=PACKAGE, value=q("shop"))),
        (v, '{"android": {"package": "com.1shop.app"}}', "apps.value", '"com.1', dict(
            name=q("package"), what=PACKAGE, value=q("com.1shop.app"))),
        (v, '{"android": {"package": "com.shop.app"}, "ios": {"appStoreId": "1", "teamId": "X", "bundleId": "b"}}',
         "apps.value", '"X"', dict(name=q("teamId"), what="10 ASCII capital letters or digits", value=q("X"))),
    ]
    for rule, apps, code, needle, holes in cases:
        add_at(f, rule, table(apps), code, needle, **holes)
