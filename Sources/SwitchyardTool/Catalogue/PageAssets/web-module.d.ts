// TypeScript declarations of the ES module `switchyard gen web` writes (written beside it, with a package.json).

/** Where a link comes from, spelled as `switchyard match --source`: `in-app`, `push`, `universal-link`,
 * `other-app[:BUNDLE_ID]` or `web[:PAGE_URL]`. */
export type LinkSource = string;

/** A link's source and the app's rules, as `--source`, `--restrict TAG=KIND,KIND` and `--deny SOURCE`. */
export interface MatchOptions {
  source?: LinkSource | null;
  restrict?: string[];
  deny?: string[];
}

/** The route that opens, as `switchyard match` prints it. */
export interface MatchedRoute {
  pattern: string;
  /** The namespace: the route's scheme, or "global". */
  scheme: string;
  priority: number;
  /** The handler's name; null for a route without one, or one the module was written without (--redact-internal). */
  handler: string | null;
  name?: string;
  visibility?: "internal";
  tags?: string[];
  query?: Record<string, string>;
  lowercaseCaptures?: true;
  queryOverridesPath?: true;
}

/** A rewrite step: the rule's number (from 1), the URL before and after. */
export interface RewriteStep { rule: number; from: string; to: string; }

/** A route the source policy passed over, and why. */
export interface RefusedRoute { pattern: string; scheme: string; why: string; }

/** The answer `switchyard match` prints for a URL (its JSON line, parsed). */
export interface Answer {
  url: string;
  matched: boolean;
  route?: MatchedRoute;
  parameters?: Record<string, string | string[]>;
  wildcard?: string[];
  /** Why nothing opens: intake's refusal, an origin not accepted, no route, a rewrite loop, or the policy. */
  reason?: string;
  /** The URL the rewrites gave, also on an answer that refuses it (the refusal is about that URL). */
  rewrittenTo?: string;
  /** Every step, when there are two or more, or the steps of a loop. */
  rewrites?: RewriteStep[];
  source?: LinkSource;
  refused?: RefusedRoute[];
  /** "allowed…", "refused", or what a router may still refuse ("not applied: …"). */
  policy?: string;
}

/** An answer that depends on a custom parameter type the app registers in code: ask `switchyard match`. */
export interface Undetermined { url: string; undetermined: true; reason: string; }

/** Why `urlFor` cannot print a link. */
export type LinkError =
  | "missing-parameter" | "invalid-value" | "no-such-route" | "unknown-type"
  | "invalid-scheme" | "invalid-host" | "host-without-scheme";

export type LinkResult = { url: string } | { error: LinkError; parameter: string | null; message: string };

/** What `switchyard match` answers for `url`. Never throws on the URL: one it refuses (not text, not valid
 * Unicode, over a limit, malformed) is an answer with `matched: false` and the reason. A source or rule the
 * command line refuses (the caller's code, not the link) throws a TypeError. */
export function match(url: string, options?: MatchOptions): Answer | Undetermined;

/** The link to the route named `name`, filled with `parameters` (url(for:)). Never throws: what it cannot print
 * (a value that is not text or not valid Unicode included) is a LinkError. */
export function urlFor(
  name: string, parameters?: Record<string, string | number | Array<string | number>>,
  options?: { scheme?: string; host?: string },
): LinkResult;

/** The table file this module was generated from, as the command line named it. */
export const tableFile: string;
