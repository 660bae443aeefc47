// @ts-check
// URL intake, ported from the package's (URLLayout+Scan.swift, Docs/Normalization.md): the one-pass scan and its
// refusals in URLIntakeError's words; the taken URL whose parts matching reads is matcher-taken-url.js's. Works on
// UTF-8 bytes, as the package does, held as a byte string (each char code one byte, 0-255): an ASCII URL is its
// own, so that taking one in copies nothing (a typed array a match made cost more, in V8's garbage collector, than
// a `RegExp` scan of ten routes).

import { encoder, isAlpha, isControl, isDigit, isSchemeByte, loneSurrogate } from "./matcher-bytes.js";
import { byteString } from "./matcher-decoding.js";
import { Taken } from "./matcher-taken-url.js";
import { fillText, TEXT_INTAKE_CONTROL_CHARACTER, TEXT_INTAKE_DOT_SEGMENT, TEXT_INTAKE_EMPTY, TEXT_INTAKE_ENCODED_NUL, TEXT_INTAKE_INVALID_UNICODE, TEXT_INTAKE_MALFORMED_AUTHORITY, TEXT_INTAKE_TOO_LONG, TEXT_INTAKE_TOO_MANY_QUERY_ITEMS, TEXT_INTAKE_TOO_MANY_SEGMENTS } from "./matcher-texts.js";

/** @typedef {import("./matcher-types.js").MatchOptions} MatchOptions */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Layout} Layout */
/** @typedef {import("./matcher-types.js").PathTexts} PathTexts */

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
/** @param {string} b @param {number} i */
function isEncodedNUL(b, i) { return i + 2 < b.length && b.charCodeAt(i + 1) === 48 && b.charCodeAt(i + 2) === 48; }

/**
 * `.`, `..` (also as %2E) and %00 in one segment [start, end).
 * @param {string} b @param {number} start @param {number} end @returns {Refusal | null}
 */
function checkSegment(b, start, end) {
  let dots = 0, onlyDots = true, k = start;
  while (k < end) {
    if (b.charCodeAt(k) === 46) { dots++; k++; } else if (b.charCodeAt(k) === 37 && k + 2 < end) {
      if (b.charCodeAt(k + 1) === 48 && b.charCodeAt(k + 2) === 48) return nul(k);
      if (b.charCodeAt(k + 1) === 50 && (b.charCodeAt(k + 2) | 0x20) === 101) { dots++; k += 3; continue; }
      onlyDots = false; k++;
    } else { onlyDots = false; k++; }
  }
  if (onlyDots && (dots === 1 || dots === 2)) {
    return new Refusal(fillText(TEXT_INTAKE_DOT_SEGMENT, { offset: start }), "dot-segment");
  }
  return null;
}

/**
 * The path's segments from `i`: where they end (their number added to `counts.segments`), or a Refusal. With
 * `texts` (the path's, not the fragment's), each segment's raw text (its bytes) is kept there, after `first`
 * texts, and its bits (PathTexts) set: the one read of the URL's path.
 * @param {string} b @param {number} i @param {boolean} inFragment @param {Layout} counts  the layout, where they are counted
 * @param {PathTexts | null} texts @param {number} first @param {boolean} plus  whether a '+' decodes (decodePlus)
 * @returns {Refusal | number}
 */
function scanSegments(b, i, inFragment, counts, texts, first, plus) {
  let start = i, percent = false, pluses = false, high = 0;
  for (; ; i++) {
    const c = i < b.length ? b.charCodeAt(i) : 47;
    // From '0' to '~' but '?': letters, digits and the like, most of a path, end nothing and change nothing.
    if (c >= 48 && c <= 126 && c !== 63) continue;
    const last = i === b.length || c === 63 || (c === 35 && !inFragment);
    if (c === 47 || last) {
      // A segment [start, i) ends here.
      if (i > start) {
        if (percent || b.charCodeAt(start) === 46) {
          const r = checkSegment(b, start, i);
          if (r) return r;
        }
        if (texts) keepText(texts, first + counts.segments, b.slice(start, i), percent, pluses);
        counts.segments++;
      }
      if (last) { counts.high |= high; return i; }
      start = i + 1; percent = false; pluses = false;
    } else if (isControl(c)) return control(c, i);
    else if (c === 37) percent = true;
    else if (c === 43) pluses = plus;
    else high |= c;
  }
}

/**
 * Segment `n`'s raw text into `texts`: plain (bit n of `plain`) without an escape or a '+' that decodes, its text
 * its value's (`sameValue`) without such a '+'. Bits past the 30th stay 0 (read as bytes: always right).
 * @param {PathTexts} texts @param {number} n @param {string} raw @param {boolean} escaped @param {boolean} pluses
 */
function keepText(texts, n, raw, escaped, pluses) {
  const bit = n < 30 ? 1 << n : 0;
  texts.texts[n] = raw;
  if (!escaped && !pluses) texts.plain |= bit;
  if (!pluses) texts.sameValue |= bit;
}

/**
 * The query from `i`: where it ends (its number of items added to `counts.items`), or a Refusal.
 * @param {string} b @param {number} i @param {boolean} stopAtHash @param {Layout} counts  the layout, where they are counted
 * @returns {Refusal | number}
 */
function scanQuery(b, i, stopAtHash, counts) {
  let start = i, high = 0;
  while (i < b.length) {
    const c = b.charCodeAt(i);
    // From "'" to '~': letters, digits, '=' and the like, most of a query, end nothing and change nothing.
    if (c > 38 && c < 127) { i++; continue; }
    high |= c;
    if (stopAtHash && c === 35) break;
    if (isControl(c)) return control(c, i);
    if (c === 37 && isEncodedNUL(b, i)) return nul(i);
    if (c === 38) { if (i > start) counts.items++; start = i + 1; }
    i++;
  }
  if (i > start) counts.items++;
  counts.high |= high;
  return i;
}

/**
 * @param {string} b @param {number} start @param {number} end @param {string} mode
 * @param {boolean} bracketed @param {boolean} dot
 */
function hostIsPath(b, start, end, mode, bracketed, dot) {
  if (mode === "always") return true;
  if (mode === "never" || bracketed || dot) return false;
  // A byte string lowercases no byte to an ASCII letter that was not one.
  return end - start !== 9 || b.slice(start, end).toLowerCase() !== "localhost";
}

/**
 * The authority from `i` into `L`: where it ends, or a Refusal.
 * @param {string} b @param {number} i @param {MatchOptions} options @param {Layout} L
 * @returns {Refusal | number}
 */
function scanAuthority(b, i, options, L) {
  const n = b.length, start = i;
  let lastAt = -1, colon = -1, dot = false, high = 0;
  for (; i < n; i++) {
    const c = b.charCodeAt(i);
    // Letters and digits, most of a host, end nothing and change nothing.
    if (isAlpha(c) || isDigit(c)) continue;
    high |= c;
    if (c === 47 || c === 63 || c === 35) break;
    if (isControl(c)) return control(c, i);
    if (c === 92) return malformed("a backslash in the authority", i);
    if (c === 37) {
      if (isEncodedNUL(b, i)) return nul(i);
      L.hostHasPercent = true;
    } else if (c === 64) { lastAt = i; colon = -1; dot = false; } else if (c === 58) {
      if (colon < 0) colon = i;
    } else if (c === 46) dot = true;
    else if (c === 43) L.hostHasPlus = true;
  }
  L.high |= high;
  const end = i, hostStart = lastAt >= 0 ? lastAt + 1 : start;
  let hostEnd = end;
  const bracketed = hostStart < end && b.charCodeAt(hostStart) === 91;
  if (bracketed) {
    let close = hostStart;
    while (close < end && b.charCodeAt(close) !== 93) close++;
    if (close === end) return malformed("unterminated '['", hostStart);
    hostEnd = close + 1;
    if (hostEnd < end && b.charCodeAt(hostEnd) !== 58) return malformed("unexpected character after ']'", hostEnd);
  } else if (colon >= 0) hostEnd = colon;
  for (let k = hostEnd + 1; k < end; k++) if (!isDigit(b.charCodeAt(k))) return malformed("port is not a number", k, "bad-port");
  if (hostStart < hostEnd) {
    L.hostStart = hostStart; L.hostEnd = hostEnd;
    L.hostIsPath = hostIsPath(b, hostStart, hostEnd, options.hostAsPath, bracketed, dot);
    if (L.hostIsPath && (L.hostHasPercent || b.charCodeAt(hostStart) === 46)) {
      const r = checkSegment(b, hostStart, hostEnd);
      if (r) return r;
    }
  }
  return end;
}

/**
 * The fragment from `i` into `L` (its segments and items counted there): a Refusal or null.
 * @param {string} b @param {number} i @param {Layout} L
 * @returns {Refusal | null}
 */
function scanFragment(b, i, L) {
  const n = b.length;
  L.fragmentStart = i; L.fragmentEnd = n;
  if (i === n) { L.fragmentPathEnd = i; return null; }
  if (b.charCodeAt(i) === 47) {
    const path = scanSegments(b, i, true, L, null, 0, false);
    if (path instanceof Refusal) return path;
    i = path; L.fragmentPathEnd = i;
    if (i < n) {
      L.fragmentQueryStart = i + 1;
      const query = scanQuery(b, i + 1, false, L);
      if (query instanceof Refusal) return query;
    }
    return null;
  }
  let equals = false;
  const start = i;
  for (; i < n; i++) {
    const c = b.charCodeAt(i);
    L.high |= c;
    if (isControl(c)) return control(c, i);
    if (c === 61) equals = true;
    if (c === 37 && isEncodedNUL(b, i)) return nul(i);
  }
  if (!equals) return null;
  L.fragmentQueryStart = start;
  const query = scanQuery(b, start, false, L);
  return query instanceof Refusal ? query : null;
}

/**
 * The URL's layout (byte offsets), or a Refusal; the path's raw texts kept as the scan reads them (`texts`).
 * @param {string} b @param {MatchOptions} options @returns {Refusal | Layout}
 */
function scan(b, options) {
  const n = b.length;
  let i = 0;
  // The list grown from empty as the scan keeps each segment's text, in order: at its size, and packed (V8 reads a
  // list made at a size, with holes, slower wherever the texts are read; that and its copy at its size cost 3 %).
  /** @type {PathTexts} */
  const texts = { texts: [], plain: 0, sameValue: 0 };
  /** @type {Layout} */
  const L = { schemeEnd: -1, hostStart: -1, hostEnd: -1, hostIsPath: false, hostHasPercent: false, hostHasPlus: false,
    pathStart: 0, pathEnd: 0, queryStart: -1, queryEnd: -1, fragmentStart: -1, fragmentEnd: -1, fragmentPathEnd: -1,
    fragmentQueryStart: -1, segments: 0, pathSegments: 0, items: 0, queryItems: 0, high: 0, texts };
  if (n === 0) return new Refusal(fillText(TEXT_INTAKE_EMPTY), "empty");
  if (n > options.maxURLLength) return tooLong(n, options.maxURLLength);
  if (isAlpha(b.charCodeAt(0))) {
    let j = 1;
    while (j < n && isSchemeByte(b.charCodeAt(j))) j++;
    if (j < n && b.charCodeAt(j) === 58) { L.schemeEnd = j; i = j + 1; }
  }
  if (i + 1 < n && b.charCodeAt(i) === 47 && b.charCodeAt(i + 1) === 47) {
    const r = scanAuthority(b, i + 2, options, L);
    if (r instanceof Refusal) return r;
    i = r;
  }
  L.pathStart = i;
  // A host read as a path is the first of the path's texts.
  const first = L.hostIsPath ? 1 : 0, plus = options.decodePlus;
  if (first) keepText(texts, 0, b.slice(L.hostStart, L.hostEnd), L.hostHasPercent, plus && L.hostHasPlus);
  const path = scanSegments(b, i, false, L, texts, first, plus);
  if (path instanceof Refusal) return path;
  i = path; L.pathEnd = i; L.pathSegments = L.segments;
  if (i < n && b.charCodeAt(i) === 63) {
    L.queryStart = i + 1;
    const query = scanQuery(b, i + 1, true, L);
    if (query instanceof Refusal) return query;
    i = query; L.queryEnd = i; L.queryItems = L.items;
  }
  if (i < n && b.charCodeAt(i) === 35) {
    const r = scanFragment(b, i + 1, L);
    if (r) return r;
  }
  if (L.segments + (L.hostIsPath ? 1 : 0) > options.maxSegments) {
    return new Refusal(fillText(TEXT_INTAKE_TOO_MANY_SEGMENTS, { limit: options.maxSegments }), "too-many-segments");
  }
  if (L.items > options.maxQueryItems) {
    return new Refusal(fillText(TEXT_INTAKE_TOO_MANY_QUERY_ITEMS, { limit: options.maxQueryItems }), "too-many-query-items");
  }
  return L;
}

const NON_ASCII = /[^\u0000-\u007f]/;

/**
 * A taken-in URL: its layout and the parts matching reads, or why intake refuses it.
 * @param {string} string @param {MatchOptions} options @returns {Refusal | TakenURL}
 */
export function intake(string, options) {
  // Each UTF-16 unit is at least one byte: a string longer than the limit is refused before it is encoded.
  if (string.length > options.maxURLLength) return tooLong(utf8Length(string), options.maxURLLength);
  // Read first as its own bytes, as an ASCII string (no lone surrogate) is, its path's texts kept as they are read:
  // one read of an ASCII URL, the usual one. The scan reads every unit of a URL it takes, and `high` says whether
  // one is past 0x7F; a refusal may come before it reads one, so the string is tested for that then.
  const L = scan(string, options);
  if (L instanceof Refusal ? !NON_ASCII.test(string) : L.high <= 0x7f) return L instanceof Refusal ? L : new Taken(string, string, L, options);
  const lone = loneSurrogate(string);
  if (lone >= 0) return notUnicode(string, lone);
  const b = byteString(encoder.encode(string)), bytesLayout = scan(b, options);
  if (bytesLayout instanceof Refusal) return bytesLayout;
  // No segment of a URL that is not ASCII is plain: each is read as bytes, and its text decoded from them.
  bytesLayout.texts.plain = 0;
  return new Taken(string, b, bytesLayout, options);
}
