#!/usr/bin/env python3
"""The conformance corpus's case count and its map from rules to cases (python3, standard library only).

Reads the rule ids from the rule files (Docs/Rules/FAMILY.md, one for every language), and every case file.
Exits 1 when a rule has no case, a case names an unknown rule, or a file breaks the corpus's format.
"""
import glob
import json
import os
import re
import sys

from coverage_jump import check_jump

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULE_FILES = ["Docs/Rules/%s.md" % family for family in ["normalization", "pattern", "file", "document", "policy", "router",
                                                                 "module", "jump"]]
RULE = re.compile(r"`((?:pattern|normalization|file|policy|document|router|module|call|jump)(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+)`")
KINDS = {"match": ["url", "expect"], "urlFor": ["route", "parameters", "expect"], "tableError": ["text", "expect"],
         "association": ["hosts", "expect"], "document": ["documents", "context", "expect"],
         "open": ["url", "app", "expect"], "pending": ["steps", "expect"], "call": ["modules", "steps", "expect"],
         "jump": ["url", "platform", "expect"]}
REFUSALS = {"intake", "origin", "policy", "no-route", "rewrite"}
# A document's refusal codes (Swift's RoutingDocumentError.Code names), and a link's extra refusal with a document.
DOCUMENT_CODES = {"malformed", "unsigned", "unknownKey", "badSignature", "expired", "notYetValid", "otherApp",
                  "notInRollout", "downgrade", "unboundHandler", "doesNotApply", "tooLarge"}


def check_outcome(where, expect, problems, refusals=REFUSALS):
    if expect.get("matched") is True:
        missing = {"route", "namespace", "parameters", "wildcard"} - set(expect)
        if missing:
            problems.append("%s: a match without %s" % (where, sorted(missing)))
    elif expect.get("refusal") not in refusals:
        problems.append("%s: refusal %r" % (where, expect.get("refusal")))


def check_document(where, case, problems):
    expect = case.get("expect", {})
    arrivals = expect.get("documents", [])
    if len(arrivals) != len(case.get("documents", [])):
        problems.append("%s: %d documents, %d arrivals expected" % (where, len(case.get("documents", [])), len(arrivals)))
    for arrival in arrivals:
        kinds = set(arrival) & {"applied", "unchanged", "refused"}
        if len(kinds) != 1 or ("refused" in arrival and arrival["refused"] not in DOCUMENT_CODES):
            problems.append("%s: arrival %r" % (where, arrival))
        elif set(arrival) - {"applied", "unchanged", "refused", "line", "column", "message"}:
            problems.append("%s: arrival %r" % (where, arrival))
    if "inForce" not in expect:
        problems.append("%s: no inForce" % where)
    for key in ["appVersion", "platform", "userId", "now"]:
        if key not in case.get("context", {}):
            problems.append("%s: context without %s" % (where, key))
    for link in expect.get("links", []):
        check_outcome("%s %s" % (where, link.get("url")), link.get("expect", {}), problems, REFUSALS | {"redirect"})
SOURCE = re.compile(r"^(in-app|push|universal-link|other-app(:.+)?|web(:.+)?)$")
KIND = "(in-app|push|universal-link|other-app|web)"
RESTRICT = re.compile(r"^[^=]+=%s(,%s)*$" % (KIND, KIND))


def article_rules():
    """{rule id: the rule file that lists it}."""
    rules = {}
    for path in RULE_FILES:
        text = open(os.path.join(ROOT, path), encoding="utf-8").read()
        found = RULE.findall(text)
        if not found:
            sys.exit("%s: lists no rule" % path)
        for rule in found:
            rules[rule] = path
    return rules


# A rule a rule file says is held outside the corpus, by a file of cases both readers' tests run (a tool's command
# over files): "`module.tables.merge` is held outside the corpus, by `Android/testdata/merge/cases.txt`".
HELD = re.compile(r"`([a-z0-9.-]+)` is held outside the corpus, by `([^`]+)`")


def held_outside(problems):
    held = set()
    for path in RULE_FILES:
        for rule, cases in HELD.findall(open(os.path.join(ROOT, path), encoding="utf-8").read()):
            if not os.path.exists(os.path.join(ROOT, cases)):
                problems.append("%s: %s is held by %s, which does not exist" % (path, rule, cases))
            held.add(rule)
    return held


def check_case(name, case, problems):
    where = "%s#%s" % (name, case.get("id"))
    kind = case.get("kind")
    if kind not in KINDS:
        problems.append("%s: unknown kind %r" % (where, kind))
        return
    for key in ["id", "rule"] + KINDS[kind]:
        if key not in case:
            problems.append("%s: no %r" % (where, key))
    if kind == "match":
        check_outcome(where, case.get("expect", {}), problems)
        check_policy(where, case, problems)
    elif kind == "document":
        check_document(where, case, problems)
    elif kind == "open":
        check_open(where, case, problems)
    elif kind == "pending":
        check_pending(where, case, problems)
    elif kind == "call":
        check_call(where, case, problems)
    elif kind == "jump":
        check_jump(where, case, problems)


# module.* and call.*: a step is one action, and each has its result, in the words its kind may give.
CALL_STEPS = {"call", "callURL", "service", "open", "load", "unload", "post"}
CALL_RESULT = {
    "call": r"(value|fallback) .*|error (actionNotFound|notAnActionURL|pipeline|unloaded): .+",
    "service": r"value .*|error (serviceNotFound|pipeline|unloaded): .+",
    "open": r"opened \S+: (value .*|handled|navigate .+|redirect .+|declined)|failed [a-zA-Z]+",
    "load": r"loaded|error .+", "unload": r"unloaded|error .+", "post": r"delivered \S.*",
}
CALL_RESULT["callURL"] = CALL_RESULT["call"]


def check_call(where, case, problems):
    steps, expect = case.get("steps", []), case.get("expect", {})
    results = expect.get("results", [])
    if len(results) != len(steps):
        problems.append("%s: %d steps, %d results" % (where, len(steps), len(results)))
        return
    if expect.get("start", "").startswith("error") and (steps or "modules" in expect):
        problems.append("%s: a start that fails runs no step and leaves no modules" % where)
    for step, result in zip(steps, results):
        kinds = CALL_STEPS.intersection(step)
        if len(kinds) != 1:
            problems.append("%s: step %r is not one of %s" % (where, step, sorted(CALL_STEPS)))
        elif not re.fullmatch(CALL_RESULT[kinds.pop()], result):
            problems.append("%s: result %r for step %r" % (where, result, step))
    # A call gives no analytics event: only an open's may appear, one for each open.
    events = [line for line in expect.get("trace", []) if line.startswith("analytics ")]
    if len(events) != sum(1 for step in steps if "open" in step):
        problems.append("%s: %d analytics events for %d opens" % (where, len(events), sum("open" in s for s in steps)))


# router.pending.*: the steps a runner knows, and deliveries that account for every link taken.
PENDING_STEP = re.compile(r"^(receive \S+( \S+)?( id=\S+)?|ready|hold \S+|release \S+)$")
PENDING_DELIVERY = re.compile(r"^(\S+): (opened \S+|failed [a-zA-Z]+|dropped: .+)$")


def check_pending(where, case, problems):
    steps, expect = case.get("steps", []), case.get("expect", {})
    if set(expect) != {"deliveries", "trace", "pending", "heldBy"}:
        problems.append("%s: expect has %s, not deliveries, trace, pending and heldBy" % (where, sorted(expect)))
        return
    bad = [step for step in steps if not PENDING_STEP.match(step)]
    if bad:
        problems.append("%s: steps %r" % (where, bad))
    taken, ids = [], set()
    for step in steps:
        words = step.split(" ")
        if words[0] != "receive":
            continue
        id = words[-1][3:] if words[-1].startswith("id=") else None
        if id is None or id not in ids:
            taken.append(words[1])
        if id is not None:
            ids.add(id)
    delivered = [PENDING_DELIVERY.match(line) for line in expect["deliveries"]]
    if not all(delivered):
        problems.append("%s: deliveries %r" % (where, expect["deliveries"]))
    # Every link taken is delivered once or still waits, in the order it arrived.
    elif sorted([m.group(1) for m in delivered] + expect["pending"]) != sorted(taken):
        problems.append("%s: links taken %r, delivered or waiting %r" % (where, taken,
                        [m.group(1) for m in delivered] + expect["pending"]))


def check_policy(where, case, problems):
    """A match case's `source`, `policy` and `refused` (Conformance/README.md, "match cases")."""
    expect, source, policy = case.get("expect", {}), case.get("source"), case.get("policy")
    if source is not None and not SOURCE.match(source):
        problems.append("%s: source %r" % (where, source))
    if policy is not None:
        if source is None:
            problems.append("%s: a policy without a source" % where)
        if not isinstance(policy, dict) or set(policy) - {"restrict", "deny"}:
            problems.append("%s: policy %r" % (where, policy))
        else:
            problems += ["%s: restrict %r" % (where, r) for r in policy.get("restrict", []) if not RESTRICT.match(r)]
            problems += ["%s: deny %r" % (where, d) for d in policy.get("deny", []) if not SOURCE.match(d)]
    refused = expect.get("refused")
    if refused is not None:
        if source is None:
            problems.append("%s: refused without a source" % where)
        if not refused or any(not isinstance(r, dict) or set(r) != {"pattern", "scheme"} for r in refused):
            problems.append("%s: refused %r" % (where, refused))
    if expect.get("refusal") == "policy" and not refused:
        problems.append("%s: a policy refusal lists no refused route" % where)


# `open` cases (Conformance/README.md, "open cases"; Pipeline.md's router.* rules). What follows from the rules' words
# alone is checked here: the vocabulary, the shapes, and how the trace, the analytics event and the outcome must agree.
MIDDLEWARE_DOES = {"pass", "value", "handled", "navigate", "redirect", "decline", "reject", "throw", "twice", "never",
                   "loginGate"}
HANDLER_DOES = {"value", "handled", "navigate", "decline", "redirect", "throw", "reject"}
UNMATCHED_DOES = HANDLER_DOES
ANSWER_KEYS = {"value": "value", "navigate": "screen", "redirect": "to", "reject": "reason"}
REJECTION = re.compile(r"^(unauthorized|forbidden|loginFailed|invalidParameters:[^,]+(,[^,]+)*|custom:.+)$")
# Each reason an open can fail with (RoutingError.Reason's names), and the details its outcome carries.
OPEN_ERRORS = {"refused": set(), "noRoute": set(), "allDeclined": {"count"}, "forbidden": {"route"},
               "rejected": {"rejection", "middleware"}, "middlewareFailed": {"middleware"},
               "nextCalledTwice": {"middleware"}, "timedOut": {"middleware", "after"}, "cancelled": set(),
               "handlerFailed": {"route"}, "tooManyRedirects": {"redirects"}, "rewriteLoop": set(),
               "navigationFailed": set()}
# router.analytics.outcome: an open that fails, by its reason.
FAILED_AS = {"allDeclined": "declined", "noRoute": "unmatched", "refused": "refused", "forbidden": "refused",
             "rejected": "refused"}
ANALYTICS_OUTCOMES = {"handled", "declined", "degraded", "unmatched", "refused", "failed"}
ANSWER = r"(value .*|handled|navigate \S+|redirect \S+|declined)"
TRACE_LINES = [
    re.compile(r"^> .+ \S+$"),
    re.compile(r"^< .+ (%s|reject \S+|throw|failed (%s))$" % (ANSWER, "|".join(OPEN_ERRORS))),
    re.compile(r"^handler \S+ \S+ -> (value .*|handled|navigate \S+|redirect \S+|decline|throw|reject \S+)$"),
    re.compile(r"^unmatched (noRoute|forbidden|allDeclined) \S+( web=\S+)?$"),
    re.compile(r"^isLoggedIn -> (true|false)$"),
    re.compile(r"^logIn \S+ -> (true|false|never)$"),
    re.compile(r"^navigator \S+( -> fail)?$"),
    re.compile(r"^analytics (%s)$" % "|".join(sorted(ANALYTICS_OUTCOMES))),
]
DRAINED = re.compile(r"^< .+ failed cancelled$")


def described(source, case=None):
    """RouteSource's description (Policy/RouteSource.swift, the JVM's RouteSource.toString) of a case's source; with
    the case, as its analytics event writes it (a web page's link redacted: router.analytics.redact)."""
    kind, _, detail = (source or "in-app").partition(":")
    name = {"in-app": "in-app", "push": "push notification", "universal-link": "universal link",
            "other-app": "another app", "web": "web page"}[kind]
    if detail and kind == "web" and case is not None:
        detail = redacted(case, detail)
    return name + (" (%s)" % detail if detail else "")


# router.analytics.redact: what a redacted query value becomes.
PLACEHOLDER = "redacted"
SCHEME_AUTHORITY = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


def redacted(case, link):
    """`link` as the case's analytics event writes it (router.analytics.redact), under its app.analytics: scheme,
    host, port and path as written; each query value PLACEHOLDER unless its name is kept (an item with no `=` as
    written); no fragment; no user info after `scheme://`."""
    settings = (case.get("app") or {}).get("analytics") or {}
    if settings.get("recordsFullLinks") is True:
        return link
    kept = set(settings.get("keepsQueryValues", []))
    end = link.find("#")
    end = len(link) if end < 0 else end
    query = link.find("?", 0, end)
    query = end if query < 0 else query
    head = link[:query]
    authority = SCHEME_AUTHORITY.match(head)
    if authority:
        start = authority.end()
        slash = head.find("/", start)
        at = head.rfind("@", start, len(head) if slash < 0 else slash)
        if at >= 0:
            head = head[:start] + head[at + 1:]
    if query == end:
        return head
    items = []
    for item in link[query + 1:end].split("&"):
        name, equals, _ = item.partition("=")
        items.append(item if not equals or name in kept else name + "=" + PLACEHOLDER)
    return head + "?" + "&".join(items)


def check_actor(where, what, actor, vocabulary, problems, extra=()):
    if not isinstance(actor, dict) or actor.get("does") not in vocabulary:
        problems.append("%s: %s %r" % (where, what, actor))
        return
    does = actor["does"]
    known = {"does"} | set(extra) | ({ANSWER_KEYS[does]} if does in ANSWER_KEYS else set())
    if does == "pass":
        known.add("after")
    if set(actor) - known:
        problems.append("%s: %s has %s" % (where, what, sorted(set(actor) - known)))
    if does in ANSWER_KEYS and not isinstance(actor.get(ANSWER_KEYS[does]), str):
        problems.append("%s: %s does %s without %s" % (where, what, does, ANSWER_KEYS[does]))
    if does == "reject" and not REJECTION.match(actor.get("reason", "")):
        problems.append("%s: %s rejects with %r" % (where, what, actor.get("reason")))
    for key in ["timeout", "after"]:
        if key in actor and not (isinstance(actor[key], (int, float)) and actor[key] > 0):
            problems.append("%s: %s %s %r" % (where, what, key, actor[key]))


def check_open(where, case, problems):
    source = case.get("source")
    if source is not None and not SOURCE.match(source):
        problems.append("%s: source %r" % (where, source))
    policy = case.get("policy")
    if policy is not None:
        if not isinstance(policy, dict) or set(policy) - {"restrict", "deny"}:
            problems.append("%s: policy %r" % (where, policy))
        else:
            problems += ["%s: restrict %r" % (where, r) for r in policy.get("restrict", []) if not RESTRICT.match(r)]
            problems += ["%s: deny %r" % (where, d) for d in policy.get("deny", []) if not SOURCE.match(d)]
    if "documents" in case:
        for key in ["appVersion", "platform", "userId", "now"]:
            if key not in case.get("context", {}):
                problems.append("%s: documents with a context without %s" % (where, key))
    elif "context" in case or "keys" in case:
        problems.append("%s: a context or keys without documents" % where)
    if not all(isinstance(v, str) for v in case.get("params", {}).values()):
        problems.append("%s: params %r" % (where, case.get("params")))
    app = case.get("app")
    if not isinstance(app, dict) or set(app) - {"middleware", "handlers", "unmatched", "session", "navigator", "analytics"}:
        problems.append("%s: app %r" % (where, app))
        return
    settings = app.get("analytics", {})
    if not isinstance(settings, dict) or set(settings) - {"keepsQueryValues", "recordsFullLinks"} or \
            not all(isinstance(n, str) for n in settings.get("keepsQueryValues", [])) or \
            not isinstance(settings.get("recordsFullLinks", False), bool):
        problems.append("%s: app.analytics %r" % (where, settings))
        return
    gate = False
    for entry in app.get("middleware", []):
        what = "middleware %r" % (entry.get("name") if isinstance(entry, dict) else entry)
        check_actor(where, what, entry, MIDDLEWARE_DOES, problems, ["name", "tag", "timeout", "on"])
        if isinstance(entry, dict) and not isinstance(entry.get("name"), str):
            problems.append("%s: a middleware without a name" % where)
        gate = gate or (isinstance(entry, dict) and entry.get("does") == "loginGate")
    for name, handler in app.get("handlers", {}).items():
        check_actor(where, "handler %r" % name, handler, HANDLER_DOES, problems)
    if "unmatched" in app:
        check_actor(where, "the unmatched handler", app["unmatched"], UNMATCHED_DOES, problems)
    session = app.get("session")
    if session is not None:
        if not gate or not isinstance(session, dict) or set(session) - {"loggedIn", "logIn", "staleSession"}:
            problems.append("%s: session %r (a session is for a loginGate)" % (where, session))
        elif any(a not in (True, False, "never") for a in session.get("logIn", [])):
            problems.append("%s: logIn answers %r" % (where, session.get("logIn")))
    if app.get("navigator", {"does": "fail"}) != {"does": "fail"}:
        problems.append("%s: navigator %r" % (where, app.get("navigator")))
    expect = case.get("expect", {})
    if set(expect) - {"plan"} != {"trace", "analytics", "outcome"}:
        problems.append("%s: expect has %s, not trace, analytics and outcome (and a plan, optional)" % (where, sorted(expect)))
        return
    check_open_expect(where, case, expect, problems)
    if "plan" in expect:
        check_open_plan(where, expect["plan"], expect["outcome"], problems)


# router.can-open: a plan is the route and what would run, or why no route would; the errors a dry run can give.
PLAN_ERRORS = {"refused": set(), "noRoute": set(), "forbidden": {"route"}, "rewriteLoop": set()}


def check_open_plan(where, plan, outcome, problems):
    if not isinstance(plan, dict):
        problems.append("%s: plan %r" % (where, plan))
    elif "error" in plan:
        reason = plan["error"]
        if reason not in PLAN_ERRORS or set(plan) != {"error"} | PLAN_ERRORS[reason]:
            problems.append("%s: plan %r (a dry run fails with %s)" % (where, plan, sorted(PLAN_ERRORS)))
        # The open fails as the plan says, unless the unmatched handler answered for it.
        elif outcome != plan and outcome.get("route") != "(unmatched)":
            problems.append("%s: plan %r, but the open ends %r" % (where, plan, outcome))
    elif set(plan) != {"route", "middleware", "fallbacks", "rewrites"} or not isinstance(plan["route"], str) or \
            not all(isinstance(plan[k], list) and all(isinstance(i, str) for i in plan[k])
                    for k in ("middleware", "fallbacks", "rewrites")):
        problems.append("%s: plan %r" % (where, plan))
    elif outcome.get("error") in PLAN_ERRORS and outcome.get("error") != "forbidden":
        problems.append("%s: a plan with a route, but the open ends %r" % (where, outcome))


def check_open_expect(where, case, expect, problems):
    trace, analytics, outcome = expect["trace"], expect["analytics"], expect["outcome"]
    if not isinstance(trace, list) or not all(isinstance(line, str) for line in trace):
        problems.append("%s: trace %r" % (where, trace))
        return
    for line in trace:
        if not any(grammar.match(line) for grammar in TRACE_LINES):
            problems.append("%s: trace line %r" % (where, line))
    if "cancel" in case and case["cancel"] not in trace:
        problems.append("%s: cancel %r is not a line of the trace" % (where, case["cancel"]))
    # router.analytics: one event, when the open has ended (after the navigator); only a late next is drained after.
    sent = [i for i, line in enumerate(trace) if line.startswith("analytics ")]
    if len(sent) != 1:
        problems.append("%s: %d analytics lines" % (where, len(sent)))
        return
    if not all(DRAINED.match(line) for line in trace[sent[0] + 1:]):
        problems.append("%s: lines after the analytics line that are not a late next" % where)
    if not isinstance(analytics, dict) or set(analytics) - {"url", "source", "route", "outcome", "reason", "redirects"} \
            or {"url", "source", "outcome", "redirects"} - set(analytics):
        problems.append("%s: analytics %r" % (where, analytics))
        return
    if trace[sent[0]] != "analytics " + str(analytics["outcome"]):
        problems.append("%s: the analytics line says %r, the event %r" % (where, trace[sent[0]], analytics["outcome"]))
    if analytics["url"] != redacted(case, case.get("url", "")):
        problems.append("%s: analytics url %r is not the link opened, redacted: %r" % (where, analytics["url"], redacted(case, case.get("url", ""))))
    if SOURCE.match(case.get("source") or "in-app") and analytics["source"] != described(case.get("source"), case):
        problems.append("%s: analytics source %r, RouteSource says %r" % (where, analytics["source"], described(case.get("source"), case)))
    if analytics["outcome"] not in ANALYTICS_OUTCOMES:
        problems.append("%s: analytics outcome %r" % (where, analytics["outcome"]))
    if ("reason" in analytics) != (analytics["outcome"] in ("refused", "failed")):
        problems.append("%s: analytics reason %r with outcome %r" % (where, analytics.get("reason"), analytics["outcome"]))
    targets = analytics["redirects"]
    if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets):
        problems.append("%s: analytics redirects %r" % (where, targets))
        return
    if not isinstance(outcome, dict):
        problems.append("%s: outcome %r" % (where, outcome))
    elif "response" in outcome:
        check_open_answer(where, case, trace, sent[0], analytics, outcome, problems)
    elif outcome.get("error") in OPEN_ERRORS:
        check_open_error(where, case, analytics, outcome, problems)
    else:
        problems.append("%s: outcome %r" % (where, outcome))


def check_open_answer(where, case, trace, sent, analytics, outcome, problems):
    response = outcome["response"]
    detail = {"value": {"value"}, "navigate": {"screen"}, "handled": set()}.get(response)
    if detail is None or set(outcome) != {"response", "route", "redirects"} | detail:
        problems.append("%s: outcome %r" % (where, outcome))
        return
    redirects = outcome["redirects"]
    if not redirects or redirects[0] != case.get("url") or analytics["redirects"] != [redacted(case, r) for r in redirects[1:]]:
        problems.append("%s: outcome redirects %r, analytics redirects %r" % (where, redirects, analytics["redirects"]))
    # router.analytics.outcome: degraded, else unmatched when the unmatched handler's answer ended it, else handled.
    if analytics["outcome"] not in ("handled", "unmatched", "degraded") or \
            (analytics["outcome"] == "unmatched") != (outcome["route"] == "(unmatched)" and analytics["outcome"] != "degraded"):
        problems.append("%s: analytics outcome %r for an answer of %r" % (where, analytics["outcome"], outcome["route"]))
    if analytics["outcome"] == "degraded" and "degrades" not in "".join(d.get("text", "") for d in case.get("documents", [])):
        problems.append("%s: degraded with no document degrade" % where)
    if analytics.get("route") != outcome["route"]:
        problems.append("%s: analytics route %r, outcome route %r" % (where, analytics.get("route"), outcome["route"]))
    # router.navigator: a navigate answer is performed, once, before the event.
    navigated = [line for line in trace[:sent] if line.startswith("navigator ")]
    if response == "navigate" and navigated != ["navigator " + outcome["screen"]]:
        problems.append("%s: a navigate outcome with navigator lines %r" % (where, navigated))
    if response != "navigate" and navigated:
        problems.append("%s: navigator lines %r without a navigate outcome" % (where, navigated))


def check_open_error(where, case, analytics, outcome, problems):
    reason = outcome["error"]
    if set(outcome) != {"error"} | OPEN_ERRORS[reason]:
        problems.append("%s: outcome %r (%s has %s)" % (where, outcome, reason, sorted(OPEN_ERRORS[reason])))
        return
    expected = FAILED_AS.get(reason, "failed")
    if analytics["outcome"] != expected or analytics.get("reason", reason) != reason:
        problems.append("%s: %s is analytics %r, not %r (%r)" % (where, reason, analytics["outcome"], expected, analytics.get("reason")))
    if reason == "allDeclined" and not (isinstance(outcome["count"], int) and outcome["count"] >= 1):
        problems.append("%s: count %r" % (where, outcome["count"]))
    if reason == "rejected":
        if not REJECTION.match(outcome["rejection"]) or not (outcome["middleware"] is None or isinstance(outcome["middleware"], str)):
            problems.append("%s: rejection %r by %r" % (where, outcome["rejection"], outcome["middleware"]))
    if reason == "timedOut" and not (isinstance(outcome["after"], (int, float)) and outcome["after"] > 0):
        problems.append("%s: after %r" % (where, outcome["after"]))
    if reason == "tooManyRedirects":
        # router.redirect.limit: the link opened and the 9 targets; the event names the 9 targets.
        redirects = outcome["redirects"]
        if len(redirects) != 10 or redirects[0] != case.get("url") or \
                analytics["redirects"] != [redacted(case, r) for r in redirects[1:]]:
            problems.append("%s: tooManyRedirects %r, analytics redirects %r" % (where, redirects, analytics["redirects"]))
    if reason in ("refused", "rewriteLoop") and "route" in analytics:
        problems.append("%s: a %s names a route %r" % (where, reason, analytics.get("route")))
    if reason == "navigationFailed" and not any(line.endswith(" -> fail") for line in case["expect"]["trace"]):
        problems.append("%s: navigationFailed with no failed navigator line" % where)


ERROR_KINDS = {"syntax", "unknown-key", "missing-key", "type", "value", "pattern", "conflict", "intake", "match",
               "policy", "link", "document", "router", "module", "call"}


def error_templates(problems):
    """errors.json's entries as (kind, anchored regular expression), after checking its structure."""
    table = json.load(open(os.path.join(ROOT, "Conformance", "errors.json"), encoding="utf-8"))
    templates, codes = [], set()
    for entry in table.get("errors", []):
        code, kind, message = entry.get("code"), entry.get("kind"), entry.get("message")
        if code in codes or kind not in ERROR_KINDS or not isinstance(message, str):
            problems.append("errors.json: entry %r (a repeated code, an unknown kind or no message)" % code)
        codes.add(code)
        parts = re.split(r"\{[a-z]+\}", message or "")
        templates.append((kind, re.compile("^" + "(.+)".join(re.escape(p) for p in parts) + "$", re.S)))
    return templates


def check_reasons(schema, problems):
    """schema.json's open errors are the reasons of errors.json's `reasons` that every router has, and its rejections
    are its rejection reasons: the corpus spells a reason as the routers do, which read errors.json."""
    reasons = json.load(open(os.path.join(ROOT, "Conformance", "errors.json"), encoding="utf-8"))["reasons"]
    shared = {r["name"] for r in reasons["open"] if "readers" not in r}
    if set(schema["$defs"]["openError"]["enum"]) != shared:
        problems.append("schema.json's openError is not errors.json's open reasons every router has: %s"
                        % sorted(shared ^ set(schema["$defs"]["openError"]["enum"])))
    rejection = {r["name"] for r in reasons["rejection"]}
    written = set(re.findall(r"(?<=[(|])[A-Za-z]+", schema["$defs"]["rejection"]["pattern"]))
    if written != rejection:
        problems.append("schema.json's rejection is not errors.json's rejection reasons: %s" % sorted(written ^ rejection))


DOCUMENT_MESSAGE_KINDS = {"document", "value", "syntax", "unknown-key"}


def check_message(where, case, templates, problems):
    """A tableError case's message fits a template of errors.json of the case's kind; a document refused with a
    message, one of kind document, value (a type or a value a table's key shares), unknown-key (a table's words) or
    syntax (its JSON)."""
    expect = case.get("expect", {})
    if case.get("kind") == "document":
        for document in expect.get("documents", []):
            message = document.get("message") if isinstance(document, dict) else None
            if message is not None and not any(kind in DOCUMENT_MESSAGE_KINDS and t.match(message) for kind, t in templates):
                problems.append("%s: message %r fits no document, value, unknown-key or syntax template of errors.json" % (where, message))
        return
    if case.get("kind") != "tableError" or "message" not in expect:
        return
    if not any(kind == expect.get("error") and t.match(expect["message"]) for kind, t in templates):
        problems.append("%s: message %r fits no %s template of errors.json" % (where, expect["message"],
                                                                            expect.get("error")))


def schema_branches(schema, node):
    """`node` with its `$ref`s resolved and its `allOf`/`oneOf`/`anyOf` branches spread: the schemas a value may meet."""
    if "$ref" in node:
        target = schema
        for part in node["$ref"].lstrip("#/").split("/"):
            target = target[part]
        return schema_branches(schema, target)
    out = [node]
    for key in ["allOf", "oneOf", "anyOf"]:
        for branch in node.get(key, []):
            out += schema_branches(schema, branch)
    return out


def unnamed_keys(schema, nodes, value, path, out):
    """Each key of `value` (a case's JSON) that no schema of `nodes` names, as a path: schema.json says every key the
    cases use, so that it cannot drift from them (issue 71). A map (`additionalProperties` a schema) names any key;
    a route-table file (`$defs/table`) is the RouteTableFileFormat article's, not checked here."""
    branches = [b for n in nodes for b in schema_branches(schema, n)]
    if any(b is schema["$defs"]["table"] for b in branches):
        return
    if isinstance(value, list):
        items = [b["items"] for b in branches if isinstance(b.get("items"), dict)]
        for item in value:
            unnamed_keys(schema, items, item, path + "[]", out)
    elif isinstance(value, dict):
        for key, item in value.items():
            named = [b["properties"][key] for b in branches if key in b.get("properties", {})]
            named += [b["additionalProperties"] for b in branches if isinstance(b.get("additionalProperties"), dict)]
            if not named:
                out.add("%s.%s" % (path, key))
            else:
                unnamed_keys(schema, named, item, "%s.%s" % (path, key), out)
    elif isinstance(value, str) and branches and all("enum" in b or "const" in b for b in branches):
        if not any(value in b.get("enum", [b.get("const")]) for b in branches):
            out.add("%s = %r" % (path, value))


def main():
    rules = article_rules()
    by_rule = {rule: [] for rule in rules}
    problems, total, kinds = [], 0, {}
    templates = error_templates(problems)
    schema = json.load(open(os.path.join(ROOT, "Conformance", "schema.json"), encoding="utf-8"))
    check_reasons(schema, problems)
    unnamed = set()
    for path in sorted(glob.glob(os.path.join(ROOT, "Conformance", "cases", "*.json"))):
        name = os.path.basename(path)
        data = json.load(open(path, encoding="utf-8"))
        if data.get("corpusVersion") != 1 or data.get("tableFormat") != 1 or "table" not in data:
            problems.append("%s: not a version-1 case file" % name)
        ids = set()
        unnamed_keys(schema, [schema], {k: v for k, v in data.items() if k != "cases"}, name, unnamed)
        for case in data.get("cases", []):
            kind_paths = set()
            unnamed_keys(schema, [{"$ref": "#/$defs/case"}], case, "%s case" % case.get("kind"), kind_paths)
            unnamed |= {"%s (%s#%s)" % (p, name, case.get("id")) for p in kind_paths}
            total += 1
            kinds[case.get("kind")] = kinds.get(case.get("kind"), 0) + 1
            if case.get("id") in ids:
                problems.append("%s: id %s repeats" % (name, case.get("id")))
            ids.add(case.get("id"))
            check_case(name, case, problems)
            check_message("%s#%s" % (name, case.get("id")), case, templates, problems)
            for rule in [case.get("rule")] + case.get("rules", []):
                if rule not in rules:
                    problems.append("%s#%s: unknown rule %s" % (name, case.get("id"), rule))
                else:
                    by_rule[rule].append("%s#%s" % (name, case["id"]))
    print("cases: %d (%s)" % (total, ", ".join("%s %d" % kv for kv in sorted(kinds.items()))))
    print("rules: %d, with cases: %d" % (len(rules), sum(1 for v in by_rule.values() if v)))
    for rule in sorted(by_rule):
        files = sorted({ref.split("#")[0] for ref in by_rule[rule]})
        print("  %-52s %4d  %s" % (rule, len(by_rule[rule]), ", ".join(files)))
    held = held_outside(problems)
    problems += ["rule %s has no case" % rule for rule, refs in sorted(by_rule.items()) if not refs and rule not in held]
    # One line a key path (named by its first case), not one a case.
    first = {}
    for entry in sorted(unnamed):
        first.setdefault(entry.split(" (")[0], entry)
    problems += ["schema.json does not name %s" % entry for entry in sorted(first.values())]
    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
