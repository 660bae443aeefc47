(function (M) {
  // MARK: Links (RoutePattern.url(filling:), url(for:)): a route's pattern filled with parameters, so that the
  // URL printed matches the route and gives the same values back. Errors are {error, parameter, message}, with
  // the kinds of the conformance corpus: missing-parameter, invalid-value, no-such-route.

  function Failure(error, parameter, message) { this.error = error; this.parameter = parameter; this.message = message; }
  function missing(route, name) { return new Failure("missing-parameter", name, "missing parameter \"" + name + "\" for \"" + route.pattern + "\""); }
  function invalid(route, name, why) { return new Failure("invalid-value", name, "parameter \"" + name + "\" is " + why + " in \"" + route.pattern + "\""); }

  // Percent-encodes all but RFC 3986's unreserved bytes; in the host's place a dot too, so it is not read as a host.
  function encode(text, hostPosition) {
    var out = "";
    M.encoder.encode(text).forEach(function (b) {
      var c = String.fromCharCode(b), unreserved = /[A-Za-z0-9\-._~]/.test(c) && !(hostPosition && c === ".");
      out += unreserved ? c : "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
    });
    return out;
  }

  function isDot(text) { return text === "." || text === ".."; }

  // Each capture of an expansion's segments (path, then fragment) with its name and whether it may be empty.
  function captures(expansion) {
    var list = [], k = 0;
    expansion.path.concat(expansion.fragment || []).forEach(function (segment) {
      (segment.p || []).forEach(function (part) { if (part.l === undefined) list.push({ name: expansion.names[k++], part: part }); });
    });
    return list;
  }

  // The expansion with the most captures given, among those whose required captures all are; the first on a tie.
  function choose(route, params) {
    var best = null, bestScore = -1, fewest = Infinity, firstMissing = null;
    route.expansions.forEach(function (expansion) {
      var required = captures(expansion).filter(function (c) { return c.part.e !== true; }).map(function (c) { return c.name; });
      if (expansion.wildcard && expansion.wildcard.name !== null && expansion.wildcard.minimum > 0) required.push(expansion.wildcard.name);
      var absent = required.filter(function (name) { return !(name in params); });
      if (absent.length) {
        if (absent.length < fewest) { fewest = absent.length; firstMissing = absent[0]; }
        return;
      }
      var score = captures(expansion).filter(function (c) { return c.name in params; }).length;
      if (score > bestScore) { best = expansion; bestScore = score; }
    });
    if (best === null) throw missing(route, firstMissing);
    return best;
  }

  function single(route, params, name) {
    var given = params[name];
    if (given === undefined) throw missing(route, name);
    if (given.length !== 1) throw invalid(route, name, "given " + given.length + " values, but takes one");
    return given[0];
  }

  // A dynamic segment's text: its literal text and its captures' values, each checked as matching checks it,
  // and the whole read back to the same values.
  function dynamicSegment(route, params, segment, queue) {
    var text = "", values = [];
    segment.p.forEach(function (part) {
      if (part.l !== undefined) { text += part.l; return; }
      var name = queue.shift(), value = part.e === true && !(name in params) ? "" : single(route, params, name);
      var ok = value.indexOf("\u0000") < 0 && M.accepts(part, M.encoder.encode(value));
      if (ok !== true) throw ok && ok.unknown ? new Failure("unknown-type", name, ok.unknown) : invalid(route, name, JSON.stringify(value) + ", which does not fit");
      text += value;
      values.push(value);
    });
    var bytes = M.encoder.encode(text), slots = segment.p.length > 1 ? M.matchDynamic(segment.p, bytes, bytes) : [[0, bytes.length]];
    var back = Array.isArray(slots) && slots.every(function (s, k) { return M.text(bytes.subarray(s[0], s[1])) === values[k]; });
    if (!back) throw invalid(route, "", JSON.stringify(text) + ", which does not fit the segment");
    if (isDot(text)) throw invalid(route, "", JSON.stringify(text) + ", which cannot be a path segment");
    return text;
  }

  function wildcardPieces(route, params, wildcard) {
    if (wildcard.name === null) return [];
    var given = params[wildcard.name] || [];
    var pieces = (given.length === 1 ? given[0].split("/") : given).filter(function (p) { return p !== ""; });
    pieces.forEach(function (p) {
      if (p.indexOf("\u0000") >= 0 || isDot(p)) throw invalid(route, wildcard.name, JSON.stringify(p) + ", which cannot be a path segment");
    });
    if (pieces.length < wildcard.minimum) throw invalid(route, wildcard.name, "\"\", which does not fit <path:" + wildcard.name + ">");
    return pieces;
  }

  // The segments' texts, the captures taken from `queue` in order.
  function render(route, params, segments, queue) {
    return segments.map(function (segment) {
      return segment.l !== undefined ? segment.l : dynamicSegment(route, params, segment, queue);
    });
  }

  M.linkParts = { Failure: Failure, missing: missing, invalid: invalid, encode: encode, choose: choose, single: single,
    captures: captures, render: render, wildcardPieces: wildcardPieces };
})(SwitchyardMatcher);
(function (M) {
  // MARK: url(for:): the route named, its query conditions met, its pattern printed.
  var L = M.linkParts;

  // LinkQuery.meet / RoutePattern.meeting: parameters changed so that the query items printed meet the conditions.
  function meet(route, params) {
    (route.conditions || []).forEach(function (condition) {
      var key = condition.key;
      if (condition.test === "present") { if (!(key in params)) params[key] = [""]; return; }
      if (condition.test === "absent") { delete params[key]; return; }
      if (condition.test === "equals") { params[key] = [condition.text]; return; }
      if (!condition.shape) throw new L.Failure("unknown-type", key, "query item \"" + key + "\" uses a type the app registers");
      var shape = condition.shape, pieces = [], used = [], k = 0;
      shape.path.forEach(function (segment) {
        if (segment.l !== undefined) { pieces.push(segment.l); return; }
        pieces.push(segment.p.map(function (part) {
          if (part.l !== undefined) return part.l;
          var name = shape.names[k++], given = params[name];
          used.push(name);
          if (given === undefined && part.e !== true) throw L.missing(route, name);
          return given === undefined ? "" : given[0];
        }).join(""));
      });
      if (shape.wildcard && shape.wildcard.name !== null) {
        var given = params[shape.wildcard.name];
        used.push(shape.wildcard.name);
        if (given === undefined && shape.wildcard.minimum > 0) throw L.missing(route, shape.wildcard.name);
        (given || []).forEach(function (v) { v.split("/").forEach(function (p) { if (p !== "") pieces.push(p); }); });
      }
      var value = (condition.text.charAt(0) === "/" ? "/" : "") + pieces.join("/");
      var fits = M.valueParameters(shape, value);
      if (!Array.isArray(fits)) throw L.invalid(route, key, JSON.stringify(value) + ", which does not fit " + condition.text);
      used.forEach(function (name) { if (name !== key) delete params[name]; });
      params[key] = [value];
    });
  }

  // The scheme and host a link is printed with: the pattern's (a placeholder's value picked), else the caller's.
  function origin(route, params, options, used) {
    if (route.schemeParameter) {
      var name = route.schemeParameter.name, values = route.schemeParameter.values, wanted = options.scheme && String(options.scheme).toLowerCase();
      // The namespace to build in, given instead of the placeholder's value.
      if (!(name in params) && wanted && Object.prototype.hasOwnProperty.call(values, wanted)) {
        used.push(name);
        return { scheme: wanted, host: route.host };
      }
      var value = L.single(route, params, name).toLowerCase();
      var scheme = Object.keys(values).filter(function (s) { return values[s].toLowerCase() === value; })[0];
      if (scheme === undefined) throw L.invalid(route, name, JSON.stringify(value) + ", which is not one of its schemes' values");
      used.push(name);
      return { scheme: scheme, host: route.host };
    }
    if (route.scheme !== null) return { scheme: route.scheme.toLowerCase(), host: route.host };
    var given = options.scheme ? String(options.scheme) : null, host = options.host ? String(options.host) : null;
    if (given !== null && !/^[A-Za-z][A-Za-z0-9+.-]*$/.test(given)) throw new L.Failure("invalid-scheme", null, "invalid scheme " + JSON.stringify(given));
    if (host !== null && given === null) throw new L.Failure("host-without-scheme", null, "host " + JSON.stringify(host) + " needs a scheme");
    if (host !== null && !/^([A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?$/.test(host)) throw new L.Failure("invalid-host", null, "invalid host " + JSON.stringify(host));
    return { scheme: given === null ? null : given.toLowerCase(), host: host };
  }

  function print(route, params, options) {
    var expansion = L.choose(route, params), queue = L.captures(expansion).map(function (c) { return c.name; });
    var used = queue.slice(), path = L.render(route, params, expansion.path, queue);
    var fragment = expansion.fragment === null ? null : L.render(route, params, expansion.fragment, queue);
    if (expansion.wildcard) {
      var tail = L.wildcardPieces(route, params, expansion.wildcard);
      if (fragment === null) path = path.concat(tail); else fragment = fragment.concat(tail);
      if (expansion.wildcard.name !== null) used.push(expansion.wildcard.name);
    }
    var at = origin(route, params, options, used), out = "";
    function slashed(list) { return list.length ? list.map(function (s) { return "/" + L.encode(s, false); }).join("") : "/"; }
    if (at.scheme === null) out = slashed(path);
    else if (at.host !== null) out = at.scheme + "://" + at.host.toLowerCase() + slashed(path);
    else out = at.scheme + "://" + path.map(function (s, i) { return (i ? "/" : "") + L.encode(s, i === 0 && !route.takesHost); }).join("");
    var separator = "?";
    Object.keys(params).sort().forEach(function (name) {
      if (used.indexOf(name) >= 0) return;
      (params[name].length ? params[name] : [""]).forEach(function (value) {
        if ((name + value).indexOf("\u0000") >= 0) throw L.invalid(route, name, "a text with U+0000, which URLs refuse,");
        out += separator + L.encode(name, false) + "=" + L.encode(value, false);
        separator = "&";
      });
    });
    return fragment === null ? out : out + "#" + slashed(fragment);
  }

  // url(for:): {url} or {error, parameter, message}. `parameters` maps names to a string or a list of strings;
  // `options.scheme` and `options.host` serve a route whose pattern and table give no scheme.
  function urlFor(table, name, parameters, options) {
    var route = table.routes.filter(function (r) { return r.name === name; })[0];
    if (!route) return { error: "no-such-route", parameter: null, message: "no route named " + JSON.stringify(name) };
    var params = Object.create(null);
    Object.keys(parameters || {}).forEach(function (key) {
      var value = parameters[key];
      params[key] = Array.isArray(value) ? value.map(String) : [String(value)];
    });
    try {
      meet(route, params);
      return { url: print(route, params, options || {}) };
    } catch (failure) {
      if (!(failure instanceof L.Failure)) throw failure;
      return { error: failure.error, parameter: failure.parameter, message: failure.message };
    }
  }

  M.urlFor = urlFor;
})(SwitchyardMatcher);
