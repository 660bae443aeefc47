"use strict";
// The catalogue's behaviour: the search box filters routes (and modules, with docs --components) as you type; the try box matches a URL in the
// page (SwitchyardMatcher) and shows the answer `switchyard match` gives. The page's fragment can drive both:
// index.html#q=cart&try=shop%3A%2F%2Fcart (as the tests and shared links do).
(function () {
  const table = JSON.parse(document.getElementById("switchyard-table").textContent);
  const routes = Array.prototype.slice.call(document.querySelectorAll("article.route"));
  const modules = Array.prototype.slice.call(document.querySelectorAll("article.module"));
  const search = document.getElementById("search"), count = document.getElementById("search-count");
  const form = document.getElementById("try"), field = document.getElementById("try-url");
  const result = document.getElementById("try-result");

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Shows the cards whose data-search holds every word; returns how many.
  function reveal(cards, words) {
    let shown = 0;
    cards.forEach(function (card) {
      const text = card.getAttribute("data-search");
      card.hidden = !words.every(function (word) { return text.indexOf(word) >= 0; });
      if (!card.hidden) shown++;
    });
    return shown;
  }

  function filter() {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    const shown = reveal(routes, words), shownModules = reveal(modules, words);
    document.querySelectorAll("section.namespace").forEach(function (section) {
      section.hidden = !section.querySelector("article.route:not([hidden])");
    });
    document.querySelectorAll("section.modules").forEach(function (section) { section.hidden = !shownModules; });
    let text = shown + " of " + routes.length + " routes";
    if (modules.length) text += ", " + shownModules + " of " + modules.length + " modules";
    count.textContent = words.length ? text : "";
  }

  function row(list, name, value) {
    list.appendChild(element("dt", "", name));
    const dd = element("dd");
    if (value instanceof Node) dd.appendChild(value); else dd.appendChild(element("code", "", value));
    list.appendChild(dd);
  }

  // A chain's steps (two or more, or a loop's), as `match` lists them in "rewrites".
  function steps(list) {
    const ol = element("ol", "steps");
    list.forEach(function (step) {
      const li = element("li", "", "rewrite " + step.rule + ": ");
      li.setAttribute("data-rule", String(step.rule));
      li.appendChild(element("code", "", step.from));
      li.appendChild(document.createTextNode(" → "));
      li.appendChild(element("code", "", step.to));
      ol.appendChild(li);
    });
    return ol;
  }

  function show(answer) {
    routes.forEach(function (route) { route.classList.remove("hit"); });
    result.innerHTML = "";
    result.hidden = false;
    result.setAttribute("data-url", answer.url);
    const state = answer.undetermined ? "undetermined" : answer.matched ? "matched" : "unmatched";
    result.setAttribute("data-state", state);
    result.className = "result " + state;
    const title = answer.undetermined ? "The page cannot answer this one" : answer.matched ? "Matched" : "No match";
    result.appendChild(element("h3", "", title));
    const list = element("dl", "facts");
    if (answer.rewrittenTo !== undefined) row(list, "Rewritten to", answer.rewrittenTo);
    if (answer.rewrites) row(list, "Rewrites", steps(answer.rewrites));
    if (answer.matched) {
      const link = element("a", "route-link", answer.route.pattern);
      link.href = "#route-" + answer.routeIndex;
      link.id = "try-route";
      row(list, "Route", link);
      row(list, "Namespace", answer.route.scheme);
      row(list, "Handler", answer.route.handler === null ? "none" : answer.route.handler);
      const names = Object.keys(answer.parameters);
      if (names.length) {
        const params = element("table", "parameters");
        names.forEach(function (name) {
          const tr = element("tr");
          tr.appendChild(element("td", "", name));
          const value = answer.parameters[name];
          tr.appendChild(element("td", "", Array.isArray(value) ? JSON.stringify(value) : value));
          tr.setAttribute("data-parameter", name);
          params.appendChild(tr);
        });
        row(list, "Parameters", params);
      }
      if (answer.wildcard.length) row(list, "Wildcard", JSON.stringify(answer.wildcard));
      if (answer.policy) row(list, "Policy", answer.policy);
      const card = document.getElementById("route-" + answer.routeIndex);
      if (card) card.classList.add("hit");
    } else {
      row(list, answer.undetermined ? "Why" : "Reason", answer.reason);
      if (answer.undetermined) row(list, "Instead", "switchyard match --table " + table.file + " '" + answer.url + "'");
    }
    result.appendChild(list);
    if (!answer.undetermined) {
      const line = Object.assign({}, answer);
      delete line.routeIndex;
      const pre = element("pre", "json", JSON.stringify(line));
      pre.title = "switchyard match prints this line";
      result.appendChild(pre);
    }
  }

  function tryURL() {
    // Spaces a paste brings are trimmed, and only they: String.trim would also drop U+FEFF and other
    // characters a link keeps (Normalization, normalization.path.nothing-dropped), and the box would then
    // answer for a link other than the one typed.
    const url = field.value.replace(/^[ \t\r\n\f]+|[ \t\r\n\f]+$/g, "");
    if (!url) { result.hidden = true; return; }
    show(SwitchyardMatcher.match(table, url));
  }

  // Routes the try box cannot decide say so: a custom parameter type (the app gives its check), in the pattern
  // or in a query condition's value pattern.
  function customType(route) {
    let found = null;
    route.expansions.forEach(function (expansion) {
      expansion.path.concat(expansion.fragment || []).forEach(function (segment) {
        (segment.p || []).forEach(function (part) {
          if (found === null && part.c === "type" && !SwitchyardMatcher.knowsType(part.t)) found = part.t;
        });
      });
    });
    return found;
  }
  routes.forEach(function (card) {
    const route = table.routes[Number(card.getAttribute("data-index"))], custom = customType(route);
    let why = null;
    if (custom !== null) why = "The try box does not know the custom type <" + custom + ">, which the app registers";
    else if (route.notPorted) why = "The try box does not know a type this route's query conditions use, which the app registers";
    const note = card.querySelector(".unportable");
    if (why === null || !note) return;
    note.textContent = why + ": URLs this route might take get no answer here; use switchyard match.";
    note.hidden = false;
    card.setAttribute("data-unportable", "true");
  });

  // So do regex rewrite rules the tool could not cut at their named groups (in the rewrites table).
  table.rewrites.forEach(function (rule, index) {
    const note = document.querySelector("#rewrite-" + index + " .unportable");
    if (rule.kind !== "regex" || rule.pieces || !note) return;
    note.textContent = "The try box cannot evaluate this regex: URLs it might rewrite get no answer here; use switchyard match.";
    note.hidden = false;
    document.getElementById("rewrite-" + index).setAttribute("data-unportable", "true");
  });

  function fromFragment() {
    const query = {};
    location.hash.replace(/^#/, "").split("&").forEach(function (item) {
      const eq = item.indexOf("=");
      if (eq > 0) { try { query[item.slice(0, eq)] = decodeURIComponent(item.slice(eq + 1)); } catch (e) { /* not an escape */ } }
    });
    // As if typed: the boxes' own input listeners run.
    if (query.q !== undefined) { search.value = query.q; search.dispatchEvent(new Event("input")); }
    if (query.try !== undefined) { field.value = query.try; field.dispatchEvent(new Event("input")); }
  }

  search.addEventListener("input", filter);
  field.addEventListener("input", tryURL);
  form.addEventListener("submit", function (event) { event.preventDefault(); tryURL(); });
  document.addEventListener("click", function (event) {
    const button = event.target.closest ? event.target.closest("button.sample") : null;
    if (!button) return;
    field.value = button.getAttribute("data-url");
    tryURL();
    form.scrollIntoView({ block: "nearest" });
  });
  window.addEventListener("hashchange", function () { if (/^#(q|try)=/.test(location.hash)) fromFragment(); });
  fromFragment();
  document.body.setAttribute("data-ready", "true");
})();
