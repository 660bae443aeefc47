// @ts-check
// A route's pattern segments against a URL's (ReferenceMatcher's segment loop): literals compared, captures'
// checks run and their values written, the path's plain segments as text, the others as bytes.

import { asciiLower, sameBytes, text } from "./matcher-bytes.js";
import { asciiBytes } from "./matcher-decoding.js";
import { accepts, matchPieces } from "./matcher-parameters.js";

/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Piece} Piece */
/** @typedef {import("./matcher-types.js").Segment} Segment */
/** @typedef {import("./matcher-index.js").Encoded} Encoded */

/**
 * A pattern's segments against the URL's: false at the first that differs, why when the matcher cannot judge
 * it, else the number of values after each capture's value is written into `values` from `n`. The first
 * segment's letters compare folded when it is the host (`foldFirst`); captures read `textBytes`.
 * @param {(Uint8Array | null)[]} literals @param {(Piece[] | null)[]} pieces @param {Uint8Array[]} actual
 * @param {Uint8Array[]} valueBytes @param {Uint8Array[]} textBytes @param {boolean} foldFirst
 * @param {string[]} values @param {number} n @returns {number | false | string}
 */
export function matchSegments(literals, pieces, actual, valueBytes, textBytes, foldFirst, values, n) {
  if (literals.length > actual.length) return false;
  for (let k = 0; k < literals.length; k++) {
    const literal = literals[k];
    if (literal !== null) {
      if (!sameBytes(literal, actual[k], k === 0 && foldFirst)) return false;
      continue;
    }
    const slots = matchPieces(/** @type {Piece[]} */ (pieces[k]), actual[k], valueBytes[k]);
    if (slots === false) return false;
    if (!Array.isArray(slots)) return slots.unknown;
    for (const s of slots) values[n++] = text(textBytes[k].slice(s[0], s[1]));
  }
  return n;
}

/**
 * Whether a literal segment's text is a plain segment's (ASCII letters folded when `fold`). A plain segment's
 * text is its bytes, so this is `sameBytes` of their UTF-8.
 * @param {string} literal @param {string} segment @param {boolean} fold
 */
function sameText(literal, segment, fold) {
  if (literal === segment) return true;
  if (!fold || literal.length !== segment.length) return false;
  for (let k = 0; k < literal.length; k++) {
    const a = literal.charCodeAt(k), b = segment.charCodeAt(k);
    if (a !== b && (a > 0x7f || asciiLower(a) !== asciiLower(b))) return false;
  }
  return true;
}

/**
 * `matchSegments` on the URL's path, its captures' values written into `values` from 0: a plain segment compared
 * and captured as text (its bytes made only for a check that reads them), the others as bytes.
 * @param {Segment[]} path @param {Encoded} bytes @param {TakenURL} x @param {boolean} foldFirst
 * @param {string[]} values @returns {number | false | string}
 */
export function matchPath(path, bytes, x, foldFirst, values) {
  let n = 0;
  const texts = x.pathTexts(), plainBits = texts.plain, sameBits = texts.sameValue;
  if (path.length > texts.texts.length) return false;
  for (let k = 0; k < path.length; k++) {
    const literal = path[k].l, fold = k === 0 && foldFirst, segmentText = texts.texts[k];
    // (A shift takes its count modulo 32: past the 30th segment, where no bit is set, none is read.)
    const plain = k < 30 && (plainBits >> k & 1) === 1, sameValue = k < 30 && (sameBits >> k & 1) === 1;
    if (literal !== undefined) {
      if (plain ? !sameText(literal, segmentText, fold)
        : !sameBytes(/** @type {Uint8Array} */ (bytes.path[k]), x.segments(false, false)[k], fold)) return false;
      continue;
    }
    const pieces = /** @type {Piece[]} */ (bytes.pathPieces[k]);
    // A segment (never empty, nor once decoded) that one capture takes whole: an `any` capture's value is its
    // text, no bytes needed; another's, when the segment is plain, its text once its check accepts its bytes.
    const whole = pieces.length === 1 && pieces[0].lit === null ? pieces[0].part : null;
    if (whole && whole.c === "any" && sameValue) { values[n++] = segmentText; continue; }
    if (!plain) {
      const valueBytes = x.segments(x.options.decodePlus, false)[k];
      const slots = matchPieces(pieces, x.segments(false, false)[k], valueBytes);
      if (slots === false) return false;
      if (!Array.isArray(slots)) return slots.unknown;
      for (const s of slots) values[n++] = text(valueBytes.slice(s[0], s[1]));
      continue;
    }
    const segment = /** @type {Uint8Array} */ (asciiBytes(segmentText));
    if (whole) {
      const accepted = accepts(whole, segment);
      if (accepted !== true) return accepted && accepted.unknown;
      values[n++] = segmentText;
      continue;
    }
    const slots = matchPieces(pieces, segment, segment);
    if (slots === false) return false;
    if (!Array.isArray(slots)) return slots.unknown;
    for (const s of slots) values[n++] = s[0] === 0 && s[1] === segment.length ? segmentText : segmentText.slice(s[0], s[1]);
  }
  return n;
}
