/**
 * The linear-time regex engine of regex segments and regex rewrites (a Thompson NFA run by a Pike
 * VM), for the subset the Swift engine accepts.
 *
 * <p><b>Not API.</b> The types here are public only because the library's other packages use them
 * (a Java package cannot say "this library only"): they are not in the API baseline
 * ({@code Android/api/baseline.txt}) or the Javadoc, and may change in any release (ADR 0058).
 */
package dev.switchyard.internal.regex;
