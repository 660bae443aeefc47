// @ts-check
// URL intake, ported from the package's (URLLayout+Scan.swift, Docs/Normalization.md): the one-pass scan, its
// refusals in URLIntakeError's words, percent-decoding. Works on UTF-8 bytes, as the package does.

import { encoder, hexValue, isAlpha, isControl, isDigit, isSchemeByte, loneSurrogate, lowercasedText, sameBytes, text } from "./matcher-bytes.js";
import { fillText, TEXT_INTAKE_CONTROL_CHARACTER, TEXT_INTAKE_DOT_SEGMENT, TEXT_INTAKE_EMPTY, TEXT_INTAKE_ENCODED_NUL, TEXT_INTAKE_INVALID_UNICODE, TEXT_INTAKE_MALFORMED_AUTHORITY, TEXT_INTAKE_TOO_LONG, TEXT_INTAKE_TOO_MANY_QUERY_ITEMS, TEXT_INTAKE_TOO_MANY_SEGMENTS } from "./matcher-texts.js";

/** @typedef {import("./matcher-types.js").MatchOptions} MatchOptions */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Layout} Layout */
/** @typedef {import("./matcher-types.js").QueryItem} QueryItem */

// MARK: Intake (refusals as URLIntakeError describes them)

/** Why intake refuses a URL, in URLIntakeError's words. */
export class Refusal {
  /**
   * @param {string} message
   * @param {string} kind  the corpus's name of the refusal (`too-long`, `dot-segment`, …: URLIntakeError.Reason.kind)
   */
  constructor(message, kind) { this.message = message; this.kind = kind; }
}

/** @param {number} b @param {number} i */
function control(b, i) {
  const hex = b.toString(16).toUpperCase();
  return new Refusal(fillText(TEXT_INTAKE_CONTROL_CHARACTER, { character: "U+" + "0000".slice(hex.length) + hex, offset: i }),
    "control-character");
}
/**
 * A string that is not valid Unicode (Normalization §7, intake.invalid-unicode): refused at the byte its lone
 * surrogate would start at, never read with U+FFFD in its place.
 * @param {string} string @param {number} at the lone surrogate's code-unit index
 */
function notUnicode(string, at) {
  const hex = string.charCodeAt(at).toString(16).toUpperCase();
  return new Refusal(fillText(TEXT_INTAKE_INVALID_UNICODE, { character: "U+" + hex, offset: utf8Length(string.slice(0, at)) }),
    "invalid-unicode");
}

/**
 * The string's length in UTF-8 bytes, counted without encoding it (a lone surrogate as U+FFFD's 3).
 * @param {string} string
 */
function utf8Length(string) {
  let n = 0;
  for (let k = 0; k < string.length; k++) {
    const c = string.charCodeAt(k);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xD800 && c <= 0xDBFF && k + 1 < string.length && (string.charCodeAt(k + 1) & 0xFC00) === 0xDC00) { n += 4; k++; }
    else n += 3;
  }
  return n;
}

/** @param {number} length @param {number} limit */
function tooLong(length, limit) { return new Refusal(fillText(TEXT_INTAKE_TOO_LONG, { length, limit }), "too-long"); }
/** @param {number} i */
function nul(i) { return new Refusal(fillText(TEXT_INTAKE_ENCODED_NUL, { offset: i }), "encoded-nul"); }
/** @param {string} what @param {number} i @param {string} [kind] */
function malformed(what, i, kind = "malformed-authority") {
  return new Refusal(fillText(TEXT_INTAKE_MALFORMED_AUTHORITY, { offset: i, problem: what }), kind);
}
/** @param {Uint8Array} b @param {number} i */
function isEncodedNUL(b, i) { return i + 2 < b.length && b[i + 1] === 48 && b[i + 2] === 48; }

/**
 * `.`, `..` (also as %2E) and %00 in one segment [start, end).
 * @param {Uint8Array} b @param {number} start @param {number} end @returns {Refusal | null}
 */
function checkSegment(b, start, end) {
  let dots = 0, onlyDots = true, k = start;
  while (k < end) {
    if (b[k] === 46) { dots++; k++; } else if (b[k] === 37 && k + 2 < end) {
      if (b[k + 1] === 48 && b[k + 2] === 48) return nul(k);
      if (b[k + 1] === 50 && (b[k + 2] | 0x20) === 101) { dots++; k += 3; continue; }
      onlyDots = false; k++;
    } else { onlyDots = false; k++; }
  }
  if (onlyDots && (dots === 1 || dots === 2)) {
    return new Refusal(fillText(TEXT_INTAKE_DOT_SEGMENT, { offset: start }), "dot-segment");
  }
  return null;
}

/**
 * The path's segments from `i`: where they end and how many there are, or a Refusal.
 * @param {Uint8Array} b @param {number} i @param {boolean} inFragment
 * @returns {Refusal | {end: number, count: number}}
 */
function scanSegments(b, i, inFragment) {
  let count = 0, start = i, percent = false;
  /** @param {number} e */
  const end = (e) => {
    if (e <= start) return null;
    if (percent || b[start] === 46) {
      const r = checkSegment(b, start, e);
      if (r) return r;
    }
    count++;
    return null;
  };
  while (i < b.length) {
    const c = b[i];
    if (c === 63 || (c === 35 && !inFragment)) break;
    if (c === 47) {
      const r = end(i);
      if (r) return r;
      start = i + 1; percent = false;
    } else if (isControl(c)) return control(c, i);
    else if (c === 37) percent = true;
    i++;
  }
  return end(i) || { end: i, count };
}

/**
 * @param {Uint8Array} b @param {number} i @param {boolean} stopAtHash
 * @returns {Refusal | {end: number, count: number}}
 */
function scanQuery(b, i, stopAtHash) {
  let items = 0, start = i;
  while (i < b.length) {
    const c = b[i];
    if (stopAtHash && c === 35) break;
    if (isControl(c)) return control(c, i);
    if (c === 37 && isEncodedNUL(b, i)) return nul(i);
    if (c === 38) { if (i > start) items++; start = i + 1; }
    i++;
  }
  if (i > start) items++;
  return { end: i, count: items };
}

/**
 * @param {Uint8Array} b @param {number} start @param {number} end @param {string} mode
 * @param {boolean} bracketed @param {boolean} dot
 */
function hostIsPath(b, start, end, mode, bracketed, dot) {
  if (mode === "always") return true;
  if (mode === "never" || bracketed || dot) return false;
  return !sameBytes(b.subarray(start, end), encoder.encode("localhost"), true);
}

/**
 * The authority from `i` into `L`: where it ends, or a Refusal.
 * @param {Uint8Array} b @param {number} i @param {MatchOptions} options @param {Layout} L
 * @returns {Refusal | number}
 */
function scanAuthority(b, i, options, L) {
  const n = b.length, start = i;
  let lastAt = -1, colon = -1, dot = false;
  for (; i < n; i++) {
    const c = b[i];
    if (c === 47 || c === 63 || c === 35) break;
    if (isControl(c)) return control(c, i);
    if (c === 92) return malformed("a backslash in the authority", i);
    if (c === 37) {
      if (isEncodedNUL(b, i)) return nul(i);
      L.hostHasPercent = true;
    } else if (c === 64) { lastAt = i; colon = -1; dot = false; } else if (c === 58) {
      if (colon < 0) colon = i;
    } else if (c === 46) dot = true;
  }
  const end = i, hostStart = lastAt >= 0 ? lastAt + 1 : start;
  let hostEnd = end;
  const bracketed = hostStart < end && b[hostStart] === 91;
  if (bracketed) {
    let close = hostStart;
    while (close < end && b[close] !== 93) close++;
    if (close === end) return malformed("unterminated '['", hostStart);
    hostEnd = close + 1;
    if (hostEnd < end && b[hostEnd] !== 58) return malformed("unexpected character after ']'", hostEnd);
  } else if (colon >= 0) hostEnd = colon;
  for (let k = hostEnd + 1; k < end; k++) if (!isDigit(b[k])) return malformed("port is not a number", k, "bad-port");
  if (hostStart < hostEnd) {
    L.hostStart = hostStart; L.hostEnd = hostEnd;
    L.hostIsPath = hostIsPath(b, hostStart, hostEnd, options.hostAsPath, bracketed, dot);
    if (L.hostIsPath && (L.hostHasPercent || b[hostStart] === 46)) {
      const r = checkSegment(b, hostStart, hostEnd);
      if (r) return r;
    }
  }
  return end;
}

/**
 * The fragment from `i` into `L` and `counts`: a Refusal or null.
 * @param {Uint8Array} b @param {number} i @param {Layout} L @param {{segments: number, items: number}} counts
 * @returns {Refusal | null}
 */
function scanFragment(b, i, L, counts) {
  const n = b.length;
  L.fragmentStart = i; L.fragmentEnd = n;
  if (i === n) { L.fragmentPathEnd = i; return null; }
  if (b[i] === 47) {
    const path = scanSegments(b, i, true);
    if (path instanceof Refusal) return path;
    i = path.end; L.fragmentPathEnd = i; counts.segments += path.count;
    if (i < n) {
      L.fragmentQueryStart = i + 1;
      const query = scanQuery(b, i + 1, false);
      if (query instanceof Refusal) return query;
      counts.items += query.count;
    }
    return null;
  }
  let equals = false;
  const start = i;
  for (; i < n; i++) {
    if (isControl(b[i])) return control(b[i], i);
    if (b[i] === 61) equals = true;
    if (b[i] === 37 && isEncodedNUL(b, i)) return nul(i);
  }
  if (!equals) return null;
  L.fragmentQueryStart = start;
  const query = scanQuery(b, start, false);
  if (query instanceof Refusal) return query;
  counts.items += query.count;
  return null;
}

/**
 * The URL's layout (byte offsets), or a Refusal.
 * @param {Uint8Array} b @param {MatchOptions} options @returns {Refusal | Layout}
 */
function scan(b, options) {
  const n = b.length;
  let i = 0;
  /** @type {Layout} */
  const L = { schemeEnd: -1, hostStart: -1, hostEnd: -1, hostIsPath: false, hostHasPercent: false, pathStart: 0,
    pathEnd: 0, queryStart: -1, queryEnd: -1, fragmentStart: -1, fragmentEnd: -1, fragmentPathEnd: -1,
    fragmentQueryStart: -1 };
  if (n === 0) return new Refusal(fillText(TEXT_INTAKE_EMPTY), "empty");
  if (n > options.maxURLLength) return tooLong(n, options.maxURLLength);
  if (isAlpha(b[0])) {
    let j = 1;
    while (j < n && isSchemeByte(b[j])) j++;
    if (j < n && b[j] === 58) { L.schemeEnd = j; i = j + 1; }
  }
  if (i + 1 < n && b[i] === 47 && b[i + 1] === 47) {
    const r = scanAuthority(b, i + 2, options, L);
    if (r instanceof Refusal) return r;
    i = r;
  }
  L.pathStart = i;
  const path = scanSegments(b, i, false);
  if (path instanceof Refusal) return path;
  i = path.end; L.pathEnd = i;
  const counts = { segments: path.count, items: 0 };
  if (i < n && b[i] === 63) {
    L.queryStart = i + 1;
    const query = scanQuery(b, i + 1, true);
    if (query instanceof Refusal) return query;
    i = query.end; L.queryEnd = i; counts.items += query.count;
  }
  if (i < n && b[i] === 35) {
    const r = scanFragment(b, i + 1, L, counts);
    if (r) return r;
  }
  if (counts.segments + (L.hostIsPath ? 1 : 0) > options.maxSegments) {
    return new Refusal(fillText(TEXT_INTAKE_TOO_MANY_SEGMENTS, { limit: options.maxSegments }), "too-many-segments");
  }
  if (counts.items > options.maxQueryItems) {
    return new Refusal(fillText(TEXT_INTAKE_TOO_MANY_QUERY_ITEMS, { limit: options.maxQueryItems }), "too-many-query-items");
  }
  return L;
}

/**
 * Percent-decoded bytes (a '+' as a space when `plus`); a malformed escape stays as written.
 * @param {Uint8Array} b @param {boolean} plus
 */
export function decode(b, plus) {
  // Most segments hold no escape: the bytes as they are, no copy (a copy per segment was most of a match).
  let k = 0;
  while (k < b.length && b[k] !== 37 && !(plus && b[k] === 43)) k++;
  if (k === b.length) return b;
  const out = new Uint8Array(b.length);
  let w = 0;
  for (let k = 0; k < b.length; k++) {
    if (b[k] === 37 && k + 2 < b.length) {
      const hi = hexValue(b[k + 1]), lo = hexValue(b[k + 2]);
      if (hi >= 0 && lo >= 0) { out[w++] = hi << 4 | lo; k += 2; continue; }
    }
    out[w++] = plus && b[k] === 43 ? 32 : b[k];
  }
  return out.subarray(0, w);
}

/** @param {Uint8Array} b @param {number} start @param {number} end @param {boolean} plus */
function segmentsOf(b, start, end, plus) {
  /** @type {Uint8Array[]} */
  const result = [];
  let s = start;
  for (let k = start; k <= end; k++) {
    if (k === end || b[k] === 47) {
      if (k > s) result.push(decode(b.subarray(s, k), plus));
      s = k + 1;
    }
  }
  return result;
}

/**
 * The segments of b[start..<end] as text (`segmentsOf` with `plus` false, each decoded as `text` reads it); a
 * segment without an escape in an ASCII URL is sliced from `string`, not decoded.
 * @param {Uint8Array} b @param {string} string @param {number} start @param {number} end
 */
function textsOf(b, string, start, end) {
  /** @type {string[]} */
  const result = [];
  const ascii = string.length === b.length;
  let s = start, escaped = false;
  for (let k = start; k <= end; k++) {
    if (k === end || b[k] === 47) {
      if (k > s) result.push(ascii && !escaped ? string.slice(s, k) : text(decode(b.subarray(s, k), false)));
      s = k + 1; escaped = false;
    } else if (b[k] === 37) escaped = true;
  }
  return result;
}

/**
 * @param {Uint8Array} b @param {number} start @param {number} end @param {boolean} plus
 * @returns {QueryItem[]}
 */
function queryItems(b, start, end, plus) {
  /** @type {QueryItem[]} */
  const items = [];
  let s = start;
  if (start < 0) return items;
  for (let k = start; k <= end; k++) {
    if (k !== end && b[k] !== 38) continue;
    if (k > s) {
      let eq = s;
      while (eq < k && b[eq] !== 61) eq++;
      const name = text(decode(b.subarray(s, eq), plus));
      const value = eq < k ? text(decode(b.subarray(eq + 1, k), plus)) : null;
      if (name !== "") items.push({ name, value });
    }
    s = k + 1;
  }
  return items;
}

/**
 * The string's UTF-8 bytes (valid Unicode: lone surrogates are refused before); a short ASCII string copied unit
 * by unit, cheaper than the encoder's call.
 * @param {string} string
 */
function utf8(string) {
  if (string.length > 256) return encoder.encode(string);
  const out = new Uint8Array(string.length);
  for (let k = 0; k < string.length; k++) {
    const c = string.charCodeAt(k);
    if (c > 0x7f) return encoder.encode(string);
    out[k] = c;
  }
  return out;
}

/**
 * A taken-in URL: its layout and the parts matching reads, or why intake refuses it.
 * @param {string} string @param {MatchOptions} options @returns {Refusal | TakenURL}
 */
export function intake(string, options) {
  // Each UTF-16 unit is at least one byte: a string longer than the limit is refused before it is encoded.
  if (string.length > options.maxURLLength) return tooLong(utf8Length(string), options.maxURLLength);
  const lone = loneSurrogate(string);
  if (lone >= 0) return notUnicode(string, lone);
  const b = utf8(string);
  const L = scan(b, options);
  if (L instanceof Refusal) return L;
  const scheme = L.schemeEnd < 0 ? null : text(b.subarray(0, L.schemeEnd)).toLowerCase();
  const host = L.hostStart < 0 ? null : lowercasedText(text(decode(b.subarray(L.hostStart, L.hostEnd), false)));
  const hasFragmentPath = L.fragmentPathEnd >= 0;
  /** @type {(Uint8Array[] | undefined)[] & {texts?: string[]}} */
  const made = [];
  return {
    string, bytes: b, layout: L, options, scheme, host, hasFragmentPath,
    fragment: L.fragmentStart < 0 ? null : text(b.subarray(L.fragmentStart, L.fragmentEnd)),
    rawQuery: L.queryStart < 0 ? null : text(b.subarray(L.queryStart, L.queryEnd)),
    query: queryItems(b, L.queryStart, L.queryEnd, options.decodePlus),
    fragmentQuery: queryItems(b, L.fragmentQueryStart, L.fragmentEnd, options.decodePlus),
    // Each list is made once per URL (a match reads them for every route it tries); callers do not change them.
    segments(plus, withHost) {
      const key = (plus && options.decodePlus ? 2 : 0) + (withHost && !L.hostIsPath && L.hostStart >= 0 ? 1 : 0);
      const known = made[key];
      if (known) return known;
      const hostPart = L.hostIsPath || (withHost && L.hostStart >= 0) ? segmentsOf(b, L.hostStart, L.hostEnd, plus) : [];
      return (made[key] = hostPart.concat(segmentsOf(b, L.pathStart, L.pathEnd, plus)));
    },
    segmentTexts() {
      if (made.texts) return made.texts;
      const hostPart = L.hostIsPath ? textsOf(b, string, L.hostStart, L.hostEnd) : [];
      return (made.texts = hostPart.concat(textsOf(b, string, L.pathStart, L.pathEnd)));
    },
    fragmentSegments(plus) {
      const key = plus && options.decodePlus ? 5 : 4;
      return made[key] || (made[key] = hasFragmentPath ? segmentsOf(b, L.fragmentStart, L.fragmentPathEnd, plus) : []);
    },
    origin: scheme === null ? "(none)" : host !== null ? scheme + "://" + host : scheme + ":",
  };
}
