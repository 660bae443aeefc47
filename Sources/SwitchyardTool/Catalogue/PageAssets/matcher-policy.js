(function (M) {
  // MARK: The source policy (SourcePolicy, PolicyContext; the Security article's policy.* rules): where a link
  // comes from and the app's rules decide which candidate opens, as `switchyard match --source` decides.

  var KINDS = ["in-app", "push", "universal-link", "other-app", "web"];

  // A source or rule the command line would refuse: a TypeError with the tool's words.
  function PolicyError(message) { return new TypeError(message); }

  // A source spelled as `--source`: {kind, detail, text}; a PolicyError with the tool's words otherwise.
  function parseSource(text) {
    text = String(text);
    var colon = text.indexOf(":"), kind = colon < 0 ? text : text.slice(0, colon), detail = colon < 0 ? null : text.slice(colon + 1);
    if (KINDS.indexOf(kind) < 0) {
      throw PolicyError("unknown source '" + text + "'; known: in-app, push, universal-link, other-app[:BUNDLE_ID], web[:PAGE_URL]");
    }
    if (detail === "") throw PolicyError("source '" + text + "': nothing after ':'");
    if (detail !== null && kind !== "other-app" && kind !== "web") throw PolicyError("source '" + kind + "' takes no detail after ':'");
    return { kind: kind, detail: detail, text: text };
  }

  // DiagnosticText.shortened: whole up to 100 characters (Unicode scalars), else the first 80, "…" and the length.
  function shortened(text) {
    var scalars = Array.from(text);
    if (scalars.length <= 100) return M.escapeConcealing(text);
    return M.escapeConcealing(scalars.slice(0, 80).join("")) + "… (" + scalars.length + " characters)";
  }

  // RouteSource.description.
  function describe(source) {
    var detail = source.detail === null ? "" : " (" + shortened(source.detail) + ")";
    switch (source.kind) {
      case "in-app": return "in-app";
      case "other-app": return "another app" + detail;
      case "universal-link": return "universal link";
      case "push": return "push notification";
      default: return "web page" + detail;
    }
  }

  // `{source, restrict: ["TAG=KIND,KIND"], deny: ["SOURCE"]}` as the tool's PolicyContext; null without a source.
  function context(options) {
    if (!options || options.source === undefined || options.source === null) {
      if (options && ((options.restrict || []).length || (options.deny || []).length)) throw PolicyError("--restrict and --deny need --source");
      return null;
    }
    var rules = (options.restrict || []).map(function (text) {
      var cut = String(text).indexOf("="), tag = cut < 0 ? "" : text.slice(0, cut), kinds = cut < 0 ? "" : text.slice(cut + 1);
      if (!tag || !kinds) throw PolicyError("--restrict expects TAG=KIND,KIND, got '" + text + "'");
      return { tag: tag, kinds: kinds.split(",").filter(function (k) { return k !== ""; }).map(function (k) {
        if (KINDS.indexOf(k) < 0) throw PolicyError("--restrict: unknown source kind '" + k + "'; known: " + KINDS.join(", "));
        return k;
      }) };
    });
    var denied = (options.deny || []).map(parseSource);
    return { source: parseSource(options.source), rules: rules, denied: denied };
  }

  function same(a, b) { return a.kind === b.kind && a.detail === b.detail; }

  // SourcePolicy.refusal: why `source` may not open `route`, or null.
  function refusal(ctx, source, route) {
    if (route.internal && source.kind !== "in-app") return "the route is internal and the link came from " + describe(source);
    var denied = ctx.denied.some(function (d) { return d.detail === null ? d.kind === source.kind : same(d, source); });
    if (denied) return "links from " + describe(source) + " are denied";
    for (var k = 0; k < ctx.rules.length; k++) {
      var rule = ctx.rules[k];
      if (route.tags.indexOf(rule.tag) >= 0 && rule.kinds.indexOf(source.kind) < 0) {
        return "routes tagged \"" + rule.tag + "\" are not open to links from " + describe(source);
      }
    }
    return null;
  }

  // RewriteRules.source(_:after:): after a `{url:query.NAME}` step the link runs as the source the rule's
  // `nested` names (file.rewrites.nested-source), else as a web page of the origin (scheme and authority, as
  // written) of the URL that carried it (policy.nested-url).
  // A source the app denies outright stays denied: it reaches nothing by carrying a link (SourcePolicy.judged).
  function sourceAfter(table, source, steps, ctx) {
    var outer = source;
    steps.forEach(function (step) {
      var rule = table.rewrites[step.rule];
      if (!/^\{url:query\..+\}$/.test(rule.to || "")) return;
      if (rule.nested && rule.nested.source !== null) { source = parseSource(rule.nested.source); return; }
      var origin = M.originOf(step.from);
      source = { kind: "web", detail: origin, text: "web" };
    });
    var deniedOuter = ctx && ctx.denied.some(function (d) { return d.detail === null ? d.kind === outer.kind : same(d, outer); });
    return source !== outer && deniedOuter ? outer : source;
  }

  // PolicyContext.decide: {chosen: {match, url} or null, refused: [{pattern, scheme, why}]}, the candidates in
  // the order a router tries them (the URL's namespace, then the global one when it falls back).
  function decide(table, ctx, source, found) {
    var refused = [], candidates = M.candidates(table, found.url);
    for (var k = 0; k < candidates.length; k++) {
      var why = refusal(ctx, source, candidates[k].route);
      var scheme = M.routeScheme(candidates[k].route, found.url);
      if (why === null) return { chosen: { match: candidates[k], url: found.url }, refused: refused };
      refused.push({ pattern: candidates[k].route.pattern, scheme: scheme, why: why });
    }
    return { chosen: null, refused: refused };
  }

  // MatchReport.allowedNote: `allowed`, naming the route's tags no `--restrict` rule covers.
  function allowedNote(ctx, route) {
    var ruled = ctx.rules.map(function (r) { return r.tag; });
    var unruled = route.tags.filter(function (t) { return ruled.indexOf(t) < 0; });
    if (!unruled.length) return "allowed";
    return "allowed; no --restrict rule for tag" + (unruled.length === 1 ? "" : "s") + " " + unruled.join(", ") +
      ", which the app's policy and middleware may restrict";
  }

  M.policy = { context: context, sourceAfter: sourceAfter, decide: decide, allowedNote: allowedNote };
})(SwitchyardMatcher);
