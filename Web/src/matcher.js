// @ts-check
// Switchyard's matcher for a web page or node: the answers `switchyard match` gives and the links `url(for:)`
// prints, for a table as `switchyard docs` and `switchyard gen web` embed it (patterns already parsed by the
// package). The catalogue page runs esbuild's bundle of this entry as one script (dist/catalogue-matcher.js);
// `gen web` embeds esbuild's bundle of web-runtime.js (or web-runtime-document.js) with the table (build.sh).

export { answerOf, match } from "./matcher-answer.js";
export { matchWithDocument } from "./matcher-document.js";
export { urlFor } from "./matcher-links.js";
export { jump } from "./jump.js";
export { jumpWithDocument } from "./jump-document.js";
export { knowsType } from "./matcher-parameters.js";
export { completeTable, routeIndex } from "./matcher-index.js";
