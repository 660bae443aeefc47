// The two constants the module `switchyard gen web` writes before its runtime (WebModule.swift), as
// web-runtime-table.js reads them: the table's JSON without its routes, and the routes' JSON array (null when they
// stay in the table). Declared here for `tsc --checkJs` only: no module declares them, so esbuild keeps their names.

declare const switchyardTable: string;
declare const switchyardRoutes: string | null;
