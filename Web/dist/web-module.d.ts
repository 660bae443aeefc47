// TypeScript declarations of the ES module `switchyard gen web` writes (written beside it, with a package.json).

/** Where a link comes from, spelled as `switchyard match --source`: `in-app`, `push`, `universal-link`,
 * `other-app[:BUNDLE_ID]` or `web[:PAGE_URL]`. */
export type LinkSource = string;

/** A link's source and the app's rules, as `--source`, `--restrict TAG=KIND,KIND` and `--deny SOURCE`. */
export interface MatchOptions {
  source?: LinkSource | null;
  restrict?: string[];
  deny?: string[];
  /** With a routing document, as `--handler-fails`: the handler of the route the link opens fails, and the answer is
   * the leg after that route's handlerFails degrade. */
  handlerFails?: boolean;
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

/** What every answer of `match` may carry, matched or not. */
interface AnswerCommon {
  url: string;
  /** The URL the rewrites gave, also on an answer that refuses it (the refusal is about that URL). */
  rewrittenTo?: string;
  /** Every step of the rewrite chain (one or more), or the steps of a loop. */
  rewrites?: RewriteStep[];
  source?: LinkSource;
  refused?: RefusedRoute[];
  /** "allowed…", "refused", or what a router may still refuse ("not applied: …"). */
  policy?: string;
  /** With documents: each redirect and `always` degrade on the link's way, in order (absent: none). */
  followed?: FollowedStep[];
  /** With documents: the serial of the document in force, or null (every document refused). Absent without documents. */
  document?: number | null;
  /** Never set on an answer the module decided: `if (answer.undetermined)` tells an Undetermined apart. */
  undetermined?: undefined;
}

/** A route opens: `route`, `parameters` and `wildcard` are there. */
export interface MatchedAnswer extends AnswerCommon {
  matched: true;
  route: MatchedRoute;
  parameters: Record<string, string | string[]>;
  wildcard: string[];
  /** With documents: the route that opens is sent to `to` when its handler fails. */
  degrade?: { to: string; when: "handlerFails" };
  /** A refused answer's fields, never set on one that matched: declared so that the union reads them. */
  reason?: undefined;
  refusal?: undefined;
  intake?: undefined;
  webDestination?: undefined;
}

/** Nothing opens: `reason` says why. */
export interface RefusedAnswer extends AnswerCommon {
  matched: false;
  /** Why nothing opens: intake's refusal, an origin not accepted, no route, a rewrite loop, or the policy. */
  reason: string;
  /** With documents (`gen web --document`): why, as the corpus names it. */
  refusal?: "intake" | "origin" | "policy" | "no-route" | "rewrite" | "redirect";
  /** With documents, for an intake refusal: its kind (`too-long`, `dot-segment`, …). */
  intake?: string;
  /** When no route opens an http(s) link of one of the table's `webOrigins`: the page the app's unmatched handler
   * is offered (the router's `UnmatchedRequest.webDestination`); absent for a link the policy, `accept` or the intake
   * contract refused, or whose rewrites loop. */
  webDestination?: string;
  /** A matched answer's fields, never set on a refused one: declared so that the union reads them. */
  route?: undefined;
  parameters?: undefined;
  wildcard?: undefined;
  degrade?: undefined;
}

/** The answer `switchyard match` prints for a URL (its JSON line, parsed): after `if (answer.matched)`, the route. */
export type Answer = MatchedAnswer | RefusedAnswer;

/** A redirect of a routing document, or an `always` degrade: the URL the route matched and the URL it sends to. */
export interface FollowedStep { kind: "redirect" | "degrade"; from: string; to: string; }

/** What one routing document's arrival gave when the module was built (`gen web --document`). */
export interface DocumentArrival {
  /** The document file, as the command line named it. */
  file: string;
  applied?: number;
  /** The document in force arrived again. */
  unchanged?: number;
  /** The refusal's code (`malformed`, `badSignature`, `notInRollout`, …): the document changed nothing. */
  refused?: string;
  /** The refusal's message (its first line). */
  message?: string;
}

/** An answer that depends on a custom parameter type the app registers in code: ask `switchyard match`. It holds
 * `url`, `undetermined` and `reason`; every other field of an answer is declared, never set, so that a page reads
 * `answer.refused ?? []` or `answer.policy` on what `match` returns without a cast. */
export interface Undetermined {
  url: string;
  undetermined: true;
  reason: string;
  /** Never set: `if (answer.matched)` is false for an Undetermined, as for a refused answer. */
  matched?: undefined;
  route?: undefined;
  parameters?: undefined;
  wildcard?: undefined;
  degrade?: undefined;
  refusal?: undefined;
  intake?: undefined;
  webDestination?: undefined;
  rewrittenTo?: undefined;
  rewrites?: undefined;
  source?: undefined;
  refused?: undefined;
  policy?: undefined;
  followed?: undefined;
  document?: undefined;
}

/** Why `urlFor` cannot print a link. */
export type LinkError =
  | "missing-parameter" | "invalid-value" | "no-such-route" | "unknown-type"
  | "invalid-scheme" | "invalid-host" | "host-without-scheme" | "scheme-not-routed";

export type LinkResult = { url: string } | { error: LinkError; parameter: string | null; message: string };

/** What `switchyard match` answers for `url` (with documents: `switchyard match --document`). Never throws on the
 * URL: one it refuses (not text, not valid Unicode, over a limit, malformed) is an answer with `matched: false` and
 * the reason. A source or rule the command line refuses (the caller's code, not the link) throws a TypeError. */
export function match(url: string, options?: MatchOptions): Answer | Undetermined;

/** The link to the route named `name`, filled with `parameters` (url(for:)). Never throws: what it cannot print
 * (a value that is not text or not valid Unicode included) is a LinkError. */
export function urlFor(
  name: string, parameters?: Record<string, string | number | Array<string | number>>,
  options?: { scheme?: string; host?: string },
): LinkResult;

/** The table file this module was generated from, as the command line named it. */
/** Where the page runs: what each environment can do is the `jump.environment.platforms` rule's (Docs/Rules/jump.md). */
export type JumpPlatform = "ios-safari" | "ios-safari-view" | "android-chrome" | "wechat" | "in-app" | "desktop";

/** What `jump` reads: the page's environment and URL, how the app judges the link, a store referrer. */
export interface JumpOptions {
  platform: JumpPlatform;
  /** The page the jump is offered on (its host decides `sameHost`; the user stays there when nothing else is known). */
  pageURL?: string;
  /** How the app will judge the link, spelled as `switchyard match --source`; default `universal-link`; never `in-app`. */
  source?: LinkSource;
  restrict?: string[];
  deny?: string[];
  /** A store referrer the install keeps (a signed token, never a fingerprint). */
  referrer?: string;
}

/** The plan for "Open in app": links for a tap, computed from the table, never probed. */
export interface JumpPlan {
  decision: "app" | "store" | "web";
  /** The link itself, when it is https on one of the app's associated hosts (`options.apps.hosts`). */
  appLink: string | null;
  /** On `android-chrome`: the link as an `intent:` link with the app's package and a fallback. */
  intentHref: string | null;
  storeURL: string | null;
  /** Where a user without the app goes, and where a `web` plan sends everyone. */
  webURL: string | null;
  /** The page is on the app link's own host: Safari and Chrome keep that tap in the browser. */
  sameHost: boolean;
  /** Reason codes: a refusal kind, `internal`, `policy`, `degrade`, `in-app-browser`, `desktop`, `no-app`, `no-app-link`, `same-host`, `fragment`. */
  why: string[];
}

/** The plan for offering `url` on a page; throws a TypeError on options it cannot read or a malformed `options.apps`. */
export function jump(url: string, options: JumpOptions): JumpPlan;

export const tableFile: string;

/** The routing documents the module was built with, in arrival order; empty without `--document`. */
export const documents: ReadonlyArray<Readonly<DocumentArrival>>;

/** The serial of the document in force in every answer, or null (no document given, or every one refused). */
export const documentInForce: number | null;
