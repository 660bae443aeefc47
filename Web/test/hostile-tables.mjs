// Hostile route tables for the web module's suite (hostile-tables.test.mjs), a compact version of issue #64's red
// team run (552 tables with hostile strings in every field, written as ES modules, imported in node and opened in
// headless Chromium): each hostile string in each place a table file holds text, one place per table, beside a
// route that is always there. A string that would end a comment, a string literal, a template or a script
// element, a line terminator JavaScript reads as one, a name an object already has, a lone surrogate, a NUL, a
// bidi control, a very long string.

/** The text a hostile string would run to prove it ran: globalThis.pwned, and in a page data-pwned on <html>. */
const RUN = "(globalThis.pwned=1,globalThis.document&&document.documentElement.setAttribute('data-pwned','1'))";

/** The hostile strings. */
export const strings = [
  "</script><script>" + RUN + "</script>", "*/" + RUN + ";/*", "`${" + RUN + "}`", "\";" + RUN + ";//", "';" + RUN + ";//",
  "\\", "\\u0022);" + RUN + ";//", "\u2028" + RUN + "\u2029", "\r\n" + RUN + "//", "<!--", "-->", "]]>", "${x}",
  "__proto__", "constructor", "toString", "\u202E\u2066bidi\u2069", "\u200B\uFEFF", "\u0000", "\uD800", "\u0085\u007F",
  "x".repeat(70_000), "import('data:text/javascript," + RUN + "')",
];

/** The route every table has, so that every module has something to match and to print. */
const goods = { pattern: "shop://goods/:id", handler: "goods", name: "goods" };

/**
 * The places a table file holds text: a table with `s` there.
 * @type {Record<string, (s: string) => object>}
 */
export const places = {
  handler: (s) => ({ routes: [goods, { pattern: "/a/:x", handler: s }] }),
  name: (s) => ({ routes: [goods, { pattern: "/a/:x", handler: "a", name: s }] }),
  tag: (s) => ({ routes: [goods, { pattern: "/a/:x", handler: "a", tags: [s] }] }),
  description: (s) => ({ routes: [goods, { pattern: "/a/:x", handler: "a", description: s,
    parameters: { x: { description: s, example: s } } }] }),
  literal: (s) => ({ routes: [goods, { pattern: "/a/" + s + "/:x", handler: "a", name: "a" }] }),
  capture: (s) => ({ routes: [goods, { pattern: "/a/:" + s, handler: "a", name: "a" }] }),
  allowed: (s) => ({ routes: [goods, { pattern: "/a/<x=" + s + "|b>", handler: "a", name: "a" }] }),
  regex: (s) => ({ routes: [goods, { pattern: "/a/:x(" + s + ")", handler: "a", name: "a" }] }),
  scheme: (s) => ({ routes: [goods, { pattern: "/a/:x", scheme: s, handler: "a", name: "a" }] }),
  accept: (s) => ({ options: { accept: ["shop", s, "https://" + s] }, routes: [goods] }),
  webOrigin: (s) => ({ options: { webOrigins: ["https://" + s] }, routes: [goods] }),
  namespace: (s) => ({ namespaces: { [s]: { fallbackToGlobal: true } }, routes: [goods] }),
  query: (s) => ({ routes: [goods, { pattern: "/q", handler: "q", name: "q", query: { [s]: "/" + s } }] }),
  type: (s) => ({ types: { [s]: { description: s, example: s } }, routes: [goods, { pattern: "/t/<" + s + ":x>", handler: "t" }] }),
  rewriteTo: (s) => ({ routes: [goods], rewrites: [{ from: "shop://old/:id", to: "shop://goods/{id}" + s }] }),
  rewriteRegex: (s) => ({ routes: [goods], rewrites: [{ regex: "^shop://r/(?<id>" + s + ")$", to: "shop://goods/{id}" }] }),
  nested: (s) => ({ routes: [goods], rewrites: [{ from: "shop://open", to: "{url:query.url}",
    nested: { carriedQueryItems: [s] } }] }),
  nestedSource: (s) => ({ routes: [goods], rewrites: [{ from: "shop://open", to: "{url:query.url}",
    nested: { source: "web:" + s } }] }),
  extension: (s) => ({ "x-note": s, routes: [goods, { pattern: "/a", handler: "a", ["x-" + s]: s }] }),
};

/** File names a table may have (the module names its table file, in comments and in tableFile). */
// (No '/': a file name cannot hold one.)
export const fileNames = ["*\nglobalThis.pwned=1;x", "routes--->x", "\u2028globalThis.pwned=1", "a'b\"c`d${e}", "<script>x",
  "\u202Eevil"];

/**
 * A table with `s` in every place that holds free text (none of them changes what matches), for the catalogue
 * page, which shows them all.
 * @param {string} s
 */
export function freeText(s) {
  return { "x-note": s, routes: [goods, { pattern: "/a/:x", handler: s, name: s, tags: [s], description: s,
    parameters: { x: { description: s, example: s } }, ["x-" + s]: s }] };
}

/** Links each module is asked about, whatever its table. */
export const links = ["shop://goods/7", "shop://old/7", "shop://r/7", "shop://open?url=shop%3A%2F%2Fgoods%2F8", "/a/b", "/q?x=1",
  "shop://goods/\uD800", "", "/a/" + "x".repeat(20_000)];
