// The route index (matcher-index.js, issue #73): a match tries the expansions whose literal segments are the
// URL's, whatever the table's size, in the table's order; and the answer's parameters are a plain object.

import { test } from "node:test";
import assert from "node:assert/strict";
import { match } from "../src/matcher.js";
import { routeIndex } from "../src/matcher-index.js";
import { embedded } from "./corpus.mjs";
import { goodsTable, oneSegmentTable, orderTable } from "./local-tables.mjs";

/** A stand-in for what matching reads of a URL: its segments as text. @param {string[]} segments */
const url = (segments) => ({ pathTexts: () => ({ texts: segments, plain: 0, sameValue: 0 }), hostForms: () => ({ texts: segments }) });

test("under one first segment, a URL's candidates are the routes of its literals, not the table", () => {
  const table = embedded(oneSegmentTable);
  const index = routeIndex(table);
  assert.deepEqual(index.candidates(url(["shop", "item8", "56"])).map((c) => c.route.pattern), ["/shop/item8/:id"]);
  assert.deepEqual(index.candidates(url(["shop", "12", "page5"])).map((c) => c.route.pattern), ["/shop/<int:n>/page5"]);
  // A wildcard takes any number of segments after its literals; one segment too many is no candidate.
  assert.deepEqual(index.candidates(url(["shop", "x3", "a", "b", "c"])).map((c) => c.route.pattern), ["/shop/x3/*rest"]);
  assert.deepEqual(index.candidates(url(["shop", "item8", "56", "extra"])), []);
  // The first segment compares folded (it may be a host); the rest as written.
  assert.equal(index.candidates(url(["SHOP", "item8", "56"])).length, 1);
  assert.equal(index.candidates(url(["shop", "ITEM8", "56"])).length, 0);
  assert.equal(match(table, "/shop/item8/56").route?.pattern, "/shop/item8/:id");
  assert.equal(match(table, "/shop/ITEM8/56").matched, false);
});

test("candidates come in the table's order (the first route the matcher cannot judge is the one an answer names)", () => {
  const table = embedded(orderTable);
  assert.deepEqual(routeIndex(table).candidates(url(["a", "b"])).map((c) => c.route.handler), ["one", "two", "three", "four"]);
  assert.equal(match(table, "/a/b").route?.handler, "three");
  assert.equal(match(table, "/a/zz").route?.handler, "one");
  assert.equal(match(table, "/zz/b").route?.handler, "two");
});

test("parameters are a plain object: compared with a literal, printed, and a __proto__ item an own property", () => {
  const table = embedded(goodsTable);
  const answer = match(table, "/goods/42?__proto__=x&tab=a");
  assert.ok(answer.matched);
  assert.deepStrictEqual(Object.entries(answer.parameters || {}), [["__proto__", "x"], ["id", "42"], ["tab", "a"]]);
  assert.equal(Object.getPrototypeOf(answer.parameters), Object.prototype);
  assert.ok(Object.prototype.hasOwnProperty.call(answer.parameters, "__proto__"));
  assert.deepStrictEqual(match(table, "/goods/42").parameters, { id: "42" });
  assert.equal(`${match(table, "/goods/42").parameters}`, "[object Object]");
  assert.ok(match(table, "/goods/42").parameters?.hasOwnProperty("id"));
});
