// The tables, URLs and rivals of the web module's benchmark (bench.mjs), shared by node and the Chromium page it
// drives, so both time the same code: no node or DOM API here.
//
// Three shapes of table at any size: every route under its own first segment (`/r5/…`), ten first segments
// (`/s5/…`), one first segment (`/shop/…`). Four kinds of route in turn: a literal then a capture, a typed
// capture then a literal, a literal then two captures, a literal then a wildcard. The rivals are what a web team
// writes without the module: a scan of one `RegExp` per route in registration order (`new URL` for the path,
// captures decoded with `decodeURIComponent`, the query's items added), and the same scan with the regular
// expressions path-to-regexp (Debian's node-path-to-regexp, 6.2) compiles. Both return the route's name and its
// parameters; `agree` checks they say what the module says before anything is timed.

export const SHAPES = ["own", "ten", "one"];
export const SHAPE_TITLES = { own: "each route its own first segment", ten: "10 first segments", one: "one first segment" };

/** @param {string} shape @param {number} k */
function prefix(shape, k) { return shape === "own" ? "r" + k : shape === "ten" ? "s" + (k % 10) : "shop"; }

/**
 * The routes of a table of `count` routes of `shape`: the route file's entries, and each route's pattern as the
 * rivals spell it (a RegExp source for the scan, a path-to-regexp path).
 * @param {string} shape @param {number} count
 */
export function routesOf(shape, count) {
  const routes = [];
  for (let k = 0; k < count; k++) {
    const p = "/" + prefix(shape, k), kind = k % 4, name = "route" + k;
    if (kind === 0) routes.push({ name, pattern: p + "/item" + k + "/:id", scan: "^" + p + "/item" + k + "/([^/]+)$", ptr: p + "/item" + k + "/:id" });
    if (kind === 1) routes.push({ name, pattern: p + "/<int:n>/page" + k, scan: "^" + p + "/([-+]?\\d+)/page" + k + "$", ptr: p + "/:n([-+]?\\d+)/page" + k });
    if (kind === 2) routes.push({ name, pattern: p + "/area" + k + "/:a/:b", scan: "^" + p + "/area" + k + "/([^/]+)/([^/]+)$", ptr: p + "/area" + k + "/:a/:b" });
    if (kind === 3) routes.push({ name, pattern: p + "/x" + k + "/*rest", scan: "^" + p + "/x" + k + "(?:/(.*))?$", ptr: p + "/x" + k + "/:rest*" });
  }
  return routes;
}

/** The table file of `routes` (a global table: every scheme's URL is matched on its path). @param {{name: string, pattern: string}[]} routes */
export function tableOf(routes) {
  return { routes: routes.map((r) => ({ pattern: r.pattern, handler: "open." + r.name, name: r.name })) };
}

/**
 * 200 URLs spread over the table: three that match (a route of each kind, some with a query, some a whole
 * `https` URL) for one that matches nothing (an unknown first segment, or one segment too many).
 * @param {string} shape @param {number} count
 */
export function urlsOf(shape, count) {
  const urls = [];
  for (let j = 0; j < 200; j++) {
    const k = Math.floor((j * 7919) % count), p = "/" + prefix(shape, k), origin = j % 3 === 0 ? "https://shop.example" : "";
    const query = j % 5 === 0 ? "?ref=mail" : "";
    if (j % 4 === 3) { urls.push(origin + (j % 8 === 3 ? "/nowhere/" + k : p + "/item" + k + "/7/extra")); continue; }
    const kind = k % 4;
    const path = kind === 0 ? p + "/item" + k + "/" + (k * 7)
      : kind === 1 ? p + "/" + (k * 3) + "/page" + k
        : kind === 2 ? p + "/area" + k + "/a" + k + "/caf%C3%A9" : p + "/x" + k + "/a/b/c";
    urls.push(origin + path + query);
  }
  return urls;
}

/**
 * The scan a web team writes: each pattern a RegExp, tried in order on the URL's path.
 * @param {{name: string, scan: string}[]} routes
 * @returns {(url: string) => {name: string, parameters: Record<string, string>} | null}
 */
export function regexScan(routes) {
  const compiled = routes.map((r) => ({ name: r.name, re: new RegExp(r.scan), keys: keysOf(r.pattern) }));
  return (url) => {
    const parsed = new URL(url, "https://shop.example");
    for (const route of compiled) {
      const found = route.re.exec(parsed.pathname);
      if (!found) continue;
      /** @type {Record<string, string>} */
      const parameters = {};
      route.keys.forEach((key, k) => { parameters[key] = found[k + 1] === undefined ? "" : decodeURIComponent(found[k + 1]); });
      parsed.searchParams.forEach((value, key) => { parameters[key] = value; });
      return { name: route.name, parameters };
    }
    return null;
  };
}

/**
 * The same scan with path-to-regexp's `match` for each pattern.
 * @param {{name: string, ptr: string}[]} routes @param {(path: string, options: object) => Function} ptrMatch
 * @returns {(url: string) => {name: string, parameters: Record<string, string>} | null}
 */
export function pathToRegexpScan(routes, ptrMatch) {
  const compiled = routes.map((r) => ({ name: r.name, test: ptrMatch(r.ptr, { decode: decodeURIComponent }) }));
  return (url) => {
    const parsed = new URL(url, "https://shop.example");
    for (const route of compiled) {
      const found = route.test(parsed.pathname);
      if (!found) continue;
      /** @type {Record<string, string>} */
      const parameters = {};
      for (const [key, value] of Object.entries(found.params)) parameters[key] = Array.isArray(value) ? value.join("/") : value;
      parsed.searchParams.forEach((value, key) => { parameters[key] = value; });
      return { name: route.name, parameters };
    }
    return null;
  };
}

/** A pattern's capture names, in order (`*rest` a capture). @param {string} pattern */
function keysOf(pattern) {
  return Array.from(pattern.matchAll(/:(\w+)|<\w+:(\w+)>|\*(\w+)/g), (m) => m[1] || m[2] || m[3]);
}

/**
 * The floor a match is compared with: the platform's own parse of the same links, `new URL(u)`, which every rival
 * pays before its scan and the module never calls. A relative link is given the rivals' origin beforehand, not
 * as a base at each call (a base is parsed too: it costs most of a parse more), so `contender(urls[k])` parses
 * the absolute form of urls[k]: called in `urls`' order, as `timeEach` calls it, it reads them in turn.
 * @param {string[]} urls @returns {(url: string) => URL}
 */
export function urlParse(urls) {
  const absolute = urls.map((url) => (url.startsWith("/") ? "https://shop.example" + url : url));
  let next = 0;
  return () => {
    const url = absolute[next];
    next = next + 1 === absolute.length ? 0 : next + 1;
    return new URL(url);
  };
}

/**
 * What the module answers, as the rivals say it: the route's name and the parameters.
 * @param {any} answer
 */
export function moduleSays(answer) {
  return answer.matched ? { name: answer.route.name, parameters: { ...answer.parameters } } : null;
}

/** @param {unknown} a @param {unknown} b */
function same(a, b) {
  const sorted = (/** @type {any} */ v) => (v ? JSON.stringify([v.name, Object.entries(v.parameters).sort()]) : "null");
  return sorted(a) === sorted(b);
}

/**
 * The first URL where the rivals and the module disagree, or null.
 * @param {string[]} urls @param {(url: string) => any} match @param {Record<string, (url: string) => any>} rivals
 */
export function disagreement(urls, match, rivals) {
  for (const url of urls) {
    const expected = moduleSays(match(url));
    for (const [name, rival] of Object.entries(rivals)) {
      const got = rival(url);
      if (!same(expected, got)) return name + " on " + url + ": " + JSON.stringify(got) + ", the module " + JSON.stringify(expected);
    }
  }
  return null;
}

/**
 * The time of one call of each contender on `urls` (microseconds): each round runs each contender, in turn, for
 * at least `budget` milliseconds of `now` (node passes its CPU time, so time the machine gave other processes is
 * not counted; a browser its wall clock). The first `warmup` rounds are run and not counted: a JavaScript
 * engine optimizes a contender's code on a thread of its own while the contender runs, and on a loaded machine
 * the module's (more of it is JavaScript than a scan's) took more than five 40 ms rounds to arrive. `least` is the least of `rounds` rounds (the round the machine disturbed
 * least), `median` their median; `ratios` each contender's median over the rounds of its time ÷ the first
 * contender's in the same round (the rounds interleave them, so a round's load weighs on both alike), `samples`
 * each round's time.
 * @param {Record<string, (url: string) => unknown>} contenders @param {string[]} urls @param {() => number} now
 * @param {{rounds?: number, budget?: number, warmup?: number}} [options]
 */
export function timeEach(contenders, urls, now, { rounds = 5, budget = 40, warmup = 3 } = {}) {
  /** @type {Record<string, number[]>} */
  const samples = {};
  let sink = 0;
  for (const [name, run] of Object.entries(contenders)) {
    samples[name] = [];
    for (const url of urls) if (run(url)) sink++;
  }
  for (let r = 0; r < warmup + rounds; r++) {
    for (const [name, run] of Object.entries(contenders)) {
      const start = now();
      let calls = 0, elapsed = 0;
      do {
        for (const url of urls) if (run(url)) sink++;
        calls += urls.length;
        elapsed = now() - start;
      } while (elapsed < budget);
      if (r >= warmup) samples[name].push(elapsed * 1000 / calls);
    }
  }
  /** @type {Record<string, number>} */
  const median = {}, least = {}, ratios = {};
  const middle = (/** @type {number[]} */ list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const first = Object.keys(contenders)[0];
  for (const [name, list] of Object.entries(samples)) {
    ratios[name] = middle(list.map((time, r) => time / samples[first][r]));
    median[name] = middle(list);
    least[name] = Math.min(...list);
  }
  return { median, least, ratios, samples, sink };
}
