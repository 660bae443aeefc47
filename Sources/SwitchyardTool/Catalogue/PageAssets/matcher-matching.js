// Matching: every expansion of every route of a namespace checked one by one, as ReferenceMatcher does. An
// answer that depends on a route the page cannot evaluate (a custom parameter type) is
// "undetermined", never guessed.
(function (M) {
  // MARK: Parameter checks (ParameterType, SegmentRegex)

  var INT_MAX = BigInt("9223372036854775807");
  function isInt(b) {
    var k = 0, negative = false;
    if (b.length && (b[0] === 45 || b[0] === 43)) { negative = b[0] === 45; k = 1; }
    if (k === b.length) return false;
    for (var j = k; j < b.length; j++) if (!M.isDigit(b[j])) return false;
    return BigInt(M.text(b.subarray(k))) <= (negative ? INT_MAX + BigInt(1) : INT_MAX);
  }
  function isFloat(b) {
    var k = 0, n = b.length;
    function digits() { var s = k; while (k < n && M.isDigit(b[k])) k++; return k - s; }
    if (k < n && (b[k] === 45 || b[k] === 43)) k++;
    var mantissa = digits();
    if (k < n && b[k] === 46) { k++; mantissa += digits(); }
    if (mantissa === 0) return false;
    if (k < n && (b[k] | 0x20) === 101) {
      k++;
      if (k < n && (b[k] === 45 || b[k] === 43)) k++;
      if (digits() === 0) return false;
    }
    return k === n && isFinite(Number(M.text(b)));
  }
  function isUUID(b) {
    if (b.length !== 36) return false;
    for (var k = 0; k < 36; k++) {
      if (k === 8 || k === 13 || k === 18 || k === 23) { if (b[k] !== 45) return false; }
      else if (M.hexValue(b[k]) < 0) return false;
    }
    return true;
  }

  // The built-in parameter types' checks; a custom type's is the app's.
  var TYPES = { int: isInt, float: isFloat, uuid: isUUID, string: function () { return true; } };
  function knowsType(name) { return Object.prototype.hasOwnProperty.call(TYPES, name); }

  // true, false, or {unknown: why}.
  // A part with e: true (a capture that may be empty, `<name?>`) accepts the empty value too.
  function accepts(part, b) {
    if (b.length === 0) return part.e === true;
    if (part.c === "any") return true;
    if (part.c === "type") {
      return knowsType(part.t) ? TYPES[part.t](b) : { unknown: "the custom type <" + part.t + "> is not known to the page" };
    }
    if (!part.program) return { unknown: "its regular expression (" + part.r + ") did not compile in the tool" };
    return M.segmentMatches(part, b);
  }

  function isDot(b, from, to) {
    return (to - from === 1 && b[from] === 46) || (to - from === 2 && b[from] === 46 && b[from + 1] === 46);
  }
  function find(needle, b, from, to) {
    for (var s = from; s >= 0 && s + needle.length <= to; s++) if (M.sameBytes(b.subarray(s, s + needle.length), needle)) return s;
    return -1;
  }

  // SegmentMatcher.match: [start, end) per capture, false, or {unknown}. Literal text compares with b (a
  // '+' as written), each capture's check judges its range of v, the segment as values read it.
  function matchDynamic(parts, b, v) {
    var pieces = parts.map(function (p) { return p.l !== undefined ? { lit: M.encoder.encode(p.l) } : p; });
    if (pieces.length === 1 && !pieces[0].lit) {
      var whole = accepts(pieces[0], v);
      return whole === true ? [[0, b.length]] : whole;
    }
    var lo = 0, hi = b.length, first = 0, last = pieces.length, slots = [];
    if (pieces[0].lit) {
      if (hi - lo < pieces[0].lit.length || !M.sameBytes(b.subarray(0, pieces[0].lit.length), pieces[0].lit)) return false;
      lo += pieces[0].lit.length; first = 1;
    }
    if (last > first && pieces[last - 1].lit) {
      var suffix = pieces[last - 1].lit;
      if (hi - lo < suffix.length || !M.sameBytes(b.subarray(hi - suffix.length, hi), suffix)) return false;
      hi -= suffix.length; last--;
    }
    var position = lo, k = first;
    while (k < last) {
      var check = pieces[k];
      if (check.lit) return false;
      var captureEnd = hi, next = hi;
      if (k + 1 < last && pieces[k + 1].lit) {
        var found = find(pieces[k + 1].lit, b, position + (check.e ? 0 : 1), hi);
        if (found < 0) return false;
        captureEnd = found; next = found + pieces[k + 1].lit.length; k += 2;
      } else k++;
      if (captureEnd < position + (check.e ? 0 : 1) || isDot(b, position, captureEnd)) return false;
      var ok = accepts(check, v.subarray(position, captureEnd));
      if (ok !== true) return ok;
      slots.push([position, captureEnd]);
      position = next;
    }
    return position === hi || (last === first && position === lo) ? slots : false;
  }

  M.matchDynamic = matchDynamic;
  M.accepts = accepts;
  M.knowsType = knowsType;
  M.isDot = isDot;
})(SwitchyardMatcher);
(function (M) {
  function input(url) {
    var segments = url.segments(false, false), withHost = url.segments(false, true);
    var takeHost = !url.layout.hostIsPath && url.host !== null;
    var dot = M.encoder.encode(".."), first = withHost[0];
    var plus = url.options.decodePlus, valueSegments = url.segments(plus, false);
    return {
      url: url, scheme: url.scheme, realHost: url.layout.hostIsPath ? null : url.host, host: url.host, hostIsPath: url.layout.hostIsPath,
      segments: segments, valueSegments: valueSegments,
      fragment: url.hasFragmentPath ? url.fragmentSegments(false) : null,
      valueFragment: url.hasFragmentPath ? url.fragmentSegments(plus) : null,
      dotHost: takeHost && first !== undefined && (M.sameBytes(first, dot.subarray(0, 1)) || M.sameBytes(first, dot)),
      // A host kept as a host compares case-insensitively also where a pattern takes it (issue #59): matched
      // lowercased; a capture's value reads textHostSegments, in the case the URL wrote it.
      hostSegments: takeHost ? lowerFirst(withHost) : segments,
      rawHostSegments: takeHost ? withHost : segments,
      valueHostSegments: takeHost ? lowerFirst(url.segments(plus, true)) : valueSegments,
      textHostSegments: takeHost ? url.segments(plus, true) : valueSegments
    };
  }

  function lowerFirst(segments) {
    if (!segments.length) return segments;
    var first = segments[0].map(function (b) { return b >= 0x41 && b <= 0x5A ? b + 0x20 : b; });
    return [first].concat(segments.slice(1));
  }

  function acceptsSource(sources, scheme, host) {
    return sources.some(function (s) { return s.scheme === scheme && (s.host === null || s.host === host); });
  }

  // ReferenceMatcher.evaluate: {hit}, {miss}, or {unknown: why}.
  function evaluate(route, expansion, x) {
    if (route.host !== null && x.realHost !== route.host) return { miss: true };
    if (route.takesHost && x.dotHost) return { miss: true };
    var segments = route.takesHost ? x.hostSegments : x.segments;
    var valueSegments = route.takesHost ? x.valueHostSegments : x.valueSegments;
    var textSegments = route.takesHost ? x.textHostSegments : x.valueSegments;
    var hostFirst = x.hostIsPath || (route.takesHost && x.hostSegments.length > x.segments.length);
    var values = [], unknown = null;
    function matchSegments(pattern, actual, valueBytes, part) {
      for (var k = 0; k < pattern.length; k++) {
        if (k >= actual.length) return false;
        var segment = pattern[k];
        if (segment.l !== undefined) {
          if (!M.sameBytes(M.encoder.encode(segment.l), actual[k], part === "path" && k === 0 && hostFirst)) return false;
          continue;
        }
        var slots = M.matchDynamic(segment.p, actual[k], valueBytes[k]);
        if (slots === false) return false;
        if (!Array.isArray(slots)) { unknown = unknown || slots.unknown; return false; }
        var text = part === "path" ? textSegments[k] : valueBytes[k];
        slots.forEach(function (s) { values.push(M.text(text.subarray(s[0], s[1]))); });
      }
      return true;
    }
    function fail() { return unknown ? { unknown: unknown } : { miss: true }; }
    if (!matchSegments(expansion.path, segments, valueSegments, "path")) return fail();
    // A wildcard reports what the URL wrote, the host included: matched lowercased, taken as written.
    var tail = (route.takesHost ? x.rawHostSegments : segments).slice(expansion.path.length), part = "path";
    if (expansion.fragment !== null) {
      if (tail.length || x.fragment === null) return fail();
      if (!matchSegments(expansion.fragment, x.fragment, x.valueFragment, "fragment")) return fail();
      tail = x.fragment.slice(expansion.fragment.length);
      part = "fragment";
    }
    if (expansion.wildcard !== null ? tail.length < expansion.wildcard.minimum : tail.length > 0) return fail();
    if (route.accept && x.scheme !== null && !acceptsSource(route.accept, x.scheme, x.host)) return fail();
    if (route.notPorted) return { unknown: route.notPorted };
    var conditions = M.conditionParameters(route, x.url);
    if (conditions === null) return fail();
    if (conditions.unknown) return conditions;
    var parameters = conditions.parameters, wildcard = expansion.wildcard ? tail.map(M.text) : [];
    expansion.names.forEach(function (name, k) { if (name !== "") parameters[name] = values[k]; });
    if (route.schemeParameter && x.scheme !== null) parameters[route.schemeParameter.name] = route.schemeParameter.values[x.scheme];
    if (expansion.wildcard && expansion.wildcard.name !== null) parameters[expansion.wildcard.name] = wildcard.join("/");
    var hit = { route: route, parameters: parameters, wildcard: wildcard };
    return { hit: route.lowercaseCaptures ? M.lowercased(hit) : hit };
  }

  // Priority, then (by specificity) the rank vector and the number of query conditions (more first), then
  // registration (TrieBuilder.fullOrder).
  function compareRank(a, b) {
    if (a.priority !== b.priority) return b.priority - a.priority;
    for (var k = 0; k < Math.min(a.vector.length, b.vector.length); k++) if (a.vector[k] !== b.vector[k]) return a.vector[k] - b.vector[k];
    if (a.vector.length !== b.vector.length) return a.vector.length - b.vector.length;
    if (a.conditions !== b.conditions) return b.conditions - a.conditions;
    return a.id !== b.id ? a.id - b.id : a.expansion - b.expansion;
  }

  // The best hit of one namespace, or {unknown} when a route the page cannot evaluate could outrank it.
  function best(table, url, namespace) {
    var found = ranked(table, url, namespace), hits = found.hits;
    var doubt = found.unknowns.filter(function (u) { return !hits.length || compareRank(u.rank, hits[0].rank) < 0; })[0];
    if (doubt) return { unknown: "route \"" + doubt.route.pattern + "\" might match, and " + doubt.why };
    return hits[0] || null;
  }

  // Every hit of one namespace, best first, and the routes the page cannot evaluate.
  function ranked(table, url, namespace) {
    var x = input(url), hits = [], unknowns = [];
    table.routes.forEach(function (route) {
      if (!registers(route, namespace)) return;
      route.expansions.forEach(function (expansion, index) {
        var specificity = table.options.matchOrder === "specificity";
        var rank = { priority: route.priority, vector: specificity ? expansion.rank : [],
          conditions: specificity && route.conditions ? route.conditions.length : 0, id: route.id, expansion: index };
        var result = evaluate(route, expansion, x);
        if (result.hit) { result.hit.rank = rank; hits.push(result.hit); }
        else if (result.unknown) unknowns.push({ route: route, why: result.unknown, rank: rank });
      });
    });
    hits.sort(function (a, b) { return compareRank(a.rank, b.rank); });
    return { hits: hits, unknowns: unknowns };
  }

  // RouteTable.candidates(for:): every hit, best first, the URL's namespace before the global one it falls back to.
  function candidates(table, url) {
    return namespaces(table, url).reduce(function (all, namespace) { return all.concat(ranked(table, url, namespace).hits); }, []);
  }

  // Whether the route is in the namespace (a lowercased scheme, null for the global one): its scheme's, or
  // one of those a placeholder in its scheme makes.
  function registers(route, namespace) {
    if (route.schemeParameter && namespace !== null) return Object.prototype.hasOwnProperty.call(route.schemeParameter.values, namespace);
    return (route.scheme === null ? null : route.scheme.toLowerCase()) === namespace;
  }

  function namespaces(table, url) {
    var scheme = url.scheme;
    var has = scheme !== null && table.routes.some(function (r) { return registers(r, scheme); });
    if (!has) return [null];
    return (table.namespaces[scheme] || {}).fallbackToGlobal ? [scheme, null] : [scheme];
  }

  function displayPath(url) {
    var path = "/" + url.segments(false, false).map(M.text).join("/");
    if (url.hasFragmentPath) path += "#/" + url.fragmentSegments(false).map(M.text).join("/");
    return escapeConcealing(path);
  }

  // DiagnosticText's escape (issue #57, item 5): control characters, line and paragraph separators and format
  // characters (bidi controls, zero-width characters) written as \n, \r, \t or \u{HEX}, so that a reason
  // reads as `switchyard match` gives it.
  function escapeConcealing(text) {
    return text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, function (c) {
      if (c === "\n") return "\\n";
      if (c === "\r") return "\\r";
      if (c === "\t") return "\\t";
      return "\\u{" + c.codePointAt(0).toString(16).toUpperCase() + "}";
    });
  }

  function isAccepted(table, url) {
    var accept = table.options.accept;
    if (!accept) return true;
    if (url.scheme === null) return url.bytes[0] === 47 || url.bytes[0] === 63 || url.bytes[0] === 35;
    return acceptsSource(accept, url.scheme, url.host);
  }

  // RouteTable.lookup: {match} or {reason} or {unknown}.
  function lookup(table, string) {
    var url = M.intake(string, table.options);
    if (url instanceof M.Refusal) return { reason: "refused: " + url.message };
    url.options = table.options;
    if (!isAccepted(table, url)) {
      return { reason: url.origin === "(none)"
        ? "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')"
        : "origin " + escapeConcealing(url.origin) + " is not accepted" };
    }
    var chain = namespaces(table, url);
    for (var k = 0; k < chain.length; k++) {
      var found = best(table, url, chain[k]);
      if (found) return found.unknown ? found : { match: found, url: url };
    }
    var names = chain.map(function (key) {
      if (key === null) return "global";
      var spelled = table.routes.filter(function (r) { return r.scheme !== null && r.scheme.toLowerCase() === key; })[0];
      return spelled ? spelled.scheme : key;
    });
    return { reason: "no route matches " + displayPath(url) + " in " +
      (names.length === 1 ? "namespace " + names[0] : "namespaces " + names.join(" and ")) };
  }

  M.lookup = lookup;
  M.isAccepted = isAccepted;
  M.candidates = candidates;
  M.escapeConcealing = escapeConcealing;
})(SwitchyardMatcher);
