"""coverage.py's checks of `jump` cases (Conformance/README.md, "`jump` cases"; Docs/Rules/jump.md): what follows from
the rules' words alone, so that a case cannot state a plan the rules rule out."""
import re

PLATFORMS = {"ios-safari", "ios-safari-view", "android-chrome", "wechat", "in-app", "desktop"}
PLAN_KEYS = {"decision", "appLink", "intentHref", "storeURL", "webURL", "sameHost", "why"}
WHY = ["intake", "origin", "no-route", "rewrite", "redirect", "internal", "policy", "degrade", "in-app-browser",
       "desktop", "no-app", "no-app-link", "same-host", "fragment"]
# The decisions a route's refusal or the environment make alone: a `web` plan with that one reason.
ALONE = set(WHY[:11])
ARGUMENTS = {"platform", "pageURL", "referrer", "source"}
INTENT = re.compile(r"^intent://[^#]*#Intent;scheme=[A-Za-z][A-Za-z0-9+.-]*;package=[A-Za-z][A-Za-z0-9_.]*;"
                    r"(S\.browser_fallback_url=[A-Za-z0-9%._~-]+;|S\.market_referrer=[A-Za-z0-9%._~-]+;)?end$")


def check_jump(where, case, problems):
    expect = case.get("expect", {})
    if "error" in expect:
        if set(expect) != {"error"} or expect["error"] not in ARGUMENTS:
            problems.append("%s: error %r (an argument of %s)" % (where, expect, sorted(ARGUMENTS)))
        return
    if case.get("platform") not in PLATFORMS:
        problems.append("%s: platform %r with a plan" % (where, case.get("platform")))
    if set(expect) != PLAN_KEYS:  # jump.plan.computed: exactly these keys
        problems.append("%s: plan keys %s" % (where, sorted(expect)))
        return
    why = expect["why"]
    if not isinstance(why, list) or any(w not in WHY for w in why) or why != sorted(why, key=WHY.index):
        problems.append("%s: why %r (codes of %s, in that order)" % (where, why, WHY))
        return
    links = [expect[k] for k in ("appLink", "intentHref", "storeURL")]
    if expect["decision"] == "web":
        # jump.plan.tap-only: no link into the app or the store; one reason, the one that decided.
        if any(links) or expect["sameHost"] or len(why) != 1 or why[0] not in ALONE:
            problems.append("%s: a web plan %r" % (where, expect))
    elif expect["decision"] in ("app", "store"):
        if ALONE & set(why) or not expect["storeURL"]:
            problems.append("%s: an %s plan %r" % (where, expect["decision"], expect))
        # jump.decision.app and .store: app exactly when a link here opens the app.
        opens = expect["intentHref"] is not None or (expect["appLink"] is not None and not expect["sameHost"])
        if opens != (expect["decision"] == "app"):
            problems.append("%s: decision %s, but a link here %s the app" % (where, expect["decision"],
                                                                            "opens" if opens else "does not open"))
    else:
        problems.append("%s: decision %r" % (where, expect["decision"]))
    if expect["sameHost"] != ("same-host" in why) or (expect["sameHost"] and not expect["appLink"]):
        problems.append("%s: sameHost %r with why %r" % (where, expect["sameHost"], why))
    if expect["intentHref"] is not None and (case.get("platform") != "android-chrome" or not INTENT.match(expect["intentHref"])):
        problems.append("%s: intentHref %r" % (where, expect["intentHref"]))
    if case.get("documents") and "context" not in case:
        problems.append("%s: documents without a context" % where)
