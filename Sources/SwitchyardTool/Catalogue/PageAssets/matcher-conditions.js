(function (M) {
  // MARK: Query conditions (RouteExtras.Condition, ValuePattern) and parameter options. The tool embeds each
  // condition by item name (CatalogueConditions.swift), a value pattern as the path pattern it is read as.

  // The value a request reads for `name`: the fragment query's first item of the name, else the query's; ""
  // for a flag; undefined when there is none.
  function queryValue(url, name) {
    var lists = [url.fragmentQuery, url.query];
    for (var k = 0; k < lists.length; k++) {
      var item = lists[k].filter(function (i) { return i.name === name; })[0];
      if (item) return item.value === null ? "" : item.value;
    }
    return undefined;
  }

  // ValuePattern.parameters: the value read as a path (split at '/', empty pieces ignored, a dot piece never
  // matches) against the shape's segments and wildcard. [[name, value], …], null, or {unknown}.
  function valueParameters(shape, value) {
    var b = M.encoder.encode(value), pieces = [], start = 0;
    for (var k = 0; k <= b.length; k++) {
      if (k < b.length && b[k] !== 47) continue;
      if (k > start) pieces.push(b.subarray(start, k));
      start = k + 1;
    }
    if (pieces.length < shape.path.length || (!shape.wildcard && pieces.length > shape.path.length)) return null;
    var result = [], captured = 0;
    for (var p = 0; p < pieces.length; p++) {
      var piece = pieces[p], segment = shape.path[p];
      if (M.isDot(piece, 0, piece.length)) return null;
      if (segment === undefined) continue;
      if (segment.l !== undefined) {
        if (!M.sameBytes(piece, M.encoder.encode(segment.l))) return null;
        continue;
      }
      var slots = M.matchDynamic(segment.p, piece, piece);
      if (slots === false || !Array.isArray(slots)) return slots === false ? null : slots;
      slots.forEach(function (range) {
        var name = shape.names[captured++];
        if (name !== "") result.push([name, M.text(piece.subarray(range[0], range[1]))]);
      });
    }
    var extra = pieces.slice(shape.path.length);
    if (shape.wildcard && extra.length < shape.wildcard.minimum) return null;
    if (shape.wildcard && shape.wildcard.name !== null) result.push([shape.wildcard.name, extra.map(M.text).join("/")]);
    return result;
  }

  // The route's conditions on `url`: {parameters} (what value patterns capture), null when one fails, or {unknown}.
  function conditionParameters(route, url) {
    var parameters = {};
    for (var k = 0; k < (route.conditions || []).length; k++) {
      var condition = route.conditions[k], value = queryValue(url, condition.key);
      if (condition.test === "absent") {
        if (value !== undefined) return null;
        continue;
      }
      if (value === undefined) return null;
      if (condition.test === "equals" && value !== condition.text) return null;
      if (condition.test !== "value") continue;
      var found = valueParameters(condition.shape, value);
      if (found === null || !Array.isArray(found)) return found;
      found.forEach(function (pair) { parameters[pair[0]] = pair[1]; });
    }
    return { parameters: parameters };
  }

  // `lowercaseCaptures`: every value the route captured, and its wildcard, lowercased.
  function lowercased(hit) {
    Object.keys(hit.parameters).forEach(function (name) { hit.parameters[name] = hit.parameters[name].toLowerCase(); });
    hit.wildcard = hit.wildcard.map(function (piece) { return piece.toLowerCase(); });
    return hit;
  }

  M.conditionParameters = conditionParameters;
  M.valueParameters = valueParameters;
  M.lowercased = lowercased;
})(SwitchyardMatcher);
