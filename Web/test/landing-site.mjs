// The Shop landing page (Examples/ShopSite; issue #90 item 6) as its tests serve it: the module `switchyard gen web`
// writes from the Shop's table, generated into a test's folder (as Web/test does for every module it opens, so no
// generated file is committed), and the site's own files, over HTTP from this process, as a web server serves them.
// A probe the test puts first in the page's <head> records any timer, visibility, page or focus listener, iframe or
// window the page's scripts (the module's included) start, on <html data-probed>.

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root, tool } from "./corpus.mjs";

export const SITE = join(root, "Examples", "ShopSite");
export const TABLE = join(root, "Examples", "Shop", "shop.routes.json");
/** The module's name, as the page imports it. */
export const MODULE = "shop-routes.mjs";

/** The site's own files: what the server serves from Examples/ShopSite. */
export const siteFiles = () => readdirSync(SITE).filter((name) => /\.(html|js|css)$/.test(name));

/** The site's scripts, for the static check. */
export const siteScripts = () => siteFiles().filter((name) => name.endsWith(".js"));

/**
 * Writes the Shop table's module (and its declarations) into `work`; the module, imported in node.
 * @param {string} work
 */
export async function shopModule(work) {
  execFileSync(tool(), ["gen", "web", "--table", TABLE, "--output", join(work, MODULE)], { stdio: "pipe" });
  return import(pathToFileURL(join(work, MODULE)).href);
}

/**
 * The probe: wraps what the page must never start, before any of its scripts runs, and writes each use it sees on
 * <html data-probed>. The page's own code never reads it.
 */
export const PROBE = `(() => {
  const seen = [];
  const note = (what) => { seen.push(what); document.documentElement.dataset.probed = seen.join(" "); };
  for (const name of ["setTimeout", "setInterval", "requestAnimationFrame", "requestIdleCallback", "open"]) {
    const original = window[name];
    window[name] = function (...args) { note(name); return original.apply(this, args); };
  }
  const events = ["visibilitychange", "pagehide", "pageshow", "blur", "focus", "focusout", "freeze", "beforeunload", "unload"];
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (events.includes(String(type))) note("listener:" + type);
    return listen.call(this, type, ...rest);
  };
  for (const target of [window, document]) {
    for (const event of events) {
      Object.defineProperty(target, "on" + event, { configurable: true, get: () => null, set: () => note("on" + event) });
    }
  }
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function (tag, ...rest) {
    if (String(tag).toLowerCase() === "iframe") note("iframe");
    return create.call(this, tag, ...rest);
  };
})();`;

/**
 * Serves the site from 127.0.0.1 on a free port: its files, the module from `work`, `/probe.js`, and `extra`, each
 * name's text served in place of any file (a page for the probe's own check, a module that stands in for the
 * generated one). Each HTML page gets the probe first in its <head>.
 * @param {string} work @param {Record<string, string>} [extra]
 * @returns {Promise<{port: number, close: () => Promise<void>}>}
 */
export async function serve(work, extra = {}) {
  const files = new Map(siteFiles().map((name) => [name, join(SITE, name)]));
  for (const name of [MODULE]) files.set(name, join(work, name));
  const server = createServer((request, response) => {
    const name = new URL(request.url || "/", "http://x").pathname.slice(1) || "index.html";
    /** @type {string | Buffer | undefined} */
    let body = name === "probe.js" ? PROBE : extra[name];
    const path = files.get(name);
    if (body === undefined && path !== undefined) body = readFileSync(path);
    if (body === undefined) { response.writeHead(404).end(); return; }
    if (name.endsWith(".html")) body = String(body).replace("<head>", '<head>\n<script src="probe.js"></script>');
    const type = name.endsWith(".html") ? "text/html" : name.endsWith(".css") ? "text/css" : "text/javascript";
    response.writeHead(200, { "content-type": type + "; charset=utf-8" }).end(body);
  });
  await new Promise((ready) => server.listen(0, "127.0.0.1", () => ready(null)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { port: address.port, close: () => new Promise((done) => server.close(() => done())) };
}

/** @param {string} text */
function unescaped(text) {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&nbsp;/g, "\u00a0").replace(/&amp;/g, "&");
}

/**
 * The attributes of the first opening tag in a dumped DOM that `match` finds, or null when there is none.
 * @param {string} page @param {RegExp} match  finds the whole opening tag
 * @returns {Record<string, string> | null}
 */
export function tagAttributes(page, match) {
  const tag = match.exec(page);
  if (tag === null) return null;
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const found of tag[0].matchAll(/\s([a-zA-Z][a-zA-Z0-9-]*)(?:="([^"]*)")?/g)) {
    attributes[found[1]] = unescaped(found[2] === undefined ? "" : found[2]);
  }
  return attributes;
}

/**
 * What the page shows, read from its dumped DOM: each link's href (null when the page removed it), the reason line,
 * the banner meta's content, what the page says it asked, and what the probe saw.
 * @param {string} page
 */
export function shown(page) {
  const link = (/** @type {string} */ id) => {
    const attributes = tagAttributes(page, new RegExp('<a\\b[^>]*\\sid="' + id + '"[^>]*>'));
    return attributes === null ? null : (attributes.href === undefined ? "" : attributes.href);
  };
  const banner = tagAttributes(page, /<meta\b[^>]*\sname="apple-itunes-app"[^>]*>/);
  const product = tagAttributes(page, /<main\b[^>]*\sid="product"[^>]*>/) || {};
  const html = tagAttributes(page, /<html\b[^>]*>/) || {};
  const reason = /<p\b[^>]*\sid="reason"[^>]*>([^<]*)<\/p>/.exec(page);
  return {
    button: link("open-in-app"), store: link("store"), web: link("web"),
    reason: reason === null ? null : unescaped(reason[1]),
    banner: banner === null ? null : banner.content,
    platform: product["data-platform"], pageURL: product["data-page-url"], decision: product["data-decision"],
    probed: html["data-probed"] || "",
  };
}
