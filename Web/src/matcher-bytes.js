// @ts-check
// The bytes and text the matcher's modules share: UTF-8 encoding and decoding as the package reads them, byte
// classes, ASCII and Unicode lowercasing, lone surrogates, byte comparison (Docs/Normalization.md).

export const encoder = new TextEncoder();
// ignoreBOM: a decoder drops a leading U+FEFF from every text it decodes otherwise, so that a segment, host or
// value written %EF%BB%BF… would lose it and read as a link the app refuses (issue #64). Not fatal: invalid
// UTF-8 reads as U+FFFD, as the package reads it (Normalization §3).
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * An empty list no one changes (frozen), the one the matcher's constants for none name (no items, no candidates,
 * no unknown routes, no refusals, no steps): an answer without them makes no list of its own.
 */
/** @type {readonly unknown[]} */
export const EMPTY = Object.freeze([]);

/** @param {number} b */
export function isAlpha(b) { b |= 0x20; return b >= 97 && b <= 122; }
/** @param {number} b */
export function isDigit(b) { return b >= 48 && b <= 57; }
/** @param {number} b */
export function isSchemeByte(b) { return isAlpha(b) || isDigit(b) || b === 43 || b === 45 || b === 46; }
/** @param {number} b */
export function isControl(b) { return b < 0x20 || b === 0x7f; }

/**
 * A hex digit's value, or -1.
 * @param {number} b
 */
export function hexValue(b) {
  const letter = b | 0x20;
  return isDigit(b) ? b - 48 : letter >= 97 && letter <= 102 ? letter - 87 : -1;
}

/** @param {number} b */
export function asciiLower(b) { return b >= 65 && b <= 90 ? b | 0x20 : b; }

/**
 * `string` lowercased as the package lowercases a host with a dot and a `lowercaseCaptures` value (Swift's
 * `String.lowercased()`): scalar by scalar, Unicode's full mapping without context or locale, so a final `Σ` is
 * `σ` (`toLowerCase` of a whole string would write `ς`) and `İ` is `i̇` (Normalization §1).
 * @param {string} string
 */
export function lowercasedText(string) {
  let k = 0;
  while (k < string.length && string.charCodeAt(k) < 0x80) k++;
  if (k === string.length) return string.toLowerCase();
  let out = "";
  for (const scalar of string) out += scalar.toLowerCase();
  return out;
}

/**
 * The bytes as text; invalid UTF-8 reads as U+FFFD per maximal invalid subpart.
 * @param {Uint8Array} bytes
 */
export function text(bytes) {
  // Short ASCII (most segments, names and values) is its bytes as UTF-16 code units: no decoder call, which costs
  // more than the rest of a match's work on such a segment.
  if (bytes.length > 64) return decoder.decode(bytes);
  for (let k = 0; k < bytes.length; k++) if (bytes[k] > 0x7f) return decoder.decode(bytes);
  return String.fromCharCode.apply(null, /** @type {number[]} */ (/** @type {unknown} */ (bytes)));
}

// A surrogate not in a pair: a JavaScript string can hold one, UTF-8 cannot (the code units are matched, no `u` flag).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where the string's first lone surrogate is (a code-unit index), or -1 when it is valid Unicode.
 * @param {string} string
 */
export function loneSurrogate(string) { return string.search(LONE_SURROGATE); }

/**
 * Whether `b` holds `a` from `at` (ASCII letters folded when `fold`): `sameBytes` of `a` and that part of `b`,
 * without a view of it (a URL's bytes are a fresh array; its first view costs a match's worth of time).
 * @param {Uint8Array} a @param {Uint8Array} b @param {number} at @param {boolean} [fold]
 */
export function sameBytesAt(a, b, at, fold) {
  if (at < 0 || at + a.length > b.length) return false;
  for (let k = 0; k < a.length; k++) {
    if (fold ? asciiLower(a[k]) !== asciiLower(b[at + k]) : a[k] !== b[at + k]) return false;
  }
  return true;
}

/**
 * Whether two byte strings are equal (ASCII letters folded when `fold`).
 * @param {Uint8Array} a @param {Uint8Array} b @param {boolean} [fold]
 */
export function sameBytes(a, b, fold) { return a.length === b.length && sameBytesAt(a, b, 0, fold); }
