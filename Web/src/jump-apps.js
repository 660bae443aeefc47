// @ts-check
// The app's identities in a table's options (`options.apps`, the route-table file article's "The app's identities";
// ADR 0078), read for a jump (jump.js). The Swift tool checked the file before it embedded the table, but a table
// can reach this module another way (a test's, a page's own), so what a jump reads is checked again here, with the
// file's texts (errors.json's `apps.*` and `value.*`), each after the key's path: `options.apps.ios.teamId: …`.

import {
  fillText, TEXT_APPS_MISSING_KEY, TEXT_APPS_VALUE, TEXT_KEY_UNKNOWN, TEXT_VALUE_EMPTY, TEXT_VALUE_NOT_OBJECT,
  TEXT_VALUE_NOT_STRING, TEXT_VALUE_NOT_STRING_ARRAY,
} from "./matcher-texts.js";

/**
 * @typedef {object} IosApp
 * @property {string} appStoreId @property {string} teamId @property {string} bundleId
 * @property {string | null} appClipBundleId @property {string | null} storeURL
 */
/** @typedef {{package: string, storeURL: string | null}} AndroidApp */
/** @typedef {{hosts: string[], ios: IosApp | null, android: AndroidApp | null}} Apps */

/** Each key a part of `apps` may have, required ones first, and what its value must be. */
/** @type {Record<"ios" | "android", {required: string[], optional: string[]}>} */
const FORMATS = {
  ios: { required: ["appStoreId", "teamId", "bundleId"], optional: ["appClipBundleId", "storeURL"] },
  android: { required: ["package"], optional: ["storeURL"] },
};

/**
 * What each string must be, as the message says it, and the check.
 * @type {Record<string, [string, RegExp]>}
 */
const SHAPES = {
  appStoreId: ["the App Store id, ASCII digits", /^[0-9]{1,20}$/],
  teamId: ["10 ASCII capital letters or digits", /^[A-Z0-9]{10}$/],
  bundleId: ["a bundle id: ASCII letters, digits, '-' and '.'", /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/],
  appClipBundleId: ["a bundle id: ASCII letters, digits, '-' and '.'", /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/],
  package: ["an Android package: two or more names of ASCII letters, digits and '_', each starting with a letter, "
    + "joined by '.'", /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/],
  // White space is Unicode's White_Space, as Swift's isWhitespace and the JVM's AppsSchema read it: not `\s`, which
  // takes U+FEFF and leaves NEL (U+0085) out. A literal, not `new RegExp`: a bundle that never checks identities
  // leaves this table out only while every value in it is free of calls.
  storeURL: ["an https URL",
    /^https:\/\/[^\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000/?#][^\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/],
  host: ["a host name: lowercase ASCII letters, digits, '-' and '.'", /^[a-z0-9-]+(\.[a-z0-9-]+)*$/],
};

/**
 * A value's type as the file's texts name it (ConfigNode's typeName: a whole number is an integer).
 * @param {unknown} value
 */
function typeName(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value === "object" ? "object" : typeof value;
}

/** @param {string} text */
function quoted(text) { return JSON.stringify(text); }

/**
 * A TypeError whose message is `path: text`.
 * @param {string} path @param {string} text
 */
function problem(path, text) { return new TypeError(path + ": " + text); }

/**
 * The table's `options.apps`, or null when it has none. A value the format refuses throws a TypeError that names
 * its path and says why in the file's words.
 * @param {{options?: Record<string, unknown>}} table @returns {Apps | null}
 */
export function appsOf(table) {
  const given = table.options ? table.options.apps : undefined;
  if (given === undefined || given === null) return null;
  const where = "options.apps";
  const apps = object(given, where, "apps");
  for (const key of Object.keys(apps)) {
    if (!["hosts", "ios", "android"].includes(key) && !key.startsWith("x-")) {
      throw problem(where + "." + key, fillText(TEXT_KEY_UNKNOWN, { key: quoted(key), context: quoted("apps"),
        keys: "hosts, ios, android" }));
    }
  }
  return {
    hosts: apps.hosts === undefined ? [] : hosts(apps.hosts, where + ".hosts"),
    ios: apps.ios === undefined ? null : /** @type {IosApp} */ (part(apps.ios, where + ".ios", "ios")),
    android: apps.android === undefined ? null : /** @type {AndroidApp} */ (part(apps.android, where + ".android", "android")),
  };
}

/**
 * @param {unknown} value
 * @param {string} path @param {string} name @returns {Record<string, unknown>}
 */
function object(value, path, name) {
  if (typeName(value) !== "object") {
    throw problem(path, fillText(TEXT_VALUE_NOT_OBJECT, { name: quoted(name), type: typeName(value) }));
  }
  return /** @type {Record<string, unknown>} */ (value);
}

/**
 * @param {unknown} value
 * @param {string} path @returns {string[]}
 */
function hosts(value, path) {
  if (!Array.isArray(value)) {
    throw problem(path, fillText(TEXT_VALUE_NOT_STRING_ARRAY, { name: quoted("hosts"), type: typeName(value) }));
  }
  return value.map((host, index) => checked(host, path + "[" + index + "]", "hosts[" + index + "]", "host"));
}

/**
 * `ios` or `android`: its required and optional strings, each checked; an optional one absent is null.
 * @param {unknown} value @param {string} path @param {"ios" | "android"} name @returns {Record<string, string | null>}
 */
function part(value, path, name) {
  const members = object(value, path, name), format = FORMATS[name];
  const known = format.required.concat(format.optional);
  /** @type {Record<string, string | null>} */
  const out = {};
  for (const key of Object.keys(members)) {
    if (!known.includes(key) && !key.startsWith("x-")) {
      throw problem(path + "." + key, fillText(TEXT_KEY_UNKNOWN, { key: quoted(key), context: quoted(name),
        keys: known.join(", ") }));
    }
  }
  for (const key of known) {
    if (members[key] === undefined) {
      if (format.required.includes(key)) {
        throw problem(path, fillText(TEXT_APPS_MISSING_KEY, { name: quoted(name), key: quoted(key) }));
      }
      out[key] = null;
    } else {
      out[key] = checked(members[key], path + "." + key, key, key);
    }
  }
  if (out.appClipBundleId && !String(out.appClipBundleId).startsWith(out.bundleId + ".")) {
    throw problem(path + ".appClipBundleId", fillText(TEXT_APPS_VALUE, { name: quoted("appClipBundleId"),
      what: "the app's bundle id, '.' and a name", value: quoted(String(out.appClipBundleId)) }));
  }
  return out;
}

/**
 * A non-empty string of its shape (SHAPES).
 * @param {unknown} value @param {string} path @param {string} name @param {string} shape @returns {string}
 */
function checked(value, path, name, shape) {
  if (typeof value !== "string") {
    throw problem(path, fillText(TEXT_VALUE_NOT_STRING, { name: quoted(name), type: typeName(value) }));
  }
  if (value === "") throw problem(path, fillText(TEXT_VALUE_EMPTY, { name: quoted(name) }));
  const [what, pattern] = SHAPES[shape];
  if (!pattern.test(value)) throw problem(path, fillText(TEXT_APPS_VALUE, { name: quoted(name), what, value: quoted(value) }));
  return value;
}
