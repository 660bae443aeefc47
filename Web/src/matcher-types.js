// @ts-check
// The shapes the matcher's modules share, as JSDoc types (`// @ts-check` reads them; no code). The table is
// the one `switchyard docs` and `switchyard gen web` embed (CatalogueEmbedded.swift): patterns already parsed
// by the package, so the script ports matching and intake, not the pattern grammar.

/**
 * The table's intake and matching options.
 * @typedef {object} MatchOptions
 * @property {"specificity" | "registration"} matchOrder
 * @property {"auto" | "always" | "never"} hostAsPath
 * @property {boolean} decodePlus
 * @property {Source[] | null} accept  the table's `accept`: the origins links may come from; null: any
 * @property {Source[]} [webOrigins]  the table's `webOrigins`: the pages an unmatched web link may be shown as
 * @property {number} maxURLLength
 * @property {number} maxSegments
 * @property {number} maxQueryItems
 */

/** @typedef {{scheme: string, host: string | null}} Source */

/**
 * A part of a dynamic segment: literal text, or a capture checked as anything, a type or a compiled regex.
 * @typedef {object} Part
 * @property {string} [l]  literal text
 * @property {"any" | "type" | "regex"} [c]  a capture's check
 * @property {string} [t]  the type's name
 * @property {string} [r]  the regex's source
 * @property {RegexProgram | null} [program]  the regex as the package compiled it
 * @property {boolean} [e]  the capture may be empty
 */

/**
 * A dynamic segment's part with its literal text encoded (once per table: matcher-index.js).
 * @typedef {{lit: Uint8Array | null, part: Part}} Piece
 */

/**
 * A segment: literal (`l`) or dynamic (`p`).
 * @typedef {{l?: string, p?: Part[]}} Segment
 */

/** @typedef {{name: string | null, minimum: number}} Wildcard */

/**
 * One expansion of a pattern (its optional groups chosen).
 * @typedef {object} Expansion
 * @property {Segment[]} path
 * @property {Segment[] | null} fragment
 * @property {Wildcard | null} wildcard
 * @property {string[]} names  the captures' names, in order ("" for an unnamed one)
 * @property {number[]} rank
 */

/**
 * A value pattern read as a path pattern.
 * @typedef {{path: Segment[], wildcard: Wildcard | null, names: string[]}} Shape
 */

/**
 * A query condition of a route.
 * @typedef {object} Condition
 * @property {string} key
 * @property {"present" | "absent" | "equals" | "value"} test
 * @property {string} [text]
 * @property {Shape} [shape]
 */

/**
 * A compiled regular expression: instructions (three numbers each) and scalar sets.
 * @typedef {{i: number[], s: number[][]}} RegexProgram
 */

/**
 * A route as the table embeds it.
 * @typedef {object} Route
 * @property {number} id
 * @property {string} pattern
 * @property {string | null} scheme
 * @property {number} priority
 * @property {string | null} handler
 * @property {string | null} name
 * @property {boolean} internal
 * @property {string[]} tags
 * @property {Source[] | null} accept
 * @property {{name: string, values: Record<string, string>} | null} schemeParameter
 * @property {Condition[]} [conditions]
 * @property {Record<string, string>} [query]
 * @property {boolean} [lowercaseCaptures]
 * @property {boolean} [queryOverridesPath]
 * @property {string} [notPorted]
 * @property {string | null} host
 * @property {boolean} takesHost
 * @property {Expansion[]} expansions
 * @property {string[]} [samples]
 * @property {Sends} [sends]  where a routing document sends a link this route takes (`gen web --document`)
 */

/**
 * A rewrite rule: a pattern rule (`expansions`) or a regex rule (`program` and `pieces`).
 * @typedef {object} RewriteRule
 * @property {"pattern" | "regex"} kind
 * @property {string} from
 * @property {string} to
 * @property {string[]} [names]
 * @property {string | null} [scheme]
 * @property {{name: string, values: Record<string, string>} | null} [schemeParameter]  a placeholder in a
 *   pattern rule's scheme, as a route's (the rule applies under each scheme its values make)
 * @property {string | null} [host]
 * @property {boolean} [takesHost]
 * @property {Expansion[]} [expansions]
 * @property {RegexProgram} [program]
 * @property {{r: string, program: RegexProgram, name: string | null}[]} [pieces]
 * @property {boolean} [caseInsensitive]
 * @property {NestedOptions} [nested]  a `{url:query.NAME}` rule's options (file.rewrites.nested-*)
 * @property {string} [notPorted]  why the matcher cannot follow the rule (a link it takes is undetermined)
 * @property {number} [weight]  a routing document's regex rule: what a try of it spends per byte of a link's
 *   allowance (ADR 0057); absent on the app's own rules, which spend nothing
 */

/**
 * A `{url:query.NAME}` rule's options: a path resolved against the outer origin, the outer items carried into
 * the nested URL, and the source the nested link runs as (spelled as `--source`; null: a web page of the origin).
 * @typedef {{resolvesRelative: boolean, carriedQueryItems: string[], source: string | null}} NestedOptions
 */

/**
 * The table as `switchyard docs` and `switchyard gen web` embed it.
 * @typedef {object} Table
 * @property {string} [file]
 * @property {MatchOptions} options
 * @property {Record<string, {fallbackToGlobal: boolean}>} namespaces
 * @property {Route[]} routes
 * @property {RewriteRule[]} rewrites
 * @property {Table} [rewriteTable]  the pattern rules as a table of their own, made once
 * @property {Map<string, Route[]>} [index]  routes by first literal segment, made once
 * @property {DocumentPreview} [document]  the routing documents the module was built with (`gen web --document`)
 */

/**
 * A redirect of a routing document, or a degrade of the route: `to` filled with the captures of `names`.
 * @typedef {{kind: "redirect" | "degrade", to: string, names: string[], always: boolean}} Sends
 */

/**
 * One document's arrival: {file, applied: SERIAL}, {file, unchanged: SERIAL}, or {file, refused: CODE, message}.
 * @typedef {{file: string, applied?: number, unchanged?: number, refused?: string, message?: string}} Arrival
 */

/**
 * The routing documents a module was built with: the serial in force (null: the table alone) and each arrival.
 * The rewrites' names in messages: the first `leadingRewrites` are the document's, `rewrite N of REWRITELABEL`.
 * `captureWeights`: what one match spends per byte of a link's allowance on the document's capture regexes (its
 * pattern rewrites' at each rewrite step, its routes' and redirects' at each leg; ADR 0051, decision 6).
 * @typedef {{serial: number | null, documents: Arrival[], leadingRewrites: number, rewriteLabel: string,
 *   captureWeights?: {rewrites: number, routes: number}}} DocumentPreview
 */

/** @typedef {{kind: "redirect" | "degrade", from: string, to: string}} Followed */

/** @typedef {{name: string, value: string | null}} QueryItem */

/**
 * A URL's parts as byte offsets (-1: absent).
 * @typedef {object} Layout
 * @property {number} schemeEnd
 * @property {number} hostStart
 * @property {number} hostEnd
 * @property {boolean} hostIsPath
 * @property {boolean} hostHasPercent  the authority has a '%'
 * @property {boolean} hostHasPlus  the authority has a '+'
 * @property {number} pathStart
 * @property {number} pathEnd
 * @property {number} queryStart
 * @property {number} queryEnd
 * @property {number} fragmentStart
 * @property {number} fragmentEnd
 * @property {number} fragmentPathEnd
 * @property {number} fragmentQueryStart
 * @property {number} segments  the path's and the fragment's segments, as the scan counts them
 * @property {number} pathSegments  the path's (without a host read as a path)
 * @property {number} items  the query's and the fragment query's items
 * @property {number} queryItems  the query's
 * @property {number} high  every code unit the scan read, or-ed: past 0x7F when one is not ASCII
 * @property {PathTexts} texts  the path's raw texts (its bytes) as the scan read them; `plain` set only for an ASCII URL
 */

/**
 * A URL intake took in.
 * @typedef {object} TakenURL
 * @property {string} string
 * @property {string} bytes  its UTF-8 bytes as a byte string (each char code one byte): an ASCII URL's is the URL
 * @property {Layout} layout
 * @property {MatchOptions} options
 * @property {string | null} scheme  lowercased
 * @property {string | null} host  decoded, lowercased
 * @property {boolean} hasFragmentPath
 * @property {string | null} fragment
 * @property {string | null} rawQuery
 * @property {QueryItem[]} query
 * @property {QueryItem[]} fragmentQuery
 * @property {(plus: boolean, withHost: boolean) => Uint8Array[]} segments
 * @property {import("./matcher-matching.js").HostInput | null} hostForms  what matching made of the host, once
 * @property {(plus: boolean) => Uint8Array[]} fragmentSegments
 * @property {() => PathTexts} pathTexts  `segments(false, false)`, each as text, and bit k of `plain` set when segment k is plain (ASCII,
 *   nothing to decode: its text is its bytes, raw and as a value), of `sameValue` when its text is its value's
 *   (no '+' that decodes as a space); past the 30th segment no bit is set
 * @property {boolean} ascii  the string is ASCII: an offset in `bytes` is one in `string`
 * @property {string} origin
 */

/** @typedef {{texts: string[], plain: number, sameValue: number}} PathTexts */

/**
 * A route that took a URL.
 * @typedef {object} Hit
 * @property {Route} route
 * @property {import("./matcher-parameters.js").Captures} parameters  by name (a name is only a name, `__proto__` too)
 * @property {string[]} wildcard
 * @property {Rank} [rank]
 */

/** @typedef {{priority: number, vector: number[], conditions: number, id: number, expansion: number}} Rank */

/**
 * Why the page cannot decide.
 * @typedef {{unknown: string}} Unknown
 */

/**
 * A rewrite step: the rule's index among all the rules.
 * @typedef {{rule: number, from: string, to: string}} Step
 */

/**
 * A link's source and the app's rules, as `--source`, `--restrict` and `--deny` spell them.
 * @typedef {object} PolicyOptions
 * @property {string | null} [source]
 * @property {string[]} [restrict]
 * @property {string[]} [deny]
 * @property {boolean} [handlerFails]  with a document: the handler of the route the link opens fails (--handler-fails)
 */

/**
 * The answer `switchyard match` prints for a URL (its JSON line, parsed), or an undetermined one.
 * @typedef {object} Answer
 * @property {string} url
 * @property {boolean} [matched]
 * @property {true} [undetermined]
 * @property {{pattern: string, scheme: string, priority: number, handler: string | null, name?: string,
 *   visibility?: "internal", tags?: string[], query?: Record<string, string>, lowercaseCaptures?: true,
 *   queryOverridesPath?: true}} [route]
 * @property {Record<string, string | string[]>} [parameters]
 * @property {string[]} [wildcard]
 * @property {string} [reason]
 * @property {string} [webDestination]  when no route opens a web link: the page the unmatched handler is offered
 * @property {string} [rewrittenTo]
 * @property {{rule: number, from: string, to: string}[]} [rewrites]
 * @property {string} [source]
 * @property {{pattern: string, scheme: string, why: string}[]} [refused]
 * @property {string} [policy]
 * @property {number} [routeIndex]  the route's index in the table (the page's cards)
 * @property {string} [refusal]  with a document: the corpus's refusal kind (intake, origin, policy, no-route,
 *   rewrite, redirect)
 * @property {string} [intake]  with a document, for an intake refusal: its kind
 * @property {Followed[]} [followed]  with a document: each redirect and `always` degrade on the way
 * @property {{to: string, when: "handlerFails"}} [degrade]  with a document: the route's handlerFails degrade
 * @property {number | null} [document]  with a document: the serial in force, or null
 */

export {};
