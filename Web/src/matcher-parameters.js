// @ts-check
// Parameter checks (ParameterType, SegmentRegex) and the in-segment matcher (SegmentMatcher): what a capture
// accepts and where a segment's literal text and captures fall.

import { encoder, hexValue, isDigit, sameBytesAt, text } from "./matcher-bytes.js";
import { segmentMatches } from "./matcher-regex.js";

/** @typedef {import("./matcher-types.js").Part} Part */
/** @typedef {import("./matcher-types.js").Unknown} Unknown */
/** @typedef {import("./matcher-types.js").Piece} Piece */

/**
 * The values a route captured, by name (a name is only a name, `__proto__` too), in the order they were first set:
 * a `Map`'s `size`, `get` and `set` on two lists, a name found by a loop (a route captures a few values, and a `Map`
 * made for each match cost more than the loop; a link's many query items, merged into them, cost a loop each as
 * the insertion sort of their names does).
 */
export class Captures {
  /** @param {number} room  how many values it will likely hold (more are taken too) */
  constructor(room) {
    /** @type {string[]} */
    this.names = new Array(room);
    /** @type {(string | string[])[]} */
    this.values = new Array(room);
    this.size = 0;
  }

  /** @param {string} name */
  at(name) {
    for (let k = 0; k < this.size; k++) if (this.names[k] === name) return k;
    return -1;
  }

  /** @param {string} name @returns {string | undefined} */
  get(name) {
    const k = this.at(name);
    return k < 0 ? undefined : /** @type {string} */ (this.values[k]);
  }

  /**
   * `name`'s value, in the place of its value before, else after the others.
   * @param {string} name @param {string | string[]} value
   */
  set(name, value) {
    const k = this.at(name);
    if (k >= 0) { this.values[k] = value; return; }
    this.names[this.size] = name;
    this.values[this.size++] = value;
  }

  /**
   * Every value into `into`, as `set` puts it.
   * @param {Captures} into
   */
  copyInto(into) { for (let k = 0; k < this.size; k++) into.set(this.names[k], this.values[k]); }
}

const INT_MAX = BigInt("9223372036854775807");

/** @param {Uint8Array} b */
function isInt(b) {
  let k = 0, negative = false;
  if (b.length && (b[0] === 45 || b[0] === 43)) { negative = b[0] === 45; k = 1; }
  if (k === b.length) return false;
  for (let j = k; j < b.length; j++) if (!isDigit(b[j])) return false;
  // 18 digits are below 2^63 - 1 whatever they are: no BigInt needed.
  return b.length - k <= 18 || BigInt(text(b.slice(k))) <= (negative ? INT_MAX + BigInt(1) : INT_MAX);
}

/** @param {Uint8Array} b */
function isFloat(b) {
  const n = b.length;
  let k = 0;
  const digits = () => { const s = k; while (k < n && isDigit(b[k])) k++; return k - s; };
  if (k < n && (b[k] === 45 || b[k] === 43)) k++;
  let mantissa = digits();
  if (k < n && b[k] === 46) { k++; mantissa += digits(); }
  if (mantissa === 0) return false;
  if (k < n && (b[k] | 0x20) === 101) {
    k++;
    if (k < n && (b[k] === 45 || b[k] === 43)) k++;
    if (digits() === 0) return false;
  }
  return k === n && isFinite(Number(text(b)));
}

/** @param {Uint8Array} b */
function isUUID(b) {
  if (b.length !== 36) return false;
  for (let k = 0; k < 36; k++) {
    if (k === 8 || k === 13 || k === 18 || k === 23) {
      if (b[k] !== 45) return false;
    } else if (hexValue(b[k]) < 0) return false;
  }
  return true;
}

/**
 * The built-in parameter types' checks; a custom type's is the app's.
 * @type {Record<string, (b: Uint8Array) => boolean>}
 */
const TYPES = { int: isInt, float: isFloat, uuid: isUUID, string: () => true };

/**
 * Whether the matcher knows the type (a built-in one); a custom type is registered in the app's code.
 * @param {string} name
 */
export function knowsType(name) { return Object.prototype.hasOwnProperty.call(TYPES, name); }

/**
 * Whether a capture's check accepts the bytes: true, false, or {unknown: why}. A part with `e: true` (a
 * capture that may be empty, `<name?>`) accepts the empty value too.
 * @param {Part} part @param {Uint8Array} b @returns {boolean | Unknown}
 */
export function accepts(part, b) {
  if (b.length === 0) return part.e === true;
  if (part.c === "any") return true;
  if (part.c === "type") {
    const name = /** @type {string} */ (part.t);
    return knowsType(name) ? TYPES[name](b) : { unknown: "the custom type <" + name + "> is not known to the page" };
  }
  if (!part.program) return { unknown: "its regular expression (" + part.r + ") did not compile in the tool" };
  return segmentMatches(part, b);
}

/**
 * Whether b[from..<to] is `.` or `..`.
 * @param {Uint8Array} b @param {number} from @param {number} to
 */
export function isDot(b, from, to) {
  return (to - from === 1 && b[from] === 46) || (to - from === 2 && b[from] === 46 && b[from + 1] === 46);
}

/** @param {Uint8Array} needle @param {Uint8Array} b @param {number} from @param {number} to */
function find(needle, b, from, to) {
  for (let s = from; s >= 0 && s + needle.length <= to; s++) {
    if (sameBytesAt(needle, b, s)) return s;
  }
  return -1;
}

/**
 * SegmentMatcher.match: [start, end) per capture, false, or {unknown}. Literal text compares with `b` (a '+'
 * as written), each capture's check judges its range of `v`, the segment as values read it.
 * @param {Part[]} parts @param {Uint8Array} b @param {Uint8Array} v @returns {number[][] | false | Unknown}
 */
export function matchDynamic(parts, b, v) { return matchPieces(piecesOf(parts), b, v); }

/**
 * A dynamic segment's parts with their literal text encoded.
 * @param {Part[]} parts @returns {Piece[]}
 */
export function piecesOf(parts) {
  return parts.map((p) => ({ lit: p.l !== undefined ? encoder.encode(p.l) : null, part: p }));
}

/**
 * matchDynamic with the parts' literal text already encoded.
 * @param {Piece[]} pieces @param {Uint8Array} b @param {Uint8Array} v @returns {number[][] | false | Unknown}
 */
export function matchPieces(pieces, b, v) {
  if (pieces.length === 1 && !pieces[0].lit) {
    const whole = accepts(pieces[0].part, v);
    return whole === true ? [[0, b.length]] : whole;
  }
  let lo = 0, hi = b.length, first = 0, last = pieces.length;
  const slots = [];
  const prefix = pieces[0].lit;
  if (prefix) {
    if (hi - lo < prefix.length || !sameBytesAt(prefix, b, 0)) return false;
    lo += prefix.length; first = 1;
  }
  const suffix = last > first ? pieces[last - 1].lit : null;
  if (suffix) {
    if (hi - lo < suffix.length || !sameBytesAt(suffix, b, hi - suffix.length)) return false;
    hi -= suffix.length; last--;
  }
  let position = lo, k = first;
  while (k < last) {
    const check = pieces[k];
    if (check.lit) return false;
    const least = check.part.e ? 0 : 1, after = k + 1 < last ? pieces[k + 1].lit : null;
    let captureEnd = hi, next = hi;
    if (after) {
      const found = find(after, b, position + least, hi);
      if (found < 0) return false;
      captureEnd = found; next = found + after.length; k += 2;
    } else k++;
    if (captureEnd < position + least || isDot(b, position, captureEnd)) return false;
    const ok = accepts(check.part, v.slice(position, captureEnd));
    if (ok !== true) return ok;
    slots.push([position, captureEnd]);
    position = next;
  }
  return position === hi || (last === first && position === lo) ? slots : false;
}
