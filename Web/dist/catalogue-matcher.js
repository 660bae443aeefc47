"use strict";
var SwitchyardMatcher = (() => {
  var __defProp = Object.defineProperty;
  var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
  var __getOwnPropNames = Object.getOwnPropertyNames;
  var __hasOwnProp = Object.prototype.hasOwnProperty;
  var __export = (target, all) => {
    for (var name in all)
      __defProp(target, name, { get: all[name], enumerable: true });
  };
  var __copyProps = (to, from, except, desc) => {
    if (from && typeof from === "object" || typeof from === "function") {
      for (let key of __getOwnPropNames(from))
        if (!__hasOwnProp.call(to, key) && key !== except)
          __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
    }
    return to;
  };
  var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

  // src/matcher.js
  var matcher_exports = {};
  __export(matcher_exports, {
    answerOf: () => answerOf,
    completeTable: () => completeTable,
    jump: () => jump,
    jumpWithDocument: () => jumpWithDocument,
    knowsType: () => knowsType,
    match: () => match,
    matchWithDocument: () => matchWithDocument,
    routeIndex: () => routeIndex,
    urlFor: () => urlFor
  });

  // src/matcher-bytes.js
  var encoder = new TextEncoder();
  var decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  var EMPTY = Object.freeze([]);
  function isAlpha(b) {
    b |= 32;
    return b >= 97 && b <= 122;
  }
  function isDigit(b) {
    return b >= 48 && b <= 57;
  }
  function isSchemeByte(b) {
    return isAlpha(b) || isDigit(b) || b === 43 || b === 45 || b === 46;
  }
  function isControl(b) {
    return b < 32 || b === 127;
  }
  function hexValue(b) {
    const letter = b | 32;
    return isDigit(b) ? b - 48 : letter >= 97 && letter <= 102 ? letter - 87 : -1;
  }
  function asciiLower(b) {
    return b >= 65 && b <= 90 ? b | 32 : b;
  }
  function lowercasedText(string) {
    let k = 0;
    while (k < string.length && string.charCodeAt(k) < 128)
      k++;
    if (k === string.length)
      return string.toLowerCase();
    let out = "";
    for (const scalar of string)
      out += scalar.toLowerCase();
    return out;
  }
  function text(bytes) {
    if (bytes.length > 64)
      return decoder.decode(bytes);
    for (let k = 0; k < bytes.length; k++)
      if (bytes[k] > 127)
        return decoder.decode(bytes);
    return String.fromCharCode.apply(
      null,
      /** @type {number[]} */
      /** @type {unknown} */
      bytes
    );
  }
  var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  function loneSurrogate(string) {
    return string.search(LONE_SURROGATE);
  }
  function sameBytesAt(a, b, at, fold) {
    if (at < 0 || at + a.length > b.length)
      return false;
    for (let k = 0; k < a.length; k++) {
      if (fold ? asciiLower(a[k]) !== asciiLower(b[at + k]) : a[k] !== b[at + k])
        return false;
    }
    return true;
  }
  function sameBytes(a, b, fold) {
    return a.length === b.length && sameBytesAt(a, b, 0, fold);
  }

  // src/matcher-decoding.js
  function decode(b, plus) {
    return decodeRange(byteString(b), 0, b.length, plus);
  }
  function byteString(bytes) {
    let out = "";
    for (let k = 0; k < bytes.length; k += 8192)
      out += String.fromCharCode.apply(null, Array.from(bytes.subarray(k, k + 8192)));
    return out;
  }
  function bytesOf(b, start, end) {
    const out = new Uint8Array(end - start);
    for (let k = start; k < end; k++)
      out[k - start] = b.charCodeAt(k);
    return out;
  }
  function decodeRange(b, start, end, plus) {
    const out = new Uint8Array(end - start);
    let w = 0;
    for (let k = start; k < end; k++) {
      if (b.charCodeAt(k) === 37 && k + 2 < end) {
        const hi = hexValue(b.charCodeAt(k + 1)), lo = hexValue(b.charCodeAt(k + 2));
        if (hi >= 0 && lo >= 0) {
          out[w++] = hi << 4 | lo;
          k += 2;
          continue;
        }
      }
      out[w++] = plus && b.charCodeAt(k) === 43 ? 32 : b.charCodeAt(k);
    }
    return w === out.length ? out : out.slice(0, w);
  }
  function segmentsOf(b, start, end, plus) {
    const result = [];
    let s = start;
    for (let k = start; k <= end; k++) {
      if (k === end || b.charCodeAt(k) === 47) {
        if (k > s)
          result.push(decodeRange(b, s, k, plus));
        s = k + 1;
      }
    }
    return result;
  }
  function decodedText(url, start, end, plus) {
    return url.ascii ? decodedASCII(url.string.slice(start, end), plus) : text(decodeRange(url.bytes, start, end, plus));
  }
  function decodedASCII(raw, plus) {
    const pluses = plus && raw.indexOf("+") >= 0;
    if (raw.indexOf("%") < 0)
      return pluses ? raw.replace(/\+/g, " ") : raw;
    return !pluses && escapesRead(raw) || text(decodeRange(raw, 0, raw.length, plus));
  }
  function escapedByte(raw, k) {
    return raw.charCodeAt(k) === 37 && k + 2 < raw.length ? hexValue(raw.charCodeAt(k + 1)) << 4 | hexValue(raw.charCodeAt(k + 2)) : -1;
  }
  function escapesRead(raw) {
    let out = "", from = 0;
    for (let k = raw.indexOf("%"); k >= 0; k = raw.indexOf("%", from)) {
      let point = escapedByte(raw, k), end = k + 3;
      const more = point >> 4 === 14 ? 2 : point >= 194 && point < 224 ? 1 : 0;
      if (point < 0 || point >= 128 && !more)
        return null;
      if (more)
        point &= 63 >> more;
      for (let j = 0; j < more; j++, end += 3) {
        const next = escapedByte(raw, end);
        if ((next & 192) !== 128)
          return null;
        point = point << 6 | next & 63;
      }
      if (more === 2 && (point < 2048 || point >= 55296 && point < 57344))
        return null;
      out += raw.slice(from, k) + String.fromCharCode(point);
      from = end;
    }
    return out + raw.slice(from);
  }
  function queryItems(url, start, end, count) {
    if (start < 0 || count === 0)
      return NO_ITEMS;
    const items = new Array(count);
    const b = url.bytes, plus = url.options.decodePlus;
    let s = start, n = 0;
    for (let k = start; k <= end; k++) {
      if (k !== end && b.charCodeAt(k) !== 38)
        continue;
      if (k > s) {
        let eq = s;
        while (eq < k && b.charCodeAt(eq) !== 61)
          eq++;
        const name = decodedText(url, s, eq, plus);
        const value = eq < k ? decodedText(url, eq + 1, k, plus) : null;
        if (name !== "")
          items[n++] = { name, value };
      }
      s = k + 1;
    }
    if (n !== count)
      items.length = n;
    return items;
  }
  function asciiBytes(string) {
    const out = new Uint8Array(string.length);
    for (let k = 0; k < string.length; k++) {
      const c = string.charCodeAt(k);
      if (c > 127)
        return null;
      out[k] = c;
    }
    return out;
  }
  var NO_ITEMS = (
    /** @type {QueryItem[]} */
    /** @type {unknown} */
    EMPTY
  );

  // src/matcher-taken-url.js
  var Taken = class {
    /** @param {string} string @param {string} b @param {Layout} L @param {MatchOptions} options */
    constructor(string, b, L, options) {
      this.string = string;
      this.bytes = b;
      this.layout = L;
      this.options = options;
      this.ascii = string.length === b.length;
      this.madeScheme = void 0;
      this.hasFragmentPath = L.fragmentPathEnd >= 0;
      this.madeHost = void 0;
      this.made = null;
      this.madeTexts = null;
      this.madeQuery = null;
      this.madeFragmentQuery = null;
      this.hostForms = null;
    }
    /**
     * The host, decoded and lowercased (read only by a route or `accept` that names one, and by answers that say it).
     * @returns {string | null}
     */
    get host() {
      const L = this.layout;
      if (this.madeHost === void 0)
        this.madeHost = L.hostStart < 0 ? null : lowercasedText(decodedText(this, L.hostStart, L.hostEnd, false));
      return this.madeHost;
    }
    /**
     * The scheme, lowercased (its bytes are ASCII, and so is all before them), made when first read: a table that
     * routes no scheme and accepts any origin reads none (a slice and its lowercasing were a twentieth of a match).
     * @returns {string | null}
     */
    get scheme() {
      const end = this.layout.schemeEnd;
      if (this.madeScheme === void 0)
        this.madeScheme = end < 0 ? null : this.string.slice(0, end).toLowerCase();
      return this.madeScheme;
    }
    /**
     * The URL's text from `start` to `end` as written, or null where it has no such part (`start` is -1).
     * @param {number} start @param {number} end
     */
    rawText(start, end) {
      return start < 0 ? null : this.ascii ? this.string.slice(start, end) : text(bytesOf(this.bytes, start, end));
    }
    get fragment() {
      return this.rawText(this.layout.fragmentStart, this.layout.fragmentEnd);
    }
    get rawQuery() {
      return this.rawText(this.layout.queryStart, this.layout.queryEnd);
    }
    /** @returns {QueryItem[]} */
    get query() {
      const L = this.layout;
      return this.madeQuery || (this.madeQuery = queryItems(this, L.queryStart, L.queryEnd, L.queryItems));
    }
    /** @returns {QueryItem[]} */
    get fragmentQuery() {
      const L = this.layout;
      return this.madeFragmentQuery || (this.madeFragmentQuery = queryItems(this, L.fragmentQueryStart, L.fragmentEnd, L.items - L.queryItems));
    }
    /** @returns {string} */
    get origin() {
      const scheme = this.scheme, host = this.host;
      return scheme === null ? "(none)" : host !== null ? scheme + "://" + host : scheme + ":";
    }
    /** @param {boolean} plus @param {boolean} withHost @returns {Uint8Array[]} */
    segments(plus, withHost) {
      const L = this.layout, b = this.bytes, options = this.options;
      const key = (plus && options.decodePlus ? 2 : 0) + (withHost && !L.hostIsPath && L.hostStart >= 0 ? 1 : 0);
      const made2 = this.made || (this.made = []), known = made2[key];
      if (known)
        return known;
      const hostPart = L.hostIsPath || withHost && L.hostStart >= 0 ? segmentsOf(b, L.hostStart, L.hostEnd, plus) : [];
      return made2[key] = hostPart.concat(segmentsOf(b, L.pathStart, L.pathEnd, plus));
    }
    /** `segments(false, false)` as `PathTexts`. */
    pathTexts() {
      if (this.madeTexts)
        return this.madeTexts;
      const L = this.layout, kept = L.texts, count = L.pathSegments + (L.hostIsPath ? 1 : 0);
      const texts = kept.texts.length === count ? kept.texts : kept.texts.slice(0, count);
      for (let k = 0; k < count; k++) {
        if (k < 30 && (kept.plain >> k & 1) === 1)
          continue;
        texts[k] = this.ascii ? decodedASCII(texts[k], false) : text(decodeRange(texts[k], 0, texts[k].length, false));
      }
      kept.texts = texts;
      return this.madeTexts = kept;
    }
    /** @param {boolean} plus @returns {Uint8Array[]} */
    fragmentSegments(plus) {
      const L = this.layout, key = plus && this.options.decodePlus ? 5 : 4;
      const made2 = this.made || (this.made = []);
      return made2[key] || (made2[key] = this.hasFragmentPath ? segmentsOf(this.bytes, L.fragmentStart, L.fragmentPathEnd, plus) : []);
    }
  };

  // src/matcher-texts.js
  var TEXT_KEY_UNKNOWN = "unknown key {key} in {context}; expected one of: {keys}";
  var TEXT_VALUE_NOT_OBJECT = "{name} must be an object, found {type}";
  var TEXT_VALUE_NOT_STRING = "{name} must be a string, found {type}";
  var TEXT_VALUE_NOT_STRING_ARRAY = "{name} must be an array of strings, found {type}";
  var TEXT_VALUE_EMPTY = "{name} must not be empty";
  var TEXT_APPS_VALUE = "{name} must be {what}, found {value}";
  var TEXT_APPS_MISSING_KEY = "{name} is missing required key {key}";
  var TEXT_DOCUMENT_LINK_ALLOWANCE = "{rule} would take the link's regex work to {count}, past its allowance of {limit} (a routing document's regex rewrites and capture regexes spend their weight times the length of each URL they are tried on, along the link's whole way)";
  var TEXT_INTAKE_EMPTY = "URL is empty";
  var TEXT_INTAKE_TOO_LONG = "URL is {length} bytes long; the limit is {limit}";
  var TEXT_INTAKE_CONTROL_CHARACTER = "URL contains control character {character} at byte {offset}";
  var TEXT_INTAKE_ENCODED_NUL = "URL contains an encoded NUL (%00) at byte {offset}";
  var TEXT_INTAKE_MALFORMED_AUTHORITY = "URL has a malformed authority at byte {offset}: {problem}";
  var TEXT_INTAKE_DOT_SEGMENT = "URL contains a dot segment ('.' or '..') at byte {offset}";
  var TEXT_INTAKE_TOO_MANY_SEGMENTS = "URL has more than {limit} path segments";
  var TEXT_INTAKE_TOO_MANY_QUERY_ITEMS = "URL has more than {limit} query items";
  var TEXT_INTAKE_INVALID_UNICODE = "URL is not valid Unicode: unpaired surrogate {character} at byte {offset}";
  var TEXT_MATCH_INTAKE_REFUSED = "refused: {refusal}";
  var TEXT_MATCH_NO_ROUTE = "no route matches {path} in {namespaces}";
  var TEXT_MATCH_FORBIDDEN = 'route "{pattern}" is forbidden: {why}';
  var TEXT_POLICY_INTERNAL = "the route is internal and the link came from {source}";
  var TEXT_POLICY_DENIED = "links from {source} are denied";
  var TEXT_POLICY_TAG_RESTRICTED = 'routes tagged "{tag}" are not open to links from {source}';
  var TEXT_LINK_MISSING = "missing parameter {parameter} for {pattern}";
  var TEXT_LINK_DOES_NOT_FIT = "parameter {parameter} is {value} in {pattern}";
  var TEXT_LINK_DOT_SEGMENT = "parameter {parameter} is {value}, which cannot be a path segment of {pattern}: URLs refuse '.' and '..'";
  var TEXT_LINK_CONTAINS_NUL = "parameter {parameter} contains U+0000, which URLs refuse, for {pattern}";
  var TEXT_LINK_INVALID_UNICODE = "parameter {parameter} is not valid Unicode (unpaired surrogate {character}), which URLs cannot carry, for {pattern}";
  var TEXT_LINK_INVALID_SCHEME = "invalid scheme {scheme} for {pattern}";
  var TEXT_LINK_INVALID_HOST = "invalid host {host} for {pattern}";
  var TEXT_LINK_HOST_WITHOUT_SCHEME = "host {host} needs a scheme for {pattern}";
  var TEXT_INTAKE_NOT_TEXT = "the URL is not text ({type})";
  var TEXT_MATCH_AT_URL = "{url}: {reason}";
  var TEXT_MATCH_ORIGIN_NOT_ACCEPTED = "origin {origin} is not accepted";
  var TEXT_MATCH_NO_SCHEME = "a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')";
  var TEXT_MATCH_REWRITE_CYCLE = "rewrites form a cycle: {rules} ({urls})";
  var TEXT_MATCH_REWRITE_TOO_MANY = "more than {limit} rewrites: {rules} ({urls})";
  var TEXT_MATCH_WEB_MODULE_FAILED = "the web module could not answer for this URL ({why})";
  var TEXT_POLICY_NOT_APPLIED = "not applied: {notes}";
  var TEXT_POLICY_NOTE_INTERNAL = "the route is internal; a router opens it only from inside the app";
  var TEXT_POLICY_NOTE_TAGS = "the app's source policy and middleware may restrict routes tagged {tags}";
  var TEXT_POLICY_ALLOWED_UNRULED = "allowed; no --restrict rule for {tags}, which the app's policy and middleware may restrict";
  var TEXT_DOCUMENT_REDIRECT_LOOP = "a redirect loop: {loop}; a router stops it after {limit} redirects";
  var TEXT_DOCUMENT_TOO_MANY_REDIRECTS = "too many redirects: {path}";
  var TEXT_DOCUMENT_REWRITES_REFUSED = "{loop}; a router refuses the URL";
  var TEXT_LINK_SCHEME_NOT_ROUTED = "the table does not route {url} to {pattern}: {why}";
  var TEXT_LINK_OPENS_OTHER = "it opens {route}";
  var splitTemplates = /* @__PURE__ */ new Map();
  function fillText(template, values = {}) {
    let parts = splitTemplates.get(template);
    if (!parts)
      splitTemplates.set(template, parts = template.split(/\{([a-z]+)\}/));
    let out = parts[0];
    for (let k = 1; k < parts.length; k += 2)
      out += String(values[parts[k]]) + parts[k + 1];
    return out;
  }

  // src/matcher-intake.js
  var Refusal = class {
    /**
     * @param {string} message
     * @param {string} kind  the corpus's name of the refusal (`too-long`, `dot-segment`, …: URLIntakeError.Reason.kind)
     */
    constructor(message, kind) {
      this.message = message;
      this.kind = kind;
    }
  };
  function control(b, i) {
    const hex = b.toString(16).toUpperCase();
    return new Refusal(
      fillText(TEXT_INTAKE_CONTROL_CHARACTER, { character: "U+" + "0000".slice(hex.length) + hex, offset: i }),
      "control-character"
    );
  }
  function notUnicode(string, at) {
    const hex = string.charCodeAt(at).toString(16).toUpperCase();
    return new Refusal(
      fillText(TEXT_INTAKE_INVALID_UNICODE, { character: "U+" + hex, offset: utf8Length(string.slice(0, at)) }),
      "invalid-unicode"
    );
  }
  function utf8Length(string) {
    let n = 0;
    for (let k = 0; k < string.length; k++) {
      const c = string.charCodeAt(k);
      if (c < 128)
        n += 1;
      else if (c < 2048)
        n += 2;
      else if (c >= 55296 && c <= 56319 && k + 1 < string.length && (string.charCodeAt(k + 1) & 64512) === 56320) {
        n += 4;
        k++;
      } else
        n += 3;
    }
    return n;
  }
  function tooLong(length, limit) {
    return new Refusal(fillText(TEXT_INTAKE_TOO_LONG, { length, limit }), "too-long");
  }
  function nul(i) {
    return new Refusal(fillText(TEXT_INTAKE_ENCODED_NUL, { offset: i }), "encoded-nul");
  }
  function malformed(what, i, kind = "malformed-authority") {
    return new Refusal(fillText(TEXT_INTAKE_MALFORMED_AUTHORITY, { offset: i, problem: what }), kind);
  }
  function isEncodedNUL(b, i) {
    return i + 2 < b.length && b.charCodeAt(i + 1) === 48 && b.charCodeAt(i + 2) === 48;
  }
  function checkSegment(b, start, end) {
    let dots = 0, onlyDots = true, k = start;
    while (k < end) {
      if (b.charCodeAt(k) === 46) {
        dots++;
        k++;
      } else if (b.charCodeAt(k) === 37 && k + 2 < end) {
        if (b.charCodeAt(k + 1) === 48 && b.charCodeAt(k + 2) === 48)
          return nul(k);
        if (b.charCodeAt(k + 1) === 50 && (b.charCodeAt(k + 2) | 32) === 101) {
          dots++;
          k += 3;
          continue;
        }
        onlyDots = false;
        k++;
      } else {
        onlyDots = false;
        k++;
      }
    }
    if (onlyDots && (dots === 1 || dots === 2)) {
      return new Refusal(fillText(TEXT_INTAKE_DOT_SEGMENT, { offset: start }), "dot-segment");
    }
    return null;
  }
  function scanSegments(b, i, inFragment, counts, texts, first, plus) {
    let start = i, percent = false, pluses = false, high = 0;
    for (; ; i++) {
      const c = i < b.length ? b.charCodeAt(i) : 47;
      if (c >= 48 && c <= 126 && c !== 63)
        continue;
      const last = i === b.length || c === 63 || c === 35 && !inFragment;
      if (c === 47 || last) {
        if (i > start) {
          if (percent || b.charCodeAt(start) === 46) {
            const r = checkSegment(b, start, i);
            if (r)
              return r;
          }
          if (texts)
            keepText(texts, first + counts.segments, b.slice(start, i), percent, pluses);
          counts.segments++;
        }
        if (last) {
          counts.high |= high;
          return i;
        }
        start = i + 1;
        percent = false;
        pluses = false;
      } else if (isControl(c))
        return control(c, i);
      else if (c === 37)
        percent = true;
      else if (c === 43)
        pluses = plus;
      else
        high |= c;
    }
  }
  function keepText(texts, n, raw, escaped, pluses) {
    const bit = n < 30 ? 1 << n : 0;
    texts.texts[n] = raw;
    if (!escaped && !pluses)
      texts.plain |= bit;
    if (!pluses)
      texts.sameValue |= bit;
  }
  function scanQuery(b, i, stopAtHash, counts) {
    let start = i, high = 0;
    while (i < b.length) {
      const c = b.charCodeAt(i);
      if (c > 38 && c < 127) {
        i++;
        continue;
      }
      high |= c;
      if (stopAtHash && c === 35)
        break;
      if (isControl(c))
        return control(c, i);
      if (c === 37 && isEncodedNUL(b, i))
        return nul(i);
      if (c === 38) {
        if (i > start)
          counts.items++;
        start = i + 1;
      }
      i++;
    }
    if (i > start)
      counts.items++;
    counts.high |= high;
    return i;
  }
  function hostIsPath(b, start, end, mode, bracketed, dot) {
    if (mode === "always")
      return true;
    if (mode === "never" || bracketed || dot)
      return false;
    return end - start !== 9 || b.slice(start, end).toLowerCase() !== "localhost";
  }
  function scanAuthority(b, i, options, L) {
    const n = b.length, start = i;
    let lastAt = -1, colon = -1, dot = false, high = 0;
    for (; i < n; i++) {
      const c = b.charCodeAt(i);
      if (isAlpha(c) || isDigit(c))
        continue;
      high |= c;
      if (c === 47 || c === 63 || c === 35)
        break;
      if (isControl(c))
        return control(c, i);
      if (c === 92)
        return malformed("a backslash in the authority", i);
      if (c === 37) {
        if (isEncodedNUL(b, i))
          return nul(i);
        L.hostHasPercent = true;
      } else if (c === 64) {
        lastAt = i;
        colon = -1;
        dot = false;
      } else if (c === 58) {
        if (colon < 0)
          colon = i;
      } else if (c === 46)
        dot = true;
      else if (c === 43)
        L.hostHasPlus = true;
    }
    L.high |= high;
    const end = i, hostStart = lastAt >= 0 ? lastAt + 1 : start;
    let hostEnd = end;
    const bracketed = hostStart < end && b.charCodeAt(hostStart) === 91;
    if (bracketed) {
      let close = hostStart;
      while (close < end && b.charCodeAt(close) !== 93)
        close++;
      if (close === end)
        return malformed("unterminated '['", hostStart);
      hostEnd = close + 1;
      if (hostEnd < end && b.charCodeAt(hostEnd) !== 58)
        return malformed("unexpected character after ']'", hostEnd);
    } else if (colon >= 0)
      hostEnd = colon;
    for (let k = hostEnd + 1; k < end; k++)
      if (!isDigit(b.charCodeAt(k)))
        return malformed("port is not a number", k, "bad-port");
    if (hostStart < hostEnd) {
      L.hostStart = hostStart;
      L.hostEnd = hostEnd;
      L.hostIsPath = hostIsPath(b, hostStart, hostEnd, options.hostAsPath, bracketed, dot);
      if (L.hostIsPath && (L.hostHasPercent || b.charCodeAt(hostStart) === 46)) {
        const r = checkSegment(b, hostStart, hostEnd);
        if (r)
          return r;
      }
    }
    return end;
  }
  function scanFragment(b, i, L) {
    const n = b.length;
    L.fragmentStart = i;
    L.fragmentEnd = n;
    if (i === n) {
      L.fragmentPathEnd = i;
      return null;
    }
    if (b.charCodeAt(i) === 47) {
      const path = scanSegments(b, i, true, L, null, 0, false);
      if (path instanceof Refusal)
        return path;
      i = path;
      L.fragmentPathEnd = i;
      if (i < n) {
        L.fragmentQueryStart = i + 1;
        const query2 = scanQuery(b, i + 1, false, L);
        if (query2 instanceof Refusal)
          return query2;
      }
      return null;
    }
    let equals = false;
    const start = i;
    for (; i < n; i++) {
      const c = b.charCodeAt(i);
      L.high |= c;
      if (isControl(c))
        return control(c, i);
      if (c === 61)
        equals = true;
      if (c === 37 && isEncodedNUL(b, i))
        return nul(i);
    }
    if (!equals)
      return null;
    L.fragmentQueryStart = start;
    const query = scanQuery(b, start, false, L);
    return query instanceof Refusal ? query : null;
  }
  function scan(b, options) {
    const n = b.length;
    let i = 0;
    const texts = { texts: [], plain: 0, sameValue: 0 };
    const L = {
      schemeEnd: -1,
      hostStart: -1,
      hostEnd: -1,
      hostIsPath: false,
      hostHasPercent: false,
      hostHasPlus: false,
      pathStart: 0,
      pathEnd: 0,
      queryStart: -1,
      queryEnd: -1,
      fragmentStart: -1,
      fragmentEnd: -1,
      fragmentPathEnd: -1,
      fragmentQueryStart: -1,
      segments: 0,
      pathSegments: 0,
      items: 0,
      queryItems: 0,
      high: 0,
      texts
    };
    if (n === 0)
      return new Refusal(fillText(TEXT_INTAKE_EMPTY), "empty");
    if (n > options.maxURLLength)
      return tooLong(n, options.maxURLLength);
    if (isAlpha(b.charCodeAt(0))) {
      let j = 1;
      while (j < n && isSchemeByte(b.charCodeAt(j)))
        j++;
      if (j < n && b.charCodeAt(j) === 58) {
        L.schemeEnd = j;
        i = j + 1;
      }
    }
    if (i + 1 < n && b.charCodeAt(i) === 47 && b.charCodeAt(i + 1) === 47) {
      const r = scanAuthority(b, i + 2, options, L);
      if (r instanceof Refusal)
        return r;
      i = r;
    }
    L.pathStart = i;
    const first = L.hostIsPath ? 1 : 0, plus = options.decodePlus;
    if (first)
      keepText(texts, 0, b.slice(L.hostStart, L.hostEnd), L.hostHasPercent, plus && L.hostHasPlus);
    const path = scanSegments(b, i, false, L, texts, first, plus);
    if (path instanceof Refusal)
      return path;
    i = path;
    L.pathEnd = i;
    L.pathSegments = L.segments;
    if (i < n && b.charCodeAt(i) === 63) {
      L.queryStart = i + 1;
      const query = scanQuery(b, i + 1, true, L);
      if (query instanceof Refusal)
        return query;
      i = query;
      L.queryEnd = i;
      L.queryItems = L.items;
    }
    if (i < n && b.charCodeAt(i) === 35) {
      const r = scanFragment(b, i + 1, L);
      if (r)
        return r;
    }
    if (L.segments + (L.hostIsPath ? 1 : 0) > options.maxSegments) {
      return new Refusal(fillText(TEXT_INTAKE_TOO_MANY_SEGMENTS, { limit: options.maxSegments }), "too-many-segments");
    }
    if (L.items > options.maxQueryItems) {
      return new Refusal(fillText(TEXT_INTAKE_TOO_MANY_QUERY_ITEMS, { limit: options.maxQueryItems }), "too-many-query-items");
    }
    return L;
  }
  var NON_ASCII = /[^\u0000-\u007f]/;
  function intake(string, options) {
    if (string.length > options.maxURLLength)
      return tooLong(utf8Length(string), options.maxURLLength);
    const L = scan(string, options);
    if (L instanceof Refusal ? !NON_ASCII.test(string) : L.high <= 127)
      return L instanceof Refusal ? L : new Taken(string, string, L, options);
    const lone = loneSurrogate(string);
    if (lone >= 0)
      return notUnicode(string, lone);
    const b = byteString(encoder.encode(string)), bytesLayout = scan(b, options);
    if (bytesLayout instanceof Refusal)
      return bytesLayout;
    bytesLayout.texts.plain = 0;
    return new Taken(string, b, bytesLayout, options);
  }

  // src/matcher-regex.js
  var SCALAR = 0;
  var SET = 1;
  var ANY = 2;
  var SPLIT = 3;
  var JUMP = 4;
  var MATCH = 5;
  var slots = [];
  var WHOLE_SEEN = 0;
  var WHOLE_STACK = 1;
  var WHOLE_CURRENT = 2;
  var WHOLE_NEXT = 3;
  var PIECE_SEEN = 4;
  var PIECE_STACK = 5;
  var PIECE_CURRENT_PC = 6;
  var PIECE_CURRENT_START = 7;
  var PIECE_NEXT_PC = 8;
  var PIECE_NEXT_START = 9;
  var FIRST_STARTS = 10;
  var LATEST = 11;
  function slot(k, length, fill) {
    let list = slots[k];
    if (!list || list.length < length)
      list = slots[k] = new Int32Array(Math.max(length, 64));
    if (fill !== void 0)
      list.fill(fill, 0, length);
    return list;
  }
  function scalarsOfBytes(bytes) {
    for (let k = 0; k < bytes.length; k++)
      if (bytes[k] >= 128)
        return scalarsOf(text(bytes));
    return bytes;
  }
  function scalarsOf(string) {
    const result = [];
    let k = 0;
    while (k < string.length && string.charCodeAt(k) < 128)
      result.push(string.charCodeAt(k++));
    if (k === string.length)
      return result;
    result.length = 0;
    for (const c of text(encoder.encode(string)))
      result.push(
        /** @type {number} */
        c.codePointAt(0)
      );
    return result;
  }
  function consumes(program, pc, c) {
    const op = program.i[3 * pc], x = program.i[3 * pc + 1];
    if (op === SCALAR)
      return c === x;
    if (op === ANY)
      return true;
    if (op !== SET)
      return false;
    const ranges = program.s[x];
    for (let k = 0; k < ranges.length && ranges[k] <= c; k += 2)
      if (c <= ranges[k + 1])
        return true;
    return false;
  }
  function wholeMatch(program, input, skip = 0) {
    const size = program.i.length / 3;
    const seen = slot(WHOLE_SEEN, size, -1), stack = slot(WHOLE_STACK, 2 * size + 1);
    let current = slot(WHOLE_CURRENT, size), next = slot(WHOLE_NEXT, size), currentCount = 0, nextCount = 0;
    let matched = false;
    const add = (pc, mark) => {
      let top = 0;
      stack[top++] = pc;
      while (top > 0) {
        const at = stack[--top];
        if (seen[at] === mark)
          continue;
        seen[at] = mark;
        const op = program.i[3 * at];
        if (op === JUMP)
          stack[top++] = program.i[3 * at + 1];
        else if (op === SPLIT) {
          stack[top++] = program.i[3 * at + 2];
          stack[top++] = program.i[3 * at + 1];
        } else if (op === MATCH)
          matched = true;
        else
          next[nextCount++] = at;
      }
    };
    add(skip, skip);
    [current, next, currentCount] = [next, current, nextCount];
    for (let position = skip; position < input.length; position++) {
      if (!currentCount)
        return false;
      nextCount = 0;
      matched = false;
      for (let t = 0; t < currentCount; t++) {
        if (consumes(program, current[t], input[position]))
          add(current[t] + 1, position + 1);
      }
      [current, next, currentCount] = [next, current, nextCount];
    }
    return matched;
  }
  function latestStarts(program, input, starts, best2) {
    best2.fill(-1, 0, input.length + 1);
    const literal = literalText(program);
    if (literal)
      return literalStarts(literal, input, starts, best2);
    const size = program.i.length / 3, code = program.i;
    const seen = slot(PIECE_SEEN, size, -1);
    let currentPC = slot(PIECE_CURRENT_PC, size), currentStart = slot(PIECE_CURRENT_START, size), currentCount = 0;
    let nextPC = slot(PIECE_NEXT_PC, size), nextStart = slot(PIECE_NEXT_START, size), nextCount = 0;
    const stack = slot(PIECE_STACK, 2 * size + 1);
    let lastStart = -1, firstStart = 0, matched = -1;
    for (let p = input.length; p >= 0; p--)
      if (starts[p] >= 0) {
        lastStart = p;
        break;
      }
    while (firstStart < lastStart && starts[firstStart] < 0)
      firstStart++;
    const add = (pc, start, position) => {
      let top = 0;
      stack[top++] = pc;
      while (top > 0) {
        const at = stack[--top];
        if (seen[at] === position)
          continue;
        seen[at] = position;
        const op = code[3 * at];
        if (op === JUMP)
          stack[top++] = code[3 * at + 1];
        else if (op === SPLIT) {
          stack[top++] = code[3 * at + 2];
          stack[top++] = code[3 * at + 1];
        } else if (op === MATCH) {
          if (matched < 0)
            matched = start;
        } else {
          nextPC[nextCount] = at;
          nextStart[nextCount] = start;
          nextCount++;
        }
      }
    };
    for (let position = firstStart; position <= input.length; position++) {
      nextCount = 0;
      matched = -1;
      if (starts[position] >= 0)
        add(0, position, position);
      if (position > 0) {
        const c = input[position - 1];
        for (let t = 0; t < currentCount; t++) {
          if (consumes(program, currentPC[t], c))
            add(currentPC[t] + 1, currentStart[t], position);
        }
      }
      best2[position] = matched;
      [currentPC, nextPC] = [nextPC, currentPC];
      [currentStart, nextStart] = [nextStart, currentStart];
      currentCount = nextCount;
      if (!currentCount && position >= lastStart)
        break;
    }
    return best2;
  }
  function literalText(program) {
    const known = literals.get(program);
    if (known !== void 0)
      return known;
    const size = program.i.length / 3;
    let literal = program.i[3 * (size - 1)] === MATCH ? [] : null;
    for (let pc = 0; pc < size - 1 && literal; pc++) {
      if (program.i[3 * pc] !== SCALAR)
        literal = null;
      else
        literal.push(program.i[3 * pc + 1]);
    }
    literals.set(program, literal);
    return literal;
  }
  var literals = /* @__PURE__ */ new WeakMap();
  function literalStarts(literal, input, starts, best2) {
    for (let end = literal.length; end <= input.length; end++) {
      const start = end - literal.length;
      if (starts[start] < 0)
        continue;
      let same = true;
      for (let k = 0; k < literal.length && same; k++)
        same = input[start + k] === literal[k];
      if (same)
        best2[end] = start;
    }
    return best2;
  }
  function segmentMatches(part2, bytes) {
    return wholeMatch(
      /** @type {RegexProgram} */
      part2.program,
      scalarsOfBytes(bytes)
    );
  }
  function regexCaptures(rule, string, skip) {
    const input = scalarsOf(string), ascii = input.length === string.length && input.every((c) => c < 128);
    const pieces = rule.pieces || [];
    if (!wholeMatch(
      /** @type {RegexProgram} */
      rule.program,
      input,
      skip
    ))
      return null;
    const latest = [];
    let reachable = slot(FIRST_STARTS, input.length + 1, -1);
    reachable[0] = 0;
    for (let k = 0; k < pieces.length; k++) {
      reachable = latestStarts(pieces[k].program, input, reachable, slot(LATEST + k, input.length + 1));
      latest.push(reachable);
    }
    const captures2 = {};
    let end = input.length;
    for (let k = pieces.length - 1; k >= 0; k--) {
      const start = latest[k][end];
      if (start < 0)
        return null;
      const name = pieces[k].name;
      if (name !== null) {
        const value = ascii ? string.slice(start, end) : input.slice(start, end).map((c) => String.fromCodePoint(c)).join("");
        captures2[name] = ascii && value.indexOf("%") < 0 ? value : text(decode(encoder.encode(value), false));
      }
      end = start;
    }
    return captures2;
  }
  function regexStart(rule) {
    return rule.pieces && rule.program ? asciiPrefix(rule.program) : "";
  }
  var prefixes = /* @__PURE__ */ new WeakMap();
  function asciiPrefix(program) {
    let prefix = prefixes.get(program);
    if (prefix !== void 0)
      return prefix;
    prefix = "";
    for (let pc = 0; 3 * pc < program.i.length && program.i[3 * pc] === SCALAR && program.i[3 * pc + 1] < 128; pc++) {
      prefix += String.fromCharCode(program.i[3 * pc + 1]);
    }
    prefixes.set(program, prefix);
    return prefix;
  }
  function evaluateRegexRule(rule, index, string) {
    if (!rule.pieces) {
      return { unknown: "rewrite " + (index + 1) + "'s regular expression (" + rule.from + ") could not be cut at its named groups" };
    }
    const prefix = asciiPrefix(
      /** @type {RegexProgram} */
      rule.program
    );
    if (!string.startsWith(prefix))
      return null;
    const captures2 = regexCaptures(rule, string, prefix.length);
    return captures2 ? { captures: captures2 } : null;
  }

  // src/matcher-parameters.js
  var Captures = class {
    /** @param {number} room  how many values it will likely hold (more are taken too) */
    constructor(room) {
      this.names = new Array(room);
      this.values = new Array(room);
      this.size = 0;
    }
    /** @param {string} name */
    at(name) {
      for (let k = 0; k < this.size; k++)
        if (this.names[k] === name)
          return k;
      return -1;
    }
    /** @param {string} name @returns {string | undefined} */
    get(name) {
      const k = this.at(name);
      return k < 0 ? void 0 : (
        /** @type {string} */
        this.values[k]
      );
    }
    /**
     * `name`'s value, in the place of its value before, else after the others.
     * @param {string} name @param {string | string[]} value
     */
    set(name, value) {
      const k = this.at(name);
      if (k >= 0) {
        this.values[k] = value;
        return;
      }
      this.names[this.size] = name;
      this.values[this.size++] = value;
    }
    /**
     * Every value into `into`, as `set` puts it.
     * @param {Captures} into
     */
    copyInto(into) {
      for (let k = 0; k < this.size; k++)
        into.set(this.names[k], this.values[k]);
    }
  };
  var INT_MAX = BigInt("9223372036854775807");
  function isInt(b) {
    let k = 0, negative = false;
    if (b.length && (b[0] === 45 || b[0] === 43)) {
      negative = b[0] === 45;
      k = 1;
    }
    if (k === b.length)
      return false;
    for (let j = k; j < b.length; j++)
      if (!isDigit(b[j]))
        return false;
    return b.length - k <= 18 || BigInt(text(b.slice(k))) <= (negative ? INT_MAX + BigInt(1) : INT_MAX);
  }
  function isFloat(b) {
    const n = b.length;
    let k = 0;
    const digits = () => {
      const s = k;
      while (k < n && isDigit(b[k]))
        k++;
      return k - s;
    };
    if (k < n && (b[k] === 45 || b[k] === 43))
      k++;
    let mantissa = digits();
    if (k < n && b[k] === 46) {
      k++;
      mantissa += digits();
    }
    if (mantissa === 0)
      return false;
    if (k < n && (b[k] | 32) === 101) {
      k++;
      if (k < n && (b[k] === 45 || b[k] === 43))
        k++;
      if (digits() === 0)
        return false;
    }
    return k === n && isFinite(Number(text(b)));
  }
  function isUUID(b) {
    if (b.length !== 36)
      return false;
    for (let k = 0; k < 36; k++) {
      if (k === 8 || k === 13 || k === 18 || k === 23) {
        if (b[k] !== 45)
          return false;
      } else if (hexValue(b[k]) < 0)
        return false;
    }
    return true;
  }
  var TYPES = { int: isInt, float: isFloat, uuid: isUUID, string: () => true };
  function knowsType(name) {
    return Object.prototype.hasOwnProperty.call(TYPES, name);
  }
  function accepts(part2, b) {
    if (b.length === 0)
      return part2.e === true;
    if (part2.c === "any")
      return true;
    if (part2.c === "type") {
      const name = (
        /** @type {string} */
        part2.t
      );
      return knowsType(name) ? TYPES[name](b) : { unknown: "the custom type <" + name + "> is not known to the page" };
    }
    if (!part2.program)
      return { unknown: "its regular expression (" + part2.r + ") did not compile in the tool" };
    return segmentMatches(part2, b);
  }
  function isDot(b, from, to) {
    return to - from === 1 && b[from] === 46 || to - from === 2 && b[from] === 46 && b[from + 1] === 46;
  }
  function find(needle, b, from, to) {
    for (let s = from; s >= 0 && s + needle.length <= to; s++) {
      if (sameBytesAt(needle, b, s))
        return s;
    }
    return -1;
  }
  function matchDynamic(parts, b, v) {
    return matchPieces(piecesOf(parts), b, v);
  }
  function piecesOf(parts) {
    return parts.map((p) => ({ lit: p.l !== void 0 ? encoder.encode(p.l) : null, part: p }));
  }
  function matchPieces(pieces, b, v) {
    if (pieces.length === 1 && !pieces[0].lit) {
      const whole = accepts(pieces[0].part, v);
      return whole === true ? [[0, b.length]] : whole;
    }
    let lo = 0, hi = b.length, first = 0, last = pieces.length;
    const slots2 = [];
    const prefix = pieces[0].lit;
    if (prefix) {
      if (hi - lo < prefix.length || !sameBytesAt(prefix, b, 0))
        return false;
      lo += prefix.length;
      first = 1;
    }
    const suffix = last > first ? pieces[last - 1].lit : null;
    if (suffix) {
      if (hi - lo < suffix.length || !sameBytesAt(suffix, b, hi - suffix.length))
        return false;
      hi -= suffix.length;
      last--;
    }
    let position = lo, k = first;
    while (k < last) {
      const check = pieces[k];
      if (check.lit)
        return false;
      const least = check.part.e ? 0 : 1, after = k + 1 < last ? pieces[k + 1].lit : null;
      let captureEnd = hi, next = hi;
      if (after) {
        const found = find(after, b, position + least, hi);
        if (found < 0)
          return false;
        captureEnd = found;
        next = found + after.length;
        k += 2;
      } else
        k++;
      if (captureEnd < position + least || isDot(b, position, captureEnd))
        return false;
      const ok = accepts(check.part, v.slice(position, captureEnd));
      if (ok !== true)
        return ok;
      slots2.push([position, captureEnd]);
      position = next;
    }
    return position === hi || last === first && position === lo ? slots2 : false;
  }

  // src/matcher-segments.js
  function matchSegments(literals2, pieces, actual, valueBytes, textBytes, foldFirst, values, n) {
    if (literals2.length > actual.length)
      return false;
    for (let k = 0; k < literals2.length; k++) {
      const literal = literals2[k];
      if (literal !== null) {
        if (!sameBytes(literal, actual[k], k === 0 && foldFirst))
          return false;
        continue;
      }
      const slots2 = matchPieces(
        /** @type {Piece[]} */
        pieces[k],
        actual[k],
        valueBytes[k]
      );
      if (slots2 === false)
        return false;
      if (!Array.isArray(slots2))
        return slots2.unknown;
      for (const s of slots2)
        values[n++] = text(textBytes[k].slice(s[0], s[1]));
    }
    return n;
  }
  function sameText(literal, segment, fold) {
    if (literal === segment)
      return true;
    if (!fold || literal.length !== segment.length)
      return false;
    for (let k = 0; k < literal.length; k++) {
      const a = literal.charCodeAt(k), b = segment.charCodeAt(k);
      if (a !== b && (a > 127 || asciiLower(a) !== asciiLower(b)))
        return false;
    }
    return true;
  }
  function matchPath(path, bytes, x, foldFirst, values) {
    let n = 0;
    const texts = x.pathTexts(), plainBits = texts.plain, sameBits = texts.sameValue;
    if (path.length > texts.texts.length)
      return false;
    for (let k = 0; k < path.length; k++) {
      const literal = path[k].l, fold = k === 0 && foldFirst, segmentText = texts.texts[k];
      const plain = k < 30 && (plainBits >> k & 1) === 1, sameValue = k < 30 && (sameBits >> k & 1) === 1;
      if (literal !== void 0) {
        if (plain ? !sameText(literal, segmentText, fold) : !sameBytes(
          /** @type {Uint8Array} */
          bytes.path[k],
          x.segments(false, false)[k],
          fold
        ))
          return false;
        continue;
      }
      const pieces = (
        /** @type {Piece[]} */
        bytes.pathPieces[k]
      );
      const whole = pieces.length === 1 && pieces[0].lit === null ? pieces[0].part : null;
      if (whole && whole.c === "any" && sameValue) {
        values[n++] = segmentText;
        continue;
      }
      if (!plain) {
        const valueBytes = x.segments(x.options.decodePlus, false)[k];
        const slots3 = matchPieces(pieces, x.segments(false, false)[k], valueBytes);
        if (slots3 === false)
          return false;
        if (!Array.isArray(slots3))
          return slots3.unknown;
        for (const s of slots3)
          values[n++] = text(valueBytes.slice(s[0], s[1]));
        continue;
      }
      const segment = (
        /** @type {Uint8Array} */
        asciiBytes(segmentText)
      );
      if (whole) {
        const accepted = accepts(whole, segment);
        if (accepted !== true)
          return accepted && accepted.unknown;
        values[n++] = segmentText;
        continue;
      }
      const slots2 = matchPieces(pieces, segment, segment);
      if (slots2 === false)
        return false;
      if (!Array.isArray(slots2))
        return slots2.unknown;
      for (const s of slots2)
        values[n++] = s[0] === 0 && s[1] === segment.length ? segmentText : segmentText.slice(s[0], s[1]);
    }
    return n;
  }

  // src/matcher-conditions.js
  function queryValue(url, name) {
    const L = url.layout;
    const item = (L.items > L.queryItems ? url.fragmentQuery.find((i) => i.name === name) : void 0) || (L.queryItems ? url.query.find((i) => i.name === name) : void 0);
    return item ? item.value === null ? "" : item.value : void 0;
  }
  function isTheLiteral(shape, value) {
    const only = shape.path.length === 1 && !shape.wildcard ? shape.path[0].l : void 0;
    return only !== void 0 && value === only && value !== "" && value.indexOf("/") < 0 && value !== "." && value !== "..";
  }
  function valueParameters(shape, value) {
    const b = encoder.encode(value), pieces = [];
    let start = 0;
    for (let k = 0; k <= b.length; k++) {
      if (k < b.length && b[k] !== 47)
        continue;
      if (k > start)
        pieces.push(b.subarray(start, k));
      start = k + 1;
    }
    if (pieces.length < shape.path.length || !shape.wildcard && pieces.length > shape.path.length)
      return null;
    const result = [];
    let captured = 0;
    for (let p = 0; p < pieces.length; p++) {
      const piece = pieces[p], segment = shape.path[p];
      if (isDot(piece, 0, piece.length))
        return null;
      if (segment === void 0)
        continue;
      if (segment.l !== void 0) {
        if (!sameBytes(piece, encoder.encode(segment.l)))
          return null;
        continue;
      }
      const slots2 = matchDynamic(segment.p || [], piece, piece);
      if (slots2 === false)
        return null;
      if (!Array.isArray(slots2))
        return slots2;
      for (const range of slots2) {
        const name = shape.names[captured++];
        if (name !== "")
          result.push([name, text(piece.subarray(range[0], range[1]))]);
      }
    }
    const extra = pieces.slice(shape.path.length);
    if (shape.wildcard && extra.length < shape.wildcard.minimum)
      return null;
    if (shape.wildcard && shape.wildcard.name !== null)
      result.push([shape.wildcard.name, extra.map(text).join("/")]);
    return result;
  }
  var NO_PARAMETERS = (
    /** @type {Map<string, string>} */
    /* @__PURE__ */ new Map()
  );
  function conditionParameters(route, url) {
    let parameters = NO_PARAMETERS;
    for (const condition of route.conditions || []) {
      const value = queryValue(url, condition.key);
      if (condition.test === "absent") {
        if (value !== void 0)
          return null;
        continue;
      }
      if (value === void 0)
        return null;
      if (condition.test === "equals" && value !== condition.text)
        return null;
      if (condition.test !== "value" || isTheLiteral(
        /** @type {Shape} */
        condition.shape,
        value
      ))
        continue;
      const found = valueParameters(
        /** @type {Shape} */
        condition.shape,
        value
      );
      if (found === null || !Array.isArray(found))
        return found;
      if (found.length && parameters === NO_PARAMETERS)
        parameters = /* @__PURE__ */ new Map();
      for (const [name, captured] of found)
        parameters.set(name, captured);
    }
    return { parameters };
  }
  function lowercased(hit) {
    const values = hit.parameters.values;
    for (let k = 0; k < hit.parameters.size; k++)
      values[k] = lowercasedText(
        /** @type {string} */
        values[k]
      );
    hit.wildcard = hit.wildcard.map(lowercasedText);
    return hit;
  }

  // src/matcher-index.js
  function encoded(candidate) {
    if (candidate.encoded)
      return candidate.encoded;
    const expansion = candidate.expansion;
    return candidate.encoded = {
      path: literalBytes(expansion.path),
      fragment: literalBytes(expansion.fragment || []),
      pathPieces: dynamicPieces(expansion.path),
      fragmentPieces: dynamicPieces(expansion.fragment || [])
    };
  }
  var made = /* @__PURE__ */ new WeakMap();
  var lastTable = (
    /** @type {Table | null} */
    null
  );
  var lastIndex = (
    /** @type {RouteIndex | null} */
    null
  );
  function folded(key) {
    for (let k = 0; k < key.length; k++) {
      const c = key.charCodeAt(k);
      if (c >= 65 && c <= 90)
        return key.replace(/[A-Z]/g, (l) => l.toLowerCase());
    }
    return key;
  }
  function node() {
    return { ends: [], rest: [], literal: null, only: null, onlyNext: null, dynamic: null };
  }
  function literalBytes(segments) {
    return segments.map((s) => s.l !== void 0 ? encoder.encode(s.l) : null);
  }
  function dynamicPieces(segments) {
    return segments.map((s) => s.l !== void 0 ? null : piecesOf(s.p || []));
  }
  function insert(root, candidate) {
    let at = root;
    candidate.expansion.path.forEach((segment, depth) => {
      if (segment.l === void 0) {
        at = at.dynamic || (at.dynamic = node());
        return;
      }
      const key = depth === 0 ? folded(segment.l) : segment.l;
      const literal = at.literal || (at.literal = /* @__PURE__ */ new Map());
      let next = literal.get(key);
      if (!next) {
        next = node();
        literal.set(key, next);
      }
      at.only = literal.size === 1 ? key : null;
      at.onlyNext = literal.size === 1 ? next : null;
      at = next;
    });
    (candidate.expansion.wildcard !== null ? at.rest : at.ends).push(candidate);
  }
  var NONE = (
    /** @type {Candidate[]} */
    /** @type {unknown} */
    EMPTY
  );
  function adding(list, more) {
    if (!more.length)
      return list;
    if (!list.length)
      return more;
    const out = [];
    for (let i = 0, j = 0; i < list.length || j < more.length; ) {
      out.push(j === more.length || i < list.length && list[i].order < more[j].order ? list[i++] : more[j++]);
    }
    return out;
  }
  function literalNext(at, key) {
    return at.only !== null ? key === at.only ? at.onlyNext : null : at.literal && at.literal.get(key);
  }
  function walk(at, segments, depth, out) {
    out = adding(out, at.rest);
    if (depth === segments.length)
      return adding(out, at.ends);
    const next = literalNext(at, segments[depth]) || depth === 0 && literalNext(at, folded(segments[0]));
    if (next)
      out = walk(next, segments, depth + 1, out);
    return at.dynamic ? walk(at.dynamic, segments, depth + 1, out) : out;
  }
  function completeTable(table) {
    const keys = (given) => (
      /** @type {Record<string, unknown>} */
      given
    );
    table.routes = table.routes.map((route) => (
      /** @type {Route} */
      /** @type {unknown} */
      {
        scheme: null,
        accept: null,
        schemeParameter: null,
        host: null,
        handler: null,
        name: null,
        internal: false,
        lowercaseCaptures: false,
        queryOverridesPath: false,
        takesHost: false,
        tags: [],
        conditions: [],
        priority: 0,
        ...keys(route),
        expansions: route.expansions.map((expansion) => ({ fragment: null, wildcard: null, ...keys(expansion) }))
      }
    ));
    return table;
  }
  function routeIndex(table) {
    if (table === lastTable && lastIndex)
      return lastIndex;
    const known = made.get(table);
    if (known) {
      lastTable = table;
      lastIndex = known;
      return known;
    }
    const pathTrie = node(), hostTrie = node();
    const namespaces2 = /* @__PURE__ */ new Set();
    const positions = /* @__PURE__ */ new Map();
    let order = 0, hasPathRoutes = false, hasHostRoutes = false, globalRoutes = false;
    table.routes.forEach((route, position) => {
      positions.set(route, position);
      if (route.schemeParameter)
        Object.keys(route.schemeParameter.values).forEach((s) => namespaces2.add(s));
      else if (route.scheme !== null)
        namespaces2.add(route.scheme.toLowerCase());
      if (route.scheme === null)
        globalRoutes = true;
      if (route.takesHost)
        hasHostRoutes = true;
      else
        hasPathRoutes = true;
      route.expansions.forEach((expansion, index2) => {
        insert(route.takesHost ? hostTrie : pathTrie, { route, expansion, index: index2, order: order++, encoded: null });
      });
    });
    const chains = /* @__PURE__ */ new Map();
    for (const scheme of namespaces2) {
      chains.set(scheme, Object.freeze((table.namespaces[scheme] || {}).fallbackToGlobal ? [scheme, null] : [scheme]));
    }
    const index = {
      namespaces: namespaces2,
      positions,
      globalRoutes,
      chains,
      candidates(url, hostTexts2) {
        const out = hasPathRoutes ? walk(pathTrie, url.pathTexts().texts, 0, NONE) : NONE;
        return hasHostRoutes ? walk(hostTrie, hostTexts2(url), 0, out) : out;
      }
    };
    made.set(table, index);
    lastTable = table;
    lastIndex = index;
    return index;
  }

  // src/matcher-matching.js
  function hostForms(url) {
    return url.hostForms || (url.hostForms = hostInput(url, url.segments(false, false), url.segments(url.options.decodePlus, false)));
  }
  function hostTexts(url) {
    return hostForms(url).texts;
  }
  function hostInput(url, segments, valueSegments) {
    const withHost = url.segments(false, true);
    const takeHost = !url.layout.hostIsPath && url.host !== null;
    const lowerPathHost = url.layout.hostIsPath && url.host !== null && url.options.hostAsPath === "always";
    const first = withHost[0], plus = url.options.decodePlus;
    const hostSegments = takeHost ? lowerFirst(withHost) : lowerPathHost ? lowerFirst(segments) : segments;
    return {
      dotHost: takeHost && first !== void 0 && isDot(first, 0, first.length),
      // A host kept as a host compares case-insensitively also where a pattern takes it (issue #59): matched
      // lowercased; a capture's value reads textHostSegments, in the case the URL wrote it.
      hostSegments,
      rawHostSegments: takeHost ? withHost : segments,
      valueHostSegments: takeHost ? lowerFirst(url.segments(plus, true)) : lowerPathHost ? lowerFirst(valueSegments) : valueSegments,
      textHostSegments: takeHost ? url.segments(plus, true) : valueSegments,
      texts: hostSegments.map(text)
    };
  }
  function lowerFirst(segments) {
    if (!segments.length)
      return segments;
    return [segments[0].map(asciiLower)].concat(segments.slice(1));
  }
  function acceptsSource(sources, scheme, host) {
    return sources.some((s) => s.scheme === scheme && (s.host === null || s.host === host));
  }
  var MISS = { miss: true };
  var NO_UNKNOWNS = (
    /** @type {any[]} */
    /** @type {unknown} */
    EMPTY
  );
  var NO_VALUES = (
    /** @type {string[]} */
    NO_UNKNOWNS
  );
  function evaluateCandidate(candidate, x) {
    const route = candidate.route, expansion = candidate.expansion, hostIsPath2 = x.layout.hostIsPath;
    if (route.host !== null && (hostIsPath2 ? null : x.host) !== route.host)
      return MISS;
    const h = route.takesHost ? hostForms(x) : null;
    if (h && h.dotHost)
      return MISS;
    const pathCount = x.pathTexts().texts.length;
    const count = h ? h.hostSegments.length : pathCount, length = expansion.path.length;
    if (length > count)
      return MISS;
    const hostFirst = hostIsPath2 || h !== null && h.hostSegments.length > pathCount;
    const values = expansion.names.length ? new Array(expansion.names.length) : NO_VALUES;
    const bytes = encoded(candidate);
    const inPath = h ? matchSegments(bytes.path, bytes.pathPieces, h.hostSegments, h.valueHostSegments, h.textHostSegments, hostFirst, values, 0) : matchPath(expansion.path, bytes, x, hostFirst, values);
    if (typeof inPath !== "number")
      return inPath === false ? MISS : { unknown: inPath };
    let tail = count - length;
    let fragment = null;
    if (expansion.fragment !== null) {
      fragment = x.hasFragmentPath ? x.fragmentSegments(false) : null;
      const valueFragment = x.hasFragmentPath ? x.fragmentSegments(x.options.decodePlus) : null;
      if (tail || fragment === null || valueFragment === null)
        return MISS;
      const inFragment = matchSegments(bytes.fragment, bytes.fragmentPieces, fragment, valueFragment, valueFragment, false, values, inPath);
      if (typeof inFragment !== "number")
        return inFragment === false ? MISS : { unknown: inFragment };
      tail = fragment.length - expansion.fragment.length;
    }
    if (expansion.wildcard !== null ? tail < expansion.wildcard.minimum : tail > 0)
      return MISS;
    if (route.accept && x.scheme !== null && !acceptsSource(route.accept, x.scheme, x.host))
      return MISS;
    if (route.notPorted)
      return { unknown: route.notPorted };
    const parameters = new Captures(expansion.names.length + (route.schemeParameter ? 1 : 0) + (expansion.wildcard ? 1 : 0));
    if (route.conditions && route.conditions.length) {
      const conditions = conditionParameters(route, x);
      if (conditions === null)
        return MISS;
      if ("unknown" in conditions)
        return conditions;
      conditions.parameters.forEach((value, name) => parameters.set(name, value));
    }
    let wildcard = [];
    if (expansion.wildcard) {
      wildcard = fragment ? fragment.slice(
        /** @type {Segment[]} */
        expansion.fragment.length
      ).map(text) : h ? h.rawHostSegments.slice(length).map(text) : x.pathTexts().texts.slice(length);
    }
    const names = expansion.names;
    for (let k = 0; k < names.length; k++)
      if (names[k] !== "")
        parameters.set(names[k], values[k]);
    if (route.schemeParameter && x.scheme !== null) {
      parameters.set(route.schemeParameter.name, route.schemeParameter.values[x.scheme]);
    }
    if (expansion.wildcard && expansion.wildcard.name !== null)
      parameters.set(expansion.wildcard.name, joined(wildcard));
    const hit = { route, parameters, wildcard };
    return route.lowercaseCaptures ? lowercased(hit) : hit;
  }
  function compareRank(a, b) {
    if (a.priority !== b.priority)
      return b.priority - a.priority;
    for (let k = 0; k < Math.min(a.vector.length, b.vector.length); k++) {
      if (a.vector[k] !== b.vector[k])
        return a.vector[k] - b.vector[k];
    }
    if (a.vector.length !== b.vector.length)
      return a.vector.length - b.vector.length;
    if (a.conditions !== b.conditions)
      return b.conditions - a.conditions;
    return a.id !== b.id ? a.id - b.id : a.expansion - b.expansion;
  }
  function best(table, url, namespace, found) {
    const specificity = table.options.matchOrder === "specificity";
    let top = null;
    let topCandidate = null;
    let unknowns = NO_UNKNOWNS;
    for (let c = 0; c < found.length; c++) {
      const candidate = found[c], route = candidate.route;
      if (!registers(route, namespace))
        continue;
      const result = evaluateCandidate(candidate, url);
      if (result === MISS)
        continue;
      if ("unknown" in result) {
        (unknowns === NO_UNKNOWNS ? unknowns = [] : unknowns).push({ route, why: result.unknown, rank: rankOf(candidate, specificity) });
      } else if (!top || !topCandidate || compareRank(rankOf(candidate, specificity), rankOf(topCandidate, specificity)) < 0) {
        top = /** @type {Hit} */
        result;
        topCandidate = candidate;
      }
    }
    for (let u = 0; u < unknowns.length; u++) {
      const doubt = unknowns[u];
      if (topCandidate && compareRank(doubt.rank, rankOf(topCandidate, specificity)) >= 0)
        continue;
      return { unknown: 'route "' + doubt.route.pattern + '" might match, and ' + doubt.why };
    }
    return top;
  }
  function ranked(table, url, namespace) {
    const specificity = table.options.matchOrder === "specificity";
    const hits = [];
    for (const candidate of routeIndex(table).candidates(url, hostTexts)) {
      if (!registers(candidate.route, namespace))
        continue;
      const result = evaluateCandidate(candidate, url);
      if (result === MISS || "unknown" in result)
        continue;
      const hit = (
        /** @type {Hit} */
        result
      );
      hit.rank = rankOf(candidate, specificity);
      hits.push(hit);
    }
    return hits.sort((a, b) => compareRank(
      /** @type {Rank} */
      a.rank,
      /** @type {Rank} */
      b.rank
    ));
  }
  function rankOf(candidate, specificity) {
    const route = candidate.route;
    return {
      priority: route.priority,
      vector: specificity ? candidate.expansion.rank : [],
      conditions: specificity && route.conditions ? route.conditions.length : 0,
      id: route.id,
      expansion: candidate.index
    };
  }
  function candidates(table, url) {
    return namespaces(table, url).flatMap((namespace) => ranked(table, url, namespace));
  }
  function registers(route, namespace) {
    if (route.schemeParameter && namespace !== null) {
      return Object.prototype.hasOwnProperty.call(route.schemeParameter.values, namespace);
    }
    return (route.scheme === null ? null : route.scheme.toLowerCase()) === namespace;
  }
  var GLOBAL_ONLY = Object.freeze([null]);
  function namespaces(table, url) {
    const index = routeIndex(table);
    const scheme = index.namespaces.size ? url.scheme : null;
    return scheme !== null && index.chains.get(scheme) || GLOBAL_ONLY;
  }
  function joined(list) {
    let out = list.length ? list[0] : "";
    for (let k = 1; k < list.length; k++)
      out += "/" + list[k];
    return out;
  }
  function displayPath(url) {
    const texts = url.pathTexts();
    let path = "/" + joined(texts.texts);
    const plain = texts.texts.length < 30 && texts.plain === (1 << texts.texts.length) - 1;
    if (plain && !url.hasFragmentPath && path.length <= 100)
      return path;
    if (url.hasFragmentPath)
      path += "#/" + url.fragmentSegments(false).map(text).join("/");
    return shortened(path);
  }
  function escapeConcealing(string) {
    let k = 0;
    while (k < string.length && string.charCodeAt(k) >= 32 && string.charCodeAt(k) < 127)
      k++;
    if (k === string.length)
      return string;
    return string.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) => {
      if (c === "\n")
        return "\\n";
      if (c === "\r")
        return "\\r";
      if (c === "	")
        return "\\t";
      return "\\u{" + /** @type {number} */
      c.codePointAt(0).toString(16).toUpperCase() + "}";
    });
  }
  function shortened(text2) {
    if (text2.length <= 100)
      return escapeConcealing(text2);
    const scalars = Array.from(text2);
    if (scalars.length <= 100)
      return escapeConcealing(text2);
    return escapeConcealing(scalars.slice(0, 80).join("")) + "\u2026 (" + scalars.length + " characters)";
  }
  function isAccepted(table, url) {
    const accept = table.options.accept;
    if (!accept)
      return true;
    if (url.scheme === null)
      return url.bytes[0] === "/" || url.bytes[0] === "?" || url.bytes[0] === "#";
    return acceptsSource(accept, url.scheme, url.host);
  }
  function routeScheme(route, url) {
    const scheme = route.schemeParameter && url.scheme !== null ? url.scheme : route.scheme;
    return scheme === null ? "global" : scheme;
  }
  var NO_ROUTE = Object.freeze({ refusal: "no-route" });
  function namespaceName(table, key) {
    if (key === null)
      return "global";
    const spelled = table.routes.find((r) => r.scheme !== null && r.scheme.toLowerCase() === key);
    return spelled && spelled.scheme ? spelled.scheme : key;
  }
  function lookup(table, string, taken) {
    const url = taken || intake(string, table.options);
    if (url instanceof Refusal) {
      return { reason: fillText(TEXT_MATCH_INTAKE_REFUSED, { refusal: url.message }), refusal: { refusal: "intake", intake: url.kind } };
    }
    if (!isAccepted(table, url)) {
      return { reason: url.origin === "(none)" ? fillText(TEXT_MATCH_NO_SCHEME) : fillText(TEXT_MATCH_ORIGIN_NOT_ACCEPTED, { origin: shortened(url.origin) }), refusal: { refusal: "origin" } };
    }
    const chain = namespaces(table, url), hit = firstHit(table, url, chain);
    if (hit)
      return "unknown" in hit ? hit : { match: hit, url };
    let names = chain === GLOBAL_ONLY ? "namespace global" : "";
    if (!names) {
      for (let k = 0; k < chain.length; k++)
        names += (k ? " and " : "") + namespaceName(table, chain[k]);
      names = (chain.length === 1 ? "namespace " : "namespaces ") + names;
    }
    return { refusal: NO_ROUTE, reason: fillText(TEXT_MATCH_NO_ROUTE, { path: displayPath(url), namespaces: names }) };
  }
  function firstHit(table, url, chain) {
    const index = routeIndex(table);
    let routed = false;
    for (let k = 0; k < chain.length && !routed; k++)
      routed = chain[k] === null ? index.globalRoutes : index.namespaces.has(
        /** @type {string} */
        chain[k]
      );
    if (!routed)
      return null;
    const found = index.candidates(url, hostTexts);
    for (let k = 0; k < chain.length; k++) {
      const hit = best(table, url, chain[k], found);
      if (hit)
        return hit;
    }
    return null;
  }
  function hitFor(table, url) {
    return firstHit(table, url, namespaces(table, url));
  }

  // src/matcher-rewrites.js
  var MAXIMUM_STEPS = 8;
  var NO_WAY = (
    /** @type {Allowance} */
    Object.freeze({ spent: 0, refused: null })
  );
  function encode(value) {
    let k = 0;
    while (k < value.length && isUnreserved(value.charCodeAt(k)))
      k++;
    if (k === value.length)
      return value;
    let out = "";
    for (const b of encoder.encode(value)) {
      out += isUnreserved(b) ? String.fromCharCode(b) : "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
    }
    return out;
  }
  function isUnreserved(b) {
    return b >= 97 && b <= 122 || b >= 65 && b <= 90 || b >= 48 && b <= 57 || b === 45 || b === 46 || b === 95 || b === 126;
  }
  function encodePath(value) {
    return value.split("/").filter((p) => p !== "").map((p) => p === "." ? "%2E" : p === ".." ? "%2E%2E" : encode(p)).join("/");
  }
  function render(rule, url, capture) {
    let out = renderTemplate(rule.to, rule.names || [], url, capture);
    if (out.indexOf("?") < 0 && out.indexOf("#") < 0 && url.rawQuery !== null)
      out += "?" + url.rawQuery;
    if (out.indexOf("#") < 0 && url.fragment !== null)
      out += "#" + url.fragment;
    return out;
  }
  function renderTemplate(to, names, url, capture) {
    let out = "";
    for (let k = 0; k < to.length; k++) {
      const open = to.indexOf("{", k);
      if (open < 0) {
        out += to.slice(k);
        break;
      }
      out += to.slice(k, open);
      const close = to.indexOf("}", open);
      let name = to.slice(open + 1, close), put = encode;
      k = close;
      if (names.indexOf(name) < 0 && name.indexOf("path:") === 0) {
        name = name.slice(5);
        put = encodePath;
      }
      if (names.indexOf(name) < 0 && name === "fragment")
        out += url.fragment || "";
      else if (names.indexOf(name) < 0 && name.indexOf("query.") === 0 && name.length > 6) {
        const item = url.query.find((i) => i.name === name.slice(6));
        out += put(item && item.value !== null ? item.value : "");
      } else
        out += put(capture(name) || "");
    }
    return out;
  }
  function patternTable(table) {
    if (!table.rewriteTable) {
      const options = Object.assign({}, table.options, { matchOrder: "registration", accept: null });
      const routes = [];
      table.rewrites.forEach((rule, index) => {
        if (rule.kind !== "regex") {
          routes.push({
            ...rule,
            id: index,
            pattern: rule.from,
            priority: 0,
            accept: null,
            handler: null,
            name: null,
            internal: false,
            tags: [],
            schemeParameter: rule.schemeParameter || null,
            host: rule.host || null,
            takesHost: rule.takesHost === true,
            scheme: rule.scheme || null,
            expansions: rule.expansions || []
          });
        }
      });
      table.rewriteTable = { options, namespaces: {}, routes, rewrites: [] };
    }
    return table.rewriteTable;
  }
  function beforeQuery(string) {
    const cut = string.search(/[?#]/);
    return cut < 0 ? string : string.slice(0, cut);
  }
  function nestedKey(rule) {
    const key = /^\{url:query\.(.+)\}$/.exec(
      /** @type {RewriteRule} */
      rule.to || ""
    );
    return key ? key[1] : null;
  }
  function originOf(string) {
    const origin2 = /^([^:]*:\/\/[^/?#]*)/.exec(string);
    return origin2 ? origin2[1] : null;
  }
  var NO_NESTED_OPTIONS = { resolvesRelative: false, carriedQueryItems: [], source: null };
  function isPath(value) {
    return value[0] === "/" && value[1] !== "/" && value.indexOf("\\") < 0;
  }
  function carry(target, url, names) {
    const hash = target.indexOf("#");
    let head = hash < 0 ? target : target.slice(0, hash);
    const question = head.indexOf("?");
    const own = question < 0 ? [] : head.slice(question + 1).split("&").map((p) => p.split("=")[0]);
    for (const item of url.query) {
      if (names.indexOf(item.name) < 0 || own.indexOf(encode(item.name)) >= 0)
        continue;
      head += (head.indexOf("?") >= 0 ? "&" : "?") + encode(item.name) + (item.value === null ? "" : "=" + encode(item.value));
    }
    return hash < 0 ? head : head + target.slice(hash);
  }
  function nestedStep(rule, key, index, url, string) {
    const nested = rule.nested || NO_NESTED_OPTIONS;
    const item = url.query.find((i) => i.name === key);
    const value = item && item.value !== null ? item.value : "", origin2 = originOf(string);
    let target = null;
    if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value))
      target = value;
    else if (nested.resolvesRelative && isPath(value) && origin2 !== null)
      target = origin2 + value;
    if (target === null)
      return null;
    if (nested.carriedQueryItems.length)
      target = carry(target, url, nested.carriedQueryItems);
    return { rule: index, from: string, to: target };
  }
  function rewriteStep(table, string, taken, allowance = NO_WAY) {
    const url = taken || intake(string, table.options);
    if (url instanceof Refusal || allowance.captures && !allowance.captures(false, string))
      return null;
    const found = hitFor(patternTable(table), url);
    if (found && "unknown" in found)
      return { unknown: "a rewrite rule: " + found.unknown };
    if (found) {
      const rule = (
        /** @type {RewriteRule} */
        /** @type {unknown} */
        found.route
      ), id = found.route.id;
      if (rule.notPorted)
        return { unknown: rule.notPorted };
      const key = nestedKey(rule);
      if (key !== null)
        return nestedStep(rule, key, id, url, string);
      const parameters = found.parameters;
      return { rule: id, from: string, to: render(rule, url, (name) => parameters.get(name)) };
    }
    let before = null;
    for (let index = 0; index < table.rewrites.length; index++) {
      const rule = table.rewrites[index];
      if (rule.kind !== "regex")
        continue;
      if (!allowance.regex && !string.startsWith(regexStart(rule)))
        continue;
      if (before === null)
        before = beforeQuery(string);
      if (allowance.regex && !allowance.regex(table, index, before))
        return null;
      const hit = evaluateRegexRule(rule, index, before);
      if (hit === null)
        continue;
      if ("unknown" in hit)
        return hit;
      if (rule.notPorted)
        return { unknown: rule.notPorted };
      const key = nestedKey(rule);
      if (key !== null)
        return nestedStep(rule, key, index, url, string);
      return { rule: index, from: string, to: render(rule, url, (name) => hit.captures[name]) };
    }
    return null;
  }
  function ruleName(table, index) {
    return "rewrite " + (index + 1);
  }
  function describeLoop(table, kind, steps, name) {
    const rules = steps.map((s) => name(table, s.rule));
    const urls = [steps[0].from].concat(steps.map((s) => s.to)).map(shortened).join(" \u2192 ");
    if (kind === "cycle")
      return fillText(TEXT_MATCH_REWRITE_CYCLE, { rules: rules.concat([rules[0]]).join(" \u2192 "), urls });
    return fillText(TEXT_MATCH_REWRITE_TOO_MANY, { limit: MAXIMUM_STEPS, rules: rules.join(" \u2192 "), urls });
  }
  function rewriteChain(table, string, taken, allowance = NO_WAY) {
    const steps = [];
    let last;
    let next = table.rewrites.length ? rewriteStep(table, string, taken, allowance) : null;
    while (next && !("unknown" in next) && next.to !== next.from) {
      steps.push(next);
      const to = next.to, start = steps.findIndex((s) => s.from === to);
      if (start >= 0)
        return { steps: steps.slice(start), loop: describeLoop(table, "cycle", steps.slice(start), allowance.ruleName || ruleName) };
      if (steps.length > MAXIMUM_STEPS)
        return { steps, loop: describeLoop(table, "tooManySteps", steps, allowance.ruleName || ruleName) };
      last = intake(to, table.options);
      next = rewriteStep(table, to, last, allowance);
    }
    if (next && "unknown" in next)
      return next;
    return allowance.refused !== null ? { steps, loop: allowance.refused } : { steps, last };
  }

  // src/matcher-policy.js
  var KINDS = ["in-app", "push", "universal-link", "other-app", "web"];
  function parseSource(spelled) {
    const text2 = String(spelled), colon = text2.indexOf(":");
    const kind = colon < 0 ? text2 : text2.slice(0, colon), detail = colon < 0 ? null : text2.slice(colon + 1);
    if (KINDS.indexOf(kind) < 0) {
      throw new TypeError("unknown source '" + text2 + "'; known: in-app, push, universal-link, other-app[:BUNDLE_ID], web[:PAGE_URL]");
    }
    if (detail === "")
      throw new TypeError("source '" + text2 + "': nothing after ':'");
    if (detail !== null && kind !== "other-app" && kind !== "web") {
      throw new TypeError("source '" + kind + "' takes no detail after ':'");
    }
    return { kind, detail, text: text2 };
  }
  function describe(source) {
    const detail = source.detail === null ? "" : " (" + shortened(source.detail) + ")";
    switch (source.kind) {
      case "in-app":
        return "in-app";
      case "other-app":
        return "another app" + detail;
      case "universal-link":
        return "universal link";
      case "push":
        return "push notification";
      default:
        return "web page" + detail;
    }
  }
  function policyContext(options) {
    if (!options || options.source === void 0 || options.source === null) {
      if (options && ((options.restrict || []).length || (options.deny || []).length)) {
        throw new TypeError("--restrict and --deny need --source");
      }
      return null;
    }
    const rules = (options.restrict || []).map((spelled) => {
      const text2 = String(spelled), cut = text2.indexOf("=");
      const tag = cut < 0 ? "" : text2.slice(0, cut), kinds = cut < 0 ? "" : text2.slice(cut + 1);
      if (!tag || !kinds)
        throw new TypeError("--restrict expects TAG=KIND,KIND, got '" + text2 + "'");
      return { tag, kinds: kinds.split(",").filter((k) => k !== "").map((k) => {
        if (KINDS.indexOf(k) < 0)
          throw new TypeError("--restrict: unknown source kind '" + k + "'; known: " + KINDS.join(", "));
        return k;
      }) };
    });
    const denied = (options.deny || []).map(parseSource);
    for (const rule of denied) {
      if (rule.kind === "web" && rule.detail !== null && webOrigin(rule.detail) === null) {
        throw new TypeError("--deny '" + rule.text + "': a web source is denied by its origin (web:SCHEME://HOST[:PORT]), and this one has none");
      }
    }
    return { source: parseSource(options.source), rules, denied };
  }
  function webOrigin(url) {
    const head = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#\\]*)/.exec(url);
    if (head === null)
      return null;
    const scheme = folded(head[1]);
    let authority = head[2];
    authority = authority.slice(authority.lastIndexOf("@") + 1);
    const bracketEnd = authority.startsWith("[") ? authority.indexOf("]") : 0;
    if (bracketEnd < 0)
      return null;
    const colon = authority.lastIndexOf(":");
    let host = authority, port = "";
    if (colon >= 0 && colon >= bracketEnd) {
      host = authority.slice(0, colon);
      const digits = authority.slice(colon + 1);
      if (digits !== "") {
        if (!/^[0-9]{1,5}$/.test(digits) || Number(digits) > 65535)
          return null;
        const number = Number(digits), fallback = scheme === "https" ? 443 : scheme === "http" ? 80 : -1;
        port = number === fallback ? "" : ":" + number;
      }
    }
    if (host === "")
      return null;
    return scheme + "://" + folded(host) + port;
  }
  function deniedBy(rule, source) {
    if (rule.kind !== source.kind)
      return false;
    if (rule.detail === null)
      return source.detail === null || rule.kind !== "other-app" && rule.kind !== "web";
    if (source.detail === null)
      return true;
    if (rule.kind === "other-app")
      return folded(rule.detail) === folded(source.detail);
    const page = webOrigin(source.detail);
    return page === null || page === webOrigin(rule.detail);
  }
  function refusal(ctx, source, route) {
    if (route.internal && source.kind !== "in-app")
      return fillText(TEXT_POLICY_INTERNAL, { source: describe(source) });
    if (deniesOutright(ctx, source))
      return fillText(TEXT_POLICY_DENIED, { source: describe(source) });
    for (const rule of ctx.rules) {
      if (route.tags.indexOf(rule.tag) >= 0 && rule.kinds.indexOf(source.kind) < 0) {
        return fillText(TEXT_POLICY_TAG_RESTRICTED, { tag: rule.tag, source: describe(source) });
      }
    }
    return null;
  }
  function sourceAfter(table, ctx, steps, start) {
    const entry = start || ctx.source;
    let source = entry;
    for (const step of steps) {
      const rule = table.rewrites[step.rule];
      if (nestedKey(rule) === null)
        continue;
      if (rule.nested && rule.nested.source !== null) {
        source = parseSource(rule.nested.source);
        continue;
      }
      source = { kind: "web", detail: originOf(step.from), text: "web" };
    }
    return source !== entry && deniesOutright(ctx, entry) ? entry : source;
  }
  function deniesOutright(ctx, source) {
    return ctx.denied.some((d) => d.detail === null ? d.kind === source.kind : deniedBy(d, source));
  }
  function decide(table, ctx, source, url) {
    const refused = [];
    for (const candidate of candidates(table, url)) {
      const why = refusal(ctx, source, candidate.route);
      if (why === null)
        return { chosen: candidate, refused };
      refused.push({ pattern: candidate.route.pattern, scheme: routeScheme(candidate.route, url), why });
    }
    return { chosen: null, refused };
  }
  function webDestination(table, url) {
    const origins = table.options.webOrigins || [];
    if (!origins.length || /[\u0000-\u0020\u007F\\]/.test(url))
      return null;
    const head = /^([A-Za-z0-9]*):\/\/([^/?#]*)/.exec(url);
    if (head === null || !/^[A-Za-z0-9.-]+$/.test(head[2]))
      return null;
    const scheme = head[1].toLowerCase(), host = head[2].toLowerCase();
    if (scheme !== "https" && scheme !== "http")
      return null;
    return origins.some((o) => o.scheme === scheme && o.host !== null && o.host.toLowerCase() === host) ? url : null;
  }
  function allowedNote(ctx, route) {
    const ruled = ctx.rules.map((r) => r.tag);
    const unruled = route.tags.filter((t) => ruled.indexOf(t) < 0);
    if (!unruled.length)
      return "allowed";
    return fillText(TEXT_POLICY_ALLOWED_UNRULED, { tags: (unruled.length === 1 ? "tag " : "tags ") + unruled.join(", ") });
  }

  // src/matcher-answer.js
  var NO_REWRITES = Object.freeze({ steps: (
    /** @type {Step[]} */
    /** @type {unknown} */
    EMPTY
  ) });
  var NO_REFUSALS = (
    /** @type {any[]} */
    /** @type {unknown} */
    EMPTY
  );
  function stepsJSON(steps) {
    return steps.map((s) => ({ rule: s.rule + 1, from: s.from, to: s.to }));
  }
  function policyNote(route) {
    if (!route.internal && !route.tags.length)
      return null;
    const parts = [];
    if (route.internal)
      parts.push(fillText(TEXT_POLICY_NOTE_INTERNAL));
    if (route.tags.length)
      parts.push(fillText(TEXT_POLICY_NOTE_TAGS, { tags: route.tags.join(", ") }));
    return fillText(TEXT_POLICY_NOT_APPLIED, { notes: parts.join("; ") });
  }
  function parametersOf(hit, url) {
    const captures2 = hit.parameters, overrides = hit.route.queryOverridesPath;
    let merged = captures2;
    if (url.layout.items) {
      const query = url.query, fragmentQuery = url.fragmentQuery;
      merged = new Captures(captures2.size + query.length + fragmentQuery.length);
      if (overrides)
        captures2.copyInto(merged);
      addLayer(merged, query);
      addLayer(merged, fragmentQuery);
      if (!overrides)
        captures2.copyInto(merged);
    }
    const count = merged.size;
    let names = merged.names, values = merged.values, k = 1;
    while (k < count && names[k - 1] < names[k])
      k++;
    if (k < count && merged === captures2) {
      names = names.slice(0, count);
      values = values.slice(0, count);
    }
    for (; k < count; k++) {
      const name = names[k], value = values[k];
      let j = k;
      while (j > 0 && names[j - 1] > name) {
        names[j] = names[j - 1];
        values[j] = values[j - 1];
        j--;
      }
      names[j] = name;
      values[j] = value;
    }
    const sorted = {};
    for (let k2 = 0; k2 < count; k2++) {
      if (names[k2] === "__proto__")
        Object.defineProperty(sorted, names[k2], { value: values[k2], enumerable: true, writable: true, configurable: true });
      else
        sorted[names[k2]] = values[k2];
    }
    return sorted;
  }
  function addLayer(merged, items) {
    for (let k = 0; k < items.length; k++) {
      const name = items[k].name, value = items[k].value === null ? "" : (
        /** @type {string} */
        items[k].value
      );
      let first = 0;
      while (items[first].name !== name)
        first++;
      if (first === k) {
        merged.set(name, value);
        continue;
      }
      const at = merged.at(name), before = merged.values[at];
      if (Array.isArray(before))
        before.push(value);
      else
        merged.values[at] = [before, value];
    }
  }
  function routeObject(route, url) {
    const scheme = routeScheme(route, url);
    const object2 = route.name !== null ? { pattern: route.pattern, scheme, priority: route.priority, handler: route.handler, name: route.name } : { pattern: route.pattern, scheme, priority: route.priority, handler: route.handler };
    if (route.internal)
      object2.visibility = "internal";
    if (route.tags.length)
      object2.tags = route.tags;
    if (route.query)
      object2.query = route.query;
    if (route.lowercaseCaptures)
      object2.lowercaseCaptures = true;
    if (route.queryOverridesPath)
      object2.queryOverridesPath = true;
    return object2;
  }
  function textOf(given) {
    if (typeof given === "string")
      return given;
    try {
      return String(given);
    } catch {
      return null;
    }
  }
  function match(table, given, options) {
    const ctx = policyContext(options);
    return answering(given, (string) => {
      const evaluation = evaluateIn(table, string, ctx);
      if (evaluation.hit)
        evaluation.answer.routeIndex = routeIndex(table).positions.get(evaluation.hit.route);
      return evaluation.answer;
    });
  }
  function answerOf(table, given, options) {
    const ctx = policyContext(options);
    if (typeof given !== "string")
      return answering(given, (string) => evaluateIn(table, string, ctx).answer);
    try {
      return evaluateIn(table, given, ctx).answer;
    } catch (failure) {
      return failed(given, failure);
    }
  }
  function answering(given, answerFor) {
    const string = textOf(given);
    if (string === null) {
      const refusal2 = fillText(TEXT_INTAKE_NOT_TEXT, { type: typeof given });
      return { url: "", matched: false, reason: fillText(TEXT_MATCH_INTAKE_REFUSED, { refusal: refusal2 }) };
    }
    try {
      return answerFor(string);
    } catch (failure) {
      return failed(string, failure);
    }
  }
  function failed(string, failure) {
    const why = failure instanceof Error ? failure.name + ": " + failure.message : "an exception";
    return { url: string, matched: false, reason: fillText(TEXT_MATCH_WEB_MODULE_FAILED, { why }) };
  }
  function evaluate(table, string, options, allowance, judging) {
    return evaluateIn(table, string, policyContext(options), allowance, judging);
  }
  function evaluateIn(table, string, ctx, allowance, judging) {
    const url = intake(string, table.options), refused = !(url instanceof Refusal) && !isAccepted(table, url);
    const rewrites = refused || !table.rewrites.length ? NO_REWRITES : rewriteChain(table, string, url, allowance);
    if ("unknown" in rewrites)
      return { answer: { url: string, undetermined: true, reason: rewrites.unknown } };
    if (rewrites.loop) {
      const loop = { url: string, matched: false, reason: rewrites.loop, rewrites: stepsJSON(rewrites.steps) };
      if (ctx)
        loop.source = ctx.source.text;
      return { answer: loop, refusal: "rewrite" };
    }
    const steps = rewrites.steps, rewritten = steps.length ? steps[steps.length - 1].to : null;
    const found = rewritten === null ? lookup(table, string, url) : lookup(table, rewritten, rewrites.last);
    if ("unknown" in found)
      return { answer: { url: string, undetermined: true, reason: found.unknown } };
    const judged = judging ? judging(table, ctx, steps) : null;
    const runsAs = judged ? judged.runsAs : ctx ? sourceAfter(table, ctx, steps) : void 0;
    const judge = judged ? judged.judge : ctx;
    const hit = "match" in found ? found : null;
    const decision = hit && judge && runsAs ? decide(table, judge, runsAs, hit.url) : null;
    const chosen = decision ? decision.chosen : hit ? hit.match : null;
    let answer;
    if (chosen && hit) {
      answer = {
        url: string,
        matched: true,
        route: routeObject(chosen.route, hit.url),
        parameters: parametersOf(chosen, hit.url),
        wildcard: chosen.wildcard
      };
    } else {
      const refused2 = decision ? decision.refused : NO_REFUSALS;
      answer = { url: string, matched: false, reason: hit ? fillText(TEXT_MATCH_FORBIDDEN, { pattern: refused2[0].pattern, why: refused2[0].why }) : (
        /** @type {{reason: string}} */
        found.reason
      ) };
      const page = hit || /** @type {{refusal: {refusal: string}}} */
      found.refusal.refusal !== "no-route" ? null : webDestination(table, rewritten === null ? string : rewritten);
      if (page !== null)
        answer.webDestination = page;
    }
    if (rewritten !== null)
      answer.rewrittenTo = rewritten;
    if (steps.length)
      answer.rewrites = stepsJSON(steps);
    if (ctx) {
      answer.source = ctx.source.text;
      if (decision && decision.refused.length)
        answer.refused = decision.refused;
    }
    const policy = chosen ? ctx ? allowedNote(ctx, chosen.route) : policyNote(chosen.route) : hit && ctx ? "refused" : null;
    if (policy)
      answer.policy = policy;
    if (chosen && hit)
      return { answer, steps, hit: chosen, url: hit.url, runsAs };
    if (hit)
      return { answer, steps, runsAs, refusal: "policy" };
    const refusal2 = (
      /** @type {{refusal: {refusal: string, intake?: string}}} */
      found.refusal
    );
    return { answer, steps, runsAs, refusal: refusal2.refusal, intake: refusal2.intake };
  }

  // src/matcher-document.js
  var MAXIMUM_REDIRECTS = 8;
  var REGEX_ALLOWANCE = 48 * 16384;
  function matchWithDocument(table, given, options) {
    policyContext(options);
    return answering(given, (string) => wayOf(table, string, options));
  }
  function wayOf(table, string, options) {
    const serial = table.document ? table.document.serial : null;
    const followed = [];
    const path = [string];
    let target = string;
    let failing = !!(options && options.handlerFails);
    let legSource;
    const allowance = {
      spent: 0,
      refused: null,
      ruleName: documentRuleName,
      captures: (routes, url) => spendCaptures(table, allowance, routes, url),
      regex: (_, index, url) => spendRegex(table, allowance, index, url)
    };
    for (; ; ) {
      const from = legSource;
      const leg = evaluate(table, target, options, allowance, (_, ctx, steps) => judgeLeg(table, ctx, steps, from)), answer = leg.answer;
      if (answer.undetermined)
        return { url: string, undetermined: true, reason: answer.reason || "" };
      if (leg.refusal !== "rewrite" && !spendCaptures(table, allowance, true, answer.rewrittenTo || target)) {
        answer.reason = allowance.refused || "";
        answer.rewrites = answer.rewrites || [];
        leg.refusal = "rewrite";
      }
      if (leg.refusal === "rewrite") {
        const reason = fillText(TEXT_DOCUMENT_REWRITES_REFUSED, { loop: answer.reason || "" });
        const stopped = { url: string, matched: false, refusal: "rewrite", reason, rewrites: answer.rewrites };
        if (answer.source !== void 0)
          stopped.source = answer.source;
        return ended(stopped, followed, serial);
      }
      for (const step of leg.steps || [])
        path.push(step.to);
      const hit = leg.hit, sends = hit ? hit.route.sends : void 0;
      if (!hit || !leg.url || !sends)
        return finish(string, target, leg, followed, null, serial, options);
      const captures2 = hit.parameters;
      const to = renderTemplate(sends.to, sends.names, leg.url, (name) => captures2.get(name));
      if (!sends.always && !failing)
        return finish(string, target, leg, followed, to, serial, options);
      if (!sends.always)
        failing = false;
      followed.push({ kind: sends.kind, from: answer.rewrittenTo !== void 0 ? answer.rewrittenTo : target, to });
      const start = path.indexOf(to);
      if (start >= 0) {
        const loop = path.slice(start).concat([to]).join(" \u2192 ");
        return redirectRefusal(string, answer, fillText(TEXT_DOCUMENT_REDIRECT_LOOP, { loop, limit: MAXIMUM_REDIRECTS }), serial);
      }
      if (followed.length > MAXIMUM_REDIRECTS) {
        return redirectRefusal(string, answer, fillText(TEXT_DOCUMENT_TOO_MANY_REDIRECTS, { path: path.join(" \u2192 ") }), serial);
      }
      path.push(to);
      target = to;
      legSource = leg.runsAs;
    }
  }
  var UNSAID = { kind: "in-app", detail: null, text: "in-app" };
  function judgeLeg(table, ctx, steps, start) {
    if (ctx)
      return { runsAs: sourceAfter(table, ctx, steps, start), judge: ctx };
    const bare = { source: start || UNSAID, rules: [], denied: [] };
    const runsAs = sourceAfter(table, bare, steps, start);
    return runsAs === UNSAID ? { runsAs: void 0, judge: null } : { runsAs, judge: bare };
  }
  function spendRegex(table, allowance, index, url) {
    const weight = table.rewrites[index].weight;
    if (!weight)
      return true;
    const cost = weight * encoder.encode(url).length;
    if (cost <= REGEX_ALLOWANCE - allowance.spent) {
      allowance.spent += cost;
      return true;
    }
    allowance.refused = fillText(
      TEXT_DOCUMENT_LINK_ALLOWANCE,
      { rule: documentRuleName(table, index), count: String(allowance.spent + cost), limit: String(REGEX_ALLOWANCE) }
    );
    return false;
  }
  function documentRuleName(table, index) {
    const document = table.document;
    if (!document || document.serial === null)
      return "rewrite " + (index + 1);
    return index < document.leadingRewrites ? "rewrite " + (index + 1) + " of " + document.rewriteLabel : "the app's rewrite " + (index - document.leadingRewrites + 1);
  }
  function spendCaptures(table, allowance, routes, url) {
    const document = table.document, weights = document ? document.captureWeights : void 0;
    const weight = weights ? routes ? weights.routes : weights.rewrites : 0;
    if (!document || !weight)
      return true;
    const hash = url.indexOf("#"), question = url.indexOf("?");
    const read = question < 0 || hash >= 0 && hash < question ? url : url.slice(0, question) + (hash < 0 ? "" : url.slice(hash));
    const cost = weight * encoder.encode(read).length;
    if (cost <= REGEX_ALLOWANCE - allowance.spent) {
      allowance.spent += cost;
      return true;
    }
    const rule = "the capture regexes of the " + (routes ? "routes and redirects" : "pattern rewrites") + " of " + document.rewriteLabel;
    allowance.refused = fillText(TEXT_DOCUMENT_LINK_ALLOWANCE, { rule, count: String(allowance.spent + cost), limit: String(REGEX_ALLOWANCE) });
    return false;
  }
  function finish(url, legURL, leg, followed, degrade, serial, options) {
    const rest = { ...leg.answer };
    delete rest.url;
    delete rest.matched;
    delete rest.routeIndex;
    const out = { url, matched: leg.answer.matched === true };
    if (!out.matched) {
      out.refusal = leg.refusal;
      if (leg.intake !== void 0)
        out.intake = leg.intake;
    }
    Object.assign(out, rest);
    const sourceless = !options || options.source === void 0 || options.source === null;
    if (leg.refusal === "intake" || leg.refusal === "origin" || leg.refusal === "no-route" || leg.refusal === "policy" && sourceless) {
      out.reason = fillText(TEXT_MATCH_AT_URL, { url: shortened(legURL), reason: out.reason || "" });
    }
    if (degrade !== null)
      out.degrade = { to: degrade, when: "handlerFails" };
    return ended(out, followed, serial);
  }
  function ended(answer, followed, serial) {
    const degrade = answer.degrade;
    delete answer.degrade;
    if (followed.length)
      answer.followed = followed;
    if (degrade)
      answer.degrade = degrade;
    answer.document = serial;
    return answer;
  }
  function redirectRefusal(url, last, reason, serial) {
    const out = { url, matched: false, refusal: "redirect", reason };
    if (last.source !== void 0)
      out.source = last.source;
    out.document = serial;
    return out;
  }

  // src/matcher-links.js
  var Failure = class {
    /** @param {LinkError} error @param {string | null} parameter @param {string} message */
    constructor(error, parameter, message) {
      this.error = error;
      this.parameter = parameter;
      this.message = message;
    }
  };
  function missing(route, name) {
    const message = fillText(TEXT_LINK_MISSING, { parameter: '"' + name + '"', pattern: '"' + route.pattern + '"' });
    return new Failure("missing-parameter", name, message);
  }
  function invalid(route, name, value, template = TEXT_LINK_DOES_NOT_FIT, holes = {}) {
    const named = { parameter: '"' + name + '"', value, pattern: '"' + route.pattern + '"', ...holes };
    return new Failure("invalid-value", name, fillText(template, named));
  }
  function dotSegment(route, name, value) {
    return invalid(route, name, JSON.stringify(value), TEXT_LINK_DOT_SEGMENT);
  }
  function containsNul(route, name) {
    return invalid(route, name, "", TEXT_LINK_CONTAINS_NUL);
  }
  function encodeLinkValue(value, hostPosition) {
    let out = "";
    for (const b of encoder.encode(value)) {
      const c = String.fromCharCode(b), unreserved = /[A-Za-z0-9\-._~]/.test(c) && !(hostPosition && c === ".");
      out += unreserved ? c : "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
    }
    return out;
  }
  function isDotValue(value) {
    return value === "." || value === "..";
  }
  function captures(expansion) {
    const list = [];
    let k = 0;
    for (const segment of expansion.path.concat(expansion.fragment || [])) {
      for (const part2 of segment.p || [])
        if (part2.l === void 0)
          list.push({ name: expansion.names[k++], part: part2 });
    }
    return list;
  }
  function choose(route, params) {
    let best2 = null;
    let bestScore = -1, fewest = Infinity, firstMissing = "";
    for (const expansion of route.expansions) {
      const required = captures(expansion).filter((c) => c.part.e !== true).map((c) => c.name);
      const wildcard = expansion.wildcard;
      if (wildcard && wildcard.name !== null && wildcard.minimum > 0)
        required.push(wildcard.name);
      const absent = required.filter((name) => !(name in params));
      if (absent.length) {
        if (absent.length < fewest) {
          fewest = absent.length;
          firstMissing = absent[0];
        }
        continue;
      }
      const score = captures(expansion).filter((c) => c.name in params).length;
      if (score > bestScore) {
        best2 = expansion;
        bestScore = score;
      }
    }
    if (best2 === null)
      throw missing(route, firstMissing);
    return best2;
  }
  function single(route, params, name) {
    const given = params[name];
    if (given === void 0)
      throw missing(route, name);
    if (given.length !== 1)
      throw invalid(route, name, "given " + given.length + " values, but takes one");
    return given[0];
  }
  function dynamicSegment(route, params, parts, queue) {
    let segment = "";
    const values = [], names = [];
    for (const part2 of parts) {
      if (part2.l !== void 0) {
        segment += part2.l;
        continue;
      }
      const name = (
        /** @type {string} */
        queue.shift()
      );
      const value = part2.e === true && !(name in params) ? "" : single(route, params, name);
      if (value.indexOf("\0") >= 0)
        throw containsNul(route, name);
      const ok = accepts(part2, encoder.encode(value));
      if (ok !== true) {
        throw ok && typeof ok === "object" ? new Failure("unknown-type", name, ok.unknown) : invalid(route, name, JSON.stringify(value) + ", which does not fit");
      }
      segment += value;
      values.push(value);
      names.push(name);
    }
    const bytes = encoder.encode(segment);
    const slots2 = parts.length > 1 ? matchDynamic(parts, bytes, bytes) : [[0, bytes.length]];
    const wrong = Array.isArray(slots2) ? slots2.findIndex((s, k) => text(bytes.subarray(s[0], s[1])) !== values[k]) : 0;
    const first = names.length ? names[0] : "";
    if (wrong >= 0) {
      throw invalid(route, names[Math.min(wrong, names.length - 1)] || "", JSON.stringify(segment) + ", which does not fit the segment");
    }
    if (isDotValue(segment))
      throw dotSegment(route, first, segment);
    return segment;
  }
  function wildcardPieces(route, params, wildcard) {
    if (wildcard.name === null)
      return [];
    const name = wildcard.name, given = params[name] || [];
    const pieces = (given.length === 1 ? given[0].split("/") : given).filter((p) => p !== "");
    for (const p of pieces) {
      if (p.indexOf("\0") >= 0)
        throw containsNul(route, name);
      if (isDotValue(p))
        throw dotSegment(route, name, p);
    }
    if (pieces.length < wildcard.minimum)
      throw invalid(route, name, '"", which does not fit <path:' + name + ">");
    return pieces;
  }
  function renderLink(route, params, segments, queue) {
    return segments.map((s) => s.l !== void 0 ? s.l : dynamicSegment(route, params, s.p || [], queue));
  }
  function meet(route, params) {
    for (const condition of route.conditions || []) {
      const key = condition.key;
      if (condition.test === "present") {
        if (!(key in params))
          params[key] = [""];
        continue;
      }
      if (condition.test === "absent") {
        delete params[key];
        continue;
      }
      if (condition.test === "equals") {
        params[key] = [
          /** @type {string} */
          condition.text
        ];
        continue;
      }
      const shape = condition.shape;
      if (!shape)
        throw new Failure("unknown-type", key, 'query item "' + key + '" uses a type the app registers');
      const pieces = [], used = [];
      let k = 0;
      for (const segment of shape.path) {
        if (segment.l !== void 0) {
          pieces.push(segment.l);
          continue;
        }
        pieces.push((segment.p || []).map((part2) => {
          if (part2.l !== void 0)
            return part2.l;
          const name = shape.names[k++], given = params[name];
          used.push(name);
          if (given === void 0 && part2.e !== true)
            throw missing(route, name);
          return given === void 0 ? "" : given[0];
        }).join(""));
      }
      if (shape.wildcard && shape.wildcard.name !== null) {
        const name = shape.wildcard.name, given = params[name];
        used.push(name);
        if (given === void 0 && shape.wildcard.minimum > 0)
          throw missing(route, name);
        for (const v of given || [])
          for (const p of v.split("/"))
            if (p !== "")
              pieces.push(p);
      }
      const value = (
        /** @type {string} */
        (condition.text.charAt(0) === "/" ? "/" : "") + pieces.join("/")
      );
      if (!Array.isArray(valueParameters(shape, value))) {
        throw invalid(route, key, JSON.stringify(value) + ", which does not fit " + condition.text);
      }
      for (const name of used)
        if (name !== key)
          delete params[name];
      params[key] = [value];
    }
  }
  function origin(route, params, options, used) {
    if (route.schemeParameter) {
      const { name, values } = route.schemeParameter, wanted = options.scheme && String(options.scheme).toLowerCase();
      if (!(name in params) && wanted && Object.prototype.hasOwnProperty.call(values, wanted)) {
        used.push(name);
        return { scheme: wanted, host: route.host };
      }
      const value = single(route, params, name).toLowerCase();
      const scheme = Object.keys(values).find((s) => values[s].toLowerCase() === value);
      if (scheme === void 0)
        throw invalid(route, name, JSON.stringify(value) + ", which is not one of its schemes' values");
      used.push(name);
      return { scheme, host: route.host };
    }
    if (route.scheme !== null)
      return { scheme: route.scheme.toLowerCase(), host: route.host };
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
  function slashed(list) {
    return list.length ? list.map((s) => "/" + encodeLinkValue(s, false)).join("") : "/";
  }
  function print(route, params, options) {
    const expansion = choose(route, params), queue = captures(expansion).map((c) => c.name), used = queue.slice();
    let path = renderLink(route, params, expansion.path, queue);
    let fragment = expansion.fragment === null ? null : renderLink(route, params, expansion.fragment, queue);
    if (expansion.wildcard) {
      const tail = wildcardPieces(route, params, expansion.wildcard);
      if (fragment === null)
        path = path.concat(tail);
      else
        fragment = fragment.concat(tail);
      if (expansion.wildcard.name !== null)
        used.push(expansion.wildcard.name);
    }
    const at = origin(route, params, options, used);
    let out = "";
    if (at.scheme === null)
      out = slashed(path);
    else if (at.host !== null)
      out = at.scheme + "://" + at.host.toLowerCase() + slashed(path);
    else
      out = at.scheme + "://" + path.map((s, i) => (i ? "/" : "") + encodeLinkValue(s, i === 0 && !route.takesHost)).join("");
    let separator = "?";
    for (const name of Object.keys(params).sort()) {
      if (used.indexOf(name) >= 0)
        continue;
      for (const value of params[name].length ? params[name] : [""]) {
        if ((name + value).indexOf("\0") >= 0)
          throw containsNul(route, name);
        out += separator + encodeLinkValue(name, false) + "=" + encodeLinkValue(value, false);
        separator = "&";
      }
    }
    return fragment === null ? out : out + "#" + slashed(fragment);
  }
  function valueNotUnicode(route, name, text2) {
    const unit = text2.charCodeAt(loneSurrogate(text2)).toString(16).toUpperCase();
    return invalid(route, name, "", TEXT_LINK_INVALID_UNICODE, { character: "U+" + unit });
  }
  function textParameters(route, parameters) {
    const params = /* @__PURE__ */ Object.create(null);
    for (const [key, value] of Object.entries(parameters)) {
      if (loneSurrogate(key) >= 0)
        throw valueNotUnicode(route, key, key);
      const texts = [];
      for (const item of Array.isArray(value) ? value : [value]) {
        let text2;
        try {
          text2 = String(item);
        } catch {
          throw invalid(route, key, "not text (" + typeof item + "),");
        }
        if (loneSurrogate(text2) >= 0)
          throw valueNotUnicode(route, key, text2);
        texts.push(text2);
      }
      params[key] = texts;
    }
    return params;
  }
  function schemeGiven(route, options) {
    return !route.schemeParameter && route.scheme === null && !!options && !!options.scheme;
  }
  function routedElsewhere(table, route, url) {
    const answer = match(table, url);
    if (answer.undetermined || answer.matched && answer.routeIndex === table.routes.indexOf(route))
      return null;
    const why = answer.matched && answer.route ? fillText(TEXT_LINK_OPENS_OTHER, { route: JSON.stringify(answer.route.pattern) }) : answer.reason || "";
    return fillText(TEXT_LINK_SCHEME_NOT_ROUTED, { url, pattern: JSON.stringify(route.pattern), why });
  }
  function urlFor(table, name, parameters, options) {
    let wanted = null;
    try {
      wanted = String(name);
    } catch {
    }
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
      if (failure instanceof Failure)
        return { error: failure.error, parameter: failure.parameter, message: failure.message };
      const why = failure instanceof Error ? failure.name + ": " + failure.message : "an exception";
      return { error: "invalid-value", parameter: null, message: 'cannot print a link for "' + route.pattern + '" (' + why + ")" };
    }
  }

  // src/jump-apps.js
  var FORMATS = {
    ios: { required: ["appStoreId", "teamId", "bundleId"], optional: ["appClipBundleId", "storeURL"] },
    android: { required: ["package"], optional: ["storeURL"] }
  };
  var SHAPES = {
    appStoreId: ["the App Store id, ASCII digits", /^[0-9]{1,20}$/],
    teamId: ["10 ASCII capital letters or digits", /^[A-Z0-9]{10}$/],
    bundleId: ["a bundle id: ASCII letters, digits, '-' and '.'", /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/],
    appClipBundleId: ["a bundle id: ASCII letters, digits, '-' and '.'", /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/],
    package: ["an Android package: two or more names of ASCII letters, digits and '_', each starting with a letter, joined by '.'", /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/],
    // White space is Unicode's White_Space, as Swift's isWhitespace and the JVM's AppsSchema read it: not `\s`, which
    // takes U+FEFF and leaves NEL (U+0085) out. A literal, not `new RegExp`: a bundle that never checks identities
    // leaves this table out only while every value in it is free of calls.
    storeURL: [
      "an https URL",
      /^https:\/\/[^\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000/?#][^\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/
    ],
    host: ["a host name: lowercase ASCII letters, digits, '-' and '.'", /^[a-z0-9-]+(\.[a-z0-9-]+)*$/]
  };
  function typeName(value) {
    if (value === null)
      return "null";
    if (Array.isArray(value))
      return "array";
    if (typeof value === "number")
      return Number.isInteger(value) ? "integer" : "number";
    return typeof value === "object" ? "object" : typeof value;
  }
  function quoted(text2) {
    return JSON.stringify(text2);
  }
  function problem(path, text2) {
    return new TypeError(path + ": " + text2);
  }
  function appsOf(table) {
    const given = table.options ? table.options.apps : void 0;
    if (given === void 0 || given === null)
      return null;
    const where = "options.apps";
    const apps = object(given, where, "apps");
    for (const key of Object.keys(apps)) {
      if (!["hosts", "ios", "android"].includes(key) && !key.startsWith("x-")) {
        throw problem(where + "." + key, fillText(TEXT_KEY_UNKNOWN, {
          key: quoted(key),
          context: quoted("apps"),
          keys: "hosts, ios, android"
        }));
      }
    }
    return {
      hosts: apps.hosts === void 0 ? [] : hosts(apps.hosts, where + ".hosts"),
      ios: apps.ios === void 0 ? null : (
        /** @type {IosApp} */
        part(apps.ios, where + ".ios", "ios")
      ),
      android: apps.android === void 0 ? null : (
        /** @type {AndroidApp} */
        part(apps.android, where + ".android", "android")
      )
    };
  }
  function object(value, path, name) {
    if (typeName(value) !== "object") {
      throw problem(path, fillText(TEXT_VALUE_NOT_OBJECT, { name: quoted(name), type: typeName(value) }));
    }
    return (
      /** @type {Record<string, unknown>} */
      value
    );
  }
  function hosts(value, path) {
    if (!Array.isArray(value)) {
      throw problem(path, fillText(TEXT_VALUE_NOT_STRING_ARRAY, { name: quoted("hosts"), type: typeName(value) }));
    }
    return value.map((host, index) => checked(host, path + "[" + index + "]", "hosts[" + index + "]", "host"));
  }
  function part(value, path, name) {
    const members = object(value, path, name), format = FORMATS[name];
    const known = format.required.concat(format.optional);
    const out = {};
    for (const key of Object.keys(members)) {
      if (!known.includes(key) && !key.startsWith("x-")) {
        throw problem(path + "." + key, fillText(TEXT_KEY_UNKNOWN, {
          key: quoted(key),
          context: quoted(name),
          keys: known.join(", ")
        }));
      }
    }
    for (const key of known) {
      if (members[key] === void 0) {
        if (format.required.includes(key)) {
          throw problem(path, fillText(TEXT_APPS_MISSING_KEY, { name: quoted(name), key: quoted(key) }));
        }
        out[key] = null;
      } else {
        out[key] = checked(members[key], path + "." + key, key, key);
      }
    }
    if (out.appClipBundleId && !String(out.appClipBundleId).startsWith(out.bundleId + ".")) {
      throw problem(path + ".appClipBundleId", fillText(TEXT_APPS_VALUE, {
        name: quoted("appClipBundleId"),
        what: "the app's bundle id, '.' and a name",
        value: quoted(String(out.appClipBundleId))
      }));
    }
    return out;
  }
  function checked(value, path, name, shape) {
    if (typeof value !== "string") {
      throw problem(path, fillText(TEXT_VALUE_NOT_STRING, { name: quoted(name), type: typeName(value) }));
    }
    if (value === "")
      throw problem(path, fillText(TEXT_VALUE_EMPTY, { name: quoted(name) }));
    const [what, pattern] = SHAPES[shape];
    if (!pattern.test(value))
      throw problem(path, fillText(TEXT_APPS_VALUE, { name: quoted(name), what, value: quoted(value) }));
    return value;
  }

  // src/jump.js
  var PLATFORMS = {
    "ios-safari": { system: "ios", refusal: null },
    "ios-safari-view": { system: "ios", refusal: null },
    "android-chrome": { system: "android", refusal: null },
    wechat: { system: null, refusal: "in-app-browser" },
    "in-app": { system: null, refusal: "in-app-browser" },
    desktop: { system: null, refusal: "desktop" }
  };
  function jump(table, url, options) {
    return planFor(table, url, options, plainAnswer);
  }
  function planFor(table, url, options, answerFor) {
    const given = readOptions(options);
    const apps = appsOf(table);
    if (typeof url !== "string")
      return webPlan(webPage(null, void 0, "", given.pageURL), ["intake"]);
    const answer = answerFor(table, url, { source: given.source, restrict: given.restrict, deny: given.deny });
    const link = url;
    const degrade = (answer.followed || []).find((step) => step.kind === "degrade");
    const webURL = webPage(degrade ? degrade.to : null, answer.webDestination, link, given.pageURL);
    const refusal2 = routeRefusal(table, answer, degrade !== void 0);
    if (refusal2 !== null)
      return webPlan(webURL, [refusal2]);
    const platform = PLATFORMS[given.platform];
    if (platform.refusal !== null)
      return webPlan(webURL, [platform.refusal]);
    const app = platform.system === "ios" ? apps && apps.ios : apps && apps.android;
    if (!apps || !app)
      return webPlan(webURL, ["no-app"]);
    const why = [];
    const appLink = appLinkOf(link, apps);
    if (appLink === null && platform.system === "ios")
      why.push("no-app-link");
    const sameHost = appLink !== null && given.pageURL !== void 0 && hostOf(given.pageURL) === hostOf(appLink);
    if (sameHost)
      why.push("same-host");
    const intentHref = platform.system === "android" ? intentOf(link, apps, webURL, given.referrer, why) : null;
    const storeURL = platform.system === "ios" ? iosStore(
      /** @type {import("./jump-apps.js").IosApp} */
      app
    ) : androidStore(
      /** @type {import("./jump-apps.js").AndroidApp} */
      app,
      given.referrer
    );
    const opens = intentHref !== null || appLink !== null && !sameHost;
    return { decision: opens ? (
      /** @type {"app"} */
      "app"
    ) : (
      /** @type {"store"} */
      "store"
    ), appLink, intentHref, storeURL, webURL, sameHost, why };
  }
  function plainAnswer(table, url, options) {
    return answering(url, (string) => {
      const evaluation = evaluate(table, string, options);
      return evaluation.refusal ? { ...evaluation.answer, refusal: evaluation.refusal } : evaluation.answer;
    });
  }
  function readOptions(options) {
    if (!options || typeof options !== "object")
      throw new TypeError("jump: options must be an object with a platform");
    const o = (
      /** @type {Record<string, any>} */
      options
    );
    if (typeof o.platform !== "string" || !Object.hasOwn(PLATFORMS, o.platform)) {
      throw new TypeError("jump: platform must be one of " + Object.keys(PLATFORMS).map((p) => JSON.stringify(p)).join(", ") + ", found " + (typeof o.platform === "string" ? JSON.stringify(o.platform) : typeof o.platform));
    }
    for (const key of ["pageURL", "referrer"]) {
      if (o[key] !== void 0 && typeof o[key] !== "string") {
        throw new TypeError("jump: " + key + " must be a string, found " + (o[key] === null ? "null" : typeof o[key]));
      }
    }
    const source = o.source === void 0 ? "universal-link" : o.source;
    if (source === "in-app")
      throw new TypeError('jump: source cannot be "in-app": a web page is never inside the app');
    const read = { platform: o.platform, pageURL: o.pageURL, source, restrict: o.restrict, deny: o.deny, referrer: o.referrer };
    policyContext(read);
    return read;
  }
  function routeRefusal(table, answer, degraded) {
    if (degraded)
      return "degrade";
    if (answer.matched)
      return null;
    const refusal2 = (
      /** @type {{refusal?: string}} */
      answer.refusal
    );
    if (refusal2 === "policy") {
      const first = (answer.refused || [])[0];
      return first && isInternal(table, first.pattern, first.scheme) ? "internal" : "policy";
    }
    return refusal2 || "intake";
  }
  function isInternal(table, pattern, scheme) {
    return table.routes.some((route) => route.pattern === pattern && route.internal && (isAbsolutePattern(pattern) || (route.scheme || "global").toLowerCase() === scheme.toLowerCase()));
  }
  function isAbsolutePattern(pattern) {
    const slashes = pattern.indexOf("://");
    return slashes > 0 && !pattern.slice(0, slashes).includes("/");
  }
  function webPlan(webURL, why) {
    return { decision: (
      /** @type {"web"} */
      "web"
    ), appLink: null, intentHref: null, storeURL: null, webURL, sameHost: false, why };
  }
  function webPage(degradedTo, destination, link, page) {
    if (degradedTo !== null && isWeb(degradedTo))
      return degradedTo;
    if (destination !== void 0)
      return destination;
    if (isWeb(link))
      return link;
    return page === void 0 ? null : page;
  }
  function isWeb(url) {
    return /^https?:\/\//i.test(url);
  }
  function split(url) {
    const found = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/s.exec(url);
    return found ? { scheme: found[1], rest: found[2] } : null;
  }
  function hostOf(url) {
    const parts = split(url);
    if (!parts)
      return "";
    const authority = parts.rest.split(/[/?#\\]/, 1)[0];
    return authority.slice(authority.lastIndexOf("@") + 1).replace(/:[0-9]*$/, "").toLowerCase();
  }
  function appLinkOf(link, apps) {
    const parts = split(link);
    return parts && parts.scheme.toLowerCase() === "https" && apps.hosts.includes(hostOf(link)) ? link : null;
  }
  function encoded2(text2) {
    let out = "";
    for (const byte of new TextEncoder().encode(text2)) {
      const unreserved = isAlpha(byte) || isDigit(byte) || byte === 45 || byte === 46 || byte === 95 || byte === 126;
      out += unreserved ? String.fromCharCode(byte) : "%" + byte.toString(16).toUpperCase().padStart(2, "0");
    }
    return out;
  }
  function intentOf(link, apps, webURL, referrer, why) {
    const parts = split(link);
    if (!parts || !apps.android)
      return null;
    if (parts.rest.includes("#")) {
      why.push("fragment");
      return null;
    }
    const fallback = webURL !== null ? "S.browser_fallback_url=" + encoded2(webURL) + ";" : referrer !== void 0 ? "S.market_referrer=" + encoded2(referrer) + ";" : "";
    return "intent://" + parts.rest + "#Intent;scheme=" + parts.scheme + ";package=" + apps.android.package + ";" + fallback + "end";
  }
  function iosStore(app) {
    return app.storeURL || "https://apps.apple.com/app/id" + app.appStoreId;
  }
  function androidStore(app, referrer) {
    if (app.storeURL)
      return app.storeURL;
    const page = "https://play.google.com/store/apps/details?id=" + app.package;
    return referrer === void 0 ? page : page + "&referrer=" + encoded2(referrer);
  }

  // src/jump-document.js
  function jumpWithDocument(table, url, options) {
    return planFor(table, url, options, matchWithDocument);
  }
  return __toCommonJS(matcher_exports);
})();
