// @ts-check
// Regular expressions (CompiledRegexProgram). The tool embeds each regex as the package compiled it
// (CatalogueRegexProgram.swift): instructions over Unicode scalars and scalar sets. The matcher runs that
// program with a Thompson simulation, as the package does, never as a JavaScript RegExp: a backtracking
// engine takes exponential time on a regex such as (a*a*a*b) and folds letters the package does not (ADR 0002).

import { decode, encoder, text } from "./matcher-intake.js";

/** @typedef {import("./matcher-types.js").RegexProgram} RegexProgram */
/** @typedef {import("./matcher-types.js").RewriteRule} RewriteRule */
/** @typedef {import("./matcher-types.js").Part} Part */

const SCALAR = 0, SET = 1, ANY = 2, SPLIT = 3, JUMP = 4, MATCH = 5;

/**
 * The text's Unicode scalars, as the package reads it (invalid UTF-8 as U+FFFD).
 * @param {Uint8Array} bytes
 */
function scalarsOfBytes(bytes) { return scalarsOf(text(bytes)); }

/** @param {string} string @returns {number[]} */
function scalarsOf(string) {
  const result = [];
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
 * Follows jumps and splits from `pc`, adding every consuming instruction reached to `list` once per position
 * (`seen[pc] === mark`); calls `onMatch` when the match instruction is reached.
 * @param {RegexProgram} program @param {number} pc @param {Int32Array} seen @param {number} mark
 * @param {number[]} list @param {() => void} onMatch
 */
function closure(program, pc, seen, mark, list, onMatch) {
  const stack = [pc];
  while (stack.length) {
    const top = /** @type {number} */ (stack.pop());
    if (seen[top] === mark) continue;
    seen[top] = mark;
    const op = program.i[3 * top];
    if (op === JUMP) stack.push(program.i[3 * top + 1]);
    else if (op === SPLIT) stack.push(program.i[3 * top + 2], program.i[3 * top + 1]);
    else if (op === MATCH) onMatch();
    else list.push(top);
  }
}

/**
 * SegmentRegex.wholeMatch: whether the program matches the whole of `input` (scalars). Time linear in the
 * input, times the program's size.
 * @param {RegexProgram} program @param {number[]} input
 */
function wholeMatch(program, input) {
  const seen = new Int32Array(program.i.length / 3).fill(-1);
  let matched = false, current = /** @type {number[]} */ ([]);
  const onMatch = () => { matched = true; };
  closure(program, 0, seen, 0, current, onMatch);
  for (let position = 0; position < input.length; position++) {
    if (!current.length) return false;
    /** @type {number[]} */
    const next = [];
    matched = false;
    for (const pc of current) {
      if (consumes(program, pc, input[position])) closure(program, pc + 1, seen, position + 1, next, onMatch);
    }
    current = next;
  }
  return matched;
}

/**
 * CapturingRegex.latestStarts: for each position p up to `limit`, the latest start s (with starts[s]) such
 * that the program matches input[s..<p], or -1. Threads carry their start and are kept latest start first,
 * so the first thread to reach a state is the one kept.
 * @param {RegexProgram} program @param {number[]} input @param {boolean[]} starts @param {number} limit
 */
function latestStarts(program, input, starts, limit) {
  const seen = new Int32Array(program.i.length / 3).fill(-1), best = [];
  const lastStart = starts.slice(0, limit + 1).lastIndexOf(true);
  /** @type {{pc: number, start: number}[]} */
  let current = [];
  for (let position = 0; position <= limit; position++) {
    /** @type {{pc: number, start: number}[]} */
    const next = [];
    let matched = -1;
    /** @param {number} pc @param {number} start */
    const add = (pc, start) => {
      /** @type {number[]} */
      const reached = [];
      closure(program, pc, seen, position, reached, () => { if (matched < 0) matched = start; });
      for (const at of reached) next.push({ pc: at, start });
    };
    if (starts[position]) add(0, position);
    if (position > 0) {
      for (const thread of current) {
        if (consumes(program, thread.pc, input[position - 1])) add(thread.pc + 1, thread.start);
      }
    }
    best.push(matched);
    current = next;
    if (!current.length && position >= lastStart) break;
  }
  while (best.length <= limit) best.push(-1);
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
 * @param {RewriteRule} rule @param {string} string @returns {Record<string, string> | null}
 */
function regexCaptures(rule, string) {
  const input = scalarsOf(string);
  const pieces = rule.pieces || [];
  if (!wholeMatch(/** @type {RegexProgram} */ (rule.program), input)) return null;
  const reachable = [input.map(() => false).concat([false])];
  reachable[0][0] = true;
  for (const piece of pieces) {
    const starts = latestStarts(piece.program, input, reachable[reachable.length - 1], input.length);
    reachable.push(starts.map((s) => s >= 0));
  }
  /** @type {Record<string, string>} */
  const captures = {};
  let end = input.length;
  for (let k = pieces.length - 1; k >= 0; k--) {
    const start = latestStarts(pieces[k].program, input, reachable[k], end)[end];
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
  const captures = regexCaptures(rule, string);
  return captures ? { captures } : null;
}
