// @ts-check
// Rewrites (RewriteRules.step, RewriteRules.chain, RewriteError): one step is the first pattern rule, in their
// own table in registration order and for every origin; else the first regex rule, in order, on the URL before
// its query and fragment. A chain follows steps until none applies, a rule gives back its input, or a loop.

import { encoder } from "./matcher-bytes.js";
import { Refusal, intake } from "./matcher-intake.js";
import { evaluateRegexRule, regexStart } from "./matcher-regex.js";
import { hitFor, shortened } from "./matcher-matching.js";
import { fillText, TEXT_MATCH_REWRITE_CYCLE, TEXT_MATCH_REWRITE_TOO_MANY } from "./matcher-texts.js";

/** @typedef {import("./matcher-types.js").Table} Table */
/** @typedef {import("./matcher-types.js").Route} Route */
/** @typedef {import("./matcher-types.js").RewriteRule} RewriteRule */
/** @typedef {import("./matcher-types.js").TakenURL} TakenURL */
/** @typedef {import("./matcher-types.js").Step} Step */
/** @typedef {import("./matcher-types.js").Unknown} Unknown */
/** @typedef {import("./matcher-types.js").NestedOptions} NestedOptions */

const MAXIMUM_STEPS = 8;

/**
 * What a link's way spends and what it has refused, and how a routing document's way judges it (matcher-document.js
 * sets the hooks): `captures` spends a match of a URL against the document's pattern rewrites (`routes` false) or
 * routes, false past the allowance (ADR 0051, decision 6); `regex` spends a try of the regex rule `index` on `url`
 * (the URL before its query and fragment), false past it (RegexAllowance, ADR 0057); `ruleName` names a rule as
 * messages do with a document in force. `match` without a document passes none (NO_WAY): the allowance code is
 * the document's, and a web build that imports only `match` leaves it out.
 * @typedef {{spent: number, refused: string | null, captures?: (routes: boolean, url: string) => boolean,
 *   regex?: (table: Table, index: number, url: string) => boolean, ruleName?: (table: Table, index: number) => string}} Allowance
 */

/** A way without a document: nothing to spend, nothing refused (never changed: a constant). */
const NO_WAY = /** @type {Allowance} */ (Object.freeze({ spent: 0, refused: null }));

/**
 * All but RFC 3986's unreserved bytes percent-encoded.
 * @param {string} value
 */
function encode(value) {
  // A value with no byte to escape, as most captures are (an id, a slug), is its own encoding: no bytes made.
  let k = 0;
  while (k < value.length && isUnreserved(value.charCodeAt(k))) k++;
  if (k === value.length) return value;
  let out = "";
  for (const b of encoder.encode(value)) {
    // Compared as numbers, not by a regex a byte: a 16 KB capture is encoded at each step of a way (ADR 0057).
    out += isUnreserved(b) ? String.fromCharCode(b) : "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
  }
  return out;
}

/**
 * Whether a byte (or a UTF-16 unit) is one of RFC 3986's unreserved characters.
 * @param {number} b
 */
function isUnreserved(b) {
  return (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b === 45 || b === 46 || b === 95 || b === 126;
}

/**
 * A value inserted as a path (Template.encodePath).
 * @param {string} value
 */
function encodePath(value) {
  return value.split("/").filter((p) => p !== "")
    .map((p) => (p === "." ? "%2E" : p === ".." ? "%2E%2E" : encode(p))).join("/");
}

/**
 * Template.render and RewriteRules.finish: captures from `capture`, then the URL's query and fragment carried
 * over when the template writes none.
 * @param {RewriteRule} rule @param {TakenURL} url @param {(name: string) => string | undefined} capture
 */
function render(rule, url, capture) {
  let out = renderTemplate(rule.to, rule.names || [], url, capture);
  if (out.indexOf("?") < 0 && out.indexOf("#") < 0 && url.rawQuery !== null) out += "?" + url.rawQuery;
  if (out.indexOf("#") < 0 && url.fragment !== null) out += "#" + url.fragment;
  return out;
}

/**
 * Template.render: `to` with `{name}` a capture of `names` (from `capture`, percent-encoded), `{query.NAME}` the
 * URL's first item NAME, `{fragment}` its fragment, `{path:…}` a value inserted as a path. Nothing else is
 * carried over (a redirect's or degrade's target, document.apply.redirects).
 * @param {string} to @param {string[]} names @param {TakenURL} url @param {(name: string) => string | undefined} capture
 */
export function renderTemplate(to, names, url, capture) {
  let out = "";
  // The text between placeholders appended a run at a time, not a character at a time.
  for (let k = 0; k < to.length; k++) {
    const open = to.indexOf("{", k);
    if (open < 0) { out += to.slice(k); break; }
    out += to.slice(k, open);
    const close = to.indexOf("}", open);
    let name = to.slice(open + 1, close), put = encode;
    k = close;
    // `{path:…}`: the value inserted as a path (Template.encodePath).
    if (names.indexOf(name) < 0 && name.indexOf("path:") === 0) { name = name.slice(5); put = encodePath; }
    if (names.indexOf(name) < 0 && name === "fragment") out += url.fragment || "";
    else if (names.indexOf(name) < 0 && name.indexOf("query.") === 0 && name.length > 6) {
      const item = url.query.find((i) => i.name === name.slice(6));
      out += put(item && item.value !== null ? item.value : "");
    } else out += put(capture(name) || "");
  }
  return out;
}

/**
 * The pattern rules as a table of their own (made once); each keeps its index among all the rules as its id, and
 * is registered as a route is: a placeholder in its scheme under each scheme its values make.
 * @param {Table} table @returns {Table}
 */
function patternTable(table) {
  if (!table.rewriteTable) {
    const options = Object.assign({}, table.options, { matchOrder: "registration", accept: null });
    /** @type {Route[]} */
    const routes = [];
    table.rewrites.forEach((rule, index) => {
      if (rule.kind !== "regex") {
        routes.push({ ...rule, id: index, pattern: rule.from, priority: 0, accept: null, handler: null, name: null,
          internal: false, tags: [], schemeParameter: rule.schemeParameter || null, host: rule.host || null,
          takesHost: rule.takesHost === true, scheme: rule.scheme || null, expansions: rule.expansions || [] });
      }
    });
    table.rewriteTable = { options, namespaces: {}, routes, rewrites: [] };
  }
  return table.rewriteTable;
}

/** @param {string} string */
function beforeQuery(string) {
  const cut = string.search(/[?#]/);
  return cut < 0 ? string : string.slice(0, cut);
}

/**
 * Whether the rule's whole target is `{url:query.NAME}`: the NAME, or null.
 * @param {RewriteRule | Route} rule
 */
export function nestedKey(rule) {
  const key = /^\{url:query\.(.+)\}$/.exec(/** @type {RewriteRule} */ (rule).to || "");
  return key ? key[1] : null;
}

/**
 * RewriteRules.origin(of:): `scheme://authority` of a URL as written, or null without `://`.
 * @param {string} string
 */
export function originOf(string) {
  const origin = /^([^:]*:\/\/[^/?#]*)/.exec(string);
  return origin ? origin[1] : null;
}

/** @type {NestedOptions} */
const NO_NESTED_OPTIONS = { resolvesRelative: false, carriedQueryItems: [], source: null };

/**
 * RewriteRules.isPath: `/` then neither `/` nor `\`, and no `\` anywhere.
 * @param {string} value
 */
function isPath(value) { return value[0] === "/" && value[1] !== "/" && value.indexOf("\\") < 0; }

/**
 * The outer items the rule carries, by name, in the outer link's order, after the nested URL's own items and
 * before its fragment; an item the nested URL has is not carried (file.rewrites.nested-carried).
 * @param {string} target @param {TakenURL} url @param {string[]} names
 */
function carry(target, url, names) {
  const hash = target.indexOf("#");
  let head = hash < 0 ? target : target.slice(0, hash);
  const question = head.indexOf("?");
  const own = question < 0 ? [] : head.slice(question + 1).split("&").map((p) => p.split("=")[0]);
  for (const item of url.query) {
    if (names.indexOf(item.name) < 0 || own.indexOf(encode(item.name)) >= 0) continue;
    head += (head.indexOf("?") >= 0 ? "&" : "?") + encode(item.name) + (item.value === null ? "" : "=" + encode(item.value));
  }
  return hash < 0 ? head : head + target.slice(hash);
}

/**
 * A `{url:query.NAME}` rule (the whole target): the URL the item carries when it is absolute, or a path of the
 * outer origin when the rule's `nested` resolves it, with the items it carries (RewriteRules.nestedStep); null
 * otherwise, so the outer URL is matched as it is.
 * @param {RewriteRule} rule @param {string} key @param {number} index @param {TakenURL} url @param {string} string
 * @returns {Step | null}
 */
function nestedStep(rule, key, index, url, string) {
  const nested = rule.nested || NO_NESTED_OPTIONS;
  const item = url.query.find((i) => i.name === key);
  const value = item && item.value !== null ? item.value : "", origin = originOf(string);
  let target = null;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) target = value;
  else if (nested.resolvesRelative && isPath(value) && origin !== null) target = origin + value;
  if (target === null) return null;
  if (nested.carriedQueryItems.length) target = carry(target, url, nested.carriedQueryItems);
  return { rule: index, from: string, to: target };
}

/**
 * One step: {rule, from, to} (rule: the index), null when no rule applies or intake refuses the URL, or {unknown}.
 * `taken`: the string already taken in under the table's options, when the caller has it. Each try of a document's
 * regex rule spends `allowance`; one past it is not run, and null is returned with `allowance.refused` its message.
 * @param {Table} table @param {string} string @param {TakenURL | Refusal} [taken] @param {Allowance} [allowance]
 * @returns {Step | Unknown | null}
 */
export function rewriteStep(table, string, taken, allowance = NO_WAY) {
  const url = taken || intake(string, table.options);
  if (url instanceof Refusal || (allowance.captures && !allowance.captures(false, string))) return null;
  // The pattern table accepts every origin: its hit, without the reason a miss would give (most links miss).
  const found = hitFor(patternTable(table), url);
  if (found && "unknown" in found) return { unknown: "a rewrite rule: " + found.unknown };
  if (found) {
    const rule = /** @type {RewriteRule} */ (/** @type {unknown} */ (found.route)), id = found.route.id;
    if (rule.notPorted) return { unknown: rule.notPorted };
    const key = nestedKey(rule);
    if (key !== null) return nestedStep(rule, key, id, url, string);
    const parameters = found.parameters;
    return { rule: id, from: string, to: render(rule, url, (name) => parameters.get(name)) };
  }
  /** @type {string | null} */
  let before = null;
  for (let index = 0; index < table.rewrites.length; index++) {
    const rule = table.rewrites[index];
    if (rule.kind !== "regex") continue;
    // A link that does not start as every match of the rule starts is no link the rule matches (the link before its
    // query is the link's start): passed over without cutting the link or running the rule. A document's way tries
    // every rule, and spends each try (allowance.regex), as it did.
    if (!allowance.regex && !string.startsWith(regexStart(rule))) continue;
    if (before === null) before = beforeQuery(string);
    if (allowance.regex && !allowance.regex(table, index, before)) return null;
    const hit = evaluateRegexRule(rule, index, before);
    if (hit === null) continue;
    if ("unknown" in hit) return hit;
    if (rule.notPorted) return { unknown: rule.notPorted };
    const key = nestedKey(rule);
    if (key !== null) return nestedStep(rule, key, index, url, string);
    return { rule: index, from: string, to: render(rule, url, (name) => hit.captures[name]) };
  }
  return null;
}

/**
 * How messages name a rule without a routing document (RewriteRules.name): `rewrite N` (matcher-document.js names
 * a document's and the app's rules).
 * @param {Table} table @param {number} index
 */
function ruleName(table, index) { return "rewrite " + (index + 1); }

/**
 * RewriteError.description, each rule named by `name`.
 * @param {Table} table @param {"cycle" | "tooManySteps"} kind @param {Step[]} steps
 * @param {(table: Table, index: number) => string} name
 */
function describeLoop(table, kind, steps, name) {
  const rules = steps.map((s) => name(table, s.rule));
  // Each URL as DiagnosticText.shortened gives it (RewriteError's message): cut past 100 characters, concealing
  // characters escaped.
  const urls = [steps[0].from].concat(steps.map((s) => s.to)).map(shortened).join(" → ");
  if (kind === "cycle") return fillText(TEXT_MATCH_REWRITE_CYCLE, { rules: rules.concat([rules[0]]).join(" → "), urls });
  return fillText(TEXT_MATCH_REWRITE_TOO_MANY, { limit: MAXIMUM_STEPS, rules: rules.join(" → "), urls });
}

/**
 * The chain: {steps}, {steps, loop: reason} (the cycle's steps, or every step), or {unknown}. A rule that gives
 * back the URL it was given ends the chain without a step. A try past the link's `allowance` (the way's, shared by
 * its legs) ends it as a loop does, with its message.
 * @param {Table} table @param {string} string @param {TakenURL | Refusal} [taken] the string taken in, when the caller has it
 * @param {Allowance} [allowance]
 * `last` is the last step's URL taken in (a chain of steps, with no loop): the URL `match` looks up next, not taken in
 * again.
 * @returns {{steps: Step[], loop?: string, last?: TakenURL | Refusal} | Unknown}
 */
export function rewriteChain(table, string, taken, allowance = NO_WAY) {
  /** @type {Step[]} */
  const steps = [];
  /** @type {TakenURL | Refusal | undefined} */
  let last;
  let next = table.rewrites.length ? rewriteStep(table, string, taken, allowance) : null;
  while (next && !("unknown" in next) && next.to !== next.from) {
    steps.push(next);
    const to = next.to, start = steps.findIndex((s) => s.from === to);
    if (start >= 0) return { steps: steps.slice(start), loop: describeLoop(table, "cycle", steps.slice(start), allowance.ruleName || ruleName) };
    if (steps.length > MAXIMUM_STEPS) return { steps, loop: describeLoop(table, "tooManySteps", steps, allowance.ruleName || ruleName) };
    last = intake(to, table.options);
    next = rewriteStep(table, to, last, allowance);
  }
  if (next && "unknown" in next) return next;
  return allowance.refused !== null ? { steps, loop: allowance.refused } : { steps, last };
}
