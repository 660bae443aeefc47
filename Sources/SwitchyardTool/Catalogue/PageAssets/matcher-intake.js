"use strict";
// Switchyard's matcher, ported from the package's reference matcher (ReferenceMatcher.swift) and URL intake
// (URLLayout+Scan.swift, Docs/Normalization.md). It reads the table as `switchyard docs` embeds it (patterns
// already parsed) and answers as `switchyard match` does. Works on UTF-8 bytes, as the package does.
var SwitchyardMatcher = (function () {
  var encoder = new TextEncoder();
  var decoder = new TextDecoder("utf-8");
  var strict = new TextDecoder("utf-8", { fatal: true });

  function isAlpha(b) { b |= 0x20; return b >= 97 && b <= 122; }
  function isDigit(b) { return b >= 48 && b <= 57; }
  function isSchemeByte(b) { return isAlpha(b) || isDigit(b) || b === 43 || b === 45 || b === 46; }
  function isControl(b) { return b < 0x20 || b === 0x7f; }
  function hexValue(b) {
    if (isDigit(b)) return b - 48;
    if (b >= 97 && b <= 102) return b - 87;
    if (b >= 65 && b <= 70) return b - 55;
    return -1;
  }
  function asciiLower(b) { return b >= 65 && b <= 90 ? b | 0x20 : b; }
  function text(bytes) { return decoder.decode(bytes); }
  function validUTF8(bytes) { try { strict.decode(bytes); return true; } catch (e) { return false; } }
  function sameBytes(a, b, foldFirst) {
    if (a.length !== b.length) return false;
    for (var k = 0; k < a.length; k++) {
      if (foldFirst ? asciiLower(a[k]) !== asciiLower(b[k]) : a[k] !== b[k]) return false;
    }
    return true;
  }

  // MARK: Intake (refusals as URLIntakeError describes them)

  function Refusal(message) { this.message = message; }
  function control(b, i) {
    var hex = b.toString(16).toUpperCase();
    return new Refusal("URL contains control character U+" + "0000".slice(hex.length) + hex + " at byte " + i);
  }
  function nul(i) { return new Refusal("URL contains an encoded NUL (%00) at byte " + i); }
  function malformed(what, i) { return new Refusal("URL has a malformed authority at byte " + i + ": " + what); }
  function isEncodedNUL(b, i) { return i + 2 < b.length && b[i + 1] === 48 && b[i + 2] === 48; }

  // `.`, `..` (also as %2E) and %00 in one segment [start, end).
  function checkSegment(b, start, end) {
    var dots = 0, onlyDots = true, k = start;
    while (k < end) {
      if (b[k] === 46) { dots++; k++; }
      else if (b[k] === 37 && k + 2 < end) {
        if (b[k + 1] === 48 && b[k + 2] === 48) return nul(k);
        if (b[k + 1] === 50 && (b[k + 2] | 0x20) === 101) { dots++; k += 3; continue; }
        onlyDots = false; k++;
      } else { onlyDots = false; k++; }
    }
    if (onlyDots && (dots === 1 || dots === 2)) return new Refusal("URL contains a dot segment ('.' or '..') at byte " + start);
    return null;
  }

  function scanSegments(b, i, inFragment) {
    var count = 0, start = i, percent = false;
    function end(e) {
      if (e <= start) return null;
      if (percent || b[start] === 46) { var r = checkSegment(b, start, e); if (r) return r; }
      count++;
      return null;
    }
    while (i < b.length) {
      var c = b[i];
      if (c === 63 || (c === 35 && !inFragment)) break;
      if (c === 47) { var r = end(i); if (r) return r; start = i + 1; percent = false; }
      else if (isControl(c)) return control(c, i);
      else if (c === 37) percent = true;
      i++;
    }
    var last = end(i);
    return last || { end: i, count: count };
  }

  function scanQuery(b, i, stopAtHash) {
    var items = 0, start = i;
    while (i < b.length) {
      var c = b[i];
      if (stopAtHash && c === 35) break;
      if (isControl(c)) return control(c, i);
      if (c === 37 && isEncodedNUL(b, i)) return nul(i);
      if (c === 38) { if (i > start) items++; start = i + 1; }
      i++;
    }
    if (i > start) items++;
    return { end: i, count: items };
  }

  function hostIsPath(b, start, end, mode, bracketed, dot) {
    if (mode === "always") return true;
    if (mode === "never" || bracketed || dot) return false;
    return !sameBytes(b.subarray(start, end), encoder.encode("localhost"), true);
  }

  function scanAuthority(b, i, options, L) {
    var n = b.length, start = i, lastAt = -1, colon = -1, dot = false;
    for (; i < n; i++) {
      var c = b[i];
      if (c === 47 || c === 63 || c === 35) break;
      if (isControl(c)) return control(c, i);
      if (c === 92) return malformed("a backslash in the authority", i);
      if (c === 37) { if (isEncodedNUL(b, i)) return nul(i); L.hostHasPercent = true; }
      else if (c === 64) { lastAt = i; colon = -1; dot = false; }
      else if (c === 58) { if (colon < 0) colon = i; }
      else if (c === 46) dot = true;
    }
    var end = i, hostStart = lastAt >= 0 ? lastAt + 1 : start, hostEnd = end;
    var bracketed = hostStart < end && b[hostStart] === 91;
    if (bracketed) {
      var close = hostStart;
      while (close < end && b[close] !== 93) close++;
      if (close === end) return malformed("unterminated '['", hostStart);
      hostEnd = close + 1;
      if (hostEnd < end && b[hostEnd] !== 58) return malformed("unexpected character after ']'", hostEnd);
    } else if (colon >= 0) hostEnd = colon;
    for (var k = hostEnd + 1; k < end; k++) if (!isDigit(b[k])) return malformed("port is not a number", k);
    if (hostStart < hostEnd) {
      L.hostStart = hostStart; L.hostEnd = hostEnd;
      L.hostIsPath = hostIsPath(b, hostStart, hostEnd, options.hostAsPath, bracketed, dot);
      if (L.hostIsPath && (L.hostHasPercent || b[hostStart] === 46)) {
        var r = checkSegment(b, hostStart, hostEnd);
        if (r) return r;
      }
    }
    return end;
  }

  function scanFragment(b, i, L, counts) {
    var n = b.length, r;
    L.fragmentStart = i; L.fragmentEnd = n;
    if (i === n) { L.fragmentPathEnd = i; return null; }
    if (b[i] === 47) {
      r = scanSegments(b, i, true);
      if (r instanceof Refusal) return r;
      i = r.end; L.fragmentPathEnd = i; counts.segments += r.count;
      if (i < n) {
        L.fragmentQueryStart = i + 1;
        r = scanQuery(b, i + 1, false);
        if (r instanceof Refusal) return r;
        counts.items += r.count;
      }
      return null;
    }
    var equals = false, start = i;
    for (; i < n; i++) {
      if (isControl(b[i])) return control(b[i], i);
      if (b[i] === 61) equals = true;
      if (b[i] === 37 && isEncodedNUL(b, i)) return nul(i);
    }
    if (!equals) return null;
    L.fragmentQueryStart = start;
    r = scanQuery(b, start, false);
    if (r instanceof Refusal) return r;
    counts.items += r.count;
    return null;
  }

  // The URL's layout (byte offsets), or a Refusal.
  function scan(b, options) {
    var n = b.length, i = 0, r;
    var L = { schemeEnd: -1, hostStart: -1, hostEnd: -1, hostIsPath: false, hostHasPercent: false, pathStart: 0, pathEnd: 0,
      queryStart: -1, queryEnd: -1, fragmentStart: -1, fragmentEnd: -1, fragmentPathEnd: -1, fragmentQueryStart: -1 };
    if (n === 0) return new Refusal("URL is empty");
    if (n > options.maxURLLength) return new Refusal("URL is " + n + " bytes long; the limit is " + options.maxURLLength);
    if (isAlpha(b[0])) {
      var j = 1;
      while (j < n && isSchemeByte(b[j])) j++;
      if (j < n && b[j] === 58) { L.schemeEnd = j; i = j + 1; }
    }
    if (i + 1 < n && b[i] === 47 && b[i + 1] === 47) {
      r = scanAuthority(b, i + 2, options, L);
      if (r instanceof Refusal) return r;
      i = r;
    }
    L.pathStart = i;
    r = scanSegments(b, i, false);
    if (r instanceof Refusal) return r;
    i = r.end; L.pathEnd = i;
    var counts = { segments: r.count, items: 0 };
    if (i < n && b[i] === 63) {
      L.queryStart = i + 1;
      r = scanQuery(b, i + 1, true);
      if (r instanceof Refusal) return r;
      i = r.end; L.queryEnd = i; counts.items += r.count;
    }
    if (i < n && b[i] === 35) {
      r = scanFragment(b, i + 1, L, counts);
      if (r) return r;
    }
    if (counts.segments + (L.hostIsPath ? 1 : 0) > options.maxSegments) {
      return new Refusal("URL has more than " + options.maxSegments + " path segments");
    }
    if (counts.items > options.maxQueryItems) return new Refusal("URL has more than " + options.maxQueryItems + " query items");
    return L;
  }

  function decode(b, plus) {
    var out = new Uint8Array(b.length), w = 0;
    for (var k = 0; k < b.length; k++) {
      if (b[k] === 37 && k + 2 < b.length) {
        var hi = hexValue(b[k + 1]), lo = hexValue(b[k + 2]);
        if (hi >= 0 && lo >= 0) { out[w++] = hi << 4 | lo; k += 2; continue; }
      }
      out[w++] = plus && b[k] === 43 ? 32 : b[k];
    }
    return out.subarray(0, w);
  }

  function segmentsOf(b, start, end, plus) {
    var result = [], s = start;
    for (var k = start; k <= end; k++) {
      if (k === end || b[k] === 47) { if (k > s) result.push(decode(b.subarray(s, k), plus)); s = k + 1; }
    }
    return result;
  }

  function queryItems(b, start, end, plus) {
    var items = [], s = start;
    if (start < 0) return items;
    for (var k = start; k <= end; k++) {
      if (k !== end && b[k] !== 38) continue;
      if (k > s) {
        var eq = s;
        while (eq < k && b[eq] !== 61) eq++;
        var name = text(decode(b.subarray(s, eq), plus));
        var value = eq < k ? text(decode(b.subarray(eq + 1, k), plus)) : null;
        if (name !== "") items.push({ name: name, value: value });
      }
      s = k + 1;
    }
    return items;
  }

  // A taken-in URL: its layout and the parts matching reads.
  function intake(string, options) {
    var b = encoder.encode(string);
    var L = scan(b, options);
    if (L instanceof Refusal) return L;
    var url = { string: string, bytes: b, layout: L };
    url.scheme = L.schemeEnd < 0 ? null : text(b.subarray(0, L.schemeEnd)).toLowerCase();
    url.host = L.hostStart < 0 ? null : text(decode(b.subarray(L.hostStart, L.hostEnd), false)).toLowerCase();
    url.hasFragmentPath = L.fragmentPathEnd >= 0;
    url.fragment = L.fragmentStart < 0 ? null : text(b.subarray(L.fragmentStart, L.fragmentEnd));
    url.rawQuery = L.queryStart < 0 ? null : text(b.subarray(L.queryStart, L.queryEnd));
    url.query = queryItems(b, L.queryStart, L.queryEnd, options.decodePlus);
    url.fragmentQuery = queryItems(b, L.fragmentQueryStart, L.fragmentEnd, options.decodePlus);
    url.segments = function (plus, withHost) {
      var host = L.hostIsPath || (withHost && L.hostStart >= 0) ? segmentsOf(b, L.hostStart, L.hostEnd, plus) : [];
      return host.concat(segmentsOf(b, L.pathStart, L.pathEnd, plus));
    };
    url.fragmentSegments = function (plus) {
      return url.hasFragmentPath ? segmentsOf(b, L.fragmentStart, L.fragmentPathEnd, plus) : [];
    };
    url.origin = url.scheme === null ? "(none)" : url.host !== null ? url.scheme + "://" + url.host : url.scheme + ":";
    return url;
  }

  return { Refusal: Refusal, intake: intake, decode: decode, text: text, validUTF8: validUTF8, sameBytes: sameBytes,
    asciiLower: asciiLower, isDigit: isDigit, hexValue: hexValue, encoder: encoder };
})();
