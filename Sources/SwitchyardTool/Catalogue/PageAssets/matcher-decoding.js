// @ts-check
// Percent-decoding, ported from the package's (Docs/Normalization.md §3, §4): a URL's ranges (byte offsets in its byte
// string, each char code one byte, as intake reads it: matcher-intake.js) as bytes or as text, its path's and
// fragment's segments, its query's items. An ASCII URL's text is read from its string, decoded only where it has
// something to decode.

import { hexValue, text } from "./matcher-bytes.js";

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
  let k = start;
  while (k < end && b.charCodeAt(k) !== 37 && !(plus && b.charCodeAt(k) === 43)) k++;
  if (k === end) return bytesOf(b, start, end);
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
 * segments), else read by `decodeURIComponent` when it takes the escapes (each a byte of valid UTF-8: then it
 * reads what the decoder reads); the bytes decoded one by one otherwise. Each shortcut costs a fraction of a
 * decoder's call.
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
  let escape = false, pluses = false;
  for (let k = 0; k < raw.length; k++) {
    if (raw.charCodeAt(k) === 37) escape = true;
    else if (raw.charCodeAt(k) === 43) pluses = plus;
  }
  if (!escape) return pluses ? raw.replace(/\+/g, " ") : raw;
  try {
    return decodeURIComponent(pluses ? raw.replace(/\+/g, " ") : raw);
  } catch {
    // A malformed escape, or bytes that are not UTF-8: as the decoder reads them.
    return text(decodeRange(raw, 0, raw.length, plus));
  }
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
const NO_ITEMS = /** @type {QueryItem[]} */ (/** @type {unknown} */ (Object.freeze([])));
