// The links and tables apps route (issue #92), for the web module's benchmark (bench.mjs) beside its first cells
// (bench-shapes.mjs): shared by node and the Chromium page it drives, so no node or DOM API here.
//
// A table of any size on the three shapes of bench-shapes.mjs (each route its own first segment, ten, one), with
// every pattern feature the corpus knows, six kinds of route in turn: a capture, an optional group, a regex
// capture, query conditions (an item present, an item equal to a value), a web-host route (`https://m.shop.example/…`
// with a typed capture) and a wildcard; 20 rewrite rules (17 pattern rules, 3 regex rules) that move the web site's
// old URLs to app links; `accept` takes the app's scheme and its web host only.
//
// Links of three kinds, 200 of each, all absolute: `deep`, custom-scheme deep links (`shop://r7/goods7/7/reviews`,
// some with a query the route tests); `web`, https links on the app's host, three in four rewritten into app links
// (`https://m.shop.example/old3/5.html?from=ad`), the others opening a web-host route; `miss`, links that open
// nothing: an unknown first segment, a segment too many, an https path no route or rule knows, and origins `accept`
// refuses (another host, http, another scheme).
//
// The rival is the scan a page writes for such links without a `URL` object: the rewrite rules' RegExps tried on an
// https link of the app's host (before its query), then one RegExp a route over the link before its query, in
// registration order, its query split on `&` and `=` and decoded when a route tests it or the answer gives it.

export const LINK_KINDS = ["deep", "web", "miss"];
export const LINK_TITLES = { deep: "custom-scheme deep links", web: "https links on the app's host (3 in 4 rewritten)",
  miss: "misses and refused origins" };

const HOST = "https://m.shop.example";
const PATTERN_RULES = 17, RULES = 20;

/** @param {string} shape @param {number} k */
function prefix(shape, k) { return shape === "own" ? "r" + k : shape === "ten" ? "s" + (k % 10) : "shop"; }

/** @param {string} text */
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The table's routes: the route file's entries, and each as the scan spells it (`scan`: a RegExp source over the link
 * before its query; `keys`: its groups' names; `test`: what its query must hold, as [name, value or true]).
 * @param {string} shape @param {number} count
 */
export function appRoutesOf(shape, count) {
  const routes = [];
  for (let k = 0; k < count; k++) {
    const p = prefix(shape, k), app = "shop://" + p, name = "route" + k;
    const at = (/** @type {string} */ rest) => "^" + escaped(app + rest);
    switch (k % 6) {
      case 0: routes.push({ name, pattern: app + "/item" + k + "/:id", scan: at("/item" + k + "/") + "([^/]+)$", keys: ["id"] }); break;
      case 1: routes.push({ name, pattern: app + "/goods" + k + "/:id(/reviews)", scan: at("/goods" + k + "/") + "([^/]+)(?:/reviews)?$", keys: ["id"] }); break;
      case 2: routes.push({ name, pattern: app + "/code" + k + "/:c([A-Z]{2}[0-9]+)", scan: at("/code" + k + "/") + "([A-Z]{2}[0-9]+)$", keys: ["c"] }); break;
      case 3: {
        const query = k % 12 === 3 ? { q: true } : { mode: "dark" };
        routes.push({ name, pattern: app + "/search" + k, query, scan: at("/search" + k) + "$", keys: [], test: Object.entries(query)[0] });
        break;
      }
      case 4: routes.push({ name, pattern: HOST + "/" + p + "/page" + k + "/<int:n>", scan: "^" + escaped(HOST + "/" + p + "/page" + k + "/") + "([-+]?\\d+)$", keys: ["n"] }); break;
      default: routes.push({ name, pattern: app + "/x" + k + "/*rest", scan: at("/x" + k) + "(?:/(.*))?$", keys: ["rest"] });
    }
  }
  return routes;
}

/** The route of kind 0 (a plain capture) rewrite rule `j` leads to. @param {number} j @param {number} count */
function target(j, count) { return 6 * (j % Math.floor((count + 5) / 6)); }

/**
 * The rewrite rules: the table file's entries, and each as the scan spells it (a RegExp source over the link before
 * its query, and the app link it makes of the captured id).
 * @param {string} shape @param {number} count
 */
export function rewritesOf(shape, count) {
  const rules = [];
  for (let j = 0; j < RULES; j++) {
    const t = target(j, count), to = "shop://" + prefix(shape, t) + "/item" + t + "/";
    if (j < PATTERN_RULES) {
      rules.push({ from: HOST + "/old" + j + "/:id.html", to: to + "{id}", scan: "^" + escaped(HOST + "/old" + j + "/") + "([^/]+)\\.html$", app: to });
    } else {
      const regex = "^" + escaped(HOST + "/legacy" + j + "/") + "(?<id>[0-9]+)$";
      rules.push({ regex, to: to + "{id}", scan: regex, app: to });
    }
  }
  return rules;
}

/** The table file. @param {string} shape @param {number} count */
export function appTableOf(shape, count) {
  return {
    options: { accept: ["shop", HOST] },
    routes: appRoutesOf(shape, count).map((r) => ({ pattern: r.pattern, handler: "open." + r.name, name: r.name, ...(r.query ? { query: r.query } : {}) })),
    rewrites: rewritesOf(shape, count).map((r) => (r.regex ? { regex: r.regex, to: r.to } : { from: r.from, to: r.to })),
  };
}

/**
 * 200 links of `kind` spread over the table.
 * @param {string} shape @param {number} count @param {string} kind
 */
export function appLinksOf(shape, count, kind) {
  const links = [];
  for (let j = 0; j < 200; j++) {
    const k = Math.floor((j * 7919) % count), p = prefix(shape, k), app = "shop://" + p;
    if (kind === "deep") {
      // A route of every kind but the web host's: the nearest one below k.
      const d = k % 6 === 4 ? k - 1 : k;
      const q = prefix(shape, d), at = "shop://" + q;
      const query = j % 5 === 0 ? "?ref=mail" : "";
      links.push([at + "/item" + d + "/" + d * 7 + query, at + "/goods" + d + "/" + d + (j % 2 ? "/reviews" : "") + query,
        at + "/code" + d + "/AB" + d + query, at + "/search" + d + (d % 12 === 3 ? "?q=shoes&page=2" : "?mode=dark&q=caf%C3%A9"),
        "", at + "/x" + d + "/a/b/c" + query][d % 6]);
    } else if (kind === "web") {
      const rule = j % 4 === 2 ? PATTERN_RULES + (j % (RULES - PATTERN_RULES)) : j % PATTERN_RULES;
      const w = k - (k % 6) + 4 < count ? k - (k % 6) + 4 : -1;
      if (j % 4 === 3 && w >= 0) links.push(HOST + "/" + prefix(shape, w) + "/page" + w + "/" + j + "?from=ad");
      else if (rule >= PATTERN_RULES) links.push(HOST + "/legacy" + rule + "/" + (j + 1));
      else links.push(HOST + "/old" + rule + "/" + (j + 1) + ".html?from=ad");
    } else {
      links.push(["shop://nowhere" + k + "/item" + k + "/7", app + "/item" + k + "/7/extra", HOST + "/" + p + "/nothing/" + k,
        "https://evil.example/old3/5.html?from=ad", "http://m.shop.example/old3/5.html", "other://" + p + "/item" + k + "/7"][j % 6]);
    }
  }
  return links;
}

/**
 * A query's items as a page splits them: a name's first value, decoded. @param {string} query
 * @returns {[string, string][]}
 */
function items(query) {
  if (query === "") return [];
  return query.split("&").map((item) => {
    const cut = item.indexOf("=");
    return cut < 0 ? [decodeURIComponent(item), ""] : [decodeURIComponent(item.slice(0, cut)), decodeURIComponent(item.slice(cut + 1))];
  });
}

/**
 * The scan a page writes (the header): the route's name and its parameters (the captures, then the query's items
 * where the capture names none), or null.
 * @param {ReturnType<typeof appRoutesOf>} routes @param {ReturnType<typeof rewritesOf>} rewrites
 * @returns {(url: string) => {name: string, parameters: Record<string, string>} | null}
 */
export function appScan(routes, rewrites) {
  const compiled = routes.map((r) => ({ name: r.name, re: new RegExp(r.scan), keys: r.keys, test: r.test }));
  const rules = rewrites.map((r) => ({ re: new RegExp(r.scan), app: r.app }));
  return (url) => {
    const cut = url.indexOf("?");
    let head = cut < 0 ? url : url.slice(0, cut);
    const query = cut < 0 ? "" : url.slice(cut + 1);
    if (head.startsWith(HOST + "/")) {
      for (const rule of rules) {
        const found = rule.re.exec(head);
        if (found) { head = rule.app + found[1]; break; }
      }
    }
    for (const route of compiled) {
      const found = route.re.exec(head);
      if (!found) continue;
      const given = route.test || query ? items(query) : [];
      if (route.test) {
        const [key, wanted] = route.test, item = given.find((i) => i[0] === key);
        if (!item || (wanted !== true && item[1] !== wanted)) continue;
      }
      /** @type {Record<string, string>} */
      const parameters = {};
      for (const [key, value] of given) parameters[key] = value;
      route.keys.forEach((key, k) => { parameters[key] = found[k + 1] === undefined ? "" : decodeURIComponent(found[k + 1]); });
      return { name: route.name, parameters };
    }
    return null;
  };
}

/**
 * The floor for absolute links: `new URL(u)`, the platform's parse of the link. @returns {(url: string) => URL}
 */
export function absoluteParse() { return (url) => new URL(url); }
