(function (M) {
  // MARK: Regex rules (CapturingRegex). The package cut each regex into pieces (plain, a named group's
  // inside, plain, …) and embedded them. The page reads a regex only where each piece, translated as segment
  // regexes are (M.translate), accepts the same texts as the package's engine. It never reads a capture
  // from JavaScript's backtracking (its lazy quantifiers and alternation order choose other cuts): the cut
  // points are found as CapturingRegex finds them, with whole-match tests only.

  var regexCache = {};
  // {whole, pieces, prefixes, names} of RegExps (prefixes[k]: pieces 0..k-1 in a row), or {why}.
  function compileRegex(rule) {
    if (regexCache[rule.from]) return regexCache[rule.from];
    var whole = M.translate(rule.from), option = rule.caseInsensitive ? "(?i)" : "", why = null;
    var pieces = (rule.pieces || []).map(function (piece) { return M.translate(option + piece.r); });
    if (!rule.pieces) why = "the tool could not cut it at its named groups";
    else if (!whole.regex) why = whole.why;
    else pieces.forEach(function (piece) { why = why || (piece.regex ? null : piece.why); });
    var result = { why: why };
    if (!why) {
      result = { whole: whole, pieces: pieces, names: rule.pieces.map(function (piece) { return piece.name; }), prefixes: [null] };
      for (var k = 1; k < pieces.length; k++) {
        var row = pieces.slice(0, k).map(function (piece) { return "(?:" + piece.source + ")"; }).join("");
        result.prefixes.push(new RegExp("^(?:" + row + ")$", whole.flags));
      }
    }
    return (regexCache[rule.from] = result);
  }

  // CapturingRegex.decodedCaptures: null when the regex does not match the whole text, else each named
  // group's text, percent-decoded. From the end, each piece starts as late as it can (so earlier groups
  // take the most), given that the pieces before it can match the text before that start.
  function regexCaptures(compiled, text) {
    if (!compiled.whole.regex.test(text)) return null;
    var chars = Array.from(text), end = chars.length, captures = {};
    function slice(from, to) { return chars.slice(from, to).join(""); }
    for (var k = compiled.pieces.length - 1; k >= 0; k--) {
      var start = -1;
      for (var s = k === 0 ? 0 : end; s >= 0 && start < 0; s--) {
        var fits = compiled.pieces[k].regex.test(slice(s, end));
        if (fits && (k === 0 || compiled.prefixes[k].test(slice(0, s)))) start = s;
      }
      if (start < 0) return null;
      if (compiled.names[k] !== null) captures[compiled.names[k]] = M.text(M.decode(M.encoder.encode(slice(start, end)), false));
      end = start;
    }
    return captures;
  }

  // The ASCII text every match starts with: the regex's leading literals up to the first one that is
  // optional, repeated, escaped as a class or not ASCII; none when there is a `|` anywhere. Letters compare
  // ASCII-case-insensitively under (?i), as the package folds them. A text without it is not matched,
  // whatever JavaScript says of the rest, so a regex the page cannot evaluate leaves open only the URLs it
  // might take.
  function literalPrefix(rule) {
    var s = rule.from.replace(/^\^?(\(\?i\))?\^?/, ""), prefix = "";
    if (s.indexOf("|") >= 0) return "";
    for (var k = 0; k < s.length;) {
      var c = s[k], size = 1;
      if (c === "\\") { c = s[k + 1]; size = 2; if (c === undefined || /[A-Za-z0-9]/.test(c)) break; }
      else if ("^$.*+?()[]{}|".indexOf(c) >= 0) break;
      if (!/[\x20-\x7e]/.test(c) || (k + size < s.length && "?*+{".indexOf(s[k + size]) >= 0)) break;
      prefix += c;
      k += size;
    }
    return prefix;
  }

  function foldASCII(text) { return text.replace(/[A-Z]/g, function (c) { return c.toLowerCase(); }); }

  // Regex rule `index` on `text` (the URL before its query and fragment): {captures}, null when it does not
  // match, or {unknown: why}.
  function evaluateRegexRule(rule, index, text) {
    var prefix = literalPrefix(rule), head = text.slice(0, prefix.length);
    if (rule.caseInsensitive ? foldASCII(head) !== foldASCII(prefix) : head !== prefix) return null;
    var compiled = compileRegex(rule), what = "rewrite " + (index + 1) + "'s regular expression (" + rule.from + ")";
    if (compiled.why) return { unknown: what + " cannot be evaluated here: " + compiled.why };
    if (M.foldsApart(compiled.whole, text)) return { unknown: what + " is case-insensitive and " + M.FOLDS_APART };
    var captures = regexCaptures(compiled, text);
    return captures ? { captures: captures } : null;
  }

  M.compileRegexRule = compileRegex;
  M.evaluateRegexRule = evaluateRegexRule;
})(SwitchyardMatcher);
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

  // A `{url:query.NAME}` rule (the whole target): the URL the item carries, as it is, when it is absolute
  // (RewriteRules.nestedStep); null otherwise, so the outer URL is matched as it is.
  function nestedStep(rule, index, url, string) {
    var key = /^\{url:query\.(.+)\}$/.exec(rule.to);
    if (!key) return undefined;
    var item = url.query.filter(function (i) { return i.name === key[1]; })[0];
    var value = item && item.value !== null ? item.value : "";
    return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) ? { rule: index, from: string, to: value } : null;
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

  function parametersOf(found) {
    var result = {};
    [found.url.query, found.url.fragmentQuery].forEach(function (items) {
      var layer = {}, order = [];
      items.forEach(function (item) {
        if (!layer[item.name]) { layer[item.name] = []; order.push(item.name); }
        layer[item.name].push(item.value === null ? "" : item.value);
      });
      order.forEach(function (name) { result[name] = layer[name].length === 1 ? layer[name][0] : layer[name]; });
    });
    Object.keys(found.match.parameters).forEach(function (name) { result[name] = found.match.parameters[name]; });
    var sorted = {};
    Object.keys(result).sort().forEach(function (name) { sorted[name] = result[name]; });
    return sorted;
  }

  // `scheme` is the namespace the route matched in (`url`'s scheme for a placeholder in the route's scheme).
  function routeObject(route, url) {
    var scheme = route.schemeParameter && url.scheme !== null ? url.scheme : route.scheme;
    var object = { pattern: route.pattern, scheme: scheme === null ? "global" : scheme,
      priority: route.priority, handler: route.handler };
    if (route.name !== null) object.name = route.name;
    if (route.internal) object.visibility = "internal";
    if (route.tags.length) object.tags = route.tags;
    return object;
  }

  // One answer: the keys of `switchyard match`'s JSON line in its order (url, matched, route, parameters,
  // wildcard or reason, rewrittenTo, rewrites, policy), or {url, undetermined: true, reason} when the page
  // cannot decide. A loop is refused before matching, with its steps.
  function match(table, string) {
    var rewrites = chain(table, string);
    if (rewrites.unknown) return { url: string, undetermined: true, reason: rewrites.unknown };
    if (rewrites.loop) return { url: string, matched: false, reason: rewrites.loop, rewrites: stepsJSON(rewrites.steps) };
    var rewritten = rewrites.steps.length ? rewrites.steps[rewrites.steps.length - 1].to : null;
    var found = M.lookup(table, rewritten === null ? string : rewritten), answer = { url: string };
    if (found.unknown) return { url: string, undetermined: true, reason: found.unknown };
    if (found.match) {
      answer.matched = true;
      answer.route = routeObject(found.match.route, found.url);
      answer.parameters = parametersOf(found);
      answer.wildcard = found.match.wildcard;
      answer.routeIndex = table.routes.indexOf(found.match.route);
    } else {
      answer.matched = false;
      answer.reason = found.reason;
    }
    if (rewritten !== null) answer.rewrittenTo = rewritten;
    if (rewrites.steps.length > 1) answer.rewrites = stepsJSON(rewrites.steps);
    var policy = found.match ? policyNote(found.match.route) : null;
    if (policy) answer.policy = policy;
    return answer;
  }

  M.match = match;
})(SwitchyardMatcher);
