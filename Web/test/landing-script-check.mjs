// The static check of the Shop landing page's script (Examples/ShopSite; issue #90 item 6): the page shows the jump
// plan's links for a tap and does nothing else (Docs/Rules/jump.md, jump.plan.computed), so its code names no timer,
// no visibility, page-hide or focus event, no listener, no iframe, no change of location, no window it opens and no
// click it makes. Its comments are left out first (they say what the page never does); its strings are kept (an
// event's name is one).

/** The events a page watches to guess whether an app opened. */
const EVENTS = "visibilitychange|pagehide|pageshow|blur|focus|focusout|freeze|beforeunload|unload";

/**
 * What the page's code must never hold: a name for the report, and the pattern.
 * @type {[string, RegExp][]}
 */
export const FORBIDDEN = [
  ["a timer", /\b(setTimeout|setInterval|requestAnimationFrame|requestIdleCallback)\b/],
  // An event's name as a string (a listener's type) or as a handler property; the page's visibility read.
  ["a visibility, page or focus event", new RegExp("[\"'`](" + EVENTS + ")[\"'`]|\\bon(" + EVENTS + ")\\b"
    + "|\\b(visibilityState|hasFocus)\\b|\\bdocument\\s*\\.\\s*hidden\\b")],
  ["an event listener", /\baddEventListener\b/],
  ["an iframe", /iframe/i],
  ["a change of location",
    /\blocation\s*(\.\s*[A-Za-z]+\s*)?=(?!=)|\blocation\s*\.\s*(assign|replace|reload)\b|\blocation\s*\[/],
  ["a window opened", /\bopen\s*\(/],
  ["a click the page makes", /\.\s*(click|dispatchEvent)\s*\(/],
  ["code from text", /\beval\b|\bFunction\s*\(|\bdocument\s*\.\s*write/],
];

/** After these (or at the start) a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set(["", "(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<",
  ">", "~", "^"]);

/**
 * The index just past the quoted text or regular expression that starts at `start`, whose closing character is
 * `close` (a `[…]` class in a regular expression may hold it).
 * @param {string} code @param {number} start @param {string} close
 */
function pastQuoted(code, start, close) {
  let inClass = false;
  for (let at = start + 1; at < code.length; at += 1) {
    const c = code[at];
    if (c === "\\") at += 1;
    else if (close === "/" && c === "[") inClass = true;
    else if (close === "/" && c === "]") inClass = false;
    else if (c === close && !inClass) return at + 1;
  }
  return code.length;
}

/**
 * The code without its comments (a block comment becomes a space, a line comment nothing up to its line's end):
 * strings, template literals and regular expressions are kept as they are.
 * @param {string} code
 */
export function withoutComments(code) {
  let out = "", previous = "";
  for (let at = 0; at < code.length;) {
    const c = code[at], next = code[at + 1];
    if (c === "/" && next === "/") {
      const end = code.indexOf("\n", at);
      at = end < 0 ? code.length : end;
    } else if (c === "/" && next === "*") {
      const end = code.indexOf("*/", at + 2);
      at = end < 0 ? code.length : end + 2;
      out += " ";
    } else if (c === "'" || c === '"' || c === "`" || (c === "/" && BEFORE_REGEX.has(previous))) {
      const end = pastQuoted(code, at, c);
      out += code.slice(at, end);
      previous = c;
      at = end;
    } else {
      out += c;
      if (!/\s/.test(c)) previous = /[A-Za-z0-9_$]/.test(c) ? "a" : c;
      at += 1;
    }
  }
  return out;
}

/**
 * What the code holds that the page must never do: each finding's name, its line (1-based) and text; empty when
 * none.
 * @param {string} code @returns {{what: string, line: number, text: string}[]}
 */
export function forbiddenUses(code) {
  const lines = withoutComments(code).split("\n");
  return lines.flatMap((text, index) => FORBIDDEN.filter(([, pattern]) => pattern.test(text))
    .map(([what]) => ({ what, line: index + 1, text: text.trim() })));
}

/**
 * What the page's HTML holds that would run or load something besides its module files: a script that is not one,
 * an inline script, a handler attribute, an iframe, a refresh.
 * @param {string} html @returns {string[]}
 */
export function forbiddenMarkup(html) {
  const found = [];
  const text = html.replace(/<!--[\s\S]*?-->/g, "");
  for (const tag of text.match(/<script\b[^>]*>/gi) || []) {
    if (!/\bsrc=/.test(tag) || !/\btype="module"/.test(tag)) found.push("a script that is not a module file: " + tag);
  }
  if (/<script\b[^>]*>[^<\s]/i.test(text)) found.push("an inline script");
  if (/<[a-z][^>]*\son[a-z]+\s*=/i.test(text)) found.push("an event handler attribute");
  if (/<i?frame\b/i.test(text)) found.push("an iframe");
  if (/http-equiv\s*=\s*"?refresh/i.test(text)) found.push("a refresh");
  return found;
}
