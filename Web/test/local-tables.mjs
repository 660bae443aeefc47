// The tables the node tests compile besides the corpus's (kept compiled in Fixtures/tables.json, fixtures.mjs), so
// that those tests run under node alone too. A test that changes one of these, or adds one, regenerates the
// fixtures: `node Web/test/write-fixtures.mjs`.

/** decoding.test.mjs: U+FEFF kept wherever a link has it. */
export const bomTable = { routes: [
  { pattern: "https://m.shop.example/product/<int:id>.html", handler: "product", name: "product" },
  { pattern: "shop://user/<int:id>", handler: "user", name: "user" },
  { pattern: "shop://tag/:t", handler: "tag", name: "tag" },
  { pattern: "shop://hash#/v/:v", handler: "hash", name: "hash" },
] };

/**
 * index.test.mjs: 400 routes under one first segment (bench-shapes.mjs's "one" shape, written here so that a change
 * to the benchmark does not change this fixture): in turn a literal then a capture, a typed capture then a
 * literal, a literal then two captures, a literal then a wildcard.
 */
export const oneSegmentTable = { routes: Array.from({ length: 400 }, (_, k) => {
  const pattern = ["/shop/item" + k + "/:id", "/shop/<int:n>/page" + k, "/shop/area" + k + "/:a/:b", "/shop/x" + k + "/*rest"][k % 4];
  return { pattern, handler: "open.route" + k, name: "route" + k };
}) };

/** index.test.mjs: candidates in the table's order. */
export const orderTable = { routes: [
  { pattern: "/a/:x", handler: "one" }, { pattern: "/:p/b", handler: "two" }, { pattern: "/a/b", handler: "three" },
  { pattern: "/*rest", handler: "four" },
] };

/** index.test.mjs: parameters as a plain object. */
export const goodsTable = { routes: [{ pattern: "/goods/:id", handler: "goods" }] };

/** Every table above, for the fixtures' writer. */
export const LOCAL_TABLES = [bomTable, oneSegmentTable, orderTable, goodsTable];
