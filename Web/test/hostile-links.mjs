// The hostile links of the package's own suite (Tests/SwitchyardMatchingTests/Intake/HostileInputTests.swift and
// Regressions/HardeningRegressionTests.swift), as data for the web module's suite (hostile-links.test.mjs): the
// same table, the same links, the same expected outcome in the same compact form ("handler name=value … *=[…]",
// or "✗ " and the reason). The "roomy" table raises the length limit to 65,536 bytes, the most a table may set
// (RouteTableFileFormat: four times the default), so that the segment and item limits are what stops a long link
// and long segments reach the matcher; where the package's suite uses 1 MiB or 100,000 of a thing there, this
// one uses what fits in 64 KiB. Links past the length limit are refused by length at every size.

/** The table every case runs against, as a route-table file. @param {number} [maxURLLength] */
export function hostileTable(maxURLLength) {
  /** @type {[string, string][]} */
  const routes = [
    ["shop://goods/<int:id>", "goods"],
    ["shop://goods/<int:id>/reviews(/<int:page>)", "reviews"],
    ["shop://user/:uid([0-9]{4,12})", "user"],
    ["shop://files/:name", "file"],
    ["shop://files/:name.pdf", "pdf"],
    ["shop://search/:q", "search"],
    ["shop://web", "web"],
    ["shop://pay/:id", "pay"],
    ["shop://\u641C\u7D22/:q", "cn.search"],
    ["shop://caf\u00E9/:x", "cafe"],
    ["shop://deep/*rest", "deep"],
    ["shop://re/:a((a|aa)*c)", "regex.alternation"],
    ["shop://re2/:a((a*)*b)", "regex.nested"],
    ["https://m.shop.example/goods/<int:id>", "web.goods"],
    ["/help/<path:topic>", "help"],
    ["/admin/<path:rest>", "admin"],
  ];
  /** @type {Record<string, unknown>} */
  const options = { accept: ["shop", "https://m.shop.example"] };
  if (maxURLLength !== undefined) options.maxURLLength = maxURLLength;
  return { options, namespaces: { shop: { fallbackToGlobal: true } },
    routes: routes.map(([pattern, handler]) => ({ pattern, handler })) };
}

export const ROOMY = 65_536;
const KIB64 = 60_000;
const a5000 = "a".repeat(5_000), q16k = "q".repeat(16_384 - "shop://search/".length), huge = "x".repeat(KIB64);
const items512 = Array.from({ length: 512 }, (_, k) => "k" + k + "=v").join("&");
const sorted512 = Array.from({ length: 512 }, (_, k) => "k" + k).sort().map((k) => k + "=v").join(" ");
const noRoute = (/** @type {string} */ path) => "✗ no route matches " + path + " in namespaces shop and global";
const cut = (/** @type {string} */ text, /** @type {number} */ keep, /** @type {number} */ length) =>
  text.slice(0, keep) + "… (" + length + " characters)";

/** @typedef {{name: string, url: string, expected: string, roomy?: boolean}} HostileCase */

/** @type {HostileCase[]} */
export const cases = [
  // size
  { name: "1 MiB URL", url: "shop://goods/" + "7".repeat((1 << 20) - 13),
    expected: "✗ refused: URL is 1048576 bytes long; the limit is 16384" },
  { name: "exactly the length limit", url: "shop://search/" + q16k, expected: "search q=" + q16k },
  { name: "one byte over the length limit", url: "shop://search/" + q16k + "q",
    expected: "✗ refused: URL is 16385 bytes long; the limit is 16384" },
  { name: "30,000 segments", url: "shop://deep" + "/s".repeat(30_000),
    expected: "✗ refused: URL has more than 256 path segments", roomy: true },
  { name: "exactly 256 segments", url: "shop://deep" + "/s".repeat(255),
    expected: "deep rest=" + Array(255).fill("s").join("/") + " *=[" + Array(255).fill('"s"').join(", ") + "]" },
  { name: "257 segments", url: "shop://deep" + "/s".repeat(256), expected: "✗ refused: URL has more than 256 path segments" },
  { name: "30,000 fragment-path segments", url: "shop://deep#" + "/s".repeat(30_000),
    expected: "✗ refused: URL has more than 256 path segments", roomy: true },
  { name: "60,000 slashes are no segments", url: "shop://deep" + "/".repeat(KIB64), expected: "deep rest=", roomy: true },
  { name: "15,000 query items", url: "shop://web?" + "k=v&".repeat(15_000),
    expected: "✗ refused: URL has more than 512 query items", roomy: true },
  { name: "exactly 512 query items", url: "shop://web?" + items512, expected: "web " + sorted512 },
  { name: "513 query items", url: "shop://web?" + items512 + "&k512=v", expected: "✗ refused: URL has more than 512 query items" },
  { name: "query and fragment items count together",
    url: "shop://web?" + "a=1&".repeat(300) + "#" + "b=2&".repeat(300), expected: "✗ refused: URL has more than 512 query items" },
  { name: "60,000 empty query items are none", url: "shop://web?" + "&".repeat(KIB64) + "x=1", expected: "web x=1", roomy: true },
  { name: "60 KB segment", url: "shop://search/" + huge, expected: "search q=" + huge, roomy: true },
  { name: "60 KB query value", url: "shop://web?v=" + huge, expected: "web v=" + huge, roomy: true },
  { name: "60 KB of '%41' escapes", url: "shop://search/" + "%41".repeat(KIB64 / 3), expected: "search q=" + "A".repeat(KIB64 / 3),
    roomy: true },
  { name: "60 KB of invalid escapes", url: "shop://search/" + "%z".repeat(KIB64 / 2), expected: "search q=" + "%z".repeat(KIB64 / 2),
    roomy: true },
  { name: "60 KB host", url: "https://" + "h.".repeat(KIB64 / 2) + "example/goods/1",
    expected: "✗ origin " + cut("https://" + "h.".repeat(36), 80, 8 + KIB64 + 7) + " is not accepted", roomy: true },
  { name: "60 KB of '=' in a value", url: "shop://web?a=" + "=".repeat(KIB64), expected: "web a=" + "=".repeat(KIB64), roomy: true },

  // encoding
  { name: "invalid escapes kept as written", url: "shop://files/%zz%4", expected: "file name=%zz%4" },
  { name: "truncated escape at the end", url: "shop://search/abc%4", expected: "search q=abc%4" },
  { name: "lone percent", url: "shop://search/%", expected: "search q=%" },
  { name: "invalid UTF-8 byte", url: "shop://search/%FF", expected: "search q=\uFFFD" },
  { name: "overlong '.' (%C0%AE) is not a dot", url: "shop://files/%C0%AE%C0%AE", expected: "file name=\uFFFD\uFFFD\uFFFD\uFFFD" },
  { name: "overlong '/' (%C0%AF) does not split", url: "shop://files/a%C0%AFb", expected: "file name=a\uFFFD\uFFFDb" },
  { name: "three-byte overlong '.'", url: "shop://files/%E0%80%AE", expected: "file name=\uFFFD\uFFFD\uFFFD" },
  { name: "UTF-16 surrogate encoded in UTF-8", url: "shop://files/%ED%A0%80", expected: "file name=\uFFFD\uFFFD\uFFFD" },
  { name: "raw NUL", url: "shop://files/a\u0000b", expected: "✗ refused: URL contains control character U+0000 at byte 14" },
  { name: "encoded NUL in the path", url: "shop://files/a%00", expected: "✗ refused: URL contains an encoded NUL (%00) at byte 14" },
  { name: "encoded NUL in the query", url: "shop://web?url=%00", expected: "✗ refused: URL contains an encoded NUL (%00) at byte 15" },
  { name: "encoded NUL in an anchor", url: "shop://web#top%00", expected: "✗ refused: URL contains an encoded NUL (%00) at byte 14" },
  { name: "raw CR LF", url: "shop://goods/7\r\n", expected: "✗ refused: URL contains control character U+000D at byte 14" },
  { name: "raw tab inside the host", url: "shop://go\tods/7", expected: "✗ refused: URL contains control character U+0009 at byte 9" },
  { name: "raw DEL", url: "shop://search/\u007F", expected: "✗ refused: URL contains control character U+007F at byte 14" },
  { name: "encoded LF is data, not a refusal", url: "shop://search/a%0Ab", expected: "search q=a\nb" },
  { name: "C1 control U+0085 is data", url: "shop://search/\u0085", expected: "search q=\u0085" },
  { name: "right-to-left override is data", url: "shop://search/\u202Efdp.exe", expected: "search q=\u202Efdp.exe" },
  { name: "'..' segment", url: "shop://files/../admin/x", expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 13" },
  { name: "'.' segment", url: "shop://files/./x", expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 13" },
  { name: "encoded '..' segment", url: "shop://files/%2e%2E", expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 13" },
  { name: "'..' as the host", url: "shop://%2E%2E/admin/x", expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 7" },
  { name: "'..' in a fragment path", url: "shop://files/x#/../y",
    expected: "✗ refused: URL contains a dot segment ('.' or '..') at byte 16" },
  { name: "double-encoded '..' is decoded once", url: "shop://files/%252e%252e", expected: "file name=%2e%2e" },
  { name: "double-encoded '/' is decoded once", url: "shop://files/a%252Fb", expected: "file name=a%2Fb" },
  { name: "%2F stays inside its segment", url: "shop://files/a%2Fb", expected: "file name=a/b" },
  { name: "'../' inside one segment reaches the handler", url: "shop://files/..%2F..%2Fetc%2Fpasswd",
    expected: "file name=../../etc/passwd" },
  { name: "backslash is not a separator", url: "shop://files/..\\..\\etc", expected: "file name=..\\..\\etc" },
  { name: "'...' is ordinary text", url: "shop://files/...", expected: "file name=..." },
  { name: "'..' is not captured before a literal suffix", url: "shop://files/...pdf", expected: "file name=...pdf" },
  { name: "encoded '..' is not captured before a literal suffix", url: "shop://files/%2E%2E.pdf", expected: "file name=...pdf" },
  { name: "a capture before a suffix may start with '..'", url: "shop://files/..x.pdf", expected: "pdf name=..x" },
  { name: "'+' in a path capture is a space with decodePlus (JLRoutes)", url: "shop://search/a+b", expected: "search q=a b" },
  { name: "'%2B' in a path capture stays a plus", url: "shop://search/a%2Bb", expected: "search q=a+b" },
  { name: "'+' in a query is a space", url: "shop://web?q=a+b%2Bc", expected: "web q=a b+c" },

  // Unicode look-alikes and normalisation forms
  { name: "precomposed literal, percent-encoded", url: "shop://caf%C3%A9/1", expected: "cafe x=1" },
  { name: "decomposed (NFD) does not match an NFC literal", url: "shop://cafe\u0301/1", expected: noRoute("/cafe\u0301/1") },
  { name: "CJK literal, raw and encoded", url: "shop://%E6%90%9C%E7%B4%A2/%E4%B8%AD", expected: "cn.search q=\u4E2D" },
  { name: "fullwidth letters are not ASCII", url: "shop://\uFF47oods/7", expected: noRoute("/\uFF47oods/7") },
  { name: "zero-width space inside a literal", url: "shop://goo\u200Bds/7", expected: noRoute("/goo\\u{200B}ds/7") },
  { name: "host-as-path compares ASCII case-insensitively", url: "shop://GOODS/7", expected: "goods id=7" },
  { name: "Cyrillic scheme is no scheme: a relative path, from no accepted source", url: "\u0455hop://goods/7",
    expected: "✗ a URL without a scheme is not from an accepted link source (a path of the app's own starts with '/')" },
  { name: "Cyrillic host is another origin", url: "https://m.\u0455hop.example/goods/7",
    expected: "✗ origin https://m.\u0455hop.example is not accepted" },
  { name: "Punycode host is another origin", url: "https://xn--m-shp-7ve.example/goods/7",
    expected: "✗ origin https://xn--m-shp-7ve.example is not accepted" },
  { name: "Arabic-Indic digits are not an int", url: "shop://goods/\u0663", expected: noRoute("/goods/\u0663") },

  // userinfo, ports, IPv6 and internationalised hosts
  { name: "trusted host as userinfo", url: "https://m.shop.example@evil.example/goods/1",
    expected: "✗ origin https://evil.example is not accepted" },
  { name: "userinfo is ignored", url: "https://evil.example@m.shop.example/goods/1", expected: "web.goods id=1" },
  { name: "the last '@' ends the userinfo", url: "https://a@b@m.shop.example/goods/1", expected: "web.goods id=1" },
  { name: "encoded '/' in the userinfo", url: "https://m.shop.example%2F@evil.example/goods/1",
    expected: "✗ origin https://evil.example is not accepted" },
  { name: "uppercase host", url: "HTTPS://M.SHOP.EXAMPLE/goods/1", expected: "web.goods id=1" },
  { name: "trailing dot is another host", url: "https://m.shop.example./goods/1",
    expected: "✗ origin https://m.shop.example. is not accepted" },
  { name: "a port plays no part", url: "https://m.shop.example:8443/goods/1", expected: "web.goods id=1" },
  { name: "a port that is not a number", url: "https://m.shop.example:80a/goods/1",
    expected: "✗ refused: URL has a malformed authority at byte 25: port is not a number" },
  { name: "a port beyond Int", url: "https://m.shop.example:99999999999999999999999/goods/1", expected: "web.goods id=1" },
  { name: "IPv6 literal host", url: "shop://[::1]:8080/goods/1", expected: "goods id=1" },
  { name: "IPv6 literal is another origin", url: "https://[::ffff:127.0.0.1]/goods/1",
    expected: "✗ origin https://[::ffff:127.0.0.1] is not accepted" },
  { name: "unterminated IPv6 literal", url: "https://[::1/goods/1",
    expected: "✗ refused: URL has a malformed authority at byte 8: unterminated '['" },
  { name: "text after an IPv6 literal", url: "https://[::1]x/goods/1",
    expected: "✗ refused: URL has a malformed authority at byte 13: unexpected character after ']'" },
  { name: "internationalised host", url: "https://\u4F8B\u3048.\u30C6\u30B9\u30C8/goods/1",
    expected: "✗ origin https://\u4F8B\u3048.\u30C6\u30B9\u30C8 is not accepted" },
  { name: "encoded dots make the host a path segment", url: "https://m%2Eshop%2Eexample/goods/1",
    expected: "✗ no route matches /m.shop.example/goods/1 in namespace https" },
  { name: "protocol-relative URL is relative", url: "//m.shop.example/admin/x", expected: 'admin rest=x *=["x"]' },
  { name: "encoded NUL in the host", url: "https://m.shop.example%00/goods/1",
    expected: "✗ refused: URL contains an encoded NUL (%00) at byte 22" },
  { name: "encoded NUL in the userinfo", url: "https://a%00@m.shop.example/goods/1",
    expected: "✗ refused: URL contains an encoded NUL (%00) at byte 9" },

  // URLs embedded in URLs
  { name: "encoded URL in a value", url: "shop://web?url=https%3A%2F%2Fevil.example%2F%3Fa%3Db", expected: "web url=https://evil.example/?a=b" },
  { name: "unencoded URL in a value ends at '&'", url: "shop://web?url=https://evil.example/?a=b&c=d",
    expected: "web c=d url=https://evil.example/?a=b" },
  { name: "URL in a value, fragment cut off", url: "shop://web?url=https://evil.example/#/admin", expected: "web url=https://evil.example/" },
  { name: "path capture beats a query parameter", url: "shop://goods/7?id=9", expected: "goods id=7" },
  { name: "path capture beats a fragment parameter", url: "shop://goods/7?id=9#id=10", expected: "goods id=7" },
  { name: "repeated key: every value, first first", url: "shop://pay/1?amount=1&amount=1000", expected: "pay amount=[1, 1000] id=1" },
  { name: "javascript: URL", url: "javascript:alert(document.cookie)", expected: "✗ origin javascript: is not accepted" },
  { name: "data: URL", url: "data:text/html,<script>alert(1)</script>", expected: "✗ origin data: is not accepted" },
  { name: "file: URL", url: "file:///etc/passwd", expected: "✗ origin file: is not accepted" },
  { name: "a scheme inside the path", url: "shop://files/https:%2F%2Fevil.example", expected: "file name=https://evil.example" },

  // typed parameters
  { name: "int overflow", url: "shop://goods/99999999999999999999", expected: noRoute("/goods/99999999999999999999") },
  { name: "Int.min fits", url: "shop://goods/-9223372036854775808", expected: "goods id=-9223372036854775808" },
  { name: "hex is not an int", url: "shop://goods/0x10", expected: noRoute("/goods/0x10") },
  { name: "trailing space is not an int", url: "shop://goods/7%20", expected: noRoute("/goods/7 ") },
  { name: "5,000-digit int", url: "shop://goods/" + "9".repeat(5_000), expected: noRoute(cut("/goods/" + "9".repeat(73), 80, 5007)) },

  // regular expressions: linear for the engine of ADR 0002, exponential for a backtracking one
  { name: "regex constraint, long subject", url: "shop://user/" + "1".repeat(5_000),
    expected: noRoute(cut("/user/" + "1".repeat(74), 80, 5006)) },
  { name: "regex constraint, matching", url: "shop://user/12345", expected: "user uid=12345" },
  { name: "(a|aa)*c against 5,000 a's", url: "shop://re/" + a5000, expected: noRoute(cut("/re/" + "a".repeat(76), 80, 5004)) },
  { name: "(a*)*b against 5,000 a's", url: "shop://re2/" + a5000, expected: noRoute(cut("/re2/" + "a".repeat(75), 80, 5005)) },
  { name: "(a*)*b, matching", url: "shop://re2/" + a5000 + "b", expected: "regex.nested a=" + a5000 + "b" },
];

/**
 * An answer of the module in the package suite's form: "handler name=value … *=[…]" (parameters by name, a
 * list as [a, b], the wildcard's segments quoted), or "✗ " and the reason.
 * @param {any} answer
 */
export function render(answer) {
  if (!answer.matched) return "✗ " + answer.reason;
  let text = answer.route.handler;
  for (const name of Object.keys(answer.parameters).sort()) {
    const value = answer.parameters[name];
    text += " " + name + "=" + (Array.isArray(value) ? "[" + value.join(", ") + "]" : value);
  }
  if (answer.wildcard.length) text += " *=[" + answer.wildcard.map((/** @type {string} */ s) => JSON.stringify(s)).join(", ") + "]";
  return text;
}
