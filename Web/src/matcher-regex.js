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
  const seen = new Int32Array(size).fill(-1), stack = new Int32Array(2 * size + 1);
  let current = new Int32Array(size), next = new Int32Array(size), currentCount = 0, nextCount = 0;
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
 * CapturingRegex.latestStarts: for each position p of the input, the latest start s (with starts[s]) such that
 * the program matches input[s..<p], or -1. Threads carry their start and are kept latest start first, so the
 * first thread to reach a state is the one kept. The thread lists and the stack are allocated once per run, not
 * per position: a piece costs one pass over the input times its size.
 * @param {RegexProgram} program @param {number[]} input @param {Uint8Array} starts
 * @returns {Int32Array}
 */
function latestStarts(program, input, starts) {
  const literal = literalText(program);
  if (literal) return literalStarts(literal, input, starts);
  const size = program.i.length / 3, code = program.i;
  const seen = new Int32Array(size).fill(-1), best = new Int32Array(input.length + 1).fill(-1);
  let currentPC = new Int32Array(size), currentStart = new Int32Array(size), currentCount = 0;
  let nextPC = new Int32Array(size), nextStart = new Int32Array(size), nextCount = 0;
  // One add pushes its pc, then at most two per instruction it visits once.
  const stack = new Int32Array(2 * size + 1);
  let lastStart = -1, matched = -1;
  for (let p = input.length; p >= 0; p--) if (starts[p]) { lastStart = p; break; }
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
  for (let position = 0; position <= input.length; position++) {
    nextCount = 0;
    matched = -1;
    if (starts[position]) add(0, position, position);
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
  const size = program.i.length / 3, literal = [];
  if (program.i[3 * (size - 1)] !== MATCH) return null;
  for (let pc = 0; pc < size - 1; pc++) {
    if (program.i[3 * pc] !== SCALAR) return null;
    literal.push(program.i[3 * pc + 1]);
  }
  return literal;
}

/**
 * latestStarts for literal text (the `/` or `-` between two groups, or nothing): a match ending at p starts at
 * p - length, compared, not simulated.
 * @param {number[]} literal @param {number[]} input @param {Uint8Array} starts @returns {Int32Array}
 */
function literalStarts(literal, input, starts) {
  const best = new Int32Array(input.length + 1).fill(-1);
  for (let end = literal.length; end <= input.length; end++) {
    const start = end - literal.length;
    if (!starts[start]) continue;
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
  const input = scalarsOf(string);
  const pieces = rule.pieces || [];
  if (!wholeMatch(/** @type {RegexProgram} */ (rule.program), input, skip)) return null;
  // Forward, one pass per piece: the latest start of a match of each piece ending at each position.
  const latest = [];
  let reachable = new Uint8Array(input.length + 1);
  reachable[0] = 1;
  for (const piece of pieces) {
    const starts = latestStarts(piece.program, input, reachable);
    latest.push(starts);
    reachable = new Uint8Array(input.length + 1);
    for (let p = 0; p <= input.length; p++) reachable[p] = starts[p] >= 0 ? 1 : 0;
  }
  /** @type {Record<string, string>} */
  const captures = {};
  let end = input.length;
  for (let k = pieces.length - 1; k >= 0; k--) {
    const start = latest[k][end];
    if (start < 0) return null;
    const name = pieces[k].name;
    if (name !== null) {
      const value = input.slice(start, end).map((c) => String.fromCodePoint(c)).join("");
      captures[name] = text(decode(encoder.encode(value), false));
    }
    end = start;
  }
  return captures;
}

/** Each rule program's ASCII prefix (asciiPrefix), found at its first try. @type {WeakMap<RegexProgram, string>} */
const prefixes = new WeakMap();

/**
 * The ASCII text every match of `program` starts with: the scalars of the SCALAR instructions from its first on
 * (a whole match starts at instruction 0, and a SCALAR goes on only to the next, so the first n scalars of the
 * input must be those). A rule such as `^https://m\.shop\.example/p(?<id>[0-9]+)$` starts with its origin: a link
 * of another is refused by comparing text, not by a simulation (issue #92: three such rules cost nine tenths of the
 * match of every link they did not rewrite). Only ASCII: a unit of the string is a scalar of the input up to there.
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
