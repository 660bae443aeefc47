(function (M) {
  // MARK: One rewrite (RewriteRules.step): the first pattern rule, in their own table in registration order
  // and for every origin; else the first regex rule, in order, on the URL before its query and fragment.

  function encode(value) {
    var out = "";
    M.encoder.encode(value).forEach(function (b) {
      var c = String.fromCharCode(b);
      out += /[A-Za-z0-9._~-]/.test(c) ? c : "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
    });
    return out;
  }

  function encodePath(value) {
    return value.split("/").filter(function (p) { return p !== ""; }).map(function (p) {
      return p === "." ? "%2E" : p === ".." ? "%2E%2E" : encode(p);
    }).join("/");
  }

  // Template.render and RewriteRules.finish: captures from `capture`, then the URL's query and fragment
  // carried over when the template writes none.
  function render(rule, url, capture) {
    var out = "", to = rule.to;
    for (var k = 0; k < to.length; k++) {
      if (to[k] !== "{") { out += to[k]; continue; }
      var close = to.indexOf("}", k), name = to.slice(k + 1, close), put = encode;
      k = close;
      // `{path:…}`: the value inserted as a path (Template.encodePath).
      if (rule.names.indexOf(name) < 0 && name.indexOf("path:") === 0) { name = name.slice(5); put = encodePath; }
      if (rule.names.indexOf(name) < 0 && name === "fragment") out += url.fragment || "";
      else if (rule.names.indexOf(name) < 0 && name.indexOf("query.") === 0 && name.length > 6) {
        var item = url.query.filter(function (i) { return i.name === name.slice(6); })[0];
        out += put(item && item.value !== null ? item.value : "");
      } else out += put(capture(name) || "");
    }
    if (out.indexOf("?") < 0 && out.indexOf("#") < 0 && url.rawQuery !== null) out += "?" + url.rawQuery;
    if (out.indexOf("#") < 0 && url.fragment !== null) out += "#" + url.fragment;
    return out;
  }

  // The pattern rules as a table of their own; each keeps its index among all the rules as its id.
  function patternTable(table) {
    if (!table.rewriteTable) {
      var options = Object.assign({}, table.options, { matchOrder: "registration", accept: null }), routes = [];
      table.rewrites.forEach(function (rule, index) {
        if (rule.kind !== "regex") routes.push(Object.assign({}, rule, { id: index, pattern: rule.from, priority: 0, accept: null }));
      });
      table.rewriteTable = { options: options, namespaces: {}, routes: routes };
    }
    return table.rewriteTable;
  }

  function beforeQuery(string) {
    var cut = string.search(/[?#]/);
    return cut < 0 ? string : string.slice(0, cut);
  }

  // RewriteRules.origin(of:): `scheme://authority` of a URL as written, or null without `://`.
  function originOf(string) {
    var origin = /^([^:]*:\/\/[^/?#]*)/.exec(string);
    return origin ? origin[1] : null;
  }

  var NO_NESTED_OPTIONS = { resolvesRelative: false, carriedQueryItems: [], source: null };

  // RewriteRules.isPath: `/` then neither `/` nor `\`, and no `\` anywhere.
  function isPath(value) {
    return value[0] === "/" && value[1] !== "/" && value.indexOf("\\") < 0;
  }

  // The outer items the rule carries, by name, in the outer link's order, after the nested URL's own items
  // and before its fragment; an item the nested URL has is not carried (file.rewrites.nested-carried).
  function carry(target, url, names) {
    var hash = target.indexOf("#"), head = hash < 0 ? target : target.slice(0, hash);
    var question = head.indexOf("?");
    var own = question < 0 ? [] : head.slice(question + 1).split("&").map(function (p) { return p.split("=")[0]; });
    url.query.forEach(function (item) {
      if (names.indexOf(item.name) < 0 || own.indexOf(encode(item.name)) >= 0) return;
      head += (head.indexOf("?") >= 0 ? "&" : "?") + encode(item.name) + (item.value === null ? "" : "=" + encode(item.value));
    });
    return hash < 0 ? head : head + target.slice(hash);
  }

  // A `{url:query.NAME}` rule (the whole target): the URL the item carries when it is absolute, or a path of
  // the outer origin when the rule's `nested` resolves it, with the items it carries (RewriteRules.nestedStep);
  // null otherwise, so the outer URL is matched as it is.
  function nestedStep(rule, index, url, string) {
    var key = /^\{url:query\.(.+)\}$/.exec(rule.to);
    if (!key) return undefined;
    var nested = rule.nested || NO_NESTED_OPTIONS;
    var item = url.query.filter(function (i) { return i.name === key[1]; })[0];
    var value = item && item.value !== null ? item.value : "", target = null;
    if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) target = value;
    else if (nested.resolvesRelative && isPath(value) && originOf(string) !== null) target = originOf(string) + value;
    if (target === null) return null;
    if (nested.carriedQueryItems.length) target = carry(target, url, nested.carriedQueryItems);
    return { rule: index, from: string, to: target };
  }

  // {rule, from, to} (rule: the index), null when no rule applies or intake refuses the URL, or {unknown}.
  function step(table, string) {
    var url = M.intake(string, table.options);
    if (url instanceof M.Refusal) return null;
    var found = M.lookup(patternTable(table), string);
    if (found.unknown) return { unknown: "a rewrite rule: " + found.unknown };
    if (found.match) {
      var nested = nestedStep(found.match.route, found.match.route.id, url, string);
      if (nested !== undefined) return nested;
      var parameters = found.match.parameters;
      return { rule: found.match.route.id, from: string, to: render(found.match.route, url, function (name) { return parameters[name]; }) };
    }
    var text = beforeQuery(string);
    for (var index = 0; index < table.rewrites.length; index++) {
      var rule = table.rewrites[index];
      if (rule.kind !== "regex") continue;
      var hit = M.evaluateRegexRule(rule, index, text);
      if (hit && hit.unknown) return hit;
      if (hit && nestedStep(rule, index, url, string) !== undefined) return nestedStep(rule, index, url, string);
      if (hit) return { rule: index, from: string, to: render(rule, url, function (name) { return hit.captures[name]; }) };
    }
    return null;
  }

  M.rewriteStep = step;
  M.originOf = originOf;
})(SwitchyardMatcher);
(function (M) {
  // MARK: The chain (RewriteRules.chain, RewriteError) and the answer (MatchReport)

  var MAXIMUM_STEPS = 8;

  // RewriteError.description.
  function describeLoop(kind, steps) {
    var rules = steps.map(function (s) { return "rewrite " + (s.rule + 1); });
    var urls = [steps[0].from].concat(steps.map(function (s) { return s.to; })).join(" → ");
    if (kind === "cycle") return "rewrites form a cycle: " + rules.concat([rules[0]]).join(" → ") + " (" + urls + ")";
    return "more than " + MAXIMUM_STEPS + " rewrites: " + rules.join(" → ") + " (" + urls + ")";
  }

  // {steps}, {steps, loop: reason} (the cycle's steps, or every step), or {unknown}. A rule that gives
  // back the URL it was given ends the chain without a step.
  function chain(table, string) {
    var steps = [], next = table.rewrites.length ? M.rewriteStep(table, string) : null;
    while (next && !next.unknown && next.to !== next.from) {
      steps.push(next);
      var to = next.to, start = steps.findIndex(function (s) { return s.from === to; });
      if (start >= 0) return { steps: steps.slice(start), loop: describeLoop("cycle", steps.slice(start)) };
      if (steps.length > MAXIMUM_STEPS) return { steps: steps, loop: describeLoop("tooManySteps", steps) };
      next = M.rewriteStep(table, to);
    }
    return next && next.unknown ? next : { steps: steps };
  }

  function stepsJSON(steps) {
    return steps.map(function (s) { return { rule: s.rule + 1, from: s.from, to: s.to }; });
  }

  function policyNote(route) {
    var parts = [];
    if (route.internal) parts.push("the route is internal; a router opens it only from inside the app");
    if (route.tags.length) parts.push("the app's source policy and middleware may restrict routes tagged " + route.tags.join(", "));
    return parts.length ? "not applied: " + parts.join("; ") : null;
  }

  // Parameter precedence (Normalization §6): query < fragment query < captures, or with `queryOverridesPath`
  // captures < query < fragment query.
  function parametersOf(found) {
    var result = {}, captures = found.match.parameters;
    if (found.match.route.queryOverridesPath) Object.keys(captures).forEach(function (name) { result[name] = captures[name]; });
    [found.url.query, found.url.fragmentQuery].forEach(function (items) {
      var layer = {}, order = [];
      items.forEach(function (item) {
        if (!layer[item.name]) { layer[item.name] = []; order.push(item.name); }
        layer[item.name].push(item.value === null ? "" : item.value);
      });
      order.forEach(function (name) { result[name] = layer[name].length === 1 ? layer[name][0] : layer[name]; });
    });
    if (!found.match.route.queryOverridesPath) Object.keys(captures).forEach(function (name) { result[name] = captures[name]; });
    var sorted = {};
    Object.keys(result).sort().forEach(function (name) { sorted[name] = result[name]; });
    return sorted;
  }

  // The namespace the route matched in, "global" for the global one (`url`'s scheme for a placeholder in the
  // route's scheme).
  function routeScheme(route, url) {
    var scheme = route.schemeParameter && url.scheme !== null ? url.scheme : route.scheme;
    return scheme === null ? "global" : scheme;
  }

  function routeObject(route, url) {
    var object = { pattern: route.pattern, scheme: routeScheme(route, url),
      priority: route.priority, handler: route.handler };
    if (route.name !== null) object.name = route.name;
    if (route.internal) object.visibility = "internal";
    if (route.tags.length) object.tags = route.tags;
    if (route.query) object.query = route.query;
    if (route.lowercaseCaptures) object.lowercaseCaptures = true;
    if (route.queryOverridesPath) object.queryOverridesPath = true;
    return object;
  }

  // One answer: the keys of `switchyard match`'s JSON line in its order (url, matched, route, parameters,
  // wildcard or reason, rewrittenTo, rewrites, source, refused, policy), or {url, undetermined: true, reason}
  // when the page cannot decide. A loop is refused before matching, with its steps. With `options.source`
  // (and `restrict`, `deny`), the source policy decides as `switchyard match --source` does.
  function match(table, string, options) {
    var ctx = M.policy.context(options);
    // `accept` is judged before any rewrite (file.rewrites.accept-first): a refused origin is matched as it is.
    var url = M.intake(string, table.options), refused = !(url instanceof M.Refusal) && !M.isAccepted(table, url);
    var rewrites = refused ? { steps: [] } : chain(table, string);
    if (rewrites.unknown) return { url: string, undetermined: true, reason: rewrites.unknown };
    if (rewrites.loop) {
      var loop = { url: string, matched: false, reason: rewrites.loop, rewrites: stepsJSON(rewrites.steps) };
      if (ctx) loop.source = ctx.source.text;
      return loop;
    }
    var rewritten = rewrites.steps.length ? rewrites.steps[rewrites.steps.length - 1].to : null;
    var found = M.lookup(table, rewritten === null ? string : rewritten), answer = { url: string };
    if (found.unknown) return { url: string, undetermined: true, reason: found.unknown };
    var decision = found.match && ctx ? M.policy.decide(table, ctx, M.policy.sourceAfter(table, ctx.source, rewrites.steps, ctx), found)
      : { chosen: found.match ? found : null, refused: [] };
    if (decision.chosen) {
      var chosen = decision.chosen;
      answer.matched = true;
      answer.route = routeObject(chosen.match.route, chosen.url);
      answer.parameters = parametersOf(chosen);
      answer.wildcard = chosen.match.wildcard;
      answer.routeIndex = table.routes.indexOf(chosen.match.route);
    } else {
      answer.matched = false;
      answer.reason = found.match ? "route \"" + decision.refused[0].pattern + "\" is forbidden: " + decision.refused[0].why : found.reason;
    }
    if (rewritten !== null) answer.rewrittenTo = rewritten;
    if (rewrites.steps.length > 1) answer.rewrites = stepsJSON(rewrites.steps);
    if (ctx) {
      answer.source = ctx.source.text;
      if (decision.refused.length) answer.refused = decision.refused;
    }
    var policy = decision.chosen ? (ctx ? M.policy.allowedNote(ctx, decision.chosen.match.route) : policyNote(decision.chosen.match.route))
      : (found.match ? "refused" : null);
    if (policy) answer.policy = policy;
    return answer;
  }

  M.match = match;
  M.routeScheme = routeScheme;
})(SwitchyardMatcher);
