// @ts-check
// The taken URL (TakenURL), what intake (matcher-intake.js) makes of a URL it takes in: its layout, and the parts
// matching reads, percent-decoded (matcher-decoding.js) when first read and kept.

import { lowercasedText, text } from "./matcher-bytes.js";
import { bytesOf, decodeRange, decodedASCII, decodedText, queryItems, segmentsOf } from "./matcher-decoding.js";

/** @typedef {import("./matcher-types.js").MatchOptions} MatchOptions */
/** @typedef {import("./matcher-types.js").Layout} Layout */
/** @typedef {import("./matcher-types.js").QueryItem} QueryItem */
/** @typedef {import("./matcher-types.js").PathTexts} PathTexts */

/**
 * A taken-in URL (TakenURL): its layout, and the parts matching reads, each made when first read and kept (a
 * match reads a URL's segments for every route it tries; most answers read no fragment or query).
 */
export class Taken {
  /** @param {string} string @param {string} b @param {Layout} L @param {MatchOptions} options */
  constructor(string, b, L, options) {
    this.string = string; this.bytes = b; this.layout = L; this.options = options;
    /** Each UTF-16 unit one byte: offsets in the bytes are offsets in the string. */
    this.ascii = string.length === b.length;
    /** @type {string | null | undefined} */
    this.madeScheme = undefined;
    this.hasFragmentPath = L.fragmentPathEnd >= 0;
    /** @type {string | null | undefined} */
    this.madeHost = undefined;
    /** @type {(Uint8Array[] | undefined)[] | null} */
    this.made = null;
    /** @type {PathTexts | null} */
    this.madeTexts = null;
    /** @type {QueryItem[] | null} */
    this.madeQuery = null;
    /** @type {QueryItem[] | null} */
    this.madeFragmentQuery = null;
    /** What matching makes of the host when a route that takes it is tried (matcher-matching.js). */
    /** @type {import("./matcher-matching.js").HostInput | null} */
    this.hostForms = null;
  }

  /**
   * The host, decoded and lowercased (read only by a route or `accept` that names one, and by answers that say it).
   * @returns {string | null}
   */
  get host() {
    const L = this.layout;
    if (this.madeHost === undefined) this.madeHost = L.hostStart < 0 ? null : lowercasedText(decodedText(this, L.hostStart, L.hostEnd, false));
    return this.madeHost;
  }

  /**
   * The scheme, lowercased (its bytes are ASCII, and so is all before them), made when first read: a table that
   * routes no scheme and accepts any origin reads none (a slice and its lowercasing were a twentieth of a match).
   * @returns {string | null}
   */
  get scheme() {
    const end = this.layout.schemeEnd;
    if (this.madeScheme === undefined) this.madeScheme = end < 0 ? null : this.string.slice(0, end).toLowerCase();
    return this.madeScheme;
  }

  /**
   * The URL's text from `start` to `end` as written, or null where it has no such part (`start` is -1).
   * @param {number} start @param {number} end
   */
  rawText(start, end) { return start < 0 ? null : this.ascii ? this.string.slice(start, end) : text(bytesOf(this.bytes, start, end)); }

  get fragment() { return this.rawText(this.layout.fragmentStart, this.layout.fragmentEnd); }
  get rawQuery() { return this.rawText(this.layout.queryStart, this.layout.queryEnd); }
  /** @returns {QueryItem[]} */
  get query() {
    const L = this.layout;
    return this.madeQuery || (this.madeQuery = queryItems(this, L.queryStart, L.queryEnd, L.queryItems));
  }
  /** @returns {QueryItem[]} */
  get fragmentQuery() {
    const L = this.layout;
    return this.madeFragmentQuery
      || (this.madeFragmentQuery = queryItems(this, L.fragmentQueryStart, L.fragmentEnd, L.items - L.queryItems));
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
    /** @type {(Uint8Array[] | undefined)[]} */
    const made = this.made || (this.made = []), known = made[key];
    if (known) return known;
    const hostPart = L.hostIsPath || (withHost && L.hostStart >= 0) ? segmentsOf(b, L.hostStart, L.hostEnd, plus) : [];
    return (made[key] = hostPart.concat(segmentsOf(b, L.pathStart, L.pathEnd, plus)));
  }

  /** `segments(false, false)` as `PathTexts`. */
  pathTexts() {
    if (this.madeTexts) return this.madeTexts;
    // The scan kept each segment's raw text (its bytes), one after another: those not plain are decoded here.
    const L = this.layout, kept = L.texts, count = L.pathSegments + (L.hostIsPath ? 1 : 0);
    const texts = kept.texts.length === count ? kept.texts : kept.texts.slice(0, count);
    for (let k = 0; k < count; k++) {
      if (k < 30 && (kept.plain >> k & 1) === 1) continue;
      texts[k] = this.ascii ? decodedASCII(texts[k], false) : text(decodeRange(texts[k], 0, texts[k].length, false));
    }
    kept.texts = texts;
    return (this.madeTexts = kept);
  }

  /** @param {boolean} plus @returns {Uint8Array[]} */
  fragmentSegments(plus) {
    const L = this.layout, key = plus && this.options.decodePlus ? 5 : 4;
    /** @type {(Uint8Array[] | undefined)[]} */
    const made = this.made || (this.made = []);
    return made[key] || (made[key] = this.hasFragmentPath ? segmentsOf(this.bytes, L.fragmentStart, L.fragmentPathEnd, plus) : []);
  }
}
