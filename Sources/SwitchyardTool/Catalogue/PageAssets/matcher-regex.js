(function (M) {
  // MARK: Regular expressions (CompiledRegexProgram). The tool embeds each regex as the package compiled it
  // (CatalogueRegexProgram.swift): instructions over Unicode scalars and scalar sets. The page runs that
  // program with a Thompson simulation, as the package does, never as a JavaScript RegExp: a backtracking
  // engine takes exponential time on a regex such as (a*a*a*b) and folds letters the package does not (ADR 0002).

  var SCALAR = 0, SET = 1, ANY = 2, SPLIT = 3, JUMP = 4, MATCH = 5;

  // The text's Unicode scalars; invalid UTF-8 reads as U+FFFD per maximal invalid subpart, as the package reads it.
  function scalarsOfBytes(bytes) { return scalarsOf(M.text(bytes)); }
  function scalarsOf(string) {
    var result = [];
    for (var c of M.text(M.encoder.encode(string))) result.push(c.codePointAt(0));
    return result;
  }

  // Whether instruction `pc` consumes `c`. A set's ranges are sorted pairs [low, high, low, high, …].
  function consumes(program, pc, c) {
    var op = program.i[3 * pc], x = program.i[3 * pc + 1];
    if (op === SCALAR) return c === x;
    if (op === ANY) return true;
    if (op !== SET) return false;
    var ranges = program.s[x];
    for (var k = 0; k < ranges.length && ranges[k] <= c; k += 2) if (c <= ranges[k + 1]) return true;
    return false;
  }

  // Follows jumps and splits from `pc`, adding every consuming instruction reached to `list` once per position
  // (`seen[pc] === mark`); calls `onMatch` when the match instruction is reached.
  function closure(program, pc, seen, mark, list, onMatch) {
    var stack = [pc];
    while (stack.length) {
      var top = stack.pop();
      if (seen[top] === mark) continue;
      seen[top] = mark;
      var op = program.i[3 * top];
      if (op === JUMP) stack.push(program.i[3 * top + 1]);
      else if (op === SPLIT) stack.push(program.i[3 * top + 2], program.i[3 * top + 1]);
      else if (op === MATCH) onMatch();
      else list.push(top);
    }
  }

  // SegmentRegex.wholeMatch: whether the program matches the whole of `input` (scalars). Time linear in the
  // input, times the program's size.
  function wholeMatch(program, input) {
    var size = program.i.length / 3, seen = new Int32Array(size).fill(-1), matched = false;
    function onMatch() { matched = true; }
    var current = [];
    closure(program, 0, seen, 0, current, onMatch);
    for (var position = 0; position < input.length; position++) {
      if (!current.length) return false;
      var next = [];
      matched = false;
      for (var t = 0; t < current.length; t++) {
        if (consumes(program, current[t], input[position])) closure(program, current[t] + 1, seen, position + 1, next, onMatch);
      }
      current = next;
    }
    return matched;
  }

  // CapturingRegex.latestStarts: for each position p up to `limit`, the latest start s (with starts[s]) such
  // that the program matches input[s..<p], or -1. Threads carry their start and are kept latest start first,
  // so the first thread to reach a state is the one kept.
  function latestStarts(program, input, starts, limit) {
    var size = program.i.length / 3, seen = new Int32Array(size).fill(-1), best = [], current = [];
    var lastStart = starts.slice(0, limit + 1).lastIndexOf(true);
    for (var position = 0; position <= limit; position++) {
      var next = [], matched = -1;
      var add = function (pc, start) {
        var reached = [];
        closure(program, pc, seen, position, reached, function () { if (matched < 0) matched = start; });
        reached.forEach(function (at) { next.push({ pc: at, start: start }); });
      };
      if (starts[position]) add(0, position);
      if (position > 0) {
        current.forEach(function (thread) { if (consumes(program, thread.pc, input[position - 1])) add(thread.pc + 1, thread.start); });
      }
      best.push(matched);
      current = next;
      if (!current.length && position >= lastStart) break;
    }
    while (best.length <= limit) best.push(-1);
    return best;
  }

  // A segment regex's check of a capture's bytes.
  function segmentMatches(part, bytes) { return wholeMatch(part.program, scalarsOfBytes(bytes)); }

  // CapturingRegex.decodedCaptures: null when the regex does not match the whole text, else each named group's
  // text, percent-decoded. Forward, where each piece can end; backward from the end, each piece starts as late
  // as it can, so earlier groups take the most.
  function regexCaptures(rule, text) {
    var input = scalarsOf(text);
    if (!wholeMatch(rule.program, input)) return null;
    var reachable = [input.map(function () { return false; }).concat([false])];
    reachable[0][0] = true;
    rule.pieces.forEach(function (piece) {
      var starts = latestStarts(piece.program, input, reachable[reachable.length - 1], input.length);
      reachable.push(starts.map(function (s) { return s >= 0; }));
    });
    var captures = {}, end = input.length;
    for (var k = rule.pieces.length - 1; k >= 0; k--) {
      var start = latestStarts(rule.pieces[k].program, input, reachable[k], end)[end];
      if (start < 0) return null;
      if (rule.pieces[k].name !== null) {
        var value = input.slice(start, end).map(function (c) { return String.fromCodePoint(c); }).join("");
        captures[rule.pieces[k].name] = M.text(M.decode(M.encoder.encode(value), false));
      }
      end = start;
    }
    return captures;
  }

  // Regex rule `index` on `text` (the URL before its query and fragment): {captures}, null when it does not
  // match, or {unknown: why} when the tool could not cut it at its named groups.
  function evaluateRegexRule(rule, index, text) {
    if (!rule.pieces) return { unknown: "rewrite " + (index + 1) + "'s regular expression (" + rule.from + ") could not be cut at its named groups" };
    var captures = regexCaptures(rule, text);
    return captures ? { captures: captures } : null;
  }

  M.segmentMatches = segmentMatches;
  M.evaluateRegexRule = evaluateRegexRule;
})(SwitchyardMatcher);
