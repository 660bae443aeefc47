// @ts-check
// Regular expressions (CompiledRegexProgram). The tool embeds each regex as the package compiled it
// (CatalogueRegexProgram.swift): instructions over Unicode scalars and scalar sets. The matcher runs that
// program with a Thompson simulation, as the package does, never as a JavaScript RegExp: a backtracking
// engine takes exponential time on a regex such as (a*a*a*b) and folds letters the package does not (ADR 0002).

import { encoder, text } from "./matcher-bytes.js";
import { decode } from "./matcher-decoding.js";

/** @typedef {import("./matcher-types.js").RegexProgram} RegexProgram */
/** @typedef {import("./matcher-types.js").RewriteRule} RewriteRule */
/** @typedef {import("./matcher-types.js").Part} Part */

const SCALAR = 0, SET = 1, ANY = 2, SPLIT = 3, JUMP = 4, MATCH = 5;

/**
 * The lists the simulations work in, kept between runs (issue #92): a typed array of more than 64 bytes is allocated
 * outside V8's heap, at about 200 ns each here, and a regex rule's match made some twenty of them (most of the
 * match of a link it rewrote). No simulation starts another while it runs, so each use takes a slot of its own
 * (the names below), grown when too short, and reads only the entries it wrote.
 * @type {Int32Array[]}
 */
const slots = [];
const WHOLE_SEEN = 0, WHOLE_STACK = 1, WHOLE_CURRENT = 2, WHOLE_NEXT = 3;
const PIECE_SEEN = 4, PIECE_STACK = 5, PIECE_CURRENT_PC = 6, PIECE_CURRENT_START = 7, PIECE_NEXT_PC = 8, PIECE_NEXT_START = 9;
/** The first piece's starts; then each piece's latest starts, from this slot on. */
const FIRST_STARTS = 10, LATEST = 11;

/**
 * Slot `k`'s list, at least `length` long, its first `length` entries `fill` when given.
 * @param {number} k @param {number} length @param {number} [fill]
 */
function slot(k, length, fill) {
  let list = slots[k];
  if (!list || list.length < length) list = slots[k] = new Int32Array(Math.max(length, 64));
  if (fill !== undefined) list.fill(fill, 0, length);
  return list;
}

/**
 * The text's Unicode scalars, as the package reads it (invalid UTF-8 as U+FFFD).
 * @param {Uint8Array} bytes
 */
function scalarsOfBytes(bytes) {
  // An ASCII value, as most captures are: its bytes are its scalars (no text made of them and encoded again).
  for (let k = 0; k < bytes.length; k++) if (bytes[k] >= 0x80) return scalarsOf(text(bytes));
  return bytes;
}

/** @param {string} string @returns {number[]} */
function scalarsOf(string) {
  const result = [];
  // ASCII, as most links are: each unit is its scalar (no UTF-8 made of it and decoded again).
  let k = 0;
  while (k < string.length && string.charCodeAt(k) < 0x80) result.push(string.charCodeAt(k++));
  if (k === string.length) return result;
  result.length = 0;
  for (const c of text(encoder.encode(string))) result.push(/** @type {number} */ (c.codePointAt(0)));
  return result;
}

/**
 * Whether instruction `pc` consumes `c`. A set's ranges are sorted pairs [low, high, low, high, …].
 * @param {RegexProgram} program @param {number} pc @param {number} c
 */
function consumes(program, pc, c) {
  const op = program.i[3 * pc], x = program.i[3 * pc + 1];
  if (op === SCALAR) return c === x;
  if (op === ANY) return true;
  if (op !== SET) return false;
  const ranges = program.s[x];
  for (let k = 0; k < ranges.length && ranges[k] <= c; k += 2) if (c <= ranges[k + 1]) return true;
  return false;
}

/**
 * SegmentRegex.wholeMatch: whether the program matches the whole of `input` (scalars). Time linear in the
 * input, times the program's size; the thread lists are allocated once, not per position.
 * @param {RegexProgram} program @param {ArrayLike<number>} input
 * @param {number} [skip] how many of the program's first instructions, SCALARs, the input is known to match
 *   (asciiPrefix): the simulation starts after them
 */
function wholeMatch(program, input, skip = 0) {
  const size = program.i.length / 3;
  const seen = slot(WHOLE_SEEN, size, -1), stack = slot(WHOLE_STACK, 2 * size + 1);
  let current = slot(WHOLE_CURRENT, size), next = slot(WHOLE_NEXT, size), currentCount = 0, nextCount = 0;
  let matched = false;
  /** @param {number} pc @param {number} mark */
  const add = (pc, mark) => {
    let top = 0;
    stack[top++] = pc;
    while (top > 0) {
      const at = stack[--top];
      if (seen[at] === mark) continue;
      seen[at] = mark;
      const op = program.i[3 * at];
      if (op === JUMP) stack[top++] = program.i[3 * at + 1];
      else if (op === SPLIT) { stack[top++] = program.i[3 * at + 2]; stack[top++] = program.i[3 * at + 1]; }
      else if (op === MATCH) matched = true;
      else next[nextCount++] = at;
    }
  };
  add(skip, skip);
  [current, next, currentCount] = [next, current, nextCount];
  for (let position = skip; position < input.length; position++) {
    if (!currentCount) return false;
    nextCount = 0;
    matched = false;
    for (let t = 0; t < currentCount; t++) {
      if (consumes(program, current[t], input[position])) add(current[t] + 1, position + 1);
    }
    [current, next, currentCount] = [next, current, nextCount];
  }
  return matched;
}

/**
 * CapturingRegex.latestStarts: for each position p of the input, the latest start s (one where starts[s] >= 0) such
 * that the program matches input[s..<p], or -1, written into `best`. Threads carry their start and are kept latest
 * start first, so the first thread to reach a state is the one kept. The thread lists and the stack are slots (kept
 * between runs), not lists made per position: a piece costs one pass over the input times its size.
 * @param {RegexProgram} program @param {ArrayLike<number>} input @param {Int32Array} starts @param {Int32Array} best
 * @returns {Int32Array}
 */
function latestStarts(program, input, starts, best) {
  best.fill(-1, 0, input.length + 1);
  const literal = literalText(program);
  if (literal) return literalStarts(literal, input, starts, best);
  const size = program.i.length / 3, code = program.i;
  const seen = slot(PIECE_SEEN, size, -1);
  let currentPC = slot(PIECE_CURRENT_PC, size), currentStart = slot(PIECE_CURRENT_START, size), currentCount = 0;
  let nextPC = slot(PIECE_NEXT_PC, size), nextStart = slot(PIECE_NEXT_START, size), nextCount = 0;
  // One add pushes its pc, then at most two per instruction it visits once.
  const stack = slot(PIECE_STACK, 2 * size + 1);
  let lastStart = -1, firstStart = 0, matched = -1;
  for (let p = input.length; p >= 0; p--) if (starts[p] >= 0) { lastStart = p; break; }
  // Before the first start no thread runs: nothing is simulated there (a piece after a rule's literal origin).
  while (firstStart < lastStart && starts[firstStart] < 0) firstStart++;
  /** @param {number} pc @param {number} start @param {number} position */
  const add = (pc, start, position) => {
    let top = 0;
    stack[top++] = pc;
    while (top > 0) {
      const at = stack[--top];
      if (seen[at] === position) continue;
      seen[at] = position;
      const op = code[3 * at];
      if (op === JUMP) stack[top++] = code[3 * at + 1];
      else if (op === SPLIT) { stack[top++] = code[3 * at + 2]; stack[top++] = code[3 * at + 1]; }
      else if (op === MATCH) { if (matched < 0) matched = start; }
      else { nextPC[nextCount] = at; nextStart[nextCount] = start; nextCount++; }
    }
  };
  for (let position = firstStart; position <= input.length; position++) {
    nextCount = 0;
    matched = -1;
    if (starts[position] >= 0) add(0, position, position);
    if (position > 0) {
      const c = input[position - 1];
      for (let t = 0; t < currentCount; t++) {
        if (consumes(program, currentPC[t], c)) add(currentPC[t] + 1, currentStart[t], position);
      }
    }
    best[position] = matched;
    [currentPC, nextPC] = [nextPC, currentPC];
    [currentStart, nextStart] = [nextStart, currentStart];
    currentCount = nextCount;
    if (!currentCount && position >= lastStart) break;
  }
  return best;
}

/**
 * The scalars of a program that reads only single scalars, one after the other, then matches; else null.
 * @param {RegexProgram} program @returns {number[] | null}
 */
function literalText(program) {
  const known = literals.get(program);
  if (known !== undefined) return known;
  const size = program.i.length / 3;
  /** @type {number[] | null} */
  let literal = program.i[3 * (size - 1)] === MATCH ? [] : null;
  for (let pc = 0; pc < size - 1 && literal; pc++) {
    if (program.i[3 * pc] !== SCALAR) literal = null;
    else literal.push(program.i[3 * pc + 1]);
  }
  literals.set(program, literal);
  return literal;
}

/** Each piece program's literal text (literalText), found at its first run. @type {WeakMap<RegexProgram, number[] | null>} */
const literals = new WeakMap();

/**
 * latestStarts for literal text (the `/` or `-` between two groups, or nothing): a match ending at p starts at
 * p - length, compared, not simulated.
 * @param {number[]} literal @param {ArrayLike<number>} input @param {Int32Array} starts @param {Int32Array} best
 * @returns {Int32Array}
 */
function literalStarts(literal, input, starts, best) {
  for (let end = literal.length; end <= input.length; end++) {
    const start = end - literal.length;
    if (starts[start] < 0) continue;
    let same = true;
    for (let k = 0; k < literal.length && same; k++) same = input[start + k] === literal[k];
    if (same) best[end] = start;
  }
  return best;
}

/**
 * A segment regex's check of a capture's bytes.
 * @param {Part} part @param {Uint8Array} bytes
 */
export function segmentMatches(part, bytes) {
  return wholeMatch(/** @type {RegexProgram} */ (part.program), scalarsOfBytes(bytes));
}

/**
 * CapturingRegex.decodedCaptures: null when the regex does not match the whole text, else each named group's
 * text, percent-decoded. Forward, where each piece can end; backward from the end, each piece starts as late
 * as it can, so earlier groups take the most.
 * `skip`: how many scalars of the input the rule's ASCII prefix is known to match.
 * @param {RewriteRule} rule @param {string} string @param {number} skip @returns {Record<string, string> | null}
 */
function regexCaptures(rule, string, skip) {
  const input = scalarsOf(string), ascii = input.length === string.length && input.every((c) => c < 0x80);
  const pieces = rule.pieces || [];
  if (!wholeMatch(/** @type {RegexProgram} */ (rule.program), input, skip)) return null;
  // Forward, one pass per piece: the latest start of a match of each piece ending at each position; a piece starts
  // where the one before it can end (where its latest start is not -1), the first at 0.
  const latest = [];
  let reachable = slot(FIRST_STARTS, input.length + 1, -1);
  reachable[0] = 0;
  for (let k = 0; k < pieces.length; k++) {
    reachable = latestStarts(pieces[k].program, input, reachable, slot(LATEST + k, input.length + 1));
    latest.push(reachable);
  }
  /** @type {Record<string, string>} */
  const captures = {};
  let end = input.length;
  for (let k = pieces.length - 1; k >= 0; k--) {
    const start = latest[k][end];
    if (start < 0) return null;
    const name = pieces[k].name;
    if (name !== null) {
      // An ASCII value without an escape, as most are, is its own decoding.
      const value = ascii ? string.slice(start, end) : input.slice(start, end).map((c) => String.fromCodePoint(c)).join("");
      captures[name] = ascii && value.indexOf("%") < 0 ? value : text(decode(encoder.encode(value), false));
    }
    end = start;
  }
  return captures;
}

/**
 * The ASCII text every match of a regex rule starts with (asciiPrefix): "" for a rule the tool could not cut at its
 * named groups, which evaluateRegexRule answers for every link.
 * @param {RewriteRule} rule
 */
export function regexStart(rule) { return rule.pieces && rule.program ? asciiPrefix(rule.program) : ""; }

/** Each rule program's ASCII prefix (asciiPrefix), found at its first try. @type {WeakMap<RegexProgram, string>} */
const prefixes = new WeakMap();

/**
 * The ASCII text every match of `program` starts with: the scalars of the SCALAR instructions from its first on
 * (a whole match starts at instruction 0, and a SCALAR goes on only to the next, so the first n scalars of the
 * input must be those). A rule such as `^https://m\.shop\.example/p(?<id>[0-9]+)$` starts with its origin: a link
 * of another is refused by comparing text, not by a simulation (issue #92: three such rules cost most of the match
 * of every link they did not rewrite). Only ASCII: a unit of the string is a scalar of the input up to there.
 * @param {RegexProgram} program
 */
function asciiPrefix(program) {
  let prefix = prefixes.get(program);
  if (prefix !== undefined) return prefix;
  prefix = "";
  for (let pc = 0; 3 * pc < program.i.length && program.i[3 * pc] === SCALAR && program.i[3 * pc + 1] < 0x80; pc++) {
    prefix += String.fromCharCode(program.i[3 * pc + 1]);
  }
  prefixes.set(program, prefix);
  return prefix;
}

/**
 * Regex rule `index` on `string` (the URL before its query and fragment): `{captures}`, null when it does not
 * match, or `{unknown: why}` when the tool could not cut it at its named groups.
 * @param {RewriteRule} rule @param {number} index @param {string} string
 * @returns {{captures: Record<string, string>} | {unknown: string} | null}
 */
export function evaluateRegexRule(rule, index, string) {
  if (!rule.pieces) {
    return { unknown: "rewrite " + (index + 1) + "'s regular expression (" + rule.from + ") could not be cut at its named groups" };
  }
  const prefix = asciiPrefix(/** @type {RegexProgram} */ (rule.program));
  if (!string.startsWith(prefix)) return null;
  const captures = regexCaptures(rule, string, prefix.length);
  return captures ? { captures } : null;
}
