"""The web page's jump in the cross-reader fuzzer (issue #90; Docs/Rules/jump.md): the app's identities a table
names (`options.apps`) and the arguments of one jump job, drawn from a stream of their own so that a seed's tables
and links stay those of a run without jumps. Every reader is asked for the plan of every link of the table
(`switchyard jump` on the Swift and JVM command lines, the module's `jump`), and the plans are compared key by key.
"""

from tables import SOURCES, TAGS

HOSTS = ["m.shop.example", "example.com", "www.example.de"]
PLATFORMS = ["ios-safari", "ios-safari-view", "android-chrome", "wechat", "in-app", "desktop"]
PAGES = ["https://m.shop.example/landing", "https://www.example.de/p/1", "https://m.shop.example/goods/7",
         "https://example.com/", "https://landing.example.org/a?b=c"]
REFERRERS = ["utm_source=mail", "campaign=sale&x=1", "a b/c?d", "\u00e9t\u00e9"]


def apps(rng):
    """An `options.apps` value every reader takes: hosts, then an iOS app, an Android app or both."""
    value = {"hosts": rng.sample(HOSTS, rng.randint(0, 2))}
    systems = rng.choice([("ios",), ("android",), ("ios", "android"), ("ios", "android")])
    if "ios" in systems:
        ios = {"appStoreId": "1234567890", "teamId": "ABCDE12345", "bundleId": "com.shop.app"}
        if rng.random() < 0.3:
            ios["appClipBundleId"] = "com.shop.app.Clip"
        value["ios"] = ios
    if "android" in systems:
        android = {"package": rng.choice(["com.shop.app", "com.example.partner"])}
        if rng.random() < 0.3:
            android["storeURL"] = "https://store.example/apps/com.shop.app"
        value["android"] = android
    return value


def arguments(rng):
    """One job's `jump` arguments after `--table`, and the same as the web module's options."""
    platform = rng.choice(PLATFORMS)
    args, options = ["--platform", platform], {"platform": platform}
    if rng.random() < 0.7:
        page = rng.choice(PAGES)
        args += ["--page-url", page]
        options["pageURL"] = page
    source = rng.choice([s for s in SOURCES if s != "in-app"] + [None])
    if source is not None:
        args += ["--source", source]
        options["source"] = source
    if rng.random() < 0.3:
        rule = "%s=%s" % (rng.choice(TAGS), ",".join(rng.sample(["push", "universal-link", "web"], 2)))
        args += ["--restrict", rule]
        options["restrict"] = [rule]
    if rng.random() < 0.3:
        referrer = rng.choice(REFERRERS)
        args += ["--referrer", referrer]
        options["referrer"] = referrer
    return args, options
