// @ts-check
// Links (RoutePattern.url(filling:), url(for:)): the route named, its query conditions met, its pattern filled
// with parameters, so that the URL printed matches the route and gives the same values back. Errors are
// {error, parameter, message}; `error` is one of the corpus's kinds (LinkError).

import { encoder, loneSurrogate, text } from "./matcher-bytes.js";
import { accepts, matchDynamic } from "./matcher-parameters.js";
import { valueParameters } from "./matcher-conditions.js";
import { fillText, TEXT_LINK_CONTAINS_NUL, TEXT_LINK_DOES_NOT_FIT, TEXT_LINK_DOT_SEGMENT, TEXT_LINK_HOST_WITHOUT_SCHEME, TEXT_LINK_INVALID_HOST, TEXT_LINK_INVALID_SCHEME, TEXT_LINK_INVALID_UNICODE, TEXT_LINK_MISSING, TEXT_LINK_OPENS_OTHER, TEXT_LINK_SCHEME_NOT_ROUTED } from "./matcher-texts.js";
import { match } from "./matcher-answer.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Route} Route */
/** @typedef {import("./matcher-types.js").Expansion} Expansion */
/** @typedef {import("./matcher-types.js").Segment} Segment */
/** @typedef {import("./matcher-types.js").Part} Part */
/** @typedef {import("./matcher-types.js").Wildcard} Wildcard */

/**
 * What `urlFor` answers for a link it cannot print.
 * @typedef {"missing-parameter" | "invalid-value" | "no-such-route" | "unknown-type" | "invalid-scheme"
 *   | "invalid-host" | "host-without-scheme" | "scheme-not-routed"} LinkError
 */

/** @typedef {{[name: string]: string[]}} Parameters */

/** Why a link cannot be printed. */
class Failure {
  /** @param {LinkError} error @param {string | null} parameter @param {string} message */
  constructor(error, parameter, message) { this.error = error; this.parameter = parameter; this.message = message; }
}

/** @param {Route} route @param {string} name */
function missing(route, name) {
  const message = fillText(TEXT_LINK_MISSING, { parameter: "\"" + name + "\"", pattern: "\"" + route.pattern + "\"" });
  return new Failure("missing-parameter", name, message);
}

/**
 * An invalid value of `name`: `template` (link.does-not-fit unless another is given) filled with `holes`.
 * @param {Route} route @param {string} name @param {string} value @param {string} [template] @param {Record<string, string>} [holes]
 */
function invalid(route, name, value, template = TEXT_LINK_DOES_NOT_FIT, holes = {}) {
  const named = { parameter: "\"" + name + "\"", value, pattern: "\"" + route.pattern + "\"", ...holes };
  return new Failure("invalid-value", name, fillText(template, named));
}

/** @param {Route} route @param {string} name @param {string} value */
function dotSegment(route, name, value) { return invalid(route, name, JSON.stringify(value), TEXT_LINK_DOT_SEGMENT); }

/** @param {Route} route @param {string} name */
function containsNul(route, name) { return invalid(route, name, "", TEXT_LINK_CONTAINS_NUL); }

/**
 * Percent-encodes all but RFC 3986's unreserved bytes; in the host's place a dot too, so it is not read as a host.
 * @param {string} value @param {boolean} hostPosition
 */
function encodeLinkValue(value, hostPosition) {
  let out = "";
  for (const b of encoder.encode(value)) {
    const c = String.fromCharCode(b), unreserved = /[A-Za-z0-9\-._~]/.test(c) && !(hostPosition && c === ".");
    out += unreserved ? c : "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
  }
  return out;
}

/** @param {string} value */
function isDotValue(value) { return value === "." || value === ".."; }

/**
 * Each capture of an expansion's segments (path, then fragment) with its name and whether it may be empty.
 * @param {Expansion} expansion @returns {{name: string, part: Part}[]}
 */
function captures(expansion) {
  const list = [];
  let k = 0;
  for (const segment of expansion.path.concat(expansion.fragment || [])) {
    for (const part of segment.p || []) if (part.l === undefined) list.push({ name: expansion.names[k++], part });
  }
  return list;
}

/**
 * The expansion with the most captures given, among those whose required captures all are; the first on a tie.
 * @param {Route} route @param {Parameters} params
 */
function choose(route, params) {
  /** @type {Expansion | null} */
  let best = null;
  let bestScore = -1, fewest = Infinity, firstMissing = "";
  for (const expansion of route.expansions) {
    const required = captures(expansion).filter((c) => c.part.e !== true).map((c) => c.name);
    const wildcard = expansion.wildcard;
    if (wildcard && wildcard.name !== null && wildcard.minimum > 0) required.push(wildcard.name);
    const absent = required.filter((name) => !(name in params));
    if (absent.length) {
      if (absent.length < fewest) { fewest = absent.length; firstMissing = absent[0]; }
      continue;
    }
    const score = captures(expansion).filter((c) => c.name in params).length;
    if (score > bestScore) { best = expansion; bestScore = score; }
  }
  if (best === null) throw missing(route, firstMissing);
  return best;
}

/**
 * The one value of a parameter.
 * @param {Route} route @param {Parameters} params @param {string} name
 */
function single(route, params, name) {
  const given = params[name];
  if (given === undefined) throw missing(route, name);
  if (given.length !== 1) throw invalid(route, name, "given " + given.length + " values, but takes one");
  return given[0];
}

/**
 * A dynamic segment's text: its literal text and its captures' values, each checked as matching checks it, and
 * the whole read back to the same values. A failure of the whole segment names its first capture.
 * @param {Route} route @param {Parameters} params @param {Part[]} parts @param {string[]} queue
 */
function dynamicSegment(route, params, parts, queue) {
  let segment = "";
  /** @type {string[]} */
  const values = [], names = [];
  for (const part of parts) {
    if (part.l !== undefined) { segment += part.l; continue; }
    const name = /** @type {string} */ (queue.shift());
    const value = part.e === true && !(name in params) ? "" : single(route, params, name);
    if (value.indexOf("\u0000") >= 0) throw containsNul(route, name);
    const ok = accepts(part, encoder.encode(value));
    if (ok !== true) {
      throw ok && typeof ok === "object" ? new Failure("unknown-type", name, ok.unknown)
        : invalid(route, name, JSON.stringify(value) + ", which does not fit");
    }
    segment += value;
    values.push(value);
    names.push(name);
  }
  const bytes = encoder.encode(segment);
  const slots = parts.length > 1 ? matchDynamic(parts, bytes, bytes) : [[0, bytes.length]];
  // The first capture not read back as written names the failure (URLPrinter.misread).
  const wrong = Array.isArray(slots) ? slots.findIndex((s, k) => text(bytes.subarray(s[0], s[1])) !== values[k]) : 0;
  const first = names.length ? names[0] : "";
  if (wrong >= 0) {
    throw invalid(route, names[Math.min(wrong, names.length - 1)] || "", JSON.stringify(segment) + ", which does not fit the segment");
  }
  if (isDotValue(segment)) throw dotSegment(route, first, segment);
  return segment;
}

/** @param {Route} route @param {Parameters} params @param {Wildcard} wildcard */
function wildcardPieces(route, params, wildcard) {
  if (wildcard.name === null) return [];
  const name = wildcard.name, given = params[name] || [];
  const pieces = (given.length === 1 ? given[0].split("/") : given).filter((p) => p !== "");
  for (const p of pieces) {
    if (p.indexOf("\u0000") >= 0) throw containsNul(route, name);
    if (isDotValue(p)) throw dotSegment(route, name, p);
  }
  if (pieces.length < wildcard.minimum) throw invalid(route, name, "\"\", which does not fit <path:" + name + ">");
  return pieces;
}

/**
 * The segments' texts, the captures taken from `queue` in order.
 * @param {Route} route @param {Parameters} params @param {Segment[]} segments @param {string[]} queue
 */
function renderLink(route, params, segments, queue) {
  return segments.map((s) => (s.l !== undefined ? s.l : dynamicSegment(route, params, s.p || [], queue)));
}

/**
 * LinkQuery.meet / RoutePattern.meeting: the parameters changed so that the query items printed meet the
 * route's conditions: a required item is printed with its value, or empty (`q=`) when none is given; a
 * forbidden one is left out, whatever was given; an exact value is printed as the route wants it; a value
 * pattern is filled from its captures' parameters (then not printed as items of their own).
 * @param {Route} route @param {Parameters} params
 */
function meet(route, params) {
  for (const condition of route.conditions || []) {
    const key = condition.key;
    if (condition.test === "present") { if (!(key in params)) params[key] = [""]; continue; }
    if (condition.test === "absent") { delete params[key]; continue; }
    if (condition.test === "equals") { params[key] = [/** @type {string} */ (condition.text)]; continue; }
    const shape = condition.shape;
    if (!shape) throw new Failure("unknown-type", key, "query item \"" + key + "\" uses a type the app registers");
    const pieces = [], used = [];
    let k = 0;
    for (const segment of shape.path) {
      if (segment.l !== undefined) { pieces.push(segment.l); continue; }
      pieces.push((segment.p || []).map((part) => {
        if (part.l !== undefined) return part.l;
        const name = shape.names[k++], given = params[name];
        used.push(name);
        if (given === undefined && part.e !== true) throw missing(route, name);
        return given === undefined ? "" : given[0];
      }).join(""));
    }
    if (shape.wildcard && shape.wildcard.name !== null) {
      const name = shape.wildcard.name, given = params[name];
      used.push(name);
      if (given === undefined && shape.wildcard.minimum > 0) throw missing(route, name);
      for (const v of given || []) for (const p of v.split("/")) if (p !== "") pieces.push(p);
    }
    const value = (/** @type {string} */ (condition.text).charAt(0) === "/" ? "/" : "") + pieces.join("/");
    if (!Array.isArray(valueParameters(shape, value))) {
      throw invalid(route, key, JSON.stringify(value) + ", which does not fit " + condition.text);
    }
    for (const name of used) if (name !== key) delete params[name];
    params[key] = [value];
  }
}

/**
 * The scheme and host a link is printed with: the pattern's (a placeholder's value picked), else the caller's.
 * @param {Route} route @param {Parameters} params @param {LinkOptions} options @param {string[]} used
 * @returns {{scheme: string | null, host: string | null}}
 */
function origin(route, params, options, used) {
  if (route.schemeParameter) {
    const { name, values } = route.schemeParameter, wanted = options.scheme && String(options.scheme).toLowerCase();
    // The namespace to build in, given instead of the placeholder's value.
    if (!(name in params) && wanted && Object.prototype.hasOwnProperty.call(values, wanted)) {
      used.push(name);
      return { scheme: wanted, host: route.host };
    }
    const value = single(route, params, name).toLowerCase();
    const scheme = Object.keys(values).find((s) => values[s].toLowerCase() === value);
    if (scheme === undefined) throw invalid(route, name, JSON.stringify(value) + ", which is not one of its schemes' values");
    used.push(name);
    return { scheme, host: route.host };
  }
  if (route.scheme !== null) return { scheme: route.scheme.toLowerCase(), host: route.host };
  const given = options.scheme ? String(options.scheme) : null, host = options.host ? String(options.host) : null;
  if (given !== null && !/^[A-Za-z][A-Za-z0-9+.-]*$/.test(given)) {
    throw new Failure("invalid-scheme", null, fillText(TEXT_LINK_INVALID_SCHEME, { scheme: JSON.stringify(given), pattern: JSON.stringify(route.pattern) }));
  }
  if (host !== null && given === null) {
    throw new Failure("host-without-scheme", null, fillText(TEXT_LINK_HOST_WITHOUT_SCHEME, { host: JSON.stringify(host), pattern: JSON.stringify(route.pattern) }));
  }
  if (host !== null && !/^([A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?$/.test(host)) {
    throw new Failure("invalid-host", null, fillText(TEXT_LINK_INVALID_HOST, { host: JSON.stringify(host), pattern: JSON.stringify(route.pattern) }));
  }
  return { scheme: given === null ? null : given.toLowerCase(), host };
}

/** @param {string[]} list */
function slashed(list) { return list.length ? list.map((s) => "/" + encodeLinkValue(s, false)).join("") : "/"; }

/** @param {Route} route @param {Parameters} params @param {LinkOptions} options */
function print(route, params, options) {
  const expansion = choose(route, params), queue = captures(expansion).map((c) => c.name), used = queue.slice();
  let path = renderLink(route, params, expansion.path, queue);
  let fragment = expansion.fragment === null ? null : renderLink(route, params, expansion.fragment, queue);
  if (expansion.wildcard) {
    const tail = wildcardPieces(route, params, expansion.wildcard);
    if (fragment === null) path = path.concat(tail); else fragment = fragment.concat(tail);
    if (expansion.wildcard.name !== null) used.push(expansion.wildcard.name);
  }
  const at = origin(route, params, options, used);
  let out = "";
  if (at.scheme === null) out = slashed(path);
  else if (at.host !== null) out = at.scheme + "://" + at.host.toLowerCase() + slashed(path);
  else out = at.scheme + "://" + path.map((s, i) => (i ? "/" : "") + encodeLinkValue(s, i === 0 && !route.takesHost)).join("");
  let separator = "?";
  for (const name of Object.keys(params).sort()) {
    if (used.indexOf(name) >= 0) continue;
    for (const value of params[name].length ? params[name] : [""]) {
      if ((name + value).indexOf("\u0000") >= 0) throw containsNul(route, name);
      out += separator + encodeLinkValue(name, false) + "=" + encodeLinkValue(value, false);
      separator = "&";
    }
  }
  return fragment === null ? out : out + "#" + slashed(fragment);
}

/**
 * The scheme and host for a route whose pattern and table give none.
 * @typedef {{scheme?: string | null, host?: string | null}} LinkOptions
 */

/**
 * A name or value that is not valid Unicode: no URL can carry it (intake.invalid-unicode's rule for url(for:)).
 * @param {Route} route @param {string} name @param {string} text
 */
function valueNotUnicode(route, name, text) {
  const unit = text.charCodeAt(loneSurrogate(text)).toString(16).toUpperCase();
  return invalid(route, name, "", TEXT_LINK_INVALID_UNICODE, { character: "U+" + unit });
}

/**
 * The parameters as lists of strings: a value as String() gives it, a list as its items. A value that is not
 * text (String() throws) or not valid Unicode (a lone surrogate, which no URL can hold) is a Failure.
 * @param {Route} route @param {Record<string, unknown>} parameters @returns {Parameters}
 */
function textParameters(route, parameters) {
  /** @type {Parameters} */
  const params = Object.create(null);
  for (const [key, value] of Object.entries(parameters)) {
    if (loneSurrogate(key) >= 0) throw valueNotUnicode(route, key, key);
    /** @type {string[]} */
    const texts = [];
    for (const item of Array.isArray(value) ? value : [value]) {
      let text;
      try { text = String(item); } catch { throw invalid(route, key, "not text (" + typeof item + "),"); }
      if (loneSurrogate(text) >= 0) throw valueNotUnicode(route, key, text);
      texts.push(text);
    }
    params[key] = texts;
  }
  return params;
}

/**
 * Whether the link's scheme is the caller's (`options.scheme`), not the route's: a pattern and table without one.
 * @param {Route} route @param {LinkOptions | undefined} options
 */
function schemeGiven(route, options) {
  return !route.schemeParameter && route.scheme === null && !!options && !!options.scheme;
}

/**
 * Why the table does not open `route` for `url`, a link printed with the caller's scheme (its namespace may not
 * hold the route, or a route of it outranks this one), or null when it does, or when the module cannot tell (a
 * custom parameter type). A page hands such a link to the app from outside, so the module does not print a link
 * the app would send elsewhere.
 * @param {Table} table @param {Route} route @param {string} url @returns {string | null}
 */
function routedElsewhere(table, route, url) {
  const answer = match(table, url);
  if (answer.undetermined || (answer.matched && answer.routeIndex === table.routes.indexOf(route))) return null;
  const why = answer.matched && answer.route ? fillText(TEXT_LINK_OPENS_OTHER, { route: JSON.stringify(answer.route.pattern) })
    : answer.reason || "";
  return fillText(TEXT_LINK_SCHEME_NOT_ROUTED, { url, pattern: JSON.stringify(route.pattern), why });
}

/**
 * url(for:): `{url}`, or `{error, parameter, message}`. `parameters` maps names to a string or a list of
 * strings; `options.scheme` and `options.host` serve a route whose pattern and table give no scheme. Nothing
 * given makes it throw: what it cannot print is an error, also where it fails in a way it does not foresee
 * (`invalid-value`, naming no parameter).
 * @param {Table} table @param {unknown} name @param {Record<string, unknown>} [parameters] @param {LinkOptions} [options]
 * @returns {{url: string} | {error: LinkError, parameter: string | null, message: string}}
 */
export function urlFor(table, name, parameters, options) {
  /** @type {string | null} */
  let wanted = null;
  try { wanted = String(name); } catch { /* a symbol, or a name whose toString throws: no route has it */ }
  const route = table.routes.find((r) => r.name === wanted);
  if (!route) {
    const named = wanted === null ? "(a " + typeof name + ")" : JSON.stringify(wanted);
    return { error: "no-such-route", parameter: null, message: "no route named " + named };
  }
  try {
    const params = textParameters(route, parameters || {});
    meet(route, params);
    const url = print(route, params, options || {});
    const elsewhere = schemeGiven(route, options) ? routedElsewhere(table, route, url) : null;
    return elsewhere ? { error: "scheme-not-routed", parameter: null, message: elsewhere } : { url };
  } catch (failure) {
    if (failure instanceof Failure) return { error: failure.error, parameter: failure.parameter, message: failure.message };
    const why = failure instanceof Error ? failure.name + ": " + failure.message : "an exception";
    return { error: "invalid-value", parameter: null, message: "cannot print a link for \"" + route.pattern + "\" (" + why + ")" };
  }
}
