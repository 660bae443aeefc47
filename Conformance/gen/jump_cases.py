"""What the `jump` cases share (gen/jump.py and gen/jump_tables.py write them; Docs/Rules/jump.md): a case file of jump
cases, and the plans they expect, each key written out (jump.plan.computed: exactly these seven).
"""
import corpus

# jump.input.errors: (platform, other arguments, the argument the caller got wrong).
ERROR_CASES = [("blackberry", {}, "platform"), ("iOS-Safari", {}, "platform"), ("ios-safari", {"pageURL": 7}, "pageURL"),
               ("android-chrome", {"referrer": 42}, "referrer"), ("ios-safari", {"source": "in-app"}, "source"),
               ("android-chrome", {"source": "carrier-pigeon"}, "source")]


def plan(decision, app=None, intent=None, store=None, web=None, same=False, why=None):
    """A plan: the decision, the links (None: null), whether the page is on the app link's host, the reasons."""
    return {"decision": decision, "appLink": app, "intentHref": intent, "storeURL": store, "webURL": web,
            "sameHost": same, "why": why or []}


def web(url, why):
    """jump.plan.tap-only: a `web` plan holds no link into the app or the store."""
    return plan("web", web=url, why=[why])


class JumpFile(corpus.CaseFile):
    def jump(self, rule, url, platform, page, expect, source=None, policy=None, referrer=None, documents=None,
             context=None, **extra):
        fields = {"url": url, "platform": platform}
        if page is not None:
            fields["pageURL"] = page
        for key, value in [("source", source), ("policy", policy), ("referrer", referrer), ("documents", documents),
                           ("context", context)]:
            if value is not None:
                fields[key] = value
        return self._add("jump", rule, expect=expect, **fields, **extra)

    def error(self, rule, url, platform, argument, **given):
        fields = {"url": url, "platform": platform}
        fields.update(given)
        return self._add("jump", rule, expect={"error": argument}, **fields)
