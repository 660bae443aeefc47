// @ts-check
// Percent-decoding, ported from the package's (Docs/Normalization.md §3, §4): a URL's ranges (byte offsets in its byte
// string, each char code one byte, as intake reads it: matcher-intake.js) as bytes or as text, its path's and
// fragment's segments, its query's items. An ASCII URL's text is read from its string, decoded only where it has
// something to decode.

import { EMPTY, hexValue, text } from "./matcher-bytes.js";

/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").QueryItem} QueryItem */

/**
 * Percent-decoded bytes (a '+' as a space when `plus`); a malformed escape stays as written.
 * @param {Uint8Array} b @param {boolean} plus
 */
export function decode(b, plus) { return decodeRange(byteString(b), 0, b.length, plus); }

/**
 * Bytes as a byte string (each char code one byte), read in pieces that `fromCharCode` takes as arguments.
 * @param {Uint8Array} bytes
 */
export function byteString(bytes) {
  let out = "";
  for (let k = 0; k < bytes.length; k += 8192) out += String.fromCharCode.apply(null, Array.from(bytes.subarray(k, k + 8192)));
  return out;
}

/**
 * b[start..<end] as bytes.
 * @param {string} b @param {number} start @param {number} end
 */
export function bytesOf(b, start, end) {
  const out = new Uint8Array(end - start);
  for (let k = start; k < end; k++) out[k - start] = b.charCodeAt(k);
  return out;
}

/**
 * `decode` of b[start..<end] (a byte string) as bytes: a copy, never a view (the
 * first view of a fresh array costs more than a match).
 * @param {string} b @param {number} start @param {number} end @param {boolean} plus
 */
export function decodeRange(b, start, end, plus) {
  const out = new Uint8Array(end - start);
  let w = 0;
  for (let k = start; k < end; k++) {
    if (b.charCodeAt(k) === 37 && k + 2 < end) {
      const hi = hexValue(b.charCodeAt(k + 1)), lo = hexValue(b.charCodeAt(k + 2));
      if (hi >= 0 && lo >= 0) { out[w++] = hi << 4 | lo; k += 2; continue; }
    }
    out[w++] = plus && b.charCodeAt(k) === 43 ? 32 : b.charCodeAt(k);
  }
  return w === out.length ? out : out.slice(0, w);
}

/** @param {string} b @param {number} start @param {number} end @param {boolean} plus */
export function segmentsOf(b, start, end, plus) {
  /** @type {Uint8Array[]} */
  const result = [];
  let s = start;
  for (let k = start; k <= end; k++) {
    if (k === end || b.charCodeAt(k) === 47) {
      if (k > s) result.push(decodeRange(b, s, k, plus));
      s = k + 1;
    }
  }
  return result;
}

/**
 * The text of b[start..<end] percent-decoded (a '+' as a space when `plus`), as `text(decode(…))` reads it. In an
 * ASCII URL, sliced from its string when the range holds nothing to decode (most names, values, hosts and
 * segments), else read by `escapesRead` when it takes the escapes; the bytes decoded one by one otherwise. Each
 * shortcut costs a fraction of a decoder's call.
 * @param {TakenURL} url @param {number} start @param {number} end @param {boolean} plus
 */
export function decodedText(url, start, end, plus) {
  return url.ascii ? decodedASCII(url.string.slice(start, end), plus) : text(decodeRange(url.bytes, start, end, plus));
}

/**
 * `decodedText` of an ASCII text (its own bytes).
 * @param {string} raw @param {boolean} plus
 */
export function decodedASCII(raw, plus) {
  const pluses = plus && raw.indexOf("+") >= 0;
  if (raw.indexOf("%") < 0) return pluses ? raw.replace(/\+/g, " ") : raw;
  // `text(decodeRange(…))` reads valid UTF-8 as `decodeURIComponent` did (it read this before), and the rest as its
  // fallback did. (What escapesRead reads is never empty: an escape is at least a character.)
  return (!pluses && escapesRead(raw)) || text(decodeRange(raw, 0, raw.length, plus));
}

/**
 * The byte an escape at `k` writes, or -1 (no escape there, or a malformed one).
 * @param {string} raw @param {number} k
 */
function escapedByte(raw, k) {
  return raw.charCodeAt(k) === 37 && k + 2 < raw.length ? hexValue(raw.charCodeAt(k + 1)) << 4 | hexValue(raw.charCodeAt(k + 2)) : -1;
}

/**
 * An ASCII text whose escapes are ASCII bytes or UTF-8 sequences of two or three bytes (most escaped text: accented
 * letters, most scripts), decoded here, where `decodeURIComponent` (in C++, its bytes in memory it allocates) cost about
 * a ninth of a link with such a segment and TextDecoder more; null for any other escape (a malformed one, bytes
 * that are not UTF-8, four-byte sequences), which `text(decodeRange(…))` reads.
 * @param {string} raw @returns {string | null}
 */
function escapesRead(raw) {
  let out = "", from = 0;
  for (let k = raw.indexOf("%"); k >= 0; k = raw.indexOf("%", from)) {
    let point = escapedByte(raw, k), end = k + 3;
    // UTF-8: a byte from 0xE0 to 0xEF leads two more bytes, from 0xC2 to 0xDF one; one under 0x80 stands alone.
    const more = point >> 4 === 0xE ? 2 : point >= 0xC2 && point < 0xE0 ? 1 : 0;
    if (point < 0 || (point >= 0x80 && !more)) return null;
    // The lead byte's bits of the point, then six from each byte after it (10xxxxxx).
    if (more) point &= 0x3F >> more;
    for (let j = 0; j < more; j++, end += 3) {
      const next = escapedByte(raw, end);
      if ((next & 0xC0) !== 0x80) return null;
      point = point << 6 | next & 0x3F;
    }
    // A three-byte form of a smaller point, or a surrogate, is not UTF-8.
    if (more === 2 && (point < 0x800 || (point >= 0xD800 && point < 0xE000))) return null;
    out += raw.slice(from, k) + String.fromCharCode(point);
    from = end;
  }
  return out + raw.slice(from);
}

/**
 * The items of b[start..<end], at most `count` (the scan's count; an item with an empty name is left out).
 * @param {TakenURL} url @param {number} start @param {number} end @param {number} count
 * @returns {QueryItem[]}
 */
export function queryItems(url, start, end, count) {
  if (start < 0 || count === 0) return NO_ITEMS;
  // The list made at its size, which the scan counted (one grown from empty takes room for 17).
  /** @type {QueryItem[]} */
  const items = new Array(count);
  const b = url.bytes, plus = url.options.decodePlus;
  let s = start, n = 0;
  for (let k = start; k <= end; k++) {
    if (k !== end && b.charCodeAt(k) !== 38) continue;
    if (k > s) {
      let eq = s;
      while (eq < k && b.charCodeAt(eq) !== 61) eq++;
      const name = decodedText(url, s, eq, plus);
      const value = eq < k ? decodedText(url, eq + 1, k, plus) : null;
      if (name !== "") items[n++] = { name, value };
    }
    s = k + 1;
  }
  if (n !== count) items.length = n;
  return items;
}

/**
 * The string's UTF-8 bytes when it is ASCII (each unit a byte), else null.
 * @param {string} string
 */
export function asciiBytes(string) {
  const out = new Uint8Array(string.length);
  for (let k = 0; k < string.length; k++) {
    const c = string.charCodeAt(k);
    if (c > 0x7f) return null;
    out[k] = c;
  }
  return out;
}

/** No query items (never changed: a constant, not a list made per URL). */
const NO_ITEMS = /** @type {QueryItem[]} */ (/** @type {unknown} */ (EMPTY));
