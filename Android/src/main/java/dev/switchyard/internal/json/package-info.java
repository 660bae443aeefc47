/**
 * The one strict JSON reader and its tree ({@code Json.Node}): route tables, routing documents,
 * signed envelopes and the document floor are all read into it, with each value's and key's place
 * for located errors.
 *
 * <p><b>Not API.</b> The types here are public only because the library's other packages use them
 * (a Java package cannot say "this library only"): they are not in the API baseline
 * ({@code Android/api/baseline.txt}) or the Javadoc, and may change in any release (ADR 0058).
 */
package dev.switchyard.internal.json;
