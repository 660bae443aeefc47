/**
 * The pattern language and the URL it is matched against: a route pattern parsed into segments,
 * captures and optional-group expansions, its limits, and a URL taken in as its pieces.
 *
 * <p><b>Not API.</b> The types here are public only because the library's other packages use them
 * (a Java package cannot say "this library only"): they are not in the API baseline
 * ({@code Android/api/baseline.txt}) or the Javadoc, and may change in any release (ADR 0058).
 */
package dev.switchyard.internal.pattern;
